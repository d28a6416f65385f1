//! The authoring subcommands end to end: `new`, `add`, `stress`, `print`, `index` and
//! `import`, each run by the built binary on a temporary workspace made by the test
//! (copies of the repository's own problems where a real one is needed).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::support::{seeds, Bench};

/// Compiles `source` alone as the judge does, with warnings denied; returns the binary.
fn compile_alone(source: &str, folder: &Path) -> PathBuf {
    fs::create_dir_all(folder).expect("create the build folder");
    fs::write(folder.join("Main.rs"), source).expect("write Main.rs");
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .args([
            "--edition",
            "2021",
            "-O",
            "-D",
            "warnings",
            "-o",
            "Main",
            "Main.rs",
        ])
        .current_dir(folder)
        .output()
        .expect("run rustc");
    assert!(
        output.status.success(),
        "does not compile alone:\n{}\n{source}",
        String::from_utf8_lossy(&output.stderr)
    );
    folder.join("Main")
}

/// Runs a binary on `input`: (exit code, stdout, stderr).
fn run_binary(binary: &Path, input: &str) -> (i32, String, String) {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the program");
    let mut pipe = child.stdin.take().expect("piped stdin");
    let _ = pipe.write_all(input.as_bytes());
    drop(pipe);
    let output = child.wait_with_output().expect("wait for the program");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// Whether `rustfmt --check` accepts `file` (`None` when rustfmt is not installed).
fn rustfmt_accepts(file: &Path) -> Option<(bool, String)> {
    let output = Command::new("rustfmt")
        .args(["--edition", "2021", "--check"])
        .arg(file)
        .output()
        .ok()?;
    Some((
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    ))
}

/// The body of `fn solution` replaced by `body`.
fn with_body(source: &str, body: &str) -> String {
    let at = source.find("fn solution").expect("a solution");
    let open = at + source[at..].find("{\n").expect("the body's brace") + 2;
    let close = open + source[open..].find("\n}\n").expect("the body's end");
    format!("{}    {body}{}", &source[..open], &source[close..])
}

/// One past the largest numeric case name of `testcases/<id>/`, as `add` numbers cases.
fn next_case(temp: &Bench, id: &str) -> u64 {
    fs::read_dir(temp.path(&format!("testcases/{id}")))
        .expect("list the cases")
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let stem = name
                .strip_suffix(".in")
                .or_else(|| name.strip_suffix(".out"))?;
            stem.parse::<u64>().ok()
        })
        .max()
        .unwrap_or(0)
        + 1
}

/// The example problems, as `tests/fixtures/seeds` holds them.
const SEEDS: [&str; 3] = ["boj-9079", "boj-17825", "programmers-92345"];

/// Number of `.in` files of an example problem.
fn seed_cases(id: &str) -> usize {
    fs::read_dir(seeds().join("testcases").join(id))
        .expect("list the cases")
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().ends_with(".in"))
        .count()
}

const HARNESS_MARKER: &str = "// ---- local harness: not part of the submission ----";

#[test]
fn every_subcommand_has_help() {
    skip_if_passed!();
    let temp = Bench::new("help");
    for sub in ["new", "add", "stress", "print", "show", "index", "import"] {
        let out = temp.rooted(&[sub, "--help"]).expect(0);
        assert!(
            out.stdout_text().contains(&format!("cargo judge {sub}"))
                && out.stdout_text().contains("USAGE"),
            "{sub}: {}",
            out.stdout_text()
        );
    }
    let out = temp.rooted(&["--help"]).expect(0);
    for sub in ["new", "add", "stress", "print", "show", "index", "import"] {
        assert!(
            out.stdout_text().contains(&format!("    {sub} ")),
            "main help lacks {sub}"
        );
    }
    let out = temp.rooted(&["new", "--frobnicate"]).expect(2);
    assert!(out.stderr.contains("unknown option `--frobnicate`"));
    assert!(out.stderr.contains("cargo judge new --help"));
}

#[test]
fn new_boj_writes_a_problem_that_compiles_and_runs() {
    skip_if_passed!();
    let temp = Bench::new("new-boj");
    let out = temp
        .rooted(&[
            "new",
            "boj",
            "1000",
            "--title",
            "A+B",
            "--memory-limit-mb",
            "128",
        ])
        .expect(0);
    for file in [
        "problems/boj-1000/Cargo.toml",
        "problems/boj-1000/src/main.rs",
        "testcases/boj-1000/problem.toml",
    ] {
        assert!(
            out.stderr.contains(&format!("created {file}")),
            "{}",
            out.stderr
        );
    }
    // Cargo.toml is the example problems' file with the new name.
    let existing = fs::read_to_string(seeds().join("problems/boj-9079/Cargo.toml"))
        .expect("the seed's Cargo.toml");
    assert_eq!(
        temp.text("problems/boj-1000/Cargo.toml"),
        existing.replace("boj-9079", "boj-1000")
    );
    let toml = temp.text("testcases/boj-1000/problem.toml");
    for line in [
        "title = \"A+B\"",
        "url = \"https://www.acmicpc.net/problem/1000\"",
        "time_limit_ms = 1000",
        "memory_limit_mb = 128",
        "language = \"Rust 2021\"",
        "compare = \"boj\"",
    ] {
        assert!(toml.lines().any(|l| l == line), "{line} in\n{toml}");
    }
    let source = temp.text("problems/boj-1000/src/main.rs");
    let header = source.lines().take_while(|l| l.starts_with("//!")).count();
    assert!((6..=15).contains(&header), "{header} header lines");
    assert!(source.starts_with(
        "//! BOJ 1000 · A+B\n//! https://www.acmicpc.net/problem/1000 (the address it had; BOJ \
         closed on 2026-04-28)\n"
    ));
    assert!(source.contains("//! Limits: 1 s, 128 MB."));
    for part in [
        "//! Approach:",
        "fn next<T: std::str::FromStr>(&mut self) -> T",
        "fn solve(input: &str) -> String",
        "read_to_string",
        "#[cfg(test)]\nmod tests",
    ] {
        assert!(source.contains(part), "template lacks {part}");
    }
    let binary = compile_alone(&source, &temp.path("build"));
    assert_eq!(run_binary(&binary, "7\n").1, "7\n");
    if let Some((ok, diff)) = rustfmt_accepts(&temp.path("problems/boj-1000/src/main.rs")) {
        assert!(ok, "not in rustfmt's layout:\n{diff}");
    }
    assert!(
        out.stderr
            .contains("judged as: Rust 2021 (rustc 1.73 --edition 2021 -O, as BOJ judged it"),
        "{}",
        out.stderr
    );
    assert!(
        toml.contains(
            "# The address it had: BOJ closed on 2026-04-28, and its pages are gone.\nurl = "
        ),
        "{toml}"
    );
    // The judge takes the new problem as it is (a case, then a verdict).
    temp.rooted_with(&["add", "boj-1000"], b"5\n---\n5\n")
        .expect(0);
    temp.rooted(&["boj-1000", "--format", "json"]).expect(0);
    // Rust 2024: the language in problem.toml, edition and rust-version in Cargo.toml.
    temp.rooted(&["new", "boj", "1001", "--language", "Rust 2024"])
        .expect(0);
    assert!(temp
        .text("testcases/boj-1001/problem.toml")
        .contains("language = \"Rust 2024\"\n"));
    let manifest = temp.text("problems/boj-1001/Cargo.toml");
    assert!(
        manifest.contains("edition = \"2024\"\n") && manifest.contains("rust-version = \"1.85\"\n"),
        "{manifest}"
    );
    temp.rooted_with(&["add", "boj-1001"], b"5\n---\n5\n")
        .expect(0);
    temp.rooted(&["boj-1001", "--format", "json"]).expect(0);
    let out = temp.rooted(&["new", "programmers", "3", "--language", "Rust 2024"]);
    assert!(
        out.stderr.contains("--language is for BOJ problems"),
        "{}",
        out.stderr
    );
    let out = temp
        .rooted(&["new", "boj", "3", "--language", "Rust 2015"])
        .expect(2);
    assert!(
        out.stderr.contains("unknown language `Rust 2015`"),
        "{}",
        out.stderr
    );
}

/// Compiles the file `source` alone with rustc into `binary`, warnings denied.
fn compile_named(source: &Path, binary: &Path) {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .args(["--edition", "2021", "-O", "-D", "warnings", "-o"])
        .arg(binary)
        .arg(source)
        .output()
        .expect("run rustc");
    assert!(
        output.status.success(),
        "{} does not compile alone:\n{}",
        source.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn new_interactive_writes_a_template_that_flushes_and_an_interactor_skeleton() {
    skip_if_passed!();
    let temp = Bench::new("new-interactive");
    let out = temp
        .rooted(&["new", "boj", "23306", "--interactive", "--title", "Guess"])
        .expect(0);
    for file in [
        "problems/boj-23306/Cargo.toml",
        "problems/boj-23306/src/main.rs",
        "testcases/boj-23306/problem.toml",
        "testcases/boj-23306/interactor.rs",
    ] {
        assert!(
            out.stderr.contains(&format!("created {file}")),
            "{}",
            out.stderr
        );
    }
    assert!(
        out.stderr.contains("NAME.out is optional"),
        "{}",
        out.stderr
    );
    let toml = temp.text("testcases/boj-23306/problem.toml");
    assert!(
        toml.lines().any(|l| l == "compare = \"interactive\""),
        "{toml}"
    );
    let source = temp.text("problems/boj-23306/src/main.rs");
    let header = source.lines().take_while(|l| l.starts_with("//!")).count();
    assert!((6..=15).contains(&header), "{header} header lines");
    for part in [
        "fn solve<R: BufRead, W: Write>(r: &mut R, w: &mut W)",
        "io::stdin().lock()",
        "read_line",
        ".flush()",
        "the interactor waits",
        "#[cfg(test)]\nmod tests",
    ] {
        assert!(source.contains(part), "template lacks {part}:\n{source}");
    }
    assert!(!source.contains("read_to_string"), "{source}");
    let interactor = temp.text("testcases/boj-23306/interactor.rs");
    for part in [
        "interactor INPUT OUTPUT [ANSWER]",
        "0 accepted, 1 wrong answer, 2 presentation error",
        "3 failure",
        "io::stdin().lock()",
        "flush()",
    ] {
        assert!(
            interactor.contains(part),
            "skeleton lacks {part}:\n{interactor}"
        );
    }
    // Both compile alone, warnings denied, and are in rustfmt's layout.
    let build = temp.path("build");
    let solution = compile_alone(&source, &build);
    compile_named(
        &temp.path("testcases/boj-23306/interactor.rs"),
        &build.join("interactor"),
    );
    for file in [
        "problems/boj-23306/src/main.rs",
        "testcases/boj-23306/interactor.rs",
    ] {
        if let Some((ok, diff)) = rustfmt_accepts(&temp.path(file)) {
            assert!(ok, "{file} is not in rustfmt's layout:\n{diff}");
        }
    }
    // The placeholder answers the number it is sent.
    assert_eq!(run_binary(&solution, "7\n").1, "7\n");
    // The template's own test passes as generated.
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let tests = Command::new(rustc)
        .args(["--edition", "2021", "--test", "-o"])
        .arg(build.join("tests"))
        .arg(build.join("Main.rs"))
        .output()
        .expect("run rustc --test");
    assert!(
        tests.status.success(),
        "{}",
        String::from_utf8_lossy(&tests.stderr)
    );
    let (code, stdout, _) = run_binary(&build.join("tests"), "");
    assert_eq!(code, 0, "{stdout}");
    // The skeleton exits with testlib's codes on what it is given.
    let case = temp.path("build/1.in");
    fs::write(&case, "7\n").unwrap();
    let skeleton = |answer: &str| {
        let mut child = Command::new(build.join("interactor"))
            .arg(&case)
            .arg(temp.path("build/tout"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start the interactor");
        let _ = child
            .stdin
            .take()
            .expect("piped stdin")
            .write_all(answer.as_bytes());
        let output = child.wait_with_output().expect("wait for the interactor");
        (
            output.status.code(),
            String::from_utf8_lossy(&output.stdout).into_owned(),
        )
    };
    assert_eq!(skeleton("7\n"), (Some(0), "7\n".to_owned()));
    assert_eq!(skeleton("8\n").0, Some(1));
    assert_eq!(skeleton("").0, Some(1));
    assert_eq!(skeleton("seven\n").0, Some(2));
    let missing = Command::new(build.join("interactor"))
        .arg(temp.path("build/none.in"))
        .arg(temp.path("build/tout"))
        .stdin(Stdio::null())
        .output()
        .expect("run the interactor");
    assert_eq!(missing.status.code(), Some(3));
    // The judge takes the new problem as it is: a case with an input only is AC, once its
    // code is no longer the template's (to solve until then).
    temp.write("testcases/boj-23306/1.in", "7\n");
    let fresh = temp.rooted(&["boj-23306", "--format", "json"]).expect(0);
    assert!(
        fresh.stdout_text().contains("\"to_solve\":1"),
        "{}",
        fresh.stdout_text()
    );
    crate::support::leave_template(&temp.path(""), "boj-23306");
    let judged = temp.rooted(&["boj-23306", "--format", "json"]);
    assert_eq!(
        judged.code(),
        0,
        "stdout:\n{}\nstderr:\n{}",
        judged.stdout_text(),
        judged.stderr
    );
    assert!(
        judged.stdout_text().contains("\"verdict\":\"AC\""),
        "{}",
        judged.stdout_text()
    );
    // Programmers has no interactive problems.
    let out = temp
        .rooted(&[
            "new",
            "programmers",
            "1",
            "--interactive",
            "--signature",
            "fn solution() -> i32",
        ])
        .expect(2);
    assert!(
        out.stderr.contains("--interactive is for BOJ problems"),
        "{}",
        out.stderr
    );
    // The help lists the flag.
    let help = temp.rooted(&["new", "--help"]).expect(0);
    assert!(
        help.stdout_text().contains("--interactive"),
        "{}",
        help.stdout_text()
    );
}

#[test]
fn new_refuses_to_overwrite_and_writes_nothing() {
    skip_if_passed!();
    let temp = Bench::new("new-refuses");
    temp.write("testcases/boj-1000/problem.toml", "mine\n");
    let out = temp.rooted(&["new", "boj-1000"]).expect(2);
    assert!(
        out.stderr
            .contains("testcases/boj-1000/problem.toml already exists"),
        "{}",
        out.stderr
    );
    assert!(!temp.path("problems/boj-1000").exists());
    assert_eq!(temp.text("testcases/boj-1000/problem.toml"), "mine\n");
    temp.rooted(&["new", "boj", "1001"]).expect(0);
    let before = temp.snapshot();
    let out = temp
        .rooted(&["new", "boj", "1001", "--title", "x"])
        .expect(2);
    for file in [
        "problems/boj-1001/Cargo.toml",
        "problems/boj-1001/src/main.rs",
        "testcases/boj-1001/problem.toml",
    ] {
        assert!(out.stderr.contains(file), "{}", out.stderr);
    }
    assert_eq!(temp.snapshot(), before);
}

#[test]
fn new_rejects_bad_arguments_with_the_fix() {
    skip_if_passed!();
    let temp = Bench::new("new-bad");
    for (args, needle) in [
        (
            &["new", "kattis", "1"][..],
            "use boj, programmers, cf or atcoder",
        ),
        (&["new", "boj", "12a"][..], "not a problem number"),
        (&["new", "boj", "1", "--time-limit-ms", "0"][..], "`0`"),
        (&["new", "programmers", "1"][..], "--signature"),
        (
            &[
                "new",
                "programmers",
                "1",
                "--signature",
                "fn solution(a: &str) -> i32",
            ][..],
            "unsupported type `&str`",
        ),
        (
            &[
                "new",
                "programmers",
                "1",
                "--signature",
                "fn solve(a: i32) -> i32",
            ][..],
            "named `solution`",
        ),
        (
            &[
                "new",
                "programmers",
                "1",
                "--signature",
                "fn solution(a: i32)",
            ][..],
            "return type",
        ),
        (
            &["new", "boj", "1", "--signature", "fn solution() -> i32"][..],
            "for programmers",
        ),
    ] {
        let out = temp.rooted(args).expect(2);
        assert!(out.stderr.contains(needle), "{args:?}: {}", out.stderr);
        assert!(out.stderr.starts_with("error: "), "{}", out.stderr);
    }
    assert_eq!(temp.snapshot(), Vec::new());
}

/// One generated Programmers problem: its signature, a body for `solution` (or `None` for the
/// stub), and (input, expected stdout) pairs.
struct Harnessed {
    signature: &'static str,
    body: Option<&'static str>,
    runs: &'static [(&'static str, &'static str)],
}

const HARNESSED: &[Harnessed] = &[
    Harnessed {
        signature: "fn solution(participant: Vec<String>, completion: Vec<String>) -> String",
        body: None,
        runs: &[("[\"a\"]\n[]\n", "\"\"\n")],
    },
    Harnessed {
        signature: "fn solution(participant: Vec<String>, completion: Vec<String>) -> String",
        body: Some(
            "let (mut p, mut c) = (participant, completion);\n    p.sort();\n    c.sort();\n    \
             p.into_iter().zip(c.into_iter().map(Some).chain([None])).find(|(a, b)| Some(a) != \
             b.as_ref()).map(|(a, _)| a).unwrap_or_default()",
        ),
        runs: &[
            ("[\"leo\", \"kiki\", \"eden\"]\n[\"eden\", \"kiki\"]\n", "\"leo\"\n"),
            (
                "[\"mislav\", \"stanko\", \"mislav\", \"ana\"]\r\n[\"stanko\", \"ana\", \"mislav\"]\r\n\r\n",
                "\"mislav\"\n",
            ),
        ],
    },
    Harnessed {
        signature: "fn solution(board: Vec<Vec<i32>>, k: i32) -> Vec<Vec<i32>>",
        body: Some("board.into_iter().map(|r| r.into_iter().map(|x| x * k).collect()).collect()"),
        runs: &[("[[1, 2], [3,-4], []]\n2\n", "[[2, 4], [6, -8], []]\n")],
    },
    Harnessed {
        signature: "fn solution(c: char, n: usize) -> String",
        body: Some("std::iter::repeat(c).take(n).collect()"),
        runs: &[("\"가\"\n3\n", "\"가가가\"\n"), ("'x'\n0\n", "\"\"\n")],
    },
    Harnessed {
        signature: "fn solution(flags: Vec<bool>, c: char) -> Vec<char>",
        body: Some("flags.iter().map(|&f| if f { c } else { '-' }).collect()"),
        runs: &[("[true, false, true]\n\"\\\"\"\n", "[\"\\\"\", \"-\", \"\\\"\"]\n")],
    },
    Harnessed {
        signature: "fn solution(xs: Vec<f64>, scale: f64) -> f64",
        body: Some("xs.iter().sum::<f64>() * scale"),
        runs: &[("[0.5, 1, 2.25]\n2\n", "7.5\n"), ("[1,1]\n1\n", "2.0\n")],
    },
    Harnessed {
        signature: "fn solution(a: i64, b: u64, c: i32, d: bool) -> Vec<i64>",
        body: Some("vec![a, b as i64, i64::from(c), i64::from(d)]"),
        runs: &[("-9000000000\n7\n-5\ntrue\n", "[-9000000000, 7, -5, 1]\n")],
    },
    Harnessed {
        signature: "fn solution(words: Vec<Vec<Vec<String>>>) -> Vec<String>",
        body: Some("words.concat().concat()"),
        runs: &[(
            "[[[\"a\", \"b\\\"q\"]], [[\"c\\\\d\", \"\\u{AC00}\\n\"], []]]\n",
            "[\"a\", \"b\\\"q\", \"c\\\\d\", \"가\\n\"]\n",
        )],
    },
    Harnessed {
        signature: "fn solution(a: Vec<i32>, b: String) -> i64",
        body: Some("a.iter().map(|&x| i64::from(x)).sum::<i64>() * b.len() as i64"),
        runs: &[("[1, -2, 40]\n\"ab\"\n", "78\n"), ("[]\n\"\"\n", "0\n")],
    },
    Harnessed {
        signature: "fn solution(n: usize, big: u64) -> Vec<u64>",
        body: Some("vec![big; n]"),
        runs: &[("2\n18446744073709551615\n", "[18446744073709551615, 18446744073709551615]\n")],
    },
    Harnessed {
        signature: "fn solution(mut n: i32) -> i32",
        body: Some("n += 1;\n    n"),
        runs: &[("41\n", "42\n")],
    },
    Harnessed {
        signature: "fn solution() -> bool",
        body: Some("true"),
        runs: &[("", "true\n"), ("\n\n", "true\n")],
    },
];

#[test]
fn new_programmers_harness_reads_and_prints_literals() {
    skip_if_passed!();
    let temp = Bench::new("new-programmers");
    let mut sources = Vec::new();
    for (i, case) in HARNESSED.iter().enumerate() {
        let number = (i + 1).to_string();
        temp.rooted(&["new", "programmers", &number, "--signature", case.signature])
            .expect(0);
        let file = format!("problems/programmers-{number}/src/main.rs");
        let source = temp.text(&file);
        if let Some((ok, diff)) = rustfmt_accepts(&temp.path(&file)) {
            assert!(ok, "{}: not in rustfmt's layout:\n{diff}", case.signature);
        }
        assert!(
            source.contains(&format!("{} {{\n", case.signature)),
            "{source}"
        );
        let marker = source.find(HARNESS_MARKER).expect("the marker");
        assert!(source.find("fn solution").unwrap() < marker);
        assert!(!source.contains("todo!"));
        let source = match case.body {
            Some(body) => with_body(&source, body),
            None => source,
        };
        sources.push((case, source));
    }
    let toml = temp.text("testcases/programmers-1/problem.toml");
    assert!(toml.contains("url = \"https://school.programmers.co.kr/learn/courses/30/lessons/1\""));
    assert!(toml.contains("time_limit_ms = 10000\nmemory_limit_mb = 1024\ncompare = \"literal\""));
    assert!(toml.contains("# Programmers publishes no limits"));
    std::thread::scope(|scope| {
        for (i, (case, source)) in sources.iter().enumerate() {
            let folder = temp.path(&format!("build-{i}"));
            scope.spawn(move || {
                let binary = compile_alone(source, &folder);
                for (input, expected) in case.runs {
                    let (code, stdout, stderr) = run_binary(&binary, input);
                    // The value comes on a line of its own, after the marker (what the
                    // solution printed, nothing here, comes before it).
                    let returned = format!("\n\u{1e}returned\u{1e}{expected}");
                    assert_eq!(
                        (code, stdout.as_str()),
                        (0, returned.as_str()),
                        "{}\ninput {input:?}\nstderr {stderr}",
                        case.signature
                    );
                }
            });
        }
    });
}

#[test]
fn programmers_harness_rejects_malformed_input_in_one_line() {
    skip_if_passed!();
    let temp = Bench::new("harness-errors");
    temp.rooted(&[
        "new",
        "programmers",
        "1",
        "--signature",
        "fn solution(names: Vec<String>, k: i32) -> i32",
    ])
    .expect(0);
    let binary = compile_alone(
        &temp.text("problems/programmers-1/src/main.rs"),
        &temp.path("build"),
    );
    for (input, needle) in [
        ("[\"a\"]\n", "expected 2 argument lines"),
        ("[\"a\"]\n1\n2\n", "expected 2 argument lines"),
        ("[\"a\", ]\n1\n", "line 1 (names)"),
        ("[1]\n1\n", "expected a string, found a number"),
        ("[\"a\"\n1\n", "line 1 (names)"),
        ("[\"a]\n1\n", "no closing quote"),
        ("[]\n1.5\n", "`1.5` is not i32"),
        ("[]\n99999999999\n", "is not i32"),
        ("[]\nx\n", "line 2 (k)"),
        ("[]\n1 2\n", "unexpected `2`"),
    ] {
        let (code, stdout, stderr) = run_binary(&binary, input);
        assert_eq!(code, 1, "{input:?}: {stdout}{stderr}");
        assert!(stdout.is_empty(), "{input:?}: {stdout}");
        assert_eq!(stderr.lines().count(), 1, "{input:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(needle),
            "{input:?}: {stderr}"
        );
    }
}

#[test]
fn new_crates_build_with_cargo() {
    skip_if_passed!();
    let temp = Bench::new("new-cargo");
    temp.write("Cargo.toml", &crate::support::workspace_manifest());
    temp.rooted(&["new", "boj", "1000"]).expect(0);
    temp.rooted(&["new", "boj", "1001", "--language", "Rust 2024"])
        .expect(0);
    temp.rooted(&["new", "boj", "1002", "--interactive"])
        .expect(0);
    temp.rooted(&[
        "new",
        "programmers",
        "42576",
        "--signature",
        "fn solution(participant: Vec<String>, completion: Vec<String>) -> String",
    ])
    .expect(0);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["test", "--offline", "--workspace"])
        .current_dir(temp.root())
        .env("CARGO_TARGET_DIR", temp.path("target"))
        .env("RUSTFLAGS", "-D warnings")
        .output()
        .expect("run cargo");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn print_gives_the_submission() {
    skip_if_passed!();
    let temp = Bench::new("print");
    temp.rooted(&["new", "boj", "1000"]).expect(0);
    temp.rooted(&[
        "new",
        "programmers",
        "7",
        "--signature",
        "fn solution(n: i32) -> i32",
    ])
    .expect(0);
    let out = temp.rooted(&["print", "boj-1000"]).expect(0);
    // The file as it is, but for the to-solve marker line (a note for this workspace).
    let file = temp.text("problems/boj-1000/src/main.rs");
    let without_marker: String = file
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("// cargo judge: to solve while"))
        .collect();
    assert_ne!(file, without_marker);
    assert_eq!(out.stdout_text(), without_marker);
    // BOJ has closed: nothing names its submit page.
    assert!(
        !format!("{}{}", out.stdout_text(), out.stderr).contains("acmicpc.net/submit"),
        "{}",
        out.stderr
    );
    assert_eq!(
        out.stderr,
        "judged as: Rust 2021 (`rustc --edition 2021 -O -o Main Main.rs`, BOJ's command)\n\
         BOJ closed on 2026-04-28: it takes no submissions; judge the file here with `cargo \
         judge boj-1000`, or submit it to a live judge that has the same problem\n"
    );
    temp.rooted(&["new", "boj", "1001", "--language", "2024"])
        .expect(0);
    let out = temp.rooted(&["print", "boj-1001"]).expect(0);
    assert!(
        out.stderr
            .starts_with("judged as: Rust 2024 (`rustc --edition 2024 -O -o Main Main.rs`"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("acmicpc.net"), "{}", out.stderr);
    let made = temp
        .rooted(&[
            "new",
            "programmers",
            "8",
            "--signature",
            "fn solution() -> i32",
        ])
        .expect(0);
    assert!(
        made.stderr.contains("Programmers does not grade Rust"),
        "{}",
        made.stderr
    );
    let out = temp.rooted(&["print", "programmers-7"]).expect(0);
    assert!(
        out.stderr.contains("Programmers does not grade Rust")
            && out.stderr.contains("to keep as practice or to translate"),
        "{}",
        out.stderr
    );
    let source = temp.text("problems/programmers-7/src/main.rs");
    let above = &source[..source.find(HARNESS_MARKER).unwrap()];
    let above: String = above
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("// cargo judge: to solve while"))
        .collect();
    assert_eq!(out.stdout_text(), format!("{}\n", above.trim_end()));
    assert!(
        out.stdout_text().ends_with("    Default::default()\n}\n"),
        "{}",
        out.stdout_text()
    );
    assert!(!out.stdout_text().contains("fn main"));
    // What print gives compiles as a Programmers submission does: as a library item.
    temp.write(
        "build/lib.rs",
        &format!(
            "{}\npub fn call() -> i32 {{\n    solution(1)\n}}\n",
            out.stdout_text()
        ),
    );
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let status = Command::new(rustc)
        .args(["--edition", "2021", "--crate-type", "lib", "-o"])
        .arg(temp.path("build/liba.rlib"))
        .arg(temp.path("build/lib.rs"))
        .status()
        .expect("run rustc");
    assert!(status.success());
    temp.edit(
        "problems/programmers-7/src/main.rs",
        HARNESS_MARKER,
        "// harness",
    );
    let out = temp.rooted(&["print", "programmers-7"]).expect(2);
    assert!(
        out.stderr
            .contains("problems/programmers-7/src/main.rs has no line")
            && out.stderr.contains(HARNESS_MARKER),
        "{}",
        out.stderr
    );
    assert!(out.stdout_text().is_empty());
    let out = temp.rooted(&["print", "boj-2"]).expect(2);
    assert!(
        out.stderr.contains(
            "no problem `boj-2` in this workspace yet: start it with `cargo judge new boj 2`"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn add_speaks_korean_with_lang_ko() {
    skip_if_passed!();
    let temp = Bench::new("add-korean");
    temp.write("problems/boj-1/src/main.rs", "fn main() {}\n");
    temp.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 128\n",
    );
    let out = temp
        .rooted_with(&["add", "boj-1", "--lang", "ko"], b"1 2\n---\n3\n")
        .expect(0);
    assert!(
        out.stderr.contains(
            "testcases/boj-1/1.in (4바이트), testcases/boj-1/1.out (2바이트)을(를) 썼습니다"
        ),
        "{}",
        out.stderr
    );
    temp.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 128\ncompare = \"interactive\"\n",
    );
    let out = temp
        .rooted_with(&["add", "boj-1", "--lang", "ko"], b"100 37\n")
        .expect(0);
    assert!(
        out.stderr.contains(
            "testcases/boj-1/2.in (7바이트)을(를) 썼습니다; 2.out은 없습니다: 인터랙티브 문제는 \
             인터랙터가 입력에서 케이스를 읽습니다"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn add_numbers_cases_after_the_largest_and_never_overwrites() {
    skip_if_passed!();
    let temp = Bench::seeded("add", &["boj-9079"]);
    let data = "testcases/boj-9079";
    let n = next_case(&temp, "boj-9079");
    let case = |k: u64, ext: &str| format!("{data}/{k}.{ext}");
    temp.write("x.in", "1\nH H H\nH H H\nH H H\n");
    temp.write("x.out", "0\n");
    let out = temp
        .rooted(&["add", "boj-9079", "--in", "x.in", "--out", "x.out"])
        .expect(0);
    assert!(
        out.stderr.contains(&format!(
            "wrote {} (20 bytes) and {} (2 bytes)",
            case(n, "in"),
            case(n, "out")
        )),
        "{}",
        out.stderr
    );
    assert_eq!(temp.text(&case(n, "out")), "0\n");
    let out = temp
        .rooted_with(
            &["add", "boj-9079"],
            b"1\r\nT T T\r\nH H H\r\nH H H\r\n---\r\n1\r\n",
        )
        .expect(0);
    assert!(out.stderr.contains(&case(n + 1, "in")), "{}", out.stderr);
    assert_eq!(
        temp.text(&case(n + 1, "in")),
        "1\r\nT T T\r\nH H H\r\nH H H\r\n"
    );
    assert_eq!(temp.text(&case(n + 1, "out")), "1\r\n");
    // A stray output with a larger number moves N past it.
    temp.write(&case(n + 9, "out"), "stray\n");
    temp.write("centre.in", "1\nH H H\nH T H\nH H H\n");
    let out = temp
        .rooted(&["add", "boj-9079", "--in", "centre.in", "--from-brute"])
        .expect(0);
    assert!(out.stderr.contains(&case(n + 10, "in")) && out.stderr.contains("brute.rs"));
    assert_eq!(temp.text(&case(n + 10, "out")), "4\n");
    assert_eq!(temp.text(&case(n + 9, "out")), "stray\n");
    let out = temp
        .rooted_with(
            &["add", "boj-9079", "--from-brute"],
            b"1\nH H H\nH H H\nH H T\n",
        )
        .expect(0);
    assert!(out.stderr.contains(&case(n + 11, "in")), "{}", out.stderr);
    assert_eq!(temp.text(&case(n + 11, "out")), "-1\n");
    // The judge takes every added case.
    fs::remove_file(temp.path(&case(n + 9, "out"))).unwrap();
    temp.rooted(&["boj-9079", "--format", "json"]).expect(0);

    let before = temp.snapshot();
    for (args, stdin, needle) in [
        (
            &["add", "boj-9079", "--in", "x.in"][..],
            "",
            "--out FILE or --from-brute",
        ),
        (&["add", "boj-9079"][..], "1\n", "a line `---`"),
        (
            &["add", "nope", "--in", "x.in", "--out", "x.out"][..],
            "",
            "no problem matches `nope`; the closest: boj-9079",
        ),
        (
            &["add", "boj-9079", "--in", "missing.in", "--out", "x.out"][..],
            "",
            "missing.in",
        ),
        (
            &["add", "boj-9079", "--out", "x.out", "--from-brute"][..],
            "",
            "pick one",
        ),
    ] {
        let out = temp.rooted_with(args, stdin.as_bytes()).expect(2);
        assert!(out.stderr.contains(needle), "{args:?}: {}", out.stderr);
    }
    assert_eq!(temp.snapshot(), before);
}

#[test]
fn add_from_brute_needs_brute_and_reports_its_failure() {
    skip_if_passed!();
    let temp = Bench::seeded("add-brute", &["boj-9079"]);
    let brute = "testcases/boj-9079/brute.rs";
    let original = temp.text(brute);
    temp.write(brute, "fn main() {\n    panic!(\"brute broke\");\n}\n");
    let before = temp.snapshot();
    let out = temp
        .rooted_with(
            &["add", "boj-9079", "--from-brute"],
            b"1\nH H H\nH H H\nH H H\n",
        )
        .expect(2);
    assert!(
        out.stderr.contains("testcases/boj-9079/brute.rs failed")
            && out.stderr.contains("brute broke")
            && out.stderr.contains("nothing was written"),
        "{}",
        out.stderr
    );
    assert_eq!(temp.snapshot(), before);
    fs::remove_file(temp.path(brute)).unwrap();
    let out = temp
        .rooted_with(
            &["add", "boj-9079", "--from-brute"],
            b"1\nH H H\nH H H\nH H H\n",
        )
        .expect(2);
    assert!(out
        .stderr
        .contains("--from-brute needs testcases/boj-9079/brute.rs"));
    temp.write(brute, &original);
}

/// The seed a failing stress run names.
fn failing_seed(stderr: &str) -> u64 {
    let at = stderr.find(" on seed ").expect("a failing seed") + " on seed ".len();
    stderr[at..]
        .split(':')
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no seed in {stderr}"))
}

/// A plain, correct boj-9079 solution with two places to plant a bug: `/*T*/` runs right
/// after T is read, `/*ANSWER*/` right before a board's answer is printed. The stress
/// tests break this file rather than the real solution, so they do not depend on its text.
fn solution_9079(after_t: &str, before_answer: &str) -> String {
    const PLAIN: &str = r#"use std::io::Read;

fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut it = s.split_ascii_whitespace();
    let t: usize = it.next().unwrap().parse().unwrap();
    /*T*/
    // Rows, columns and diagonals as 9-bit masks (bit 3·row + col).
    const LINES: [u16; 8] = [7, 56, 448, 73, 146, 292, 273, 84];
    let mut out = String::new();
    for _ in 0..t {
        let mut board = 0u16;
        for i in 0..9 {
            if it.next().unwrap() == "T" {
                board |= 1 << i;
            }
        }
        let mut best = -1i32;
        for subset in 0u16..256 {
            let mut x = board;
            for (j, line) in LINES.iter().enumerate() {
                if subset >> j & 1 == 1 {
                    x ^= line;
                }
            }
            let flips = subset.count_ones() as i32;
            if (x == 0 || x == 511) && (best < 0 || flips < best) {
                best = flips;
            }
        }
        /*ANSWER*/
        out.push_str(&format!("{best}\n"));
    }
    print!("{out}");
}
"#;
    PLAIN
        .replace("/*T*/", after_t)
        .replace("/*ANSWER*/", before_answer)
}

#[test]
fn stress_passes_the_real_solutions() {
    skip_if_passed!();
    for id in SEEDS {
        let temp = Bench::seeded("stress-real", &[id]);
        let count = if id == "boj-9079" { "200" } else { "60" };
        let out = temp
            .rooted(&["stress", id, "--count", count, "--seed", "7", "--jobs", "2"])
            .expect(0);
        let last = 7 + count.parse::<u64>().unwrap() - 1;
        assert!(
            out.stderr
                .contains(&format!("{count} cases agree (seeds 7..{last}) in ")),
            "{id}: {}",
            out.stderr
        );
    }
    // Without --seed the seed comes from the clock and is printed.
    let temp = Bench::seeded("stress-clock", &["boj-9079"]);
    let out = temp
        .rooted(&["stress", "boj-9079", "--count", "3"])
        .expect(0);
    assert!(out.stderr.contains("(from the clock; repeat with --seed "));
}

#[test]
fn stress_catches_a_broken_solution_and_saves_the_case() {
    skip_if_passed!();
    let temp = Bench::seeded("stress-broken", &["boj-9079"]);
    // Off by one on every board that cannot be made uniform.
    temp.write(
        "problems/boj-9079/src/main.rs",
        &solution_9079("", "if best == -1 {\n            best = -2;\n        }"),
    );
    let n = next_case(&temp, "boj-9079");
    let before = temp.snapshot();
    let out = temp
        .rooted(&["stress", "boj-9079", "--count", "50", "--seed", "1"])
        .expect(1);
    let seed = failing_seed(&out.stderr);
    assert!((1..=50).contains(&seed));
    for needle in [
        "WA on seed",
        "expected `-1`, found `-2`",
        "input (gen ",
        "expected (brute.rs):",
        "found (solution):",
        &format!("--seed {seed} --count 1 --save"),
    ] {
        assert!(out.stderr.contains(needle), "{needle}: {}", out.stderr);
    }
    assert_eq!(temp.snapshot(), before, "stress wrote without --save");
    let out = temp
        .rooted(&[
            "stress", "boj-9079", "--count", "50", "--seed", "1", "--save",
        ])
        .expect(1);
    assert_eq!(failing_seed(&out.stderr), seed);
    assert!(
        out.stderr.contains(&format!(
            "saved as testcases/boj-9079/{n}.in and testcases/boj-9079/{n}.out"
        )),
        "{}",
        out.stderr
    );
    // The saved case is gen's input with brute's answer: the judge now fails the solution.
    let input = temp.text(&format!("testcases/boj-9079/{n}.in"));
    let answer = temp.text(&format!("testcases/boj-9079/{n}.out"));
    assert!(answer.lines().any(|l| l == "-1"), "{answer}");
    assert_eq!(
        answer.lines().count(),
        input.lines().next().unwrap().parse::<usize>().unwrap()
    );
    temp.rooted(&["boj-9079", "--format", "json"]).expect(1);

    // The same counterexample again is not stored twice: it says which case holds it.
    let before = temp.snapshot();
    let out = temp
        .rooted(&[
            "stress", "boj-9079", "--count", "50", "--seed", "1", "--save",
        ])
        .expect(1);
    assert!(
        out.stderr.contains(&format!(
            "not saved: testcases/boj-9079/{n}.in already holds this input (case {n})"
        )),
        "{}",
        out.stderr
    );
    assert_eq!(
        temp.snapshot(),
        before,
        "the counterexample was stored twice"
    );
}

#[test]
fn stress_reports_the_smallest_failing_seed_whatever_the_jobs() {
    skip_if_passed!();
    let temp = Bench::seeded("stress-order", &["boj-9079"]);
    // Wrong only when T = 9: about one seed in ten.
    temp.write(
        "problems/boj-9079/src/main.rs",
        &solution_9079("if t == 9 {\n        return;\n    }", ""),
    );
    let one = temp
        .rooted(&[
            "stress", "boj-9079", "--count", "300", "--seed", "100", "--jobs", "1",
        ])
        .expect(1);
    let seed = failing_seed(&one.stderr);
    let four = temp
        .rooted(&[
            "stress", "boj-9079", "--count", "300", "--seed", "100", "--jobs", "4",
        ])
        .expect(1);
    assert_eq!(failing_seed(&four.stderr), seed, "{}", four.stderr);
    assert!(
        four.stderr.contains("found (solution):\n    (empty)"),
        "{}",
        four.stderr
    );
    // Every seed before it passes.
    let count = (seed - 100).to_string();
    if seed > 100 {
        temp.rooted(&["stress", "boj-9079", "--count", &count, "--seed", "100"])
            .expect(0);
    }
}

#[test]
fn stress_tells_solution_failures_from_setup_failures() {
    skip_if_passed!();
    let temp = Bench::seeded("stress-setup", &["boj-9079"]);
    let main = "problems/boj-9079/src/main.rs";
    let original = temp.text(main);
    // A crash is the solution's failure: exit 1 with the verdict.
    temp.write(
        main,
        &solution_9079("assert!(t < 5, \"too many boards\");", ""),
    );
    let out = temp
        .rooted(&["stress", "boj-9079", "--count", "100", "--seed", "1"])
        .expect(1);
    assert!(
        out.stderr.contains("RE on seed") && out.stderr.contains("too many boards"),
        "{}",
        out.stderr
    );
    // A compile error is a CE: exit 1.
    temp.write(main, "fn main() {\n    let x: i32 = \"no\";\n}\n");
    let out = temp
        .rooted(&["stress", "boj-9079", "--count", "5"])
        .expect(1);
    assert!(out.stderr.contains("CE"), "{}", out.stderr);
    temp.write(main, &original);
    // A failing brute force or generator is the setup's: exit 2.
    let brute = "testcases/boj-9079/brute.rs";
    let brute_text = temp.text(brute);
    temp.write(brute, "fn main() {\n    std::process::exit(3);\n}\n");
    let out = temp
        .rooted(&["stress", "boj-9079", "--count", "5", "--seed", "1"])
        .expect(2);
    assert!(
        out.stderr
            .contains("testcases/boj-9079/brute.rs failed on seed 1"),
        "{}",
        out.stderr
    );
    temp.write(brute, &brute_text);
    temp.write(
        "testcases/boj-9079/gen.rs",
        "fn main() {\n    let x: i32 = \"no\";\n}\n",
    );
    let out = temp
        .rooted(&["stress", "boj-9079", "--count", "5"])
        .expect(2);
    assert!(
        out.stderr
            .contains("testcases/boj-9079/gen.rs does not compile"),
        "{}",
        out.stderr
    );
    // A helper's words reach the terminal inert, in the error that names it too.
    temp.write(
        "testcases/boj-9079/gen.rs",
        "fn main() {\n    panic!(\"\\x1b[2J ##[error]forged\\n::error::forged\");\n}\n",
    );
    let out = temp
        .rooted(&["stress", "boj-9079", "--count", "1"])
        .expect(2);
    assert!(out.stderr.contains("forged"), "{}", out.stderr);
    for line in out.stderr.lines() {
        assert!(
            !line.contains("##[") && !line.trim_start().starts_with("::") && !line.contains('\x1b'),
            "live line {line:?} in\n{}",
            out.stderr
        );
    }
    fs::remove_file(temp.path("testcases/boj-9079/gen.rs")).unwrap();
    let out = temp.rooted(&["stress", "boj-9079"]).expect(2);
    assert!(
        out.stderr
            .contains("stress needs testcases/boj-9079/gen.rs"),
        "{}",
        out.stderr
    );
    // There but not a file: named so, and never opened (a FIFO would wait for a writer).
    #[cfg(unix)]
    {
        let made = std::process::Command::new("mkfifo")
            .arg(temp.path("testcases/boj-9079/gen.rs"))
            .status()
            .unwrap();
        assert!(made.success());
        let out = temp.rooted(&["stress", "boj-9079"]).expect(2);
        assert!(
            out.stderr
                .contains("testcases/boj-9079/gen.rs is not a regular file (a FIFO)"),
            "{}",
            out.stderr
        );
    }
}

const START: &str = "<!-- judge:index:start -->";
const END: &str = "<!-- judge:index:end -->";

#[test]
fn index_rewrites_only_the_marked_table() {
    skip_if_passed!();
    let temp = Bench::seeded("index", &["programmers-92345", "boj-17825", "boj-9079"]);
    let out = temp.rooted(&["index"]).expect(2);
    assert!(
        out.stderr.contains("README.md does not exist"),
        "{}",
        out.stderr
    );
    temp.write("README.md", "# Solutions\n\nNo markers here.\n");
    let out = temp.rooted(&["index"]).expect(2);
    assert!(
        out.stderr.contains(START) && out.stderr.contains(END),
        "{}",
        out.stderr
    );
    assert_eq!(temp.text("README.md"), "# Solutions\n\nNo markers here.\n");

    let before = "# Solutions\n\nSome text | with a pipe.\n\n";
    let after = "\n\n## Set-up\n\nMore text.\n";
    temp.write(
        "README.md",
        &format!("{before}{START}\nold table\n{END}{after}"),
    );
    let out = temp.rooted(&["index"]).expect(0);
    assert!(
        out.stderr.contains("index updated (3 problems)"),
        "{}",
        out.stderr
    );
    let text = temp.text("README.md");
    assert!(text.starts_with(&format!("{before}{START}\n")), "{text}");
    assert!(text.ends_with(&format!("{END}{after}")), "{text}");
    assert!(!text.contains("old table"));
    let rows: Vec<&str> = text.lines().filter(|l| l.starts_with('|')).collect();
    assert_eq!(
        rows[0],
        "| site | id | title | tier | tags | judged as | limits | cases | approach |"
    );
    // The picture of the collection, linked above the table.
    assert!(
        text.contains(&format!(
            "{START}\n![Problems by tier: 3 solved in Rust, 0 to solve](problems.svg)\n\n| site |"
        )),
        "{text}"
    );
    let svg = temp.text("problems.svg");
    assert!(
        svg.contains("<title>Problems by solved.ac tier: 3 solved in Rust, 0 to solve</title>"),
        "{svg}"
    );
    crate::xml_check::parse(&svg).unwrap_or_else(|e| panic!("{e}\n{svg}"));
    // BOJ has closed: a BOJ title links to nothing on BOJ.
    assert!(!text.contains("acmicpc.net"), "{text}");
    let expected = [
        ("BOJ | boj-9079 | 동전 게임 |  |  | Rust 2021 | 1000 ms · 128 MB", "boj-9079"),
        ("BOJ | boj-17825 | 주사위 윷놀이 |  |  | Rust 2021 | 2000 ms · 512 MB", "boj-17825"),
        (
            "Programmers | programmers-92345 | [사라지는 발판](https://school.programmers.co.kr/learn/courses/30/lessons/92345) |  |  | practice (no Rust grading) | 10000 ms · 1024 MB",
            "programmers-92345",
        ),
    ];
    for (row, (start, id)) in rows[2..].iter().zip(expected) {
        let start = format!("| {start} | {} | ", seed_cases(id));
        assert!(row.starts_with(&start), "{row}\nshould start with\n{start}");
        // The approach: the first sentence of the header's `//! Approach:` field.
        let approach = row[start.len()..].trim_end_matches(" |");
        assert!(approach.ends_with('.') && approach.len() > 20, "{row}");
    }
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[1], "|---|---|---|---|---|---|---|---|---|");

    let out = temp.rooted(&["index"]).expect(0);
    assert!(out.stderr.contains("up to date"), "{}", out.stderr);
    assert_eq!(temp.text("README.md"), text);
    // A kept statement is what a BOJ title links to, when statements are published (else
    // it is git-ignored, and the link broken on GitHub: issue 40 item 7).
    temp.write("testcases/boj-9079/statement.md", "# 동전 게임\n");
    temp.rooted(&["index"]).expect(0);
    assert_eq!(temp.text("README.md"), text);
    temp.write("judge.toml", "publish_statements = true\n");
    temp.rooted(&["index"]).expect(0);
    let text = temp.text("README.md");
    assert!(
        text.contains("| BOJ | boj-9079 | [동전 게임](testcases/boj-9079/statement.md) |  |  | "),
        "{text}"
    );
    assert!(!text.contains("acmicpc.net"), "{text}");
    fs::remove_file(temp.path("testcases/boj-9079/statement.md")).unwrap();
    fs::remove_file(temp.path("judge.toml")).unwrap();
    temp.rooted(&["index"]).expect(0);
    // No temporary file is left behind.
    let names: Vec<String> = fs::read_dir(temp.root())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(names.is_empty(), "{names:?}");
}

/// A BaekjoonHub folder name: U+2005 for spaces, as BaekjoonHub writes them.
fn hub(name: &str) -> String {
    name.replace(' ', "\u{2005}")
}

#[test]
fn import_baekjoonhub_tree() {
    skip_if_passed!();
    let temp = Bench::new("import-hub");
    let tree = temp.path("hub");
    let a_plus_b = tree.join("백준/Bronze").join(hub("1000. A+B"));
    fs::create_dir_all(&a_plus_b).unwrap();
    let boj_source = "use std::io::*;\nfn main() {\n    let mut s = String::new();\n    stdin().read_to_string(&mut s).unwrap();\n    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();\n    println!(\"{}\", v[0] + v[1]);\n}\n";
    fs::write(a_plus_b.join("A+B.rs"), boj_source).unwrap();
    // A statement written for this test, laid out as BaekjoonHub writes a README.
    fs::write(
        a_plus_b.join("README.md"),
        "# [Bronze V] A+B - 1000\n\n[문제 링크](https://www.acmicpc.net/problem/1000)\n\n\
         ### 성능 요약\n\n메모리: 1 KB, 시간: 0 ms\n\n### 분류\n\n수학, 구현, 사칙연산\n\n\
         ### 문제 설명\n\n<p>수 <em>두 개</em>의 \
         합.</p>\n\n### 입력 \n\n <p>두 수 $a$, $b$ (0 &lt; a)</p>\n\n### 출력 \n\n <p>합</p>\n",
    )
    .unwrap();
    fs::write(a_plus_b.join("input1.txt"), "1 2\n").unwrap();
    fs::write(a_plus_b.join("output1.txt"), "3\n").unwrap();
    fs::write(a_plus_b.join("input2.txt"), "-5 5\n").unwrap();
    fs::write(a_plus_b.join("output2.txt"), "0\n").unwrap();
    // No README: the title comes from the folder name, full-width forms restored.
    let odd = tree.join("백준/Silver").join(hub("1001. A？B： C"));
    fs::create_dir_all(&odd).unwrap();
    fs::write(odd.join(hub("A？B： C.rs")), boj_source).unwrap();
    fs::write(odd.join("notes.rs"), "// scratch\n").unwrap();
    fs::write(odd.join("input1.txt"), "2 2\n").unwrap();
    fs::write(odd.join("output1.txt"), "4\n").unwrap();
    // Programmers: the solution alone, literal samples.
    let lv1 = tree
        .join("프로그래머스/lv1")
        .join(hub("42576. 완주하지 못한 선수"));
    fs::create_dir_all(&lv1).unwrap();
    let solution = "use std::collections::HashMap;\n\nfn solution(participant: Vec<String>, completion: Vec<String>) -> String {\n    let mut left: HashMap<String, i32> = HashMap::new();\n    for p in participant {\n        *left.entry(p).or_default() += 1;\n    }\n    for c in completion {\n        *left.entry(c).or_default() -= 1;\n    }\n    left.into_iter().find(|(_, n)| *n > 0).map(|(p, _)| p).unwrap_or_default()\n}\n";
    fs::write(lv1.join(hub("완주하지 못한 선수.rs")), solution).unwrap();
    fs::write(
        lv1.join("input1.txt"),
        "[\"leo\", \"kiki\", \"eden\"]\n[\"eden\", \"kiki\"]\n",
    )
    .unwrap();
    fs::write(lv1.join("output1.txt"), "\"leo\"\n").unwrap();
    fs::write(
        lv1.join("input2.txt"),
        "[\"mislav\", \"stanko\", \"mislav\", \"ana\"]\n[\"stanko\", \"ana\", \"mislav\"]\n",
    )
    .unwrap();
    fs::write(lv1.join("output2.txt"), "\"mislav\"\n").unwrap();
    // Two .rs files, neither named after the title: skipped with the reason.
    let unclear = tree.join("백준/Gold").join(hub("2000. Hard One"));
    fs::create_dir_all(&unclear).unwrap();
    fs::write(unclear.join("a.rs"), "fn main() {}\n").unwrap();
    fs::write(unclear.join("b.rs"), "fn main() {}\n").unwrap();

    let out = temp.rooted(&["import", "hub"]).expect(2);
    let report = out.stdout_text();
    let mut lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 5, "{}", out.stdout_text());
    // The last line: statements stay out of git (the workspace had no .gitignore).
    assert!(
        lines
            .pop()
            .is_some_and(|l| l.starts_with("added `testcases/*/statement.md` to .gitignore")),
        "{}",
        out.stdout_text()
    );
    assert!(temp
        .text(".gitignore")
        .ends_with("\ntestcases/*/statement.md\n"));
    assert!(
        lines[0].starts_with("imported boj-1000 (A+B) from 백준/Bronze/1000."),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].ends_with(
            ": 2 cases; created testcases/boj-1000/statement.md (the statement; `cargo judge \
             show boj-1000` prints it)"
        ),
        "{}",
        lines[0]
    );
    let kept = temp.text("testcases/boj-1000/statement.md");
    for part in [
        "# A+B\n",
        "- kept from a BaekjoonHub backup (README.md); BOJ closed on 2026-04-28\n",
        "\n## 문제 설명\n\n수 *두 개*의 합.\n",
        "\n## 입력\n\n두 수 $a$, $b$ (0 < a)\n",
        "\n## 출력\n\n합\n",
    ] {
        assert!(kept.contains(part), "{part:?} in\n{kept}");
    }
    assert!(!kept.contains("성능 요약"), "{kept}");
    // The README's tier and 분류 become the problem's tier and tags.
    let toml = temp.text("testcases/boj-1000/problem.toml");
    assert!(
        toml.contains("\ntier = \"Bronze V\"\ntags = [\"수학\", \"구현\", \"사칙연산\"]\n"),
        "{toml}"
    );
    assert!(
        lines[1].starts_with("skipped 백준/Gold/2000.")
            && lines[1].contains("several .rs files (a.rs, b.rs)"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("imported boj-1001 (A?B: C)"),
        "{}",
        lines[2]
    );
    assert!(
        lines[3].starts_with("imported programmers-42576 (완주하지 못한 선수)")
            && lines[3].contains("harness added"),
        "{}",
        lines[3]
    );

    assert_eq!(temp.text("problems/boj-1000/src/main.rs"), boj_source);
    assert_eq!(temp.text("testcases/boj-1000/sample-2.in"), "-5 5\n");
    let toml = temp.text("testcases/boj-1001/problem.toml");
    assert!(
        toml.contains("title = \"A?B: C\"")
            && toml.contains("compare = \"boj\"")
            && toml.contains("language = \"Rust 2021\""),
        "{toml}"
    );
    assert!(
        toml.contains("url = \"https://www.acmicpc.net/problem/1001\""),
        "{toml}"
    );
    let toml = temp.text("testcases/programmers-42576/problem.toml");
    assert!(
        toml.contains("title = \"완주하지 못한 선수\"") && toml.contains("compare = \"literal\""),
        "{toml}"
    );
    let imported = temp.text("problems/programmers-42576/src/main.rs");
    assert!(imported.starts_with(solution.trim_end()));
    assert!(imported.contains(HARNESS_MARKER));
    // The imported problems judge as they are: every sample accepted.
    temp.rooted(&[
        "boj-1000",
        "boj-1001",
        "programmers-42576",
        "--format",
        "json",
    ])
    .expect(0);
    // And print gives back the solution as it was.
    let out = temp.rooted(&["print", "programmers-42576"]).expect(0);
    assert_eq!(out.stdout_text(), solution);

    // Again: everything is there already, nothing changes.
    let before = temp.snapshot();
    let out = temp.rooted(&["import", "hub"]).expect(2);
    assert_eq!(
        out.stdout_text().matches("already exists").count(),
        3,
        "{}",
        out.stdout_text()
    );
    // The same in Korean: each folder's line, the paths as they are.
    let out = temp.rooted(&["import", "hub", "--lang", "ko"]).expect(2);
    assert_eq!(
        out.stdout_text()
            .matches("이(가) 이미 있습니다 (아무것도 덮어쓰지 않습니다)")
            .count(),
        3,
        "{}",
        out.stdout_text()
    );
    assert!(
        out.stdout_text()
            .contains("건너뜀: .rs 파일이 여럿(a.rs, b.rs)이고 제목을 딴 것이 없습니다"),
        "{}",
        out.stdout_text()
    );
    fs::remove_file(unclear.join("b.rs")).unwrap();
    let out = temp.rooted(&["import", "hub"]).expect(0);
    assert!(
        out.stdout_text().contains("imported boj-2000 (Hard One)"),
        "{}",
        out.stdout_text()
    );
    let mut after = temp.snapshot();
    after.retain(|(p, _)| !p.to_string_lossy().contains("2000"));
    let mut before = before;
    before.retain(|(p, _)| !p.to_string_lossy().contains("2000"));
    assert_eq!(after, before);
}

#[test]
fn import_online_judge_tools_folders() {
    skip_if_passed!();
    let temp = Bench::new("import-oj");
    let source = "fn main() {\n    println!(\"Hello World!\");\n}\n";
    temp.write("oj/1000/main.rs", source);
    temp.write("oj/1000/test/sample-1.in", "");
    temp.write("oj/1000/test/sample-1.out", "Hello World!\n");
    temp.write(
        "oj/hello/main.rs",
        &format!("// https://www.acmicpc.net/problem/2557\n{source}"),
    );
    temp.write("oj/hello/test/sample-1.in", "\n");
    temp.write("oj/hello/test/sample-1.out", "Hello World!\n");
    temp.write("oj/hello/test/sample-2.in", "\n");
    temp.write("oj/hello/test/sample-2.out", "Hello World!\n");
    temp.write("oj/hello/test/custom.in", "\n");
    temp.write("oj/unnamed/main.rs", source);
    fs::create_dir_all(temp.path("oj/unnamed/test")).unwrap();

    let out = temp.rooted(&["import", "oj"]).expect(2);
    let report = out.stdout_text();
    let mut lines: Vec<&str> = report.lines().collect();
    assert_eq!(lines.len(), 4, "{}", out.stdout_text());
    assert!(
        lines.pop().is_some_and(|l| l.contains("to .gitignore")),
        "{}",
        out.stdout_text()
    );
    assert!(
        lines[0].starts_with("skipped 1000: no problem URL in main.rs: pass --site boj"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with("imported boj-2557 (no title) from hello: 2 cases"),
        "{}",
        lines[1]
    );
    assert!(
        lines[1].contains("test/custom.in has no .out"),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with("skipped unnamed: ") && lines[2].contains("URL"),
        "{}",
        lines[2]
    );
    assert!(temp.path("testcases/boj-2557/sample-2.out").is_file());
    assert!(!temp.path("problems/boj-1000").exists());

    let out = temp.rooted(&["import", "oj", "--site", "boj"]).expect(2);
    assert!(
        out.stdout_text().contains("imported boj-1000"),
        "{}",
        out.stdout_text()
    );
    assert!(
        out.stdout_text()
            .contains("skipped hello: problems/boj-2557 already exists"),
        "{}",
        out.stdout_text()
    );
    let toml = temp.text("testcases/boj-1000/problem.toml");
    assert!(
        toml.contains("time_limit_ms = 1000")
            && toml.contains("copy them from a saved copy of its page"),
        "{toml}"
    );
    temp.rooted(&["boj-1000", "boj-2557", "--format", "json"])
        .expect(0);

    let out = temp.rooted(&["import", "nowhere"]).expect(2);
    assert!(out.stderr.contains("is not a folder"), "{}", out.stderr);
    fs::create_dir_all(temp.path("empty")).unwrap();
    let out = temp.rooted(&["import", "empty"]).expect(2);
    assert!(
        out.stderr.contains("found no problem folders"),
        "{}",
        out.stderr
    );
}

#[test]
fn stress_judges_with_a_cpp_checker_too() {
    skip_if_passed!();
    if crate::support::cxx("stress_judges_with_a_cpp_checker_too").is_none() {
        return;
    }
    let temp = Bench::new("stress-cpp-checker");
    // Any answer within 1 of n is right; the solution is off by 2 only when n = 50.
    temp.write(
        "problems/boj-1/src/main.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    let n: i64 = s.trim().parse().unwrap();\n    \
         println!(\"{}\", if n == 50 { n + 2 } else { n + 1 });\n}\n",
    );
    temp.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 128\ncompare = \"checker\"\n",
    );
    temp.write(
        "testcases/boj-1/gen.rs",
        "fn main() {\n    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();\n    \
         println!(\"{}\", seed % 100);\n}\n",
    );
    temp.write(
        "testcases/boj-1/brute.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    println!(\"{}\", s.trim());\n}\n",
    );
    // A plain C++ checker in testlib's order: INPUT OUTPUT ANSWER.
    temp.write(
        "testcases/boj-1/checker.cpp",
        "#include <cstdio>\n#include <cstdlib>\n\
         int main(int argc, char **argv) {\n\
           long long out, ans;\n\
           FILE *o = std::fopen(argv[2], \"r\"), *a = std::fopen(argv[3], \"r\");\n\
           if (!o || !a || std::fscanf(o, \"%lld\", &out) != 1 || std::fscanf(a, \"%lld\", &ans) != 1) return 2;\n\
           if (std::llabs(out - ans) > 1) { std::fprintf(stderr, \"%lld is too far from %lld\\n\", out, ans); return 1; }\n\
           return 0;\n\
         }\n",
    );
    temp.rooted(&["stress", "boj-1", "--seed", "0", "--count", "50"])
        .expect(0);
    let out = temp
        .rooted(&["stress", "boj-1", "--seed", "0", "--count", "100"])
        .expect(1);
    assert_eq!(failing_seed(&out.stderr), 50, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("checker: wrong answer: 52 is too far from 50"),
        "{}",
        out.stderr
    );
}

#[test]
fn add_stores_an_interactive_case_as_its_input_alone() {
    skip_if_passed!();
    let temp = Bench::new("add-interactive");
    temp.write("problems/boj-1/src/main.rs", "fn main() {}\n");
    temp.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 128\ncompare = \"interactive\"\n",
    );
    temp.write("testcases/boj-1/interactor.rs", "fn main() {}\n");
    temp.write("secret.in", "100 42\n");
    let out = temp
        .rooted(&["add", "boj-1", "--in", "secret.in"])
        .expect(0);
    assert!(out.stderr.contains("no 1.out"), "{}", out.stderr);
    let data = temp.root().join("testcases/boj-1");
    assert_eq!(fs::read_to_string(data.join("1.in")).unwrap(), "100 42\n");
    assert!(!data.join("1.out").exists());
    // From stdin, without a `---` line, too; and with an answer when one is given.
    temp.rooted_with(&["add", "boj-1"], b"7 3\n").expect(0);
    assert_eq!(fs::read_to_string(data.join("2.in")).unwrap(), "7 3\n");
    assert!(!data.join("2.out").exists());
    temp.rooted_with(&["add", "boj-1"], b"7 3\n---\nok\n")
        .expect(0);
    assert_eq!(fs::read_to_string(data.join("3.out")).unwrap(), "ok\n");
    let out = temp
        .rooted(&["add", "boj-1", "--in", "secret.in", "--from-brute"])
        .expect(2);
    assert!(out.stderr.contains("drop --from-brute"), "{}", out.stderr);
}

/// Binary search on the guessing game of tests/fixtures/interactive, which answers one
/// more than the secret when the secret is 37 (seed 36 of the generator below).
const GUESS_OFF_AT_37: &str = "use std::io::{self, BufRead, Write};

fn main() {
    let mut lines = io::stdin().lock().lines().map(|l| l.unwrap());
    let mut out = io::stdout().lock();
    let n: u32 = lines.next().unwrap().trim().parse().unwrap();
    let (mut lo, mut hi) = (1, n);
    loop {
        let mid = lo + (hi - lo) / 2;
        writeln!(out, \"? {mid}\").unwrap();
        out.flush().unwrap();
        match lines.next().unwrap().trim() {
            \"<\" => hi = mid - 1,
            \">\" => lo = mid + 1,
            _ => {
                writeln!(out, \"! {}\", if mid == 37 { 38 } else { mid }).unwrap();
                out.flush().unwrap();
                return;
            }
        }
    }
}
";

/// boj-1: the guessing game of tests/fixtures/interactive with [`GUESS_OFF_AT_37`] as the
/// solution and a generator of `100 secret`; no brute.rs, as the interactor decides.
fn guessing_game(test: &str) -> Bench {
    let temp = Bench::new(test);
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/interactive/testcases/guess-ac");
    let interactor = fs::read_to_string(fixture.join("interactor.rs")).expect("the interactor");
    temp.write("testcases/boj-1/interactor.rs", &interactor);
    temp.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 128\ncompare = \"interactive\"\n",
    );
    temp.write(
        "testcases/boj-1/gen.rs",
        "fn main() {\n    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();\n    \
         println!(\"100 {}\", seed % 100 + 1);\n}\n",
    );
    temp.write("problems/boj-1/src/main.rs", GUESS_OFF_AT_37);
    temp
}

#[test]
fn stress_speaks_korean_with_lang_ko_or_a_korean_locale() {
    skip_if_passed!();
    let temp = guessing_game("stress-korean");
    let out = temp
        .rooted(&[
            "stress", "boj-1", "--seed", "0", "--count", "30", "--lang", "ko",
        ])
        .expect(0);
    assert!(
        out.stderr.contains("stress boj-1: 시드 0..29, 동시에")
            && out.stderr.contains("케이스 30개 모두 통과 (시드 0..29)"),
        "{}",
        out.stderr
    );
    let out = temp
        .rooted(&[
            "stress", "boj-1", "--seed", "30", "--count", "10", "--lang", "ko",
        ])
        .expect(1);
    for shown in [
        "stress boj-1: 시드 36에서 틀렸습니다: 인터랙터: wrong answer: answered 38, the secret is 37",
        "입력 (gen 36):\n    100 37\n",
        "대화 (< 인터랙터가 풀이에게, > 풀이가 인터랙터에게):\n    < 100\n",
        "케이스로 남기려면: cargo judge stress boj-1 --seed 36 --count 1 --save",
    ] {
        assert!(out.stderr.contains(shown), "{shown:?} in {}", out.stderr);
    }
    temp.rooted(&[
        "stress", "boj-1", "--seed", "36", "--count", "1", "--save", "--lang", "ko",
    ])
    .expect(1);
    // The locale decides when --lang is not given, LC_ALL before LANG as POSIX has it;
    // --lang en wins over it.
    let mut command = crate::support::runner();
    command
        .args([
            "stress", "boj-1", "--seed", "36", "--count", "1", "--save", "--root",
        ])
        .arg(temp.root())
        .env("LANG", "en_US.UTF-8")
        .env("LC_ALL", "ko_KR.UTF-8");
    let run = crate::support::feed(command, b"");
    // Korean; and the input the run before saved is not saved again.
    assert!(
        run.stderr.contains(
            "저장하지 않았습니다: testcases/boj-1/1.in에 이미 같은 입력이 있습니다 (케이스 1)"
        ),
        "{}",
        run.stderr
    );
    let out = temp
        .rooted(&[
            "stress", "boj-1", "--seed", "36", "--count", "1", "--lang", "en",
        ])
        .expect(1);
    assert!(out.stderr.contains("WA on seed 36"), "{}", out.stderr);
}

#[test]
fn stress_plays_an_interactive_problem_against_its_interactor() {
    skip_if_passed!();
    let temp = guessing_game("stress-interactive");
    let out = temp
        .rooted(&["stress", "boj-1", "--seed", "0", "--count", "30"])
        .expect(0);
    assert!(out.text().contains("30 cases agree"), "{}", out.text());
    let out = temp
        .rooted(&[
            "stress", "boj-1", "--seed", "0", "--count", "100", "--jobs", "2",
        ])
        .expect(1);
    assert_eq!(failing_seed(&out.text()), 36, "{}", out.text());
    for shown in [
        "WA on seed 36: interactor: wrong answer: answered 38, the secret is 37",
        "input (gen 36):\n    100 37\n",
        "the talk (< the interactor to the solution, > the solution to the interactor):\n    < 100\n    > ? 50\n",
        "    < =\n    > ! 38\n",
    ] {
        assert!(out.text().contains(shown), "{shown:?} in {}", out.text());
    }
    assert!(!out.text().contains("brute.rs"), "{}", out.text());
    // Saved, the failing input is a case of its own; an interactive case needs no .out.
    temp.rooted(&["stress", "boj-1", "--seed", "36", "--count", "1", "--save"])
        .expect(1);
    assert_eq!(temp.text("testcases/boj-1/1.in"), "100 37\n");
    assert!(!temp.path("testcases/boj-1/1.out").exists());
    let judged = temp.rooted(&["boj-1"]).expect(1);
    assert!(judged.text().contains("answered 38"), "{}", judged.text());
    // With a brute.rs, its output is the interactor's ANSWER, and is saved as the .out.
    temp.write(
        "testcases/boj-1/brute.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    \
         println!(\"{}\", s.split_whitespace().nth(1).unwrap());\n}\n",
    );
    // (The case saved above holds the same input: it goes first, as a stored input is never
    // saved twice.)
    fs::remove_file(temp.path("testcases/boj-1/1.in")).expect("remove 1.in");
    temp.rooted(&["stress", "boj-1", "--seed", "36", "--count", "1", "--save"])
        .expect(1);
    assert_eq!(temp.text("testcases/boj-1/1.out"), "37\n");
    // A brute force the interactor disagrees with is the judge data's fault, not a verdict.
    temp.write(
        "testcases/boj-1/brute.rs",
        "fn main() {\n    println!(\"0\");\n}\n",
    );
    let out = temp
        .rooted(&["stress", "boj-1", "--seed", "0", "--count", "5"])
        .expect(2);
    assert!(
        out.text().contains("testcases/boj-1/interactor.rs")
            && out.text().contains("does not hold the secret"),
        "{}",
        out.text()
    );
}

#[test]
fn stress_judges_with_the_checker_when_compare_is_checker() {
    skip_if_passed!();
    let temp = Bench::new("stress-checker");
    // Any answer within 1 of n is right; the solution is off by 2 only when n = 50.
    temp.write(
        "problems/boj-1/src/main.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    let n: i64 = s.trim().parse().unwrap();\n    \
         println!(\"{}\", if n == 50 { n + 2 } else { n + 1 });\n}\n",
    );
    temp.write(
        "testcases/boj-1/problem.toml",
        "time_limit_ms = 1000\nmemory_limit_mb = 128\ncompare = \"checker\"\n",
    );
    temp.write(
        "testcases/boj-1/gen.rs",
        "fn main() {\n    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();\n    \
         println!(\"{}\", seed % 100);\n}\n",
    );
    temp.write(
        "testcases/boj-1/brute.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    println!(\"{}\", s.trim());\n}\n",
    );
    temp.write(
        "testcases/boj-1/checker.rs",
        "fn main() {\n    let args: Vec<String> = std::env::args().collect();\n    \
         let read = |i: usize| -> i64 { std::fs::read_to_string(&args[i]).unwrap().trim().parse().unwrap() };\n    \
         let (output, answer) = (read(2), read(3));\n    \
         if (output - answer).abs() > 1 {\n        eprintln!(\"{output} is too far from {answer}\");\n        \
         std::process::exit(1);\n    }\n}\n",
    );
    temp.rooted(&["stress", "boj-1", "--seed", "0", "--count", "50"])
        .expect(0);
    let out = temp
        .rooted(&["stress", "boj-1", "--seed", "0", "--count", "100"])
        .expect(1);
    assert_eq!(failing_seed(&out.stderr), 50, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("checker: wrong answer: 52 is too far from 50"),
        "{}",
        out.stderr
    );
    // A checker.cpp beside it: which one is meant cannot be told, as the judge says too.
    temp.write("testcases/boj-1/checker.cpp", "int main() { return 0; }\n");
    let out = temp
        .rooted(&["stress", "boj-1", "--seed", "0", "--count", "1"])
        .expect(2);
    assert!(
        out.stderr.contains(
            "both testcases/boj-1/checker.rs and testcases/boj-1/checker.cpp exist: keep the one \
             to use"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn add_skips_the_header_of_a_pasted_table_and_refuses_rows_that_do_not_fit() {
    skip_if_passed!();
    let temp = Bench::new("add-rows");
    let signature = "fn solution(participant: Vec<String>, completion: Vec<String>) -> String";
    temp.rooted(&["new", "programmers", "42576", "--signature", signature])
        .expect(0);
    let id = "programmers-42576";
    // The table as a browser copies it: the header row, then the rows.
    let table = "participant\tcompletion\treturn\n\
                 [\"leo\", \"kiki\", \"eden\"]\t[\"eden\", \"kiki\"]\t\"leo\"\n";
    let out = temp.rooted_with(&["add", id], table.as_bytes()).expect(0);
    assert!(
        out.stderr
            .contains("skipped line 1: the header of the 입출력 예 table"),
        "{}",
        out.stderr
    );
    assert_eq!(
        temp.text(&format!("testcases/{id}/1.in")),
        "[\"leo\", \"kiki\", \"eden\"]\n[\"eden\", \"kiki\"]\n"
    );
    assert_eq!(temp.text(&format!("testcases/{id}/1.out")), "\"leo\"\n");
    assert!(!temp.path(&format!("testcases/{id}/2.in")).exists());

    // Rows that do not fit the signature are refused, and nothing of the paste is written.
    let before = temp.snapshot();
    for (rows, says) in [
        (
            "[\"a\"]\t\"a\"\n",
            "the row has 2 cells but `solution` takes 2 arguments",
        ),
        (
            "[\"a\", \"b\"]\t[\"a\"]\t\"b\"\n[\"a\"]\t[]\tb\n",
            "line 2: cell 3, `b`, is not a Programmers literal",
        ),
        (
            "\"a\"\t[\"a\"]\t\"a\"\n",
            "line 1: cell 1, `\"a\"`, does not fit participant: Vec<String>",
        ),
        (
            "[\"a\"]\t[]\t[\"a\"]\n",
            "line 1: cell 3, `[\"a\"]`, does not fit the result: String",
        ),
    ] {
        let out = temp.rooted_with(&["add", id], rows.as_bytes()).expect(2);
        assert!(out.stderr.contains(says), "{rows:?}: {}", out.stderr);
        assert_eq!(temp.snapshot(), before, "{rows:?} wrote something");
    }
}

#[test]
fn index_leaves_the_approach_empty_while_it_is_the_templates() {
    skip_if_passed!();
    let temp = Bench::new("index-todo");
    temp.rooted(&["new", "boj", "1000", "--title", "A+B"])
        .expect(0);
    temp.write(
        "README.md",
        "# Solutions\n\n<!-- judge:index:start -->\n<!-- judge:index:end -->\n",
    );
    temp.rooted(&["index"]).expect(0);
    let text = temp.text("README.md");
    let row = text
        .lines()
        .find(|l| l.contains("| boj-1000 |"))
        .unwrap_or_else(|| panic!("no boj-1000 row in:\n{text}"));
    assert!(!row.contains("TODO"), "{row}");
    // Still the template: in the to-solve table (no approach column), after the solved one.
    assert!(
        row.ends_with("| Rust 2021 | 1000 ms · 256 MB | 0 |"),
        "{row}"
    );
    assert!(
        text.contains("\n**To solve** (1: main.rs is still the template"),
        "{text}"
    );
    assert!(text.contains("(problems.svg)"), "{text}");
    // Once written, the approach is there; the header alone leaves it to solve, the first
    // change to the code makes it a solution.
    let main = "problems/boj-1000/src/main.rs";
    temp.edit(
        main,
        "TODO: the idea in a line or two.",
        "add the two numbers.",
    );
    temp.rooted(&["index"]).expect(0);
    assert!(
        temp.text("README.md").contains("**To solve** (1:"),
        "{}",
        temp.text("README.md")
    );
    temp.edit(main, "format!(\"{n}\\n\")", "format!(\"{}\\n\", n)");
    temp.rooted(&["index"]).expect(0);
    let text = temp.text("README.md");
    assert!(text.contains("| add the two numbers. |"), "{text}");
    assert!(!text.contains("**To solve**"), "{text}");
    assert!(temp
        .text("problems.svg")
        .contains("1 solved in Rust, 0 to solve"));
    // A problems.svg that index did not write is never replaced.
    temp.write("problems.svg", "<svg>mine</svg>\n");
    let out = temp.rooted(&["index"]).expect(2);
    assert!(
        out.stderr.contains("refusing to overwrite: problems.svg"),
        "{}",
        out.stderr
    );
    assert_eq!(temp.text("problems.svg"), "<svg>mine</svg>\n");
}

#[test]
fn every_subcommand_takes_lang_as_every_one_takes_root() {
    skip_if_passed!();
    let temp = Bench::new("lang-everywhere");
    let subs = [
        "new", "listen", "add", "stress", "print", "index", "import", "run", "watch", "show",
    ];
    for sub in subs {
        let out = temp.rooted(&[sub, "--lang", "ko", "--help"]).expect(0);
        assert!(
            out.stdout_text().contains("--lang"),
            "{sub}: {}",
            out.stdout_text()
        );
    }
    // What `new` and `print` say reads in Korean, and keeps its paths and commands.
    let out = temp
        .rooted(&["new", "boj", "1000", "--lang", "ko"])
        .expect(0);
    for line in [
        "problems/boj-1000/src/main.rs을(를) 만들었습니다",
        "채점 언어: Rust 2021 (rustc 1.73 --edition 2021 -O, BOJ가 문을 닫은 2026-04-28까지",
        "다음: problems/boj-1000/src/main.rs의 머리말을 채우고, `cargo judge add boj-1000`으로",
    ] {
        assert!(out.stderr.contains(line), "{line}\n{}", out.stderr);
    }
    assert!(!out.stderr.contains("created "), "{}", out.stderr);
    let out = temp
        .rooted(&["print", "boj-1000", "--lang", "ko"])
        .expect(0);
    assert!(
        out.stderr
            .contains("BOJ는 2026-04-28에 문을 닫아 제출을 받지 않습니다"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains("judged as"), "{}", out.stderr);
    temp.rooted(&["index", "--lang", "en"]).expect(2); // no README.md: the error, not the flag
                                                       // A bad value is refused by every one of them, before anything is done.
    for args in [
        &["print", "boj-1000", "--lang", "fr"][..],
        &["show", "boj-1000", "--lang", "fr"],
        &["new", "boj", "1001", "--lang", "fr"],
    ] {
        let out = temp.rooted(args).expect(2);
        assert!(
            out.stderr.contains("unknown language `fr`"),
            "{args:?}: {}",
            out.stderr
        );
    }
    assert!(!temp.path("problems/boj-1001").exists());
}

#[test]
fn import_boj_vault_backup() {
    skip_if_passed!();
    let temp = Bench::new("import-vault");
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/boj-vault");
    crate::support::copy_dir(&fixtures.join("hand-made"), &temp.path("vault"));
    let out = temp.rooted(&["import", "vault"]).expect(2);
    // The report on stdout; the files left out on stderr.
    for line in [
        "imported boj-1000 (A+B): 1 sample, no statement; main.rs is submission 7; 3 new \
         submissions",
        "imported boj-2000 (no samples): 0 samples, no statement; no accepted Rust submission",
    ] {
        assert!(
            out.stdout_text().contains(line),
            "{line}\n{}",
            out.stdout_text()
        );
    }
    for line in [
        "broken: output/submissions/1000/9.json: not JSON",
        "broken: output/submissions/1000/10.py: code without a record",
    ] {
        assert!(out.stderr.contains(line), "{line}\n{}", out.stderr);
    }
    assert!(!out.stdout_text().contains("broken") && !out.stderr.contains("imported"));
    let vault = fixtures.join("hand-made/output/submissions/1000");
    // The code byte-exact; the extension from the record's language (8.txt is Python 3).
    assert_eq!(
        temp.text("problems/boj-1000/src/main.rs"),
        fs::read_to_string(vault.join("7.rs")).unwrap()
    );
    assert_eq!(
        temp.text("testcases/boj-1000/submissions/8.py"),
        fs::read_to_string(vault.join("8.txt")).unwrap()
    );
    let list = temp.text("testcases/boj-1000/submissions.toml");
    assert!(
        list.contains(
            "[[submission]]\nid = 7\nlanguage = \"Rust 2021\"\nverdict = \"맞았습니다!!\"\n\
             code = \"AC\"\ntime_ms = 0\nmemory_kb = 13156\nsubmitted = \"2024-03-02 09:15:02\"\n"
        ),
        "{list}"
    );
    // Whitespace has no row here: kept all the same, as .txt, with its language.
    assert!(
        list.contains("id = 11\nlanguage = \"Whitespace\"\n"),
        "{list}"
    );
    assert!(temp.path("testcases/boj-1000/submissions/11.txt").is_file());
    let toml = temp.text("testcases/boj-1000/problem.toml");
    assert!(
        toml.contains("time_limit_ms = 2000")
            && toml.contains("\ntags = [\"수학\", \"구현\", \"사칙연산\"]\n")
            && !toml.contains("성공"),
        "{toml}"
    );
    assert_eq!(temp.text("testcases/boj-1000/sample-1.out"), "3\n");
    // The workspace judges as imported.
    temp.rooted(&["boj-1000", "boj-2000", "--format", "json"])
        .expect(0);
    // A Rust 2018 submission (saved as .txt, as boj-vault saved Rust then) is judged as
    // Rust 2018: its bare `Box<Error>` builds with --edition 2018 and not with 2021.
    assert!(out.stdout_text().contains(
        "imported boj-3000 (old Rust): 1 sample, no statement; main.rs is submission 20; 1 new \
         submission"
    ));
    let toml = temp.text("testcases/boj-3000/problem.toml");
    assert!(toml.contains("\nlanguage = \"Rust 2018\"\n"), "{toml}");
    assert!(toml.contains("\ntags = [\"수학\"]\n"), "{toml}");
    assert!(temp
        .text("problems/boj-3000/Cargo.toml")
        .contains("\nedition = \"2018\"\n"));
    let run = temp.rooted(&["boj-3000", "--lang", "en"]).expect(0);
    assert!(run.text().contains("AC   sample-1"), "{}", run.text());
    let print = temp.rooted(&["print", "boj-3000"]).expect(0);
    assert!(print.stderr.contains("Rust 2018"), "{}", print.stderr);
    let toml_2021 = toml.replace("\"Rust 2018\"", "\"Rust 2021\"");
    temp.write("testcases/boj-3000/problem.toml", &toml_2021);
    let run = temp.rooted(&["boj-3000", "--lang", "en"]).expect(1);
    assert!(run.text().contains("CE"), "{}", run.text());
    temp.write("testcases/boj-3000/problem.toml", &toml);

    // Again: nothing new, nothing changed, and it says so.
    let before = temp.snapshot();
    let out = temp.rooted(&["import", "vault"]).expect(2);
    assert!(
        out.stdout_text()
            .contains("updated boj-1000: 0 new submissions (3 kept already)"),
        "{}",
        out.stdout_text()
    );
    assert_eq!(temp.snapshot(), before);

    // The real backup's cut: added beside it, forced by --format.
    crate::support::copy_dir(
        &fixtures.join("softwareDefine-boj-backup"),
        &temp.path("real"),
    );
    let out = temp
        .rooted(&["import", "real", "--format", "boj-vault"])
        .expect(0);
    assert!(
        out.stdout_text()
            .contains("updated boj-1000: 1 new submission\n")
            && out
                .stdout_text()
                .contains("imported boj-1041 (주사위): 4 samples"),
        "{}",
        out.stdout_text()
    );
    let list = temp.text("testcases/boj-13909/submissions.toml");
    assert!(
        // BOJ wrote a no-break space after 에러; the words are kept with a space.
        list.contains("verdict = \"런타임 에러 (AttributeError)\"\ncode = \"RE\""),
        "{list}"
    );
    assert!(temp
        .path("testcases/boj-1041/submissions/92114403.cpp")
        .is_file());
}
