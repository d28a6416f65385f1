//! Reporters: the runner emits [`Event`]s, a reporter formats them. Reporters never run
//! processes; the runner never formats.
//!
//! - `human`: one line per case, a focused diff for each failure, summaries (stderr).
//! - `json`: JSON Lines, one object per case, problem failure, error and the summary (stdout).
//! - `github`: the human text plus workflow commands and a job summary (stdout).
//! - `junit`: JUnit XML (stdout), for CI systems other than GitHub.

pub(crate) mod github;
pub(crate) mod human;
pub(crate) mod json;
pub(crate) mod junit;
pub(crate) mod korean;
pub(crate) mod progress;
pub(crate) mod quiet;
pub(crate) mod words;

use crate::compare::{shown_escaped, Mismatch};
use crate::config::Limits;
use crate::verdict::{Reason, RustcError, UnitTests, Verdict};
use crate::workspace::{DataError, DataStrictness};
use std::io;
use std::time::Duration;

/// A problem about to be judged.
#[derive(Debug, Clone)]
pub(crate) struct ProblemHeader {
    pub id: String,
    pub title: Option<String>,
    pub limits: Limits,
    pub compare: String,
    pub cases: usize,
    /// `problems/<id>/src/main.rs`, relative to the root: where annotations point.
    pub source: String,
    /// How its solution is built: the compiler and the judge's flags,
    /// `rustc 1.85.0 --edition 2024 -O`.
    pub build: String,
}

/// The judged result of one case.
#[derive(Debug, Clone)]
pub(crate) struct CaseReport {
    pub problem: String,
    pub case: String,
    pub verdict: Verdict,
    pub cpu: Duration,
    pub wall: Duration,
    pub memory: Option<u64>,
    pub limits: Limits,
    /// Why it is not AC (`None` for AC), worded by [`words`].
    pub reason: Option<Reason>,
    /// For WA and PE: where and how the output differs, with both texts.
    pub diff: Option<Diff>,
    /// The input when it is short enough to show.
    pub input_preview: Option<Vec<u8>>,
    /// The stderr tail (the last few KiB).
    pub stderr_tail: String,
    /// What a Programmers `solution` printed on stdout beside its returned value (lossily
    /// decoded; empty for other problems).
    pub printed: String,
    /// Where the run's stdout was kept (`target/judge/out/ID/CASE.out`, its stderr beside it
    /// as `.err`), relative to the root.
    pub kept: Option<String>,
    /// A failing case `strengthen` synthesized: how, and whose answer it holds.
    pub origin: Option<crate::workspace::strengthen::Origin>,
}

/// A failing comparison with the texts it was made on.
#[derive(Debug, Clone)]
pub(crate) struct Diff {
    pub mismatch: Mismatch,
    pub expected: Vec<u8>,
    pub actual: Vec<u8>,
}

/// One test group of a problem (`groups.toml`): its cases accepted of all, and its points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct GroupTotal {
    pub name: String,
    pub passed: usize,
    pub cases: usize,
    /// What the group is worth (0: not scored).
    pub points: u64,
}

impl GroupTotal {
    /// Its points when every one of its cases was accepted, else 0.
    pub(crate) fn earned(&self) -> u64 {
        if self.cases > 0 && self.passed == self.cases {
            self.points
        } else {
            0
        }
    }
}

/// Totals for one problem.
#[derive(Debug, Clone, Default)]
pub(crate) struct ProblemTotals {
    /// Its test groups, when it has any, in `groups.toml`'s order.
    pub groups: Vec<GroupTotal>,
    pub cases: usize,
    pub counts: Vec<(Verdict, usize)>,
    pub errors: usize,
    /// The problem did not compile.
    pub compile_error: bool,
    pub slowest: Option<(String, Duration)>,
    pub peak_memory: Option<u64>,
}

impl ProblemTotals {
    /// How many cases got `verdict`.
    pub(crate) fn count(&self, verdict: Verdict) -> usize {
        self.counts
            .iter()
            .find(|(v, _)| *v == verdict)
            .map_or(0, |(_, n)| *n)
    }
}

/// Totals for the whole run.
#[derive(Debug, Clone, Default)]
pub(crate) struct Summary {
    pub problems: usize,
    pub cases: usize,
    pub passed: usize,
    pub failed: usize,
    pub errors: usize,
    pub warnings: usize,
    /// Wrong solutions the cases did not reject as declared (each also counted as a
    /// warning, or under `--strict-data` failing the run).
    pub weak_data: usize,
    /// Problems with no cases: built, not judged.
    pub untested: usize,
    /// Problems whose solution is still the template (`cargo judge todo`): not judged.
    pub to_solve: usize,
    /// Problems whose own unit tests all passed, and those where some failed (or did not
    /// build); a failure fails the run.
    pub unit_tests_passed: usize,
    pub unit_tests_failed: usize,
    /// Uses of std APIs newer than the judge's compiler under `--strict-compiler`, where
    /// they fail the run (without it, each is a warning).
    pub newer_apis: usize,
    pub elapsed: Duration,
    /// The runner's own peak resident memory in bytes, where the platform tells.
    pub runner_peak: Option<u64>,
    /// The executor's path that ran the programs: `linux`, `portable`, `macos`, `windows`.
    pub executor: &'static str,
    pub per_problem: Vec<ProblemTotals>,
}

/// A note for the reader about how the run was chosen: data, worded by [`words::note`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Note {
    /// Only the problem of the current folder is judged.
    CurrentFolder { id: String },
    /// `--failed`: this many cases of this many problems failed when last judged (none:
    /// nothing to judge).
    Failed { cases: usize, problems: usize },
    /// `--changed-since REV`: this many problems changed.
    ChangedSince { rev: String, problems: usize },
    /// `--changed-since REV` without a usable git (its words): every problem is judged.
    ChangedSinceWithoutGit { rev: String, why: String },
    /// The failed cases could not be remembered for `--failed`: the system's words.
    NotRemembered { why: String },
    /// The check for std APIs newer than the judge's compiler was skipped: no
    /// `clippy-driver` beside `rustc` (`rustc 1.85.0`).
    NoClippy { rustc: String },
}

/// Something that passed but deserves a look: data, worded by [`words::warning`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Warning {
    /// Accepted, but the overflow-checked build fails on the case: the line of its stderr
    /// that says why, as it wrote it.
    Overflow { said: String },
    /// A problem with no cases yet: built, not judged.
    Untested { id: String },
    /// A problem whose solution is still the untouched template: not built, not judged,
    /// never a failure; with its tier and tags, where `problem.toml` gives them.
    ToSolve {
        id: String,
        tier: Option<crate::config::Tier>,
        tags: Vec<String>,
    },
    /// A wrong solution in another language that cannot run here: not judged.
    WrongNotRunnable { name: String, why: NotRunnable },
    /// The solution uses a std API newer than its judge's compiler: a compile error there.
    /// Under `--strict-compiler` an error that fails the run (`strict`).
    NewerApi {
        id: String,
        /// `std::iter::repeat_n`, as the file spells it, and the release it is stable since.
        api: String,
        since: String,
        /// The judge (`BOJ`, `Codeforces`, `AtCoder`) and its compiler (`1.73`).
        judge: &'static str,
        judge_rustc: &'static str,
        /// `problems/boj-1000/src/main.rs:3`.
        at: String,
        strict: bool,
    },
}

/// Why a wrong solution in another language is not judged here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum NotRunnable {
    /// The tool it needs (`g++`, `python3`) is not on `PATH`.
    Missing(&'static str),
    /// The tool it needs is installed and does not work (its self-test failed).
    Broken(&'static str),
    /// An interactive problem's wrong solution must be a binary (Rust, C, C++).
    Interpreted,
}

/// The verdict a wrong solution declares in its first line (`// expect: WA`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Expect {
    Verdict(Verdict),
    /// Any verdict but AC (`// expect: fail`).
    Fail,
}

impl Expect {
    /// Whether `verdict` is the one declared.
    pub(crate) fn met_by(self, verdict: Verdict) -> bool {
        match self {
            Expect::Fail => !verdict.accepted(),
            Expect::Verdict(v) => v == verdict,
        }
    }

    /// `WA`, `fail`: as the first line spells it.
    pub(crate) fn code(self) -> &'static str {
        match self {
            Expect::Fail => "fail",
            Expect::Verdict(v) => v.code(),
        }
    }
}

/// What the stored cases did to one wrong solution (`testcases/ID/wrong/NAME.rs`), worded
/// by [`words::wrong`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct WrongReport {
    pub problem: String,
    /// `wrong/slow.rs`.
    pub name: String,
    pub expect: Expect,
    /// The declared verdict when a case gave it; else the first other failure; else AC.
    pub got: Verdict,
    /// The first case (in order) that gave the declared verdict.
    pub killed_by: Option<String>,
    /// How many cases it was judged on.
    pub cases: usize,
    /// Whether surviving the cases fails the run (`--strict-data`).
    pub strictness: DataStrictness,
}

impl WrongReport {
    /// The cases gave it the verdict it declares.
    pub(crate) fn rejected(&self) -> bool {
        self.killed_by.is_some()
    }
}

/// What an interrupt stopped, worded by [`words::stopped`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Stopped {
    /// The builds of this many problems.
    Building { problems: usize },
    /// The solutions of these cases: (problem, case).
    Running { cases: Vec<(String, String)> },
    /// Nothing ran: the interrupt came between two runs.
    BetweenRuns,
}

/// What the runner tells its reporter, in order.
#[derive(Debug, Clone)]
pub(crate) enum Event<'a> {
    /// The run starts: what will be judged.
    Plan {
        /// The problems whose cases will be judged.
        problems: usize,
        /// Further problems that cannot be judged: their errors follow, and the summary
        /// counts them among its problems.
        unjudged: usize,
        cases: usize,
        jobs: usize,
        rustc: &'a str,
    },
    /// A note for the reader (e.g. a fallback taken); machine formats may ignore it.
    Note(&'a Note),
    /// Builds are about to start: this many sources (solutions, checkers, checked builds).
    Building { sources: usize },
    /// Builds are done: how many rustc compiled, how many came from the cache, how many
    /// failed (compile errors, cached or not), and how long it took.
    Built {
        compiled: usize,
        cached: usize,
        failed: usize,
        elapsed: Duration,
    },
    /// A problem's cases follow.
    ProblemStart(&'a ProblemHeader),
    /// The solution did not compile; its cases are not run.
    CompileError {
        header: &'a ProblemHeader,
        error: &'a RustcError,
    },
    /// The solution's own unit tests ran (only for a file with `#[test]`s), after its
    /// problem's start and before its cases.
    UnitTests {
        header: &'a ProblemHeader,
        outcome: &'a UnitTests,
    },
    /// One case judged.
    Case(&'a CaseReport),
    /// Broken judge data, or a checker that failed: not a verdict. Its file and line are
    /// data, for reporters that point at them.
    Error(&'a DataError),
    /// Something that passed but deserves a look (an overflow hidden by wrapping).
    Warning {
        problem: &'a str,
        case: Option<&'a str>,
        warning: &'a Warning,
    },
    /// A wrong solution was judged on its problem's cases, after them.
    Wrong(&'a WrongReport),
    /// All cases of a problem are done.
    ProblemEnd(&'a ProblemTotals),
    /// The run was interrupted by a signal.
    Interrupted {
        signal: &'a str,
        /// What was under way: the cases whose solutions were stopped, or the build.
        what: &'a Stopped,
    },
    /// The last event.
    Summary(&'a Summary),
}

/// Formats events.
pub(crate) trait Reporter {
    /// Handles one event.
    ///
    /// # Errors
    /// When the output cannot be written.
    fn event(&mut self, event: &Event<'_>) -> io::Result<()>;
}

/// Untrusted text (anything a judged program wrote, or a name from the file system) made
/// inert for a terminal or a CI log: control characters but tab and newline become
/// `\x1b`-style escapes (bidirectional controls `\u{202e}`-style, see
/// [`shown_escaped`]), and what the GitHub Actions runner would take for a workflow
/// command has its first character escaped, so it reads the same and does nothing. The
/// runner looks for two things in every line it logs (actions/runner,
/// `src/Runner.Common/ActionCommand.cs`): `::` after .NET's `TrimStart`, which drops every
/// Unicode white space (`TryParseV2`), and `##[` anywhere in the line (`TryParse`, the
/// legacy form). Escaping twice changes nothing, so text may pass through here again.
pub(crate) fn inert(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for (i, line) in text.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        // Only white space so far that is shown as it is (an escaped control is text).
        let mut blank = true;
        for (at, c) in line.char_indices() {
            let rest = &line[at..];
            let command = (blank && rest.starts_with("::")) || rest.starts_with("##[");
            match c {
                c if command => out.push_str(&format!("\\x{:02x}", u32::from(c))),
                '\t' => out.push(c),
                c if shown_escaped(c) => {
                    let n = u32::from(c);
                    if n < 0x100 {
                        out.push_str(&format!("\\x{n:02x}"));
                    } else {
                        out.push_str(&format!("\\u{{{n:x}}}"));
                    }
                }
                c => out.push(c),
            }
            blank = blank && (c == '\t' || (c.is_whitespace() && !c.is_control()));
        }
    }
    out
}

/// [`inert`] for a field shown on one line: a newline in it is shown as `\n`.
pub(crate) fn inert_line(text: &str) -> String {
    inert(text).replace('\n', "\\n")
}

/// Output format, chosen with `--format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Human,
    Json,
    Github,
    Junit,
}

/// Language of human labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lang {
    English,
    Korean,
}

impl Lang {
    /// The language `--lang` gave, else Korean where the locale (as [`crate::Context`] read
    /// it from `LC_ALL`, `LC_MESSAGES` or `LANG`) is Korean, else English.
    pub(crate) fn chosen(given: Option<Lang>, locale: Option<&str>) -> Lang {
        given.unwrap_or(match locale {
            Some(locale) if locale.starts_with("ko") => Lang::Korean,
            _ => Lang::English,
        })
    }
}

/// Whether human output uses ANSI colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Color {
    Always,
    Never,
}

/// Terminal columns `c` takes: 2 for the East Asian wide ranges (Hangul, CJK, kana,
/// fullwidth forms, wide emoji), 0 for controls and combining marks, 1 otherwise. A full
/// table would be a crate, and the project takes none.
pub(crate) fn char_width(c: char) -> usize {
    match c as u32 {
        0..=0x1F | 0x7F..=0x9F | 0x300..=0x36F | 0x200B..=0x200F => 0,
        0x1100..=0x115F
        | 0x2E80..=0x303E
        | 0x3041..=0x33FF
        | 0x3400..=0x4DBF
        | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF
        | 0xA960..=0xA97F
        | 0xAC00..=0xD7A3
        | 0xF900..=0xFAFF
        | 0xFE30..=0xFE4F
        | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6
        | 0x1F300..=0x1F64F
        | 0x1F900..=0x1F9FF
        | 0x20000..=0x3FFFD => 2,
        _ => 1,
    }
}

/// Terminal columns of `text` (the human report's cells, `show`'s wrapping).
pub(crate) fn width(text: &str) -> usize {
    text.chars().map(char_width).sum()
}

#[cfg(test)]
mod tests {
    use super::inert;

    #[test]
    fn control_bytes_and_workflow_commands_become_text() {
        assert_eq!(inert("plain text: a::b"), "plain text: a::b");
        assert_eq!(inert("\x1b[31mred\x07"), "\\x1b[31mred\\x07");
        assert_eq!(inert("a\rb\tc"), "a\\x0db\tc");
        assert_eq!(inert("::error::x"), "\\x3a:error::x");
        assert_eq!(inert("ok\n   ::add-mask::y"), "ok\n   \\x3a:add-mask::y");
        assert_eq!(inert("\t##[error]z"), "\t\\x23#[error]z");
        assert_eq!(inert("\u{85}next"), "\\x85next");
        assert_eq!(super::inert_line("red\n::error::x"), "red\\n\\x3a:error::x");
    }

    /// The Actions runner trims every Unicode white space (.NET's `TrimStart`) before it
    /// looks for `::`, and its legacy parser takes `##[` anywhere in a line
    /// (actions/runner, `src/Runner.Common/ActionCommand.cs`, `TryParseV2` and `TryParse`).
    #[test]
    fn no_workflow_command_survives_anywhere_in_a_line() {
        assert_eq!(inert("\u{3000}::error::x"), "\u{3000}\\x3a:error::x");
        assert_eq!(
            inert("\u{a0} \u{2003}::warning::x"),
            "\u{a0} \u{2003}\\x3a:warning::x"
        );
        assert_eq!(inert("output: ##[error]x"), "output: \\x23#[error]x");
        assert_eq!(
            inert("a ##[error]x ##[warning]y"),
            "a \\x23#[error]x \\x23#[warning]y"
        );
        // The `#` that opens a `##[` is escaped; what is left holds none.
        assert_eq!(inert("###[x]"), "#\\x23#[x]");
        // Inert text stays as it is: escaping twice changes nothing.
        for text in ["::error::x", " ##[error]x", "a ##[b] ::c"] {
            assert_eq!(inert(&inert(text)), inert(text), "{text}");
        }
        assert_eq!(inert("# [not] #[a] command"), "# [not] #[a] command");
    }

    /// A bidirectional control reorders the text around it on screen ("Trojan Source"):
    /// `abc\u{202e}fed` shows as `abcdef`. Each is shown as an escape, as a control is.
    #[test]
    fn bidirectional_controls_become_text() {
        assert_eq!(inert("ok\u{202e}AW"), "ok\\u{202e}AW");
        for c in [
            '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}',
            '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{61c}',
        ] {
            assert_eq!(inert(&c.to_string()), format!("\\u{{{:x}}}", u32::from(c)));
        }
        // Text that is merely right-to-left is not a control.
        assert_eq!(inert("שלום عربي"), "שלום عربي");
    }
}
