//! How a judge program (a checker or an interactor) failed, as data: on what it ran, how it
//! ended, and its own words. Below `error` and `workspace`, so that a judge-data error and
//! a helper's error (`stress`'s checker) carry the same data, which the catalogue words
//! (`report::words::failure`).

/// What a judge program ran on, as messages name it: a stored case by its name, or a
/// generated input by its seed. The catalogue words it (`case 3`, `케이스 3`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CaseLabel {
    Case(String),
    Seed(u64),
}

/// Why a checker or interactor neither accepted nor rejected an output: on what, how it
/// ended, and its own words (its first line of text, empty when it said nothing), which
/// are quoted as they are in every language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ProgramFailure {
    pub case: CaseLabel,
    pub ended: Ended,
    pub said: String,
}

/// How a judge program that failed ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ended {
    /// Killed at its own deadline, after this many milliseconds of wall time.
    Deadline { wall_ms: u128 },
    /// It exited with this code (3, testlib's FAIL, or one testlib does not know).
    Code(i32),
    /// A signal ended it.
    Signal(i32),
}
