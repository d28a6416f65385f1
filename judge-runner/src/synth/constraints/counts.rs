//! Which of two tokens the samples cannot tell apart counts a block: "N M K" then K lines,
//! where every sample has `N = K` (BOJ 10217 in softwareDefine's backup), reads as well with
//! N as the count; the statement's "K개의 줄" says which.

use super::{bind, Report, Statement};
use crate::synth::{Count, Field, FieldValue, Item, Model, Value};

/// `model` bound to `statement` (its copies of one block folded into one block repeated,
/// when the statement says the input is test cases), or, when a block's count could as well be another token of
/// its line (equal to it in every input), that model instead if the statement calls that
/// token a count (`K개의 줄`) and not the one inferred.
pub(crate) fn bind_counted(model: &mut Model, statement: &Statement, inputs: &[&[u8]]) -> Report {
    if statement.cases {
        let folded = Model {
            items: crate::synth::infer::fold_cases(model.items.clone()),
        };
        let reads = |m: &Model| {
            inputs
                .iter()
                .all(|i| crate::synth::infer::read(m, i).is_some())
        };
        if folded != *model && reads(&folded) {
            *model = folded;
        }
    }
    let reads: Option<Vec<Vec<Value>>> = inputs
        .iter()
        .map(|i| crate::synth::infer::read(model, i))
        .collect();
    let mut best = model.clone();
    let report = bind(&mut best, statement);
    let mut best = (counted(&best, statement), best, report);
    if let Some(reads) = reads.filter(|r| !r.is_empty()) {
        for (var, other) in swaps(&model.items, &reads) {
            let mut alternative = model.clone();
            rename_count(&mut alternative.items, &var, &other);
            let report = bind(&mut alternative, statement);
            let score = counted(&alternative, statement);
            if score > best.0 {
                best = (score, alternative, report);
            }
        }
    }
    *model = best.1;
    best.2
}

/// How many of `model`'s block counts are names the statement writes as counts.
fn counted(model: &Model, statement: &Statement) -> usize {
    let mut n = 0;
    each_count(&model.items, &mut |count| {
        if let Count::Var(v) = count {
            n += usize::from(statement.counts.contains(v));
        }
    });
    n
}

/// Calls `visit` on every count under `items`.
fn each_count(items: &[Item], visit: &mut dyn FnMut(&Count)) {
    for item in items {
        match item {
            Item::Line(fields) => {
                for field in fields {
                    if let Field::List { count, .. } = field {
                        visit(count);
                    }
                }
            }
            Item::Repeat { count, body } => {
                visit(count);
                each_count(body, visit);
            }
        }
    }
}

/// The pairs (count var, another scalar of its line) whose values are equal wherever they
/// are written in `reads`.
fn swaps(items: &[Item], reads: &[Vec<Value>]) -> Vec<(String, String)> {
    let mut vars = Vec::new();
    each_count(items, &mut |count| {
        if let Count::Var(v) = count {
            if !vars.contains(v) {
                vars.push(v.clone());
            }
        }
    });
    let mut out = Vec::new();
    for var in vars {
        let Some(line) = line_of(items, &var) else {
            continue;
        };
        let texts = |name: &str| -> Vec<String> {
            let mut all = Vec::new();
            for read in reads {
                collect(items, read, name, &mut all);
            }
            all
        };
        let seen = texts(&var);
        for field in line {
            let Field::Scalar(t) = field else { continue };
            if t.name != var && !seen.is_empty() && texts(&t.name) == seen {
                out.push((var.clone(), t.name.clone()));
            }
        }
    }
    out
}

/// The line holding the scalar named `name`.
fn line_of<'a>(items: &'a [Item], name: &str) -> Option<&'a [Field]> {
    for item in items {
        match item {
            Item::Line(fields) => {
                let here = fields
                    .iter()
                    .any(|f| matches!(f, Field::Scalar(t) if t.name == name));
                if here {
                    return Some(fields);
                }
            }
            Item::Repeat { body, .. } => {
                if let Some(found) = line_of(body, name) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// Every text of the scalar named `name` in `values` (read through `items`), in order.
fn collect(items: &[Item], values: &[Value], name: &str, out: &mut Vec<String>) {
    for (item, value) in items.iter().zip(values) {
        match (item, value) {
            (Item::Line(fields), Value::Line(texts)) => {
                for (field, text) in fields.iter().zip(texts) {
                    if let (Field::Scalar(t), FieldValue::Scalar(s)) = (field, text) {
                        if t.name == name {
                            out.push(s.clone());
                        }
                    }
                }
            }
            (Item::Repeat { body, .. }, Value::Repeat(copies)) => {
                for copy in copies {
                    collect(body, copy, name, out);
                }
            }
            _ => {}
        }
    }
}

/// Every count `Var(from)` under `items` made `Var(to)`.
fn rename_count(items: &mut [Item], from: &str, to: &str) {
    let swap = |count: &mut Count| {
        if matches!(count, Count::Var(v) if v == from) {
            *count = Count::Var(to.to_owned());
        }
    };
    for item in items {
        match item {
            Item::Line(fields) => {
                for field in fields {
                    if let Field::List { count, .. } = field {
                        swap(count);
                    }
                }
            }
            Item::Repeat { count, body } => {
                swap(count);
                rename_count(body, from, to);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synth::constraints::read;

    /// BOJ 10217 (softwareDefine/boj-backup): `T`, then `N M K` and K lines; in both samples
    /// `N = K`.
    #[test]
    fn the_statements_count_decides_between_two_equal_tokens() {
        let samples: [&[u8]; 2] = [
            b"1\n3 100 3\n1 2 1 1\n2 3 1 1\n1 3 3 30\n",
            b"1\n4 10 4\n1 2 5 3\n2 3 5 4\n3 4 1 5\n1 3 1 10\n",
        ];
        let mut model = crate::synth::infer::infer(&samples).expect("a model");
        let statement = read("## 입력\n\n입력 파일의 첫 번째 줄에 테스트 케이스의 수를 의미하는 자연수 T가 주어진다. 그 다음에는 T개의 테스트 케이스가 주어진다.\n\n각 테스트 케이스의 첫 줄에는 공항의 수 N (2 ≤ N ≤ 100), 총 지원비용 M (0 ≤ M ≤ 10,000), 티켓정보의 수 K (0 ≤ K ≤ 10,000)가 공백으로 구분되어 주어진다. 이어서 K개의 줄에 걸쳐 각 티켓의 출발공항 u, 도착공항 v (1 ≤ u, v ≤ N, u ≠ v), 비용 c (1 ≤ c ≤ M, 정수), 그리고 소요시간 d (1 ≤ d ≤ 1,000) 가 주어진다.\n");
        bind_counted(&mut model, &statement, &samples);
        let text = crate::synth::file::render(&model);
        assert!(text.contains("N M K\n  K times:\n    u v c d"), "{text}");
        for sample in samples {
            assert!(
                crate::synth::infer::read(&model, sample).is_some(),
                "{text}"
            );
        }
    }
}
