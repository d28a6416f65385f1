//! Bounds written as relations: `1 ≤ N ≤ 100,000`, `0 < A, B < 10`, `|S| ≤ 10^6`,
//! `1 ≤ X_1 < X_2 < ⋯ < X_N ≤ 10^8`, `N ≤ 1,000,000`.

use super::lex::{Number, Rel, Tok};
use super::{Bound, Found, Subject, Through};

/// One side of a relation chain.
#[derive(Debug, Clone, PartialEq)]
enum Operand {
    Num(Number),
    Names(Vec<String>),
    /// `|S|` (or `|x|, |y|`): an absolute value, or a string's length.
    Abs(Vec<String>),
    /// One name plus or minus a whole number (`N-1`, `N+1`): bounds nothing itself, but a
    /// name beside it is bounded through it (`1 ≤ b ≤ N-1`: b's top is one below N's).
    Offset(String, i128),
    /// A formula (`N - 1`, `n(n-1)/2`) or `⋯`: bounds nothing, passes a chain on.
    Opaque,
}

/// Every chain's bounds, split into direct ones and ones reached through another name
/// (`1 ≤ r ≤ N` says `N ≥ 1`, weaker than a `2 ≤ N` said elsewhere, so it only fills a side
/// nothing else gives), the sides whose nearest bound is a name and no number (`1 ≤ K ≤ N`
/// written apart from `N`'s: `K ≤ N`), and which tokens the chains took (so phrases do not
/// read them).
#[allow(clippy::type_complexity)]
pub(super) fn read(
    toks: &[Tok],
    names: &[Option<String>],
) -> (Vec<Found>, Vec<Found>, Vec<Through>, Vec<bool>) {
    let (mut found, mut implied, mut through) = (Vec::new(), Vec::new(), Vec::new());
    let mut taken = vec![false; toks.len()];
    let mut i = 0;
    while i < toks.len() {
        let (ops, rels, end) = chain(toks, names, i);
        if ops.len() >= 2 {
            bounds(&ops, &rels, &mut found, &mut implied);
            named(&ops, &rels, &mut through);
            taken[i..end].iter_mut().for_each(|t| *t = true);
            i = end;
        } else {
            i += 1;
        }
    }
    (found, implied, through, taken)
}

/// The chain of operands and relations starting at `toks[i]`, and where it ends.
fn chain(toks: &[Tok], names: &[Option<String>], i: usize) -> (Vec<Operand>, Vec<Rel>, usize) {
    let (mut ops, mut rels) = (Vec::new(), Vec::new());
    let Some((first, mut at)) = operand(toks, names, i) else {
        return (ops, rels, i + 1);
    };
    ops.push(first);
    while let Some(Tok::Rel(rel)) = toks.get(at) {
        let Some((mut next, mut after)) = operand(toks, names, at + 1) else {
            break;
        };
        // Names after a relation that no relation follows end at the first: in
        // `1 ≤ u, v ≤ N, u ≠ v` the `u` after `N` starts another relation.
        if let Operand::Names(list) = &next {
            if list.len() > 1 && !matches!(toks.get(after), Some(Tok::Rel(_))) {
                next = Operand::Names(vec![list[0].clone()]);
                after = at + 2;
            }
        }
        rels.push(*rel);
        ops.push(next);
        at = after;
    }
    (ops, rels, at)
}

/// The operand at `toks[i]` and the index after it.
fn operand(toks: &[Tok], names: &[Option<String>], i: usize) -> Option<(Operand, usize)> {
    let name = |k: usize| names.get(k).cloned().flatten();
    let (op, end) = match toks.get(i)? {
        Tok::Op('-') => match toks.get(i + 1)? {
            Tok::Num(n) => (Operand::Num(negative(*n)), i + 2),
            _ => return None,
        },
        Tok::Num(n) => (Operand::Num(*n), i + 1),
        Tok::Pipe => absolutes(toks, names, i)?,
        Tok::Dots => (Operand::Opaque, i + 1),
        Tok::Ident { .. } => {
            let first = name(i)?;
            group(toks, names, i, first)
        }
        _ => return None,
    };
    Some(formula(toks, op, end))
}

/// `|x|` or `|x|, |y|, …` from `toks[i]`, and the index after it.
fn absolutes(toks: &[Tok], names: &[Option<String>], i: usize) -> Option<(Operand, usize)> {
    let mut list = Vec::new();
    let mut at = i;
    loop {
        let name = names.get(at + 1).cloned().flatten();
        let (Some(name), Some(Tok::Pipe)) = (name, toks.get(at + 2)) else {
            break;
        };
        list.push(name);
        at += 3;
        let more = toks.get(at) == Some(&Tok::Comma) && toks.get(at + 1) == Some(&Tok::Pipe);
        if !more {
            break;
        }
        at += 1;
    }
    (!list.is_empty()).then_some((Operand::Abs(list), at))
}

/// `n` negated.
fn negative(n: Number) -> Number {
    Number {
        value: -n.value,
        int: n.int.map(|v| -v),
    }
}

/// The names `A, B, C` (and `X_1, …, X_N`, one name) from `toks[i]`, named `first`.
fn group(toks: &[Tok], names: &[Option<String>], i: usize, first: String) -> (Operand, usize) {
    let mut list = vec![first];
    let mut at = i + 1;
    while toks.get(at) == Some(&Tok::Comma) {
        let next = match toks.get(at + 1) {
            Some(Tok::Dots) if toks.get(at + 2) == Some(&Tok::Comma) => at + 3,
            _ => at + 1,
        };
        let Some(name) = names.get(next).cloned().flatten() else {
            break;
        };
        if !list.contains(&name) {
            list.push(name);
        }
        at = next + 1;
    }
    (Operand::Names(list), at)
}

/// `op` or, when an arithmetic sign follows it, the whole formula as [`Operand::Opaque`].
fn formula(toks: &[Tok], op: Operand, end: usize) -> (Operand, usize) {
    let arithmetic = |t: Option<&Tok>| matches!(t, Some(Tok::Op('+' | '-' | '×' | '/' | '^')));
    if !arithmetic(toks.get(end)) {
        return (op, end);
    }
    // `N-1`, `N+1`: one name and a whole number, and nothing more.
    if let Operand::Names(list) = &op {
        if let ([name], Some(Tok::Op(sign @ ('+' | '-'))), Some(Tok::Num(n))) =
            (list.as_slice(), toks.get(end), toks.get(end + 1))
        {
            if let (Some(k), false) = (n.int, arithmetic(toks.get(end + 2))) {
                let offset = if *sign == '-' { -k } else { k };
                return (Operand::Offset(name.clone(), offset), end + 2);
            }
        }
    }
    let mut at = end;
    while arithmetic(toks.get(at)) {
        at += 1;
        let simple = |t: Option<&Tok>| matches!(t, Some(Tok::Num(_) | Tok::Ident { .. }));
        if simple(toks.get(at)) {
            at += 1;
        } else if toks.get(at) == Some(&Tok::Op('(')) {
            at = (at..toks.len().min(at + 20))
                .find(|&k| toks[k] == Tok::Op(')'))
                .map_or(at + 1, |k| k + 1);
        }
    }
    (Operand::Opaque, at)
}

/// Whether a relation goes up (`≤`, `<`).
fn up(rel: Rel) -> bool {
    matches!(rel, Rel::Le | Rel::Lt)
}

/// The bounds a chain gives its named operands, added to `found` (direct) and `implied`
/// (through another name).
fn bounds(ops: &[Operand], rels: &[Rel], found: &mut Vec<Found>, implied: &mut Vec<Found>) {
    for (p, op) in ops.iter().enumerate() {
        // A bound to the right of a rising chain is an upper one; to its left, a lower one.
        let mut sides = [(None, None), (None, None)];
        for right in [true, false] {
            let Some((bound, rising, through)) = side(ops, rels, p, right) else {
                continue;
            };
            let (lo, hi) = &mut sides[usize::from(through)];
            if rising == right {
                *hi = Some(bound);
            } else {
                *lo = Some(bound);
            }
        }
        for ((lo, hi), to) in sides.into_iter().zip([&mut *found, &mut *implied]) {
            if lo.is_none() && hi.is_none() {
                continue;
            }
            match op {
                Operand::Names(list) => {
                    for name in list {
                        to.push(Found::new(name, Subject::Value, lo, hi));
                    }
                }
                Operand::Abs(list) => {
                    for name in list {
                        absolute(name, lo, hi, to);
                    }
                }
                _ => {}
            }
        }
    }
}

/// The sides of a chain's names that reach no number, only another name next to them
/// (`1 ≤ K ≤ N`: `K`'s upper side is `N`'s), added to `through`.
fn named(ops: &[Operand], rels: &[Rel], through: &mut Vec<Through>) {
    for (p, op) in ops.iter().enumerate() {
        let Operand::Names(list) = op else { continue };
        for right in [true, false] {
            if side(ops, rels, p, right).is_some() {
                continue;
            }
            let (q, rel) = if right {
                (p + 1, rels.get(p))
            } else {
                let Some(q) = p.checked_sub(1) else { continue };
                (q, rels.get(q))
            };
            let (via, offset) = match (ops.get(q), rel) {
                (Some(Operand::Names(via)), Some(_)) => match via.as_slice() {
                    [via] => (via, 0),
                    _ => continue,
                },
                (Some(Operand::Offset(via, offset)), Some(_)) => (via, *offset),
                _ => continue,
            };
            let Some(&rel) = rel else { continue };
            for name in list.iter().filter(|n| *n != via) {
                through.push(Through {
                    name: name.clone(),
                    via: via.clone(),
                    upper: up(rel) == right,
                    strict: matches!(rel, Rel::Lt | Rel::Gt),
                    offset,
                });
            }
        }
    }
}

/// `|S|` bounded: with a lower bound it is a length (`1 ≤ |S| ≤ 100`); with only an upper one
/// it may be either, so both are kept and the token's kind picks.
fn absolute(name: &str, lo: Option<Bound>, hi: Option<Bound>, found: &mut Vec<Found>) {
    if lo.is_some() {
        found.push(Found::new(name, Subject::Length, lo, hi));
        return;
    }
    let Some(hi) = hi else { return };
    let lo = Bound {
        value: -hi.value,
        int: hi.int.map(|v| -v),
        strict: hi.strict,
    };
    found.push(Found::new(name, Subject::Value, Some(lo), Some(hi)));
    found.push(Found::new(name, Subject::Length, None, Some(hi)));
}

/// The nearest number on one side of `ops[p]` the relations reach in one direction: the
/// bound, whether the chain rises that way, and whether it passed another name on the way.
fn side(ops: &[Operand], rels: &[Rel], p: usize, right: bool) -> Option<(Bound, bool, bool)> {
    let step = |q: usize| {
        if right {
            q.checked_add(1)
        } else {
            q.checked_sub(1)
        }
    };
    let rel_between = |q: usize| if right { rels.get(q - 1) } else { rels.get(q) };
    let mut q = step(p)?;
    let rising = up(*rel_between(q)?);
    let (mut strict, mut through) = (false, false);
    while let Some(op) = ops.get(q) {
        let rel = *rel_between(q)?;
        if up(rel) != rising {
            return None;
        }
        strict |= matches!(rel, Rel::Lt | Rel::Gt);
        match op {
            Operand::Num(n) => {
                let bound = Bound {
                    value: n.value,
                    int: n.int,
                    strict,
                };
                return Some((bound, rising, through));
            }
            Operand::Names(_) | Operand::Abs(_) => through = true,
            Operand::Offset(..) | Operand::Opaque => {}
        }
        q = step(q)?;
    }
    None
}
