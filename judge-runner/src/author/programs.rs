//! Building and running the programs of the authoring commands (`gen.rs`, `brute.rs`, the
//! solution, a checker) with the judge's own builder, cache and executor: each file is
//! compiled alone as the judge compiles it, and run in its own process group under limits,
//! with one watchdog thread that kills it at its wall deadline.

use crate::build::{self, Built, Profile, Toolchain};
use crate::config::Limits;
use crate::error::Error;
use crate::execute::{Executor, Input, RunLimits, RunOutcome, Spawn, Watchdog};
use crate::judge::wall_deadline;
use crate::sys::{self, Resource};
use crate::verdict::{decide, Comparison, Judged, Verdict};
use crate::workspace;
use crate::Context;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The smallest output cap of a run, as the judge uses.
const MIN_OUTPUT_CAP: u64 = 64 << 20;
/// A generator's limits: generous, since it is trusted code.
const GEN_TIME: Duration = Duration::from_secs(10);
const GEN_MEMORY: u64 = 1 << 30;
/// A brute force may be this many times slower than the time limit.
const BRUTE_SLOWDOWN: u32 = 10;

/// A toolchain, build cache and executor for one command.
pub(crate) struct Programs<'a> {
    pub root: &'a Path,
    toolchain: Toolchain,
    cache: PathBuf,
    pub executor: &'a Executor<'a>,
}

/// Stops the watchdog when dropped, so that a panic in the work cannot hang the scope.
struct StopOnDrop<'w>(&'w Watchdog);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// Finds rustc (from `ctx`), sets up a watchdog and executor for `root` (build cache and scratch files in
/// `target/judge/`, as the judge keeps them), and runs `work` with them. `memory` is the
/// largest memory limit of a run, to which the runner raises its own stack limit (children
/// inherit it at exec and are then lowered to their own).
///
/// # Errors
/// When rustc cannot be run or the scratch folder cannot be created, and whatever `work`
/// returns.
pub(crate) fn with_programs<R>(
    root: &Path,
    ctx: &Context,
    memory: u64,
    work: impl FnOnce(&Programs<'_>) -> Result<R, Error>,
) -> Result<R, Error> {
    let toolchain = Toolchain::detect(ctx.rustc.clone()).map_err(Error::Toolchain)?;
    let judge_dir = root.join("target").join("judge");
    let scratch = judge_dir.join("tmp");
    sys::raise_own_limit(Resource::Stack, memory);
    sys::lower_own_limit(Resource::Core, 0);
    sys::catch_interrupts();
    let watchdog = Watchdog::default();
    // Started through spawner processes where the judge uses them, so that a child's peak
    // memory never includes the runner's own.
    let spawn = match &ctx.exe {
        Some(exe) if cfg!(target_os = "linux") => Spawn::Spawner {
            exe: exe.clone(),
            stack: memory,
        },
        _ => Spawn::Direct,
    };
    let executor =
        Executor::new(scratch.clone(), &watchdog, spawn).map_err(|e| Error::io(&scratch, e))?;
    let programs = Programs {
        root,
        toolchain,
        cache: judge_dir.join("cache"),
        executor: &executor,
    };
    std::thread::scope(|scope| {
        scope.spawn(|| watchdog.run());
        let _stop = StopOnDrop(&watchdog);
        work(&programs)
    })
}

impl Programs<'_> {
    /// Builds `source` as the judge does: `Ok(Ok(binary))`, or `Ok(Err(first error))` when
    /// rustc refuses it.
    ///
    /// # Errors
    /// When the source cannot be read or the cache written.
    pub(crate) fn build(&self, source: &Path) -> Result<Result<PathBuf, String>, Error> {
        match build::build(
            &self.toolchain,
            source,
            Profile::Judge,
            &self.cache,
            self.executor,
        ) {
            Ok(Built::Binary { path, .. }) => Ok(Ok(path)),
            Ok(Built::CompileError { first, .. }) => Ok(Err(first)),
            Err(e) => Err(Error::io(source, e)),
        }
    }

    /// Builds `source`, which must compile: a compile error is an error naming the file.
    ///
    /// # Errors
    /// A compile error or an I/O failure.
    pub(crate) fn build_helper(&self, source: &Path) -> Result<PathBuf, Error> {
        self.build(source)?.map_err(|first| {
            Error::Workspace(format!(
                "{} does not compile: {first}",
                workspace::rel(self.root, source)
            ))
        })
    }

    /// Runs `binary` with `args` on `input` in the scratch folder.
    ///
    /// # Errors
    /// When the program cannot be started (anything it does itself is an outcome).
    pub(crate) fn run(
        &self,
        binary: &Path,
        args: &[OsString],
        input: Input<'_>,
        limits: RunLimits,
    ) -> Result<RunOutcome, Error> {
        self.executor
            .run(binary, args, input, self.executor.scratch(), limits)
            .map_err(|e| Error::io(binary, e))
    }
}

/// A run's limits and the limits its verdict is judged against.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bounds {
    pub run: RunLimits,
    pub judged: Judged,
}

impl Bounds {
    fn new(time: Duration, memory: u64) -> Bounds {
        Bounds {
            run: RunLimits {
                cpu: time,
                wall: wall_deadline(time),
                memory: Some(memory),
                output_cap: MIN_OUTPUT_CAP,
                stderr_keep: crate::execute::STDERR_TAIL_BYTES,
                cores: crate::execute::Cores::One,
            },
            judged: Judged { time, memory },
        }
    }

    /// The solution's: exactly the problem's limits.
    pub(crate) fn solution(limits: Limits) -> Bounds {
        Bounds::new(limits.time, limits.memory_bytes)
    }

    /// A brute force's: the problem's memory limit and ten times its time limit, since a
    /// brute force is meant to be slow.
    pub(crate) fn brute(limits: Limits) -> Bounds {
        Bounds::new(limits.time * BRUTE_SLOWDOWN, limits.memory_bytes)
    }

    /// A generator's or checker's: 10 s and 1 GiB.
    pub(crate) fn helper() -> Bounds {
        Bounds::new(GEN_TIME, GEN_MEMORY)
    }

    /// The verdict of a run under these bounds, before any comparison: `None` when it ran
    /// cleanly, else the verdict and its reason.
    pub(crate) fn trouble(&self, outcome: &RunOutcome) -> Option<(Verdict, String)> {
        let (verdict, message) = decide(self.judged, outcome, &Comparison::Match);
        (verdict != Verdict::Ac).then_some((verdict, message))
    }
}
