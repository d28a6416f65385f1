//! The harness generator's tests: layout, the pieces chosen per signature, the size of a
//! typical harness, every template piece compiled by rustc, and regeneration.

use super::*;
use crate::programmers::channel::RETURN_MARKER;
use std::path::PathBuf;
use std::process::Command;

fn signature(text: &str) -> Signature {
    Signature::parse(text).unwrap()
}

#[test]
fn long_calls_go_one_per_line() {
    let short = call(
        "    ",
        "let answer = solution",
        &["a".into(), "b".into()],
        ";",
    );
    assert_eq!(short, "    let answer = solution(a, b);");
    let names: Vec<String> = (0..8).map(|i| format!("argument_{i}")).collect();
    let long = call("    ", "let answer = solution", &names, ";");
    assert!(long.starts_with("    let answer = solution(\n        argument_0,\n"));
    assert!(long.ends_with("        argument_7,\n    );"));
}

/// The template's marker is the channel's constant, as Rust's `{:?}` writes it.
#[test]
fn the_template_writes_the_channels_marker() {
    let line = format!("const RETURNED: &str = {RETURN_MARKER:?};");
    assert!(MAIN.contains(&line), "templates/main.rs lacks {line}");
}

/// Every piece a type can ask for is in its template, and a harness holds only its own.
#[test]
fn a_harness_holds_only_the_conversions_its_signature_needs() {
    let every = signature(
        "fn solution(a: i32, b: i64, c: u64, d: usize, e: f64, f: bool, g: String, h: char) \
         -> Vec<char>",
    );
    let mut reading = Vec::new();
    for p in &every.params {
        p.ty.reading_pieces(&mut reading);
    }
    for name in reading {
        assert!(
            FROM_LITERAL.contains(&format!("// piece: {name}\n")),
            "{name}"
        );
    }
    let typical = harness(&signature("fn solution(a: Vec<i32>, b: String) -> i64"));
    for present in [
        "impl FromLiteral for i32 ",
        "impl FromLiteral for String ",
        "impl<T: FromLiteral> FromLiteral for Vec<T> ",
        "impl ToLiteral for i64 ",
    ] {
        assert!(typical.contains(present), "{present}");
    }
    for absent in [
        "for f64",
        "for bool",
        "for char",
        "for u64",
        "for usize",
        "ToLiteral for i32",
    ] {
        assert!(!typical.contains(absent), "{absent}");
    }
    assert!(!typical.contains("// piece:"));
    // No arguments: no reading at all.
    let none = harness(&signature("fn solution() -> bool"));
    assert!(!none.contains("FromLiteral") && !none.contains("enum Literal"));
}

/// A typical signature's harness stays short enough to read.
#[test]
fn a_typical_harness_is_short() {
    let lines = harness(&signature("fn solution(a: Vec<i32>, b: String) -> i64"))
        .lines()
        .count();
    assert!(lines <= LINES_OF_A_TYPICAL_HARNESS, "{lines} lines");
}

/// The bound [`a_typical_harness_is_short`] holds a typical harness to: 298 lines now, ~410
/// when every conversion was in every harness. It is not 150: whatever the signature, the
/// literal parser (column-precise errors, `\u{…}` escapes) and the stored-case test take
/// about 170 lines, and the conversions of a typical signature are only about 50.
const LINES_OF_A_TYPICAL_HARNESS: usize = 310;

/// A scratch folder of this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judge-harness-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Compiles `source` alone with rustc, warnings denied (`--test` too when `test`), and
/// runs it on `input`; its stdout.
fn compile_and_run(source: &str, name: &str, input: &str) -> String {
    use std::io::Write as _;
    let dir = scratch(name);
    std::fs::write(dir.join("main.rs"), source).unwrap();
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    for test in [true, false] {
        let mut command = Command::new(&rustc);
        command.args(["--edition", "2021", "-D", "warnings", "-o"]);
        command.arg(dir.join(if test { "tests" } else { "main" }));
        if test {
            command.arg("--test");
        }
        let built = command.arg(dir.join("main.rs")).output().unwrap();
        let errors = String::from_utf8_lossy(&built.stderr);
        assert!(built.status.success(), "{name}:\n{errors}\n{source}");
    }
    let mut child = Command::new(dir.join("main"))
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(out.stdout).unwrap()
}

/// What the template's own tests call of the harness.
const TESTS_MODULE: &str = concat!(
    "\n#[cfg(test)]\nmod tests {\n    #[test]\n    #[ignore]\n",
    "    fn stored_cases() {\n",
    "        super::harness::judge_stored_cases(\".\");\n",
    "    }\n}\n",
);

/// Every piece of every template, assembled as harnesses of signatures that together use
/// each type, compiles with rustc (warnings denied, with and without `--test`) and returns
/// the value `solution` returns.
#[test]
fn every_template_piece_compiles_and_runs() {
    let cases = [
        (
            "fn solution(a: i32, b: i64, c: u64, d: usize) -> Vec<u64>",
            "vec![a as u64, b as u64, c, d as u64]",
            "1\n2\n3\n4\n",
            "[1, 2, 3, 4]",
        ),
        (
            "fn solution(e: f64, f: bool, g: String, h: char) -> Vec<String>",
            "vec![e.to_string(), f.to_string(), g, h.to_string()]",
            "1.5\ntrue\n\"a\\u{1e}\"\n'c'\n",
            "[\"1.5\", \"true\", \"a\\u{1e}\", \"c\"]",
        ),
        (
            "fn solution(v: Vec<Vec<char>>) -> f64",
            "v.len() as f64",
            "[['a'], []]\n",
            "2.0",
        ),
        (
            "fn solution(n: usize) -> char",
            "char::from(b'a' + n as u8)",
            "2",
            "\"c\"",
        ),
        ("fn solution() -> bool", "true", "", "true"),
        (
            "fn solution(s: Vec<bool>) -> i32",
            "s.len() as i32",
            "[true]",
            "1",
        ),
        (
            "fn solution(s: Vec<f64>) -> usize",
            "s.len()",
            "[1, 2.5]",
            "2",
        ),
    ];
    std::thread::scope(|scope| {
        for (i, (text, body, input, want)) in cases.into_iter().enumerate() {
            scope.spawn(move || {
                let sig = signature(text);
                let source = format!(
                    "{} {{\n    {body}\n}}\n\n{}{TESTS_MODULE}",
                    sig.render().trim_end_matches(" {"),
                    harness(&sig)
                );
                let got = compile_and_run(&source, &format!("piece-{i}"), input);
                assert_eq!(got, format!("\n{RETURN_MARKER}{want}\n"), "{text}");
            });
        }
    });
}

/// The repository's Programmers solution carries the harness `new` generates for its
/// signature, byte for byte: `cargo judge new --regenerate-harness programmers-92345` after
/// a change to the generator, or this fails.
#[test]
fn the_stored_programmers_harness_is_the_generated_one() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../problems/programmers-92345/src/main.rs"
    );
    let text = std::fs::read_to_string(path).unwrap();
    assert!(
        regenerate(&text) == Ok(Regenerated::Current),
        "the harness of problems/programmers-92345/src/main.rs differs from what `new` \
         generates: run `cargo judge new --regenerate-harness programmers-92345`"
    );
}

const USER: &str = "/// Mine.\nfn solution(n: i32) -> i32 {\n    n   +  1\n}\n\n";
const TESTS: &str = "\n#[cfg(test)]\nmod tests {\n    // my own tests, kept\n}\n";

#[test]
fn regeneration_replaces_only_the_generated_block() {
    let sig = signature("fn solution(n: i32) -> i32");
    let current = format!("{USER}{}{TESTS}", harness(&sig));
    assert_eq!(regenerate(&current), Ok(Regenerated::Current));
    // An older block with a valid checksum is replaced; the rest stays byte for byte.
    let older = harness(&sig).replace("calls `solution`", "then calls `solution`");
    let at = older.find(END_MARKER).unwrap();
    let older = format!(
        "{}{END_MARKER}{:016x} ----\n",
        &older[..at],
        checksum(&older[..at])
    );
    let Ok(Regenerated::Replaced { source, legacy }) = regenerate(&format!("{USER}{older}{TESTS}"))
    else {
        panic!("not replaced");
    };
    assert_eq!((source.as_str(), legacy), (current.as_str(), false));
    // A legacy block (no end marker) is recognised by its shape.
    let legacy =
        format!("{HARNESS_MARKER}{OPENING}/// Old.\nmod harness {{\n    pub fn main() {{}}\n}}\n");
    let Ok(Regenerated::Replaced { source, legacy }) =
        regenerate(&format!("{USER}{legacy}{TESTS}"))
    else {
        panic!("legacy not replaced");
    };
    assert_eq!((source.as_str(), legacy), (current.as_str(), true));
}

#[test]
fn regeneration_refuses_what_it_did_not_write() {
    let sig = signature("fn solution(n: i32) -> i32");
    let edited = format!("{USER}{}{TESTS}", harness(&sig)).replace("calls `solution`", "calls it");
    assert_eq!(regenerate(&edited), Err(Refusal::Edited));
    assert_eq!(
        regenerate(&format!("{USER}{TESTS}")),
        Err(Refusal::NoMarkers)
    );
    let no_end = format!("{USER}{HARNESS_MARKER}\n\nfn main() {{}}\n{TESTS}");
    assert_eq!(regenerate(&no_end), Err(Refusal::NoMarkers));
    let garbled = format!("{USER}{HARNESS_MARKER}\n{END_MARKER}xyz ----\n");
    assert_eq!(regenerate(&garbled), Err(Refusal::NoMarkers));
    let unsupported = format!(
        "fn solution(n: &[i32]) -> i32 {{\n    0\n}}\n{}",
        harness(&sig)
    );
    assert_eq!(regenerate(&unsupported), Err(Refusal::NoSignature));
}
