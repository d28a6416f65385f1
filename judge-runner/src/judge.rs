//! The judge command: the plan and the report order.
//!
//! Raw options become a validated [`Plan`] in one step (workspace, selection, partition,
//! changed-since, language, colour, jobs); then the round builds every solution, judges
//! every case through the [`engine`](crate::engine), and feeds the reporter in a fixed
//! order (problem by problem, case by case) whatever order the runs finish in.

pub(crate) mod explain;
mod remember;
pub(crate) mod replay;
mod select;
pub(crate) mod watch;
pub(crate) mod wrong;

use crate::author::validate;
use crate::build::{Built, Cache, Profile, Toolchain};
use crate::cancel::Cancel;
use crate::cli::{
    Cases, ColorChoice, DataStrictness, Detail, JudgeOptions, KeepOutput, OverflowChecks, Rerun,
    UnitTestRuns,
};
use crate::compare::Mode;
use crate::config::{CheckerArgs, Compare};
use crate::engine::{
    self, Answer, CaseData, CaseError, Checker, Engine, Judgement, Judging, UnitTests,
};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::programmers::{self, CaseFault};
use crate::report::github::Github;
use crate::report::human::Human;
use crate::report::json::Json;
use crate::report::junit::Junit;
use crate::report::quiet::FailuresOnly;
use crate::report::{
    CaseReport, Color, Diff, Event, Format, Lang, Note, ProblemHeader, ProblemTotals, Reporter,
    Stopped, Summary, Warning,
};
use crate::sys;
use crate::verdict::Reason;
use crate::workspace::{self, Case, DataError, DataErrorKind, Problem};
use crate::Context;
use remember::{CaseKey, Keep};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Inputs up to this many bytes are shown under a failing case.
const PREVIEW_BYTES: u64 = 1024;

/// Runs the judge command; returns the exit code.
///
/// # Errors
/// When the runner cannot do its job: no workspace, no rustc, unwritable `target/`.
pub(crate) fn judge(options: &JudgeOptions, ctx: &mut Context) -> Result<i32, Error> {
    let started = Instant::now();
    let plan = Plan::new(options, ctx)?;
    // `rustc -vV` (tens of ms through the rustup proxy) runs while the workspace is read.
    let rustc = ctx.rustc.clone();
    let choice = options.toolchain.clone();
    let detecting = std::thread::spawn(move || Toolchain::choose(choice.as_deref(), rustc));
    let mut discovery = workspace::discover(&plan.root, &plan.selected, plan.cases);
    let mut plan = plan;
    plan.narrow(&mut discovery)?;
    // A solution that is still its template is to solve: listed, neither built nor judged.
    let (to_solve, problems): (Vec<Problem>, Vec<Problem>) = discovery
        .problems
        .drain(..)
        .partition(|p| crate::author::file_is_template(&p.source));
    discovery.problems = problems;
    let toolchain = detecting
        .join()
        .unwrap_or_else(|_| Err("`rustc -vV` could not be run".into()))
        .map_err(Error::Toolchain)?;
    let (exe, child_env) = (ctx.exe.clone(), ctx.child_env.clone());
    let setup = engine::Setup {
        root: &plan.root,
        toolchain: &toolchain,
        exe: exe.as_deref(),
        child_env: &child_env,
        largest_memory: discovery
            .problems
            .iter()
            .map(|p| p.spec.limits.memory_bytes)
            .max()
            .unwrap_or(0),
        cancel: Cancel::default(),
        platform: ctx.platform,
    };
    let mut reporter = plan.reporter(ctx);
    engine::open(setup, |engine| {
        // An input its validator refuses is broken judge data: an error, not a case.
        let (problems, refused) =
            validate::screen(engine, &plan.root, &discovery.problems, plan.jobs);
        let data_errors: Vec<DataError> = discovery.errors.iter().cloned().chain(refused).collect();
        let round = Round {
            plan: &plan,
            problems: &problems,
            to_solve: &to_solve,
            data_errors: &data_errors,
            started,
        };
        round.run(engine, reporter.as_mut())
    })?
    .map_err(Error::Output)
}

/// What to judge and how to report it, validated.
struct Plan {
    root: PathBuf,
    /// The problems to judge, after selection, `--changed-since` and `--partition`.
    selected: Vec<String>,
    /// Notes for the reader about how the selection was made.
    notes: Vec<Note>,
    /// The cases to judge, when not every case: `(problem, case)`, the problem `None` for a
    /// `--case` that applies to every selected problem. A problem no entry names is judged
    /// whole.
    only: Vec<(Option<String>, String)>,
    /// Whether `only` came from the command line (a name that matches no case is then an
    /// error) or from the record of failures (a case since removed is then no matter).
    only_given: bool,
    keep: KeepOutput,
    jobs: usize,
    overflow: OverflowChecks,
    unit_tests: UnitTestRuns,
    cases: Cases,
    strict_data: DataStrictness,
    format: Format,
    detail: Detail,
    lang: Lang,
    color: Color,
}

impl Plan {
    /// Validates the options against the workspace and the environment read by `main`.
    fn new(options: &JudgeOptions, ctx: &Context) -> Result<Plan, Error> {
        let root = workspace::resolve_root(&ctx.cwd, options.root.as_deref())
            .map_err(Error::NoWorkspace)?;
        let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
        let usage = |e: String| Error::Usage(format!("{e}; see `cargo judge --help`"));
        let mut notes = Vec::new();
        let mut names = Vec::new();
        let mut only = Vec::new();
        for name in &options.problems {
            match name.split_once('/') {
                Some((problem, case)) if !problem.is_empty() && !case.is_empty() => {
                    let id = workspace::select_one(&ids, problem).map_err(usage)?;
                    only.push((Some(id.clone()), case.to_owned()));
                    names.push(id);
                }
                _ => names.push(name.clone()),
            }
        }
        only.extend(options.only_cases.iter().map(|c| (None, c.clone())));
        let only_given = options.rerun == Rerun::All;
        if options.rerun == Rerun::Failed && !only.is_empty() {
            return Err(usage(
                "--failed chooses the cases itself: drop --case and PROBLEM/CASE".into(),
            ));
        }
        if names.is_empty() && options.rerun == Rerun::All {
            if let Some(id) = workspace::problem_at(&root, &ctx.cwd) {
                notes.push(Note::CurrentFolder { id: id.clone() });
                names.push(id);
            }
        }
        let mut selected = workspace::select(&ids, &names).map_err(|e| {
            // `cargo judge ad boj-1000`: the first word, matching no problem, may be a command.
            let command = options
                .problems
                .first()
                .filter(|first| workspace::select(&ids, std::slice::from_ref(first)).is_err())
                .and_then(|first| crate::cli::near_command(first));
            usage(match command {
                Some(command) => {
                    format!("{e} (or did you mean the command `cargo judge {command}`?)")
                }
                None => e,
            })
        })?;
        if options.rerun == Rerun::Failed {
            let failed = remember::failed(&root);
            selected.retain(|id| failed.iter().any(|(f, _)| f == id));
            only = failed
                .into_iter()
                .filter(|(id, _)| selected.contains(id))
                .map(|(id, case)| (Some(id), case))
                .collect();
            notes.push(Note::Failed {
                cases: only.len(),
                problems: selected.len(),
            });
        }
        if let Some(rev) = &options.changed_since {
            notes.push(select::changed_since(&root, rev, &mut selected)?);
        }
        if let Some(partition) = options.partition {
            selected = select::partition(&root, &selected, partition);
        }
        let lang = Lang::chosen(options.lang, ctx.lang.as_deref());
        let color = match options.color {
            ColorChoice::Always => Color::Always,
            ColorChoice::Never => Color::Never,
            ColorChoice::Auto if ctx.stdout_is_terminal && !ctx.no_color => Color::Always,
            ColorChoice::Auto => Color::Never,
        };
        Ok(Plan {
            root,
            selected,
            notes,
            only,
            only_given,
            keep: options.keep_output,
            jobs: options.jobs.unwrap_or(ctx.cpus).max(1),
            overflow: options.overflow_checks,
            unit_tests: options.unit_tests,
            cases: options.cases,
            strict_data: options.strict_data,
            format: options.format,
            detail: options.detail,
            lang,
            color,
        })
    }

    /// Keeps only the cases `only` names; a problem left without cases is not judged.
    ///
    /// # Errors
    /// A usage error for a case named on the command line that no selected problem has.
    fn narrow(&mut self, discovery: &mut workspace::Discovery) -> Result<(), Error> {
        if self.only.is_empty() {
            return Ok(());
        }
        let only = &self.only;
        let wanted = |id: &str| -> Vec<&str> {
            only.iter()
                .filter(|(p, _)| p.as_deref().is_none_or(|p| p == id))
                .map(|(_, case)| case.as_str())
                .collect()
        };
        if self.only_given {
            for (problem, case) in only {
                let has = |p: &Problem| p.cases.iter().any(|c| c.name == *case);
                let found = discovery
                    .problems
                    .iter()
                    .filter(|p| problem.as_deref().is_none_or(|id| id == p.id))
                    .any(has);
                if !found {
                    let whose = problem
                        .as_deref()
                        .map_or_else(|| "any selected problem".to_owned(), ToOwned::to_owned);
                    let known: Vec<String> = discovery
                        .problems
                        .iter()
                        .filter(|p| problem.as_deref().is_none_or(|id| id == p.id))
                        .flat_map(|p| p.cases.iter().map(|c| c.name.clone()))
                        .take(12)
                        .collect();
                    return Err(Error::Usage(format!(
                        "no case `{case}` in {whose} (cases: {}); see `cargo judge --help`",
                        if known.is_empty() {
                            "none".to_owned()
                        } else {
                            known.join(", ")
                        }
                    )));
                }
            }
        }
        for problem in &mut discovery.problems {
            let names = wanted(&problem.id);
            if !names.is_empty() {
                problem.cases.retain(|c| names.contains(&c.name.as_str()));
            }
        }
        discovery.problems.retain(|p| !p.cases.is_empty());
        self.selected = discovery.problems.iter().map(|p| p.id.clone()).collect();
        discovery
            .errors
            .retain(|e| self.selected.contains(&e.problem));
        Ok(())
    }

    /// The reporter of the chosen format, writing where that format goes.
    fn reporter<'c>(&self, ctx: &'c mut Context) -> Box<dyn Reporter + 'c> {
        match self.format {
            Format::Human => {
                let human = Human::new(&mut ctx.stdout, self.color, self.lang);
                match self.detail {
                    Detail::All => Box::new(human),
                    Detail::Failures => Box::new(FailuresOnly::new(human)),
                }
            }
            Format::Json => Box::new(Json::new(&mut ctx.stdout)),
            Format::Github => Box::new(Github::new(
                &mut ctx.stdout,
                self.lang,
                ctx.step_summary.clone(),
            )),
            Format::Junit => Box::new(Junit::new(&mut ctx.stdout)),
        }
    }
}

/// One round of judging: the plan and what discovery found.
struct Round<'a> {
    plan: &'a Plan,
    problems: &'a [Problem],
    /// The problems whose solution is still the template: listed, not judged.
    to_solve: &'a [Problem],
    data_errors: &'a [DataError],
    started: Instant,
}

/// The binaries of one problem.
struct Binaries {
    solution: Result<Built, Error>,
    checker: Option<Result<Built, Error>>,
    checked: Option<Result<Built, Error>>,
    /// The solution's own unit tests, when they were run.
    unit_tests: Option<Result<UnitTests, Error>>,
}

impl Binaries {
    /// How the problem's cases are judged, when the builds allow judging them: the
    /// solution built or failed to compile (its cases are then CE), and its checker, when it
    /// needs one, built.
    fn judging<'a>(&'a self, problem: &'a Problem) -> Option<Judging<'a>> {
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

/// What became of one case.
enum CaseResult {
    Judged(Box<CaseReport>, Option<String>),
    /// The solution did not compile: the case is CE with rustc's first error.
    CompileError(String),
    Error(DataError),
    Interrupted,
}

impl Round<'_> {
    fn run(&self, engine: &Engine<'_>, reporter: &mut dyn Reporter) -> io::Result<i32> {
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
            judged: Vec::new(),
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
        emitter.summary.elapsed = self.started.elapsed();
        emitter.summary.runner_peak = sys::own_peak_rss();
        emitter.summary.executor = engine.platform();
        emitter.reporter.event(&Event::Summary(emitter.summary))?;
        Ok(if emitter.summary.errors > 0 {
            error::EXIT_TROUBLE
        } else if emitter.summary.failed > 0
            || emitter.summary.unit_tests_failed > 0
            || (self.plan.strict_data == DataStrictness::Strict && emitter.summary.weak_data > 0)
        {
            error::EXIT_FAILED
        } else {
            error::EXIT_OK
        })
    }

    /// Judges each problem's wrong solutions on its cases, after every case is reported:
    /// only for a solution that built (a CE solution says nothing about its data).
    fn judge_wrong(
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
    fn report_unloaded(
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
    fn unloaded_errors(&self) -> impl Iterator<Item = &DataError> {
        self.data_errors
            .iter()
            .filter(|e| !self.problems.iter().any(|p| p.id == e.problem))
    }

    /// The problems that could not be loaded, each once.
    fn unloaded(&self) -> Vec<&str> {
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
    fn judge_cases(
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
    fn build_reported(
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
            .filter(|(_, w)| !matches!(w, What::UnitTests))
            .count();
        if builds > 0 {
            reporter.event(&Event::Building { sources: builds })?;
        }
        let building = Instant::now();
        let mut binaries: Vec<Binaries> = self
            .problems
            .iter()
            .map(|_| Binaries {
                solution: Err(Error::Usage("not built".into())),
                checker: None,
                checked: None,
                unit_tests: None,
            })
            .collect();
        let (mut compiled, mut cached, mut failed) = (0, 0, 0);
        let work = |i: usize| {
            let (p, what) = jobs[i];
            let problem = &self.problems[p];
            let language = problem.spec.language;
            match what {
                What::Solution => {
                    Product::Built(engine.build(&problem.source, Profile::Judge(language)))
                }
                What::Checker => {
                    let source = problem.judge_program().unwrap_or(Path::new(""));
                    let include = problem.spec.cxx_include.as_deref();
                    Product::Built(engine.build_judge_program(source, include))
                }
                What::Checked => {
                    Product::Built(engine.build(&problem.source, Profile::Checked(language)))
                }
                What::UnitTests => Product::Tests(engine.unit_tests(&problem.source, language)),
            }
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
                        binaries[p].unit_tests = Some(tests);
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
                match what {
                    What::Solution => binaries[p].solution = built,
                    What::Checker => binaries[p].checker = Some(built),
                    What::Checked => binaries[p].checked = Some(built),
                    What::UnitTests => {}
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
        Ok(binaries)
    }

    /// Every build the problems need: each solution, each checker, each checked build;
    /// then each solution's unit tests (a build and a run), unless skipped.
    fn build_jobs(&self) -> Vec<(usize, What)> {
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
        jobs
    }
}

/// What one job of the build phase produced.
enum Product {
    Built(Result<Built, Error>),
    Tests(Result<UnitTests, Error>),
}

/// Which build of a problem.
#[derive(Debug, Clone, Copy)]
enum What {
    Solution,
    Checker,
    Checked,
    UnitTests,
}

/// Judges one case through the engine and turns the judgement into its report.
fn judge_case(
    engine: &Engine<'_>,
    problem: &Problem,
    case: &Case,
    binaries: &Binaries,
    keep: &Keep,
) -> CaseResult {
    let failed = |message: String| DataError {
        problem: problem.id.clone(),
        case: Some(case.name.clone()),
        file: None,
        line: None,
        kind: DataErrorKind::Failed(message),
    };
    let Some(judging) = binaries.judging(problem) else {
        return CaseResult::Error(failed("solution was not built".into()));
    };
    if let Some(error) = programmers_data_error(engine, problem, case) {
        return CaseResult::Error(error.of_case(&case.name));
    }
    let label = format!("case {}", case.name);
    let data = CaseData {
        label: &label,
        input: &case.input,
        answer: case.answer.as_deref().map_or(Answer::None, Answer::File),
    };
    match engine.judge(&judging, &data) {
        Ok(judgement) => report(problem, case, judgement, keep),
        Err(CaseError::Cancelled) => CaseResult::Interrupted,
        Err(CaseError::Checker { path, detail }) => {
            let kind = DataErrorKind::ProgramFailed { detail };
            CaseResult::Error(DataError::new(&problem.id, path, kind).of_case(&case.name))
        }
        Err(CaseError::Unreadable { path, why }) => {
            let kind = DataErrorKind::Unreadable { why };
            CaseResult::Error(DataError::new(&problem.id, path, kind).of_case(&case.name))
        }
        Err(e) => CaseResult::Error(failed(e.to_string())),
    }
}

/// What is wrong with a Programmers case, checked before the solution runs so that broken
/// judge data is an error naming its file, never the solution's WA or RE: the expected
/// output must be one literal, and the input one literal per argument of `solution`.
fn programmers_data_error(
    engine: &Engine<'_>,
    problem: &Problem,
    case: &Case,
) -> Option<DataError> {
    if !programmers::channel::returns_literal(problem.spec.compare) {
        return None;
    }
    let rel = |path: &Path| engine.rel(path);
    let read = |path: &Path| workspace::read_bounded(path, workspace::MAX_CASE_BYTES).ok();
    let answer = case.answer.as_deref().and_then(read);
    let input = read(&case.input);
    let source = || fs::read_to_string(&problem.source).ok();
    let (file, kind, line) =
        match programmers::case_fault(answer.as_deref(), input.as_deref(), source)? {
            CaseFault::Answer(fault) => {
                let kind = DataErrorKind::NotALiteral {
                    what: fault.what,
                    column: fault.column,
                };
                (case.answer.as_deref()?, kind, Some(fault.line))
            }
            CaseFault::Argument { line, fault } => {
                let kind = DataErrorKind::ArgumentNotALiteral {
                    what: fault.what,
                    column: fault.column,
                };
                (case.input.as_path(), kind, Some(line))
            }
            CaseFault::Arity { lines, arity } => (
                case.input.as_path(),
                DataErrorKind::Arity { lines, arity },
                None,
            ),
        };
    let error = DataError::new(&problem.id, rel(file), kind);
    Some(match line {
        Some(line) => error.at_line(line),
        None => error,
    })
}

/// A build or run that failed for the whole problem, as judge-data error: the file the
/// error names, and its words with their causes.
fn failed(problem: &str, e: &Error) -> DataError {
    let file = match e {
        Error::Build { path, .. }
        | Error::Run { path, .. }
        | Error::HelperCompile { path, .. }
        | Error::HelperFailed { path, .. } => Some(path.clone()),
        _ => None,
    };
    DataError {
        problem: problem.to_owned(),
        case: None,
        file,
        line: None,
        kind: DataErrorKind::Failed(e.with_causes()),
    }
}

/// The report of a judged case.
fn report(problem: &Problem, case: &Case, judgement: Judgement, keep: &Keep) -> CaseResult {
    let Judgement {
        verdict,
        reason,
        run,
        expected,
        mismatch,
        warning,
    } = judgement;
    let Some(run) = run else {
        let first = match reason {
            Some(Reason::CompileError { first }) => first,
            other => other.map(|r| r.to_string()).unwrap_or_default(),
        };
        return CaseResult::CompileError(first);
    };
    let input_preview = (!verdict.accepted())
        .then(|| fs::metadata(&case.input).ok())
        .flatten()
        .filter(|m| m.len() <= PREVIEW_BYTES)
        .and_then(|_| fs::read(&case.input).ok());
    let kept = keep.keep(&problem.id, &case.name, verdict.accepted(), &run);
    let compare = problem.spec.compare;
    let printed = match programmers::channel::split_returned(&run.stdout) {
        (printed, Some(_)) if programmers::channel::returns_literal(compare) => {
            String::from_utf8_lossy(printed).into_owned()
        }
        _ => String::new(),
    };
    let diff = mismatch.map(|mismatch| Diff {
        mismatch,
        expected,
        actual: engine::judged_output(compare, &run.stdout).to_vec(),
    });
    CaseResult::Judged(
        Box::new(CaseReport {
            problem: problem.id.clone(),
            case: case.name.clone(),
            verdict,
            cpu: run.cpu,
            wall: run.wall,
            memory: run.peak_rss,
            limits: problem.spec.limits,
            reason,
            diff,
            input_preview,
            stderr_tail: run.stderr_tail,
            printed,
            kept,
        }),
        warning,
    )
}

/// Reports an interrupt and picks the exit code for the signal.
fn interrupted(reporter: &mut dyn Reporter, signal: i32, what: &Stopped) -> io::Result<i32> {
    let name = sys::signal_name(signal);
    reporter.event(&Event::Interrupted {
        signal: &name,
        what,
    })?;
    Ok(if signal == sys::SIGTERM {
        error::EXIT_SIGTERM
    } else {
        error::EXIT_SIGINT
    })
}

fn header(root: &Path, problem: &Problem, build: String) -> ProblemHeader {
    let compare = match problem.spec.compare {
        Compare::Output(Mode::Boj) => "boj".to_owned(),
        Compare::Output(Mode::Lines) => "lines".to_owned(),
        Compare::Output(Mode::Exact) => "exact".to_owned(),
        Compare::Output(Mode::Tokens) => "tokens".to_owned(),
        Compare::Output(Mode::Float { tolerance }) => format!("float ±{tolerance:e}"),
        Compare::Output(Mode::Literal) => "literal".to_owned(),
        Compare::Checker(CheckerArgs::Testlib) => "checker".to_owned(),
        Compare::Checker(CheckerArgs::Boj) => "checker (BOJ order)".to_owned(),
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

/// Emits events in problem order as case results arrive in task order.
struct Emitter<'e, 'r> {
    problems: &'e [Problem],
    headers: &'e [ProblemHeader],
    binaries: &'e [Binaries],
    data_errors: &'e [DataError],
    reporter: &'e mut (dyn Reporter + 'r),
    summary: &'e mut Summary,
    /// The first problem whose start has not been emitted.
    next_problem: usize,
    /// Totals of the problem being emitted.
    totals: Option<ProblemTotals>,
    /// Every case judged, and whether it was accepted, for the record of failures.
    judged: Vec<(CaseKey, bool)>,
}

impl Emitter<'_, '_> {
    /// Emits every problem before `upto` completely, and the start of `upto`.
    fn advance_to(&mut self, upto: usize) -> io::Result<()> {
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

    fn start(&mut self, p: usize) -> io::Result<()> {
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
        self.totals = Some(totals);
        Ok(())
    }

    /// The line of the solution's own unit tests, when they ran; not for a solution that
    /// does not compile for the judge (its CE says it all).
    fn unit_tests(&mut self, p: usize, totals: &mut ProblemTotals) -> io::Result<()> {
        let binaries = &self.binaries[p];
        if !matches!(binaries.solution, Ok(Built::Binary { .. })) {
            return Ok(());
        }
        match &binaries.unit_tests {
            None | Some(Ok(UnitTests::None | UnitTests::Cancelled)) => Ok(()),
            Some(Err(e)) => {
                let error = failed(&self.problems[p].id, e);
                self.problem_error(totals, &error)
            }
            Some(Ok(outcome)) => {
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
        }
    }

    /// A problem with no cases: a compile error counts as one failed case, as the judge
    /// would reject the submission; otherwise one warning line, counted as untested.
    fn untested(&mut self, p: usize, totals: &mut ProblemTotals) -> io::Result<()> {
        let problem = &self.problems[p];
        if let Ok(Built::CompileError { first, .. }) = &self.binaries[p].solution {
            totals.compile_error = true;
            self.summary.cases += 1;
            self.summary.failed += 1;
            return self.reporter.event(&Event::CompileError {
                header: &self.headers[p],
                message: first,
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
    fn problem_error(&mut self, totals: &mut ProblemTotals, error: &DataError) -> io::Result<()> {
        totals.errors += 1;
        self.summary.errors += 1;
        self.reporter.event(&Event::Error(error))
    }

    fn finish_current(&mut self) -> io::Result<()> {
        if let Some(totals) = self.totals.take() {
            self.reporter.event(&Event::ProblemEnd(&totals))?;
            self.summary.per_problem.push(totals);
        }
        Ok(())
    }

    /// Counts and emits a judged case, and its warning.
    fn judged(&mut self, report: &CaseReport, warning: Option<String>) -> io::Result<()> {
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
    fn case(&mut self, p: usize, c: usize, result: CaseResult, next: usize) -> io::Result<()> {
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
            CaseResult::CompileError(message) => {
                self.summary.cases += 1;
                self.summary.failed += 1;
                if let Some(totals) = self.totals.as_mut().filter(|t| !t.compile_error) {
                    totals.compile_error = true;
                    self.reporter.event(&Event::CompileError {
                        header: &self.headers[p],
                        message: &message,
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
