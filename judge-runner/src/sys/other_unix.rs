//! macOS and the other Unix systems: POSIX (`posix.rs`) and nothing more (`unsupported.rs`):
//! limits are set at exec, since a running child's cannot be changed.

use super::Resource;
use std::io;

pub(crate) use super::posix::{
    catch_interrupts, kill_group, limits_at_exec, lower_own_limit, raise_own_limit, signal_process,
    wait, wait_any,
};
pub(crate) use super::unsupported::{
    allowed_cpus, become_subreaper, confine_this_thread, memory_file, sandbox, set_affinity,
    Sandbox,
};

/// A running child's limits cannot be changed here: [`limits_at_exec`] sets them.
pub(crate) fn limit_child(_: u32, _: Resource, _: u64, _: u64) -> io::Result<()> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "no prlimit: limits are set at exec",
    ))
}
