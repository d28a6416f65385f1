//! Every `cargo judge …` command in the fenced `sh` blocks of README.md and
//! docs/workflow.md, run as written (issue 40): its words after `cargo judge` are the
//! runner's arguments (the alias in `.cargo/config.toml` passes them on unchanged, which
//! the first test checks), in the folder a `cd DIR &&` before it names, with a heredoc after
//! it as its stdin and `~` as the shell expands it. A command the doc adds or changes is
//! run too: the expectations below are looked up by the command's exact words, and a
//! command without one fails the test.
//!
//! The commands run in the order the doc gives them, in a copy of a workspace holding the
//! three example problems (their seeds), the README and BOJ 1000's saved page (`1000.html`,
//! also in `~/Downloads/`), after what the doc says the user does between commands: the
//! A+B solution written, `gen.rs` and `brute.rs` written, the files `1.in`, `1.out` and
//! `my.in` saved, a backup in `DIR` and official data in `PACKAGE`. Every `new` runs also
//! in a fresh copy of its own (the doc gives some as alternatives). Each must exit 0: the
//! doc shows none of them failing; a usage error (2) or a crash fails the test.

use crate::support::{self, copy_dir, Bench, Run};
use std::fs;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::Stdio;

/// One `cargo judge` command of a doc.
#[derive(Debug)]
struct Example {
    /// `README.md:12`, for the messages.
    place: String,
    /// The words after `cargo judge`, quotes removed and `~` expanded.
    args: Vec<String>,
    /// The folder the command runs in, under the workspace root (`""`: the root).
    dir: String,
    /// A heredoc's text, the command's stdin.
    stdin: String,
}

impl Example {
    fn key(&self) -> String {
        self.args.join(" ")
    }
}

/// What a command needs that the docs' workspace cannot give it here.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Mark {
    /// Run to its exit, which must be 0.
    Exits,
    /// Reads the case from the terminal: given what the user types there.
    Typed(&'static str),
    /// Runs until Ctrl-C: started, its first report read, then stopped while still running.
    UntilCtrlC,
    /// Not run, for the reason given.
    NotRun(&'static str),
}

/// The commands that are not simply run to their exit, by their words after `cargo judge`.
const MARKED: &[(&str, Mark)] = &[
    (
        "listen",
        Mark::NotRun(
            "a server on the fixed port 10043 for the browser's Competitive Companion, \
             until Ctrl-C; its own tests (sites.rs) post to it over 127.0.0.1",
        ),
    ),
    ("add boj-1000", Mark::Typed("1 2\n---\n3\n")),
    ("watch boj-1000", Mark::UntilCtrlC),
];

fn mark(example: &Example) -> Mark {
    MARKED
        .iter()
        .find(|(key, _)| *key == example.key())
        .map_or(Mark::Exits, |(_, mark)| *mark)
}

/// Shell words of `line` (single and double quotes, backslash escapes outside them), with
/// `~` at the start of a word as `home`.
fn words(line: &str, home: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let mut started = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                started = true;
                for q in chars.by_ref() {
                    if q == '\'' {
                        break;
                    }
                    word.push(q);
                }
            }
            '"' => {
                started = true;
                while let Some(q) = chars.next() {
                    match q {
                        '"' => break,
                        '\\' => word.extend(chars.next()),
                        _ => word.push(q),
                    }
                }
            }
            '\\' => {
                started = true;
                word.extend(chars.next());
            }
            '~' if !started && matches!(chars.peek(), None | Some('/')) => {
                started = true;
                word.push_str(home);
            }
            c if c.is_whitespace() => {
                if started {
                    out.push(std::mem::take(&mut word));
                    started = false;
                }
            }
            c => {
                started = true;
                word.push(c);
            }
        }
    }
    if started {
        out.push(word);
    }
    out
}

/// `line` without its comment: from a `#` that starts a word, outside quotes.
fn uncommented(line: &str) -> &str {
    let mut quote = None;
    let mut previous = ' ';
    for (at, c) in line.char_indices() {
        match (quote, c) {
            (None, '\'' | '"') => quote = Some(c),
            (Some(q), c) if c == q => quote = None,
            (None, '#') if previous.is_whitespace() => return &line[..at],
            _ => {}
        }
        previous = c;
    }
    line
}

/// The `cargo judge` commands of the fenced `sh` blocks of `file` (a path under the repo).
fn examples(file: &str, home: &str) -> Vec<Example> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let text = fs::read_to_string(repo.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    let mut out = Vec::new();
    let mut lines = text.lines().enumerate();
    let mut in_sh = false;
    while let Some((at, line)) = lines.next() {
        let fence = line.trim_start();
        if fence.starts_with("```") {
            in_sh = !in_sh && fence == "```sh";
            continue;
        }
        if !in_sh {
            continue;
        }
        // A line continued with `\` is one command.
        let mut command = uncommented(line).trim_end().to_string();
        while command.ends_with('\\') {
            command.pop();
            let (_, next) = lines.next().expect("a continued line goes on");
            command.push(' ');
            command.push_str(uncommented(next).trim_end());
        }
        let Some(from) = command.find("cargo judge") else {
            continue;
        };
        let before = command[..from].trim();
        let dir = match before.strip_suffix("&&").map(str::trim) {
            Some(cd) => cd
                .strip_prefix("cd ")
                .expect("only `cd DIR &&`")
                .trim()
                .into(),
            None if before.is_empty() => String::new(),
            None => panic!("{file}:{}: what runs before `cargo judge`? {line}", at + 1),
        };
        let mut rest = &command[from + "cargo judge".len()..];
        // A pipe's reader gets the stdout, which is read here instead.
        if let Some(pipe) = rest.find(" | ") {
            rest = &rest[..pipe];
        }
        let mut stdin = String::new();
        if let Some(heredoc) = rest.find("<<") {
            let end = words(&rest[heredoc + 2..], home).concat();
            rest = &rest[..heredoc];
            for (_, body) in lines.by_ref() {
                if body == end {
                    break;
                }
                stdin.push_str(body);
                stdin.push('\n');
            }
        }
        out.push(Example {
            place: format!("{file}:{}", at + 1),
            args: words(rest, home),
            dir,
            stdin,
        });
    }
    assert!(
        out.len() >= 10,
        "{file}: only {} `cargo judge` commands found",
        out.len()
    );
    out
}

/// The tests' copy of BOJ 1000's saved page (`tests/fixtures/pages/boj-1000.html`).
fn page() -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/pages/boj-1000.html");
    fs::read(path).expect("the saved page of BOJ 1000")
}

/// A workspace as the docs' reader has it: the example problems, the README (`index`
/// writes into it), BOJ 1000's page in the root and in `~/Downloads/` (`HOME` is
/// `home/` inside it), and a clipboard tool that keeps what it is given.
fn workspace(test: &str) -> Bench {
    let bench = Bench::seeded(test, &["boj-9079", "boj-17825", "programmers-92345"]);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = fs::read_to_string(repo.join("README.md")).expect("README.md");
    bench.write("README.md", &readme);
    fs::write(bench.path("1000.html"), page()).expect("1000.html");
    fs::create_dir_all(bench.path("home/Downloads")).expect("~/Downloads");
    fs::write(bench.path("home/Downloads/1000.html"), page()).expect("~/Downloads/1000.html");
    let clipboard = bench.path("clipboard.txt");
    bench.write(
        "tools/xclip",
        &format!("#!/bin/sh\nexec /bin/cat > '{}'\n", clipboard.display()),
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(bench.path("tools/xclip"), fs::Permissions::from_mode(0o755))
            .expect("chmod xclip");
    }
    bench
}

/// What the docs' reader does before the commands that judge: BOJ 1000 made from its page
/// (by the README's own `new`), solved, with a generator, a brute force and the files
/// the commands name.
fn solved(bench: &Bench) {
    let made = bench.run(&["new", "boj", "1000", "--html", "1000.html"]);
    assert_eq!(made.code(), 0, "{}", made.text());
    bench.write(
        "problems/boj-1000/src/main.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    \
         let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();\n    \
         println!(\"{}\", v[0] + v[1]);\n}\n",
    );
    bench.write(
        "testcases/boj-1000/gen.rs",
        "fn main() {\n    let seed: u64 = std::env::args().nth(1).unwrap().parse().unwrap();\n    \
         println!(\"{} {}\", seed % 9 + 1, seed / 9 % 9 + 1);\n}\n",
    );
    bench.write(
        "testcases/boj-1000/brute.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    \
         let mut sum = 0i64;\n    \
         for t in s.split_whitespace() {\n        sum += t.parse::<i64>().unwrap();\n    }\n    \
         println!(\"{sum}\");\n}\n",
    );
    bench.write(
        "testcases/boj-1000/validator.rs",
        "use std::io::Read;\n\nfn main() {\n    let mut s = String::new();\n    \
         std::io::stdin().read_to_string(&mut s).unwrap();\n    \
         let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();\n    \
         assert!(v.len() == 2 && v.iter().all(|&x| 0 < x && x < 10));\n}\n",
    );
    bench.write("1.in", "4 5\n");
    bench.write("1.out", "9\n");
    bench.write("my.in", "2 3\n");
    // Official data: numbered pairs, as USACO publishes them.
    bench.write("PACKAGE/1.in", "1 1\n");
    bench.write("PACKAGE/1.out", "2\n");
    let backup = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/backups/Seol-Munhyeok-Baekjoon-Archive");
    copy_dir(&backup, &bench.path("DIR"));
}

/// The runner started for `example` in `bench`, as the shell would start `cargo judge`.
fn command(bench: &Bench, example: &Example) -> std::process::Command {
    let mut command = support::runner();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs = vec![bench.path("tools")];
    dirs.extend(std::env::split_paths(&path));
    command
        .args(&example.args)
        .current_dir(bench.path(&example.dir))
        .env("HOME", bench.path("home"))
        .env("PATH", std::env::join_paths(dirs).expect("a PATH"))
        .env_remove("NO_COLOR")
        .env_remove("RUST_BACKTRACE")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .stdin(Stdio::piped());
    command
}

/// Runs `example` as marked; panics with its place and output when it fails.
fn check(bench: &Bench, example: &Example) {
    match mark(example) {
        Mark::NotRun(reason) => assert!(!reason.is_empty()),
        Mark::Exits | Mark::Typed(_) => {
            let stdin = match mark(example) {
                Mark::Typed(typed) => typed,
                _ => example.stdin.as_str(),
            };
            let run: Run = support::feed(command(bench, example), stdin.as_bytes());
            assert_eq!(
                run.code(),
                0,
                "{}: `cargo judge {}` exited {}:\n{}",
                example.place,
                example.key(),
                run.code(),
                run.text()
            );
        }
        Mark::UntilCtrlC => {
            let mut child = command(bench, example).spawn().expect("start the runner");
            drop(child.stdin.take());
            let stdout = BufReader::new(child.stdout.take().expect("its stdout"));
            let mut seen = String::new();
            for line in stdout.lines() {
                let line = line.expect("a line of its report");
                seen.push_str(&line);
                seen.push('\n');
                if line.starts_with("ok:") || line.starts_with("FAILED:") {
                    break;
                }
            }
            let still = child.try_wait().expect("ask the runner").is_none();
            let _ = child.kill();
            let _ = child.wait();
            assert!(
                still && seen.lines().any(|l| l.starts_with("ok:")),
                "{}: `cargo judge {}` did not report a passing round and keep watching:\n{seen}",
                example.place,
                example.key()
            );
        }
    }
}

/// The alias runs the runner with the words after `cargo judge` as its arguments.
#[test]
fn the_alias_passes_the_words_on() {
    skip_if_passed!();
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let config = fs::read_to_string(repo.join(".cargo/config.toml")).expect("the alias");
    assert!(
        config
            .lines()
            .any(|l| l == "judge = \"run --release -p judge-runner --\""),
        "{config}"
    );
}

fn run_the_doc(file: &str, test: &str) {
    let bench = workspace(test);
    let home = bench
        .path("home")
        .to_str()
        .expect("a UTF-8 temp path")
        .to_string();
    let all = examples(file, &home);
    // Every `new` in a fresh workspace of its own.
    for example in all
        .iter()
        .filter(|e| e.args.first().is_some_and(|a| a == "new"))
    {
        let fresh = workspace(&format!("{test}-new"));
        check(&fresh, example);
    }
    solved(&bench);
    for example in all
        .iter()
        .filter(|e| e.args.first().is_none_or(|a| a != "new"))
    {
        check(&bench, example);
    }
    // The ones that leave something to see did their job.
    assert!(bench
        .read("clipboard.txt")
        .is_some_and(|c| c.contains("fn main")));
}

#[test]
fn every_readme_command_runs_as_written() {
    skip_if_passed!();
    run_the_doc("README.md", "doc-readme");
}

#[test]
fn every_workflow_command_runs_as_written() {
    skip_if_passed!();
    run_the_doc("docs/workflow.md", "doc-workflow");
}

/// A mark names a command the docs still give (a mark left behind would hide nothing, but
/// says something untrue), and the docs give every kind of command the test knows how to run.
#[test]
fn every_mark_names_a_doc_command() {
    skip_if_passed!();
    let mut all = examples("README.md", "/home");
    all.extend(examples("docs/workflow.md", "/home"));
    for (key, _) in MARKED {
        assert!(
            all.iter().any(|e| e.key() == *key),
            "`cargo judge {key}` is in no doc"
        );
    }
    assert!(
        all.iter().any(|e| !e.dir.is_empty()),
        "a `cd DIR &&` command"
    );
    assert!(all.iter().any(|e| !e.stdin.is_empty()), "a heredoc");
    assert!(
        all.iter().any(|e| e.args.iter().any(|a| a == "A+B")),
        "a quoted word"
    );
}
