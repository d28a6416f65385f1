//! Special judges that fail are errors of the judge data, never verdicts.

use crate::support::{self, Workspace};

#[test]
fn a_failing_or_broken_checker_is_an_error_naming_it() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "checker-failures");
    // The testlib-order checker called in BOJ's order reads the wrong files: it exits 3.
    workspace.write(
        "testcases/checker-ac/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 256\ncompare = \"checker\"\nchecker_args = \"boj\"\n",
    );
    workspace.write(
        "testcases/checker-wa/checker.rs",
        b"fn main() { let x = ; }\n",
    );
    let run = workspace.run(&["checker-ac", "checker-wa", "ac"], "json", &[]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    let events = run.events();
    let errors = support::errors(&events);
    let failed = errors
        .iter()
        .find(|e| e.str("problem") == Some("checker-ac"))
        .expect("an error for checker-ac");
    assert_eq!(failed.str("case"), Some("1"));
    let message = failed.str("message").unwrap_or("");
    assert!(
        message.contains("testcases/checker-ac/checker.rs failed on case 1")
            && message.contains("exit code 3"),
        "{message}"
    );
    let broken = errors
        .iter()
        .find(|e| e.str("problem") == Some("checker-wa"))
        .expect("an error for checker-wa");
    let message = broken.str("message").unwrap_or("");
    assert!(
        message.contains("testcases/checker-wa/checker.rs does not compile"),
        "{message}"
    );
    // Neither became a verdict, and the good problem was still judged.
    assert!(support::cases(&events)
        .iter()
        .all(|e| e.str("problem") == Some("ac")));
    support::assert_verdict(&events, "ac", "1", "AC");
}
