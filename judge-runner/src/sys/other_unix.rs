//! macOS and the other Unix systems: POSIX (`posix.rs`) and nothing more (`unsupported.rs`):
//! limits are set at exec, since a running child's cannot be changed. macOS adds the
//! resident size of a running process (`proc_pid_rusage`), which the executor's watchdog
//! compares with the memory limit, since macOS does not enforce `RLIMIT_AS`.

use super::Resource;
use std::io;

pub(crate) use super::posix::{
    catch_interrupts, close_inherited_descriptors, kill_group, limits_at_exec, lower_own_limit,
    raise_own_limit, signal_process, wait, wait_any,
};
pub(crate) use super::unsupported::{
    allowed_cpus, become_subreaper, confine_this_thread, memory_file, sandbox, sandbox_info,
    set_affinity, Sandbox,
};

/// A running child's limits cannot be changed here: [`limits_at_exec`] sets them.
pub(crate) fn limit_child(_: u32, _: Resource, _: u64, _: u64) -> io::Result<()> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "no prlimit: limits are set at exec",
    ))
}

/// `struct rusage_info_v2` of macOS's `<sys/resource.h>`: a 16-byte UUID, then eighteen
/// `uint64_t` counters in this order (times in Mach absolute units, sizes in bytes).
#[cfg(target_os = "macos")]
#[repr(C)]
#[derive(Default)]
struct RusageInfoV2 {
    ri_uuid: [u8; 16],
    ri_user_time: u64,
    ri_system_time: u64,
    ri_pkg_idle_wkups: u64,
    ri_interrupt_wkups: u64,
    ri_pageins: u64,
    ri_wired_size: u64,
    ri_resident_size: u64,
    ri_phys_footprint: u64,
    ri_proc_start_abstime: u64,
    ri_proc_exit_abstime: u64,
    ri_child_user_time: u64,
    ri_child_system_time: u64,
    ri_child_pkg_idle_wkups: u64,
    ri_child_interrupt_wkups: u64,
    ri_child_pageins: u64,
    ri_child_elapsed_abstime: u64,
    ri_diskio_bytesread: u64,
    ri_diskio_byteswritten: u64,
}

// The SDK's size, checked whenever this file is compiled (a type-check evaluates it too).
#[cfg(target_os = "macos")]
const _: () = assert!(std::mem::size_of::<RusageInfoV2>() == 160);

/// `RUSAGE_INFO_V2`: the flavor that fills a [`RusageInfoV2`].
#[cfg(target_os = "macos")]
const RUSAGE_INFO_V2: i32 = 2;

// libproc, part of libSystem (which every macOS program links).
#[cfg(target_os = "macos")]
extern "C" {
    fn proc_pid_rusage(pid: i32, flavor: i32, buffer: *mut RusageInfoV2) -> i32;
}

/// The larger of the resident size and the physical footprint of process `pid`, in bytes.
#[cfg(target_os = "macos")]
pub(crate) fn resident_size(pid: u32) -> Option<u64> {
    let pid = i32::try_from(pid).ok()?;
    let mut info = RusageInfoV2::default();
    // SAFETY: `info` is a valid, writable rusage_info_v2 (layout above), alive for the call,
    // which is what the RUSAGE_INFO_V2 flavor writes (the C prototype's `rusage_info_t *`
    // is that struct's address, cast).
    let got = unsafe { proc_pid_rusage(pid, RUSAGE_INFO_V2, &mut info) };
    (got == 0).then(|| info.ri_resident_size.max(info.ri_phys_footprint))
}

/// No portable way to read a running process's resident size on the BSDs here.
#[cfg(not(target_os = "macos"))]
pub(crate) fn resident_size(_pid: u32) -> Option<u64> {
    None
}
