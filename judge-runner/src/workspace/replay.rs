//! What `cargo judge replay` finds, as data: BOJ's verdict on a kept submission, the
//! finding beside the one here, a row, the counts and the troubles of the judge's side.
//! They live here, with the workspace's other data below the reporters, so that the
//! catalogue (`report::words::replay`) words them without importing the judge command that
//! fills them (and above `error`, since a trouble can hold the runner's error); the rule
//! that sets BOJ's verdict beside this judge's ([`finding`]) is pure and lives with them.

use super::RunnerFailure;
use crate::build::kept::{KeptLanguage, KeptNote, Tool};
use crate::verdict::Verdict;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

/// BOJ's verdict on a kept submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Boj {
    Verdict(Verdict),
    /// A score (`49점`): partial, not accepted; full marks (`100점`, BOJ's subtask
    /// problems count to 100) are accepted.
    Score(u64),
    /// No verdict in the record (`채점 중`).
    Unknown,
}

impl Boj {
    pub(crate) fn accepted(self) -> bool {
        match self {
            Boj::Verdict(v) => v == Verdict::Ac,
            Boj::Score(score) => score >= FULL_SCORE,
            Boj::Unknown => false,
        }
    }

    /// Its code in the JSON line: `AC`, `WA`, … `PARTIAL`, `?`.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Boj::Verdict(v) => v.code(),
            Boj::Score(score) if score >= FULL_SCORE => "AC",
            Boj::Score(_) => "PARTIAL",
            Boj::Unknown => "?",
        }
    }
}

/// Full marks of a problem with subtasks: BOJ counted every one to 100.
pub(crate) const FULL_SCORE: u64 = 100;

/// One kept submission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Kept {
    pub problem: String,
    pub id: u64,
    /// BOJ's name of its language (`C++17`).
    pub language: String,
    pub kind: KeptLanguage,
    pub boj: Boj,
    pub source: PathBuf,
}

/// Why a kept submission is not judged here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NotRunnable {
    /// Its compiler or interpreter is not installed.
    Missing(Tool),
    /// Its compiler or interpreter is installed and does not work: the language's self-test
    /// failed (its first error line is the row's `compile_error`).
    Broken(Tool),
    /// A language this runner does not run.
    Unsupported,
    /// An interactive problem: only a native program talks with the interactor here.
    Interactive,
    /// BOJ's record gives no verdict to set it beside.
    NoVerdict,
}

/// What the replay finds of one submission.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Finding {
    /// BOJ and the stored cases say the same (both accept, or both reject).
    Agrees,
    /// BOJ rejected it; the stored cases accept it.
    WeakerCases,
    /// BOJ accepted it (or compiled it); here it fails.
    Fidelity(Cause),
    NotRunnable(NotRunnable),
}

impl Finding {
    /// Whether BOJ accepted (or compiled) it and it fails here.
    pub(crate) fn fidelity(self) -> bool {
        matches!(self, Finding::Fidelity(_))
    }

    /// Its word in the JSON line.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Finding::Agrees => "agrees",
            Finding::WeakerCases => "weaker-cases",
            Finding::Fidelity(_) => "fidelity",
            Finding::NotRunnable(_) => "not-runnable",
        }
    }
}

/// What a fidelity row most likely comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cause {
    /// The page says the problem has a special judge, and it has no checker here: another
    /// right answer than the stored one is judged WA.
    NoSpecialJudge,
    /// BOJ's compiler took it; this machine's refuses it.
    Build,
    /// Neither of those: a defect of this judge to find.
    Judge,
}

/// One row of the replay.
#[derive(Debug, Clone)]
pub(crate) struct Row {
    pub kept: Kept,
    /// The verdict here (CE included); `None` when not run.
    pub here: Option<Verdict>,
    /// The first case that failed here.
    pub case: Option<String>,
    pub finding: Finding,
    pub notes: Vec<KeptNote>,
    /// Remembered from an earlier replay of the same content.
    pub remembered: bool,
    /// The compiler's first error, when it compiles on BOJ and not here; for a tool that
    /// does not work here, the first line of its error (empty: it printed nothing).
    pub compile_error: Option<String>,
}

impl Row {
    /// A row of `kept`, not remembered, with no compiler's error.
    pub(crate) fn new(
        kept: &Kept,
        here: Option<Verdict>,
        case: Option<String>,
        finding: Finding,
        notes: Vec<KeptNote>,
    ) -> Row {
        Row {
            kept: kept.clone(),
            here,
            case,
            finding,
            notes,
            remembered: false,
            compile_error: None,
        }
    }
}

/// What went wrong on the judge's side of one row, or with the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Trouble {
    /// `submissions.toml` cannot be read as a list of tables: the file, the line, the text.
    BadList {
        file: String,
        line: usize,
        text: String,
    },
    /// A listed submission's code is not in `submissions/`.
    NoCode { file: String, id: u64 },
    /// The build or a case failed on the judge's side: the file, the case it failed on
    /// (`None`: before any), and why.
    Failed {
        file: String,
        case: Option<String>,
        why: Box<RunnerFailure>,
    },
    /// The problem's checker or interactor `file` does not compile: the compiler's first
    /// error, as it wrote it.
    ProgramCompile { file: String, first: String },
    /// The replay was interrupted while it ran.
    Cancelled,
}

/// The replay's counts.
#[derive(Debug, Clone, Default)]
pub(crate) struct Counts {
    pub submissions: usize,
    pub runnable: usize,
    pub agrees: usize,
    pub weaker: usize,
    pub fidelity: usize,
    pub not_runnable: usize,
    pub errors: usize,
    /// Submissions per BOJ language name, and how many of them ran.
    pub languages: BTreeMap<String, (usize, usize)>,
    /// Every way a build differed from BOJ's, once.
    pub notes: Vec<KeptNote>,
    pub elapsed: Duration,
}

impl Counts {
    /// Counts one row.
    pub(crate) fn add(&mut self, row: &Row) {
        self.submissions += 1;
        let language = self.languages.entry(row.kept.language.clone()).or_default();
        language.0 += 1;
        for note in &row.notes {
            if !self.notes.contains(note) {
                self.notes.push(*note);
            }
        }
        match row.finding {
            Finding::NotRunnable(_) => self.not_runnable += 1,
            found => {
                self.runnable += 1;
                language.1 += 1;
                match found {
                    Finding::Agrees => self.agrees += 1,
                    Finding::WeakerCases => self.weaker += 1,
                    _ => self.fidelity += 1,
                }
            }
        }
    }
}

/// The finding for BOJ's verdict `boj` and the one here, `here`.
pub(crate) fn finding(boj: Boj, here: Verdict) -> Finding {
    match (boj, here) {
        (Boj::Unknown, _) => Finding::NotRunnable(NotRunnable::NoVerdict),
        (Boj::Verdict(Verdict::Ce), Verdict::Ce) => Finding::Agrees,
        // BOJ's compiler refused what this machine's compiles: the build differs.
        (Boj::Verdict(Verdict::Ce), _) => Finding::Fidelity(Cause::Build),
        (b, Verdict::Ac) if b.accepted() => Finding::Agrees,
        (b, Verdict::Ce) if b.accepted() => Finding::Fidelity(Cause::Build),
        (b, _) if b.accepted() => Finding::Fidelity(Cause::Judge),
        (_, Verdict::Ac) => Finding::WeakerCases,
        _ => Finding::Agrees,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn findings_set_boj_beside_the_cases() {
        let table = [
            (Boj::Verdict(Verdict::Ac), Verdict::Ac, Finding::Agrees),
            (
                Boj::Verdict(Verdict::Ac),
                Verdict::Wa,
                Finding::Fidelity(Cause::Judge),
            ),
            (Boj::Verdict(Verdict::Wa), Verdict::Ac, Finding::WeakerCases),
            (Boj::Verdict(Verdict::Tle), Verdict::Wa, Finding::Agrees),
            (Boj::Score(49), Verdict::Ac, Finding::WeakerCases),
            (Boj::Score(49), Verdict::Wa, Finding::Agrees),
            (Boj::Score(100), Verdict::Ac, Finding::Agrees),
            (
                Boj::Score(100),
                Verdict::Wa,
                Finding::Fidelity(Cause::Judge),
            ),
            (Boj::Verdict(Verdict::Ce), Verdict::Ce, Finding::Agrees),
            (
                Boj::Verdict(Verdict::Ce),
                Verdict::Ac,
                Finding::Fidelity(Cause::Build),
            ),
            (
                Boj::Verdict(Verdict::Ac),
                Verdict::Ce,
                Finding::Fidelity(Cause::Build),
            ),
            (Boj::Verdict(Verdict::Wa), Verdict::Ce, Finding::Agrees),
            (
                Boj::Unknown,
                Verdict::Ac,
                Finding::NotRunnable(NotRunnable::NoVerdict),
            ),
        ];
        for (boj, here, want) in table {
            assert_eq!(finding(boj, here), want, "{boj:?} {here:?}");
        }
    }
}
