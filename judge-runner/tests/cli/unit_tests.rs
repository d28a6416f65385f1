//! The solutions' own unit tests: each `main.rs` with `#[test]`s built alone with
//! `rustc --test` and run by the runner, reported in every format, a pass remembered by the
//! cache, and skipped with `--no-unit-tests` (fixture `unit-tests/`).

use std::fs;
use std::path::Path;

use crate::json::{Event, Value};
use crate::support::{self, Workspace};
use crate::xml_check;

/// The `unit_tests` line of `problem`, if there is one.
fn unit_line<'a>(events: &'a [Event], problem: &str) -> Option<&'a Event> {
    events
        .iter()
        .find(|e| e.kind() == "unit_tests" && e.str("problem") == Some(problem))
}

/// The cache's entries whose name ends with `suffix` (`""`: the binaries, `KEY` or, on
/// Windows, `KEY.exe`).
fn entries(root: &Path, suffix: &str) -> usize {
    fs::read_dir(root.join("target/judge/cache"))
        .expect("the cache exists")
        .flatten()
        .filter(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            if suffix.is_empty() {
                support::is_cache_binary(&e.path())
            } else {
                name.ends_with(suffix)
            }
        })
        .count()
}

/// Whether a pass was remembered from an earlier run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cached {
    Yes,
    No,
}

/// Asserts that `problem`'s line says all its `passed` tests passed, remembered or not.
fn assert_passed(events: &[Event], problem: &str, passed: u64, cached: Cached) {
    let line =
        unit_line(events, problem).unwrap_or_else(|| panic!("no unit_tests line for {problem}"));
    assert_eq!(line.get("ok"), Some(&Value::Bool(true)), "{line:?}");
    assert_eq!(line.uint("passed"), Some(passed), "{line:?}");
    assert_eq!(
        line.get("cached"),
        Some(&Value::Bool(cached == Cached::Yes)),
        "{line:?}"
    );
}

#[test]
fn unit_tests_are_run_reported_and_a_pass_is_remembered() {
    skip_if_passed!();
    let workspace = Workspace::copy_isolated("unit-tests", "unit-remembered");
    let problems = ["tests-pass", "tests-fail", "tests-ce", "no-tests"];
    let run = workspace.run(&problems, "json", &[]);
    assert_eq!(
        run.code(),
        1,
        "a failing unit test fails the run: {}",
        run.stderr
    );
    let events = run.events();
    assert_passed(&events, "tests-pass", 2, Cached::No);
    let fail = unit_line(&events, "tests-fail").expect("tests-fail has a unit_tests line");
    assert_eq!(fail.get("ok"), Some(&Value::Bool(false)), "{fail:?}");
    assert_eq!(
        (fail.uint("passed"), fail.uint("failed")),
        (Some(1), Some(1))
    );
    let message = fail.str("message").unwrap_or_default();
    assert!(
        message
            .starts_with("tests::wrong_expectation: assertion `left == right` failed: two and two"),
        "{message}"
    );
    let ce = unit_line(&events, "tests-ce").expect("tests-ce has a unit_tests line");
    assert!(
        ce.str("message")
            .unwrap_or_default()
            .contains("no_such_function"),
        "{ce:?}"
    );
    assert!(
        unit_line(&events, "no-tests").is_none(),
        "a file without tests gets no line"
    );
    // Every case passes: only the unit tests fail the run.
    let summary = support::summary(&events);
    assert_eq!(summary.uint("failed"), Some(0), "{summary:?}");
    assert_eq!(summary.uint("unit_tests_passed"), Some(1), "{summary:?}");
    assert_eq!(summary.uint("unit_tests_failed"), Some(2), "{summary:?}");
    // The four judge builds and no test binary: a pass is remembered, a failure is built
    // and run again; nothing was built for no-tests.
    assert_eq!(entries(workspace.root(), ""), 4);
    assert_eq!(entries(workspace.root(), ".pass"), 1);
    assert_eq!(entries(workspace.root(), ".ce"), 1);

    let again = workspace.run(&problems, "json", &[]);
    assert_eq!(again.code(), 1, "{}", again.stderr);
    let events = again.events();
    assert_passed(&events, "tests-pass", 2, Cached::Yes);
    let fail = unit_line(&events, "tests-fail").expect("tests-fail again");
    assert_eq!(fail.str("message"), Some(message), "the same failure again");
    assert_eq!(entries(workspace.root(), ""), 4);
}

#[test]
fn no_unit_tests_skips_them() {
    skip_if_passed!();
    let workspace = Workspace::copy("unit-tests", "unit-skip");
    let run = workspace.run(&["tests-fail"], "json", &[]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    let mut command = workspace.command();
    command.args(["tests-fail", "--format", "json", "--no-unit-tests"]);
    let skipped = support::finish(command.spawn().expect("start judge-runner"));
    assert_eq!(skipped.code(), 0, "{}", skipped.stderr);
    let events = skipped.events();
    assert!(unit_line(&events, "tests-fail").is_none(), "{events:?}");
    support::assert_verdict(&events, "tests-fail", "1", "AC");
}

#[test]
fn human_shows_one_line_per_problem_and_the_failing_test() {
    skip_if_passed!();
    let workspace = Workspace::copy("unit-tests", "unit-human");
    let run = workspace.run(&["tests-pass", "tests-fail"], "human", &[]);
    assert_eq!(run.code(), 1, "{}", run.text());
    let text = &run.text();
    assert!(text.contains("\n  unit tests: 2 passed\n"), "{text}");
    assert!(
        text.contains("\n  unit tests: 1 of 2 failed: tests::wrong_expectation\n"),
        "{text}"
    );
    // Named as the judge build names it, a path a terminal or editor opens at the line.
    assert!(
        text.contains("panicked at problems/tests-fail/src/main.rs:29:9:"),
        "{text}"
    );
    assert!(!text.contains("Main.rs"), "{text}");
    assert!(text.contains("unit tests failed in 1 problem"), "{text}");
    let mut command = workspace.command();
    command.args(["tests-pass", "tests-fail", "--quiet", "--color", "never"]);
    let quiet = support::finish(command.spawn().expect("start judge-runner"));
    assert!(!quiet.text().contains("2 passed\n"), "{}", quiet.text());
    assert!(quiet.text().contains("1 of 2 failed"), "{}", quiet.text());
}

/// Under `--lang ko` the unit-test lines and the summary's part for them are Korean, and so
/// is the runner's own `error:` line (its causes are the system's words).
#[test]
fn korean_unit_test_lines_and_error_lines() {
    skip_if_passed!();
    let workspace = Workspace::copy("unit-tests", "unit-korean");
    let run = workspace.run(
        &["tests-pass", "tests-fail"],
        "human",
        &[("LANG", "ko_KR.UTF-8")],
    );
    assert_eq!(run.code(), 1, "{}", run.text());
    let text = &run.text();
    assert!(text.contains("\n  단위 테스트: 2개 통과\n"), "{text}");
    assert!(
        text.contains("\n  단위 테스트: 2개 중 1개 실패: tests::wrong_expectation\n"),
        "{text}"
    );
    assert!(text.contains("단위 테스트가 실패한 문제 1개"), "{text}");
    assert!(!text.contains("unit tests"), "{text}");
    let mut command = support::runner();
    command.args(["--lang", "ko", "--root", "no-such-folder"]);
    let run = support::finish(
        command
            .current_dir(workspace.root())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("start judge-runner"),
    );
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(run.text().starts_with("오류: "), "{}", run.text());
    assert!(
        run.text()
            .contains("no-such-folder은(는) 채점 작업 공간이 아닙니다: problems/와 testcases/"),
        "{}",
        run.text()
    );
    // In English, the same words as ever.
    let mut command = support::runner();
    command.args(["--lang", "en", "--root", "no-such-folder"]);
    let run = support::finish(
        command
            .current_dir(workspace.root())
            .env("LANG", "ko_KR.UTF-8")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("start judge-runner"),
    );
    assert!(
        run.text().starts_with("error: ")
            && run
                .stderr
                .contains("no-such-folder is not a judge workspace"),
        "{}",
        run.text()
    );
}

#[test]
fn github_annotates_the_failing_test_on_the_line_of_its_panic() {
    skip_if_passed!();
    let workspace = Workspace::copy("unit-tests", "unit-github");
    let run = workspace.run(&["tests-pass", "tests-fail"], "github", &[]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    let text = String::from_utf8_lossy(&run.stdout);
    let annotation = text
        .lines()
        .find(|l| l.starts_with("::error ") && l.contains("unit test"))
        .unwrap_or_else(|| panic!("no unit test annotation in:\n{text}"));
    assert!(
        annotation.starts_with(
            "::error file=problems/tests-fail/src/main.rs,line=29,col=9,title=unit test tests-fail tests%3A%3Awrong_expectation::"
        ),
        "{annotation}"
    );
    assert_eq!(
        text.lines().filter(|l| l.starts_with("::error ")).count(),
        1,
        "only the failing test is annotated:\n{text}"
    );
}

#[test]
fn junit_has_a_unit_tests_testcase_per_problem() {
    skip_if_passed!();
    let workspace = Workspace::copy("unit-tests", "unit-junit");
    let run = workspace.run(&["tests-pass", "tests-fail"], "junit", &[]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    let xml = String::from_utf8_lossy(&run.stdout);
    let root = xml_check::parse(&xml).unwrap_or_else(|e| panic!("{e}:\n{xml}"));
    let suite = |name: &str| {
        root.children("testsuite")
            .into_iter()
            .find(|s| s.attribute("name") == name)
            .unwrap_or_else(|| panic!("no suite {name} in:\n{xml}"))
    };
    let testcase = |suite_name: &str| {
        suite(suite_name)
            .children("testcase")
            .into_iter()
            .find(|c| c.attribute("name") == "unit tests")
            .unwrap_or_else(|| panic!("no unit tests testcase in {suite_name}:\n{xml}"))
    };
    assert!(
        testcase("tests-pass").children("failure").is_empty(),
        "{xml}"
    );
    let failures = testcase("tests-fail").children("failure");
    assert_eq!(failures.len(), 1, "{xml}");
    assert_eq!(failures[0].attribute("type"), "unit-test");
    assert!(
        failures[0]
            .attribute("message")
            .starts_with("tests::wrong_expectation: assertion `left == right` failed"),
        "{xml}"
    );
    assert_eq!(
        xml_check::junit_counts(&root).1,
        1,
        "one failure in all:\n{xml}"
    );
}

/// A workspace made by `new boj 1000` (whose template tests every stored case through
/// `solve`; its placeholder `solve` echoes the first number), with case 1 stored.
fn echo_problem(test: &str) -> support::Bench {
    let bench = support::Bench::new(test);
    let root = bench.root();
    // A cache of its own: what other runs of the same file remembered must not count here.
    let _ = fs::remove_file(root.join("target/judge"));
    let mut command = support::runner();
    command
        .args(["new", "boj", "1000", "--title", "A+B", "--root"])
        .arg(root);
    let new = support::feed(command, b"");
    assert_eq!(new.code(), 0, "{}", new.stderr);
    // Judged as a solution, not listed as to solve: as after a user's first edit.
    support::leave_template(root, "boj-1000");
    fs::write(root.join("testcases/boj-1000/1.in"), "7\n").expect("write 1.in");
    fs::write(root.join("testcases/boj-1000/1.out"), "7\n").expect("write 1.out");
    bench
}

/// `judge-runner PROBLEMS --root ROOT --format json`.
fn judge_json(root: &Path, problems: &[&str]) -> support::Run {
    let mut command = support::runner();
    command
        .args(problems)
        .args(["--format", "json", "--root"])
        .arg(root)
        .env_remove("RUST_BACKTRACE");
    support::feed(command, b"")
}

#[test]
fn a_remembered_pass_is_forgotten_when_the_cases_change() {
    skip_if_passed!();
    let bench = echo_problem("cases-change");
    let root = bench.root();
    let first = judge_json(root, &["boj-1000"]);
    assert_eq!(first.code(), 0, "{}", first.stderr);
    assert_passed(&first.events(), "boj-1000", 1, Cached::No);
    let again = judge_json(root, &["boj-1000"]);
    assert_passed(&again.events(), "boj-1000", 1, Cached::Yes);

    // A new case with a wrong answer: the template's `stored_cases` test now fails, so its
    // remembered pass must not be reported beside the WA; nor is its failure, which is the
    // WA's, said once by the judge (issue 40 item 2).
    fs::write(root.join("testcases/boj-1000/2.in"), "3\n").expect("write 2.in");
    fs::write(root.join("testcases/boj-1000/2.out"), "4\n").expect("write 2.out");
    let changed = judge_json(root, &["boj-1000"]);
    assert_eq!(changed.code(), 1, "{}", changed.stderr);
    let events = changed.events();
    support::assert_verdict(&events, "boj-1000", "2", "WA");
    assert_eq!(unit_line(&events, "boj-1000"), None);
    // Judged without case 2, the test's failure is news: it is reported, not remembered.
    let selected = judge_json(root, &["boj-1000/1"]);
    assert_eq!(selected.code(), 1, "{}", selected.stderr);
    let events = selected.events();
    let line = unit_line(&events, "boj-1000").expect("a unit_tests line");
    assert_eq!(line.get("ok"), Some(&Value::Bool(false)), "{line:?}");
    assert_eq!(line.get("cached"), Some(&Value::Bool(false)), "{line:?}");

    // The same files again, with the right answer: a pass, then remembered again.
    fs::write(root.join("testcases/boj-1000/2.out"), "3\n").expect("fix 2.out");
    let fixed = judge_json(root, &["boj-1000"]);
    assert_passed(&fixed.events(), "boj-1000", 1, Cached::No);
}

#[test]
fn a_template_copied_to_another_problem_tests_that_problems_cases() {
    skip_if_passed!();
    let bench = echo_problem("copied-template");
    let root = bench.root();
    // The next problem started from a copy of the folder: its cases say 5 → 6, which the
    // placeholder (it echoes 5) gets wrong; boj-1000's own case (7 → 7) it gets right.
    let from = root.join("problems/boj-1000");
    let to = root.join("problems/boj-1001");
    support::copy_dir(&from, &to);
    let manifest = fs::read_to_string(to.join("Cargo.toml")).expect("read Cargo.toml");
    fs::write(
        to.join("Cargo.toml"),
        manifest.replace("boj-1000", "boj-1001"),
    )
    .expect("write");
    let data = root.join("testcases/boj-1001");
    fs::create_dir_all(&data).expect("create testcases/boj-1001");
    let spec = fs::read_to_string(root.join("testcases/boj-1000/problem.toml")).expect("read");
    fs::write(data.join("problem.toml"), spec).expect("write problem.toml");
    fs::write(data.join("1.in"), "5\n").expect("write 1.in");
    fs::write(data.join("1.out"), "6\n").expect("write 1.out");
    fs::write(data.join("2.in"), "7\n").expect("write 2.in");
    fs::write(data.join("2.out"), "7\n").expect("write 2.out");
    // Case 2 alone, which passes: the test's failure on case 1 is then the only sign of it.
    let run = judge_json(root, &["boj-1001/2"]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    let events = run.events();
    let line = unit_line(&events, "boj-1001").expect("a unit_tests line");
    assert_eq!(line.get("ok"), Some(&Value::Bool(false)), "{line:?}");
    let message = line.str("message").unwrap_or_default();
    assert!(message.contains("boj-1001"), "{message}");

    // The Programmers template's test finds its cases the same way.
    let mut command = support::runner();
    command
        .args(["new", "programmers", "42576", "--signature"])
        .arg("fn solution(n: i32) -> i32")
        .arg("--root")
        .arg(root);
    let new = support::feed(command, b"");
    assert_eq!(new.code(), 0, "{}", new.stderr);
    for id in ["boj-1000", "programmers-42576"] {
        let source = fs::read_to_string(root.join(format!("problems/{id}/src/main.rs")))
            .expect("read main.rs");
        let tests = &source[source.find("mod tests").expect("a test module")..];
        assert!(!tests.contains(id), "{id}'s tests name it:\n{tests}");
    }
}
