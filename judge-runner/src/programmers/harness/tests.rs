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
    let mut printing = Vec::new();
    for ret in [Type::F64, Type::Char, Type::Vec(Box::new(Type::F64))] {
        ret.printing_pieces(&mut printing);
    }
    for (template, names) in [(FROM_LITERAL, reading), (TO_LITERAL, printing)] {
        for name in names {
            let piece = format!("// piece: {name}\n");
            assert!(template.contains(&piece), "{name}");
        }
    }
    let typical = harness(&signature("fn solution(a: Vec<i32>, b: String) -> i64"));
    for present in [
        "impl FromLiteral for i32 ",
        "impl FromLiteral for String ",
        "impl<T: FromLiteral> FromLiteral for Vec<T> ",
        "Ok(format!(\"{answer:?}\\n\"))",
    ] {
        assert!(typical.contains(present), "{present}");
    }
    for absent in [
        "for f64",
        "for bool",
        "for char",
        "for u64",
        "for usize",
        "ToLiteral",
    ] {
        assert!(!typical.contains(absent), "{absent}");
    }
    assert!(!typical.contains("// piece:"));
    // Strings only where a type holds them: the parser of quoted strings, and the `squeeze`
    // that keeps their spaces.
    let numbers = harness(&signature("fn solution(v: Vec<Vec<i32>>) -> Vec<i64>"));
    for absent in ["fn text(", "quoted", "ToLiteral"] {
        assert!(!numbers.contains(absent), "{absent}");
    }
    assert!(typical.contains("fn text(") && !typical.contains("quoted"));
    let strings = harness(&signature("fn solution(n: i32) -> Vec<char>"));
    assert!(!strings.contains("fn text(") && strings.contains("quoted"));
    // `{:?}` does not print an `f64` or a `char` as its literal: those get `ToLiteral`.
    let float = harness(&signature("fn solution(n: i32) -> Vec<f64>"));
    for present in ["impl ToLiteral for f64 ", "answer.to_literal()"] {
        assert!(float.contains(present), "{present}");
    }
    // No arguments: no reading at all.
    let none = harness(&signature("fn solution() -> bool"));
    assert!(!none.contains("FromLiteral") && !none.contains("fn parse"));
}

/// The lines of the generated block for `text`, from the marker line to the end marker.
fn block_lines(text: &str) -> usize {
    harness(&signature(text)).lines().count()
}

/// Issue 24: a typical signature's harness is at most 150 lines. The seed problem's
/// signature (293 lines when every harness held the whole literal grammar) is the measure,
/// and a signature with strings, which brings the string syntax, stays close to it.
#[test]
fn a_typical_harness_is_short() {
    let seed =
        block_lines("fn solution(board: Vec<Vec<i32>>, aloc: Vec<i32>, bloc: Vec<i32>) -> i32");
    assert!(seed <= 150, "{seed} lines");
    let strings = block_lines("fn solution(s: String, words: Vec<String>) -> Vec<String>");
    assert!(strings <= LINES_WITH_STRINGS, "{strings} lines");
}

/// The bound [`a_typical_harness_is_short`] holds a harness with strings to: the string
/// syntax (escapes, `\u{…}`) and the `squeeze` that keeps spaces inside strings: 175 lines now
/// (300 before).
const LINES_WITH_STRINGS: usize = 180;

/// A scratch folder of this test process.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("judge-harness-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Compiles `source` alone with rustc, warnings denied (`--test` too when `test`), and
/// runs it on each of `inputs`; the stdout and stderr of each run.
fn compile_and_run(source: &str, name: &str, inputs: &[&str]) -> Vec<(String, String)> {
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
    let outputs = inputs.iter().map(|input| {
        let mut child = Command::new(dir.join("main"))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        let text = |bytes: Vec<u8>| String::from_utf8(bytes).unwrap();
        (text(out.stdout), text(out.stderr))
    });
    let outputs = outputs.collect();
    let _ = std::fs::remove_dir_all(&dir);
    outputs
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
        (
            "fn solution(v: Vec<f64>, s: String) -> Vec<Vec<f64>>",
            "vec![v, vec![s.len() as f64]]",
            "[-0.5, 1e21]\n\"ab\"",
            "[[-0.5, 1000000000000000000000.0], [2.0]]",
        ),
        (
            "fn solution(s: String) -> Vec<char>",
            "s.chars().collect()",
            "'a\\'b'",
            "[\"a\", \"'\", \"b\"]",
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
                let got = compile_and_run(&source, &format!("piece-{i}"), &[input]);
                let (stdout, stderr) = &got[0];
                assert_eq!(
                    stdout,
                    &format!("\n{RETURN_MARKER}{want}\n"),
                    "{text}: {stderr}"
                );
            });
        }
    });
}

/// The repository's Programmers solution carries the harness `new` generates for its
/// signature, byte for byte: `cargo judge new --regenerate-harness programmers-92345` after
/// a change to the generator, or this fails.
#[test]
fn the_stored_programmers_harness_is_the_generated_one() {
    // The tests' own copy of the example (the user may change or remove problems/).
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/seeds/problems/programmers-92345/src/main.rs"
    );
    let text = std::fs::read_to_string(path).unwrap();
    assert!(
        regenerate(&text) == Ok(Regenerated::Current),
        "the harness of tests/fixtures/seeds/problems/programmers-92345/src/main.rs differs \
         from what `new` generates: run `cargo judge new --regenerate-harness \
         programmers-92345` on it (and on the example in problems/)"
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

/// The seed problem's block as the generator wrote it before a harness held only what its
/// signature reads (293 lines, every literal form and all of the string syntax).
const OLD_SEED_BLOCK: &str = include_str!("old_block_92345.txt");

/// A block an older generator wrote is recognised by its checksum and replaced by the
/// current one, the code around it byte for byte; then it is current.
#[test]
fn an_older_generators_block_is_replaced() {
    let text = "fn solution(board: Vec<Vec<i32>>, aloc: Vec<i32>, bloc: Vec<i32>) -> i32";
    let above = format!("{text} {{\n    0\n}}\n\n");
    let old = format!("{above}{OLD_SEED_BLOCK}{TESTS}");
    assert_eq!(OLD_SEED_BLOCK.lines().count(), 293);
    let Ok(Regenerated::Replaced { source, legacy }) = regenerate(&old) else {
        panic!("not replaced");
    };
    let fresh = format!("{above}{}{TESTS}", harness(&signature(text)));
    assert_eq!((source.as_str(), legacy), (fresh.as_str(), false));
    assert_eq!(regenerate(&source), Ok(Regenerated::Current));
}

/// Signatures, bodies, and bad inputs with the message each gets.
type BadArguments = [(
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
)];

const BAD_ARGUMENTS: &BadArguments = &[
    (
        "fn solution(v: Vec<Vec<i32>>, n: i64) -> i32",
        "0",
        &[
            (
                "[[1, x]]\n1",
                "line 1 (v): expected a number, found `x` at column 6",
            ),
            (
                "[[1, [1]]]\n1",
                "line 1 (v): expected a number, found a list at column 6",
            ),
            (
                "[[1], 2]\n1",
                "line 1 (v): expected a list, found a number at column 7",
            ),
            (
                "[[1]\n1",
                "line 1 (v): expected `,` or `]`, found the end of the line at column 5",
            ),
            (
                "[[1],]\n1",
                "line 1 (v): expected a list, found `]` at column 6",
            ),
            ("[]\n1 2", "line 2 (n): unexpected `2` at column 3"),
            ("[]\n1.5", "line 2 (n): `1.5` is not i64 at column 1"),
            (
                "[]\n\"1\"",
                "line 2 (n): expected a number, found a string at column 1",
            ),
            ("[]", "expected 2 argument lines, one literal each, found 1"),
        ],
    ),
    (
        "fn solution(s: Vec<String>, c: char, b: bool) -> i32",
        "0",
        &[
            (
                "[1]\n'c'\ntrue",
                "line 1 (s): expected a string, found a number at column 2",
            ),
            (
                "[\"a]\n'c'\ntrue",
                "line 1 (s): no closing quote in the string at column 2",
            ),
            (
                "[\"\\q\"]\n'c'\ntrue",
                "line 1 (s): an unknown escape `\\q` in the string at column 2",
            ),
            (
                "[]\n\"cd\"\ntrue",
                "line 2 (c): expected one character, found \"cd\" at column 1",
            ),
            (
                "[]\n'c'\nyes",
                "line 3 (b): expected true or false, found `y` at column 1",
            ),
        ],
    ),
];

/// A bad argument line is refused in one line that names the line, the parameter, what was
/// expected, what was found and the column; a quoted argument where no type holds strings is
/// refused like any other stray character.
#[test]
fn bad_arguments_are_explained() {
    std::thread::scope(|scope| {
        for (i, (text, body, runs)) in BAD_ARGUMENTS.iter().enumerate() {
            scope.spawn(move || {
                let sig = signature(text);
                let source = format!(
                    "{} {{\n    let _ = ({});\n    {body}\n}}\n\n{}{TESTS_MODULE}",
                    sig.render().trim_end_matches(" {"),
                    sig.params
                        .iter()
                        .map(|p| p.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                    harness(&sig)
                );
                let inputs: Vec<&str> = runs.iter().map(|(input, _)| *input).collect();
                let got = compile_and_run(&source, &format!("errors-{i}"), &inputs);
                for ((input, message), (stdout, stderr)) in runs.iter().zip(got) {
                    assert_eq!(stdout, "", "{input:?}");
                    assert_eq!(stderr, format!("error: {message}\n"), "{input:?}");
                }
            });
        }
    });
}

/// A name too long for one line of `let name = arg(...)?;` is broken after the `=`, as
/// rustfmt does.
#[test]
fn long_argument_names_break_after_the_equals_sign() {
    let long = "a_parameter_name_of_many_letters_x".to_string();
    let text = read_arguments(&["n".to_string(), long]);
    assert_eq!(
        text,
        "    let lines = lines::<2>(input)?;\n    let n = arg(lines[0], 1, \"n\")?;\n    \
         let a_parameter_name_of_many_letters_x =\n        \
         arg(lines[1], 2, \"a_parameter_name_of_many_letters_x\")?;\n"
    );
}
