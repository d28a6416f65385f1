//! Mutations of an input that fits its model (AlphaCode's): a value changed within its
//! bounds, a count changed with what it counts resized, two elements or copies swapped or
//! one copied over another. After each, the input is made to fit again (`repair`), and a
//! mutation that would pass the cap is undone.

use super::super::{Count, Field, FieldValue, Item, Kind, Len, Model, Token, Value};
use super::build::Ctx;
use super::plan::{
    decimal_bounds, int_bounds, len_bounds, token_weight, Plan, COPY_WEIGHT, SMALL_SPAN,
};
use super::repair::weight;
use super::token;
use super::{Rng, Size};

/// A place a mutation can act on, borrowed from the values being mutated.
enum Site<'m, 'v> {
    /// One token: a scalar or a list's element.
    Token {
        token: &'m Token,
        scalar: bool,
        text: &'v mut String,
    },
    /// A list's tokens.
    List {
        count: &'m Count,
        token: &'m Token,
        texts: &'v mut Vec<String>,
    },
    /// A repeat's copies.
    Repeat {
        count: &'m Count,
        body: &'m [Item],
        copies: &'v mut Vec<Vec<Value>>,
    },
}

/// What a mutation does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    /// Changes one value that no count depends on.
    Value,
    /// Changes a count (a count token, or a list's or repeat's length no token gives).
    Count,
    /// Swaps two elements or copies, or copies one over another.
    Order,
}

/// `base` (which fits `model`) with one to three mutations; tried again from `base` a few
/// times when they happened to change nothing or to pass the cap (then `base` itself).
pub(super) fn mutate(model: &Model, base: &[Value], rng: &mut Rng) -> Vec<Value> {
    let plan = Plan::new(model, Size::Small);
    for _ in 0..8 {
        let mut values = base.to_vec();
        let mut within = true;
        for _ in 0..=rng.below(3) {
            within = within && once(&plan, &model.items, &mut values, rng);
        }
        if within && values != base {
            return values;
        }
    }
    base.to_vec()
}

/// One mutation of `values`, then the repair: false when it passed the cap.
fn once<'m>(plan: &Plan<'m>, items: &'m [Item], values: &mut Vec<Value>, rng: &mut Rng) -> bool {
    let mut sizes = [0usize; 3];
    walk(items, values, &mut |site| {
        for (class, size) in CLASSES.iter().zip(sizes.iter_mut()) {
            *size += usize::from(belongs(plan, &site, *class));
        }
    });
    let Some(class) = choose(rng, &sizes) else {
        return true;
    };
    let chosen = rng.index(sizes[class as usize]);
    let mut ctx = Ctx::new(rng, plan);
    ctx.spent = weight(values);
    let mut seen = 0;
    walk(items, values, &mut |site| {
        if belongs(plan, &site, class) {
            if seen == chosen {
                apply(&mut ctx, class, site);
            }
            seen += 1;
        }
    });
    ctx.env.clear();
    ctx.spent = weight(values);
    ctx.fix_items(items, values);
    !ctx.over
}

/// Every class, in the order of their indices.
const CLASSES: [Class; 3] = [Class::Value, Class::Count, Class::Order];

/// A class with sites, weighted 50:30:20 among those that have some.
fn choose(rng: &mut Rng, sizes: &[usize; 3]) -> Option<Class> {
    let weights: Vec<u64> = [50, 30, 20]
        .iter()
        .zip(sizes)
        .map(|(&w, &n)| if n > 0 { w } else { 0 })
        .collect();
    let mut roll = rng.below(weights.iter().sum());
    for (class, weight) in CLASSES.iter().zip(&weights) {
        if roll < *weight {
            return Some(*class);
        }
        roll -= weight;
    }
    None
}

/// Visits every site of `values` (read through `items`) in reading order: a list before its
/// elements, a repeat before its copies' sites.
fn walk<'m>(items: &'m [Item], values: &mut [Value], visit: &mut dyn FnMut(Site<'m, '_>)) {
    for (item, value) in items.iter().zip(values) {
        match (item, value) {
            (Item::Line(fields), Value::Line(values)) => {
                for (field, value) in fields.iter().zip(values) {
                    walk_field(field, value, visit);
                }
            }
            (Item::Repeat { count, body }, Value::Repeat(copies)) => {
                visit(Site::Repeat {
                    count,
                    body,
                    copies: &mut *copies,
                });
                for copy in copies.iter_mut() {
                    walk(body, copy, visit);
                }
            }
            _ => {}
        }
    }
}

/// Visits one field's sites.
fn walk_field<'m>(field: &'m Field, value: &mut FieldValue, visit: &mut dyn FnMut(Site<'m, '_>)) {
    match (field, value) {
        (Field::Scalar(token), FieldValue::Scalar(text)) => {
            visit(Site::Token {
                token,
                scalar: true,
                text,
            });
        }
        (Field::List { count, token }, FieldValue::List(texts)) => {
            visit(Site::List {
                count,
                token,
                texts: &mut *texts,
            });
            for text in texts.iter_mut() {
                visit(Site::Token {
                    token,
                    scalar: false,
                    text,
                });
            }
        }
        _ => {}
    }
}

/// Whether a mutation of `class` can act on `site`.
fn belongs(plan: &Plan<'_>, site: &Site<'_, '_>, class: Class) -> bool {
    let ranged = |count: &Count| matches!(count, Count::Range { .. });
    match (site, class) {
        (Site::Token { token, scalar, .. }, _) => {
            let counting = *scalar && plan.is_count(token);
            let counting = counting && plan.count_range(&token.name).is_some();
            class == if counting { Class::Count } else { Class::Value }
        }
        (Site::List { count, .. } | Site::Repeat { count, .. }, Class::Count) => ranged(count),
        (Site::List { texts, .. }, Class::Order) => texts.len() >= 2,
        (Site::Repeat { copies, .. }, Class::Order) => copies.len() >= 2,
        _ => false,
    }
}

/// One mutation of `class` on `site`.
fn apply<'m>(ctx: &mut Ctx<'_, 'm>, class: Class, site: Site<'m, '_>) {
    match (class, site) {
        (Class::Value, Site::Token { token, text, .. }) => *text = value(ctx, token, text),
        (Class::Count, Site::Token { token, text, .. }) => *text = count_token(ctx, token, text),
        (
            Class::Count,
            Site::List {
                count,
                token,
                texts,
            },
        ) => {
            let len = new_len(ctx.rng, count, texts.len());
            ctx.resize(
                texts,
                len,
                |ctx| ctx.token(token, false),
                |t| token_weight(t.len()),
            );
        }
        (
            Class::Count,
            Site::Repeat {
                count,
                body,
                copies,
            },
        ) => {
            let len = new_len(ctx.rng, count, copies.len());
            ctx.resize(
                copies,
                len,
                |ctx| ctx.copy(body),
                |copy| weight(copy) + COPY_WEIGHT,
            );
        }
        (Class::Order, Site::List { texts, .. }) => reorder(ctx.rng, texts),
        (Class::Order, Site::Repeat { copies, .. }) => reorder(ctx.rng, copies),
        _ => {}
    }
}

/// A new value for a token no count depends on, within its bounds.
fn value(ctx: &mut Ctx<'_, '_>, token: &Token, text: &str) -> String {
    match &token.kind {
        Kind::Int { .. } => {
            let (lo, hi) = int_bounds(token).unwrap_or((0, 0));
            int(ctx.rng, text.parse().ok(), lo, hi).to_string()
        }
        Kind::Decimal { .. } => decimal(ctx.rng, token, text),
        Kind::Word { alphabet, len } => word(ctx.rng, token, text, &token::usable(alphabet), len),
    }
}

/// An integer near `current` or at a boundary of `lo..=hi`, or any in it.
fn int(rng: &mut Rng, current: Option<i128>, lo: i128, hi: i128) -> i128 {
    let Some(current) = current else {
        return token::int(rng, Size::Small, lo, hi);
    };
    match rng.below(100) {
        0..=34 => neighbour(rng, current, lo, hi),
        35..=64 => token::boundary(rng, lo, hi),
        _ => token::int(rng, Size::Small, lo, hi),
    }
}

/// `current ± 1` (the other way when one way leaves `lo..=hi`).
fn neighbour(rng: &mut Rng, current: i128, lo: i128, hi: i128) -> i128 {
    let (down, up) = (current.saturating_sub(1), current.saturating_add(1));
    let (first, second) = if rng.chance(50) {
        (down, up)
    } else {
        (up, down)
    };
    [first, second]
        .into_iter()
        .find(|v| *v != current && (lo..=hi).contains(v))
        .unwrap_or(current)
}

/// A decimal nudged by a few units of its last place, or at a boundary, or any.
fn decimal(rng: &mut Rng, token: &Token, text: &str) -> String {
    let (lo, hi, places) = decimal_bounds(token).unwrap_or((0.0, 0.0, 0));
    let Some((k_lo, k_hi)) = token::scaled_bounds(lo, hi, places) else {
        return token::decimal(rng, Size::Small, lo, hi, places);
    };
    let k = match (token::scaled_value(text, places), rng.below(100)) {
        (Some(k), 0..=49) => k.saturating_add(rng.range(-3, 3)).clamp(k_lo, k_hi),
        (_, 50..=74) => token::boundary(rng, k_lo, k_hi),
        _ => token::int(rng, Size::Small, k_lo, k_hi),
    };
    token::scaled_text(k, places)
}

/// A word with a character changed, two swapped, or (its length being free) one added or
/// removed, one repeated in place (`wolf` → `wwolf`) or the whole word repeated (`wolf` →
/// `wolfwolf`): the last two keep a pattern the word follows, which a random word rarely
/// does.
fn word(rng: &mut Rng, token: &Token, text: &str, chars: &[char], len: &Len) -> String {
    let mut word: Vec<char> = text.chars().collect();
    let (lo, hi) = match len {
        Len::Range { .. } => len_bounds(token).unwrap_or((0, 0)),
        Len::Var(_) => (word.len() as u64, word.len() as u64),
    };
    let n = word.len();
    match rng.below(100) {
        0..=29 if n > 0 && chars.len() > 1 => {
            let i = rng.index(n);
            let others: Vec<char> = chars.iter().copied().filter(|c| *c != word[i]).collect();
            word[i] = rng.pick(&others).copied().unwrap_or(word[i]);
        }
        30..=49 if n > 1 => {
            let (i, j) = two(rng, n);
            word.swap(i, j);
        }
        50..=67 if n > 0 && (n as u64) < hi => {
            let i = rng.index(n);
            word.insert(i, word[i]);
        }
        68..=84 if n > 0 && 2 * (n as u64) <= hi => word.extend_from_within(..),
        _ if (n as u64) < hi && (rng.chance(50) || n as u64 <= lo) => {
            word.insert(rng.index(n + 1), chars[rng.index(chars.len())]);
        }
        _ if (n as u64) > lo => _ = word.remove(rng.index(n)),
        _ if n > 0 => word[rng.index(n)] = chars[rng.index(chars.len())],
        _ => {}
    }
    word.into_iter().collect()
}

/// A new value for a count token: near it, at the bottom of its range, doubled, or any up
/// to about double, so that what it counts stays small.
fn count_token(ctx: &mut Ctx<'_, '_>, token: &Token, text: &str) -> String {
    let (lo, hi) = int_bounds(token).unwrap_or((0, 0));
    let lo = lo.max(0);
    let Ok(current) = text.parse::<i128>() else {
        return ctx.rng.range(lo, hi.min(lo.saturating_add(8))).to_string();
    };
    let next = pick_len(ctx.rng, current, lo, hi);
    let next = if next == current {
        neighbour(ctx.rng, current, lo, hi)
    } else {
        next
    };
    next.to_string()
}

/// A new length for `current` in `lo..=hi`: ±1, the bottom (or one above), double, or any
/// up to about double (never jumping to a large top: that is what a `Size::Max` draw is for).
fn pick_len(rng: &mut Rng, current: i128, lo: i128, hi: i128) -> i128 {
    let small = hi.min(
        current
            .saturating_mul(2)
            .max(lo.saturating_add(SMALL_SPAN as i128)),
    );
    let next = match rng.below(100) {
        0..=24 => current.saturating_add(1),
        25..=44 => current.saturating_sub(1),
        45..=59 => lo,
        60..=69 => lo.saturating_add(1),
        70..=79 => current.saturating_mul(2),
        _ => rng.range(lo, small),
    };
    next.clamp(lo, hi.max(lo))
}

/// A new length for a list or repeat of `len` whose `count` is a range.
fn new_len(rng: &mut Rng, count: &Count, len: usize) -> u64 {
    let Count::Range { lo, hi } = *count else {
        return len as u64;
    };
    let (lo, hi) = (lo.min(hi), lo.max(hi));
    let next = pick_len(rng, len as i128, lo.into(), hi.into());
    u64::try_from(next).unwrap_or(lo)
}

/// Two elements swapped, or one copied over another.
fn reorder<T: Clone>(rng: &mut Rng, items: &mut [T]) {
    if items.len() < 2 {
        return;
    }
    let (i, j) = two(rng, items.len());
    if rng.chance(50) {
        items.swap(i, j);
    } else {
        items[j] = items[i].clone();
    }
}

/// Two different indices below `n` (≥ 2).
fn two(rng: &mut Rng, n: usize) -> (usize, usize) {
    let i = rng.index(n);
    let j = (i + 1 + rng.index(n - 1)) % n;
    (i, j)
}
