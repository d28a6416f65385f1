//! Verdicts and the pure rules that decide one: from a run and a comparison, a checker's or
//! an interactor's ruling ([`ruling`]), a file-I/O run that left no output file, and an
//! interaction's deadlock. The engine runs the programs; every verdict rule is here.
//!
//! Precedence when several apply: CE > TLE > MLE > RE > OLE > WA > PE > AC, in one table
//! ([`PRECEDENCE`]) for batch and interactive runs alike. Causes are
//! read before symptoms: SIGXCPU is TLE and SIGXFSZ is OLE, though both end the process
//! by a signal; an allocation that failed under the address-space cap is MLE, though the
//! peak stayed low; a stack overflow is RE (as BOJ reports it), even when the overflowing
//! stack pushed the peak past the limit. Those last two are read from the runtime's last
//! message before it aborted the process (SIGABRT), and only then: what a program prints
//! while it runs normally decides nothing.
//!
//! To add a verdict rule: its verdict and reason here (a [`Reason`] variant, a row of
//! [`PRECEDENCE`] for a new verdict), its words in `report::words`, and its row in this
//! module's table tests.

pub(crate) mod failure;
mod ruling;
mod unit_tests;

pub(crate) use ruling::{failure, icpc_ruling, ruling, Ruling};

pub(crate) use unit_tests::{Crash, FailedTest, RustcError, UnitTests};

use crate::compare::{Mismatch, MismatchKind};
pub(crate) use crate::config::JudgeProgram;
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

    /// The verdict whose [`Verdict::code`] is `code`.
    pub fn from_code(code: &str) -> Option<Verdict> {
        Verdict::ALL.into_iter().find(|v| v.code() == code)
    }

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
    /// A checker's or interactor's verdict, with its ruling.
    Checker(Verdict, Reason),
}

/// What a case's verdict is decided from: the build's failure, or the run.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Evidence<'a> {
    /// The solution did not compile: rustc's first error.
    CompileError(&'a str),
    /// The solution ran alone on its input. `missing`: the output file a file-I/O problem
    /// reads the answer from, when the run left none there.
    Ran {
        run: &'a RunOutcome,
        missing: Option<&'a str>,
    },
    /// The solution talked with the problem's interactor.
    Talked {
        run: &'a RunOutcome,
        interaction: Interaction,
    },
}

/// What an interaction adds to the solution's run, for its verdict.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Interaction {
    /// For how long nothing had moved either way when the solution ended.
    pub idle: Duration,
    /// The solution's wall deadline.
    pub wall: Duration,
    /// The interactor's CPU time.
    pub interactor_cpu: Duration,
    /// Whether the interactor had stopped reading (or ended) by the time the solution ended.
    pub interactor: Partner,
}

/// Whether the interactor left the conversation before the solution ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Partner {
    /// It was still reading when the solution ended.
    Stayed,
    /// It had stopped reading or ended: a broken pipe the solution then met is that.
    LeftFirst,
}

/// How a case's solution runs: alone on its input, or talking with an interactor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RunKind {
    Batch,
    Interactive,
}

/// Where a verdict the run decides on its own ([`decide_run`]) stands beside the judge's
/// ruling: the output's comparison, the checker's or the interactor's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stands {
    /// It decides; the judge is not asked (a checker never runs on a crash's output).
    BeforeTheJudge,
    /// The judge's rejection decides; the run's verdict stands only if the judge accepts.
    AfterTheJudge,
}

/// The one precedence table, for every kind of run: each verdict a run decides on its own,
/// highest first (which one a run gives is [`decide_run`]'s reading, causes before
/// symptoms: an OLE by SIGXFSZ is found before the crash the signal is), and where it
/// stands beside the judge's ruling in a batch run and in an interactive one. A compile error
/// comes before all of them; the judge's WA or PE, then AC, after those that stand before
/// it. An interactive solution's crash stands after the interactor's ruling: a solution
/// the interactor rejected and left often crashes on the conversation it cut short, and
/// the interactor's words say why; its limits (a flood cut off at the cap included) stand
/// before, as they say more than what the interactor made of the cut.
pub(crate) const PRECEDENCE: [(Verdict, Stands, Stands); 4] = [
    (Verdict::Tle, Stands::BeforeTheJudge, Stands::BeforeTheJudge),
    (Verdict::Mle, Stands::BeforeTheJudge, Stands::BeforeTheJudge),
    (Verdict::Re, Stands::BeforeTheJudge, Stands::AfterTheJudge),
    (Verdict::Ole, Stands::BeforeTheJudge, Stands::BeforeTheJudge),
];

/// Where the run's own `verdict` stands in a run of `kind`, by [`PRECEDENCE`].
pub(crate) fn stands(verdict: Verdict, kind: RunKind) -> Stands {
    PRECEDENCE.iter().find(|(v, _, _)| *v == verdict).map_or(
        Stands::BeforeTheJudge,
        |&(_, batch, interactive)| match kind {
            RunKind::Batch => batch,
            RunKind::Interactive => interactive,
        },
    )
}

/// A wall deadline passed with nothing relayed for this long (or half the deadline, if
/// less) is a deadlock: both sides waiting to read.
pub(crate) const IDLE_FOR_DEADLOCK: Duration = Duration::from_secs(1);

/// Why a case is not accepted: the measurements and words it was decided on, never a
/// sentence. The report's catalogue (`report::words`) says it in English or Korean; what
/// a program wrote (rustc's error, a panic's message, a checker's words) is carried as it
/// wrote it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Reason {
    /// CE: rustc's first error.
    CompileError { first: String },
    /// TLE: more CPU time than the limit (the watchdog stopped it after `used`).
    CpuOver { limit: Duration, used: Duration },
    /// TLE: stopped at the wall deadline with CPU time to spare: sleeping or blocked.
    WallDeadline { wall: Duration, cpu: Duration },
    /// TLE of an interaction where neither side wrote for the last `idle`.
    Deadlock {
        idle: Duration,
        wall: Duration,
        cpu: Duration,
    },
    /// MLE: the peak resident set passed the limit.
    MemoryOver { peak: u64, limit: u64 },
    /// MLE: an allocation failed under the address-space cap; the runtime's line.
    AllocationFailed { said: String },
    /// OLE: the output passed the cap.
    OutputCap { cap: u64 },
    /// WA: a file-I/O problem's solution ended cleanly without its output `file` in its
    /// folder (or with something there that is not a regular file).
    NoOutputFile { file: String },
    /// RE: a non-zero exit code (`status`: its Windows name, `STATUS_ACCESS_VIOLATION`).
    ExitCode {
        code: i32,
        status: Option<&'static str>,
        said: Said,
    },
    /// RE: ended by a signal (`name`: `SIGSEGV`).
    Signal {
        signal: i32,
        name: String,
        overflow: StackOverflow,
        said: Said,
    },
    /// WA or PE: where the output first differs.
    Mismatch(Mismatch),
    /// WA or PE: a checker's or an interactor's ruling, with its own first line.
    Checker {
        who: JudgeProgram,
        ruled: Ruled,
        said: String,
    },
}

/// What the telling part of a crashed run's stderr is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Said {
    /// Nothing but notes.
    Nothing,
    /// A panic: its message, and where in the solution (`Main.rs:LINE:COLUMN`) it was.
    Panic {
        message: String,
        at: Option<(usize, usize)>,
    },
    /// Its last line.
    Line(String),
}

/// Whether a signal came from a stack overflow (read from the runtime's last words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StackOverflow {
    Yes,
    No,
}

/// What a checker's exit code says (testlib's codes), beside the verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ruled {
    /// 1.
    WrongAnswer,
    /// 2 with testlib's words, or 4.
    WrongOutputFormat,
    /// 2.
    PresentationError,
    /// 8.
    UnexpectedEof,
    /// 7: a partial score, which is not accepted.
    Points,
}

impl Ruled {
    /// testlib's words for it, which a checker's own line may already start with.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Ruled::WrongAnswer => "wrong answer",
            Ruled::WrongOutputFormat => "wrong output format",
            Ruled::PresentationError => "presentation error",
            Ruled::UnexpectedEof => "unexpected end of file",
            Ruled::Points => "points",
        }
    }
}

impl Reason {
    /// Where in the solution it points (a panic's line and column), if it does.
    pub(crate) fn position(&self) -> Option<(usize, usize)> {
        match self {
            Reason::ExitCode {
                said: Said::Panic { at, .. },
                ..
            }
            | Reason::Signal {
                said: Said::Panic { at, .. },
                ..
            } => *at,
            _ => None,
        }
    }
}

/// The verdict for one case, with the reason for anything but AC, by [`PRECEDENCE`].
///
/// `judge` (the output's comparison, the checker or the interactor's ruling) is asked only
/// when no verdict of the run that stands before it decided (a clean exit within every
/// limit, or an interactive crash), so a checker never runs on the output of a crash; a
/// file-I/O run that left no output file has nothing to judge: WA, without asking. Its
/// error (a checker that failed) is passed through.
///
/// # Errors
/// Only what `judge` returns.
pub(crate) fn decide<E>(
    limits: Judged,
    evidence: Evidence<'_>,
    judge: impl FnOnce(&RunOutcome) -> Result<Comparison, E>,
) -> Result<(Verdict, Option<Reason>), E> {
    let (run, kind, own) = match evidence {
        Evidence::CompileError(first) => {
            let first = first.to_owned();
            return Ok((Verdict::Ce, Some(Reason::CompileError { first })));
        }
        Evidence::Ran { run, .. } => (run, RunKind::Batch, decide_run(limits, run)),
        Evidence::Talked { run, interaction } => (
            run,
            RunKind::Interactive,
            decide_talked(limits, run, interaction),
        ),
    };
    let own = match own {
        Some((verdict, reason)) if stands(verdict, kind) == Stands::BeforeTheJudge => {
            return Ok((verdict, Some(reason)));
        }
        own => own,
    };
    let ruled = match evidence {
        Evidence::Ran {
            missing: Some(file),
            ..
        } => no_output_file(file),
        _ => judge(run)?,
    };
    Ok(match ruled {
        Comparison::Match => own.map_or((Verdict::Ac, None), |(v, why)| (v, Some(why))),
        Comparison::Differs(mismatch) => match mismatch.kind {
            MismatchKind::Wrong => (Verdict::Wa, Some(Reason::Mismatch(mismatch))),
            MismatchKind::Presentation => (Verdict::Pe, Some(Reason::Mismatch(mismatch))),
        },
        Comparison::Checker(verdict, reason) => (verdict, Some(reason)),
    })
}

/// The verdict of a run whose output is not judged (an oracle's in `strengthen`), by the
/// same precedence as a judged one: the run's own verdict, else WA when a file-I/O run
/// left no output file, else `None`: its output stands.
pub(crate) fn decide_unjudged(
    limits: Judged,
    run: &RunOutcome,
    missing: Option<&str>,
) -> Option<(Verdict, Option<Reason>)> {
    let judged = decide(limits, Evidence::Ran { run, missing }, |_| {
        Ok::<_, std::convert::Infallible>(Comparison::Match)
    });
    match judged {
        Ok((Verdict::Ac, _)) => None,
        Ok(decided) => Some(decided),
        Err(never) => match never {},
    }
}

/// A file-I/O problem's solution that ended cleanly without its output `file`: WA, with
/// nothing to compare.
fn no_output_file(file: &str) -> Comparison {
    let file = file.to_owned();
    Comparison::Checker(Verdict::Wa, Reason::NoOutputFile { file })
}

/// The verdict an interactive solution's run decides on its own: [`decide_run`]'s, but a
/// crash after the relay cut its output off at the cap is the cut's (the relay closed the
/// pipe: a broken pipe, or the panic on one), so OLE; a broken pipe met after the
/// interactor had left is no error (writing to an interactor that already ruled and left:
/// its verdict stands); and a TLE where neither side had written for a while with both
/// blocked is a [`Reason::Deadlock`].
fn decide_talked(limits: Judged, run: &RunOutcome, talk: Interaction) -> Option<(Verdict, Reason)> {
    let own = match decide_run(limits, run) {
        Some((Verdict::Re, _)) if run.output_capped => Some(ole(run)),
        own => own,
    };
    let own = own.filter(|(verdict, _)| {
        !(*verdict == Verdict::Re
            && talk.interactor == Partner::LeftFirst
            && run.exit == Exit::Signal(sys::SIGPIPE))
    });
    match own {
        Some((Verdict::Tle, _)) if deadlocked(limits, run, talk) => Some((
            Verdict::Tle,
            Reason::Deadlock {
                idle: talk.idle,
                wall: run.wall,
                cpu: run.cpu,
            },
        )),
        own => own,
    }
}

/// Whether a solution stopped at its wall deadline was deadlocked: it had CPU time to spare
/// and nothing moved for [`IDLE_FOR_DEADLOCK`] (or half the deadline) with neither side
/// burning the idle time (an interactor that computes for that long is slow, not
/// deadlocked).
fn deadlocked(limits: Judged, run: &RunOutcome, talk: Interaction) -> bool {
    run.killed == Kill::Deadline
        && run.cpu <= limits.time
        && talk.idle >= IDLE_FOR_DEADLOCK.min(talk.wall / 2)
        && talk.interactor_cpu < talk.idle / 2
}

/// The verdict the run alone decides (TLE, MLE, RE, OLE), or `None` when it ended cleanly
/// and its output must be compared. On its own it judges the runs whose output is not
/// compared: a generator's, a brute force's.
pub(crate) fn decide_run(limits: Judged, run: &RunOutcome) -> Option<(Verdict, Reason)> {
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
            Reason::WallDeadline {
                wall: run.wall,
                cpu: run.cpu,
            }
        } else {
            Reason::CpuOver {
                limit: limits.time,
                used: run.cpu,
            }
        };
        return Some((Verdict::Tle, why));
    }
    if !stack_overflow {
        if allocation_failed {
            let said = first_line_with(&run.stderr_tail, "memory allocation of");
            return Some((Verdict::Mle, Reason::AllocationFailed { said }));
        }
        if let Some(peak) = run.peak_rss {
            if peak > limits.memory {
                let limit = limits.memory;
                return Some((Verdict::Mle, Reason::MemoryOver { peak, limit }));
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
                Reason::ExitCode {
                    code,
                    status: sys::windows_status_name(code),
                    said: telling(&run.stderr_tail),
                },
            ));
        }
        Exit::Signal(signal) => {
            return Some((
                Verdict::Re,
                Reason::Signal {
                    signal,
                    name: sys::signal_name(signal),
                    overflow: if stack_overflow {
                        StackOverflow::Yes
                    } else {
                        StackOverflow::No
                    },
                    said: telling(&run.stderr_tail),
                },
            ));
        }
    }
    run.output_capped.then(|| ole(run))
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

fn ole(run: &RunOutcome) -> (Verdict, Reason) {
    (
        Verdict::Ole,
        Reason::OutputCap {
            cap: run.output_cap,
        },
    )
}

/// The most telling part of stderr: the panic message, else its last line.
fn telling(stderr: &str) -> Said {
    if let Some((message, at)) = panic_message(stderr) {
        return Said::Panic { message, at };
    }
    let last = stderr
        .lines()
        .rev()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with("note:"));
    match last {
        Some(line) => Said::Line(line.to_owned()),
        None => Said::Nothing,
    }
}

/// The message of the last panic in `stderr` (the line after `thread 'main' panicked at`),
/// and the solution's line and column it names (`Main.rs:3:5`).
fn panic_message(stderr: &str) -> Option<(String, Option<(usize, usize)>)> {
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines.iter().rposition(|l| l.contains("panicked at"))?;
    let line = lines[at];
    let position = source_position(line);
    // Rust ≥ 1.73 puts the message on the next line; older ones inline it after `panicked at '`.
    if let Some(rest) = line.split_once("panicked at '").map(|(_, r)| r) {
        let message = rest.split("', ").next().unwrap_or(rest).to_owned();
        return Some((message, position));
    }
    lines
        .get(at + 1)
        .map(|l| l.trim().to_owned())
        .filter(|l| !l.is_empty())
        .map(|message| (message, position))
}

/// The first `main.rs:LINE:COLUMN` in a compiler message or a panic (rustc names the lone
/// `Main.rs` it compiles `problems/<id>/src/main.rs`; a cached message may still say
/// `Main.rs`): the lines are the solution's own. A column of 0 means none was given.
pub(crate) fn source_position(text: &str) -> Option<(usize, usize)> {
    let found = "ain.rs:";
    text.match_indices(found).find_map(|(at, _)| {
        if !text[..at].ends_with(['M', 'm']) {
            return None;
        }
        let rest = &text[at + found.len()..];
        let digits = |s: &str| -> Option<(usize, usize)> {
            let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
            s[..end].parse().ok().map(|n| (n, end))
        };
        let (line, used) = digits(rest)?;
        let column = rest[used..]
            .strip_prefix(':')
            .and_then(digits)
            .map_or(0, |(c, _)| c);
        Some((line, column))
    })
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

    /// `decide` on a run, with `comparison` as the output's comparison; the reason in
    /// English words (empty for AC).
    fn decide_ran(limits: Judged, r: &RunOutcome, comparison: &Comparison) -> (Verdict, String) {
        let evidence = Evidence::Ran {
            run: r,
            missing: None,
        };
        let (verdict, reason) = decide(limits, evidence, |_| {
            Ok::<_, Infallible>(comparison.clone())
        })
        .unwrap();
        (verdict, reason.map(|r| r.to_string()).unwrap_or_default())
    }

    #[test]
    fn a_compile_error_is_ce_and_nothing_is_compared() {
        let decided = decide(
            limits(),
            Evidence::CompileError("error: expected `;`"),
            |_| Err("compared"),
        );
        let first = "error: expected `;`".to_owned();
        assert_eq!(
            decided,
            Ok((Verdict::Ce, Some(Reason::CompileError { first })))
        );
        // A crash is decided before the comparison, which is then never asked for.
        let mut r = run();
        r.exit = Exit::Signal(11);
        let evidence = Evidence::Ran {
            run: &r,
            missing: None,
        };
        let decided = decide(limits(), evidence, |_| Err("compared"));
        assert_eq!(decided.map(|d| d.0), Ok(Verdict::Re));
    }

    fn wrong(kind: MismatchKind) -> Comparison {
        Comparison::Differs(Mismatch {
            kind,
            line: 1,
            column: 1,
            expected: "1".into(),
            found: "2".into(),
            detail: Box::new(crate::compare::Detail::Differs {
                expected: crate::compare::Phrase::Quoted("1".into()),
                found: crate::compare::Phrase::Quoted("2".into()),
                off: None,
            }),
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
                Comparison::Checker(
                    Verdict::Wa,
                    Reason::Checker {
                        who: JudgeProgram::Checker,
                        ruled: Ruled::WrongAnswer,
                        said: "no".into(),
                    },
                ),
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
        // The panic's place in the solution is data, for an annotation on its line.
        let reason = decide_run(limits(), &r).map(|(_, reason)| reason);
        assert_eq!(reason.and_then(|r| r.position()), Some((3, 5)));
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

    fn checker_says(verdict: Verdict) -> Comparison {
        Comparison::Checker(
            verdict,
            Reason::Checker {
                who: JudgeProgram::Interactor,
                ruled: Ruled::WrongAnswer,
                said: "no".into(),
            },
        )
    }

    fn talked(interactor: Partner) -> Interaction {
        Interaction {
            idle: Duration::ZERO,
            wall: Duration::from_millis(6000),
            interactor_cpu: Duration::ZERO,
            interactor,
        }
    }

    /// The one table on an interactive run: each row's faults on the solution, the
    /// interactor's ruling (`None`: it failed), whether it had left first, and the verdict,
    /// or `None` for the judge data's error. A batch run with the same faults gives the
    /// run's verdict whatever the judge would say (the last column).
    #[test]
    fn interactive_precedence_table() {
        let slow = |r: &mut RunOutcome| r.cpu = Duration::from_millis(1001);
        let fat = |r: &mut RunOutcome| r.peak_rss = Some((128 << 20) + 1);
        let crash = |r: &mut RunOutcome| r.exit = Exit::Code(101);
        let sigpipe = |r: &mut RunOutcome| r.exit = Exit::Signal(sys::SIGPIPE);
        let flood = |r: &mut RunOutcome| r.output_capped = true;
        let xfsz = |r: &mut RunOutcome| r.exit = Exit::Signal(sys::SIGXFSZ);
        type Fault = fn(&mut RunOutcome);
        /// Name, faults, the interactor's ruling, whether it left, interactive, batch.
        type Row = (
            &'static str,
            Vec<Fault>,
            Option<Comparison>,
            Partner,
            Option<Verdict>,
            Verdict,
        );
        use Partner::{LeftFirst, Stayed};
        let wa = Some(checker_says(Verdict::Wa));
        let pe = Some(checker_says(Verdict::Pe));
        let ac = Some(Comparison::Match);
        #[rustfmt::skip]
        let rows: Vec<Row> = vec![
            ("clean and accepted", vec![], ac.clone(), Stayed, Some(Verdict::Ac), Verdict::Ac),
            ("clean and rejected", vec![], wa.clone(), Stayed, Some(Verdict::Wa), Verdict::Wa),
            ("the interactor's PE", vec![], pe.clone(), Stayed, Some(Verdict::Pe), Verdict::Pe),
            // The solution's limits decide before the interactor, which then is not asked.
            ("TLE before WA", vec![slow], wa.clone(), Stayed, Some(Verdict::Tle), Verdict::Tle),
            ("TLE before a failed interactor", vec![slow], None, Stayed, Some(Verdict::Tle), Verdict::Tle),
            ("MLE before WA", vec![fat], wa.clone(), Stayed, Some(Verdict::Mle), Verdict::Mle),
            ("OLE before WA", vec![flood], wa.clone(), Stayed, Some(Verdict::Ole), Verdict::Ole),
            ("SIGXFSZ before WA", vec![xfsz], wa.clone(), Stayed, Some(Verdict::Ole), Verdict::Ole),
            // A crash stands after the interactor's ruling (in a batch run, before the judge).
            ("WA before RE", vec![crash], wa.clone(), Stayed, Some(Verdict::Wa), Verdict::Re),
            ("RE when accepted", vec![crash], ac.clone(), Stayed, Some(Verdict::Re), Verdict::Re),
            ("a failed interactor before RE", vec![crash], None, Stayed, None, Verdict::Re),
            // A broken pipe after the interactor left is no crash; before, it is one.
            ("SIGPIPE after it left", vec![sigpipe], ac.clone(), LeftFirst, Some(Verdict::Ac), Verdict::Re),
            ("SIGPIPE while it stayed", vec![sigpipe], ac.clone(), Stayed, Some(Verdict::Re), Verdict::Re),
            ("another crash after it left", vec![crash], ac.clone(), LeftFirst, Some(Verdict::Re), Verdict::Re),
            // The relay cut a flood off at the cap and closed the pipe: the crash (a broken
            // pipe, or Rust's panic on it) is the cut's, and the flood is OLE, before the
            // interactor's words on a cut conversation. A batch run's crash stays RE.
            ("a flood, then the broken pipe", vec![flood, sigpipe], wa.clone(), Stayed, Some(Verdict::Ole), Verdict::Re),
            ("a flood, then a panic on it", vec![flood, crash], ac.clone(), Stayed, Some(Verdict::Ole), Verdict::Re),
        ];
        for (name, faults, ruled, partner, want, batch) in rows {
            let mut r = run();
            for fault in &faults {
                fault(&mut r);
            }
            let evidence = Evidence::Talked {
                run: &r,
                interaction: talked(partner),
            };
            let got = decide(limits(), evidence, |_| ruled.clone().ok_or("failed"));
            assert_eq!(got.ok().map(|(v, _)| v), want, "{name}");
            let evidence = Evidence::Ran {
                run: &r,
                missing: None,
            };
            let got = decide(limits(), evidence, |_| ruled.clone().ok_or("failed"));
            let batch_got = got.map(|(v, _)| v).unwrap_or(Verdict::Ac);
            let judge_says = ruled.map_or(Verdict::Ac, |c| match c {
                Comparison::Checker(v, _) => v,
                _ => Verdict::Ac,
            });
            assert_eq!(batch_got.max(judge_says), batch, "{name}, batch");
        }
    }

    /// The table's rows are in the verdicts' precedence, and only an interactive crash
    /// stands after the judge.
    #[test]
    fn the_table_is_in_precedence_order() {
        let verdicts: Vec<Verdict> = PRECEDENCE.iter().map(|(v, _, _)| *v).collect();
        let mut sorted = verdicts.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(verdicts, sorted);
        let after: Vec<(Verdict, RunKind)> = PRECEDENCE
            .iter()
            .flat_map(|&(v, _, _)| [(v, RunKind::Batch), (v, RunKind::Interactive)])
            .filter(|&(v, kind)| stands(v, kind) == Stands::AfterTheJudge)
            .collect();
        assert_eq!(after, [(Verdict::Re, RunKind::Interactive)]);
    }

    /// A file-I/O run without its output file: WA with nothing compared, after the run's own
    /// verdicts; the same for a run whose output is not judged.
    #[test]
    fn no_output_file_is_wa_after_the_runs_own_verdicts() {
        let slow = |r: &mut RunOutcome| r.cpu = Duration::from_millis(1001);
        let crash = |r: &mut RunOutcome| r.exit = Exit::Code(101);
        let clean = |_: &mut RunOutcome| {};
        type Fault = fn(&mut RunOutcome);
        let rows: [(Fault, Option<&str>, Verdict); 5] = [
            (clean, Some("out.txt"), Verdict::Wa),
            (clean, None, Verdict::Ac),
            (crash, Some("out.txt"), Verdict::Re),
            (slow, Some("out.txt"), Verdict::Tle),
            (crash, None, Verdict::Re),
        ];
        for (fault, missing, want) in rows {
            let mut r = run();
            fault(&mut r);
            let evidence = Evidence::Ran { run: &r, missing };
            let got = decide(limits(), evidence, |_| Err("compared"));
            let got = match missing {
                // Nothing is compared without the file.
                Some(_) => got.expect("decided without comparing"),
                None if want == Verdict::Ac => (Verdict::Ac, None),
                None => got.expect("decided by the run"),
            };
            assert_eq!(got.0, want, "{missing:?} {r:?}");
            if want == Verdict::Wa {
                let file = "out.txt".to_owned();
                assert_eq!(got.1, Some(Reason::NoOutputFile { file }));
            }
            let unjudged = decide_unjudged(limits(), &r, missing).map(|(v, _)| v);
            assert_eq!(unjudged, (want != Verdict::Ac).then_some(want), "unjudged");
        }
    }

    /// A TLE at the wall deadline is a deadlock only when nothing moved for long enough, the
    /// solution had CPU time to spare and the interactor did not burn the idle time.
    #[test]
    fn deadlock_table() {
        let ms = Duration::from_millis;
        // The solution's CPU, the idle time, the interactor's CPU, the wall deadline: deadlock?
        #[rustfmt::skip]
        let rows: [(u64, u64, u64, u64, bool); 6] = [
            (5, 1000, 0, 6000, true),
            // Less idle than a second, and than half the deadline.
            (5, 999, 0, 6000, false),
            // Half a short deadline is enough.
            (5, 300, 0, 600, true),
            // The interactor computed for half the idle time or more: slow, not stuck.
            (5, 1000, 500, 6000, false),
            (5, 1000, 499, 6000, true),
            // The solution used its CPU time: plain TLE.
            (1001, 1000, 0, 6000, false),
        ];
        for (cpu, idle, interactor_cpu, wall, want) in rows {
            let mut r = run();
            r.killed = Kill::Deadline;
            r.cpu = ms(cpu);
            let interaction = Interaction {
                idle: ms(idle),
                wall: ms(wall),
                interactor_cpu: ms(interactor_cpu),
                interactor: Partner::Stayed,
            };
            let evidence = Evidence::Talked {
                run: &r,
                interaction,
            };
            let (verdict, reason) =
                decide(limits(), evidence, |_| Err::<Comparison, _>("asked")).unwrap();
            assert_eq!(verdict, Verdict::Tle);
            let deadlock = matches!(reason, Some(Reason::Deadlock { .. }));
            assert_eq!(
                deadlock, want,
                "{cpu} {idle} {interactor_cpu} {wall}: {reason:?}"
            );
        }
        // A solution stopped without a deadline is never deadlocked.
        let r = run();
        assert!(!deadlocked(limits(), &r, talked(Partner::Stayed)));
    }

    #[test]
    fn verdict_order_is_precedence() {
        let mut sorted = Verdict::ALL;
        sorted.sort();
        assert_eq!(sorted, Verdict::ALL);
        assert_eq!(Verdict::ALL.iter().max(), Some(&Verdict::Ce));
    }
}
