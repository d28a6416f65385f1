//! What every Unix has (Linux and macOS alike): `wait4` (CPU time and peak memory of a run,
//! its waited-for children included), `kill` of a process group, SIGINT/SIGTERM handlers, and
//! resource limits with `getrlimit`/`setrlimit` (this process's own, or a child's set just
//! before exec). Linux adds more in `linux.rs`; macOS adds nothing (`other_unix.rs`). Every
//! `unsafe` block has its `// SAFETY:` note.

use super::{Block, Finished, Reaped, Resource, INTERRUPTED};
use std::io;
use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// `struct timeval`: `tv_usec` is an `int` on macOS (then padding), a `long` elsewhere.
#[repr(C)]
#[derive(Default)]
struct Timeval {
    tv_sec: i64,
    #[cfg(target_os = "macos")]
    tv_usec: i32,
    #[cfg(target_os = "macos")]
    _pad: i32,
    #[cfg(not(target_os = "macos"))]
    tv_usec: i64,
}

/// `struct rusage`: two timevals, then fourteen longs, on every 64-bit Unix.
#[repr(C)]
#[derive(Default)]
struct Rusage {
    ru_utime: Timeval,
    ru_stime: Timeval,
    ru_maxrss: i64,
    rest: [i64; 13],
}

// `struct rusage` is 144 bytes on every 64-bit Unix; checked whenever this file is compiled.
#[cfg(target_pointer_width = "64")]
const _: () = assert!(std::mem::size_of::<Rusage>() == 144);

#[repr(C)]
pub(super) struct Rlimit {
    pub(super) cur: u64,
    pub(super) max: u64,
}

const EINTR: i32 = 4;
const ECHILD: i32 = 10;
const WNOHANG: i32 = 1;
const SIGINT: i32 = 2;
const SIGTERM: i32 = 15;
/// `RLIM_INFINITY`: all ones on Linux, the largest signed value on macOS and the BSDs.
#[cfg(target_os = "linux")]
const RLIM_INFINITY: u64 = u64::MAX;
#[cfg(not(target_os = "linux"))]
const RLIM_INFINITY: u64 = i64::MAX as u64;

extern "C" {
    fn wait4(pid: i32, status: *mut i32, options: i32, rusage: *mut Rusage) -> i32;
    fn kill(pid: i32, signal: i32) -> i32;
    fn signal(signum: i32, handler: extern "C" fn(i32)) -> usize;
    fn getrlimit(resource: i32, rlimit: *mut Rlimit) -> i32;
    fn setrlimit(resource: i32, rlimit: *const Rlimit) -> i32;
    fn mkfifo(path: *const std::ffi::c_char, mode: ModeT) -> i32;
    fn fcntl(fd: i32, command: i32, ...) -> i32;
    fn setsid() -> i32;
}

const F_GETFD: i32 = 1;
const F_SETFD: i32 = 2;
const FD_CLOEXEC: i32 = 1;

/// Marks descriptor `fd` close-on-exec, if it is open.
pub(crate) fn set_cloexec(fd: i32) {
    // SAFETY: plain fcntls with integer arguments: read the descriptor's flags, then set
    // FD_CLOEXEC among them; an fd that is not open fails harmlessly.
    unsafe {
        let flags = fcntl(fd, F_GETFD);
        if flags >= 0 {
            fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
        }
    }
}

/// Every descriptor above stderr close-on-exec, up to this process's open-files limit
/// (at most 65,536 of them): where there is no `close_range`.
#[cfg(not(target_os = "linux"))]
pub(crate) fn close_inherited_descriptors() {
    let mut limit = Rlimit { cur: 0, max: 0 };
    // SAFETY: reads this process's open-files limit (7 on Linux, 8 on macOS) into `limit`.
    let nofile = if cfg!(target_os = "macos") { 8 } else { 7 };
    let top = if unsafe { getrlimit(nofile, &mut limit) } == 0 {
        limit.cur.min(65_536)
    } else {
        1024
    };
    for fd in 3..i32::try_from(top).unwrap_or(1024) {
        set_cloexec(fd);
    }
}

/// Makes the child `command` starts the leader of a new session (so also of a new group),
/// without a controlling terminal, just before exec.
pub(crate) fn new_session_at_exec(command: &mut std::process::Command) {
    use std::os::unix::process::CommandExt;
    // SAFETY: the hook only calls setsid, which is async-signal-safe and allocates nothing;
    // it cannot fail in a freshly forked child, which leads no group.
    unsafe {
        command.pre_exec(|| {
            setsid();
            Ok(())
        });
    }
}

/// Makes `command` start its child by fork rather than by vfork (std's `posix_spawn`, taken
/// when no hook runs before exec). Linux folds the peak resident set of the memory a process
/// had before exec into its `ru_maxrss`: a vforked child shares the starter's whole memory
/// until exec, so a run reported the starter's few MB as its own (a BOJ problem's 4 MB
/// limit was MLE here). A forked child's memory is its own copy, holding only the starter's
/// anonymous pages (a spawner's are a few hundred kB); the file pages are not copied. A fork
/// costs more than a vfork: the caller decides when the figure is worth it.
#[cfg(target_os = "linux")]
pub(crate) fn fork_at_spawn(command: &mut std::process::Command) {
    use std::os::unix::process::CommandExt;
    // SAFETY: the hook does nothing: nothing in it can be unsafe between fork and exec.
    unsafe {
        command.pre_exec(|| Ok(()));
    }
}

/// Gives the free pages of this process's heap back to the system (glibc's `malloc_trim`),
/// so that a child forked next copies only the memory in use: Linux counts the anonymous
/// pages a forked child holds before exec in its `ru_maxrss`, and a spawner's heap grew
/// from ~420 kB to ~700 kB over a replay, which read as a trivial C program's peak rising
/// from 1,068 kB to 1,300 kB. A no-op where the C library is not glibc.
pub(crate) fn release_free_heap() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        extern "C" {
            fn malloc_trim(pad: usize) -> i32;
        }
        // SAFETY: malloc_trim takes the allocator's own locks and only returns free pages
        // of its arenas to the system; no memory in use is touched or moved.
        unsafe {
            malloc_trim(0);
        }
    }
}

/// Makes this process the leader of a new session, without a controlling terminal.
pub(crate) fn new_session() -> bool {
    // SAFETY: setsid has no arguments; it fails (harmlessly) for a process group leader.
    unsafe { setsid() >= 0 }
}

/// `mode_t`: 32 bits on Linux, 16 on macOS and the BSDs.
#[cfg(target_os = "linux")]
type ModeT = u32;
#[cfg(not(target_os = "linux"))]
type ModeT = u16;

/// Makes the named pipe `path`, readable and writable by the user only.
pub(crate) fn make_fifo(path: &std::path::Path) -> std::io::Result<()> {
    use std::os::unix::ffi::OsStrExt;
    let name = std::ffi::CString::new(path.as_os_str().as_bytes())
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidInput, "a NUL in the path"))?;
    // SAFETY: `name` is a NUL-terminated string that lives across the call; mkfifo reads it
    // and touches no memory of ours.
    if unsafe { mkfifo(name.as_ptr(), 0o600) } == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// The number of a resource: the first five agree everywhere; the address space is 9 on
/// Linux and 5 (RLIMIT_AS, not enforced by macOS) on the BSD side.
pub(super) fn number(resource: Resource) -> i32 {
    match resource {
        Resource::Cpu => 0,
        Resource::FileSize => 1,
        Resource::Stack => 3,
        Resource::Core => 4,
        Resource::AddressSpace if cfg!(target_os = "linux") => 9,
        Resource::AddressSpace => 5,
    }
}

/// What a reaped child used, from its status and rusage.
fn finished(status: i32, usage: &Rusage) -> Finished {
    let micros =
        |t: &Timeval| t.tv_sec.max(0) as u64 * 1_000_000 + u64::try_from(t.tv_usec).unwrap_or(0);
    let cpu = micros(&usage.ru_utime) + micros(&usage.ru_stime);
    // macOS reports bytes, Linux and the BSDs kilobytes.
    let unit = if cfg!(target_os = "macos") { 1 } else { 1024 };
    Finished {
        status: ExitStatus::from_raw(status),
        cpu: Some(Duration::from_micros(cpu)),
        peak_rss: Some(usage.ru_maxrss.max(0) as u64 * unit),
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
        // SAFETY: `status` and `usage` are valid, writable and live for the call; pid -1
        // asks for any child of this process.
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

pub(crate) fn wait(pid: u32) -> io::Result<Finished> {
    let pid = i32::try_from(pid).map_err(|_| io::Error::other("pid out of range"))?;
    loop {
        let mut status = 0;
        let mut usage = Rusage::default();
        // SAFETY: `status` and `usage` are valid, writable and live for the call; `Rusage`
        // matches the 64-bit layout of `struct rusage` (with macOS's `int` microseconds).
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

pub(crate) fn kill_group(pgid: u32, signal: i32) {
    let Ok(pgid) = i32::try_from(pgid) else {
        return;
    };
    if pgid <= 1 {
        return;
    }
    // SAFETY: plain syscall with integer arguments; a negative pid names the group, and
    // pgid > 1 so this never signals every process (-1) or our own group (0).
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

/// Sets `limits` (soft = hard) in the child `command` starts, just before exec.
pub(crate) fn limits_at_exec(command: &mut std::process::Command, limits: &[(Resource, u64)]) {
    use std::os::unix::process::CommandExt;
    let limits: Vec<(i32, Rlimit)> = limits
        .iter()
        .map(|&(resource, value)| {
            #[cfg(not(target_os = "linux"))]
            let value = value.min(RLIM_INFINITY);
            (
                number(resource),
                Rlimit {
                    cur: value,
                    max: value,
                },
            )
        })
        .collect();
    let set = move || {
        for (resource, limit) in &limits {
            // SAFETY: runs in the child between fork and exec; setrlimit is
            // async-signal-safe, and `limit` is a valid rlimit owned by the closure. A
            // refused limit is not fatal: the run is still measured and killed at its
            // deadline.
            unsafe {
                setrlimit(*resource, limit);
            }
        }
        Ok(())
    };
    // SAFETY: `set` only calls setrlimit, which is async-signal-safe; it allocates nothing.
    unsafe {
        command.pre_exec(set);
    }
}

pub(crate) fn raise_own_limit(resource: Resource, wanted: u64) -> u64 {
    let mut old = Rlimit { cur: 0, max: 0 };
    // SAFETY: reads this process's limit into the valid `old`.
    if unsafe { getrlimit(number(resource), &mut old) } != 0 {
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
        if unsafe { setrlimit(number(resource), &new) } == 0 {
            return target;
        }
    }
    old.cur
}

pub(crate) fn lower_own_limit(resource: Resource, value: u64) {
    let mut old = Rlimit { cur: 0, max: 0 };
    // SAFETY: reads this process's limit into the valid `old`.
    if unsafe { getrlimit(number(resource), &mut old) } != 0 {
        return;
    }
    let new = Rlimit {
        cur: value.min(old.max),
        max: old.max,
    };
    // SAFETY: `new` is valid for the call and within the hard limit.
    unsafe {
        setrlimit(number(resource), &new);
    }
}

extern "C" fn on_signal(signum: i32) {
    // Only an atomic store: async-signal-safe.
    INTERRUPTED.store(signum, Ordering::SeqCst);
}

pub(crate) fn catch_interrupts() {
    // SAFETY: `on_signal` is an `extern "C"` function that only stores an atomic, which is
    // async-signal-safe; installing it has no other effect.
    unsafe {
        signal(SIGINT, on_signal);
        signal(SIGTERM, on_signal);
    }
}
