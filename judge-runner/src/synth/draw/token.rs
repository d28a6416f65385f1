//! Single values drawn within bounds: integers (boundaries, small values near the bottom of
//! the range so that equal values happen, uniform ones), decimals with their places, and
//! words over an alphabet.

use super::{Rng, Size};

/// The characters a word may use: `alphabet` without whitespace (which would split the
/// word), or `a` when nothing is left.
pub(super) fn usable(alphabet: &[char]) -> Vec<char> {
    let chars: Vec<char> = alphabet
        .iter()
        .copied()
        .filter(|c| !c.is_whitespace())
        .collect();
    if chars.is_empty() {
        vec!['a']
    } else {
        chars
    }
}

/// An integer in `lo..=hi` (ordered): for a small input often a boundary or a value in a
/// small window at the bottom of the range (near 0 when the range holds it); for a large
/// one mostly spread over the whole range.
pub(super) fn int(rng: &mut Rng, size: Size, lo: i128, hi: i128) -> i128 {
    let (lo, hi) = (lo.min(hi), lo.max(hi));
    let roll = rng.below(100);
    match size {
        Size::Small if roll < 25 => boundary(rng, lo, hi),
        Size::Small if roll < 70 => window(rng, lo, hi),
        Size::Medium if roll < 10 => boundary(rng, lo, hi),
        Size::Medium if roll < 20 => window(rng, lo, hi),
        // Few boundaries in a largest input: a fifth of 3,000 coordinates at 0, 1, 10^9 − 1
        // or 10^9 left 2,400 distinct, and BOJ 10167's slow submissions, seven seconds on
        // 3,000, two and a half (of 3).
        Size::Max if roll < 2 => boundary(rng, lo, hi),
        _ => rng.range(lo, hi),
    }
}

/// One of `lo`, `hi`, `lo + 1`, `hi − 1`, 0, 1, −1 that lies in `lo..=hi`.
pub(super) fn boundary(rng: &mut Rng, lo: i128, hi: i128) -> i128 {
    let candidates = [lo, hi, lo.saturating_add(1), hi.saturating_sub(1), 0, 1, -1];
    let inside: Vec<i128> = candidates
        .into_iter()
        .filter(|v| (lo..=hi).contains(v))
        .collect();
    rng.pick(&inside).copied().unwrap_or(lo)
}

/// A value among the ten at the bottom of `lo..=hi` (ordered).
pub(super) fn low(rng: &mut Rng, lo: i128, hi: i128) -> i128 {
    rng.range(lo, hi.min(lo.saturating_add(9)))
}

/// A value in a window of about ten at the bottom of `lo..=hi`, or around 0 when the range
/// holds it, so that several draws often coincide.
fn window(rng: &mut Rng, lo: i128, hi: i128) -> i128 {
    let center = 0i128.clamp(lo, hi);
    let bottom = center.saturating_sub(4).max(lo);
    let top = center.saturating_add(9).min(hi);
    rng.range(bottom, top)
}

/// A decimal in `lo..=hi` written with exactly `places` digits after the point: a multiple
/// of `10^−places` drawn as an integer (boundaries and small ones included), or a uniform
/// float when `places` is too many for that.
pub(super) fn decimal(rng: &mut Rng, size: Size, lo: f64, hi: f64, places: u32) -> String {
    match scaled_bounds(lo, hi, places) {
        Some((lo, hi)) => scaled_text(int(rng, size, lo, hi), places),
        None => format!("{:.*}", places as usize, lo + (hi - lo) * rng.unit()),
    }
}

/// The integers `k` with `k · 10^−places` in `lo..=hi`, when `places` is at most 18 and
/// there is one.
pub(super) fn scaled_bounds(lo: f64, hi: f64, places: u32) -> Option<(i128, i128)> {
    let unit = 10f64.powi(i32::try_from(places).ok().filter(|&p| p <= 18)?);
    let (lo, hi) = (
        (lo * unit - 1e-6).ceil() as i128,
        (hi * unit + 1e-6).floor() as i128,
    );
    (lo <= hi).then_some((lo, hi))
}

/// `k · 10^−places` written with exactly `places` digits after the point (`places` ≤ 18).
pub(super) fn scaled_text(k: i128, places: u32) -> String {
    let unit = 10u128.pow(places.min(18));
    let (whole, frac) = (k.unsigned_abs() / unit, k.unsigned_abs() % unit);
    let sign = if k < 0 { "-" } else { "" };
    match places {
        0 => format!("{sign}{whole}"),
        _ => format!("{sign}{whole}.{frac:0width$}", width = places as usize),
    }
}

/// `text`, a decimal, as a multiple of `10^−places` (`places` ≤ 18), if it reads as one.
pub(super) fn scaled_value(text: &str, places: u32) -> Option<i128> {
    let value: f64 = text.parse().ok().filter(|v: &f64| v.is_finite())?;
    let unit = 10f64.powi(i32::try_from(places).ok().filter(|&p| p <= 18)?);
    Some((value * unit).round() as i128)
}

/// A word of `len` characters from `chars` (non-empty): for a small input sometimes from
/// only one or two of them, so that equal neighbours and equal words happen.
pub(super) fn word(rng: &mut Rng, size: Size, chars: &[char], len: u64) -> String {
    let chars = if chars.is_empty() { &['a'][..] } else { chars };
    let few = match (size, rng.below(100)) {
        (Size::Small, 0..=29) | (Size::Medium | Size::Max, 0..=9) => 1,
        (Size::Small, 30..=59) => 2,
        _ => chars.len(),
    };
    let start = rng.index(chars.len());
    let subset: Vec<char> = (0..few).map(|i| chars[(start + i) % chars.len()]).collect();
    let mut word = String::new();
    for _ in 0..len {
        word.push(subset[rng.index(subset.len())]);
    }
    word
}
