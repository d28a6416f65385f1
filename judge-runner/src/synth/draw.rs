//! Inputs drawn from a model, deterministic from a seed: mutations of a stored input
//! (AlphaCode's: neighbouring and boundary integers, resized lists and grids with their
//! counts kept consistent, characters from the observed alphabet) and fresh inputs.

use super::{Model, Value};

/// A small deterministic generator (SplitMix64).
#[derive(Debug, Clone)]
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// How large a fresh input is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Size {
    /// Counts and values small enough for a brute force and a readable diff.
    Small,
    /// Every count and value at the top of its bounds (for TLE and MLE targets).
    Max,
}

/// `values` written out as the model lays them: tokens on a line separated by one space,
/// every line ended by `\n`.
pub(crate) fn write(model: &Model, values: &[Value]) -> Vec<u8> {
    let _ = (model, values);
    Vec::new()
}

/// A fresh input drawn from `model`.
pub(crate) fn fresh(model: &Model, rng: &mut Rng, size: Size) -> Vec<Value> {
    let _ = (model, rng, size);
    Vec::new()
}

/// `base` with one or a few mutations.
pub(crate) fn mutate(model: &Model, base: &[Value], rng: &mut Rng) -> Vec<Value> {
    let _ = (model, rng);
    base.to_vec()
}
