//! `import-data`: official judge data brought in as cases, from real public data (cited in
//! `tests/fixtures/README.md`): Kattis problemtools' `different` package (an output
//! validator in C++, wrong-answer submissions, an accepted Rust one) and its `oddecho`
//! package (test groups, the default case-insensitive validator, a partially accepted
//! submission), the first cases of USACO 2014 December Bronze 1 (Marathon, BOJ 10655) as
//! USACO's zip holds them, and Competitive Companion's payload for Codeforces 118A.
//! Each import is then judged: the package's accepted submission (or a Rust port of it) is
//! accepted, its wrong submissions are rejected as declared, and bad input is named while
//! the rest is imported.

use crate::support::{self, Bench};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn official(name: &str) -> PathBuf {
    fixture("official").join(name)
}

fn arg(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 fixture path")
}

/// Whether `tool --version` (or `-V`) runs here.
fn has(tool: &str) -> bool {
    // Info-ZIP's unzip knows neither `--version` nor `-V`: `-v` prints its version.
    ["--version", "-V", "-v"].iter().any(|flag| {
        Command::new(tool)
            .arg(flag)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// The `wrong` event of `name`: (expect, got).
fn wrong<'a>(events: &'a [crate::json::Event], name: &str) -> (&'a str, &'a str) {
    let event = events
        .iter()
        .find(|e| e.kind() == "wrong" && e.str("name") == Some(name))
        .unwrap_or_else(|| panic!("no wrong event for {name}: {events:?}"));
    (
        event.str("expect").unwrap_or_default(),
        event.str("got").unwrap_or_default(),
    )
}

/// A Rust solution of USACO 2014 December Bronze 1, Marathon (BOJ 10655): the whole
/// distance less the most that skipping one inner checkpoint saves.
const MARATHON: &str = "use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_ascii_whitespace().map(|t| t.parse().unwrap()).collect();
    let n = v[0] as usize;
    let p: Vec<(i64, i64)> = (0..n).map(|i| (v[1 + 2 * i], v[2 + 2 * i])).collect();
    let d = |a: (i64, i64), b: (i64, i64)| (a.0 - b.0).abs() + (a.1 - b.1).abs();
    let total: i64 = (1..n).map(|i| d(p[i - 1], p[i])).sum();
    let saved = (1..n - 1)
        .map(|i| d(p[i - 1], p[i]) + d(p[i], p[i + 1]) - d(p[i - 1], p[i + 1]))
        .max()
        .unwrap_or(0);
    println!(\"{}\", total - saved);
}
";

/// A Rust port of oddecho's accepted `echo.cpp` that shouts: every other word, in capitals,
/// which only a case-insensitive comparison (the package's default validator) accepts.
const ODD_ECHO_SHOUTING: &str = "use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let mut words = s.split_ascii_whitespace();
    let n: usize = words.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for (i, w) in words.take(n).enumerate() {
        if i % 2 == 0 {
            out.push_str(&w.to_uppercase());
            out.push('\\n');
        }
    }
    print!(\"{out}\");
}
";

/// A Rust port of oddecho's partially accepted `sol.py`: it prints the first, third and
/// fifth word, right when N is 5 (subtask 1) only.
const ODD_ECHO_FIVE_WORDS: &str = "use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let w: Vec<&str> = s.split_ascii_whitespace().collect();
    for i in [1, 3, 5] {
        println!(\"{}\", w[i]);
    }
}
";

#[test]
fn an_icpc_package_with_an_output_validator_imports_and_judges_as_declared() {
    skip_if_passed!();
    if support::cxx("an_icpc_package").is_none() {
        return;
    }
    let bench = Bench::new("official-package");
    let package = official("kattis-different");
    let run = bench
        .run(&["import-data", "boj-1000", arg(&package)])
        .expect(0);
    let said = run.stdout_text();
    for line in [
        "an ICPC problem package",
        "created testcases/boj-1000/problem.toml",
        "checker: testcases/boj-1000/checker.cpp from output_validators/different_validator/",
        "wrong solution: testcases/boj-1000/wrong/different_int.cc from \
         submissions/wrong_answer/different_int.cc, which must get WA",
        "reference for stress and gen: testcases/boj-1000/brute.rs from \
         submissions/accepted/different.rs",
        "stored 3 new case(s) in testcases/boj-1000/ (sample 1, secret 2)",
        "input validators in input_validators/ are not run",
    ] {
        assert!(said.contains(line), "{line:?} not in:\n{said}");
    }
    let toml = bench.text("testcases/boj-1000/problem.toml");
    assert!(toml.contains("title = \"A Different Problem\""), "{toml}");
    assert!(
        toml.contains("compare = \"checker\"\nchecker_args = \"icpc\""),
        "{toml}"
    );
    // The cases are the package's bytes, under names that keep their origin.
    for (case, from) in [
        ("sample-1", "data/sample/1"),
        ("secret-01", "data/secret/01"),
        ("secret-02_extreme_cases", "data/secret/02_extreme_cases"),
    ] {
        let read = |p: PathBuf| fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        assert_eq!(
            read(bench.path(&format!("testcases/boj-1000/{case}.in"))),
            read(package.join(format!("{from}.in")))
        );
        assert_eq!(
            read(bench.path(&format!("testcases/boj-1000/{case}.out"))),
            read(package.join(format!("{from}.ans")))
        );
    }
    // The package's accepted Rust submission is accepted through its own validator, and
    // both wrong-answer submissions are rejected by it.
    let accepted = fs::read_to_string(package.join("submissions/accepted/different.rs")).unwrap();
    bench.write("problems/boj-1000/src/main.rs", &accepted);
    let (code, events) = bench.json(&["boj-1000"]);
    for case in ["sample-1", "secret-01", "secret-02_extreme_cases"] {
        support::assert_verdict(&events, "boj-1000", case, "AC");
    }
    for name in ["wrong/different_int.cc", "wrong/different_no_abs.cc"] {
        assert_eq!(wrong(&events, name), ("WA", "WA"), "{events:?}");
    }
    assert_eq!(code, 0, "{events:?}");
    // An answer off by one: the validator's exit 43 is a wrong answer.
    bench.edit(
        "problems/boj-1000/src/main.rs",
        "(nums[0] - nums[1]).abs()",
        "(nums[0] - nums[1]).abs() + 1",
    );
    let (code, events) = bench.json(&["boj-1000", "--case", "sample-1"]);
    support::assert_verdict(&events, "boj-1000", "sample-1", "WA");
    assert_eq!(code, 1);
    // A second import changes nothing and says the cases are there.
    let before = bench.snapshot();
    let again = bench
        .run(&["import-data", "boj-1000", arg(&package)])
        .expect(0);
    assert!(
        again
            .stdout_text()
            .contains("3 case(s) are there already with the same bytes"),
        "{}",
        again.stdout_text()
    );
    assert_eq!(bench.snapshot(), before);
}

#[test]
fn a_usaco_folder_of_numbered_pairs_imports_and_judges() {
    skip_if_passed!();
    let bench = Bench::new("official-usaco");
    let folder = official("usaco-marathon");
    let run = bench
        .run(&["import-data", "boj-10655", arg(&folder)])
        .expect(0);
    assert!(
        run.stdout_text()
            .contains("stored 6 new case(s) in testcases/boj-10655/ (data 6)"),
        "{}",
        run.stdout_text()
    );
    bench.write("problems/boj-10655/src/main.rs", MARATHON);
    let (code, events) = bench.json(&["boj-10655"]);
    for k in 1..=6 {
        support::assert_verdict(&events, "boj-10655", &format!("data-{k}"), "AC");
    }
    assert_eq!(code, 0);
    // USACO's older zips name the same files I.1 and O.1: the same cases.
    let old = bench.path("old-names");
    fs::create_dir_all(&old).unwrap();
    for k in 1..=6 {
        fs::copy(folder.join(format!("{k}.in")), old.join(format!("I.{k}"))).unwrap();
        fs::copy(folder.join(format!("{k}.out")), old.join(format!("O.{k}"))).unwrap();
    }
    let run = bench
        .run(&["import-data", "boj-10655", arg(&old)])
        .expect(0);
    assert!(
        run.stdout_text()
            .contains("6 case(s) are there already with the same bytes"),
        "{}",
        run.stdout_text()
    );
    // USACO publishes a zip of the files: read through the system's unzip.
    if let Some(tool) = ["zip", "unzip"].into_iter().find(|tool| !has(tool)) {
        support::skip(tool, &format!("USACO's zip: no {tool} on PATH"));
        return;
    }
    let zip = bench.path("marathon_bronze_dec14.zip");
    let files = (1..=6).flat_map(|k| {
        [
            folder.join(format!("{k}.in")),
            folder.join(format!("{k}.out")),
        ]
    });
    let zipped = Command::new("zip")
        .arg("-q")
        .arg("-j")
        .arg(&zip)
        .args(files)
        .status()
        .expect("run zip");
    assert!(zipped.success());
    let run = bench
        .run(&["import-data", "boj-10656", arg(&zip), "--local"])
        .expect(0);
    assert!(
        run.stdout_text()
            .contains("stored 6 new case(s) in testcases/boj-10656/ (data 6)"),
        "{}",
        run.stdout_text()
    );
    assert_eq!(
        bench.text("testcases/boj-10656/data-6.in"),
        fs::read_to_string(folder.join("6.in")).unwrap()
    );
    // --local: the cases are listed in the folder's .gitignore, and their source and
    // checksum recorded; the same bytes give the same checksum.
    let ignore = bench.text("testcases/boj-10656/.gitignore");
    assert!(ignore.contains("/data-1.in\n/data-1.out\n") && ignore.contains("/data-6.out\n"));
    let record = bench.text("testcases/boj-10656/official.toml");
    assert!(
        record.contains(&format!("source = \"{}\"\ncases = 6\n", arg(&zip))),
        "{record}"
    );
    let checksum = record
        .lines()
        .find_map(|l| l.strip_prefix("checksum = \"fnv1a64:"))
        .expect("a checksum")
        .trim_end_matches('"')
        .to_owned();
    assert!(
        run.stdout_text().contains(&checksum),
        "{}",
        run.stdout_text()
    );
    let again = bench
        .run(&["import-data", "boj-10657", arg(&zip), "--local"])
        .expect(0);
    assert!(
        again.stdout_text().contains(&checksum),
        "{}",
        again.stdout_text()
    );
}

#[test]
fn test_groups_keep_their_names_and_the_default_validator_ignores_case() {
    skip_if_passed!();
    if !has("tar") {
        support::skip("tar", "no tar on PATH");
        return;
    }
    let bench = Bench::new("official-groups");
    // The package as a .tar.gz, read through the system's tar.
    let archive = bench.path("oddecho.tar.gz");
    let packed = Command::new("tar")
        .arg("-czf")
        .arg(&archive)
        .arg("-C")
        .arg(official(""))
        .arg("kattis-oddecho")
        .status()
        .expect("run tar");
    assert!(packed.success());
    let run = bench
        .run(&["import-data", "boj-1001", arg(&archive)])
        .expect(0);
    let said = run.stdout_text();
    for line in [
        "stored 18 new case(s) in testcases/boj-1001/ (sample 2, secret-subtask1 3, \
         secret-subtask2 13)",
        "test groups: testcases/boj-1001/groups.toml (2 group(s), 100 points in all)",
        "compare = \"tokens-caseless\"",
        "wrong solution: testcases/boj-1001/wrong/sol.py from \
         submissions/partially_accepted/sol.py, which must fail",
    ] {
        assert!(said.contains(line), "{line:?} not in:\n{said}");
    }
    assert!(bench
        .text("testcases/boj-1001/problem.toml")
        .contains("title = \"Odd Echo\""));
    assert!(bench
        .path("testcases/boj-1001/secret-subtask2-10.in")
        .is_file());
    // The unpacked copy is gone.
    assert!(
        !bench.path("target/judge/import-data").exists()
            || fs::read_dir(bench.path("target/judge/import-data"))
                .unwrap()
                .next()
                .is_none()
    );
    bench.write("problems/boj-1001/src/main.rs", ODD_ECHO_SHOUTING);
    let (code, events) = bench.json(&["boj-1001"]);
    support::assert_verdict(&events, "boj-1001", "secret-subtask1-1", "AC");
    support::assert_verdict(&events, "boj-1001", "secret-subtask2-10", "AC");
    let groups = events
        .iter()
        .find(|e| e.kind() == "groups")
        .unwrap_or_else(|| panic!("no groups line: {events:?}"));
    assert_eq!(groups.str("problem"), Some("boj-1001"));
    assert_eq!(
        (groups.uint("score"), groups.uint("full")),
        (Some(100), Some(100))
    );
    // The package says how its groups score (accept_score 50 each): so does the report.
    assert!(bench
        .text("testcases/boj-1001/groups.toml")
        .contains("secret-subtask1 = 50\nsecret-subtask2 = 50\n"));
    let human = bench.run(&["boj-1001"]).text();
    for line in [
        "group secret-subtask1: 3/3 passed · 50/50 points",
        "group secret-subtask2: 13/13 passed · 50/50 points",
        "score 100/100",
    ] {
        assert!(human.contains(line), "{line:?} not in:\n{human}");
    }
    // A Rust port of the partially accepted sol.py (five words, whatever N is) passes the
    // first group only: half the score, as the package's partially_accepted/ means.
    bench.write("problems/boj-1001/src/main.rs", ODD_ECHO_FIVE_WORDS);
    let human = bench.run(&["boj-1001", "--lang", "ko"]).text();
    for line in [
        "그룹 secret-subtask1: 3/3 통과 · 50/50점",
        "그룹 secret-subtask2: 5/13 통과 · 0/50점",
        "점수 50/100점",
    ] {
        assert!(human.contains(line), "{line:?} not in:\n{human}");
    }
    // A broken groups.toml is named, and the cases are still judged, without groups.
    bench.write(
        "testcases/boj-1001/groups.toml",
        "secret-subtask1 = \"fifty\"\n",
    );
    let broken = bench.run(&["boj-1001"]);
    let text = broken.text();
    assert!(
        text.contains(
            "testcases/boj-1001/groups.toml:1: group secret-subtask1 must be worth a whole \
             number of points"
        ),
        "{text}"
    );
    assert!(text.contains("9/18 passed"), "{text}");
    assert!(!text.contains("score "), "{text}");
    if has("python3") {
        // It reads five words whatever N is: subtask 1 only.
        let (expect, got) = wrong(&events, "wrong/sol.py");
        assert_eq!(expect, "fail");
        assert_ne!(got, "AC", "{events:?}");
        assert_eq!(code, 0, "{events:?}");
    } else {
        support::skip("python3", "oddecho's sol.py: no python3 on PATH");
    }
}

#[test]
fn a_competitive_companion_test_list_imports_as_cph_cases() {
    skip_if_passed!();
    let bench = Bench::new("official-cph");
    let payload = fixture("competitive-companion/codeforces-normal.json");
    let run = bench
        .run(&["import-data", "cf-118a", arg(&payload)])
        .expect(0);
    assert!(
        run.stdout_text()
            .contains("a CPH / Competitive Companion test list"),
        "{}",
        run.stdout_text()
    );
    assert!(bench
        .text("testcases/cf-118a/problem.toml")
        .contains("String Task"));
    for k in 1..=3 {
        let input = bench.text(&format!("testcases/cf-118a/cph-{k}.in"));
        let answer = bench.text(&format!("testcases/cf-118a/cph-{k}.out"));
        assert!(input.ends_with('\n') && answer.ends_with('\n'));
    }
    assert_eq!(bench.text("testcases/cf-118a/cph-1.in"), "tour\n");
    assert_eq!(bench.text("testcases/cf-118a/cph-1.out"), ".t.r\n");
}

#[test]
fn bad_input_is_named_and_the_rest_is_imported() {
    skip_if_passed!();
    let bench = Bench::new("official-bad");
    let package = bench.path("package");
    support::copy_dir(&official("kattis-different"), &package);
    // A missing answer, a problem.yaml that does not parse, and two answers of one case.
    fs::remove_file(package.join("data/secret/01.ans")).unwrap();
    fs::write(
        package.join("problem.yaml"),
        "name: A Different Problem\n  limits: [\n",
    )
    .unwrap();
    fs::copy(
        package.join("data/sample/1.ans"),
        package.join("data/sample/1.out"),
    )
    .unwrap();
    // A link that leads out of the package is not followed.
    #[cfg(unix)]
    std::os::unix::fs::symlink(
        bench.path("testcases"),
        package.join("data/secret/outside.in"),
    )
    .unwrap();
    // A case that is there already with other bytes.
    bench.problem(
        "boj-1000",
        "fn main() {}\n",
        &[("sample-1", "1 2\n", "1\n")],
    );
    let before = bench.text("testcases/boj-1000/sample-1.in");
    let run = bench
        .run(&["import-data", "boj-1000", arg(&package)])
        .expect(2);
    let said = run.stdout_text();
    for line in [
        "skipped: data/secret/01.in has no answer (.ans or .out)",
        "problem.yaml line 2: ",
        "skipped: data/sample/1.out would be case sample-1, which data/sample/1.ans is already",
        "skipped: case sample-1 is there already with other bytes",
        "stored 1 new case(s) in testcases/boj-1000/ (secret 1)",
        "the package names no license: its cases are kept out of git",
        "kept out of git: the new cases are listed in testcases/boj-1000/.gitignore",
    ] {
        assert!(said.contains(line), "{line:?} not in:\n{said}");
    }
    let skipped = if cfg!(unix) {
        assert!(
            said.contains("skipped: data/secret/outside.in is a symbolic link"),
            "{said}"
        );
        5
    } else {
        4
    };
    assert!(
        said.contains(&format!("done: 1 case(s) added, {skipped} file(s) skipped")),
        "{said}"
    );
    assert_eq!(bench.text("testcases/boj-1000/sample-1.in"), before);
    assert!(bench
        .path("testcases/boj-1000/secret-02_extreme_cases.out")
        .is_file());
    // A zip that is not one: a line naming it, and no problem made.
    let zip = bench.path("package.zip");
    fs::write(&zip, "this is not a zip\n").unwrap();
    let run = bench.run(&["import-data", "boj-1002", arg(&zip)]).expect(2);
    assert!(
        run.stdout_text()
            .contains("package.zip: it is not an archive this runner reads"),
        "{}",
        run.stdout_text()
    );
    assert!(!bench.path("testcases/boj-1002").exists());
}

#[test]
fn an_existing_problem_keeps_its_problem_toml_and_hears_where_the_package_differs() {
    skip_if_passed!();
    let bench = Bench::new("official-existing");
    let package = bench.path("package");
    support::copy_dir(&official("kattis-different"), &package);
    // The 2023-07 format's limits, beside the legacy keys.
    let yaml = fs::read_to_string(package.join("problem.yaml")).unwrap();
    let yaml = yaml.replace("limits:\n", "limits:\n  time_limit: 2.5\n  memory: 512\n");
    fs::write(package.join("problem.yaml"), yaml).unwrap();
    bench.problem("boj-1000", "fn main() {}\n", &[]);
    let toml = bench.text("testcases/boj-1000/problem.toml");
    let run = bench
        .run(&["import-data", "boj-1000", arg(&package)])
        .expect(0);
    let said = run.stdout_text();
    for line in [
        "the package's time limit is 2500 ms, problem.toml's 1000 ms: problem.toml's is kept",
        "the package's memory limit is 512 MB, problem.toml's 256 MB: problem.toml's is kept",
        "the package compares as compare = \"checker\", checker_args = \"icpc\", problem.toml \
         says \"boj\": problem.toml's is kept",
    ] {
        assert!(said.contains(line), "{line:?} not in:\n{said}");
    }
    assert!(!said.contains("created"), "{said}");
    assert_eq!(bench.text("testcases/boj-1000/problem.toml"), toml);
    // In Korean too, and nothing is written twice.
    let again = bench
        .run(&["import-data", "boj-1000", arg(&package), "--lang", "ko"])
        .expect(0);
    assert!(
        again
            .stdout_text()
            .contains("케이스 3개는 같은 내용으로 이미 있어 그대로 둡니다"),
        "{}",
        again.stdout_text()
    );
}
