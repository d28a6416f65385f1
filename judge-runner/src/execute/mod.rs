//! One run of a program under limits: its own process group on one CPU, input from a file,
//! output to capped files, CPU time and peak memory from the kernel, a kill at the wall
//! deadline or as soon as the CPU limit is passed.
//!
//! Output goes to anonymous in-memory files (memfd) rather than pipes, as judges redirect to
//! files: the solution can read and write in any order without deadlock, a grandchild that
//! keeps the descriptor open cannot hang the runner, and the file-size rlimit turns a flood
//! into SIGXFSZ at the cap without a reader thread per run.
//!
//! Solutions are started by spawner processes (this binary as `__spawner`), see [`Spawn`];
//! each spawner owns a [`Watchdog`] for its runs, and the runner's watchdog passes an
//! interrupt on to the spawners.

use crate::cancel::Cancel;
use crate::sys::{self, Resource};
use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom};
#[cfg(unix)]
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// The hidden first argument that makes this binary a spawner (`cli` turns it into
/// `Command::Spawner`).
pub const SPAWNER_ARG: &str = "__spawner";

#[cfg(unix)]
mod spawner;
#[cfg(unix)]
pub use spawner::serve_spawner;

/// Spawners exist only on Unix: elsewhere the mode is refused (the runner never asks).
#[cfg(not(unix))]
pub fn serve_spawner(_args: &[String]) -> i32 {
    2
}
#[cfg(unix)]
use spawner::Spawner;

/// This process's parent, where the platform tells.
fn parent_id() -> Option<u32> {
    #[cfg(unix)]
    return Some(std::os::unix::process::parent_id());
    #[cfg(not(unix))]
    None
}

/// Which of the executor's paths runs programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Platform {
    /// Everything this platform offers (on Linux: spawners, memfd, prlimit, affinity, the
    /// subreaper, Landlock).
    Native,
    /// What every Unix offers, as macOS runs it: programs started directly, output and input
    /// in files, limits set at exec, no CPU watch through /proc. On Linux it exercises the
    /// macOS path for real (`JUDGE_RUNNER_EXECUTOR=portable`).
    Portable,
}

impl Platform {
    /// The name the JSON summary gives the executor that ran.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Platform::Portable => "portable",
            Platform::Native if cfg!(target_os = "linux") => "linux",
            Platform::Native if cfg!(target_os = "macos") => "macos",
            Platform::Native if cfg!(windows) => "windows",
            Platform::Native => "unix",
        }
    }
}

/// How much of a solution's stderr a report keeps.
pub(crate) const STDERR_TAIL_BYTES: u64 = 4096;
/// How much of a flood (output past the cap) is kept for the report.
const FLOOD_HEAD_BYTES: u64 = 4096;
/// The stack limit of a run without a memory limit (a compiler): the usual 8 MiB.
const DEFAULT_STACK: u64 = 8 << 20;
/// How often the watchdog looks for an interrupt when no deadline is near.
const WATCH_TICK: Duration = Duration::from_millis(50);
/// How often it reads the resident size of a run whose memory limit it watches: a program
/// that fills pages as fast as it can passes its limit by a few tens of MB at most.
const MEMORY_TICK: Duration = Duration::from_millis(10);

/// The limits of one run.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RunLimits {
    /// CPU time allowed; the rlimit is set a little above, the verdict compares exactly.
    pub cpu: Duration,
    /// Wall-clock deadline at which the whole process group is killed.
    pub wall: Duration,
    /// Memory limit in bytes (address space and stack derive from it); `None` for no cap.
    pub memory: Option<u64>,
    /// Largest stdout (and stderr) kept; past it the process gets SIGXFSZ.
    pub output_cap: u64,
    /// How many bytes at the end of stderr to keep for the report.
    pub stderr_keep: u64,
    /// Which CPUs the process may use.
    pub cores: Cores,
    /// Whether the program is confined to its own folder.
    pub isolation: Isolation,
    /// How much address space it may map.
    pub space: Space,
}

/// How much address space a run may map. A native program is capped a little above its
/// memory limit ([`address_space_cap`]), so that a runaway allocation fails early while the
/// verdict still comes from the peak resident set. A Java virtual machine cannot start under
/// such a cap: BOJ's own flags (`-Xms1024m -Xmx1920m -Xss512m`) reserve the whole heap and
/// half a gigabyte of stack for each of its threads up front, most of it never touched; it
/// gets [`JVM_ADDRESS_SPACE`] instead, its heap bounded by its own `-Xmx` and its verdict
/// still from the peak resident set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Space {
    /// From the memory limit ([`address_space_cap`]); a compiler's
    /// [`crate::build::COMPILE_ADDRESS_SPACE`].
    Derived,
    /// A Java virtual machine's: [`JVM_ADDRESS_SPACE`].
    Jvm,
}

/// The address space of a Java virtual machine (`java`, `javac`) run with BOJ's flags: it
/// does not start under 8 GiB (a `pthread_create` of a 512 MiB stack fails), and starts
/// under 16 GiB.
pub(crate) const JVM_ADDRESS_SPACE: u64 = 16 << 30;

impl RunLimits {
    /// The address-space cap of a run under these limits, if it has one.
    fn address_space(&self) -> Option<u64> {
        match (self.space, self.memory, self.isolation) {
            (Space::Jvm, _, _) => Some(JVM_ADDRESS_SPACE),
            (Space::Derived, Some(memory), _) => Some(address_space_cap(memory)),
            (Space::Derived, None, Isolation::Compiler) => {
                Some(crate::build::COMPILE_ADDRESS_SPACE)
            }
            (Space::Derived, None, _) => None,
        }
    }
}

/// Whose program it is, for what it may touch. Everything that comes from a solution file
/// or judge data is confined (Linux's native path; `sys::sandbox` says how): it may read the
/// system's folders and what the run names (a checker's files, a unit test's own problem),
/// execute its own binary, and write only in its fresh working folder; the rest of the
/// workspace, `target/judge/`, `/proc`, `/tmp` and `/dev/shm` are out of reach. Each run is
/// in a session of its own without a terminal, and gets only stdin, stdout and stderr.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Isolation {
    /// A judged program or a tool of the judge data (solution, its unit tests, brute force,
    /// checker, interactor, generator).
    Sandboxed,
    /// A compiler run on a solution or judge data: the same, but `/dev/zero` and
    /// `/dev/random` are closed, and the toolchain is readable.
    Compiler,
    /// Unconfined: only the executor's own tests start such runs.
    Trusted,
}

/// Which CPUs a run may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cores {
    /// The one CPU of the worker that starts it, as a judge gives a submission one core:
    /// the runner, its spawner and the solution then hand over without migrating.
    One,
    /// Every CPU the runner may use (compilers, whose codegen runs in parallel).
    All,
}

/// Where a run's standard input comes from.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Input<'a> {
    /// A file, handed to the child as its stdin (never loaded by the runner).
    File(&'a Path),
    /// Nothing: stdin is `/dev/null`.
    Empty,
}

/// How a process ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Exit {
    /// Normal exit with a status code.
    Code(i32),
    /// Killed by a signal.
    Signal(i32),
}

/// Why the runner itself killed a run, if it did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kill {
    /// Not killed by the runner.
    None,
    /// Killed at the wall deadline.
    Deadline,
    /// Killed because the runner was interrupted (SIGINT/SIGTERM).
    Interrupt,
}

/// Everything observed about one run.
#[derive(Debug, Clone)]
pub(crate) struct RunOutcome {
    pub exit: Exit,
    pub cpu: Duration,
    pub wall: Duration,
    /// Peak resident set in bytes; `None` where the platform cannot tell.
    pub peak_rss: Option<u64>,
    pub stdout: Vec<u8>,
    /// Whether stdout passed the cap (then `stdout` holds only its first few KiB).
    pub output_capped: bool,
    /// The cap it was held to.
    pub output_cap: u64,
    /// The last few KiB of stderr, lossily decoded.
    pub stderr_tail: String,
    pub killed: Kill,
}

/// Kills process groups whose wall deadline passed, and every group on interrupt.
///
/// One watchdog serves all concurrent runs: a thread per run would cost more than the
/// runs of small cases.
///
/// It is also the bridge from the signal handlers' flag to the round's [`Cancel`] handle:
/// once a SIGINT or SIGTERM has arrived it cancels the round and kills every run.
#[derive(Debug, Default)]
pub(crate) struct Watchdog {
    state: Mutex<WatchState>,
    wake: Condvar,
    cancel: Cancel,
}

#[derive(Debug, Default)]
struct WatchState {
    next_id: u64,
    runs: Vec<Watched>,
    /// Spawner processes: on interrupt each gets SIGTERM and stops its own run.
    spawners: Vec<u32>,
    /// In a spawner, the runner that started it: when it is gone (killed, even by SIGKILL),
    /// the round is cancelled, so the run is killed and swept at once.
    parent: Option<u32>,
    stopping: bool,
}

#[derive(Debug)]
struct Watched {
    id: u64,
    pgid: u32,
    /// When the run is killed unless it is still using the CPU (see [`STARVED_GRACE`]).
    deadline: Instant,
    /// The latest the deadline can be moved to.
    cap: Instant,
    started: Instant,
    /// Its CPU time when the deadline last passed, to tell a starved run from a blocked one.
    seen_cpu: Option<Duration>,
    /// CPU time after which the run is stopped early (its verdict is TLE already).
    cpu: Duration,
    fired: Arc<AtomicBool>,
    /// The memory limit to hold the run to by its resident size, where the kernel does not
    /// (macOS, and Linux's portable path), see [`watches_resident`].
    memory: Option<u64>,
    /// The largest resident size seen, in bytes (0: none seen).
    resident: Arc<AtomicU64>,
}

/// How long a run whose wall deadline passed is watched again when it is still using the
/// CPU: a run merely starved of CPU on a busy machine is not "sleeping or blocked", and is
/// judged by its CPU time. It is killed once a grace period goes by with less than a
/// twentieth of it in CPU time, or at the cap of four times its deadline.
const STARVED_GRACE: Duration = Duration::from_millis(500);

impl Watchdog {
    /// A watchdog for the round that `cancel` stops.
    pub(crate) fn new(cancel: Cancel) -> Watchdog {
        Watchdog {
            cancel,
            ..Watchdog::default()
        }
    }

    /// The round's cancellation handle.
    pub(crate) fn cancel(&self) -> &Cancel {
        &self.cancel
    }

    /// Watches until [`Watchdog::stop`]; run it on its own thread.
    pub(crate) fn run(&self) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if state.stopping {
                return;
            }
            let now = Instant::now();
            if let Some(signal) = sys::interrupted() {
                self.cancel.cancel(signal);
            }
            if state
                .parent
                .is_some_and(|parent| parent_id() != Some(parent))
            {
                self.cancel.cancel(sys::SIGTERM);
            }
            let interrupted = self.cancel.cancelled().is_some();
            if interrupted {
                for &pid in &state.spawners {
                    sys::signal_process(pid, sys::SIGTERM);
                }
            }
            for run in &mut state.runs {
                // Past its CPU limit a run is TLE whatever it does next: stop it now rather
                // than at the CPU rlimit, which counts whole seconds.
                let cpu = sys::cpu_time(run.pgid);
                let spent = cpu.is_some_and(|cpu| cpu > run.cpu);
                if run.deadline <= now && !spent && starved(run, cpu, now) {
                    continue;
                }
                let due = (run.deadline <= now || spent) && !run.fired.swap(true, Ordering::SeqCst);
                if interrupted || due || over_memory(run) {
                    sys::kill_group(run.pgid, sys::SIGKILL);
                }
            }
            let tick = if state.runs.iter().any(|r| r.memory.is_some()) {
                MEMORY_TICK
            } else {
                WATCH_TICK
            };
            let next = state
                .runs
                .iter()
                .filter(|r| !r.fired.load(Ordering::SeqCst))
                .map(|r| r.deadline.saturating_duration_since(now))
                .min()
                .unwrap_or(tick)
                .min(tick);
            state = self
                .wake
                .wait_timeout(state, next)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// Ends [`Watchdog::run`].
    pub(crate) fn stop(&self) {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .stopping = true;
        self.wake.notify_all();
    }

    /// Cancels the round as soon as this process's parent is no longer `parent`.
    pub(crate) fn watch_parent(&self, parent: u32) {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).parent = Some(parent);
    }

    /// Every spawner started so far.
    fn spawner_pids(&self) -> Vec<u32> {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .spawners
            .clone()
    }

    /// Remembers a spawner, to pass an interrupt on to it.
    fn add_spawner(&self, pid: u32) {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .spawners
            .push(pid);
    }

    fn watch(&self, pgid: u32, deadline: Instant, cpu: Duration) -> WatchGuard<'_> {
        self.watch_with_memory(pgid, deadline, cpu, None)
    }

    /// Like [`Watchdog::watch`], and where `memory` is given, kills the run once its
    /// resident size passes it (not a deadline: the verdict is MLE, from the peak).
    fn watch_with_memory(
        &self,
        pgid: u32,
        deadline: Instant,
        cpu: Duration,
        memory: Option<u64>,
    ) -> WatchGuard<'_> {
        let fired = Arc::new(AtomicBool::new(false));
        let resident = Arc::new(AtomicU64::new(0));
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.next_id += 1;
        let id = state.next_id;
        let span = deadline.saturating_duration_since(Instant::now());
        state.runs.push(Watched {
            id,
            pgid,
            deadline,
            cap: deadline + span * 3,
            started: Instant::now(),
            seen_cpu: None,
            cpu,
            fired: Arc::clone(&fired),
            memory,
            resident: Arc::clone(&resident),
        });
        // No wake-up: the watchdog looks every `WATCH_TICK`, and every deadline is more than a
        // second away, so waking it for each run would cost a context switch for nothing.
        drop(state);
        WatchGuard {
            watchdog: self,
            id,
            fired,
            resident,
        }
    }
}

/// Whether `run`, whose memory is watched, is now resident past its limit; remembers the
/// largest resident size seen.
fn over_memory(run: &Watched) -> bool {
    let Some(limit) = run.memory else {
        return false;
    };
    let Some(resident) = sys::resident_size(run.pgid) else {
        return false;
    };
    run.resident.fetch_max(resident, Ordering::SeqCst);
    resident > limit
}

/// Whether the executor watches a run's resident size to enforce its memory limit: where
/// the kernel does not enforce one (macOS ignores `RLIMIT_AS`), and on Linux's portable path,
/// which runs the macOS path. Not on Linux's native path: the address-space cap and the
/// peak from `wait4` do it. Windows holds a run to its limit through its job instead.
fn watches_resident(platform: Platform) -> bool {
    platform == Platform::Portable || !cfg!(target_os = "linux")
}

/// Whether `run`, past its wall deadline, is still using the CPU (its CPU time, `cpu`, grew
/// since the deadline last passed) and below its cap: then the deadline moves on by
/// [`STARVED_GRACE`] and the run lives. Where CPU time cannot be read, no run is starved.
fn starved(run: &mut Watched, cpu: Option<Duration>, now: Instant) -> bool {
    let Some(cpu) = cpu else {
        return false;
    };
    // Using the CPU: a twentieth of a core or more since it started (at the first look)
    // or during the last grace period.
    let grew = match run.seen_cpu {
        None => cpu >= now.saturating_duration_since(run.started) / 20,
        Some(seen) => cpu.saturating_sub(seen) >= STARVED_GRACE / 20,
    };
    if !grew || now >= run.cap {
        return false;
    }
    run.seen_cpu = Some(cpu);
    run.deadline = now + STARVED_GRACE;
    true
}

struct WatchGuard<'a> {
    watchdog: &'a Watchdog,
    id: u64,
    fired: Arc<AtomicBool>,
    resident: Arc<AtomicU64>,
}

impl WatchGuard<'_> {
    fn fired(&self) -> bool {
        self.fired.load(Ordering::SeqCst)
    }

    /// The largest resident size the watchdog saw, when it watched the run's memory.
    fn resident_peak(&self) -> Option<u64> {
        Some(self.resident.load(Ordering::SeqCst)).filter(|&bytes| bytes > 0)
    }
}

impl Drop for WatchGuard<'_> {
    fn drop(&mut self) {
        let mut state = self
            .watchdog
            .state
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        state.runs.retain(|r| r.id != self.id);
    }
}

/// How the executor starts processes.
#[derive(Debug, Clone)]
pub(crate) enum Spawn {
    /// Through spawner processes (this binary run as `__spawner STACK`), one per worker.
    ///
    /// At exec Linux folds the parent's peak RSS into the child's `ru_maxrss`, so a child
    /// started by the runner would report at least the runner's own peak (a 40 MB answer
    /// file read for the case beside it, say). A spawner is a fresh, tiny process that
    /// never holds case data: its children report their own memory.
    Spawner { exe: PathBuf, stack: u64 },
    /// Straight from the runner (where no spawner can be started).
    Direct,
}

/// Runs programs under limits; shared by all worker threads of one judging session.
#[derive(Debug)]
pub(crate) struct Executor<'w> {
    scratch: PathBuf,
    watchdog: &'w Watchdog,
    counter: AtomicU64,
    spawn: Spawn,
    /// The whole environment of the programs it starts.
    env: Vec<(OsString, OsString)>,
    platform: Platform,
    #[cfg(unix)]
    idle: Mutex<Vec<Spawner>>,
    /// Held while a spawner starts and while strays are swept, so that a sweep never takes
    /// a spawner just started for one of its own children.
    starting: Mutex<()>,
    /// The CPUs the runner may use; spawner k is pinned to `cpus[k % len]`.
    cpus: Vec<usize>,
    spawners: AtomicUsize,
}

impl<'w> Executor<'w> {
    /// An executor keeping its temporary files in `scratch` (created if missing), giving
    /// the programs it starts `env` and nothing else of the runner's environment.
    ///
    /// # Errors
    /// When `scratch` cannot be created.
    pub(crate) fn new(
        scratch: PathBuf,
        watchdog: &'w Watchdog,
        spawn: Spawn,
        env: Vec<(OsString, OsString)>,
        platform: Platform,
    ) -> io::Result<Self> {
        fs::create_dir_all(&scratch)?;
        Ok(Executor {
            scratch,
            watchdog,
            counter: AtomicU64::new(0),
            spawn,
            env,
            platform,
            #[cfg(unix)]
            idle: Mutex::new(Vec::new()),
            starting: Mutex::new(()),
            cpus: sys::allowed_cpus(),
            spawners: AtomicUsize::new(0),
        })
    }

    /// The round's cancellation handle.
    pub(crate) fn cancel(&self) -> &Cancel {
        self.watchdog.cancel()
    }

    /// Which of its paths runs programs.
    pub(crate) fn platform(&self) -> Platform {
        self.platform
    }

    /// A fresh path in the scratch folder, unique within this process.
    pub(crate) fn scratch_path(&self, tag: &str) -> PathBuf {
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        self.scratch
            .join(format!("{}-{n}-{tag}", std::process::id()))
    }

    /// A new empty file for a run's output, open for reading, with a path another process
    /// can open it by: an in-memory file where the platform has them, else a file in the
    /// scratch folder (removed by [`OutputFile`]'s drop).
    fn output_file(&self, tag: &str) -> io::Result<OutputFile> {
        #[cfg(target_os = "linux")]
        if let (Platform::Native, Ok(file)) = (self.platform, sys::memory_file()) {
            use std::os::fd::AsRawFd;
            let path = PathBuf::from(format!(
                "/proc/{}/fd/{}",
                std::process::id(),
                file.as_raw_fd()
            ));
            return Ok(OutputFile {
                file,
                path,
                remove: Remove::No,
            });
        }
        let path = self.scratch_path(tag);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)?;
        Ok(OutputFile {
            file,
            path,
            remove: Remove::Yes,
        })
    }

    /// Runs `program args` in `cwd` under `limits`, with `extra` added to the environment
    /// the executor gives every program (a compiler's `CARGO_MANIFEST_DIR`, say).
    ///
    /// # Errors
    /// Only when the program cannot be started or waited for; everything the program
    /// itself does (crash, hang, flood) is an outcome, not an error.
    /// Runs `program args` in `cwd` under `limits`, with `extra` added to the environment
    /// the executor gives every program (a compiler's `TMPDIR`, say); a confined program may
    /// also read `reads` (files or folders).
    ///
    /// # Errors
    /// Only when the program cannot be started or waited for; everything the program
    /// itself does (crash, hang, flood) is an outcome, not an error.
    #[expect(
        clippy::too_many_arguments,
        reason = "one run's every part, each needed"
    )]
    pub(crate) fn run(
        &self,
        program: &Path,
        args: &[OsString],
        input: Input<'_>,
        cwd: &Path,
        limits: RunLimits,
        extra: &[(OsString, OsString)],
        reads: &[PathBuf],
    ) -> io::Result<RunOutcome> {
        let mut stdout = self.output_file("out")?;
        let mut stderr = self.output_file("err")?;
        let launch = Launch {
            program: program.to_path_buf(),
            args: args.to_vec(),
            cwd: cwd.to_path_buf(),
            stdin: match input {
                Input::File(path) => Some(path.to_path_buf()),
                Input::Empty => None,
            },
            stdout: stdout.path.clone(),
            stderr: stderr.path.clone(),
            streamed: false,
            env: self.env.iter().chain(extra).cloned().collect(),
            platform: self.platform,
            scratch: self.scratch_path("in"),
            limits,
            reads: reads.to_vec(),
            writes: Vec::new(),
        };
        let (finished, wall, killed) = self.run_launch(&launch)?;
        let (stdout, stderr) = (&mut stdout.file, &mut stderr.file);
        let exit = exit_of(&finished);
        // Past the cap the verdict is OLE whatever the text says: keep only a head for the
        // report, so a flood costs the runner no more memory than a short answer.
        let written = stdout.metadata()?.len();
        let output_capped = written > limits.output_cap;
        let keep = if output_capped {
            FLOOD_HEAD_BYTES.min(limits.output_cap)
        } else {
            written
        };
        stdout.seek(SeekFrom::Start(0))?;
        let mut out = Vec::new();
        stdout.take(keep).read_to_end(&mut out)?;
        Ok(RunOutcome {
            exit,
            cpu: finished.cpu.unwrap_or(wall),
            wall,
            peak_rss: finished.peak_rss,
            stdout: out,
            output_capped,
            output_cap: limits.output_cap,
            stderr_tail: tail(stderr, limits.stderr_keep)?,
            killed,
        })
    }

    /// Runs `program args` in `cwd` under `limits` with its stdin and stdout connected to
    /// the named pipes `stdin` and `stdout` (an interactive problem's solution and
    /// interactor, each talking to the other through the runner): they are opened as they
    /// are, not copied, and the output cap is the reader's to keep. The outcome's `stdout` is
    /// empty.
    ///
    /// # Errors
    /// As [`Executor::run`].
    pub(crate) fn run_streamed(
        &self,
        program: &Path,
        args: &[OsString],
        (stdin, stdout): (&Path, &Path),
        cwd: &Path,
        limits: RunLimits,
        (reads, writes): (&[PathBuf], &[PathBuf]),
    ) -> io::Result<RunOutcome> {
        let mut stderr = self.output_file("err")?;
        let launch = Launch {
            program: program.to_path_buf(),
            args: args.to_vec(),
            cwd: cwd.to_path_buf(),
            stdin: Some(stdin.to_path_buf()),
            stdout: stdout.to_path_buf(),
            stderr: stderr.path.clone(),
            streamed: true,
            env: self.env.clone(),
            platform: self.platform,
            scratch: self.scratch_path("in"),
            limits,
            reads: reads.to_vec(),
            writes: writes.to_vec(),
        };
        let (finished, wall, killed) = self.run_launch(&launch)?;
        Ok(RunOutcome {
            exit: exit_of(&finished),
            cpu: finished.cpu.unwrap_or(wall),
            wall,
            peak_rss: finished.peak_rss,
            stdout: Vec::new(),
            output_capped: false,
            output_cap: limits.output_cap,
            stderr_tail: tail(&mut stderr.file, limits.stderr_keep)?,
            killed,
        })
    }

    /// Kills and reaps every child of the runner that is not one of its spawners: the
    /// orphans of a spawner that died. Only where every run goes through a spawner.
    fn sweep_strays(&self) {
        if !matches!(self.spawn, Spawn::Spawner { .. }) {
            return;
        }
        let _starting = self.starting.lock().unwrap_or_else(|e| e.into_inner());
        let spawners = self.watchdog.spawner_pids();
        for _ in 0..100 {
            let strays: Vec<u32> = sys::children()
                .into_iter()
                .filter(|pid| !spawners.contains(pid))
                .collect();
            if strays.is_empty() {
                return;
            }
            for &pid in &strays {
                sys::kill_group(pid, sys::SIGKILL);
                sys::signal_process(pid, sys::SIGKILL);
                let _ = sys::wait(pid);
            }
        }
    }

    /// Runs `launch` through a spawner, when the executor uses them: how it ended and
    /// whether the spawner killed it at its deadline. `None`: start it directly.
    #[cfg(unix)]
    fn through_spawner(&self, launch: &Launch) -> Option<io::Result<(sys::Finished, bool)>> {
        let Spawn::Spawner { exe, stack } = &self.spawn else {
            return None;
        };
        let idle = self.idle.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut spawner = match idle {
            Some(spawner) => spawner,
            None => {
                let n = self.spawners.fetch_add(1, Ordering::Relaxed);
                let cpu = (!self.cpus.is_empty()).then(|| self.cpus[n % self.cpus.len()]);
                let _starting = self.starting.lock().unwrap_or_else(|e| e.into_inner());
                let spawner = Spawner::start(exe, *stack, cpu).ok()?;
                self.watchdog.add_spawner(spawner.child.id());
                spawner
            }
        };
        // This thread follows the spawner to its CPU, so the hand-offs between them (and
        // the solution, which inherits the spawner's CPU) stay on one core: moving between
        // cores costs more than the runner's own work per case.
        if let Some(cpu) = spawner.cpu {
            let _ = sys::set_affinity(0, &[cpu]);
        }
        // The spawner watches the deadline itself, so a run costs one request and one
        // reply: no hand-off back to the runner while the solution starts.
        let done = spawner.run(launch).inspect_err(|_| {
            // A run that killed its spawner is an orphan now, and ours (the runner is a
            // subreaper): it must not live on.
            self.sweep_strays();
        });
        if done.is_ok() {
            self.idle
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(spawner);
        }
        Some(done)
    }

    /// Spawners exist only on Unix.
    #[cfg(not(unix))]
    fn through_spawner(&self, _launch: &Launch) -> Option<io::Result<(sys::Finished, bool)>> {
        None
    }

    /// Starts the process (through a spawner when possible), watches its deadline, waits.
    fn run_launch(&self, launch: &Launch) -> io::Result<(sys::Finished, Duration, Kill)> {
        let started = Instant::now();
        let (finished, fired) = match self.through_spawner(launch) {
            Some(done) => done?,
            None => self.run_direct(launch, started)?,
        };
        let wall = started.elapsed();
        let killed = if self.watchdog.cancel().cancelled().is_some() {
            Kill::Interrupt
        } else if fired {
            Kill::Deadline
        } else {
            Kill::None
        };
        Ok((finished, wall, killed))
    }
}

impl Executor<'_> {
    /// Starts the process from the runner itself, watches it, waits: how it ended and
    /// whether it was killed at its deadline.
    #[cfg(not(windows))]
    fn run_direct(&self, launch: &Launch, started: Instant) -> io::Result<(sys::Finished, bool)> {
        sys::reset_own_peak_rss();
        let child = launch.spawn(None, None)?;
        let pid = child.id();
        let deadline = started + launch.limits.wall;
        let memory = launch
            .limits
            .memory
            .filter(|_| watches_resident(launch.platform));
        let guard = self
            .watchdog
            .watch_with_memory(pid, deadline, launch.limits.cpu, memory);
        let mut finished = wait_child(child, deadline, self.watchdog.cancel())?;
        // Grandchildren die with the solution: none may outlive its run.
        sys::kill_group(pid, sys::SIGKILL);
        // Killed by the memory watch, the run's peak is at least what the watch saw.
        finished.peak_rss = finished.peak_rss.max(guard.resident_peak());
        Ok((finished, guard.fired() || Instant::now() >= deadline))
    }

    /// Windows: the process, started suspended, goes into a Job Object of its own before it
    /// runs, so everything it starts is in the job too. This thread polls it: at the wall
    /// deadline, once past the CPU limit (the job's user + kernel time) or on interrupt the
    /// job is terminated, which ends every process of the run; so it is after every run, and
    /// once an output file passes the cap (with STATUS_FILE_TOO_LARGE, judged OLE). A
    /// job whose peak commit passes the memory limit is terminated too (not a deadline: the
    /// verdict is MLE, from that peak); a single allocation past the job's own cap (twice the
    /// limit + 64 MB, as Linux's address-space cap) fails, and Rust's runtime aborts with
    /// "memory allocation of N bytes failed", which is MLE too.
    #[cfg(windows)]
    fn run_direct(&self, launch: &Launch, started: Instant) -> io::Result<(sys::Finished, bool)> {
        let job = sys::Job::new(launch.limits.memory.map(address_space_cap))?;
        let mut child = launch.spawn(None, None)?;
        job.adopt(&mut child)?;
        let deadline = started + launch.limits.wall;
        let cancel = self.watchdog.cancel();
        let mut fired = false;
        let status = loop {
            if let Some(status) = child.try_wait()? {
                break status;
            }
            let spent = job.cpu().is_some_and(|cpu| cpu > launch.limits.cpu);
            if Instant::now() >= deadline || spent {
                fired = true;
                job.terminate();
            }
            let over = launch
                .limits
                .memory
                .is_some_and(|limit| job.peak_memory().is_some_and(|peak| peak > limit));
            if over || cancel.cancelled().is_some() {
                job.terminate();
            }
            // No file-size limit here: the output files are looked at instead, so that a
            // flood stops near the cap rather than filling the disk until the deadline.
            // A streamed run's stdout is a named pipe, which the relay caps (and which a
            // look at its metadata would open as a client).
            let cap = launch.limits.output_cap;
            let outputs = [&launch.stdout, &launch.stderr];
            let flooded = outputs[usize::from(launch.streamed)..]
                .iter()
                .any(|path| fs::metadata(path).is_ok_and(|meta| meta.len() > cap));
            if flooded {
                job.terminate_over_output();
            }
            std::thread::sleep(Duration::from_millis(2));
        };
        job.terminate();
        Ok((job.finished(status), fired))
    }
}

impl Drop for Executor<'_> {
    fn drop(&mut self) {
        // The spawners first (each ends with nothing of its runs left), then anything that
        // came back to the runner when a spawner was killed.
        #[cfg(unix)]
        self.idle.lock().unwrap_or_else(|e| e.into_inner()).clear();
        self.sweep_strays();
    }
}

/// Whether an output file must be removed when done with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Remove {
    Yes,
    No,
}

/// A run's stdout or stderr: our descriptor, and the path the child's side opens.
#[derive(Debug)]
struct OutputFile {
    file: File,
    path: PathBuf,
    remove: Remove,
}

impl Drop for OutputFile {
    fn drop(&mut self) {
        if self.remove == Remove::Yes {
            let _ = fs::remove_file(&self.path);
        }
    }
}

/// Waits for a child started here, with rusage where the platform has it.
fn wait_child(
    child: std::process::Child,
    deadline: Instant,
    cancel: &Cancel,
) -> io::Result<sys::Finished> {
    if sys::HAS_WAIT4 {
        // The watchdog kills the group at the deadline; wait4 returns then.
        let finished = sys::wait(child.id());
        // std never waited for this child; keep it from trying.
        std::mem::forget(child);
        return finished;
    }
    // No wait with resource usage and no group kill here (no platform today: Windows runs
    // go through their job in `run_direct`): poll, and end the process at the deadline or
    // on interrupt.
    let mut child = child;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(sys::Finished {
                status,
                cpu: None,
                peak_rss: None,
            });
        }
        if Instant::now() >= deadline || cancel.cancelled().is_some() {
            let _ = child.kill();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Everything needed to start one process: sent to a spawner, or used directly.
#[derive(Debug, Clone)]
struct Launch {
    program: PathBuf,
    args: Vec<OsString>,
    cwd: PathBuf,
    stdin: Option<PathBuf>,
    stdout: PathBuf,
    stderr: PathBuf,
    /// Whether stdin and stdout are named pipes to the runner (see
    /// [`Executor::run_streamed`]): stdin is then opened as it is, not copied.
    streamed: bool,
    env: Vec<(OsString, OsString)>,
    /// Which path starts it (a spawner always runs `Native`).
    platform: Platform,
    /// Where a copy of the input goes when there is no in-memory file for it.
    scratch: PathBuf,
    limits: RunLimits,
    /// What a confined run may read besides the system's folders.
    reads: Vec<PathBuf>,
    /// Files a confined run may write besides its folder (an interactor's result file).
    writes: Vec<PathBuf>,
}

impl Launch {
    /// Starts the process in its own group and puts its limits on. `all_cpus`: the CPUs
    /// to give back to a run that may use every core, when the starter is pinned to one.
    ///
    /// `kept`: where a spawner keeps its [`Confined`] threads between runs (`None`: a thread
    /// of its own for this run).
    fn spawn(
        &self,
        all_cpus: Option<&[usize]>,
        kept: Option<&mut Vec<Confined>>,
    ) -> io::Result<std::process::Child> {
        let stdin = match &self.stdin {
            Some(path) if self.streamed => Stdio::from(File::open(path)?),
            Some(path) => Stdio::from(input_copy(path, self.platform, &self.scratch)?),
            None => Stdio::null(),
        };
        let open = |path: &Path| OpenOptions::new().write(true).open(path);
        let mut command = Command::new(&self.program);
        command
            .args(&self.args)
            .current_dir(&self.cwd)
            .env_clear()
            .stdin(stdin)
            .stdout(open(&self.stdout)?)
            .stderr(open(&self.stderr)?);
        // Where limits are set at exec (a fork, not a spawn, anyway) the run gets a session
        // of its own there; a spawner leads a session of its own with no terminal, and its
        // runs are each a group in it.
        let at_exec_too = self.platform == Platform::Portable || !cfg!(target_os = "linux");
        #[cfg(unix)]
        if at_exec_too {
            sys::new_session_at_exec(&mut command);
        } else {
            command.process_group(0);
        }
        // Suspended until `run_direct` has put it in its job.
        #[cfg(windows)]
        sys::Job::prepare(&mut command);
        command.envs(self.env.iter().map(|(k, v)| (k, v)));
        let rules = match (self.limits.isolation, self.platform) {
            (Isolation::Sandboxed, Platform::Native) => Some(sys::RulesKind::Judged),
            (Isolation::Compiler, Platform::Native) => Some(sys::RulesKind::Compiler),
            _ => None,
        };
        // Where a running child's limits cannot be set (no prlimit), the child sets them.
        let at_exec = [
            (Resource::Cpu, self.limits.cpu.as_secs() + 1),
            (Resource::FileSize, self.limits.output_cap.saturating_add(1)),
            (Resource::Core, 0),
        ];
        if at_exec_too {
            sys::limits_at_exec(&mut command, &at_exec);
            if let Some(space) = self.limits.address_space() {
                sys::limits_at_exec(&mut command, &[(Resource::AddressSpace, space)]);
            }
        }
        match (at_exec_too, self.limits.memory) {
            (true, Some(memory)) => {
                sys::limits_at_exec(&mut command, &[(Resource::Stack, memory)]);
            }
            // The starter's stack limit is raised for solutions; a compiler gets the usual
            // (as the native path's `limit_child` below gives it).
            (true, None) => sys::limits_at_exec(&mut command, &[(Resource::Stack, DEFAULT_STACK)]),
            (false, _) => {}
        }
        let child = match rules {
            Some(kind) => {
                let rules = sys::Rules {
                    executable: &self.program,
                    writable: &self.cwd,
                    reads: &self.reads,
                    writes: &self.writes,
                    kind,
                };
                // A compiler's folder is new each time: no thread is kept for it.
                let kept = kept.filter(|_| kind == sys::RulesKind::Judged);
                spawn_sandboxed(command, &rules, kept)?
            }
            None => command.spawn()?,
        };
        let pid = child.id();
        if self.platform == Platform::Portable {
            return Ok(child);
        }
        // Limits go on right after exec (posix_spawn returns once the child has exec'd),
        // before the solution's runtime has set itself up.
        let limits = self.limits;
        let cpu_soft = limits.cpu.as_secs() + 1;
        let _ = sys::limit_child(pid, Resource::Cpu, cpu_soft, cpu_soft + 1);
        let cap = limits.output_cap.saturating_add(1);
        let _ = sys::limit_child(pid, Resource::FileSize, cap, cap);
        let _ = sys::limit_child(pid, Resource::Core, 0, 0);
        if let (Cores::All, Some(cpus)) = (limits.cores, all_cpus) {
            let _ = sys::set_affinity(pid, cpus);
        }
        if let Some(memory) = limits.memory {
            let _ = sys::limit_child(pid, Resource::Stack, memory, memory);
        } else {
            // The starter's stack limit is raised for solutions; a compiler gets the usual.
            let _ = sys::limit_child(pid, Resource::Stack, DEFAULT_STACK, u64::MAX)
                .or_else(|_| sys::limit_child(pid, Resource::Stack, DEFAULT_STACK, DEFAULT_STACK));
        }
        if let Some(space) = limits.address_space() {
            let _ = sys::limit_child(pid, Resource::AddressSpace, space, space);
        }
        Ok(child)
    }
}

/// How many [`Confined`] threads a spawner keeps: enough for `stress`, whose every seed runs
/// a generator, the solution and the brute force in turn.
const KEPT_CONFINED: usize = 4;

/// Starts `command` under the rules that let it run `program` and write only in `cwd`
/// (where the platform has them): on a thread that has taken those rules, which the program
/// inherits. (Rules applied in the child instead, by a pre-exec hook, would make std fork
/// the whole starter rather than spawn it, which is slower still.) With `kept`, that thread
/// is kept for the next run the same rules fit, with the [`KEPT_CONFINED`] used last;
/// without, it ends after this one.
fn spawn_sandboxed(
    mut command: Command,
    rules: &sys::Rules<'_>,
    mut kept: Option<&mut Vec<Confined>>,
) -> io::Result<std::process::Child> {
    // Rules hold the file they were made for. Another runner that built the same cache
    // entry renames its binary over this one's (`build::build_code`), and a rename between
    // the rules and the exec makes the exec refused: the rules are made again for the file
    // that is there now. A program that is refused under fresh rules too is refused.
    let mut tries = 0;
    loop {
        let (returned, spawned) = spawn_confined_once(command, rules, kept.as_deref_mut());
        match spawned {
            Err(e) if e.kind() == io::ErrorKind::PermissionDenied && tries < STALE_RULE_TRIES => {
                tries += 1;
                command = returned;
            }
            spawned => return spawned,
        }
    }
}

/// How many times [`spawn_sandboxed`] makes the rules again for a program refused under
/// them (each time, another runner renamed a new build over it).
const STALE_RULE_TRIES: usize = 3;

/// One try of [`spawn_sandboxed`]; gives the command back for the next. A kept thread whose
/// run was refused is let go.
fn spawn_confined_once(
    mut command: Command,
    rules: &sys::Rules<'_>,
    kept: Option<&mut Vec<Confined>>,
) -> (Command, io::Result<std::process::Child>) {
    let key = kept.as_ref().and_then(|_| ConfinedKey::of(rules));
    if let (Some(kept), Some(key)) = (kept, key) {
        // Most recently used last.
        if let Some(at) = kept.iter().position(|c| c.key == key) {
            let confined = kept.remove(at);
            kept.push(confined);
        } else {
            let Some(sandbox) = sys::sandbox(rules) else {
                let spawned = command.spawn();
                return (command, spawned);
            };
            if kept.len() >= KEPT_CONFINED {
                // Rules that fit nothing run lately (another problem, or a folder left dirty
                // and replaced): that thread ends here.
                kept.remove(0);
            }
            match Confined::start(key, sandbox) {
                Ok(confined) => kept.push(confined),
                Err(e) => return (command, Err(e)),
            }
        }
        if let Some(confined) = kept.last() {
            let (command, spawned) = confined.spawn(command);
            if spawned
                .as_ref()
                .is_err_and(|e| e.kind() == io::ErrorKind::PermissionDenied)
            {
                kept.pop();
            }
            return (command, spawned);
        }
    }
    let Some(sandbox) = sys::sandbox(rules) else {
        let spawned = command.spawn();
        return (command, spawned);
    };
    std::thread::scope(|scope| {
        scope
            .spawn(|| {
                let spawned = sys::confine_this_thread(&sandbox).and_then(|()| command.spawn());
                (command, spawned)
            })
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// A thread under one sandbox's rules that starts every run those rules fit: the same
/// program in the same run folder, each still the file the rules were made for. A spawner
/// keeps a few, so the rules are made and a thread is started once for the cases that run one
/// after another in a pooled folder (`engine::RunFolder`), not once per case: a thread per
/// case was about 60 µs, nearly half of the runner's overhead per case
/// (benches/judge-bench.sh, row a). A rule holds the file it was made for, so a program or
/// folder replaced at the same path is another key, and another thread.
pub(crate) struct Confined {
    key: ConfinedKey,
    requests: Option<std::sync::mpsc::Sender<Command>>,
    /// Each reply gives the command back (to try again with, [`spawn_sandboxed`]).
    replies: std::sync::mpsc::Receiver<(Command, io::Result<std::process::Child>)>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// The program and the folder a [`Confined`] thread's rules were made for: paths, and the
/// files they were (device and inode); and what else the rules let it read, each with the
/// file it was. Landlock's rules hold the files they were made on, not their paths: a file
/// read by path that was replaced since (a cache entry renamed over by another build of the
/// same source) needs rules of its own, or the run could not read it.
#[derive(Debug, PartialEq, Eq)]
struct ConfinedKey {
    program: (PathBuf, (u64, u64)),
    cwd: (PathBuf, (u64, u64)),
    reads: Vec<(PathBuf, Option<(u64, u64)>)>,
    writes: Vec<(PathBuf, Option<(u64, u64)>)>,
}

impl ConfinedKey {
    /// `None` where a file's identity cannot be read: that run gets a thread of its own.
    fn of(rules: &sys::Rules<'_>) -> Option<ConfinedKey> {
        let (program, cwd) = (rules.executable, rules.writable);
        #[cfg(unix)]
        let id = |path: &Path| {
            use std::os::unix::fs::MetadataExt;
            fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
        };
        #[cfg(not(unix))]
        let id = |_: &Path| None::<(u64, u64)>;
        let with_ids = |paths: &[PathBuf]| -> Vec<(PathBuf, Option<(u64, u64)>)> {
            paths.iter().map(|p| (p.clone(), id(p))).collect()
        };
        Some(ConfinedKey {
            program: (program.to_path_buf(), id(program)?),
            cwd: (cwd.to_path_buf(), id(cwd)?),
            reads: with_ids(rules.reads),
            writes: with_ids(rules.writes),
        })
    }
}

impl Confined {
    fn start(key: ConfinedKey, sandbox: sys::Sandbox) -> io::Result<Confined> {
        let (requests, inbox) = std::sync::mpsc::channel::<Command>();
        let (outbox, replies) = std::sync::mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("confined".to_owned())
            .spawn(move || {
                let confined = sys::confine_this_thread(&sandbox);
                drop(sandbox);
                for mut command in inbox {
                    let reply = match &confined {
                        Ok(()) => command.spawn(),
                        Err(e) => Err(io::Error::new(e.kind(), e.to_string())),
                    };
                    if outbox.send((command, reply)).is_err() {
                        return;
                    }
                }
            })?;
        Ok(Confined {
            key,
            requests: Some(requests),
            replies,
            thread: Some(thread),
        })
    }

    /// Starts `command` on the thread; the command comes back, also when the thread is gone.
    fn spawn(&self, command: Command) -> (Command, io::Result<std::process::Child>) {
        let gone = || io::Error::other("the thread that starts confined runs has ended");
        let Some(requests) = self.requests.as_ref() else {
            return (command, Err(gone()));
        };
        if let Err(std::sync::mpsc::SendError(command)) = requests.send(command) {
            return (command, Err(gone()));
        }
        match self.replies.recv() {
            Ok(reply) => reply,
            // The command went down with the thread: an empty one stands in (never run).
            Err(_) => (Command::new(""), Err(gone())),
        }
    }
}

impl Drop for Confined {
    fn drop(&mut self) {
        // Closing the channel ends the thread's loop.
        drop(self.requests.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// How a finished process ended.
fn exit_of(finished: &sys::Finished) -> Exit {
    #[cfg(unix)]
    let signal = finished.status.signal();
    #[cfg(not(unix))]
    let signal = None;
    match (finished.status.code(), signal) {
        (Some(code), _) => Exit::Code(code),
        (None, Some(signal)) => Exit::Signal(signal),
        (None, None) => Exit::Code(-1),
    }
}

/// A program's stdin: a copy of the input file in an anonymous in-memory file where the
/// platform has them, so that `/proc/self/fd/0` leads nowhere near the expected output;
/// else the file itself.
fn input_copy(path: &Path, platform: Platform, scratch: &Path) -> io::Result<File> {
    let mut file = File::open(path)?;
    let memory = match platform {
        Platform::Native => sys::memory_file().ok(),
        Platform::Portable => None,
    };
    let mut copy = match memory {
        Some(copy) => copy,
        None => {
            // A copy in the scratch folder, unlinked at once where the platform allows it:
            // the open descriptor is all the program gets.
            let copy = OpenOptions::new()
                .read(true)
                .write(true)
                .create_new(true)
                .open(scratch)?;
            let _ = fs::remove_file(scratch);
            copy
        }
    };
    io::copy(&mut file, &mut copy)?;
    copy.seek(SeekFrom::Start(0))?;
    Ok(copy)
}

/// The address-space cap for a memory limit: room for allocator slack and a vector's
/// doubling, so the verdict comes from peak RSS, while a runaway allocation still fails.
pub(crate) fn address_space_cap(memory: u64) -> u64 {
    memory.saturating_mul(2).saturating_add(64 << 20)
}

fn tail(file: &mut File, keep: u64) -> io::Result<String> {
    let len = file.seek(SeekFrom::End(0))?;
    file.seek(SeekFrom::Start(len.saturating_sub(keep)))?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    let mut text = String::from_utf8_lossy(&bytes).into_owned();
    if len > keep {
        // Start at a line boundary so the tail reads cleanly.
        if let Some(at) = text.find('\n') {
            text.drain(..=at);
        }
    }
    Ok(text)
}

/// The executor's own behaviour on real processes, started directly (the end-to-end tests
/// cover the spawner, which needs the built binary).
#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    fn limits(cpu_ms: u64, wall_ms: u64) -> RunLimits {
        RunLimits {
            cpu: Duration::from_millis(cpu_ms),
            wall: Duration::from_millis(wall_ms),
            memory: Some(256 << 20),
            output_cap: 1 << 20,
            stderr_keep: STDERR_TAIL_BYTES,
            cores: Cores::One,
            isolation: Isolation::Trusted,
            space: Space::Derived,
        }
    }

    /// Runs `sh -c script` directly under `limits`, with a watchdog thread.
    fn sh(script: &str, limits: RunLimits) -> RunOutcome {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let scratch = std::env::temp_dir().join(format!(
            "judge-runner-execute-{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        ));
        let watchdog = Watchdog::default();
        let outcome = std::thread::scope(|scope| {
            scope.spawn(|| watchdog.run());
            let env: Vec<_> = std::env::var_os("PATH")
                .map(|path| ("PATH".into(), path))
                .into_iter()
                .collect();
            let executor = Executor::new(
                scratch.clone(),
                &watchdog,
                Spawn::Direct,
                env,
                Platform::Native,
            )
            .unwrap();
            let args = ["-c", script].map(OsString::from);
            let outcome = executor.run(
                Path::new("sh"),
                &args,
                Input::Empty,
                &scratch,
                limits,
                &[],
                &[],
            );
            watchdog.stop();
            outcome
        });
        let _ = fs::remove_dir_all(&scratch);
        outcome.expect("sh runs")
    }

    #[test]
    fn output_exit_code_and_stderr_are_collected() {
        let run = sh("echo out; echo err >&2; exit 3", limits(2000, 5000));
        assert_eq!(run.stdout, b"out\n");
        assert_eq!(run.stderr_tail, "err\n");
        assert_eq!(run.exit, Exit::Code(3));
        assert_eq!(run.killed, Kill::None);
        assert!(run.peak_rss.is_some_and(|rss| rss > 0));
    }

    #[test]
    fn a_signal_is_reported() {
        let run = sh("kill -SEGV $$", limits(2000, 5000));
        assert_eq!(run.exit, Exit::Signal(11));
    }

    #[test]
    fn a_sleeper_is_killed_at_the_wall_deadline() {
        let started = Instant::now();
        let run = sh("exec sleep 30", limits(2000, 300));
        assert_eq!(run.killed, Kill::Deadline);
        assert_eq!(run.exit, Exit::Signal(sys::SIGKILL));
        assert!(started.elapsed() < Duration::from_secs(10));
    }

    #[test]
    fn a_spinner_is_stopped_once_past_its_cpu_limit() {
        let run = sh("while :; do :; done", limits(200, 20_000));
        assert_eq!(run.killed, Kill::Deadline);
        assert!(run.cpu > Duration::from_millis(200), "{:?}", run.cpu);
        // Stopped by the watchdog's CPU check, long before the 20 s wall deadline.
        assert!(run.wall < Duration::from_secs(10), "{:?}", run.wall);
    }

    #[test]
    fn a_flood_stops_at_the_cap_and_keeps_only_a_head() {
        let run = sh("exec yes", limits(5000, 20_000));
        assert!(run.output_capped);
        assert_eq!(run.exit, Exit::Signal(sys::SIGXFSZ));
        assert_eq!(run.stdout.len() as u64, FLOOD_HEAD_BYTES);
        assert!(run.stdout.starts_with(b"y\ny\n"));
    }
}

/// Sandboxed starts (Landlock), where the platform has them.
#[cfg(all(test, target_os = "linux"))]
mod sandboxed {
    use super::*;

    /// A folder of this test's own, holding a copy of `true` as the program to run in a
    /// cache folder, and the run folder (rules let a run execute anything in its folder).
    fn program_in(name: &str) -> Option<(PathBuf, PathBuf)> {
        let folder = std::env::temp_dir().join(format!("judge-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(folder.join("run")).unwrap();
        fs::create_dir_all(folder.join("cache")).unwrap();
        let program = folder.join("cache").join("program");
        let system = ["/bin/true", "/usr/bin/true"]
            .into_iter()
            .find(|p| Path::new(p).is_file())?;
        fs::copy(system, &program).unwrap();
        Some((folder, program))
    }

    /// Another runner building the same cache entry renames its binary over the one this
    /// runner made its rules for, between the rules and the exec: the run must still start,
    /// under rules made again for the file that is there now.
    #[test]
    #[allow(clippy::print_stderr)] // A skip says why.
    fn a_program_renamed_over_after_its_rules_were_made_still_starts() {
        let Some((root, program)) = program_in("renamed-over") else {
            eprintln!("SKIP: no /bin/true to copy");
            return;
        };
        let folder = root.join("run");
        if sys::landlock_abi() == 0 {
            eprintln!("SKIP: no Landlock here, so no rules to go stale");
            return;
        }
        let rules = sys::Rules {
            executable: &program,
            writable: &folder,
            reads: &[],
            writes: &[],
            kind: sys::RulesKind::Judged,
        };
        let mut kept = Vec::new();
        let starts = |kept: &mut Vec<Confined>| {
            // Another test's fork may briefly hold the copied program open for writing
            // (ETXTBSY on exec) until that child execs: try again for a while.
            for _ in 0..200 {
                let mut command = Command::new(&program);
                command.current_dir(&folder).env_clear();
                match spawn_sandboxed(command, &rules, Some(&mut *kept)) {
                    Ok(mut child) => return child.wait().unwrap().success(),
                    Err(e) if e.raw_os_error() == Some(26) => {
                        std::thread::sleep(Duration::from_millis(10));
                    }
                    Err(e) => panic!("the run did not start: {e}"),
                }
            }
            panic!("the run did not start: the program stayed busy for 2 s");
        };
        assert!(starts(&mut kept));
        assert_eq!(kept.len(), 1);
        // The same bytes, a new file at the same path, as `build::build_code` renames one in.
        let staged = root.join("cache").join("staged");
        fs::copy(&program, &staged).unwrap();
        fs::rename(&staged, &program).unwrap();
        // The kept thread's key now names the new file while its rules hold the old one: what
        // a key read just before the rename, and rules made just after it, come to.
        kept[0].key = ConfinedKey::of(&rules).unwrap();
        assert!(starts(&mut kept));
        assert_eq!(kept.len(), 1, "the stale thread is let go");
        let _ = fs::remove_dir_all(&root);
    }
}
