//! End-to-end tests of the `judge-runner` binary: one integration-test binary that copies
//! fixture workspaces from `tests/fixtures/` into temp dirs, runs the built runner there
//! with `--format json`, and checks the events against models.
//!
//! Each fixture workspace is judged once per test binary (a `OnceLock` per workspace),
//! because building its solutions is the slow part; the tests assert on the cached run.
//! No exact times are asserted: limits in the fixtures leave no doubt (200 ms vs forever).

#![cfg_attr(
    not(target_os = "linux"),
    allow(dead_code, reason = "helpers of the Linux-only test modules")
)]

/// The first line of every test: returns at once when the test passed before with the same
/// inputs (`passes.rs`), and otherwise remembers its pass when it returns without a panic.
macro_rules! skip_if_passed {
    () => {
        let Some(_pass) = crate::passes::guard() else {
            return;
        };
    };
}

mod author;
mod backups;
mod broken;
#[cfg(target_os = "linux")]
mod cache;
mod checkers;
// Confinement reaches for Linux's terminals, signals, sockets and /dev/shm.
mod ci_formats;
mod collection;
#[cfg(target_os = "linux")]
mod confinement;
mod cpp_checkers;
// The docs' `print --copy` gets a clipboard tool written as a shell script.
#[cfg(unix)]
mod doc_examples;
// The fixed environment is what a Unix judge gives (Windows needs its own system variables).
#[cfg(unix)]
mod environment;
mod harness;
mod overflow;
mod papercuts;
mod passes;
mod png;
mod replay;
// The hostile fixtures and the leftover-process check rely on `sh`, `sleep` and `/proc`.
#[cfg(target_os = "linux")]
mod hostile;
mod human;
// Interactive problems need Unix pipes (elsewhere the runner says so); `guess-sigpipe` runs `yes`.
#[cfg(target_os = "linux")]
mod integrity;
mod interactive;
mod json;
mod judge_data;
mod official_data;
#[cfg(target_os = "linux")]
mod safety;
mod selection;
mod sites;
mod solving;
#[cfg(target_os = "linux")]
mod starved;
mod statements;
mod strengthen;
mod support;
mod todo;
mod toolchain;
mod unit_tests;
mod vault;
mod verdicts;
mod xml_check;
