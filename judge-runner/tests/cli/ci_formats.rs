//! The CI formats (`github`, `junit`) and the Korean labels, end to end on a part of the
//! `verdicts` workspace.
//!
//! Five more failing cases are written into the copy's `wa` problem, so that more than 10
//! annotations compete for GitHub's 10, and one `.in` without its `.out` into `ac`, so that
//! a data error takes part too. The workspace is judged once as `github` (with
//! `GITHUB_STEP_SUMMARY` set and `LANG=ko_KR.UTF-8`, which must not change annotations),
//! then, reusing its build cache, as `junit` with `--lang ko`, and as Korean `human`.

use std::fs;
use std::path::PathBuf;
use std::sync::OnceLock;

use crate::support::{Run, Workspace};
use crate::xml_check::{junit_counts, parse};

/// The problems judged: quick ones, every verdict but the slow MLE and OLE.
const PROBLEMS: [&str; 12] = [
    "ac",
    "ac-crlf",
    "ce-syntax",
    "checker-wa",
    "float-wa",
    "literal-wa",
    "natural",
    "pe",
    "re-exit",
    "re-panic",
    "tle-busy",
    "wa",
];

/// The cases of `wa` written into the copy; each is a wrong answer.
const EXTRA_WA: [&str; 5] = ["2", "3", "4", "5", "6"];

/// What the job summary held before the run: the runner must append, not overwrite.
const EARLIER_STEP: &str = "# an earlier step's summary\n";

struct CiRuns {
    github: Run,
    summary: String,
    junit: Run,
    korean: Run,
}

fn runs() -> &'static CiRuns {
    static RUNS: OnceLock<CiRuns> = OnceLock::new();
    RUNS.get_or_init(|| {
        let workspace = Workspace::copy("verdicts", "ci-formats");
        for case in EXTRA_WA {
            workspace.write(&format!("testcases/wa/{case}.in"), b"1 2\n");
            workspace.write(&format!("testcases/wa/{case}.out"), b"3\n");
        }
        workspace.write("testcases/ac/9.in", b"1 2\n");
        let summary_file = summary_path();
        fs::write(&summary_file, EARLIER_STEP).expect("write the job summary file");
        let step_summary = summary_file.to_str().expect("a UTF-8 temp path");
        let github = workspace.run(
            &PROBLEMS,
            "github",
            &[
                ("GITHUB_STEP_SUMMARY", step_summary),
                ("LANG", "ko_KR.UTF-8"),
            ],
        );
        let summary = fs::read_to_string(&summary_file).unwrap_or_default();
        let _ = fs::remove_file(&summary_file);
        let mut args = PROBLEMS.to_vec();
        args.extend(["--lang", "ko"]);
        let junit = workspace.run(&args, "junit", &[]);
        let korean = workspace.run(
            &["ac", "wa", "pe", "tle-busy", "ce-syntax"],
            "human",
            &[("LANG", "ko_KR.UTF-8"), ("NO_COLOR", "1")],
        );
        CiRuns {
            github,
            summary,
            junit,
            korean,
        }
    })
}

fn summary_path() -> PathBuf {
    std::env::temp_dir().join(format!(
        "judge-runner-cli-{}-step-summary.md",
        std::process::id()
    ))
}

fn github_text() -> String {
    String::from_utf8_lossy(&runs().github.stdout).into_owned()
}

/// The `::error` lines' titles, in output order.
fn error_titles(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.starts_with("::error "))
        .map(|l| {
            let properties = &l["::error ".len()..];
            let properties = &properties[..properties.find("::").expect("a message")];
            properties
                .split(',')
                .find_map(|p| p.strip_prefix("title="))
                .expect("a title")
                .to_owned()
        })
        .collect()
}

#[test]
fn github_annotations_are_capped_worst_first_with_one_notice() {
    skip_if_passed!();
    let run = &runs().github;
    let text = github_text();
    // Broken judge data (ac/9.in) makes the run exit 2, as in every format.
    assert_eq!(run.code(), 2, "{text}\nstderr:\n{}", run.stderr);
    assert_eq!(
        error_titles(&text),
        [
            "CE ce-syntax",
            "error ac case 9",
            "TLE tle-busy case 1",
            "RE re-exit case 1",
            "RE re-panic case 1",
            "WA checker-wa case 1",
            "WA float-wa case 1",
            "WA literal-wa case 1",
            "WA wa case 1",
            "WA wa case 2",
        ],
        "{text}"
    );
    // Hidden: wa 3–6 and pe.
    let notices: Vec<&str> = text.lines().filter(|l| l.starts_with("::notice")).collect();
    assert_eq!(
        notices,
        ["::notice::5 more failing cases not annotated; see the log"]
    );
    // The commands come after the report's last line, and nothing comes after them.
    let lines: Vec<&str> = text.lines().collect();
    let summary_line = lines
        .iter()
        .position(|l| l.starts_with("FAILED:") || l.starts_with("실패:"))
        .unwrap_or_else(|| panic!("no summary line in:\n{text}"));
    assert!(lines[summary_line + 1..]
        .iter()
        .all(|l| l.starts_with("::")));
    assert_eq!(lines.len() - summary_line - 1, 11, "{text}");
}

#[test]
fn github_annotations_point_at_the_solution_or_the_data() {
    skip_if_passed!();
    let text = github_text();
    for line in text.lines().filter(|l| l.starts_with("::error ")) {
        let title = &error_titles(line)[0];
        let problem = title.split(' ').nth(1).expect("a problem in the title");
        let file = if title.starts_with("error ") {
            format!("testcases/{problem}/9.in")
        } else {
            format!("problems/{problem}/src/main.rs")
        };
        assert!(line.starts_with(&format!("::error file={file},")), "{line}");
    }
    // rustc's and the panic's positions become the annotation's line.
    assert!(
        text.contains("::error file=problems/ce-syntax/src/main.rs,line=3,col=15,title=CE ce-syntax::error: expected expression"),
        "{text}"
    );
    assert!(
        text.contains("::error file=problems/re-panic/src/main.rs,line=5,"),
        "{text}"
    );
    // Messages are escaped: the compiler's lines are one command.
    assert!(
        text.contains("found `;`%0A --> problems/ce-syntax/src/main.rs:3:15%0A"),
        "{text}"
    );
}

#[test]
fn github_prints_the_human_report_too() {
    skip_if_passed!();
    let run = &runs().github;
    let text = github_text();
    // LANG=ko gives Korean words in the report, never in the commands.
    assert!(text.contains("틀렸습니다"), "{text}");
    assert!(text.contains("실패: 문제 12개"), "{text}");
    assert!(
        text.contains("1번째 줄 1열: 기대한 출력 `3`, 실제 출력 `4`"),
        "{text}"
    );
    assert!(!text.contains("\x1b["), "colour in the log:\n{text}");
    for line in text.lines().filter(|l| l.starts_with("::")) {
        assert!(!line.contains("습니다"), "{line}");
    }
    assert!(run.stderr.is_empty(), "stderr:\n{}", run.stderr);
}

#[test]
fn github_job_summary_is_appended_with_a_row_per_problem() {
    skip_if_passed!();
    let summary = &runs().summary;
    assert!(summary.starts_with(EARLIER_STEP), "overwritten:\n{summary}");
    assert!(
        summary[EARLIER_STEP.len()..]
            .starts_with("## ❌ cargo judge: 14 of 21 cases not accepted, 1 error\n"),
        "{summary}"
    );
    let rows: Vec<&str> = summary
        .lines()
        .filter(|l| l.starts_with("| ✅ ") || l.starts_with("| ❌ "))
        .collect();
    assert_eq!(rows.len(), PROBLEMS.len(), "{summary}");
    for (row, problem) in rows.iter().zip(PROBLEMS) {
        assert!(row.contains(&format!("| `{problem}` ")), "{row}");
    }
    let wa = rows.iter().find(|r| r.contains("`wa`")).unwrap();
    assert!(
        wa.starts_with("| ❌ | `wa` off by one | 6 | 0 | 6 |"),
        "{wa}"
    );
    let ac = rows.iter().find(|r| r.contains("| `ac` ")).unwrap();
    // One error: the orphan 9.in.
    assert!(
        ac.starts_with("| ❌ | `ac` sum of two integers | 1 | 1 |"),
        "{ac}"
    );
    // Every failing case is listed, not only the 10 annotated.
    for item in [
        "- **WA** `wa` case `6`: line 1, column 1: expected `3`, found `4`",
        "- **PE** `pe` case `1`: ",
        "- **CE** `ce-syntax`: error: expected expression, found `;`",
        "- **error** `ac` case `9`: testcases/ac/9.in has no expected output",
    ] {
        assert!(summary.contains(item), "{item} not in:\n{summary}");
    }
}

#[test]
fn junit_parses_and_counts_match() {
    skip_if_passed!();
    let run = &runs().junit;
    let xml = String::from_utf8(run.stdout.clone()).expect("UTF-8 XML");
    assert_eq!(run.code(), 2, "stderr:\n{}", run.stderr);
    let root = parse(&xml).unwrap_or_else(|e| panic!("bad XML: {e}\n{xml}"));
    assert_eq!(root.name, "testsuites");
    let suites = root.children("testsuite");
    assert_eq!(
        suites
            .iter()
            .map(|s| s.attribute("name"))
            .collect::<Vec<_>>(),
        PROBLEMS
    );
    // 20 judged cases, `compile` for ce-syntax, the orphan ac/9.
    assert_eq!(junit_counts(&root), (22, 14, 1), "{xml}");
}

#[test]
fn junit_failures_carry_the_verdict_and_the_diff() {
    skip_if_passed!();
    let xml = String::from_utf8(runs().junit.stdout.clone()).expect("UTF-8 XML");
    let root = parse(&xml).unwrap_or_else(|e| panic!("bad XML: {e}\n{xml}"));
    let suite = |name: &str| {
        root.children("testsuite")
            .into_iter()
            .find(|s| s.attribute("name") == name)
            .unwrap_or_else(|| panic!("no suite {name}"))
    };
    let wa = suite("wa").children("testcase")[0].children("failure")[0];
    assert_eq!(wa.attribute("type"), "WA");
    assert_eq!(
        wa.attribute("message"),
        "WA: line 1, column 1: expected `3`, found `4`"
    );
    assert!(wa.text.contains("expected"), "{}", wa.text);
    assert!(wa.text.contains(">    1 │ 3 "), "{}", wa.text);
    let compile = suite("ce-syntax").children("testcase");
    assert_eq!(compile.len(), 1);
    assert_eq!(compile[0].attribute("name"), "compile");
    assert_eq!(compile[0].children("failure")[0].attribute("type"), "CE");
    let tle = suite("tle-busy").children("testcase")[0].children("failure")[0];
    assert_eq!(tle.attribute("type"), "TLE");
    let data = suite("ac")
        .children("testcase")
        .into_iter()
        .find(|c| c.attribute("name") == "9")
        .expect("a testcase for the orphan 9.in");
    assert!(data.children("error")[0]
        .text
        .contains("testcases/ac/9.in has no expected output"));
    // `--lang ko` does not reach a machine format.
    assert!(!xml.contains("습니다"), "{xml}");
}

#[test]
fn korean_labels_are_boj_words_and_line_up() {
    skip_if_passed!();
    let run = &runs().korean;
    // 2: the orphan ac/9.in is in this workspace too.
    assert_eq!(run.code(), 2, "stderr:\n{}", run.text());
    let text = &run.text();
    for word in [
        "맞았습니다!!",
        "틀렸습니다",
        "출력 형식이 잘못되었습니다",
        "시간 초과",
        "컴파일 에러",
    ] {
        assert!(text.contains(word), "{word} not in:\n{text}");
    }
    // On every case line the case name starts in the same terminal column, whatever the
    // word before it.
    let columns: Vec<usize> = text
        .lines()
        .filter(|l| l.starts_with("  ") && l.chars().nth(2).is_some_and(hangul))
        .filter(|l| !l.contains("단독 컴파일되지 않습니다"))
        // The error and warning lines are Korean too, but hold no verdict.
        .filter(|l| !l.starts_with("  오류:") && !l.starts_with("  경고:"))
        .map(|l| {
            let word = BOJ_WORDS
                .iter()
                .find(|w| l[2..].starts_with(*w))
                .unwrap_or_else(|| panic!("no BOJ word at the start of {l:?}"));
            let rest = &l[2 + word.len()..];
            let name_at = l.len() - rest.trim_start().len();
            width(&l[..name_at])
        })
        .collect();
    // ac 1, wa 1–6, pe 1, tle-busy 1.
    assert_eq!(columns.len(), 9, "{text}");
    assert!(
        columns.iter().all(|c| *c == columns[0]),
        "{columns:?}\n{text}"
    );
}

/// BOJ's verdict words.
const BOJ_WORDS: [&str; 8] = [
    "맞았습니다!!",
    "출력 형식이 잘못되었습니다",
    "틀렸습니다",
    "출력 초과",
    "런타임 에러",
    "메모리 초과",
    "시간 초과",
    "컴파일 에러",
];

/// Terminal columns of `text`: Hangul is two wide.
fn width(text: &str) -> usize {
    text.chars().map(|c| if hangul(c) { 2 } else { 1 }).sum()
}

fn hangul(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}
