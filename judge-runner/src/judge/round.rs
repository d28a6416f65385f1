//! One round of the judge command: build every solution, checker and checked build (and
//! run the unit tests) in parallel, judge every case in parallel, then the wrong solutions,
//! and hand every result to the [`Emitter`](super::emit::Emitter), which reports them in a
//! fixed order whatever order the runs finish in.

use super::emit::Emitter;
use super::plan::Plan;
use super::remember::{self, Keep};
use super::{judge_case, wrong, CaseResult};
use crate::build::msrv::Lint;
use crate::build::{Built, Cache, Profile};
use crate::cli::{CompilerStrictness, DataStrictness, OverflowChecks, UnitTestRuns};
use crate::compare::Mode;
use crate::config::{CheckerArgs, Compare};
use crate::engine::{Checker, Engine, Judging, UnitTests};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::{
    Event, Note, ProblemHeader, ProblemTotals, Reporter, Stopped, Summary, Warning,
};
use crate::sys;
use crate::workspace::last_judged::Outcome;
use crate::workspace::{self, DataError, Problem};
use std::io;
use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

/// One round of judging: the plan and what discovery found.
pub(super) struct Round<'a> {
    pub(super) plan: &'a Plan,
    pub(super) problems: &'a [Problem],
    /// The problems whose solution is still the template: listed, not judged.
    pub(super) to_solve: &'a [Problem],
    pub(super) data_errors: &'a [DataError],
    pub(super) started: Instant,
}

/// The binaries of one problem. A failure is shared (`Arc`): the judge-data error that
/// reports it holds it too.
pub(super) struct Binaries {
    pub(super) solution: Result<Built, Arc<Error>>,
    pub(super) checker: Option<Result<Built, Arc<Error>>>,
    pub(super) checked: Option<Result<Built, Arc<Error>>>,
    /// The solution's own unit tests, when they were run.
    pub(super) unit_tests: Option<Result<UnitTests, Arc<Error>>>,
    /// The std APIs newer than the judge's compiler the solution uses, when it was checked
    /// (`None` inside: the compiler here is not newer, the compile was the check).
    pub(super) newer_apis: Option<Result<Option<Lint>, Arc<Error>>>,
}

impl Binaries {
    /// How the problem's cases are judged, when the builds allow judging them: the
    /// solution built or failed to compile (its cases are then CE), and its checker, when it
    /// needs one, built.
    pub(super) fn judging<'a>(&'a self, problem: &'a Problem) -> Option<Judging<'a>> {
        let solution = self.solution.as_ref().ok()?;
        let checker = match (&self.checker, problem.judge_program()) {
            (Some(Ok(Built::Binary { path, .. })), Some(source)) => Some(Checker {
                binary: path,
                source,
            }),
            (None, _) => None,
            _ if matches!(solution, Built::CompileError { .. }) => None,
            _ => return None,
        };
        let checked = match &self.checked {
            Some(Ok(Built::Binary { path, .. })) => Some(path.as_path()),
            _ => None,
        };
        Some(Judging {
            source: &problem.source,
            solution,
            limits: problem.spec.limits,
            compare: problem.spec.compare,
            checker,
            checked,
        })
    }
}

impl Round<'_> {
    pub(super) fn run(&self, engine: &Engine<'_>, reporter: &mut dyn Reporter) -> io::Result<i32> {
        let total_cases: usize = self.problems.iter().map(|p| p.cases.len()).sum();
        reporter.event(&Event::Plan {
            problems: self.problems.len(),
            unjudged: self.unloaded().len(),
            cases: total_cases,
            jobs: self.plan.jobs,
            rustc: engine.rustc_version(),
        })?;
        for note in &self.plan.notes {
            reporter.event(&Event::Note(note))?;
        }
        let mut summary = Summary {
            problems: self.problems.len(),
            ..Summary::default()
        };
        self.report_unloaded(reporter, &mut summary)?;
        self.report_to_solve(reporter, &mut summary)?;
        let binaries = self.build_reported(engine, reporter)?;
        if let Some(signal) = engine.cancel().cancelled() {
            let what = Stopped::Building {
                problems: self.problems.len(),
            };
            return interrupted(reporter, signal, &what);
        }
        let headers: Vec<ProblemHeader> = self
            .problems
            .iter()
            .map(|p| header(&self.plan.root, p, engine.build_command(p.spec.language)))
            .collect();
        let mut emitter = Emitter {
            problems: self.problems,
            headers: &headers,
            binaries: &binaries,
            data_errors: self.data_errors,
            reporter,
            summary: &mut summary,
            next_problem: 0,
            totals: None,
            strict_compiler: self.plan.newer_apis == Some(CompilerStrictness::Strict),
            judged: Vec::new(),
            held_unit_tests: None,
        };
        let stopped = self.judge_cases(engine, &binaries, &mut emitter)?;
        if let Some(signal) = engine.cancel().cancelled() {
            let what = if stopped.is_empty() {
                Stopped::BetweenRuns
            } else {
                Stopped::Running { cases: stopped }
            };
            return interrupted(emitter.reporter, signal, &what);
        }
        emitter.advance_to(self.problems.len())?;
        emitter.finish_current()?;
        self.judge_wrong(engine, &binaries, &mut emitter)?;
        if let Some(signal) = engine.cancel().cancelled() {
            return interrupted(emitter.reporter, signal, &Stopped::BetweenRuns);
        }
        if let Err(e) = remember::record(&self.plan.root, &emitter.judged) {
            let note = Note::NotRemembered { why: e.to_string() };
            emitter.reporter.event(&Event::Note(&note))?;
        }
        if let Err(e) = self.record_outcomes(&emitter.summary.per_problem) {
            let note = Note::NotRemembered { why: e.to_string() };
            emitter.reporter.event(&Event::Note(&note))?;
        }
        emitter.summary.elapsed = self.started.elapsed();
        emitter.summary.runner_peak = sys::own_peak_rss();
        emitter.summary.executor = engine.platform();
        emitter.reporter.event(&Event::Summary(emitter.summary))?;
        Ok(self.exit_code(emitter.summary))
    }

    /// Records, for `index`, what the round made of each problem whose every case it judged
    /// (no `--case` and no `--failed`): accepted on every case, or not. A problem without
    /// cases is left as it was.
    fn record_outcomes(&self, totals: &[ProblemTotals]) -> std::io::Result<()> {
        if !self.plan.only.is_empty() {
            return Ok(());
        }
        let judged: Vec<(String, Outcome, String)> = self
            .problems
            .iter()
            .zip(totals)
            .filter(|(_, t)| t.cases > 0)
            .filter_map(|(p, t)| {
                let source = std::fs::read_to_string(&p.source).ok()?;
                let accepted = t.errors == 0
                    && !t.compile_error
                    && t.counts.iter().map(|(_, n)| n).sum::<usize>() == t.cases
                    && t.counts.iter().all(|(v, _)| v.accepted());
                let outcome = if accepted {
                    Outcome::Accepted
                } else {
                    Outcome::Failed
                };
                Some((p.id.clone(), outcome, source))
            })
            .collect();
        workspace::last_judged::record(&self.plan.root, &judged)
    }

    /// The exit code of a round that ran to its end: 2 for an error, 1 for a failure (weak
    /// data only under `--strict-data`), else 0.
    fn exit_code(&self, summary: &Summary) -> i32 {
        if summary.errors > 0 {
            error::EXIT_TROUBLE
        } else if summary.failed > 0
            || summary.unit_tests_failed > 0
            || summary.newer_apis > 0
            || (self.plan.strict_data == DataStrictness::Strict && summary.weak_data > 0)
        {
            error::EXIT_FAILED
        } else {
            error::EXIT_OK
        }
    }

    /// Lists the problems still to solve (their solution is the template): a warning each.
    fn report_to_solve(
        &self,
        reporter: &mut dyn Reporter,
        summary: &mut Summary,
    ) -> io::Result<()> {
        for problem in self.to_solve {
            summary.to_solve += 1;
            reporter.event(&Event::Warning {
                problem: &problem.id,
                case: None,
                warning: &Warning::ToSolve {
                    id: problem.id.clone(),
                    tier: problem.spec.tier,
                    tags: problem.spec.tags.clone(),
                },
            })?;
        }
        Ok(())
    }

    /// Judges each problem's wrong solutions on its cases, after every case is reported:
    /// only for a solution that built (a CE solution says nothing about its data).
    pub(super) fn judge_wrong(
        &self,
        engine: &Engine<'_>,
        binaries: &[Binaries],
        emitter: &mut Emitter<'_, '_>,
    ) -> io::Result<()> {
        for (p, problem) in self.problems.iter().enumerate() {
            let Some(template) = binaries[p].judging(problem) else {
                continue;
            };
            if !matches!(template.solution, Built::Binary { .. }) || problem.cases.is_empty() {
                continue;
            }
            let kept = wrong::kept_rejected(&self.plan.root, &problem.id).into_iter();
            for found in wrong::find(&self.plan.root, &problem.id)
                .into_iter()
                .chain(kept)
            {
                let strictness = self.plan.strict_data;
                let judged = match found {
                    Ok(w) => {
                        wrong::judge(engine, problem, &template, &w, strictness, self.plan.jobs)
                    }
                    Err(error) => Some(Err(error)),
                };
                // `None`: the round was cancelled; the caller reports the interruption.
                let Some(judged) = judged else {
                    return Ok(());
                };
                match judged {
                    Ok(wrong::Judged::NotRun(warning)) => {
                        emitter.summary.warnings += 1;
                        emitter.reporter.event(&Event::Warning {
                            problem: &problem.id,
                            case: None,
                            warning: &warning,
                        })?;
                    }
                    Ok(wrong::Judged::Report(report)) => {
                        if !report.rejected() {
                            emitter.summary.weak_data += 1;
                            if self.plan.strict_data == DataStrictness::Lenient {
                                emitter.summary.warnings += 1;
                            }
                        }
                        emitter.reporter.event(&Event::Wrong(&report))?;
                    }
                    Err(error) => {
                        emitter.summary.errors += 1;
                        emitter.reporter.event(&Event::Error(&error))?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Reports the problems that could not be loaded at all; they come first.
    pub(super) fn report_unloaded(
        &self,
        reporter: &mut dyn Reporter,
        summary: &mut Summary,
    ) -> io::Result<()> {
        for error in self.unloaded_errors() {
            summary.errors += 1;
            reporter.event(&Event::Error(error))?;
        }
        summary.problems += self.unloaded().len();
        Ok(())
    }

    /// The errors of problems that could not be loaded (their cases are not judged).
    pub(super) fn unloaded_errors(&self) -> impl Iterator<Item = &DataError> {
        self.data_errors
            .iter()
            .filter(|e| !self.problems.iter().any(|p| p.id == e.problem))
    }

    /// The problems that could not be loaded, each once.
    pub(super) fn unloaded(&self) -> Vec<&str> {
        let mut unloaded: Vec<&str> = Vec::new();
        for error in self.unloaded_errors() {
            if !unloaded.contains(&error.problem.as_str()) {
                unloaded.push(&error.problem);
            }
        }
        unloaded
    }

    /// Judges every case whose problem can be judged, emitting results in order; returns
    /// the cases that were stopped by a cancellation.
    pub(super) fn judge_cases(
        &self,
        engine: &Engine<'_>,
        binaries: &[Binaries],
        emitter: &mut Emitter<'_, '_>,
    ) -> io::Result<Vec<(String, String)>> {
        let mut tasks: Vec<(usize, usize)> = Vec::new();
        for (p, problem) in self.problems.iter().enumerate() {
            if binaries[p].judging(problem).is_some() {
                tasks.extend((0..problem.cases.len()).map(|c| (p, c)));
            }
        }
        emitter.advance_to(tasks.first().map_or(self.problems.len(), |t| t.0))?;
        let mut stopped = Vec::new();
        let mut emitted = Ok(());
        let keep = Keep {
            root: self.plan.root.clone(),
            which: self.plan.keep,
        };
        let work = |i: usize| {
            let (p, c) = tasks[i];
            judge_case(
                engine,
                &self.problems[p],
                &self.problems[p].cases[c],
                &binaries[p],
                &keep,
            )
        };
        parallel(
            self.plan.jobs,
            tasks.len(),
            engine.cancel(),
            work,
            |i, result| {
                let (p, c) = tasks[i];
                if matches!(result, CaseResult::Interrupted) {
                    let problem = &self.problems[p];
                    stopped.push((problem.id.clone(), problem.cases[c].name.clone()));
                    return Flow::Continue;
                }
                let next = tasks.get(i + 1).map_or(self.problems.len(), |t| t.0);
                emitted = emitter.case(p, c, result, next);
                if emitted.is_ok() {
                    Flow::Continue
                } else {
                    Flow::Stop
                }
            },
        );
        emitted.map(|()| stopped)
    }

    /// Builds everything the problems need, and runs the solutions' unit tests, telling
    /// the reporter before and after the builds.
    pub(super) fn build_reported(
        &self,
        engine: &Engine<'_>,
        reporter: &mut dyn Reporter,
    ) -> io::Result<Vec<Binaries>> {
        // A file-I/O problem's cases go through its files, for every solution judged on them.
        for problem in self.problems {
            if let Some(io) = crate::engine::FileIo::of(&problem.spec) {
                let data = self.plan.root.join("testcases").join(&problem.id);
                engine.use_files(&data, io);
            }
        }
        let jobs = self.build_jobs();
        let builds = jobs
            .iter()
            .filter(|(_, w)| !matches!(w, What::UnitTests | What::NewerApis))
            .count();
        if builds > 0 {
            reporter.event(&Event::Building { sources: builds })?;
        }
        let building = Instant::now();
        let mut binaries: Vec<Binaries> = self
            .problems
            .iter()
            .map(|_| Binaries {
                solution: Err(Arc::new(Error::Output(std::io::Error::other("not built")))),
                checker: None,
                checked: None,
                unit_tests: None,
                newer_apis: None,
            })
            .collect();
        let (mut compiled, mut cached, mut failed) = (0, 0, 0);
        let mut no_clippy = false;
        let work = |i: usize| {
            let (p, what) = jobs[i];
            build_one(engine, &self.problems[p], what)
        };
        parallel(
            self.plan.jobs,
            jobs.len(),
            engine.cancel(),
            work,
            |i, product| {
                let (p, what) = jobs[i];
                let built = match product {
                    Product::Tests(tests) => {
                        binaries[p].unit_tests = Some(tests.map_err(Arc::new));
                        return Flow::Continue;
                    }
                    Product::Lint(lint) => {
                        no_clippy |= matches!(lint, Ok(Some(Lint::NoClippy)));
                        binaries[p].newer_apis = Some(lint.map_err(Arc::new));
                        return Flow::Continue;
                    }
                    Product::Built(built) => built,
                };
                match &built {
                    Ok(Built::Binary {
                        cached: Cache::Miss,
                        ..
                    }) => compiled += 1,
                    Ok(Built::Binary {
                        cached: Cache::Hit, ..
                    }) => cached += 1,
                    Ok(Built::CompileError { .. }) | Err(_) => failed += 1,
                }
                let built = built.map_err(Arc::new);
                match what {
                    What::Solution => binaries[p].solution = built,
                    What::Checker => binaries[p].checker = Some(built),
                    What::Checked => binaries[p].checked = Some(built),
                    What::UnitTests | What::NewerApis => {}
                }
                Flow::Continue
            },
        );
        if builds > 0 {
            reporter.event(&Event::Built {
                compiled,
                cached,
                failed,
                elapsed: building.elapsed(),
            })?;
        }
        if no_clippy {
            let note = Note::NoClippy {
                rustc: engine.rustc_version().to_owned(),
            };
            reporter.event(&Event::Note(&note))?;
        }
        Ok(binaries)
    }

    /// Every build the problems need: each solution, each checker, each checked build;
    /// then each solution's unit tests (a build and a run), unless skipped.
    pub(super) fn build_jobs(&self) -> Vec<(usize, What)> {
        let mut jobs = Vec::new();
        for (p, problem) in self.problems.iter().enumerate() {
            jobs.push((p, What::Solution));
            if problem.judge_program().is_some() {
                jobs.push((p, What::Checker));
            }
            if self.plan.overflow == OverflowChecks::On {
                jobs.push((p, What::Checked));
            }
        }
        if self.plan.unit_tests == UnitTestRuns::Run {
            jobs.extend((0..self.problems.len()).map(|p| (p, What::UnitTests)));
        }
        if self.plan.newer_apis.is_some() {
            jobs.extend((0..self.problems.len()).map(|p| (p, What::NewerApis)));
        }
        jobs
    }
}

/// Builds `what` of `problem` (or runs its unit tests).
fn build_one(engine: &Engine<'_>, problem: &Problem, what: What) -> Product {
    let language = problem.spec.language;
    match what {
        What::Solution => Product::Built(engine.build(&problem.source, Profile::Judge(language))),
        What::Checker => {
            let source = problem.judge_program().unwrap_or(Path::new(""));
            let include = problem.spec.cxx_include.as_deref();
            Product::Built(engine.build_judge_program(source, include))
        }
        What::Checked => Product::Built(engine.build(&problem.source, Profile::Checked(language))),
        What::UnitTests => Product::Tests(engine.unit_tests(&problem.source, language)),
        What::NewerApis => Product::Lint(engine.newer_apis(&problem.source, language)),
    }
}

/// What one job of the build phase produced.
pub(super) enum Product {
    Built(Result<Built, Error>),
    Tests(Result<UnitTests, Error>),
    Lint(Result<Option<Lint>, Error>),
}

/// Which build of a problem.
#[derive(Debug, Clone, Copy)]
pub(super) enum What {
    Solution,
    Checker,
    Checked,
    UnitTests,
    /// The check for std APIs newer than the judge's compiler.
    NewerApis,
}

/// Reports an interrupt and picks the exit code for the signal.
pub(super) fn interrupted(
    reporter: &mut dyn Reporter,
    signal: i32,
    what: &Stopped,
) -> io::Result<i32> {
    let name = sys::signal_name(signal);
    reporter.event(&Event::Interrupted {
        signal: &name,
        what,
    })?;
    Ok(error::exit_for_signal(signal))
}

pub(super) fn header(root: &Path, problem: &Problem, build: String) -> ProblemHeader {
    let compare = match problem.spec.compare {
        Compare::Output(Mode::Boj) => "boj".to_owned(),
        Compare::Output(Mode::Lines) => "lines".to_owned(),
        Compare::Output(Mode::Exact) => "exact".to_owned(),
        Compare::Output(Mode::Tokens) => "tokens".to_owned(),
        Compare::Output(Mode::TokensCaseless) => "tokens-caseless".to_owned(),
        Compare::Output(Mode::Float { tolerance }) => format!("float ±{tolerance:e}"),
        Compare::Output(Mode::Literal) => "literal".to_owned(),
        Compare::Output(Mode::Chosen { lines }) => {
            format!("lines {} only", crate::compare::line_list(lines))
        }
        Compare::Checker(CheckerArgs::Testlib) => "checker".to_owned(),
        Compare::Checker(CheckerArgs::Boj) => "checker (BOJ order)".to_owned(),
        Compare::Checker(CheckerArgs::Icpc) => "checker (ICPC 42/43)".to_owned(),
        Compare::Interactive => "interactive".to_owned(),
    };
    ProblemHeader {
        id: problem.id.clone(),
        title: problem.spec.title.clone(),
        limits: problem.spec.limits,
        compare,
        cases: problem.cases.len(),
        source: workspace::rel(root, &problem.source),
        build,
    }
}
