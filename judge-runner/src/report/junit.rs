//! JUnit XML, for CI systems that read it (GitLab, Jenkins, Azure, test-report actions).
//!
//! One `<testsuite>` per problem, one `<testcase>` per case (`time` is the case's CPU
//! time in seconds). A case that is not AC has a `<failure>` whose `type` is the verdict,
//! whose `message` is `VERDICT: reason` on one line, and whose text is the human report's
//! account of it: the first difference with the expected and actual lines around it, the
//! stderr tail of a runtime error, the input. Broken judge data is an `<error>`: on its
//! case, or on a testcase named `data` when the whole problem is affected. A solution that
//! does not compile is one testcase named `compile` with a CE failure: none of its cases
//! ran, so none is reported as if it had. The solution's own unit tests are one testcase
//! named `unit tests`, passed or with a `unit-test` failure naming the failing tests.
//! Warnings go to the testcase's `<system-out>`.
//!
//! The document is written once, at the summary (or when the run is interrupted). The
//! counts on `<testsuites>` and each `<testsuite>` are those of the elements inside. Every
//! text is escaped, and characters XML 1.0 forbids (control characters other than tab, LF
//! and CR, U+FFFE, U+FFFF) are dropped. The language option never changes this format.

use super::human::Human;
use super::{CaseReport, Color, Event, Lang, ProblemHeader, Reporter, Warning};
use crate::compare::shown_escaped;
use crate::verdict::{RustcError, UnitTests};
use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::Duration;

/// Writes JUnit XML to `out`.
pub(crate) struct Junit<W: Write> {
    out: W,
    suites: Vec<Suite>,
    written: Written,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Written {
    No,
    Yes,
}

/// One problem.
#[derive(Debug, Clone)]
struct Suite {
    name: String,
    cases: Vec<TestCase>,
    /// Warnings not tied to a case.
    system_out: Vec<String>,
}

impl Suite {
    fn count(&self, what: fn(&Outcome) -> bool) -> usize {
        self.cases.iter().filter(|c| what(&c.outcome)).count()
    }

    fn time(&self) -> Duration {
        self.cases.iter().map(|c| c.time).sum()
    }
}

/// One case (or `compile`, or `data`).
#[derive(Debug, Clone)]
struct TestCase {
    name: String,
    time: Duration,
    outcome: Outcome,
    system_out: Vec<String>,
}

#[derive(Debug, Clone)]
enum Outcome {
    Passed,
    Failure {
        verdict: &'static str,
        message: String,
        text: String,
    },
    Error {
        message: String,
    },
}

impl Outcome {
    fn failure(&self) -> bool {
        matches!(self, Outcome::Failure { .. })
    }

    fn error(&self) -> bool {
        matches!(self, Outcome::Error { .. })
    }
}

impl<W: Write> Junit<W> {
    /// A reporter that writes the document to `out` when the run ends.
    pub(crate) fn new(out: W) -> Self {
        Junit {
            out,
            suites: Vec::new(),
            written: Written::No,
        }
    }

    fn suite(&mut self, name: &str) -> &mut Suite {
        match self.suites.iter().position(|s| s.name == name) {
            Some(i) => &mut self.suites[i],
            None => {
                self.suites.push(Suite {
                    name: name.to_owned(),
                    cases: Vec::new(),
                    system_out: Vec::new(),
                });
                self.suites.last_mut().expect("a suite was just pushed")
            }
        }
    }

    fn case(&mut self, case: &CaseReport) {
        let outcome = if case.verdict.accepted() {
            Outcome::Passed
        } else {
            let reason = match &case.reason {
                Some(reason) => reason.to_string(),
                None => case.verdict.code().to_owned(),
            };
            Outcome::Failure {
                verdict: case.verdict.code(),
                message: format!("{}: {}", case.verdict.code(), first_line(&reason)),
                text: failure_text(case, &reason),
            }
        };
        self.suite(&case.problem).cases.push(TestCase {
            name: case.case.clone(),
            time: case.cpu,
            outcome,
            system_out: Vec::new(),
        });
    }

    /// The whole document.
    fn document(&self, elapsed: Option<Duration>) -> String {
        let count = |what: fn(&Outcome) -> bool| -> usize {
            self.suites.iter().map(|s| s.count(what)).sum()
        };
        let tests: usize = self.suites.iter().map(|s| s.cases.len()).sum();
        let time = elapsed.unwrap_or_else(|| self.suites.iter().map(Suite::time).sum());
        let mut xml = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        let _ = writeln!(
            xml,
            "<testsuites name=\"cargo judge\" tests=\"{tests}\" failures=\"{}\" errors=\"{}\" time=\"{}\">",
            count(Outcome::failure),
            count(Outcome::error),
            seconds(time)
        );
        for suite in &self.suites {
            let _ = writeln!(
                xml,
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\" time=\"{}\">",
                attribute(&suite.name),
                suite.cases.len(),
                suite.count(Outcome::failure),
                suite.count(Outcome::error),
                seconds(suite.time())
            );
            for case in &suite.cases {
                testcase(&mut xml, &suite.name, case);
            }
            if !suite.system_out.is_empty() {
                let _ = writeln!(
                    xml,
                    "    <system-out>{}</system-out>",
                    text_content(&suite.system_out.join("\n"))
                );
            }
            xml.push_str("  </testsuite>\n");
        }
        xml.push_str("</testsuites>\n");
        xml
    }

    fn write(&mut self, elapsed: Option<Duration>) -> io::Result<()> {
        if self.written == Written::Yes {
            return Ok(());
        }
        self.written = Written::Yes;
        let xml = self.document(elapsed);
        self.out.write_all(xml.as_bytes())?;
        self.out.flush()
    }
}

impl<W: Write> Reporter for Junit<W> {
    fn event(&mut self, event: &Event<'_>) -> io::Result<()> {
        match event {
            // A problem and its cases.
            Event::ProblemStart(header) => {
                self.suite(&header.id);
            }
            Event::CompileError { header, error } => self.compile_error(header, error),
            Event::UnitTests { header, outcome } => {
                if let Some(outcome) = unit_tests(outcome) {
                    self.push(&header.id, "unit tests", outcome);
                }
            }
            Event::Case(case) => self.case(case),
            // Remarks under a problem.
            Event::Error(error) => self.push(
                &error.problem,
                error.case.as_deref().unwrap_or("data"),
                Outcome::Error {
                    message: error.to_string(),
                },
            ),
            Event::Warning {
                problem,
                case,
                warning,
            } => self.warning(problem, *case, warning),
            // The run as a whole: the document is written at its end.
            Event::Interrupted { .. } => self.write(None)?,
            Event::Summary(s) => self.write(Some(s.elapsed))?,
            Event::Plan { .. }
            | Event::Note(_)
            | Event::Building { .. }
            | Event::Built { .. }
            | Event::Wrong(_)
            | Event::ProblemEnd(_) => {}
        }
        Ok(())
    }
}

impl<W: Write> Junit<W> {
    /// A testcase that took no time of its own (`compile`, `unit tests`, `data`) in `problem`'s
    /// suite.
    fn push(&mut self, problem: &str, name: &str, outcome: Outcome) {
        self.suite(problem).cases.push(TestCase {
            name: name.to_owned(),
            time: Duration::ZERO,
            outcome,
            system_out: Vec::new(),
        });
    }

    /// The `compile` testcase of a solution that does not compile.
    fn compile_error(&mut self, header: &ProblemHeader, error: &RustcError) {
        let message = &error.first;
        let outcome = Outcome::Failure {
            verdict: "CE",
            message: format!("CE: {}", first_line(message)),
            text: format!(
                "{}\n{message}",
                super::words::does_not_compile_alone(&header.source, &header.build, Lang::English)
            ),
        };
        self.push(&header.id, "compile", outcome);
    }

    /// A warning, in the `<system-out>` of its case or else of its problem's suite.
    fn warning(&mut self, problem: &str, case: Option<&str>, warning: &Warning) {
        let message = &super::words::warning(warning, Lang::English);
        let suite = self.suite(problem);
        let text = format!("warning: {message}");
        match case.and_then(|c| suite.cases.iter_mut().rev().find(|t| t.name == c)) {
            Some(testcase) => testcase.system_out.push(text),
            None => suite.system_out.push(text),
        }
    }
}

/// The outcome of the `unit tests` testcase, or `None` when the solution has no tests (or
/// they were cancelled).
fn unit_tests(outcome: &UnitTests) -> Option<Outcome> {
    Some(match outcome {
        UnitTests::None | UnitTests::Cancelled => return None,
        UnitTests::Passed { .. } => Outcome::Passed,
        UnitTests::Failed { failures, .. } => {
            let names: Vec<&str> = failures.iter().map(|f| f.name.as_str()).collect();
            let first = failures.first().map_or("", |f| f.message());
            Outcome::Failure {
                verdict: "unit-test",
                message: format!("{}: {}", names.join(", "), first_line(first)),
                text: failures
                    .iter()
                    .map(|f| format!("---- {}\n{}", f.name, f.output))
                    .collect::<Vec<_>>()
                    .join("\n"),
            }
        }
        UnitTests::CompileError(error) => Outcome::Failure {
            verdict: "unit-test",
            message: first_line(&error.first).to_owned(),
            text: error.first.clone(),
        },
        UnitTests::Crashed(crash) => {
            let message = crash.to_string();
            Outcome::Failure {
                verdict: "unit-test",
                message: first_line(&message).to_owned(),
                text: message,
            }
        }
    })
}

/// One `<testcase>` of the suite `classname`, with its failure or error and its
/// `<system-out>`.
fn testcase(xml: &mut String, classname: &str, case: &TestCase) {
    let _ = write!(
        xml,
        "    <testcase name=\"{}\" classname=\"{}\" time=\"{}\"",
        attribute(&case.name),
        attribute(classname),
        seconds(case.time)
    );
    if matches!(case.outcome, Outcome::Passed) && case.system_out.is_empty() {
        xml.push_str("/>\n");
        return;
    }
    xml.push_str(">\n");
    match &case.outcome {
        Outcome::Passed => {}
        Outcome::Failure {
            verdict,
            message,
            text,
        } => {
            let _ = writeln!(
                xml,
                "      <failure message=\"{}\" type=\"{verdict}\">{}</failure>",
                attribute(message),
                text_content(text)
            );
        }
        Outcome::Error { message } => {
            let _ = writeln!(
                xml,
                "      <error message=\"{}\" type=\"data\">{}</error>",
                attribute(first_line(message)),
                text_content(message)
            );
        }
    }
    if !case.system_out.is_empty() {
        let _ = writeln!(
            xml,
            "      <system-out>{}</system-out>",
            text_content(&case.system_out.join("\n"))
        );
    }
    xml.push_str("    </testcase>\n");
}

/// The human report's account of a failing case, without its first (summary) line: the
/// reason, then the diff, stderr tail and input as the human report shows them. Always
/// in English and without colour.
fn failure_text(case: &CaseReport, reason: &str) -> String {
    let mut human = Vec::new();
    // Writing to a Vec cannot fail.
    let _ = Human::new(&mut human, Color::Never, Lang::English).event(&Event::Case(case));
    let human = String::from_utf8_lossy(&human);
    let mut lines: Vec<&str> = human
        .lines()
        .skip(1)
        .map(|l| l.strip_prefix("       ").unwrap_or(l))
        .collect();
    if lines.first() == Some(&reason) {
        lines.remove(0);
    }
    let mut text = reason.to_owned();
    for line in lines {
        text.push('\n');
        text.push_str(line);
    }
    text
}

fn first_line(text: &str) -> &str {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim()
}

fn seconds(time: Duration) -> String {
    format!("{:.3}", time.as_secs_f64())
}

/// Whether `c` may stand in the document: XML 1.0 forbids control characters other than
/// tab, LF and CR, and U+FFFE and U+FFFF; it only discourages DEL and the C1 controls, but
/// parsers differ there, so they go too. (A `char` is never a surrogate.)
fn allowed(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r') || !(c.is_control() || c == '\u{FFFE}' || c == '\u{FFFF}')
}

/// Escapes `text` for an attribute value in double quotes; tab, LF and CR become character
/// references so that parsers do not normalise them to spaces.
pub(crate) fn attribute(text: &str) -> String {
    escape(text, Context::Attribute)
}

/// Escapes `text` for element content; CR becomes a reference so it survives parsing.
pub(crate) fn text_content(text: &str) -> String {
    escape(text, Context::Text)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Context {
    Attribute,
    Text,
}

fn escape(text: &str, context: Context) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().filter(|&c| allowed(c)) {
        match (c, context) {
            ('&', _) => out.push_str("&amp;"),
            ('<', _) => out.push_str("&lt;"),
            ('>', _) => out.push_str("&gt;"),
            ('"', _) => out.push_str("&quot;"),
            ('\'', _) => out.push_str("&apos;"),
            ('\r', _) => out.push_str("&#13;"),
            ('\t', Context::Attribute) => out.push_str("&#9;"),
            ('\n', Context::Attribute) => out.push_str("&#10;"),
            // A bidirectional control is shown as text (the controls left here are tab and
            // LF, which stay): a reference would be the character again once parsed.
            (c, _) if shown_escaped(c) && !c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(c));
            }
            (c, _) => out.push(c),
        }
    }
    out
}

/// The XML checker the end-to-end tests use too.
#[cfg(test)]
#[path = "../../tests/cli/xml_check.rs"]
mod xml_check;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::{Mismatch, MismatchKind};
    use crate::config::Limits;
    use crate::report::{Diff, ProblemHeader, Summary};
    use crate::verdict::Reason;
    use crate::verdict::Verdict;
    use crate::workspace::{DataError, DataErrorKind};

    use super::xml_check::{junit_counts, parse};

    #[test]
    fn the_checker_rejects_what_is_not_xml() {
        let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
        for bad in [
            "<a><b></a></b>",
            "<a x=1/>",
            "<a x=\"1\" x=\"2\"/>",
            "<a>&bogus;</a>",
            "<a>a & b</a>",
            "<a>\u{1}</a>",
            "<a/><b/>",
            "<a>",
        ] {
            assert!(parse(&format!("{declaration}{bad}")).is_err(), "{bad}");
        }
        let ok = parse(&format!("{declaration}<a x=\"&lt;&#10;\"><b/>t&amp;</a>")).unwrap();
        assert_eq!(ok.attribute("x"), "<\n");
        assert_eq!(ok.text, "t&");
    }

    fn limits() -> Limits {
        Limits {
            time: Duration::from_millis(1000),
            memory_bytes: 256 << 20,
        }
    }

    fn header(id: &str) -> ProblemHeader {
        ProblemHeader {
            id: id.to_owned(),
            title: None,
            limits: limits(),
            compare: "lines".to_owned(),
            cases: 2,
            source: format!("problems/{id}/src/main.rs"),
            build: "rustc 1.95.0 --edition 2021 -O".to_owned(),
        }
    }

    /// A case; a TLE's reason is 1000 ms of CPU passed at 1500 ms.
    fn case(problem: &str, case: &str, verdict: Verdict) -> CaseReport {
        CaseReport {
            problem: problem.to_owned(),
            case: case.to_owned(),
            verdict,
            cpu: Duration::from_millis(1500),
            wall: Duration::from_millis(1600),
            memory: Some(3 << 20),
            limits: limits(),
            reason: (verdict == Verdict::Tle).then(|| Reason::CpuOver {
                limit: Duration::from_millis(1000),
                used: Duration::from_millis(1500),
            }),
            diff: None,
            input_preview: None,
            stderr_tail: String::new(),
            kept: None,
            origin: None,
            printed: String::new(),
        }
    }

    fn document(events: &[Event<'_>]) -> String {
        let mut out = Vec::new();
        let mut junit = Junit::new(&mut out);
        for event in events {
            junit.event(event).unwrap();
        }
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn escaping_and_forbidden_characters() {
        assert_eq!(
            attribute("<a & \"b\" 'c'>\n\t\r"),
            "&lt;a &amp; &quot;b&quot; &apos;c&apos;&gt;&#10;&#9;&#13;"
        );
        assert_eq!(
            text_content("x\u{0}\u{1b}[1my\u{FFFE}\n\tz\r"),
            "x[1my\n\tz&#13;"
        );
        assert_eq!(text_content("]]>"), "]]&gt;");
        // A bidirectional control would reorder what a CI page shows: it is shown as text
        // (a character reference would be the character again once parsed).
        assert_eq!(text_content("ok\u{202e}AW"), "ok\\u{202e}AW");
        assert_eq!(attribute("\u{2066}x"), "\\u{2066}x");
    }

    #[test]
    fn a_document_nests_counts_match_and_hostile_text_survives() {
        let hostile = "<&\"'>` \u{1}\u{7f}\u{FFFF} bell\u{7}";
        let mut wa = case("p&q", "1 <x>", Verdict::Wa);
        wa.diff = Some(Diff {
            mismatch: Mismatch {
                kind: MismatchKind::Wrong,
                line: 1,
                column: 1,
                expected: "3".to_owned(),
                found: hostile.to_owned(),
                detail: Box::new(crate::compare::Detail::Differs {
                    expected: crate::compare::Phrase::Quoted("3".to_owned()),
                    found: crate::compare::Phrase::Quoted(hostile.to_owned()),
                    off: None,
                }),
            },
            expected: b"3\n".to_vec(),
            actual: b"<&\"'>\x01\xff\n".to_vec(),
        });
        wa.reason = wa
            .diff
            .as_ref()
            .map(|d| Reason::Mismatch(d.mismatch.clone()));
        let h = header("p&q");
        let ce = header("ce");
        let summary = Summary {
            elapsed: Duration::from_millis(2500),
            ..Summary::default()
        };
        let overflow = crate::report::Warning::Overflow {
            said: "overflow <hidden>".into(),
        };
        let no_answer = DataError::new(
            "p&q",
            "testcases/p&q/3.in",
            DataErrorKind::NoAnswer {
                answer: "testcases/p&q/3.out".into(),
            },
        )
        .of_case("3");
        let unclosed = DataError::new(
            "gone",
            "testcases/gone/problem.toml",
            DataErrorKind::Spec {
                fault: Box::new(crate::config::SpecFault::UnclosedString { quote: '"' }),
            },
        )
        .at_line(1);
        let xml = document(&[
            Event::ProblemStart(&h),
            Event::Case(&case("p&q", "0", Verdict::Ac)),
            Event::Warning {
                problem: "p&q",
                case: Some("0"),
                warning: &overflow,
            },
            Event::Case(&wa),
            Event::Case(&case("p&q", "2", Verdict::Tle)),
            Event::Error(&no_answer),
            Event::ProblemStart(&ce),
            Event::CompileError {
                header: &ce,
                error: &crate::verdict::RustcError::new(
                    "error: expected expression, found `;`\n --> Main.rs:3:15",
                ),
            },
            Event::Error(&unclosed),
            Event::Summary(&summary),
        ]);
        let root = parse(&xml).unwrap_or_else(|e| panic!("{e}\n{xml}"));
        assert_eq!(root.name, "testsuites");
        assert_eq!(
            (
                root.number("tests"),
                root.number("failures"),
                root.number("errors")
            ),
            (6, 3, 2)
        );
        assert_eq!(root.attribute("time"), "2.500");
        let suites = root.children("testsuite");
        assert_eq!(
            suites
                .iter()
                .map(|s| s.attribute("name"))
                .collect::<Vec<_>>(),
            ["p&q", "ce", "gone"]
        );
        assert_eq!(junit_counts(&root), (6, 3, 2));

        let p = suites[0].children("testcase");
        assert_eq!(p[0].attribute("name"), "0");
        assert_eq!(p[0].attribute("time"), "1.500");
        assert_eq!(
            p[0].children("system-out")[0].text,
            "warning: accepted on the judge build, but the build with overflow checks fails: \
             overflow <hidden> (a wrapped overflow that happens to give the right answer)"
        );
        assert_eq!(p[1].attribute("name"), "1 <x>");
        let failure = p[1].children("failure")[0];
        assert_eq!(failure.attribute("type"), "WA");
        assert_eq!(
            failure.attribute("message"),
            "WA: line 1, column 1: expected `3`, found `<&\"'>`  bell`"
        );
        assert!(
            failure.text.starts_with("line 1, column 1:"),
            "{}",
            failure.text
        );
        assert!(failure.text.contains("expected"), "{}", failure.text);
        assert!(
            failure.text.contains("│ 3 "),
            "the diff table: {}",
            failure.text
        );
        let tle = p[2].children("failure")[0];
        assert_eq!(
            tle.attribute("message"),
            "TLE: CPU time over 1000 ms (killed after 1500 ms CPU)"
        );
        let data = p[3].children("error")[0];
        assert_eq!(data.attribute("type"), "data");
        assert_eq!(
            data.text,
            "testcases/p&q/3.in has no expected output: add testcases/p&q/3.out"
        );
        let compile = suites[1].children("testcase");
        assert_eq!(compile.len(), 1);
        assert_eq!(compile[0].attribute("name"), "compile");
        let ce = compile[0].children("failure")[0];
        assert_eq!(ce.attribute("type"), "CE");
        assert_eq!(
            ce.attribute("message"),
            "CE: error: expected expression, found `;`"
        );
        assert!(ce.text.contains(" --> Main.rs:3:15"));
        assert_eq!(suites[2].children("testcase")[0].attribute("name"), "data");
    }

    #[test]
    fn written_once_even_when_interrupted() {
        let xml = document(&[
            Event::Case(&case("p", "1", Verdict::Ac)),
            Event::Interrupted {
                signal: "SIGINT",
                what: &crate::report::Stopped::BetweenRuns,
            },
        ]);
        let root = parse(&xml).unwrap();
        assert_eq!(root.number("tests"), 1);
        assert_eq!(xml.matches("<testsuites").count(), 1);
    }
}
