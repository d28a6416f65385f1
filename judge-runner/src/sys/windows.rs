//! Windows: nothing here yet measures or limits a run. The executor starts programs with
//! std, waits for them by polling, and kills one at its deadline with `Child::kill`
//! (TerminateProcess); CPU time is then the wall time and peak memory is unknown. A Job
//! Object per run (user + kernel time, peak memory, a memory limit, one call to end every
//! process of the run) is the next step; see the README's per-OS table.

use super::{Block, Finished, Reaped, Resource};
use std::io;

pub(crate) use super::unsupported::{
    allowed_cpus, become_subreaper, confine_this_thread, memory_file, sandbox, set_affinity,
    Sandbox,
};

pub(crate) fn wait_any(_block: Block) -> Reaped {
    Reaped::NoChildren
}

pub(crate) fn wait(_pid: u32) -> io::Result<Finished> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "no wait with resource usage on Windows yet",
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

pub(crate) fn limits_at_exec(_: &mut std::process::Command, _: &[(Resource, u64)]) {}
