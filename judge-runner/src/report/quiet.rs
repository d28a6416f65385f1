//! `--quiet`: a filter in front of another reporter that passes on only what failed. A
//! problem's header is held back until one of its cases fails (or it has an error), and a
//! problem where everything passed leaves no line at all; the summary always comes. A
//! problem still to solve is no failure either: the summary counts them (`3 to solve`), in
//! one line however many an import brought.

use super::{Event, ProblemHeader, Reporter};
use std::io;

/// Passes failures (and everything about the run as a whole) on to `inner`.
pub(crate) struct FailuresOnly<R> {
    inner: R,
    /// The header of the problem being judged, not yet shown.
    pending: Option<ProblemHeader>,
    /// Whether the current problem's header was shown.
    shown: Shown,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shown {
    Yes,
    No,
}

impl<R: Reporter> FailuresOnly<R> {
    pub(crate) fn new(inner: R) -> Self {
        FailuresOnly {
            inner,
            pending: None,
            shown: Shown::No,
        }
    }

    /// Shows the held-back header, once.
    fn header(&mut self) -> io::Result<()> {
        if let Some(header) = self.pending.take() {
            self.shown = Shown::Yes;
            self.inner.event(&Event::ProblemStart(&header))?;
        }
        Ok(())
    }
}

impl<R: Reporter> Reporter for FailuresOnly<R> {
    fn event(&mut self, event: &Event<'_>) -> io::Result<()> {
        match event {
            Event::ProblemStart(header) => {
                self.pending = Some((*header).clone());
                self.shown = Shown::No;
                Ok(())
            }
            Event::Case(case) if case.verdict.accepted() => Ok(()),
            Event::UnitTests { outcome, .. } if !outcome.failed() => Ok(()),
            Event::Warning {
                warning: super::Warning::ToSolve { .. },
                ..
            } => Ok(()),
            Event::Case(_)
            | Event::UnitTests { .. }
            | Event::CompileError { .. }
            | Event::Error { .. }
            | Event::Warning { .. } => {
                self.header()?;
                self.inner.event(event)
            }
            Event::ProblemEnd(_) => {
                self.pending = None;
                if self.shown == Shown::Yes {
                    self.shown = Shown::No;
                    return self.inner.event(event);
                }
                Ok(())
            }
            // What will be judged and how the builds went are not failures: a compile
            // error, or one of the data, comes as its own event.
            Event::Plan { .. } | Event::Building { .. } | Event::Built { .. } => Ok(()),
            Event::Wrong(report) if report.rejected() => Ok(()),
            Event::Wrong(_) => self.inner.event(event),
            Event::Note(_) | Event::Interrupted { .. } | Event::Summary(_) => {
                self.inner.event(event)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::Limits;
    use crate::report::human::Human;
    use crate::report::{CaseReport, Color, Lang, ProblemTotals, Summary};
    use crate::verdict::Verdict;
    use crate::verdict::{Reason, Said};
    use std::time::Duration;

    fn header(id: &str) -> ProblemHeader {
        ProblemHeader {
            id: id.into(),
            title: None,
            limits: Limits {
                time: Duration::from_secs(1),
                memory_bytes: 64 << 20,
            },
            compare: "lines".into(),
            cases: 2,
            source: format!("problems/{id}/src/main.rs"),
            build: "rustc 1.95.0 --edition 2021 -O".into(),
        }
    }

    fn case(problem: &str, name: &str, verdict: Verdict) -> CaseReport {
        CaseReport {
            problem: problem.into(),
            case: name.into(),
            verdict,
            cpu: Duration::from_millis(1),
            wall: Duration::from_millis(2),
            memory: Some(2 << 20),
            limits: header(problem).limits,
            reason: (!verdict.accepted()).then_some(Reason::ExitCode {
                code: 3,
                status: None,
                said: Said::Nothing,
            }),
            diff: None,
            input_preview: None,
            stderr_tail: String::new(),
            kept: None,
            origin: None,
            printed: String::new(),
        }
    }

    #[test]
    fn only_failures_and_their_problems_are_shown() {
        let mut out = Vec::new();
        {
            let mut quiet = FailuresOnly::new(Human::new(&mut out, Color::Never, Lang::English));
            let totals = ProblemTotals {
                cases: 2,
                ..ProblemTotals::default()
            };
            for (id, second) in [("good", Verdict::Ac), ("bad", Verdict::Re)] {
                let h = header(id);
                quiet.event(&Event::ProblemStart(&h)).unwrap();
                quiet
                    .event(&Event::Case(&case(id, "1", Verdict::Ac)))
                    .unwrap();
                quiet.event(&Event::Case(&case(id, "2", second))).unwrap();
                quiet.event(&Event::ProblemEnd(&totals)).unwrap();
            }
            quiet.event(&Event::Summary(&Summary::default())).unwrap();
        }
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains("good"), "{text}");
        assert!(text.contains("bad · 1000 ms"), "{text}");
        assert!(text.contains("RE "), "{text}");
        assert!(!text.contains("AC "), "{text}");
        assert!(text.contains("ok: 0 problems"), "{text}");
    }
}
