//! The `integrity` workspace: solutions that try to change their own verdict or outlive
//! their run: children that leave the process group, CPU burnt in a child nobody waits for,
//! peeking at the expected output, reading the runner's environment, state kept between
//! cases, writing into the workspace, and the runtime's failure messages forged on stderr.
//! Judged once, with a secret in the runner's environment.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::thread;
use std::time::Duration;

use crate::json::Event;
use crate::support::{self, Run, Workspace};

/// The marker arguments of the `sleep`s that `escape` starts.
const MARKERS: [&[u8]; 2] = [b"sleep\x007340001\x00", b"sleep\x007340002\x00"];

struct IntegrityRun {
    run: Run,
    /// Marked processes still alive after the run.
    leftovers: Vec<u32>,
    /// Files of the workspace (outside `target/`) that the run created, changed or removed.
    changed: Vec<PathBuf>,
}

fn integrity() -> &'static IntegrityRun {
    static RUN: OnceLock<IntegrityRun> = OnceLock::new();
    RUN.get_or_init(|| {
        // A cache of its own: a run's folders must lie inside the workspace it attacks.
        let workspace = Workspace::copy_isolated("integrity", "integrity");
        let before = files(workspace.root());
        let run = workspace.run(&[], "json", &[("JUDGE_TEST_SECRET", "hunter2")]);
        let mut leftovers = Vec::new();
        // A group killed just before the runner exited may take a moment to disappear.
        for _ in 0..20 {
            leftovers = marked_pids();
            if leftovers.is_empty() {
                break;
            }
            thread::sleep(Duration::from_millis(100));
        }
        for pid in &leftovers {
            // Clean up after a leaking runner; the test then fails on the list.
            let _ = Command::new("kill").args(["-9", &pid.to_string()]).status();
        }
        let after = files(workspace.root());
        let mut changed: Vec<PathBuf> = before
            .keys()
            .chain(after.keys())
            .filter(|path| before.get(*path) != after.get(*path))
            .cloned()
            .collect();
        changed.dedup();
        IntegrityRun {
            run,
            leftovers,
            changed,
        }
    })
}

/// Every file under `root` but `target/`, with its bytes.
fn files(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut found = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).expect("list a folder").flatten() {
            let path = entry.path();
            if path == root.join("target") {
                continue;
            }
            if path.is_dir() {
                stack.push(path);
            } else {
                let bytes = fs::read(&path).unwrap_or_default();
                found.insert(path.strip_prefix(root).unwrap().to_path_buf(), bytes);
            }
        }
    }
    found
}

/// Live processes whose command line is one of [`MARKERS`].
fn marked_pids() -> Vec<u32> {
    let Ok(entries) = fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|entry| entry.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            fs::read(format!("/proc/{pid}/cmdline")).is_ok_and(|c| MARKERS.contains(&&c[..]))
        })
        .collect()
}

fn events() -> Vec<Event> {
    integrity().run.events()
}

#[test]
fn no_process_outlives_its_case_whatever_its_group() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // the portable path kills the group only: a process that leaves it survives
    }
    support::assert_verdict(&events(), "escape", "1", "AC");
    let leftovers = &integrity().leftovers;
    assert!(
        leftovers.is_empty(),
        "marked sleeps still running after the run: pids {leftovers:?}"
    );
}

#[test]
fn cpu_burnt_in_an_unwaited_child_counts() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // an unwaited child is counted by the subreaper's sweep, native only
    }
    let events = events();
    let (verdict, event) = support::case(&events, "child-cpu", "1");
    assert_eq!(verdict, "TLE", "{event:?}");
    assert!(event.uint("time_ms").unwrap() > 100, "{event:?}");
}

#[test]
fn memory_filled_in_an_unwaited_child_counts() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // an unwaited child is counted by the subreaper's sweep, native only
    }
    let events = events();
    let (verdict, event) = support::case(&events, "child-memory", "1");
    assert_eq!(verdict, "MLE", "{event:?}");
    assert!(event.uint("memory_kb").unwrap() > 64 << 10, "{event:?}");
}

#[test]
fn stdin_does_not_lead_to_the_expected_output() {
    skip_if_passed!();
    support::assert_verdict(&events(), "peek-answer", "1", "WA");
}

#[test]
fn the_runner_environment_is_out_of_reach() {
    skip_if_passed!();
    support::assert_verdict(&events(), "env-secret", "1", "AC");
}

#[test]
fn every_run_starts_in_an_empty_folder() {
    skip_if_passed!();
    for case in ["1", "2", "3"] {
        support::assert_verdict(&events(), "stateful", case, "AC");
    }
}

#[test]
fn every_case_may_write_in_its_own_folder() {
    skip_if_passed!();
    // Each odd case leaves a file behind, so the next case gets a new folder; the sandbox's
    // rules must follow it (a spawner keeps a thread under one folder's rules while the
    // folder is reused).
    for case in ["1", "2", "3", "4", "5", "6"] {
        support::assert_verdict(&events(), "writes-its-folder", case, "AC");
    }
}

#[test]
fn printed_words_decide_no_verdict() {
    skip_if_passed!();
    // The allocator's words on stderr do not make a clean run MLE...
    support::assert_verdict(&events(), "forged-alloc", "1", "AC");
    // ...and the stack overflow's words do not excuse a run past its memory limit.
    support::assert_verdict(&events(), "forged-overflow", "1", "MLE");
}

#[test]
fn a_solution_cannot_write_into_the_workspace() {
    skip_if_passed!();
    if support::portable_executor() {
        return; // Landlock confines the native path only
    }
    let changed = &integrity().changed;
    assert!(changed.is_empty(), "the run changed {changed:?}");
    support::assert_verdict(&events(), "write-workspace", "1", "AC");
}

/// Lines of a report that a terminal or the Actions runner would act on: raw control bytes
/// (but tab and newline) or bidirectional controls, or a workflow command the runner did not write itself (its own
/// annotations on the solution may quote the forged text, escaped). The
/// Actions runner trims every Unicode white space before it looks for `::`, and finds the
/// legacy `##[` anywhere in a line (actions/runner, `src/Runner.Common/ActionCommand.cs`).
fn live_lines(text: &str) -> Vec<String> {
    text.lines()
        .filter(|line| {
            let trimmed = line.trim_start();
            line.chars().any(|c| {
                (c.is_control() && c != '\t')
                    || matches!(c, '\u{61c}' | '\u{200e}' | '\u{200f}')
                    || ('\u{202a}'..='\u{202e}').contains(&c)
                    || ('\u{2066}'..='\u{2069}').contains(&c)
            }) || line.contains("##[")
                || (trimmed.starts_with("::")
                    && line.contains("forged")
                    && !line.starts_with("::error file=problems/control-codes/"))
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn untrusted_bytes_are_inert_in_every_report() {
    skip_if_passed!();
    support::assert_verdict(&events(), "control-codes", "1", "RE");
    support::assert_verdict(&events(), "control-codes", "2", "WA");
    let workspace = Workspace::copy_isolated("integrity", "integrity-reports");
    for format in ["human", "github"] {
        let run = workspace.run(&["control-codes", "--color", "always"], format, &[]);
        assert_eq!(run.code(), 1, "{}", run.stderr);
        let text = run.text();
        // Colour is on: the runner's own escape sequences are the only ones allowed.
        let without_colour = text
            .replace("\x1b[0m", "")
            .replace("\x1b[1m", "")
            .replace("\x1b[2m", "")
            .replace("\x1b[1;31m", "")
            .replace("\x1b[1;32m", "")
            .replace("\x1b[1;33m", "")
            .replace("\x1b[1;36m", "");
        let live = live_lines(&without_colour);
        assert!(live.is_empty(), "{format}: live lines {live:#?}\n{text}");
        for shown in [
            "forged-panic",
            "forged-mid-line",
            "forged-ideographic-space",
            "\\u{202e}forged-rlo\\u{2066}",
            "forged-diff",
            "forged-input",
            "forged-input-mid",
        ] {
            assert!(text.contains(shown), "{format}: {shown} is shown\n{text}");
        }
    }
}
