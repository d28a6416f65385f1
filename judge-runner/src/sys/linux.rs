//! Linux, beyond POSIX (`posix.rs`): `prlimit` on a running child, `memfd_create`, CPU
//! affinity, the child subreaper and Landlock. Every `unsafe` block has its `// SAFETY:` note.

use super::posix::{number, Rlimit};
use super::Resource;
use std::io;
use std::path::Path;

pub(crate) use super::posix::{
    catch_interrupts, kill_group, limits_at_exec, lower_own_limit, raise_own_limit, signal_process,
    wait, wait_any,
};

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

pub(crate) fn sandbox(readable: &[&Path], executable: &Path, writable: &Path) -> Option<Sandbox> {
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

extern "C" {
    fn syscall(number: i64, ...) -> i64;
    fn prctl(option: i32, arg2: u64, arg3: u64, arg4: u64, arg5: u64) -> i32;
    fn prlimit(pid: i32, resource: i32, new: *const Rlimit, old: *mut Rlimit) -> i32;
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

pub(crate) fn become_subreaper() -> bool {
    // SAFETY: plain prctl with integer arguments; it only marks this process so that
    // orphaned descendants are reparented to it instead of to init.
    unsafe { prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0 }
}

pub(crate) fn limit_child(pid: u32, resource: Resource, soft: u64, hard: u64) -> io::Result<()> {
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

/// `VmRSS` of `/proc/<pid>/status`, in bytes (no `unsafe`: a file read).
pub(crate) fn resident_size(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}
