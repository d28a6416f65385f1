//! The `verdicts` workspace: one tiny problem per outcome, judged once per test binary.

use std::sync::OnceLock;

use crate::support::{self, Run, Workspace};

/// Stands for the `problem` line of a problem that did not compile (it has no case lines).
const PROBLEM_LINE: &str = "*";

/// About 100 MB of recursion on the main thread is AC, as on the judge, wherever the main
/// thread gets the stack the judge gives: on Linux the runner raises the rlimit; on macOS and
/// 64-bit Windows its builds ask the link for 512 MiB and 1 GiB (`build::MAIN_STACK_FLAGS`).
const DEEP_RECURSION: &str = if cfg!(any(unix, target_pointer_width = "64")) {
    "AC"
} else {
    "RE"
};

/// The expected verdict of every case: `(problem, case, verdict)`.
const MODEL: &[(&str, &str, &str)] = &[
    ("ac", "1", "AC"),
    ("wa", "1", "WA"),
    ("pe", "1", "PE"),
    ("ac-trailing-ws", "1", "AC"),
    ("boj-newline-for-space", "1", "AC"),
    ("boj-line-end-spaces", "1", "AC"),
    ("ac-crlf", "1", "AC"),
    ("ac-crlf", "2", "AC"),
    ("tle-busy", "1", "TLE"),
    ("tle-sleep", "1", "TLE"),
    ("mle", "1", "MLE"),
    ("re-panic", "1", "RE"),
    ("re-exit", "1", "RE"),
    ("re-stack-overflow", "1", "RE"),
    ("ac-deep-recursion", "1", DEEP_RECURSION),
    ("ole", "1", "OLE"),
    ("ce-syntax", PROBLEM_LINE, "CE"),
    ("ce-mod", PROBLEM_LINE, "CE"),
    ("float-ac", "1", "AC"),
    ("float-wa", "1", "WA"),
    ("checker-ac", "1", "AC"),
    ("checker-wa", "1", "WA"),
    ("literal-ac", "1", "AC"),
    ("literal-wa", "1", "WA"),
    ("edition-2024", "1", "AC"),
    ("edition-2024-declared-2021", PROBLEM_LINE, "CE"),
    ("natural", "1", "AC"),
    ("natural", "2", "AC"),
    ("natural", "10", "AC"),
    ("natural", "sample-1", "AC"),
];

/// The workspace judged once as JSON, then once in the human format (`NO_COLOR=1`) in the
/// same copy, so the second run reuses the build cache.
pub struct VerdictRuns {
    pub json: Run,
    pub human: Run,
}

pub fn runs() -> &'static VerdictRuns {
    static RUNS: OnceLock<VerdictRuns> = OnceLock::new();
    RUNS.get_or_init(|| {
        let workspace = Workspace::copy("verdicts", "verdicts");
        let json = workspace.run(&[], "json", &[]);
        let human = workspace.run(&[], "human", &[("NO_COLOR", "1")]);
        VerdictRuns { json, human }
    })
}

/// The problems of the model, each once, in model order.
pub fn model_problems() -> Vec<&'static str> {
    let mut problems: Vec<&str> = MODEL.iter().map(|&(p, _, _)| p).collect();
    problems.dedup();
    problems
}

/// The `(problem, case, verdict)` rows of the model that are case lines.
pub fn model_cases() -> impl Iterator<Item = &'static (&'static str, &'static str, &'static str)> {
    MODEL.iter().filter(|(_, c, _)| *c != PROBLEM_LINE)
}

fn message<'a>(events: &'a [crate::json::Event], problem: &str, case: &str) -> &'a str {
    let (_, event) = support::case(events, problem, case);
    event
        .str("message")
        .unwrap_or_else(|| panic!("{problem}/{case} has no message: {event:?}"))
}

fn problem_message(events: &[crate::json::Event], problem: &str) -> String {
    let event = events
        .iter()
        .find(|e| e.kind() == "problem" && e.str("problem") == Some(problem))
        .unwrap_or_else(|| panic!("no problem line for {problem}"));
    event
        .str("message")
        .unwrap_or_else(|| panic!("{problem} has no message: {event:?}"))
        .to_string()
}

#[test]
fn every_verdict_matches_the_model() {
    skip_if_passed!();
    let events = runs().json.events();
    let mut found: Vec<(String, String, String)> = Vec::new();
    for event in &events {
        let case = match event.kind() {
            "case" => event.str("case").unwrap_or("<no case>"),
            "problem" => PROBLEM_LINE,
            _ => continue,
        };
        found.push((
            event.str("problem").unwrap_or("<no problem>").to_string(),
            case.to_string(),
            event.str("verdict").unwrap_or("<no verdict>").to_string(),
        ));
    }
    let mut wrong = Vec::new();
    for &(problem, case, verdict) in MODEL {
        let rows: Vec<&(String, String, String)> = found
            .iter()
            .filter(|(p, c, _)| p == problem && c == case)
            .collect();
        match rows.as_slice() {
            [(_, _, v)] if v == verdict => {}
            [] => wrong.push(format!("{problem}/{case}: expected {verdict}, no line")),
            _ => wrong.push(format!(
                "{problem}/{case}: expected {verdict}, found {rows:?}"
            )),
        }
    }
    for (problem, case, verdict) in &found {
        if !MODEL.iter().any(|&(p, c, _)| p == problem && c == case) {
            wrong.push(format!("{problem}/{case}: unexpected line with {verdict}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "verdicts differ from the model:\n{}\nstderr:\n{}",
        wrong.join("\n"),
        runs().json.stderr
    );
}

#[test]
fn exit_code_is_1_when_a_case_is_not_accepted() {
    skip_if_passed!();
    assert_eq!(runs().json.code(), 1, "stderr:\n{}", runs().json.stderr);
}

#[test]
fn good_judge_data_gives_no_error_events() {
    skip_if_passed!();
    let events = runs().json.events();
    assert_eq!(support::errors(&events), Vec::<&crate::json::Event>::new());
}

#[test]
fn summary_counts_agree_with_the_case_lines() {
    skip_if_passed!();
    let events = runs().json.events();
    let summary = support::summary(&events);
    let cases = support::cases(&events);
    let accepted = cases
        .iter()
        .filter(|e| e.str("verdict") == Some("AC"))
        .count() as u64;
    let count = |key: &str| {
        summary
            .uint(key)
            .unwrap_or_else(|| panic!("summary without `{key}`: {summary:?}"))
    };
    assert_eq!(
        count("problems"),
        model_problems().len() as u64,
        "{summary:?}"
    );
    assert_eq!(count("passed"), accepted, "{summary:?}");
    assert_eq!(count("errors"), 0, "{summary:?}");
    assert_eq!(
        count("cases"),
        count("passed") + count("failed"),
        "{summary:?}"
    );
    // Whether the cases of a problem that did not compile are counted is left open.
    assert!(
        count("failed") >= cases.len() as u64 - accepted,
        "{summary:?}"
    );
}

#[test]
fn case_lines_carry_times_and_memory() {
    skip_if_passed!();
    let events = runs().json.events();
    for event in support::cases(&events) {
        assert!(event.uint("time_ms").is_some(), "no time_ms: {event:?}");
        assert!(event.uint("wall_ms").is_some(), "no wall_ms: {event:?}");
        assert!(
            matches!(
                event.get("memory_kb"),
                Some(crate::json::Value::Number(_) | crate::json::Value::Null)
            ),
            "memory_kb is neither a number nor null: {event:?}"
        );
    }
}

#[test]
fn case_lines_come_in_natural_order() {
    skip_if_passed!();
    let events = runs().json.events();
    let order: Vec<&str> = support::cases(&events)
        .into_iter()
        .filter(|e| e.str("problem") == Some("natural"))
        .filter_map(|e| e.str("case"))
        .collect();
    assert_eq!(order, ["1", "2", "10", "sample-1"]);
}

#[test]
fn runtime_error_shows_the_panic_message() {
    skip_if_passed!();
    let events = runs().json.events();
    let message = message(&events, "re-panic", "1");
    assert!(
        message.contains("re-panic fixture: 42 is not allowed"),
        "{message}"
    );
}

#[test]
fn runtime_error_names_the_exit_code() {
    skip_if_passed!();
    let events = runs().json.events();
    let message = message(&events, "re-exit", "1");
    assert!(message.contains('3'), "{message}");
}

#[test]
fn stack_overflow_is_named() {
    skip_if_passed!();
    let events = runs().json.events();
    let message = message(&events, "re-stack-overflow", "1");
    assert!(message.to_lowercase().contains("stack"), "{message}");
}

#[test]
fn compile_error_shows_rustcs_first_error() {
    skip_if_passed!();
    let events = runs().json.events();
    let syntax = problem_message(&events, "ce-syntax");
    assert!(syntax.contains("expected"), "{syntax}");
    // Cargo would build `ce-mod`; the lone-file build cannot find the module.
    let module = problem_message(&events, "ce-mod");
    assert!(module.contains("helper"), "{module}");
}

#[test]
fn problem_arguments_select_by_id_and_by_prefix() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "select");
    let run = workspace.run(&["float", "literal-ac"], "json", &[]);
    let events = run.events();
    let mut judged: Vec<&str> = support::cases(&events)
        .into_iter()
        .filter_map(|e| e.str("problem"))
        .collect();
    judged.sort_unstable();
    assert_eq!(
        judged,
        ["float-ac", "float-wa", "literal-ac"],
        "{}",
        run.stderr
    );
    assert_eq!(support::summary(&events).uint("problems"), Some(3));
    assert_eq!(run.code(), 1, "float-wa is not accepted");
}

/// A program that fills 48 MB under a 32 MB limit, then sleeps: the address-space cap
/// (2 × 32 + 64 MB) lets it, and without a memory watch it would sleep until the wall
/// deadline and be TLE. On the portable path (macOS's, where `RLIMIT_AS` is not enforced)
/// the watchdog reads its resident size and kills it past the limit: MLE, long before the
/// deadline. Windows stops it the same way, by its job's peak commit.
#[test]
fn a_run_resident_past_its_limit_is_killed_as_mle_on_the_portable_path() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "resident-watch");
    workspace.write(
        "problems/fills-then-sleeps/src/main.rs",
        b"fn main() {\n    // A non-zero fill writes every page, so all of it is resident.\n    let v = std::hint::black_box(vec![1u8; 48 << 20]);\n    std::thread::sleep(std::time::Duration::from_secs(60));\n    println!(\"{}\", v[v.len() - 1]);\n}\n",
    );
    workspace.write(
        "testcases/fills-then-sleeps/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 32\n",
    );
    workspace.write("testcases/fills-then-sleeps/1.in", b"");
    workspace.write("testcases/fills-then-sleeps/1.out", b"1\n");
    let run = workspace.run(
        &["fills-then-sleeps"],
        "json",
        &[("JUDGE_RUNNER_EXECUTOR", "portable")],
    );
    let events = run.events();
    support::assert_verdict(&events, "fills-then-sleeps", "1", "MLE");
    let message = message(&events, "fills-then-sleeps", "1");
    assert!(message.contains("over the 32.0 MB limit"), "{message}");
}

/// An interactive solution that floods the interactor: the relay cuts it off at the output
/// cap and closes the pipe, and the solution's next write fails (a broken pipe, here Rust's
/// panic on it). That is OLE, the solution's own limit, before whatever the interactor makes
/// of the cut conversation (it was the interactor's WA, or RE when it accepted).
#[test]
fn an_interactive_flood_is_ole_before_the_interactors_ruling() {
    skip_if_passed!();
    let ws = crate::statements::Empty::new("interactive-flood");
    ws.write(
        "problems/flood/src/main.rs",
        b"use std::io::Write;\nfn main() {\n    let line = vec![b'1'; 1 << 20];\n    \
          let mut out = std::io::stdout().lock();\n    loop {\n        \
          out.write_all(&line).unwrap();\n        out.flush().unwrap();\n    }\n}\n",
    );
    // Reads to the end of what it is given, then rules WA: it saw no guess.
    ws.write(
        "testcases/flood/interactor.rs",
        b"use std::io::Read;\nfn main() {\n    let mut sink = [0u8; 1 << 16];\n    \
          let mut stdin = std::io::stdin().lock();\n    \
          while let Ok(n) = stdin.read(&mut sink) {\n        if n == 0 {\n            \
          break;\n        }\n    }\n    eprintln!(\"wrong answer: no guess\");\n    \
          std::process::exit(1);\n}\n",
    );
    ws.write("testcases/flood/1.in", b"5\n");
    ws.write(
        "testcases/flood/problem.toml",
        b"title = \"flood\"\ntime_limit_ms = 2000\nmemory_limit_mb = 256\n\
          compare = \"interactive\"\n",
    );
    let (code, stdout, stderr) = ws.run(&["--format", "json", "--no-unit-tests"]);
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    let case = stdout
        .lines()
        .find(|l| l.contains(r#""type":"case""#))
        .unwrap_or_else(|| panic!("no case line:\n{stdout}\n{stderr}"));
    assert!(
        case.contains(r#""verdict":"OLE""#) && case.contains("output passed the cap of"),
        "{case}"
    );
}
