//! The executor: what the engine and the builds call to run a program under limits. It
//! makes the run's output files, starts the run through a spawner (or directly where there
//! is none), has the watchdog watch it, waits for it and reads back what it wrote, keeping
//! only a head of a flood and the tail of stderr.

#[cfg(windows)]
use super::address_space_cap;
use super::launch::Launch;
#[cfg(unix)]
use super::spawner::Spawner;
#[cfg(not(windows))]
use super::watchdog::watches_resident;
use super::watchdog::Watchdog;
use super::{Exit, Input, Kill, Platform, RunLimits, RunOutcome, FLOOD_HEAD_BYTES};
use crate::cancel::Cancel;
use crate::sys;
use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Seek, SeekFrom};
#[cfg(unix)]
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How the executor starts processes.
#[derive(Debug, Clone)]
pub(crate) enum Spawn {
    /// Through spawner processes (this binary run as `__spawner STACK`), one per worker.
    ///
    /// At exec Linux folds the parent's peak RSS into the child's `ru_maxrss`, so a child
    /// started by the runner would report at least the runner's own peak (a 40 MB answer
    /// file read for the case beside it, say). A spawner is a fresh, small process that
    /// never holds case data; it forks its children rather than
    /// vforking them, so that they do not report its own 4 MB either (see `Launch::command`).
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
            env: self.env_of(cwd, extra),
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

    /// The environment of a run in `cwd`: the executor's, `HOME` the run's own folder (a
    /// judge's scratch, never the user's home with its dotfiles), then `extra`, whose
    /// variables win.
    fn env_of(&self, cwd: &Path, extra: &[(OsString, OsString)]) -> Vec<(OsString, OsString)> {
        let home = (OsString::from("HOME"), cwd.as_os_str().to_owned());
        let mut env: Vec<(OsString, OsString)> = self
            .env
            .iter()
            .filter(|(name, _)| name != "HOME")
            .cloned()
            .chain([home])
            .collect();
        for (name, value) in extra {
            env.retain(|(kept, _)| kept != name);
            env.push((name.clone(), value.clone()));
        }
        env
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
            env: self.env_of(cwd, &[]),
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
pub(super) fn wait_child(
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
    use crate::execute::{Cores, Isolation, Space, STDERR_TAIL_BYTES};

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
