//! One run of a program under limits: its own process group, input from a file, output to
//! capped files, CPU time and peak memory from the kernel, a kill at the wall deadline.
//!
//! Output goes to unlinked temporary files rather than pipes, as judges do: the solution can
//! read and write in any order without deadlock, a grandchild that keeps the descriptor open
//! cannot hang the runner, and the file-size rlimit turns a flood into SIGXFSZ at the cap
//! without a reader thread per run.

use crate::sys::{self, Resource};
use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How much of a solution's stderr a report keeps.
pub(crate) const STDERR_TAIL_BYTES: u64 = 4096;
/// How often the watchdog looks for an interrupt when no deadline is near.
const WATCH_TICK: Duration = Duration::from_millis(50);

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
    /// Whether stdout passed the cap (then `stdout` holds the first `output_cap` bytes).
    pub output_capped: bool,
    /// The last few KiB of stderr, lossily decoded.
    pub stderr_tail: String,
    pub killed: Kill,
}

/// Kills process groups whose wall deadline passed, and every group on interrupt.
///
/// One watchdog serves all concurrent runs: a thread per run would cost more than the
/// runs of small cases.
#[derive(Debug, Default)]
pub(crate) struct Watchdog {
    state: Mutex<WatchState>,
    wake: Condvar,
}

#[derive(Debug, Default)]
struct WatchState {
    next_id: u64,
    runs: Vec<Watched>,
    stopping: bool,
}

#[derive(Debug)]
struct Watched {
    id: u64,
    pgid: u32,
    deadline: Instant,
    fired: Arc<AtomicBool>,
}

impl Watchdog {
    /// Watches until [`Watchdog::stop`]; run it on its own thread.
    pub(crate) fn run(&self) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if state.stopping {
                return;
            }
            let now = Instant::now();
            let interrupted = sys::interrupted().is_some();
            for run in &state.runs {
                let due = run.deadline <= now && !run.fired.swap(true, Ordering::SeqCst);
                if interrupted || due {
                    sys::kill_group(run.pgid, sys::SIGKILL);
                }
            }
            let next = state
                .runs
                .iter()
                .filter(|r| !r.fired.load(Ordering::SeqCst))
                .map(|r| r.deadline.saturating_duration_since(now))
                .min()
                .unwrap_or(WATCH_TICK)
                .min(WATCH_TICK);
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

    fn watch(&self, pgid: u32, deadline: Instant) -> WatchGuard<'_> {
        let fired = Arc::new(AtomicBool::new(false));
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.next_id += 1;
        let id = state.next_id;
        state.runs.push(Watched {
            id,
            pgid,
            deadline,
            fired: Arc::clone(&fired),
        });
        drop(state);
        self.wake.notify_all();
        WatchGuard {
            watchdog: self,
            id,
            fired,
        }
    }
}

struct WatchGuard<'a> {
    watchdog: &'a Watchdog,
    id: u64,
    fired: Arc<AtomicBool>,
}

impl WatchGuard<'_> {
    fn fired(&self) -> bool {
        self.fired.load(Ordering::SeqCst)
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

/// Runs programs under limits; shared by all worker threads of one judging session.
#[derive(Debug)]
pub(crate) struct Executor<'w> {
    scratch: PathBuf,
    watchdog: &'w Watchdog,
    counter: AtomicU64,
}

impl<'w> Executor<'w> {
    /// An executor keeping its temporary files in `scratch` (created if missing).
    ///
    /// # Errors
    /// When `scratch` cannot be created.
    pub(crate) fn new(scratch: PathBuf, watchdog: &'w Watchdog) -> io::Result<Self> {
        fs::create_dir_all(&scratch)?;
        Ok(Executor {
            scratch,
            watchdog,
            counter: AtomicU64::new(0),
        })
    }

    /// The folder for temporary files.
    pub(crate) fn scratch(&self) -> &Path {
        &self.scratch
    }

    /// A fresh path in the scratch folder, unique within this process.
    pub(crate) fn scratch_path(&self, tag: &str) -> PathBuf {
        let n = self.counter.fetch_add(1, Ordering::Relaxed);
        self.scratch
            .join(format!("{}-{n}-{tag}", std::process::id()))
    }

    /// An open temporary file that is already unlinked: nothing to clean up, ever.
    fn anonymous_file(&self, tag: &str) -> io::Result<File> {
        let path = self.scratch_path(tag);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)?;
        fs::remove_file(&path)?;
        Ok(file)
    }

    /// Runs `program args` in `cwd` under `limits`.
    ///
    /// # Errors
    /// Only when the program cannot be started or waited for; everything the program
    /// itself does (crash, hang, flood) is an outcome, not an error.
    pub(crate) fn run(
        &self,
        program: &Path,
        args: &[OsString],
        input: Input<'_>,
        cwd: &Path,
        limits: RunLimits,
    ) -> io::Result<RunOutcome> {
        let stdin = match input {
            Input::File(path) => Stdio::from(File::open(path)?),
            Input::Empty => Stdio::null(),
        };
        let mut stdout = self.anonymous_file("out")?;
        let mut stderr = self.anonymous_file("err")?;
        let mut command = Command::new(program);
        command
            .args(args)
            .current_dir(cwd)
            .env_clear()
            .stdin(stdin)
            .stdout(stdout.try_clone()?)
            .stderr(stderr.try_clone()?)
            .process_group(0);
        if let Some(path) = std::env::var_os("PATH") {
            command.env("PATH", path);
        }
        // The kernel folds the parent's peak RSS into the child's at exec (the vfork child
        // execs from the parent's memory map), so the runner lowers its own high-water mark
        // to its current size first: the child's figure then carries at most the runner's
        // present few MiB, never a past peak such as a large answer file read earlier.
        sys::reset_own_peak_rss();
        let started = Instant::now();
        let child = command.spawn()?;
        let pid = child.id();
        // Limits go on right after exec, before the solution's runtime has set itself up
        // (spawning through posix_spawn keeps the runner's own memory out of the child's
        // peak RSS, which a fork before exec would add).
        let cpu_soft = limits.cpu.as_secs() + 1;
        let _ = sys::limit_child(pid, Resource::Cpu, cpu_soft, cpu_soft + 1);
        let cap = limits.output_cap.saturating_add(1);
        let _ = sys::limit_child(pid, Resource::FileSize, cap, cap);
        let _ = sys::limit_child(pid, Resource::Core, 0, 0);
        if let Some(memory) = limits.memory {
            let _ = sys::limit_child(pid, Resource::Stack, memory, memory);
            let space = address_space_cap(memory);
            let _ = sys::limit_child(pid, Resource::AddressSpace, space, space);
        }
        let guard = self.watchdog.watch(pid, started + limits.wall);
        let finished = if sys::HAS_WAIT4 {
            let finished = sys::wait(pid);
            // std never waited for this child; keep it from trying.
            std::mem::forget(child);
            finished?
        } else {
            let mut child = child;
            let status = child.wait()?;
            sys::Finished {
                status,
                cpu: None,
                peak_rss: None,
            }
        };
        let wall = started.elapsed();
        // Grandchildren die with the solution: none may outlive its run.
        sys::kill_group(pid, sys::SIGKILL);
        let killed = if sys::interrupted().is_some() {
            Kill::Interrupt
        } else if guard.fired() {
            Kill::Deadline
        } else {
            Kill::None
        };
        drop(guard);
        let exit = match (finished.status.code(), finished.status.signal()) {
            (Some(code), _) => Exit::Code(code),
            (None, Some(signal)) => Exit::Signal(signal),
            (None, None) => Exit::Code(-1),
        };
        stdout.seek(SeekFrom::Start(0))?;
        let mut out = Vec::new();
        (&mut stdout)
            .take(limits.output_cap + 1)
            .read_to_end(&mut out)?;
        let output_capped = out.len() as u64 > limits.output_cap;
        out.truncate(usize::try_from(limits.output_cap).unwrap_or(usize::MAX));
        Ok(RunOutcome {
            exit,
            cpu: finished.cpu.unwrap_or(wall),
            wall,
            peak_rss: finished.peak_rss,
            stdout: out,
            output_capped,
            stderr_tail: tail(&mut stderr, limits.stderr_keep)?,
            killed,
        })
    }
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
