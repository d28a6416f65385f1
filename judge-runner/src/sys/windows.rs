//! Windows: a Job Object per run ([`Job`]). The executor starts the program suspended, puts
//! it in a fresh job, then lets it run: every process it starts is in the job too, the job's
//! accounting gives CPU time (user + kernel of every process of the run) and peak memory
//! (the job's peak commit), the job caps that memory, and one `TerminateJobObject` ends every
//! process of the run, at the deadline and after every run. Closing the job's handle (also
//! when the runner itself dies) kills what is left. Neither signals nor rlimits exist here:
//! those functions do nothing.
//!
//! Interactive runs talk through named pipes whose server ends the runner holds
//! ([`make_pipe`], [`connect_pipe`]).
//!
//! Type-checked on the Linux machine the project is developed on (`check-targets.sh`) and
//! executed there under Wine (`scripts/windows-under-wine.sh`); the workflow's
//! `windows-latest` job runs it on Windows itself. Every struct
//! below copies the Windows SDK's field order and types (64-bit: `SIZE_T` and `ULONG_PTR` are
//! `usize`, `LARGE_INTEGER` is `i64`, `DWORD` is `u32`); `#[repr(C)]` gives the same padding.

use super::{Block, Finished, Reaped, Resource};
use std::ffi::c_void;
use std::io;
use std::os::windows::io::AsRawHandle;
use std::os::windows::process::CommandExt;
use std::process::{Child, Command, ExitStatus};
use std::time::Duration;

pub(crate) use super::unsupported::{
    allowed_cpus, become_subreaper, confine_this_thread, memory_file, sandbox, sandbox_info,
    set_affinity, Sandbox,
};

type Handle = *mut c_void;

/// `JOBOBJECT_BASIC_ACCOUNTING_INFORMATION` (winnt.h): times in 100 ns units.
#[repr(C)]
#[derive(Default)]
struct BasicAccounting {
    total_user_time: i64,
    total_kernel_time: i64,
    this_period_total_user_time: i64,
    this_period_total_kernel_time: i64,
    total_page_fault_count: u32,
    total_processes: u32,
    active_processes: u32,
    total_terminated_processes: u32,
}

/// `JOBOBJECT_BASIC_LIMIT_INFORMATION` (winnt.h). On 64-bit Windows `repr(C)` puts 4 bytes
/// of padding after `limit_flags` and after `active_process_limit`, as the SDK's compiler does.
#[repr(C)]
#[derive(Default)]
struct BasicLimit {
    per_process_user_time_limit: i64,
    per_job_user_time_limit: i64,
    limit_flags: u32,
    minimum_working_set_size: usize,
    maximum_working_set_size: usize,
    active_process_limit: u32,
    affinity: usize,
    priority_class: u32,
    scheduling_class: u32,
}

/// `IO_COUNTERS` (winnt.h): six `ULONGLONG`s.
#[repr(C)]
#[derive(Default)]
struct IoCounters {
    read_operation_count: u64,
    write_operation_count: u64,
    other_operation_count: u64,
    read_transfer_count: u64,
    write_transfer_count: u64,
    other_transfer_count: u64,
}

/// `JOBOBJECT_EXTENDED_LIMIT_INFORMATION` (winnt.h): the basic limits, I/O counters, then
/// four `SIZE_T`s in bytes (limits, then peaks of commit charge).
#[repr(C)]
#[derive(Default)]
struct ExtendedLimit {
    basic: BasicLimit,
    io: IoCounters,
    process_memory_limit: usize,
    job_memory_limit: usize,
    peak_process_memory_used: usize,
    peak_job_memory_used: usize,
}

/// `THREADENTRY32` (tlhelp32.h): seven 32-bit fields.
#[repr(C)]
#[derive(Default)]
struct ThreadEntry {
    size: u32,
    usage: u32,
    thread_id: u32,
    owner_process_id: u32,
    base_priority: i32,
    delta_priority: i32,
    flags: u32,
}

// The SDK's sizes on 64-bit Windows, checked whenever this file is compiled (a type-check
// evaluates them too): a field out of place fails the build, not a run.
#[cfg(target_pointer_width = "64")]
const _: () = {
    assert!(std::mem::size_of::<BasicAccounting>() == 48);
    assert!(std::mem::size_of::<BasicLimit>() == 64);
    assert!(std::mem::size_of::<ExtendedLimit>() == 144);
    assert!(std::mem::size_of::<ThreadEntry>() == 28);
};

/// `JOBOBJECTINFOCLASS` values.
const JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION: i32 = 1;
const JOB_OBJECT_EXTENDED_LIMIT_INFORMATION: i32 = 9;
/// `LimitFlags` bits: cap the commit charge of the whole job; a crash ends the process
/// instead of opening Windows Error Reporting's dialog (which would hold the run until its
/// deadline); closing the last handle of the job kills its processes.
const JOB_OBJECT_LIMIT_JOB_MEMORY: u32 = 0x0000_0200;
const JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION: u32 = 0x0000_0400;
const JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE: u32 = 0x0000_2000;
/// `CreateProcess` flag: the main thread waits for `ResumeThread`.
const CREATE_SUSPENDED: u32 = 0x0000_0004;
/// `CreateToolhelp32Snapshot` flag: every thread of the system.
const TH32CS_SNAPTHREAD: u32 = 0x0000_0004;
/// `OpenThread` access right needed by `ResumeThread`.
const THREAD_SUSPEND_RESUME: u32 = 0x0002;
const INVALID_HANDLE_VALUE: Handle = -1isize as Handle;
/// The exit code of every process the runner ends (what std's `Child::kill` uses too).
const KILLED_EXIT_CODE: u32 = 1;

#[link(name = "kernel32")]
extern "system" {
    fn CreateJobObjectW(attributes: *const c_void, name: *const u16) -> Handle;
    fn SetInformationJobObject(job: Handle, class: i32, info: *const c_void, len: u32) -> i32;
    fn QueryInformationJobObject(
        job: Handle,
        class: i32,
        info: *mut c_void,
        len: u32,
        returned: *mut u32,
    ) -> i32;
    fn AssignProcessToJobObject(job: Handle, process: Handle) -> i32;
    fn TerminateJobObject(job: Handle, exit_code: u32) -> i32;
    fn CloseHandle(handle: Handle) -> i32;
    fn CreateToolhelp32Snapshot(flags: u32, process_id: u32) -> Handle;
    fn Thread32First(snapshot: Handle, entry: *mut ThreadEntry) -> i32;
    fn Thread32Next(snapshot: Handle, entry: *mut ThreadEntry) -> i32;
    fn OpenThread(access: u32, inherit: i32, thread_id: u32) -> Handle;
    fn ResumeThread(thread: Handle) -> u32;
}

/// One run's Job Object. Dropping it closes the handle, which kills whatever is left in it.
pub(crate) struct Job {
    handle: Handle,
}

impl Job {
    /// Makes `command` start its process suspended, so that it can be put in its job before
    /// it runs a single instruction (and before it can start a process outside the job);
    /// [`Job::adopt`] lets it run.
    pub(crate) fn prepare(command: &mut Command) {
        command.creation_flags(CREATE_SUSPENDED);
    }

    /// A new job whose processes die with it and never wait on a crash dialog, and whose
    /// commit charge, all processes together, is capped at `memory` bytes when given.
    ///
    /// # Errors
    /// When Windows refuses to create or configure the job.
    pub(crate) fn new(memory: Option<u64>) -> io::Result<Job> {
        // SAFETY: both pointers may be null (default security, no name); the result is a
        // handle we own, or null on failure.
        let handle = unsafe { CreateJobObjectW(std::ptr::null(), std::ptr::null()) };
        if handle.is_null() {
            return Err(named("CreateJobObjectW", io::Error::last_os_error()));
        }
        let job = Job { handle };
        let mut limits = ExtendedLimit::default();
        limits.basic.limit_flags =
            JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
        if let Some(memory) = memory {
            limits.basic.limit_flags |= JOB_OBJECT_LIMIT_JOB_MEMORY;
            limits.job_memory_limit = usize::try_from(memory).unwrap_or(usize::MAX);
        }
        // SAFETY: `limits` is a valid JOBOBJECT_EXTENDED_LIMIT_INFORMATION (layout above),
        // alive for the call, and its size is the length passed.
        let set = unsafe {
            SetInformationJobObject(
                job.handle,
                JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                (&limits as *const ExtendedLimit).cast(),
                size_of_u32::<ExtendedLimit>(),
            )
        };
        if set == 0 {
            return Err(named("SetInformationJobObject", io::Error::last_os_error()));
        }
        Ok(job)
    }

    /// Puts `child`, started by a command [`Job::prepare`]d, in the job, then resumes its
    /// main thread. On error the child is killed (it is in the job, or still suspended).
    ///
    /// # Errors
    /// When the assignment or the resumption fails.
    pub(crate) fn adopt(&self, child: &mut Child) -> io::Result<()> {
        // SAFETY: both handles are valid and open: ours, and std's handle of a child that
        // has not been waited for (it cannot have exited: it is suspended).
        let assigned = unsafe { AssignProcessToJobObject(self.handle, child.as_raw_handle()) };
        // Each failure names its step, so that a report says which call of the start failed.
        let done = if assigned == 0 {
            Err(named(
                "AssignProcessToJobObject",
                io::Error::last_os_error(),
            ))
        } else {
            resume_threads_of(child.id()).map_err(|e| named("resuming its main thread", e))
        };
        if done.is_err() {
            let _ = child.kill();
            let _ = child.wait();
        }
        done
    }

    /// Ends every process of the job (none is left to start another). Errors (an empty or
    /// already ended job) are ignored.
    pub(crate) fn terminate(&self) {
        self.terminate_with(KILLED_EXIT_CODE);
    }

    /// Ends every process of the job for passing the output cap: they exit with
    /// STATUS_FILE_TOO_LARGE ([`super::WINDOWS_OUTPUT_CAP`]), what SIGXFSZ is on Unix.
    pub(crate) fn terminate_over_output(&self) {
        self.terminate_with(super::WINDOWS_OUTPUT_CAP as u32);
    }

    fn terminate_with(&self, exit_code: u32) {
        // SAFETY: our handle is valid until drop; an integer exit code.
        unsafe {
            TerminateJobObject(self.handle, exit_code);
        }
    }

    /// User plus kernel time of every process that ran in the job so far.
    pub(crate) fn cpu(&self) -> Option<Duration> {
        let mut accounting = BasicAccounting::default();
        // SAFETY: `accounting` is a valid, writable JOBOBJECT_BASIC_ACCOUNTING_INFORMATION
        // of the length passed; the returned length may be null.
        let got = unsafe {
            QueryInformationJobObject(
                self.handle,
                JOB_OBJECT_BASIC_ACCOUNTING_INFORMATION,
                (&mut accounting as *mut BasicAccounting).cast(),
                size_of_u32::<BasicAccounting>(),
                std::ptr::null_mut(),
            )
        };
        let ticks = accounting.total_user_time.max(0) + accounting.total_kernel_time.max(0);
        (got != 0).then(|| Duration::from_nanos(ticks as u64 * 100))
    }

    /// What a run in the job used, once its main process ended with `status` and the job
    /// was terminated.
    pub(crate) fn finished(&self, status: ExitStatus) -> Finished {
        Finished {
            status,
            cpu: self.cpu(),
            peak_rss: self.peak_memory(),
        }
    }

    /// The job's peak commit charge in bytes, all its processes together.
    pub(crate) fn peak_memory(&self) -> Option<u64> {
        let mut limits = ExtendedLimit::default();
        // SAFETY: `limits` is a valid, writable JOBOBJECT_EXTENDED_LIMIT_INFORMATION of the
        // length passed; the returned length may be null.
        let got = unsafe {
            QueryInformationJobObject(
                self.handle,
                JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                (&mut limits as *mut ExtendedLimit).cast(),
                size_of_u32::<ExtendedLimit>(),
                std::ptr::null_mut(),
            )
        };
        (got != 0).then_some(limits.peak_job_memory_used as u64)
    }
}

impl Drop for Job {
    fn drop(&mut self) {
        // SAFETY: our handle, closed once; KILL_ON_JOB_CLOSE ends what is left in the job.
        unsafe {
            CloseHandle(self.handle);
        }
    }
}

/// The size of a Windows struct as the `DWORD` the API takes (every one here is small).
fn size_of_u32<T>() -> u32 {
    std::mem::size_of::<T>() as u32
}

/// `error` with the step that failed in front (`AssignProcessToJobObject: Access denied`), so
/// that a report says which call of a run's start failed.
fn named(step: &str, error: io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{step}: {error}"))
}

/// Resumes every thread of process `pid`: a process created suspended has exactly one,
/// its main thread. std keeps the thread's handle to itself, so it is found by a snapshot
/// of the system's threads.
fn resume_threads_of(pid: u32) -> io::Result<()> {
    // SAFETY: plain call with integer arguments; the result is a handle we own, or
    // INVALID_HANDLE_VALUE on failure.
    let snapshot = unsafe { CreateToolhelp32Snapshot(TH32CS_SNAPTHREAD, 0) };
    if snapshot == INVALID_HANDLE_VALUE {
        return Err(io::Error::last_os_error());
    }
    let mut entry = ThreadEntry {
        size: size_of_u32::<ThreadEntry>(),
        ..ThreadEntry::default()
    };
    let mut resumed = 0;
    // SAFETY: `snapshot` is open; `entry` is a valid THREADENTRY32 with `size` set, as the
    // API requires, and alive for each call.
    let mut more = unsafe { Thread32First(snapshot, &mut entry) } != 0;
    while more {
        if entry.owner_process_id == pid {
            // SAFETY: plain call with integer arguments; the result is a handle we own, or
            // null on failure.
            let thread = unsafe { OpenThread(THREAD_SUSPEND_RESUME, 0, entry.thread_id) };
            if !thread.is_null() {
                // SAFETY: `thread` is open with THREAD_SUSPEND_RESUME, closed once here.
                unsafe {
                    if ResumeThread(thread) != u32::MAX {
                        resumed += 1;
                    }
                    CloseHandle(thread);
                }
            }
        }
        // SAFETY: as for Thread32First.
        more = unsafe { Thread32Next(snapshot, &mut entry) } != 0;
    }
    // SAFETY: our snapshot handle, closed once.
    unsafe {
        CloseHandle(snapshot);
    }
    if resumed == 0 {
        return Err(io::Error::other(
            "found no thread of the new process to resume",
        ));
    }
    Ok(())
}

pub(crate) fn wait_any(_block: Block) -> Reaped {
    Reaped::NoChildren
}

pub(crate) fn wait(_pid: u32) -> io::Result<Finished> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "no wait by process id on Windows: runs are waited for through their job",
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

pub(crate) fn limits_at_exec(_: &mut Command, _: &[(Resource, u64)]) {}

pub(crate) fn resident_size(_pid: u32) -> Option<u64> {
    None
}

#[link(name = "kernel32")]
extern "system" {
    fn CreateNamedPipeW(
        name: *const u16,
        open_mode: u32,
        pipe_mode: u32,
        max_instances: u32,
        out_buffer: u32,
        in_buffer: u32,
        default_timeout: u32,
        security: *const c_void,
    ) -> Handle;
    fn ConnectNamedPipe(pipe: Handle, overlapped: *mut c_void) -> i32;
}

/// `CreateNamedPipeW` open modes: the server reads, or writes; and fail rather than join a
/// pipe of that name someone else made first.
const PIPE_ACCESS_INBOUND: u32 = 0x0000_0001;
const PIPE_ACCESS_OUTBOUND: u32 = 0x0000_0002;
const FILE_FLAG_FIRST_PIPE_INSTANCE: u32 = 0x0008_0000;
/// Pipe mode: a byte stream, blocking, local clients only (`PIPE_TYPE_BYTE`,
/// `PIPE_READMODE_BYTE` and `PIPE_WAIT` are 0).
const PIPE_REJECT_REMOTE_CLIENTS: u32 = 0x0000_0008;
/// `ConnectNamedPipe`'s "failure" when the client connected before the call.
const ERROR_PIPE_CONNECTED: i32 = 535;
/// The buffer each way: a whole line of a conversation, as a Unix pipe's.
const PIPE_BUFFER: u32 = 64 << 10;

/// Makes the server end of the named pipe for `name` of the run whose scratch folder is
/// `folder`: `\\.\pipe\judge-runner-<pid>-<n>-<name>`, unique to this runner, one instance,
/// not inherited by any child. The program opens the returned path as a client.
pub(crate) fn make_pipe(
    folder: &std::path::Path,
    name: &str,
    flow: super::Flow,
) -> io::Result<(std::path::PathBuf, std::fs::File)> {
    use std::os::windows::ffi::OsStrExt;
    use std::os::windows::io::FromRawHandle;
    use std::sync::atomic::{AtomicU64, Ordering};
    static MADE: AtomicU64 = AtomicU64::new(0);
    let n = MADE.fetch_add(1, Ordering::Relaxed);
    // The folder is a run's own; its last part keeps names apart across runners too.
    let run = folder
        .file_name()
        .map_or_else(String::new, |f| f.to_string_lossy().into_owned());
    let path = std::path::PathBuf::from(format!(
        r"\\.\pipe\judge-runner-{}-{n}-{run}-{name}",
        std::process::id()
    ));
    let wide: Vec<u16> = path.as_os_str().encode_wide().chain([0]).collect();
    let access = match flow {
        super::Flow::ToRunner => PIPE_ACCESS_INBOUND,
        super::Flow::FromRunner => PIPE_ACCESS_OUTBOUND,
    };
    // SAFETY: `wide` is a NUL-terminated UTF-16 name alive across the call; a null security
    // pointer gives the default descriptor and a handle no child inherits. The result is a
    // handle we own, or INVALID_HANDLE_VALUE.
    let handle = unsafe {
        CreateNamedPipeW(
            wide.as_ptr(),
            access | FILE_FLAG_FIRST_PIPE_INSTANCE,
            PIPE_REJECT_REMOTE_CLIENTS,
            1,
            PIPE_BUFFER,
            PIPE_BUFFER,
            0,
            std::ptr::null(),
        )
    };
    if handle == INVALID_HANDLE_VALUE {
        return Err(named("CreateNamedPipeW", io::Error::last_os_error()));
    }
    // SAFETY: a fresh handle that nothing else owns; the File closes it.
    let server = unsafe { std::fs::File::from_raw_handle(handle) };
    Ok((path, server))
}

/// Waits until the pipe's client (the program, or `Fifo::unblock`) has opened it.
///
/// # Errors
/// When the pipe cannot be connected.
pub(crate) fn connect_pipe(server: &std::fs::File) -> io::Result<()> {
    // SAFETY: the handle is the server end of a pipe, alive for the call (borrowed from
    // `server`); a null OVERLAPPED makes the call block until a client connects.
    let connected = unsafe { ConnectNamedPipe(server.as_raw_handle(), std::ptr::null_mut()) };
    if connected != 0 {
        return Ok(());
    }
    let error = io::Error::last_os_error();
    if error.raw_os_error() == Some(ERROR_PIPE_CONNECTED) {
        Ok(())
    } else {
        Err(named("ConnectNamedPipe", error))
    }
}
