//! The live judges, end to end: `listen` receiving Competitive Companion's own payloads for
//! Codeforces and AtCoder tasks over 127.0.0.1 (`tests/fixtures/competitive-companion/`,
//! sources in its README), the problems it makes (ids, limits, samples, contest, language,
//! comparison, file I/O, interactive tasks), a file-I/O task judged through its files, an
//! AtCoder task judged under AtCoder's build, and `print` naming each site's submit page.

use crate::statements::{Empty, Listener};
use std::fs;
use std::path::Path;
use std::process::Command;

fn payload(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/competitive-companion")
        .join(format!("{name}.json"));
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The value of `key = value` in a problem.toml, without quotes.
fn value(toml: &str, key: &str) -> Option<String> {
    toml.lines().find_map(|line| {
        let (k, v) = line.split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"').to_owned())
    })
}

/// The JSON case lines of a judge run's stdout: (case, verdict, whole line).
fn case_lines(stdout: &str) -> Vec<(String, String, String)> {
    stdout
        .lines()
        .filter(|l| l.contains("\"type\":\"case\""))
        .map(|l| {
            let field = |name: &str| {
                let at = l.find(&format!("\"{name}\":\"")).expect(name) + name.len() + 4;
                l[at..].split('"').next().unwrap_or_default().to_owned()
            };
            (field("case"), field("verdict"), l.to_owned())
        })
        .collect()
}

/// Writes a solution for `id`.
fn solve(ws: &Empty, id: &str, source: &str) {
    ws.write(&format!("problems/{id}/src/main.rs"), source.as_bytes());
}

const FILE_IO_SOLUTION: &str = r#"use std::fs;

fn main() {
    let input = fs::read_to_string("input.txt").expect("input.txt");
    let mut words = input.split_ascii_whitespace();
    let n: usize = words.next().expect("n").parse().expect("a number");
    let seats = words.next().expect("the seats").as_bytes();
    let mut out = String::new();
    for i in 0..n / 2 {
        let (left, right) = (i, i + n / 2);
        let (a, b) = if seats[left] == b'R' && seats[right] == b'L' {
            (right, left)
        } else {
            (left, right)
        };
        out.push_str(&format!("{} {}\n", a + 1, b + 1));
    }
    fs::write("output.txt", out).expect("output.txt");
}
"#;

const ATCODER_SOLUTION: &str = r#"use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let v: Vec<u32> = input.split_whitespace().map(|w| w.parse().expect("a number")).collect();
    let (a, b) = (v[0], v[1]);
    println!("{}", if b >= a { a } else { a - 1 });
}
"#;

#[cfg(unix)]
#[test]
fn listen_makes_codeforces_and_atcoder_problems_from_competitive_companion() {
    skip_if_passed!();
    let ws = Empty::new("live-listen");
    let server = Listener::start(&ws);

    // A normal Codeforces task with three samples (the problemset's URL).
    assert_eq!(
        server.post(&payload("codeforces-normal")),
        "HTTP/1.1 200 OK"
    );
    let line = server.line();
    assert!(
        line.starts_with("created cf-118a (A. String Task): 2000 ms, 256 MB, 3 samples; judged as: Rust 1.89.0 (2024)"),
        "{line}"
    );
    let toml = ws.read("testcases/cf-118a/problem.toml");
    assert_eq!(
        value(&toml, "url").as_deref(),
        Some("https://codeforces.com/contest/118/problem/A")
    );
    assert_eq!(
        value(&toml, "language").as_deref(),
        Some("Rust 1.89.0 (2024)")
    );
    assert_eq!(value(&toml, "compare").as_deref(), Some("tokens"));
    assert_eq!(value(&toml, "time_limit_ms").as_deref(), Some("2000"));
    assert!(
        toml.contains("# contest: Codeforces Beta Round 89 (Div. 2)"),
        "{toml}"
    );
    assert_eq!(ws.read("testcases/cf-118a/sample-3.in"), "aBAcAba\n");
    assert_eq!(ws.read("testcases/cf-118a/sample-3.out"), ".b.c.b\n");
    assert!(ws
        .read("problems/cf-118a/Cargo.toml")
        .contains("rust-version = \"1.89\""));

    // File I/O: input.txt and output.txt, judged through the files.
    assert_eq!(
        server.post(&payload("codeforces-file-io")),
        "HTTP/1.1 200 OK"
    );
    let line = server.line();
    assert!(line.starts_with("created cf-234a (A. Lefthanders and Righthanders): 1000 ms, 256 MB, 2 samples; reads input.txt; writes output.txt"), "{line}");
    let toml = ws.read("testcases/cf-234a/problem.toml");
    assert_eq!(value(&toml, "input_file").as_deref(), Some("input.txt"));
    assert_eq!(value(&toml, "output_file").as_deref(), Some("output.txt"));

    // Interactive: compare = "interactive", the skeleton interactor, the sample a transcript.
    assert_eq!(
        server.post(&payload("codeforces-interactive")),
        "HTTP/1.1 200 OK"
    );
    let line = server.line();
    assert!(line.contains("created cf-810d"), "{line}");
    assert!(line.contains("interactive: 1 transcript(s)"), "{line}");
    let toml = ws.read("testcases/cf-810d/problem.toml");
    assert_eq!(value(&toml, "compare").as_deref(), Some("interactive"));
    assert!(ws.path("testcases/cf-810d/interactor.rs").is_file());
    assert!(ws.path("testcases/cf-810d/sample-1.transcript").is_file());

    // A gym task: its id, its page, its input file (the output on stdout).
    assert_eq!(server.post(&payload("codeforces-gym")), "HTTP/1.1 200 OK");
    let line = server.line();
    assert!(
        line.starts_with("created cf-gym-101991e (E. Exciting Menus): 4000 ms, 1024 MB, 1 sample; reads exciting.in;"),
        "{line}"
    );
    let toml = ws.read("testcases/cf-gym-101991e/problem.toml");
    assert_eq!(
        value(&toml, "url").as_deref(),
        Some("https://codeforces.com/gym/101991/problem/E")
    );
    assert_eq!(value(&toml, "input_file").as_deref(), Some("exciting.in"));
    assert_eq!(value(&toml, "output_file"), None);

    // AtCoder: its id, language and limits; an interactive task without samples.
    assert_eq!(server.post(&payload("atcoder-normal")), "HTTP/1.1 200 OK");
    let line = server.line();
    assert!(
        line.starts_with("created atcoder-abc096-a (A - Day of Takahashi): 2000 ms, 256 MB, 3 samples; judged as: Rust (rustc 1.89.0)"),
        "{line}"
    );
    let toml = ws.read("testcases/atcoder-abc096-a/problem.toml");
    assert_eq!(
        value(&toml, "language").as_deref(),
        Some("Rust (rustc 1.89.0)")
    );
    assert_eq!(value(&toml, "compare").as_deref(), Some("tokens"));
    assert!(
        toml.contains("# contest: AtCoder Beginner Contest 096"),
        "{toml}"
    );
    assert_eq!(
        server.post(&payload("atcoder-interactive")),
        "HTTP/1.1 200 OK"
    );
    let line = server.line();
    assert!(
        line.starts_with("created atcoder-arc070-d (F - HonestOrUnkind)"),
        "{line}"
    );
    let toml = ws.read("testcases/atcoder-arc070-d/problem.toml");
    assert_eq!(value(&toml, "compare").as_deref(), Some("interactive"));
    assert_eq!(
        value(&toml, "url").as_deref(),
        Some("https://atcoder.jp/contests/arc070/tasks/arc070_d")
    );

    // The same task again: nothing is overwritten.
    assert_eq!(
        server.post(&payload("atcoder-normal")),
        "HTTP/1.1 409 Conflict"
    );
    assert!(server.line().contains("already exists"));
    // A file of a path, not a name: refused, nothing made.
    let escape = payload("codeforces-file-io")
        .replace("\"input.txt\"", "\"../input.txt\"")
        .replace("234/A", "234/B");
    assert_eq!(server.post(&escape), "HTTP/1.1 400 Bad Request");
    assert!(server.line().contains("is not a plain file name"));
    assert!(!ws.path("testcases/cf-234b").exists());

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

    // The file-I/O task, judged through its files: a solution that reads input.txt and
    // writes output.txt passes both samples; one that prints its answer is WA, naming the
    // file it did not write.
    // The template `listen` wrote already reads input.txt and writes output.txt: its
    // placeholder answer is wrong, but it is there to compare.
    let template = ws.read("problems/cf-234a/src/main.rs");
    assert!(
        template.contains("fs::read_to_string(\"input.txt\")"),
        "{template}"
    );
    crate::support::leave_template(&ws.path(""), "cf-234a");
    let (code, stdout, _) = ws.run(&["cf-234a", "--format", "json", "--no-unit-tests"]);
    assert_eq!(code, 1, "{stdout}");
    let cases = case_lines(&stdout);
    assert_eq!(cases.len(), 2, "{stdout}");
    assert!(
        cases
            .iter()
            .all(|(_, v, l)| v == "WA" && !l.contains("no output file")),
        "{stdout}"
    );
    solve(&ws, "cf-234a", FILE_IO_SOLUTION);
    let (code, stdout, stderr) = ws.run(&["cf-234a", "--format", "json", "--no-unit-tests"]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    let cases = case_lines(&stdout);
    assert_eq!(cases.len(), 2, "{stdout}");
    assert!(cases.iter().all(|(_, v, _)| v == "AC"), "{stdout}");
    solve(
        &ws,
        "cf-234a",
        &FILE_IO_SOLUTION.replace(
            "fs::write(\"output.txt\", out).expect(\"output.txt\");",
            "print!(\"{out}\");",
        ),
    );
    let (code, stdout, _) = ws.run(&["cf-234a", "--format", "json", "--no-unit-tests"]);
    assert_eq!(code, 1, "{stdout}");
    let cases = case_lines(&stdout);
    assert!(
        cases
            .iter()
            .all(|(_, v, l)| v == "WA" && l.contains("no output file `output.txt`")),
        "{stdout}"
    );
    // A solution that reads stdin gets nothing there: the case is in input.txt only.
    solve(
        &ws,
        "cf-234a",
        "use std::io::Read;\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).expect(\"stdin\");\n    \
         std::fs::write(\"output.txt\", s).expect(\"output.txt\");\n}\n",
    );
    let (code, stdout, _) = ws.run(&["cf-234a", "--format", "json", "--no-unit-tests"]);
    assert_eq!(code, 1, "{stdout}");
    assert!(
        case_lines(&stdout).iter().all(|(_, v, _)| v == "WA"),
        "{stdout}"
    );

    // The AtCoder task, built as AtCoder builds it (the release profile's fat LTO).
    solve(&ws, "atcoder-abc096-a", ATCODER_SOLUTION);
    let (code, stdout, stderr) = ws.run(&["atcoder-abc096-a", "--no-unit-tests"]);
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    // The human report is on stdout (errors on stderr).
    assert!(stdout.contains("3/3 passed"), "{stdout}\n{stderr}");

    // print: the submit page and the language to pick, per site.
    for (id, page, language) in [
        (
            "cf-234a",
            "submit at: https://codeforces.com/contest/234/submit/A",
            "language: pick \"Rust 1.89.0 (2024)\"",
        ),
        (
            "cf-gym-101991e",
            "submit at: https://codeforces.com/gym/101991/submit/E",
            "language: pick \"Rust 1.89.0 (2024)\"",
        ),
        (
            "atcoder-abc096-a",
            "submit at: https://atcoder.jp/contests/abc096/submit?taskScreenName=abc096_a",
            "language: pick \"Rust (rustc 1.89.0)\"",
        ),
        (
            "atcoder-arc070-d",
            "submit at: https://atcoder.jp/contests/arc070/submit?taskScreenName=arc070_d",
            "language: pick \"Rust (rustc 1.89.0)\"",
        ),
    ] {
        let (code, stdout, stderr) = ws.run(&["print", id]);
        assert_eq!(code, 0, "{stderr}");
        assert!(!stdout.is_empty());
        assert!(stderr.contains(page), "{id}: {stderr}");
        assert!(stderr.contains(language), "{id}: {stderr}");
        assert!(!stderr.contains("BOJ closed"), "{id}: {stderr}");
    }
}

#[test]
fn new_makes_live_problems_by_their_contest_and_index() {
    skip_if_passed!();
    let ws = Empty::new("live-new");
    for (args, id, url) in [
        (
            &["new", "cf", "1927A"][..],
            "cf-1927a",
            "https://codeforces.com/contest/1927/problem/A",
        ),
        (
            &["new", "cf", "104081B"][..],
            "cf-gym-104081b",
            "https://codeforces.com/gym/104081/problem/B",
        ),
        (
            &["new", "atcoder", "abc300", "a"][..],
            "atcoder-abc300-a",
            "https://atcoder.jp/contests/abc300/tasks/abc300_a",
        ),
        (
            &["new", "cf-1928b", "--language", "2021"][..],
            "cf-1928b",
            "https://codeforces.com/contest/1928/problem/B",
        ),
    ] {
        let (code, _, stderr) = ws.run(args);
        assert_eq!(code, 0, "{args:?}: {stderr}");
        let toml = ws.read(&format!("testcases/{id}/problem.toml"));
        assert_eq!(value(&toml, "url").as_deref(), Some(url), "{toml}");
    }
    let toml = ws.read("testcases/cf-1928b/problem.toml");
    assert_eq!(
        value(&toml, "language").as_deref(),
        Some("Rust 1.89.0 (2021)")
    );
    let toml = ws.read("testcases/atcoder-abc300-a/problem.toml");
    assert_eq!(value(&toml, "time_limit_ms").as_deref(), Some("2000"));
    assert_eq!(value(&toml, "memory_limit_mb").as_deref(), Some("1024"));
    let (_, _, stderr) = ws.run(&["print", "cf-1927a"]);
    assert!(
        stderr.contains("submit at: https://codeforces.com/contest/1927/submit/A"),
        "{stderr}"
    );
    let (_, _, stderr) = ws.run(&["print", "atcoder-abc300-a"]);
    assert!(
        stderr.contains("https://atcoder.jp/contests/abc300/submit?taskScreenName=abc300_a"),
        "{stderr}"
    );
    // Wrong shapes and languages are refused, naming what was expected.
    for (args, said) in [
        (&["new", "cf", "A1927"][..], "not a Codeforces problem"),
        (&["new", "atcoder", "abc300"][..], "not an AtCoder task"),
        (
            &["new", "atcoder", "abc301", "a", "--language", "Rust 2021"][..],
            "AtCoder's Rust is \"Rust (rustc 1.89.0)\"",
        ),
    ] {
        let (code, _, stderr) = ws.run(args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
    assert!(!ws.path("testcases/atcoder-abc301-a").exists());
}

/// What a file-I/O solution may leave as its answer: only a regular file of its own. A
/// symlink (to a file the runner could read), a folder or a FIFO is no answer; a file past
/// the output cap is OLE, as stdout past it is.
#[cfg(unix)]
#[test]
fn a_file_io_answer_is_a_regular_file_under_the_cap() {
    skip_if_passed!();
    let ws = Empty::new("live-files");
    let (code, _, stderr) = ws.run(&["new", "cf", "1A", "--time-limit-ms", "2000"]);
    assert_eq!(code, 0, "{stderr}");
    let toml = ws.read("testcases/cf-1a/problem.toml");
    ws.write(
        "testcases/cf-1a/problem.toml",
        format!("{toml}input_file = \"in.txt\"\noutput_file = \"out.txt\"\n").as_bytes(),
    );
    ws.write("testcases/cf-1a/1.in", b"7\n");
    ws.write("testcases/cf-1a/1.out", b"7\n");
    let secret = ws.path("secret.txt");
    fs::write(&secret, "7\n").expect("write the secret");
    for (what, body, verdict, said) in [
        (
            "a copy",
            "std::fs::copy(\"in.txt\", \"out.txt\").expect(\"copy\");".to_owned(),
            "AC",
            "",
        ),
        (
            "a symlink to a file with the right answer",
            format!(
                "std::os::unix::fs::symlink({:?}, \"out.txt\").expect(\"symlink\");",
                secret.display().to_string()
            ),
            "WA",
            "no output file `out.txt`",
        ),
        (
            "a folder",
            "std::fs::create_dir(\"out.txt\").expect(\"mkdir\");".to_owned(),
            "WA",
            "no output file `out.txt`",
        ),
        (
            "a file past the cap",
            "let f = std::fs::File::create(\"out.txt\").expect(\"create\"); \
             f.set_len(80 << 20).expect(\"grow\");"
                .to_owned(),
            "OLE",
            "",
        ),
    ] {
        ws.write(
            "problems/cf-1a/src/main.rs",
            format!("fn main() {{\n    {body}\n}}\n").as_bytes(),
        );
        let (_, stdout, stderr) = ws.run(&["cf-1a", "--format", "json", "--no-unit-tests"]);
        let cases = case_lines(&stdout);
        assert_eq!(cases.len(), 1, "{what}: {stdout}\n{stderr}");
        assert_eq!(cases[0].1, verdict, "{what}: {stdout}");
        assert!(cases[0].2.contains(said), "{what}: {stdout}");
    }
    assert_eq!(fs::read_to_string(&secret).expect("the secret"), "7\n");
}

/// The README's index links a live judge's problem to its page (BOJ's are gone).
#[test]
fn the_index_links_live_problems_to_their_pages() {
    skip_if_passed!();
    let ws = Empty::new("live-index");
    for args in [
        &["new", "cf", "1927A"][..],
        &["new", "atcoder", "abc300", "a"],
    ] {
        let (code, _, stderr) = ws.run(args);
        assert_eq!(code, 0, "{stderr}");
    }
    ws.write(
        "README.md",
        b"# x\n\n<!-- judge:index:start -->\n<!-- judge:index:end -->\n",
    );
    let (code, _, stderr) = ws.run(&["index"]);
    assert_eq!(code, 0, "{stderr}");
    let readme = ws.read("README.md");
    for (id, link) in [
        (
            "cf-1927a",
            "(https://codeforces.com/contest/1927/problem/A)",
        ),
        (
            "atcoder-abc300-a",
            "(https://atcoder.jp/contests/abc300/tasks/abc300_a)",
        ),
    ] {
        let row = readme
            .lines()
            .find(|l| l.contains(&format!("| {id} |")))
            .unwrap_or_else(|| panic!("no row of {id} in\n{readme}"));
        assert!(row.contains(link), "{row}");
    }
    assert!(readme.contains("| Codeforces | cf-1927a |"), "{readme}");
    assert!(readme.contains("| Rust (rustc 1.89.0) |"), "{readme}");
}
