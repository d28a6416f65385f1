//! Choosing what to judge: `--partition K/N` shards and `--changed-since REV`.

use std::collections::BTreeSet;
use std::process::Command;

use crate::json::Event;
use crate::support::Workspace;

/// Problems that appear in a run's events (cases, compile errors, data errors).
fn judged(events: &[Event]) -> BTreeSet<String> {
    events
        .iter()
        .filter(|e| matches!(e.kind(), "case" | "problem" | "error"))
        .filter_map(|e| e.str("problem").map(str::to_owned))
        .collect()
}

#[test]
fn partitions_cover_every_problem_exactly_once() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "partition");
    let all = judged(&workspace.run(&[], "json", &[]).events());
    assert!(all.len() > 20, "{all:?}");
    let mut seen = BTreeSet::new();
    let mut sizes = Vec::new();
    for shard in ["1/3", "2/3", "3/3"] {
        let run = workspace.run(&["--partition", shard], "json", &[]);
        let mine = judged(&run.events());
        assert!(
            mine.is_disjoint(&seen),
            "{shard} repeats {:?}",
            mine.intersection(&seen).collect::<Vec<_>>()
        );
        sizes.push(mine.len());
        seen.extend(mine);
    }
    assert_eq!(seen, all);
    // Balanced by case count: most problems have one case and none more than four (`natural`),
    // so shards differ by at most three problems.
    let (min, max) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
    assert!(max - min <= 3, "{sizes:?}");
    // The same shard twice is the same set.
    let again = judged(&workspace.run(&["--partition", "2/3"], "json", &[]).events());
    let first = judged(&workspace.run(&["--partition", "2/3"], "json", &[]).events());
    assert_eq!(again, first);
}

#[test]
fn an_empty_shard_passes() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "empty-shard");
    let run = workspace.run(&["ac", "--partition", "2/2"], "json", &[]);
    assert_eq!(run.code(), 0, "{}", run.stderr);
    let events = run.events();
    assert!(judged(&events).is_empty(), "{events:?}");
    assert_eq!(crate::support::summary(&events).uint("problems"), Some(0));
}

fn git(workspace: &Workspace, args: &[&str]) {
    let status = Command::new("git")
        .arg("-C")
        .arg(workspace.root())
        .args([
            "-c",
            "user.email=judge@example.com",
            "-c",
            "user.name=judge",
        ])
        .args(args)
        .output()
        .expect("run git");
    assert!(
        status.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&status.stderr)
    );
}

#[test]
fn changed_since_judges_only_what_changed() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "changed-since");
    git(&workspace, &["init", "-q"]);
    git(&workspace, &["add", "problems", "testcases"]);
    git(&workspace, &["commit", "-q", "-m", "start"]);
    // A changed solution, a new (untracked) case, and a staged change to a checker.
    workspace.write(
        "problems/wa/src/main.rs",
        b"fn main() {\n    println!(\"0\");\n}\n",
    );
    workspace.write("testcases/ac/5.in", b"2 3\n");
    workspace.write("testcases/ac/5.out", b"5\n");
    workspace.write(
        "testcases/float-ac/problem.toml",
        b"time_limit_ms = 2000\nmemory_limit_mb = 256\ncompare = \"float\"\nfloat_tolerance = 1e-3\n",
    );
    git(&workspace, &["add", "testcases/float-ac/problem.toml"]);
    let run = workspace.run(&["--changed-since", "HEAD"], "json", &[]);
    let names: Vec<&str> = vec!["ac", "float-ac", "wa"];
    assert_eq!(
        judged(&run.events()),
        names.into_iter().map(String::from).collect()
    );

    let run = workspace.run(&["--changed-since", "no-such-branch"], "json", &[]);
    assert_eq!(run.code(), 2);
    assert!(
        run.stderr.contains("`no-such-branch` is not a commit"),
        "{}",
        run.stderr
    );
}

#[test]
fn changed_since_without_git_judges_everything_with_a_note() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "changed-no-git");
    let run = workspace.run(&["ac", "natural", "--changed-since", "main"], "human", &[]);
    assert_eq!(run.code(), 0, "{}", run.text());
    assert!(
        run.text().contains("judging every selected problem"),
        "{}",
        run.text()
    );
    assert!(run.text().contains("4/4 passed"), "{}", run.text());
}

#[test]
fn typos_get_a_did_you_mean() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "typos");
    let run = |args: &[&str]| {
        let mut command = workspace.command();
        command.args(args);
        crate::support::finish(command.spawn().expect("start judge-runner"))
    };
    // A command: `ad` is no problem, and is close to `add`.
    let typo = run(&["ad", "ac"]);
    assert_eq!(typo.code(), 2, "{}", typo.text());
    assert!(
        typo.text().contains("did you mean `cargo judge add`?"),
        "{}",
        typo.text()
    );
    // An option, of the judge command and of a subcommand.
    let typo = run(&["ac", "--cas", "1"]);
    assert_eq!(typo.code(), 2, "{}", typo.text());
    assert!(
        typo.text()
            .contains("unknown option `--cas` (did you mean `--case`?)"),
        "{}",
        typo.text()
    );
    // In a Korean locale the parser's refusal reads in Korean, exit code the same.
    let mut command = workspace.command();
    command
        .args(["ac", "--cas", "1"])
        .env("LANG", "ko_KR.UTF-8");
    let korean = crate::support::finish(command.spawn().expect("start judge-runner"));
    assert_eq!(korean.code(), 2, "{}", korean.text());
    assert!(
        korean.text().contains(
            "오류: 알 수 없는 옵션 `--cas` (`--case`을(를) 뜻했나요?); `cargo judge --help`를 보세요"
        ),
        "{}",
        korean.text()
    );
    let typo = run(&["stress", "ac", "--seeds", "1"]);
    assert!(
        typo.text()
            .contains("unknown option `--seeds` (did you mean `--seed`?)"),
        "{}",
        typo.text()
    );
    // Nothing close: no guess.
    let typo = run(&["ac", "--frobnicate"]);
    assert!(!typo.text().contains("did you mean"), "{}", typo.text());
    // A problem.toml key.
    let spec = workspace.root().join("testcases/ac/problem.toml");
    let text = std::fs::read_to_string(&spec).expect("read problem.toml");
    std::fs::write(&spec, text.replace("time_limit_ms", "time_limit")).expect("write");
    let typo = run(&["ac", "--color", "never"]);
    assert_eq!(typo.code(), 2, "{}", typo.text());
    assert!(
        typo.text()
            .contains("unknown key `time_limit` (did you mean `time_limit_ms`?)"),
        "{}",
        typo.text()
    );
}

/// `--jobs` is read by one validator: every command that takes it refuses `0` with the
/// same words, naming its own help.
#[test]
fn every_command_refuses_jobs_0_in_the_same_words() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "jobs-0");
    for command in ["", "watch", "stress", "gen", "replay", "strengthen"] {
        let mut args: Vec<&str> = match command {
            "" => vec![],
            "stress" | "gen" => vec![command, "ac"],
            _ => vec![command],
        };
        args.extend(["--jobs", "0"]);
        let mut started = workspace.command();
        started.args(&args).env("LANG", "C");
        let out = crate::support::finish(started.spawn().expect("start judge-runner"));
        let help = match command {
            "" => "cargo judge --help".to_owned(),
            _ => format!("cargo judge {command} --help"),
        };
        assert_eq!(out.code(), 2, "{args:?}: {}", out.text());
        assert!(
            out.text().contains(&format!(
                "error: --jobs takes a positive number of parallel runs, not `0`; see `{help}`"
            )),
            "{args:?}: {}",
            out.text()
        );
    }
}

/// A refused value and a name that selects nothing read in Korean under `--lang ko`, even
/// when the refusal is of the same command line that gives `--lang`, and a subcommand's
/// refusal too; the exit code is the usage error's.
#[test]
fn refusals_read_in_korean_with_lang_ko() {
    skip_if_passed!();
    let workspace = Workspace::copy("verdicts", "refusals-ko");
    let run = |args: &[&str]| {
        let mut command = workspace.command();
        command.args(args).env("LANG", "C");
        crate::support::finish(command.spawn().expect("start judge-runner"))
    };
    for (args, korean) in [
        (
            &["--jobs", "0", "--lang", "ko"][..],
            "오류: --jobs에는 양수인 병렬 실행 수을(를) 주세요, `0`은(는) 안 됩니다; \
             `cargo judge --help`를 보세요",
        ),
        (
            &["--lang=ko", "--partition", "3/2"][..],
            "오류: --partition에는 1 ≤ K ≤ N인 K/N(예: 1/2)을(를) 주세요, `3/2`은(는) 안 \
             됩니다; `cargo judge --help`를 보세요",
        ),
        (
            &["--lang", "ko", "zzz-9"][..],
            "오류: `zzz-9`에 맞는 문제가 없습니다; 가장 가까운 것:",
        ),
        (
            &[
                "new",
                "programmers",
                "1",
                "--signature",
                "fn f() -> i32",
                "--lang",
                "ko",
            ][..],
            "오류: 잘못된 --signature: 함수 이름은 프로그래머스처럼 `solution`이어야 합니다; \
             `cargo judge new --help`를 보세요",
        ),
        (
            &["gen", "ac", "--lang", "ko", "--count", "0"][..],
            "오류: --count에는 시드 수(1 이상)을(를) 주세요, `0`은(는) 안 됩니다; `cargo judge \
             gen --help`를 보세요",
        ),
    ] {
        let out = run(args);
        assert_eq!(out.code(), 2, "{args:?}: {}", out.text());
        assert!(out.text().contains(korean), "{args:?}: {}", out.text());
    }
    // Without --lang, the same refusal is in English.
    let out = run(&["--jobs", "0"]);
    assert!(
        out.text().contains(
            "error: --jobs takes a positive number of parallel runs, not `0`; see `cargo judge \
             --help`"
        ),
        "{}",
        out.text()
    );
}
