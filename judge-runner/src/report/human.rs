//! The report for a person at a terminal or reading a CI log: one line per case, a
//! focused diff under each failure, a total per problem and for the run.

mod diff;

use super::width;
use super::words::{Count, RunLine, Word};
use super::{
    inert, inert_line, words, CaseReport, Color, Event, Lang, Note, ProblemHeader, ProblemTotals,
    Reporter, Stopped, Summary, Warning, WrongReport,
};
use crate::compare::{split_lines, visible, MismatchKind, Spaces};
use crate::verdict::{mebibytes, RustcError, UnitTests, Verdict};
use crate::workspace::{DataError, DataStrictness};
use diff::{clip_to, pad};
use std::io::{self, Write};
use std::time::Duration;

/// Inputs up to this size are shown under a failing case.
const INPUT_PREVIEW_LINES: usize = 8;
/// Lines of a failing run's stderr shown under it.
const STDERR_LINES: usize = 6;
/// Widest stderr line shown, in terminal columns.
const STDERR_WIDTH: usize = 160;

/// Writes the human report to `out`.
pub(crate) struct Human<W: Write> {
    out: W,
    color: Color,
    lang: Lang,
    /// Whether the heading above the wrong solutions' lines is out.
    wrong_heading: Heading,
}

/// Whether a heading was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Heading {
    Due,
    Written,
}

impl<W: Write> Human<W> {
    pub(crate) fn new(out: W, color: Color, lang: Lang) -> Self {
        Human {
            out,
            color,
            lang,
            wrong_heading: Heading::Due,
        }
    }

    fn paint(&self, text: &str, code: &str) -> String {
        match self.color {
            Color::Always => format!("\x1b[{code}m{text}\x1b[0m"),
            Color::Never => text.to_owned(),
        }
    }

    fn verdict(&self, verdict: Verdict) -> String {
        let label = match self.lang {
            Lang::English => format!("{:<3}", verdict.code()),
            // BOJ's words differ in length and Hangul is two columns wide: pad them all to
            // the widest, so that the columns after them line up.
            Lang::Korean => {
                let widest = Verdict::ALL.iter().map(|v| width(v.korean())).max();
                pad(verdict.korean(), widest.unwrap_or(0))
            }
        };
        let code = match verdict {
            Verdict::Ac => "1;32",
            Verdict::Tle | Verdict::Mle | Verdict::Ole => "1;33",
            _ => "1;31",
        };
        self.paint(&label, code)
    }

    fn dim(&self, text: &str) -> String {
        self.paint(text, "2")
    }

    /// A word of the report, in its language.
    fn say(&self, word: Word) -> &'static str {
        words::word(word, self.lang)
    }

    /// A count of the report, in its language.
    fn count(&self, count: Count) -> String {
        words::count(count, self.lang)
    }

    fn case(&mut self, case: &CaseReport) -> io::Result<()> {
        let memory = case
            .memory
            .map_or("   ? MB".to_owned(), |m| format!("{:>8}", mebibytes(m)));
        let percent = case.cpu.as_secs_f64() / case.limits.time.as_secs_f64().max(1e-9) * 100.0;
        writeln!(
            self.out,
            "  {}  {:<14} {:>6} ms {} {:>4.0}%{}",
            self.verdict(case.verdict),
            inert_line(&case.case),
            case.cpu.as_millis(),
            memory,
            percent,
            match &case.reason {
                Some(reason) if case.diff.is_none() => {
                    format!("  {}", inert_line(&words::reason(reason, self.lang)))
                }
                _ => String::new(),
            }
        )?;
        if let Some(diff) = &case.diff {
            let reason = crate::verdict::Reason::Mismatch(diff.mismatch.clone());
            let message = words::reason(&reason, self.lang);
            writeln!(self.out, "       {}", inert_line(&message))?;
            // A presentation error is about whitespace: show every space, not only trailing ones.
            let spaces = match diff.mismatch.kind {
                MismatchKind::Presentation => Spaces::All,
                MismatchKind::Wrong => Spaces::Trailing,
            };
            let at = (diff.mismatch.line, diff.mismatch.column);
            self.diff(&diff.expected, &diff.actual, at, spaces)?;
        }
        // What the solution said on stderr (eprintln! debugging, a panic) helps on every
        // failure where it ran to its end; on TLE, MLE and OLE it was cut off.
        let ran = matches!(case.verdict, Verdict::Re | Verdict::Wa | Verdict::Pe);
        for (label, text) in [
            (self.say(Word::SolutionPrinted), &case.printed),
            (self.say(Word::StderrLast), &case.stderr_tail),
        ] {
            if ran && !text.trim().is_empty() {
                let lines: Vec<&str> = text.trim_end().lines().collect();
                writeln!(self.out, "       {}", self.dim(label))?;
                for line in shown_lines(&lines) {
                    writeln!(self.out, "         {}", clip_to(&inert(line), STDERR_WIDTH))?;
                }
            }
        }
        self.kept_and_input(case)?;
        Ok(())
    }

    /// Where the case's output was kept, and the input of a failing case when it is short.
    fn kept_and_input(&mut self, case: &CaseReport) -> io::Result<()> {
        if let Some(kept) = &case.kept {
            let err = kept.strip_suffix(".out").map_or(String::new(), |stem| {
                let name = stem.rsplit('/').next().unwrap_or(stem);
                let name = inert_line(name);
                words::run_line(&RunLine::StderrIn { name }, self.lang)
            });
            writeln!(
                self.out,
                "       {} {}{err}",
                self.dim(self.say(Word::OutputKept)),
                inert_line(kept)
            )?;
        }
        if let Some(origin) = case.origin.as_ref().filter(|_| !case.verdict.accepted()) {
            let said = crate::report::words::strengthen::origin(&case.case, origin, self.lang);
            writeln!(self.out, "       {}", self.dim(&said))?;
        }
        if !case.verdict.accepted() {
            if let Some(input) = &case.input_preview {
                let (lines, _) = split_lines(input);
                writeln!(self.out, "       {}", self.dim(self.say(Word::Input)))?;
                for line in lines.iter().take(INPUT_PREVIEW_LINES) {
                    writeln!(self.out, "         {}", inert(&visible(line)))?;
                }
                if lines.len() > INPUT_PREVIEW_LINES {
                    let more = lines.len() - INPUT_PREVIEW_LINES;
                    writeln!(
                        self.out,
                        "         {}",
                        self.dim(&self.count(Count::MoreLines(more)))
                    )?;
                }
            }
        }
        Ok(())
    }

    fn totals(&mut self, totals: &ProblemTotals) -> io::Result<()> {
        if totals.compile_error {
            return Ok(());
        }
        let passed = totals.count(Verdict::Ac);
        let mut parts = vec![self.count(Count::Passed {
            passed,
            of: totals.cases,
        })];
        for verdict in Verdict::ALL.iter().skip(1) {
            let n = totals.count(*verdict);
            if n > 0 {
                parts.push(format!("{n} {}", verdict.code()));
            }
        }
        if totals.errors > 0 {
            parts.push(self.count(Count::Errors(totals.errors)));
        }
        if let Some((case, time)) = &totals.slowest {
            parts.push(format!(
                "{} {} ({} ms)",
                self.say(Word::SlowestCase),
                inert_line(case),
                time.as_millis()
            ));
        }
        if let Some(peak) = totals.peak_memory {
            parts.push(format!("{} {}", self.say(Word::Peak), mebibytes(peak)));
        }
        let line = parts.join(" · ");
        let ok = passed == totals.cases && totals.errors == 0;
        let line = if ok { line } else { self.paint(&line, "1") };
        writeln!(self.out, "  {line}")?;
        for group in &totals.groups {
            let line = super::words::group_line(group, self.lang);
            writeln!(self.out, "  {}", inert_line(&line))?;
        }
        let full: u64 = totals.groups.iter().map(|g| g.points).sum();
        if full > 0 {
            let earned = totals.groups.iter().map(super::GroupTotal::earned).sum();
            writeln!(
                self.out,
                "  {}",
                super::words::score_line(earned, full, self.lang)
            )?;
        }
        Ok(())
    }
}

impl<W: Write> Reporter for Human<W> {
    fn event(&mut self, event: &Event<'_>) -> io::Result<()> {
        match event {
            // The run as a whole.
            Event::Plan {
                problems,
                unjudged,
                cases,
                jobs,
                rustc,
            } => self.plan(*problems, *unjudged, *cases, *jobs, rustc)?,
            Event::Building { sources } => self.building(*sources)?,
            Event::Built {
                compiled,
                cached,
                failed,
                elapsed,
            } => self.built(*compiled, *cached, *failed, *elapsed)?,
            Event::Note(note) => self.note(note)?,
            Event::Interrupted { signal, what } => self.interrupted(signal, what)?,
            Event::Summary(s) => self.summary(s)?,
            // A problem and its cases.
            Event::ProblemStart(header) => self.problem_start(header)?,
            Event::CompileError { header, error } => self.compile_error(header, error)?,
            Event::UnitTests { header, outcome } => self.unit_tests(header, outcome)?,
            Event::Case(case) => self.case(case)?,
            Event::ProblemEnd(totals) => self.totals(totals)?,
            // Remarks under a problem.
            Event::Error(error) => self.data_error(error)?,
            Event::Warning { case, warning, .. } => self.warning(*case, warning)?,
            Event::Wrong(report) => self.wrong(report)?,
        }
        self.out.flush()
    }
}

/// The events about the run as a whole.
impl<W: Write> Human<W> {
    /// The run's first line: how many problems and cases, how many at a time, which rustc.
    fn plan(
        &mut self,
        problems: usize,
        unjudged: usize,
        cases: usize,
        jobs: usize,
        rustc: &str,
    ) -> io::Result<()> {
        // The summary counts every problem found, judged or not: so does this line.
        let all = problems + unjudged;
        let line = RunLine::Plan {
            problems: all,
            unjudged,
            cases,
            jobs,
            rustc: rustc.to_owned(),
        };
        writeln!(self.out, "{}", self.dim(&words::run_line(&line, self.lang)))
    }

    fn building(&mut self, sources: usize) -> io::Result<()> {
        writeln!(
            self.out,
            "{}",
            self.dim(&words::run_line(&RunLine::Building { sources }, self.lang))
        )
    }

    fn built(
        &mut self,
        compiled: usize,
        cached: usize,
        failed: usize,
        elapsed: Duration,
    ) -> io::Result<()> {
        let mut counts = vec![
            self.count(Count::Compiled(compiled)),
            self.count(Count::Cached(cached)),
        ];
        if failed > 0 {
            counts.push(self.count(Count::BuildFailed(failed)));
        }
        let line = RunLine::Built {
            seconds: elapsed.as_secs_f64(),
            counts,
        };
        writeln!(self.out, "{}", self.dim(&words::run_line(&line, self.lang)))
    }

    fn note(&mut self, note: &Note) -> io::Result<()> {
        writeln!(
            self.out,
            "{} {}",
            self.paint(self.say(Word::Note), "1;36"),
            inert_line(&words::note(note, self.lang))
        )
    }

    fn interrupted(&mut self, signal: &str, what: &Stopped) -> io::Result<()> {
        let line = RunLine::Interrupted {
            signal: signal.to_owned(),
            what: inert_line(&words::stopped(what, self.lang)),
        };
        writeln!(
            self.out,
            "{}{}",
            self.paint(self.say(Word::Interrupted), "1;31"),
            words::run_line(&line, self.lang)
        )
    }
}

/// The remarks under a problem rather than a case's line: broken judge data, a warning, a
/// wrong solution's outcome.
impl<W: Write> Human<W> {
    fn data_error(&mut self, error: &DataError) -> io::Result<()> {
        let message = words::data_error(error, self.lang);
        let label = (self.say(Word::Error), "1;31");
        self.remark(label, error.case.as_deref(), &message)
    }

    fn warning(&mut self, case: Option<&str>, warning: &Warning) -> io::Result<()> {
        let message = words::warning(warning, self.lang);
        let label = match warning {
            Warning::ToSolve { .. } => (self.say(Word::ToSolve), "1;36"),
            Warning::NewerApi { strict: true, .. } => (self.say(Word::Error), "1;31"),
            _ => (self.say(Word::Warning), "1;33"),
        };
        self.remark(label, case, &message)
    }

    fn wrong(&mut self, report: &WrongReport) -> io::Result<()> {
        // They come after every problem: under a heading, not under the last problem.
        if self.wrong_heading == Heading::Due {
            self.wrong_heading = Heading::Written;
            let heading = self.say(Word::WrongSolutions);
            writeln!(self.out, "\n{}", self.paint(heading, "1"))?;
        }
        let message = words::wrong(report, self.lang);
        let label = match (report.rejected(), report.strictness) {
            (true, _) => (self.say(Word::Wrong), "1;32"),
            (false, DataStrictness::Lenient) => (self.say(Word::Warning), "1;33"),
            (false, DataStrictness::Strict) => (self.say(Word::Error), "1;31"),
        };
        self.remark(label, None, &message)
    }
}

impl<W: Write> Human<W> {
    fn problem_start(&mut self, header: &ProblemHeader) -> io::Result<()> {
        let title = header
            .title
            .as_deref()
            .map_or(String::new(), |t| format!(" · {}", inert_line(t)));
        let head = format!("{}{title}", inert_line(&header.id));
        writeln!(
            self.out,
            "{} {}",
            self.paint(&head, "1"),
            self.dim(&format!(
                "· {} ms · {} MB · {} · {}",
                header.limits.time.as_millis(),
                header.limits.memory_bytes >> 20,
                header.compare,
                self.count(Count::Cases(header.cases))
            ))
        )
    }

    fn compile_error(&mut self, header: &ProblemHeader, error: &RustcError) -> io::Result<()> {
        let text =
            words::does_not_compile_alone(&inert_line(&header.source), &header.build, self.lang);
        writeln!(self.out, "  {}  {text}", self.verdict(Verdict::Ce))?;
        for line in error.first.lines().take(20) {
            writeln!(self.out, "       {}", inert(line))?;
        }
        if let Some(krate) = &error.missing_crate {
            let hint = words::std_only(&inert_line(krate), self.lang);
            writeln!(self.out, "       {}", self.dim(&hint))?;
        }
        Ok(())
    }

    /// One line for a problem's own unit tests; under a failure, what each failing test
    /// printed.
    fn unit_tests(&mut self, header: &ProblemHeader, outcome: &UnitTests) -> io::Result<()> {
        let bad = |me: &Self, text: &str| me.paint(text, "1;31");
        match outcome {
            UnitTests::None | UnitTests::Cancelled => {}
            UnitTests::Passed { passed, .. } => writeln!(
                self.out,
                "  {}",
                self.dim(&words::unit_tests_passed(*passed, self.lang))
            )?,
            UnitTests::Failed { passed, failures } => {
                let names: Vec<String> = failures.iter().map(|f| inert_line(&f.name)).collect();
                let head = words::unit_tests_failed_line(
                    failures.len(),
                    failures.len() + passed,
                    &names.join(", "),
                    self.lang,
                );
                writeln!(self.out, "  {}", bad(self, &head))?;
                for failure in failures {
                    if failures.len() > 1 {
                        writeln!(self.out, "       {}:", inert_line(&failure.name))?;
                    }
                    for line in failure.output.lines() {
                        writeln!(self.out, "       {}", inert(line))?;
                    }
                }
            }
            UnitTests::CompileError(error) => {
                let head = words::unit_tests_do_not_compile(&inert_line(&header.source), self.lang);
                writeln!(self.out, "  {}", bad(self, &head))?;
                for line in error.first.lines().take(20) {
                    writeln!(self.out, "       {}", inert(line))?;
                }
            }
            UnitTests::Crashed(crash) => {
                let head = inert_line(&words::unit_tests_crashed(crash, self.lang));
                writeln!(self.out, "  {}", bad(self, &head))?;
            }
        }
        Ok(())
    }

    /// An error or warning line: `(label, colour)`, the case it is about, the message in
    /// the report's language.
    fn remark(
        &mut self,
        (label, colour): (&str, &str),
        case: Option<&str>,
        message: &str,
    ) -> io::Result<()> {
        let which = case.map_or(String::new(), |c| {
            format!("{} {}: ", self.say(Word::Case), inert_line(c))
        });
        let message = inert_line(message);
        writeln!(self.out, "  {} {which}{message}", self.paint(label, colour))
    }

    fn summary(&mut self, s: &Summary) -> io::Result<()> {
        let mut parts = vec![
            self.count(Count::Problems(s.problems)),
            self.count(Count::Cases(s.cases)),
            self.count(Count::PassedCases(s.passed)),
            self.count(Count::FailedCases(s.failed)),
        ];
        if s.errors > 0 {
            parts.push(self.count(Count::Errors(s.errors)));
        }
        if s.warnings > 0 {
            parts.push(self.count(Count::Warnings(s.warnings)));
        }
        if s.untested > 0 {
            parts.push(self.count(Count::Untested(s.untested)));
        }
        if s.to_solve > 0 {
            parts.push(words::to_solve_in(s.to_solve, self.lang));
        }
        if s.weak_data > 0 {
            parts.push(words::weak_data_in(s.weak_data, self.lang));
        }
        if s.unit_tests_failed > 0 {
            parts.push(words::unit_tests_failed_in(s.unit_tests_failed, self.lang));
        }
        let ok = s.failed == 0 && s.errors == 0 && s.unit_tests_failed == 0 && s.newer_apis == 0;
        let head = if ok {
            self.paint(self.say(Word::Ok), "1;32")
        } else {
            self.paint(self.say(Word::Failed), "1;31")
        };
        let line = RunLine::Summary {
            counts: parts,
            seconds: s.elapsed.as_secs_f64(),
        };
        writeln!(self.out, "{head} {}", words::run_line(&line, self.lang))
    }
}

/// The lines of a failing run's output shown under it: the last [`STDERR_LINES`], or, when
/// the last panic's `panicked at FILE:LINE:COL` line is before them (`RUST_BACKTRACE=1`
/// puts a backtrace after it), as many from that line on: where it panicked and the message
/// matter more than the backtrace's last frames, which the kept `.err` file holds.
fn shown_lines<'a>(lines: &'a [&'a str]) -> &'a [&'a str] {
    let from = lines.len().saturating_sub(STDERR_LINES);
    match lines.iter().rposition(|l| l.contains("panicked at ")) {
        Some(at) if at < from => &lines[at..at + STDERR_LINES],
        _ => &lines[from..],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Limits;
    use std::time::Duration;

    #[test]
    fn shown_lines_keep_the_panic_line() {
        let plain = [
            "a",
            "b",
            "thread 'main' panicked at x.rs:1:1:",
            "boom",
            "note: …",
        ];
        assert_eq!(shown_lines(&plain), &plain[..]);
        let many: Vec<String> = (0..10).map(|i| i.to_string()).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(shown_lines(&many), &many[4..]);
        let mut traced = vec![
            "thread 'main' panicked at x.rs:1:1:",
            "boom",
            "stack backtrace:",
        ];
        traced.extend(["   0: frame"; 8]);
        assert_eq!(shown_lines(&traced), &traced[..STDERR_LINES]);
    }

    fn case(verdict: Verdict) -> CaseReport {
        let limits = Limits {
            time: Duration::from_millis(1000),
            memory_bytes: 256 << 20,
        };
        CaseReport {
            problem: "boj-1000".to_owned(),
            case: "sample-1".to_owned(),
            verdict,
            cpu: Duration::from_millis(12),
            wall: Duration::from_millis(13),
            memory: Some(3 << 20),
            limits,
            reason: None,
            diff: None,
            input_preview: None,
            stderr_tail: String::new(),
            kept: None,
            origin: None,
            printed: String::new(),
        }
    }

    /// The report of one problem with a case of every verdict, a compile error, an error
    /// and a warning: the whole human format in one text.
    fn every_verdict(lang: Lang) -> String {
        use crate::compare::{compare, Mode};
        use crate::report::Diff;
        let header = ProblemHeader {
            id: "boj-1000".to_owned(),
            title: Some("A+B".to_owned()),
            limits: case(Verdict::Ac).limits,
            compare: "boj".to_owned(),
            cases: Verdict::ALL.len() - 1,
            source: "problems/boj-1000/src/main.rs".to_owned(),
            build: "rustc 1.95.0 --edition 2021 -O".to_owned(),
        };
        use crate::verdict::{Reason, Said};
        let mut reports = Vec::new();
        for (verdict, reason, actual, stderr) in [
            (Verdict::Ac, None, &b"2 1\n"[..], ""),
            (Verdict::Pe, None, b"2  1\n", ""),
            (Verdict::Wa, None, b"2 3\n", "debug: a = 1\n"),
            (
                Verdict::Ole,
                Some(Reason::OutputCap { cap: 64 << 20 }),
                b"",
                "",
            ),
            (
                Verdict::Re,
                Some(Reason::ExitCode {
                    code: 101,
                    status: None,
                    said: Said::Panic {
                        message: "index out of bounds".into(),
                        at: Some((3, 5)),
                    },
                }),
                b"",
                "thread 'main' panicked at Main.rs:3:5:\nindex out of bounds\n",
            ),
            (
                Verdict::Mle,
                Some(Reason::MemoryOver {
                    peak: 300 << 20,
                    limit: 256 << 20,
                }),
                b"",
                "",
            ),
            (
                Verdict::Tle,
                Some(Reason::CpuOver {
                    limit: Duration::from_millis(1000),
                    used: Duration::from_millis(1012),
                }),
                b"",
                "",
            ),
        ] {
            let mut report = case(verdict);
            report.case = format!("{}", reports.len() + 1);
            report.reason = reason;
            report.stderr_tail = stderr.to_owned();
            if verdict == Verdict::Wa {
                report.kept = Some(format!("target/judge/out/boj-1000/{}.out", report.case));
            }
            let compared = matches!(verdict, Verdict::Pe | Verdict::Wa);
            if let (true, Err(mismatch)) = (compared, compare(Mode::Boj, b"2 1\n", actual)) {
                report.reason = Some(Reason::Mismatch(mismatch.clone()));
                report.diff = Some(Diff {
                    mismatch,
                    expected: b"2 1\n".to_vec(),
                    actual: actual.to_vec(),
                });
            }
            if !verdict.accepted() {
                report.input_preview = Some(b"1 2\n".to_vec());
            }
            reports.push(report);
        }
        let group = |name: &str, passed, cases| crate::report::GroupTotal {
            name: name.to_owned(),
            passed,
            cases,
            points: 50,
        };
        let totals = ProblemTotals {
            groups: vec![group("secret-g1", 3, 3), group("secret-g2", 1, 5)],
            cases: reports.len(),
            counts: Verdict::ALL[..7].iter().map(|v| (*v, 1)).collect(),
            errors: 1,
            compile_error: false,
            slowest: Some(("7".to_owned(), Duration::from_millis(1012))),
            peak_memory: Some(300 << 20),
        };
        let mut ce = header.clone();
        ce.id = "boj-1001".to_owned();
        ce.title = None;
        ce.source = "problems/boj-1001/src/main.rs".to_owned();
        let summary = Summary {
            problems: 2,
            cases: 8,
            passed: 1,
            failed: 7,
            errors: 1,
            warnings: 1,
            weak_data: 0,
            untested: 0,
            to_solve: 0,
            unit_tests_passed: 0,
            unit_tests_failed: 0,
            newer_apis: 0,
            elapsed: Duration::from_millis(2500),
            runner_peak: Some(8 << 20),
            executor: "linux",
            per_problem: vec![totals.clone()],
        };
        let changed = crate::report::Note::ChangedSince {
            rev: "main".into(),
            problems: 2,
        };
        let overflow = crate::report::Warning::Overflow {
            said: "attempt to add with overflow".into(),
        };
        let mut events = vec![
            Event::Plan {
                problems: 2,
                unjudged: 0,
                cases: 8,
                jobs: 2,
                rustc: "rustc 1.95.0",
            },
            Event::Note(&changed),
            Event::Building { sources: 2 },
            Event::Built {
                compiled: 1,
                cached: 0,
                failed: 1,
                elapsed: Duration::from_millis(1500),
            },
            Event::ProblemStart(&header),
        ];
        events.extend(reports.iter().map(Event::Case));
        let why = "permission denied".to_owned();
        let unreadable = crate::workspace::DataError::new(
            "boj-1000",
            "testcases/boj-1000/8.out",
            crate::workspace::DataErrorKind::Unreadable { why },
        )
        .of_case("8");
        let rustc = RustcError::new("error: expected `;`, found `}`\n --> Main.rs:3:1");
        events.extend([
            Event::Warning {
                problem: "boj-1000",
                case: Some("1"),
                warning: &overflow,
            },
            Event::Error(&unreadable),
            Event::ProblemEnd(&totals),
            Event::ProblemStart(&ce),
            Event::CompileError {
                header: &ce,
                error: &rustc,
            },
            Event::Summary(&summary),
        ]);
        let mut out = Vec::new();
        let mut human = Human::new(&mut out, Color::Never, lang);
        for event in &events {
            human.event(event).unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    /// A formatting change shows up as a diff of this snapshot. To accept one, run
    /// `JUDGE_UPDATE_SNAPSHOTS=1 cargo test -p judge-runner --lib human` and review the
    /// change to `src/report/snapshots/human-every-verdict.txt` like code.
    #[test]
    fn snapshot_of_every_verdict() {
        let text = format!(
            "{}\n---- --lang ko ----\n{}",
            every_verdict(Lang::English),
            every_verdict(Lang::Korean)
        );
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src/report/snapshots/human-every-verdict.txt"
        );
        if std::env::var_os("JUDGE_UPDATE_SNAPSHOTS").is_some() {
            std::fs::write(path, &text).unwrap();
        }
        let stored = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            stored == text,
            "the human report changed; if that is intended, update the snapshot (see the \
             doc comment of this test)\n--- stored\n{stored}\n--- now\n{text}"
        );
    }

    #[test]
    fn korean_labels_are_boj_words_padded_by_display_width() {
        let mut out = Vec::new();
        let mut human = Human::new(&mut out, Color::Never, Lang::Korean);
        for verdict in Verdict::ALL.iter().take(7) {
            human.event(&Event::Case(&case(*verdict))).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        for (line, word) in lines.iter().zip([
            "맞았습니다!!",
            "출력 형식이 잘못되었습니다",
            "틀렸습니다",
            "출력 초과",
            "런타임 에러",
            "메모리 초과",
            "시간 초과",
        ]) {
            assert!(line.starts_with(&format!("  {word} ")), "{line}");
        }
        // The case name starts in the same terminal column on every line.
        let columns: Vec<usize> = lines
            .iter()
            .map(|l| width(&l[..l.find("sample-1").unwrap()]))
            .collect();
        assert!(
            columns.iter().all(|c| *c == columns[0]),
            "{columns:?}\n{text}"
        );
        assert_eq!(columns[0], 2 + 26 + 2);
    }

    #[test]
    fn english_labels_stay_three_wide() {
        let mut out = Vec::new();
        Human::new(&mut out, Color::Never, Lang::English)
            .event(&Event::Case(&case(Verdict::Wa)))
            .unwrap();
        assert!(String::from_utf8(out)
            .unwrap()
            .starts_with("  WA   sample-1"));
    }
}
