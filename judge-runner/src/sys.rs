//! The runner's only `unsafe`: the few libc calls std does not expose.
//!
//! Linux only: `wait4` (exit status with CPU time and peak memory), `prlimit`
//! (limits on a running child), `setrlimit` (the runner's own stack and core limits),
//! `kill` of a process group, and a SIGINT/SIGTERM flag. Elsewhere the same functions
//! exist and degrade: no limits, no rusage, plain `wait`.
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

/// SIGABRT: `abort()`, how Rust's runtime ends a process after a failed allocation or a
/// stack overflow.
pub(crate) const SIGABRT: i32 = 6;
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

#[cfg(target_os = "linux")]
mod imp {
    use super::{Block, Finished, Reaped, Resource, INTERRUPTED};
    use std::io;
    use std::os::unix::process::ExitStatusExt;
    use std::path::Path;
    use std::process::ExitStatus;
    use std::sync::atomic::Ordering;
    use std::time::Duration;

    #[repr(C)]
    #[derive(Default)]
    struct Timeval {
        tv_sec: i64,
        tv_usec: i64,
    }

    /// `struct rusage` of x86_64 and aarch64 Linux: two timevals, then fourteen longs.
    #[repr(C)]
    #[derive(Default)]
    struct Rusage {
        ru_utime: Timeval,
        ru_stime: Timeval,
        ru_maxrss: i64,
        rest: [i64; 13],
    }

    #[repr(C)]
    struct Rlimit {
        cur: u64,
        max: u64,
    }

    const RLIM_INFINITY: u64 = u64::MAX;
    const EINTR: i32 = 4;
    const ECHILD: i32 = 10;
    const WNOHANG: i32 = 1;
    const PR_SET_CHILD_SUBREAPER: i32 = 36;
    const PR_SET_NO_NEW_PRIVS: i32 = 38;
    // Landlock's system calls have the same numbers on every 64-bit Linux target.
    const SYS_LANDLOCK_CREATE_RULESET: i64 = 444;
    const SYS_LANDLOCK_ADD_RULE: i64 = 445;
    const SYS_LANDLOCK_RESTRICT_SELF: i64 = 446;
    const LANDLOCK_CREATE_RULESET_VERSION: u32 = 1;
    const LANDLOCK_RULE_PATH_BENEATH: i32 = 1;
    const O_PATH: i32 = 0o10_000_000;
    /// Landlock ABI 1's file-system rights: execute, write, read, read a folder, and the
    /// ten ways to remove or make an entry.
    const ACCESS_ABI1: u64 = (1 << 13) - 1;
    const ACCESS_EXECUTE: u64 = 1 << 0;
    const ACCESS_WRITE_FILE: u64 = 1 << 1;
    const ACCESS_READ_FILE: u64 = 1 << 2;
    const ACCESS_READ_DIR: u64 = 1 << 3;
    /// ABI 2: moving an entry to another folder; ABI 3: truncating a file.
    const ACCESS_REFER: u64 = 1 << 13;
    const ACCESS_TRUNCATE: u64 = 1 << 14;

    #[repr(C)]
    struct RulesetAttr {
        handled_access_fs: u64,
    }

    #[repr(C, packed)]
    struct PathBeneathAttr {
        allowed_access: u64,
        parent_fd: i32,
    }

    /// A Landlock ruleset for one run, ready to be applied in the child.
    pub(crate) struct Sandbox {
        ruleset: std::os::fd::OwnedFd,
    }

    pub(crate) fn sandbox(
        readable: &[&Path],
        executable: &Path,
        writable: &Path,
    ) -> Option<Sandbox> {
        use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
        // SAFETY: with a null attribute, size 0 and the VERSION flag the call only returns
        // the ABI version (or an error where Landlock is missing or disabled).
        let abi = unsafe {
            syscall(
                SYS_LANDLOCK_CREATE_RULESET,
                std::ptr::null::<RulesetAttr>(),
                0usize,
                LANDLOCK_CREATE_RULESET_VERSION,
            )
        };
        if abi < 1 {
            return None;
        }
        let mut handled = ACCESS_ABI1;
        if abi >= 2 {
            handled |= ACCESS_REFER;
        }
        if abi >= 3 {
            handled |= ACCESS_TRUNCATE;
        }
        let attr = RulesetAttr {
            handled_access_fs: handled,
        };
        // SAFETY: `attr` is a valid ruleset attribute of the size passed, alive for the call.
        let fd = unsafe {
            syscall(
                SYS_LANDLOCK_CREATE_RULESET,
                &attr as *const RulesetAttr,
                std::mem::size_of::<RulesetAttr>(),
                0u32,
            )
        };
        let fd = i32::try_from(fd).ok().filter(|&fd| fd >= 0)?;
        // SAFETY: `fd` was just returned by the kernel, is open, and nothing else owns it.
        let ruleset = unsafe { OwnedFd::from_raw_fd(fd) };
        let read = ACCESS_EXECUTE | ACCESS_READ_FILE | ACCESS_READ_DIR;
        // The system's folders are the same for every run: opened once per process.
        static SYSTEM: std::sync::OnceLock<Vec<(std::fs::File, u64)>> = std::sync::OnceLock::new();
        let system = SYSTEM.get_or_init(|| {
            readable
                .iter()
                .map(|path| (*path, read))
                .chain([(Path::new("/dev"), read | ACCESS_WRITE_FILE)])
                .filter_map(|(path, access)| Some((open_path(path)?, access)))
                .collect()
        });
        let own: Vec<(std::fs::File, u64)> = [
            (executable, ACCESS_EXECUTE | ACCESS_READ_FILE),
            (writable, handled),
        ]
        .into_iter()
        .filter_map(|(path, access)| Some((open_path(path)?, access)))
        .collect();
        for (dir, access) in system.iter().chain(&own) {
            let rule = PathBeneathAttr {
                allowed_access: *access,
                parent_fd: dir.as_raw_fd(),
            };
            // SAFETY: `rule` is a valid path-beneath attribute alive for the call, and both
            // descriptors are open.
            let rc = unsafe {
                syscall(
                    SYS_LANDLOCK_ADD_RULE,
                    ruleset.as_raw_fd(),
                    LANDLOCK_RULE_PATH_BENEATH,
                    &rule as *const PathBeneathAttr,
                    0u32,
                )
            };
            if rc != 0 {
                return None;
            }
        }
        Some(Sandbox { ruleset })
    }

    /// An `O_PATH` descriptor of `path`, for a Landlock rule; `None` where it is missing.
    fn open_path(path: &Path) -> Option<std::fs::File> {
        use std::os::unix::fs::OpenOptionsExt;
        std::fs::OpenOptions::new()
            .read(true)
            .custom_flags(O_PATH)
            .open(path)
            .ok()
    }

    pub(crate) fn confine_this_thread(sandbox: &Sandbox) -> io::Result<()> {
        use std::os::fd::AsRawFd;
        // SAFETY: two plain system calls with integer arguments. They restrict only the
        // calling thread (and what it starts from now on): no new privileges, which Landlock
        // requires of an unprivileged process and which keeps a setuid program from
        // shedding the rules, then the ruleset.
        let rc = unsafe {
            if prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 {
                -1
            } else {
                syscall(
                    SYS_LANDLOCK_RESTRICT_SELF,
                    sandbox.ruleset.as_raw_fd(),
                    0u32,
                )
            }
        };
        if rc == 0 {
            Ok(())
        } else {
            Err(io::Error::last_os_error())
        }
    }

    const SIGINT: i32 = 2;
    const SIGTERM: i32 = 15;

    extern "C" {
        fn syscall(number: i64, ...) -> i64;
        fn prctl(option: i32, arg2: u64, arg3: u64, arg4: u64, arg5: u64) -> i32;
        fn wait4(pid: i32, status: *mut i32, options: i32, rusage: *mut Rusage) -> i32;
        fn kill(pid: i32, signal: i32) -> i32;
        fn prlimit(pid: i32, resource: i32, new: *const Rlimit, old: *mut Rlimit) -> i32;
        fn signal(signum: i32, handler: extern "C" fn(i32)) -> usize;
        fn memfd_create(name: *const std::ffi::c_char, flags: u32) -> i32;
        fn sched_getaffinity(pid: i32, size: usize, mask: *mut u64) -> i32;
        fn sched_setaffinity(pid: i32, size: usize, mask: *const u64) -> i32;
    }

    /// `cpu_set_t`: 1024 bits.
    const CPU_WORDS: usize = 16;

    pub(crate) fn allowed_cpus() -> Vec<usize> {
        let mut mask = [0u64; CPU_WORDS];
        // SAFETY: `mask` is writable and exactly the size passed; pid 0 is this thread.
        let rc = unsafe { sched_getaffinity(0, std::mem::size_of_val(&mask), mask.as_mut_ptr()) };
        if rc != 0 {
            return Vec::new();
        }
        (0..CPU_WORDS * 64)
            .filter(|&cpu| mask[cpu / 64] >> (cpu % 64) & 1 == 1)
            .collect()
    }

    pub(crate) fn set_affinity(pid: u32, cpus: &[usize]) -> io::Result<()> {
        let pid = i32::try_from(pid).map_err(|_| io::Error::other("pid out of range"))?;
        let mut mask = [0u64; CPU_WORDS];
        for &cpu in cpus.iter().filter(|&&cpu| cpu < CPU_WORDS * 64) {
            mask[cpu / 64] |= 1 << (cpu % 64);
        }
        // SAFETY: `mask` is readable and exactly the size passed; the call only reads it.
        let rc = unsafe { sched_setaffinity(pid, std::mem::size_of_val(&mask), mask.as_ptr()) };
        if rc == 0 {
            Ok(())
        } else {
            Err(io::Error::last_os_error())
        }
    }

    /// MFD_CLOEXEC: children get the file only by opening its /proc path on purpose.
    const MFD_CLOEXEC: u32 = 1;

    pub(crate) fn memory_file() -> io::Result<std::fs::File> {
        use std::os::fd::FromRawFd;
        // SAFETY: the name is a NUL-terminated static string; the call has no other inputs.
        let fd = unsafe { memfd_create(c"judge-output".as_ptr(), MFD_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `fd` was just returned by memfd_create, is open, and nothing else owns it.
        Ok(unsafe { std::fs::File::from_raw_fd(fd) })
    }

    fn number(resource: Resource) -> i32 {
        match resource {
            Resource::Cpu => 0,
            Resource::FileSize => 1,
            Resource::Stack => 3,
            Resource::Core => 4,
            Resource::AddressSpace => 9,
        }
    }

    pub(crate) fn wait(pid: u32) -> io::Result<Finished> {
        let pid = i32::try_from(pid).map_err(|_| io::Error::other("pid out of range"))?;
        loop {
            let mut status = 0;
            let mut usage = Rusage::default();
            // SAFETY: `status` and `usage` are valid, writable and live for the call;
            // `Rusage` matches the kernel's layout on the 64-bit targets this module builds for.
            let got = unsafe { wait4(pid, &mut status, 0, &mut usage) };
            if got == pid {
                return Ok(finished(status, &usage));
            }
            let error = io::Error::last_os_error();
            if error.raw_os_error() != Some(EINTR) {
                return Err(error);
            }
        }
    }

    pub(crate) fn wait_any(block: Block) -> Reaped {
        loop {
            let mut status = 0;
            let mut usage = Rusage::default();
            let options = match block {
                Block::Yes => 0,
                Block::No => WNOHANG,
            };
            // SAFETY: as in `wait`; pid -1 asks for any child of this process.
            let got = unsafe { wait4(-1, &mut status, options, &mut usage) };
            if got > 0 {
                return Reaped::Exited(finished(status, &usage));
            }
            if got == 0 {
                return Reaped::Running;
            }
            match io::Error::last_os_error().raw_os_error() {
                Some(EINTR) => continue,
                Some(ECHILD) => return Reaped::NoChildren,
                _ => return Reaped::Failed,
            }
        }
    }

    fn finished(status: i32, usage: &Rusage) -> Finished {
        let micros = |t: &Timeval| t.tv_sec.max(0) as u64 * 1_000_000 + t.tv_usec.max(0) as u64;
        let cpu = micros(&usage.ru_utime) + micros(&usage.ru_stime);
        Finished {
            status: ExitStatus::from_raw(status),
            cpu: Some(Duration::from_micros(cpu)),
            // Linux reports kilobytes.
            peak_rss: Some(usage.ru_maxrss.max(0) as u64 * 1024),
        }
    }

    pub(crate) fn become_subreaper() -> bool {
        // SAFETY: plain prctl with integer arguments; it only marks this process so that
        // orphaned descendants are reparented to it instead of to init.
        unsafe { prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 }
    }

    pub(crate) fn kill_group(pgid: u32, signal: i32) {
        let Ok(pgid) = i32::try_from(pgid) else {
            return;
        };
        if pgid <= 1 {
            return;
        }
        // SAFETY: plain syscall with integer arguments; a negative pid names the group,
        // and pgid > 1 so this never signals every process (-1) or our own group (0).
        unsafe {
            kill(-pgid, signal);
        }
    }

    pub(crate) fn signal_process(pid: u32, signal: i32) {
        let Ok(pid) = i32::try_from(pid) else { return };
        if pid <= 1 {
            return;
        }
        // SAFETY: plain syscall with integer arguments; pid > 1 names one process.
        unsafe {
            kill(pid, signal);
        }
    }

    pub(crate) fn limit_child(
        pid: u32,
        resource: Resource,
        soft: u64,
        hard: u64,
    ) -> io::Result<()> {
        let pid = i32::try_from(pid).map_err(|_| io::Error::other("pid out of range"))?;
        let new = Rlimit {
            cur: soft,
            max: hard,
        };
        // SAFETY: `new` is a valid rlimit for the call; a null `old` asks for nothing back.
        let rc = unsafe { prlimit(pid, number(resource), &new, std::ptr::null_mut()) };
        if rc == 0 {
            Ok(())
        } else {
            Err(io::Error::last_os_error())
        }
    }

    pub(crate) fn raise_own_limit(resource: Resource, wanted: u64) -> u64 {
        let mut old = Rlimit { cur: 0, max: 0 };
        // SAFETY: pid 0 is this process; a null `new` only reads into the valid `old`.
        if unsafe { prlimit(0, number(resource), std::ptr::null(), &mut old) } != 0 {
            return 0;
        }
        let target = if old.max == RLIM_INFINITY {
            wanted
        } else {
            wanted.min(old.max)
        };
        if old.cur != RLIM_INFINITY && old.cur < target {
            let new = Rlimit {
                cur: target,
                max: old.max,
            };
            // SAFETY: `new` is valid for the call and never exceeds the hard limit.
            if unsafe { prlimit(0, number(resource), &new, std::ptr::null_mut()) } == 0 {
                return target;
            }
            return old.cur;
        }
        old.cur
    }

    pub(crate) fn lower_own_limit(resource: Resource, value: u64) {
        let mut old = Rlimit { cur: 0, max: 0 };
        // SAFETY: reads this process's limit into the valid `old`.
        if unsafe { prlimit(0, number(resource), std::ptr::null(), &mut old) } != 0 {
            return;
        }
        let new = Rlimit {
            cur: value.min(old.max),
            max: old.max,
        };
        // SAFETY: `new` is valid for the call and within the hard limit.
        unsafe {
            prlimit(0, number(resource), &new, std::ptr::null_mut());
        }
    }

    extern "C" fn on_signal(signum: i32) {
        // Only an atomic store: async-signal-safe.
        INTERRUPTED.store(signum, Ordering::SeqCst);
    }

    pub(crate) fn catch_interrupts() {
        // SAFETY: `on_signal` is an `extern "C"` function that only stores an atomic,
        // which is async-signal-safe; installing it has no other effect.
        unsafe {
            signal(SIGINT, on_signal);
            signal(SIGTERM, on_signal);
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod imp {
    //! Fallback: no rusage and no limits; the runner still judges.
    use super::{Block, Finished, Reaped, Resource};
    use std::io;

    pub(crate) fn wait_any(_block: Block) -> Reaped {
        Reaped::NoChildren
    }
    pub(crate) struct Sandbox;
    pub(crate) fn sandbox(
        _: &[&std::path::Path],
        _: &std::path::Path,
        _: &std::path::Path,
    ) -> Option<Sandbox> {
        None
    }
    pub(crate) fn confine_this_thread(_: &Sandbox) -> io::Result<()> {
        Ok(())
    }
    pub(crate) fn become_subreaper() -> bool {
        false
    }

    pub(crate) fn wait(_pid: u32) -> io::Result<Finished> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "wait4 is linux-only here",
        ))
    }
    pub(crate) fn kill_group(_pgid: u32, _signal: i32) {}
    pub(crate) fn signal_process(_pid: u32, _signal: i32) {}
    pub(crate) fn limit_child(_: u32, _: Resource, _: u64, _: u64) -> io::Result<()> {
        Ok(())
    }
    pub(crate) fn raise_own_limit(_: Resource, _: u64) -> u64 {
        0
    }
    pub(crate) fn lower_own_limit(_: Resource, _: u64) {}
    pub(crate) fn catch_interrupts() {}
    pub(crate) fn memory_file() -> io::Result<std::fs::File> {
        Err(io::Error::new(
            io::ErrorKind::Unsupported,
            "memfd is linux-only",
        ))
    }
}

pub(crate) use imp::Sandbox;

/// Folders a sandboxed program may read and execute from: the system's programs and
/// libraries, and `/etc` for the dynamic loader. Not `/proc`, `/tmp` or home folders.
const SANDBOX_READABLE: &[&str] = &["/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc"];

/// A Landlock ruleset (Linux ≥ 5.13, where enabled) for one run: read and execute the
/// system's folders, read and write `/dev`, execute `executable`, do anything inside
/// `writable`; nothing else of the file system. `None` where Landlock is unavailable.
pub(crate) fn sandbox(executable: &Path, writable: &Path) -> Option<Sandbox> {
    let readable: Vec<&Path> = SANDBOX_READABLE.iter().map(Path::new).collect();
    imp::sandbox(&readable, executable, writable)
}

/// Puts the calling thread, and every process it starts from now on, under `sandbox`:
/// call it on a thread of its own that starts one program and ends.
///
/// # Errors
/// When the kernel refuses the rules.
pub(crate) fn confine_this_thread(sandbox: &Sandbox) -> io::Result<()> {
    imp::confine_this_thread(sandbox)
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

/// Whether this platform has `wait4` with rusage; without it the executor uses std's wait.
pub(crate) const HAS_WAIT4: bool = cfg!(target_os = "linux");

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
    fn signal_names() {
        assert_eq!(signal_name(11), "SIGSEGV");
        assert_eq!(signal_name(25), "SIGXFSZ");
        assert_eq!(signal_name(64), "signal 64");
    }
}
