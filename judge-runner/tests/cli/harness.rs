//! `cargo judge new --regenerate-harness [ID...]`: the generated block of each Programmers
//! file rewritten as `new` writes it now, the user's code byte for byte, hand-edited or
//! unmarked files refused by name while the others are still done, and nothing written when
//! a block is current.

use crate::support::Bench;

const MARKER: &str = "// ---- local harness: not part of the submission ----";
const END: &str = "// ---- end of the generated harness, checksum ";

/// A Programmers problem made by `new`, with a real `solution` and one case.
fn programmers(bench: &Bench, number: &str) -> String {
    let run = bench.run(&[
        "new",
        "programmers",
        number,
        "--signature",
        "fn solution(a: Vec<i32>, b: String) -> i64",
    ]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let file = format!("problems/programmers-{number}/src/main.rs");
    let source = bench.read(&file).unwrap();
    let stub_start = source.find("    // TODO: solve").unwrap();
    let stub_end =
        source.find("    Default::default()\n}\n").unwrap() + "    Default::default()\n".len();
    let solved = format!(
        "{}    // Mine: kept byte for byte.\n    a.iter().map(|&x| i64::from(x)).sum::<i64>() + b.len() as i64\n{}",
        &source[..stub_start],
        &source[stub_end..]
    );
    bench.write(&file, &solved);
    bench.write(
        &format!("testcases/programmers-{number}/1.in"),
        "[1, 2]\n\"abc\"\n",
    );
    bench.write(&format!("testcases/programmers-{number}/1.out"), "6\n");
    file
}

/// `source` with its end line dropped: the shape of a harness written before it existed.
fn as_legacy(source: &str) -> String {
    let at = source.find(END).unwrap();
    let after = at + source[at..].find('\n').unwrap() + 1;
    format!("{}{}", &source[..at], &source[after..])
}

#[test]
fn regenerating_replaces_only_the_generated_block_and_then_is_up_to_date() {
    let bench = Bench::new("harness-regenerate");
    let file = programmers(&bench, "1");
    let current = bench.read(&file).unwrap();
    // An older harness: the end line missing, a line of the block different.
    let old =
        as_legacy(&current).replace("calls `solution`, and formats", "calls solution, formats");
    bench.write(&file, &old);
    let run = bench.run(&["new", "--regenerate-harness", "programmers-1"]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        format!(
            "regenerated the harness of {file} (it was written before the end marker existed)\n"
        )
    );
    let regenerated = bench.read(&file).unwrap();
    assert_eq!(regenerated, current);
    let above = &old[..old.find(MARKER).unwrap()];
    assert!(regenerated.starts_with(above) && above.contains("// Mine: kept byte for byte."));
    let below = &old[old.find("\n#[cfg(test)]").unwrap()..];
    assert!(regenerated.ends_with(below));
    // No temporary file is left beside it.
    let folder = bench.root().join("problems/programmers-1/src");
    let names: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .flatten()
        .map(|e| e.file_name())
        .collect();
    assert_eq!(names, ["main.rs"]);
    // Current now: said so, and the file is not written (its modification time stays).
    let path = folder.join("main.rs");
    let before = std::fs::metadata(&path).unwrap().modified().unwrap();
    std::thread::sleep(std::time::Duration::from_millis(20));
    let again = bench.run(&["new", "--regenerate-harness"]);
    assert_eq!(again.code(), 0, "{}", again.stderr);
    assert_eq!(again.stderr, format!("{file}: harness up to date\n"));
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        before
    );
    // The regenerated harness runs the solution as the judge runs it.
    let judged = bench.run(&["programmers-1"]);
    assert_eq!(judged.code(), 0, "{}", judged.text());
}

#[test]
fn edited_and_unmarked_files_are_refused_by_name_and_the_others_are_still_done() {
    let bench = Bench::new("harness-refusals");
    let edited = programmers(&bench, "1");
    let unmarked = programmers(&bench, "2");
    let fine = programmers(&bench, "3");
    let edited_text = bench
        .read(&edited)
        .unwrap()
        .replace("one literal each", "one each");
    bench.write(&edited, &edited_text);
    let unmarked_text = bench.read(&unmarked).unwrap().replace(MARKER, "// harness");
    bench.write(&unmarked, &unmarked_text);
    let old = as_legacy(&bench.read(&fine).unwrap()).replace("one literal each", "one each");
    bench.write(&fine, &old);
    let run = bench.run(&["new", "--regenerate-harness", "--lang", "en"]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stderr);
    assert!(
        lines[0].starts_with(&format!("error: failed to regenerate the harness of {edited}: its generated block was edited by hand")),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with(&format!(
            "error: failed to regenerate the harness of {unmarked}: it has no generated block"
        )),
        "{}",
        lines[1]
    );
    assert!(
        lines[2].starts_with(&format!("regenerated the harness of {fine}")),
        "{}",
        lines[2]
    );
    // The refused files are as they were.
    assert_eq!(bench.read(&edited).unwrap(), edited_text);
    assert_eq!(bench.read(&unmarked).unwrap(), unmarked_text);
    assert!(!bench.read(&fine).unwrap().contains("one each"));
}

#[test]
fn other_sites_missing_files_and_korean() {
    let bench = Bench::new("harness-words");
    let file = programmers(&bench, "1");
    let run = bench.run(&[
        "new",
        "--regenerate-harness",
        "--lang",
        "ko",
        "boj-1000",
        "programmers-9",
        "programmers-1",
    ]);
    assert_eq!(run.code(), 2, "{}", run.stderr);
    let lines: Vec<&str> = run.stderr.lines().collect();
    assert_eq!(lines.len(), 3, "{}", run.stderr);
    assert!(
        lines[0].starts_with(
            "error: boj-1000의 하네스를 다시 만들지 못했습니다: 프로그래머스 문제가 아닙니다"
        ),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with(
            "error: problems/programmers-9/src/main.rs의 하네스를 다시 만들지 못했습니다: "
        ),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], format!("{file}: 하네스가 최신입니다"));
    let empty = Bench::new("harness-none");
    let none = empty.run(&["new", "--regenerate-harness"]);
    assert_eq!(
        (none.code(), none.stderr.as_str()),
        (0, "no Programmers problem in problems/\n")
    );
}

#[test]
fn new_says_how_to_regenerate_and_still_takes_three_arguments_at_most() {
    let bench = Bench::new("harness-help");
    let help = bench.run(&["new", "--help"]);
    assert_eq!(help.code(), 0);
    let text = help.text();
    assert!(
        text.contains("cargo judge new --regenerate-harness [ID...]"),
        "{text}"
    );
    assert!(text.contains("--regenerate-harness"), "{text}");
    let extra = bench.run(&["new", "atcoder", "abc300", "a", "b"]);
    assert_eq!(extra.code(), 2);
    assert!(
        extra
            .stderr
            .contains("unexpected argument `b`; see `cargo judge new --help`"),
        "{}",
        extra.stderr
    );
}
