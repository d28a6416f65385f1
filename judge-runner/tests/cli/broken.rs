//! The `broken` workspace: every kind of broken judge data is reported as an `error` event
//! naming the path, and the good problem beside it is still judged. A problem with no cases
//! is not broken: it is reported untested, unless `--require-cases` asks for cases.

use std::sync::OnceLock;

use crate::support::{self, Run, Workspace};

/// Each broken problem and a text its error message must contain: the path at fault
/// (with `:line` for `problem.toml` errors).
const BROKEN: &[(&str, &str)] = &[
    ("in-without-out", "testcases/in-without-out/2.in"),
    ("out-without-in", "testcases/out-without-in/2.out"),
    ("no-toml", "testcases/no-toml/problem.toml"),
    ("bad-toml-key", "testcases/bad-toml-key/problem.toml:3"),
    (
        "bad-toml-number",
        "testcases/bad-toml-number/problem.toml:2",
    ),
    (
        "bad-toml-string",
        "testcases/bad-toml-string/problem.toml:1",
    ),
    ("no-solution", "problems/no-solution/src/main.rs"),
];

fn run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| Workspace::copy("broken", "broken").run(&[], "json", &[]))
}

/// Asserts an `error` event for `problem` whose message contains its text from `BROKEN`.
fn assert_error_for(problem: &str) {
    let &(_, needle) = BROKEN
        .iter()
        .find(|(p, _)| *p == problem)
        .expect("a problem of the table");
    assert_error_names(problem, needle);
}

fn assert_error_names(problem: &str, needle: &str) {
    let events = run().events();
    let errors = support::errors(&events);
    assert!(
        errors.iter().any(|e| e.str("problem") == Some(problem)
            && e.str("message").is_some_and(|m| m.contains(needle))),
        "no error event for {problem} naming {needle}; errors: {errors:#?}\nstderr:\n{}",
        run().stderr
    );
}

#[test]
fn a_problem_without_cases_is_untested_not_broken() {
    skip_if_passed!();
    let events = run().events();
    assert!(
        !support::errors(&events)
            .iter()
            .any(|e| e.str("problem") == Some("empty-cases")),
        "empty-cases is reported as an error"
    );
    let warned = events.iter().any(|e| {
        e.kind() == "warning"
            && e.str("problem") == Some("empty-cases")
            && e.str("message")
                .is_some_and(|m| m.starts_with("untested: testcases/empty-cases has no cases yet"))
    });
    assert!(warned, "no untested warning; stderr:\n{}", run().stderr);
    assert_eq!(support::summary(&events).uint("untested"), Some(1));
}

#[test]
fn require_cases_makes_a_problem_without_cases_an_error() {
    skip_if_passed!();
    let workspace = Workspace::copy("broken", "require-cases");
    let mut command = workspace.command();
    command
        .args([
            "empty-cases",
            "ok",
            "--require-cases",
            "--format",
            "json",
            "--root",
        ])
        .arg(workspace.root());
    let run = support::finish(command.spawn().expect("start judge-runner"));
    assert_eq!(run.code(), 2, "{}", run.stderr);
    let events = run.events();
    let errors = support::errors(&events);
    assert!(
        errors.iter().any(|e| {
            e.str("problem") == Some("empty-cases")
                && e.str("message").is_some_and(|m| {
                    m.contains("no cases in testcases/empty-cases (--require-cases)")
                })
        }),
        "{errors:#?}"
    );
    support::assert_verdict(&events, "ok", "1", "AC");
}

#[test]
fn exit_code_is_2() {
    skip_if_passed!();
    assert_eq!(run().code(), 2, "stderr:\n{}", run().stderr);
}

#[test]
fn good_problem_is_still_judged() {
    skip_if_passed!();
    support::assert_verdict(&run().events(), "ok", "1", "AC");
}

#[test]
fn good_cases_of_a_problem_with_an_orphan_file_are_still_judged() {
    skip_if_passed!();
    let events = run().events();
    support::assert_verdict(&events, "in-without-out", "1", "AC");
    support::assert_verdict(&events, "out-without-in", "1", "AC");
}

#[test]
fn nothing_else_is_judged() {
    skip_if_passed!();
    let events = run().events();
    let mut judged: Vec<(&str, &str)> = support::cases(&events)
        .into_iter()
        .map(|e| (e.str("problem").unwrap_or(""), e.str("case").unwrap_or("")))
        .collect();
    judged.sort_unstable();
    assert_eq!(
        judged,
        [
            ("in-without-out", "1"),
            ("ok", "1"),
            ("out-without-in", "1")
        ]
    );
}

#[test]
fn in_without_out_names_the_in_file() {
    skip_if_passed!();
    assert_error_for("in-without-out");
}

#[test]
fn out_without_in_names_the_out_file() {
    skip_if_passed!();
    assert_error_for("out-without-in");
}

#[test]
fn missing_problem_toml_is_named() {
    skip_if_passed!();
    assert_error_for("no-toml");
}

#[test]
fn unknown_key_names_file_line_and_key() {
    skip_if_passed!();
    assert_error_for("bad-toml-key");
    assert_error_names("bad-toml-key", "speed");
}

#[test]
fn bad_number_names_file_and_line() {
    skip_if_passed!();
    assert_error_for("bad-toml-number");
}

#[test]
fn unclosed_string_names_file_and_line() {
    skip_if_passed!();
    assert_error_for("bad-toml-string");
}

#[test]
fn missing_solution_is_named() {
    skip_if_passed!();
    assert_error_for("no-solution");
}

#[test]
fn summary_counts_the_errors() {
    skip_if_passed!();
    let events = run().events();
    let summary = support::summary(&events);
    let errors = support::errors(&events).len() as u64;
    assert!(errors >= BROKEN.len() as u64, "{errors} error events");
    assert_eq!(summary.uint("errors"), Some(errors), "{summary:?}");
    for &(problem, _) in BROKEN {
        assert!(
            support::errors(&events)
                .iter()
                .any(|e| e.str("problem") == Some(problem)),
            "no error event for {problem}"
        );
    }
}

/// Judge data that is not a regular file of sane size, or has a name that is not UTF-8:
/// each is an error naming the file within seconds, never a hang or an endless read, and
/// the good problem beside them is still judged.
#[cfg(target_os = "linux")]
#[test]
fn special_files_and_bad_names_are_errors_naming_them() {
    skip_if_passed!();
    use std::os::unix::ffi::OsStrExt;
    let workspace = Workspace::copy_isolated("broken", "broken-special");
    let root = workspace.root();
    let copy = |from: &str, to: &str| {
        for folder in ["problems", "testcases"] {
            let status = std::process::Command::new("cp")
                .arg("-r")
                .arg(root.join(folder).join(from))
                .arg(root.join(folder).join(to))
                .status()
                .unwrap();
            assert!(status.success());
        }
    };
    copy("ok", "toml-fifo");
    copy("ok", "toml-zero");
    copy("ok", "bad-name");
    let fifo = root.join("testcases/toml-fifo/problem.toml");
    std::fs::remove_file(&fifo).unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    let zero = root.join("testcases/toml-zero/problem.toml");
    std::fs::remove_file(&zero).unwrap();
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let bad = root
        .join("testcases/bad-name")
        .join(std::ffi::OsStr::from_bytes(b"case-\xff.in"));
    std::fs::write(&bad, b"1 2\n").unwrap();
    let run = workspace.run(&["ok", "toml-fifo", "toml-zero", "bad-name"], "json", &[]);
    assert!(
        run.wall < std::time::Duration::from_secs(20),
        "took {:?}",
        run.wall
    );
    assert_eq!(run.code(), 2, "{}", run.stderr);
    let events = run.events();
    let errors = support::errors(&events);
    for (problem, needle) in [
        ("toml-fifo", "testcases/toml-fifo/problem.toml"),
        ("toml-zero", "testcases/toml-zero/problem.toml"),
        ("bad-name", "testcases/bad-name/case-\u{fffd}.in"),
    ] {
        assert!(
            errors.iter().any(|e| e.str("problem") == Some(problem)
                && e.str("message").is_some_and(|m| m.contains(needle))),
            "no error for {problem} naming {needle}: {errors:#?}"
        );
    }
    support::assert_verdict(&events, "ok", "1", "AC");
}

/// A solution, checker, `problem.toml` or case file that exists but is not a regular file (a
/// FIFO, a link to `/dev/zero`, a folder) is named as such, never "does not exist", never
/// read forever or waited on; every other problem is still judged.
#[cfg(target_os = "linux")]
#[test]
fn files_that_are_not_regular_are_named_so() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("broken", "broken-not-regular");
    let root = workspace.root();
    let copy = |to: &str| {
        for folder in ["problems", "testcases"] {
            let status = std::process::Command::new("cp")
                .arg("-r")
                .arg(root.join(folder).join("ok"))
                .arg(root.join(folder).join(to))
                .status()
                .unwrap();
            assert!(status.success());
        }
    };
    // What each problem's file becomes: a FIFO, a link to /dev/zero, or a folder.
    let cases = [
        ("main-fifo", "problems/main-fifo/src/main.rs", "fifo"),
        ("main-zero", "problems/main-zero/src/main.rs", "zero"),
        ("main-folder", "problems/main-folder/src/main.rs", "folder"),
        ("checker-fifo", "testcases/checker-fifo/checker.rs", "fifo"),
        (
            "checker-folder",
            "testcases/checker-folder/checker.rs",
            "folder",
        ),
        ("case-zero", "testcases/case-zero/1.out", "zero"),
        ("case-fifo", "testcases/case-fifo/1.in", "fifo"),
    ];
    for (problem, file, what) in cases {
        copy(problem);
        if problem.starts_with("checker-") {
            let toml = root.join("testcases").join(problem).join("problem.toml");
            let mut text = std::fs::read_to_string(&toml).unwrap();
            text.push_str("compare = \"checker\"\n");
            std::fs::write(&toml, text).unwrap();
        }
        let path = root.join(file);
        let _ = std::fs::remove_file(&path);
        match what {
            "fifo" => {
                let made = std::process::Command::new("mkfifo")
                    .arg(&path)
                    .status()
                    .unwrap();
                assert!(made.success());
            }
            "zero" => std::os::unix::fs::symlink("/dev/zero", &path).unwrap(),
            _ => std::fs::create_dir(&path).unwrap(),
        }
    }
    let mut selected = vec!["ok"];
    selected.extend(cases.iter().map(|(problem, _, _)| *problem));
    for (format, lang) in [("json", "en"), ("human", "en"), ("human", "ko")] {
        let mut args = selected.clone();
        args.extend(["--lang", lang]);
        let run = workspace.run(&args, format, &[]);
        assert!(
            run.wall < std::time::Duration::from_secs(20),
            "took {:?}",
            run.wall
        );
        assert_eq!(run.code(), 2, "{}", run.stderr);
        if format == "human" {
            let text = run.text();
            assert!(!text.contains("does not exist"), "{text}");
            let said = match lang {
                "ko" => "problems/main-fifo/src/main.rs은(는) 일반 파일이 아닙니다 (FIFO)",
                _ => "problems/main-fifo/src/main.rs is not a regular file (a FIFO)",
            };
            assert!(text.contains(said), "{text}");
            continue;
        }
        let events = run.events();
        let errors = support::errors(&events);
        for (problem, file, _) in cases {
            let needle = format!("{file} is not a regular file");
            assert!(
                errors.iter().any(|e| e.str("problem") == Some(problem)
                    && e.str("message").is_some_and(|m| m.contains(&needle))),
                "no error for {problem} saying {needle}: {errors:#?}"
            );
        }
        support::assert_verdict(&events, "ok", "1", "AC");
    }
}

/// The JSON `error` event names the file and line as fields (added beside `message`, which
/// means what it always meant), and `--lang ko` says the same errors in Korean around the
/// paths and keys they name.
#[test]
fn data_errors_carry_their_file_and_line_and_read_in_korean() {
    skip_if_passed!();
    let events = run().events();
    let errors = support::errors(&events);
    let key = errors
        .iter()
        .find(|e| e.str("problem") == Some("bad-toml-key"))
        .expect("an error for bad-toml-key");
    assert_eq!(
        (key.str("file"), key.uint("line")),
        (Some("testcases/bad-toml-key/problem.toml"), Some(3)),
        "{key:?}"
    );
    let orphan = errors
        .iter()
        .find(|e| e.str("problem") == Some("in-without-out"))
        .expect("an error for in-without-out");
    assert_eq!(
        (orphan.str("file"), orphan.uint("line")),
        (Some("testcases/in-without-out/2.in"), None),
        "{orphan:?}"
    );
    let korean =
        Workspace::copy("broken", "broken-korean").run(&[], "human", &[("LANG", "ko_KR.UTF-8")]);
    let text = &korean.text();
    for line in [
        "오류: testcases/bad-toml-key/problem.toml 3번째 줄: 알 수 없는 키 `speed`; 쓸 수 있는 키는",
        "오류: 케이스 2: testcases/in-without-out/2.in에 기대한 출력이 없습니다: \
         testcases/in-without-out/2.out을(를) 추가하세요",
        "오류: 풀이 없음: problems/no-solution/src/main.rs이(가) 없습니다",
        "경고: 채점하지 않음: testcases/empty-cases에 아직 케이스가 없습니다",
    ] {
        assert!(text.contains(line), "no `{line}` in:\n{text}");
    }
    assert!(!text.contains("unknown key"), "{text}");
}
