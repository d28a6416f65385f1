//! `cargo judge replay`: kept submissions in C, C++, Python and Java built with BOJ's
//! commands by the real g++, python3 and javac here, judged on the stored cases through the
//! engine, and set beside BOJ's verdict. On the cut of a real boj-vault backup
//! (`tests/fixtures/boj-vault/softwareDefine-boj-backup`) and on hand-made submissions: one
//! BOJ rejected that the cases accept, one BOJ accepted that fails here, Python, a missing
//! tool, and submissions that try to read another problem's answer.

mod languages;

use crate::json::Event;
use crate::support::{self, runner, skip, Run};
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A workspace for one test (a [`support::Bench`], removed on drop).
struct Ws {
    root: PathBuf,
    _bench: support::Bench,
}

impl Ws {
    fn new(test: &str) -> Ws {
        let bench = support::Bench::new(test);
        Ws {
            root: bench.root().to_path_buf(),
            _bench: bench,
        }
    }

    /// A problem `id` with the cases `(name, input, answer)`, a 1 s and 128 MB limit, and a
    /// solution that is still the template (replay judges only the kept submissions).
    fn problem(&self, id: &str, cases: &[(&str, &str, &str)]) {
        let data = self.root.join("testcases").join(id);
        fs::create_dir_all(data.join("submissions")).unwrap();
        fs::write(
            data.join("problem.toml"),
            "time_limit_ms = 1000\nmemory_limit_mb = 128\n",
        )
        .unwrap();
        for (name, input, answer) in cases {
            fs::write(data.join(format!("{name}.in")), input).unwrap();
            fs::write(data.join(format!("{name}.out")), answer).unwrap();
        }
        let src = self.root.join("problems").join(id).join("src");
        fs::create_dir_all(&src).unwrap();
        fs::write(src.join("main.rs"), "fn main() {}\n").unwrap();
    }

    /// Keeps submission `sid` of problem `id` as `import` keeps one: the code in
    /// `submissions/<sid>.<ext>` and a table in `submissions.toml` (`verdict` is its line:
    /// `code = "WA"` or `score = 49`).
    fn kept(&self, id: &str, sid: u64, ext: &str, language: &str, verdict: &str, code: &str) {
        let data = self.root.join("testcases").join(id);
        fs::write(data.join("submissions").join(format!("{sid}.{ext}")), code).unwrap();
        let list = data.join("submissions.toml");
        let mut text = fs::read_to_string(&list).unwrap_or_default();
        text.push_str(&format!(
            "\n[[submission]]\nid = {sid}\nlanguage = \"{language}\"\n{verdict}\n"
        ));
        fs::write(list, text).unwrap();
    }

    /// Lists submission `sid` of problem `id` with no code file: `lines` are the rest of its
    /// table (`code_saved = false`, as the importer writes a record the backup kept without
    /// its code).
    fn record(&self, id: &str, sid: u64, language: &str, lines: &str) {
        let list = self
            .root
            .join("testcases")
            .join(id)
            .join("submissions.toml");
        let mut text = fs::read_to_string(&list).unwrap_or_default();
        text.push_str(&format!(
            "\n[[submission]]\nid = {sid}\nlanguage = \"{language}\"\n{lines}\n"
        ));
        fs::write(list, text).unwrap();
    }

    /// Replaces problem `id`'s `problem.toml`.
    fn spec(&self, id: &str, text: &str) {
        let toml = self.root.join("testcases").join(id).join("problem.toml");
        fs::write(toml, text).unwrap();
    }

    fn replay(&self, args: &[&str], env: &[(&str, &str)]) -> Run {
        let mut command = runner();
        command
            .arg("replay")
            .args(args)
            .arg("--root")
            .arg(&self.root)
            .current_dir(&self.root);
        for (name, value) in env {
            command.env(name, value);
        }
        support::finish(
            command
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("start judge-runner"),
        )
    }
}

/// The replay line of submission `sid`.
fn row<'a>(events: &'a [Event], sid: &str) -> &'a Event {
    events
        .iter()
        .find(|e| e.kind() == "replay" && e.str("submission") == Some(sid))
        .unwrap_or_else(|| panic!("no replay line for {sid}"))
}

/// A replay line without its figures here (`time_ms`, `memory_kb`, `memory_kb_as_boj`,
/// `time_ms_as_boj`), which vary from run to run.
fn without_figures(line: &str) -> String {
    let mut out = line.to_owned();
    for key in [
        "\"time_ms\":",
        "\"memory_kb\":",
        "\"memory_kb_as_boj\":",
        "\"time_ms_as_boj\":",
    ] {
        if let Some(at) = out.find(&format!(",{key}")) {
            let value = &out[at + 1 + key.len()..];
            let len = value.find([',', '}']).unwrap_or(value.len());
            out.replace_range(at..at + 1 + key.len() + len, "");
        }
    }
    out
}

fn has(tool: &str, arg: &str) -> bool {
    Command::new(tool)
        .arg(arg)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// g++ and python3 are what the tests need; java is tried where it is installed.
fn tools(test: &str) -> bool {
    if support::cxx(test).is_none() {
        return false;
    }
    if !has("python3", "--version") {
        skip("python3", &format!("{test}: no python3 on PATH"));
        return false;
    }
    true
}

fn java(test: &str) -> bool {
    let found = has("javac", "-version") && has("java", "-version");
    if !found {
        skip(
            "java",
            &format!("{test}: no javac and java on PATH, Java rows not tried"),
        );
    }
    found
}

#[test]
fn replay_of_a_real_boj_vault_backup() {
    skip_if_passed!();
    if !tools("replay_of_a_real_boj_vault_backup") {
        return;
    }
    let ws = Ws::new("real");
    // A cache of its own: the second replay must find every row remembered.
    support::unshare_judge_dir(&ws.root);
    let vault = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/boj-vault/softwareDefine-boj-backup");
    let out = runner()
        .arg("import")
        .arg(&vault)
        .arg("--root")
        .arg(&ws.root)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let cold = ws.replay(&["--format", "json"], &[]);
    assert_eq!(cold.code(), 0, "{}", cold.stderr);
    let events = cold.events();
    for (sid, boj, here, finding) in [
        ("60776836", "AC", "AC", "agrees"),
        // BOJ said WA (its hidden data has a case the two samples lack).
        ("99342414", "WA", "AC", "weaker-cases"),
        ("99342445", "AC", "AC", "agrees"),
        ("92114230", "WA", "AC", "weaker-cases"),
        // Python code submitted as C++17: a compile error there and here.
        ("92114403", "CE", "CE", "agrees"),
        ("92114411", "AC", "AC", "agrees"),
        ("92114463", "WA", "AC", "weaker-cases"),
        ("62057911", "RE", "RE", "agrees"),
        ("62057920", "AC", "AC", "agrees"),
    ] {
        let e = row(&events, sid);
        assert_eq!(
            (e.str("boj"), e.str("here"), e.str("finding")),
            (Some(boj), Some(here), Some(finding)),
            "{sid}"
        );
    }
    assert_eq!(row(&events, "60776836").str("language"), Some("C99"));
    // Each judged row carries its figures here (the largest over its cases) beside BOJ's,
    // and its peak as BOJ would have counted it: a C program's growth over C's baseline
    // here, plus BOJ's 1,112 kB.
    let c99 = row(&events, "60776836");
    let (time, memory, as_boj) = (
        c99.uint("time_ms"),
        c99.uint("memory_kb"),
        c99.uint("memory_kb_as_boj"),
    );
    assert!(time.is_some() && memory.is_some_and(|kb| kb > 0), "{c99:?}");
    assert!(as_boj.is_some_and(|kb| kb >= 1_112), "{c99:?}");
    // And its time as BOJ would have counted it: a native program's start costs nothing
    // there, so no more than its time here.
    let as_boj_ms = c99.uint("time_ms_as_boj");
    assert!(
        as_boj_ms.is_some_and(|ms| ms <= time.unwrap_or(0)),
        "{c99:?}"
    );
    assert!(c99.uint("boj_memory_kb").is_some(), "{c99:?}");
    assert_eq!(row(&events, "62057911").str("case"), Some("sample-1"));
    let summary = events
        .iter()
        .find(|e| e.kind() == "replay-summary")
        .expect("a summary line");
    assert_eq!(
        [
            "submissions",
            "runnable",
            "agrees",
            "weaker_cases",
            "fidelity",
            "not_runnable",
            "errors"
        ]
        .map(|k| summary.uint(k)),
        [9, 9, 6, 3, 0, 0, 0].map(Some)
    );
    // Again, nothing changed: every row is remembered, and the Korean words say the same.
    let warm = ws.replay(&["--lang", "ko"], &[]);
    assert_eq!(warm.code(), 0, "{}", warm.text());
    // The rows and the summary are the report: on stdout, as the judge's.
    assert_eq!(
        String::from_utf8_lossy(&warm.stdout)
            .matches("(기억된 결과)")
            .count(),
        9,
        "{}",
        warm.text()
    );
    assert_eq!(
        warm.text().matches("(기억된 결과)").count(),
        9,
        "{}",
        warm.text()
    );
    for said in [
        "boj-1004 #99342414 C++17: BOJ 틀렸습니다, 여기 맞았습니다!! — 약한 데이터",
        "boj-13909 #62057911 Python 3: BOJ 런타임 에러, 여기 런타임 에러 (케이스 sample-1) — 일치",
        "일치 6개 · 약한 데이터 3개 · 충실도 결함 0개",
        // A remembered row keeps its figures.
        "KB (BOJ 기준 ",
    ] {
        assert!(warm.text().contains(said), "{said}\n{}", warm.text());
    }
    // The picture `index` draws shows the problems whose cases the last replay found weaker
    // than BOJ's (boj-1004 and boj-1041), apart from the solved and to-solve parts.
    fs::write(
        ws.root.join("README.md"),
        "# x\n<!-- judge:index:start -->\n<!-- judge:index:end -->\n",
    )
    .unwrap();
    let index = |root: &Path| {
        let out = runner()
            .arg("index")
            .arg("--root")
            .arg(root)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        fs::read_to_string(root.join("problems.svg")).unwrap()
    };
    let svg = index(&ws.root);
    let parts = |svg: &str, part: &str| -> usize {
        svg.lines()
            .filter(|l| l.contains(&format!("data-part=\"{part}\"")))
            .map(|l| {
                let at = l.find("data-count=\"").expect("a count") + 12;
                l[at..].split('"').next().unwrap().parse::<usize>().unwrap()
            })
            .sum()
    };
    assert_eq!(
        [
            parts(&svg, "solved"),
            parts(&svg, "weaker"),
            parts(&svg, "to-solve")
        ],
        [0, 2, 2],
        "{svg}"
    );
    assert!(svg.contains("2 with cases weaker than BOJ's"), "{svg}");
    // A submission changed since the replay is not taken on the old finding's word.
    let kept = ws.root.join("testcases/boj-1004/submissions/99342414.cpp");
    let mut code = fs::read_to_string(&kept).unwrap();
    code.push_str("\n// edited\n");
    fs::write(&kept, code).unwrap();
    assert_eq!(parts(&index(&ws.root), "weaker"), 1);
}

#[test]
fn java_on_a_4_mb_problem_is_judged_on_its_own_growth() {
    skip_if_passed!();
    // A JVM holds ~39 MB here and 11 to 14 MB on BOJ: under Java's 2 x 4 + 16 = 24 MB on a
    // 4 MB problem (2023, 2096, 2293, 11723) every Java submission was MLE here, AC there.
    if !java("java_on_a_4_mb_problem_is_judged_on_its_own_growth") {
        return;
    }
    let ws = Ws::new("java-4mb");
    ws.problem("boj-3002", &[("1", "1 2\n", "3\n")]);
    fs::write(
        ws.root.join("testcases/boj-3002/problem.toml"),
        "time_limit_ms = 1000\nmemory_limit_mb = 4\n",
    )
    .unwrap();
    let code = "import java.util.*;\npublic class Main { public static void main(String[] x) { \
                Scanner s = new Scanner(System.in); int a = s.nextInt(), b = s.nextInt(); \
                System.out.println(a + b); } }\n";
    ws.kept(
        "boj-3002",
        21,
        "java",
        "Java 11",
        "code = \"AC\"\ntime_ms = 220\nmemory_kb = 17732",
        code,
    );
    // A program that holds 64 MB more than the JVM is MLE all the same.
    let hog = "public class Main { public static void main(String[] x) { \
               byte[][] b = new byte[64][]; for (int i = 0; i < 64; i++) { \
               b[i] = new byte[1 << 20]; java.util.Arrays.fill(b[i], (byte) 1); } \
               System.out.println(b[63][5] + 2); } }\n";
    ws.kept("boj-3002", 22, "java", "Java 11", "code = \"MLE\"", hog);
    let run = ws.replay(&["--format", "json"], &[]);
    let events = run.events();
    let e = row(&events, "21");
    assert_eq!(
        (e.str("here"), e.str("finding")),
        (Some("AC"), Some("agrees")),
        "{}",
        run.text()
    );
    // Its figure as BOJ's is BOJ's JVM and its own growth: near BOJ's record, far below
    // the ~39 MB measured here.
    let as_boj = e.uint("memory_kb_as_boj").expect("a figure as BOJ's");
    assert!(
        (12_640..24 << 10).contains(&as_boj) && e.uint("memory_kb").is_some_and(|kb| kb > as_boj),
        "{e:?}"
    );
    // Its time as BOJ's starts from BOJ's JVM start-up, 98 ms, whatever the start here.
    assert!(e.uint("time_ms_as_boj").is_some_and(|ms| ms >= 98), "{e:?}");
    assert_eq!(
        row(&events, "22").str("here"),
        Some("MLE"),
        "{}",
        run.text()
    );
}

#[test]
fn replay_sets_hand_made_submissions_beside_boj() {
    skip_if_passed!();
    if !tools("replay_sets_hand_made_submissions_beside_boj") {
        return;
    }
    let ws = Ws::new("hand-made");
    ws.problem("boj-3000", &[("1", "1 2\n", "3\n"), ("2", "5 7\n", "12\n")]);
    let sum =
        "#include <cstdio>\nint main(){int a,b;scanf(\"%d %d\",&a,&b);printf(\"%d\\n\",a+b);}\n";
    let difference =
        "#include <cstdio>\nint main(){int a,b;scanf(\"%d %d\",&a,&b);printf(\"%d\\n\",a-b);}\n";
    ws.kept("boj-3000", 11, "cpp", "C++17", "code = \"WA\"", sum);
    ws.kept("boj-3000", 12, "cpp", "C++17", "code = \"AC\"", difference);
    let python = "a, b = map(int, input().split())\nprint(a + b)\n";
    ws.kept("boj-3000", 13, "py", "Python 3", "code = \"AC\"", python);
    ws.kept(
        "boj-3000",
        14,
        "py",
        "PyPy3",
        "score = 49.5\nfull_score = 100",
        python,
    );
    ws.kept(
        "boj-3000",
        15,
        "cpp",
        "C++17",
        "code = \"CE\"",
        "int main( {}\n",
    );
    ws.kept(
        "boj-3000",
        16,
        "c",
        "C11",
        "code = \"TLE\"",
        "int main(){for(;;);}\n",
    );
    ws.kept("boj-3000", 17, "ws", "Whitespace", "code = \"AC\"", "   \n");
    // BOJ's Text: the file is the output (right for case 1 only).
    ws.kept("boj-3000", 19, "txt", "Text", "code = \"WA\"", "3\n");
    // Full marks of a problem with subtasks are accepted.
    let full = "score = 100\nfull_score = 100";
    ws.kept("boj-3000", 20, "py", "Python 3", full, python);
    let java = java("replay_sets_hand_made_submissions_beside_boj");
    if java {
        let code = "import java.util.*;\npublic class Main { public static void main(String[] x) \
                    { Scanner s = new Scanner(System.in); int a = s.nextInt(), b = s.nextInt(); \
                    System.out.println(a + b); } }\n";
        ws.kept("boj-3000", 18, "java", "Java 11", "code = \"AC\"", code);
    }
    // A special judge on BOJ, none here: another right answer is WA here.
    ws.problem("boj-3001", &[("1", "0\n", "1\n")]);
    let toml = ws.root.join("testcases/boj-3001/problem.toml");
    let text = fs::read_to_string(&toml).unwrap() + "labels = \"special judge\"\n";
    fs::write(&toml, text).unwrap();
    ws.kept(
        "boj-3001",
        10,
        "py",
        "Python 3",
        "code = \"AC\"",
        "print(2)\n",
    );
    let run = ws.replay(&["--format", "json"], &[]);
    // A submission BOJ accepted fails here: exit 1.
    assert_eq!(run.code(), 1, "{}", run.stderr);
    let json = String::from_utf8_lossy(&run.stdout).into_owned();
    // The line as the issue gives it, with the run's figures here (which vary) beside.
    assert!(
        json.lines().map(without_figures).any(|l| {
            l == "{\"type\":\"replay\",\"problem\":\"boj-3000\",\"submission\":\"11\",\
                \"language\":\"C++17\",\"boj\":\"WA\",\"here\":\"AC\",\"finding\":\"weaker-cases\"}"
        }),
        "{json}"
    );
    let events = run.events();
    let finding = |sid: &str| {
        let e = row(&events, sid);
        (
            e.str("here").map(str::to_owned),
            e.str("finding").map(str::to_owned),
        )
    };
    let some = |here: &str, finding: &str| (Some(here.to_owned()), Some(finding.to_owned()));
    assert_eq!(finding("12"), some("WA", "fidelity"));
    assert_eq!(row(&events, "12").str("cause"), Some("judge"));
    assert_eq!(finding("10"), some("WA", "fidelity"));
    assert_eq!(row(&events, "10").str("cause"), Some("special-judge"));
    assert_eq!(row(&events, "12").str("case"), Some("1"));
    assert_eq!(finding("13"), some("AC", "agrees"));
    // A partial score is rejected: the cases that accept it are weaker than BOJ's.
    assert_eq!(finding("14"), some("AC", "weaker-cases"));
    assert_eq!(row(&events, "14").str("boj"), Some("PARTIAL"));
    assert!(json.contains("\"boj\":\"PARTIAL\",\"score\":49.5,\"full_score\":100,"));
    assert_eq!(finding("15"), some("CE", "agrees"));
    assert_eq!(finding("16"), some("TLE", "agrees"));
    assert_eq!(row(&events, "17").str("finding"), Some("not-runnable"));
    assert_eq!(finding("19"), some("WA", "agrees"));
    assert_eq!(row(&events, "19").str("case"), Some("2"));
    assert_eq!(finding("20"), some("AC", "agrees"));
    assert_eq!(row(&events, "20").str("boj"), Some("AC"));
    if java {
        assert_eq!(finding("18"), some("AC", "agrees"));
    }
    // In words: the weaker case says what to do; the fidelity row shows its case and diff
    // as the judge's report does.
    let human = ws.replay(&[], &[]);
    assert_eq!(human.code(), 1, "{}", human.text());
    for said in [
        "boj-3000 #11 C++17: BOJ WA, here AC — weaker cases: BOJ rejected it and the stored \
         cases accept it; add a case that fails it",
        "boj-3000 #12 C++17: BOJ AC, here WA on case 1 — fidelity",
        "expected",
        "actual",
        "-1",
        "boj-3000 #17 Whitespace: BOJ AC — not runnable here: this runner has no row for \
         Whitespace",
        "boj-3000 #14 PyPy3: BOJ score 49.5, here AC — weaker cases",
        "boj-3000 #20 Python 3: BOJ score 100 (full), here AC — agrees",
        "the stored cases accept 2 submissions BOJ rejected: add cases that fail them",
        "the page says the problem has a special judge and it has none here, so another right \
         answer than the stored one is WA: write testcases/boj-3001/checker.rs",
    ] {
        assert!(human.text().contains(said), "{said}\n{}", human.text());
    }
    let help = runner().args(["replay", "--help"]).output().unwrap();
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.contains("EXIT CODES:") && help.contains("1 some submission"),
        "{help}"
    );
}

#[test]
fn a_missing_tool_is_not_runnable_here_never_an_error() {
    skip_if_passed!();
    let ws = Ws::new("missing");
    ws.problem("boj-3000", &[("1", "1 2\n", "3\n")]);
    ws.kept(
        "boj-3000",
        21,
        "cpp",
        "C++17",
        "code = \"AC\"",
        "int main(){}\n",
    );
    ws.kept(
        "boj-3000",
        22,
        "py",
        "Python 3",
        "code = \"AC\"",
        "print(3)\n",
    );
    ws.kept(
        "boj-3000",
        23,
        "java",
        "Java 11",
        "code = \"AC\"",
        "class Main {}\n",
    );
    // No g++, python3 or javac on the PATH the programs get; rustc given by path.
    let rustc = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .expect("rustc");
    let sysroot = String::from_utf8_lossy(&rustc.stdout).trim().to_owned();
    let rustc = Path::new(&sysroot).join("bin").join("rustc");
    let empty = ws.root.join("no-tools");
    fs::create_dir_all(&empty).unwrap();
    let path = empty.to_string_lossy().into_owned();
    let rustc = rustc.to_string_lossy().into_owned();
    let env = [("PATH", path.as_str()), ("RUSTC", rustc.as_str())];
    let run = ws.replay(&["--format", "json"], &env);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    for (sid, tool) in [("21", "g++"), ("22", "python3"), ("23", "javac")] {
        let e = row(&events, sid);
        assert_eq!(
            (e.str("finding"), e.str("missing")),
            (Some("not-runnable"), Some(tool)),
            "{sid}"
        );
    }
    let human = ws.replay(&[], &env);
    assert_eq!(human.code(), 0, "{}", human.text());
    assert!(
        human
            .text()
            .contains("boj-3000 #21 C++17: BOJ AC — not runnable here: install g++"),
        "{}",
        human.text()
    );
    assert!(
        human.text().contains("3 not runnable · 0 errors"),
        "{}",
        human.text()
    );
}

#[test]
fn another_language_gets_no_way_out_of_the_sandbox() {
    skip_if_passed!();
    let test = "another_language_gets_no_way_out_of_the_sandbox";
    if support::portable_executor() || !support::has_landlock(test) || !tools(test) {
        return;
    }
    let ws = Ws::new("escape");
    // The answer of boj-3100 is stored, the same, as boj-3101's: a submission that could
    // read the other problem's folder would be accepted.
    let secret = "8675309\n";
    ws.problem("boj-3100", &[("1", "0\n", secret)]);
    ws.problem("boj-3101", &[("1", "0\n", secret)]);
    let other = ws.root.join("testcases/boj-3101/1.out");
    let other = other.to_string_lossy();
    let python = format!("print(open({other:?}).read(), end='')\n");
    ws.kept("boj-3100", 31, "py", "Python 3", "code = \"WA\"", &python);
    let cpp = format!(
        "#include <cstdio>\nint main(){{FILE*f=fopen({other:?},\"r\");if(!f)return 1;int c;\
         while((c=fgetc(f))!=EOF)putchar(c);}}\n"
    );
    ws.kept("boj-3100", 32, "cpp", "C++17", "code = \"WA\"", &cpp);
    let java = java(test);
    if java {
        let code = format!(
            "import java.nio.file.*;\npublic class Main {{ public static void main(String[] a) \
             throws Exception {{ System.out.print(new String(Files.readAllBytes(Paths.get({other:?})))); }} }}\n"
        );
        ws.kept("boj-3100", 33, "java", "Java 11", "code = \"WA\"", &code);
    }
    let run = ws.replay(&["boj-3100", "--format", "json"], &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    let mut sids = vec!["31", "32"];
    if java {
        sids.push("33");
    }
    for sid in sids {
        let e = row(&events, sid);
        // Refused the file: it ends with an error, not with the answer.
        assert_eq!(
            (e.str("here"), e.str("finding")),
            (Some("RE"), Some("agrees")),
            "{sid}: {}",
            run.stderr
        );
    }
}

#[cfg(unix)]
#[test]
fn without_a_static_library_it_links_dynamically_and_says_so() {
    skip_if_passed!();
    use std::os::unix::fs::PermissionsExt;
    let test = "without_a_static_library_it_links_dynamically_and_says_so";
    let Some(cxx) = support::cxx(test) else {
        return;
    };
    let real = Command::new("sh")
        .args(["-c", &format!("command -v {cxx}")])
        .output()
        .unwrap();
    let real = String::from_utf8_lossy(&real.stdout).trim().to_owned();
    let ws = Ws::new("dynamic");
    ws.problem("boj-3000", &[("1", "1 2\n", "3\n")]);
    let sum = "#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a+b<<'\\n';}\n";
    ws.kept("boj-3000", 41, "cpp", "C++17", "code = \"AC\"", sum);
    // A g++ that has no libstdc++.a, as g++ says when it has none: the bare name back.
    let bin = ws.root.join("bin");
    fs::create_dir_all(&bin).unwrap();
    let wrapper = bin.join("g++");
    fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\ncase \"$1\" in -print-file-name=*) echo \"${{1#-print-file-name=}}\"; \
             exit 0;; esac\nexec {real} \"$@\"\n"
        ),
    )
    .unwrap();
    fs::set_permissions(&wrapper, fs::Permissions::from_mode(0o755)).unwrap();
    let path = format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let run = ws.replay(&["--format", "json"], &[("PATH", path.as_str())]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    let e = row(&events, "41");
    assert_eq!(
        (e.str("here"), e.str("finding")),
        (Some("AC"), Some("agrees"))
    );
    let human = ws.replay(&[], &[("PATH", path.as_str())]);
    assert!(
        human
            .text()
            .contains("note: g++ links dynamically here: this machine has no static library"),
        "{}",
        human.text()
    );
}

/// Two kept submissions with the same code are the same build: judged at once, the second
/// must not replace the file the first's confined run was started on (it could not read it:
/// `can't open file …: Permission denied`, an RE that BOJ never gave).
#[test]
fn identical_submissions_judged_at_once_all_agree() {
    skip_if_passed!();
    if !tools("identical_submissions_judged_at_once_all_agree") {
        return;
    }
    let ws = Ws::new("identical");
    support::unshare_judge_dir(&ws.root);
    ws.problem("boj-3000", &[("1", "1 2\n", "3\n")]);
    for sid in 51..59 {
        let code = "a, b = map(int, input().split())\nprint(a + b)\n";
        ws.kept("boj-3000", sid, "py", "Python 3", "code = \"AC\"", code);
    }
    // Races are caught by chance: three replays from an empty cache, 2 at a time.
    for _ in 0..3 {
        let _ = fs::remove_dir_all(ws.root.join("target"));
        let run = ws.replay(&["--format", "json", "--jobs", "2"], &[]);
        assert_eq!(run.code(), 0, "{}", String::from_utf8_lossy(&run.stdout));
        let events = run.events();
        for sid in 51..59 {
            assert_eq!(
                row(&events, &sid.to_string()).str("finding"),
                Some("agrees")
            );
        }
    }
}

/// What replay cannot judge it says, apart, without building anything: a problem with no
/// stored case (judged on nothing, every submission would pass), a record the backup kept
/// without its code, a score on a scale the page does not give. None is an error; a listed
/// submission whose code is missing and that does not say so still is.
#[test]
fn what_replay_cannot_judge_it_counts_apart() {
    skip_if_passed!();
    let ws = Ws::new("unjudged");
    ws.problem("boj-3200", &[]);
    let sum =
        "#include <cstdio>\nint main(){int a,b;scanf(\"%d %d\",&a,&b);printf(\"%d\\n\",a+b);}\n";
    ws.kept("boj-3200", 61, "cpp", "C++17", "code = \"AC\"", sum);
    ws.kept("boj-3200", 62, "cpp", "C++17", "code = \"WA\"", sum);
    ws.problem("boj-3201", &[("1", "1 2\n", "3\n")]);
    ws.record(
        "boj-3201",
        63,
        "Python 3",
        "code = \"AC\"\ncode_saved = false",
    );
    // BOJ's 12095: its score counts something; the page gives no full marks.
    let python = "print(3)\n";
    ws.kept("boj-3201", 64, "py", "Python 3", "score = 40.3", python);
    let run = ws.replay(&["--format", "json"], &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    for (sid, finding, why) in [
        ("61", "not-judged", "no-cases"),
        ("62", "not-judged", "no-cases"),
        ("63", "not-runnable", "code-not-saved"),
        ("64", "not-comparable", "score-without-scale"),
    ] {
        let e = row(&events, sid);
        assert_eq!(
            (e.str("finding"), e.str("why"), e.str("here")),
            (Some(finding), Some(why), None),
            "{sid}"
        );
    }
    assert_eq!(row(&events, "64").str("boj"), Some("SCORE"));
    let summary = events
        .iter()
        .find(|e| e.kind() == "replay-summary")
        .expect("a summary line");
    assert_eq!(
        [
            "submissions",
            "runnable",
            "agrees",
            "weaker_cases",
            "not_runnable",
            "not_judged",
            "not_comparable",
            "errors"
        ]
        .map(|k| summary.uint(k)),
        [4, 0, 0, 0, 1, 2, 1, 0].map(Some)
    );
    let human = ws.replay(&[], &[]);
    assert_eq!(human.code(), 0, "{}", human.text());
    for said in [
        "boj-3200 #61 C++17: BOJ AC — not judged: no cases",
        "boj-3201 #63 Python 3: BOJ AC — not runnable: the backup holds no code",
        "boj-3201 #64 Python 3: BOJ score 40.3 — not comparable: BOJ scored it 40.3 on a scale \
         the page does not give",
        "1 not runnable · 2 not judged (no cases) · 1 not comparable · 0 errors",
        "2 submissions were not judged: their problems have no stored case",
    ] {
        assert!(human.text().contains(said), "{said}\n{}", human.text());
    }
    // A record whose code is missing and that does not say the backup lacks it.
    ws.record("boj-3201", 65, "Python 3", "code = \"AC\"");
    let missing = ws.replay(&["boj-3201"], &[]);
    assert_eq!(missing.code(), 2, "{}", missing.text());
    assert!(
        missing
            .text()
            .contains("testcases/boj-3201/submissions.toml: submission 65 has no code"),
        "{}",
        missing.text()
    );
}

/// BOJ gave Python its extra time (×3 + 2 s) except where the page said `추가 시간 없음`
/// (`extra_time = false`): the same program that needs 0.6 s of CPU is TLE there, as BOJ
/// said, and accepted on a problem with the extra time.
#[test]
fn python_gets_no_extra_time_where_the_page_says_so() {
    skip_if_passed!();
    let test = "python_gets_no_extra_time_where_the_page_says_so";
    if !has("python3", "--version") {
        skip("python3", &format!("{test}: no python3 on PATH"));
        return;
    }
    let ws = Ws::new("extra-time");
    let slow = "import time\nt = time.process_time()\nwhile time.process_time() - t < 0.6:\n    pass\nprint(3)\n";
    for id in ["boj-3300", "boj-3301"] {
        ws.problem(id, &[("1", "1 2\n", "3\n")]);
        ws.kept(id, 70, "py", "Python 3", "code = \"TLE\"", slow);
    }
    let limits = "time_limit_ms = 200\nmemory_limit_mb = 128\n";
    ws.spec("boj-3300", &format!("{limits}extra_time = false\n"));
    ws.spec("boj-3301", limits);
    let run = ws.replay(&["--format", "json"], &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    let found = |id: &str| {
        let e = events
            .iter()
            .find(|e| e.kind() == "replay" && e.str("problem") == Some(id))
            .unwrap_or_else(|| panic!("no row of {id}"));
        (e.str("here"), e.str("finding"))
    };
    assert_eq!(found("boj-3300"), (Some("TLE"), Some("agrees")));
    assert_eq!(found("boj-3301"), (Some("AC"), Some("weaker-cases")));
}

#[test]
fn a_remembered_fidelity_tle_is_not_run_again() {
    skip_if_passed!();
    let test = "a_remembered_fidelity_tle_is_not_run_again";
    if !has("python3", "--version") {
        skip("python3", &format!("{test}: no python3 on PATH"));
        return;
    }
    let ws = Ws::new("remembered-tle");
    // BOJ accepted it; here it runs out of time: a fidelity row with no diff to show.
    let slow = "while True:\n    pass\n";
    ws.problem("boj-3400", &[("1", "1 2\n", "3\n")]);
    ws.kept("boj-3400", 80, "py", "Python 3", "code = \"AC\"", slow);
    ws.spec(
        "boj-3400",
        "time_limit_ms = 100\nmemory_limit_mb = 128\nextra_time = false\n",
    );
    let first = ws.replay(&[], &[]);
    assert_eq!(first.code(), 1, "{}", first.stderr);
    let row = "boj-3400 #80 Python 3: BOJ AC, here TLE on case 1 — fidelity";
    assert!(first.text().contains(row), "{}", first.text());
    assert!(!first.text().contains("(remembered)"), "{}", first.text());
    // Again: said as remembered, not spent again (a WA row is judged again for its diff).
    let again = ws.replay(&[], &[]);
    assert_eq!(again.code(), 1, "{}", again.stderr);
    let said = again.text();
    let line = said.lines().find(|l| l.starts_with(row)).expect("the row");
    assert!(line.ends_with("(remembered)"), "{said}");
}

#[test]
fn a_blocked_fidelity_tle_is_judged_again() {
    skip_if_passed!();
    let test = "a_blocked_fidelity_tle_is_judged_again";
    if !has("python3", "--version") {
        skip("python3", &format!("{test}: no python3 on PATH"));
        return;
    }
    let ws = Ws::new("blocked-tle");
    // Stopped at the wall deadline with CPU to spare: blocked, which can be the machine's
    // doing (a node.js start that hung once in a real backup's replay), so never remembered.
    let asleep = "import time\ntime.sleep(60)\n";
    ws.problem("boj-3500", &[("1", "1 2\n", "3\n")]);
    ws.kept("boj-3500", 90, "py", "Python 3", "code = \"AC\"", asleep);
    ws.spec(
        "boj-3500",
        "time_limit_ms = 100\nmemory_limit_mb = 128\nextra_time = false\n",
    );
    let row = "boj-3500 #90 Python 3: BOJ AC, here TLE on case 1 — fidelity";
    for _ in 0..2 {
        let run = ws.replay(&[], &[]);
        assert_eq!(run.code(), 1, "{}", run.stderr);
        let said = run.text();
        let line = said.lines().find(|l| l.starts_with(row)).expect("the row");
        assert!(!line.ends_with("(remembered)"), "{said}");
    }
}

#[test]
fn a_verdict_that_hangs_on_the_gxx_version_is_put_down_to_the_toolchain() {
    skip_if_passed!();
    // Two C++14 submissions BOJ accepted in 2018 and 2019 (qkrwlgus5832/boj-archive): one
    // declares a global `int time`, which glibc's <time.h> declares too, and does not
    // compile with g++ 12; one lets a function returning a value end without one, which g++
    // 12 at -O2 turns into a crash on every sample.
    if support::cxx("a_verdict_that_hangs_on_the_gxx_version_is_put_down_to_the_toolchain")
        .is_none()
    {
        return;
    }
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/boj-vault/qkrwlgus5832-toolchain");
    let read = |path: &str| fs::read_to_string(fixture.join(path)).unwrap();
    let ws = Ws::new("toolchain");
    for (problem, sid) in [("13549", 11119633), ("13459", 11242589)] {
        let id = format!("boj-{problem}");
        let sample = (
            "sample-1",
            read(&format!("{problem}/sample-1.in")),
            read(&format!("{problem}/sample-1.out")),
        );
        ws.problem(&id, &[(sample.0, &sample.1, &sample.2)]);
        ws.kept(
            &id,
            sid,
            "cpp",
            "C++14",
            "code = \"AC\"",
            &read(&format!("{problem}/{sid}.cpp")),
        );
    }
    // Beside them, what the compiler's version has no part in: a syntax error, and a crash
    // in a program every function of which returns.
    ws.kept(
        "boj-13549",
        1,
        "cpp",
        "C++14",
        "code = \"AC\"",
        "int main() { return 0 }\n",
    );
    ws.kept(
        "boj-13459",
        2,
        "cpp",
        "C++14",
        "code = \"AC\"",
        "#include <cstdlib>\nint main() { std::abort(); }\n",
    );
    let run = ws.replay(&["--format", "json"], &[]);
    let events = run.events();
    let cause = |sid: &str| {
        let e = row(&events, sid);
        (e.str("here"), e.str("cause"), e.str("toolchain"))
    };
    assert_eq!(
        cause("11119633"),
        (Some("CE"), Some("toolchain"), Some("header-clash")),
        "{}",
        run.text()
    );
    assert_eq!(
        cause("11242589"),
        (Some("RE"), Some("toolchain"), Some("missing-return")),
        "{}",
        run.text()
    );
    assert_eq!(cause("1"), (Some("CE"), Some("build"), None));
    assert_eq!(cause("2"), (Some("RE"), Some("judge"), None));
    // The report says it in words, with the compiler's error for the clash.
    let human = ws.replay(&[], &[]);
    let text = human.text();
    assert!(
        text.contains("fidelity (toolchain): it compiled on BOJ and does not here")
            && text.contains("‘int time’ redeclared as different kind of entity")
            && text.contains("fidelity (toolchain): BOJ accepted it and it crashes here"),
        "{text}"
    );
}
