//! The judge command: the plan and the report order.
//!
//! Raw options become a validated [`Plan`] in one step (workspace, selection, partition,
//! changed-since, language, colour, jobs); then the round builds every solution, judges
//! every case through the [`engine`](crate::engine), and feeds the reporter in a fixed
//! order (problem by problem, case by case) whatever order the runs finish in.

mod emit;
pub(crate) mod explain;
mod plan;
mod remember;
pub(crate) mod replay;
mod round;
mod select;
pub(crate) mod strengthen;
pub(crate) mod watch;
pub(crate) mod wrong;

use crate::author::validate;
use crate::build::Toolchain;
use crate::cancel::Cancel;
use crate::cli::JudgeOptions;
use crate::engine::{self, Answer, CaseData, CaseError, Engine, Judgement};
use crate::error::Error;
use crate::programmers::{self, CaseFault};
use crate::report::{CaseReport, Diff};
use crate::verdict::{Reason, RustcError};
use crate::workspace::{
    self, Case, CaseLabel, DataError, DataErrorKind, Problem, RunnerFailure, SharedError,
};
use crate::Context;
use plan::Plan;
use remember::Keep;
use round::{Binaries, Round};
use std::fs;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

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
    // Its error waits for the compiler's answer: a runner that returned at once would leave
    // `rustc -vV` running after it exited, holding (on Windows, where a child inherits
    // every inheritable handle) the runner's own stdout and stderr open.
    let narrowed = plan.narrow(&mut discovery);
    // A solution that is still its template is to solve: listed, neither built nor judged.
    let (to_solve, problems): (Vec<Problem>, Vec<Problem>) = discovery
        .problems
        .drain(..)
        .partition(|p| crate::author::file_is_template(&p.source));
    discovery.problems = problems;
    let toolchain = detecting
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
    narrowed?;
    let toolchain = toolchain.map_err(Error::Toolchain)?;
    let (exe, child_env, test_env) = (ctx.exe.clone(), ctx.child_env.clone(), ctx.test_env.clone());
    let setup = engine::Setup {
        root: &plan.root,
        toolchain: &toolchain,
        exe: exe.as_deref(),
        child_env: &child_env,
        test_env: &test_env,
        largest_memory: discovery.largest_memory(),
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

/// What became of one case.
enum CaseResult {
    Judged(Box<CaseReport>, Option<String>),
    /// The solution did not compile: the case is CE with rustc's first error.
    CompileError(RustcError),
    Error(DataError),
    Interrupted,
}

/// Judges one case through the engine and turns the judgement into its report.
fn judge_case(
    engine: &Engine<'_>,
    problem: &Problem,
    case: &Case,
    binaries: &Binaries,
    keep: &Keep,
) -> CaseResult {
    let Some(judging) = binaries.judging(problem) else {
        return CaseResult::Error(DataError {
            problem: problem.id.clone(),
            case: Some(case.name.clone()),
            file: None,
            line: None,
            kind: DataErrorKind::NotBuilt,
        });
    };
    if let Some(error) = programmers_data_error(engine, problem, case) {
        return CaseResult::Error(error.of_case(&case.name));
    }
    let label = CaseLabel::Case(case.name.clone());
    let data = CaseData {
        label: &label,
        input: &case.input,
        answer: case.answer.as_deref().map_or(Answer::None, Answer::File),
    };
    match engine.judge(&judging, &data) {
        Ok(judgement) => report(problem, case, judgement, keep),
        Err(CaseError::Cancelled) => CaseResult::Interrupted,
        Err(CaseError::Checker { path, failure }) => {
            let kind = DataErrorKind::ProgramFailed { failure };
            CaseResult::Error(DataError::new(&problem.id, path, kind).of_case(&case.name))
        }
        Err(CaseError::Unreadable { path, why }) => {
            let kind = DataErrorKind::Unreadable { why };
            CaseResult::Error(DataError::new(&problem.id, path, kind).of_case(&case.name))
        }
        Err(e) => match e.into_failure() {
            Some(failure) => CaseResult::Error(DataError {
                problem: problem.id.clone(),
                case: Some(case.name.clone()),
                file: None,
                line: None,
                kind: DataErrorKind::Failed(failure),
            }),
            None => CaseResult::Interrupted,
        },
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
    if !problem.spec.compare.returns_literal() {
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
/// error names, and the error itself, shared with the build that keeps it.
fn failed(problem: &str, e: &Arc<Error>) -> DataError {
    let file = match &**e {
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
        kind: DataErrorKind::Failed(RunnerFailure::Error(SharedError(Arc::clone(e)))),
    }
}

/// The report of a judged case: a compile error as such, else the one case report.
fn report(problem: &Problem, case: &Case, judgement: Judgement, keep: &Keep) -> CaseResult {
    if judgement.run.is_none() {
        let first = match judgement.reason {
            Some(Reason::CompileError { first }) => first,
            other => other.map(|r| r.to_string()).unwrap_or_default(),
        };
        return CaseResult::CompileError(RustcError::new(&first));
    }
    let mut judgement = judgement;
    let warning = judgement.warning.take();
    let limits = problem.spec.limits;
    let report = case_report(problem, case, limits, judgement, Some(keep));
    CaseResult::Judged(Box::new(report), warning)
}

/// The one builder of a judged case's report, for the judge's rounds and replay's fidelity
/// rows alike: its figures under `limits` (the limits it ran under), its reason and first
/// difference, the input when it failed and is small ([`PREVIEW_BYTES`]), what a
/// Programmers harness printed beside its value, its output kept by `keep` (replay keeps
/// none), and the kept submission an `auto-N` case came from. A judgement without a run
/// (a compile error) has no figures.
fn case_report(
    problem: &Problem,
    case: &Case,
    limits: crate::config::Limits,
    judgement: Judgement,
    keep: Option<&Keep>,
) -> CaseReport {
    let Judgement {
        verdict,
        reason,
        run,
        expected,
        mismatch,
        warning: _,
    } = judgement;
    let input_preview = (!verdict.accepted())
        .then(|| fs::metadata(&case.input).ok())
        .flatten()
        .filter(|m| m.len() <= PREVIEW_BYTES)
        .and_then(|_| fs::read(&case.input).ok());
    let kept = keep
        .zip(run.as_ref())
        .and_then(|(keep, run)| keep.keep(&problem.id, &case.name, verdict.accepted(), run));
    let compare = problem.spec.compare;
    let stdout = run.as_ref().map_or(&[][..], |r| r.stdout.as_slice());
    let printed = match programmers::channel::split_returned(stdout) {
        (printed, Some(_)) if compare.returns_literal() => {
            String::from_utf8_lossy(printed).into_owned()
        }
        _ => String::new(),
    };
    let diff = mismatch.map(|mismatch| Diff {
        mismatch,
        expected,
        actual: engine::judged_output(compare, stdout).to_vec(),
    });
    CaseReport {
        problem: problem.id.clone(),
        case: case.name.clone(),
        verdict,
        cpu: run.as_ref().map_or(Duration::ZERO, |r| r.cpu),
        wall: run.as_ref().map_or(Duration::ZERO, |r| r.wall),
        memory: run.as_ref().and_then(|r| r.peak_rss),
        limits,
        reason,
        diff,
        input_preview,
        stderr_tail: run.map(|r| r.stderr_tail).unwrap_or_default(),
        printed,
        kept,
        origin: (!verdict.accepted() && case.name.starts_with("auto-"))
            .then(|| case.input.parent())
            .flatten()
            .and_then(|data| crate::workspace::strengthen::origin(data, &case.name)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io;

    /// What a system error says under it (here a cause with a cause of its own).
    #[derive(Debug)]
    struct Outer(io::Error);

    impl std::fmt::Display for Outer {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("the linker failed")
        }
    }

    impl std::error::Error for Outer {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            Some(&self.0)
        }
    }

    /// The one case report, for the judge's rounds and replay's rows alike: a failing
    /// case's input of up to [`PREVIEW_BYTES`] is shown (replay's own builder stopped at
    /// 512), a longer one or a passing case's never; the run's figures are its own.
    #[test]
    fn a_failing_cases_input_is_previewed_up_to_the_one_bound() {
        use crate::execute::{Exit, Kill, RunOutcome};
        use crate::verdict::Verdict;
        use std::time::Duration;
        let dir = std::env::temp_dir().join(format!("judge-case-report-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        let text = "time_limit_ms = 1000\nmemory_limit_mb = 128\n";
        let problem = Problem {
            id: "p".into(),
            source: dir.join("main.rs"),
            spec: crate::config::parse_spec(Path::new("problem.toml"), text).unwrap(),
            cases: Vec::new(),
            checker: None,
            interactor: None,
            groups: Vec::new(),
        };
        let run = RunOutcome {
            exit: Exit::Code(0),
            cpu: Duration::from_millis(7),
            wall: Duration::from_millis(9),
            peak_rss: Some(3 << 20),
            stdout: b"2\n".to_vec(),
            output_capped: false,
            output_cap: 64 << 20,
            stderr_tail: "said\n".into(),
            killed: Kill::None,
        };
        let rows: [(usize, Verdict, bool); 5] = [
            (700, Verdict::Wa, true),
            (PREVIEW_BYTES as usize, Verdict::Re, true),
            (PREVIEW_BYTES as usize + 1, Verdict::Wa, false),
            (10, Verdict::Ac, false),
            (0, Verdict::Tle, true),
        ];
        for (i, (len, verdict, shown)) in rows.into_iter().enumerate() {
            let input = dir.join(format!("{i}.in"));
            fs::write(&input, vec![b'1'; len]).unwrap();
            let case = Case {
                name: i.to_string(),
                input,
                answer: None,
            };
            let judgement = Judgement {
                verdict,
                reason: None,
                run: Some(run.clone()),
                expected: Vec::new(),
                mismatch: None,
                warning: None,
            };
            let report = case_report(&problem, &case, problem.spec.limits, judgement, None);
            let preview = report.input_preview.map(|p| p.len());
            assert_eq!(preview, shown.then_some(len), "{len} bytes, {verdict}");
            assert_eq!(
                (report.cpu, report.memory, report.stderr_tail.as_str()),
                (run.cpu, run.peak_rss, "said\n")
            );
            assert_eq!(report.kept, None);
        }
        fs::remove_dir_all(&dir).unwrap();
    }

    /// A judge-data error holding a build's error says all the build's error says, with
    /// every cause under it.
    #[test]
    fn a_failed_build_says_what_the_error_says() {
        let deep = io::Error::other("no space left on device");
        let e = Error::Build {
            path: "problems/p/src/main.rs".into(),
            source: io::Error::other(Outer(deep)),
        };
        assert_eq!(
            e.with_causes(),
            "failed to build problems/p/src/main.rs: the linker failed: no space left on device"
        );
        let words = e.with_causes();
        let error = failed("p", &Arc::new(e));
        assert_eq!(error.file.as_deref(), Some("problems/p/src/main.rs"));
        assert_eq!(error.to_string(), words);
    }
}
