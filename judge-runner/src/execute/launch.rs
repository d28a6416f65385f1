//! One process to start, as a value: what the executor hands a spawner (or starts itself),
//! and how it is started: its stdin a private copy of the input, its own group or session,
//! the environment it is given and nothing else, and its limits put on at exec or right
//! after it, whichever the platform allows.

use super::confine::{spawn_sandboxed, Confined};
use super::{Cores, Isolation, Platform, RunLimits, DEFAULT_STACK};
use crate::sys::{self, Resource};
use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Seek, SeekFrom};
#[cfg(unix)]
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Everything needed to start one process: sent to a spawner, or used directly.
#[derive(Debug, Clone)]
pub(super) struct Launch {
    pub(super) program: PathBuf,
    pub(super) args: Vec<OsString>,
    pub(super) cwd: PathBuf,
    pub(super) stdin: Option<PathBuf>,
    pub(super) stdout: PathBuf,
    pub(super) stderr: PathBuf,
    /// Whether stdin and stdout are named pipes to the runner (see
    /// [`Executor::run_streamed`]): stdin is then opened as it is, not copied.
    pub(super) streamed: bool,
    pub(super) env: Vec<(OsString, OsString)>,
    /// Which path starts it (a spawner always runs `Native`).
    pub(super) platform: Platform,
    /// Where a copy of the input goes when there is no in-memory file for it.
    pub(super) scratch: PathBuf,
    pub(super) limits: RunLimits,
    /// What a confined run may read besides the system's folders.
    pub(super) reads: Vec<PathBuf>,
    /// Files a confined run may write besides its folder (an interactor's result file).
    pub(super) writes: Vec<PathBuf>,
}

impl Launch {
    /// Starts the process in its own group and puts its limits on. `all_cpus`: the CPUs
    /// to give back to a run that may use every core, when the starter is pinned to one.
    ///
    /// `kept`: where a spawner keeps its [`Confined`] threads between runs (`None`: a thread
    /// of its own for this run).
    pub(super) fn spawn(
        &self,
        all_cpus: Option<&[usize]>,
        kept: Option<&mut Vec<Confined>>,
    ) -> io::Result<std::process::Child> {
        let mut command = self.command()?;
        if self.limited_at_exec() {
            self.limit_at_exec(&mut command);
        }
        let child = self.start(command, kept)?;
        if self.platform != Platform::Portable {
            self.limit_after_exec(child.id(), all_cpus);
        }
        Ok(child)
    }

    /// Whether the run's limits are set at exec (a fork, not a spawn, anyway): where a
    /// running child's limits cannot be set (no prlimit), the child sets them.
    fn limited_at_exec(&self) -> bool {
        self.platform == Platform::Portable || !cfg!(target_os = "linux")
    }

    /// The command for the run: its files, its group or session, its environment.
    fn command(&self) -> io::Result<Command> {
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
        // Where limits are set at exec the run gets a session of its own there; a spawner
        // leads a session of its own with no terminal, and its runs are each a group in it.
        #[cfg(unix)]
        if self.limited_at_exec() {
            sys::new_session_at_exec(&mut command);
        } else {
            command.process_group(0);
            // Forked, not vforked: its peak memory is then its own. Linux folds the peak of
            // the memory a process had before exec into its `ru_maxrss`, and a vforked child
            // (std's `posix_spawn`) shares the starter's whole memory until then: a trivial
            // program read the spawner's 4 MB (the runner binary's pages, mostly) where
            // `/usr/bin/time` says 1.9 MB, and under BOJ's 4 MB limit was MLE whatever it
            // used. A forked child holds a copy of only the spawner's few hundred kB of
            // anonymous pages, less than any program's own. It costs about 0.15 ms of the
            // spawner's time per run (benches/memory-bench.sh), none of the program's.
            #[cfg(target_os = "linux")]
            sys::fork_at_spawn(&mut command);
        }
        // Suspended until `run_direct` has put it in its job.
        #[cfg(windows)]
        sys::Job::prepare(&mut command);
        command.envs(self.env.iter().map(|(k, v)| (k, v)));
        Ok(command)
    }

    /// Has the child set its own limits at exec.
    fn limit_at_exec(&self, command: &mut Command) {
        let at_exec = [
            (Resource::Cpu, self.limits.cpu.as_secs() + 1),
            (Resource::FileSize, self.limits.output_cap.saturating_add(1)),
            (Resource::Core, 0),
        ];
        sys::limits_at_exec(command, &at_exec);
        if let Some(space) = self.limits.address_space() {
            sys::limits_at_exec(command, &[(Resource::AddressSpace, space)]);
        }
        // The starter's stack limit is raised for solutions; a compiler gets the usual
        // (as the native path's `limit_child` in `limit_after_exec` gives it).
        let stack = self.limits.memory.unwrap_or(DEFAULT_STACK);
        sys::limits_at_exec(command, &[(Resource::Stack, stack)]);
    }

    /// Starts `command`, under its sandbox's rules where it is confined (Linux's native
    /// path).
    fn start(
        &self,
        mut command: Command,
        kept: Option<&mut Vec<Confined>>,
    ) -> io::Result<std::process::Child> {
        let kind = match (self.limits.isolation, self.platform) {
            (Isolation::Sandboxed, Platform::Native) => sys::RulesKind::Judged,
            (Isolation::Compiler, Platform::Native) => sys::RulesKind::Compiler,
            _ => return command.spawn(),
        };
        let rules = sys::Rules {
            executable: &self.program,
            writable: &self.cwd,
            reads: &self.reads,
            writes: &self.writes,
            kind,
        };
        // A compiler's folder is new each time: no thread is kept for it.
        let kept = kept.filter(|_| kind == sys::RulesKind::Judged);
        spawn_sandboxed(command, &rules, kept)
    }

    /// Puts the limits on the started child `pid`: right after exec (posix_spawn returns
    /// once the child has exec'd), before the solution's runtime has set itself up.
    fn limit_after_exec(&self, pid: u32, all_cpus: Option<&[usize]>) {
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
