//! What every stored input shows and the model cannot say: rows of a repeated block that are
//! all different (no two sharks on one cell, no edge twice), a column whose values are all
//! different (sizes, ids), two columns never equal on a row (no edge from a vertex to
//! itself), a list in order. Statements say these in words ("서로 다른", "같은 칸에 둘 이상의
//! 상어가 있는 경우는 없다") that the constraint reader does not bind; a candidate that breaks
//! one is most likely outside the problem, where accepted programs may disagree with one
//! another or agree by chance, so strengthen does not try it. Learned only from sequences of
//! three or more elements: it costs some valid candidates (a coincidence in the samples
//! becomes a rule), never a false one.

use super::{FieldValue, Model, Value};
use std::collections::{BTreeMap, HashSet};

/// The fewest elements a sequence needs in some stored input for a rule about it.
const EVIDENCE: usize = 3;

/// The fewest rows (over every stored input) for a "never equal" rule: two columns differ
/// on three random rows too often by chance.
const NOT_EQUAL_EVIDENCE: usize = 5;

/// The fewest rows for a pair of neighbouring columns whose values each repeat and whose
/// pairs never do (a place on a grid) to stay so.
const PAIR_EVIDENCE: usize = 6;

/// A column stays distinct when this many equal pairs were expected by chance and none
/// came (a one-in-three chance of none: softwareDefine's 16928, ladders that never share
/// a start square in 24 rows of 96 squares, made a held-out accepted submission fail when
/// two did; a rule too many costs candidates, a rule too few a false rejection).
const EXPECTED_REPEATS: f64 = 1.0;

/// The fewest elements of a list in order for an order rule (five random ones are in order
/// one time in sixty).
const SORTED_EVIDENCE: usize = 5;

/// The widest row whose columns are looked at.
const MAX_WIDTH: usize = 8;

/// Where a sequence is: the item indexes from the top of the model down to a repeated block,
/// and the field of a list on a line (`None`: the block's rows).
type At = (Vec<usize>, Option<usize>);

/// One rule every stored input keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Rule {
    /// No two elements of the sequence agree on all of `columns` (empty: the whole row).
    Distinct { at: At, columns: Vec<usize> },
    /// On every row, columns `a` and `b` differ.
    NotEqual { at: At, a: usize, b: usize },
    /// A sequence of single integers in non-decreasing (or non-increasing) order.
    Sorted { at: At, descending: bool },
}

/// The rules the stored inputs keep.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Invariants {
    rules: Vec<Rule>,
}

impl Invariants {
    /// The rules every one of `inputs` (read through `model`) keeps, with evidence.
    pub(crate) fn learn(model: &Model, inputs: &[Vec<Value>]) -> Invariants {
        let mut seen: BTreeMap<At, Vec<Vec<Vec<String>>>> = BTreeMap::new();
        for input in inputs {
            for (at, rows) in sequences(model, input) {
                seen.entry(at).or_default().push(rows);
            }
        }
        let mut rules = Vec::new();
        for (at, instances) in seen {
            if instances.iter().all(|rows| rows.len() < EVIDENCE) {
                continue;
            }
            learn_sequence(model, &at, &instances, &mut rules);
        }
        Invariants { rules }
    }

    /// Whether `input` keeps every rule.
    pub(crate) fn hold(&self, model: &Model, input: &[Value]) -> bool {
        if self.rules.is_empty() {
            return true;
        }
        let found = sequences(model, input);
        self.rules.iter().all(|rule| {
            found
                .iter()
                .filter(|(at, _)| at == rule.at())
                .all(|(_, rows)| rule.kept_by(rows))
        })
    }

    /// How many rules there are.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.rules.len()
    }
}

impl Rule {
    fn at(&self) -> &At {
        match self {
            Rule::Distinct { at, .. } | Rule::NotEqual { at, .. } | Rule::Sorted { at, .. } => at,
        }
    }

    /// Whether the rows of one sequence keep the rule.
    fn kept_by(&self, rows: &[Vec<String>]) -> bool {
        match self {
            Rule::Distinct { columns, .. } => distinct(rows, columns),
            Rule::NotEqual { a, b, .. } => rows.iter().all(|r| r.get(*a) != r.get(*b)),
            Rule::Sorted { descending, .. } => sorted(rows, *descending),
        }
    }
}

/// The rules one sequence keeps in every stored input. Rows of two or more tokens that
/// are never repeated stay so (a copied row is the commonest way a mutation leaves the
/// problem), and so do two neighbouring columns whose values each repeat while their pairs
/// never do (two sharks are never on one cell); a column's values, or a list's, stay distinct only when repeats were likely by
/// chance and none came (the samples' silence on equal values says little otherwise, and
/// equal values are where wrong answers hide); two neighbouring columns that share values
/// but never on one row stay apart (an edge's ends); a list of five or more in order stays
/// in order.
fn learn_sequence(model: &Model, at: &At, instances: &[Vec<Vec<String>>], rules: &mut Vec<Rule>) {
    let all = |check: &dyn Fn(&[Vec<String>]) -> bool| instances.iter().all(|r| check(r));
    let width = instances.iter().flatten().map(Vec::len).max().unwrap_or(0);
    let fixed = instances.iter().flatten().all(|r| r.len() == width);
    if width >= 2 && all(&|rows| distinct(rows, &[])) {
        rules.push(Rule::Distinct {
            at: at.clone(),
            columns: Vec::new(),
        });
    }
    if !fixed || width > MAX_WIDTH {
        return;
    }
    // Pairs of rows that could have been equal: C(n, 2) summed over the stored inputs.
    let pairs: f64 = instances
        .iter()
        .map(|rows| (rows.len() * rows.len().saturating_sub(1) / 2) as f64)
        .sum();
    for c in 0..width {
        let by_chance = domain(model, at, c).is_some_and(|d| pairs / d >= EXPECTED_REPEATS);
        if by_chance && all(&|rows| distinct(rows, &[c])) {
            rules.push(Rule::Distinct {
                at: at.clone(),
                columns: vec![c],
            });
        }
    }
    if width == 1 {
        let long = instances.iter().any(|rows| rows.len() >= SORTED_EVIDENCE);
        for descending in [false, true] {
            if long && all(&|rows| sorted(rows, descending)) {
                rules.push(Rule::Sorted {
                    at: at.clone(),
                    descending,
                });
                break;
            }
        }
        return;
    }
    let rows: usize = instances.iter().map(Vec::len).sum();
    for a in 0..width - 1 {
        let b = a + 1;
        // A place on a grid: each coordinate repeats, the pair never does.
        let repeats = |c: usize| !all(&|rows| distinct(rows, &[c]));
        if rows >= PAIR_EVIDENCE && repeats(a) && repeats(b) && all(&|rows| distinct(rows, &[a, b]))
        {
            rules.push(Rule::Distinct {
                at: at.clone(),
                columns: vec![a, b],
            });
        }
        let column =
            |c: usize| -> HashSet<&String> { instances.iter().flatten().map(|r| &r[c]).collect() };
        let share = !column(a).is_disjoint(&column(b));
        let differ = |rows: &[Vec<String>]| rows.iter().all(|r| r[a] != r[b]);
        if rows >= NOT_EQUAL_EVIDENCE && share && all(&differ) {
            rules.push(Rule::NotEqual {
                at: at.clone(),
                a,
                b,
            });
        }
    }
}

/// How many values column `c` of the sequence at `at` may take, by the model's bounds
/// (`None`: words and decimals, or more than anyone would repeat by chance).
fn domain(model: &Model, at: &At, c: usize) -> Option<f64> {
    let (path, field) = at;
    let mut items = &model.items;
    let mut item = None;
    for &i in path {
        let here = items.get(i)?;
        item = Some(here);
        if let super::Item::Repeat { body, .. } = here {
            items = body;
        }
    }
    let token = match (item?, field) {
        (super::Item::Line(fields), Some(f)) => match fields.get(*f)? {
            super::Field::List { token, .. } => token,
            super::Field::Scalar(_) => return None,
        },
        (super::Item::Repeat { body, .. }, None) => match body.as_slice() {
            [super::Item::Line(fields)] => match fields.get(c)? {
                super::Field::Scalar(token) => token,
                super::Field::List { .. } => return None,
            },
            _ => return None,
        },
        _ => return None,
    };
    match token.kind {
        super::Kind::Int { lo, hi } if hi >= lo => Some((hi - lo) as f64 + 1.0),
        _ => None,
    }
}

/// Whether no two rows agree on `columns` (empty: on every token).
fn distinct(rows: &[Vec<String>], columns: &[usize]) -> bool {
    let mut seen = HashSet::new();
    rows.iter().all(|row| {
        let key: Vec<&String> = if columns.is_empty() {
            row.iter().collect()
        } else {
            columns.iter().filter_map(|&c| row.get(c)).collect()
        };
        seen.insert(key)
    })
}

/// Whether single-integer rows are in order.
fn sorted(rows: &[Vec<String>], descending: bool) -> bool {
    let numbers: Option<Vec<i128>> = rows
        .iter()
        .map(|r| match r.as_slice() {
            [one] => one.parse().ok(),
            _ => None,
        })
        .collect();
    numbers.is_some_and(|n| {
        n.windows(2).all(|w| {
            if descending {
                w[0] >= w[1]
            } else {
                w[0] <= w[1]
            }
        })
    })
}

/// Every sequence of `input`: each repeated block whose body is one line (its copies' rows
/// of tokens), and each list on a line (its elements, a token a row), with where it is.
fn sequences(model: &Model, input: &[Value]) -> Vec<(At, Vec<Vec<String>>)> {
    let mut found = Vec::new();
    walk(&model.items, input, &mut Vec::new(), &mut found);
    found
}

fn walk(
    items: &[super::Item],
    values: &[Value],
    path: &mut Vec<usize>,
    found: &mut Vec<(At, Vec<Vec<String>>)>,
) {
    for (i, (item, value)) in items.iter().zip(values).enumerate() {
        path.push(i);
        match (item, value) {
            (super::Item::Line(_), Value::Line(fields)) => {
                for (f, field) in fields.iter().enumerate() {
                    if let FieldValue::List(tokens) = field {
                        let rows = tokens.iter().map(|t| vec![t.clone()]).collect();
                        found.push(((path.clone(), Some(f)), rows));
                    }
                }
            }
            (super::Item::Repeat { body, .. }, Value::Repeat(copies)) => {
                if let [super::Item::Line(_)] = body.as_slice() {
                    let rows = copies
                        .iter()
                        .filter_map(|copy| match copy.as_slice() {
                            [Value::Line(fields)] => Some(flatten(fields)),
                            _ => None,
                        })
                        .collect();
                    found.push(((path.clone(), None), rows));
                }
                for copy in copies {
                    walk(body, copy, path, found);
                }
            }
            _ => {}
        }
        path.pop();
    }
}

/// A line's tokens, its lists' included.
fn flatten(fields: &[FieldValue]) -> Vec<String> {
    let mut row = Vec::new();
    for field in fields {
        match field {
            FieldValue::Scalar(t) => row.push(t.clone()),
            FieldValue::List(ts) => row.extend(ts.iter().cloned()),
        }
    }
    row
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::synth::infer;

    fn model_and_values(inputs: &[&str]) -> (Model, Vec<Vec<Value>>) {
        let bytes: Vec<&[u8]> = inputs.iter().map(|s| s.as_bytes()).collect();
        let model = infer::infer(&bytes).expect("a model");
        let values = bytes
            .iter()
            .map(|b| infer::read(&model, b).expect("fits"))
            .collect();
        (model, values)
    }

    /// BOJ 17143's sample 3 (qkrwlgus5832/boj-archive): six sharks on six different cells,
    /// of six different sizes. Copying one shark over another puts two on one cell, which
    /// the statement forbids: that candidate is not tried.
    #[test]
    fn sharks_stay_on_different_cells() {
        let sample = "4 5 6\n4 1 4 3 8\n1 3 5 2 9\n2 4 8 4 1\n4 5 0 1 4\n3 3 1 2 7\n1 5 8 4 3\n";
        let (model, values) = model_and_values(&[sample]);
        let invariants = Invariants::learn(&model, &values);
        assert!(invariants.hold(&model, &values[0]));
        let twice = "4 5 6\n4 1 4 3 8\n1 3 5 2 9\n2 4 8 4 1\n4 5 0 1 4\n3 3 1 2 7\n1 3 5 2 9\n";
        let twice = infer::read(&model, twice.as_bytes()).unwrap();
        assert!(!invariants.hold(&model, &twice));
        // Another shark on a taken cell breaks it too; on a free one, it keeps every rule.
        let taken = "4 5 6\n4 1 4 3 8\n1 3 5 2 9\n2 4 8 4 1\n4 5 0 1 4\n3 3 1 2 7\n1 3 8 4 3\n";
        let taken = infer::read(&model, taken.as_bytes()).unwrap();
        assert!(!invariants.hold(&model, &taken));
        let moved = "4 5 6\n4 1 4 3 8\n1 3 5 2 9\n2 4 8 4 1\n4 5 0 1 4\n3 3 1 2 7\n2 2 8 4 3\n";
        let moved = infer::read(&model, moved.as_bytes()).unwrap();
        assert!(invariants.hold(&model, &moved));
    }

    /// Edges without a loop: in BOJ 1260's samples (csk200387/boj-archive) no edge joins a
    /// vertex to itself.
    #[test]
    fn no_edge_from_a_vertex_to_itself() {
        let samples = [
            "4 5 1\n1 2\n1 3\n1 4\n2 4\n3 4\n",
            "5 5 3\n5 4\n5 2\n1 2\n3 4\n3 1\n",
        ];
        let (model, values) = model_and_values(&samples);
        let invariants = Invariants::learn(&model, &values);
        let looped = infer::read(&model, b"4 5 1\n1 2\n1 3\n1 4\n2 2\n3 4\n").unwrap();
        assert!(!invariants.hold(&model, &looped));
    }

    /// Too little evidence makes no rule: two rows that differ say nothing.
    #[test]
    fn two_rows_make_no_rule() {
        let (model, values) = model_and_values(&["2\n1 2\n3 4\n"]);
        let invariants = Invariants::learn(&model, &values);
        assert_eq!(invariants.len(), 0);
    }
}
