//! Verdicts and the pure rule that decides one from a run and a comparison.
//!
//! Precedence when several apply: CE > TLE > MLE > RE > OLE > WA > PE > AC. Causes are
//! read before symptoms: SIGXCPU is TLE and SIGXFSZ is OLE, though both end the process
//! by a signal; an allocation that failed under the address-space cap is MLE, though the
//! peak stayed low; a stack overflow is RE (as BOJ reports it), even when the overflowing
//! stack pushed the peak past the limit. Those last two are read from the runtime's last
//! message before it aborted the process (SIGABRT), and only then: what a program prints
//! while it runs normally decides nothing.

use crate::compare::{Mismatch, MismatchKind};
use crate::execute::{Exit, Kill, RunOutcome};
use crate::sys;
use std::fmt;
use std::time::Duration;

/// A judge's verdict on one case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Accepted.
    Ac,
    /// Presentation error: every token right, whitespace wrong.
    Pe,
    /// Wrong answer.
    Wa,
    /// Output limit exceeded.
    Ole,
    /// Runtime error.
    Re,
    /// Memory limit exceeded.
    Mle,
    /// Time limit exceeded.
    Tle,
    /// Compile error.
    Ce,
}

impl Verdict {
    /// Every verdict, best first.
    pub const ALL: [Verdict; 8] = [
        Verdict::Ac,
        Verdict::Pe,
        Verdict::Wa,
        Verdict::Ole,
        Verdict::Re,
        Verdict::Mle,
        Verdict::Tle,
        Verdict::Ce,
    ];

    /// The short code: `AC`, `WA`, ...
    pub fn code(self) -> &'static str {
        match self {
            Verdict::Ac => "AC",
            Verdict::Pe => "PE",
            Verdict::Wa => "WA",
            Verdict::Ole => "OLE",
            Verdict::Re => "RE",
            Verdict::Mle => "MLE",
            Verdict::Tle => "TLE",
            Verdict::Ce => "CE",
        }
    }

    /// BOJ's Korean words for the verdict.
    pub fn korean(self) -> &'static str {
        match self {
            Verdict::Ac => "맞았습니다!!",
            Verdict::Pe => "출력 형식이 잘못되었습니다",
            Verdict::Wa => "틀렸습니다",
            Verdict::Ole => "출력 초과",
            Verdict::Re => "런타임 에러",
            Verdict::Mle => "메모리 초과",
            Verdict::Tle => "시간 초과",
            Verdict::Ce => "컴파일 에러",
        }
    }

    /// Whether the case passed.
    pub fn accepted(self) -> bool {
        self == Verdict::Ac
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The limits a verdict is judged against.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Judged {
    pub time: Duration,
    pub memory: u64,
}

/// How the output compared, when it was compared at all.
#[derive(Debug, Clone)]
pub(crate) enum Comparison {
    /// Output matched.
    Match,
    /// Output differed.
    Differs(Mismatch),
    /// A checker's verdict (its message, if it printed one).
    Checker(Verdict, String),
}

/// What a case's verdict is decided from: the build's failure, or the run.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Evidence<'a> {
    /// The solution did not compile: rustc's first error.
    CompileError(&'a str),
    /// The solution ran.
    Ran(&'a RunOutcome),
}

/// The verdict for one case, with a one-line reason for anything but AC.
///
/// `compare` is asked for the output's comparison only when nothing else already decided
/// the verdict (a clean exit within every limit), so a checker never runs on the output of
/// a crash; its error (a checker that failed) is passed through.
///
/// # Errors
/// Only what `compare` returns.
pub(crate) fn decide<E>(
    limits: Judged,
    evidence: Evidence<'_>,
    compare: impl FnOnce(&RunOutcome) -> Result<Comparison, E>,
) -> Result<(Verdict, String), E> {
    let run = match evidence {
        Evidence::CompileError(first) => return Ok((Verdict::Ce, first.to_owned())),
        Evidence::Ran(run) => run,
    };
    if let Some(decided) = decide_run(limits, run) {
        return Ok(decided);
    }
    Ok(match compare(run)? {
        Comparison::Match => (Verdict::Ac, String::new()),
        Comparison::Differs(mismatch) => match mismatch.kind {
            MismatchKind::Wrong => (Verdict::Wa, mismatch.message),
            MismatchKind::Presentation => (Verdict::Pe, mismatch.message),
        },
        Comparison::Checker(verdict, message) => (verdict, message),
    })
}

/// The verdict the run alone decides (TLE, MLE, RE, OLE), or `None` when it ended cleanly
/// and its output must be compared. On its own it judges the runs whose output is not
/// compared: a generator's, a brute force's.
pub(crate) fn decide_run(limits: Judged, run: &RunOutcome) -> Option<(Verdict, String)> {
    let signal = match run.exit {
        Exit::Signal(signal) => Some(signal),
        Exit::Code(_) => None,
    };
    let (stack_overflow, allocation_failed) = match runtime_abort(run) {
        Some(Abort::StackOverflow) => (true, false),
        Some(Abort::Allocation) => (false, true),
        None => (false, false),
    };
    if run.cpu > limits.time || run.killed == Kill::Deadline || signal == Some(sys::SIGXCPU) {
        let why = if run.killed == Kill::Deadline && run.cpu <= limits.time {
            format!(
                "killed at the wall deadline after {} ms (CPU {} ms): sleeping or blocked?",
                run.wall.as_millis(),
                run.cpu.as_millis()
            )
        } else {
            format!(
                "CPU time over {} ms (killed after {} ms CPU)",
                limits.time.as_millis(),
                run.cpu.as_millis()
            )
        };
        return Some((Verdict::Tle, why));
    }
    if !stack_overflow {
        if allocation_failed {
            return Some((
                Verdict::Mle,
                first_line_with(&run.stderr_tail, "memory allocation of"),
            ));
        }
        if let Some(peak) = run.peak_rss {
            if peak > limits.memory {
                return Some((
                    Verdict::Mle,
                    format!(
                        "peak memory {} over the {} limit",
                        mebibytes(peak),
                        mebibytes(limits.memory)
                    ),
                ));
            }
        }
    }
    // On Windows the runner ends a run past the cap (stdout or stderr) with this code, as
    // the kernel sends SIGXFSZ on Unix.
    if signal == Some(sys::SIGXFSZ) || run.exit == Exit::Code(sys::WINDOWS_OUTPUT_CAP) {
        return Some(ole(run));
    }
    match run.exit {
        Exit::Code(0) => {}
        Exit::Code(code) => {
            return Some((
                Verdict::Re,
                crash_reason(&exit_code(code), &run.stderr_tail),
            ));
        }
        Exit::Signal(signal) => {
            let name = sys::signal_name(signal);
            let what = if stack_overflow {
                format!("stack overflow ({name})")
            } else {
                name
            };
            return Some((Verdict::Re, crash_reason(&what, &run.stderr_tail)));
        }
    }
    run.output_capped.then(|| ole(run))
}

/// An exit code for a message: a Windows crash code in hex with its name
/// (`exit code 0xC00000FD (STATUS_STACK_OVERFLOW)`), any other in decimal.
fn exit_code(code: i32) -> String {
    match sys::windows_status_name(code) {
        Some(name) => format!("exit code {:#010X} ({name})", code as u32),
        None => format!("exit code {code}"),
    }
}

/// Why Rust's runtime aborted the process.
enum Abort {
    StackOverflow,
    Allocation,
}

/// The runtime's own reason for a SIGABRT (on Windows, the exit code of its abort): the
/// last of its two messages on stderr. Text counts only for a process the runtime aborted,
/// so words printed by a run that exits normally, or dies otherwise, never change its
/// verdict.
fn runtime_abort(run: &RunOutcome) -> Option<Abort> {
    if run.exit != Exit::Signal(sys::SIGABRT) && run.exit != Exit::Code(sys::WINDOWS_ABORT) {
        return None;
    }
    run.stderr_tail.lines().rev().find_map(|line| {
        if line.contains("has overflowed its stack") {
            Some(Abort::StackOverflow)
        } else if line.starts_with("memory allocation of") {
            Some(Abort::Allocation)
        } else {
            None
        }
    })
}

fn ole(run: &RunOutcome) -> (Verdict, String) {
    (
        Verdict::Ole,
        format!("output passed the cap of {}", mebibytes(run.output_cap)),
    )
}

/// `what`, then the most telling part of stderr: the panic message, else its last line.
fn crash_reason(what: &str, stderr: &str) -> String {
    if let Some(message) = panic_message(stderr) {
        return format!("{what}: panicked: {message}");
    }
    let last = stderr
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("note:"));
    match last {
        Some(line) => format!("{what}: {line}"),
        None => what.to_owned(),
    }
}

/// The message of the last panic in `stderr` (the line after `thread 'main' panicked at`).
fn panic_message(stderr: &str) -> Option<String> {
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines.iter().rposition(|l| l.contains("panicked at"))?;
    let line = lines[at];
    // Rust ≥ 1.73 puts the message on the next line; older ones inline it after `panicked at '`.
    if let Some(rest) = line.split_once("panicked at '").map(|(_, r)| r) {
        return Some(rest.split("', ").next().unwrap_or(rest).to_owned());
    }
    lines
        .get(at + 1)
        .map(|l| l.trim().to_owned())
        .filter(|l| !l.is_empty())
}

fn first_line_with(text: &str, needle: &str) -> String {
    text.lines()
        .find(|l| l.contains(needle))
        .unwrap_or(needle)
        .trim()
        .to_owned()
}

/// Bytes as mebibytes for messages: `64.0 MB` (judges say MB for MiB).
pub(crate) fn mebibytes(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / (1024.0 * 1024.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::MismatchKind;
    use std::convert::Infallible;

    fn limits() -> Judged {
        Judged {
            time: Duration::from_millis(1000),
            memory: 128 << 20,
        }
    }

    fn run() -> RunOutcome {
        RunOutcome {
            exit: Exit::Code(0),
            cpu: Duration::from_millis(10),
            wall: Duration::from_millis(12),
            peak_rss: Some(2 << 20),
            stdout: b"1\n".to_vec(),
            output_capped: false,
            output_cap: 64 << 20,
            stderr_tail: String::new(),
            killed: Kill::None,
        }
    }

    /// `decide` on a run, with `comparison` as the output's comparison.
    fn decide_ran(limits: Judged, r: &RunOutcome, comparison: &Comparison) -> (Verdict, String) {
        decide(limits, Evidence::Ran(r), |_| {
            Ok::<_, Infallible>(comparison.clone())
        })
        .unwrap()
    }

    #[test]
    fn a_compile_error_is_ce_and_nothing_is_compared() {
        let decided = decide(
            limits(),
            Evidence::CompileError("error: expected `;`"),
            |_| Err("compared"),
        );
        assert_eq!(decided, Ok((Verdict::Ce, "error: expected `;`".to_owned())));
        // A crash is decided before the comparison, which is then never asked for.
        let mut r = run();
        r.exit = Exit::Signal(11);
        let decided = decide(limits(), Evidence::Ran(&r), |_| Err("compared"));
        assert_eq!(decided.map(|d| d.0), Ok(Verdict::Re));
    }

    fn wrong(kind: MismatchKind) -> Comparison {
        Comparison::Differs(Mismatch {
            kind,
            line: 1,
            column: 1,
            expected: "1".into(),
            found: "2".into(),
            message: "line 1, column 1: expected `1`, found `2`".into(),
        })
    }

    /// Each row sets up several faults at once; the verdict must be the highest of them.
    #[test]
    fn precedence_table() {
        let slow = |r: &mut RunOutcome| r.cpu = Duration::from_millis(1001);
        let fat = |r: &mut RunOutcome| r.peak_rss = Some((128 << 20) + 1);
        let crash = |r: &mut RunOutcome| r.exit = Exit::Signal(11);
        let flood = |r: &mut RunOutcome| r.output_capped = true;
        type Fault = fn(&mut RunOutcome);
        let rows: Vec<(Vec<Fault>, Comparison, Verdict)> = vec![
            (vec![], Comparison::Match, Verdict::Ac),
            (vec![], wrong(MismatchKind::Presentation), Verdict::Pe),
            (vec![], wrong(MismatchKind::Wrong), Verdict::Wa),
            (vec![flood], wrong(MismatchKind::Wrong), Verdict::Ole),
            (vec![crash, flood], wrong(MismatchKind::Wrong), Verdict::Re),
            (
                vec![fat, crash, flood],
                wrong(MismatchKind::Wrong),
                Verdict::Mle,
            ),
            (
                vec![slow, fat, crash, flood],
                wrong(MismatchKind::Wrong),
                Verdict::Tle,
            ),
            (vec![slow], Comparison::Match, Verdict::Tle),
            (vec![fat], Comparison::Match, Verdict::Mle),
            (vec![crash], Comparison::Match, Verdict::Re),
            (
                vec![],
                Comparison::Checker(Verdict::Wa, "no".into()),
                Verdict::Wa,
            ),
        ];
        for (faults, comparison, expected) in rows {
            let mut r = run();
            for fault in &faults {
                fault(&mut r);
            }
            assert_eq!(decide_ran(limits(), &r, &comparison).0, expected, "{r:?}");
        }
    }

    #[test]
    fn time_exactly_at_the_limit_is_accepted() {
        let mut r = run();
        r.cpu = Duration::from_millis(1000);
        assert_eq!(decide_ran(limits(), &r, &Comparison::Match).0, Verdict::Ac);
    }

    #[test]
    fn causes_before_symptoms() {
        let mut r = run();
        r.exit = Exit::Signal(sys::SIGXCPU);
        assert_eq!(decide_ran(limits(), &r, &Comparison::Match).0, Verdict::Tle);
        let mut r = run();
        r.exit = Exit::Signal(sys::SIGXFSZ);
        assert_eq!(decide_ran(limits(), &r, &Comparison::Match).0, Verdict::Ole);
        let mut r = run();
        r.exit = Exit::Signal(6);
        r.stderr_tail = "memory allocation of 536870912 bytes failed\n".into();
        let (verdict, why) = decide_ran(limits(), &r, &Comparison::Match);
        assert_eq!(verdict, Verdict::Mle);
        assert!(why.contains("536870912"), "{why}");
        let mut r = run();
        r.exit = Exit::Signal(6);
        r.peak_rss = Some(200 << 20);
        r.stderr_tail =
            "\nthread 'main' has overflowed its stack\nfatal runtime error: stack overflow\n"
                .into();
        let (verdict, why) = decide_ran(limits(), &r, &Comparison::Match);
        assert_eq!(verdict, Verdict::Re);
        assert!(
            why.contains("stack overflow") && why.contains("SIGABRT"),
            "{why}"
        );
        let mut r = run();
        r.killed = Kill::Deadline;
        let (verdict, why) = decide_ran(limits(), &r, &Comparison::Match);
        assert_eq!(verdict, Verdict::Tle);
        assert!(why.contains("wall deadline"), "{why}");
    }

    #[test]
    fn runtime_error_reasons() {
        let mut r = run();
        r.exit = Exit::Code(101);
        r.stderr_tail = "\nthread 'main' panicked at Main.rs:3:5:\nindex out of bounds: the len is 3 but the index is 7\nnote: run with `RUST_BACKTRACE=1`\n".into();
        let (verdict, why) = decide_ran(limits(), &r, &Comparison::Match);
        assert_eq!(verdict, Verdict::Re);
        assert_eq!(
            why,
            "exit code 101: panicked: index out of bounds: the len is 3 but the index is 7"
        );
        let mut r = run();
        r.exit = Exit::Code(3);
        assert_eq!(
            decide_ran(limits(), &r, &Comparison::Match).1,
            "exit code 3"
        );
        let mut r = run();
        r.exit = Exit::Signal(11);
        assert_eq!(decide_ran(limits(), &r, &Comparison::Match).1, "SIGSEGV");
    }

    /// Windows reports a crash as an NTSTATUS exit code, and Rust's abort as
    /// STATUS_STACK_BUFFER_OVERRUN: named in the reason, and the abort read as SIGABRT is.
    #[test]
    fn windows_crash_codes_are_named_and_its_abort_is_read() {
        let mut r = run();
        r.exit = Exit::Code(0xC000_00FD_u32 as i32);
        r.stderr_tail = "\nthread 'main' has overflowed its stack\n".into();
        let (verdict, why) = decide_ran(limits(), &r, &Comparison::Match);
        assert_eq!(verdict, Verdict::Re);
        assert_eq!(
            why,
            "exit code 0xC00000FD (STATUS_STACK_OVERFLOW): thread 'main' has overflowed its stack"
        );
        let mut r = run();
        r.exit = Exit::Code(0xC000_0005_u32 as i32);
        assert_eq!(
            decide_ran(limits(), &r, &Comparison::Match).1,
            "exit code 0xC0000005 (STATUS_ACCESS_VIOLATION)"
        );
        let mut r = run();
        r.exit = Exit::Code(sys::WINDOWS_ABORT);
        r.stderr_tail = "memory allocation of 536870912 bytes failed\n".into();
        let (verdict, why) = decide_ran(limits(), &r, &Comparison::Match);
        assert_eq!(verdict, Verdict::Mle);
        assert!(why.contains("536870912"), "{why}");
        // The code the runner ends a Windows run past the output cap with is OLE, as SIGXFSZ.
        let mut r = run();
        r.exit = Exit::Code(sys::WINDOWS_OUTPUT_CAP);
        assert_eq!(decide_ran(limits(), &r, &Comparison::Match).0, Verdict::Ole);
        // The same words from a process that merely exits are not the runtime's.
        let mut r = run();
        r.exit = Exit::Code(1);
        r.stderr_tail = "memory allocation of 536870912 bytes failed\n".into();
        assert_eq!(decide_ran(limits(), &r, &Comparison::Match).0, Verdict::Re);
    }

    #[test]
    fn verdict_order_is_precedence() {
        let mut sorted = Verdict::ALL;
        sorted.sort();
        assert_eq!(sorted, Verdict::ALL);
        assert_eq!(Verdict::ALL.iter().max(), Some(&Verdict::Ce));
    }
}
