//! A run merely starved of CPU on a busy machine is judged by its CPU time, not killed at
//! the wall deadline as "sleeping or blocked". Ignored by default because it loads both
//! CPUs for several seconds; `.ci/run` runs it alone.

use std::process::{Child, Command};

use crate::support::{self, Workspace};

/// Busy loops that end when dropped.
struct Load(Vec<Child>);

impl Drop for Load {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

const SOLUTION: &[u8] = br#"use std::time::Duration;
#[repr(C)]
struct Timespec { tv_sec: i64, tv_nsec: i64 }
extern "C" { fn clock_gettime(clock: i32, time: *mut Timespec) -> i32; }
fn cpu() -> Duration {
    let mut t = Timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid, writable timespec.
    unsafe { clock_gettime(2, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}
fn main() {
    let mut x = 0u64;
    while cpu() < Duration::from_millis(800) {
        for _ in 0..10_000 { x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7)); }
    }
    println!("3");
}
"#;

#[test]
#[ignore = "loads both CPUs for several seconds: run alone (.ci/run does)"]
fn a_starved_run_is_judged_by_its_cpu_time() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("verdicts", "starved");
    workspace.write("problems/starved/src/main.rs", SOLUTION);
    workspace.write(
        "testcases/starved/problem.toml",
        b"time_limit_ms = 1000\nmemory_limit_mb = 64\n",
    );
    workspace.write("testcases/starved/1.in", b"1 2\n");
    workspace.write("testcases/starved/1.out", b"3\n");
    // Build first, unloaded.
    let warm = workspace.run(&["starved"], "json", &[]);
    support::assert_verdict(&warm.events(), "starved", "1", "AC");
    let load = Load(
        (0..8)
            .map(|_| {
                // Each in a session of its own, as the run is: with the scheduler's autogroups
                // (sched_autogroup_enabled), a session shares the CPU as one, so loops in the
                // test's own session would not starve a run in another.
                Command::new("setsid")
                    .args(["sh", "-c", "while :; do :; done"])
                    .spawn()
                    .expect("start a busy loop")
            })
            .collect(),
    );
    let run = workspace.run(&["starved"], "json", &[]);
    drop(load);
    let events = run.events();
    let (verdict, event) = support::case(&events, "starved", "1");
    let wall = event.uint("wall_ms").unwrap();
    // 800 ms of CPU under a 1 s limit, on a CPU shared with busy loops: it takes longer
    // than the 3 s wall deadline, and is accepted.
    assert!(
        wall > 3000,
        "the load did not starve the run ({wall} ms): {event:?}"
    );
    assert_eq!(verdict, "AC", "{event:?}");
}
