//! Broken judge data as data: which problem, case, file and line, and what is wrong with it
//! ([`DataErrorKind`]); the report's catalogue words it, reporters take the file and line
//! from it. Never a sentence: a new kind needs its English and Korean in `report::words`.

use super::*;
use crate::error::Error;
pub(crate) use crate::verdict::failure::{
    CaseLabel, Ended, EngineFailure, ProgramFailure, TalkStep,
};

/// Broken judge data, or a case the judge's side could not judge: which problem (and
/// case), the file at fault and its line, and what is wrong. Data, not a sentence: the
/// report's catalogue (`report::words`) words it, and a reporter that points at the file
/// (a GitHub annotation) takes `file` and `line` from here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DataError {
    pub problem: String,
    pub case: Option<String>,
    /// The file (or folder) at fault, relative to the root; `None` when none is known.
    pub file: Option<String>,
    /// The 1-based line in `file`, when the fault is on one.
    pub line: Option<usize>,
    pub kind: DataErrorKind,
}

/// What is wrong with the judge data (`file` is the [`DataError`]'s).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum DataErrorKind {
    /// The solution `file` does not exist; `data`: the problem's judge data folder.
    NoSolution {
        data: String,
    },
    /// The solution `file` is there but is not a regular file.
    SolutionNotRegular(NotRegular),
    /// The solution `file` cannot be read: the system's words.
    SolutionUnreadable {
        why: String,
    },
    /// The judge data folder `file` does not exist.
    NoJudgeData,
    /// `file` is there but is not a regular file.
    NotRegular(NotRegular),
    /// `problem.toml` is rejected (`line`, when on one).
    Spec {
        fault: Box<SpecFault>,
    },
    /// `file` is not UTF-8.
    NotUtf8,
    /// `problem.toml` is missing.
    SpecMissing,
    /// `file` cannot be read, opened or listed: the system's words.
    Unreadable {
        why: String,
    },
    Unopenable {
        why: String,
    },
    Unlisted {
        why: String,
    },
    /// `--require-cases` and the folder `file` has none.
    NoCases,
    /// Both `file` and `other` exist (`checker.rs` and `checker.cpp`).
    BothPrograms {
        other: String,
    },
    /// `file` (`problem.toml`) asks for a checker or interactor (`program`) that is not
    /// there: neither `rust` nor `program.cpp`.
    ProgramMissing {
        program: JudgeProgram,
        rust: String,
    },
    /// The wrong solution `file` does not declare the verdict it must get in its first line
    /// (`// expect: WA`); `first`: that line.
    WrongWithoutExpect {
        first: String,
    },
    /// A case file's name (`file`, lossily) is not UTF-8.
    NameNotUtf8,
    /// The input `file` has no `answer`.
    NoAnswer {
        answer: String,
    },
    /// The answer `file` has no `input`.
    NoInput {
        input: String,
    },
    /// The case file `file` is larger than a case may be.
    TooBig {
        bytes: u64,
        max: u64,
    },
    /// A Programmers answer `file` is not one literal: the grammar's words, and where.
    NotALiteral {
        what: String,
        column: usize,
    },
    /// A Programmers input `file` has an argument `line` that is not a literal.
    ArgumentNotALiteral {
        what: String,
        column: usize,
    },
    /// A Programmers input `file` has `lines` argument lines, but `solution` takes `arity`.
    Arity {
        lines: usize,
        arity: usize,
    },
    /// The checker or interactor `file` does not compile: rustc's (or the C++ compiler's)
    /// first error.
    ProgramCompile {
        first: String,
    },
    /// The checker or interactor `file` neither accepted nor rejected: on what, how it
    /// ended, and what it said.
    ProgramFailed {
        failure: ProgramFailure,
    },
    /// The stored input `file` is refused by the problem's validator (`validator`, its file
    /// name), with the validator's reason.
    Invalid {
        validator: String,
        why: String,
    },
    /// The case could not be judged: its solution was not built.
    NotBuilt,
    /// The judge's side failed on the problem or case (a build's I/O error, a program that
    /// could not be started, a checker that failed): why, as data.
    Failed(RunnerFailure),
}

/// Why the runner's side (not the judge data, not the solution) failed on a problem, a case
/// or a kept submission. The catalogue words it; what the system or a program said is
/// quoted as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum RunnerFailure {
    /// The runner could not do its job: its error, with the causes under it.
    Error(SharedError),
    /// A checker or interactor (`path`) neither accepted nor rejected.
    Program {
        path: String,
        failure: ProgramFailure,
    },
    /// A stored answer (`path`) could not be read: the system's words.
    Unreadable { path: String, why: String },
    /// The engine could not connect or start what judges the case
    /// (`engine::CaseError::Failed`).
    Engine(EngineFailure),
}

/// An error of the runner, shared: a [`DataError`] is cloned and compared, and an error
/// holds the system's `io::Error`, which is neither. Two are equal when they are one.
#[derive(Debug, Clone)]
pub(crate) struct SharedError(pub std::sync::Arc<Error>);

impl From<Error> for RunnerFailure {
    fn from(error: Error) -> Self {
        RunnerFailure::Error(SharedError(std::sync::Arc::new(error)))
    }
}

impl PartialEq for SharedError {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for SharedError {}

impl DataError {
    /// An error of `problem` about `file`.
    pub(crate) fn new(problem: &str, file: impl Into<String>, kind: DataErrorKind) -> Self {
        DataError {
            problem: problem.to_owned(),
            case: None,
            file: Some(file.into()),
            line: None,
            kind,
        }
    }

    /// The same, about one case.
    pub(crate) fn of_case(mut self, case: &str) -> Self {
        self.case = Some(case.to_owned());
        self
    }

    /// The same, on one line of its file.
    pub(crate) fn at_line(mut self, line: usize) -> Self {
        self.line = Some(line);
        self
    }
}
