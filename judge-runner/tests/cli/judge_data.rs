//! Judge data that stands in for a closed judge's hidden data (issue 25): validators (Rust and
//! testlib C++), wrong solutions that the cases must reject, generated sets (`gen`) and
//! shrunk counterexamples in `stress`. Each test builds a small workspace of its own: a
//! problem `sum` (N, then N numbers; print their sum), so every run is real and quick.

use std::fs;
use std::path::{Path, PathBuf};

use crate::support::{self, Run};

/// The right solution of `sum`.
const SUM: &str = r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as usize;
    println!("{}", v[1..=n].iter().sum::<i64>());
}
"#;

/// A Rust validator of `sum`: 1 ≤ N ≤ 10, 0 ≤ A_i ≤ 100, one line each.
const VALIDATOR: &str = r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let lines: Vec<&str> = s.strip_suffix('\n').expect("no final newline").split('\n').collect();
    assert!(lines.len() == 2, "line {}: expected 2 lines", lines.len());
    let n: i64 = lines[0].parse().expect("line 1, token 1: N is not an integer");
    if !(1..=10).contains(&n) {
        eprintln!("line 1, token 1: N = {n} is outside 1..=10");
        std::process::exit(1);
    }
    let a: Vec<&str> = lines[1].split(' ').collect();
    assert!(a.len() as i64 == n, "line 2: {} numbers for N = {n}", a.len());
    for (i, t) in a.iter().enumerate() {
        let v: i64 = t.parse().unwrap_or(-1);
        assert!((0..=100).contains(&v), "line 2, token {}: A_i = {t} is outside 0..=100", i + 1);
    }
}
"#;

/// The same constraints with testlib (`registerValidation`).
const VALIDATOR_CPP: &str = r#"#include "testlib.h"
int main(int argc, char* argv[]) {
    registerValidation(argc, argv);
    int n = inf.readInt(1, 10, "N");
    inf.readEoln();
    for (int i = 0; i < n; i++) {
        if (i > 0) inf.readSpace();
        inf.readInt(0, 100, "A_i");
    }
    inf.readEoln();
    inf.readEof();
}
"#;

/// A workspace with the problem `sum`, its solution and the cases `(name, input)`, each
/// with its right answer.
struct Sum {
    root: PathBuf,
    _bench: support::Bench,
}

impl Sum {
    fn new(test: &str, cases: &[(&str, &str)]) -> Sum {
        let bench = support::Bench::new(test);
        let sum = Sum {
            root: bench.root().to_path_buf(),
            _bench: bench,
        };
        sum.write("problems/sum/src/main.rs", SUM);
        sum.write(
            "testcases/sum/problem.toml",
            "title = \"sum\"\ntime_limit_ms = 1000\nmemory_limit_mb = 256\n",
        );
        for (name, input) in cases {
            sum.case(name, input);
        }
        sum
    }

    fn write(&self, relative: &str, text: &str) {
        let path = self.root.join(relative);
        fs::create_dir_all(path.parent().expect("a folder")).expect("create the folder");
        fs::write(&path, text).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    }

    /// Stores a case with its right answer.
    fn case(&self, name: &str, input: &str) {
        let numbers: Vec<i64> = input
            .split_ascii_whitespace()
            .map(|t| t.parse().unwrap_or(0))
            .collect();
        let n = numbers.first().copied().unwrap_or(0) as usize;
        let total: i64 = numbers.iter().skip(1).take(n).sum();
        self.write(&format!("testcases/sum/{name}.in"), input);
        self.write(&format!("testcases/sum/{name}.out"), &format!("{total}\n"));
    }

    fn data(&self) -> PathBuf {
        self.root.join("testcases/sum")
    }

    fn run(&self, args: &[&str]) -> Run {
        self.run_with(args, &[])
    }

    /// [`Sum::run`] with `env` added.
    fn run_with(&self, args: &[&str], env: &[(&str, &str)]) -> Run {
        let mut command = support::runner();
        command
            .current_dir(&self.root)
            .envs(env.iter().copied())
            .args(args)
            .arg("--root")
            .arg(&self.root)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        support::finish(command.spawn().expect("start judge-runner"))
    }

    fn judge(&self, extra: &[&str]) -> Run {
        self.judge_with(extra, &[])
    }

    fn judge_with(&self, extra: &[&str], env: &[(&str, &str)]) -> Run {
        let mut args = vec!["--format", "json", "--jobs", "2", "--no-unit-tests"];
        args.extend_from_slice(extra);
        self.run_with(&args, env)
    }
}

fn testlib() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/testlib/testlib.h")
}

#[test]
fn a_rust_validator_names_the_invalid_input_and_its_reason() {
    skip_if_passed!();
    let sum = Sum::new(
        "validator-rs",
        &[
            ("1", "3\n1 2 3\n"),
            ("2", "11\n1 1 1 1 1 1 1 1 1 1 1\n"),
            ("3", "2\n5 101\n"),
        ],
    );
    sum.write("testcases/sum/validator.rs", VALIDATOR);
    let run = sum.run(&["validate", "sum"]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "testcases/sum/2.in is not a valid input: validator.rs refuses it: line 1, token 1: \
             N = 11 is outside 1..=10"
        ),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("testcases/sum/3.in is not a valid input: validator.rs refuses it: line 2, token 2: A_i = 101 is outside 0..=100"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("sum: 1 of 3 inputs valid (validator.rs)"),
        "{}",
        run.stderr
    );

    // The judge: an error per invalid input (exit 2), not a verdict; the valid case is judged.
    let judged = sum.judge(&[]);
    assert_eq!(judged.code(), 2, "{}", judged.stderr);
    let events = judged.events();
    support::assert_verdict(&events, "sum", "1", "AC");
    let errors = support::errors(&events);
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert_eq!(errors[0].str("case"), Some("2"), "{errors:?}");
    assert!(errors[0]
        .str("message")
        .unwrap_or("")
        .contains("N = 11 is outside 1..=10"));
    assert_eq!(
        support::cases(&events).len(),
        1,
        "an invalid input is not judged"
    );

    // Fixed, the inputs pass, and the passes are remembered: nothing is run again.
    sum.case("2", "10\n1 1 1 1 1 1 1 1 1 1\n");
    sum.case("3", "2\n5 100\n");
    let run = sum.run(&["validate"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("sum: 3 of 3 inputs valid"),
        "{}",
        run.stderr
    );
    let passes = fs::read_dir(sum.root.join("target/judge/valid"))
        .map(|d| d.count())
        .unwrap_or(0);
    assert!(passes >= 3, "{passes} passes remembered");
    assert_eq!(sum.judge(&[]).code(), 0);
}

#[test]
fn a_testlib_validator_refuses_with_testlibs_message() {
    skip_if_passed!();
    if support::cxx("a_testlib_validator_refuses_with_testlibs_message").is_none() {
        return;
    }
    let sum = Sum::new(
        "validator-cpp",
        &[("1", "3\n1 2 3\n"), ("2", "2\n1  2\n"), ("3", "0\n\n")],
    );
    sum.write("testcases/sum/validator.cpp", VALIDATOR_CPP);
    fs::copy(testlib(), sum.data().join("testlib.h")).expect("copy testlib.h");
    let run = sum.run(&["validate", "sum"]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    // testlib's own words: the double space, then N = 0 below its range.
    assert!(
        run.stderr
            .contains("testcases/sum/2.in is not a valid input: validator.cpp refuses it: FAIL"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("Unexpected white-space"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("testcases/sum/3.in is not a valid input"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("violates the range [1, 10]"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("sum: 1 of 3 inputs valid (validator.cpp)"),
        "{}",
        run.stderr
    );
}

/// Prints the sum of the first number only: wrong whenever N > 1.
const FIRST_ONLY: &str = r#"// expect: WA
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", v[1]);
}
"#;

#[test]
fn a_wrong_solution_is_rejected_by_a_case() {
    let sum = Sum::new("wrong_rejected", &[("1", "1\n5\n"), ("2", "2\n3 4\n")]);
    sum.write("testcases/sum/wrong/first.rs", FIRST_ONLY);
    let run = sum.judge(&[]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains(
            r#"{"type":"wrong","problem":"sum","name":"wrong/first.rs","expect":"WA","got":"WA","killed_by":"2"}"#
        ),
        "{stdout}"
    );
    let run = sum.run(&["--no-unit-tests", "--lang", "ko"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(
        run.text().contains("틀린 풀이:") && run.text().contains("케이스 2에서 WA로 걸러집니다"),
        "{}",
        run.text()
    );
}

#[test]
fn a_wrong_solution_that_passes_every_case_is_a_warning_or_under_strict_data_an_error() {
    let sum = Sum::new("wrong_survives", &[("1", "1\n5\n"), ("2", "1\n7\n")]);
    sum.write("testcases/sum/wrong/first.rs", FIRST_ONLY);
    let run = sum.run(&["--no-unit-tests"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(
        run.text().contains(
            "warning: the cases accept a known wrong solution (wrong/first.rs passed all 2 cases)"
        ),
        "{}",
        run.text()
    );
    let run = sum.judge(&[]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains(r#""expect":"WA","got":"AC","killed_by":null}"#),
        "{stdout}"
    );
    let run = sum.run(&["--no-unit-tests", "--strict-data"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    assert!(
        run.text()
            .contains("error: the cases accept a known wrong solution"),
        "{}",
        run.text()
    );
}

#[test]
fn a_wrong_solution_without_an_expect_line_is_an_error_naming_it() {
    let sum = Sum::new("wrong_no_expect", &[("1", "1\n5\n")]);
    sum.write(
        "testcases/sum/wrong/bad.rs",
        "// expect: AC\nfn main() {}\n",
    );
    let run = sum.run(&["--no-unit-tests"]);
    assert_eq!(run.code(), 2, "{}", run.text());
    assert!(
        run.text()
            .contains("testcases/sum/wrong/bad.rs must declare the verdict"),
        "{}",
        run.text()
    );
}

/// The right sum, after a space BOJ does not accept: PE, every token right.
const LEADING_SPACE: &str = r#"// expect: PE
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!(" {}", v[1..].iter().sum::<i64>());
}
"#;

/// Writes without end: past any output cap.
const FLOOD: &str =
    "// expect: OLE\nuse std::io::Write;\nfn main() {\n    let line = vec![b'1'; 1 << 20];\n    \
                     let mut out = std::io::stdout().lock();\n    loop {\n        \
                     out.write_all(&line).unwrap();\n    }\n}\n";

/// A wrong solution may declare every verdict the judge gives but AC and CE: PE (and OLE),
/// which the judge gives as it gives WA, are no error of its first line.
#[test]
fn a_wrong_solution_may_expect_pe_or_ole() {
    skip_if_passed!();
    let sum = Sum::new("wrong_expects_pe", &[("1", "1\n5\n"), ("2", "2\n3 4\n")]);
    sum.write("testcases/sum/wrong/space.rs", LEADING_SPACE);
    let run = sum.judge(&[]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains(
            r#"{"type":"wrong","problem":"sum","name":"wrong/space.rs","expect":"PE","got":"PE","killed_by":"1"}"#
        ),
        "{}",
        run.text()
    );
    // A flood past the output cap: OLE on the first case.
    sum.write("testcases/sum/wrong/space.rs", FLOOD);
    let run = sum.judge(&[]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains(r#""name":"wrong/space.rs","expect":"OLE","got":"OLE","killed_by":"1"}"#),
        "{}",
        run.text()
    );
}

/// A generator of `sum`: `gen SEED [N]` prints N (from the seed when not given, 1..=10)
/// numbers in 0..=100, the same bytes for the same seed.
const GEN: &str = r#"fn main() {
    let args: Vec<String> = std::env::args().collect();
    let seed: u64 = args[1].parse().unwrap();
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let n = match args.get(2) {
        Some(n) => n.parse().unwrap(),
        None => 1 + next() % 10,
    };
    let a: Vec<String> = (0..n).map(|_| (next() % 101).to_string()).collect();
    println!("{n}\n{}", a.join(" "));
}
"#;

/// The reference of `sum`, written apart from the solution.
const BRUTE: &str = r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut total = 0i64;
    for t in s.lines().nth(1).unwrap_or("").split(' ').filter(|t| !t.is_empty()) {
        total += t.parse::<i64>().unwrap();
    }
    println!("{total}");
}
"#;

/// Wrong on five numbers or more: it forgets the last one.
const SHORT_BY_ONE: &str = r#"// expect: WA
use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as usize;
    let upto = if n >= 5 { n - 1 } else { n };
    println!("{}", v[1..=upto].iter().sum::<i64>());
}
"#;

/// The stored `gen-*` cases of `sum`, names and bytes, in name order.
fn generated(sum: &Sum) -> Vec<(String, Vec<u8>)> {
    let mut found: Vec<(String, Vec<u8>)> = fs::read_dir(sum.data())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("gen-"))
        .map(|name| {
            let bytes = fs::read(sum.data().join(&name)).unwrap();
            (name, bytes)
        })
        .collect();
    found.sort();
    found
}

#[test]
fn gen_stores_validated_cases_with_the_references_answers_and_never_twice() {
    skip_if_passed!();
    let sum = Sum::new("gen-stores", &[("sample-1", "3\n1 2 3\n")]);
    sum.write("testcases/sum/gen.rs", GEN);
    sum.write("testcases/sum/brute.rs", BRUTE);
    sum.write("testcases/sum/validator.rs", VALIDATOR);
    let run = sum.run(&["gen", "sum", "--count", "12", "--seed", "5", "-j", "2"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("gen sum: seeds 5..16, 2 at once"),
        "{}",
        run.stderr
    );
    let first = generated(&sum);
    let inputs = first.iter().filter(|(n, _)| n.ends_with(".in")).count();
    let answers = first.iter().filter(|(n, _)| n.ends_with(".out")).count();
    assert_eq!((inputs, answers), (12, 12), "{first:?}");
    assert!(
        run.stderr.contains("gen sum: 12 new cases in "),
        "{}",
        run.stderr
    );
    // Every answer is the sum of its input, and the judge accepts the solution on them all.
    for (name, bytes) in first.iter().filter(|(n, _)| n.ends_with(".in")) {
        let text = String::from_utf8_lossy(bytes);
        let total: i64 = text
            .lines()
            .nth(1)
            .unwrap()
            .split(' ')
            .map(|t| t.parse::<i64>().unwrap())
            .sum();
        let out = sum.data().join(name.replace(".in", ".out"));
        assert_eq!(fs::read_to_string(out).unwrap(), format!("{total}\n"));
    }
    let judged = sum.judge(&[]);
    assert_eq!(judged.code(), 0, "{}", judged.stderr);
    // Again, with more seeds: the twelve are skipped, not run, and their bytes stay.
    fs::remove_file(sum.data().join("gen-7.in")).unwrap();
    fs::remove_file(sum.data().join("gen-7.out")).unwrap();
    let run = sum.run(&["gen", "sum", "--count", "14", "--seed", "5", "--lang", "ko"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("gen sum: 새 케이스 3개, 이미 저장된 시드 11개는 건너뜀"),
        "{}",
        run.stderr
    );
    let second = generated(&sum);
    for (name, bytes) in &first {
        let again = second.iter().find(|(n, _)| n == name).expect(name);
        assert_eq!(&again.1, bytes, "{name}: the same seed gave other bytes");
    }
    // A stray answer where a new case would go is never overwritten.
    sum.write("testcases/sum/gen-30.out", "stray\n");
    let run = sum.run(&["gen", "sum", "--count", "1", "--seed", "30"]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("refusing to overwrite: ")
            && run
                .stderr
                .contains("testcases/sum/gen-30.out already exists"),
        "{}",
        run.stderr
    );
    assert_eq!(
        fs::read_to_string(sum.data().join("gen-30.out")).unwrap(),
        "stray\n"
    );
    assert!(!sum.data().join("gen-30.in").exists());
}

#[test]
fn a_wrong_solution_the_samples_pass_is_rejected_once_gen_has_run() {
    skip_if_passed!();
    let sum = Sum::new("gen-rejects", &[("sample-1", "3\n1 2 3\n")]);
    sum.write("testcases/sum/gen.rs", GEN);
    sum.write("testcases/sum/brute.rs", BRUTE);
    sum.write("testcases/sum/wrong/short.rs", SHORT_BY_ONE);
    let run = sum.run(&["--no-unit-tests", "--strict-data"]);
    assert_eq!(run.code(), 1, "{}", run.text());
    assert!(
        run.text().contains("wrong/short.rs passed all 1 case"),
        "{}",
        run.text()
    );
    let run = sum.run(&["gen", "sum", "--count", "20"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let run = sum.judge(&["--strict-data"]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains(r#""name":"wrong/short.rs","expect":"WA","got":"WA","killed_by":"gen-"#),
        "{stdout}"
    );
}

#[test]
fn gen_stops_at_a_reference_that_fails_or_an_input_the_validator_refuses() {
    skip_if_passed!();
    let sum = Sum::new("gen-stops", &[("sample-1", "3\n1 2 3\n")]);
    sum.write("testcases/sum/gen.rs", GEN);
    // The reference spins on inputs with N = 7.
    sum.write(
        "testcases/sum/brute.rs",
        &BRUTE.replace(
            "let mut total = 0i64;",
            "let mut total = 0i64;\n    if s.starts_with(\"7\\n\") { loop { std::hint::black_box(&mut total); } }",
        ),
    );
    let run = sum.run(&["gen", "sum", "--count", "3", "--seed", "1", "--size", "7"]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    for needle in [
        "error: testcases/sum/brute.rs failed on seed 1 (TLE: ",
        "; the input:\n    7\n    ",
        "gen sum: 0 new cases in ",
    ] {
        assert!(run.stderr.contains(needle), "{needle}: {}", run.stderr);
    }
    assert!(generated(&sum).is_empty());
    // With a validator that allows N ≤ 5 only, N = 6 is refused before the reference runs.
    sum.write("testcases/sum/brute.rs", BRUTE);
    sum.write(
        "testcases/sum/validator.rs",
        &VALIDATOR.replace("(1..=10).contains(&n)", "(1..=5).contains(&n)"),
    );
    let run = sum.run(&["gen", "sum", "--count", "3", "--size", "6", "--lang", "ko"]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "testcases/sum/gen.rs이(가) 시드 1에서 출력한 입력을 testcases/sum/validator.rs이(가) \
             거부합니다: line 1, token 1: N = 6 is outside 1..=10"
        ),
        "{}",
        run.stderr
    );
    // A generator seeded from the clock gives two inputs for one seed (the whole count of
    // nanoseconds: two runs never print the same; `t % 100` did once in a hundred).
    sum.write(
        "testcases/sum/gen.rs",
        "fn main() {\n    let t = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();\n    println!(\"1\\n{}\", t);\n}\n",
    );
    fs::remove_file(sum.data().join("validator.rs")).unwrap();
    let run = sum.run(&["gen", "sum", "--count", "2"]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("testcases/sum/gen.rs printed two different inputs for seed 1"),
        "{}",
        run.stderr
    );
}

/// Wrong when a number of the second line is 100 (it adds one); it sums that line, as the
/// reference does, whatever N says.
const WRONG_ON_100: &str = r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let line = s.lines().nth(1).unwrap_or("");
    let v: Vec<i64> = line.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    println!("{}", v.iter().sum::<i64>() + i64::from(v.contains(&100)));
}
"#;

/// Two lines, 1 ≤ N ≤ 200 000 and numbers in 0..=100; how many numbers it does not check,
/// so that tokens can go.
const LENIENT_VALIDATOR: &str = r#"use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let lines: Vec<&str> = s.lines().collect();
    assert!(lines.len() == 2, "{} lines, not 2", lines.len());
    let n: u64 = lines[0].parse().expect("line 1, token 1: N is not a number");
    assert!((1..=200_000).contains(&n), "line 1, token 1: N = {n}");
    for t in lines[1].split(' ') {
        let v: i64 = t.parse().expect("line 2: not a number");
        assert!((0..=100).contains(&v), "line 2: {v} is outside 0..=100");
    }
}
"#;

/// The first N for which GEN's numbers of `seed` hold a 100: `gen SEED N` prints a prefix
/// of one stream, so this is the smallest failing size.
fn first_hundred(seed: u64) -> usize {
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    for i in 1.. {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        if x % 101 == 100 {
            return i;
        }
    }
    unreachable!()
}

#[test]
fn stress_shrinks_a_large_failing_input_to_the_known_minimal_one() {
    skip_if_passed!();
    let sum = Sum::new("shrink", &[("sample-1", "3\n1 2 3\n")]);
    sum.write("problems/sum/src/main.rs", WRONG_ON_100);
    sum.write("testcases/sum/gen.rs", GEN);
    sum.write("testcases/sum/brute.rs", BRUTE);
    sum.write("testcases/sum/validator.rs", LENIENT_VALIDATOR);
    // 200 000 numbers; the smallest failing size is the first 100, and then every other
    // number goes: N and the 100 are all the bug needs. The time is generous so the test
    // does not depend on the machine's speed.
    let run = sum.run(&[
        "stress",
        "sum",
        "--seed",
        "3",
        "--count",
        "1",
        "--size",
        "200000",
        "--shrink-time",
        "300",
    ]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    let k = first_hundred(3);
    assert!(k > 2, "seed 3 would not need a search: {k}");
    for needle in [
        "WA on seed 3".to_owned(),
        "shrunk from 200001 tokens (".to_owned(),
        format!(" to 2 tokens ({} bytes), size 200000 to {k}\n", k.to_string().len() + 5),
        format!("input (gen 3 {k}, shrunk):\n    {k}\n    100\nexpected (brute.rs):\n  > 100\nfound (solution):\n  > 101\n"),
        "keep it as a case: cargo judge stress sum --seed 3 --size 200000 --count 1 --save".to_owned(),
    ] {
        assert!(run.stderr.contains(&needle), "{needle}: {}", run.stderr);
    }
    // --save stores the shrunk input, with brute's answer.
    let run = sum.run(&[
        "stress",
        "sum",
        "--seed",
        "3",
        "--count",
        "1",
        "--size",
        "200000",
        "--shrink-time",
        "300",
        "--save",
        "--lang",
        "ko",
    ]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("줄인 입력: 토큰 200001개")
            && run
                .stderr
                .contains("testcases/sum/1.in, testcases/sum/1.out에 저장했습니다"),
        "{}",
        run.stderr
    );
    assert_eq!(
        fs::read_to_string(sum.data().join("1.in")).unwrap(),
        format!("{k}\n100\n")
    );
    assert_eq!(
        fs::read_to_string(sum.data().join("1.out")).unwrap(),
        "100\n"
    );
    // --no-shrink shows gen's input as it was.
    let run = sum.run(&[
        "stress",
        "sum",
        "--seed",
        "3",
        "--count",
        "1",
        "--size",
        "300",
        "--no-shrink",
    ]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("input (gen 3 300):\n    300\n") && !run.stderr.contains("shrunk"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_generator_without_a_size_is_shrunk_by_lines_and_tokens() {
    skip_if_passed!();
    let sum = Sum::new("shrink-nosize", &[("sample-1", "3\n1 2 3\n")]);
    sum.write("problems/sum/src/main.rs", WRONG_ON_100);
    // 2 000 numbers whatever the second argument says, and no validator.
    sum.write(
        "testcases/sum/gen.rs",
        &GEN.replace(
            "let n = match args.get(2) {",
            "let n = match None::<&String> {",
        )
        .replace("None => 1 + next() % 10,", "None => 2000,"),
    );
    sum.write("testcases/sum/brute.rs", BRUTE);
    let run = sum.run(&[
        "stress",
        "sum",
        "--seed",
        "1",
        "--count",
        "1",
        "--shrink-time",
        "300",
    ]);
    assert_eq!(run.code(), 1, "{}", run.stderr);
    for needle in [
        "shrunk from 2001 tokens (",
        " to 2 tokens (",
        "input (gen 1, shrunk):\n    2000\n    100\n",
    ] {
        assert!(run.stderr.contains(needle), "{needle}: {}", run.stderr);
    }
    assert!(!run.stderr.contains(", size "), "{}", run.stderr);
}

#[test]
fn a_rejection_is_remembered_only_while_the_rejecting_case_stays_the_same() {
    let sum = Sum::new("wrong_remembered", &[("1", "1\n5\n"), ("2", "2\n3 4\n")]);
    sum.write("testcases/sum/wrong/first.rs", FIRST_ONLY);
    let killed = r#""name":"wrong/first.rs","expect":"WA","got":"WA","killed_by":"2"}"#;
    for _ in 0..2 {
        let run = sum.judge(&[]);
        assert_eq!(run.code(), 0, "{}", run.stderr);
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(stdout.contains(killed), "{stdout}");
    }
    // Another declared verdict, the same build: not what was remembered.
    sum.write(
        "testcases/sum/wrong/first.rs",
        &FIRST_ONLY.replace("// expect: WA", "// expect: TLE"),
    );
    let run = sum.judge(&[]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains(r#""name":"wrong/first.rs","expect":"TLE","got":"WA","killed_by":null}"#),
        "{stdout}"
    );
    sum.write("testcases/sum/wrong/first.rs", FIRST_ONLY);
    // Case 2 changed: what was remembered of it no longer counts, and the cases now accept
    // the wrong solution.
    sum.case("2", "1\n7\n");
    let run = sum.judge(&[]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        stdout.contains(r#""name":"wrong/first.rs","expect":"WA","got":"AC","killed_by":null}"#),
        "{stdout}"
    );
}

#[test]
fn explain_data_names_the_first_case_that_rejects_each_and_the_cases_that_reject_nothing() {
    let sum = Sum::new(
        "explain",
        &[
            ("1", "1\n5\n"),
            ("2", "2\n3 4\n"),
            ("3", "5\n1 1 1 1 1\n"),
            ("4", "1\n9\n"),
        ],
    );
    // Rejected by 2 and 3; by 3 only; a kept submission BOJ rejected, by none.
    sum.write("testcases/sum/wrong/first.rs", FIRST_ONLY);
    sum.write("testcases/sum/wrong/short.rs", SHORT_BY_ONE);
    sum.write("testcases/sum/submissions/7.rs", SUM);
    sum.write(
        "testcases/sum/submissions.toml",
        "\n[[submission]]\nid = 7\nlanguage = \"Rust 2021\"\nverdict = \"틀렸습니다\"\ncode = \"WA\"\n",
    );
    let run = sum.run(&["sum", "--explain-data", "--no-unit-tests"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    for needle in [
        "sum: 3 programs the cases must reject, 4 cases\n",
        "  wrong/first.rs (expect: WA): first rejected by case 2 (WA), rejected by 2 of 4 cases\n",
        "  wrong/short.rs (expect: WA): first rejected by case 3 (WA), rejected by 1 of 4 cases\n",
        "  submissions/7.rs (BOJ: WA): no case rejects it (4 cases)\n",
        "  cases that reject nothing (2 of 4; candidates to drop): 1, 4\n",
    ] {
        assert!(run.stderr.contains(needle), "{needle}: {}", run.stderr);
    }
    let run = sum.run(&["sum", "--explain-data", "--lang", "ko"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("  wrong/first.rs (expect: WA): 케이스 2에서 처음 걸러짐 (WA)")
            && run
                .stderr
                .contains("아무것도 걸러내지 않는 케이스 (4개 중 2개; 지울 후보): 1, 4"),
        "{}",
        run.stderr
    );
}

#[test]
fn gen_takes_its_answers_from_a_cpp_reference_too() {
    skip_if_passed!();
    if support::cxx("gen_takes_its_answers_from_a_cpp_reference_too").is_none() {
        return;
    }
    let sum = Sum::new("gen-cpp", &[("sample-1", "3\n1 2 3\n")]);
    sum.write("testcases/sum/gen.rs", GEN);
    sum.write(
        "testcases/sum/brute.cpp",
        "#include <cstdio>\nint main() {\n    long long n, a, s = 0;\n    if (scanf(\"%lld\", &n) != 1) return 1;\n    for (long long i = 0; i < n; i++) { if (scanf(\"%lld\", &a) != 1) return 1; s += a; }\n    printf(\"%lld\\n\", s);\n}\n",
    );
    let run = sum.run(&["gen", "sum", "--count", "5", "--seed", "40"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert!(
        run.stderr.contains("gen sum: 5 new cases in "),
        "{}",
        run.stderr
    );
    let input = fs::read_to_string(sum.data().join("gen-42.in")).unwrap();
    let total: i64 = input
        .lines()
        .nth(1)
        .unwrap()
        .split(' ')
        .map(|t| t.parse::<i64>().unwrap())
        .sum();
    assert_eq!(
        fs::read_to_string(sum.data().join("gen-42.out")).unwrap(),
        format!("{total}\n")
    );
}

/// `FIRST_ONLY` in C++ and in Python, and a Python one that is right but slow.
const FIRST_ONLY_CPP: &str = "// expect: WA\n#include <cstdio>\nint main() {\n    long long n, a;\n    \
                              std::scanf(\"%lld %lld\", &n, &a);\n    std::printf(\"%lld\\n\", a);\n}\n";
const FIRST_ONLY_PY: &str =
    "# expect: WA\nv = list(map(int, open(0).read().split()))\nprint(v[1])\n";
const SLOW_PY: &str = "# expect: TLE\nimport time\nv = list(map(int, open(0).read().split()))\n\
                       time.sleep(30)\nprint(sum(v[1:v[0] + 1]))\n";

/// Wrong solutions in C++ and Python are built and run as BOJ ran those languages, under the
/// problem's limits (Python with BOJ's extra time); without their tool, a warning, not an error.
#[test]
fn wrong_solutions_in_cpp_and_python_are_judged_too() {
    skip_if_passed!();
    let Some(_) = support::cxx("wrong solutions in C++") else {
        return;
    };
    let sum = Sum::new(
        "wrong_other_languages",
        &[("1", "1\n5\n"), ("2", "2\n3 4\n")],
    );
    sum.write("testcases/sum/wrong/first.cpp", FIRST_ONLY_CPP);
    sum.write("testcases/sum/wrong/first.py", FIRST_ONLY_PY);
    sum.write("testcases/sum/wrong/slow.py", SLOW_PY);
    let sysroot = std::process::Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .expect("rustc --print sysroot");
    let rustc = Path::new(String::from_utf8_lossy(&sysroot.stdout).trim()).join("bin/rustc");
    let rustc = rustc.to_string_lossy().into_owned();
    let run = sum.judge_with(&[], &[("RUSTC", rustc.as_str())]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let stdout = String::from_utf8_lossy(&run.stdout);
    let line = |name: &str, expect: &str| {
        format!(r#"{{"type":"wrong","problem":"sum","name":"{name}",{expect}}}"#)
    };
    let first_cpp = line(
        "wrong/first.cpp",
        r#""expect":"WA","got":"WA","killed_by":"2""#,
    );
    assert!(stdout.contains(&first_cpp), "no {first_cpp} in\n{stdout}");
    // python3 is not everywhere g++ is (Windows names it python.exe, if it has it): without
    // it, the Python ones are the warning, and the run stays green.
    let python = std::process::Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    for (name, expect) in [
        (
            "wrong/first.py",
            r#""expect":"WA","got":"WA","killed_by":"2""#,
        ),
        (
            "wrong/slow.py",
            r#""expect":"TLE","got":"TLE","killed_by":"1""#,
        ),
    ] {
        let said = if python {
            line(name, expect)
        } else {
            format!("{name} is not run: not runnable here (install python3)")
        };
        assert!(stdout.contains(&said), "no {said} in\n{stdout}");
    }
    if !python {
        support::skip("python3", "its wrong solutions: no python3 on PATH");
    }
    // No g++ or python3 on the PATH the programs get: the solution comes from the cache,
    // the others are named as not runnable, and the run stays green.
    let empty = sum.root.join("no-tools");
    fs::create_dir_all(&empty).expect("an empty folder");
    fs::write(
        sum.data().join("wrong/first.cpp"),
        FIRST_ONLY_CPP.replace("a);", "a );"),
    )
    .expect("change the C++ source, so that no remembered rejection stands for it");
    let path = empty.to_string_lossy().into_owned();
    let run = sum.run_with(
        &["--no-unit-tests", "--color", "never"],
        &[("RUSTC", rustc.as_str()), ("PATH", path.as_str())],
    );
    assert_eq!(run.code(), 0, "{}", run.text());
    let text = run.text();
    assert!(
        text.contains("warning: wrong/first.cpp is not run: not runnable here (install g++)"),
        "{text}"
    );
}

/// Kept Rust submissions BOJ rejected (`submissions.toml`, as `import` writes it) are wrong
/// solutions by BOJ's own data: `cargo judge` judges them after the solution, and one the
/// stored cases accept is weak data, counted in the summary (an error under --strict-data).
#[test]
fn kept_rust_submissions_boj_rejected_count_as_weak_data_when_the_cases_accept_them() {
    skip_if_passed!();
    let sum = Sum::new("kept_rejected", &[("1", "1\n5\n"), ("2", "1\n7\n")]);
    let first_only = FIRST_ONLY.replacen("// expect: WA\n", "", 1);
    sum.write("testcases/sum/submissions/11.rs", &first_only);
    sum.write(
        "testcases/sum/submissions/12.rs",
        "fn main() {\n    println!(\"0\");\n}\n",
    );
    sum.write("testcases/sum/submissions/13.rs", SUM);
    sum.write(
        "testcases/sum/submissions.toml",
        "[[submission]]\nid = 11\nlanguage = \"Rust 2021\"\nverdict = \"틀렸습니다\"\ncode = \"WA\"\n\n\
         [[submission]]\nid = 12\nlanguage = \"Rust 2021\"\nverdict = \"틀렸습니다\"\ncode = \"WA\"\n\n\
         [[submission]]\nid = 13\nlanguage = \"Rust 2021\"\nverdict = \"맞았습니다!!\"\ncode = \"AC\"\n",
    );
    let run = sum.judge(&[]);
    assert_eq!(run.code(), 0, "{}", run.text());
    let stdout = String::from_utf8_lossy(&run.stdout);
    for line in [
        r#"{"type":"wrong","problem":"sum","name":"submissions/11.rs","expect":"fail","got":"AC","killed_by":null}"#,
        r#"{"type":"wrong","problem":"sum","name":"submissions/12.rs","expect":"fail","got":"WA","killed_by":"1"}"#,
    ] {
        assert!(stdout.contains(line), "no {line} in\n{stdout}");
    }
    // BOJ accepted 13: not a wrong solution (`replay` sets it beside BOJ's verdict).
    assert!(!stdout.contains("submissions/13.rs"), "{stdout}");
    assert!(stdout.contains(r#""weak_data":1,"#), "{stdout}");
    let human = sum.run(&["--no-unit-tests", "--color", "never"]);
    assert_eq!(human.code(), 0, "{}", human.text());
    assert!(
        human
            .text()
            .contains("weak data: 1 known wrong solution accepted"),
        "{}",
        human.text()
    );
    let strict = sum.run(&["--no-unit-tests", "--strict-data"]);
    assert_eq!(strict.code(), 1, "{}", strict.text());
}
