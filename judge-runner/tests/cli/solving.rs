//! The solving loop end to end (issue 15): choosing what to run (`--case`, `ID/CASE`,
//! `--failed`, `run`), the kept output of failing cases, what a failure shows, and which
//! problem a name or the current folder means. Each test builds its own small workspace;
//! those that look at `target/judge/` give it a folder of its own.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::json::{parse_lines, Event};
use crate::support::{self, Bench, Run};

/// `(problem/case, verdict)` of every case line.
pub fn verdicts(events: &[Event]) -> Vec<(String, String)> {
    support::cases(events)
        .iter()
        .map(|e| {
            (
                format!("{}/{}", e.str("problem").unwrap(), e.str("case").unwrap()),
                e.str("verdict").unwrap().to_owned(),
            )
        })
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

/// A+B that gets `5 5` wrong, saying so on stderr.
const WRONG_ON_FIVES: &str = r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|t| t.parse().unwrap()).collect();
    if v[0] == 5 {
        eprintln!("debug: a = {}, b = {}", v[0], v[1]);
        println!("{}", v[0] * v[1]);
    } else {
        println!("{}", v[0] + v[1]);
    }
}
"#;

const CASES: &[(&str, &str, &str)] = &[
    ("1", "1 2\n", "3\n"),
    ("2", "5 5\n", "10\n"),
    ("3", "2 2\n", "4\n"),
];

#[test]
fn one_case_the_failed_ones_and_their_kept_output() {
    skip_if_passed!();
    let bench = Bench::private("loop");
    bench.problem("boj-1000", WRONG_ON_FIVES, CASES);
    bench.problem("boj-2000", WRONG_ON_FIVES, &CASES[..1]);

    // One case, two ways.
    let (code, events) = bench.json(&["boj-1000", "--case", "3"]);
    assert_eq!(code, 0);
    assert_eq!(verdicts(&events), pairs(&[("boj-1000/3", "AC")]));
    let (_, events) = bench.json(&["boj-1000/3", "--case", "1"]);
    assert_eq!(
        verdicts(&events),
        pairs(&[("boj-1000/1", "AC"), ("boj-1000/3", "AC")])
    );
    // A case that does not exist is a usage error that lists the cases.
    let run = bench.run(&["boj-1000", "--case", "9"]);
    assert_eq!(run.code(), 2);
    assert!(
        run.text()
            .contains("no case `9` in any selected problem (cases: 1, 2, 3)"),
        "{}",
        run.text()
    );

    // Everything: case 2 fails, and its output and stderr are kept.
    let (code, events) = bench.json(&[]);
    assert_eq!(code, 1);
    let (verdict, event) = support::case(&events, "boj-1000", "2");
    assert_eq!(verdict, "WA");
    assert_eq!(event.str("output"), Some("target/judge/out/boj-1000/2.out"));
    assert_eq!(
        bench.read("target/judge/out/boj-1000/2.out").unwrap(),
        "25\n"
    );
    assert_eq!(
        bench.read("target/judge/out/boj-1000/2.err").unwrap(),
        "debug: a = 5, b = 5\n"
    );
    assert_eq!(bench.read("target/judge/out/boj-1000/1.out"), None);
    // The human report names the file and shows the stderr under the WA.
    let run = bench.run(&["boj-1000", "--color", "never"]);
    assert!(
        run.text()
            .contains("output kept: target/judge/out/boj-1000/2.out, stderr in 2.err"),
        "{}",
        run.text()
    );
    let wa = &run.text()[run.text().find("WA ").unwrap()..];
    assert!(
        wa.contains("stderr (last lines):\n         debug: a = 5, b = 5"),
        "{}",
        run.text()
    );

    // --failed judges that case alone.
    let (_, events) = bench.json(&["--failed"]);
    assert_eq!(verdicts(&events), pairs(&[("boj-1000/2", "WA")]));
    // With a problem that has no failure, nothing.
    let (code, events) = bench.json(&["boj-2000", "--failed"]);
    assert_eq!(code, 0);
    assert!(verdicts(&events).is_empty(), "{events:?}");

    // The fix: --failed passes, forgets the case, and the kept output goes.
    bench.write(
        "problems/boj-1000/src/main.rs",
        &WRONG_ON_FIVES.replace("v[0] * v[1]", "v[0] + v[1]"),
    );
    let (code, events) = bench.json(&["--failed"]);
    assert_eq!(code, 0);
    assert_eq!(verdicts(&events), pairs(&[("boj-1000/2", "AC")]));
    assert_eq!(bench.read("target/judge/out/boj-1000/2.out"), None);
    let run = bench.run(&["--failed"]);
    assert_eq!(run.code(), 0);
    assert!(
        run.text()
            .contains("--failed: no case failed when last judged; nothing to judge"),
        "{}",
        run.text()
    );
    // --keep-output keeps every case's.
    let (_, events) = bench.json(&["boj-2000", "--keep-output"]);
    assert_eq!(
        support::case(&events, "boj-2000", "1").1.str("output"),
        Some("target/judge/out/boj-2000/1.out")
    );
    assert_eq!(
        bench.read("target/judge/out/boj-2000/1.out").unwrap(),
        "3\n"
    );
    // Nothing was written where the user's files are.
    assert!(!bench.root().join("testcases/boj-1000/2.err").exists());
}

/// A usage error found while `rustc -vV` still runs (it runs beside the reading of the
/// workspace) waits for the compiler's answer: a runner that returned at once left the
/// compiler running after it exited, which on Windows, where a child inherits every
/// inheritable handle, held the runner's stdout and stderr open (under Wine the first test
/// above found them open 10 s after the runner's exit). Here the compiler is a script that
/// answers after a second and then leaves a mark: the mark is there when the runner exits.
#[cfg(unix)]
#[test]
fn a_usage_error_waits_for_the_compilers_answer() {
    skip_if_passed!();
    use std::os::unix::fs::PermissionsExt;
    let bench = Bench::private("slow-rustc");
    bench.problem("boj-1000", WRONG_ON_FIVES, CASES);
    let real = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned());
    let mark = bench.path("answered");
    let rustc = bench.path("slow-rustc");
    let script = format!(
        "#!/bin/sh\nsleep 1\n'{real}' \"$@\"\nstatus=$?\n: > '{}'\nexit $status\n",
        mark.display()
    );
    fs::write(&rustc, script).expect("write the slow rustc");
    fs::set_permissions(&rustc, fs::Permissions::from_mode(0o755)).expect("make it runnable");
    let mut command = support::runner();
    command
        .args(["boj-1000", "--case", "9"])
        .current_dir(bench.root())
        .env("RUSTC", &rustc);
    let run = support::feed(command, b"");
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(run.text().contains("no case `9`"), "{}", run.text());
    assert!(
        mark.exists(),
        "the runner exited before its `rustc -vV` answered"
    );
}

#[test]
fn failed_forgets_deleted_cases_and_problems() {
    skip_if_passed!();
    let bench = Bench::private("failed-deleted");
    let fives: &[(&str, &str, &str)] = &[("1", "1 2\n", "3\n"), ("2", "5 5\n", "10\n")];
    bench.problem("boj-1000", WRONG_ON_FIVES, fives);
    bench.problem("boj-2000", WRONG_ON_FIVES, fives);
    bench.problem("boj-3000", WRONG_ON_FIVES, fives);
    let (code, _) = bench.json(&[]);
    assert_eq!(code, 1);
    // boj-1000's failing case is deleted, and boj-3000 altogether.
    for file in ["testcases/boj-1000/2.in", "testcases/boj-1000/2.out"] {
        fs::remove_file(bench.root().join(file)).expect("remove the case");
    }
    for folder in ["problems/boj-3000", "testcases/boj-3000"] {
        fs::remove_dir_all(bench.root().join(folder)).expect("remove the problem");
    }
    let run = bench.run(&["--failed", "--color", "never"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    assert!(
        run.text()
            .contains("--failed: 1 case of 1 problem failed when last judged"),
        "{}",
        run.text()
    );
    let (_, events) = bench.json(&["--failed"]);
    assert_eq!(verdicts(&events), pairs(&[("boj-2000/2", "WA")]));
    // In Korean too: the one case left is judged, and fails.
    let run = bench.run(&["--failed", "--lang", "ko", "--color", "never"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    // Once it is deleted as well, nothing is left to judge.
    for file in ["testcases/boj-2000/2.in", "testcases/boj-2000/2.out"] {
        fs::remove_file(bench.root().join(file)).expect("remove the case");
    }
    let run = bench.run(&["--failed"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(
        run.text()
            .contains("--failed: no case failed when last judged; nothing to judge"),
        "{}",
        run.text()
    );
}

#[test]
fn run_once_on_a_file_or_stdin_under_the_limits() {
    skip_if_passed!();
    let bench = Bench::new("run");
    bench.problem("boj-1000", WRONG_ON_FIVES, CASES);
    bench.write("mine.in", "40 2\n");
    let run = bench.run(&["run", "boj-1000", "mine.in"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert_eq!(String::from_utf8_lossy(&run.stdout), "42\n");
    assert!(run.stderr.contains("ok · "), "{}", run.stderr);
    assert!(run.stderr.contains("ms CPU of 1000 ms"), "{}", run.stderr);
    assert!(run.stderr.contains("of 256.0 MB"), "{}", run.stderr);
    // From stdin, inside the problem's folder, by number: the same program.
    let run = bench.run_in("problems/boj-1000", &["run"], b"5 5\n");
    assert_eq!(String::from_utf8_lossy(&run.stdout), "25\n");
    assert!(run.stderr.contains("debug: a = 5, b = 5"), "{}", run.stderr);
    let run = bench.run_in("testcases/boj-1000", &["run", "../../mine.in"], b"");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "42\n",
        "{}",
        run.stderr
    );
    let run = bench.run_in("", &["run", "1000", "-"], b"1 1\n");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "2\n",
        "{}",
        run.stderr
    );
    // Under the limits: a spin is TLE, exit 1; a panic is RE with its message.
    bench.problem(
        "boj-3000",
        "fn main() { let mut x = 0u64; loop { x = x.wrapping_add(1); std::hint::black_box(x); } }\n",
        &[],
    );
    let run = bench.run(&["run", "boj-3000", "mine.in"]);
    assert_eq!(run.code(), 1);
    assert!(run.stderr.contains("TLE · "), "{}", run.stderr);
    bench.problem("boj-3001", "fn main() { panic!(\"at the disco\"); }\n", &[]);
    let run = bench.run(&["run", "boj-3001", "mine.in"]);
    assert_eq!(run.code(), 1);
    assert!(run.stderr.contains("RE · "), "{}", run.stderr);
    assert!(run.stderr.contains("at the disco"), "{}", run.stderr);
    // In Korean, with BOJ's verdict words.
    let run = bench.run(&["run", "boj-3001", "mine.in", "--lang", "ko"]);
    assert_eq!(run.code(), 1);
    assert!(
        run.stderr.contains("런타임 에러 · CPU ") && run.stderr.contains("종료 코드 101: 패닉: "),
        "{}",
        run.stderr
    );
    let run = bench.run(&["run", "boj-1000", "mine.in", "--lang", "ko"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("정상 종료 · CPU ") && run.stderr.contains(" / 1000 ms · 메모리 "),
        "{}",
        run.stderr
    );
}

#[test]
fn the_current_folder_numbers_and_near_misses_pick_the_problem() {
    skip_if_passed!();
    let bench = Bench::new("where");
    bench.problem("boj-1260", WRONG_ON_FIVES, &CASES[..1]);
    bench.problem("boj-12600", WRONG_ON_FIVES, &CASES[..1]);
    bench.problem("programmers-42576", WRONG_ON_FIVES, &CASES[..1]);
    let judged = |dir: &str, args: &[&str]| {
        let mut all = vec!["--format", "json"];
        all.extend_from_slice(args);
        let run = bench.run_in(dir, &all, b"");
        let events = parse_lines(&String::from_utf8_lossy(&run.stdout)).unwrap();
        verdicts(&events)
    };
    assert_eq!(
        judged("problems/boj-1260/src", &[]),
        pairs(&[("boj-1260/1", "AC")])
    );
    assert_eq!(
        judged("testcases/boj-12600", &[]),
        pairs(&[("boj-12600/1", "AC")])
    );
    assert_eq!(judged("", &["1260"]), pairs(&[("boj-1260/1", "AC")]));
    assert_eq!(judged("", &["boj-1260"]), pairs(&[("boj-1260/1", "AC")]));
    assert_eq!(judged("", &["boj"]).len(), 2);
    // A near miss is not silently another problem: it suggests the near ids, after how to
    // start the problem it names.
    let run = bench.run(&["programmers-4257"]);
    assert_eq!(run.code(), 2);
    assert!(
        run.stderr.contains(
            "there is no problem `programmers-4257` in this workspace yet: start it with `cargo \
             judge new programmers 4257`, or did you mean programmers-42576?"
        ),
        "{}",
        run.stderr
    );
    // `print` and `add` take the problem of the folder too.
    let run = bench.run_in("problems/boj-1260", &["print"], b"");
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert_eq!(String::from_utf8_lossy(&run.stdout), WRONG_ON_FIVES);
    let run = bench.run_in("testcases/boj-1260", &["add"], b"7 8\n---\n15\n");
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert_eq!(bench.read("testcases/boj-1260/2.out").unwrap(), "15\n");
    let run = bench.run(&["print"]);
    assert_eq!(run.code(), 2);
    assert!(run.stderr.contains("which problem?"), "{}", run.stderr);
}

/// Indexes past the end on line 3, column 21.
const PANICS: &str = "fn main() {\n    let v: Vec<i32> = Vec::new();\n    println!(\"{}\", v[std::hint::black_box(3)]);\n}\n";

/// The instructions of a binary in order, with the called symbols, but no address or
/// offset (the data they point at moves when a string in it is longer); `None` without
/// objdump.
fn instructions(binary: &Path) -> Option<Vec<String>> {
    let out = Command::new("objdump")
        .args(["-d", "--no-show-raw-insn"])
        .arg(binary)
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let lines = text
        .lines()
        .filter_map(|line| line.split_once(":\t").map(|(_, insn)| insn))
        .map(|insn| {
            let mnemonic = insn.split_whitespace().next().unwrap_or("");
            let symbol = insn
                .split_once('<')
                .map_or("", |(_, s)| s.split(['+', '>']).next().unwrap_or(""));
            format!("{mnemonic} {symbol}")
        })
        .collect();
    Some(lines)
}

#[test]
fn diagnostics_and_panics_name_the_solution_file_and_no_backtrace_reaches_them() {
    skip_if_passed!();
    let bench = Bench::private("locations");
    bench.problem("boj-1", PANICS, &[("1", "\n", "0\n")]);
    bench.problem("boj-11", PANICS, &[("1", "\n", "0\n")]);
    bench.problem(
        "boj-2",
        "fn main() {\n    let x: i32 = \"a\";\n}\n",
        &[("1", "\n", "0\n")],
    );
    let run = bench.run(&["--color", "never"]);
    assert_eq!(run.code(), 1);
    // The same source in two problems: two builds, each naming its own file.
    for id in ["boj-1", "boj-11"] {
        let at = format!("panicked at problems/{id}/src/main.rs:3:21:");
        assert!(run.text().contains(&at), "{at}\n{}", run.text());
    }
    assert!(
        run.text().contains("--> problems/boj-2/src/main.rs:2:18"),
        "{}",
        run.text()
    );
    assert!(!run.text().contains("Main.rs"), "{}", run.text());

    // The user's RUST_BACKTRACE is not the judged program's: BOJ ran every program in one
    // fixed environment, and a backtrace costs a panic ~35 MB (an RE became MLE).
    bench.write("empty.in", "");
    let mut command = crate::support::runner();
    command
        .args(["run", "boj-1", "empty.in"])
        .current_dir(bench.root())
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let traced = support::finish(command.spawn().expect("start judge-runner"));
    assert_eq!(traced.code(), 1);
    assert!(
        !traced.text().contains("stack backtrace:"),
        "{}",
        traced.text()
    );
    assert!(
        traced
            .text()
            .contains("panicked at problems/boj-1/src/main.rs:3:21:"),
        "{}",
        traced.text()
    );

    // The judge build differs from BOJ's plain `rustc --edition 2021 -O -o Main Main.rs`
    // only in the file name it embeds: the same instructions, calling the same symbols. (The
    // cache keeps its builds without debug info, `-C strip=debuginfo`, which changes no
    // instruction either: cache::cached_binaries_have_the_judges_code_and_still_name_lines_
    // and_functions; the plain build here is stripped too, for the size check.)
    let cache = bench.root().join("target/judge/cache");
    let mut built: Vec<PathBuf> = fs::read_dir(&cache)
        .expect("list the cache")
        .flatten()
        .map(|e| e.path())
        .filter(|p| support::is_cache_binary(p))
        .filter(|p| fs::read(p).is_ok_and(|b| b.windows(19).any(|w| w == b"problems/boj-1/src/")))
        .collect();
    assert_eq!(built.len(), 1, "{built:?}");
    let ours = built.remove(0);
    let bytes = fs::read(&ours).unwrap();
    assert!(
        !bytes.windows(8).any(|w| w == b"Main.rs:"),
        "Main.rs is still embedded"
    );
    let plain_dir = bench.root().join("plain");
    fs::create_dir_all(&plain_dir).unwrap();
    fs::write(plain_dir.join("Main.rs"), PANICS).unwrap();
    // `Main.exe` on Windows, where MinGW's linker would add the ending to a plain `Main`.
    let main = format!("Main{}", std::env::consts::EXE_SUFFIX);
    let status = Command::new("rustc")
        .args(["--edition", "2021", "-O", "-C", "strip=debuginfo"])
        .args(["-o", &main, "Main.rs"])
        .current_dir(&plain_dir)
        .status()
        .expect("run rustc");
    assert!(status.success());
    let theirs = plain_dir.join(&main);
    // Without objdump (binutils), the size check below is what stands.
    if let (Some(a), Some(b)) = (instructions(&ours), instructions(&theirs)) {
        assert!(a.len() > 1000, "objdump gave {} lines", a.len());
        assert!(
            a == b,
            "the judge build's code differs from the plain build's"
        );
    }
    // Without objdump, at least: as long as the plain build, but for the longer name.
    let grown = "problems/boj-1/src/main.rs".len() - "Main.rs".len();
    let (a, b) = (bytes.len(), fs::metadata(&theirs).unwrap().len() as usize);
    assert!(a >= b && a <= b + 64 * grown, "{a} vs {b}");
}

/// `cargo test` in the workspace (warnings denied), `args` after `test --offline`.
fn cargo_test(bench: &Bench, args: &[&str]) -> (bool, String) {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["test", "--offline"])
        .args(args)
        .current_dir(bench.root())
        .env("CARGO_TARGET_DIR", bench.root().join("target/cargo"))
        .env("RUSTFLAGS", "-D warnings")
        .output()
        .expect("run cargo");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.success(), text)
}

/// Replaces the `fn solution` stub of a generated Programmers file with `function`.
fn with_solution(source: &str, function: &str) -> String {
    let at = source.find("fn solution").expect("the stub");
    let end = at + source[at..].find("\n}\n").expect("its end") + 3;
    format!("{}{function}{}", &source[..at], &source[end..])
}

#[test]
fn templates_stay_green_and_programmers_problems_behave_like_programmers() {
    skip_if_passed!();
    let bench = Bench::new("green");
    bench.write("Cargo.toml", &support::workspace_manifest());
    let ok = |run: Run| {
        assert_eq!(run.code(), 0, "{}", run.text());
        run
    };
    ok(bench.run(&["new", "boj", "1000"]));
    ok(bench.run_in("", &["add", "boj-1000"], b"1 2\n---\n3\n"));
    let boj = "problems/boj-1000/src/main.rs";
    let template = bench.read(boj).unwrap();
    let placeholder = "    let n: i64 = tokens.next();\n    format!(\"{n}\\n\")";
    assert!(template.contains(placeholder), "{template}");
    bench.write(
        boj,
        &template.replace(
            placeholder,
            "    let (a, b): (i64, i64) = (tokens.next(), tokens.next());\n    format!(\"{}\\n\", a + b)",
        ),
    );
    ok(bench.run(&[
        "new",
        "programmers",
        "42576",
        "--signature",
        "fn solution(a: i32, b: i32) -> i32",
    ]));
    ok(bench.run_in("", &["add", "programmers-42576"], b"1\t2\t3\n"));
    let programmers = "problems/programmers-42576/src/main.rs";
    let generated = bench.read(programmers).unwrap();
    // The user's own `run` and `Parser` beside the generated harness: no collision.
    let debugging = "fn run(x: i32) -> i32 {\n    x\n}\n\nstruct Parser(i32);\n\n\
                     fn solution(a: i32, b: i32) -> i32 {\n    println!(\"debug: a = {a}, b = {b}\");\n    \
                     run(a) + Parser(b).0\n}\n";
    bench.write(programmers, &with_solution(&generated, debugging));

    // The generated tests pass once the solutions are right...
    let (passed, text) = cargo_test(&bench, &["--workspace"]);
    assert!(passed, "{text}");
    assert!(text.contains("stored_cases ... ok"), "{text}");
    // ... and are real tests: a wrong solution fails them.
    bench.write(boj, &bench.read(boj).unwrap().replace("a + b", "a - b"));
    let (passed, text) = cargo_test(&bench, &["-p", "boj-1000"]);
    assert!(!passed && text.contains("stored_cases"), "{text}");

    // What `solution` prints does not change the verdict.
    let (code, events) = bench.json(&["programmers-42576"]);
    assert_eq!(code, 0, "{events:?}");
    support::assert_verdict(&events, "programmers-42576", "1", "AC");
    // On a failure it is shown as what the solution printed, apart from the value.
    let wrong = debugging.replace("run(a) + Parser(b).0", "run(a) + Parser(b).0 + 1");
    bench.write(programmers, &with_solution(&generated, &wrong));
    let run = bench.run(&["programmers-42576", "--color", "never"]);
    assert_eq!(run.code(), 1);
    assert!(
        run.text().contains("expected `3`, found `4`")
            && run
                .text()
                .contains("solution printed (last lines):\n         debug: a = 1, b = 2"),
        "{}",
        run.text()
    );
    bench.write(programmers, &with_solution(&generated, debugging));
    // `run`: the literal lines in, the value out; the prints on stderr.
    let run = bench.run_in("", &["run", "programmers-42576"], b"4\n5\n");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        "9\n",
        "{}",
        run.text()
    );
    assert!(
        run.text()
            .contains("solution printed:\ndebug: a = 4, b = 5"),
        "{}",
        run.text()
    );

    // A brute force that holds only its `fn solution` gets the same harness.
    bench.write(
        "testcases/programmers-42576/brute.rs",
        "fn solution(a: i32, b: i32) -> i32 {\n    println!(\"brute\");\n    b + a\n}\n",
    );
    bench.write(
        "testcases/programmers-42576/gen.rs",
        "fn main() {\n    let seed: i32 = std::env::args().nth(1).unwrap().parse().unwrap();\n    \
         println!(\"{}\\n{}\", seed % 100, seed % 7);\n}\n",
    );
    let run = ok(bench.run_in("", &["add", "programmers-42576", "--from-brute"], b"4\n5\n"));
    assert!(run.text().contains("2.in"), "{}", run.text());
    assert_eq!(
        bench.read("testcases/programmers-42576/2.out").unwrap(),
        "9\n"
    );
    ok(bench.run(&["stress", "programmers-42576", "--count", "20"]));

    // Broken judge data is an error naming the file, not the solution's WA or RE.
    bench.write("testcases/programmers-42576/3.in", "1\n");
    bench.write("testcases/programmers-42576/3.out", "3\n");
    bench.write("testcases/programmers-42576/4.in", "1\n2\n");
    bench.write("testcases/programmers-42576/4.out", "[3,\n");
    bench.write("testcases/programmers-42576/5.in", "1\n[2\n");
    bench.write("testcases/programmers-42576/5.out", "3\n");
    let (code, events) = bench.json(&["programmers-42576"]);
    assert_eq!(code, 2);
    let messages: Vec<&str> = support::errors(&events)
        .iter()
        .filter_map(|e| e.str("message"))
        .collect();
    assert_eq!(messages.len(), 3, "{events:?}");
    assert!(
        messages[0].starts_with(
            "testcases/programmers-42576/3.in has 1 argument line, but `solution` takes 2"
        ),
        "{messages:?}"
    );
    assert!(
        messages[1].starts_with("testcases/programmers-42576/4.out is not one Programmers literal"),
        "{messages:?}"
    );
    assert!(
        messages[2]
            .starts_with("testcases/programmers-42576/5.in line 2: not a Programmers literal"),
        "{messages:?}"
    );
    assert!(support::cases(&events).len() == 2, "{events:?}");
}

/// CPU time (user + system) of a process so far, in clock ticks, from `/proc/<pid>/stat`.
#[cfg(target_os = "linux")]
fn cpu_ticks(pid: u32) -> u64 {
    let stat = fs::read_to_string(format!("/proc/{pid}/stat")).expect("read /proc/PID/stat");
    // Fields after the command name, which is in parentheses and may hold spaces.
    let after = &stat[stat.rfind(')').expect("the command name") + 2..];
    let fields: Vec<&str> = after.split(' ').collect();
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn watch_judges_again_on_a_change_costs_nothing_idle_and_ends_on_ctrl_c() {
    skip_if_passed!();
    use std::sync::{Arc, Mutex};
    use std::time::{Duration, Instant};
    let bench = Bench::new("watch");
    bench.problem("boj-1000", WRONG_ON_FIVES, CASES);
    let mut child = crate::support::Reaped::new(
        crate::support::runner()
            .args(["watch", "boj-1000", "--color", "never"])
            .current_dir(bench.root())
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start watch"),
    );
    // The rounds and the reports are on stdout.
    let text = Arc::new(Mutex::new(String::new()));
    let mut pipe = child.stdout.take().unwrap();
    let sink = Arc::clone(&text);
    std::thread::spawn(move || {
        let mut buffer = [0u8; 4096];
        while let Ok(n @ 1..) = std::io::Read::read(&mut pipe, &mut buffer) {
            sink.lock()
                .unwrap()
                .push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
    });
    // Waits until the output holds `needle` `times` times; the time it took.
    let wait_for = |needle: &str, times: usize| {
        let start = Instant::now();
        loop {
            if text.lock().unwrap().matches(needle).count() >= times {
                return start.elapsed();
            }
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "no {needle:?} ×{times}:\n{}",
                text.lock().unwrap()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    };
    let watching = "watching boj-1000: judged again";
    wait_for(watching, 1);
    assert!(text
        .lock()
        .unwrap()
        .contains("FAILED: 1 problem, 3 cases, 2 passed, 1 failed"));

    // Idle: a few stat calls four times a second, next to no CPU.
    let before = cpu_ticks(child.id());
    std::thread::sleep(Duration::from_millis(1500));
    let idle = cpu_ticks(child.id()) - before;
    assert!(idle <= 5, "{idle} ticks of CPU in 1.5 s of watching");

    // The fix: judged again, passes.
    bench.write(
        "problems/boj-1000/src/main.rs",
        &WRONG_ON_FIVES.replace("v[0] * v[1]", "v[0] + v[1]"),
    );
    let took = wait_for("ok: 1 problem, 3 cases, 3 passed", 1);
    // Generous for a loaded machine; it is a rebuild and three runs.
    assert!(took < Duration::from_secs(10), "{took:?}");
    wait_for(watching, 2);
    // A compile error is shown, and watching goes on.
    bench.write("problems/boj-1000/src/main.rs", "fn main() {\n");
    wait_for("CE ", 1);
    wait_for(watching, 3);
    assert!(child.try_wait().unwrap().is_none(), "watch ended on a CE");
    bench.write("testcases/boj-1000/4.in", "1 1\n");
    bench.write("testcases/boj-1000/4.out", "2\n");
    bench.write(
        "problems/boj-1000/src/main.rs",
        &WRONG_ON_FIVES.replace("v[0] * v[1]", "v[0] + v[1]"),
    );
    wait_for("ok: 1 problem, 4 cases, 4 passed", 1);

    // Ctrl-C ends it.
    let status = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("run kill");
    assert!(status.success());
    let start = Instant::now();
    let code = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status.code();
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "watch ignored SIGINT"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(code, Some(130));
}

#[cfg(unix)]
#[test]
fn watch_takes_the_judge_options_that_make_sense_for_it() {
    skip_if_passed!();
    use std::time::{Duration, Instant};
    let bench = Bench::private("watch-options");
    // A failing unit test, which --no-unit-tests skips, and a failing case 2, which --case 1
    // leaves out.
    let source = format!("{WRONG_ON_FIVES}\n#[test]\nfn fails() {{\n    panic!(\"no\");\n}}\n");
    bench.problem("boj-1000", &source, CASES);
    let log = bench.root().join("watch.log");
    let mut child = crate::support::Reaped::new(
        crate::support::runner()
            .args([
                "watch",
                "boj-1000",
                "--no-unit-tests",
                "--case",
                "1",
                "--overflow-checks",
                "--keep-output",
                "--color",
                "never",
            ])
            .current_dir(bench.root())
            .stdin(Stdio::null())
            .stdout(fs::File::create(&log).expect("create the log"))
            .stderr(Stdio::null())
            .spawn()
            .expect("start watch"),
    );
    let start = Instant::now();
    let text = loop {
        let text = fs::read_to_string(&log).unwrap_or_default();
        if text.contains("watching boj-1000") || child.try_wait().unwrap().is_some() {
            break text;
        }
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "no round:\n{text}"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    let _ = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let _ = child.wait();
    assert!(text.contains("ok: 1 problem, 1 case, 1 passed"), "{text}");
    assert!(!text.contains("unit tests"), "{text}");
    assert!(
        bench.read("target/judge/out/boj-1000/1.out").is_some(),
        "--keep-output kept the accepted case's output:\n{text}"
    );
}

#[cfg(unix)]
#[test]
fn print_copy_uses_the_clipboard_tool_there_is_or_says_there_is_none() {
    skip_if_passed!();
    use std::os::unix::fs::PermissionsExt;
    let bench = Bench::new("copy");
    bench.problem("boj-1000", WRONG_ON_FIVES, &CASES[..1]);
    let tools = bench.root().join("tools");
    fs::create_dir_all(&tools).unwrap();
    let clipboard = bench.root().join("clipboard.txt");
    let xclip = tools.join("xclip");
    fs::write(
        &xclip,
        format!(
            "#!/bin/sh\n[ \"$1 $2\" = \"-selection clipboard\" ] || exit 3\nexec /bin/cat > '{}'\n",
            clipboard.display()
        ),
    )
    .unwrap();
    fs::set_permissions(&xclip, fs::Permissions::from_mode(0o755)).unwrap();
    let print = |path: &Path| {
        let mut command = crate::support::runner();
        command
            .args(["print", "boj-1000", "--copy"])
            .current_dir(bench.root())
            .env("PATH", path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        support::finish(command.spawn().expect("start judge-runner"))
    };
    let run = print(&tools);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(run.stdout.is_empty());
    assert_eq!(fs::read_to_string(&clipboard).unwrap(), WRONG_ON_FIVES);
    for line in [
        "copied 12 lines of problems/boj-1000/src/main.rs to the clipboard (xclip)",
        "judged as: Rust 2021 (`rustc --edition 2021 -O -o Main Main.rs`, BOJ's command)",
        "judge the file here with `cargo judge boj-1000`",
    ] {
        assert!(run.stderr.contains(line), "{line}\n{}", run.stderr);
    }
    // BOJ has closed: no submit page is named.
    assert!(!run.stderr.contains("acmicpc.net"), "{}", run.stderr);
    let run = print(&bench.root().join("problems"));
    assert_eq!(run.code(), 2);
    assert!(
        run.stderr
            .contains("no clipboard tool found on PATH (pbcopy, wl-copy, xclip, xsel or clip.exe)"),
        "{}",
        run.stderr
    );
}

#[test]
fn korean_throughout_with_lang_ko_or_a_korean_locale() {
    skip_if_passed!();
    let bench = Bench::new("korean");
    bench.problem("boj-1000", WRONG_ON_FIVES, CASES);
    let korean = |run: &Run| {
        assert_eq!(run.code(), 1);
        for text in [
            "문제 1개, 케이스 3개 채점",
            "boj-1000 · 1000 ms · 256 MB · boj · 케이스 3개",
            "맞았습니다!!",
            "틀렸습니다",
            "1번째 줄 1열: 기대한 출력 `10`, 실제 출력 `25`",
            "줄 │ 기대한 출력",
            "stderr (마지막 줄):",
            "입력:",
            "2/3 통과 · 1 WA · 가장 느린 케이스",
            "실패: 문제 1개, 케이스 3개, 2개 통과, 1개 실패",
        ] {
            assert!(run.text().contains(text), "{text}\n{}", run.text());
        }
        for english in ["passed", "failed", "judging", "expected", "input:"] {
            assert!(!run.text().contains(english), "{english}\n{}", run.text());
        }
    };
    korean(&bench.run(&["--lang", "ko", "--color", "never"]));
    let mut command = crate::support::runner();
    command
        .args(["--color", "never"])
        .current_dir(bench.root())
        .env("LANG", "ko_KR.UTF-8")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    korean(&support::finish(
        command.spawn().expect("start judge-runner"),
    ));
    // English stays the default.
    let run = bench.run(&["--color", "never"]);
    assert!(
        run.text()
            .contains("FAILED: 1 problem, 3 cases, 2 passed, 1 failed"),
        "{}",
        run.text()
    );
}
