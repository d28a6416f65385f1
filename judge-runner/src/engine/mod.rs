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

mod interact;

use crate::build::cxx::Cxx;
use crate::build::kept::{KeptLanguage, Prepared, Toolbox};
use crate::build::{self, Built, Cache, Profile, Toolchain};
use crate::cancel::Cancel;
use crate::compare::{self, Mismatch};
use crate::config::{CheckerArgs, Compare, Language, Limits};
use crate::error::Error;
use crate::execute::{
    Cores, Executor, Exit, Input, Isolation, Kill, Platform, RunLimits, RunOutcome, Space, Spawn,
    Watchdog,
};
use crate::sys::{self, Resource};
use crate::verdict::{
    decide, decide_run, Comparison, Evidence, JudgeProgram, Judged, Reason, Ruled, Verdict,
};
use crate::workspace;
use std::ffi::{OsStr, OsString};
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
/// How much of a checker's message a verdict keeps.
const CHECKER_MESSAGE_CHARS: usize = 200;

/// How a Programmers harness hands the returned value to the runner: on a line of stdout of
/// its own, after everything `solution` printed, that starts with this marker (record
/// separators, which no solution prints by accident). The runner judges only what follows the
/// last marker, and shows what came before as what the solution printed, so a `println!`
/// inside `solution` never changes the verdict, as on Programmers.
pub(crate) const RETURN_MARKER: &str = "\x1ereturned\x1e";

/// Whether a problem's solution returns a value through a harness (Programmers) rather than
/// printing its answer.
pub(crate) fn returns_literal(compare: Compare) -> bool {
    compare == Compare::Output(compare::Mode::Literal)
}

/// A harness's stdout split into what the solution printed and the returned value (from the
/// last [`RETURN_MARKER`] line on, marker removed); the whole as printed and `None` when no
/// marker is there (a harness older than the marker, or a run that ended early).
pub(crate) fn split_returned(stdout: &[u8]) -> (&[u8], Option<&[u8]>) {
    let marker = RETURN_MARKER.as_bytes();
    let found = stdout
        .windows(marker.len())
        .rposition(|w| w == marker)
        .filter(|&at| at == 0 || stdout[at - 1] == b'\n');
    match found {
        Some(at) => {
            // The harness starts the marker on a line of its own with a newline of its own.
            let printed = &stdout[..at.saturating_sub(1)];
            (printed, Some(&stdout[at + marker.len()..]))
        }
        None => (stdout, None),
    }
}

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

/// Whose run it is, which decides its limits.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Role {
    /// A solution, under the problem's limits.
    Solution(Limits),
    /// The overflow-checked build of a solution: the point is the panic, not the time.
    Checked(Limits),
    /// A brute force: the problem's memory limit and ten times its time limit.
    Brute(Limits),
    /// A generator, checker or interactor of the judge data: 10 s and 1 GiB, and it may
    /// read the files its arguments name.
    Helper,
    /// A solution's own unit tests: 60 s and 1 GiB, and they may read their own problem's
    /// folders (`problems/<id>/`, `testcases/<id>/`).
    UnitTests,
}

impl Role {
    /// The limits its verdict is judged against.
    fn judged(self) -> Judged {
        let (time, memory) = match self {
            Role::Solution(l) => (l.time, l.memory_bytes),
            Role::Checked(l) => (l.time * CHECKED_SLOWDOWN, l.memory_bytes),
            Role::Brute(l) => (l.time * BRUTE_SLOWDOWN, l.memory_bytes),
            Role::Helper => (HELPER_TIME, HELPER_MEMORY),
            Role::UnitTests => (UNIT_TESTS_TIME, HELPER_MEMORY),
        };
        Judged { time, memory }
    }

    /// The limits of its run, for an expected answer of `expected_len` bytes.
    fn limits(self, expected_len: u64) -> RunLimits {
        let judged = self.judged();
        RunLimits {
            cpu: judged.time,
            wall: wall_deadline(judged.time),
            memory: Some(judged.memory),
            output_cap: MIN_OUTPUT_CAP.max(expected_len.saturating_mul(2)),
            stderr_keep: crate::execute::STDERR_TAIL_BYTES,
            cores: Cores::One,
            // Everything a solution file or the judge data holds is confined alike; what a
            // helper or the unit tests may read besides is given with the run.
            isolation: Isolation::Sandboxed,
            space: Space::Derived,
        }
    }
}

/// How a built solution is started when it is not a binary of its own: a kept submission
/// in Python (the interpreter, the file) or Java (the virtual machine, the class folder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Invocation {
    pub program: PathBuf,
    pub args: Vec<OsString>,
    /// What it may read besides the system's folders: the interpreter's prefix, the file.
    pub reads: Vec<PathBuf>,
    pub space: Space,
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
    pub label: &'a str,
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
    /// The judge's side failed (an unreadable answer, a program that cannot be started):
    /// the message.
    Failed(String),
    /// A stored answer could not be read: its path, relative to the workspace, and the
    /// system's words.
    Unreadable { path: String, why: String },
    /// The checker failed: neither accepted nor rejected the output.
    Checker {
        /// The checker's source, relative to the workspace.
        path: String,
        /// On what and how: `on case 3 (exit code 3); exit 0 accepts, ...`.
        detail: String,
    },
    /// The round was cancelled while the case ran.
    Cancelled,
}

impl std::fmt::Display for CaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CaseError::Failed(message) => f.write_str(message),
            CaseError::Unreadable { path, why } => write!(f, "failed to read {path}: {why}"),
            CaseError::Checker { path, detail } => write!(f, "{path} failed {detail}"),
            CaseError::Cancelled => f.write_str("cancelled"),
        }
    }
}

/// What became of a solution's own unit tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum UnitTests {
    /// The file has no `#[test]`: nothing was built.
    None,
    /// Every test passed (`cached`: remembered from an earlier run of the same file).
    Passed { passed: usize, cached: Cache },
    /// Some failed: how many passed, and each failure in the harness's order.
    Failed {
        passed: usize,
        failures: Vec<FailedTest>,
    },
    /// The test build did not compile: rustc's first error.
    CompileError(String),
    /// The test binary ended without its result line (killed, out of time, aborted): why.
    Crashed(String),
    /// The round was cancelled while they ran.
    Cancelled,
}

impl UnitTests {
    /// Whether they make the run fail.
    pub(crate) fn failed(&self) -> bool {
        matches!(
            self,
            UnitTests::Failed { .. } | UnitTests::CompileError(_) | UnitTests::Crashed(_)
        )
    }
}

/// One failing unit test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct FailedTest {
    /// Its path in the file: `tests::max_n`.
    pub name: String,
    /// What it printed, the panic first (`thread '…' panicked at Main.rs:40:9:` and the
    /// message), at most a dozen lines.
    pub output: String,
}

impl FailedTest {
    /// Where in the solution it panicked (`Main.rs:LINE:COLUMN` of its panic line), read
    /// once here from the harness's output, for an annotation on that line.
    pub(crate) fn position(&self) -> Option<(usize, usize)> {
        let panic = self.output.lines().find(|l| l.contains("panicked at"))?;
        crate::verdict::source_position(panic)
    }

    /// The panic's message: the line after `panicked at Main.rs:L:C:` (Rust 1.73 and later),
    /// the `panicked at 'message', Main.rs:L:C` line itself (older compilers), or else the
    /// first line.
    pub(crate) fn message(&self) -> &str {
        let mut lines = self.output.lines().filter(|l| !l.trim().is_empty());
        let first = lines.next().unwrap_or("");
        match first.split_once("panicked at ") {
            Some((_, rest)) if rest.starts_with('\'') => rest.trim(),
            Some(_) => lines.next().unwrap_or(first).trim(),
            None => first.trim(),
        }
    }
}

/// The unit tests' outcome from the test binary's run: libtest's `test result:` line and
/// its `---- NAME stdout ----` blocks; `None` when there is no result line.
fn read_test_output(stdout: &str) -> Option<UnitTests> {
    let result = stdout
        .lines()
        .rev()
        .find_map(|l| l.strip_prefix("test result: "))?;
    let count = |word: &str| -> usize {
        result
            .split(';')
            .find_map(|part| part.trim().strip_suffix(word))
            .and_then(|n| n.trim().rsplit(' ').next()?.parse().ok())
            .unwrap_or(0)
    };
    let (passed, failed) = (count(" passed"), count(" failed"));
    if failed == 0 && result.starts_with("ok") {
        return Some(UnitTests::Passed {
            passed,
            cached: Cache::Miss,
        });
    }
    let mut failures: Vec<FailedTest> = Vec::new();
    let mut current: Option<(String, Vec<&str>)> = None;
    for line in stdout.lines() {
        let header = line
            .strip_prefix("---- ")
            .and_then(|l| l.strip_suffix(" stdout ----"));
        let end_of_block =
            header.is_some() || line == "failures:" || line.starts_with("test result: ");
        if end_of_block {
            if let Some((name, lines)) = current.take() {
                failures.push(FailedTest {
                    name,
                    output: lines[..lines.len().min(UNIT_TEST_LINES)]
                        .join("\n")
                        .trim()
                        .to_owned(),
                });
            }
        }
        match (header, current.as_mut()) {
            (Some(name), _) => current = Some((name.to_owned(), Vec::new())),
            (None, Some((_, lines))) => lines.push(line),
            (None, None) => {}
        }
    }
    // A failure without a captured block (a test that only returned `Err`): its name from
    // the `test NAME ... FAILED` line.
    for line in stdout.lines() {
        if let Some(name) = line
            .strip_prefix("test ")
            .and_then(|l| l.strip_suffix(" ... FAILED"))
        {
            if !failures.iter().any(|f| f.name == name) {
                failures.push(FailedTest {
                    name: name.to_owned(),
                    output: String::new(),
                });
            }
        }
    }
    if failures.is_empty() {
        failures.push(FailedTest {
            name: "(unnamed)".to_owned(),
            output: result.to_owned(),
        });
    }
    Some(UnitTests::Failed { passed, failures })
}

/// Whether a source has unit tests worth a build: an attribute `#[test]` anywhere in it.
fn has_tests(code: &[u8]) -> bool {
    code.windows(7).any(|w| w == b"#[test]")
}

/// What a remembered pass of the unit tests of `code` is keyed by besides the compiler and
/// flags: the file, then the name and a digest of every file in `data` (the problem's
/// `testcases/<id>/`), sorted by name. A test that reads the stored cases (the template's
/// `stored_cases`) can fail when a case is added or changed with the file unchanged, so its
/// pass is remembered only for these cases.
fn unit_test_key(code: &[u8], data: &Path) -> Vec<u8> {
    let mut files: Vec<(String, PathBuf)> = fs::read_dir(data)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.file_type().is_ok_and(|t| t.is_file()))
        .map(|entry| {
            (
                entry.file_name().to_string_lossy().into_owned(),
                entry.path(),
            )
        })
        .collect();
    files.sort();
    let mut key = code.to_vec();
    key.extend_from_slice(b"\0cases:");
    for (name, path) in files {
        // An unreadable file keys as unreadable: the tests then say what they make of it.
        let digest = fs::read(&path).map_or_else(
            |_| "unreadable".to_owned(),
            |bytes| build::cache_key(&bytes, &[], ""),
        );
        key.extend_from_slice(format!("\0{name}\0{digest}").as_bytes());
    }
    key
}

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

    /// The judge's command for a solution in `language`: `rustc 1.85.0 --edition 2024 -O`.
    pub(crate) fn build_command(&self, language: Language) -> String {
        let flags = build::judge_flags(language).join(" ");
        format!("{} {flags}", self.toolchain.release())
    }

    /// Builds `source` under `profile`, from the cache when it holds the same build.
    ///
    /// # Errors
    /// When the source cannot be read or the cache written (a compile error is a value).
    pub(crate) fn build(&self, source: &Path, profile: Profile) -> Result<Built, Error> {
        self.build_named(source, source, profile)
    }

    /// Builds `source` as [`Engine::build`] does, with diagnostics and panics naming `name`
    /// (a generated file that stands for another: a Programmers `brute.rs` with its harness).
    ///
    /// # Errors
    /// When the source cannot be read or the cache written (a compile error is a value).
    pub(crate) fn build_named(
        &self,
        source: &Path,
        name: &Path,
        profile: Profile,
    ) -> Result<Built, Error> {
        let shown_as = self.rel(name);
        build::build(
            self.toolchain,
            source,
            &shown_as,
            profile,
            &self.cache,
            &self.executor,
        )
        .map_err(|e| Error::Build {
            path: self.rel(name),
            source: e,
        })
    }

    /// Builds the checker or interactor `source` of a problem's judge data: a Rust one as
    /// Rust 2021 (whatever the problem's language), a C++ one (`.cpp`) with the C++
    /// compiler, finding headers beside it and in `include` (the problem's `cxx_include`).
    ///
    /// # Errors
    /// When the source cannot be read, the cache written, or there is no C++ compiler.
    pub(crate) fn build_judge_program(
        &self,
        source: &Path,
        include: Option<&Path>,
    ) -> Result<Built, Error> {
        if source.extension() != Some(OsStr::new("cpp")) {
            return self.build(source, Profile::Judge(Language::Rust2021));
        }
        let failed = |e: io::Error| Error::Build {
            path: self.rel(source),
            source: e,
        };
        let cxx = self
            .cxx
            .get_or_init(|| Cxx::find(self.path_env.as_deref()))
            .as_ref()
            .map_err(|message| failed(io::Error::other(message.clone())))?;
        let include = include.map(|folder| source.parent().unwrap_or(Path::new("")).join(folder));
        build::cxx::build(
            cxx,
            (source, &self.rel(source)),
            include.as_deref(),
            self.root,
            &self.cache,
            &self.executor,
        )
        .map_err(failed)
    }

    /// Builds the kept submission `source` in `language` with BOJ's command for it (see
    /// `build::kept`): ready to judge (through [`Engine::judge_as`]), a compile error, or not
    /// runnable here.
    ///
    /// # Errors
    /// When the source cannot be read, the cache written, or the compiler crashed.
    pub(crate) fn prepare_kept(
        &self,
        source: &Path,
        language: KeptLanguage,
    ) -> Result<Prepared, Error> {
        let failed = |e: io::Error| Error::Build {
            path: self.rel(source),
            source: e,
        };
        let code = build::read_source(source).map_err(failed)?;
        self.tools
            .prepare(language, &code, self.toolchain, &self.cache, &self.executor)
            .map_err(|e| failed(build::disk_full(e, &self.cache)))
    }

    /// The versions of the tools a kept submission in `language` is built and run with.
    pub(crate) fn kept_versions(&self, language: KeptLanguage) -> Vec<String> {
        self.tools.versions(language, self.toolchain)
    }

    /// Builds a helper (generator, brute force, checker), which must compile; helpers are
    /// built as Rust 2021, whatever the problem's language.
    ///
    /// # Errors
    /// A compile error naming the file, or an I/O failure.
    pub(crate) fn build_helper(&self, source: &Path) -> Result<PathBuf, Error> {
        self.build_helper_named(source, source)
    }

    /// [`Engine::build_helper`] of `source`, named `name` in every message.
    ///
    /// # Errors
    /// A compile error naming `name`, or an I/O failure.
    pub(crate) fn build_helper_named(&self, source: &Path, name: &Path) -> Result<PathBuf, Error> {
        match self.build_named(source, name, Profile::Judge(Language::Rust2021))? {
            Built::Binary { path, .. } => Ok(path),
            Built::CompileError { first, .. } => Err(Error::HelperCompile {
                path: self.rel(name),
                first,
            }),
        }
    }

    /// Runs the unit tests of the solution `source` in `language`, the file alone built with
    /// `rustc --edition E --test`, the test binary under [`Role::UnitTests`]. A file without
    /// `#[test]` builds nothing; a file whose tests passed before is not built again (the
    /// pass is remembered; no test binary is kept).
    ///
    /// # Errors
    /// When the source cannot be read, the cache written or the test binary started.
    pub(crate) fn unit_tests(&self, source: &Path, language: Language) -> Result<UnitTests, Error> {
        let code = build::read_source(source).map_err(|e| Error::Build {
            path: self.rel(source),
            source: e,
        })?;
        if !has_tests(&code) {
            return Ok(UnitTests::None);
        }
        let profile = Profile::Test(language);
        // Built with the CARGO_MANIFEST_DIR cargo would give it, for tests that find the
        // problem's cases through `env!` (`../../testcases/<the folder's name>`).
        let crate_dir = source.parent().and_then(Path::parent).unwrap_or(self.root);
        let data = crate_dir
            .join("../../testcases")
            .join(crate_dir.file_name().unwrap_or_default());
        let key = unit_test_key(&code, &data);
        if let Some(passed) = build::remembered_pass(self.toolchain, &key, profile, &self.cache) {
            return Ok(UnitTests::Passed {
                passed,
                cached: Cache::Hit,
            });
        }
        // Named as the judge build names it (`--remap-path-prefix`): a failing test's panic
        // says `problems/<id>/src/main.rs:L:C`, which terminals and editors open.
        let env = [(
            "CARGO_MANIFEST_DIR".into(),
            crate_dir.as_os_str().to_owned(),
        )];
        let built = build::build_code(
            self.toolchain,
            &code,
            &self.rel(source),
            profile,
            &self.cache,
            &self.executor,
            &env,
        );
        let binary = match built.map_err(|e| Error::Build {
            path: self.rel(source),
            source: e,
        })? {
            Built::Binary { path, .. } => path,
            Built::CompileError { first, .. } => return Ok(UnitTests::CompileError(first)),
        };
        // The test binary is this run's alone (see `build::build_code`). It may read its own
        // problem's folders (a `stored_cases` test reads the cases), nothing else of the
        // workspace.
        let id = crate_dir.file_name().unwrap_or_default();
        let reads = [
            crate_dir.to_path_buf(),
            self.root.join("testcases").join(id),
        ];
        let run = self.run_reading(&binary, &[], Input::Empty, Role::UnitTests, 0, &reads);
        let _ = fs::remove_file(&binary);
        let run = run?;
        if run.killed == Kill::Interrupt {
            return Ok(UnitTests::Cancelled);
        }
        let stdout = String::from_utf8_lossy(&run.stdout);
        let outcome = match (
            read_test_output(&stdout),
            self.trouble(Role::UnitTests, &run),
        ) {
            (Some(UnitTests::Passed { passed, .. }), None) => {
                build::remember_pass(
                    self.toolchain,
                    &key,
                    profile,
                    &self.cache,
                    passed,
                    &self.executor,
                )
                .map_err(|e| Error::Build {
                    path: self.rel(source),
                    source: e,
                })?;
                UnitTests::Passed {
                    passed,
                    cached: Cache::Miss,
                }
            }
            (Some(failed @ UnitTests::Failed { .. }), _) => failed,
            (_, trouble) => {
                let why = trouble.map_or_else(|| "it printed no result".to_owned(), |(_, m)| m);
                let said = run
                    .stderr_tail
                    .lines()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .map_or(String::new(), |l| format!(": {}", l.trim()));
                UnitTests::Crashed(format!("the test binary ended early ({why}){said}"))
            }
        };
        Ok(outcome)
    }

    /// A fresh path for a temporary file of the session.
    pub(crate) fn scratch_path(&self, tag: &str) -> PathBuf {
        self.executor.scratch_path(tag)
    }

    /// Runs `binary args` on `input` under the limits of `role`.
    ///
    /// # Errors
    /// When the program cannot be started (whatever it does itself is an outcome).
    pub(crate) fn run(
        &self,
        binary: &Path,
        args: &[OsString],
        input: Input<'_>,
        role: Role,
        expected_len: u64,
    ) -> Result<RunOutcome, Error> {
        let reads = match role {
            Role::Helper => named_files(args),
            _ => Vec::new(),
        };
        self.run_reading(binary, args, input, role, expected_len, &reads)
    }

    /// [`Engine::run`] of a program that may also read `reads`, files or folders.
    ///
    /// # Errors
    /// When the program cannot be started (whatever it does itself is an outcome).
    pub(crate) fn run_reading(
        &self,
        binary: &Path,
        args: &[OsString],
        input: Input<'_>,
        role: Role,
        expected_len: u64,
        reads: &[PathBuf],
    ) -> Result<RunOutcome, Error> {
        let limits = role.limits(expected_len);
        let run = self.in_run_folder(|folder| {
            self.executor
                .run(binary, args, input, folder, limits, &[], reads)
        });
        run.map_err(|e| Error::Run {
            path: self.rel(binary),
            source: e,
        })
    }

    /// Says that the cases in the judge data folder `data` (`testcases/<id>/`) are read and
    /// answered through files: [`Engine::judge`] then puts each case in `io.input` in the
    /// run's folder and reads the answer from `io.output` there. File I/O is a fact of the
    /// problem's judge data, so every solution judged on those cases (the solution, its wrong
    /// solutions) gets it.
    pub(crate) fn use_files(&self, data: &Path, io: FileIo) {
        let mut known = self.file_io.lock().unwrap_or_else(|e| e.into_inner());
        known.retain(|(folder, _)| folder != data);
        known.push((data.to_path_buf(), io));
    }

    /// The files of the problem whose case `input` is, if it is a file-I/O problem's.
    fn files_of(&self, input: &Path) -> Option<FileIo> {
        let folder = input.parent()?;
        self.file_io
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .find(|(data, _)| data == folder)
            .map(|(_, io)| io.clone())
    }

    /// Runs a file-I/O problem's solution on `input`: the case copied into `io.input` in the
    /// run's fresh folder (stdin then empty), the answer read back from `io.output` there
    /// into the outcome's stdout, held to the same cap as stdout (past it: OLE). Returns the
    /// outcome, and the output file's name when it was not there as a regular file.
    ///
    /// # Errors
    /// When the case cannot be put in place, the program cannot be started, or the output
    /// file cannot be read.
    pub(crate) fn run_with_files(
        &self,
        binary: &Path,
        input: &Path,
        io: &FileIo,
        role: Role,
        expected_len: u64,
    ) -> Result<(RunOutcome, Option<String>), Error> {
        let limits = role.limits(expected_len);
        let run = self.in_run_folder(|folder| {
            let stdin = match &io.input {
                Some(name) => {
                    fs::copy(input, folder.join(name))?;
                    Input::Empty
                }
                None => Input::File(input),
            };
            let mut run = self
                .executor
                .run(binary, &[], stdin, folder, limits, &[], &[])?;
            let mut missing = None;
            if let Some(name) = &io.output {
                // Every process of the run is gone: what is there now stays so. A symlink
                // or a FIFO is no answer (it could point out of the folder).
                let path = folder.join(name);
                match fs::symlink_metadata(&path) {
                    Ok(meta) if meta.is_file() => {
                        let cap = limits.output_cap;
                        if meta.len() > cap {
                            run.output_capped = true;
                            run.stdout.clear();
                        } else {
                            run.stdout = workspace::read_bounded(&path, cap)?;
                        }
                    }
                    _ => missing = Some(name.clone()),
                }
            }
            Ok((run, missing))
        });
        run.map_err(|e| Error::Run {
            path: self.rel(binary),
            source: e,
        })
    }

    /// Runs `invocation` on `input` under the limits of `role`, with the address space it
    /// asks for.
    ///
    /// # Errors
    /// When the program cannot be started (whatever it does itself is an outcome).
    pub(crate) fn run_invocation(
        &self,
        invocation: &Invocation,
        input: &Path,
        role: Role,
        expected_len: u64,
    ) -> Result<RunOutcome, Error> {
        let limits = RunLimits {
            space: invocation.space,
            ..role.limits(expected_len)
        };
        let run = self.in_run_folder(|folder| {
            self.executor.run(
                &invocation.program,
                &invocation.args,
                Input::File(input),
                folder,
                limits,
                &[],
                &invocation.reads,
            )
        });
        run.map_err(|e| Error::Run {
            path: self.rel(&invocation.program),
            source: e,
        })
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

    /// The verdict of a run whose output is not judged (a generator's, a brute force's):
    /// `None` when it ran cleanly under the limits of `role`.
    pub(crate) fn fault(&self, role: Role, outcome: &RunOutcome) -> Option<(Verdict, Reason)> {
        decide_run(role.judged(), outcome)
    }

    /// [`Engine::fault`] in English words, for the unit tests' crash line.
    pub(crate) fn trouble(&self, role: Role, outcome: &RunOutcome) -> Option<(Verdict, String)> {
        self.fault(role, outcome)
            .map(|(verdict, reason)| (verdict, reason.to_string()))
    }

    /// Judges one case: runs the solution, compares its output or asks the checker, and
    /// decides the verdict once.
    ///
    /// # Errors
    /// [`CaseError::Failed`] when the judge's side failed, [`CaseError::Cancelled`] when the
    /// round was cancelled.
    pub(crate) fn judge(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
    ) -> Result<Judgement, CaseError> {
        self.judge_as(judging, case, None)
    }

    /// [`Engine::judge`] of a solution started as `invocation` says (a kept submission in
    /// another language: its interpreter or virtual machine with the built file as an
    /// argument), `None`: the built binary itself. Everything else is the judge's own:
    /// limits, sandbox, comparison, checker, words.
    ///
    /// # Errors
    /// As [`Engine::judge`].
    pub(crate) fn judge_as(
        &self,
        judging: &Judging<'_>,
        case: &CaseData<'_>,
        invocation: Option<&Invocation>,
    ) -> Result<Judgement, CaseError> {
        if self.cancel().cancelled().is_some() {
            return Err(CaseError::Cancelled);
        }
        let judged = Role::Solution(judging.limits).judged();
        let binary = match judging.solution {
            Built::CompileError { first, .. } => {
                let (verdict, reason) = decide(judged, Evidence::CompileError(first), |_| {
                    Ok::<_, CaseError>(Comparison::Match)
                })?;
                return Ok(Judgement {
                    verdict,
                    reason,
                    run: None,
                    expected: Vec::new(),
                    mismatch: None,
                    warning: None,
                });
            }
            Built::Binary { path, .. } => path,
        };
        // The answer is read after the run: a process started while the runner holds a big
        // answer in memory may be charged for it (Linux counts the starter's resident set in
        // a child's peak where no spawner stands between them).
        let unreadable = |path: &Path, e: io::Error| CaseError::Unreadable {
            path: self.rel(path),
            why: e.to_string(),
        };
        if judging.compare == Compare::Interactive {
            return self.interact(judging, case, binary);
        }
        let expected_len = match case.answer {
            Answer::File(path) => fs::metadata(path).map_err(|e| unreadable(path, e))?.len(),
            Answer::Bytes(bytes) => bytes.len() as u64,
            Answer::None => 0,
        };
        let role = Role::Solution(judging.limits);
        let files = self.files_of(case.input);
        let ran = match (&files, invocation) {
            (_, Some(invocation)) => self
                .run_invocation(invocation, case.input, role, expected_len)
                .map(|run| (run, None)),
            (Some(io), None) => self.run_with_files(binary, case.input, io, role, expected_len),
            (None, None) => self
                .run(binary, &[], Input::File(case.input), role, expected_len)
                .map(|run| (run, None)),
        };
        let (run, missing) = ran.map_err(|e| {
            CaseError::Failed(format!(
                "failed to run {} on {}: {}",
                self.rel(judging.source),
                self.rel(case.input),
                cause(&e)
            ))
        })?;
        if run.killed == Kill::Interrupt {
            return Err(CaseError::Cancelled);
        }
        let expected = match case.answer {
            Answer::File(path) => workspace::read_bounded(path, workspace::MAX_CASE_BYTES)
                .map_err(|e| unreadable(path, e))?,
            // A brute force's output: through the same harness, so its value alone.
            Answer::Bytes(bytes) => judged_output(judging.compare, bytes).to_vec(),
            Answer::None => Vec::new(),
        };
        let mut mismatch = None;
        let (verdict, reason) = decide(judged, Evidence::Ran(&run), |run| match judging.compare {
            // A file-I/O solution that wrote no answer file: nothing to compare.
            _ if missing.is_some() => Ok(Comparison::Checker(
                Verdict::Wa,
                Reason::NoOutputFile {
                    file: missing.clone().unwrap_or_default(),
                },
            )),
            Compare::Output(mode) => Ok(
                match compare::compare(mode, &expected, judged_output(judging.compare, &run.stdout))
                {
                    Ok(()) => Comparison::Match,
                    Err(found) => {
                        mismatch = Some(found.clone());
                        Comparison::Differs(found)
                    }
                },
            ),
            Compare::Checker(order) => self.check(judging.checker, order, case, &run.stdout),
            Compare::Interactive => Err(CaseError::Failed(
                "an interactive problem is judged by its interactor".into(),
            )),
        })?;
        let warning = match (verdict, judging.checked) {
            (Verdict::Ac, Some(checked)) => self.overflow_warning(checked, case, judging.limits),
            _ => None,
        };
        Ok(Judgement {
            verdict,
            reason,
            run: Some(run),
            expected,
            mismatch,
            warning,
        })
    }

    /// Runs the checker on one output: its verdict, or an error when the checker failed.
    /// Its exit code decides (0 AC, 1 WA, 2 PE); its first line of text is the message.
    fn check(
        &self,
        checker: Option<Checker<'_>>,
        order: CheckerArgs,
        case: &CaseData<'_>,
        output: &[u8],
    ) -> Result<Comparison, CaseError> {
        let Some(checker) = checker else {
            return Err(CaseError::Failed("the checker was not built".into()));
        };
        let mut staged = Staged::default();
        let output = staged.write(self, "output", output)?;
        let answer = match case.answer {
            Answer::File(path) => path.to_path_buf(),
            Answer::Bytes(bytes) => staged.write(self, "answer", bytes)?,
            Answer::None => staged.write(self, "answer", b"")?,
        };
        let (input, output, answer) = (
            case.input.as_os_str().to_owned(),
            output.into_os_string(),
            answer.into_os_string(),
        );
        let args = match order {
            CheckerArgs::Testlib => [input, output, answer],
            CheckerArgs::Boj => [input, answer, output],
        };
        let run = self
            .run(checker.binary, &args, Input::Empty, Role::Helper, 0)
            .map_err(|e| {
                CaseError::Failed(format!(
                    "failed to run {}: {}",
                    self.rel(checker.source),
                    cause(&e)
                ))
            })?;
        drop(staged);
        if run.killed == Kill::Interrupt {
            return Err(CaseError::Cancelled);
        }
        match ruling(&run, JudgeProgram::Checker) {
            Ruling::Accepted => Ok(Comparison::Match),
            Ruling::Rejected(verdict, message) => Ok(Comparison::Checker(verdict, message)),
            Ruling::Failed => Err(CaseError::Checker {
                path: self.rel(checker.source),
                detail: failure_detail(case.label, &run),
            }),
        }
    }

    /// Runs the overflow-checked build on a case the judge build passed; a panic there
    /// is an overflow (or failed debug assertion) that wrapping hid.
    fn overflow_warning(
        &self,
        checked: &Path,
        case: &CaseData<'_>,
        limits: Limits,
    ) -> Option<String> {
        let run = self
            .run(
                checked,
                &[],
                Input::File(case.input),
                Role::Checked(limits),
                0,
            )
            .ok()?;
        if run.exit == Exit::Code(0) || run.killed == Kill::Interrupt {
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
        Some(reason)
    }
}

/// The part of a run's stdout its answer is judged on: the returned value of a Programmers
/// harness, the whole output otherwise.
pub(crate) fn judged_output(compare: Compare, stdout: &[u8]) -> &[u8] {
    if returns_literal(compare) {
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

/// Temporary files of one check, removed when dropped.
#[derive(Default)]
struct Staged(Vec<PathBuf>);

impl Staged {
    /// Writes `bytes` to a fresh scratch file and remembers it.
    fn write(
        &mut self,
        engine: &Engine<'_>,
        tag: &str,
        bytes: &[u8],
    ) -> Result<PathBuf, CaseError> {
        let path = engine.scratch_path(tag);
        fs::write(&path, bytes)
            .map_err(|e| CaseError::Failed(format!("failed to write {}: {e}", path.display())))?;
        self.0.push(path.clone());
        Ok(path)
    }
}

impl Drop for Staged {
    fn drop(&mut self) {
        for path in &self.0 {
            let _ = fs::remove_file(path);
        }
    }
}

/// What a checker's or interactor's exit says, in testlib's exit codes.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Ruling {
    /// 0: accepted.
    Accepted,
    /// A verdict against the output, with its reason ([`Reason::Checker`]).
    Rejected(Verdict, Reason),
    /// 3 (FAIL), any other code, a signal, or its own deadline: the judge data's fault.
    Failed,
}

/// The ruling of the checker or interactor (`who`) from its run: testlib's codes 0 AC,
/// 1 WA, 2 PE, 4 (extra output) PE, 7 points (a partial score: not accepted), 8 (an
/// unexpected end of the output, with testlib's ENABLE_UNEXPECTED_EOF) PE; its first line
/// of text is the message.
pub(crate) fn ruling(run: &RunOutcome, who: JudgeProgram) -> Ruling {
    if run.killed != Kill::None {
        return Ruling::Failed;
    }
    let said = checker_message(run);
    let rejected = |verdict, ruled| {
        let said = said.clone();
        Ruling::Rejected(verdict, Reason::Checker { who, ruled, said })
    };
    match run.exit {
        Exit::Code(0) => Ruling::Accepted,
        Exit::Code(1) => rejected(Verdict::Wa, Ruled::WrongAnswer),
        // testlib says "wrong output format" for PE.
        Exit::Code(2) if said.to_ascii_lowercase().starts_with("wrong output format") => {
            rejected(Verdict::Pe, Ruled::WrongOutputFormat)
        }
        Exit::Code(2) => rejected(Verdict::Pe, Ruled::PresentationError),
        Exit::Code(4) => rejected(Verdict::Pe, Ruled::WrongOutputFormat),
        Exit::Code(8) => rejected(Verdict::Pe, Ruled::UnexpectedEof),
        Exit::Code(7) => rejected(Verdict::Wa, Ruled::Points),
        _ => Ruling::Failed,
    }
}

/// Why a checker or interactor failed on `label`: how it ended, what the codes mean, and
/// what it said.
pub(crate) fn failure_detail(label: &str, run: &RunOutcome) -> String {
    let how = match (run.killed, run.exit) {
        (Kill::Deadline, _) => format!("killed at its deadline after {} ms", run.wall.as_millis()),
        (_, Exit::Code(code)) => format!("exit code {code}"),
        (_, Exit::Signal(signal)) => sys::signal_name(signal),
    };
    let said = checker_message(run);
    format!(
        "on {label} ({how}); testlib's exit codes: 0 accepts, 1 is WA, 2 is PE, 3 is a failure \
         of the judge data{}",
        if said.is_empty() {
            String::new()
        } else {
            format!(": {said}")
        }
    )
}

/// A checker's own words: testlib writes them to stderr, some checkers to stdout.
fn checker_message(run: &RunOutcome) -> String {
    let text = if run.stderr_tail.trim().is_empty() {
        String::from_utf8_lossy(&run.stdout).into_owned()
    } else {
        run.stderr_tail.clone()
    };
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next().unwrap_or("");
    // A Rust checker's panic: `thread 'main' panicked at checker.rs:9:5:`, then the message.
    let said = match lines.next() {
        Some(message) if first.starts_with("thread '") && first.ends_with(':') => {
            format!("{first} {message}")
        }
        _ => first.to_owned(),
    };
    said.chars().take(CHECKER_MESSAGE_CHARS).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panicking_checker_is_quoted_with_its_message() {
        let run = RunOutcome {
            exit: Exit::Code(101),
            cpu: Duration::ZERO,
            wall: Duration::ZERO,
            peak_rss: None,
            stdout: Vec::new(),
            output_capped: false,
            output_cap: 0,
            stderr_tail: "\nthread 'main' panicked at checker.rs:9:5:\nindex out of bounds\nnote: run with `RUST_BACKTRACE=1`\n".into(),
            killed: Kill::None,
        };
        assert_eq!(
            checker_message(&run),
            "thread 'main' panicked at checker.rs:9:5: index out of bounds"
        );
        assert_eq!(ruling(&run, JudgeProgram::Interactor), Ruling::Failed);
        let wa = RunOutcome {
            exit: Exit::Code(7),
            stderr_tail: "points 0.5 half of it\n".into(),
            ..run
        };
        let Ruling::Rejected(verdict, reason) = ruling(&wa, JudgeProgram::Checker) else {
            panic!("rejected");
        };
        assert_eq!(
            (verdict, reason.to_string()),
            (
                Verdict::Wa,
                "checker: points 0.5 half of it (testlib's exit code 7: a partial score, which \
                 is not accepted)"
                    .into()
            )
        );
    }

    /// libtest's output for one passing and two failing tests, as rustc 1.95 prints it.
    const FAILING: &str = "\nrunning 3 tests\ntest tests::ok ... ok\ntest tests::bad ... FAILED\ntest tests::err ... FAILED\n\nfailures:\n\n---- tests::bad stdout ----\n\nthread 'tests::bad' (77) panicked at Main.rs:29:9:\nassertion `left == right` failed\n  left: 4\n right: 5\nnote: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n\n---- tests::err stdout ----\nError: \"no\"\n\n\nfailures:\n    tests::bad\n    tests::err\n\ntest result: FAILED. 1 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n\n";

    #[test]
    fn test_output_is_read_into_passes_and_failures() {
        let passing = "\nrunning 12 tests\ntest a ... ok\n\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\n";
        assert_eq!(
            read_test_output(passing),
            Some(UnitTests::Passed {
                passed: 12,
                cached: Cache::Miss
            })
        );
        let Some(UnitTests::Failed { passed, failures }) = read_test_output(FAILING) else {
            panic!("not read as a failure");
        };
        assert_eq!(passed, 1);
        let names: Vec<&str> = failures.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["tests::bad", "tests::err"]);
        assert!(failures[0]
            .output
            .starts_with("thread 'tests::bad' (77) panicked at Main.rs:29:9:"));
        assert_eq!(failures[0].message(), "assertion `left == right` failed");
        assert_eq!(failures[0].position(), Some((29, 9)));
        assert_eq!(failures[1].position(), None);
        assert_eq!(failures[1].message(), "Error: \"no\"");
        let old_format = FailedTest {
            name: "tests::bad".into(),
            output: "thread 'tests::bad' panicked at 'two and two', Main.rs:29:9\nnote: …".into(),
        };
        assert_eq!(old_format.message(), "'two and two', Main.rs:29:9");
        assert_eq!(read_test_output("thread 'main' panicked\n"), None);
        assert!(has_tests(b"#[cfg(test)]\nmod t { #[test] fn a() {} }"));
        assert!(!has_tests(b"#[cfg(test)]\nmod t {}"));
    }

    #[test]
    fn the_returned_value_is_found_after_what_the_solution_printed() {
        let m = RETURN_MARKER;
        let out = format!("debug 1\n\n{m}[1, 2]\n");
        assert_eq!(
            split_returned(out.as_bytes()),
            (&b"debug 1\n"[..], Some(&b"[1, 2]\n"[..]))
        );
        // A print without a newline, and a fake marker inside it, change nothing.
        let out = format!("x{m}9\n{m}3\n");
        assert_eq!(
            split_returned(out.as_bytes()),
            (format!("x{m}9").as_bytes(), Some(&b"3\n"[..]))
        );
        let out = format!("\n{m}true\n");
        assert_eq!(
            split_returned(out.as_bytes()),
            (&b""[..], Some(&b"true\n"[..]))
        );
        assert_eq!(split_returned(b"[1]\n"), (&b"[1]\n"[..], None));
        let literal = Compare::Output(compare::Mode::Literal);
        assert_eq!(
            judged_output(literal, format!("hi\n\n{m}1\n").as_bytes()),
            b"1\n"
        );
        let lines = Compare::Output(compare::Mode::Lines);
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

    #[test]
    fn roles_scale_the_problem_limits() {
        let limits = Limits {
            time: Duration::from_millis(500),
            memory_bytes: 64 << 20,
        };
        let solution = Role::Solution(limits).limits(100 << 20);
        assert_eq!(solution.cpu, Duration::from_millis(500));
        assert_eq!(solution.memory, Some(64 << 20));
        assert_eq!(solution.output_cap, 200 << 20);
        assert_eq!(Role::Brute(limits).judged().time, Duration::from_secs(5));
        assert_eq!(Role::Checked(limits).judged().time, Duration::from_secs(2));
        assert_eq!(Role::Helper.limits(0).output_cap, MIN_OUTPUT_CAP);
    }
}
