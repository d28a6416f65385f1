//! The environment of a judged program is the judge's, not the user's: BOJ ran every
//! program in the same fixed one, so a `RUST_BACKTRACE=1` exported in the user's shell
//! (a panic then costs ~35 MB and an RE under a 16 MB limit became MLE), an `LD_PRELOAD`
//! or a `JAVA_TOOL_OPTIONS` must change no verdict and no figure. The solution's own unit
//! tests are the user's tests and keep the user's `RUST_*` variables.

use crate::support::{self, Bench, Run};
use std::process::Stdio;

/// Variables a user may have exported that would change a run if they reached it: each set
/// to something that would show (a backtrace, a refused preload, a JVM that cannot start, a
/// Python that runs a file first).
const HARMFUL: &[(&str, &str)] = &[
    ("RUST_BACKTRACE", "full"),
    ("RUST_LIB_BACKTRACE", "1"),
    ("RUST_MIN_STACK", "1073741824"),
    ("LD_PRELOAD", "/nonexistent/libharm.so"),
    ("LD_LIBRARY_PATH", "/nonexistent"),
    ("MALLOC_PERTURB_", "165"),
    ("MALLOC_ARENA_MAX", "1"),
    ("PYTHONSTARTUP", "/nonexistent/startup.py"),
    ("PYTHONPATH", "/nonexistent"),
    ("JAVA_TOOL_OPTIONS", "-Xmx1m"),
    ("_JAVA_OPTIONS", "-Xmx1m"),
    ("HOME", "/nonexistent/home"),
    ("JUDGE_TEST_SECRET", "hunter2"),
];

/// The runner with `args` at the bench's root, `env` added to a bare environment (only
/// `PATH` and what the toolchain needs are kept from the tests' own).
fn judged(bench: &Bench, args: &[&str], env: &[(&str, &str)]) -> Run {
    let mut command = support::runner();
    command
        .args(args)
        .arg("--root")
        .arg(bench.root())
        .current_dir(bench.root())
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .env_remove("NO_COLOR")
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    support::finish(command.spawn().expect("start judge-runner"))
}

/// Prints the names of its variables, `LANG`'s value, and whether `HOME` is its own folder.
const PRINTS_ITS_ENVIRONMENT: &str = r#"use std::fmt::Write;
fn main() {
    let mut names: Vec<String> = std::env::vars_os()
        .map(|(name, _)| name.to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut out = String::new();
    for name in &names {
        writeln!(out, "{name}").unwrap();
    }
    let lang = std::env::var("LANG").unwrap_or_default();
    writeln!(out, "LANG={lang}").unwrap();
    let home = std::env::var_os("HOME").and_then(|h| std::fs::canonicalize(h).ok());
    let here = std::fs::canonicalize(".").ok();
    let own = home.is_some() && home == here;
    writeln!(out, "HOME is its own folder: {own}").unwrap();
    print!("{out}");
}
"#;

#[test]
fn a_judged_program_sees_only_the_fixed_environment() {
    skip_if_passed!();
    let bench = Bench::new("fixed-environment");
    bench.problem(
        "boj-1",
        PRINTS_ITS_ENVIRONMENT,
        &[(
            "1",
            "",
            "HOME\nLANG\nPATH\nLANG=C.UTF-8\nHOME is its own folder: true\n",
        )],
    );
    for env in [&[][..], HARMFUL] {
        let run = judged(&bench, &["--format", "json", "--no-unit-tests"], env);
        let events = run.events();
        let (verdict, event) = support::case(&events, "boj-1", "1");
        assert_eq!(
            verdict,
            "AC",
            "the program saw another environment than PATH, HOME (its folder) and \
             LANG=C.UTF-8 under {env:?}: {event:?}\n{}",
            run.text()
        );
    }
}

/// Panics on every input: its verdict is RE whatever the user's shell holds.
const PANICS: &str = "fn main() {\n    let v: Vec<u8> = Vec::new();\n    let i = std::env::args().count() + 6;\n    println!(\"{}\", v[i]);\n}\n";

#[test]
fn the_users_variables_change_no_verdict_and_no_figure() {
    skip_if_passed!();
    let bench = Bench::new("harmful-environment");
    bench.problem("boj-1", PANICS, &[("1", "1 2\n", "3\n")]);
    // BOJ's 16 MB: a backtrace's symbol tables alone pass it.
    bench.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 16\n",
    );
    let judge = |env: &[(&str, &str)]| {
        let run = judged(&bench, &["--format", "json", "--no-unit-tests"], env);
        let events = run.events();
        let (verdict, event) = support::case(&events, "boj-1", "1");
        (
            verdict.to_owned(),
            event.uint("memory_kb"),
            event.str("message").unwrap_or_default().to_owned(),
        )
    };
    let (bare, bare_memory, bare_message) = judge(&[]);
    assert_eq!(bare, "RE", "{bare_message}");
    let (harmed, harmed_memory, harmed_message) = judge(HARMFUL);
    assert_eq!(
        (harmed.as_str(), harmed_message.as_str()),
        (bare.as_str(), bare_message.as_str()),
        "the user's RUST_BACKTRACE, LD_PRELOAD, MALLOC_*, PYTHON* or JAVA_* reached the program"
    );
    if let (Some(bare), Some(harmed)) = (bare_memory, harmed_memory) {
        assert!(
            harmed <= bare + bare / 4 + 512,
            "the same panic peaks at {bare} kB in a bare environment and {harmed} kB in the \
             user's: the user's variables reached the program"
        );
    }
}

#[test]
fn unit_tests_keep_the_users_rust_variables() {
    skip_if_passed!();
    // The solution's own `#[test]`s are the user's tests, run as `cargo test` would run
    // them: a `RUST_*` variable the user set for them (a backtrace, a test's own switch)
    // reaches them.
    let bench = Bench::new("unit-tests-environment");
    let source = "fn main() {\n    println!(\"3\");\n}\n\n#[cfg(test)]\nmod tests {\n    \
                  #[test]\n    fn sees_the_users_switch() {\n        \
                  assert_eq!(std::env::var(\"RUST_JUDGE_TEST_SWITCH\").as_deref(), Ok(\"on\"));\n    \
                  }\n}\n";
    bench.problem("boj-1", source, &[("1", "1 2\n", "3\n")]);
    let run = judged(
        &bench,
        &["--format", "json"],
        &[("RUST_JUDGE_TEST_SWITCH", "on")],
    );
    let events = run.events();
    let summary = support::summary(&events);
    assert_eq!(
        (
            summary.uint("unit_tests_passed"),
            summary.uint("unit_tests_failed")
        ),
        (Some(1), Some(0)),
        "{}",
        run.text()
    );
    // The judged run itself does not see it: the case is judged in the fixed environment.
    support::assert_verdict(&events, "boj-1", "1", "AC");
}
