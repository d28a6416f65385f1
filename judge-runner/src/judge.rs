//! The judge command: select problems, build them in parallel, run every case in
//! parallel, and feed the reporter in a fixed order (problem by problem, case by case)
//! whatever order the runs finish in.

use crate::build::{self, Built, Cache, Profile, Toolchain};
use crate::cli::{ColorChoice, Detail, JudgeOptions, OverflowChecks, Partition};
use crate::compare::{self, Mode};
use crate::config::{CheckerArgs, Compare, Limits};
use crate::error::{self, Error};
use crate::execute::{Cores, Executor, Input, Kill, RunLimits, RunOutcome, Spawn, Watchdog};
use crate::report::github::Github;
use crate::report::human::Human;
use crate::report::json::Json;
use crate::report::junit::Junit;
use crate::report::quiet::FailuresOnly;
use crate::report::{
    CaseReport, Color, Diff, Event, Format, Lang, ProblemHeader, ProblemTotals, Reporter, Summary,
};
use crate::sys::{self, Resource};
use crate::verdict::{decide, Comparison, Judged, Verdict};
use crate::workspace::{self, Case, DataError, Problem};
use crate::Context;
use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The smallest output cap: far above any judge's answer, far below the machine's memory.
const MIN_OUTPUT_CAP: u64 = 64 << 20;
/// Inputs up to this many bytes are shown under a failing case.
const PREVIEW_BYTES: u64 = 1024;
/// Limits of a checker run: generous, since a checker is trusted code.
const CHECKER_TIME: Duration = Duration::from_secs(10);
const CHECKER_MEMORY: u64 = 1 << 30;

/// The wall deadline for a time limit: twice the limit plus a second, so that a
/// solution that is merely descheduled on a busy machine is never killed early.
pub(crate) fn wall_deadline(time: Duration) -> Duration {
    time * 2 + Duration::from_secs(1)
}

/// Runs the judge command; returns the exit code.
///
/// # Errors
/// When the runner cannot do its job: no workspace, no rustc, unwritable `target/`.
pub(crate) fn judge(options: &JudgeOptions, ctx: &mut Context) -> Result<i32, Error> {
    let started = Instant::now();
    let root =
        workspace::resolve_root(&ctx.cwd, options.root.as_deref()).map_err(Error::Workspace)?;
    let ids = workspace::problem_ids(&root).map_err(Error::Workspace)?;
    let mut selected = workspace::select(&ids, &options.problems)
        .map_err(|e| Error::Usage(format!("{e}; see `cargo judge --help`")))?;
    let mut notes = Vec::new();
    if let Some(rev) = &options.changed_since {
        match changed_problems(&root, rev) {
            Ok(changed) => {
                selected.retain(|id| changed.contains(id));
                notes.push(format!(
                    "--changed-since {rev}: {} problem{} changed",
                    selected.len(),
                    if selected.len() == 1 { "" } else { "s" }
                ));
            }
            Err(Unchanged::GitUnavailable(why)) => notes.push(format!(
                "--changed-since {rev}: {why}; judging every selected problem"
            )),
            Err(Unchanged::BadRevision(message)) => return Err(Error::Usage(message)),
        }
    }
    if let Some(partition) = options.partition {
        let weights: Vec<(String, usize)> = selected
            .iter()
            .map(|id| (id.clone(), count_inputs(&root.join("testcases").join(id))))
            .collect();
        selected = shard(&weights, partition);
    }
    // `rustc -vV` (tens of ms through the rustup proxy) runs while the workspace is read.
    let rustc = ctx.rustc.clone();
    let detecting = std::thread::spawn(move || Toolchain::detect(rustc));
    let discovery = workspace::discover(&root, &selected);
    let toolchain = detecting
        .join()
        .unwrap_or_else(|_| Err("`rustc -vV` could not be run".into()))
        .map_err(Error::Toolchain)?;
    let judge_dir = root.join("target").join("judge");
    let scratch = judge_dir.join("tmp");

    let lang = options.lang.unwrap_or(match &ctx.lang {
        Some(lang) if lang.starts_with("ko") => Lang::Korean,
        _ => Lang::English,
    });
    let color = match options.color {
        ColorChoice::Always => Color::Always,
        ColorChoice::Never => Color::Never,
        ColorChoice::Auto if ctx.stderr_is_terminal && !ctx.no_color => Color::Always,
        ColorChoice::Auto => Color::Never,
    };
    let mut reporter: Box<dyn Reporter + '_> = match options.format {
        Format::Human => {
            let human = Human::new(&mut ctx.stderr, color, lang);
            match options.detail {
                Detail::All => Box::new(human),
                Detail::Failures => Box::new(FailuresOnly::new(human)),
            }
        }
        Format::Json => Box::new(Json::new(&mut ctx.stdout)),
        Format::Github => Box::new(Github::new(&mut ctx.stdout, lang, ctx.step_summary.clone())),
        Format::Junit => Box::new(Junit::new(&mut ctx.stdout)),
    };

    // Children inherit the stack limit at exec (it places their memory map), so the
    // runner raises its own to the largest memory limit; each child is then lowered to
    // its own. No core files, ever.
    let largest = discovery
        .problems
        .iter()
        .map(|p| p.spec.limits.memory_bytes)
        .max()
        .unwrap_or(0);
    sys::raise_own_limit(Resource::Stack, largest);
    sys::lower_own_limit(Resource::Core, 0);
    sys::catch_interrupts();

    let jobs = options.jobs.unwrap_or(ctx.cpus).max(1);
    let watchdog = Watchdog::default();
    let spawn = match &ctx.exe {
        Some(exe) if cfg!(target_os = "linux") => Spawn::Spawner {
            exe: exe.clone(),
            stack: largest,
        },
        _ => Spawn::Direct,
    };
    let executor =
        Executor::new(scratch.clone(), &watchdog, spawn).map_err(|e| Error::io(&scratch, e))?;
    let session = Session {
        root: &root,
        toolchain: &toolchain,
        cache: judge_dir.join("cache"),
        executor: &executor,
        jobs,
        overflow: options.overflow_checks,
    };
    let outcome = std::thread::scope(|scope| {
        scope.spawn(|| watchdog.run());
        let outcome = session.judge_all(
            &discovery.problems,
            &discovery.errors,
            &notes,
            reporter.as_mut(),
            started,
        );
        watchdog.stop();
        outcome
    });
    let outcome = outcome.map_err(|e| Error::io("<report>", e))?;
    Ok(outcome)
}

/// The parts of one judging session that every worker shares.
struct Session<'a> {
    root: &'a Path,
    toolchain: &'a Toolchain,
    cache: PathBuf,
    executor: &'a Executor<'a>,
    jobs: usize,
    overflow: OverflowChecks,
}

/// The binaries of one problem.
struct Binaries {
    solution: io::Result<Built>,
    checker: Option<io::Result<Built>>,
    checked: Option<io::Result<Built>>,
}

/// What became of one case.
enum CaseResult {
    Judged {
        report: Box<CaseReport>,
        warning: Option<String>,
    },
    Error(String),
    Interrupted,
}

impl Session<'_> {
    fn judge_all(
        &self,
        problems: &[Problem],
        data_errors: &[DataError],
        notes: &[String],
        reporter: &mut dyn Reporter,
        started: Instant,
    ) -> io::Result<i32> {
        let total_cases: usize = problems.iter().map(|p| p.cases.len()).sum();
        let version = self.toolchain.version.lines().next().unwrap_or("rustc");
        let version = version.split(" (").next().unwrap_or(version);
        reporter.event(&Event::Plan {
            problems: problems.len(),
            cases: total_cases,
            jobs: self.jobs,
            rustc: version,
        })?;
        for note in notes {
            reporter.event(&Event::Note(note))?;
        }
        let mut summary = Summary {
            problems: problems.len(),
            ..Summary::default()
        };
        // Problems that could not be loaded at all come first.
        let loaded: Vec<&str> = problems.iter().map(|p| p.id.as_str()).collect();
        let mut unloaded: Vec<&str> = Vec::new();
        for error in data_errors
            .iter()
            .filter(|e| !loaded.contains(&e.problem.as_str()))
        {
            if !unloaded.contains(&error.problem.as_str()) {
                unloaded.push(&error.problem);
            }
            summary.errors += 1;
            reporter.event(&Event::Error {
                problem: &error.problem,
                case: error.case.as_deref(),
                message: &error.message,
            })?;
        }
        summary.problems += unloaded.len();

        let binaries = self.build_reported(problems, reporter)?;
        if let Some(signal) = sys::interrupted() {
            let what = format!(
                "building {} problem{}",
                problems.len(),
                if problems.len() == 1 { "" } else { "s" }
            );
            return interrupted(reporter, signal, &what);
        }
        let headers: Vec<ProblemHeader> = problems.iter().map(|p| header(self.root, p)).collect();
        let mut tasks: Vec<(usize, usize)> = Vec::new();
        for (p, problem) in problems.iter().enumerate() {
            if runnable(&binaries[p]).is_some() {
                tasks.extend((0..problem.cases.len()).map(|c| (p, c)));
            }
        }

        let mut emitter = Emitter {
            problems,
            headers: &headers,
            binaries: &binaries,
            data_errors,
            reporter,
            summary: &mut summary,
            next_problem: 0,
            totals: None,
        };
        emitter.advance_to(tasks.first().map_or(problems.len(), |t| t.0))?;
        let mut stopped: Vec<String> = Vec::new();
        let mut emit_error = None;
        parallel(
            self.jobs,
            &tasks,
            |&(p, c)| self.judge_case(&problems[p], &problems[p].cases[c], &binaries[p]),
            |i, result| {
                if emit_error.is_some() {
                    return;
                }
                let (p, c) = tasks[i];
                if matches!(result, CaseResult::Interrupted) {
                    stopped.push(format!(
                        "{} case {}",
                        problems[p].id, problems[p].cases[c].name
                    ));
                    return;
                }
                let next = tasks.get(i + 1).map_or(problems.len(), |t| t.0);
                if let Err(e) = emitter.case(p, c, result, next) {
                    emit_error = Some(e);
                }
            },
        );
        if let Some(e) = emit_error {
            return Err(e);
        }
        if let Some(signal) = sys::interrupted() {
            let what = if stopped.is_empty() {
                "judging between two runs".to_owned()
            } else {
                format!("running {}", stopped.join(", "))
            };
            return interrupted(emitter.reporter, signal, &what);
        }
        emitter.advance_to(problems.len())?;
        emitter.finish_current()?;
        emitter.summary.elapsed = started.elapsed();
        emitter.summary.runner_peak = sys::own_peak_rss();
        emitter.reporter.event(&Event::Summary(emitter.summary))?;
        Ok(if emitter.summary.errors > 0 {
            error::EXIT_TROUBLE
        } else if emitter.summary.failed > 0 {
            error::EXIT_FAILED
        } else {
            error::EXIT_OK
        })
    }

    /// Builds everything the problems need, telling the reporter before and after.
    fn build_reported(
        &self,
        problems: &[Problem],
        reporter: &mut dyn Reporter,
    ) -> io::Result<Vec<Binaries>> {
        let checkers = problems
            .iter()
            .filter(|p| matches!(p.spec.compare, Compare::Checker(_)))
            .count();
        let checked = match self.overflow {
            OverflowChecks::On => problems.len(),
            OverflowChecks::Off => 0,
        };
        let sources = problems.len() + checkers + checked;
        if sources > 0 {
            reporter.event(&Event::Building { sources })?;
        }
        let building = Instant::now();
        let binaries = self.build_all(problems);
        let mut built = (0, 0, 0);
        for result in binaries.iter().flat_map(|b| {
            std::iter::once(&b.solution)
                .chain(b.checker.as_ref())
                .chain(b.checked.as_ref())
        }) {
            match result {
                Ok(Built::Binary {
                    cached: Cache::Miss,
                    ..
                }) => built.0 += 1,
                Ok(Built::Binary {
                    cached: Cache::Hit, ..
                }) => built.1 += 1,
                Ok(Built::CompileError { .. }) | Err(_) => built.2 += 1,
            }
        }
        if sources > 0 {
            reporter.event(&Event::Built {
                compiled: built.0,
                cached: built.1,
                failed: built.2,
                elapsed: building.elapsed(),
            })?;
        }
        Ok(binaries)
    }

    /// Builds every solution (and checker, and checked build) in parallel.
    fn build_all(&self, problems: &[Problem]) -> Vec<Binaries> {
        #[derive(Clone, Copy)]
        enum What {
            Solution,
            Checker,
            Checked,
        }
        let mut jobs: Vec<(usize, What)> = Vec::new();
        for (p, problem) in problems.iter().enumerate() {
            jobs.push((p, What::Solution));
            if matches!(problem.spec.compare, Compare::Checker(_)) {
                jobs.push((p, What::Checker));
            }
            if self.overflow == OverflowChecks::On {
                jobs.push((p, What::Checked));
            }
        }
        let mut binaries: Vec<Binaries> = problems
            .iter()
            .map(|_| Binaries {
                solution: Err(io::Error::other("not built")),
                checker: None,
                checked: None,
            })
            .collect();
        parallel(
            self.jobs,
            &jobs,
            |&(p, what)| {
                let problem = &problems[p];
                let (source, profile) = match what {
                    What::Solution => (problem.source.clone(), Profile::Judge),
                    What::Checker => (problem.checker.clone().unwrap_or_default(), Profile::Judge),
                    What::Checked => (problem.source.clone(), Profile::Checked),
                };
                build::build(self.toolchain, &source, profile, &self.cache, self.executor)
            },
            |i, built| {
                let (p, what) = jobs[i];
                match what {
                    What::Solution => binaries[p].solution = built,
                    What::Checker => binaries[p].checker = Some(built),
                    What::Checked => binaries[p].checked = Some(built),
                }
            },
        );
        binaries
    }

    fn judge_case(&self, problem: &Problem, case: &Case, binaries: &Binaries) -> CaseResult {
        if sys::interrupted().is_some() {
            return CaseResult::Interrupted;
        }
        let Some(solution) = runnable(binaries) else {
            return CaseResult::Error("solution was not built".into());
        };
        let rel = |p: &Path| workspace::rel(self.root, p);
        let expected = match fs::read(&case.answer) {
            Ok(bytes) => bytes,
            Err(e) => {
                return CaseResult::Error(format!("failed to read {}: {e}", rel(&case.answer)))
            }
        };
        let spec_limits = problem.spec.limits;
        let limits = run_limits(spec_limits, expected.len() as u64);
        let outcome = match self.executor.run(
            solution,
            &[],
            Input::File(&case.input),
            self.executor.scratch(),
            limits,
        ) {
            Ok(outcome) => outcome,
            Err(e) => {
                return CaseResult::Error(format!(
                    "failed to run {} on {}: {e}",
                    rel(&problem.source),
                    rel(&case.input)
                ))
            }
        };
        if outcome.killed == Kill::Interrupt {
            return CaseResult::Interrupted;
        }
        let judged = Judged {
            time: spec_limits.time,
            memory: spec_limits.memory_bytes,
        };
        let (mut verdict, mut message) = decide(judged, &outcome, &Comparison::Match);
        let mut diff = None;
        if verdict == Verdict::Ac {
            let comparison = match problem.spec.compare {
                Compare::Output(mode) => match compare::compare(mode, &expected, &outcome.stdout) {
                    Ok(()) => Comparison::Match,
                    Err(mismatch) => {
                        diff = Some(Diff {
                            mismatch: mismatch.clone(),
                            expected: expected.clone(),
                            actual: outcome.stdout.clone(),
                        });
                        Comparison::Differs(mismatch)
                    }
                },
                Compare::Checker(order) => {
                    match self.check(problem, case, binaries, order, &outcome.stdout) {
                        Ok(comparison) => comparison,
                        Err(message) => return CaseResult::Error(message),
                    }
                }
            };
            (verdict, message) = decide(judged, &outcome, &comparison);
        }
        let warning = if verdict == Verdict::Ac {
            self.overflow_warning(binaries, case, spec_limits, expected.len() as u64)
        } else {
            None
        };
        let input_preview = (!verdict.accepted())
            .then(|| fs::metadata(&case.input).ok())
            .flatten()
            .filter(|m| m.len() <= PREVIEW_BYTES)
            .and_then(|_| fs::read(&case.input).ok());
        CaseResult::Judged {
            report: Box::new(CaseReport {
                problem: problem.id.clone(),
                case: case.name.clone(),
                verdict,
                cpu: outcome.cpu,
                wall: outcome.wall,
                memory: outcome.peak_rss,
                limits: spec_limits,
                message,
                diff,
                input_preview,
                stderr_tail: outcome.stderr_tail,
            }),
            warning,
        }
    }

    /// Runs the checker on one output: `Ok` with its verdict, `Err` when the checker failed.
    fn check(
        &self,
        problem: &Problem,
        case: &Case,
        binaries: &Binaries,
        order: CheckerArgs,
        output: &[u8],
    ) -> Result<Comparison, String> {
        let checker = match &binaries.checker {
            Some(Ok(Built::Binary { path, .. })) => path,
            _ => return Err("the checker was not built".into()),
        };
        let written = self.executor.scratch_path("output");
        fs::write(&written, output)
            .map_err(|e| format!("failed to write {}: {e}", written.display()))?;
        let (input, answer) = (
            case.input.clone().into_os_string(),
            case.answer.clone().into_os_string(),
        );
        let args: Vec<OsString> = match order {
            CheckerArgs::Testlib => vec![input, written.clone().into_os_string(), answer],
            CheckerArgs::Boj => vec![input, answer, written.clone().into_os_string()],
        };
        let limits = RunLimits {
            cpu: CHECKER_TIME,
            wall: wall_deadline(CHECKER_TIME),
            memory: Some(CHECKER_MEMORY),
            output_cap: 1 << 20,
            stderr_keep: 4096,
            cores: Cores::One,
        };
        let run = self.executor.run(
            checker,
            &args,
            Input::Empty,
            self.executor.scratch(),
            limits,
        );
        let _ = fs::remove_file(&written);
        let run = run.map_err(|e| format!("failed to run the checker of {}: {e}", problem.id))?;
        let said = checker_message(&run);
        let checker_file = problem
            .checker
            .as_deref()
            .map_or_else(|| "checker.rs".to_owned(), |p| workspace::rel(self.root, p));
        match run.exit {
            crate::execute::Exit::Code(0) => Ok(Comparison::Match),
            crate::execute::Exit::Code(1) => Ok(Comparison::Checker(
                Verdict::Wa,
                prefixed("checker: wrong answer", &said),
            )),
            crate::execute::Exit::Code(2) => Ok(Comparison::Checker(
                Verdict::Pe,
                prefixed("checker: presentation error", &said),
            )),
            other => Err(format!(
                "{checker_file} failed on case {} ({}); exit 0 accepts, 1 is WA, 2 is PE{}",
                case.name,
                match other {
                    crate::execute::Exit::Code(code) => format!("exit code {code}"),
                    crate::execute::Exit::Signal(s) => sys::signal_name(s),
                },
                if said.is_empty() {
                    String::new()
                } else {
                    format!(": {said}")
                }
            )),
        }
    }

    /// Runs the overflow-checked build on a case the judge build passed; a panic there
    /// is an overflow (or failed debug assertion) that wrapping hid.
    fn overflow_warning(
        &self,
        binaries: &Binaries,
        case: &Case,
        limits: Limits,
        expected: u64,
    ) -> Option<String> {
        let Some(Ok(Built::Binary { path, .. })) = &binaries.checked else {
            return None;
        };
        let mut run_limits = run_limits(limits, expected);
        // Checked arithmetic is slower; the point is the panic, not the time.
        run_limits.cpu *= 4;
        run_limits.wall = wall_deadline(run_limits.cpu);
        let run = self
            .executor
            .run(
                path,
                &[],
                Input::File(&case.input),
                self.executor.scratch(),
                run_limits,
            )
            .ok()?;
        if run.exit == crate::execute::Exit::Code(0) {
            return None;
        }
        let reason = run
            .stderr_tail
            .lines()
            .find(|l| l.contains("overflow") || l.contains("assertion"))
            .or_else(|| run.stderr_tail.lines().rev().find(|l| !l.trim().is_empty()))
            .unwrap_or("it failed")
            .trim()
            .to_owned();
        Some(format!(
            "accepted on the judge build, but the build with overflow checks fails: {reason} (a wrapped overflow that happens to give the right answer)"
        ))
    }
}

/// Reports an interrupt and picks the exit code for the signal.
fn interrupted(reporter: &mut dyn Reporter, signal: i32, what: &str) -> io::Result<i32> {
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

/// `checker: <verdict words>: <what it said>`, without repeating the verdict words when
/// the checker already starts with them (testlib's "wrong answer ...").
fn prefixed(head: &str, said: &str) -> String {
    let words = head.trim_start_matches("checker: ");
    if said.is_empty() {
        head.to_owned()
    } else if said.to_ascii_lowercase().starts_with(words) {
        format!("checker: {said}")
    } else {
        format!("{head}: {said}")
    }
}

/// A checker's own words: testlib writes them to stderr, some checkers to stdout.
fn checker_message(run: &RunOutcome) -> String {
    let text = if run.stderr_tail.trim().is_empty() {
        String::from_utf8_lossy(&run.stdout).into_owned()
    } else {
        run.stderr_tail.clone()
    };
    text.lines()
        .next()
        .unwrap_or("")
        .trim()
        .chars()
        .take(200)
        .collect()
}

fn run_limits(limits: Limits, expected_len: u64) -> RunLimits {
    RunLimits {
        cpu: limits.time,
        wall: wall_deadline(limits.time),
        memory: Some(limits.memory_bytes),
        output_cap: MIN_OUTPUT_CAP.max(expected_len.saturating_mul(2)),
        stderr_keep: crate::execute::STDERR_TAIL_BYTES,
        cores: Cores::One,
    }
}

/// The solution binary, if it built.
fn runnable(binaries: &Binaries) -> Option<&Path> {
    match &binaries.solution {
        Ok(Built::Binary { path, .. }) => match &binaries.checker {
            None | Some(Ok(Built::Binary { .. })) => Some(path),
            _ => None,
        },
        _ => None,
    }
}

fn header(root: &Path, problem: &Problem) -> ProblemHeader {
    let compare = match problem.spec.compare {
        Compare::Output(Mode::Lines) => "lines".to_owned(),
        Compare::Output(Mode::Exact) => "exact".to_owned(),
        Compare::Output(Mode::Tokens) => "tokens".to_owned(),
        Compare::Output(Mode::Float { tolerance }) => format!("float ±{tolerance:e}"),
        Compare::Output(Mode::Literal) => "literal".to_owned(),
        Compare::Checker(CheckerArgs::Testlib) => "checker".to_owned(),
        Compare::Checker(CheckerArgs::Boj) => "checker (BOJ order)".to_owned(),
    };
    ProblemHeader {
        id: problem.id.clone(),
        title: problem.spec.title.clone(),
        limits: problem.spec.limits,
        compare,
        cases: problem.cases.len(),
        source: workspace::rel(root, &problem.source),
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
            self.reporter.event(&Event::Error {
                problem: &problem.id,
                case: error.case.as_deref(),
                message: &error.message,
            })?;
        }
        let binaries = &self.binaries[p];
        let trouble = |built: &io::Result<Built>, what: &str| -> Option<Result<String, String>> {
            match built {
                Ok(Built::Binary { .. }) => None,
                Ok(Built::CompileError { first, .. }) => Some(Ok(first.clone())),
                Err(e) => Some(Err(format!("failed to build the {what}: {e}"))),
            }
        };
        if let Some(problem_with) = trouble(&binaries.solution, "solution") {
            match problem_with {
                Ok(first) => {
                    totals.compile_error = true;
                    self.summary.cases += problem.cases.len();
                    self.summary.failed += problem.cases.len();
                    self.reporter.event(&Event::CompileError {
                        header,
                        message: &first,
                    })?;
                }
                Err(message) => self.problem_error(&mut totals, &problem.id, &message)?,
            }
        } else if let Some(Some(problem_with)) =
            binaries.checker.as_ref().map(|c| trouble(c, "checker"))
        {
            let message = match problem_with {
                Ok(first) => format!(
                    "testcases/{}/checker.rs does not compile: {first}",
                    problem.id
                ),
                Err(message) => message,
            };
            self.problem_error(&mut totals, &problem.id, &message)?;
        }
        self.totals = Some(totals);
        Ok(())
    }

    /// Reports an error that affects a whole problem.
    fn problem_error(
        &mut self,
        totals: &mut ProblemTotals,
        problem: &str,
        message: &str,
    ) -> io::Result<()> {
        totals.errors += 1;
        self.summary.errors += 1;
        self.reporter.event(&Event::Error {
            problem,
            case: None,
            message,
        })
    }

    fn finish_current(&mut self) -> io::Result<()> {
        if let Some(totals) = self.totals.take() {
            self.reporter.event(&Event::ProblemEnd(&totals))?;
            self.summary.per_problem.push(totals);
        }
        Ok(())
    }

    /// Emits the result of case `c` of problem `p`; `next` is the problem of the next task.
    fn case(&mut self, p: usize, c: usize, result: CaseResult, next: usize) -> io::Result<()> {
        self.advance_to(p)?;
        let problem = &self.problems[p];
        let case = &problem.cases[c];
        match result {
            CaseResult::Judged { report, warning } => {
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
                        totals.slowest = Some((case.name.clone(), report.cpu));
                    }
                    if let Some(m) = report.memory {
                        totals.peak_memory = Some(totals.peak_memory.unwrap_or(0).max(m));
                    }
                }
                self.reporter.event(&Event::Case(&report))?;
                if let Some(message) = warning {
                    self.summary.warnings += 1;
                    self.reporter.event(&Event::Warning {
                        problem: &problem.id,
                        case: Some(&case.name),
                        message: &message,
                    })?;
                }
            }
            CaseResult::Error(message) => {
                self.summary.errors += 1;
                if let Some(totals) = self.totals.as_mut() {
                    totals.errors += 1;
                }
                self.reporter.event(&Event::Error {
                    problem: &problem.id,
                    case: Some(&case.name),
                    message: &message,
                })?;
            }
            CaseResult::Interrupted => {}
        }
        if next != p {
            self.advance_to(next.min(self.problems.len()))?;
        }
        Ok(())
    }
}

/// Runs `work` on every item with `jobs` threads and hands each result to `each` on the
/// calling thread, in item order. Stops taking new items once the runner is interrupted.
fn parallel<T: Sync, R: Send>(
    jobs: usize,
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
    mut each: impl FnMut(usize, R),
) {
    if jobs <= 1 {
        // One at a time: no threads, no channel, no wake-ups between them.
        for (i, item) in items.iter().enumerate() {
            if sys::interrupted().is_some() {
                break;
            }
            each(i, work(item));
        }
        return;
    }
    let next = AtomicUsize::new(0);
    let (tx, rx) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(items.len()) {
            let tx = tx.clone();
            let (next, work) = (&next, &work);
            scope.spawn(move || loop {
                if sys::interrupted().is_some() {
                    break;
                }
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(item) = items.get(i) else { break };
                if tx.send((i, work(item))).is_err() {
                    break;
                }
            });
        }
        drop(tx);
        let mut pending: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
        let mut cursor = 0;
        for (i, result) in rx {
            pending[i] = Some(result);
            while let Some(result) = pending.get_mut(cursor).and_then(Option::take) {
                each(cursor, result);
                cursor += 1;
            }
        }
    });
}

/// Number of `.in` files in a problem's data folder: its weight for sharding.
fn count_inputs(data: &Path) -> usize {
    fs::read_dir(data).map_or(0, |entries| {
        entries
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().ends_with(".in"))
            .count()
    })
}

/// The ids of shard `index` of `count`: heaviest first, each to the lightest shard so far
/// (ties to the lower shard), so shards are balanced by case count and every id lands in
/// exactly one. Deterministic: the same input always gives the same shards.
pub(crate) fn shard(weights: &[(String, usize)], partition: Partition) -> Vec<String> {
    let mut order: Vec<&(String, usize)> = weights.iter().collect();
    order.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then_with(|| workspace::natural_cmp(&a.0, &b.0))
    });
    let mut load = vec![0usize; partition.count];
    let mut mine = Vec::new();
    for (id, weight) in order {
        let lightest = (0..partition.count)
            .min_by_key(|&s| (load[s], s))
            .unwrap_or(0);
        // Every problem costs at least one unit, so empty ones spread out too.
        load[lightest] += (*weight).max(1);
        if lightest + 1 == partition.index {
            mine.push(id.clone());
        }
    }
    mine.sort_by(|a, b| workspace::natural_cmp(a, b));
    mine
}

/// Why `--changed-since` could not narrow the selection.
enum Unchanged {
    /// No git, or not a repository: judge everything, with a note.
    GitUnavailable(String),
    /// The revision does not exist: a usage error.
    BadRevision(String),
}

/// Problems whose solution or judge data differ from git revision `rev` (committed,
/// staged, unstaged or untracked).
fn changed_problems(root: &Path, rev: &str) -> Result<Vec<String>, Unchanged> {
    let git = |args: &[&str]| -> Result<String, String> {
        let output = Command::new("git")
            .arg("-C")
            .arg(root)
            .args(["-c", "core.quotePath=false"])
            .args(args)
            .output()
            .map_err(|e| format!("git is not available ({e})"))?;
        if !output.status.success() {
            return Err(format!(
                "git {} failed: {}",
                args.join(" "),
                String::from_utf8_lossy(&output.stderr).trim()
            ));
        }
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    };
    git(&["rev-parse", "--is-inside-work-tree"]).map_err(Unchanged::GitUnavailable)?;
    git(&["rev-parse", "--verify", "--quiet", &format!("{rev}^{{commit}}")]).map_err(|_| {
        Unchanged::BadRevision(format!(
            "--changed-since: `{rev}` is not a commit in {}; use a branch, tag or hash (e.g. origin/main)",
            root.display()
        ))
    })?;
    let mut paths = git(&[
        "diff",
        "--name-only",
        "--relative",
        rev,
        "--",
        "problems",
        "testcases",
    ])
    .map_err(Unchanged::GitUnavailable)?;
    paths.push_str(
        &git(&[
            "ls-files",
            "--others",
            "--exclude-standard",
            "--",
            "problems",
            "testcases",
        ])
        .map_err(Unchanged::GitUnavailable)?,
    );
    let mut ids: Vec<String> = Vec::new();
    for path in paths.lines() {
        let mut parts = path.split('/');
        if let (Some("problems" | "testcases"), Some(id)) = (parts.next(), parts.next()) {
            if parts.next().is_some() && !ids.iter().any(|i| i == id) {
                ids.push(id.to_owned());
            }
        }
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn weights(list: &[(&str, usize)]) -> Vec<(String, usize)> {
        list.iter().map(|(id, w)| (id.to_string(), *w)).collect()
    }

    #[test]
    fn shards_cover_every_problem_once_and_balance() {
        let w = weights(&[("a", 10), ("b", 1), ("c", 7), ("d", 3), ("e", 3), ("f", 0)]);
        for count in 1..=7 {
            let mut all = Vec::new();
            let mut loads = Vec::new();
            for index in 1..=count {
                let shard = shard(&w, Partition { index, count });
                loads.push(
                    shard
                        .iter()
                        .map(|id| w.iter().find(|x| &x.0 == id).unwrap().1)
                        .sum::<usize>(),
                );
                all.extend(shard);
            }
            all.sort();
            assert_eq!(all, ["a", "b", "c", "d", "e", "f"], "count {count}");
            if count == 2 {
                // 24 cases: 10+1+0 / 7+3+3 or similar — never worse than the biggest item.
                let (max, min) = (loads.iter().max().unwrap(), loads.iter().min().unwrap());
                assert!(max - min <= 10, "{loads:?}");
                assert_eq!(loads.iter().sum::<usize>(), 24);
            }
        }
        // Deterministic.
        assert_eq!(
            shard(&w, Partition { index: 1, count: 2 }),
            shard(&w, Partition { index: 1, count: 2 })
        );
        // More shards than problems: the extra shards are empty, and that is fine.
        assert!(shard(&weights(&[("a", 1)]), Partition { index: 2, count: 2 }).is_empty());
    }

    #[test]
    fn checker_words_are_not_repeated() {
        assert_eq!(
            prefixed("checker: wrong answer", "wrong answer: 11 is not a divisor"),
            "checker: wrong answer: 11 is not a divisor"
        );
        assert_eq!(
            prefixed("checker: wrong answer", "expected 3"),
            "checker: wrong answer: expected 3"
        );
        assert_eq!(
            prefixed("checker: wrong answer", ""),
            "checker: wrong answer"
        );
    }

    #[test]
    fn wall_deadline_is_generous() {
        assert_eq!(
            wall_deadline(Duration::from_millis(200)),
            Duration::from_millis(1400)
        );
    }
}
