//! How a judge program (a checker or an interactor) failed, as data: on what it ran, how it
//! ended, and its own words; and how the engine itself failed on a case. Below `error` and `workspace`, so that a judge-data error and
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

/// Why the engine could not judge a case on its own side: what it tried, on what, and the
/// system's words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum EngineFailure {
    /// The problem's checker (its interactor, with `interactor`) was not built.
    NotBuilt { interactor: bool },
    /// An interactive problem's case reached the output comparison: a defect of the runner.
    InteractiveCompared,
    /// `program` could not be run (on `input`, a solution's stored input).
    Run {
        program: String,
        input: Option<String>,
        why: String,
    },
    /// A step of an interactive case (`step`) failed for `solution` on `case`.
    Talk {
        step: TalkStep,
        solution: String,
        case: CaseLabel,
        why: String,
    },
    /// A scratch file the judge program reads (`path`) could not be written.
    Write { path: String, why: String },
}

/// The steps of an interactive case that can fail on the runner's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum TalkStep {
    MakePipes,
    MakeResultFile,
    RunSolution,
}

/// Why a case could not be judged, on the judge's side: the engine's own failure, a stored
/// answer that cannot be read, or a judge program that neither accepted nor rejected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CaseTrouble {
    Engine(EngineFailure),
    Unreadable {
        path: String,
        why: String,
    },
    Program {
        path: String,
        failure: ProgramFailure,
    },
    /// The round was cancelled while the case ran.
    Cancelled,
}
