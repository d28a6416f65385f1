//! Reads a problem's `problem.toml` into a validated [`Spec`].
//!
//! The file uses a small TOML subset (`key = value` lines, strings, integers, floats, comments),
//! parsed by hand because the project takes no crates. Anything outside the subset, or any key
//! or value the runner does not know, is an error that names the file and line, so that a typo
//! never silently changes how a problem is judged.
//!
//! Its parts, each in a file of its own:
//! - `spec`: the [`Spec`] and its types, what the rest of the runner sees;
//! - `toml`: the TOML subset, a line at a time;
//! - `keys`: the keys, their values checked one by one and then together;
//! - `groups`: `groups.toml`, a problem's test groups and their points;
//! - `fault`: the [`SpecError`] that names the file and line, with its [`SpecFault`].

mod fault;
mod groups;
mod keys;
mod spec;
mod toml;

pub use fault::{Bound, Quoted, SpecError, SpecFault, Unit};
pub use groups::{parse_groups, Group};
pub use keys::parse_spec;
pub use spec::{
    CheckerArgs, Compare, Extra, JudgeProgram, Language, Limits, Spec, Tier,
    DEFAULT_FLOAT_TOLERANCE, LABEL_NAMES,
};
