//! Test cases to the end of the input: "입력은 여러 개의 테스트 케이스로 이루어져 있다" with
//! no count before them. The search reads a sample of two such cases as two different
//! blocks one after the other (BOJ 5676: `N K`, N numbers, K commands, then `v7 v8`, v7
//! numbers, v8 commands), so every draw had exactly two, each held to its own sample's
//! bounds. Copies of one block with counts inside are folded into one block repeated as
//! many times as the samples show, at most, when the statement says its input is test
//! cases (`Statement::cases`): two lists one after the other (BOJ 1920's `N`, N numbers,
//! `M`, M numbers) have the same shape.

use crate::synth::{Count, Field, Item, Kind, Len};
use std::collections::HashMap;

/// `items` as one block repeated, when they are two or more copies of one block of the same
/// shape that counts something inside (a list or a repeat with a count read before it);
/// else `items` as they are.
pub(crate) fn fold(items: Vec<Item>) -> Vec<Item> {
    let len = items.len();
    for period in 1..=len / 2 {
        #[expect(
            clippy::manual_is_multiple_of,
            reason = "the runner builds with Rust 1.85 too, and is_multiple_of is 1.87"
        )]
        let whole = len % period == 0;
        if !whole {
            continue;
        }
        let first = &items[..period];
        if !counts_inside(first) {
            continue;
        }
        let mut body = first.to_vec();
        let same = items[period..]
            .chunks(period)
            .all(|copy| widen(&mut body, copy, &mut HashMap::new()));
        if same {
            let copies = u64::try_from(len / period).unwrap_or(u64::MAX);
            return vec![Item::Repeat {
                count: Count::Range { lo: 1, hi: copies },
                body,
            }];
        }
    }
    items
}

/// Whether `items` have a list or repeat whose count is a token read before it.
fn counts_inside(items: &[Item]) -> bool {
    items.iter().any(|item| match item {
        Item::Line(fields) => fields
            .iter()
            .any(|f| matches!(f, Field::List { count, .. } if !count.names().is_empty())),
        Item::Repeat { count, .. } => !count.names().is_empty(),
    })
}

/// Whether `copy` has `body`'s shape (`names`: each of `copy`'s token names as `body`
/// calls it), widening `body`'s bounds to hold `copy`'s.
fn widen(body: &mut [Item], copy: &[Item], names: &mut HashMap<String, String>) -> bool {
    if body.len() != copy.len() {
        return false;
    }
    for (mine, theirs) in body.iter_mut().zip(copy) {
        let same = match (mine, theirs) {
            (Item::Line(a), Item::Line(b)) => {
                a.len() == b.len()
                    && a.iter_mut().zip(b).all(|(fa, fb)| match (fa, fb) {
                        (Field::Scalar(ta), Field::Scalar(tb)) => {
                            names.insert(tb.name.clone(), ta.name.clone());
                            widen_kind(&mut ta.kind, &tb.kind, names)
                        }
                        (
                            Field::List {
                                count: ca,
                                token: ta,
                            },
                            Field::List {
                                count: cb,
                                token: tb,
                            },
                        ) => {
                            names.insert(tb.name.clone(), ta.name.clone());
                            same_count(ca, cb, names) && widen_kind(&mut ta.kind, &tb.kind, names)
                        }
                        _ => false,
                    })
            }
            (
                Item::Repeat {
                    count: ca,
                    body: ba,
                },
                Item::Repeat {
                    count: cb,
                    body: bb,
                },
            ) => same_count(ca, cb, names) && widen(ba, bb, names),
            _ => false,
        };
        if !same {
            return false;
        }
    }
    true
}

/// Whether `b` counts as `a` does, its names mapped by `names` (a range widened).
fn same_count(a: &mut Count, b: &Count, names: &HashMap<String, String>) -> bool {
    let mapped = |n: &String| names.get(n).cloned();
    match (a, b) {
        (Count::Const(x), Count::Const(y)) => x == y,
        (Count::Var(x), Count::Var(y)) => mapped(y).as_ref() == Some(x),
        (
            Count::Sum {
                terms: ta,
                offset: oa,
            },
            Count::Sum {
                terms: tb,
                offset: ob,
            },
        ) => {
            oa == ob
                && ta.len() == tb.len()
                && ta
                    .iter()
                    .zip(tb)
                    .all(|(x, y)| mapped(y).as_ref() == Some(x))
        }
        (Count::Range { lo, hi }, Count::Range { lo: l, hi: h }) => {
            *lo = (*lo).min(*l);
            *hi = (*hi).max(*h);
            true
        }
        _ => false,
    }
}

/// Whether `b` is of `a`'s kind, widening `a`'s bounds to hold `b`'s.
fn widen_kind(a: &mut Kind, b: &Kind, names: &HashMap<String, String>) -> bool {
    match (a, b) {
        (Kind::Int { lo, hi }, Kind::Int { lo: l, hi: h }) => {
            *lo = (*lo).min(*l);
            *hi = (*hi).max(*h);
            true
        }
        (
            Kind::Decimal { lo, hi, places },
            Kind::Decimal {
                lo: l,
                hi: h,
                places: p,
            },
        ) => {
            *lo = lo.min(*l);
            *hi = hi.max(*h);
            *places = (*places).max(*p);
            true
        }
        (
            Kind::Word { alphabet, len },
            Kind::Word {
                alphabet: other,
                len: other_len,
            },
        ) => {
            let same_len = match (len, other_len) {
                (Len::Range { lo, hi }, Len::Range { lo: l, hi: h }) => {
                    *lo = (*lo).min(*l);
                    *hi = (*hi).max(*h);
                    true
                }
                (Len::Var(x), Len::Var(y)) => names.get(y) == Some(x),
                _ => false,
            };
            for c in other {
                if !alphabet.contains(c) {
                    alphabet.push(*c);
                }
            }
            same_len
        }
        _ => false,
    }
}
