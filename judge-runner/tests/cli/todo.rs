//! The "to solve" state and `cargo judge todo`: a problem whose main.rs is still the template
//! `new` or `import` wrote is listed, never judged and never a failure, until its code changes.

use crate::statements::Empty;
use std::path::Path;

/// The hand-made boj-vault backup, imported into a new workspace.
fn imported(test: &str) -> Empty {
    let ws = Empty::new(test);
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/boj-vault");
    crate::support::copy_dir(&fixtures.join("hand-made"), &ws.path("vault"));
    let (code, _, stderr) = ws.run(&["import", "vault"]);
    assert_eq!(code, 2, "{stderr}"); // the backup's broken records
    assert!(
        stderr.contains("imported boj-2000: 0 samples; no accepted Rust submission"),
        "{stderr}"
    );
    ws
}

#[test]
fn a_template_is_to_solve_until_its_code_changes() {
    skip_if_passed!();
    let ws = imported("to-solve");
    // A problem of its own, with a case its placeholder answers wrong.
    let (code, _, stderr) = ws.run(&["new", "boj", "5"]);
    assert_eq!(code, 0, "{stderr}");
    ws.write("testcases/boj-5/1.in", b"1 2\n");
    ws.write("testcases/boj-5/1.out", b"3\n");
    ws.write(
        "testcases/boj-5/problem.toml",
        ws.read("testcases/boj-5/problem.toml")
            .replace(
                "compare = \"boj\"\n",
                "compare = \"boj\"\ntier = \"Silver III\"\ntags = [\"수학\", \"사칙연산\"]\n",
            )
            .as_bytes(),
    );

    // The two templates are to solve: listed, not judged, and the run passes.
    let (code, stdout, stderr) = ws.run(&["--lang", "en"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(
        stdout.contains(
            "  to solve: boj-5 (Silver III; 수학, 사칙연산) is still the template (not judged \
             until its code changes; `cargo judge todo` lists every such problem)\n"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("  to solve: boj-2000 is still the template"),
        "{stdout}"
    );
    assert!(
        stdout.contains("ok: 2 problems, 2 cases, 2 passed, 0 failed, 2 to solve in "),
        "{stdout}"
    );
    let (code, stdout, _) = ws.run(&["--lang", "ko"]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("  풀 문제: boj-5 (Silver III; 수학, 사칙연산)의 풀이는 아직 템플릿입니다"),
        "{stdout}"
    );
    assert!(stdout.contains("풀 문제 2개"), "{stdout}");
    let (code, stdout, _) = ws.run(&["--format", "json"]);
    assert_eq!(code, 0);
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(
        summary.contains("\"problems\":2,") && summary.contains("\"to_solve\":2,"),
        "{summary}"
    );
    assert!(
        !stdout.contains("\"problem\":\"boj-5\",\"case\""),
        "{stdout}"
    );

    // `todo`: easiest tier first, those without a tier after, with title and tags.
    let (code, stdout, _) = ws.run(&["todo", "--lang", "en"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    assert!(
        lines[0].starts_with("boj-5 ")
            && lines[0].contains("Silver III")
            && lines[0].ends_with("TODO  [수학, 사칙연산]"),
        "{stdout}"
    );
    assert!(
        lines[1].starts_with("boj-2000 ")
            && lines[1].contains("no tier")
            && lines[1].ends_with("no samples"),
        "{stdout}"
    );
    assert_eq!(lines[2], "2 problems to solve");
    let (_, stdout, _) = ws.run(&["todo", "--lang", "ko"]);
    assert!(
        stdout.ends_with("풀 문제 2개\n") && stdout.contains("티어 없음"),
        "{stdout}"
    );
    let (code, stdout, _) = ws.run(&["todo", "--format", "json"]);
    assert_eq!(code, 0);
    assert_eq!(
        stdout,
        "{\"type\":\"to-solve\",\"problem\":\"boj-5\",\"title\":\"TODO\",\"tier\":\"Silver III\",\"level\":8,\"tags\":[\"수학\",\"사칙연산\"]}\n\
         {\"type\":\"to-solve\",\"problem\":\"boj-2000\",\"title\":\"no samples\",\"tier\":null,\"level\":null,\"tags\":[]}\n\
         {\"type\":\"todo-summary\",\"to_solve\":2}\n"
    );
    let (code, _, stderr) = ws.run(&["todo", "--format", "xml"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("unknown format `xml`: use human or json"),
        "{stderr}"
    );

    // Filling in the header is not solving it; CRLF line ends neither.
    let main = ws.read("problems/boj-5/src/main.rs");
    let header = main.replace(
        "//! Approach: TODO: the idea in a line or two.",
        "//! Approach: add the two numbers.",
    );
    assert_ne!(header, main);
    ws.write(
        "problems/boj-5/src/main.rs",
        header.replace('\n', "\r\n").as_bytes(),
    );
    let (_, stdout, _) = ws.run(&["boj-5", "--lang", "en"]);
    assert!(
        stdout.contains("ok: 0 problems, 0 cases, 0 passed, 0 failed, 1 to solve"),
        "{stdout}"
    );

    // The first change to the code makes it a solution: judged, and its placeholder is WA.
    let changed = header.replace("format!(\"{n}\\n\")", "format!(\"{}\\n\", n)");
    assert_ne!(changed, header);
    ws.write("problems/boj-5/src/main.rs", changed.as_bytes());
    let (code, stdout, stderr) = ws.run(&["boj-5", "--lang", "en"]);
    assert_eq!(code, 1, "{stdout}{stderr}");
    assert!(stdout.contains("WA   1"), "{stdout}");
    assert!(!stdout.contains("to solve"), "{stdout}");
    // A real solution passes, and `todo` lists only the imported template.
    let solved = changed.replace(
        "    let n: i64 = tokens.next();\n    format!(\"{}\\n\", n)",
        "    let (a, b): (i64, i64) = (tokens.next(), tokens.next());\n    format!(\"{}\\n\", a + b)",
    );
    assert_ne!(solved, changed);
    ws.write("problems/boj-5/src/main.rs", solved.as_bytes());
    let (code, stdout, stderr) = ws.run(&["--lang", "en", "--no-unit-tests"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.contains(", 1 to solve in "), "{stdout}");
    let (_, stdout, _) = ws.run(&["todo", "--lang", "en"]);
    assert!(
        stdout.starts_with("boj-2000 ") && stdout.ends_with("\n1 problem to solve\n"),
        "{stdout}"
    );
    // Without the marker line, a template is somebody's code: judged.
    crate::support::leave_template(&ws.path(""), "boj-2000");
    let (_, stdout, _) = ws.run(&["todo", "--lang", "en"]);
    assert!(stdout.starts_with("nothing to solve"), "{stdout}");
}
