//! Linux's seccomp filter, the part of a run's confinement Landlock does not cover: the
//! BPF program every confined run gets, built as data here (no `unsafe`; `linux.rs` hands
//! it to the kernel). Apart from `linux.rs` because it is a program of its own, with its
//! own instruction set and each architecture's system call numbers.

/// One BPF instruction, `struct sock_filter`.
#[repr(C)]
#[derive(Clone, Copy)]
pub(super) struct SockFilter {
    code: u16,
    jt: u8,
    jf: u8,
    k: u32,
}

/// `struct sock_fprog`.
#[repr(C)]
pub(super) struct SockFprog {
    pub len: u16,
    pub filter: *const SockFilter,
}

const BPF_LD_W_ABS: u16 = 0x20;
const BPF_JEQ_K: u16 = 0x15;
const BPF_JGE_K: u16 = 0x35;
const BPF_RET_K: u16 = 0x06;
const SECCOMP_RET_ALLOW: u32 = 0x7fff_0000;
const SECCOMP_RET_ERRNO: u32 = 0x0005_0000;
const EPERM: u32 = 1;
const EACCES: u32 = 13;
/// Offsets in `struct seccomp_data`: the call's number, the architecture, argument n's low
/// and high words (little-endian).
const DATA_NR: u32 = 0;
const DATA_ARCH: u32 = 4;
const fn arg_low(n: u32) -> u32 {
    16 + 8 * n
}
const fn arg_high(n: u32) -> u32 {
    20 + 8 * n
}
const TIOCSTI: u32 = 0x5412;
const TIOCLINUX: u32 = 0x541c;

/// System call numbers of this architecture.
#[cfg(target_arch = "x86_64")]
mod nr {
    pub const AUDIT_ARCH: u32 = 0xc000_003e;
    pub const SOCKET: u32 = 41;
    pub const IOCTL: u32 = 16;
    pub const PTRACE: u32 = 101;
    pub const KILL: u32 = 62;
    pub const TKILL: u32 = 200;
    pub const RT_SIGQUEUEINFO: u32 = 129;
    pub const PRLIMIT64: u32 = 302;
    pub const PROCESS_VM_READV: u32 = 310;
    pub const PROCESS_VM_WRITEV: u32 = 311;
    pub const PERF_EVENT_OPEN: u32 = 298;
    pub const BPF: u32 = 321;
    pub const ADD_KEY: u32 = 248;
    pub const REQUEST_KEY: u32 = 249;
    pub const KEYCTL: u32 = 250;
    /// x32 system calls have this bit set: refused as a whole.
    pub const X32_BIT: Option<u32> = Some(0x4000_0000);
}
#[cfg(target_arch = "aarch64")]
mod nr {
    pub const AUDIT_ARCH: u32 = 0xc000_00b7;
    pub const SOCKET: u32 = 198;
    pub const IOCTL: u32 = 29;
    pub const PTRACE: u32 = 117;
    pub const KILL: u32 = 129;
    pub const TKILL: u32 = 130;
    pub const RT_SIGQUEUEINFO: u32 = 138;
    pub const PRLIMIT64: u32 = 261;
    pub const PROCESS_VM_READV: u32 = 270;
    pub const PROCESS_VM_WRITEV: u32 = 271;
    pub const PERF_EVENT_OPEN: u32 = 241;
    pub const BPF: u32 = 280;
    pub const ADD_KEY: u32 = 217;
    pub const REQUEST_KEY: u32 = 218;
    pub const KEYCTL: u32 = 219;
    pub const X32_BIT: Option<u32> = None;
}
/// The same on both.
const NR_PIDFD_SEND_SIGNAL: u32 = 424;
const NR_IO_URING_SETUP: u32 = 425;
const NR_IO_URING_ENTER: u32 = 426;
const NR_IO_URING_REGISTER: u32 = 427;
const NR_PIDFD_OPEN: u32 = 434;
const NR_PIDFD_GETFD: u32 = 438;

/// The seccomp filter every confined run gets: no sockets (`socketpair` stays: it reaches
/// nothing), no ptrace or reading another process's memory, no io_uring (which would do
/// what the filter refuses without a system call the filter sees), no kernel keyrings, no
/// typing into a terminal (TIOCSTI, TIOCLINUX), no limits of another process. With
/// `signals` (a kernel without Landlock's signal scope), no signal to any process but the
/// run's own group: `kill` only with pid 0, no `tkill`, `rt_sigqueueinfo` or pidfd signals
/// (`tgkill`, which `abort()` uses on itself, stays allowed). Another architecture's calls
/// (x32, 32-bit) are refused whole.
pub(super) fn seccomp_filter(signals: bool) -> Vec<SockFilter> {
    let refused = refused_calls(signals);
    let mut p = architecture_check();
    // The calls a program makes most (read, write, mmap, close, brk, ...) are numbered below
    // every call the filter looks at: allowed at once, so a run pays for the filter only on
    // its rarer calls.
    let lowest = refused
        .iter()
        .chain(&[nr::SOCKET, nr::IOCTL, nr::PRLIMIT64, nr::KILL])
        .copied()
        .min()
        .unwrap_or(0);
    p.extend([ins(BPF_JGE_K, 1, 0, lowest), ret(SECCOMP_RET_ALLOW)]);
    for call in refused {
        p.extend([ins(BPF_JEQ_K, 0, 1, call), DENY]);
    }
    p.extend(argument_checks(signals));
    p.push(ret(SECCOMP_RET_ALLOW));
    p
}

/// One BPF instruction.
const fn ins(code: u16, jt: u8, jf: u8, k: u32) -> SockFilter {
    SockFilter { code, jt, jf, k }
}

/// Loads the word at `offset` of `struct seccomp_data`.
const fn load(offset: u32) -> SockFilter {
    ins(BPF_LD_W_ABS, 0, 0, offset)
}

/// Ends the filter with `value`.
const fn ret(value: u32) -> SockFilter {
    ins(BPF_RET_K, 0, 0, value)
}

/// Refuses the call with `EPERM`.
const DENY: SockFilter = ret(SECCOMP_RET_ERRNO | EPERM);

/// The calls refused whatever their arguments; with `signals`, also those that signal
/// another process.
fn refused_calls(signals: bool) -> Vec<u32> {
    let mut refused = vec![
        nr::PTRACE,
        nr::PROCESS_VM_READV,
        nr::PROCESS_VM_WRITEV,
        nr::PERF_EVENT_OPEN,
        nr::BPF,
        nr::ADD_KEY,
        nr::REQUEST_KEY,
        nr::KEYCTL,
        NR_IO_URING_SETUP,
        NR_IO_URING_ENTER,
        NR_IO_URING_REGISTER,
        NR_PIDFD_GETFD,
    ];
    if signals {
        refused.extend([
            nr::TKILL,
            nr::RT_SIGQUEUEINFO,
            NR_PIDFD_SEND_SIGNAL,
            NR_PIDFD_OPEN,
        ]);
    }
    refused
}

/// The filter's start: a call of another architecture (x32 on x86_64) is refused, then
/// the call's number is loaded.
fn architecture_check() -> Vec<SockFilter> {
    let mut p = vec![
        load(DATA_ARCH),
        ins(BPF_JEQ_K, 1, 0, nr::AUDIT_ARCH),
        DENY,
        load(DATA_NR),
    ];
    if let Some(bit) = nr::X32_BIT {
        p.extend([ins(BPF_JGE_K, 0, 1, bit), DENY]);
    }
    p
}

/// The calls judged by their arguments: `socket` (EACCES), `ioctl` with TIOCSTI or
/// TIOCLINUX, and those whose first argument must be this process (`prlimit64`; `kill`
/// with `signals`). Each ends with the call's number loaded again.
fn argument_checks(signals: bool) -> Vec<SockFilter> {
    let mut p = vec![
        ins(BPF_JEQ_K, 0, 1, nr::SOCKET),
        ret(SECCOMP_RET_ERRNO | EACCES),
    ];
    // ioctl(fd, TIOCSTI or TIOCLINUX): refused; then the number is loaded again.
    p.extend([
        ins(BPF_JEQ_K, 0, 5, nr::IOCTL),
        load(arg_low(1)),
        ins(BPF_JEQ_K, 1, 0, TIOCSTI),
        ins(BPF_JEQ_K, 0, 1, TIOCLINUX),
        DENY,
        load(DATA_NR),
    ]);
    // The calls whose first argument must be 0, this process (its group, for kill).
    let mut own_only = vec![nr::PRLIMIT64];
    if signals {
        own_only.push(nr::KILL);
    }
    for call in own_only {
        p.extend([
            ins(BPF_JEQ_K, 0, 6, call),
            load(arg_low(0)),
            ins(BPF_JEQ_K, 0, 2, 0),
            load(arg_high(0)),
            ins(BPF_JEQ_K, 1, 0, 0),
            DENY,
            load(DATA_NR),
        ]);
    }
    p
}
