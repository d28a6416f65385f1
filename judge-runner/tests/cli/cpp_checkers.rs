//! The `cpp-checkers` workspace: special judges written in C++ (`checker.cpp`), compiled with
//! g++ (or c++). testlib's own standard checkers give, through the runner, the verdicts they
//! give when run by hand on the same files; a plain C++ checker reads BOJ's argument order
//! with `checker_args = "boj"`; a checker that does not compile, or that fails (testlib's
//! `_fail`, exit 3), is an error naming it, and the other problems are still judged.
//!
//! Every test prints a `SKIP:` line and passes when neither `g++` nor `c++` is on PATH.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use crate::support::{self, Run, Workspace};

/// The expected verdict of every case of the problems whose checker works.
const MODEL: &[(&str, &str, &str)] = &[
    // Extra spaces and a blank line: wcmp compares tokens.
    ("wcmp-beside", "1", "AC"),
    ("wcmp-beside", "2", "WA"),
    // One token too many, one too few: testlib's wcmp says WA for both (it has no PE).
    ("wcmp-beside", "3", "WA"),
    ("wcmp-beside", "4", "WA"),
    // 3.5e-8 off; then 9.3e-5 off; then `two` where a number is due.
    ("rcmp6-include", "1", "AC"),
    ("rcmp6-include", "2", "WA"),
    ("rcmp6-include", "3", "PE"),
    // `yes` for `YES` (case-insensitive); `No` for `YES`; `maybe`.
    ("yesno-include", "1", "AC"),
    ("yesno-include", "2", "WA"),
    ("yesno-include", "3", "PE"),
    // 6 for n = 12; 7 for the prime 7.
    ("boj-order", "1", "AC"),
    ("boj-order", "2", "WA"),
];

/// testlib's other exit codes, from a checker that exits with the code its output names.
const OTHER_CODES: &[(&str, &str)] = &[("1", "PE"), ("2", "WA"), ("3", "PE")];

/// The testlib checkers, each with the problem that carries a verbatim copy of it.
const TESTLIB_CHECKERS: &[(&str, &str)] = &[
    ("wcmp-beside", "wcmp"),
    ("rcmp6-include", "rcmp6"),
    ("yesno-include", "yesno"),
];

/// The whole workspace judged once as JSON.
fn run() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| Workspace::copy("cpp-checkers", "cpp-checkers").run(&[], "json", &[]))
}

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/cpp-checkers")
}

fn testlib() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/testlib")
}

/// A fresh folder for the test's own builds, in cargo's temporary folder.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("cpp-checkers-{}-{test}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("create the scratch folder");
    dir
}

/// `name` as an executable's file name: `name.exe` on Windows, where a program is found by
/// that ending (and MinGW's g++ adds it to a name without one).
fn exe(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// Compiles a C++ source as the runner is documented to (`-O2 -std=c++17`), with `include`
/// on the include path.
fn compile_cpp(cxx: &str, source: &Path, include: &Path, binary: &Path) {
    // Built by hand once per source and header: kept beside the test binary's other
    // scratch, so that a second `cargo test` does not spend seconds on testlib again.
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    (cxx, fs::read(source).expect("read the checker")).hash(&mut hasher);
    fs::read(include.join("testlib.h")).ok().hash(&mut hasher);
    let key = format!("{:016x}", hasher.finish());
    let kept = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("direct-cpp")
        .join(exe(&key));
    if !kept.is_file() {
        let staged = kept.with_file_name(exe(&format!("{key}-{}", std::process::id())));
        fs::create_dir_all(kept.parent().expect("a folder")).expect("create direct-cpp/");
        build_cpp(cxx, source, include, &staged);
        fs::rename(&staged, &kept).expect("keep the checker");
    }
    // The copy keeps the file's mode.
    fs::copy(&kept, binary).expect("copy the checker");
}

fn build_cpp(cxx: &str, source: &Path, include: &Path, binary: &Path) {
    let output = Command::new(cxx)
        .args(["-O2", "-std=c++17", "-I"])
        .arg(include)
        .arg("-o")
        .arg(binary)
        .arg(source)
        .output()
        .unwrap_or_else(|e| panic!("run {cxx}: {e}"));
    assert!(
        output.status.success(),
        "{} does not compile:\n{}",
        source.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Compiles a solution alone, as the judge does.
fn compile_rust(source: &Path, binary: &Path) {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Command::new(rustc)
        .args(["--edition", "2021", "-O", "-o"])
        .arg(binary)
        .arg(source)
        .output()
        .expect("run rustc");
    assert!(
        output.status.success(),
        "{} does not compile:\n{}",
        source.display(),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Runs `binary` with `input` as its stdin; returns its stdout.
fn run_solution(binary: &Path, input: &Path) -> Vec<u8> {
    let output = Command::new(binary)
        .stdin(fs::File::open(input).expect("open the input"))
        .stderr(Stdio::inherit())
        .output()
        .expect("run the solution");
    assert!(output.status.success(), "{} failed", binary.display());
    output.stdout
}

/// What testlib's exit code means: 0 AC, 1 WA, 2 PE; anything else fails the test.
fn verdict_of(code: Option<i32>, what: &str) -> &'static str {
    match code {
        Some(0) => "AC",
        Some(1) => "WA",
        Some(2) => "PE",
        other => panic!("{what}: the checker exited with {other:?}, not a verdict"),
    }
}

#[test]
fn cpp_checkers_give_the_models_verdicts_through_the_runner() {
    skip_if_passed!();
    if support::cxx("cpp_checkers_give_the_models_verdicts_through_the_runner").is_none() {
        return;
    }
    let events = run().events();
    for &(problem, case, verdict) in MODEL {
        support::assert_verdict(&events, problem, case, verdict);
    }
    // The checker's own words reach the message.
    let (_, event) = support::case(&events, "wcmp-beside", "2");
    let message = event.str("message").unwrap_or("");
    assert!(message.contains("words differ"), "{message}");
    let (_, event) = support::case(&events, "yesno-include", "3");
    let message = event.str("message").unwrap_or("");
    assert!(message.contains("MAYBE found"), "{message}");
}

/// Each testlib checker, compiled here from the vendored source and run by hand on the
/// input, the solution's output (from the solution built here) and the answer in testlib's
/// order (BOJ's for `boj-order`), gives the verdict the runner gave, case by case.
#[test]
fn cpp_checkers_agree_with_running_the_checker_directly() {
    skip_if_passed!();
    let Some(cxx) = support::cxx("cpp_checkers_agree_with_running_the_checker_directly") else {
        return;
    };
    let dir = scratch("direct");
    let events = run().events();
    let mut checkers: Vec<(&str, PathBuf, &str)> = Vec::new();
    // A copy made as `run()`'s is (the fixture's `SHARED` file places the checkers).
    let workspace = Workspace::copy("cpp-checkers", "cpp-checkers-verbatim");
    for &(problem, name) in TESTLIB_CHECKERS {
        let vendored = testlib().join("checkers").join(format!("{name}.cpp"));
        let copy = workspace
            .root()
            .join("testcases")
            .join(problem)
            .join("checker.cpp");
        assert!(
            fs::read(&vendored).unwrap() == fs::read(&copy).unwrap(),
            "{} is not a verbatim copy of {}",
            copy.display(),
            vendored.display()
        );
        let binary = dir.join(exe(name));
        compile_cpp(cxx, &vendored, &testlib(), &binary);
        checkers.push((problem, binary, "testlib"));
    }
    let boj = dir.join(exe("boj-order-checker"));
    compile_cpp(
        cxx,
        &fixture().join("testcases/boj-order/checker.cpp"),
        &testlib(),
        &boj,
    );
    checkers.push(("boj-order", boj, "boj"));
    let mut compared = 0;
    for (problem, checker, order) in &checkers {
        let solution = dir.join(exe(&format!("{problem}-solution")));
        compile_rust(
            &fixture().join("problems").join(problem).join("src/main.rs"),
            &solution,
        );
        let data = fixture().join("testcases").join(problem);
        for &(_, case, model) in MODEL.iter().filter(|(p, _, _)| p == problem) {
            let input = data.join(format!("{case}.in"));
            let answer = data.join(format!("{case}.out"));
            let output = dir.join(format!("{problem}-{case}.output"));
            fs::write(&output, run_solution(&solution, &input)).expect("write the output");
            let (second, third) = match *order {
                "boj" => (&answer, &output),
                _ => (&output, &answer),
            };
            let status = Command::new(checker)
                .arg(&input)
                .arg(second)
                .arg(third)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .expect("run the checker");
            let direct = verdict_of(status.code(), &format!("{problem}/{case}"));
            assert_eq!(direct, model, "{problem}/{case}: the model is wrong");
            let (through_runner, event) = support::case(&events, problem, case);
            assert_eq!(
                through_runner, direct,
                "{problem}/{case}: the runner says {through_runner}, the checker run by hand \
                 says {direct}: {event:?}"
            );
            compared += 1;
        }
    }
    assert_eq!(compared, MODEL.len());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_cpp_checker_that_does_not_compile_is_an_error_naming_it() {
    skip_if_passed!();
    if support::cxx("a_cpp_checker_that_does_not_compile_is_an_error_naming_it").is_none() {
        return;
    }
    let events = run().events();
    let errors = support::errors(&events);
    let broken = errors
        .iter()
        .find(|e| e.str("problem") == Some("ce-checker"))
        .unwrap_or_else(|| panic!("no error for ce-checker: {errors:#?}"));
    let message = broken.str("message").unwrap_or("");
    assert!(
        message.contains("testcases/ce-checker/checker.cpp does not compile"),
        "{message}"
    );
    assert!(
        !support::cases(&events)
            .iter()
            .any(|e| e.str("problem") == Some("ce-checker")),
        "a checker that does not compile gave a verdict"
    );
    // The other problems were judged all the same, and the run is a failure of the data.
    support::assert_verdict(&events, "wcmp-beside", "1", "AC");
    assert_eq!(run().code(), 2, "{}", run().stderr);
}

#[test]
fn a_cpp_checker_that_fails_is_an_error_not_a_verdict() {
    skip_if_passed!();
    if support::cxx("a_cpp_checker_that_fails_is_an_error_not_a_verdict").is_none() {
        return;
    }
    let events = run().events();
    let errors = support::errors(&events);
    let failed = errors
        .iter()
        .find(|e| e.str("problem") == Some("fail-checker"))
        .unwrap_or_else(|| panic!("no error for fail-checker: {errors:#?}"));
    assert_eq!(failed.str("case"), Some("1"));
    let message = failed.str("message").unwrap_or("");
    assert!(
        message.contains("testcases/fail-checker/checker.cpp failed on case 1")
            && message.contains("exit code 3"),
        "{message}"
    );
    assert!(
        !support::cases(&events)
            .iter()
            .any(|e| e.str("problem") == Some("fail-checker") && e.str("verdict").is_some()),
        "a failing checker gave a verdict"
    );
}

/// testlib's exit codes beyond 0, 1, 2 and 3: 4 (extra output) PE, 7 (points) WA whose
/// message says points, 8 (unexpected end of output) PE; a code testlib does not define
/// (5) is an error naming the checker.
#[test]
fn testlib_exit_codes_4_7_8_are_verdicts_and_others_are_errors() {
    skip_if_passed!();
    if support::cxx("testlib_exit_codes_4_7_8_are_verdicts_and_others_are_errors").is_none() {
        return;
    }
    let events = run().events();
    for &(case, verdict) in OTHER_CODES {
        support::assert_verdict(&events, "exit-codes", case, verdict);
    }
    let (_, event) = support::case(&events, "exit-codes", "2");
    let message = event.str("message").unwrap_or("");
    assert!(message.contains("points"), "{message}");
    let errors = support::errors(&events);
    let odd = errors
        .iter()
        .find(|e| e.str("problem") == Some("exit-code-5"))
        .unwrap_or_else(|| panic!("no error for exit-code-5: {errors:#?}"));
    let message = odd.str("message").unwrap_or("");
    assert!(
        message.contains("testcases/exit-code-5/checker.cpp") && message.contains('5'),
        "{message}"
    );
}

/// `checker_args = "boj"`: the plain C++ checker gets INPUT ANSWER OUTPUT. In testlib's
/// order it reads the output as the jury's answer, which is not in the jury's format: exit
/// 3, an error. So the verdicts of `boj-order` show the order was BOJ's.
#[test]
fn checker_args_boj_passes_a_cpp_checker_bojs_order() {
    skip_if_passed!();
    if support::cxx("checker_args_boj_passes_a_cpp_checker_bojs_order").is_none() {
        return;
    }
    let events = run().events();
    support::assert_verdict(&events, "boj-order", "1", "AC");
    support::assert_verdict(&events, "boj-order", "2", "WA");
    assert!(
        !support::errors(&events)
            .iter()
            .any(|e| e.str("problem") == Some("boj-order")),
        "{}",
        run().stderr
    );
}
