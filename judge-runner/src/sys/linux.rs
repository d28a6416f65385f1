//! Linux, beyond POSIX (`posix.rs`): `prlimit` on a running child, `memfd_create`, CPU
//! affinity, the child subreaper, Landlock, and the seccomp filter (built in
//! `linux_seccomp.rs`, installed here). Every `unsafe` block has its `// SAFETY:` note.

use super::posix::{number, Rlimit};
use super::Resource;
use std::io;
use std::path::Path;

#[path = "linux_seccomp.rs"]
mod seccomp;
use seccomp::{seccomp_filter, SockFilter, SockFprog};

pub(crate) use super::posix::{
    catch_interrupts, kill_group, limits_at_exec, lower_own_limit, raise_own_limit, signal_process,
    wait, wait_any,
};

const PR_SET_CHILD_SUBREAPER: i32 = 36;
const PR_SET_NO_NEW_PRIVS: i32 = 38;
const PR_SET_SECCOMP: i32 = 22;
const PR_CAPBSET_DROP: i32 = 24;
const PR_SET_SECUREBITS: i32 = 28;
const PR_CAP_AMBIENT: i32 = 47;
const PR_CAP_AMBIENT_CLEAR_ALL: u64 = 4;
const SECCOMP_MODE_FILTER: u64 = 2;
// Landlock's system calls have the same numbers on every 64-bit Linux target.
const SYS_LANDLOCK_CREATE_RULESET: i64 = 444;
const SYS_LANDLOCK_ADD_RULE: i64 = 445;
const SYS_LANDLOCK_RESTRICT_SELF: i64 = 446;
/// `close_range`, the same on x86_64 and aarch64.
const SYS_CLOSE_RANGE: i64 = 436;
const CLOSE_RANGE_CLOEXEC: u32 = 1 << 2;
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
/// ABI 2: moving an entry to another folder; ABI 3: truncating a file; ABI 5: an ioctl on
/// a device file.
const ACCESS_REFER: u64 = 1 << 13;
const ACCESS_TRUNCATE: u64 = 1 << 14;
const ACCESS_IOCTL_DEV: u64 = 1 << 15;
/// ABI 4: binding and connecting TCP sockets (no rule grants either).
const ACCESS_NET_BIND_TCP: u64 = 1 << 0;
const ACCESS_NET_CONNECT_TCP: u64 = 1 << 1;
/// ABI 6: no connecting to an abstract unix socket, and no signal, outside the domain.
const SCOPE_ABSTRACT_UNIX_SOCKET: u64 = 1 << 0;
const SCOPE_SIGNAL: u64 = 1 << 1;

/// `struct landlock_ruleset_attr`; the kernel is given as much of it as its ABI knows.
#[repr(C)]
struct RulesetAttr {
    handled_access_fs: u64,
    handled_access_net: u64,
    scoped: u64,
}

#[repr(C, packed)]
struct PathBeneathAttr {
    allowed_access: u64,
    parent_fd: i32,
}

/// The highest Landlock ABI the runner uses (`JUDGE_LANDLOCK_ABI`, to try the fallbacks of
/// an older kernel on a newer one): 0 turns Landlock off. Set once, before any run.
static ABI_CAP: std::sync::atomic::AtomicI64 = std::sync::atomic::AtomicI64::new(i64::MAX);

pub(crate) fn cap_landlock_abi(cap: i64) {
    ABI_CAP.store(cap, std::sync::atomic::Ordering::Relaxed);
}

pub(crate) fn landlock_abi_cap() -> Option<i64> {
    let cap = ABI_CAP.load(std::sync::atomic::Ordering::Relaxed);
    (cap != i64::MAX).then_some(cap)
}

/// The Landlock ABI the kernel offers (0: none, or disabled), before any cap.
pub(crate) fn kernel_landlock_abi() -> i64 {
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
    abi.max(0)
}

/// The Landlock ABI runs are confined with: the kernel's, capped.
pub(crate) fn landlock_abi() -> i64 {
    kernel_landlock_abi().min(ABI_CAP.load(std::sync::atomic::Ordering::Relaxed))
}

/// A run's confinement, made in the starter and taken by the thread that starts the run
/// (`execute::Confined`): a Landlock ruleset where the kernel has one, the seccomp filter
/// for what Landlock does not cover (or cannot, on this kernel), and, as root, the drop of
/// every capability.
pub(crate) struct Sandbox {
    ruleset: Option<std::os::fd::OwnedFd>,
    filter: Vec<SockFilter>,
}

pub(crate) fn sandbox(rules: &super::Rules<'_>) -> Option<Sandbox> {
    let abi = landlock_abi();
    let ruleset = (abi >= 1).then(|| ruleset(abi, rules)).flatten();
    Some(Sandbox {
        ruleset,
        filter: seccomp_filter(abi < 6),
    })
}

/// The Landlock ruleset of `rules` under `abi`; `None` where the kernel refuses it.
fn ruleset(abi: i64, rules: &super::Rules<'_>) -> Option<std::os::fd::OwnedFd> {
    let handled = handled_access_fs(abi);
    let ruleset = create_ruleset(abi, handled)?;
    for (path, access) in grants(rules, handled) {
        let Some(dir) = open_path(path) else {
            continue;
        };
        add_rule(&ruleset, &dir, access)?;
    }
    Some(ruleset)
}

/// The file-system rights a ruleset of `abi` handles: ABI 1's, and those each later ABI
/// adds that the kernel knows.
fn handled_access_fs(abi: i64) -> u64 {
    let mut handled = ACCESS_ABI1;
    if abi >= 2 {
        handled |= ACCESS_REFER;
    }
    if abi >= 3 {
        handled |= ACCESS_TRUNCATE;
    }
    if abi >= 5 {
        handled |= ACCESS_IOCTL_DEV;
    }
    handled
}

/// A new ruleset handling the file-system rights `handled`, and under ABI 4 and 6 TCP and
/// the scopes; `None` where the kernel refuses it.
fn create_ruleset(abi: i64, handled: u64) -> Option<std::os::fd::OwnedFd> {
    use std::os::fd::{FromRawFd, OwnedFd};
    let attr = RulesetAttr {
        handled_access_fs: handled,
        handled_access_net: if abi >= 4 {
            ACCESS_NET_BIND_TCP | ACCESS_NET_CONNECT_TCP
        } else {
            0
        },
        scoped: if abi >= 6 {
            SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL
        } else {
            0
        },
    };
    // An older kernel refuses a larger attribute whose fields it does not know.
    let size = match abi {
        ..=3 => 8,
        4 | 5 => 16,
        _ => std::mem::size_of::<RulesetAttr>(),
    };
    // SAFETY: `attr` is a valid ruleset attribute of at least `size` bytes, alive for the
    // call; the kernel reads only those.
    let fd = unsafe {
        syscall(
            SYS_LANDLOCK_CREATE_RULESET,
            &attr as *const RulesetAttr,
            size,
            0u32,
        )
    };
    let fd = i32::try_from(fd).ok().filter(|&fd| fd >= 0)?;
    // SAFETY: `fd` was just returned by the kernel, is open, and nothing else owns it.
    Some(unsafe { OwnedFd::from_raw_fd(fd) })
}

/// What a run of `rules` may do beneath which path: the system's folders, the device files,
/// what the rules let it read and write, its executable and its own folder (`handled`:
/// every right, under the ruleset's ABI).
fn grants<'a>(rules: &super::Rules<'a>, handled: u64) -> Vec<(&'a Path, u64)> {
    let read = ACCESS_EXECUTE | ACCESS_READ_FILE | ACCESS_READ_DIR;
    let file_read = ACCESS_READ_FILE;
    let file_write = ACCESS_WRITE_FILE | (handled & ACCESS_TRUNCATE);
    let mut grants: Vec<(&Path, u64)> = Vec::new();
    grants.extend(
        super::SANDBOX_READABLE
            .iter()
            .map(|p| (Path::new(*p), read)),
    );
    grants.extend(super::SANDBOX_ETC.iter().map(|p| (Path::new(*p), read)));
    grants.push((Path::new("/dev/null"), file_read | file_write));
    grants.push((Path::new("/dev/urandom"), file_read));
    if rules.kind == super::RulesKind::Judged {
        grants.push((Path::new("/dev/zero"), file_read));
        grants.push((Path::new("/dev/random"), file_read));
    }
    grants.extend(rules.reads.iter().map(|p| (p.as_path(), read)));
    grants.extend(
        rules
            .writes
            .iter()
            .map(|p| (p.as_path(), file_read | file_write)),
    );
    grants.push((rules.executable, ACCESS_EXECUTE | ACCESS_READ_FILE));
    grants.push((rules.writable, handled));
    grants
}

/// Adds to `ruleset` the rule that `access` is allowed beneath `dir` (an `O_PATH`
/// descriptor); `None` where the kernel refuses it.
fn add_rule(ruleset: &std::os::fd::OwnedFd, dir: &std::fs::File, access: u64) -> Option<()> {
    use std::os::fd::AsRawFd;
    // A rule on a file takes only a file's rights.
    let access = if dir.metadata().is_ok_and(|m| m.is_dir()) {
        access
    } else {
        access & (ACCESS_EXECUTE | ACCESS_READ_FILE | ACCESS_WRITE_FILE | ACCESS_TRUNCATE)
    };
    let rule = PathBeneathAttr {
        allowed_access: access,
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
    (rc == 0).then_some(())
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
    let failed = |what: &str| {
        let e = io::Error::last_os_error();
        io::Error::new(e.kind(), format!("{what}: {e}"))
    };
    // SAFETY: a plain prctl with integer arguments on the calling thread: no new
    // privileges, which Landlock and seccomp require of an unprivileged thread and which
    // keeps a setuid program from shedding the rules.
    if unsafe { prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) } != 0 {
        return Err(failed("no_new_privs"));
    }
    if is_root() {
        drop_capabilities().map_err(|e| io::Error::new(e.kind(), format!("capabilities: {e}")))?;
    }
    if let Some(ruleset) = &sandbox.ruleset {
        // SAFETY: a plain system call with integer arguments that restricts only the
        // calling thread and what it starts from now on.
        let rc = unsafe { syscall(SYS_LANDLOCK_RESTRICT_SELF, ruleset.as_raw_fd(), 0u32) };
        if rc != 0 {
            return Err(failed("landlock"));
        }
    }
    let program = SockFprog {
        len: u16::try_from(sandbox.filter.len()).unwrap_or(u16::MAX),
        filter: sandbox.filter.as_ptr(),
    };
    // SAFETY: `program` points at `sandbox.filter`, a valid BPF program of `len`
    // instructions that outlives the call (the kernel copies it); the filter applies to the
    // calling thread and what it starts.
    if unsafe {
        prctl(
            PR_SET_SECCOMP,
            SECCOMP_MODE_FILTER,
            &program as *const SockFprog as u64,
            0,
            0,
        )
    } != 0
    {
        return Err(failed("seccomp"));
    }
    Ok(())
}

pub(crate) fn sandbox_info() -> Vec<String> {
    let kernel = kernel_landlock_abi();
    let abi = landlock_abi();
    let mut lines = Vec::new();
    lines.push(match (kernel, abi) {
        (0, _) => "Landlock: not available (kernel older than 5.13, or not enabled in lsm=): \
                   judged programs can read and write any file their user can"
            .to_owned(),
        (_, 0) => format!("Landlock: ABI {kernel} here, turned off by JUDGE_LANDLOCK_ABI=0"),
        (k, a) => format!(
            "Landlock: ABI {a}{}: files (read the system, write only the run's folder){}{}{}",
            if a < k {
                format!(" (the kernel has {k}; capped by JUDGE_LANDLOCK_ABI)")
            } else {
                String::new()
            },
            if a >= 4 { ", TCP refused" } else { "" },
            if a >= 5 { ", no ioctl on devices" } else { "" },
            if a >= 6 {
                ", no signal and no abstract socket outside the run"
            } else {
                ""
            },
        ),
    });
    lines.push(format!(
        "seccomp: {}",
        if std::fs::metadata("/proc/sys/kernel/seccomp/actions_avail").is_ok() {
            if abi >= 6 {
                "sockets, ptrace, io_uring, keyrings, TIOCSTI and another process's limits refused"
            } else {
                "sockets, ptrace, io_uring, keyrings, TIOCSTI and another process's limits \
                 refused; signals only to the run's own group (kill with pid 0; tgkill, which \
                 abort() uses, stays open: Landlock ABI 6 closes it)"
            }
        } else {
            "not reported by this kernel (/proc/sys/kernel/seccomp missing): the filter is tried \
             and a run that cannot take it is not started"
        }
    ));
    lines.push(if is_root() {
        "user: root; each run drops every capability (no real-time scheduling, raw devices or \
         raised limits), and Landlock keeps root's files out of reach"
            .to_owned()
    } else {
        "user: not root: runs have the user's own rights, within the rules above".to_owned()
    });
    lines.push(
        "session: every run is in a session of its own with no terminal; only stdin, stdout \
         and stderr are open in it"
            .to_owned(),
    );
    lines
}

/// Whether this process runs as root (effective uid 0).
pub(crate) fn is_root() -> bool {
    // SAFETY: geteuid has no arguments and cannot fail.
    unsafe { geteuid() == 0 }
}

/// `_LINUX_CAPABILITY_VERSION_3`: two 32-bit words of each set.
const CAPABILITY_VERSION_3: u32 = 0x2008_0522;
/// Root is not special at exec, locked; no ambient capability can be raised, locked.
const SECUREBITS: u64 = 0b11 | (0b11 << 6);

#[repr(C)]
struct CapHeader {
    version: u32,
    pid: i32,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct CapData {
    effective: u32,
    permitted: u32,
    inheritable: u32,
}

/// Drops every capability of the calling thread for good, and of what it starts: root is
/// then an ordinary user that happens to own root's files (which the Landlock rules keep
/// out of reach), with no real-time scheduling, raw devices or limits above its own.
///
/// The securebits and the bounding set need CAP_SETPCAP, which a container may not grant:
/// there they stay (and what the run execs may regain root's capabilities), and the rest
/// still holds; the runs are not refused for it.
fn drop_capabilities() -> io::Result<()> {
    let check = |rc: i32| {
        if rc == 0 {
            Ok(())
        } else {
            Err(io::Error::last_os_error())
        }
    };
    // SAFETY: plain prctls with integer arguments, on the calling thread's credentials.
    unsafe {
        let _ = prctl(PR_SET_SECUREBITS, SECUREBITS, 0, 0, 0);
        let _ = prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
        // From the lowest capability up to the first the kernel does not know.
        for cap in 0..64 {
            if prctl(PR_CAPBSET_DROP, cap, 0, 0, 0) != 0 {
                break;
            }
        }
    }
    let header = CapHeader {
        version: CAPABILITY_VERSION_3,
        pid: 0,
    };
    let data = [CapData::default(); 2];
    // SAFETY: `header` and `data` are a valid version-3 header and its two data words,
    // alive for the call; pid 0 is the calling thread.
    check(unsafe { capset(&header, data.as_ptr()) })
}

/// Marks every descriptor above stderr close-on-exec, so that what this process inherited
/// (a terminal, a CI log pipe, cargo's jobserver) reaches no program it starts.
pub(crate) fn close_inherited_descriptors() {
    // SAFETY: a plain system call with integer arguments; it only sets FD_CLOEXEC.
    let rc = unsafe { syscall(SYS_CLOSE_RANGE, 3u32, u32::MAX, CLOSE_RANGE_CLOEXEC) };
    if rc == 0 {
        return;
    }
    // Before Linux 5.11: each open descriptor in turn.
    let Ok(open) = std::fs::read_dir("/proc/self/fd") else {
        return;
    };
    let fds: Vec<i32> = open
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse().ok())
        .filter(|&fd| fd > 2)
        .collect();
    for fd in fds {
        super::posix::set_cloexec(fd);
    }
}

extern "C" {
    fn syscall(number: i64, ...) -> i64;
    fn geteuid() -> u32;
    fn capset(header: *const CapHeader, data: *const CapData) -> i32;
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
