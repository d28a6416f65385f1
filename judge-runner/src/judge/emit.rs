//! The judge command's report order: events in problem order, case by case, as case
//! results arrive in task order; each problem's start (its errors, untested or compile-error
//! line, unit tests) before its cases and its end after them, with the summary's counts.
//! Unit tests whose only failure is the template's `stored_cases` wait for the problem's
//! end, where the judged cases decide whether they say anything new.

use super::remember::CaseKey;
use super::round::Binaries;
use super::{failed, CaseResult};
use crate::build::msrv::Lint;
use crate::build::{Built, Cache};
use crate::engine::UnitTests;
use crate::report::{
    CaseReport, Event, GroupTotal, ProblemHeader, ProblemTotals, Reporter, Summary, Warning,
};
use crate::verdict::RustcError;
use crate::workspace::{DataError, DataErrorKind, Problem};
use std::io;
use std::path::Path;

/// Emits events in problem order as case results arrive in task order.
pub(super) struct Emitter<'e, 'r> {
    pub(super) problems: &'e [Problem],
    pub(super) headers: &'e [ProblemHeader],
    pub(super) binaries: &'e [Binaries],
    pub(super) data_errors: &'e [DataError],
    pub(super) reporter: &'e mut (dyn Reporter + 'r),
    pub(super) summary: &'e mut Summary,
    /// The first problem whose start has not been emitted.
    pub(super) next_problem: usize,
    /// Totals of the problem being emitted.
    pub(super) totals: Option<ProblemTotals>,
    /// `--strict-compiler`: a std API newer than the judge's compiler is an error.
    pub(super) strict_compiler: bool,
    /// Every case judged, and whether it was accepted, for the record of failures.
    pub(super) judged: Vec<(CaseKey, bool)>,
    /// The current problem's unit tests, held back to its end when only the template's
    /// `stored_cases` test failed: see [`Emitter::held_unit_tests`].
    pub(super) held_unit_tests: Option<usize>,
}

impl Emitter<'_, '_> {
    /// Emits every problem before `upto` completely, and the start of `upto`.
    pub(super) fn advance_to(&mut self, upto: usize) -> io::Result<()> {
        while self.next_problem <= upto && self.next_problem < self.problems.len() {
            self.finish_current()?;
            let p = self.next_problem;
            self.next_problem += 1;
            self.start(p)?;
            if p < upto {
                self.finish_current()?;
            }
        }
        Ok(())
    }

    pub(super) fn start(&mut self, p: usize) -> io::Result<()> {
        let problem = &self.problems[p];
        let header = &self.headers[p];
        self.reporter.event(&Event::ProblemStart(header))?;
        let mut totals = ProblemTotals {
            cases: problem.cases.len(),
            ..ProblemTotals::default()
        };
        for error in self.data_errors.iter().filter(|e| e.problem == problem.id) {
            totals.errors += 1;
            self.summary.errors += 1;
            self.reporter.event(&Event::Error(error))?;
        }
        // A solution that does not compile is not an error: its cases are judged CE.
        let binaries = &self.binaries[p];
        let trouble = match (&binaries.solution, &binaries.checker) {
            (Err(e), _) => Some(failed(&problem.id, e)),
            (Ok(Built::Binary { .. }), Some(Err(e))) => Some(failed(&problem.id, e)),
            (Ok(Built::Binary { .. }), Some(Ok(Built::CompileError { first, .. }))) => {
                let file = problem
                    .judge_program()
                    .and_then(Path::file_name)
                    .unwrap_or_default();
                let file = format!("testcases/{}/{}", problem.id, file.to_string_lossy());
                let first = first.clone();
                let kind = DataErrorKind::ProgramCompile { first };
                Some(DataError::new(&problem.id, file, kind))
            }
            _ => None,
        };
        if let Some(error) = trouble {
            self.problem_error(&mut totals, &error)?;
        } else if problem.cases.is_empty() {
            self.untested(p, &mut totals)?;
        }
        self.unit_tests(p, &mut totals)?;
        self.newer_apis(p, &mut totals)?;
        self.totals = Some(totals);
        Ok(())
    }

    /// The line of the solution's own unit tests, when they ran; not for a solution that
    /// does not compile for the judge (its CE says it all).
    pub(super) fn unit_tests(&mut self, p: usize, totals: &mut ProblemTotals) -> io::Result<()> {
        // Through the slice's own lifetime, so that reporting may borrow `self` again.
        let all = self.binaries;
        let binaries = &all[p];
        if !matches!(binaries.solution, Ok(Built::Binary { .. })) {
            return Ok(());
        }
        match &binaries.unit_tests {
            None | Some(Ok(UnitTests::None | UnitTests::Cancelled)) => Ok(()),
            Some(Err(e)) => {
                let error = failed(&self.problems[p].id, e);
                self.problem_error(totals, &error)
            }
            Some(Ok(outcome)) if stored_cases_only(outcome) => {
                self.held_unit_tests = Some(p);
                Ok(())
            }
            Some(Ok(outcome)) => self.report_unit_tests(p, outcome),
        }
    }

    /// A line for each std API the solution uses that its judge's compiler does not have,
    /// when it was checked; not for a solution that does not compile here (its CE says it).
    pub(super) fn newer_apis(&mut self, p: usize, totals: &mut ProblemTotals) -> io::Result<()> {
        let binaries = &self.binaries[p];
        if !matches!(binaries.solution, Ok(Built::Binary { .. })) {
            return Ok(());
        }
        let problem = &self.problems[p];
        let found = match &binaries.newer_apis {
            None | Some(Ok(None | Some(Lint::NoClippy))) => return Ok(()),
            Some(Err(e)) => {
                let error = failed(&problem.id, e);
                return self.problem_error(totals, &error);
            }
            Some(Ok(Some(Lint::Checked(found)))) => found,
        };
        let language = problem.spec.language;
        let judge = crate::profile::live(language).map_or("BOJ", |row| row.site);
        let file = self.headers[p].source.clone();
        for newer in found {
            if self.strict_compiler {
                self.summary.newer_apis += 1;
            } else {
                self.summary.warnings += 1;
            }
            let warning = Warning::NewerApi {
                id: problem.id.clone(),
                api: newer.api.clone(),
                since: newer.since.clone(),
                judge,
                judge_rustc: crate::profile::rustc(language),
                at: format!("{file}:{}", newer.line),
                strict: self.strict_compiler,
            };
            self.reporter.event(&Event::Warning {
                problem: &problem.id,
                case: None,
                warning: &warning,
            })?;
        }
        Ok(())
    }

    /// A problem with no cases: a compile error counts as one failed case, as the judge
    /// would reject the submission; otherwise one warning line, counted as untested.
    pub(super) fn untested(&mut self, p: usize, totals: &mut ProblemTotals) -> io::Result<()> {
        let problem = &self.problems[p];
        if let Ok(Built::CompileError { first, .. }) = &self.binaries[p].solution {
            totals.compile_error = true;
            self.summary.cases += 1;
            self.summary.failed += 1;
            return self.reporter.event(&Event::CompileError {
                header: &self.headers[p],
                error: &RustcError::new(first),
            });
        }
        self.summary.untested += 1;
        self.reporter.event(&Event::Warning {
            problem: &problem.id,
            case: None,
            warning: &Warning::Untested {
                id: problem.id.clone(),
            },
        })
    }

    /// Reports an error that affects a whole problem.
    pub(super) fn problem_error(
        &mut self,
        totals: &mut ProblemTotals,
        error: &DataError,
    ) -> io::Result<()> {
        totals.errors += 1;
        self.summary.errors += 1;
        self.reporter.event(&Event::Error(error))
    }

    /// The unit tests held back at the problem's start, now that its cases are judged. The
    /// template's `stored_cases` test runs `solve` on the very cases the judge has just
    /// judged: when one of them failed or its data is broken, the judge's verdict (and its
    /// diff) already says so, and the test's panic would say it a second time, less clearly;
    /// the other tests are reported as they went. When every case the judge saw passed, the
    /// test failing is news (a `main` that does not call `solve`, a case not selected) and
    /// is reported in full.
    fn held_unit_tests(&mut self, totals: &ProblemTotals) -> io::Result<()> {
        let Some(p) = self.held_unit_tests.take() else {
            return Ok(());
        };
        let all = self.binaries;
        let Some(Ok(outcome @ UnitTests::Failed { passed, .. })) = &all[p].unit_tests else {
            return Ok(());
        };
        let judge_saw_it = totals.errors > 0
            || totals.compile_error
            || totals.counts.iter().any(|(v, n)| *n > 0 && !v.accepted());
        let folded;
        let outcome = match (judge_saw_it, *passed) {
            (true, 0) => return Ok(()),
            (true, passed) => {
                folded = UnitTests::Passed {
                    passed,
                    cached: Cache::Miss,
                };
                &folded
            }
            (false, _) => outcome,
        };
        self.report_unit_tests(p, outcome)
    }

    /// The unit tests' line of problem `p`, counted in the summary.
    fn report_unit_tests(&mut self, p: usize, outcome: &UnitTests) -> io::Result<()> {
        if outcome.failed() {
            self.summary.unit_tests_failed += 1;
        } else {
            self.summary.unit_tests_passed += 1;
        }
        self.reporter.event(&Event::UnitTests {
            header: &self.headers[p],
            outcome,
        })
    }

    pub(super) fn finish_current(&mut self) -> io::Result<()> {
        if let Some(mut totals) = self.totals.take() {
            if let Some(problem) = self
                .next_problem
                .checked_sub(1)
                .and_then(|p| self.problems.get(p))
            {
                totals.groups = group_totals(problem, &self.judged);
            }
            self.held_unit_tests(&totals)?;
            self.reporter.event(&Event::ProblemEnd(&totals))?;
            self.summary.per_problem.push(totals);
        }
        Ok(())
    }

    /// Counts and emits a judged case, and its warning.
    pub(super) fn judged(
        &mut self,
        report: &CaseReport,
        warning: Option<String>,
    ) -> io::Result<()> {
        self.summary.cases += 1;
        if report.verdict.accepted() {
            self.summary.passed += 1;
        } else {
            self.summary.failed += 1;
        }
        if let Some(totals) = self.totals.as_mut() {
            match totals.counts.iter_mut().find(|(v, _)| *v == report.verdict) {
                Some((_, n)) => *n += 1,
                None => totals.counts.push((report.verdict, 1)),
            }
            if totals.slowest.as_ref().is_none_or(|(_, t)| report.cpu > *t) {
                totals.slowest = Some((report.case.clone(), report.cpu));
            }
            if let Some(m) = report.memory {
                totals.peak_memory = Some(totals.peak_memory.unwrap_or(0).max(m));
            }
        }
        self.reporter.event(&Event::Case(report))?;
        if let Some(said) = warning {
            self.summary.warnings += 1;
            self.reporter.event(&Event::Warning {
                problem: &report.problem,
                case: Some(&report.case),
                warning: &Warning::Overflow { said },
            })?;
        }
        Ok(())
    }

    /// Emits the result of case `c` of problem `p`; `next` is the problem of the next task.
    pub(super) fn case(
        &mut self,
        p: usize,
        c: usize,
        result: CaseResult,
        next: usize,
    ) -> io::Result<()> {
        self.advance_to(p)?;
        let problem = &self.problems[p];
        let case = &problem.cases[c];
        let accepted = match &result {
            CaseResult::Judged(report, _) => Some(report.verdict.accepted()),
            CaseResult::CompileError(_) | CaseResult::Error(_) => Some(false),
            CaseResult::Interrupted => None,
        };
        if let Some(accepted) = accepted {
            self.judged
                .push(((problem.id.clone(), case.name.clone()), accepted));
        }
        match result {
            CaseResult::Judged(report, warning) => self.judged(&report, warning)?,
            CaseResult::CompileError(error) => {
                self.summary.cases += 1;
                self.summary.failed += 1;
                if let Some(totals) = self.totals.as_mut().filter(|t| !t.compile_error) {
                    totals.compile_error = true;
                    self.reporter.event(&Event::CompileError {
                        header: &self.headers[p],
                        error: &error,
                    })?;
                }
            }
            CaseResult::Error(error) => {
                self.summary.errors += 1;
                if let Some(totals) = self.totals.as_mut() {
                    totals.errors += 1;
                }
                self.reporter.event(&Event::Error(&error))?;
            }
            CaseResult::Interrupted => {}
        }
        if next != p {
            self.advance_to(next.min(self.problems.len()))?;
        }
        Ok(())
    }
}

/// Whether the only tests that failed are the template's `stored_cases` (BOJ's, or
/// Programmers' through its harness), which judge the stored cases again.
fn stored_cases_only(outcome: &UnitTests) -> bool {
    match outcome {
        UnitTests::Failed { failures, .. } => failures
            .iter()
            .all(|f| f.name == "stored_cases" || f.name.ends_with("::stored_cases")),
        _ => false,
    }
}

/// The result of each test group of `problem` from the cases judged so far: a case not
/// judged (interrupted) is not accepted.
fn group_totals(problem: &Problem, judged: &[(CaseKey, bool)]) -> Vec<GroupTotal> {
    problem
        .groups
        .iter()
        .map(|group| {
            let prefix = format!("{}-", group.name);
            let cases: Vec<&str> = problem
                .cases
                .iter()
                .map(|c| c.name.as_str())
                .filter(|name| name.starts_with(&prefix))
                .collect();
            let passed = cases
                .iter()
                .filter(|name| {
                    judged
                        .iter()
                        .any(|((p, c), ok)| *ok && *p == problem.id && c == *name)
                })
                .count();
            GroupTotal {
                name: group.name.clone(),
                passed,
                cases: cases.len(),
                points: group.points,
            }
        })
        .collect()
}
