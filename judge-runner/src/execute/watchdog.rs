//! The watchdog: one thread for every concurrent run (a thread per run would cost more than
//! the runs of small cases), which kills a run's process group at its wall deadline, once
//! past its CPU limit, or once resident past its memory where the kernel does not hold it
//! there; and every run on interrupt. It lives apart from the executor because a spawner
//! keeps one of its own for the runs it starts.

use super::{parent_id, Platform};
use crate::cancel::Cancel;
use crate::sys;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How often the watchdog looks for an interrupt when no deadline is near.
const WATCH_TICK: Duration = Duration::from_millis(50);
/// How often it reads the resident size of a run whose memory limit it watches: a program
/// that fills pages as fast as it can passes its limit by a few tens of MB at most.
const MEMORY_TICK: Duration = Duration::from_millis(10);

/// Kills process groups whose wall deadline passed, and every group on interrupt.
///
/// One watchdog serves all concurrent runs: a thread per run would cost more than the
/// runs of small cases.
///
/// It is also the bridge from the signal handlers' flag to the round's [`Cancel`] handle:
/// once a SIGINT or SIGTERM has arrived it cancels the round and kills every run.
#[derive(Debug, Default)]
pub(crate) struct Watchdog {
    state: Mutex<WatchState>,
    wake: Condvar,
    cancel: Cancel,
}

#[derive(Debug, Default)]
struct WatchState {
    next_id: u64,
    runs: Vec<Watched>,
    /// Spawner processes: on interrupt each gets SIGTERM and stops its own run.
    spawners: Vec<u32>,
    /// In a spawner, the runner that started it: when it is gone (killed, even by SIGKILL),
    /// the round is cancelled, so the run is killed and swept at once.
    parent: Option<u32>,
    stopping: bool,
}

#[derive(Debug)]
struct Watched {
    id: u64,
    pgid: u32,
    /// When the run is killed unless it is still using the CPU (see [`STARVED_GRACE`]).
    deadline: Instant,
    /// The latest the deadline can be moved to.
    cap: Instant,
    started: Instant,
    /// Its CPU time when the deadline last passed, to tell a starved run from a blocked one.
    seen_cpu: Option<Duration>,
    /// CPU time after which the run is stopped early (its verdict is TLE already).
    cpu: Duration,
    fired: Arc<AtomicBool>,
    /// The memory limit to hold the run to by its resident size, where the kernel does not
    /// (macOS, and Linux's portable path), see [`watches_resident`].
    memory: Option<u64>,
    /// The largest resident size seen, in bytes (0: none seen).
    resident: Arc<AtomicU64>,
}

/// How long a run whose wall deadline passed is watched again when it is still using the
/// CPU: a run merely starved of CPU on a busy machine is not "sleeping or blocked", and is
/// judged by its CPU time. It is killed once a grace period goes by with less than a
/// twentieth of it in CPU time, or at the cap of four times its deadline.
const STARVED_GRACE: Duration = Duration::from_millis(500);

impl Watchdog {
    /// A watchdog for the round that `cancel` stops.
    pub(crate) fn new(cancel: Cancel) -> Watchdog {
        Watchdog {
            cancel,
            ..Watchdog::default()
        }
    }

    /// The round's cancellation handle.
    pub(crate) fn cancel(&self) -> &Cancel {
        &self.cancel
    }

    /// Watches until [`Watchdog::stop`]; run it on its own thread.
    pub(crate) fn run(&self) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if state.stopping {
                return;
            }
            let now = Instant::now();
            if let Some(signal) = sys::interrupted() {
                self.cancel.cancel(signal);
            }
            if state
                .parent
                .is_some_and(|parent| parent_id() != Some(parent))
            {
                self.cancel.cancel(sys::SIGTERM);
            }
            let interrupted = self.cancel.cancelled().is_some();
            if interrupted {
                for &pid in &state.spawners {
                    sys::signal_process(pid, sys::SIGTERM);
                }
            }
            for run in &mut state.runs {
                // Past its CPU limit a run is TLE whatever it does next: stop it now rather
                // than at the CPU rlimit, which counts whole seconds.
                let cpu = sys::cpu_time(run.pgid);
                let spent = cpu.is_some_and(|cpu| cpu > run.cpu);
                if run.deadline <= now && !spent && starved(run, cpu, now) {
                    continue;
                }
                let due = (run.deadline <= now || spent) && !run.fired.swap(true, Ordering::SeqCst);
                if interrupted || due || over_memory(run) {
                    sys::kill_group(run.pgid, sys::SIGKILL);
                }
            }
            let tick = if state.runs.iter().any(|r| r.memory.is_some()) {
                MEMORY_TICK
            } else {
                WATCH_TICK
            };
            let next = state
                .runs
                .iter()
                .filter(|r| !r.fired.load(Ordering::SeqCst))
                .map(|r| r.deadline.saturating_duration_since(now))
                .min()
                .unwrap_or(tick)
                .min(tick);
            state = self
                .wake
                .wait_timeout(state, next)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// Ends [`Watchdog::run`].
    pub(crate) fn stop(&self) {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .stopping = true;
        self.wake.notify_all();
    }

    /// Cancels the round as soon as this process's parent is no longer `parent`.
    pub(crate) fn watch_parent(&self, parent: u32) {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).parent = Some(parent);
    }

    /// Every spawner started so far.
    pub(super) fn spawner_pids(&self) -> Vec<u32> {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .spawners
            .clone()
    }

    /// Remembers a spawner, to pass an interrupt on to it.
    pub(super) fn add_spawner(&self, pid: u32) {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .spawners
            .push(pid);
    }

    pub(super) fn watch(&self, pgid: u32, deadline: Instant, cpu: Duration) -> WatchGuard<'_> {
        self.watch_with_memory(pgid, deadline, cpu, None)
    }

    /// Like [`Watchdog::watch`], and where `memory` is given, kills the run once its
    /// resident size passes it (not a deadline: the verdict is MLE, from the peak).
    pub(super) fn watch_with_memory(
        &self,
        pgid: u32,
        deadline: Instant,
        cpu: Duration,
        memory: Option<u64>,
    ) -> WatchGuard<'_> {
        let fired = Arc::new(AtomicBool::new(false));
        let resident = Arc::new(AtomicU64::new(0));
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.next_id += 1;
        let id = state.next_id;
        let span = deadline.saturating_duration_since(Instant::now());
        state.runs.push(Watched {
            id,
            pgid,
            deadline,
            cap: deadline + span * 3,
            started: Instant::now(),
            seen_cpu: None,
            cpu,
            fired: Arc::clone(&fired),
            memory,
            resident: Arc::clone(&resident),
        });
        // No wake-up: the watchdog looks every `WATCH_TICK`, and every deadline is more than a
        // second away, so waking it for each run would cost a context switch for nothing.
        drop(state);
        WatchGuard {
            watchdog: self,
            id,
            fired,
            resident,
        }
    }
}

/// Whether `run`, whose memory is watched, is now resident past its limit; remembers the
/// largest resident size seen.
fn over_memory(run: &Watched) -> bool {
    let Some(limit) = run.memory else {
        return false;
    };
    let Some(resident) = sys::resident_size(run.pgid) else {
        return false;
    };
    run.resident.fetch_max(resident, Ordering::SeqCst);
    resident > limit
}

/// Whether the executor watches a run's resident size to enforce its memory limit: where
/// the kernel does not enforce one (macOS ignores `RLIMIT_AS`), and on Linux's portable path,
/// which runs the macOS path. Not on Linux's native path: the address-space cap and the
/// peak from `wait4` do it. Windows holds a run to its limit through its job instead.
pub(super) fn watches_resident(platform: Platform) -> bool {
    platform == Platform::Portable || !cfg!(target_os = "linux")
}

/// Whether `run`, past its wall deadline, is still using the CPU (its CPU time, `cpu`, grew
/// since the deadline last passed) and below its cap: then the deadline moves on by
/// [`STARVED_GRACE`] and the run lives. Where CPU time cannot be read, no run is starved.
fn starved(run: &mut Watched, cpu: Option<Duration>, now: Instant) -> bool {
    let Some(cpu) = cpu else {
        return false;
    };
    // Using the CPU: a twentieth of a core or more since it started (at the first look)
    // or during the last grace period.
    let grew = match run.seen_cpu {
        None => cpu >= now.saturating_duration_since(run.started) / 20,
        Some(seen) => cpu.saturating_sub(seen) >= STARVED_GRACE / 20,
    };
    if !grew || now >= run.cap {
        return false;
    }
    run.seen_cpu = Some(cpu);
    run.deadline = now + STARVED_GRACE;
    true
}

pub(super) struct WatchGuard<'a> {
    watchdog: &'a Watchdog,
    id: u64,
    fired: Arc<AtomicBool>,
    resident: Arc<AtomicU64>,
}

impl WatchGuard<'_> {
    pub(super) fn fired(&self) -> bool {
        self.fired.load(Ordering::SeqCst)
    }

    /// The largest resident size the watchdog saw, when it watched the run's memory.
    pub(super) fn resident_peak(&self) -> Option<u64> {
        Some(self.resident.load(Ordering::SeqCst)).filter(|&bytes| bytes > 0)
    }
}

impl Drop for WatchGuard<'_> {
    fn drop(&mut self) {
        let mut state = self
            .watchdog
            .state
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        state.runs.retain(|r| r.id != self.id);
    }
}
