//! A judge program's ruling from its run: testlib's exit codes (a checker's or an
//! interactor's), the ICPC validator's 42/43, and the program's own words kept short. Pure:
//! the engine runs the program and hands its run here.

use super::failure::{CaseLabel, Ended, ProgramFailure};
use super::{JudgeProgram, Reason, Ruled, Verdict};
use crate::execute::{Exit, Kill, RunOutcome};

/// How much of a checker's message a verdict keeps.
const CHECKER_MESSAGE_CHARS: usize = 200;

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

    fn ended(exit: Exit, said: &str) -> RunOutcome {
        RunOutcome {
            exit,
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_rss: None,
            stdout: Vec::new(),
            output_capped: false,
            output_cap: 0,
            stderr_tail: said.into(),
            killed: Kill::None,
        }
    }

    /// What a ruling comes to, in short: `AC`, the verdict and testlib's reading, or `FAIL`.
    fn short(ruling: &Ruling) -> String {
        match ruling {
            Ruling::Accepted => "AC".into(),
            Ruling::Rejected(verdict, Reason::Checker { ruled, .. }) => {
                format!("{verdict} {}", ruled.words())
            }
            Ruling::Rejected(verdict, other) => format!("{verdict} {other:?}"),
            Ruling::Failed => "FAIL".into(),
        }
    }

    /// testlib's exit codes, one row each: the code, the checker's first line, the ruling.
    #[test]
    fn testlib_codes_table() {
        #[rustfmt::skip]
        let table: &[(Exit, &str, &str)] = &[
            (Exit::Code(0), "ok 3 numbers", "AC"),
            (Exit::Code(1), "wrong answer 1st numbers differ", "WA wrong answer"),
            // testlib's own PE words, and a checker's exit 2 without them.
            (Exit::Code(2), "wrong output format Extra information", "PE wrong output format"),
            (Exit::Code(2), "Wrong Output Format: no newline", "PE wrong output format"),
            (Exit::Code(2), "spaces", "PE presentation error"),
            (Exit::Code(4), "", "PE wrong output format"),
            (Exit::Code(8), "unexpected eof", "PE unexpected end of file"),
            // A partial score is not accepted.
            (Exit::Code(7), "points 0.5", "WA points"),
            // FAIL, codes testlib does not know, and signals are the judge data's fault.
            (Exit::Code(3), "FAIL answer file broken", "FAIL"),
            (Exit::Code(5), "", "FAIL"),
            (Exit::Code(42), "", "FAIL"),
            (Exit::Signal(11), "", "FAIL"),
        ];
        for (exit, said, want) in table {
            let got = ruling(&ended(*exit, said), JudgeProgram::Checker);
            assert_eq!(short(&got), *want, "{exit:?} {said:?}");
        }
        // A checker stopped at its own deadline failed, whatever its exit.
        let mut slow = ended(Exit::Code(0), "");
        slow.killed = Kill::Deadline;
        assert_eq!(ruling(&slow, JudgeProgram::Checker), Ruling::Failed);
        assert_eq!(icpc_ruling(&slow), Ruling::Failed);
        // The ruling names who ruled, for the words.
        let Ruling::Rejected(_, Reason::Checker { who, .. }) =
            ruling(&ended(Exit::Code(1), ""), JudgeProgram::Interactor)
        else {
            panic!("rejected");
        };
        assert_eq!(who, JudgeProgram::Interactor);
    }

    #[test]
    fn a_panicking_checker_is_quoted_with_its_message() {
        let run = ended(Exit::Code(101), "\nthread 'main' panicked at checker.rs:9:5:\nindex out of bounds\nnote: run with `RUST_BACKTRACE=1`\n");
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

    /// The words kept: stderr first, stdout when stderr says nothing, at most
    /// [`CHECKER_MESSAGE_CHARS`] characters.
    #[test]
    fn the_message_is_the_first_line_kept_short() {
        let mut quiet = ended(Exit::Code(1), "  \n");
        quiet.stdout = b"\n  expected 3, found 4\nmore\n".to_vec();
        assert_eq!(checker_message(&quiet), "expected 3, found 4");
        let both = RunOutcome {
            stderr_tail: "from stderr\n".into(),
            ..quiet
        };
        assert_eq!(checker_message(&both), "from stderr");
        let long = ended(Exit::Code(1), &"é".repeat(500));
        assert_eq!(
            checker_message(&long).chars().count(),
            CHECKER_MESSAGE_CHARS
        );
        let mut deadline = ended(Exit::Signal(9), "");
        deadline.killed = Kill::Deadline;
        deadline.wall = Duration::from_millis(1500);
        let label = CaseLabel::Case("3".into());
        assert_eq!(
            failure(&label, &deadline).ended,
            Ended::Deadline { wall_ms: 1500 }
        );
        assert_eq!(
            failure(&label, &ended(Exit::Code(3), "FAIL x")),
            ProgramFailure {
                case: label.clone(),
                ended: Ended::Code(3),
                said: "FAIL x".into()
            }
        );
    }
}
