//! The runner's only `unsafe`: the few system calls std does not expose, behind one set of
//! portable functions, with a file per platform: `sys/posix.rs` (every Unix: rusage,
//! process-group kill, signal handlers, rlimits), `sys/linux.rs` (Linux adds limits on a
//! running child, memfd, affinity, the subreaper and Landlock), `sys/other_unix.rs` (macOS:
//! POSIX, plus the resident size of a process on macOS) and `sys/windows.rs` (a Job Object
//! per run). What each platform enforces is in docs/sandbox.md.
#![expect(unsafe_code, reason = "the platform module is the one place for FFI")]

use std::io;
use std::path::Path;
use std::process::ExitStatus;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;

/// What the kernel reports about a finished child.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Finished {
    /// How it ended: exit code or signal.
    pub status: ExitStatus,
    /// User plus system CPU time, when the platform reports it.
    pub cpu: Option<Duration>,
    /// Peak resident set in bytes, when the platform reports it.
    pub peak_rss: Option<u64>,
}

impl Finished {
    /// This run's usage with that of its descendants reaped apart from it: CPU time adds
    /// up, the peak is the largest of one process (each had its own address-space cap).
    pub(crate) fn with_descendants(self, descendants: &[Finished]) -> Finished {
        let mut total = self;
        for other in descendants {
            total.cpu = match (total.cpu, other.cpu) {
                (Some(a), Some(b)) => Some(a + b),
                (a, b) => a.or(b),
            };
            total.peak_rss = total.peak_rss.max(other.peak_rss);
        }
        total
    }
}

/// A resource limit the runner sets on a child.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Resource {
    /// CPU seconds; past the soft limit SIGXCPU, past the hard one SIGKILL.
    Cpu,
    /// Largest file the process may write; past it SIGXFSZ. Caps redirected output.
    FileSize,
    /// Stack size of the main thread.
    Stack,
    /// Address space: a runaway allocation fails instead of eating the machine.
    AddressSpace,
    /// Core dump size; zero, so crashing solutions leave no files behind.
    Core,
}

/// SIGKILL, sent to a process group at the wall deadline.
pub(crate) const SIGKILL: i32 = 9;

/// The conventional name of a signal number (Linux numbering).
pub(crate) fn signal_name(signal: i32) -> String {
    let name = match signal {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        5 => "SIGTRAP",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        10 => "SIGUSR1",
        11 => "SIGSEGV",
        12 => "SIGUSR2",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        31 => "SIGSYS",
        _ => return format!("signal {signal}"),
    };
    name.to_owned()
}

/// The name of a Windows NTSTATUS crash code that a process exits with (`0xC00000FD`, as
/// the `i32` std reports), for the ones a solution meets; `None` for any other code. Pure
/// and on every platform: no Unix exit code is negative, so it never names one there.
pub(crate) fn windows_status_name(code: i32) -> Option<&'static str> {
    // The codes are u32 in the SDK; std gives the exit code's bits as an i32.
    Some(match code as u32 {
        0xC000_00FD => "STATUS_STACK_OVERFLOW",
        0xC000_0005 => "STATUS_ACCESS_VIOLATION",
        0xC000_0094 => "STATUS_INTEGER_DIVIDE_BY_ZERO",
        0xC000_0409 => "STATUS_STACK_BUFFER_OVERRUN",
        0xC000_0017 => "STATUS_NO_MEMORY",
        0xC000_001D => "STATUS_ILLEGAL_INSTRUCTION",
        0xC000_0096 => "STATUS_PRIVILEGED_INSTRUCTION",
        0xC000_0904 => "STATUS_FILE_TOO_LARGE",
        _ => return None,
    })
}

/// The exit code of a process that Rust's runtime aborted on Windows (`abort()` there is
/// `__fastfail`, which ends the process with STATUS_STACK_BUFFER_OVERRUN): what SIGABRT is
/// on Unix, after a failed allocation, say.
pub(crate) const WINDOWS_ABORT: i32 = 0xC000_0409_u32 as i32;

/// The exit code the runner gives the processes of a Windows run it ended for passing the
/// output cap (STATUS_FILE_TOO_LARGE): what SIGXFSZ is on Unix, where the kernel sends it.
pub(crate) const WINDOWS_OUTPUT_CAP: i32 = 0xC000_0904_u32 as i32;

/// SIGABRT: `abort()`, how Rust's runtime ends a process after a failed allocation or a
/// stack overflow.
pub(crate) const SIGABRT: i32 = 6;
/// A write to a pipe nobody reads (13 on every Unix).
pub(crate) const SIGPIPE: i32 = 13;
/// SIGINT: Ctrl-C at the terminal.
pub(crate) const SIGINT: i32 = 2;
/// SIGTERM: the polite request to stop.
pub(crate) const SIGTERM: i32 = 15;
/// SIGXCPU: the CPU rlimit was passed.
pub(crate) const SIGXCPU: i32 = 24;
/// SIGXFSZ: the output file cap was passed.
pub(crate) const SIGXFSZ: i32 = 25;

/// The signal that interrupted the runner (SIGINT or SIGTERM), or 0.
static INTERRUPTED: AtomicI32 = AtomicI32::new(0);

/// The signal that asked the runner to stop, if one has arrived.
pub(crate) fn interrupted() -> Option<i32> {
    match INTERRUPTED.load(Ordering::SeqCst) {
        0 => None,
        signal => Some(signal),
    }
}

#[cfg(unix)]
#[path = "sys/posix.rs"]
mod posix;

#[cfg(not(target_os = "linux"))]
#[path = "sys/unsupported.rs"]
mod unsupported;

#[cfg(target_os = "linux")]
#[path = "sys/linux.rs"]
mod imp;

#[cfg(all(unix, not(target_os = "linux")))]
#[path = "sys/other_unix.rs"]
mod imp;

#[cfg(windows)]
#[path = "sys/windows.rs"]
mod imp;

pub(crate) use imp::Sandbox;

/// A Job Object per run: see `sys/windows.rs`.
#[cfg(windows)]
pub(crate) use imp::Job;

/// Folders a confined program may read and execute from: the system's programs and
/// libraries. Not `/proc`, `/tmp`, `/dev/shm` or home folders.
const SANDBOX_READABLE: &[&str] = &["/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin"];

/// What of `/etc` a confined program may read: what the dynamic loader and the C library
/// look for, not the rest (`/etc/shadow`, which root owns and could read).
const SANDBOX_ETC: &[&str] = &[
    "/etc/ld.so.cache",
    "/etc/ld.so.conf",
    "/etc/ld.so.conf.d",
    "/etc/ld.so.preload",
    "/etc/localtime",
    "/etc/alternatives",
];

/// Whose rules they are: which devices a run may open.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum RulesKind {
    /// A judged program or a tool of the judge data: `/dev/null`, `/dev/zero`,
    /// `/dev/urandom` and `/dev/random`.
    Judged,
    /// A compiler: `/dev/null` and `/dev/urandom` only (`include_bytes!("/dev/zero")` would
    /// grow it without bound).
    Compiler,
}

/// What one confined run may reach, besides the system's folders ([`SANDBOX_READABLE`],
/// [`SANDBOX_ETC`]) and its devices: execute `executable`, read (and execute) `reads`, do
/// write `writes`, do anything inside `writable`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rules<'a> {
    pub executable: &'a Path,
    pub writable: &'a Path,
    pub reads: &'a [std::path::PathBuf],
    /// Files it may write (they exist already): an interactor's result file.
    pub writes: &'a [std::path::PathBuf],
    pub kind: RulesKind,
}

/// The confinement of one run (Linux): Landlock rules (≥ 5.13, where enabled) for `rules`,
/// TCP refused (ABI 4), ioctls on devices (ABI 5), signals and abstract sockets outside the
/// run (ABI 6); a seccomp filter for sockets, ptrace, TIOCSTI and the rest Landlock does not
/// cover, and for signals where it cannot; as root, no capability. `None` where the
/// platform confines nothing.
pub(crate) fn sandbox(rules: &Rules<'_>) -> Option<Sandbox> {
    imp::sandbox(rules)
}

/// Puts the calling thread, and every process it starts from now on, under `sandbox`, for
/// good: call it on a thread of its own that starts only the programs the rules were made
/// for (`execute::Confined`).
///
/// # Errors
/// When the kernel refuses the rules.
pub(crate) fn confine_this_thread(sandbox: &Sandbox) -> io::Result<()> {
    imp::confine_this_thread(sandbox)
}

/// Caps the Landlock ABI the runner uses at `cap` (0: no Landlock), to try an older
/// kernel's fallbacks on a newer one (`JUDGE_LANDLOCK_ABI`).
pub(crate) fn cap_landlock_abi(cap: i64) {
    #[cfg(target_os = "linux")]
    imp::cap_landlock_abi(cap);
    #[cfg(not(target_os = "linux"))]
    let _ = cap;
}

/// The Landlock ABI runs are confined with (0: none, or not Linux).
#[cfg(test)]
pub(crate) fn landlock_abi() -> i64 {
    #[cfg(target_os = "linux")]
    return imp::landlock_abi();
    #[cfg(not(target_os = "linux"))]
    0
}

/// What this machine gives a confined run, one line each, for `--sandbox-info`.
pub(crate) fn sandbox_info() -> Vec<String> {
    imp::sandbox_info()
}

/// Marks every descriptor above stderr close-on-exec, so that nothing this process
/// inherited (a terminal, a CI log pipe, cargo's jobserver) reaches what it starts.
pub(crate) fn close_inherited_descriptors() {
    #[cfg(unix)]
    imp::close_inherited_descriptors();
}

/// Makes the child `command` starts the leader of a session of its own, without a
/// terminal (set just before exec, so `command` forks rather than spawns).
#[cfg(unix)]
pub(crate) fn new_session_at_exec(command: &mut std::process::Command) {
    posix::new_session_at_exec(command);
}

/// Makes `command` fork its child rather than vfork it, so that the child's peak memory is
/// its own (see `posix::fork_at_spawn`).
#[cfg(target_os = "linux")]
pub(crate) fn fork_at_spawn(command: &mut std::process::Command) {
    posix::fork_at_spawn(command);
}

/// Gives the heap's free pages back to the system before a fork, so that a forked child's
/// peak counts no more of its starter than the memory in use (see `posix::release_free_heap`).
#[cfg(unix)]
pub(crate) fn release_free_heap() {
    posix::release_free_heap();
}

/// The cap [`cap_landlock_abi`] set, for the spawners to take on (`None`: no cap).
pub(crate) fn landlock_abi_cap() -> Option<i64> {
    #[cfg(target_os = "linux")]
    return imp::landlock_abi_cap();
    #[cfg(not(target_os = "linux"))]
    None
}

/// Makes this process the leader of a new session with no controlling terminal: what it
/// starts cannot open `/dev/tty` or signal the user's shell as its session's leader.
pub(crate) fn new_session() -> bool {
    #[cfg(unix)]
    return posix::new_session();
    #[cfg(not(unix))]
    false
}

/// Whether [`wait_any`] may block.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Block {
    Yes,
    No,
}

/// What [`wait_any`] found.
#[derive(Debug)]
pub(crate) enum Reaped {
    /// A child had ended and was reaped: what it used (its own reaped children included).
    Exited(Finished),
    /// Children are left, none has ended (only without blocking).
    Running,
    /// This process has no children left.
    NoChildren,
    /// The wait failed for another reason.
    Failed,
}

/// Reaps one ended child of this process, any of them.
pub(crate) fn wait_any(block: Block) -> Reaped {
    imp::wait_any(block)
}

/// Makes this process the reaper of its orphaned descendants (`PR_SET_CHILD_SUBREAPER`):
/// a process that leaves its group and loses its parent comes back to it, not to init.
/// Returns whether the platform did it.
pub(crate) fn become_subreaper() -> bool {
    imp::become_subreaper()
}

/// The children of this process (every thread's), from `/proc/self/task/*/children`;
/// empty where that does not exist.
pub(crate) fn children() -> Vec<u32> {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return Vec::new();
    };
    let mut pids = Vec::new();
    for task in tasks.flatten() {
        if let Ok(list) = std::fs::read_to_string(task.path().join("children")) {
            pids.extend(
                list.split_whitespace()
                    .filter_map(|p| p.parse::<u32>().ok()),
            );
        }
    }
    pids
}

/// Overwrites the values of this process's original environment block, as other processes
/// see it in `/proc/<pid>/environ`, except those of the variables in `keep` (an entry that
/// ends in `*` keeps every name with that prefix). `main` calls
/// it once it has read what it needs, so that a judged program cannot read a token through
/// the runner. Returns whether the block was scrubbed (Linux only; no `unsafe`: the block is
/// found through `/proc/self/stat` and written through `/proc/self/mem`).
pub(crate) fn scrub_environment(keep: &[&str]) -> bool {
    use std::io::{Read, Seek, SeekFrom, Write};
    let Some((start, end)) = environment_block() else {
        return false;
    };
    let Ok(mut mem) = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/proc/self/mem")
    else {
        return false;
    };
    let mut block = vec![0u8; usize::try_from(end.saturating_sub(start)).unwrap_or(0)];
    if mem.seek(SeekFrom::Start(start)).is_err() || mem.read_exact(&mut block).is_err() {
        return false;
    }
    let mut offset = 0;
    for entry in block.split(|&b| b == 0) {
        let name_len = entry.iter().position(|&b| b == b'=').unwrap_or(entry.len());
        let name = std::str::from_utf8(&entry[..name_len]).unwrap_or("");
        let kept = keep.iter().any(|k| match k.strip_suffix('*') {
            Some(prefix) => name.starts_with(prefix),
            None => *k == name,
        });
        if !kept && name_len < entry.len() {
            let value = (
                start + (offset + name_len + 1) as u64,
                entry.len() - name_len - 1,
            );
            let zeros = vec![0u8; value.1];
            if mem.seek(SeekFrom::Start(value.0)).is_err() || mem.write_all(&zeros).is_err() {
                return false;
            }
        }
        offset += entry.len() + 1;
    }
    true
}

/// `env_start` and `env_end` of `/proc/self/stat` (fields 50 and 51).
fn environment_block() -> Option<(u64, u64)> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat
        .get(stat.rfind(')')? + 1..)?
        .split_whitespace()
        .collect();
    // Fields after the name start at 3 (state); field n is at index n - 3.
    let start = fields.get(47)?.parse().ok()?;
    let end = fields.get(48)?.parse().ok()?;
    (start < end).then_some((start, end))
}

/// What identifies a file's content and metadata as last changed: inode and change time on
/// Unix (no program can set a change time back), the modification time elsewhere.
pub(crate) fn change_stamp(meta: &std::fs::Metadata) -> (u64, i64, i64) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        (meta.ino(), meta.ctime(), meta.ctime_nsec())
    }
    #[cfg(not(unix))]
    {
        let since = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .unwrap_or_default();
        (0, since.as_secs() as i64, i64::from(since.subsec_nanos()))
    }
}

/// Whether this platform has `wait4` with rusage; without it the executor polls std's
/// `try_wait` and kills at the deadline itself.
pub(crate) const HAS_WAIT4: bool = cfg!(unix);

/// Where a running child's limits cannot be changed (no `prlimit`), sets `limits` (soft =
/// hard) in the child `command` starts, just before exec; elsewhere nothing.
pub(crate) fn limits_at_exec(command: &mut std::process::Command, limits: &[(Resource, u64)]) {
    imp::limits_at_exec(command, limits);
}

/// Which way the runner's relay moves the bytes of one of an interactive run's pipes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Flow {
    /// A program writes, the runner reads (the program's stdout).
    ToRunner,
    /// The runner writes, a program reads (the program's stdin).
    FromRunner,
}

/// One named pipe of an interactive run: a program opens [`Fifo::path`] as its stdin or
/// stdout, the runner's relay takes the other end with [`Fifo::runner_end`]. On Unix a FIFO
/// in the run's scratch folder; on Windows a named pipe (`\\.\pipe\…`) whose server end
/// the runner made and holds.
pub(crate) struct Fifo {
    path: std::path::PathBuf,
    flow: Flow,
    #[cfg(windows)]
    server: std::sync::Mutex<Option<std::fs::File>>,
}

impl Fifo {
    /// Makes the pipe `name` of a run whose scratch folder is `folder` (on Windows the
    /// folder only makes the name unique).
    ///
    /// # Errors
    /// When it cannot be made, or the platform has neither kind of named pipe.
    pub(crate) fn make(folder: &Path, name: &str, flow: Flow) -> io::Result<Fifo> {
        #[cfg(unix)]
        {
            let path = folder.join(name);
            posix::make_fifo(&path)?;
            Ok(Fifo { path, flow })
        }
        #[cfg(windows)]
        {
            let (path, server) = imp::make_pipe(folder, name, flow)?;
            Ok(Fifo {
                path,
                flow,
                server: std::sync::Mutex::new(Some(server)),
            })
        }
        #[cfg(not(any(unix, windows)))]
        {
            let _ = (folder, name, flow);
            Err(io::Error::new(
                io::ErrorKind::Unsupported,
                "interactive problems need named pipes, which this platform lacks",
            ))
        }
    }

    /// What a program opens: for reading when the runner writes, else for writing.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// The runner's end, once a program has its end open (or [`Fifo::unblock`] was called):
    /// opened for writing when the runner writes, else for reading. Taken once.
    ///
    /// # Errors
    /// When it cannot be opened (or was taken already).
    pub(crate) fn runner_end(&self) -> io::Result<std::fs::File> {
        #[cfg(windows)]
        {
            let server = self
                .server
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take()
                .ok_or_else(|| io::Error::other("the runner's end was taken already"))?;
            imp::connect_pipe(&server)?;
            Ok(server)
        }
        #[cfg(not(windows))]
        {
            let mut open = std::fs::OpenOptions::new();
            match self.flow {
                Flow::FromRunner => open.write(true),
                Flow::ToRunner => open.read(true),
            };
            open.open(&self.path)
        }
    }

    /// Lets a [`Fifo::runner_end`] that waits for a program which never opened its end go
    /// on: opens the program's end and closes it again, which never blocks.
    pub(crate) fn unblock(&self) {
        let mut open = std::fs::OpenOptions::new();
        if cfg!(windows) {
            // A pipe's client may ask only for the access the pipe's direction gives it.
            match self.flow {
                Flow::FromRunner => open.read(true),
                Flow::ToRunner => open.write(true),
            };
        } else {
            // Both ways at once: a FIFO so opened never waits for the other side.
            open.read(true).write(true);
        }
        let _ = open.open(&self.path);
    }
}

/// Waits for child `pid` and returns its status, CPU time and peak memory.
///
/// # Errors
/// When the wait itself fails (the child is not ours).
pub(crate) fn wait(pid: u32) -> io::Result<Finished> {
    imp::wait(pid)
}

/// Sends `signal` to every process of group `pgid`. Errors (an empty group) are ignored.
pub(crate) fn kill_group(pgid: u32, signal: i32) {
    imp::kill_group(pgid, signal);
}

/// CPU time (user + system) used so far by the live process `pid`, from
/// `/proc/<pid>/stat` (in clock ticks of 1/100 s, the value of USER_HZ on Linux).
pub(crate) fn cpu_time(pid: u32) -> Option<Duration> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    let fields: Vec<&str> = stat
        .get(stat.rfind(')')? + 1..)?
        .split_whitespace()
        .collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some(Duration::from_millis((utime + stime) * 10))
}

/// Resident memory in bytes of the live process `pid`, for watching a memory limit that
/// the kernel does not enforce: `VmRSS` of `/proc/<pid>/status` on Linux; on macOS the
/// larger of its resident size and its physical footprint (`proc_pid_rusage`), since macOS
/// compresses pages that stay in the footprint; `None` elsewhere or once it is gone.
pub(crate) fn resident_size(pid: u32) -> Option<u64> {
    imp::resident_size(pid)
}

/// Sends `signal` to the one process `pid` (never to a group, never to pid 0 or 1).
pub(crate) fn signal_process(pid: u32, signal: i32) {
    imp::signal_process(pid, signal);
}

/// Sets a resource limit on a running child.
///
/// # Errors
/// When the kernel refuses (the child already exited, or the limit is above our hard limit).
pub(crate) fn limit_child(pid: u32, resource: Resource, soft: u64, hard: u64) -> io::Result<()> {
    imp::limit_child(pid, resource, soft, hard)
}

/// Raises this process's soft limit towards `wanted` (never above the hard limit), so
/// children inherit it at exec; returns the soft limit now in force (0 when unknown).
pub(crate) fn raise_own_limit(resource: Resource, wanted: u64) -> u64 {
    imp::raise_own_limit(resource, wanted)
}

/// Lowers this process's soft limit (used for core dumps: none, ever).
pub(crate) fn lower_own_limit(resource: Resource, value: u64) {
    imp::lower_own_limit(resource, value);
}

/// Resets this process's peak-RSS mark to its current RSS (`/proc/self/clear_refs`,
/// Linux ≥ 4.0); a no-op where that file does not exist. No `unsafe` needed.
pub(crate) fn reset_own_peak_rss() {
    if cfg!(target_os = "linux") {
        let _ = std::fs::write("/proc/self/clear_refs", b"5");
    }
}

/// This process's peak resident memory in bytes (`VmHWM` of `/proc/self/status`).
pub(crate) fn own_peak_rss() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// A new anonymous in-memory file (memfd), open for reading and writing; another process
/// may open it through `/proc/<our pid>/fd/<fd>`. Far cheaper than creating and unlinking
/// a file on disk for every run.
///
/// # Errors
/// Where memfd does not exist (not Linux, or a kernel before 3.17).
pub(crate) fn memory_file() -> io::Result<std::fs::File> {
    imp::memory_file()
}

/// The CPUs this thread may run on (empty where the platform does not tell).
pub(crate) fn allowed_cpus() -> Vec<usize> {
    imp::allowed_cpus()
}

/// Restricts process `pid` (0: the calling thread) to `cpus`.
///
/// # Errors
/// When the kernel refuses (a CPU outside the allowed set, or the process is gone).
pub(crate) fn set_affinity(pid: u32, cpus: &[usize]) -> io::Result<()> {
    imp::set_affinity(pid, cpus)
}

/// Installs SIGINT and SIGTERM handlers that only record the signal; see [`interrupted`].
pub(crate) fn catch_interrupts() {
    imp::catch_interrupts();
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn cpu_time_of_a_busy_process_grows() {
        let before = cpu_time(std::process::id()).expect("our own /proc/self/stat");
        let start = std::time::Instant::now();
        let mut x = 0u64;
        // Spin until the kernel has counted 50 ms more; a busy machine only makes it slower.
        loop {
            x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
            let now = cpu_time(std::process::id()).expect("our own /proc/self/stat");
            if now >= before + Duration::from_millis(50) {
                break;
            }
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "CPU time never grew"
            );
        }
        assert_eq!(cpu_time(u32::MAX), None);
    }

    #[test]
    fn a_child_can_be_pinned_to_one_cpu() {
        let cpus = allowed_cpus();
        assert!(!cpus.is_empty());
        let mut child = std::process::Command::new("sleep")
            .arg("5")
            .spawn()
            .expect("start sleep");
        set_affinity(child.id(), &cpus[..1]).expect("pin the child");
        let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
        let _ = child.kill();
        let _ = child.wait();
        let line = status
            .lines()
            .find(|l| l.starts_with("Cpus_allowed_list:"))
            .expect("Cpus_allowed_list");
        assert_eq!(
            line.split_whitespace().nth(1),
            Some(cpus[0].to_string().as_str())
        );
    }

    #[test]
    fn resident_size_of_a_process_is_its_own_and_gone_with_it() {
        let ours = resident_size(std::process::id()).expect("our own /proc/self/status");
        // A test binary holds at least a few hundred KiB, and far less than a terabyte.
        assert!((100 << 10..1 << 40).contains(&ours), "{ours}");
        assert_eq!(resident_size(u32::MAX), None);
    }

    #[test]
    fn windows_status_codes_have_names() {
        assert_eq!(
            windows_status_name(0xC000_00FD_u32 as i32),
            Some("STATUS_STACK_OVERFLOW")
        );
        assert_eq!(
            windows_status_name(-1_073_741_819),
            Some("STATUS_ACCESS_VIOLATION")
        );
        assert_eq!(
            windows_status_name(WINDOWS_ABORT),
            Some("STATUS_STACK_BUFFER_OVERRUN")
        );
        // Ordinary exit codes are not crashes.
        for code in [0, 1, 3, 101, 255, -1] {
            assert_eq!(windows_status_name(code), None);
        }
    }

    #[test]
    fn signal_names() {
        assert_eq!(signal_name(11), "SIGSEGV");
        assert_eq!(signal_name(25), "SIGXFSZ");
        assert_eq!(signal_name(64), "signal 64");
    }
}
