//! `cargo judge stress ID`: random inputs from `gen.rs`, the solution against `brute.rs`,
//! until they disagree or the seeds run out.
//!
//! Seeds are taken in order by `--jobs` workers; after the first failure no new seed is
//! started, and the runs already going finish, so the failure reported is always the one of
//! the smallest failing seed, whatever the number of jobs.

use super::programs::{self, Bounds, Programs};
use super::Matches;
use crate::cli::flags::{COUNT, JOBS, SAVE, SEED};
use crate::compare;
use crate::config::{CheckerArgs, Compare, Spec};
use crate::error::{self, Error};
use crate::execute::{Exit, Input};
use crate::sys;
use crate::verdict::Verdict;
use crate::workspace;
use crate::Context;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// SIGINT, for an interrupt noticed before the signal's number.
const SIGINT: i32 = 2;

/// How much of an input or output a failure shows.
const SHOW_LINES: usize = 30;
const SHOW_BYTES: usize = 2000;

pub(super) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let count = parsed
        .number::<u64>(&COUNT, 1, "a number of seeds")?
        .unwrap_or(1000);
    let given_seed = parsed.number::<u64>(&SEED, 0, "a seed")?;
    let jobs = parsed
        .number::<usize>(&JOBS, 1, "a number of parallel runs")?
        .unwrap_or(ctx.cpus)
        .max(1);
    let root = super::root(parsed, ctx)?;
    let id = super::existing_problem(&root, "stress", &parsed.positional[0])?;
    let data = root.join("testcases").join(&id);
    let files = Files {
        gen: data.join("gen.rs"),
        brute: data.join("brute.rs"),
        solution: root.join("problems").join(&id).join("src").join("main.rs"),
        checker: data.join("checker.rs"),
    };
    for (path, what) in [
        (
            &files.gen,
            "a generator: `gen SEED` prints one random input",
        ),
        (
            &files.brute,
            "a slow but sure solution that prints the answer",
        ),
        (&files.solution, "the solution"),
    ] {
        if !path.is_file() {
            return Err(Error::Workspace(format!(
                "stress needs {}, {what}; write it first",
                workspace::rel(&root, path)
            )));
        }
    }
    let spec = super::read_spec(&root, &id)?;
    if matches!(spec.compare, Compare::Checker(_)) && !files.checker.is_file() {
        return Err(Error::Workspace(format!(
            "compare = \"checker\" but {} does not exist",
            workspace::rel(&root, &files.checker)
        )));
    }
    let seed = given_seed.unwrap_or_else(clock_seed);
    let last = seed.checked_add(count - 1).ok_or_else(|| {
        super::usage(
            "stress",
            format!("--seed {seed} with --count {count} runs past the largest seed"),
        )
    })?;
    let origin = if given_seed.is_some() {
        String::new()
    } else {
        format!(" (from the clock; repeat with --seed {seed})")
    };
    super::say(
        &mut ctx.stderr,
        &format!("stress {id}: seeds {seed}..{last}{origin}, {jobs} at once\n"),
    )?;
    let started = Instant::now();
    let outcome = programs::with_programs(&root, ctx, spec.limits.memory_bytes, |programs| {
        let binaries = build_all(programs, &files, &spec)?;
        let session = Session {
            programs,
            binaries: &binaries,
            spec: &spec,
            files: &files,
        };
        Ok(session.stress(seed, count, jobs))
    })?;
    let elapsed = started.elapsed().as_secs_f64();
    match outcome {
        Outcome::CompileError(first) => {
            super::say(
                &mut ctx.stderr,
                &format!(
                    "{}: CE, the solution does not compile:\n{first}\n",
                    workspace::rel(&root, &files.solution)
                ),
            )?;
            Ok(error::EXIT_FAILED)
        }
        Outcome::Agreed => {
            super::say(
                &mut ctx.stderr,
                &format!("{count} cases agree (seeds {seed}..{last}) in {elapsed:.1} s\n"),
            )?;
            Ok(error::EXIT_OK)
        }
        Outcome::Interrupted(signal) => {
            super::say(
                &mut ctx.stderr,
                &format!("interrupted by {}\n", sys::signal_name(signal)),
            )?;
            Ok(if signal == sys::SIGTERM {
                error::EXIT_SIGTERM
            } else {
                error::EXIT_SIGINT
            })
        }
        Outcome::Setup(message) => Err(Error::Workspace(message)),
        Outcome::Failed(failure) => {
            let mut text = failure.describe(&id);
            if parsed.has(&SAVE) {
                let name = super::write_next_case(&root, &id, &failure.input, &failure.expected)?;
                let _ = writeln!(
                    text,
                    "saved as {} and {}",
                    workspace::rel(&root, &data.join(format!("{name}.in"))),
                    workspace::rel(&root, &data.join(format!("{name}.out")))
                );
            } else {
                let _ = writeln!(
                    text,
                    "keep it as a case: cargo judge stress {id} --seed {} --count 1 --save",
                    failure.seed
                );
            }
            super::say(&mut ctx.stderr, &text)?;
            Ok(error::EXIT_FAILED)
        }
    }
}

/// A seed from the clock, small enough to type.
fn clock_seed() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| {
        (d.as_secs() % 1_000_000) * 1000 + u64::from(d.subsec_millis())
    })
}

/// The source files of a stress session.
struct Files {
    gen: PathBuf,
    brute: PathBuf,
    solution: PathBuf,
    checker: PathBuf,
}

/// The compiled programs.
struct Binaries {
    gen: PathBuf,
    brute: PathBuf,
    solution: PathBuf,
    checker: Option<PathBuf>,
}

/// How a stress session ended.
enum Outcome {
    Agreed,
    CompileError(String),
    Failed(Box<Failure>),
    /// gen, brute or the checker failed: the setup's fault, not the solution's.
    Setup(String),
    Interrupted(i32),
}

/// The solution's first failure.
struct Failure {
    seed: u64,
    verdict: Verdict,
    message: String,
    input: Vec<u8>,
    expected: Vec<u8>,
    actual: Vec<u8>,
    /// The line of the actual output where the difference starts, when it is a difference.
    line: Option<usize>,
}

/// What went wrong on one seed.
enum SeedError {
    Failed(Box<Failure>),
    Setup(String),
    Interrupted,
}

/// Builds gen, brute, the solution and the checker at once.
fn build_all(programs: &Programs<'_>, files: &Files, spec: &Spec) -> Result<Compiled, Error> {
    let with_checker = matches!(spec.compare, Compare::Checker(_));
    let (gen, brute, solution, checker) = std::thread::scope(|scope| {
        let gen = scope.spawn(|| programs.build_helper(&files.gen));
        let brute = scope.spawn(|| programs.build_helper(&files.brute));
        let checker = with_checker.then(|| scope.spawn(|| programs.build_helper(&files.checker)));
        let solution = programs.build(&files.solution);
        let join = |h: std::thread::ScopedJoinHandle<'_, Result<PathBuf, Error>>| {
            h.join()
                .unwrap_or_else(|_| Err(Error::Workspace("a build thread panicked".into())))
        };
        (join(gen), join(brute), solution, checker.map(join))
    });
    let solution = match solution? {
        Ok(path) => path,
        Err(first) => return Ok(Compiled::CompileError(first)),
    };
    Ok(Compiled::Built(Binaries {
        gen: gen?,
        brute: brute?,
        solution,
        checker: checker.transpose()?,
    }))
}

/// The binaries, or the solution's compile error.
enum Compiled {
    Built(Binaries),
    CompileError(String),
}

/// What every worker shares.
struct Session<'a> {
    programs: &'a Programs<'a>,
    binaries: &'a Compiled,
    spec: &'a Spec,
    files: &'a Files,
}

impl Session<'_> {
    fn stress(&self, seed: u64, count: u64, jobs: usize) -> Outcome {
        let binaries = match self.binaries {
            Compiled::Built(binaries) => binaries,
            Compiled::CompileError(first) => return Outcome::CompileError(first.clone()),
        };
        let next = AtomicU64::new(0);
        let stop = AtomicBool::new(false);
        let errors: Mutex<Vec<(u64, SeedError)>> = Mutex::new(Vec::new());
        let workers = usize::try_from(count).map_or(jobs, |c| jobs.min(c));
        std::thread::scope(|scope| {
            for _ in 0..workers {
                scope.spawn(|| loop {
                    if stop.load(Ordering::SeqCst) || sys::interrupted().is_some() {
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::SeqCst);
                    if i >= count {
                        break;
                    }
                    if let Err(e) = self.one_seed(binaries, seed + i) {
                        stop.store(true, Ordering::SeqCst);
                        errors
                            .lock()
                            .unwrap_or_else(|e| e.into_inner())
                            .push((i, e));
                    }
                });
            }
        });
        if let Some(signal) = sys::interrupted() {
            return Outcome::Interrupted(signal);
        }
        let mut errors = errors.into_inner().unwrap_or_else(|e| e.into_inner());
        errors.sort_by_key(|(i, _)| *i);
        match errors.into_iter().next() {
            None => Outcome::Agreed,
            Some((_, SeedError::Failed(failure))) => Outcome::Failed(failure),
            Some((_, SeedError::Setup(message))) => Outcome::Setup(message),
            Some((_, SeedError::Interrupted)) => Outcome::Interrupted(SIGINT),
        }
    }

    fn rel(&self, path: &Path) -> String {
        workspace::rel(self.programs.root, path)
    }

    /// gen → input → brute and solution → compare, for one seed.
    fn one_seed(&self, binaries: &Binaries, seed: u64) -> Result<(), SeedError> {
        let setup = |e: Error| SeedError::Setup(format!("{e}"));
        let helper = Bounds::helper();
        let gen = self
            .programs
            .run(
                &binaries.gen,
                &[OsString::from(seed.to_string())],
                Input::Empty,
                helper.run,
            )
            .map_err(setup)?;
        if sys::interrupted().is_some() {
            return Err(SeedError::Interrupted);
        }
        if let Some((verdict, why)) = helper.trouble(&gen) {
            return Err(SeedError::Setup(format!(
                "{} failed on seed {seed} ({verdict}: {why}); try it: rustc --edition 2021 -O {} \
                 -o gen && ./gen {seed}",
                self.rel(&self.files.gen),
                self.rel(&self.files.gen)
            )));
        }
        if gen.stdout.is_empty() {
            return Err(SeedError::Setup(format!(
                "{} printed nothing on seed {seed}; it must print one input",
                self.rel(&self.files.gen)
            )));
        }
        let input = gen.stdout;
        let staged = self.programs.executor.scratch_path("stress-input");
        fs::write(&staged, &input).map_err(|e| setup(Error::io(&staged, e)))?;
        let result = self.judge_input(binaries, seed, &staged, input);
        let _ = fs::remove_file(&staged);
        result
    }

    fn judge_input(
        &self,
        binaries: &Binaries,
        seed: u64,
        staged: &Path,
        input: Vec<u8>,
    ) -> Result<(), SeedError> {
        let setup = |e: Error| SeedError::Setup(format!("{e}"));
        let brute_bounds = Bounds::brute(self.spec.limits);
        let brute = self
            .programs
            .run(&binaries.brute, &[], Input::File(staged), brute_bounds.run)
            .map_err(setup)?;
        if sys::interrupted().is_some() {
            return Err(SeedError::Interrupted);
        }
        if let Some((verdict, why)) = brute_bounds.trouble(&brute) {
            return Err(SeedError::Setup(format!(
                "{} failed on seed {seed} ({verdict}: {why}); the input:\n{}",
                self.rel(&self.files.brute),
                excerpt(&input, None)
            )));
        }
        let bounds = Bounds::solution(self.spec.limits);
        let solution = self
            .programs
            .run(&binaries.solution, &[], Input::File(staged), bounds.run)
            .map_err(setup)?;
        if sys::interrupted().is_some() {
            return Err(SeedError::Interrupted);
        }
        let mut failure = Failure {
            seed,
            verdict: Verdict::Ac,
            message: String::new(),
            input,
            expected: brute.stdout,
            actual: solution.stdout.clone(),
            line: None,
        };
        if let Some((verdict, why)) = bounds.trouble(&solution) {
            failure.verdict = verdict;
            failure.message = why;
            return Err(SeedError::Failed(Box::new(failure)));
        }
        match self.spec.compare {
            Compare::Output(mode) => {
                if let Err(mismatch) = compare::compare(mode, &failure.expected, &failure.actual) {
                    failure.verdict = match mismatch.kind {
                        compare::MismatchKind::Wrong => Verdict::Wa,
                        compare::MismatchKind::Presentation => Verdict::Pe,
                    };
                    failure.message = mismatch.message;
                    failure.line = Some(mismatch.line);
                    return Err(SeedError::Failed(Box::new(failure)));
                }
            }
            Compare::Checker(order) => {
                let checker = binaries.checker.as_deref().unwrap_or(Path::new("checker"));
                if let Some((verdict, message)) =
                    self.check(checker, order, seed, staged, &failure)?
                {
                    failure.verdict = verdict;
                    failure.message = message;
                    return Err(SeedError::Failed(Box::new(failure)));
                }
            }
        }
        Ok(())
    }

    /// Runs the checker with brute's output as the answer: `None` when it accepts.
    fn check(
        &self,
        checker: &Path,
        order: CheckerArgs,
        seed: u64,
        input: &Path,
        failure: &Failure,
    ) -> Result<Option<(Verdict, String)>, SeedError> {
        let executor = self.programs.executor;
        let output = executor.scratch_path("stress-output");
        let answer = executor.scratch_path("stress-answer");
        let written = fs::write(&output, &failure.actual)
            .and_then(|()| fs::write(&answer, &failure.expected))
            .map_err(|e| SeedError::Setup(format!("{}", Error::io(&output, e))));
        let run = written.and_then(|()| {
            let (input, output, answer) = (
                input.as_os_str().to_owned(),
                output.as_os_str().to_owned(),
                answer.as_os_str().to_owned(),
            );
            let args = match order {
                CheckerArgs::Testlib => [input, output, answer],
                CheckerArgs::Boj => [input, answer, output],
            };
            self.programs
                .run(checker, &args, Input::Empty, Bounds::helper().run)
                .map_err(|e| SeedError::Setup(format!("{e}")))
        });
        let _ = fs::remove_file(&output);
        let _ = fs::remove_file(&answer);
        let run = run?;
        let said = String::from_utf8_lossy(&run.stdout).into_owned() + &run.stderr_tail;
        let said = said.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        match run.exit {
            Exit::Code(0) => Ok(None),
            Exit::Code(1) => Ok(Some((Verdict::Wa, format!("checker: wrong answer {said}")))),
            Exit::Code(2) => Ok(Some((
                Verdict::Pe,
                format!("checker: presentation error {said}"),
            ))),
            other => Err(SeedError::Setup(format!(
                "{} failed on seed {seed} ({other:?}) {said}",
                self.rel(&self.files.checker)
            ))),
        }
    }
}

impl Failure {
    /// The report of a failure: seed, verdict, input, both outputs.
    fn describe(&self, id: &str) -> String {
        let mut text = format!(
            "stress {id}: {} on seed {}: {}\n",
            self.verdict, self.seed, self.message
        );
        let _ = write!(
            text,
            "input (gen {}):\n{}",
            self.seed,
            excerpt(&self.input, None)
        );
        let _ = write!(
            text,
            "expected (brute.rs):\n{}",
            excerpt(&self.expected, self.line)
        );
        let _ = write!(
            text,
            "found (solution):\n{}",
            excerpt(&self.actual, self.line)
        );
        text
    }
}

/// Up to `SHOW_LINES` lines of `bytes` (around `line`, 1-based, when given), indented, with
/// a note of what was left out.
fn excerpt(bytes: &[u8], line: Option<usize>) -> String {
    if bytes.is_empty() {
        return "    (empty)\n".to_owned();
    }
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    let first = match line {
        Some(line) if lines.len() > SHOW_LINES => line
            .saturating_sub(SHOW_LINES / 2)
            .min(lines.len() - SHOW_LINES),
        _ => 0,
    };
    let mut out = String::new();
    if first > 0 {
        let _ = writeln!(out, "    … {first} lines before");
    }
    let mut shown = 0;
    let mut bytes_shown = 0;
    for (i, l) in lines.iter().enumerate().skip(first).take(SHOW_LINES) {
        if bytes_shown + l.len() > SHOW_BYTES && shown > 0 {
            break;
        }
        let mark = if Some(i + 1) == line { ">" } else { " " };
        let l: String = l.chars().take(SHOW_BYTES).collect();
        let _ = writeln!(out, "  {mark} {}", compare::visible(l.as_bytes()));
        shown += 1;
        bytes_shown += l.len();
    }
    let rest = lines.len() - first - shown;
    if rest > 0 {
        let _ = writeln!(
            out,
            "    … {rest} more lines ({} bytes in all)",
            bytes.len()
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_truncates_around_the_line() {
        assert_eq!(excerpt(b"", None), "    (empty)\n");
        assert_eq!(excerpt(b"1 2\n3 \n", Some(2)), "    1 2\n  > 3·\n");
        let long: String = (1..=100).map(|i| format!("{i}\n")).collect();
        let shown = excerpt(long.as_bytes(), Some(50));
        assert!(shown.contains("… 35 lines before"), "{shown}");
        assert!(shown.contains("  > 50\n"), "{shown}");
        assert!(shown.contains("… 35 more lines"), "{shown}");
        let head = excerpt(long.as_bytes(), None);
        assert!(head.starts_with("    1\n"), "{head}");
        assert!(head.contains("… 70 more lines"), "{head}");
    }
}
