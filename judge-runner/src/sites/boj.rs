//! Baekjoon Online Judge (`boj-1000`): closed on 2026-04-28, so its problems are judged here
//! only, under its profile frozen on its last day. Its Rust languages are the rows below;
//! how it built every language on that day (kept submissions) is `build/kept/languages.rs`.

use super::{Facts, Kind, Language, NewLimits, Row};

/// The day BOJ ended its service; its pages answer 404 since.
pub(crate) const BOJ_CLOSED: &str = "2026-04-28";

/// BOJ's notice of the closure.
pub(crate) const BOJ_CLOSURE_NOTICE: &str = "acmicpc.net/board/view/165799";

/// rustc of BOJ's "Rust 2021": the workspace's `rust-version`, the `JUDGE_RUST_2021` of CI.
pub(crate) const RUST_2021_RUSTC: &str = "1.73";

/// rustc of BOJ's "Rust 2024" (added in October 2025): its exact version was not published
/// where it could be read, so this is the first rustc with edition 2024. Cargo has one
/// workspace `rust-version`, Rust 2021's, so a Rust 2024 crate states this one itself.
pub(crate) const RUST_2024_RUSTC: &str = "1.85";

pub(super) const SITE: Facts = Facts {
    prefix: "boj",
    names: &["baekjoon"],
    label: "BOJ",
    folders: &["백준", "baekjoon", "boj"],
    page: Some("acmicpc.net/problem/"),
    url,
    kind: Kind::Closed,
    // BOJ's most common limits.
    limits: NewLimits {
        time_ms: 1000,
        memory_mb: 256,
    },
    compare: "boj",
    language: Language::Rust2021,
    languages: &LANGUAGES,
    reader_note: None,
};

/// BOJ's languages, oldest first.
pub(super) const LANGUAGES: [Language; 3] =
    [Language::Rust2018, Language::Rust2021, Language::Rust2024];

fn url(number: &str) -> String {
    format!("https://www.acmicpc.net/problem/{number}")
}

pub(super) const RUST_2018: Row = Row {
    site: super::Site::Boj,
    name: "Rust 2018",
    edition: "2018",
    // BOJ built it with rustc 1.52.1 at the latest copy found; the workspace's judge
    // compiler builds edition 2018 the same.
    rustc: RUST_2021_RUSTC,
    crate_note: Some(
        "BOJ's Rust 2018 (its older submissions): edition 2018, built by the judge's compiler.",
    ),
    live: None,
};

/// The workspace's language: its crates inherit the edition and `rust-version`.
pub(super) const RUST_2021: Row = Row {
    site: super::Site::Boj,
    name: "Rust 2021",
    edition: "2021",
    rustc: RUST_2021_RUSTC,
    crate_note: None,
    live: None,
};

pub(super) const RUST_2024: Row = Row {
    site: super::Site::Boj,
    name: "Rust 2024",
    edition: "2024",
    rustc: RUST_2024_RUSTC,
    crate_note: Some("BOJ's Rust 2024: edition 2024, built by the judge's compiler for it."),
    live: None,
};

#[cfg(test)]
mod tests {
    use super::super::{NewId, Site};

    #[test]
    fn its_ids_and_pages() {
        let id = NewId::of_address("https://www.acmicpc.net/problem/9079").unwrap();
        assert_eq!(id.id(), "boj-9079");
        assert_eq!(
            Site::Boj.url(&id.number),
            "https://www.acmicpc.net/problem/9079"
        );
        assert!(!Site::Boj.live());
        assert_eq!(Site::Boj.compare(Some("float")), "float");
        assert_eq!(Site::Boj.compare(None), "boj");
    }
}
