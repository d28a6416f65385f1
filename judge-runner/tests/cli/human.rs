//! The human format, checked loosely on the `verdicts` workspace: its exact layout is free.

use crate::verdicts;

const VERDICTS: [&str; 8] = ["AC", "WA", "PE", "TLE", "MLE", "RE", "OLE", "CE"];

/// The verdict words of a line (`CE` in `[CE]` or `ce-mod: CE` alike; ids are lowercase).
fn verdict_words(line: &str) -> Vec<&str> {
    line.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| VERDICTS.contains(word))
        .collect()
}

#[test]
fn human_format_prints_a_line_per_case_with_its_verdict() {
    skip_if_passed!();
    let run = &verdicts::runs().human;
    let text = run.text();
    for problem in verdicts::model_problems() {
        assert!(text.contains(problem), "{problem} not named in:\n{text}");
    }
    for (problem, case, verdict) in verdicts::model_cases() {
        assert!(
            text.lines()
                .any(|line| verdict_words(line).contains(verdict)),
            "no line shows {verdict} (expected for {problem}/{case}) in:\n{text}"
        );
    }
    let lines_with_a_verdict = text
        .lines()
        .filter(|line| !verdict_words(line).is_empty())
        .count();
    assert!(
        lines_with_a_verdict >= verdicts::model_cases().count(),
        "fewer lines with a verdict than cases in:\n{text}"
    );
    assert_eq!(run.code(), 1, "{text}");
}

#[test]
fn no_color_output_has_no_escape_codes() {
    skip_if_passed!();
    let text = verdicts::runs().human.text();
    assert!(
        !text.contains("\x1b["),
        "escape codes under NO_COLOR=1:\n{text}"
    );
}

#[test]
fn quiet_prints_only_failures_and_the_summary() {
    skip_if_passed!();
    let workspace = crate::support::Workspace::copy("verdicts", "quiet");
    let run = workspace.run(
        &["ac", "natural", "wa", "re-exit", "-q", "--color", "never"],
        "human",
        &[],
    );
    assert_eq!(run.code(), 1);
    let text = run.text();
    assert!(!text.contains("  AC "), "{text}");
    assert!(!text.contains("natural"), "{text}");
    assert!(text.contains("  WA ") && text.contains("  RE "), "{text}");
    assert!(
        text.contains("FAILED: 4 problems, 7 cases, 5 passed, 2 failed"),
        "{text}"
    );
}

#[test]
fn a_panic_under_rust_backtrace_keeps_its_line_in_the_report() {
    skip_if_passed!();
    // The user's RUST_BACKTRACE no longer reaches a judged run (one fixed environment, as
    // BOJ's): a program that asks for a backtrace itself still gets one.
    let bench = crate::support::Bench::new("human-backtrace");
    bench.problem(
        "boj-1",
        "fn main() {\n    std::env::set_var(\"RUST_BACKTRACE\", \"1\");\n    let n = std::env::args().count() + 41;\n    panic!(\"re-panic fixture: {n} is not allowed\");\n}\n",
        &[("1", "", "0\n")],
    );
    let run = bench.run(&["boj-1", "--color", "never"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    let text = &run.text();
    assert!(text.contains("stack backtrace:"), "{text}");
    // The backtrace fills the last lines; the line that says where it panicked stays.
    assert!(
        text.contains("panicked at problems/boj-1/src/main.rs:4:5:"),
        "{text}"
    );
    assert!(
        text.contains("re-panic fixture: 42 is not allowed"),
        "{text}"
    );
}
