//! Lines whose integers always add up to an earlier number: BOJ 14888's four operator
//! counts sum to `N - 1` ("합이 N-1인 4개의 정수"). Drawn apart, the counts broke the rule
//! and made a held-out accepted submission fail; a drawn line is mended to the sum instead.

use super::super::draw::Rng;
use super::super::{walk_lines as walk, Field, FieldValue, Kind, Model, Value};

/// The fewest stored lines (with at least two different sums) a sum rule needs.
const EVIDENCE: usize = 2;

/// The largest offset from the earlier number that is looked for (`N - 1`, `N + 2`).
const MAX_OFFSET: i128 = 2;

/// The line at `line` (item indexes from the top, through the blocks around it) has
/// integer scalars that always add up to the scalar `of` met before it, plus `offset`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Sum {
    line: Vec<usize>,
    of: String,
    offset: i128,
}

/// The integer scalars of a line that are all integers (`None` when fewer than two, or a
/// field is anything else).
fn numbers(fields: &[Field], texts: &[FieldValue]) -> Option<Vec<i128>> {
    if fields.len() < 2 || fields.len() != texts.len() {
        return None;
    }
    fields
        .iter()
        .zip(texts)
        .map(|(field, text)| match (field, text) {
            (
                Field::Scalar(super::super::Token {
                    kind: Kind::Int { .. },
                    ..
                }),
                FieldValue::Scalar(t),
            ) => t.parse().ok(),
            _ => None,
        })
        .collect()
}

/// The sum rules every one of `inputs` keeps, with evidence.
pub(super) fn learn(model: &Model, inputs: &[Vec<Value>]) -> Vec<Sum> {
    // Per line: every instance's sum and the scalars before it.
    type Seen = Vec<(i128, Vec<(String, i128)>)>;
    let mut seen: Vec<(Vec<usize>, Seen)> = Vec::new();
    for input in inputs {
        let mut input = input.clone();
        walk(
            &model.items,
            &mut input,
            &mut Vec::new(),
            &mut Vec::new(),
            &mut |path, env, fields, texts| {
                let Some(numbers) = numbers(fields, texts) else {
                    return;
                };
                let sum = numbers.iter().fold(0i128, |a, &b| a.saturating_add(b));
                let at = match seen.iter().position(|(p, _)| p == path) {
                    Some(at) => at,
                    None => {
                        seen.push((path.to_vec(), Vec::new()));
                        seen.len() - 1
                    }
                };
                seen[at].1.push((sum, env.to_vec()));
            },
        );
    }
    let mut rules = Vec::new();
    for (line, instances) in seen {
        let mut sums: Vec<i128> = instances.iter().map(|(s, _)| *s).collect();
        sums.sort_unstable();
        sums.dedup();
        if instances.len() < EVIDENCE || sums.len() < 2 {
            continue;
        }
        let Some((_, first_env)) = instances.first() else {
            continue;
        };
        let found = first_env.iter().rev().find_map(|(name, _)| {
            (-MAX_OFFSET..=MAX_OFFSET)
                .map(|o| -o)
                .find(|&offset| {
                    instances.iter().all(|(sum, env)| {
                        env.iter()
                            .find(|(n, _)| n == name)
                            .is_some_and(|&(_, v)| v.saturating_add(offset) == *sum)
                    })
                })
                .map(|offset| (name.clone(), offset))
        });
        if let Some((of, offset)) = found {
            rules.push(Sum { line, of, offset });
        }
    }
    rules
}

/// Whether every line a rule covers adds up in `input`.
pub(super) fn hold(rules: &[Sum], model: &Model, input: &[Value]) -> bool {
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
        &mut |path, env, fields, texts| {
            for rule in rules.iter().filter(|r| r.line == path) {
                let want = env
                    .iter()
                    .find(|(n, _)| *n == rule.of)
                    .map(|&(_, v)| v.saturating_add(rule.offset));
                let sum = numbers(fields, texts)
                    .map(|ns| ns.iter().fold(0i128, |a, &b| a.saturating_add(b)));
                kept &= want.is_some() && want == sum;
            }
        },
    );
    kept
}

/// Every line a rule covers brought to its sum where it is not: the difference spread over
/// its numbers in random order, each kept within its token's bounds (widened to what it
/// holds); a line that cannot reach it is left as it is.
pub(super) fn mend(rules: &[Sum], model: &Model, input: &mut [Value], rng: &mut Rng) {
    if rules.is_empty() {
        return;
    }
    walk(
        &model.items,
        input,
        &mut Vec::new(),
        &mut Vec::new(),
        &mut |path, env, fields, texts| {
            for rule in rules.iter().filter(|r| r.line == path) {
                let Some(want) = env
                    .iter()
                    .find(|(n, _)| *n == rule.of)
                    .map(|&(_, v)| v.saturating_add(rule.offset))
                else {
                    continue;
                };
                let Some(mut values) = numbers(fields, texts) else {
                    continue;
                };
                let bounds: Vec<(i128, i128)> = fields
                    .iter()
                    .zip(&values)
                    .map(|(field, &v)| match field {
                        Field::Scalar(super::super::Token {
                            kind: Kind::Int { lo, hi },
                            ..
                        }) => ((*lo).min(*hi).min(v), (*lo).max(*hi).max(v)),
                        _ => (v, v),
                    })
                    .collect();
                let mut order: Vec<usize> = (0..values.len()).collect();
                for i in (1..order.len()).rev() {
                    order.swap(i, rng.index(i + 1));
                }
                let mut left = want - values.iter().fold(0i128, |a, &b| a.saturating_add(b));
                for &i in &order {
                    let (lo, hi) = bounds[i];
                    let step = if left > 0 {
                        left.min(hi - values[i])
                    } else {
                        left.max(lo - values[i])
                    };
                    values[i] += step;
                    left -= step;
                }
                if left == 0 {
                    for (text, v) in texts.iter_mut().zip(&values) {
                        *text = FieldValue::Scalar(v.to_string());
                    }
                }
            }
        },
    );
}
