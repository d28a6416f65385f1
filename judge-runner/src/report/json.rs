//! JSON Lines: one object per case, per compile error, per error, and a last summary line.
//! Fields may be added; the ones here never change meaning.

use super::{CaseReport, Event, Lang, ProblemHeader, Reporter, Summary, Warning, WrongReport};
use crate::build::Cache;
use crate::compare::shown_escaped;
use crate::verdict::{RustcError, UnitTests};
use crate::workspace::DataError;
use std::fmt::Write as _;
use std::io::{self, Write};

/// Writes JSON Lines to `out`.
pub(crate) struct Json<W: Write> {
    out: W,
    /// The problem whose cases are being reported, for its `groups` line at its end.
    problem: Option<String>,
}

impl<W: Write> Json<W> {
    pub(crate) fn new(out: W) -> Self {
        Json { out, problem: None }
    }
}

/// `{"type":"groups","problem":…,"groups":[{"name":…,"passed":3,"cases":3,"points":50,
/// "earned":50},…],"score":50,"full":100}`: a problem's test groups, at its end.
fn groups(problem: &str, totals: &super::ProblemTotals) -> String {
    let list: Vec<String> = totals
        .groups
        .iter()
        .map(|g| {
            format!(
                "{{\"name\":{},\"passed\":{},\"cases\":{},\"points\":{},\"earned\":{}}}",
                string(&g.name),
                g.passed,
                g.cases,
                g.points,
                g.earned()
            )
        })
        .collect();
    let full: u64 = totals.groups.iter().map(|g| g.points).sum();
    let score: u64 = totals.groups.iter().map(super::GroupTotal::earned).sum();
    format!(
        "{{\"type\":\"groups\",\"problem\":{},\"groups\":[{}],\"score\":{score},\"full\":{full}}}",
        string(problem),
        list.join(",")
    )
}

/// A JSON string literal for `s`. The `#` that opens a `##[` is written `\u0023`: the same
/// string to a JSON reader, but no legacy workflow command to GitHub's runner, which finds
/// `##[` anywhere in a line of its log (see [`super::inert`]).
pub(crate) fn string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for (at, c) in s.char_indices() {
        match c {
            '#' if s[at..].starts_with("##[") => out.push_str("\\u0023"),
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            // Controls and bidirectional controls are all in the BMP: four digits hold them.
            c if shown_escaped(c) => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl<W: Write> Reporter for Json<W> {
    fn event(&mut self, event: &Event<'_>) -> io::Result<()> {
        let line = match event {
            // A problem and its cases.
            Event::Case(case) => case_line(case),
            Event::UnitTests { header, outcome } => match unit_tests(&header.id, outcome) {
                Some(line) => line,
                None => return Ok(()),
            },
            Event::CompileError { header, error } => compile_error(header, error),
            // Remarks under a problem.
            Event::Error(error) => data_error(error),
            Event::Warning {
                problem,
                case,
                warning,
            } => warning_line(problem, *case, warning),
            Event::Wrong(w) => wrong(w),
            // The run as a whole.
            Event::Interrupted { signal, what } => format!(
                "{{\"type\":\"interrupted\",\"signal\":{},\"message\":{}}}",
                string(signal),
                string(&super::words::stopped(what, Lang::English))
            ),
            Event::Summary(s) => summary(s),
            Event::Built {
                compiled,
                cached,
                failed,
                elapsed,
            } => format!(
                "{{\"type\":\"build\",\"compiled\":{compiled},\"cached\":{cached},\"failed\":{failed},\"wall_ms\":{}}}",
                elapsed.as_millis()
            ),
            Event::ProblemStart(header) => {
                self.problem = Some(header.id.clone());
                return Ok(());
            }
            Event::ProblemEnd(totals) => match self.problem.take() {
                Some(problem) if !totals.groups.is_empty() => groups(&problem, totals),
                _ => return Ok(()),
            },
            Event::Plan { .. } | Event::Note(_) | Event::Building { .. } => return Ok(()),
        };
        writeln!(self.out, "{line}")?;
        self.out.flush()
    }
}

/// The `case` line: its verdict and measurements, why it was not accepted, where its output
/// was kept.
fn case_line(case: &CaseReport) -> String {
    let mut line = format!(
        "{{\"type\":\"case\",\"problem\":{},\"case\":{},\"verdict\":\"{}\",\"time_ms\":{},\"wall_ms\":{},\"memory_kb\":{}",
        string(&case.problem),
        string(&case.case),
        case.verdict.code(),
        case.cpu.as_millis(),
        case.wall.as_millis(),
        case.memory.map_or("null".to_owned(), |m| (m / 1024).to_string()),
    );
    if let Some(reason) = &case.reason {
        let _ = write!(line, ",\"message\":{}", string(&reason.to_string()));
    }
    if let Some(kept) = &case.kept {
        let _ = write!(line, ",\"output\":{}", string(kept));
    }
    line.push('}');
    line
}

/// The `problem` line of a solution that does not compile.
fn compile_error(header: &ProblemHeader, error: &RustcError) -> String {
    format!(
        "{{\"type\":\"problem\",\"problem\":{},\"verdict\":\"CE\",\"build\":{},\"message\":{}}}",
        string(&header.id),
        string(&header.build),
        string(&error.first)
    )
}

/// The `error` line of broken judge data or a checker that failed.
fn data_error(error: &DataError) -> String {
    let case = error
        .case
        .as_ref()
        .map_or(String::new(), |c| format!(",\"case\":{}", string(c)));
    // Added fields: the file at fault and its line, as the data names them.
    let file = error
        .file
        .as_ref()
        .map_or(String::new(), |f| format!(",\"file\":{}", string(f)));
    let line = error
        .line
        .map_or(String::new(), |l| format!(",\"line\":{l}"));
    format!(
        "{{\"type\":\"error\",\"problem\":{}{case},\"message\":{}{file}{line}}}",
        string(&error.problem),
        string(&error.to_string())
    )
}

/// The `warning` line, its message in English.
fn warning_line(problem: &str, case: Option<&str>, warning: &Warning) -> String {
    let message = &super::words::warning(warning, Lang::English);
    let case = case.map_or(String::new(), |c| format!(",\"case\":{}", string(c)));
    format!(
        "{{\"type\":\"warning\",\"problem\":{}{case},\"message\":{}}}",
        string(problem),
        string(message)
    )
}

/// The `wrong` line: what a wrong solution was expected to get, what it got, which case.
fn wrong(w: &WrongReport) -> String {
    format!(
        "{{\"type\":\"wrong\",\"problem\":{},\"name\":{},\"expect\":{},\"got\":\"{}\",\"killed_by\":{}}}",
        string(&w.problem),
        string(&w.name),
        string(w.expect.code()),
        w.got.code(),
        w.killed_by.as_deref().map_or("null".to_owned(), string)
    )
}

/// The last line of a run that was not interrupted.
fn summary(s: &Summary) -> String {
    format!(
        "{{\"type\":\"summary\",\"problems\":{},\"cases\":{},\"passed\":{},\"failed\":{},\"errors\":{},\"untested\":{},\"to_solve\":{},\"weak_data\":{},\"unit_tests_passed\":{},\"unit_tests_failed\":{},\"wall_ms\":{},\"runner_memory_kb\":{},\"executor\":{}}}",
        s.problems,
        s.cases,
        s.passed,
        s.failed,
        s.errors,
        s.untested,
        s.to_solve,
        s.weak_data,
        s.unit_tests_passed,
        s.unit_tests_failed,
        s.elapsed.as_millis(),
        s.runner_peak.map_or("null".to_owned(), |b| (b / 1024).to_string()),
        string(s.executor)
    )
}

/// The `unit_tests` line of a problem: `ok` (true when every test passed), `passed`, `failed`,
/// `cached` (the pass was remembered), and on a failure `message` (the first failing test's
/// panic, or the compile error) and `failures` (each failing test's `name` and `message`).
fn unit_tests(problem: &str, outcome: &UnitTests) -> Option<String> {
    let head = format!("{{\"type\":\"unit_tests\",\"problem\":{}", string(problem));
    Some(match outcome {
        UnitTests::None | UnitTests::Cancelled => return None,
        UnitTests::Passed { passed, cached } => format!(
            "{head},\"ok\":true,\"passed\":{passed},\"failed\":0,\"cached\":{}}}",
            *cached == Cache::Hit
        ),
        UnitTests::Failed { passed, failures } => {
            let list: Vec<String> = failures
                .iter()
                .map(|f| {
                    format!(
                        "{{\"name\":{},\"message\":{}}}",
                        string(&f.name),
                        string(&f.output)
                    )
                })
                .collect();
            let first = failures
                .first()
                .map_or(String::new(), |f| format!("{}: {}", f.name, f.message()));
            format!(
                "{head},\"ok\":false,\"passed\":{passed},\"failed\":{},\"cached\":false,\"message\":{},\"failures\":[{}]}}",
                failures.len(),
                string(&first),
                list.join(",")
            )
        }
        UnitTests::CompileError(error) => failed_to_run(&head, &error.first),
        UnitTests::Crashed(crash) => failed_to_run(&head, &crash.to_string()),
    })
}

/// The rest of a `unit_tests` line whose tests did not run to their result: `message` says
/// why.
fn failed_to_run(head: &str, message: &str) -> String {
    format!(
        "{head},\"ok\":false,\"passed\":0,\"failed\":0,\"cached\":false,\"message\":{}}}",
        string(message)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::{DataError, DataErrorKind};

    #[test]
    fn strings_are_escaped() {
        assert_eq!(string("a\"b\\c\nd\u{1}é"), "\"a\\\"b\\\\c\\nd\\u0001é\"");
    }

    /// JSON Lines printed in a GitHub log are read by its runner too, which takes `##[`
    /// anywhere in a line for a command; `\u0023` is the same string to a JSON reader.
    #[test]
    fn no_workflow_command_in_a_line() {
        assert_eq!(string("a ##[error]x"), "\"a \\u0023#[error]x\"");
        assert_eq!(string("# #[ok]"), "\"# #[ok]\"");
        // A bidirectional control is escaped as a control is: the same string, shown inert.
        assert_eq!(string("a\u{202e}b"), "\"a\\u202eb\"");
        let parsed = crate::json::Value::parse(&string("a ##[error]x")).unwrap();
        assert_eq!(parsed.as_str(), Some("a ##[error]x"));
    }

    #[test]
    fn error_lines() {
        let mut out = Vec::new();
        let mut json = Json::new(&mut out);
        let answer = "testcases/p/2.out".to_owned();
        let no_answer = DataError::new("p", "testcases/p/2.in", DataErrorKind::NoAnswer { answer })
            .of_case("2");
        json.event(&Event::Error(&no_answer)).unwrap();
        let spec = DataError::new(
            "p",
            "testcases/p/problem.toml",
            DataErrorKind::Spec {
                fault: Box::new(crate::config::SpecFault::MissingKey),
            },
        )
        .at_line(3);
        json.event(&Event::Error(&spec)).unwrap();
        let failed = DataError {
            file: None,
            ..DataError::new(
                "p",
                "",
                DataErrorKind::Failed(crate::workspace::RunnerFailure::Engine(
                    crate::workspace::EngineFailure::InteractiveCompared,
                )),
            )
        };
        json.event(&Event::Error(&failed)).unwrap();
        // `file` and `line` are added fields; `message` means what it always meant.
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"type\":\"error\",\"problem\":\"p\",\"case\":\"2\",\"message\":\"testcases/p/2.in has no expected output: add testcases/p/2.out\",\"file\":\"testcases/p/2.in\"}\n\
             {\"type\":\"error\",\"problem\":\"p\",\"message\":\"testcases/p/problem.toml:3: missing key before `=`\",\"file\":\"testcases/p/problem.toml\",\"line\":3}\n\
             {\"type\":\"error\",\"problem\":\"p\",\"message\":\"an interactive problem is judged by its interactor\"}\n"
        );
    }
}
