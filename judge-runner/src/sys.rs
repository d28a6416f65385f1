//! The runner's only `unsafe`: the few libc calls std does not expose.
//!
//! Linux only: `wait4` (exit status with CPU time and peak memory), `prlimit`
//! (limits on a running child), `setrlimit` (the runner's own stack and core limits),
//! `kill` of a process group, and a SIGINT/SIGTERM flag. Elsewhere the same functions
//! exist and degrade: no limits, no rusage, plain `wait`.
#![expect(unsafe_code, reason = "the platform module is the one place for FFI")]

use std::io;
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
    use super::{Finished, Resource, INTERRUPTED};
    use std::io;
    use std::os::unix::process::ExitStatusExt;
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
    const SIGINT: i32 = 2;
    const SIGTERM: i32 = 15;

    extern "C" {
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
        let mut status = 0;
        let mut usage = Rusage::default();
        loop {
            // SAFETY: `status` and `usage` are valid, writable and live for the call;
            // `Rusage` matches the kernel's layout on the 64-bit targets this module builds for.
            let got = unsafe { wait4(pid, &mut status, 0, &mut usage) };
            if got == pid {
                break;
            }
            let error = io::Error::last_os_error();
            if error.raw_os_error() != Some(EINTR) {
                return Err(error);
            }
        }
        let micros = |t: &Timeval| t.tv_sec.max(0) as u64 * 1_000_000 + t.tv_usec.max(0) as u64;
        let cpu = micros(&usage.ru_utime) + micros(&usage.ru_stime);
        Ok(Finished {
            status: ExitStatus::from_raw(status),
            cpu: Some(Duration::from_micros(cpu)),
            // Linux reports kilobytes.
            peak_rss: Some(usage.ru_maxrss.max(0) as u64 * 1024),
        })
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
    use super::{Finished, Resource};
    use std::io;

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
