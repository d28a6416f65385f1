//! The engine: the one place where a program is built, run and judged.
//!
//! [`open`] sets a session up once: the runner's own limits, the interrupt handlers, the
//! watchdog, the spawners and the round's [`Cancel`] handle. Through the [`Engine`] it hands
//! to the work, every command
//! - builds a source under a [`Profile`], with the cache ([`Engine::build`]);
//! - runs a program under the limits of its [`Role`] ([`Engine::run`]): a generator, a brute
//!   force;
//! - judges one case ([`Engine::judge`]): run the solution, compare its output or ask the
//!   checker (one checker protocol, one message format), and [`decide`] the verdict once,
//!   a compile error included; on a case the judge build passes, the overflow-checked build
//!   runs too;
//! - runs a solution's own unit tests ([`Engine::unit_tests`]): the file alone built with
//!   `--test`, its test binary run under [`Role::UnitTests`], a pass remembered by the cache.
//!
//! `cargo judge`, `stress` and `add --from-brute` all go through it, so a case gets the same
//! verdict, with the same words, whichever command judged it.
//!
//! This file holds the session (what [`open`] sets up, the run folders it pools) and the
//! types the commands hand the engine and get back; each concern has a file of its own:
//! - `builds`: the builds of solutions, judge programs, kept submissions and helpers;
//! - `roles`: whose run it is, the limits that follow, and the runs of a program;
//! - `case`: judging one case, from the run to the verdict;
//! - `checker`: the checker protocol and testlib's exit codes;
//! - `interact`: interactive problems, the solution and the interactor relayed;
//! - `unit_tests`: a solution's own unit tests.

mod builds;
mod case;
mod checker;
mod interact;
mod roles;
mod unit_tests;

/// Where a run's stdin comes from, as the commands that drive the engine give it to
/// [`Engine::run`]: they name the engine's type, not the executor's.
pub(crate) use crate::build::kept::Invocation;
pub(crate) use crate::execute::{Exit, Input, Kill, RunOutcome};
use checker::Staged;
pub(crate) use roles::Role;

use crate::build::cxx::Cxx;
use crate::build::kept::Toolbox;
use crate::build::{self, Built, Toolchain};
use crate::cancel::Cancel;
use crate::compare::Mismatch;
use crate::config::{Compare, Limits};
use crate::error::Error;
use crate::execute::{Executor, Platform, Spawn, Watchdog};
use crate::programmers::channel::split_returned;
use crate::sys::{self, Resource};
use crate::verdict::failure::CaseTrouble;
use crate::verdict::{Reason, Verdict};
use crate::workspace::{self, CaseLabel, EngineFailure, ProgramFailure, RunnerFailure};
use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

/// The smallest output cap: far above any judge's answer, far below the machine's memory.
const MIN_OUTPUT_CAP: u64 = 64 << 20;
/// A generator's or checker's limits: generous, since it is trusted code.
const HELPER_TIME: Duration = Duration::from_secs(10);
const HELPER_MEMORY: u64 = 1 << 30;
/// A brute force may be this many times slower than the time limit.
const BRUTE_SLOWDOWN: u32 = 10;
/// Checked arithmetic is slower: the overflow-checked build gets this many times the time.
const CHECKED_SLOWDOWN: u32 = 4;
/// A solution's unit tests are trusted code too, built without optimization: more time.
const UNIT_TESTS_TIME: Duration = Duration::from_secs(60);
/// How many lines of a failing unit test's output a report keeps.
const UNIT_TEST_LINES: usize = 12;

/// The wall deadline for a time limit: twice the limit plus a second, so that a
/// solution that is merely descheduled on a busy machine is never killed early.
pub(crate) fn wall_deadline(time: Duration) -> Duration {
    time * 2 + Duration::from_secs(1)
}

/// What a session is opened with.
pub(crate) struct Setup<'a> {
    /// The workspace: messages name files relative to it; the cache and scratch files live
    /// in its `target/judge/`.
    pub root: &'a Path,
    pub toolchain: &'a Toolchain,
    /// This binary, started again as the spawner of programs (`None`: start them directly).
    pub exe: Option<&'a Path>,
    /// The only environment the programs get (see [`crate::Context::child_env`]).
    pub child_env: &'a [(OsString, OsString)],
    /// What the solution's own unit tests get besides (see [`crate::Context::test_env`]).
    pub test_env: &'a [(OsString, OsString)],
    /// The largest memory limit of any run of the session.
    pub largest_memory: u64,
    /// Stops the session's work.
    pub cancel: Cancel,
    /// Which of the executor's paths runs programs.
    pub platform: Platform,
}

/// An open session: build, run and judge through it.
pub(crate) struct Engine<'a> {
    root: &'a Path,
    toolchain: &'a Toolchain,
    cache: PathBuf,
    executor: Executor<'a>,
    /// Run folders left exactly as they were made, ready for the next run.
    folders: Mutex<Vec<RunFolder>>,
    /// The user's variables the solution's own unit tests get besides the fixed ones.
    test_env: Vec<(OsString, OsString)>,
    /// The `PATH` the session's programs get, where the C++ compiler is looked for.
    path_env: Option<OsString>,
    /// The C++ compiler, looked for at the first C++ build.
    cxx: OnceLock<Result<Cxx, String>>,
    /// The compilers and interpreters of kept submissions, each looked for at its first use.
    tools: Toolbox,
    /// The file-I/O problems' files, by their judge data folder ([`Engine::use_files`]).
    file_io: Mutex<Vec<(PathBuf, FileIo)>>,
}

/// A file-I/O problem's files (`input_file`, `output_file` of its `problem.toml`): plain
/// names in the run's own folder.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct FileIo {
    /// The case is put in this file, in the run's folder, instead of on stdin.
    pub input: Option<String>,
    /// The answer is read from this file, in the run's folder, instead of from stdout.
    pub output: Option<String>,
}

impl FileIo {
    /// The files `spec` names, if it names any.
    pub(crate) fn of(spec: &crate::config::Spec) -> Option<FileIo> {
        let io = FileIo {
            input: spec.input_file.clone(),
            output: spec.output_file.clone(),
        };
        (io != FileIo::default()).then_some(io)
    }
}

/// A run's working folder and how it looked when it was made: empty, with this inode and
/// change time. A run that leaves it so (no entry made, no mode or time changed, which any
/// change of its metadata would show in the change time) hands the next run a folder as
/// fresh as a new one, for a fraction of the cost of making one on a journalled disk.
#[derive(Debug)]
struct RunFolder {
    path: PathBuf,
    made: (u64, i64, i64),
}

impl RunFolder {
    fn make(path: PathBuf) -> io::Result<RunFolder> {
        fs::create_dir(&path)?;
        let made = RunFolder::stamp(&path)?;
        Ok(RunFolder { path, made })
    }

    fn stamp(path: &Path) -> io::Result<(u64, i64, i64)> {
        Ok(sys::change_stamp(&fs::symlink_metadata(path)?))
    }

    /// Whether the folder is still exactly as it was made.
    fn pristine(&self) -> bool {
        RunFolder::stamp(&self.path).is_ok_and(|now| now == self.made)
            && fs::read_dir(&self.path).is_ok_and(|mut entries| entries.next().is_none())
    }
}

impl Drop for Engine<'_> {
    fn drop(&mut self) {
        let folders = self.folders.get_mut().unwrap_or_else(|e| e.into_inner());
        for folder in folders.drain(..) {
            let _ = fs::remove_dir(&folder.path);
        }
    }
}

/// Stops the watchdog when dropped, so that a panic in the work cannot hang the scope.
struct StopOnDrop<'w>(&'w Watchdog);

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        self.0.stop();
    }
}

/// Opens a session for `setup` and runs `work` with it; the watchdog watches for as long
/// as `work` runs.
///
/// # Errors
/// When the scratch folder `target/judge/tmp` cannot be created.
pub(crate) fn open<R>(setup: Setup<'_>, work: impl FnOnce(&Engine<'_>) -> R) -> Result<R, Error> {
    // Children inherit the stack limit at exec (it places their memory map), so the
    // runner raises its own to the largest memory limit; each child is then lowered to
    // its own. No core files, ever.
    sys::raise_own_limit(Resource::Stack, setup.largest_memory);
    sys::lower_own_limit(Resource::Core, 0);
    sys::catch_interrupts();
    let watchdog = Watchdog::new(setup.cancel);
    // Started through spawner processes where possible, so that a child's peak memory never
    // includes the runner's own (see `Spawn`).
    let spawn = match setup.exe {
        Some(exe) if cfg!(target_os = "linux") && setup.platform == Platform::Native => {
            Spawn::Spawner {
                exe: exe.to_path_buf(),
                stack: setup.largest_memory,
            }
        }
        _ => Spawn::Direct,
    };
    if matches!(spawn, Spawn::Spawner { .. }) {
        // A run that kills its spawner comes back to the runner, which then ends it.
        sys::become_subreaper();
    }
    let judge_dir = setup.root.join("target").join("judge");
    let scratch = judge_dir.join("tmp");
    remove_stale(&scratch);
    build::prune(&judge_dir.join("cache"));
    let executor = Executor::new(
        scratch.clone(),
        &watchdog,
        spawn,
        setup.child_env.to_vec(),
        setup.platform,
    )
    .map_err(|e| Error::io(&scratch, e))?;
    let engine = Engine {
        root: setup.root,
        toolchain: setup.toolchain,
        cache: judge_dir.join("cache"),
        executor,
        folders: Mutex::new(Vec::new()),
        test_env: setup.test_env.to_vec(),
        path_env: setup
            .child_env
            .iter()
            .find(|(name, _)| name == "PATH")
            .map(|(_, value)| value.clone()),
        cxx: OnceLock::new(),
        file_io: Mutex::new(Vec::new()),
        tools: Toolbox::new(
            setup
                .child_env
                .iter()
                .find(|(name, _)| name == "PATH")
                .map(|(_, value)| value.clone()),
        ),
    };
    Ok(std::thread::scope(|scope| {
        scope.spawn(|| watchdog.run());
        let _stop = StopOnDrop(&watchdog);
        work(&engine)
    }))
}

/// Removes what runners that are no longer running left in the scratch folder (a build
/// folder of a compile that was interrupted, a run's folder): every name there starts with
/// the pid of the runner that made it. Where the platform cannot tell whether a pid is
/// running, only entries older than a day go.
fn remove_stale(scratch: &Path) {
    let Ok(entries) = fs::read_dir(scratch) else {
        return;
    };
    let day = Duration::from_secs(24 * 60 * 60);
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = name.split('-').next().and_then(|p| p.parse::<u32>().ok()) else {
            continue;
        };
        let stale = if cfg!(target_os = "linux") {
            !Path::new(&format!("/proc/{pid}")).exists()
        } else {
            entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| t.elapsed().is_ok_and(|age| age > day))
        };
        if stale {
            let path = entry.path();
            let _ = fs::remove_dir_all(&path).or_else(|_| fs::remove_file(&path));
        }
    }
}

/// The files among `args` that a helper may read: the absolute paths of files that exist (a
/// checker's input, output and answer; an interactor's input and answer).
pub(crate) fn named_files(args: &[OsString]) -> Vec<PathBuf> {
    args.iter()
        .map(Path::new)
        .filter(|path| path.is_absolute() && path.is_file())
        .map(Path::to_path_buf)
        .collect()
}

/// How one problem's cases are judged: the solution's build and the problem's rules.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Judging<'a> {
    /// The solution's source, to name in messages.
    pub source: &'a Path,
    /// The judge build of the solution (a compile error is judged CE).
    pub solution: &'a Built,
    pub limits: Limits,
    pub compare: Compare,
    /// The checker, when `compare` is [`Compare::Checker`].
    pub checker: Option<Checker<'a>>,
    /// The overflow-checked build, run on every case the judge build passes.
    pub checked: Option<&'a Path>,
}

/// A built checker.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Checker<'a> {
    pub binary: &'a Path,
    /// Its source, to name in messages.
    pub source: &'a Path,
}

/// One case: its input and the answer the output is judged against.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CaseData<'a> {
    /// How messages name it: `case 3`, `seed 17`.
    pub label: &'a CaseLabel,
    pub input: &'a Path,
    pub answer: Answer<'a>,
}

/// Where a case's answer comes from.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Answer<'a> {
    /// A stored `.out` file.
    File(&'a Path),
    /// Output of another program (a brute force's).
    Bytes(&'a [u8]),
    /// None: an interactive problem's case without `NAME.out`.
    None,
}

/// The verdict on one case, with what it was decided from.
#[derive(Debug, Clone)]
pub(crate) struct Judgement {
    pub verdict: Verdict,
    /// Why, for anything but AC.
    pub reason: Option<Reason>,
    /// The solution's run (`None` when it did not compile).
    pub run: Option<RunOutcome>,
    /// The answer the output was judged against.
    pub expected: Vec<u8>,
    /// Where the output first differs, when it was compared and differs.
    pub mismatch: Option<Mismatch>,
    /// Accepted, but the overflow-checked build fails on the case: the line of its stderr
    /// that says why (an overflow panic), as it wrote it.
    pub warning: Option<String>,
}

/// Why a case got no verdict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CaseError {
    /// The judge's side failed (a program that cannot be started, a scratch file that
    /// cannot be written).
    Failed(EngineFailure),
    /// A stored answer could not be read: its path, relative to the workspace, and the
    /// system's words.
    Unreadable { path: String, why: String },
    /// The checker failed: neither accepted nor rejected the output.
    Checker {
        /// The checker's source, relative to the workspace.
        path: String,
        /// On what, how it ended and what it said.
        failure: ProgramFailure,
    },
    /// The round was cancelled while the case ran.
    Cancelled,
}

impl std::fmt::Display for CaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CaseError::Failed(failure) => write!(f, "{failure}"),
            CaseError::Unreadable { path, why } => write!(f, "failed to read {path}: {why}"),
            CaseError::Checker { path, failure } => write!(f, "{path} failed {failure}"),
            CaseError::Cancelled => f.write_str("cancelled"),
        }
    }
}

impl CaseError {
    /// Why the case could not be judged, as an error of the runner carries it.
    pub(crate) fn into_trouble(self) -> CaseTrouble {
        match self {
            CaseError::Failed(failure) => CaseTrouble::Engine(failure),
            CaseError::Unreadable { path, why } => CaseTrouble::Unreadable { path, why },
            CaseError::Checker { path, failure } => CaseTrouble::Program { path, failure },
            CaseError::Cancelled => CaseTrouble::Cancelled,
        }
    }

    /// The failure of the judge's side this is, as a judge-data error carries it; `None`
    /// for a cancelled case, which is no failure.
    pub(crate) fn into_failure(self) -> Option<RunnerFailure> {
        match self {
            CaseError::Failed(failure) => Some(RunnerFailure::Engine(failure)),
            CaseError::Unreadable { path, why } => Some(RunnerFailure::Unreadable { path, why }),
            CaseError::Checker { path, failure } => Some(RunnerFailure::Program { path, failure }),
            CaseError::Cancelled => None,
        }
    }
}

// What became of the unit tests is the verdict layer's, which the reporters read.
pub(crate) use crate::verdict::{Crash, FailedTest, RustcError, UnitTests};

impl Engine<'_> {
    /// The workspace-relative form of `path`, for messages.
    pub(crate) fn rel(&self, path: &Path) -> String {
        workspace::rel(self.root, path)
    }

    /// `target/judge/` of the workspace, where what is remembered between runs lives.
    pub(crate) fn judge_dir(&self) -> PathBuf {
        self.root.join("target").join("judge")
    }

    /// The round's cancellation handle.
    pub(crate) fn cancel(&self) -> &Cancel {
        self.executor.cancel()
    }

    /// The name of the executor's path that runs programs (`linux`, `portable`, ...).
    pub(crate) fn platform(&self) -> &'static str {
        self.executor.platform().name()
    }

    /// How the report names the compiler: `rustc 1.95.0`, and the `--toolchain` it came from.
    pub(crate) fn rustc_version(&self) -> &str {
        &self.toolchain.label
    }

    /// A fresh path for a temporary file of the session.
    pub(crate) fn scratch_path(&self, tag: &str) -> PathBuf {
        self.executor.scratch_path(tag)
    }

    /// Calls `run` with a fresh, empty folder for a run to work in: nothing carries over from
    /// one case to the next (see `RunFolder`).
    fn in_run_folder<T>(&self, run: impl FnOnce(&Path) -> io::Result<T>) -> io::Result<T> {
        let pooled = self.folders.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let folder = pooled.map_or_else(|| RunFolder::make(self.scratch_path("run")), Ok)?;
        let done = run(&folder.path);
        if folder.pristine() {
            self.folders
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(folder);
        } else {
            let _ = fs::remove_dir_all(&folder.path);
        }
        done
    }
}

/// The part of a run's stdout its answer is judged on: the returned value of a Programmers
/// harness, the whole output otherwise.
pub(crate) fn judged_output(compare: Compare, stdout: &[u8]) -> &[u8] {
    if compare.returns_literal() {
        if let (_, Some(value)) = split_returned(stdout) {
            return value;
        }
    }
    stdout
}

/// What lies under an error: its source's message.
fn cause(e: &Error) -> String {
    std::error::Error::source(e).map_or_else(|| e.to_string(), ToString::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_returned_value_of_a_harness_is_judged() {
        let m = crate::programmers::channel::RETURN_MARKER;
        let literal = Compare::Output(crate::compare::Mode::Literal);
        assert_eq!(
            judged_output(literal, format!("hi\n\n{m}1\n").as_bytes()),
            b"1\n"
        );
        let lines = Compare::Output(crate::compare::Mode::Lines);
        let raw = format!("\n{m}1\n");
        assert_eq!(judged_output(lines, raw.as_bytes()), raw.as_bytes());
    }

    #[test]
    fn wall_deadline_is_generous() {
        assert_eq!(
            wall_deadline(Duration::from_millis(200)),
            Duration::from_millis(1400)
        );
    }
}
