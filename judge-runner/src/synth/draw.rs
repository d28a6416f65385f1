//! Inputs drawn from a model, deterministic from a seed: mutations of a stored input
//! (AlphaCode's: neighbouring and boundary integers, resized lists and grids with their
//! counts kept consistent, characters from the observed alphabet) and fresh inputs.
//!
//! Bounds a statement did not give (`stated == false`: only what the samples showed) are
//! widened modestly before drawing (see [`plan`]); stated bounds are never left. Whatever
//! the model, a drawn input written out stays under [`CAP`] bytes, and nothing here panics.

use super::{FieldValue, Model, Value};

mod build;
mod mutation;
mod plan;
mod repair;
#[cfg(test)]
mod tests;
mod token;

/// The most bytes an input drawn here takes when written: counts are scaled down before
/// drawing so that the largest input fits, and a mutation that would grow past it is undone.
pub(crate) const CAP: usize = 32 << 20;

/// A small deterministic generator (SplitMix64).
#[derive(Debug, Clone)]
pub(crate) struct Rng(u64);

impl Rng {
    /// A generator whose every draw follows from `seed`.
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// The next 128 random bits.
    pub(crate) fn next_u128(&mut self) -> u128 {
        (u128::from(self.next_u64()) << 64) | u128::from(self.next_u64())
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A number in `0..n` (0 when `n` is 0), for spans wider than 64 bits.
    pub(crate) fn below_u128(&mut self, n: u128) -> u128 {
        match u64::try_from(n) {
            Ok(n) => u128::from(self.below(n)),
            Err(_) => self.next_u128() % n,
        }
    }

    /// An index into a slice of `len` elements (0 when `len` is 0).
    pub(crate) fn index(&mut self, len: usize) -> usize {
        self.below(len as u64) as usize
    }

    /// A number in `lo..=hi` (the bounds taken in either order), without overflow even at
    /// `i128::MIN..=i128::MAX`.
    pub(crate) fn range(&mut self, lo: i128, hi: i128) -> i128 {
        let (lo, hi) = if lo <= hi { (lo, hi) } else { (hi, lo) };
        let span = (hi as u128).wrapping_sub(lo as u128);
        let offset = match span.checked_add(1) {
            Some(n) => self.below_u128(n),
            None => self.next_u128(),
        };
        (lo as u128).wrapping_add(offset) as i128
    }

    /// A number in `lo..=hi` for unsigned bounds (taken in either order).
    pub(crate) fn range_u64(&mut self, lo: u64, hi: u64) -> u64 {
        let (lo, hi) = if lo <= hi { (lo, hi) } else { (hi, lo) };
        match (hi - lo).checked_add(1) {
            Some(n) => lo + self.below(n),
            None => self.next_u64(),
        }
    }

    /// True `percent` times in a hundred.
    pub(crate) fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    /// One of `items`, `None` when there is none.
    pub(crate) fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        items.get(self.index(items.len()))
    }

    /// A float in `0.0..1.0`.
    pub(crate) fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// How large a fresh input is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Size {
    /// Counts and values small enough for a brute force and a readable diff.
    Small,
    /// Counts up to about a hundred and values spread over their whole range: larger than a
    /// sample, where a wrong answer that needs some room (a longer chain, a bigger sum)
    /// shows, and still quick for every target.
    Medium,
    /// Every count and value at the top of its bounds (for TLE and MLE targets).
    Max,
}

/// How the values of an input of the largest size are spread; its counts are at their tops
/// in each. Worst cases differ: a search over (vertex, cost) states is slowest with every
/// cost small and the most vertices (BOJ 10217), a sort or a hash with every key equal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Spread {
    /// Every value over its whole range, a boundary now and then.
    Wide,
    /// The numbers outside lists and repeats at their tops; the numbers inside them at the
    /// bottom of their ranges, except a pair on one line bounded by the same earlier number
    /// (the ends of an edge), which stays spread over its range.
    Low,
    /// The numbers outside lists and repeats at their tops; inside them, one value per token,
    /// its top, except the pairs `Low` spreads; every word in one letter, the same in all.
    Equal,
    /// The numbers outside lists and repeats at their tops; on each line of a repeat, the
    /// numbers other than the pairs `Low` spreads trade off: one draw places the first low in
    /// a range the square root of its own and every later one as far from its top (the
    /// cheaper a ticket, the slower). A search over (vertex, cost) states then meets a new
    /// best at every cost (BOJ 10217: five to ten seconds where the other spreads took one);
    /// a list's numbers are spread as `Wide` spreads them.
    Traded,
    /// The numbers outside lists and repeats at their tops but those bounded by an earlier
    /// one (a start vertex) at their bottoms; in a repeat of edges (a pair of numbers on a
    /// line bounded by the same earlier one), its first half from the bottom vertex to the
    /// next (the hub), one edge after another, every other number on the line one less
    /// than on the line before (a cheaper way each time), its second half out of the hub,
    /// spread as `Wide` spreads them. A shortest-path search that does not skip a vertex
    /// popped before scans the hub's edges once per way in (BOJ 1916: a second and a half
    /// where the limit is half of one, 18 ms for a search that skips).
    Hub,
    /// The numbers outside lists and repeats at their tops but those bounded by an earlier
    /// one at its bottom and top in turn (a start, an end); in a repeat of edges, each edge
    /// from one vertex to the next, the bottom one first, around again when the edges
    /// outnumber the vertices: a path as long as the vertices allow, every edge's last
    /// other number near its top and those before it near their bottoms, alike on every
    /// edge of the first lap (a length, and a price before it), spread as `Wide` spreads
    /// them on later laps. A recursion as deep as the vertices, a sum
    /// along the whole path, a search that meets every vertex in turn (BOJ 10217: four
    /// wrong answers kept times up to 20,000 in a table, and a path of 99 cheap tickets of
    /// most of 1,000 minutes each takes tens of thousands).
    Chain,
}

/// `values` written out as the model lays them: tokens on a line separated by one space,
/// every line ended by `\n`, a repeat's copies one after another. The values carry their
/// own shape, so the model is not consulted: what was read is what is written.
pub(crate) fn write(model: &Model, values: &[Value]) -> Vec<u8> {
    let _ = model;
    let mut out = Vec::new();
    write_values(values, &mut out);
    out
}

/// Appends `values` (one item's each) to `out`.
fn write_values(values: &[Value], out: &mut Vec<u8>) {
    for value in values {
        match value {
            Value::Line(fields) => write_line(fields, out),
            Value::Repeat(copies) => copies.iter().for_each(|copy| write_values(copy, out)),
        }
    }
}

/// Appends one line: its tokens separated by one space (an empty token, a zero-length word,
/// is left out rather than written as two spaces), then `\n`.
fn write_line(fields: &[FieldValue], out: &mut Vec<u8>) {
    let texts = fields.iter().flat_map(|field| match field {
        FieldValue::Scalar(text) => std::slice::from_ref(text),
        FieldValue::List(texts) => texts.as_slice(),
    });
    let mut first = true;
    for text in texts.filter(|text| !text.is_empty()) {
        if !first {
            out.push(b' ');
        }
        out.extend_from_slice(text.as_bytes());
        first = false;
    }
    out.push(b'\n');
}

/// A fresh input drawn from `model`: tokens in reading order, every count and length from
/// the token drawn for it, counts scaled so that the input stays under [`CAP`].
pub(crate) fn fresh(model: &Model, rng: &mut Rng, size: Size) -> Vec<Value> {
    let plan = plan::Plan::new(model, size);
    build::Ctx::new(rng, &plan).items(&model.items)
}

/// A fresh input of the largest size from `model`, its values spread as `spread` says, its
/// counts scaled by `scale` (1.0: their tops; 0.5: half of each, never below its lower
/// bound).
/// Whether `model` has a repeat of edges, which [`Spread::Hub`] and [`Spread::Chain`] are
/// for.
pub(crate) fn has_edges(model: &Model) -> bool {
    plan::Plan::new(model, Size::Max).has_pairs()
}

pub(crate) fn largest(model: &Model, rng: &mut Rng, spread: Spread, scale: f64) -> Vec<Value> {
    let mut plan = plan::Plan::new(model, Size::Max);
    plan.spread = spread;
    plan.scale(scale);
    build::Ctx::new(rng, &plan).items(&model.items)
}

/// `base` with one to three mutations, every count kept consistent with the tokens that
/// give it. A base that does not fit the model gives a fresh small input instead.
pub(crate) fn mutate(model: &Model, base: &[Value], rng: &mut Rng) -> Vec<Value> {
    if !repair::fits(model, base) {
        return fresh(model, rng, Size::Small);
    }
    mutation::mutate(model, base, rng)
}
