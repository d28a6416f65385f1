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
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
        .map_err(Error::Toolchain)?;
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
        return CaseResult::CompileError(RustcError::new(&first));
    };
    let input_preview = (!verdict.accepted())
        .then(|| fs::metadata(&case.input).ok())
        .flatten()
        .filter(|m| m.len() <= PREVIEW_BYTES)
        .and_then(|_| fs::read(&case.input).ok());
    let kept = keep.keep(&problem.id, &case.name, verdict.accepted(), &run);
    let compare = problem.spec.compare;
    let printed = match programmers::channel::split_returned(&run.stdout) {
        (printed, Some(_)) if compare.returns_literal() => {
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
            origin: (!verdict.accepted() && case.name.starts_with("auto-"))
                .then(|| case.input.parent())
                .flatten()
                .and_then(|data| crate::workspace::strengthen::origin(data, &case.name)),
        }),
        warning,
    )
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
