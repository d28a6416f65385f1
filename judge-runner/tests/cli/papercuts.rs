//! What a new user tripped over (issue 27, items 10 and 14 to 16), each a real run of the
//! CLI on a small workspace made here.

use crate::support::{self, Bench};
use std::fs;
use std::process::Stdio;

const LIMITS: &str = "time_limit_ms = 1000\nmemory_limit_mb = 128\n";

/// `echo` for `id`: a problem whose solution echoes its input, with one case.
fn echo(bench: &Bench, id: &str) {
    bench.write(
        &format!("problems/{id}/src/main.rs"),
        "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    print!(\"{s}\");\n}\n",
    );
    bench.write(&format!("testcases/{id}/problem.toml"), LIMITS);
    bench.write(&format!("testcases/{id}/1.in"), "7\n");
    bench.write(&format!("testcases/{id}/1.out"), "7\n");
}

/// The number after `word` (`judging 3 problems` → 3 for `judging`).
fn count_after(text: &str, word: &str) -> usize {
    let at = text
        .find(word)
        .unwrap_or_else(|| panic!("no `{word}` in:\n{text}"));
    text[at + word.len()..]
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no count after `{word}` in:\n{text}"))
}

/// Item 10: a problem without `main.rs` and one with a broken `problem.toml` are counted
/// alike by the first line and by the summary.
#[test]
fn the_header_and_the_summary_count_the_same_problems() {
    let bench = Bench::new("counts");
    echo(&bench, "boj-1000");
    bench.write("testcases/boj-1001/problem.toml", LIMITS);
    bench.write("testcases/boj-1001/1.in", "1\n");
    bench.write("testcases/boj-1001/1.out", "1\n");
    echo(&bench, "boj-1002");
    bench.write("testcases/boj-1002/problem.toml", "time_limit_ms = x\n");
    for lang in ["en", "ko"] {
        let run = bench.run(&["--lang", lang, "--color", "never"]);
        assert_eq!(run.code(), 2, "{}", run.text());
        let text = String::from_utf8_lossy(&run.stdout).into_owned();
        let (head, summary) = if lang == "en" {
            (count_after(&text, "judging"), count_after(&text, "FAILED:"))
        } else {
            let number = |line: &str| -> usize {
                let at = line.find("문제 ").expect("문제 N개") + "문제 ".len();
                line[at..]
                    .split('개')
                    .next()
                    .and_then(|n| n.parse().ok())
                    .expect("a count")
            };
            let first = text.lines().next().expect("a first line");
            let last = text.lines().last().expect("a last line");
            (number(first), number(last))
        };
        assert_eq!((head, summary), (3, 3), "{text}");
        let first = text.lines().next().unwrap_or("");
        let unjudged = if lang == "en" {
            "2 of the problems cannot be judged"
        } else {
            "그중 2개는 채점할 수 없음"
        };
        assert!(first.contains(unjudged), "{text}");
    }
}

/// Item 14: `-q` shows only what failed and the summary: no `judging …` or `built in …`.
#[test]
fn quiet_hides_the_plan_and_the_build_lines() {
    let bench = Bench::new("quiet");
    echo(&bench, "boj-1000");
    bench.write(
        "problems/boj-1003/src/main.rs",
        "fn main() { println!(\"8\"); }\n",
    );
    bench.write("testcases/boj-1003/problem.toml", LIMITS);
    bench.write("testcases/boj-1003/1.in", "\n");
    bench.write("testcases/boj-1003/1.out", "9\n");
    let loud = bench.run(&["--color", "never"]);
    let loud = loud.text();
    assert!(
        loud.contains("judging 2 problems") && loud.contains("built in"),
        "{loud}"
    );
    let run = bench.run(&["-q", "--color", "never"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    let text = run.text();
    for hidden in ["judging", "building", "built in", "boj-1000"] {
        assert!(!text.contains(hidden), "`{hidden}` under -q:\n{text}");
    }
    assert!(text.contains("WA") && text.contains("boj-1003"), "{text}");
    assert!(
        text.contains("FAILED: 2 problems, 2 cases, 1 passed, 1 failed"),
        "{text}"
    );
}

/// Item 16: the human report goes to stdout, as `cargo test`'s results do, so
/// `cargo judge > log.txt` keeps it; stderr stays empty on a clean run.
#[test]
fn the_human_report_goes_to_stdout() {
    let bench = Bench::new("stdout");
    echo(&bench, "boj-1000");
    let run = bench.run(&[]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let out = String::from_utf8_lossy(&run.stdout);
    for line in [
        "judging 1 problem",
        "  AC   1",
        "ok: 1 problem, 1 case, 1 passed",
    ] {
        assert!(out.contains(line), "`{line}` not on stdout:\n{out}");
    }
    assert!(run.stderr.is_empty(), "stderr: {}", run.stderr);
    // Not a terminal: no colour, whatever stderr is.
    assert!(!out.contains('\x1b'), "{out}");
    // A usage error is no report: it stays on stderr.
    let run = bench.run(&["--no-such-option"]);
    assert_eq!(run.code(), 2);
    assert!(run.stdout.is_empty());
    assert!(run.stderr.contains("unknown option"), "{}", run.stderr);
}

/// Item 15: `run` on a missing file names it as the input.
#[test]
fn run_on_a_missing_file_says_the_input_file() {
    let bench = Bench::new("run-missing");
    echo(&bench, "boj-1000");
    let run = bench.run(&["run", "boj-1000", "no-such.txt"]);
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(
        run.stderr.contains("failed to read the input file") && run.stderr.contains("no-such.txt"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("FILE file"), "{}", run.stderr);
    let run = bench.run(&["run", "boj-1000", "no-such.txt", "--lang", "ko"]);
    assert!(run.stderr.contains("입력 파일"), "{}", run.stderr);
}

/// Item 15: a solution that opens a file gets RE with the reason it failed: a solution
/// reads only stdin.
#[test]
fn a_solution_that_opens_a_file_is_told_it_reads_only_stdin() {
    let bench = Bench::new("opens-a-file");
    bench.write(
        "problems/boj-1000/src/main.rs",
        "fn main() {\n    let text = std::fs::read_to_string(\"input.txt\").unwrap();\n    \
         print!(\"{text}\");\n}\n",
    );
    bench.write("testcases/boj-1000/problem.toml", LIMITS);
    bench.write("testcases/boj-1000/1.in", "7\n");
    bench.write("testcases/boj-1000/1.out", "7\n");
    let run = bench.run(&["--color", "never"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    let text = run.text();
    assert!(text.contains("RE"), "{text}");
    assert!(
        text.contains("a solution reads only stdin and writes only stdout"),
        "{text}"
    );
    let run = bench.run(&["--color", "never", "--lang", "ko"]);
    assert!(run.text().contains("표준 입력만 읽고"), "{}", run.text());
}

/// Item 15: `print --copy` of a Programmers problem does not speak of a function "above"
/// when it printed nothing above.
#[cfg(unix)]
#[test]
fn print_copy_of_a_programmers_problem_speaks_of_the_copied_function() {
    use std::os::unix::fs::PermissionsExt;
    let bench = Bench::new("print-copy");
    let made = bench.run(&[
        "new",
        "programmers",
        "42",
        "--signature",
        "fn solution(a: i32, b: i32) -> i32",
    ]);
    assert_eq!(made.code(), 0, "{}", made.text());
    let tools = bench.root().join("tools");
    fs::create_dir_all(&tools).expect("tools/");
    let clipboard = bench.root().join("clipboard.txt");
    let xclip = tools.join("xclip");
    fs::write(
        &xclip,
        format!("#!/bin/sh\nexec /bin/cat > '{}'\n", clipboard.display()),
    )
    .expect("write xclip");
    fs::set_permissions(&xclip, fs::Permissions::from_mode(0o755)).expect("chmod");
    let mut command = support::runner();
    command
        .args(["print", "programmers-42", "--copy", "--root"])
        .arg(bench.root())
        .env("PATH", &tools)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let run = support::finish(command.spawn().expect("start judge-runner"));
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(run.stdout.is_empty());
    let copied = fs::read_to_string(&clipboard).expect("the clipboard");
    assert!(
        copied.contains("fn solution(a: i32, b: i32) -> i32"),
        "{copied}"
    );
    assert!(run.stderr.contains("the function copied"), "{}", run.stderr);
    assert!(!run.stderr.contains("above"), "{}", run.stderr);
}

/// `run` on a file-I/O problem (`input_file`, `output_file`) runs it as the judge does: the
/// input in its file, the answer read back from its file; a missing answer file says so.
#[test]
fn run_on_a_file_io_problem_goes_through_its_files() {
    let bench = Bench::new("run-file-io");
    bench.write(
        "problems/cf-1a/src/main.rs",
        "fn main() {\n    let s = std::fs::read_to_string(\"input.txt\").unwrap();\n    \
         let n: i64 = s.trim().parse().unwrap();\n    \
         std::fs::write(\"output.txt\", format!(\"{}\\n\", n * 2)).unwrap();\n}\n",
    );
    bench.write(
        "testcases/cf-1a/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 256\nlanguage = \"Rust 1.89.0 (2021)\"\n\
         compare = \"tokens\"\ninput_file = \"input.txt\"\noutput_file = \"output.txt\"\n",
    );
    bench.write("21.txt", "21\n");
    let run = bench.run(&["run", "cf-1a", "21.txt"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "42\n",
        "{}",
        run.stderr
    );
    // A solution that writes its answer to stdout instead: the judge would find no file.
    bench.write(
        "problems/cf-1a/src/main.rs",
        "fn main() {\n    println!(\"42\");\n}\n",
    );
    let run = bench.run(&["run", "cf-1a", "21.txt"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    assert!(
        run.stderr
            .contains("no output file `output.txt` in its folder"),
        "{}",
        run.stderr
    );
}

// Issue 40: what a new user tripped over, round two.

/// A problem made by `new boj ID` whose `solve` was edited (so it is judged) to answer
/// `answer` whatever the input.
fn answering(bench: &Bench, id: &str, answer: &str) {
    let number = id.trim_start_matches("boj-");
    bench.run(&["new", "boj", number]).expect(0);
    bench.edit(
        &format!("problems/{id}/src/main.rs"),
        "let n: i64 = tokens.next();\n    format!(\"{n}\\n\")",
        &format!("let _n: i64 = tokens.next();\n    \"{answer}\\n\".to_owned()"),
    );
}

/// Issue 40 item 2: a wrong answer is reported once, as the judge's diff: the template's
/// `stored_cases` test, which fails on the same case, adds no panic, path or backtrace; a
/// `.in` without its `.out` is the one clear error, not that and a panic. The same with the
/// template's older text (`expect("its .out")`), which problems made before still carry.
#[test]
fn a_wrong_stored_case_is_reported_once() {
    skip_if_passed!();
    let bench = Bench::new("reported-once");
    answering(&bench, "boj-1000", "6");
    bench.write("testcases/boj-1000/1.in", "5\n");
    bench.write("testcases/boj-1000/1.out", "5\n");
    let old = bench.text("problems/boj-1000/src/main.rs");
    for (template, source) in [("new", old.clone()), ("old", old_stored_cases(&old))] {
        bench.write("problems/boj-1000/src/main.rs", &source);
        for orphan in [false, true] {
            if orphan {
                bench.write("testcases/boj-1000/2.in", "5\n");
            }
            let mut command = support::runner();
            command
                .args(["--color", "never"])
                .current_dir(bench.root())
                .env("RUST_BACKTRACE", "1");
            let run = support::feed(command, b"");
            let text = run.text();
            assert_eq!(run.code(), if orphan { 2 } else { 1 }, "{template}: {text}");
            assert!(text.contains("WA   1"), "{template}: {text}");
            assert_eq!(text.matches("expected `5`, found `6`").count(), 1, "{text}");
            for noise in ["panicked", "stored_cases", "backtrace", "unit tests failed"] {
                assert!(!text.contains(noise), "{template}: `{noise}` in:\n{text}");
            }
            if orphan {
                assert!(text.contains("2.in has no expected output"), "{text}");
            }
            fs::remove_file(bench.path("testcases/boj-1000/2.in")).ok();
        }
    }
    // A stored_cases failure the judge does not see (here `main` does not call `solve`) is
    // still reported: it is then the only sign.
    bench.write(
        "problems/boj-1000/src/main.rs",
        &old.replace("solve(&input).as_bytes()", "input.as_bytes()"),
    );
    let run = bench.run(&["--color", "never"]);
    let text = run.text();
    assert_eq!(run.code(), 1, "{text}");
    assert!(text.contains("AC   1"), "{text}");
    assert!(text.contains("tests::stored_cases"), "{text}");
    assert!(text.contains("testcases/boj-1000/1.in"), "{text}");
    assert!(!text.contains("../../"), "{text}");
}

/// The template's `stored_cases` test as `new` wrote it before issue 40: an absolute
/// `../..` path in its message, and a panic for a `.in` without its `.out`.
fn old_stored_cases(source: &str) -> String {
    let start = source
        .find("    #[test]\n    fn stored_cases")
        .expect("stored_cases");
    let end = start + source[start..].find("\n    }\n").expect("its end") + "\n    }\n".len();
    let old = r#"    #[test]
    fn stored_cases() {
        let crate_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
        let id = crate_dir.file_name().expect("problems/<id>");
        let dir = crate_dir.join("../../testcases").join(id);
        let mut inputs: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        let tokens = |s: &str| s.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
        for input in inputs {
            let expected = fs::read_to_string(input.with_extension("out")).expect("its .out");
            let got = solve(&fs::read_to_string(&input).expect("the .in"));
            assert_eq!(tokens(&got), tokens(&expected), "{}", input.display());
        }
    }
"#;
    format!("{}{old}{}", &source[..start], &source[end..])
}

/// Issue 40 item 1: the README's `cargo judge run boj-1000 1.in` works from the workspace
/// root (a FILE not found in the current folder is the problem's stored case of that name),
/// and a stored case is named by `--case 1` or `boj-1000/1`; a file in the current folder
/// still wins.
#[test]
fn run_takes_a_stored_case_by_name() {
    skip_if_passed!();
    let bench = Bench::new("run-case");
    bench.problem(
        "boj-1000",
        "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    print!(\"got {s}\");\n}\n",
        &[("1", "11\n", "11\n"), ("sample-2", "22\n", "22\n")],
    );
    for args in [
        &["run", "boj-1000", "1.in"][..],
        &["run", "boj-1000", "1"],
        &["run", "boj-1000", "--case", "1"],
        &["run", "boj-1000/1"],
    ] {
        let run = bench.run(args);
        assert_eq!(run.code(), 0, "{args:?}: {}", run.text());
        assert_eq!(run.stdout_text(), "got 11\n", "{args:?}: {}", run.stderr);
    }
    let run = bench.run(&["run", "boj-1000/sample-2"]);
    assert_eq!(run.stdout_text(), "got 22\n", "{}", run.stderr);
    // From inside the problem's folder, too.
    let run = bench.run_in("problems/boj-1000", &["run", "--case", "sample-2"], b"");
    assert_eq!(run.stdout_text(), "got 22\n", "{}", run.stderr);
    // A file of that name in the current folder is the user's own input, and wins.
    bench.write("1.in", "33\n");
    let run = bench.run(&["run", "boj-1000", "1.in"]);
    assert_eq!(run.stdout_text(), "got 33\n", "{}", run.stderr);
    // A case that is not there names the cases there are.
    let run = bench.run(&["run", "boj-1000", "--case", "9"]);
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(
        run.stderr
            .contains("no case `9` in boj-1000 (cases: 1, sample-2)"),
        "{}",
        run.stderr
    );
    let run = bench.run(&["run", "boj-1000", "1.in", "--case", "1"]);
    assert_eq!(run.code(), 2, "{}", run.text());
}

/// Issue 40 item 4: `git rm -r` of the examples takes `testcases/` with them when nothing
/// else is in it; the repository keeps a `testcases/.keep` as it keeps `problems/.keep`, and
/// a workspace whose `testcases/` is gone anyway (its `Cargo.toml` and `problems/` say what
/// it is) still takes `new`, which makes the folder, and every other command.
#[test]
fn a_workspace_without_testcases_takes_new() {
    skip_if_passed!();
    let repository = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    assert!(repository.join("testcases/.keep").is_file());
    let bench = Bench::new("no-testcases");
    bench.write("Cargo.toml", &support::workspace_manifest());
    fs::remove_dir(bench.path("testcases")).expect("remove testcases/");
    let run = bench.run(&["--color", "never"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let run = bench.run(&["new", "boj", "1000"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(bench.path("testcases/boj-1000/problem.toml").is_file());
    // From inside the new problem's folder, too.
    fs::remove_dir_all(bench.path("testcases")).expect("remove testcases/ again");
    let run = bench.run_in("problems/boj-1000", &["new", "boj", "1001"], b"");
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(bench.path("testcases/boj-1001/problem.toml").is_file());
}

/// A README with the index's markers and nothing else.
fn readme_with_markers(bench: &Bench) {
    bench.write(
        "README.md",
        "# Solutions\n\n<!-- judge:index:start -->\n<!-- judge:index:end -->\n",
    );
}

/// Issue 40 item 5: `index` with a `problem.toml` it cannot read names the file and what is
/// wrong, in both languages, exits 2, and still writes every other row.
#[test]
fn index_names_a_broken_problem_toml_and_writes_the_rest() {
    skip_if_passed!();
    let bench = Bench::new("index-broken");
    echo(&bench, "boj-1000");
    echo(&bench, "boj-1001");
    bench.write(
        "testcases/boj-1001/problem.toml",
        "title = \"B\"\ntime_limt_ms = 1000\nmemory_limit_mb = 128\n",
    );
    readme_with_markers(&bench);
    let run = bench.run(&["index"]);
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(
        run.stderr.contains("testcases/boj-1001/problem.toml")
            && run.stderr.contains("time_limt_ms"),
        "{}",
        run.stderr
    );
    let readme = bench.text("README.md");
    assert!(readme.contains("| BOJ | boj-1000 |"), "{readme}");
    assert!(readme.contains("| BOJ | boj-1001 |"), "{readme}");
    let run = bench.run(&["index", "--lang", "ko"]);
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(
        run.stderr.contains("testcases/boj-1001/problem.toml") && run.stderr.contains("오류"),
        "{}",
        run.stderr
    );
}

/// Issue 40 item 7: a BOJ title links to its kept statement only when statements are
/// published (judge.toml), since `testcases/*/statement.md` is git-ignored otherwise and the
/// link would be broken on GitHub.
#[test]
fn index_links_a_statement_only_when_statements_are_published() {
    skip_if_passed!();
    let bench = Bench::new("index-links");
    echo(&bench, "boj-1000");
    bench.write(
        "testcases/boj-1000/problem.toml",
        &format!("title = \"A+B\"\n{LIMITS}"),
    );
    bench.write("testcases/boj-1000/statement.md", "# A+B\n");
    readme_with_markers(&bench);
    let run = bench.run(&["index"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let readme = bench.text("README.md");
    assert!(readme.contains("| BOJ | boj-1000 | A+B |"), "{readme}");
    assert!(!readme.contains("statement.md"), "{readme}");
    bench.write("judge.toml", "publish_statements = true\n");
    let run = bench.run(&["index"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let readme = bench.text("README.md");
    assert!(
        readme.contains("| BOJ | boj-1000 | [A+B](testcases/boj-1000/statement.md) |"),
        "{readme}"
    );
}

/// Issue 40 item 8: `validate` with the validator skeleton `new` wrote says it is the
/// skeleton and checks nothing yet, instead of counting every input valid.
#[test]
fn validate_says_the_skeleton_checks_nothing_yet() {
    skip_if_passed!();
    let bench = Bench::new("validate-skeleton");
    bench.run(&["new", "boj", "1000"]).expect(0);
    bench.write("testcases/boj-1000/1.in", "5\n");
    bench.write("testcases/boj-1000/1.out", "5\n");
    let run = bench.run(&["validate", "boj-1000"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(
        run.stderr.contains(
            "boj-1000: validator.rs is still the skeleton `new` wrote: it checks nothing yet"
        ),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("inputs valid"), "{}", run.stderr);
    let run = bench.run(&["validate", "boj-1000", "--lang", "ko"]);
    assert!(run.stderr.contains("뼈대"), "{}", run.stderr);
    // Once its constraints are written (the marker line gone), it is run.
    bench.edit(
        "testcases/boj-1000/validator.rs",
        "// TODO: the statement's constraints, in the order of the input",
        "// The constraints.",
    );
    let run = bench.run(&["validate", "boj-1000"]);
    assert!(run.stderr.contains("inputs valid"), "{}", run.stderr);
}

/// Issue 40 item 9: under `-q` the problems still to solve are counted once, in the
/// summary, not one long line each (hundreds after an import).
#[test]
fn quiet_counts_the_problems_to_solve_in_one_line() {
    skip_if_passed!();
    let bench = Bench::new("quiet-to-solve");
    for number in ["1000", "1001", "1002"] {
        bench.run(&["new", "boj", number]).expect(0);
    }
    let loud = bench.run(&["--color", "never"]);
    assert_eq!(loud.text().matches("is still the template").count(), 3);
    for lang in ["en", "ko"] {
        let run = bench.run(&["-q", "--color", "never", "--lang", lang]);
        assert_eq!(run.code(), 0, "{}", run.text());
        let text = run.text();
        assert_eq!(text.lines().count(), 1, "{text}");
        let count = if lang == "en" {
            "3 to solve"
        } else {
            "풀 문제 3개"
        };
        assert!(text.contains(count), "{text}");
    }
}

/// Issue 40 item 11: a command typo suggests the command first (no unrelated problem ids
/// before it); an id in upper case is the id; `add boj-4242` for a problem not started says
/// how to start it.
#[test]
fn typos_suggest_the_command_the_id_or_new() {
    skip_if_passed!();
    let bench = Bench::new("typos");
    echo(&bench, "boj-1000");
    echo(&bench, "boj-1001");
    let run = bench.run(&["ad", "boj-1000"]);
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(
        run.stderr.starts_with(
            "error: `ad` is no command and no problem: did you mean `cargo judge add`?"
        ),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("closest"), "{}", run.stderr);
    let run = bench.run(&["--lang", "ko", "ad", "boj-1000"]);
    assert!(run.stderr.contains("`cargo judge add`"), "{}", run.stderr);
    assert!(!run.stderr.contains("가장 가까운"), "{}", run.stderr);

    let (code, events) = bench.json(&["BOJ-1000"]);
    assert_eq!(code, 0, "{events:?}");
    support::assert_verdict(&events, "boj-1000", "1", "AC");
    let run = bench.run(&["run", "BOJ-1000", "--case", "1"]);
    assert_eq!(run.stdout_text(), "7\n", "{}", run.stderr);

    for (args, lang, says) in [
        (
            &["add", "boj-4242"][..],
            "en",
            "start it with `cargo judge new boj 4242`",
        ),
        (
            &["boj-4242"],
            "en",
            "start it with `cargo judge new boj 4242`",
        ),
        (
            &["add", "BOJ-4242"],
            "en",
            "start it with `cargo judge new boj 4242`",
        ),
        (
            &["add", "programmers-42576"],
            "en",
            "`cargo judge new programmers 42576`",
        ),
        (
            &["add", "boj-4242"],
            "ko",
            "`cargo judge new boj 4242`로 시작하세요",
        ),
    ] {
        let mut all = args.to_vec();
        all.extend(["--lang", lang]);
        let run = bench.run(&all);
        assert_eq!(run.code(), 2, "{args:?}: {}", run.text());
        assert!(run.stderr.contains(says), "{args:?}: {}", run.stderr);
        assert!(!run.stderr.contains("closest"), "{args:?}: {}", run.stderr);
    }
}

/// Issue 40 item 10: `--help` speaks Korean under `--lang ko` or a Korean `LANG` (every
/// command's summary, every option and the list of commands; a command's longer description
/// stays English for now, and the help says so), and the top-level help lists `todo`.
#[test]
fn help_speaks_korean_and_lists_every_command() {
    skip_if_passed!();
    let bench = Bench::new("help-ko");
    let english = bench.run(&["--help"]);
    assert_eq!(english.code(), 0, "{}", english.stderr);
    let text = english.stdout_text();
    assert!(text.contains("\n    todo "), "{text}");
    let mut command = support::runner();
    command
        .arg("--help")
        .current_dir(bench.root())
        .env("LANG", "ko_KR.UTF-8");
    for run in [
        bench.run(&["--help", "--lang", "ko"]),
        support::feed(command, b""),
    ] {
        assert_eq!(run.code(), 0, "{}", run.stderr);
        let text = run.stdout_text();
        assert!(
            text.starts_with("cargo judge — 모든 풀이를 채점 서버처럼 빌드해"),
            "{text}"
        );
        for line in ["사용법:", "하위 명령", "    todo ", "    new SITE NUMBER "] {
            assert!(text.contains(line), "`{line}` not in:\n{text}");
        }
    }
    let run = bench.run(&["add", "--help", "--lang", "ko"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let text = run.stdout_text();
    assert!(text.starts_with("cargo judge add — 케이스를"), "{text}");
    assert!(text.contains("--out FILE"), "{text}");
    // The options are described in Korean, not English (unit tests in cli/help.rs check
    // every flag of every command).
    let options = &text[text.find("옵션:").expect("the options")..];
    for line in [
        "--out FILE    기대 출력",
        "-h, --help        이 도움말을 출력합니다",
    ] {
        assert!(options.contains(line), "`{line}` not in:\n{options}");
    }
    assert!(!options.contains("the expected output"), "{options}");
}

/// Issue 40 item 12: `new` takes a problem's address on BOJ, Programmers, Codeforces and
/// AtCoder, AtCoder's own task id (`abc300_b`, with or without `atcoder`) and
/// `cf 1927/C`, as it takes `SITE NUMBER`.
#[test]
fn new_takes_a_problems_address_and_the_sites_own_names() {
    skip_if_passed!();
    let bench = Bench::new("new-addresses");
    for (args, id, url) in [
        (
            &["new", "https://www.acmicpc.net/problem/1000"][..],
            "boj-1000",
            "https://www.acmicpc.net/problem/1000",
        ),
        (
            &[
                "new",
                "https://school.programmers.co.kr/learn/courses/30/lessons/42576",
            ],
            "programmers-42576",
            "https://school.programmers.co.kr/learn/courses/30/lessons/42576",
        ),
        (
            &["new", "https://codeforces.com/contest/1927/problem/C"],
            "cf-1927c",
            "https://codeforces.com/contest/1927/problem/C",
        ),
        (
            &["new", "https://atcoder.jp/contests/abc300/tasks/abc300_b"],
            "atcoder-abc300-b",
            "https://atcoder.jp/contests/abc300/tasks/abc300_b",
        ),
        (
            &["new", "atcoder", "abc301_c"],
            "atcoder-abc301-c",
            "https://atcoder.jp/contests/abc301/tasks/abc301_c",
        ),
        (
            &["new", "abc302_d"],
            "atcoder-abc302-d",
            "https://atcoder.jp/contests/abc302/tasks/abc302_d",
        ),
        (
            &["new", "cf", "1928/B"],
            "cf-1928b",
            "https://codeforces.com/contest/1928/problem/B",
        ),
    ] {
        let mut all = args.to_vec();
        if id.starts_with("programmers") {
            all.extend(["--signature", "fn solution(n: i32) -> i32"]);
        }
        let run = bench.run(&all);
        assert_eq!(run.code(), 0, "{args:?}: {}", run.text());
        let toml = bench.text(&format!("testcases/{id}/problem.toml"));
        assert!(
            toml.contains(&format!("url = \"{url}\"")),
            "{args:?}: {toml}"
        );
    }
    // An address of no site it knows is refused, naming what it takes; so is `boj_1000`,
    // which is no AtCoder task.
    for wrong in ["https://example.com/problem/1", "boj_1000"] {
        let run = bench.run(&["new", wrong]);
        assert_eq!(run.code(), 2, "{}", run.text());
        assert!(run.stderr.contains("is not SITE NUMBER"), "{}", run.stderr);
    }
}

/// Issue 40 item 13: a solution using `proconio::input!` (AtCoder has it) is a CE here, and
/// the CE says why: this workspace's solutions use std only; AtCoder's template reads its
/// input with std alone, and says so.
#[test]
fn a_crate_the_judge_lacks_is_a_ce_that_says_std_only() {
    skip_if_passed!();
    let bench = Bench::new("proconio");
    bench.run(&["new", "atcoder", "abc300", "a"]).expect(0);
    let template = bench.text("problems/atcoder-abc300-a/src/main.rs");
    assert!(template.contains("proconio"), "{template}");
    assert!(!template.contains("use proconio"), "{template}");
    bench.write(
        "problems/atcoder-abc300-a/src/main.rs",
        "use proconio::input;\n\nfn main() {\n    input! { n: i64 }\n    println!(\"{n}\");\n}\n",
    );
    bench.write("testcases/atcoder-abc300-a/1.in", "1\n");
    bench.write("testcases/atcoder-abc300-a/1.out", "1\n");
    let run = bench.run(&["--color", "never"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    let text = run.text();
    assert!(text.contains("CE"), "{text}");
    assert!(
        text.contains(
            "`proconio` is a crate, not std: solutions here use std only (AtCoder has proconio; \
             this workspace does not)"
        ),
        "{text}"
    );
    let run = bench.run(&["--color", "never", "--lang", "ko"]);
    assert!(run.text().contains("표준 라이브러리만"), "{}", run.text());
}

/// Issue 40 item 14: the to-solve marker line `new` wrote stays out of what `print` gives
/// for submission once the file is solved.
#[test]
fn print_leaves_out_the_to_solve_marker() {
    skip_if_passed!();
    let bench = Bench::new("print-marker");
    answering(&bench, "boj-1000", "6");
    assert!(bench
        .text("problems/boj-1000/src/main.rs")
        .contains("// cargo judge: to solve while"));
    let run = bench.run(&["print", "boj-1000"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let printed = run.stdout_text();
    assert!(
        printed.contains("fn solve(input: &str) -> String"),
        "{printed}"
    );
    assert!(!printed.contains("cargo judge: to solve"), "{printed}");
    assert!(printed.starts_with("//! BOJ 1000"), "{printed}");
}

/// Issue 40 item 14: `replay` with nothing to replay says so and how to bring submissions
/// in, instead of a row of zeros with an empty `()`.
#[test]
fn replay_with_nothing_to_replay_points_at_import() {
    skip_if_passed!();
    let bench = Bench::new("replay-nothing");
    echo(&bench, "boj-1000");
    for (lang, says) in [
        (
            "en",
            "no kept submissions to replay: bring your history in with `cargo judge import DIR`",
        ),
        (
            "ko",
            "재채점할 보관된 제출이 없습니다: `cargo judge import DIR`로",
        ),
    ] {
        let run = bench.run(&["replay", "--lang", lang]);
        assert_eq!(run.code(), 0, "{}", run.text());
        let text = run.text();
        assert!(text.contains(says), "{text}");
        assert!(!text.contains("()"), "{text}");
    }
}

/// Issue 40 item 14: the Korean particle after a command that ends in an id is the one its
/// last sound takes: `boj-1000`으로 (천), `boj-1001`로 (일).
#[test]
fn korean_particles_follow_the_ids_last_sound() {
    skip_if_passed!();
    let bench = Bench::new("particles");
    let run = bench.run(&["new", "boj", "1000", "--lang", "ko"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(
        run.stderr
            .contains("`cargo judge add boj-1000`으로 예제를 넣은 뒤"),
        "{}",
        run.stderr
    );
    let run = bench.run(&["new", "boj", "1001", "--lang", "ko"]);
    assert!(
        run.stderr
            .contains("`cargo judge add boj-1001`로 예제를 넣은 뒤"),
        "{}",
        run.stderr
    );
    let run = bench.run(&["add", "boj-4240", "--lang", "ko"]);
    assert!(
        run.stderr
            .contains("`cargo judge new boj 4240`으로 시작하세요"),
        "{}",
        run.stderr
    );
}

/// Issue 40 item 14: the wrong solutions' lines, which come after every problem, stand
/// under a heading of their own instead of looking like the last problem's.
#[test]
fn wrong_solutions_have_a_heading_of_their_own() {
    skip_if_passed!();
    let bench = Bench::new("wrong-heading");
    for id in ["boj-1000", "boj-1001"] {
        echo(&bench, id);
        bench.write(
            &format!("testcases/{id}/wrong/eight.rs"),
            "// expect: WA\nfn main() {\n    println!(\"8\");\n}\n",
        );
    }
    for (lang, heading) in [
        ("en", "wrong solutions (testcases/ID/wrong/):"),
        ("ko", "틀린 풀이 (testcases/ID/wrong/):"),
    ] {
        let run = bench.run(&["--color", "never", "--lang", lang]);
        assert_eq!(run.code(), 0, "{}", run.text());
        let text = run.stdout_text();
        let lines: Vec<&str> = text.lines().collect();
        let at = lines
            .iter()
            .position(|l| *l == heading)
            .unwrap_or_else(|| panic!("no heading `{heading}` in:\n{text}"));
        assert_eq!(lines[at - 1], "", "{text}");
        assert_eq!(text.matches(heading).count(), 1, "{text}");
        assert!(lines[at + 1].contains("boj-1000/wrong/eight.rs"), "{text}");
        assert!(lines[at + 2].contains("boj-1001/wrong/eight.rs"), "{text}");
    }
}

/// Issue 40 item 6: `index` and its picture count a problem as solved when it was last
/// judged accepted on every case, not as soon as its file was edited: one that failed when
/// last judged (and has not changed since) is still to solve.
#[test]
fn solved_means_last_judged_accepted() {
    skip_if_passed!();
    let bench = Bench::new("solved");
    answering(&bench, "boj-1000", "6");
    bench.write("testcases/boj-1000/1.in", "5\n");
    bench.write("testcases/boj-1000/1.out", "5\n");
    readme_with_markers(&bench);
    let counted = |bench: &Bench| -> String {
        let run = bench.run(&["index"]);
        assert_eq!(run.code(), 0, "{}", run.text());
        let readme = bench.text("README.md");
        let at = readme
            .find("![Problems by tier: ")
            .expect("the picture's line");
        readme[at..].lines().next().unwrap_or_default().to_owned()
    };
    // Never judged here: its edit counts, as before.
    assert!(counted(&bench).contains("1 solved in Rust, 0 to solve"));
    assert_eq!(bench.run(&["--color", "never"]).code(), 1);
    assert!(counted(&bench).contains("0 solved in Rust, 1 to solve"));
    assert!(bench
        .text("problems.svg")
        .contains("0 solved in Rust, 1 to solve"));
    // Accepted on every case: solved.
    bench.edit("problems/boj-1000/src/main.rs", "\"6\\n\"", "\"5\\n\"");
    assert_eq!(bench.run(&["--color", "never"]).code(), 0);
    assert!(counted(&bench).contains("1 solved in Rust, 0 to solve"));
}

/// Issue 40 item 12: a problem started without `--title` has no title `TODO` to show: its
/// problem.toml says where the title goes, and the report and the README index show its id.
#[test]
fn a_problem_without_a_title_shows_no_todo_title() {
    skip_if_passed!();
    let bench = Bench::new("untitled");
    answering(&bench, "boj-1000", "5");
    bench.write("testcases/boj-1000/1.in", "5\n");
    bench.write("testcases/boj-1000/1.out", "5\n");
    let toml = bench.text("testcases/boj-1000/problem.toml");
    assert!(!toml.contains("title = \"TODO\""), "{toml}");
    assert!(toml.contains("# title = "), "{toml}");
    let run = bench.run(&["--color", "never"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(
        run.stdout_text().contains("boj-1000 · 1000 ms"),
        "{}",
        run.text()
    );
    readme_with_markers(&bench);
    bench.run(&["index"]).expect(0);
    let readme = bench.text("README.md");
    assert!(readme.contains("| BOJ | boj-1000 | boj-1000 |"), "{readme}");
    // Written in, it is the title.
    bench.edit(
        "testcases/boj-1000/problem.toml",
        "# title = ",
        "title = \"A+B\"\n# title = ",
    );
    let run = bench.run(&["--color", "never"]);
    assert!(
        run.stdout_text().contains("boj-1000 · A+B · 1000 ms"),
        "{}",
        run.text()
    );
}
