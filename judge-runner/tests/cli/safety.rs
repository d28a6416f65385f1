//! The runner's promises beyond verdicts: an interrupt stops every solution and says
//! what it stopped; judging never changes `problems/` or `testcases/`; two runners at
//! once on one workspace both finish right; bad command lines get one clear line.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;
use std::time::{Duration, Instant};

use crate::support::{self, Workspace};

/// A workspace of one problem whose two cases sleep for an hour (TLE only after 41 s).
fn sleepy(test: &str) -> Workspace {
    // A cache of its own: the processes of its binaries are looked for by their path.
    let workspace = Workspace::copy_isolated("verdicts", test);
    workspace.write(
        "problems/sleepy/src/main.rs",
        b"fn main() {\n    std::thread::sleep(std::time::Duration::from_secs(3600));\n}\n",
    );
    workspace.write(
        "testcases/sleepy/problem.toml",
        b"time_limit_ms = 20000\nmemory_limit_mb = 64\n",
    );
    for case in ["1", "2", "3"] {
        workspace.write(&format!("testcases/sleepy/{case}.in"), b"1\n");
        workspace.write(&format!("testcases/sleepy/{case}.out"), b"1\n");
    }
    workspace
}

/// Live processes running a binary from the workspace's build cache.
fn solutions_of(root: &Path) -> Vec<u32> {
    let cache = root.join("target/judge/cache");
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            fs::read_link(format!("/proc/{pid}/exe")).is_ok_and(|exe| exe.starts_with(&cache))
        })
        .collect()
}

fn interrupt_with(signal: &str, code: i32, name: &str, jobs: usize) {
    let workspace = sleepy(&format!("interrupt-{signal}-{jobs}"));
    let child = support::Reaped::new(
        workspace
            .command()
            .args(["sleepy", "--jobs", &jobs.to_string(), "--root"])
            .arg(workspace.root())
            .spawn()
            .expect("start judge-runner"),
    );
    let runner = child.id();
    let deadline = Instant::now() + Duration::from_secs(120);
    while solutions_of(workspace.root()).len() < jobs {
        assert!(
            Instant::now() < deadline,
            "the sleeping solutions never started"
        );
        thread::sleep(Duration::from_millis(50));
    }
    let sent = Instant::now();
    let status = Command::new("kill")
        .args([&format!("-{signal}"), &runner.to_string()])
        .status()
        .expect("run kill");
    assert!(status.success());
    let run = support::finish(child.into_inner());
    assert!(
        sent.elapsed() < Duration::from_secs(10),
        "the runner took {:?} to stop",
        sent.elapsed()
    );
    assert_eq!(run.code(), code, "stderr:\n{}", run.text());
    assert!(
        run.text().contains(&format!("interrupted by {name}"))
            && run.text().contains("sleepy case 1"),
        "stderr:\n{}",
        run.text()
    );
    let mut left = solutions_of(workspace.root());
    for _ in 0..20 {
        if left.is_empty() {
            break;
        }
        thread::sleep(Duration::from_millis(100));
        left = solutions_of(workspace.root());
    }
    for pid in &left {
        let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
    }
    assert!(left.is_empty(), "solutions left running: {left:?}");
}

/// Killed with SIGKILL, the runner cannot stop anything itself: its spawners notice that
/// their parent is gone and end their runs within a second.
#[test]
fn a_runner_killed_with_sigkill_leaves_no_solution_running() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // spawners watch their runner on the native path only
    }
    let workspace = sleepy("sigkill");
    let mut child = support::Reaped::new(
        workspace
            .command()
            .args(["sleepy", "--jobs", "2", "--root"])
            .arg(workspace.root())
            .spawn()
            .expect("start judge-runner"),
    );
    let deadline = Instant::now() + Duration::from_secs(120);
    while solutions_of(workspace.root()).len() < 2 {
        assert!(
            Instant::now() < deadline,
            "the sleeping solutions never started"
        );
        thread::sleep(Duration::from_millis(50));
    }
    child.kill().expect("SIGKILL the runner");
    let _ = child.wait();
    let killed = Instant::now();
    let mut left = solutions_of(workspace.root());
    while !left.is_empty() && killed.elapsed() < Duration::from_secs(1) {
        thread::sleep(Duration::from_millis(20));
        left = solutions_of(workspace.root());
    }
    for pid in &left {
        let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
    }
    assert!(
        left.is_empty(),
        "solutions still running 1 s after the runner was killed: {left:?}"
    );
}

#[test]
fn sigint_stops_every_solution_and_exits_130() {
    skip_if_passed!();
    interrupt_with("INT", 130, "SIGINT", 2);
}

#[test]
fn sigterm_stops_every_solution_and_exits_143() {
    skip_if_passed!();
    interrupt_with("TERM", 143, "SIGTERM", 2);
}

#[test]
fn sigint_stops_a_run_of_one_job_too() {
    skip_if_passed!();
    interrupt_with("INT", 130, "SIGINT", 1);
}

/// Every file under `dir` with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in fs::read_dir(&folder).expect("list a folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let bytes = fs::read(&path).expect("read a file");
                files.insert(path.strip_prefix(dir).unwrap().to_path_buf(), bytes);
            }
        }
    }
    files
}

#[test]
fn judging_changes_nothing_in_problems_or_testcases() {
    skip_if_passed!();
    for fixture in ["verdicts", "hostile", "broken"] {
        let workspace = Workspace::copy_isolated(fixture, &format!("unchanged-{fixture}"));
        let problems = snapshot(&workspace.root().join("problems"));
        let testcases = snapshot(&workspace.root().join("testcases"));
        let run = workspace.run(&[], "json", &[]);
        run.code();
        assert!(
            workspace.root().join("target/judge/cache").is_dir(),
            "the run built nothing"
        );
        assert!(
            problems == snapshot(&workspace.root().join("problems")),
            "{fixture}: problems/ changed"
        );
        assert!(
            testcases == snapshot(&workspace.root().join("testcases")),
            "{fixture}: testcases/ changed"
        );
    }
}

#[test]
fn two_runners_at_once_on_one_workspace_agree() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "two-at-once");
    let problems = [
        "ac",
        "wa",
        "pe",
        "natural",
        "ce-syntax",
        "re-exit",
        "literal-wa",
    ];
    let start = || {
        workspace
            .command()
            .args(problems)
            .args(["--format", "json", "--jobs", "2", "--root"])
            .arg(workspace.root())
            .spawn()
            .expect("start judge-runner")
    };
    let (first, second) = (start(), start());
    let (first, second) = (support::finish(first), support::finish(second));
    let verdicts = |run: &support::Run| -> Vec<(String, String, String)> {
        run.events()
            .iter()
            .filter(|e| e.kind() == "case" || e.kind() == "problem")
            .map(|e| {
                (
                    e.str("problem").unwrap_or("").to_owned(),
                    e.str("case").unwrap_or("").to_owned(),
                    e.str("verdict").unwrap_or("").to_owned(),
                )
            })
            .collect()
    };
    let (a, b) = (verdicts(&first), verdicts(&second));
    assert_eq!(a, b);
    assert_eq!(first.code(), 1);
    assert_eq!(second.code(), 1);
    assert!(a.contains(&("ac".into(), "1".into(), "AC".into())), "{a:?}");
    assert!(
        a.contains(&("ce-syntax".into(), String::new(), "CE".into())),
        "{a:?}"
    );
    assert!(
        a.contains(&("natural".into(), "10".into(), "AC".into())),
        "{a:?}"
    );
    // Nothing half-written is left in the cache: every entry is a binary, a CE message, a
    // remembered pass of unit tests or the APIs newer than the judge's compiler a file uses
    // (the cache is shared with the other tests).
    for entry in fs::read_dir(workspace.root().join("target/judge/cache")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let hex = name
            .trim_end_matches(".ce")
            .trim_end_matches(".pass")
            .trim_end_matches(".msrv");
        assert!(
            hex.len() == 32 && hex.bytes().all(|b| b.is_ascii_hexdigit()),
            "{name}"
        );
    }
}

#[test]
fn bad_command_lines_get_one_line_and_exit_2() {
    skip_if_passed!();
    let workspace = Workspace::copy("broken", "bad-args");
    for (args, needle) in [
        (&["--frobnicate"][..], "unknown option `--frobnicate`"),
        (&["--jobs", "0"][..], "--jobs takes a positive number"),
        (&["--partition", "3/2"][..], "--partition takes K/N"),
        (
            &["no-such-problem"][..],
            "no problem matches `no-such-problem`",
        ),
        (&["--format", "yaml"][..], "unknown format `yaml`"),
    ] {
        let run = support::finish(
            workspace
                .command()
                .args(args)
                .arg("--root")
                .arg(workspace.root())
                .spawn()
                .expect("start judge-runner"),
        );
        assert_eq!(run.code(), 2, "{args:?}: {}", run.stderr);
        let lines: Vec<&str> = run.stderr.lines().collect();
        assert_eq!(lines.len(), 1, "{args:?}: {}", run.stderr);
        assert!(
            lines[0].starts_with("error: ") && lines[0].contains(needle),
            "{args:?}: {}",
            run.stderr
        );
        assert!(!run.stderr.contains("panicked"), "{args:?}");
    }
    let run = support::finish(
        crate::support::runner()
            .current_dir(std::env::temp_dir())
            .arg("--root")
            .arg("/nonexistent/judge/root")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("start judge-runner"),
    );
    assert_eq!(run.code(), 2);
    assert!(
        run.stderr.contains("is not a judge workspace"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_200_mb_case_is_judged_without_the_runner_loading_it() {
    skip_if_passed!();
    let workspace = Workspace::copy("broken", "big-case");
    workspace.write(
        "problems/count/src/main.rs",
        b"use std::io::Read;\nfn main() {\n    let mut n = 0u64;\n    let mut buf = vec![0u8; 1 << 16];\n    let mut stdin = std::io::stdin().lock();\n    loop {\n        let got = stdin.read(&mut buf).expect(\"stdin\");\n        if got == 0 { break; }\n        n += buf[..got].iter().filter(|&&b| b == b'\\n').count() as u64;\n    }\n    println!(\"{n}\");\n}\n",
    );
    workspace.write(
        "testcases/count/problem.toml",
        b"time_limit_ms = 10000\nmemory_limit_mb = 64\n",
    );
    let lines = 25 << 20; // 8-byte lines: 200 MiB.
    workspace.write("testcases/count/1.in", &b"1234567\n".repeat(lines));
    workspace.write("testcases/count/1.out", format!("{lines}\n").as_bytes());
    let run = workspace.run(&["count"], "json", &[]);
    let events = run.events();
    support::assert_verdict(&events, "count", "1", "AC");
    let runner_kb = support::summary(&events)
        .uint("runner_memory_kb")
        .expect("the summary reports the runner's memory");
    assert!(
        runner_kb < 64 * 1024,
        "the runner peaked at {runner_kb} KiB on a 200 MiB input"
    );
}

#[test]
fn case_files_that_cannot_be_read_are_errors_naming_them() {
    skip_if_passed!();
    let workspace = Workspace::copy("broken", "unreadable");
    let data = workspace.root().join("testcases/ok");
    fs::create_dir(data.join("folder.in")).unwrap();
    workspace.write("testcases/ok/folder.out", b"3\n");
    workspace.write("testcases/ok/dangling.in", b"1 2\n");
    std::os::unix::fs::symlink("/nonexistent/judge/answer", data.join("dangling.out")).unwrap();
    let run = workspace.run(&["ok"], "json", &[]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    let events = run.events();
    let messages: Vec<String> = support::errors(&events)
        .iter()
        .map(|e| e.str("message").unwrap_or("").to_owned())
        .collect();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("testcases/ok/folder.in is not a regular file")),
        "{messages:?}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.contains("testcases/ok/dangling.out")),
        "{messages:?}"
    );
    support::assert_verdict(&events, "ok", "1", "AC");
}

#[test]
fn a_flood_costs_the_runner_no_memory() {
    skip_if_passed!();
    let workspace = Workspace::copy("hostile", "flood-memory");
    let run = workspace.run(&["flood"], "json", &[]);
    let events = run.events();
    support::assert_verdict(&events, "flood", "1", "OLE");
    let runner_kb = support::summary(&events)
        .uint("runner_memory_kb")
        .expect("the summary reports the runner's memory");
    // The cap is 64 MiB; past it only a 4 KiB head of the output is read.
    assert!(
        runner_kb < 16 * 1024,
        "the runner peaked at {runner_kb} KiB on an endless output"
    );
}

#[test]
fn a_solution_runs_on_one_core_as_on_a_judge() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // CPU affinity is the native path's
    }
    let workspace = Workspace::copy("verdicts", "one-core");
    workspace.write(
        "problems/cores/src/main.rs",
        b"fn main() {\n    let n = std::thread::available_parallelism().map_or(0, |n| n.get());\n    println!(\"{n}\");\n}\n",
    );
    workspace.write(
        "testcases/cores/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 64\n",
    );
    for case in ["1", "2", "3"] {
        workspace.write(&format!("testcases/cores/{case}.in"), b"");
        workspace.write(&format!("testcases/cores/{case}.out"), b"1\n");
    }
    let run = workspace.run(&["cores"], "json", &[]);
    let events = run.events();
    for case in ["1", "2", "3"] {
        support::assert_verdict(&events, "cores", case, "AC");
    }
}

#[test]
fn an_unchanged_solution_is_never_compiled_again() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("verdicts", "build-cache");
    let build_line = |run: &support::Run| -> (u64, u64, u64) {
        let events = run.events();
        let build = events
            .iter()
            .find(|e| e.kind() == "build")
            .expect("a build line");
        (
            build.uint("compiled").unwrap(),
            build.uint("cached").unwrap(),
            build.uint("failed").unwrap(),
        )
    };
    let problems = ["ac", "wa", "natural", "ce-syntax"];
    let cold = workspace.run(&problems, "json", &[]);
    assert_eq!(build_line(&cold), (3, 0, 1));
    let warm = workspace.run(&problems, "json", &[]);
    // The compile error is cached too: a broken file costs nothing until it changes.
    assert_eq!(build_line(&warm), (0, 3, 1));
    workspace.write(
        "problems/wa/src/main.rs",
        b"fn main() {\n    println!(\"3\");\n}\n",
    );
    let changed = workspace.run(&problems, "json", &[]);
    assert_eq!(build_line(&changed), (1, 2, 1));
    support::assert_verdict(&changed.events(), "wa", "1", "AC");
}

/// A generator that never ends stops `stress` at its own deadline (2 × 10 s + 1 s of wall
/// time), once: a worker starts no seed past one that failed, whose result would never be
/// reported (the runner took two deadlines, 43 s, before).
#[test]
fn stress_with_a_hanging_generator_stops_at_its_deadline_once() {
    skip_if_passed!();
    let bench = support::Bench::new("stress-hanging-gen");
    let root = bench.root();
    let write = |relative: &str, text: &str| {
        let path = root.join(relative);
        fs::create_dir_all(path.parent().unwrap()).unwrap();
        fs::write(path, text).unwrap();
    };
    let echo = "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
                std::io::stdin().read_to_string(&mut s).unwrap();\n    print!(\"{s}\");\n}\n";
    write("problems/hangs/src/main.rs", echo);
    write("testcases/hangs/brute.rs", echo);
    write(
        "testcases/hangs/gen.rs",
        "fn main() {\n    std::thread::sleep(std::time::Duration::from_secs(3600));\n}\n",
    );
    write(
        "testcases/hangs/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 64\n",
    );
    let started = Instant::now();
    let run = support::finish(
        support::runner()
            .args(["stress", "hangs", "--count", "3", "--jobs", "2", "--root"])
            .arg(root)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap(),
    );
    let took = started.elapsed();
    assert_eq!(run.code(), 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("gen.rs failed on seed"),
        "{}",
        run.stderr
    );
    // One deadline, and the starved-run grace on a loaded machine: not two deadlines.
    assert!(
        took < Duration::from_secs(38),
        "took {took:?}: {}",
        run.stderr
    );
}
