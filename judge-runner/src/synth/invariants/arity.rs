//! Lines whose first token decides how many tokens follow it: a query's kind (`1 L R` adds,
//! `2 X` asks: BOJ 17353), a command's name (`push 5`, `pop`: BOJ 10828). The model reads
//! such a line as a scalar then a list of any length; drawn apart, a query got a kind's
//! numbers of another (`2 1 5`), which accepted programs read each their own way. A drawn
//! line is mended instead: a kind the stored inputs never show becomes one they do, and
//! the list is cut or grown to that kind's length.

use super::super::draw::Rng;
use super::super::{walk_lines as walk, Count, Field, FieldValue, Kind, Model, Value};

/// The fewest stored lines an arity rule needs.
const EVIDENCE: usize = 3;

/// The line at `line` (item indexes from the top, through the blocks around it) is a
/// scalar, maybe more, then a list of any length whose length each value of the scalar
/// fixes (`lens`, in the order first seen).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Arity {
    line: Vec<usize>,
    lens: Vec<(String, usize)>,
}

/// The first scalar's text and the last field's list of a line that starts with a scalar
/// and ends with a list of any length, else `None`.
fn parts<'t>(fields: &[Field], texts: &'t [FieldValue]) -> Option<(&'t str, &'t [String])> {
    match (
        fields.first()?,
        fields.last()?,
        texts.first()?,
        texts.last()?,
    ) {
        (
            Field::Scalar(_),
            Field::List {
                count: Count::Range { .. },
                ..
            },
            FieldValue::Scalar(tag),
            FieldValue::List(list),
        ) if fields.len() == texts.len() => Some((tag, list)),
        _ => None,
    }
}

/// The arity rules every one of `inputs` keeps, with evidence: [`EVIDENCE`] lines or more,
/// and lengths that are not all one.
pub(super) fn learn(model: &Model, inputs: &[Vec<Value>]) -> Vec<Arity> {
    // Per line: each kind's length, or `None` once a kind was seen with two; and the lines.
    type Seen = (Option<Vec<(String, usize)>>, usize);
    let mut seen: Vec<(Vec<usize>, Seen)> = Vec::new();
    for input in inputs {
        let mut input = input.clone();
        walk(
            &model.items,
            &mut input,
            &mut Vec::new(),
            &mut Vec::new(),
            &mut |path, _, fields, texts| {
                let Some((tag, list)) = parts(fields, texts) else {
                    return;
                };
                let at = match seen.iter().position(|(p, _)| p == path) {
                    Some(at) => at,
                    None => {
                        seen.push((path.to_vec(), (Some(Vec::new()), 0)));
                        seen.len() - 1
                    }
                };
                let (lens, n) = &mut seen[at].1;
                *n += 1;
                let Some(known) = lens else { return };
                match known.iter().find(|(t, _)| t == tag) {
                    Some(&(_, len)) if len != list.len() => *lens = None,
                    Some(_) => {}
                    None => known.push((tag.to_owned(), list.len())),
                }
            },
        );
    }
    seen.into_iter()
        .filter_map(|(line, (lens, n))| {
            let lens = lens?;
            let first = lens.first()?.1;
            let varies = lens.iter().any(|&(_, len)| len != first);
            (n >= EVIDENCE && varies).then_some(Arity { line, lens })
        })
        .collect()
}

/// Whether every line a rule covers has a kind the stored inputs show, at its length.
pub(super) fn hold(rules: &[Arity], model: &Model, input: &[Value]) -> bool {
    if rules.is_empty() {
        return true;
    }
    let mut input = input.to_vec();
    let mut kept = true;
    walk(
        &model.items,
        &mut input,
        &mut Vec::new(),
        &mut Vec::new(),
        &mut |path, _, fields, texts| {
            for rule in rules.iter().filter(|r| r.line == path) {
                kept &= parts(fields, texts).is_some_and(|(tag, list)| {
                    rule.lens
                        .iter()
                        .any(|(t, len)| t == tag && *len == list.len())
                });
            }
        },
    );
    kept
}

/// Every line a rule covers mended: a kind the stored inputs never show replaced by one
/// they do (picked at random), the list cut to its kind's length or grown with numbers
/// drawn within its token's bounds (words: copies of its own, when it has some).
pub(super) fn mend(rules: &[Arity], model: &Model, input: &mut [Value], rng: &mut Rng) {
    if rules.is_empty() {
        return;
    }
    walk(
        &model.items,
        input,
        &mut Vec::new(),
        &mut Vec::new(),
        &mut |path, _, fields, texts| {
            let Some(rule) = rules.iter().find(|r| r.line == path) else {
                return;
            };
            let Some((tag, _)) = parts(fields, texts) else {
                return;
            };
            let known = rule.lens.iter().find(|(t, _)| t == tag).cloned();
            let Some((tag, len)) = known.or_else(|| rng.pick(&rule.lens).cloned()) else {
                return;
            };
            let Some(Field::List { token, .. }) = fields.last() else {
                return;
            };
            let kind = token.kind.clone();
            if let Some(FieldValue::Scalar(first)) = texts.first_mut() {
                *first = tag;
            }
            let Some(FieldValue::List(list)) = texts.last_mut() else {
                return;
            };
            list.truncate(len);
            while list.len() < len {
                let more = match kind {
                    Kind::Int { lo, hi } => rng.range(lo.min(hi), lo.max(hi)).to_string(),
                    _ => match rng.pick(list) {
                        Some(word) => word.clone(),
                        None => break,
                    },
                };
                list.push(more);
            }
        },
    );
}
