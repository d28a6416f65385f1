//! Problems from their statement, end to end: `new --html` on real saved BOJ pages and a
//! BaekjoonHub Programmers README (`tests/fixtures/pages/`, sources in its README), `new
//! --fetch` that runs no `curl` since BOJ closed, `listen` receiving Competitive
//! Companion's JSON over 127.0.0.1, and imports that leave `cargo judge` green.
//!
//! The samples a page must give are in `pages/expected/<id>/`, written by Python's
//! `html.parser` from the same pages: an oracle independent of the runner's own reader.

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// An empty workspace (`problems/`, `testcases/`) in a temp dir (a
/// [`crate::support::Bench`], removed on drop).
pub(crate) struct Empty {
    root: PathBuf,
    _bench: crate::support::Bench,
}

impl Empty {
    pub(crate) fn new(test: &str) -> Empty {
        let bench = crate::support::Bench::new(test);
        Empty {
            root: bench.root().to_path_buf(),
            _bench: bench,
        }
    }

    pub(crate) fn path(&self, relative: &str) -> PathBuf {
        self.root.join(relative)
    }

    pub(crate) fn read(&self, relative: &str) -> String {
        fs::read_to_string(self.path(relative)).unwrap_or_else(|e| panic!("read {relative}: {e}"))
    }

    pub(crate) fn write(&self, relative: &str, bytes: &[u8]) {
        let path = self.path(relative);
        fs::create_dir_all(path.parent().expect("a parent")).expect("create the folder");
        fs::write(&path, bytes).unwrap_or_else(|e| panic!("write {relative}: {e}"));
    }

    /// The runner with `args` and `--root`, in this workspace, `PATH` as given.
    pub(crate) fn command(&self, args: &[&str]) -> Command {
        let mut command = crate::support::runner();
        command
            .args(args)
            .arg("--root")
            .arg(&self.root)
            .current_dir(&self.root)
            .env_remove("RUST_BACKTRACE")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// Runs the runner to its end: exit code, stdout, stderr.
    pub(crate) fn run(&self, args: &[&str]) -> (i32, String, String) {
        finish(self.command(args))
    }
}

fn finish(mut command: Command) -> (i32, String, String) {
    let run = crate::support::finish(command.spawn().expect("start judge-runner"));
    (
        run.code(),
        String::from_utf8_lossy(&run.stdout).into_owned(),
        run.stderr,
    )
}

fn pages() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages")
}

/// The `NAME.in` / `NAME.out` files of a folder, with their bytes, sorted by name.
fn case_files(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = fs::read_dir(dir)
        .map(|entries| {
            entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".in") || n.ends_with(".out"))
                .map(|n| {
                    let bytes = fs::read(dir.join(&n)).expect("read a case file");
                    (n, bytes)
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// The value of `key = value` in a problem.toml.
fn toml_value(text: &str, key: &str) -> Option<String> {
    text.lines().find_map(|l| {
        let (k, v) = l.split_once(" = ")?;
        (k == key).then(|| v.trim_matches('"').to_owned())
    })
}

#[test]
fn new_html_gives_exactly_the_pages_samples_and_limits() {
    skip_if_passed!();
    // (page, time ms, memory MB, labels, compare)
    let table: &[(&str, u64, u64, Option<&str>, &str)] = &[
        ("boj-1003", 250, 128, None, "boj"),
        ("boj-1008", 2000, 128, Some("special judge"), "float"),
        ("boj-10171", 1000, 256, None, "boj"),
        ("boj-10254", 2000, 256, Some("special judge"), "boj"),
        ("boj-1152", 2000, 128, None, "boj"),
        ("boj-1193", 500, 256, None, "boj"),
        ("boj-17413", 1000, 512, None, "boj"),
        (
            "boj-17623",
            1000,
            512,
            Some("partial score, subtasks"),
            "boj",
        ),
        ("boj-2178", 1000, 192, None, "boj"),
        (
            "boj-15596",
            100,
            512,
            Some("function-type, language restricted"),
            "boj",
        ),
        // Labelled interactive: the interactive template and an interactor skeleton.
        ("boj-23306", 1000, 512, Some("interactive"), "interactive"),
    ];
    let ws = Empty::new("pages");
    for &(id, time, memory, labels, compare) in table {
        let page = pages().join(format!("{id}.html"));
        // No SITE NUMBER: the number comes from the page.
        let (code, _, stderr) = ws.run(&["new", "--html", page.to_str().unwrap()]);
        assert_eq!(code, 0, "{id}: {stderr}");
        let toml = ws.read(&format!("testcases/{id}/problem.toml"));
        assert_eq!(
            toml_value(&toml, "time_limit_ms"),
            Some(time.to_string()),
            "{id}:\n{toml}"
        );
        assert_eq!(
            toml_value(&toml, "memory_limit_mb"),
            Some(memory.to_string()),
            "{id}"
        );
        assert_eq!(toml_value(&toml, "labels").as_deref(), labels, "{id}");
        assert_eq!(
            toml_value(&toml, "compare").as_deref(),
            Some(compare),
            "{id}"
        );
        let got = case_files(&ws.path(&format!("testcases/{id}")));
        let want = case_files(&pages().join("expected").join(id));
        let names = |files: &[(String, Vec<u8>)]| -> Vec<String> {
            files.iter().map(|(n, _)| n.clone()).collect()
        };
        assert_eq!(names(&got), names(&want), "{id}");
        for ((name, got), (_, want)) in got.iter().zip(&want) {
            assert_eq!(
                String::from_utf8_lossy(got),
                String::from_utf8_lossy(want),
                "{id}/{name}"
            );
        }
        let header = ws.read(&format!("problems/{id}/src/main.rs"));
        if let Some(labels) = labels {
            assert!(header.contains(&format!("//! Labels: {labels}.")), "{id}");
        }
    }
    // What the table cannot show: the notes, a tolerance, the empty sample, the transcripts.
    let toml = ws.read("testcases/boj-1003/problem.toml");
    assert!(toml.contains("# time: no extra time for slower languages (추가 시간 없음)"));
    // What replay reads: BOJ gave Python and Java no extra time on this problem.
    assert!(toml.contains("\nextra_time = false\n"), "{toml}");
    assert!(!toml.contains("extra_memory"), "{toml}");
    let toml = ws.read("testcases/boj-10254/problem.toml");
    assert!(toml.contains("per language (하단 참고): Python 3: 15 초; PyPy3: 15 초"));
    assert!(toml.contains("write checker.rs"), "{toml}");
    let toml = ws.read("testcases/boj-1008/problem.toml");
    assert_eq!(
        toml_value(&toml, "float_tolerance").as_deref(),
        Some("1e-9")
    );
    assert_eq!(ws.read("testcases/boj-10171/sample-1.in"), "");
    assert!(ws
        .read("testcases/boj-17413/sample-2.in")
        .starts_with("<open>tag<close>"));
    assert!(!ws.read("testcases/boj-2178/sample-1.out").ends_with('\n'));
    let transcript = ws.read("testcases/boj-23306/sample-1.transcript");
    assert!(
        transcript.starts_with("input (the judge's side):\n4\n"),
        "{transcript}"
    );
    assert!(ws
        .read("problems/boj-23306/src/main.rs")
        .contains("fn solve<R: BufRead, W: Write>"));
    assert!(ws
        .read("testcases/boj-23306/interactor.rs")
        .contains("interactor INPUT OUTPUT [ANSWER]"));
    // The fresh problems are to solve, not judged; once their code changes they compile as
    // the judge compiles them, and those without cases are untested.
    let (code, report, _) = ws.run(&["boj-15596", "boj-23306"]);
    assert_eq!(code, 0, "{report}");
    assert!(report.contains("2 to solve"), "{report}");
    for id in ["boj-15596", "boj-23306"] {
        crate::support::leave_template(&ws.path(""), id);
    }
    let (code, report, _) = ws.run(&["boj-15596", "boj-23306"]);
    assert_eq!(code, 0, "{report}");
    assert!(report.contains("2 problems have no cases yet"), "{report}");
}

#[test]
fn new_html_on_a_written_page_with_every_trap() {
    skip_if_passed!();
    let ws = Empty::new("traps");
    let page = pages().join("written-edge-cases.html");
    let (code, _, stderr) = ws.run(&["new", "boj", "77777", "--html", page.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("boj-77777: (no title on the page) · 1500 ms, 1024 MB · 2 samples"),
        "{stderr}"
    );
    assert_eq!(
        ws.read("testcases/boj-77777/sample-1.in"),
        "<tag> && AB\n  two leading spaces, one trailing \n"
    );
    assert_eq!(
        ws.read("testcases/boj-77777/sample-1.out"),
        "ok\nno final newline"
    );
    assert_eq!(ws.read("testcases/boj-77777/sample-2.in"), "4\n5\n");
    assert_eq!(ws.read("testcases/boj-77777/sample-2.out"), "");
    let toml = ws.read("testcases/boj-77777/problem.toml");
    assert_eq!(toml_value(&toml, "title"), None);
    assert_eq!(
        toml_value(&toml, "labels").as_deref(),
        Some("partial score")
    );
    // A number that disagrees with the page is refused, and nothing is written.
    let (code, _, stderr) = ws.run(&["new", "boj", "1", "--html", page.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(stderr.contains("the page is BOJ 77777, not 1"), "{stderr}");
    assert!(!ws.path("problems/boj-1").exists());
    // Running it again refuses to overwrite, naming what exists.
    let (code, _, stderr) = ws.run(&["new", "--html", page.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(stderr.contains("refusing to overwrite"), "{stderr}");
    // A page that is not a problem says what to save.
    ws.write("other.html", b"<html><body><p>Sign in</p></body></html>");
    let (code, _, stderr) = ws.run(&["new", "boj", "2", "--html", "other.html"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("has no BOJ problem in it"), "{stderr}");
}

/// Under `--lang ko` what `new --html` says of the page is Korean; the comments it writes
/// into problem.toml stay English, whatever the language of the run.
#[test]
fn new_html_speaks_korean_and_keeps_problem_toml_english() {
    skip_if_passed!();
    let ws = Empty::new("html-ko");
    let page = pages().join("boj-1008.html");
    let (code, _, stderr) = ws.run(&["new", "--html", page.to_str().unwrap(), "--lang", "ko"]);
    assert_eq!(code, 0, "{stderr}");
    for korean in [
        "boj-1008: A/B · 2000 ms, 128 MB · 예제 2개 · compare = \"float\"",
        "참고: 스페셜 저지: 지문이 1e-9의 오차를 허용하므로 compare = \"float\"",
        "testcases/boj-1008/statement.md을(를) 만들었습니다",
    ] {
        assert!(stderr.contains(korean), "{korean}\n{stderr}");
    }
    assert!(!stderr.contains("note: "), "{stderr}");
    let toml = ws.read("testcases/boj-1008/problem.toml");
    assert!(
        toml.contains("# special judge: the statement accepts an error of 1e-9"),
        "{toml}"
    );
    let readme = pages().join("programmers-12915.README.md");
    let (code, _, stderr) = ws.run(&["new", "--html", readme.to_str().unwrap(), "--lang", "ko"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr
            .contains("입출력 예 표에서 제안한 시그니처 (지문과 맞는지 확인하세요): fn solution("),
        "{stderr}"
    );
    assert!(
        stderr.contains("  n: i32  (추측: 예시의 정수(1..=2)가 i32에"),
        "{stderr}"
    );
}

#[test]
fn new_html_on_programmers_proposes_a_signature_and_stores_every_row() {
    skip_if_passed!();
    let ws = Empty::new("programmers");
    let readme = pages().join("programmers-12915.README.md");
    let (code, _, stderr) = ws.run(&["new", "--html", readme.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains(
            "proposed from the 입출력 예 table (check it against the statement): fn \
             solution(strings: Vec<String>, n: i32) -> Vec<String>"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("  n: i32  (guess: "), "{stderr}");
    let id = "programmers-12915";
    assert_eq!(
        ws.read(&format!("testcases/{id}/sample-2.in")),
        "[\"abce\", \"abcd\", \"cdx\"]\n2\n"
    );
    assert_eq!(
        ws.read(&format!("testcases/{id}/sample-2.out")),
        "[\"abcd\", \"abce\", \"cdx\"]\n"
    );
    let main = ws.read(&format!("problems/{id}/src/main.rs"));
    assert!(main.contains("//! Programmers 12915 · 문자열 내 마음대로 정렬하기"));
    assert!(main.contains("fn solution(strings: Vec<String>, n: i32) -> Vec<String> {"));
    // A real solution in place of the stub passes both examples through the harness.
    let solved = main.replace(
        "    Default::default()\n}",
        "    let n = n as usize;\n    let mut s = strings;\n    s.sort_by(|a, b| (a.as_bytes()[n], \
         a).cmp(&(b.as_bytes()[n], b)));\n    s\n}",
    );
    let solved = solved
        .lines()
        .filter(|l| !l.contains("let _ = "))
        .collect::<Vec<_>>()
        .join("\n");
    ws.write(&format!("problems/{id}/src/main.rs"), solved.as_bytes());
    let (code, report, _) = ws.run(&[id]);
    assert_eq!(code, 0, "{report}");
    assert!(report.contains("2 passed"), "{report}");
    // A row pasted from the table becomes the next case.
    let mut add = ws.command(&["add", id]);
    add.stdin(Stdio::piped());
    let mut child = add.spawn().expect("start add");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"[\"b\", \"a\"]\t0\t[\"a\", \"b\"]\n")
        .expect("write the row");
    let run = crate::support::finish(child);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert_eq!(
        ws.read(&format!("testcases/{id}/1.in")),
        "[\"b\", \"a\"]\n0\n"
    );
    assert_eq!(
        ws.read(&format!("testcases/{id}/1.out")),
        "[\"a\", \"b\"]\n"
    );
    // The table under 입출력 예, not the one under 입출력 예 설명.
    let readme = pages().join("programmers-70129.README.md");
    let (code, _, stderr) = ws.run(&[
        "new",
        "programmers",
        "70129",
        "--html",
        readme.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("fn solution(s: String) -> Vec<i32>"),
        "{stderr}"
    );
    assert!(stderr.contains("· 3 samples ·"), "{stderr}");
    assert_eq!(
        ws.read("testcases/programmers-70129/sample-3.out"),
        "[4,1]\n"
    );
}

/// The text of section `## heading` of a statement.md, up to the next `## `.
fn section<'a>(text: &'a str, heading: &str) -> &'a str {
    let start = text
        .find(&format!("\n## {heading}\n"))
        .unwrap_or_else(|| panic!("no ## {heading} in\n{text}"))
        + heading.len()
        + 6;
    let end = text[start..]
        .find("\n## ")
        .map_or(text.len(), |i| start + i);
    &text[start..end]
}

/// Terminal columns of `text`, counted independently of the runner's own table: Hangul
/// syllables and jamo, CJK and fullwidth forms take two.
fn columns(text: &str) -> usize {
    text.chars()
        .map(|c| match c as u32 {
            0x1100..=0x115F | 0x3000..=0x303E | 0x3131..=0x318E | 0x4E00..=0x9FFF => 2,
            0xAC00..=0xD7A3 | 0xFF01..=0xFF60 => 2,
            _ => 1,
        })
        .sum()
}

#[test]
fn new_html_keeps_the_statement_in_markdown_and_git_ignores_it() {
    skip_if_passed!();
    let ws = Empty::new("statement-md");
    let new = |page: &str| {
        let path = pages().join(format!("{page}.html"));
        let (code, _, stderr) = ws.run(&["new", "--html", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{page}: {stderr}");
        assert!(
            stderr.contains(&format!("created testcases/{page}/statement.md")),
            "{page}: {stderr}"
        );
        ws.read(&format!("testcases/{page}/statement.md"))
    };
    // Code in the statement, limits in the page's words, the samples exactly, the source.
    let text = new("boj-1003");
    assert!(text.starts_with("# 1003 · 피보나치 함수\n\n- 시간 제한: 0.25 초 (추가 시간 없음)\n- 메모리 제한: 128 MB\n"), "{text}");
    assert!(
        text.contains(
            "https://www.acmicpc.net/problem/1003, the address it had (BOJ closed on 2026-04-28)"
        ),
        "{text}"
    );
    let problem = section(&text, "문제");
    assert!(
        problem.contains("다음 소스는 N번째 피보나치 수를 구하는 C++ 함수이다."),
        "{problem}"
    );
    assert!(
        problem.contains("```\nint fibonacci(int n) {\n    if (n == 0) {\n"),
        "{problem}"
    );
    assert!(
        problem.contains(
            "- `fibonacci(3)`은 `fibonacci(2)`와 `fibonacci(1)` (첫 번째 호출)을 호출한다."
        ),
        "{problem}"
    );
    assert!(
        section(&text, "입력").contains("첫째 줄에 테스트 케이스의 개수 T가 주어진다."),
        "{text}"
    );
    assert_eq!(section(&text, "예제 입력 1"), "```\n3\n0\n1\n3\n```\n");
    assert!(
        section(&text, "출처").contains("- 문제를 번역한 사람: baekjoon"),
        "{text}"
    );
    // A superscript, as TeX would write it, in the output section and the note.
    let text = new("boj-1008");
    assert!(text.contains("- labels: special judge\n"), "{text}");
    assert!(
        section(&text, "출력").contains("절대오차 또는 상대오차가 10^{-9} 이하이면 정답이다."),
        "{text}"
    );
    assert!(
        section(&text, "노트").contains("10^{-9} 이하의 오차를 허용한다는 말은"),
        "{text}"
    );
    // An image, as a link to where it was; the per-language limits the page lists.
    let text = new("boj-10254");
    assert!(
        text.contains("per language (하단 참고): Python 3: 15 초; PyPy3: 15 초;"),
        "{text}"
    );
    assert!(
        section(&text, "문제")
            .contains("![image](https://www.acmicpc.net/upload/images2/highway(1).png)"),
        "{text}"
    );
    // A table without a header row: every row of the page is a row of the table.
    let text = new("boj-1193");
    assert!(
        section(&text, "문제").contains("|  |  |  |  |  |  |\n|---|---|---|---|---|---|\n| 1/1 | 1/2 | 1/3 | 1/4 | 1/5 | … |\n| 2/1 | 2/2 | 2/3 | 2/4 | … | … |\n"),
        "{text}"
    );
    // Tables with a header row, and code inside cells.
    let text = new("boj-17623");
    assert!(
        section(&text, "문제").contains(
            "| 올바른 괄호 문자열 `X` | *val*(`X`) |\n|---|---|\n| `(()())` | 2(1+1) = 4 |"
        ),
        "{text}"
    );
    // Math kept as its TeX text; a quote; an interactive problem's transcripts as samples.
    let text = new("boj-23306");
    assert!(
        section(&text, "입력").contains("철로 길이 $N$이 주어진다. ($8 \\leq N < 2\\ 048$)"),
        "{text}"
    );
    assert!(
        section(&text, "문제").starts_with("> *binary는 호남선~*\n>\n> *num row column char에~*\n"),
        "{text}"
    );
    assert!(
        section(&text, "출력").contains("질문은 최대 $\\lfloor log_2 N \\rfloor$번 할 수 있고"),
        "{text}"
    );
    // The .gitignore line, added once across all these news, with its reason above it.
    let ignore = ws.read(".gitignore");
    assert_eq!(
        ignore.matches("testcases/*/statement.md").count(),
        1,
        "{ignore}"
    );
    assert!(
        ignore.lines().any(|l| l == "testcases/*/statement.md"),
        "{ignore}"
    );
    assert!(
        ignore.starts_with("# Statements belong to their setters"),
        "{ignore}"
    );
    // An existing statement.md is never overwritten, and does not stop new.
    ws.write("testcases/boj-1152/statement.md", b"my own notes\n");
    let page = pages().join("boj-1152.html");
    let (code, _, stderr) = ws.run(&["new", "--html", page.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains(
            "kept the existing testcases/boj-1152/statement.md: a statement is never overwritten"
        ),
        "{stderr}"
    );
    assert_eq!(ws.read("testcases/boj-1152/statement.md"), "my own notes\n");
    // A line the user removed stays removed: the comment says it was added once.
    let without: String = ignore
        .lines()
        .filter(|l| *l != "testcases/*/statement.md")
        .map(|l| format!("{l}\n"))
        .collect();
    ws.write(".gitignore", without.as_bytes());
    ws.run(&["new", "boj", "1"]);
    assert_eq!(ws.read(".gitignore"), without);
}

#[test]
fn publish_statements_in_judge_toml_keeps_them_in_git() {
    skip_if_passed!();
    let ws = Empty::new("publish");
    ws.write(".gitignore", b"target/\n");
    ws.write(
        "judge.toml",
        b"# statements are ours to publish\npublish_statements = true\n",
    );
    let page = pages().join("boj-2178.html");
    let (code, _, stderr) = ws.run(&["new", "--html", page.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(ws.path("testcases/boj-2178/statement.md").is_file());
    assert_eq!(ws.read(".gitignore"), "target/\n");
    assert!(!stderr.contains(".gitignore"), "{stderr}");
    // Without judge.toml, the line is appended to what is there.
    let other = Empty::new("publish-not");
    other.write(".gitignore", b"target/");
    let (code, _, stderr) = other.run(&["new", "--html", page.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("added `testcases/*/statement.md` to .gitignore"),
        "{stderr}"
    );
    assert!(other
        .read(".gitignore")
        .starts_with("target/\n# Statements belong"));
    // A judge.toml it cannot read stops new before it writes anything.
    let broken = Empty::new("publish-broken");
    broken.write("judge.toml", b"publish_statements = yes\n");
    let (code, _, stderr) = broken.run(&["new", "boj", "1000"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("line 1: `yes` is not true or false"),
        "{stderr}"
    );
    assert!(!broken.path("problems/boj-1000").exists());
}

#[test]
fn show_prints_the_statement_wrapped_to_the_terminal() {
    skip_if_passed!();
    let ws = Empty::new("show");
    for page in ["boj-1003", "boj-1193"] {
        let path = pages().join(format!("{page}.html"));
        let (code, _, stderr) = ws.run(&["new", "--html", path.to_str().unwrap()]);
        assert_eq!(code, 0, "{stderr}");
    }
    let show = |id: &str, columns: Option<&str>| {
        let mut command = ws.command(&["show", id]);
        command.env_remove("COLUMNS");
        if let Some(columns) = columns {
            command.env("COLUMNS", columns);
        }
        finish(command)
    };
    let kept = ws.read("testcases/boj-1003/statement.md");
    for (env, width) in [(Some("30"), 30), (None, 80), (Some("not a number"), 80)] {
        let (code, stdout, stderr) = show("boj-1003", env);
        assert_eq!(code, 0, "{stderr}");
        for line in stdout.lines() {
            assert!(
                columns(line) <= width,
                "{} columns > {width}: {line}",
                columns(line)
            );
        }
        // Only line breaks differ (a word wider than the line is cut): the text is the
        // statement's.
        let text = |t: &str| t.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        assert_eq!(text(&stdout), text(&kept), "{env:?}");
        assert!(stdout.contains("```\nint fibonacci(int n) {\n"), "{stdout}");
    }
    // Korean wraps at the edge counting two columns a syllable: the first line of the
    // problem's text at 30 columns.
    let (_, stdout, _) = show("1193", Some("30"));
    assert!(
        stdout.contains("\n무한히 큰 배열에 다음과 같이\n분수들이 적혀있다.\n"),
        "{stdout}"
    );
    // A table row wider than the terminal is cut at its edge, its spacing kept.
    assert!(
        stdout.contains("\n| 1/1 | 1/2 | 1/3 | 1/4 | 1/5 \n| … |\n"),
        "{stdout}"
    );
    // No statement: said, exit 2.
    ws.run(&["new", "boj", "7"]);
    let (code, stdout, stderr) = show("boj-7", None);
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty());
    assert!(
        stderr.contains("testcases/boj-7/statement.md does not exist"),
        "{stderr}"
    );
    let (code, stdout, _) = ws.run(&["show", "--help"]);
    assert_eq!(code, 0);
    assert!(
        stdout.contains("COLUMNS") && stdout.contains("publish_statements = true"),
        "{stdout}"
    );
}

/// A fake `curl` in a folder of its own, which records that it was run and answers with a
/// real saved page, as BOJ did before it closed.
fn fake_curl(ws: &Empty, name: &str) -> PathBuf {
    let dir = ws.path(name);
    fs::create_dir_all(&dir).expect("create the fake bin folder");
    let script = format!(
        "#!/bin/sh\necho \"$@\" > '{called}'\n/bin/cat '{page}'\nprintf '\\n200'\n",
        called = dir.join("called").display(),
        page = pages().join("boj-1003.html").display(),
    );
    let curl = dir.join("curl");
    fs::write(&curl, script).expect("write the fake curl");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&curl, fs::Permissions::from_mode(0o755)).expect("chmod");
    }
    dir
}

#[cfg(unix)]
#[test]
fn fetch_says_boj_has_closed_and_runs_no_network_program() {
    skip_if_passed!();
    let ws = Empty::new("fetch");
    let bin = fake_curl(&ws, "bin");
    let mut command = ws.command(&["new", "boj", "1003", "--fetch"]);
    // The fake curl first, then the real PATH: whatever the runner looks for, it finds ours.
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs = vec![bin.clone()];
    dirs.extend(std::env::split_paths(&path));
    command.env("PATH", std::env::join_paths(dirs).expect("a PATH"));
    let (code, stdout, stderr) = finish(command);
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty(), "{stdout}");
    assert!(!bin.join("called").exists(), "curl was run: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("BOJ closed on 2026-04-28"), "{stderr}");
    assert!(
        stderr.contains("`cargo judge new boj 1003 --html PAGE.html`"),
        "{stderr}"
    );
    assert!(stderr.contains("`cargo judge import DIR`"), "{stderr}");
    // Nothing written: the workspace is as it was.
    for folder in ["problems", "testcases"] {
        let entries = fs::read_dir(ws.path(folder))
            .expect("read the folder")
            .count();
        assert_eq!(entries, 0, "{folder}");
    }
    assert!(!ws.path(".gitignore").exists());
    // With --html too, still no download and nothing written.
    let page = pages().join("boj-1003.html");
    let (code, _, stderr) = ws.run(&["new", "--html", page.to_str().unwrap(), "--fetch"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(!ws.path("problems/boj-1003").exists());
}

/// A `listen` runner and the port it printed.
pub(crate) struct Listener {
    /// Killed and reaped when the test ends, passing or not (a Korean test once left one
    /// running after every cold `cargo test`).
    pub(crate) child: crate::support::Reaped,
    port: u16,
    lines: mpsc::Receiver<String>,
}

impl Listener {
    pub(crate) fn start(ws: &Empty) -> Listener {
        Listener::start_with(ws, &[])
    }

    /// `listen` with more arguments (`--lang ko`).
    pub(crate) fn start_with(ws: &Empty, more: &[&str]) -> Listener {
        let mut args = vec!["listen", "--port", "0"];
        args.extend(more);
        let mut child = ws.command(&args).spawn().expect("start listen");
        let stderr = child.stderr.take().expect("piped stderr");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut listener = Listener {
            child: crate::support::Reaped::new(child),
            port: 0,
            lines,
        };
        let first = listener.line();
        let port = first
            .split_once("http://127.0.0.1:")
            .and_then(|(_, rest)| rest.split('/').next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in {first:?}"));
        listener.port = port;
        listener
    }

    /// The next line on stderr.
    pub(crate) fn line(&self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(60))
            .expect("a line from listen")
    }

    /// Sends raw bytes and returns the status line of the answer.
    fn send(&self, request: &[u8]) -> String {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).expect("connect");
        // The server may answer (and close) before it reads everything: a large body may
        // then fail to send, which is fine.
        let _ = stream.write_all(request);
        let mut answer = String::new();
        let _ = stream.read_to_string(&mut answer);
        answer.lines().next().unwrap_or_default().to_owned()
    }

    pub(crate) fn post(&self, body: &str) -> String {
        let request = format!(
            "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\n\r\n{body}",
            body.len()
        );
        self.send(request.as_bytes())
    }
}

const TASK: &str = r#"{"name":"A+B","group":"Baekjoon Online Judge","url":"https://www.acmicpc.net/problem/1000","interactive":false,"memoryLimit":128,"timeLimit":2000,"tests":[{"input":"1 2\n","output":"3\n"},{"input":"3 4\n","output":"7\n"}],"testType":"single","input":{"type":"stdin"},"output":{"type":"stdout"},"languages":{"java":{"mainClass":"Main","taskClass":"Main"}},"batch":{"id":"5f6b","size":1}}"#;

#[cfg(unix)]
/// Under `--lang ko` the lines `listen` says are Korean; what it answers stays the same.
#[test]
fn listen_speaks_korean_with_lang_ko() {
    skip_if_passed!();
    let ws = Empty::new("listen-ko");
    let server = Listener::start_with(&ws, &["--lang", "ko"]);
    assert_eq!(server.post(TASK), "HTTP/1.1 200 OK");
    assert_eq!(
        server.line(),
        "boj-1000 (A+B)을(를) 만들었습니다: 2000 ms, 128 MB, 예제 2개"
    );
    assert_eq!(server.post(TASK), "HTTP/1.1 409 Conflict");
    assert_eq!(
        server.line(),
        "boj-1000 (A+B) 건너뜀: problems/boj-1000이(가) 이미 있습니다 (아무것도 덮어쓰지 \
         않습니다)"
    );
    assert_eq!(server.post("{\"name\": "), "HTTP/1.1 400 Bad Request");
    assert!(server
        .line()
        .starts_with("요청을 거절했습니다 (400 Bad Request): "));
}

#[test]
fn listen_creates_what_competitive_companion_sends() {
    skip_if_passed!();
    let ws = Empty::new("listen");
    let server = Listener::start(&ws);
    assert_eq!(server.post(TASK), "HTTP/1.1 200 OK");
    assert_eq!(
        server.line(),
        "created boj-1000 (A+B): 2000 ms, 128 MB, 2 samples"
    );
    assert_eq!(ws.read("testcases/boj-1000/sample-2.in"), "3 4\n");
    assert_eq!(ws.read("testcases/boj-1000/sample-2.out"), "7\n");
    let toml = ws.read("testcases/boj-1000/problem.toml");
    assert_eq!(toml_value(&toml, "title").as_deref(), Some("A+B"));
    assert_eq!(toml_value(&toml, "time_limit_ms").as_deref(), Some("2000"));
    // The same task again: nothing is overwritten.
    ws.write("problems/boj-1000/src/main.rs", b"// mine\n");
    assert_eq!(server.post(TASK), "HTTP/1.1 409 Conflict");
    assert_eq!(
        server.line(),
        "skipped boj-1000 (A+B): problems/boj-1000 already exists (nothing is overwritten)"
    );
    assert_eq!(ws.read("problems/boj-1000/src/main.rs"), "// mine\n");
    // Malformed, oversized, not a POST, not a task: an answer and a line each.
    assert_eq!(server.post("{\"name\": "), "HTTP/1.1 400 Bad Request");
    assert!(server
        .line()
        .starts_with("rejected a request (400 Bad Request): the body is not JSON"),);
    let huge = "POST / HTTP/1.1\r\nContent-Length: 99999999\r\n\r\n{\"name\":";
    assert_eq!(
        server.send(huge.as_bytes()),
        "HTTP/1.1 413 Content Too Large"
    );
    assert!(server.line().contains("the body has 99999999 bytes"));
    assert_eq!(
        server.send(b"GET / HTTP/1.1\r\n\r\n"),
        "HTTP/1.1 405 Method Not Allowed"
    );
    assert!(server.line().starts_with("rejected a request (405"));
    assert_eq!(
        server.send(b"\x16\x03\x01 binary junk\r\n\r\n"),
        "HTTP/1.1 400 Bad Request"
    );
    assert!(server.line().contains("not an HTTP/1.x request"));
    // A site this workspace does not judge: 422, naming the site (Codeforces and AtCoder
    // tasks are made into problems: tests/cli/sites.rs).
    let other = TASK
        .replace(
            "www.acmicpc.net/problem/1000",
            "open.kattis.com/problems/hello",
        )
        .replace("Baekjoon Online Judge", "Kattis");
    assert_eq!(server.post(&other), "HTTP/1.1 422 Unprocessable Content");
    assert!(server
        .line()
        .contains("Kattis problems are not supported here"));
    // Still listening after all that: a second problem arrives.
    let second = TASK
        .replace("problem/1000", "problem/1001")
        .replace("A+B", "A-B");
    assert_eq!(server.post(&second), "HTTP/1.1 200 OK");
    assert!(server.line().starts_with("created boj-1001 (A-B)"));
    // Ctrl-C (SIGINT) stops it cleanly. Windows has neither the signal nor `kill`, and the
    // runner there takes no console control event (`sys::catch_interrupts` does nothing):
    // Ctrl-C ends it as it ends any console program, as the `Reaped` ends it here.
    #[cfg(unix)]
    {
        let pid = server.child.id().to_string();
        let status = Command::new("kill")
            .args(["-INT", &pid])
            .status()
            .expect("run kill");
        assert!(status.success());
        assert_eq!(server.line(), "stopped listening");
        let mut server = server;
        let status = server.child.wait().expect("wait for listen");
        assert_eq!(status.code(), Some(0));
    }
}

#[test]
fn listen_refuses_a_port_in_use_with_the_fix() {
    skip_if_passed!();
    let ws = Empty::new("port");
    let taken = std::net::TcpListener::bind("127.0.0.1:0").expect("bind a port");
    let port = taken.local_addr().expect("its address").port().to_string();
    let (code, _, stderr) = ws.run(&["listen", "--port", &port]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains(&format!("failed to listen on 127.0.0.1:{port}")),
        "{stderr}"
    );
    assert!(stderr.contains("--port N"), "{stderr}");
}

#[test]
fn imports_keep_the_run_green_and_say_what_they_did() {
    skip_if_passed!();
    let ws = Empty::new("import");
    let hub = ws.path("hub");
    let sp = '\u{2005}';
    let aplusb = "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    \
                  std::io::stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = \
                  s.split_whitespace().map(|t| t.parse().unwrap()).collect();\n    \
                  println!(\"{}\", v[0] + v[1]);\n}\n";
    let with = hub.join(format!("백준/Bronze/1000.{sp}A＋B"));
    fs::create_dir_all(&with).expect("create a hub folder");
    fs::write(with.join("A＋B.rs"), aplusb).expect("write");
    fs::write(with.join("input1.txt"), "1 2\n").expect("write");
    fs::write(with.join("output1.txt"), "3\n").expect("write");
    let without = hub.join(format!("백준/Bronze/1001.{sp}A－B"));
    fs::create_dir_all(&without).expect("create a hub folder");
    let unsafe_io = aplusb.replace(
        "    let mut s = String::new();",
        "    let mut s = String::new();\n    let _p = unsafe { std::ptr::null::<u8>().add(0) };",
    );
    fs::write(without.join("A－B.rs"), unsafe_io).expect("write");
    let programmers = hub.join(format!(
        "프로그래머스/1/12916.{sp}문자열{sp}내{sp}p와{sp}y의{sp}개수"
    ));
    fs::create_dir_all(&programmers).expect("create a hub folder");
    fs::copy(
        pages().join("programmers-12916.README.md"),
        programmers.join("README.md"),
    )
    .expect("copy the README");
    fs::write(
        programmers.join("문자열 내 p와 y의 개수.rs"),
        "fn solution(s: String) -> bool {\n    let s = s.to_lowercase();\n    \
         s.matches('p').count() == s.matches('y').count()\n}\n",
    )
    .expect("write");
    let (code, report, _) = ws.run(&["import", "hub"]);
    assert_eq!(code, 0, "{report}");
    assert!(report.contains("imported boj-1000 (A＋B) from"), "{report}");
    assert!(report.contains(": 1 case\n"), "{report}");
    assert!(
        report.contains(
            "no cases yet (untested: built, counted, not failing the run); it uses \
                         `unsafe`, so its Cargo.toml allows unsafe_code"
        ),
        "{report}"
    );
    assert!(
        report.contains(
            "2 cases; cases from the README's 입출력 예 table; harness added below the marker"
        ),
        "{report}"
    );
    let cargo = ws.read("problems/boj-1001/Cargo.toml");
    assert!(
        cargo.contains("[lints.rust]\nunsafe_code = \"allow\""),
        "{cargo}"
    );
    assert!(!cargo.contains("workspace = true\n[lints]"), "{cargo}");
    assert!(ws
        .read("problems/boj-1000/Cargo.toml")
        .contains("[lints]\nworkspace = true"));
    assert_eq!(
        ws.read("testcases/programmers-12916/sample-1.in"),
        "\"pPoooyY\"\n"
    );
    assert_eq!(
        ws.read("testcases/programmers-12916/sample-1.out"),
        "true\n"
    );
    // The README's statement is kept, its example table as a Markdown table.
    let kept = ws.read("testcases/programmers-12916/statement.md");
    assert!(kept.starts_with("# 문자열 내 p와 y의 개수\n"), "{kept}");
    let problem = section(&kept, "문제 설명");
    assert!(
        problem.contains("대문자와 소문자가 섞여있는 문자열 s가 주어집니다."),
        "{problem}"
    );
    assert!(
        problem.contains("- 문자열 s의 길이 : 50 이하의 자연수\n"),
        "{problem}"
    );
    assert!(
        problem.contains("| s | answer |\n|---|---|\n| \"pPoooyY\" | true |\n| \"Pyy\" | false |"),
        "{problem}"
    );
    assert!(
        report.contains("created testcases/programmers-12916/statement.md"),
        "{report}"
    );
    assert!(ws
        .read(".gitignore")
        .contains("\ntestcases/*/statement.md\n"));
    // The judge: every case passes, the problem without cases is counted, the run is green.
    // Without the unit tests: the harness's generated test asserts the stub's default answer
    // (`false`), which an imported real solution does not return (a template matter).
    let (code, stdout, stderr) = ws.run(&["--format", "json", "--no-unit-tests"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(
        summary.contains("\"cases\":3,\"passed\":3,\"failed\":0,\"errors\":0,\"untested\":1"),
        "{summary}"
    );
    let (code, report, _) = ws.run(&["--require-cases"]);
    assert_eq!(code, 2, "{report}");
    assert!(
        report.contains("no cases in testcases/boj-1001 (--require-cases)"),
        "{report}"
    );
}
