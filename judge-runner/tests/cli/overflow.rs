//! `--overflow-checks`: a case that passes only because `-O` wraps integer overflow is
//! accepted (as on the judge) and flagged with a warning naming the overflow.

use crate::support::{self, Workspace};

#[test]
fn a_wrapped_overflow_that_gives_the_right_answer_is_a_warning() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "overflow");
    // 200 + x overflows a u8 for x ≥ 56; wrapping back by 200 still prints x.
    workspace.write(
        "problems/wraps/src/main.rs",
        b"use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    std::io::stdin().read_to_string(&mut s).unwrap();\n    let x: u8 = s.trim().parse().unwrap();\n    let y = std::hint::black_box(x) + 200;\n    println!(\"{}\", y.wrapping_sub(200));\n}\n",
    );
    workspace.write(
        "testcases/wraps/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 64\n",
    );
    workspace.write("testcases/wraps/1.in", b"10\n");
    workspace.write("testcases/wraps/1.out", b"10\n");
    workspace.write("testcases/wraps/2.in", b"100\n");
    workspace.write("testcases/wraps/2.out", b"100\n");

    // Without the flag: both accepted, nothing said.
    let plain = workspace.run(&["wraps", "ac"], "json", &[]);
    let events = plain.events();
    support::assert_verdict(&events, "wraps", "1", "AC");
    support::assert_verdict(&events, "wraps", "2", "AC");
    assert!(events.iter().all(|e| e.kind() != "warning"));
    assert_eq!(plain.code(), 0);

    let checked = workspace.run(&["wraps", "ac", "--overflow-checks"], "json", &[]);
    let events = checked.events();
    support::assert_verdict(&events, "wraps", "2", "AC");
    let warnings: Vec<_> = events.iter().filter(|e| e.kind() == "warning").collect();
    assert_eq!(warnings.len(), 1, "{events:?}");
    assert_eq!(warnings[0].str("problem"), Some("wraps"));
    assert_eq!(warnings[0].str("case"), Some("2"));
    let message = warnings[0].str("message").unwrap_or("");
    assert!(
        message.contains("attempt to add with overflow"),
        "{message}"
    );
    // A warning does not fail the run: the judge accepts this solution.
    assert_eq!(checked.code(), 0);
}
