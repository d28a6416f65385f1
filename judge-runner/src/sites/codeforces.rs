//! Codeforces (`cf-1927a`, gym `cf-gym-104081b`): a live judge. A task is a contest (or gym
//! contest) and a problem index; its two Rust languages are the rows below, with how
//! Codeforces builds them.

use super::{Facts, Kind, Language, Live, LiveTask, NewId, NewLimits, Row, Site, Tasks};
use crate::sourced::Sure;

const LABEL: &str = "Codeforces";

/// rustc of Codeforces' "Rust 1.89.0"; the `JUDGE_RUST_LIVE` of CI.
const RUSTC: &str = "1.89";

/// The first contest number of Codeforces' gym: contests from it on are gym contests.
const FIRST_GYM_CONTEST: u64 = 100_000;

pub(super) const SITE: Facts = Facts {
    prefix: "cf",
    names: &["codeforces"],
    label: LABEL,
    folders: &[],
    page: None,
    url,
    kind: Kind::Live(&Tasks {
        hosts: &[
            "codeforces.com",
            "codeforces.ml",
            "m1.codeforces.com",
            "m2.codeforces.com",
            "m3.codeforces.com",
        ],
        of_path,
        of_arguments,
        of_own_name: None,
    }),
    // Codeforces' most common limits.
    limits: NewLimits {
        time_ms: 2000,
        memory_mb: 256,
    },
    // Most of its checkers compare tokens (the rows below say why).
    compare: "tokens",
    language: Language::Codeforces2024,
    languages: &[Language::Codeforces2021, Language::Codeforces2024],
    reader_note: None,
};

/// The problem's page: `1927a` is `contest/1927/problem/A`.
fn url(number: &str) -> String {
    match of_number(number) {
        Some(task) => task.url,
        None => format!("https://codeforces.com/problemset/problem/{number}"),
    }
}

/// A task, when `contest` is digits and `index` a letter then letters or digits.
fn task(gym: bool, contest: &str, index: &str) -> Option<LiveTask> {
    let contest = NewId::number(contest)?;
    let index = index.to_ascii_uppercase();
    let ok = index.len() <= 4
        && index.starts_with(|c: char| c.is_ascii_alphabetic())
        && index.chars().all(|c| c.is_ascii_alphanumeric());
    let room = if gym { "gym" } else { "contest" };
    ok.then(|| LiveTask {
        site: Site::Codeforces,
        number: format!(
            "{}{contest}{}",
            if gym { "gym-" } else { "" },
            index.to_ascii_lowercase()
        ),
        url: format!("https://codeforces.com/{room}/{contest}/problem/{index}"),
        submit: format!("https://codeforces.com/{room}/{contest}/submit/{index}"),
    })
}

/// `contest/1927/problem/A`, `problemset/problem/1927/A`, `gym/104081/problem/B`.
fn of_path(parts: &[&str]) -> Option<LiveTask> {
    let (gym, contest, index) = match parts {
        ["contest", contest, "problem", index] => (false, *contest, *index),
        ["problemset", "problem", contest, index] => (false, *contest, *index),
        ["gym", contest, "problem", index] => (true, *contest, *index),
        _ => return None,
    };
    task(gym, contest, index)
}

/// An id's gym mark, contest and index: `gym-104081b` is `(true, "104081", "b")`.
fn split_id(number: &str) -> Option<(bool, &str, &str)> {
    let (gym, rest) = match number.strip_prefix("gym-") {
        Some(rest) => (true, rest),
        None => (false, number),
    };
    let split = rest.find(|c: char| !c.is_ascii_digit())?;
    Some((gym, &rest[..split], &rest[split..]))
}

/// From the id without `cf-`: `1927a`, `gym-104081b`.
fn of_number(number: &str) -> Option<LiveTask> {
    let (gym, contest, index) = split_id(number)?;
    task(gym, contest, index)
}

/// Whether a contest number is a gym contest's.
fn gym_number(contest: &str) -> bool {
    contest.parse::<u64>().is_ok_and(|n| n >= FIRST_GYM_CONTEST)
}

/// `new cf 1927A` (`104081B`: a gym contest), `1927/A` as the page writes it, `1927 A`,
/// `gym-104081 B`.
fn of_arguments(arguments: &[&str]) -> Option<LiveTask> {
    match arguments {
        [one] if one.contains('/') => {
            let (contest, index) = one.split_once('/')?;
            of_arguments(&[contest, index])
        }
        [one] => {
            let text = one.to_ascii_lowercase();
            let (gym, contest, index) = split_id(&text)?;
            task(gym || gym_number(contest), contest, index)
        }
        [contest, index] => {
            let (gym, contest) = match contest.strip_prefix("gym-") {
                Some(contest) => (true, contest),
                None => (gym_number(contest), *contest),
            };
            task(gym, contest, index)
        }
        _ => None,
    }
}

/// Codeforces' stack and comparison, the same for both editions.
const STACK: &str = "256 MB (`-C link-args=/STACK:268435456`, Windows); here the run's \
                     memory limit, as for every run";
const COMPARE: &str = "the problem's checker; most use testlib's `wcmp`, which compares \
                       tokens: `compare = \"tokens\"`";
const ALLOWS: &str = "std only (Codeforces has no crates)";
const SOURCE: &str = "the command as Codeforces' language list gives it, copied in \
                      PaddyConnolly/codeforces `README.md` (\"Rust 1.89.0\", Windows \
                      `/STACK:268435456`, `--cfg ONLINE_JUDGE`) and in a 2021 solution's \
                      comment (`rustc --edition=2021 -O -C link-args=/STACK:268435456 --cfg \
                      ONLINE_JUDGE`); solalyth/cplib-rs `readme.md` (Codeforces: 1.89.0, \
                      codeforces.com/blog/entry/121114); testlib `checkers/wcmp.cpp` \
                      (\"compare sequences of tokens\")";

pub(super) const RUST_2021: Row = Row {
    site: Site::Codeforces,
    name: "Rust 1.89.0 (2021)",
    edition: "2021",
    rustc: RUSTC,
    crate_note: None,
    live: Some(Live {
        site: LABEL,
        build: "rustc --edition=2021 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE",
        flags: &["--edition", "2021", "-O", "--cfg", "ONLINE_JUDGE"],
        version: "rustc 1.89.0",
        stack: STACK,
        compare: COMPARE,
        allows: ALLOWS,
        source: SOURCE,
        sure: Sure::Dated,
    }),
};

pub(super) const RUST_2024: Row = Row {
    site: Site::Codeforces,
    name: "Rust 1.89.0 (2024)",
    edition: "2024",
    rustc: RUSTC,
    crate_note: None,
    live: Some(Live {
        site: LABEL,
        build: "rustc --edition=2024 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE",
        flags: &["--edition", "2024", "-O", "--cfg", "ONLINE_JUDGE"],
        version: "rustc 1.89.0",
        stack: STACK,
        compare: COMPARE,
        allows: ALLOWS,
        source: SOURCE,
        sure: Sure::Dated,
    }),
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tasks_from_arguments() {
        let task = of_arguments(&["1927A"]).unwrap();
        assert_eq!(
            task.submit_url(),
            "https://codeforces.com/contest/1927/submit/A"
        );
        assert_eq!(Site::Codeforces.url("1927a"), task.url());
        assert_eq!(of_arguments(&["1927/A"]), Some(task.clone()));
        assert_eq!(of_arguments(&["1927", "a"]), Some(task));
        let gym = of_arguments(&["104081B"]).unwrap();
        assert_eq!(gym.id().id(), "cf-gym-104081b");
        assert_eq!(
            gym.submit_url(),
            "https://codeforces.com/gym/104081/submit/B"
        );
        assert_eq!(of_arguments(&["gym-104081b"]), Some(gym.clone()));
        assert_eq!(of_arguments(&["gym-104081", "B"]), Some(gym));
        assert_eq!(
            Site::Codeforces.url("x"),
            "https://codeforces.com/problemset/problem/x"
        );
        for bad in [&["A"][..], &["1927"][..], &["1927", "A/B"][..], &[][..]] {
            assert_eq!(
                LiveTask::from_arguments(Site::Codeforces, bad),
                None,
                "{bad:?}"
            );
        }
    }
}
