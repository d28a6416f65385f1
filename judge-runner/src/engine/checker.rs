//! The checker protocol, one for every command: testlib's order of arguments (or BOJ's),
//! the output and answer staged in files, testlib's exit codes read into a [`Ruling`], and
//! the checker's own words kept short. The interactor (`interact`) rules by the same codes.

use super::{cause, Answer, CaseData, CaseError, Checker, Engine, Role, CHECKER_MESSAGE_CHARS};
use crate::config::CheckerArgs;
use crate::execute::{Exit, Input, Kill, RunOutcome};
use crate::verdict::{Comparison, JudgeProgram, Reason, Ruled, Verdict};
use crate::workspace::{CaseLabel, Ended, EngineFailure, ProgramFailure};
use std::fs;
use std::path::PathBuf;

impl Engine<'_> {
    /// Runs the checker on one output: its verdict, or an error when the checker failed.
    /// Its exit code decides (0 AC, 1 WA, 2 PE); its first line of text is the message.
    pub(super) fn check(
        &self,
        checker: Option<Checker<'_>>,
        order: CheckerArgs,
        case: &CaseData<'_>,
        output: &[u8],
    ) -> Result<Comparison, CaseError> {
        let Some(checker) = checker else {
            return Err(CaseError::Failed(EngineFailure::NotBuilt {
                interactor: false,
            }));
        };
        let mut staged = Staged::default();
        let output = staged.write(self, "output", output)?;
        let answer = match case.answer {
            Answer::File(path) => path.to_path_buf(),
            Answer::Bytes(bytes) => staged.write(self, "answer", bytes)?,
            Answer::None => staged.write(self, "answer", b"")?,
        };
        let (input, output, answer) = (
            case.input.as_os_str().to_owned(),
            output.into_os_string(),
            answer.into_os_string(),
        );
        // The ICPC validator reads the output on stdin and may write its feedback files to
        // the folder it is given: the run's own folder, `.`, which is thrown away after it.
        let (args, stdin) = match order {
            CheckerArgs::Testlib => ([input, output, answer], None),
            CheckerArgs::Boj => ([input, answer, output], None),
            CheckerArgs::Icpc => ([input, answer, ".".into()], Some(PathBuf::from(output))),
        };
        let given = stdin.as_deref().map_or(Input::Empty, Input::File);
        let run = self
            .run(checker.binary, &args, given, Role::Helper, 0)
            .map_err(|e| {
                CaseError::Failed(EngineFailure::Run {
                    program: self.rel(checker.source),
                    input: None,
                    why: cause(&e),
                })
            })?;
        drop(staged);
        if run.killed == Kill::Interrupt {
            return Err(CaseError::Cancelled);
        }
        let ruled = match order {
            CheckerArgs::Icpc => icpc_ruling(&run),
            CheckerArgs::Testlib | CheckerArgs::Boj => ruling(&run, JudgeProgram::Checker),
        };
        match ruled {
            Ruling::Accepted => Ok(Comparison::Match),
            Ruling::Rejected(verdict, message) => Ok(Comparison::Checker(verdict, message)),
            Ruling::Failed => Err(CaseError::Checker {
                path: self.rel(checker.source),
                failure: failure(case.label, &run),
            }),
        }
    }
}

/// Temporary files of one check, removed when dropped.
#[derive(Default)]
pub(super) struct Staged(Vec<PathBuf>);

impl Staged {
    /// Writes `bytes` to a fresh scratch file and remembers it.
    pub(super) fn write(
        &mut self,
        engine: &Engine<'_>,
        tag: &str,
        bytes: &[u8],
    ) -> Result<PathBuf, CaseError> {
        let path = engine.scratch_path(tag);
        fs::write(&path, bytes).map_err(|e| {
            CaseError::Failed(EngineFailure::Write {
                path: path.display().to_string(),
                why: e.to_string(),
            })
        })?;
        self.0.push(path.clone());
        Ok(path)
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        for path in &self.0 {
            let _ = fs::remove_file(path);
        }
    }
}

/// What a checker's or interactor's exit says, in testlib's exit codes.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Ruling {
    /// 0: accepted.
    Accepted,
    /// A verdict against the output, with its reason ([`Reason::Checker`]).
    Rejected(Verdict, Reason),
    /// 3 (FAIL), any other code, a signal, or its own deadline: the judge data's fault.
    Failed,
}

/// The ruling of the checker or interactor (`who`) from its run: testlib's codes 0 AC,
/// 1 WA, 2 PE, 4 (extra output) PE, 7 points (a partial score: not accepted), 8 (an
/// unexpected end of the output, with testlib's ENABLE_UNEXPECTED_EOF) PE; its first line
/// of text is the message.
pub(crate) fn ruling(run: &RunOutcome, who: JudgeProgram) -> Ruling {
    if run.killed != Kill::None {
        return Ruling::Failed;
    }
    let said = checker_message(run);
    let rejected = |verdict, ruled| {
        let said = said.clone();
        Ruling::Rejected(verdict, Reason::Checker { who, ruled, said })
    };
    match run.exit {
        Exit::Code(0) => Ruling::Accepted,
        Exit::Code(1) => rejected(Verdict::Wa, Ruled::WrongAnswer),
        // testlib says "wrong output format" for PE.
        Exit::Code(2) if said.to_ascii_lowercase().starts_with("wrong output format") => {
            rejected(Verdict::Pe, Ruled::WrongOutputFormat)
        }
        Exit::Code(2) => rejected(Verdict::Pe, Ruled::PresentationError),
        Exit::Code(4) => rejected(Verdict::Pe, Ruled::WrongOutputFormat),
        Exit::Code(8) => rejected(Verdict::Pe, Ruled::UnexpectedEof),
        Exit::Code(7) => rejected(Verdict::Wa, Ruled::Points),
        _ => Ruling::Failed,
    }
}

/// The ruling of an ICPC output validator: 42 accepted, 43 wrong answer, anything else (or
/// its own deadline) a failure of the judge data; its first line of text is the message.
pub(crate) fn icpc_ruling(run: &RunOutcome) -> Ruling {
    if run.killed != Kill::None {
        return Ruling::Failed;
    }
    match run.exit {
        Exit::Code(42) => Ruling::Accepted,
        Exit::Code(43) => Ruling::Rejected(
            Verdict::Wa,
            Reason::Checker {
                who: JudgeProgram::Checker,
                ruled: Ruled::WrongAnswer,
                said: checker_message(run),
            },
        ),
        _ => Ruling::Failed,
    }
}

/// Why a checker or interactor failed on `case`: how it ended and what it said, as data
/// the catalogue words.
pub(crate) fn failure(case: &CaseLabel, run: &RunOutcome) -> ProgramFailure {
    let ended = match (run.killed, run.exit) {
        (Kill::Deadline, _) => Ended::Deadline {
            wall_ms: run.wall.as_millis(),
        },
        (_, Exit::Code(code)) => Ended::Code(code),
        (_, Exit::Signal(signal)) => Ended::Signal(signal),
    };
    ProgramFailure {
        case: case.clone(),
        ended,
        said: checker_message(run),
    }
}

/// A checker's own words: testlib writes them to stderr, some checkers to stdout.
fn checker_message(run: &RunOutcome) -> String {
    let text = if run.stderr_tail.trim().is_empty() {
        String::from_utf8_lossy(&run.stdout).into_owned()
    } else {
        run.stderr_tail.clone()
    };
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("");
    // A Rust checker's panic: `thread 'main' panicked at checker.rs:9:5:`, then the message.
    let said = match lines.next() {
        Some(message) if first.starts_with("thread '") && first.ends_with(':') => {
            format!("{first} {message}")
        }
        _ => first.to_owned(),
    };
    said.chars().take(CHECKER_MESSAGE_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_panicking_checker_is_quoted_with_its_message() {
        let run = RunOutcome {
            exit: Exit::Code(101),
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_rss: None,
            stdout: Vec::new(),
            output_capped: false,
            output_cap: 0,
            stderr_tail: "\nthread 'main' panicked at checker.rs:9:5:\nindex out of bounds\nnote: run with `RUST_BACKTRACE=1`\n".into(),
            killed: Kill::None,
        };
        assert_eq!(
            checker_message(&run),
            "thread 'main' panicked at checker.rs:9:5: index out of bounds"
        );
        assert_eq!(ruling(&run, JudgeProgram::Interactor), Ruling::Failed);
        // The ICPC convention: 42 and 43 only; testlib's 0 and 1 are failures there.
        for (code, ruled) in [(42, Some(true)), (43, Some(false)), (0, None), (1, None)] {
            let run = RunOutcome {
                exit: Exit::Code(code),
                stderr_tail: "Line 1 differs.\n".into(),
                ..run.clone()
            };
            let got = match icpc_ruling(&run) {
                Ruling::Accepted => Some(true),
                Ruling::Rejected(Verdict::Wa, _) => Some(false),
                _ => None,
            };
            assert_eq!(got, ruled, "exit {code}");
        }
        let wa = RunOutcome {
            exit: Exit::Code(7),
            stderr_tail: "points 0.5 half of it\n".into(),
            ..run
        };
        let Ruling::Rejected(verdict, reason) = ruling(&wa, JudgeProgram::Checker) else {
            panic!("rejected");
        };
        assert_eq!(
            (verdict, reason.to_string()),
            (
                Verdict::Wa,
                "checker: points 0.5 half of it (testlib's exit code 7: a partial score, which \
                 is not accepted)"
                    .into()
            )
        );
    }
}
