//! `cargo judge stress ID`: random inputs from `gen.rs`, the solution against `brute.rs`,
//! until they disagree or the seeds run out. An interactive problem's solution plays each
//! input against the problem's interactor instead, which decides; a `brute.rs` there is
//! optional and gives the interactor its ANSWER file.
//!
//! Seeds are taken in order by `--jobs` workers; after the first failure no new seed is
//! started, and the runs already going finish, so the failure reported is always the one of
//! the smallest failing seed, whatever the number of jobs.

mod shrink;

use super::validate::{Validator, Validity};
use super::Matches;
use crate::build::{Built, Profile};
use crate::cli::flags::{COUNT, JOBS, NO_SHRINK, SAVE, SEED, SHRINK_TIME, SIZE};
use crate::compare;
use crate::config::{Compare, JudgeProgram, Language, Spec};
use crate::engine::Input;
use crate::engine::{Answer, CaseData, CaseError, Checker, Engine, Judging, Role};
use crate::error::{self, Error};
use crate::pool::{parallel, Flow};
use crate::report::progress::Pacer;
use crate::report::words::ShrinkLine;
use crate::report::{inert, words, Lang};
use crate::sys;
use crate::verdict::{Reason, Verdict};
use crate::workspace;
use crate::Context;
use shrink::Trial;
use std::ffi::OsString;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How much of an input or output a failure shows.
const SHOW_LINES: usize = 30;
const SHOW_BYTES: usize = 2000;

pub(super) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let count = parsed
        .number::<u64>(&COUNT, 1, "a number of seeds")?
        .unwrap_or(1000);
    let given_seed = parsed.number::<u64>(&SEED, 0, "a seed")?;
    let size = parsed.number::<u64>(&SIZE, 1, "a size")?;
    let shrink_time = parsed
        .get(&SHRINK_TIME, seconds)?
        .unwrap_or(Duration::from_secs(10));
    let shrinking = !parsed.has(&NO_SHRINK);
    let jobs = parsed
        .number::<usize>(&JOBS, 1, "a number of parallel runs")?
        .unwrap_or(ctx.cpus)
        .max(1);
    let lang = super::lang(parsed, ctx)?;
    let ko = lang == Lang::Korean;
    let root = super::root(parsed, ctx)?;
    let id = super::existing_problem(
        &root,
        ctx,
        "stress",
        parsed.positional.first().map(String::as_str),
    )?;
    let spec = super::read_spec(&root, &id)?;
    let files = Files::of(&root, &id, &spec)?;
    let seed = given_seed.unwrap_or_else(clock_seed);
    let last = seed.checked_add(count - 1).ok_or_else(|| {
        super::usage(
            "stress",
            format!("--seed {seed} with --count {count} runs past the largest seed"),
        )
    })?;
    let origin = match (given_seed, ko) {
        (Some(_), _) => String::new(),
        (None, false) => format!(" (from the clock; repeat with --seed {seed})"),
        (None, true) => format!(" (시계에서 고름; 다시 하려면 --seed {seed})"),
    };
    let header = if ko {
        format!("stress {id}: 시드 {seed}..{last}{origin}, 동시에 {jobs}개\n")
    } else {
        format!("stress {id}: seeds {seed}..{last}{origin}, {jobs} at once\n")
    };
    super::say(&mut ctx.stderr, &header)?;
    let started = Instant::now();
    // The shrink's progress line is written while the engine holds the context.
    let mut stderr = std::mem::replace(&mut ctx.stderr, Box::new(std::io::sink()));
    let terminal = ctx.stderr_is_terminal;
    let outcome = super::with_engine(&root, ctx, spec.limits.memory_bytes, |engine| {
        let binaries = Binaries::build(engine, &files, spec.compare)?;
        let validator = Validator::of(engine, &root, &id, spec.cxx_include.as_deref())?;
        let stress = Stress {
            engine,
            binaries: &binaries,
            validator: validator.as_ref(),
            spec: &spec,
            files: &files,
            size,
            failed_at: AtomicU64::new(u64::MAX),
        };
        let outcome = stress.run(seed, count, jobs);
        Ok(match outcome {
            Outcome::Failed(failure) if shrinking && failure.shrinkable() => {
                let mut out = Progress::new(&mut *stderr, terminal, lang);
                let shrunk = stress.shrink(*failure, shrink_time, &mut out);
                out.clear();
                Outcome::Failed(Box::new(shrunk))
            }
            outcome => outcome,
        })
    });
    ctx.stderr = stderr;
    let outcome = outcome?;
    let seconds = started.elapsed().as_secs_f64();
    let (text, code) = match outcome {
        Outcome::Agreed if ko => (
            format!("케이스 {count}개 모두 통과 (시드 {seed}..{last}), {seconds:.1}초\n"),
            error::EXIT_OK,
        ),
        Outcome::Agreed => (
            format!("{count} cases agree (seeds {seed}..{last}) in {seconds:.1} s\n"),
            error::EXIT_OK,
        ),
        Outcome::Interrupted(signal) => {
            let name = sys::signal_name(signal);
            let text = if ko {
                format!("{name}로 중단됨\n")
            } else {
                format!("interrupted by {name}\n")
            };
            super::say(&mut ctx.stderr, &text)?;
            return Ok(if signal == sys::SIGTERM {
                error::EXIT_SIGTERM
            } else {
                error::EXIT_SIGINT
            });
        }
        Outcome::Setup(e) => return Err(e),
        Outcome::Failed(failure) => (
            failure.report(&root, &id, parsed.has(&SAVE), lang)?,
            error::EXIT_FAILED,
        ),
    };
    super::say(&mut ctx.stderr, &text)?;
    Ok(code)
}

/// `--shrink-time`: seconds, `2.5`, or with a unit, `10s`, `500ms`.
fn seconds(text: &str) -> Result<Duration, String> {
    let (number, scale) = match text.strip_suffix("ms") {
        Some(ms) => (ms, 0.001),
        None => (text.strip_suffix('s').unwrap_or(text), 1.0),
    };
    match number.trim().parse::<f64>() {
        Ok(n) if n.is_finite() && n >= 0.0 && n * scale <= 86_400.0 => {
            Ok(Duration::from_secs_f64(n * scale))
        }
        _ => Err(format!(
            "--shrink-time takes a time in seconds (10, 2.5, 500ms), not `{text}`"
        )),
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
    /// `None` for an interactive problem without one: its interactor decides alone.
    brute: Option<PathBuf>,
    solution: PathBuf,
    /// `checker.rs` or `checker.cpp`, when the problem is judged by one; the interactor
    /// (`interactor.rs` or `.cpp`) of an interactive problem.
    checker: Option<PathBuf>,
    /// Where a C++ checker finds its headers besides its own folder (`cxx_include`).
    cxx_include: Option<PathBuf>,
    /// The solution's language, which decides its edition.
    language: Language,
}

impl Files {
    /// The files of problem `id`, which must all exist.
    fn of(root: &Path, id: &str, spec: &Spec) -> Result<Files, Error> {
        let data = root.join("testcases").join(id);
        let interactive = spec.compare == Compare::Interactive;
        // The checker or interactor, as the judge finds it (`workspace::judge_program`).
        let judged_by = |program: JudgeProgram, mode: &str| -> Result<PathBuf, Error> {
            let name = program.name();
            match workspace::judge_program(root, id, &data, program) {
                Ok(Some(path)) => Ok(path),
                Ok(None) => {
                    let path = workspace::rel(root, &data.join(format!("{name}.rs")));
                    Err(Error::Missing {
                        message: format!(
                            "compare = \"{mode}\" but {path} does not exist (nor {name}.cpp)"
                        ),
                        path,
                    })
                }
                Err(both) => Err(Error::Usage(both.to_string())),
            }
        };
        let brute = data.join("brute.rs");
        let files = Files {
            gen: data.join("gen.rs"),
            brute: (!interactive || brute.is_file()).then_some(brute),
            solution: root.join("problems").join(id).join("src").join("main.rs"),
            checker: match spec.compare {
                Compare::Checker(_) => Some(judged_by(JudgeProgram::Checker, "checker")?),
                Compare::Interactive => Some(judged_by(JudgeProgram::Interactor, "interactive")?),
                Compare::Output(_) => None,
            },
            cxx_include: spec.cxx_include.clone(),
            language: spec.language,
        };
        let required = [
            (
                Some(&files.gen),
                "a generator: `gen SEED` prints one random input",
            ),
            (
                files.brute.as_ref(),
                "a slow but sure solution that prints the answer",
            ),
            (Some(&files.solution), "the solution"),
        ];
        for (path, what) in required
            .into_iter()
            .filter_map(|(p, what)| Some((p?, what)))
        {
            match workspace::look(path) {
                Ok(workspace::Found::File) => {}
                Ok(workspace::Found::NotRegular(kind)) => {
                    return Err(Error::Usage(workspace::not_regular(root, path, kind)));
                }
                Err(_) => {
                    let path = workspace::rel(root, path);
                    return Err(Error::Missing {
                        message: format!("stress needs {path}, {what}; write it first"),
                        path,
                    });
                }
            }
        }
        Ok(files)
    }
}

/// The built programs; the solution may be a compile error (then every seed is CE).
struct Binaries {
    gen: PathBuf,
    brute: Option<PathBuf>,
    solution: Built,
    checker: Option<PathBuf>,
}

impl Binaries {
    /// Builds gen, brute, the checker and the solution at once.
    fn build(engine: &Engine<'_>, files: &Files, compare: Compare) -> Result<Binaries, Error> {
        let (gen, brute, checker, solution) = std::thread::scope(|scope| {
            let gen = scope.spawn(|| engine.build_helper(&files.gen));
            let brute = files
                .brute
                .as_deref()
                .map(|brute| scope.spawn(move || super::build_brute(engine, brute, compare)));
            let checker = files
                .checker
                .as_deref()
                .map(|checker| scope.spawn(move || build_checker(engine, checker, files)));
            let solution = engine.build(&files.solution, Profile::Judge(files.language));
            let join = |h: std::thread::ScopedJoinHandle<'_, Result<PathBuf, Error>>| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            };
            (join(gen), brute.map(join), checker.map(join), solution)
        });
        Ok(Binaries {
            gen: gen?,
            brute: brute.transpose()?,
            checker: checker.transpose()?,
            solution: solution?,
        })
    }
}

/// Builds the checker, Rust or C++, which must compile.
fn build_checker(engine: &Engine<'_>, checker: &Path, files: &Files) -> Result<PathBuf, Error> {
    match engine.build_judge_program(checker, files.cxx_include.as_deref())? {
        Built::Binary { path, .. } => Ok(path),
        Built::CompileError { first, .. } => Err(Error::HelperCompile {
            path: engine.rel(checker),
            first,
        }),
    }
}

/// How a stress session ended.
enum Outcome {
    Agreed,
    Failed(Box<Failure>),
    /// gen, brute or the checker failed: the setup's fault, not the solution's.
    Setup(Error),
    Interrupted(i32),
}

/// The solution's first failure.
struct Failure {
    seed: u64,
    verdict: Verdict,
    reason: Option<Reason>,
    input: Vec<u8>,
    /// What the solution is judged against: brute's answer; in an interactive problem,
    /// brute's output when there is a brute.rs.
    expected: Option<Vec<u8>>,
    /// The solution's output; in an interactive problem, the talk with the interactor.
    actual: Vec<u8>,
    interactive: bool,
    /// The line of the actual output where the difference starts, when it is a difference.
    line: Option<usize>,
    /// The size `gen SEED SIZE` was asked for, when one was.
    size: Option<u64>,
    /// When this failure is a shrunk one: what the original was.
    shrunk: Option<Shrunk>,
}

/// What a shrink started from and reached.
struct Shrunk {
    /// `--size`, as the run that found the failure was asked.
    asked: Option<u64>,
    /// The original size and the smallest failing one, when sizes were searched.
    size: Option<(u64, u64)>,
    from_tokens: usize,
    from_bytes: usize,
    timed_out: bool,
}

/// What went wrong on one seed.
enum SeedError {
    Failed(Box<Failure>),
    Setup(Error),
    Interrupted,
}

/// What every worker shares.
struct Stress<'a> {
    engine: &'a Engine<'a>,
    binaries: &'a Binaries,
    /// The problem's validator: every generated input must pass it.
    validator: Option<&'a Validator>,
    spec: &'a Spec,
    files: &'a Files,
    /// `--size`: the generator's second argument.
    size: Option<u64>,
    /// The smallest seed that has failed so far (`u64::MAX`: none): a later seed's result
    /// is never reported, so a worker does not start one (a generator that hangs would
    /// otherwise cost its whole deadline again).
    failed_at: AtomicU64,
}

impl Stress<'_> {
    /// Runs seeds `seed..seed + count` until the first that fails, in seed order.
    fn run(&self, seed: u64, count: u64, jobs: usize) -> Outcome {
        let mut first = None;
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        let cancel = self.engine.cancel();
        parallel(
            jobs,
            count,
            cancel,
            |i| {
                let this = seed + i as u64;
                if this > self.failed_at.load(Ordering::SeqCst) {
                    // Never reported: the failure below it stops the round first.
                    return Err(SeedError::Interrupted);
                }
                let result = self.one_seed(this);
                if result.is_err() {
                    self.failed_at.fetch_min(this, Ordering::SeqCst);
                }
                result
            },
            |_, result| match result {
                Ok(()) => Flow::Continue,
                Err(e) => {
                    first = Some(e);
                    Flow::Stop
                }
            },
        );
        if let Some(signal) = cancel.cancelled() {
            return Outcome::Interrupted(signal);
        }
        match first {
            None => Outcome::Agreed,
            Some(SeedError::Failed(failure)) => Outcome::Failed(failure),
            Some(SeedError::Setup(e)) => Outcome::Setup(e),
            Some(SeedError::Interrupted) => Outcome::Interrupted(sys::SIGINT),
        }
    }

    fn rel(&self, path: &Path) -> String {
        self.engine.rel(path)
    }

    /// gen → input → brute → judge the solution against brute's output, for one seed.
    fn one_seed(&self, seed: u64) -> Result<(), SeedError> {
        self.sized_seed(seed, self.size)
    }

    /// [`Stress::one_seed`] with `gen SEED SIZE` when `size` is given.
    fn sized_seed(&self, seed: u64, size: Option<u64>) -> Result<(), SeedError> {
        let input = self.gen_input(seed, size)?;
        self.check_input(seed, size, input)
    }

    /// What `gen SEED [SIZE]` printed.
    fn gen_input(&self, seed: u64, size: Option<u64>) -> Result<Vec<u8>, SeedError> {
        let mut args = vec![OsString::from(seed.to_string())];
        args.extend(size.map(|s| OsString::from(s.to_string())));
        let gen = self
            .engine
            .run(&self.binaries.gen, &args, Input::Empty, Role::Helper, 0)
            .map_err(SeedError::Setup)?;
        self.still_running()?;
        let failed = |detail: String| {
            SeedError::Setup(Error::HelperFailed {
                path: self.rel(&self.files.gen),
                detail,
            })
        };
        if let Some((verdict, why)) = self.engine.trouble(Role::Helper, &gen) {
            let gen_rs = self.rel(&self.files.gen);
            return Err(failed(format!(
                "on seed {seed} ({verdict}: {why}); try it: rustc --edition 2021 -O {gen_rs} \
                 -o gen && ./gen {seed}"
            )));
        }
        if gen.stdout.is_empty() {
            return Err(failed(format!(
                "on seed {seed}: it printed nothing, and it must print one input"
            )));
        }
        Ok(gen.stdout)
    }

    /// Validates `input` (a refusal is an error of the setup), then judges the solution on
    /// it against brute.
    fn check_input(&self, seed: u64, size: Option<u64>, input: Vec<u8>) -> Result<(), SeedError> {
        let failed = |detail: String| {
            SeedError::Setup(Error::HelperFailed {
                path: self.rel(&self.files.gen),
                detail,
            })
        };
        let staged = self.engine.scratch_path("stress-input");
        fs::write(&staged, &input).map_err(|e| SeedError::Setup(Error::io(&staged, e)))?;
        if let Some(validator) = self.validator {
            let validity = validator.check(self.engine, &staged);
            if !matches!(validity, Ok(Validity::Valid)) {
                let _ = fs::remove_file(&staged);
            }
            match validity.map_err(SeedError::Setup)? {
                Validity::Valid => {}
                Validity::Invalid(why) => {
                    let validator = self.rel(&validator.source);
                    return Err(failed(format!(
                        "on seed {seed}: it printed an input {validator} refuses: {why}; the \
                         input:\n{}",
                        excerpt(&input, None)
                    )));
                }
            }
        }
        let result = self.judge_input(seed, &staged, input);
        let _ = fs::remove_file(&staged);
        result.map_err(|e| match e {
            SeedError::Failed(mut failure) => {
                failure.size = size;
                SeedError::Failed(failure)
            }
            e => e,
        })
    }

    /// Makes `original`'s input small: the smallest failing `gen SEED SIZE` first (when the
    /// generator takes a SIZE), then lines and tokens removed while the validator accepts
    /// the input and the solution gets the same verdict, within `budget`.
    fn shrink(&self, original: Failure, budget: Duration, progress: &mut Progress<'_>) -> Failure {
        let deadline = Instant::now() + budget;
        let (seed, verdict) = (original.seed, original.verdict);
        let from_tokens = count_tokens(&original.input);
        let from_bytes = original.input.len();
        let mut best = original;
        let mut timed_out = false;
        let mut sizes = None;
        // The result of one trial; a failure like the original's is kept in `found`.
        let judge = |result: Result<(), SeedError>, found: &mut Option<Box<Failure>>| match result {
            Err(SeedError::Failed(f)) if f.verdict == verdict => {
                *found = Some(f);
                Trial::Fails
            }
            Err(SeedError::Interrupted) => Trial::OutOfTime,
            _ => Trial::Passes,
        };
        if let Some(hi) = self.size_to_search(seed, best.size, from_tokens) {
            // `hi` itself is never tried: a size below it that fails is the point.
            let mut found: Option<Box<Failure>> = None;
            let smallest = shrink::smallest_size(hi, |size| {
                if Instant::now() >= deadline {
                    return Trial::OutOfTime;
                }
                let mut last = None;
                let trial = judge(self.sized_seed(seed, Some(size)), &mut last);
                if let Some(f) = last {
                    progress.show(&f.input);
                    found = Some(f);
                }
                trial
            });
            timed_out = Instant::now() >= deadline;
            if let Some(f) = found.filter(|f| f.size == Some(smallest)) {
                best = *f;
                sizes = Some((hi, smallest));
            }
        }
        if !timed_out {
            let mut found: Option<Box<Failure>> = None;
            let size = best.size;
            let (input, out_of_time) = shrink::minimize(&best.input, |candidate| {
                if Instant::now() >= deadline {
                    return Trial::OutOfTime;
                }
                let mut refused = false;
                if let Some(validator) = self.validator {
                    refused = !matches!(
                        validator.check_bytes(self.engine, candidate),
                        Ok(Validity::Valid)
                    );
                }
                if refused {
                    return Trial::Passes;
                }
                let trial = judge(self.check_input(seed, size, candidate.to_vec()), &mut found);
                if trial == Trial::Fails {
                    progress.show(candidate);
                }
                trial
            });
            timed_out = out_of_time;
            if let Some(f) = found.filter(|f| f.input == input) {
                best = *f;
            }
        }
        best.shrunk = Some(Shrunk {
            asked: self.size,
            size: sizes,
            from_tokens,
            from_bytes,
            timed_out,
        });
        best
    }

    /// The size to search down from, when the generator takes one: `--size`, else the
    /// input's number of tokens, once `gen SEED 1` and `gen SEED HI` are seen to differ (a
    /// generator that ignores its second argument prints the same input for both).
    fn size_to_search(&self, seed: u64, asked: Option<u64>, tokens: usize) -> Option<u64> {
        if let Some(size) = asked {
            return (size > 1).then_some(size);
        }
        let hi = u64::try_from(tokens).ok()?.max(2);
        let small = self.gen_input(seed, Some(1)).ok()?;
        let large = self.gen_input(seed, Some(hi)).ok()?;
        (small != large).then_some(hi)
    }

    /// Runs brute on the staged input (when there is one), then judges the solution against
    /// its output: or, in an interactive problem, lets the interactor judge it.
    fn judge_input(&self, seed: u64, staged: &Path, input: Vec<u8>) -> Result<(), SeedError> {
        let answer = match (&self.binaries.brute, &self.files.brute) {
            (Some(binary), Some(source)) => Some(self.brute(seed, binary, source, staged, &input)?),
            _ => None,
        };
        let judging = Judging {
            source: &self.files.solution,
            solution: &self.binaries.solution,
            limits: self.spec.limits,
            compare: self.spec.compare,
            checker: self
                .binaries
                .checker
                .as_deref()
                .zip(self.files.checker.as_deref())
                .map(|(binary, source)| Checker { binary, source }),
            checked: None,
        };
        let label = format!("seed {seed}");
        let case = CaseData {
            label: &label,
            input: staged,
            answer: answer.as_deref().map_or(Answer::None, Answer::Bytes),
        };
        let judgement = self.engine.judge(&judging, &case).map_err(|e| match e {
            CaseError::Checker { path, detail } => {
                SeedError::Setup(Error::HelperFailed { path, detail })
            }
            e @ (CaseError::Failed(_) | CaseError::Unreadable { .. }) => {
                SeedError::Setup(Error::Case {
                    case: label.clone(),
                    message: e.to_string(),
                })
            }
            CaseError::Cancelled => SeedError::Interrupted,
        })?;
        if judgement.verdict.accepted() {
            return Ok(());
        }
        Err(SeedError::Failed(Box::new(Failure {
            seed,
            verdict: judgement.verdict,
            reason: judgement.reason,
            input,
            // An interactive problem's answer is brute's output as it printed it, if any.
            expected: match self.spec.compare {
                Compare::Interactive => answer,
                _ => Some(judgement.expected),
            },
            interactive: self.spec.compare == Compare::Interactive,
            actual: judgement.run.map(|r| r.stdout).unwrap_or_default(),
            line: judgement.mismatch.map(|m| m.line),
            size: None,
            shrunk: None,
        })))
    }

    /// brute's output on the staged input.
    fn brute(
        &self,
        seed: u64,
        binary: &Path,
        source: &Path,
        staged: &Path,
        input: &[u8],
    ) -> Result<Vec<u8>, SeedError> {
        let role = Role::Brute(self.spec.limits);
        let brute = self
            .engine
            .run(binary, &[], Input::File(staged), role, 0)
            .map_err(SeedError::Setup)?;
        self.still_running()?;
        if let Some((verdict, why)) = self.engine.trouble(role, &brute) {
            return Err(SeedError::Setup(Error::HelperFailed {
                path: self.rel(source),
                detail: format!(
                    "on seed {seed} ({verdict}: {why}); the input:\n{}",
                    excerpt(input, None)
                ),
            }));
        }
        Ok(brute.stdout)
    }

    /// `Err` once the round was cancelled.
    fn still_running(&self) -> Result<(), SeedError> {
        match self.engine.cancel().cancelled() {
            Some(_) => Err(SeedError::Interrupted),
            None => Ok(()),
        }
    }
}

/// The tokens of an input (runs of non-whitespace).
fn count_tokens(input: &[u8]) -> usize {
    input
        .split(|b| b.is_ascii_whitespace())
        .filter(|t| !t.is_empty())
        .count()
}

/// The progress line of a shrink: after a second, the size of the smallest failing input
/// so far; on a terminal rewritten in place, elsewhere a line every few seconds ([`Pacer`]).
struct Progress<'a> {
    out: &'a mut dyn std::io::Write,
    lang: Lang,
    pacer: Pacer,
}

impl<'a> Progress<'a> {
    fn new(out: &'a mut dyn std::io::Write, terminal: bool, lang: Lang) -> Progress<'a> {
        let every = (Duration::from_millis(300), Duration::from_secs(3));
        Progress {
            out,
            lang,
            pacer: Pacer::new(terminal, Duration::from_secs(1), every),
        }
    }

    fn show(&mut self, input: &[u8]) {
        if !self.pacer.due() {
            return;
        }
        let line = ShrinkLine::Progress {
            tokens: count_tokens(input),
            lines: input
                .split(|&b| b == b'\n')
                .filter(|l| !l.is_empty())
                .count(),
        };
        let text = self.pacer.render(&words::shrink_line(&line, self.lang));
        let _ = write!(self.out, "{text}");
        let _ = self.out.flush();
    }

    fn clear(&mut self) {
        let clear = self.pacer.clear();
        if !clear.is_empty() {
            let _ = write!(self.out, "{clear}");
            let _ = self.out.flush();
        }
    }
}

impl Failure {
    /// Whether shrinking applies: not to a compile error (every input fails alike), nor to
    /// an interactive problem, whose failure is a talk.
    fn shrinkable(&self) -> bool {
        self.verdict != Verdict::Ce && !self.interactive
    }

    /// The report of a failure: seed, verdict, input, both outputs; with `save`, the case
    /// is stored as the next one.
    fn report(&self, root: &Path, id: &str, save: bool, lang: Lang) -> Result<String, Error> {
        let ko = lang == Lang::Korean;
        let mut text = self.describe(id, lang);
        let data = root.join("testcases").join(id);
        let stored = save
            .then(|| super::stored_input(root, id, &self.input))
            .flatten();
        if let Some(name) = stored {
            let path = workspace::rel(root, &data.join(format!("{name}.in")));
            let _ = if ko {
                writeln!(
                    text,
                    "저장하지 않았습니다: {path}에 이미 같은 입력이 있습니다 (케이스 {name})"
                )
            } else {
                writeln!(
                    text,
                    "not saved: {path} already holds this input (case {name})"
                )
            };
        } else if save {
            let name = super::write_next_input(root, id, &self.input, self.expected.as_deref())?;
            let saved_in = workspace::rel(root, &data.join(format!("{name}.in")));
            let saved_out = workspace::rel(root, &data.join(format!("{name}.out")));
            let _ = match (self.expected.is_some(), ko) {
                (true, false) => writeln!(text, "saved as {saved_in} and {saved_out}"),
                (true, true) => writeln!(text, "{saved_in}, {saved_out}에 저장했습니다"),
                (false, false) => {
                    writeln!(text, "saved as {saved_in} (the interactor needs no .out)")
                }
                (false, true) => writeln!(
                    text,
                    "{saved_in}에 저장했습니다 (인터랙터에는 .out이 필요 없습니다)"
                ),
            };
        } else {
            let keep = if ko {
                "케이스로 남기려면"
            } else {
                "keep it as a case"
            };
            let asked = self.shrunk.as_ref().map_or(self.size, |s| s.asked);
            let size = asked.map(|k| format!(" --size {k}")).unwrap_or_default();
            let _ = writeln!(
                text,
                "{keep}: cargo judge stress {id} --seed {}{size} --count 1 --save",
                self.seed
            );
        }
        Ok(text)
    }

    /// The report of a failure: seed, verdict, input, both outputs (a compile error has
    /// only rustc's message), in `lang`.
    fn describe(&self, id: &str, lang: Lang) -> String {
        let ko = lang == Lang::Korean;
        let (seed, verdict) = (self.seed, self.verdict);
        let message = |lang| self.reason.as_ref().map(|r| inert(&words::reason(r, lang)));
        let mut text = if ko {
            let message = message(lang).unwrap_or_default();
            format!(
                "stress {id}: 시드 {seed}에서 {}: {message}\n",
                verdict.korean()
            )
        } else {
            format!(
                "stress {id}: {verdict} on seed {seed}: {}\n",
                message(lang).unwrap_or_default()
            )
        };
        if verdict == Verdict::Ce {
            return text;
        }
        let say = |en: &'static str, ko_text: &'static str| if ko { ko_text } else { en };
        if let Some(shrunk) = &self.shrunk {
            let line = ShrinkLine::Done {
                size: shrunk.size,
                from_tokens: shrunk.from_tokens,
                from_bytes: shrunk.from_bytes,
                tokens: count_tokens(&self.input),
                bytes: self.input.len(),
                timed_out: shrunk.timed_out,
            };
            text.push_str(&words::shrink_line(&line, lang));
        }
        let input = say("input", "입력");
        let gen = match self.size {
            Some(size) => format!("gen {seed} {size}"),
            None => format!("gen {seed}"),
        };
        let shrunk = match (&self.shrunk, ko) {
            (None, _) => "",
            (Some(_), false) => ", shrunk",
            (Some(_), true) => ", 줄임",
        };
        let _ = write!(
            text,
            "{input} ({gen}{shrunk}):\n{}",
            excerpt(&self.input, None)
        );
        if self.interactive {
            if let Some(answer) = &self.expected {
                let label = say("the interactor's answer", "인터랙터의 정답 파일");
                let _ = write!(text, "{label} (brute.rs):\n{}", excerpt(answer, None));
            }
            let label = say(
                "the talk (< the interactor to the solution, > the solution to the interactor)",
                "대화 (< 인터랙터가 풀이에게, > 풀이가 인터랙터에게)",
            );
            let _ = write!(text, "{label}:\n{}", excerpt(&self.actual, None));
            return text;
        }
        let expected = self.expected.as_deref().unwrap_or_default();
        let label = say("expected", "기대한 출력");
        let _ = write!(
            text,
            "{label} (brute.rs):\n{}",
            excerpt(expected, self.line)
        );
        let label = say("found (solution)", "실제 출력 (풀이)");
        let _ = write!(text, "{label}:\n{}", excerpt(&self.actual, self.line));
        text
    }
}

/// Up to `SHOW_LINES` lines of `bytes` (around `line`, 1-based, when given), indented, with
/// a note of what was left out.
pub(super) fn excerpt(bytes: &[u8], line: Option<usize>) -> String {
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
        let _ = writeln!(out, "  {mark} {}", inert(&compare::visible(l.as_bytes())));
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

    /// A generator's or solution's lines reach a terminal or a CI log inert: no workflow
    /// command (`::` after blanks, `##[` anywhere), no bidirectional control.
    #[test]
    fn excerpt_is_inert() {
        assert_eq!(
            excerpt("  ::error::x\na ##[error]y\n\u{202e}z\n".as_bytes(), None),
            "      \\x3a:error::x\n    a \\x23#[error]y\n    \\u{202e}z\n"
        );
    }
}
