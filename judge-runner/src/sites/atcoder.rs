//! AtCoder (`atcoder-abc300-a`): a live judge. A task is a contest and the task's screen name
//! (`abc300_a`); its one Rust language is the row below, with how AtCoder builds it.

use super::{Facts, Kind, Language, Live, LiveTask, NewLimits, Row, Site, Tasks};
use crate::sourced::Sure;

const LABEL: &str = "AtCoder";

pub(super) const SITE: Facts = Facts {
    prefix: "atcoder",
    names: &[],
    label: LABEL,
    folders: &[],
    page: None,
    url,
    kind: Kind::Live(&Tasks {
        hosts: &["atcoder.jp"],
        of_path,
        of_arguments,
        of_own_name: Some(of_screen_name),
    }),
    // AtCoder's most common limits (ABC since 2021).
    limits: NewLimits {
        time_ms: 2000,
        memory_mb: 1024,
    },
    // Whitespace differences ignored, as its rules are read (the row below says how sure).
    compare: "tokens",
    language: Language::AtCoder,
    languages: &[Language::AtCoder],
    reader_note: Some(
        "// AtCoder has proconio's `input!`; solutions here use std only (the runner builds the \
         file\n// alone). `Tokens` reads the input the same way: `let n: usize = \
         tokens.next();`.\n",
    ),
};

/// The problem's page: `abc300-a` is `contests/abc300/tasks/abc300_a`.
fn url(number: &str) -> String {
    match of_number(number) {
        Some(task) => task.url,
        None => format!("https://atcoder.jp/contests/{number}"),
    }
}

/// A task, when both names are the site's letters, digits, `_` and `-`. Its id is
/// `CONTEST-INDEX`; a task whose screen name is not `CONTEST_INDEX` keeps its name with `-`
/// for `_` (`abc042-arc058-a`).
fn task(contest: &str, task: &str) -> Option<LiveTask> {
    let word = |s: &str| {
        !s.is_empty()
            && s.len() <= 40
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
    };
    if !(word(contest) && word(task)) {
        return None;
    }
    let (contest, task) = (contest.to_ascii_lowercase(), task.to_ascii_lowercase());
    let index = task
        .strip_prefix(contest.as_str())
        .and_then(|rest| rest.strip_prefix('_'))
        .map_or_else(|| task.replace('_', "-"), str::to_owned);
    Some(LiveTask {
        site: Site::AtCoder,
        number: format!("{contest}-{index}"),
        url: format!("https://atcoder.jp/contests/{contest}/tasks/{task}"),
        submit: format!("https://atcoder.jp/contests/{contest}/submit?taskScreenName={task}"),
    })
}

/// `contests/abc300/tasks/abc300_a`.
fn of_path(parts: &[&str]) -> Option<LiveTask> {
    match parts {
        ["contests", contest, "tasks", name] => task(contest, name),
        _ => None,
    }
}

/// From the id without `atcoder-`: `abc300-a` (the task `abc300_a`); the contest is the part
/// before the last `-`.
fn of_number(number: &str) -> Option<LiveTask> {
    let (contest, index) = number.rsplit_once('-')?;
    task(contest, &format!("{contest}_{index}"))
}

/// `new atcoder abc300 a`, `abc300_a` (the task's own name) or `abc300-a`.
fn of_arguments(arguments: &[&str]) -> Option<LiveTask> {
    match arguments {
        [one] if one.contains('_') => {
            let name = one.to_ascii_lowercase();
            let (contest, _) = name.rsplit_once('_')?;
            task(contest, &name)
        }
        [contest, index] => {
            let contest = contest.to_ascii_lowercase();
            task(
                &contest,
                &format!("{contest}_{}", index.to_ascii_lowercase()),
            )
        }
        [one] => of_number(&one.to_ascii_lowercase()),
        _ => None,
    }
}

/// A task's screen name given alone (`abc300_b`). A contest as AtCoder names one: letters,
/// then its number (`abc300`, `typical90`), so that `boj_1000` is no AtCoder task.
fn of_screen_name(text: &str) -> Option<LiveTask> {
    let (contest, _) = text.rsplit_once('_')?;
    let screen = !text.contains('-')
        && contest.starts_with(|c: char| c.is_ascii_alphabetic())
        && contest.ends_with(|c: char| c.is_ascii_digit());
    screen.then(|| task(contest, text)).flatten()
}

pub(super) const RUST: Row = Row {
    site: Site::AtCoder,
    name: "Rust (rustc 1.89.0)",
    edition: "2024",
    // rustc of AtCoder's "Rust (rustc 1.89.0)"; the `JUDGE_RUST_LIVE` of CI.
    rustc: "1.89",
    crate_note: None,
    live: Some(Live {
        site: LABEL,
        build: "cargo build --release --quiet --offline",
        flags: &[
            "--edition",
            "2024",
            "-C",
            "opt-level=3",
            "-C",
            "lto=fat",
            "--cfg",
            "atcoder",
        ],
        version: "rustc 1.89.0",
        stack: "not published; here the run's memory limit",
        compare: "whitespace differences ignored, as its rules are read: `compare = \"tokens\"` \
                  (unverified: no text of the rule was found)",
        allows: "about 60 crates (proconio, ac-library-rs, ...); not used here: std only",
        source: "AtCoder's 2025-10 language list (img.atcoder.jp/file/language-update/2025-10/\
                 language-list.html) and install script `088-1-82-0_rustc.toml`, as copied in \
                 malleroid/online-judge-docker `docker/atcoder/rust/` (`Cargo.toml`: \
                 `[profile.release] lto = true`, edition 2024; Rust 1.89.0) and in \
                 okaponta/acrust's tests (`compile = 'cargo build --release --quiet \
                 --offline'`); `--cfg atcoder` (its `.cargo/config.toml` rustflags) from rust-lang-ja/atcoder-proposal \
                 `xtask/templates/install-command.bash.txt` (2023). `opt-level = 3` is the \
                 release default; `codegen-units` is not set (fat LTO builds one module)",
        sure: Sure::Dated,
    }),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tasks_from_arguments() {
        let atcoder = of_arguments(&["abc300", "A"]).unwrap();
        assert_eq!(atcoder.id().id(), "atcoder-abc300-a");
        assert_eq!(
            atcoder.submit_url(),
            "https://atcoder.jp/contests/abc300/submit?taskScreenName=abc300_a"
        );
        assert_eq!(Site::AtCoder.url("abc300-a"), atcoder.url());
        assert_eq!(of_arguments(&["abc300-a"]), Some(atcoder.clone()));
        assert_eq!(of_arguments(&["ABC300_A"]), Some(atcoder.clone()));
        assert_eq!(of_screen_name("abc300_a"), Some(atcoder));
        for bad in [&["abc300"][..], &["abc300", "a b"][..]] {
            assert_eq!(
                LiveTask::from_arguments(Site::AtCoder, bad),
                None,
                "{bad:?}"
            );
        }
        for not_screen in ["boj_1000", "abc-300_a", "300_a"] {
            assert_eq!(of_screen_name(not_screen), None, "{not_screen}");
        }
    }
}
