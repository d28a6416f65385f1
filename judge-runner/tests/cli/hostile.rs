//! The `hostile` workspace: solutions that attack the runner's plumbing (stray
//! grandchildren, unread or interleaved pipes, floods, bad bytes, closed or blocked fds,
//! memory accounting). Judged once; the big inputs are written into the temp copy, never
//! committed.

use std::fs;
use std::path::Path;
use std::process::Command;
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

use crate::json::Event;
use crate::support::{self, Run, Workspace};

/// The whole run, builds included, must finish well within this: the slowest case waits
/// for a wall deadline of a few times 1 s.
const WALL_BOUND: Duration = Duration::from_secs(60);

/// 10 MiB of 8-byte lines, as `write-before-read` writes and reads them.
const WBR_LINES: usize = 10 << 17;

/// Lines of case 1 of `peak-memory`: 40 MB of output, more than its 32 MB memory limit.
const PEAK_LINES: usize = 5_000_000;

struct HostileRun {
    run: Run,
    /// `sleep 1000` processes that appeared during the run and outlived it.
    leftover_sleeps: Vec<u32>,
}

fn hostile() -> &'static HostileRun {
    static RUN: OnceLock<HostileRun> = OnceLock::new();
    RUN.get_or_init(|| {
        let workspace = Workspace::copy("hostile", "hostile");
        workspace.write(
            "testcases/unread-input/1.in",
            &b"1 2\n".repeat((30 << 20) / 4),
        );
        workspace.write("testcases/unread-input/1.out", b"42\n");
        workspace.write(
            "testcases/write-before-read/1.in",
            &b"7654321\n".repeat(WBR_LINES),
        );
        let mut expected = b"1234567\n".repeat(WBR_LINES);
        expected.extend_from_slice(format!("{}\n", 8 * WBR_LINES).as_bytes());
        workspace.write("testcases/write-before-read/1.out", &expected);
        workspace.write(
            "testcases/peak-memory/1.in",
            format!("{PEAK_LINES}\n").as_bytes(),
        );
        workspace.write(
            "testcases/peak-memory/1.out",
            &b"1234567\n".repeat(PEAK_LINES),
        );

        let before = sleep_1000_pids();
        let run = workspace.run(&[], "json", &[]);
        // A group killed just before the runner exited may take a moment to disappear.
        let mut leftover_sleeps = Vec::new();
        for _ in 0..20 {
            leftover_sleeps = sleep_1000_pids();
            leftover_sleeps.retain(|pid| !before.contains(pid));
            if leftover_sleeps.is_empty() {
                break;
            }
            thread::sleep(Duration::from_millis(100));
        }
        for pid in &leftover_sleeps {
            // Clean up after a leaking runner; the test then fails on the list.
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
        }
        HostileRun {
            run,
            leftover_sleeps,
        }
    })
}

/// The ids of live processes whose command line is exactly `sleep 1000`.
fn sleep_1000_pids() -> Vec<u32> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| c == b"sleep\x001000\x00")
        })
        .collect()
}

fn events() -> Vec<Event> {
    hostile().run.events()
}

#[test]
fn grandchild_holding_stdout_does_not_hang_the_run() {
    skip_if_passed!();
    support::assert_verdict(&events(), "grandchild", "1", "AC");
}

#[test]
fn no_sleep_1000_is_left_behind() {
    skip_if_passed!();
    let leftovers = &hostile().leftover_sleeps;
    assert!(
        leftovers.is_empty(),
        "`sleep 1000` still running after the run: pids {leftovers:?}"
    );
}

#[test]
fn whole_run_finishes_promptly() {
    skip_if_passed!();
    let run = &hostile().run;
    run.code();
    assert!(
        run.wall < WALL_BOUND,
        "the run took {:?}; stderr:\n{}",
        run.wall,
        run.stderr
    );
    // Each case by its own bound: none ran past its wall deadline (2 × limit + 1 s) by more
    // than the time it takes to kill and reap a process tree.
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/hostile/testcases");
    for case in support::cases(&events()) {
        let problem = case.str("problem").expect("a problem");
        let spec = fs::read_to_string(fixture.join(problem).join("problem.toml"))
            .expect("the fixture's problem.toml");
        let limit: u64 = spec
            .lines()
            .find_map(|line| line.strip_prefix("time_limit_ms = "))
            .and_then(|ms| ms.trim().parse().ok())
            .expect("time_limit_ms");
        let wall = case.uint("wall_ms").expect("wall_ms");
        assert!(
            wall <= 2 * limit + 1000 + 2000,
            "{problem}: {wall} ms against a wall deadline of {} ms",
            2 * limit + 1000
        );
    }
}

#[test]
fn unread_input_is_accepted() {
    skip_if_passed!();
    support::assert_verdict(&events(), "unread-input", "1", "AC");
}

#[test]
fn writing_before_reading_does_not_deadlock() {
    skip_if_passed!();
    support::assert_verdict(&events(), "write-before-read", "1", "AC");
}

#[test]
fn stderr_flood_is_drained_and_accepted() {
    skip_if_passed!();
    support::assert_verdict(&events(), "stderr-flood", "1", "AC");
}

#[test]
fn endless_stdout_is_output_limit_exceeded() {
    skip_if_passed!();
    support::assert_verdict(&events(), "flood", "1", "OLE");
}

#[test]
fn invalid_utf8_output_is_a_wrong_answer() {
    skip_if_passed!();
    // `events` also checks that the runner's own output stayed UTF-8 JSON.
    support::assert_verdict(&events(), "invalid-utf8", "1", "WA");
}

#[test]
fn stdout_closed_before_exit_is_accepted() {
    skip_if_passed!();
    support::assert_verdict(&events(), "close-stdout", "1", "AC");
}

#[test]
fn blocked_read_is_time_limit_exceeded() {
    skip_if_passed!();
    support::assert_verdict(&events(), "sleep-blocked", "1", "TLE");
}

#[test]
fn peak_memory_is_the_solutions_own() {
    skip_if_passed!();
    // The portable path starts programs from the runner itself, and Linux (unlike macOS)
    // charges a child started so with the runner's resident set: that is what spawners are
    // for. In that mode on Linux this measures the kernel, not the runner.
    if std::env::var_os("JUDGE_RUNNER_EXECUTOR").is_some_and(|v| v == "portable") {
        return;
    }
    let events = events();
    for case in ["1", "2", "3", "4", "5", "6", "7"] {
        let (verdict, event) = support::case(&events, "peak-memory", case);
        let memory = event.uint("memory_kb");
        assert!(
            verdict == "AC" && memory.is_none_or(|kb| kb < 32 << 10),
            "peak-memory/{case} streams in a few MB under a 32 MB limit; a peak that \
             counts the runner's own memory (`ru_maxrss` of a child spawned from a big \
             process) would explain this: {event:?}"
        );
    }
}

#[test]
fn only_the_fixture_cases_are_judged_and_nothing_is_an_error() {
    skip_if_passed!();
    let events = events();
    let mut judged: Vec<&str> = support::cases(&events)
        .into_iter()
        .filter_map(|e| e.str("problem"))
        .collect();
    judged.sort_unstable();
    judged.dedup();
    assert_eq!(
        judged,
        [
            "close-stdout",
            "flood",
            "grandchild",
            "invalid-utf8",
            "peak-memory",
            "sleep-blocked",
            "stderr-flood",
            "unread-input",
            "write-before-read",
        ]
    );
    assert_eq!(support::errors(&events).len(), 0, "{events:?}");
    assert_eq!(hostile().run.code(), 1, "flood and sleep-blocked fail");
}

/// Runs `argv[1]` from a small C++ parent by fork and exec, and prints its `ru_maxrss` in
/// kB: the figure a judge whose starter is small sees, as BOJ's is.
const SMALL_PARENT: &str = r#"
#include <cstdio>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int, char** argv) {
    pid_t pid = fork();
    if (pid == 0) { execv(argv[1], argv + 1); _exit(127); }
    int status; struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid || status != 0) return 1;
    std::printf("%ld\n", usage.ru_maxrss);
}
"#;

#[test]
fn peak_memory_is_the_programs_own_to_a_few_pages() {
    skip_if_passed!();
    // Linux folds the peak of the memory a process had before exec into its `ru_maxrss`. A
    // child started with vfork (std's posix_spawn) shares the spawner's whole memory until
    // exec, so it reported the spawner's 3 to 4 MB over its own: BOJ's 4 MB problems were
    // MLE here and AC on BOJ. Started by fork, as every run now is, it carries only a few
    // anonymous pages.
    if !cfg!(target_os = "linux") || support::portable_executor() {
        return;
    }
    let Some(cxx) = support::cxx("peak_memory_is_the_programs_own_to_a_few_pages") else {
        return;
    };
    let bench = support::Bench::new("own-peak");
    let source = "fn main() {\n    println!(\"0\");\n}\n";
    let cases: Vec<(String, &str, &str)> = (1..=20).map(|k| (k.to_string(), "", "0\n")).collect();
    let cases: Vec<(&str, &str, &str)> =
        cases.iter().map(|(k, i, o)| (k.as_str(), *i, *o)).collect();
    bench.problem("boj-1", source, &cases);
    bench.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 4\n",
    );
    let built = |out: &str, program: &mut Command| {
        let status = program.status().expect("start a compiler");
        assert!(status.success(), "building {out}");
        bench.path(out)
    };
    let parent = built(
        "parent",
        Command::new(cxx)
            .args(["-O2", "-x", "c++", "-", "-o"])
            .arg(bench.path("parent"))
            .stdin(fs::File::open(write_temp(&bench, "parent.cpp", SMALL_PARENT)).unwrap()),
    );
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let solution = built(
        "solution",
        Command::new(rustc)
            .args(["--edition", "2021", "-O", "-o"])
            .arg(bench.path("solution"))
            .arg(bench.path("problems/boj-1/src/main.rs")),
    );
    let own = |_: usize| -> u64 {
        let out = Command::new(&parent).arg(&solution).output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        // The solution's own "0" comes first, on the same stdout.
        let last = text.lines().last().unwrap_or_default().to_owned();
        last.parse()
            .unwrap_or_else(|_| panic!("the small parent printed {text:?}"))
    };
    let own = (0..3).map(own).max().unwrap();
    // Under BOJ's 4 MB and under a common 256 MB alike: the figure is the program's, whatever
    // the limit (a vforked child read the spawner's 4 MB under the larger one).
    for limit in [4, 256] {
        bench.write(
            "testcases/boj-1/problem.toml",
            &format!("time_limit_ms = 1000\nmemory_limit_mb = {limit}\n"),
        );
        let (code, events) = bench.json(&["--root", bench.root().to_str().unwrap()]);
        for case in 1..=20 {
            let (verdict, event) = support::case(&events, "boj-1", &case.to_string());
            let reported = event.uint("memory_kb").expect("a peak on Linux");
            assert!(
                verdict == "AC" && reported <= own + 256,
                "the program peaks at {own} kB under a small parent; the runner reports \
                 {reported} kB under a {limit} MB limit: the spawner's memory is counted \
                 as the program's: {event:?}"
            );
        }
        assert_eq!(code, 0);
    }
}

/// Writes `text` to `name` in the bench and gives its path.
fn write_temp(bench: &support::Bench, name: &str, text: &str) -> std::path::PathBuf {
    bench.write(name, text);
    bench.path(name)
}
