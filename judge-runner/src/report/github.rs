//! The GitHub Actions format: the whole human report (without colour) for the log, then
//! workflow commands that GitHub turns into annotations, and a Markdown job summary.
//!
//! GitHub shows only the first 10 error and the first 10 warning annotations of a step, so
//! the annotations are held back until the run ends, sorted worst first, cut at 10 (with one
//! notice that says how many were left out) and printed after the summary line. The order,
//! worst first:
//!
//! 1. compile errors: the whole problem is lost, and the judge would say CE at once;
//! 2. broken judge data (a `.in` without its `.out`, a bad `problem.toml`, a failing
//!    checker): not a verdict, but it makes the run exit 2 and hides cases;
//! 3. failing unit tests of a solution (on the line of the panic, where it names one);
//! 4. failing cases by the judge's precedence: TLE, MLE, RE, OLE, WA, PE.
//!
//! Within one rank the report's own order (problem by problem, case by case) is kept.
//!
//! The job summary (`GITHUB_STEP_SUMMARY`, handed in through the `Context`) gets a heading
//! with the overall result, a table of every problem and a list of every failing case. It is
//! appended to, never truncated: each step of a job adds its own section. A summary that
//! cannot be written is a warning in the log, never a failed run. The table is counted from
//! the events themselves, so a problem whose data could not be loaded (it has an error but
//! no start or end) still gets its row.
//!
//! The log is read by the Actions runner too, which acts on a workflow command anywhere it
//! finds one: text from a solution or judge data goes through [`inert`] (no `::` after
//! blanks, no `##[` anywhere, no control), in the log, in every annotation's message and in
//! the summary, so that the reporter's own annotations are the only commands.

use super::human::Human;
use super::{inert, inert_line, CaseReport, Color, Event, Lang, ProblemHeader, Reporter, Summary};
use crate::verdict::{mebibytes, Reason, RustcError, UnitTests, Verdict};
use crate::workspace::DataError;
use std::fmt::Write as _;
use std::fs::OpenOptions;
use std::io::{self, Write};
use std::path::PathBuf;
use std::time::Duration;

/// GitHub shows at most this many error annotations per step, and as many warnings.
const SHOWN: usize = 10;
/// Lines of a compiler message kept in its annotation, as in the human report.
const COMPILE_LINES: usize = 20;
/// The columns of the summary table after AC, in BOJ's order of verdict words.
const COLUMNS: [Verdict; 7] = [
    Verdict::Wa,
    Verdict::Pe,
    Verdict::Tle,
    Verdict::Mle,
    Verdict::Re,
    Verdict::Ole,
    Verdict::Ce,
];

/// Writes the human report, annotations and the job summary.
pub(crate) struct Github<W: Write> {
    out: W,
    lang: Lang,
    step_summary: Option<PathBuf>,
    annotations: Vec<Annotation>,
    rows: Vec<Row>,
    /// Markdown list items: every failing case, compile error and data error, in order.
    failures: Vec<String>,
    /// Markdown list items: every warning.
    warnings: Vec<String>,
    /// The annotations and the summary are written once, at the summary or an interruption.
    finished: Finished,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Finished {
    No,
    Yes,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    Error,
    Warning,
}

/// Why an annotation is there; decides its place in the worst-first order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Severity {
    Compile,
    Data,
    UnitTest,
    Case(Verdict),
    Warning,
}

impl Severity {
    /// Lower is worse.
    fn rank(self) -> usize {
        match self {
            Severity::Compile => 0,
            Severity::Data => 1,
            Severity::UnitTest => 2,
            // `Verdict::ALL` is best first; CE (last) never reaches here as a case.
            Severity::Case(verdict) => {
                let best_first = Verdict::ALL.iter().position(|v| *v == verdict);
                3 + Verdict::ALL.len() - best_first.unwrap_or(0)
            }
            Severity::Warning => 3 + Verdict::ALL.len() + 1,
        }
    }
}

/// One workflow command, not yet printed.
#[derive(Debug, Clone)]
struct Annotation {
    level: Level,
    severity: Severity,
    file: String,
    /// Line and column in `file`, when the message names them.
    position: Option<(usize, usize)>,
    title: String,
    message: String,
}

impl Annotation {
    /// The `::error file=...::message` line, escaped by GitHub's rules.
    fn command(&self) -> String {
        let level = match self.level {
            Level::Error => "error",
            Level::Warning => "warning",
        };
        let mut properties = vec![format!("file={}", escape_property(&self.file))];
        if let Some((line, column)) = self.position {
            properties.push(format!("line={line}"));
            if column > 0 {
                properties.push(format!("col={column}"));
            }
        }
        properties.push(format!("title={}", escape_property(&self.title)));
        format!(
            "::{level} {}::{}",
            properties.join(","),
            escape_data(&self.message)
        )
    }
}

/// One problem's line of the summary table.
#[derive(Debug, Clone)]
struct Row {
    id: String,
    title: Option<String>,
    cases: usize,
    /// Cases per verdict, indexed like `Verdict::ALL`.
    counts: [usize; 8],
    errors: usize,
    slowest: Option<(String, Duration)>,
    peak_memory: Option<u64>,
}

impl Row {
    fn new(id: &str) -> Self {
        Row {
            id: id.to_owned(),
            title: None,
            cases: 0,
            counts: [0; 8],
            errors: 0,
            slowest: None,
            peak_memory: None,
        }
    }

    fn count(&self, verdict: Verdict) -> usize {
        Verdict::ALL
            .iter()
            .position(|v| *v == verdict)
            .map_or(0, |i| self.counts[i])
    }

    fn add(&mut self, verdict: Verdict, n: usize) {
        if let Some(i) = Verdict::ALL.iter().position(|v| *v == verdict) {
            self.counts[i] += n;
        }
    }

    fn ok(&self) -> bool {
        self.errors == 0 && self.count(Verdict::Ac) == self.cases
    }
}

impl<W: Write> Github<W> {
    /// A reporter that writes to `out` and appends the job summary to `step_summary`.
    pub(crate) fn new(out: W, lang: Lang, step_summary: Option<PathBuf>) -> Self {
        Github {
            out,
            lang,
            step_summary,
            annotations: Vec::new(),
            rows: Vec::new(),
            failures: Vec::new(),
            warnings: Vec::new(),
            finished: Finished::No,
        }
    }

    fn row(&mut self, id: &str) -> &mut Row {
        match self.rows.iter().position(|r| r.id == id) {
            Some(i) => &mut self.rows[i],
            None => {
                self.rows.push(Row::new(id));
                self.rows.last_mut().expect("a row was just pushed")
            }
        }
    }

    /// Records what the annotations and the summary need from one event.
    fn collect(&mut self, event: &Event<'_>) {
        match event {
            Event::ProblemStart(header) => {
                let row = self.row(&header.id);
                row.title.clone_from(&header.title);
                row.cases = header.cases;
            }
            Event::CompileError { header, error } => self.compile_error(header, error),
            Event::UnitTests { header, outcome } => self.unit_tests(header, outcome),
            Event::Case(case) => self.case(case),
            Event::Error(error) => {
                let (problem, case) = (&error.problem, error.case.as_deref());
                self.row(problem).errors += 1;
                let message = error.to_string();
                self.annotations.push(Annotation {
                    level: Level::Error,
                    severity: Severity::Data,
                    file: data_file(error),
                    position: error.line.map(|l| (l, 0)),
                    title: match case {
                        Some(case) => format!("error {problem} case {case}"),
                        None => format!("error {problem}"),
                    },
                    message: message.clone(),
                });
                self.failures.push(format!(
                    "- **error** {}: {}",
                    which(problem, case),
                    one_line(&message)
                ));
            }
            // Not an annotation each: an imported history has hundreds; the totals count them.
            Event::Warning {
                warning: super::Warning::ToSolve { .. },
                ..
            } => {}
            Event::Warning {
                problem,
                case,
                warning,
            } => {
                let message = &super::words::warning(warning, Lang::English);
                self.annotations.push(Annotation {
                    level: Level::Warning,
                    severity: Severity::Warning,
                    file: source_of(problem),
                    position: None,
                    title: match case {
                        Some(case) => format!("warning {problem} case {case}"),
                        None => format!("warning {problem}"),
                    },
                    message: (*message).to_owned(),
                });
                self.warnings.push(format!(
                    "- {}: {}",
                    which(problem, *case),
                    one_line(message)
                ));
            }
            Event::Plan { .. }
            | Event::Note(_)
            | Event::Building { .. }
            | Event::Built { .. }
            | Event::Wrong(_)
            | Event::ProblemEnd(_)
            | Event::Interrupted { .. }
            | Event::Summary(_) => {}
        }
    }

    fn compile_error(&mut self, header: &ProblemHeader, error: &RustcError) {
        let message = &error.first;
        let row = self.row(&header.id);
        row.title.clone_from(&header.title);
        row.cases = header.cases;
        row.add(Verdict::Ce, header.cases);
        let kept: Vec<&str> = message.lines().take(COMPILE_LINES).collect();
        self.annotations.push(Annotation {
            level: Level::Error,
            severity: Severity::Compile,
            file: header.source.clone(),
            // rustc's own words name the line: its first `Main.rs:LINE:COLUMN`.
            position: error.at,
            title: format!("CE {}", header.id),
            message: kept.join("\n"),
        });
        self.failures.push(format!(
            "- **CE** {}: {}",
            code(&header.id),
            one_line(message.lines().next().unwrap_or("compile error"))
        ));
    }

    /// An annotation for each failing unit test (at most a few per problem: the first
    /// ones), on the line of its panic.
    fn unit_tests(&mut self, header: &ProblemHeader, outcome: &UnitTests) {
        // Each failure: title, message, summary line, and where in the solution it points.
        type Failure = (String, String, String, Option<(usize, usize)>);
        let failed: Vec<Failure> = match outcome {
            UnitTests::None | UnitTests::Cancelled | UnitTests::Passed { .. } => return,
            UnitTests::Failed { failures, .. } => failures
                .iter()
                .map(|f| {
                    let title = format!("unit test {} {}", header.id, f.name);
                    let summary = format!("{}: {}", f.name, f.message());
                    (title, f.output.clone(), summary, f.position())
                })
                .collect(),
            UnitTests::CompileError(error) => vec![(
                format!("unit tests {} do not compile", header.id),
                error
                    .first
                    .lines()
                    .take(COMPILE_LINES)
                    .collect::<Vec<_>>()
                    .join("\n"),
                one_line(error.first.lines().next().unwrap_or("compile error")),
                error.at,
            )],
            UnitTests::Crashed(crash) => vec![(
                format!("unit tests {}", header.id),
                crash.to_string(),
                crash.to_string(),
                None,
            )],
        };
        for (title, message, summary, position) in failed {
            self.annotations.push(Annotation {
                level: Level::Error,
                severity: Severity::UnitTest,
                file: header.source.clone(),
                position,
                title,
                message,
            });
            self.failures.push(format!(
                "- **unit test** {}: {}",
                code(&header.id),
                one_line(&summary)
            ));
        }
    }

    fn case(&mut self, case: &CaseReport) {
        let row = self.row(&case.problem);
        row.add(case.verdict, 1);
        if row.slowest.as_ref().is_none_or(|(_, t)| case.cpu > *t) {
            row.slowest = Some((case.case.clone(), case.cpu));
        }
        if let Some(m) = case.memory {
            row.peak_memory = Some(row.peak_memory.unwrap_or(0).max(m));
        }
        if case.verdict.accepted() {
            return;
        }
        let reason = reason(case);
        let position = case.reason.as_ref().and_then(Reason::position);
        self.annotations.push(Annotation {
            level: Level::Error,
            severity: Severity::Case(case.verdict),
            file: source_of(&case.problem),
            position,
            title: format!(
                "{} {} case {}",
                case.verdict.code(),
                case.problem,
                case.case
            ),
            message: reason.clone(),
        });
        self.failures.push(format!(
            "- **{}** {}: {}",
            case.verdict.code(),
            which(&case.problem, Some(&case.case)),
            one_line(&reason)
        ));
    }

    /// Prints the annotations, worst first and capped, then appends the job summary.
    fn finish(&mut self, heading: &str, totals: &str) -> io::Result<()> {
        if self.finished == Finished::Yes {
            return Ok(());
        }
        self.finished = Finished::Yes;
        let mut annotations = std::mem::take(&mut self.annotations);
        // Stable: within one rank the report's order stays.
        annotations.sort_by_key(|a| a.severity.rank());
        for (level, what) in [(Level::Error, "failing case"), (Level::Warning, "warning")] {
            let of_level: Vec<&Annotation> =
                annotations.iter().filter(|a| a.level == level).collect();
            for annotation in of_level.iter().take(SHOWN) {
                writeln!(self.out, "{}", annotation.command())?;
            }
            let hidden = of_level.len().saturating_sub(SHOWN);
            if hidden > 0 {
                writeln!(
                    self.out,
                    "::notice::{hidden} more {what}{} not annotated; see the log",
                    if hidden == 1 { "" } else { "s" }
                )?;
            }
        }
        if let Some(path) = self.step_summary.clone() {
            let markdown = self.markdown(heading, totals);
            let appended = OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .and_then(|mut file| file.write_all(markdown.as_bytes()));
            if let Err(e) = appended {
                writeln!(
                    self.out,
                    "::warning::{}",
                    escape_data(&format!(
                        "failed to append the job summary to {}: {e}",
                        path.display()
                    ))
                )?;
            }
        }
        Ok(())
    }

    /// The job summary: heading, totals, the table of problems, failing cases, warnings.
    fn markdown(&self, heading: &str, totals: &str) -> String {
        let mut md = format!("## {heading}\n\n{totals}\n\n");
        md.push_str("| | problem | cases | AC |");
        for verdict in COLUMNS {
            let _ = write!(md, " {} |", verdict.code());
        }
        md.push_str(" errors | slowest case | peak memory |\n|---|---|--:|--:|");
        for _ in COLUMNS {
            md.push_str("--:|");
        }
        md.push_str("--:|---|--:|\n");
        for row in &self.rows {
            let title = row
                .title
                .as_deref()
                .map_or(String::new(), |t| format!(" {}", cell(t)));
            let _ = write!(
                md,
                "| {} | {}{title} | {} | {} |",
                if row.ok() { "✅" } else { "❌" },
                code(&row.id),
                row.cases,
                row.count(Verdict::Ac)
            );
            for verdict in COLUMNS {
                let _ = write!(md, " {} |", blank_zero(row.count(verdict)));
            }
            let slowest = row.slowest.as_ref().map_or(String::new(), |(case, time)| {
                format!("{} {} ms", code(case), time.as_millis())
            });
            let _ = writeln!(
                md,
                " {} | {slowest} | {} |",
                blank_zero(row.errors),
                row.peak_memory.map_or(String::new(), mebibytes)
            );
        }
        if !self.failures.is_empty() {
            let _ = writeln!(md, "\n### Not accepted ({})\n", self.failures.len());
            for item in &self.failures {
                let _ = writeln!(md, "{item}");
            }
        }
        if !self.warnings.is_empty() {
            let _ = writeln!(md, "\n### Warnings ({})\n", self.warnings.len());
            for item in &self.warnings {
                let _ = writeln!(md, "{item}");
            }
        }
        md.push('\n');
        md
    }

    fn summary(&mut self, s: &Summary) -> io::Result<()> {
        let heading = if s.failed == 0 && s.errors == 0 && s.unit_tests_failed == 0 {
            format!(
                "✅ cargo judge: all {} case{} accepted",
                s.cases,
                plural(s.cases)
            )
        } else {
            let mut parts = Vec::new();
            if s.failed > 0 {
                parts.push(format!("{} of {} cases not accepted", s.failed, s.cases));
            }
            if s.errors > 0 {
                parts.push(format!("{} error{}", s.errors, plural(s.errors)));
            }
            if s.unit_tests_failed > 0 {
                parts.push(super::words::unit_tests_failed_in(
                    s.unit_tests_failed,
                    Lang::English,
                ));
            }
            format!("❌ cargo judge: {}", parts.join(", "))
        };
        let mut totals = format!(
            "{} problem{} · {} case{} · {} passed · {} failed",
            s.problems,
            plural(s.problems),
            s.cases,
            plural(s.cases),
            s.passed,
            s.failed
        );
        if s.errors > 0 {
            let _ = write!(totals, " · {} error{}", s.errors, plural(s.errors));
        }
        if s.warnings > 0 {
            let _ = write!(totals, " · {} warning{}", s.warnings, plural(s.warnings));
        }
        if s.untested > 0 {
            let _ = write!(
                totals,
                " · {}",
                super::words::count(
                    super::words::Count::Untested(s.untested),
                    super::Lang::English
                )
            );
        }
        if s.to_solve > 0 {
            let _ = write!(
                totals,
                " · {}",
                super::words::to_solve_in(s.to_solve, super::Lang::English)
            );
        }
        if s.unit_tests_failed > 0 {
            let _ = write!(
                totals,
                " · {}",
                super::words::unit_tests_failed_in(s.unit_tests_failed, Lang::English)
            );
        }
        let _ = write!(totals, " · {:.2} s", s.elapsed.as_secs_f64());
        self.finish(&heading, &totals)
    }
}

impl<W: Write> Reporter for Github<W> {
    fn event(&mut self, event: &Event<'_>) -> io::Result<()> {
        Human::new(&mut self.out, Color::Never, self.lang).event(event)?;
        self.collect(event);
        match event {
            Event::Summary(s) => self.summary(s)?,
            Event::Interrupted { signal, .. } => {
                let judged: usize = self
                    .rows
                    .iter()
                    .map(|r| r.counts.iter().sum::<usize>())
                    .sum();
                self.finish(
                    &format!("⚠️ cargo judge: interrupted by {signal}"),
                    &format!(
                        "{judged} case{} judged before the interruption",
                        plural(judged)
                    ),
                )?;
            }
            _ => {}
        }
        self.out.flush()
    }
}

/// Escapes the message of a workflow command: `%`, CR and LF as the runner decodes them,
/// and each line made [`inert`] (controls as visible `\x1b`-style escapes, no workflow
/// command in it), since GitHub shows the message in the log too.
pub(crate) fn escape_data(text: &str) -> String {
    // `%` first, so an escape is never escaped twice; `inert` adds none.
    text.replace('%', "%25")
        .split('\n')
        .map(|line| line.split('\r').map(inert).collect::<Vec<_>>().join("%0D"))
        .collect::<Vec<_>>()
        .join("%0A")
}

/// Escapes a property value of a workflow command: as data, and also `:` and `,`.
pub(crate) fn escape_property(text: &str) -> String {
    escape_data(text).replace(':', "%3A").replace(',', "%2C")
}

/// The first difference, or the one-line reason, of a case that is not AC.
fn reason(case: &CaseReport) -> String {
    match &case.reason {
        Some(reason) => reason.to_string(),
        None => case.verdict.code().to_owned(),
    }
}

/// Where a problem's solution lives, relative to the root (as `ProblemHeader::source`).
fn source_of(problem: &str) -> String {
    format!("problems/{problem}/src/main.rs")
}

/// The file a data error is about, as its data names it; a folder, or none, points at
/// `testcases/<id>/problem.toml`.
fn data_file(error: &DataError) -> String {
    let named_file = |path: &&String| {
        path.rsplit('/')
            .next()
            .is_some_and(|name| name.contains('.'))
    };
    match error.file.as_ref().filter(named_file) {
        Some(file) => file.clone(),
        None => format!("testcases/{}/problem.toml", error.problem),
    }
}

/// `` `problem` case `case` ``, for the summary's lists.
fn which(problem: &str, case: Option<&str>) -> String {
    match case {
        Some(case) => format!("{} case {}", code(problem), code(case)),
        None => code(problem),
    }
}

/// Inline code in Markdown; a backtick in the text becomes a quote, rather than a fence.
fn code(text: &str) -> String {
    format!("`{}`", one_line(text).replace('`', "'"))
}

/// Text for a Markdown list item: one line, inert, and no HTML (GitHub renders tags in a
/// job summary).
fn one_line(text: &str) -> String {
    inert_line(&text.trim().replace(['\r', '\n'], " "))
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Text for a Markdown table cell: one line, no column breaks.
fn cell(text: &str) -> String {
    one_line(text).replace('|', "\\|")
}

fn blank_zero(n: usize) -> String {
    if n == 0 {
        String::new()
    } else {
        n.to_string()
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::{Mismatch, MismatchKind};
    use crate::config::Limits;
    use crate::report::Diff;
    use crate::report::{Stopped, Warning};
    use crate::verdict::{JudgeProgram, Ruled, Said};
    use crate::workspace::DataErrorKind;
    use std::fs;

    fn limits() -> Limits {
        Limits {
            time: Duration::from_millis(1000),
            memory_bytes: 256 << 20,
        }
    }

    fn header(id: &str, cases: usize) -> ProblemHeader {
        ProblemHeader {
            id: id.to_owned(),
            title: Some(format!("title of {id} | with a bar")),
            limits: limits(),
            compare: "lines".to_owned(),
            cases,
            source: format!("problems/{id}/src/main.rs"),
            build: "rustc 1.95.0 --edition 2021 -O".to_owned(),
        }
    }

    /// A case whose reason, unless it is AC, is a checker's ruling with `said` as its words.
    fn case(problem: &str, case: &str, verdict: Verdict, said: &str) -> CaseReport {
        CaseReport {
            problem: problem.to_owned(),
            case: case.to_owned(),
            verdict,
            cpu: Duration::from_millis(3),
            wall: Duration::from_millis(4),
            memory: Some(3 << 20),
            limits: limits(),
            reason: (!verdict.accepted()).then(|| Reason::Checker {
                who: JudgeProgram::Checker,
                ruled: Ruled::WrongAnswer,
                said: said.to_owned(),
            }),
            diff: None,
            input_preview: None,
            stderr_tail: String::new(),
            kept: None,
            origin: None,
            printed: String::new(),
        }
    }

    fn summary(cases: usize, passed: usize, errors: usize) -> Summary {
        Summary {
            problems: 1,
            cases,
            passed,
            failed: cases - passed,
            errors,
            ..Summary::default()
        }
    }

    /// Runs `events` through a reporter and returns what it printed.
    fn report(events: &[Event<'_>], step_summary: Option<PathBuf>) -> String {
        let mut out = Vec::new();
        let mut github = Github::new(&mut out, Lang::English, step_summary);
        for event in events {
            github.event(event).unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    fn commands(text: &str) -> Vec<&str> {
        text.lines().filter(|l| l.starts_with("::")).collect()
    }

    fn temp_file(name: &str) -> PathBuf {
        let path = std::env::temp_dir().join(format!(
            "judge-runner-github-{}-{name}.md",
            std::process::id()
        ));
        let _ = fs::remove_file(&path);
        path
    }

    #[test]
    fn data_and_properties_are_escaped() {
        assert_eq!(escape_data("50% a\r\nb: c, d"), "50%25 a%0D%0Ab: c, d");
        assert_eq!(
            escape_property("50% a\r\nb: c, d"),
            "50%25 a%0D%0Ab%3A c%2C d"
        );
        // `%` first, so an escape is never escaped twice.
        assert_eq!(escape_data("%0A"), "%250A");
        let annotation = Annotation {
            level: Level::Error,
            severity: Severity::Case(Verdict::Wa),
            file: "problems/a,b/src/main.rs".to_owned(),
            position: Some((3, 15)),
            title: "WA a,b case x:1".to_owned(),
            message: "line 1: expected `a,b`\n100%".to_owned(),
        };
        assert_eq!(
            annotation.command(),
            "::error file=problems/a%2Cb/src/main.rs,line=3,col=15,title=WA a%2Cb case x%3A1::line 1: expected `a,b`%0A100%25"
        );
    }

    #[test]
    fn the_human_report_comes_first_and_annotations_at_the_end() {
        let h = header("boj-1000", 2);
        let wa = case("boj-1000", "2", Verdict::Wa, "expected `3`, found `4`");
        let text = report(
            &[
                Event::ProblemStart(&h),
                Event::Case(&case("boj-1000", "1", Verdict::Ac, "")),
                Event::Case(&wa),
                Event::Summary(&summary(2, 1, 0)),
            ],
            None,
        );
        assert!(text.contains("WA   2"), "{text}");
        assert!(!text.contains("\x1b["), "{text}");
        let lines: Vec<&str> = text.lines().collect();
        let summary_at = lines.iter().position(|l| l.starts_with("FAILED:")).unwrap();
        assert_eq!(
            &lines[summary_at + 1..],
            ["::error file=problems/boj-1000/src/main.rs,title=WA boj-1000 case 2::checker: wrong answer: expected `3`, found `4`"]
        );
    }

    #[test]
    fn the_first_difference_is_the_message_of_a_wrong_answer() {
        let mut wa = case("p", "1", Verdict::Wa, "");
        wa.diff = Some(Diff {
            mismatch: Mismatch {
                kind: MismatchKind::Wrong,
                line: 2,
                column: 1,
                expected: "3".to_owned(),
                found: "4".to_owned(),
                detail: Box::new(crate::compare::Detail::Differs {
                    expected: crate::compare::Phrase::Quoted("3".to_owned()),
                    found: crate::compare::Phrase::Quoted("4".to_owned()),
                    off: None,
                }),
            },
            expected: b"1\n3\n".to_vec(),
            actual: b"1\n4\n".to_vec(),
        });
        wa.reason = wa
            .diff
            .as_ref()
            .map(|d| Reason::Mismatch(d.mismatch.clone()));
        let text = report(&[Event::Case(&wa), Event::Summary(&summary(1, 0, 0))], None);
        assert!(
            text.contains("title=WA p case 1::line 2, column 1: expected `3`, found `4`"),
            "{text}"
        );
    }

    /// What the Actions runner would take for a workflow command: a line whose first
    /// non-blank text (after .NET's `TrimStart`, every Unicode white space) is `::`, or any
    /// line with `##[` in it (its legacy parser).
    fn fires(line: &str) -> bool {
        line.trim_start().starts_with("::") || line.contains("##[")
    }

    #[test]
    fn untrusted_text_fires_no_workflow_command_anywhere() {
        let forged_warning = Warning::Overflow {
            said: "  ::error::forged-warning ##[error]y".into(),
        };
        let forged_error = DataError {
            kind: DataErrorKind::Failed(crate::workspace::RunnerFailure::Unreadable {
                path: "testcases/p/2.out".into(),
                why: "##[error]forged-error".into(),
            }),
            ..data_error("p", None)
        };
        let h = header("p", 1);
        let mut wa = case("p", "1", Verdict::Wa, "");
        let forged = "1 ##[error]forged-actual".to_owned();
        wa.diff = Some(Diff {
            mismatch: Mismatch {
                kind: MismatchKind::Wrong,
                line: 1,
                column: 3,
                expected: "2".to_owned(),
                found: "##[error]forged-found".to_owned(),
                detail: Box::new(crate::compare::Detail::Differs {
                    expected: crate::compare::Phrase::Quoted("2".to_owned()),
                    found: crate::compare::Phrase::Quoted("##[error]forged-found".to_owned()),
                    off: None,
                }),
            },
            expected: b"1 2\n".to_vec(),
            actual: format!("{forged}\n").into_bytes(),
        });
        wa.input_preview = Some(
            b"1\n   ::error::forged-input\n\xe3\x80\x80::warning::forged-ideographic\n\
              x ##[warning]forged-input-mid\n"
                .to_vec(),
        );
        wa.stderr_tail = "debug: ##[error]forged-stderr\n \u{a0}::error::forged-nbsp\n".to_owned();
        wa.printed = "::notice::forged-printed ##[group]x".to_owned();
        wa.reason = wa
            .diff
            .as_ref()
            .map(|d| Reason::Mismatch(d.mismatch.clone()));
        let step_summary = temp_file("forged");
        let text = report(
            &[
                Event::ProblemStart(&h),
                Event::Case(&wa),
                Event::Warning {
                    problem: "p",
                    case: Some("1"),
                    warning: &forged_warning,
                },
                Event::Error(&forged_error),
                Event::Summary(&summary(1, 0, 1)),
            ],
            Some(step_summary.clone()),
        );
        assert!(
            text.contains("forged-input-mid"),
            "the input is shown\n{text}"
        );
        assert!(text.contains("forged-actual"), "the diff is shown\n{text}");
        // Only the reporter's own annotations are commands, and they carry none inside.
        let own = |l: &str| {
            ["::error file=", "::warning file=", "::notice::"]
                .iter()
                .any(|p| l.starts_with(p))
        };
        let live: Vec<&str> = text
            .lines()
            .filter(|l| fires(l) && (!own(l) || l.contains("##[")))
            .collect();
        assert!(live.is_empty(), "live lines {live:#?}\n{text}");
        // An annotation's message is data, but it is shown in the log as well: its lines are
        // inert on their own.
        let decoded: Vec<String> = commands(&text)
            .iter()
            .filter_map(|c| c.splitn(4, "::").nth(3).map(|d| d.replace("%0A", "\n")))
            .collect();
        for line in decoded.iter().flat_map(|d| d.lines()) {
            assert!(!fires(line), "{line}\n{text}");
        }
        let markdown = fs::read_to_string(&step_summary).unwrap();
        let _ = fs::remove_file(&step_summary);
        assert!(markdown.contains("forged-error"), "{markdown}");
        let live: Vec<&str> = markdown.lines().filter(|l| fires(l)).collect();
        assert!(live.is_empty(), "summary lines {live:#?}\n{markdown}");
    }

    #[test]
    fn ten_annotations_worst_first_then_one_notice() {
        let no_answer = no_answer("p", "13");
        let h = header("p", 14);
        let h_ce = header("q", 3);
        let verdicts = [
            Verdict::Pe,
            Verdict::Wa,
            Verdict::Ole,
            Verdict::Re,
            Verdict::Mle,
            Verdict::Tle,
        ];
        let mut cases = Vec::new();
        for i in 0..12 {
            let v = verdicts[i % verdicts.len()];
            cases.push(case("p", &(i + 1).to_string(), v, "why"));
        }
        let mut events = vec![Event::ProblemStart(&h)];
        events.extend(cases.iter().map(Event::Case));
        events.push(Event::Error(&no_answer));
        events.push(Event::ProblemStart(&h_ce));
        let rustc =
            RustcError::new("error: expected expression, found `;`\n --> Main.rs:3:15\n  |");
        events.push(Event::CompileError {
            header: &h_ce,
            error: &rustc,
        });
        let mut s = summary(15, 0, 1);
        s.problems = 2;
        events.push(Event::Summary(&s));
        let text = report(&events, None);
        let commands = commands(&text);
        let errors: Vec<&str> = commands
            .iter()
            .copied()
            .filter(|c| c.starts_with("::error"))
            .collect();
        assert_eq!(errors.len(), 10, "{text}");
        assert_eq!(
            commands.last(),
            Some(&"::notice::4 more failing cases not annotated; see the log")
        );
        let titles: Vec<&str> = errors
            .iter()
            .map(|c| {
                c.split("title=")
                    .nth(1)
                    .unwrap()
                    .split("::")
                    .next()
                    .unwrap()
            })
            .collect();
        assert_eq!(
            titles,
            [
                "CE q",
                "error p case 13",
                "TLE p case 6",
                "TLE p case 12",
                "MLE p case 5",
                "MLE p case 11",
                "RE p case 4",
                "RE p case 10",
                "OLE p case 3",
                "OLE p case 9",
            ]
        );
        // The compile error points at the line rustc named; the data error at its file.
        assert!(
            errors[0].starts_with("::error file=problems/q/src/main.rs,line=3,col=15,title=CE q::error: expected expression, found `;`%0A --> Main.rs:3:15"),
            "{}",
            errors[0]
        );
        assert!(
            errors[1].starts_with("::error file=testcases/p/13.in,title="),
            "{}",
            errors[1]
        );
    }

    #[test]
    fn warnings_have_their_own_cap() {
        let warnings: Vec<Warning> = (0..12)
            .map(|i| Warning::Overflow {
                said: format!("overflow {i}"),
            })
            .collect();
        let mut events: Vec<Event<'_>> = warnings
            .iter()
            .map(|warning| Event::Warning {
                problem: "p",
                case: Some("1"),
                warning,
            })
            .collect();
        let wa = case("p", "1", Verdict::Wa, "why");
        let s = summary(1, 0, 0);
        events.push(Event::Case(&wa));
        events.push(Event::Summary(&s));
        let text = report(&events, None);
        let commands = commands(&text);
        assert_eq!(commands.len(), 1 + 10 + 1, "{text}");
        assert!(commands[0].starts_with("::error "));
        assert!(commands[1..11].iter().all(|c| c.starts_with(
            "::warning file=problems/p/src/main.rs,title=warning p case 1::accepted on the judge \
             build, but the build with overflow checks fails: overflow"
        )));
        assert_eq!(
            commands[11],
            "::notice::2 more warnings not annotated; see the log"
        );
    }

    #[test]
    fn no_notice_when_everything_fits() {
        let wa = case("p", "1", Verdict::Wa, "why");
        let text = report(&[Event::Case(&wa), Event::Summary(&summary(1, 0, 0))], None);
        assert_eq!(commands(&text).len(), 1, "{text}");
    }

    #[test]
    fn a_panic_points_at_its_line() {
        let mut re = case("p", "1", Verdict::Re, "");
        re.stderr_tail = "\nthread 'main' (7) panicked at Main.rs:12:5:\nboom\n".to_owned();
        re.reason = Some(Reason::ExitCode {
            code: 101,
            status: None,
            said: Said::Panic {
                message: "boom".into(),
                at: Some((12, 5)),
            },
        });
        let text = report(&[Event::Case(&re), Event::Summary(&summary(1, 0, 0))], None);
        assert!(
            text.contains("::error file=problems/p/src/main.rs,line=12,col=5,title=RE p case 1::exit code 101: panicked: boom"),
            "{text}"
        );
    }

    /// An error of `problem` (and `case`) with no file, to be filled in.
    fn data_error(problem: &str, case: Option<&str>) -> DataError {
        DataError {
            problem: problem.to_owned(),
            case: case.map(str::to_owned),
            file: None,
            line: None,
            kind: DataErrorKind::NoCases,
        }
    }

    /// `testcases/<problem>/<case>.in has no expected output`.
    fn no_answer(problem: &str, case: &str) -> DataError {
        DataError {
            file: Some(format!("testcases/{problem}/{case}.in")),
            kind: DataErrorKind::NoAnswer {
                answer: format!("testcases/{problem}/{case}.out"),
            },
            ..data_error(problem, Some(case))
        }
    }

    /// The file an annotation points at is the one the error's data names, with its line; a
    /// folder, or no file, is the problem's `problem.toml`.
    #[test]
    fn data_errors_point_at_the_file_they_name() {
        let at = |file: Option<&str>| DataError {
            file: file.map(str::to_owned),
            ..data_error("p", None)
        };
        assert_eq!(
            data_file(&at(Some("problems/p/src/main.rs"))),
            "problems/p/src/main.rs"
        );
        assert_eq!(
            data_file(&at(Some("testcases/p"))),
            "testcases/p/problem.toml"
        );
        assert_eq!(data_file(&at(None)), "testcases/p/problem.toml");
        let spec = DataError {
            file: Some("testcases/p/problem.toml".into()),
            line: Some(2),
            kind: DataErrorKind::Spec {
                fault: Box::new(crate::config::SpecFault::NotPositive {
                    key: "time_limit_ms".into(),
                    unit: crate::config::Unit::Milliseconds,
                    found: "fast".into(),
                }),
            },
            ..data_error("p", None)
        };
        let text = report(
            &[Event::Error(&spec), Event::Summary(&summary(0, 0, 1))],
            None,
        );
        assert!(
            text.contains("::error file=testcases/p/problem.toml,line=2,title=error p::testcases/p/problem.toml:2: time_limit_ms"),
            "{text}"
        );
    }

    #[test]
    fn the_job_summary_is_appended_with_a_row_per_problem() {
        let no_answer = no_answer("bad", "3");
        let overflow = Warning::Overflow {
            said: "overflow".into(),
        };
        let path = temp_file("appended");
        fs::write(&path, "# written by an earlier step\n").unwrap();
        let h_ok = header("ok", 1);
        let h_bad = header("bad", 3);
        let h_ce = header("ce", 2);
        let mut slow = case("bad", "2", Verdict::Tle, "");
        slow.reason = Some(Reason::CpuOver {
            limit: Duration::from_millis(1000),
            used: Duration::from_millis(1012),
        });
        slow.cpu = Duration::from_millis(1500);
        slow.memory = Some(40 << 20);
        let ok = case("ok", "1", Verdict::Ac, "");
        let wrong = case("bad", "1", Verdict::Wa, "expected `1`, found `2`");
        let events = [
            Event::ProblemStart(&h_ok),
            Event::Case(&ok),
            Event::ProblemStart(&h_bad),
            Event::Case(&wrong),
            Event::Case(&slow),
            Event::Error(&no_answer),
            Event::Warning {
                problem: "ok",
                case: Some("1"),
                warning: &overflow,
            },
            Event::ProblemStart(&h_ce),
            Event::CompileError {
                header: &h_ce,
                error: &RustcError::new("error: expected expression\n --> Main.rs:1:1"),
            },
        ];
        let mut s = summary(6, 1, 1);
        s.problems = 3;
        let mut with_summary = events.to_vec();
        with_summary.push(Event::Summary(&s));
        report(&with_summary, Some(path.clone()));
        report(&with_summary, Some(path.clone()));
        let md = fs::read_to_string(&path).unwrap();
        let _ = fs::remove_file(&path);
        assert!(md.starts_with("# written by an earlier step\n## ❌ cargo judge: 5 of 6 cases not accepted, 1 error\n"), "{md}");
        assert_eq!(md.matches("## ❌ cargo judge").count(), 2, "{md}");
        let rows: Vec<&str> = md.lines().filter(|l| l.starts_with("| ")).collect();
        assert_eq!(rows.len(), 2 * 4, "{md}");
        assert_eq!(
            rows[0],
            "| | problem | cases | AC | WA | PE | TLE | MLE | RE | OLE | CE | errors | slowest case | peak memory |"
        );
        assert_eq!(
            rows[1],
            "| ✅ | `ok` title of ok \\| with a bar | 1 | 1 |  |  |  |  |  |  |  |  | `1` 3 ms | 3.0 MB |"
        );
        assert_eq!(
            rows[2],
            "| ❌ | `bad` title of bad \\| with a bar | 3 | 0 | 1 |  | 1 |  |  |  |  | 1 | `2` 1500 ms | 40.0 MB |"
        );
        assert_eq!(
            rows[3],
            "| ❌ | `ce` title of ce \\| with a bar | 2 | 0 |  |  |  |  |  |  | 2 |  |  |  |"
        );
        for item in [
            "- **WA** `bad` case `1`: checker: wrong answer: expected `1`, found `2`",
            "- **TLE** `bad` case `2`: CPU time over 1000 ms (killed after 1012 ms CPU)",
            "- **error** `bad` case `3`: testcases/bad/3.in has no expected output: add \
             testcases/bad/3.out",
            "- **CE** `ce`: error: expected expression",
            "- `ok` case `1`: accepted on the judge build, but the build with overflow checks \
             fails: overflow (a wrapped overflow that happens to give the right answer)",
        ] {
            assert!(md.contains(item), "{item} not in:\n{md}");
        }
    }

    #[test]
    fn an_unwritable_summary_is_a_warning_not_a_failure() {
        let dir = std::env::temp_dir();
        let text = report(
            &[
                Event::Case(&case("p", "1", Verdict::Ac, "")),
                Event::Summary(&summary(1, 1, 0)),
            ],
            // A directory cannot be opened for appending.
            Some(dir.clone()),
        );
        let last = text.lines().last().unwrap();
        assert!(
            last.starts_with("::warning::failed to append the job summary to "),
            "{text}"
        );
    }

    #[test]
    fn an_interrupted_run_still_annotates() {
        let path = temp_file("interrupted");
        let text = report(
            &[
                Event::Case(&case("p", "1", Verdict::Wa, "why")),
                Event::Interrupted {
                    signal: "SIGINT",
                    what: &Stopped::BetweenRuns,
                },
            ],
            Some(path.clone()),
        );
        let md = fs::read_to_string(&path).unwrap();
        let _ = fs::remove_file(&path);
        assert_eq!(commands(&text).len(), 1, "{text}");
        assert!(md.starts_with("## ⚠️ cargo judge: interrupted by SIGINT\n\n1 case judged"));
    }
}
