//! One run of a program under limits: its own process group on one CPU, input from a file,
//! output to capped files, CPU time and peak memory from the kernel, a kill at the wall
//! deadline or as soon as the CPU limit is passed.
//!
//! Output goes to anonymous in-memory files (memfd) rather than pipes, as judges redirect to
//! files: the solution can read and write in any order without deadlock, a grandchild that
//! keeps the descriptor open cannot hang the runner, and the file-size rlimit turns a flood
//! into SIGXFSZ at the cap without a reader thread per run.
//!
//! Solutions are started by spawner processes (this binary as `__spawner`), see [`Spawn`];
//! each spawner owns a [`Watchdog`] for its runs, and the runner's watchdog passes an
//! interrupt on to the spawners.
//!
//! This file holds what the rest of the runner sees of a run (its limits, where its input
//! comes from, how it ended); each concern of running one has a file of its own:
//! - `watchdog`: the one thread that kills runs at their deadline, past their CPU limit or
//!   memory, and on interrupt;
//! - `executor`: the [`Executor`] the engine and the builds call, which starts a run through
//!   a spawner or directly, waits and collects its output;
//! - `launch`: everything needed to start one process, and how its limits go on;
//! - `confine`: starting a run under its sandbox's rules, on threads kept between runs;
//! - `spawner`: the spawner process and its protocol (Unix).

mod confine;
mod executor;
mod launch;
mod watchdog;

pub(crate) use executor::{Executor, Spawn};
use std::path::Path;
use std::time::Duration;
pub(crate) use watchdog::Watchdog;

/// The hidden first argument that makes this binary a spawner (`cli` turns it into
/// `Command::Spawner`).
pub const SPAWNER_ARG: &str = "__spawner";

#[cfg(unix)]
mod spawner;
#[cfg(unix)]
pub use spawner::serve_spawner;

/// Spawners exist only on Unix: elsewhere the mode is refused (the runner never asks).
#[cfg(not(unix))]
pub fn serve_spawner(_args: &[String]) -> i32 {
    2
}

/// This process's parent, where the platform tells.
fn parent_id() -> Option<u32> {
    #[cfg(unix)]
    return Some(std::os::unix::process::parent_id());
    #[cfg(not(unix))]
    None
}

/// Which of the executor's paths runs programs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Platform {
    /// Everything this platform offers (on Linux: spawners, memfd, prlimit, affinity, the
    /// subreaper, Landlock).
    Native,
    /// What every Unix offers, as macOS runs it: programs started directly, output and input
    /// in files, limits set at exec, no CPU watch through /proc. On Linux it exercises the
    /// macOS path for real (`JUDGE_RUNNER_EXECUTOR=portable`).
    Portable,
}

impl Platform {
    /// The name the JSON summary gives the executor that ran.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Platform::Portable => "portable",
            Platform::Native if cfg!(target_os = "linux") => "linux",
            Platform::Native if cfg!(target_os = "macos") => "macos",
            Platform::Native if cfg!(windows) => "windows",
            Platform::Native => "unix",
        }
    }
}

/// How much of a solution's stderr a report keeps.
pub(crate) const STDERR_TAIL_BYTES: u64 = 4096;
/// How much of a flood (output past the cap) is kept for the report.
const FLOOD_HEAD_BYTES: u64 = 4096;
/// The stack limit of a run without a memory limit (a compiler): the usual 8 MiB.
const DEFAULT_STACK: u64 = 8 << 20;

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
    /// Which CPUs the process may use.
    pub cores: Cores,
    /// Whether the program is confined to its own folder.
    pub isolation: Isolation,
    /// How much address space it may map.
    pub space: Space,
}

/// How much address space a run may map. A native program is capped a little above its
/// memory limit ([`address_space_cap`]), so that a runaway allocation fails early while the
/// verdict still comes from the peak resident set. A Java virtual machine cannot start under
/// such a cap: BOJ's own flags (`-Xms1024m -Xmx1920m -Xss512m`) reserve the whole heap and
/// half a gigabyte of stack for each of its threads up front, most of it never touched; it
/// gets [`JVM_ADDRESS_SPACE`] instead, its heap bounded by its own `-Xmx` and its verdict
/// still from the peak resident set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Space {
    /// From the memory limit ([`address_space_cap`]); a compiler's
    /// [`COMPILE_ADDRESS_SPACE`].
    Derived,
    /// A Java virtual machine's: [`JVM_ADDRESS_SPACE`].
    Jvm,
}

/// The address space a compiler (with the linker it starts) may map: rustc maps about
/// 0.5 GB for a solution; a source that makes it grow past this (a huge constant, an
/// `include_bytes!` of a device) fails instead of eating the machine.
pub(crate) const COMPILE_ADDRESS_SPACE: u64 = 4 << 30;

/// The address space of a Java virtual machine (`java`, `javac`) run with BOJ's flags: it
/// does not start under 8 GiB (a `pthread_create` of a 512 MiB stack fails), and starts
/// under 16 GiB.
pub(crate) const JVM_ADDRESS_SPACE: u64 = 16 << 30;

impl RunLimits {
    /// The address-space cap of a run under these limits, if it has one.
    pub(super) fn address_space(&self) -> Option<u64> {
        match (self.space, self.memory, self.isolation) {
            (Space::Jvm, _, _) => Some(JVM_ADDRESS_SPACE),
            (Space::Derived, Some(memory), _) => Some(address_space_cap(memory)),
            (Space::Derived, None, Isolation::Compiler) => Some(COMPILE_ADDRESS_SPACE),
            (Space::Derived, None, _) => None,
        }
    }
}

/// Whose program it is, for what it may touch. Everything that comes from a solution file
/// or judge data is confined (Linux's native path; `sys::sandbox` says how): it may read the
/// system's folders and what the run names (a checker's files, a unit test's own problem),
/// execute its own binary, and write only in its fresh working folder; the rest of the
/// workspace, `target/judge/`, `/proc`, `/tmp` and `/dev/shm` are out of reach. Each run is
/// in a session of its own without a terminal, and gets only stdin, stdout and stderr.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Isolation {
    /// A judged program or a tool of the judge data (solution, its unit tests, brute force,
    /// checker, interactor, generator).
    Sandboxed,
    /// A compiler run on a solution or judge data: the same, but `/dev/zero` and
    /// `/dev/random` are closed, and the toolchain is readable.
    Compiler,
    /// Unconfined: only the executor's own tests start such runs.
    Trusted,
}

/// Which CPUs a run may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Cores {
    /// The one CPU of the worker that starts it, as a judge gives a submission one core:
    /// the runner, its spawner and the solution then hand over without migrating.
    One,
    /// Every CPU the runner may use (compilers, whose codegen runs in parallel).
    All,
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
    /// Whether stdout passed the cap (then `stdout` holds only its first few KiB).
    pub output_capped: bool,
    /// The cap it was held to.
    pub output_cap: u64,
    /// The last few KiB of stderr, lossily decoded.
    pub stderr_tail: String,
    pub killed: Kill,
}

/// The address-space cap for a memory limit: room for allocator slack and a vector's
/// doubling, so the verdict comes from peak RSS, while a runaway allocation still fails.
pub(crate) fn address_space_cap(memory: u64) -> u64 {
    memory.saturating_mul(2).saturating_add(64 << 20)
}
