//! The judges' profiles: BOJ's, frozen (the day it closed, and the Rust it judged with; how
//! it built each language on its last day is the table of `build/kept/languages.rs`), and the
//! live judges' (Codeforces, AtCoder), each language's build, compiler, comparison and stack,
//! with its source.
//!
//! Baekjoon Online Judge ended its service on 2026-04-28; since then this runner is the only
//! judge its problems have. Every fact is a row of its site's file in `sites/` (the
//! language's [`crate::sites::Row`]); this module answers the questions the commands ask of
//! them (the build's flags, the compiler a language's crate declares, the closure message),
//! and renders the live judges' table that docs/sites.md shows.

pub(crate) use crate::sites::{BOJ_CLOSED, BOJ_CLOSURE_NOTICE};

use crate::config::Language;
use crate::sites::Live;

/// The rustc the judge builds `language` with, as `rust-version` states it.
pub(crate) fn rustc(language: Language) -> &'static str {
    language.row().rustc
}

/// The live row of `language`, if it is a live judge's.
pub(crate) fn live(language: Language) -> Option<&'static Live> {
    language.row().live.as_ref()
}

/// rustc's flags for the judge's build of a solution in `language`, from its profile.
pub(crate) fn judge_flags(language: Language) -> Vec<&'static str> {
    match live(language) {
        Some(row) => row.flags.to_vec(),
        None => vec!["--edition", language.edition(), "-O"],
    }
}

/// The README's table of the live judges' profiles: every live row of `sites/`, in Markdown (between
/// [`LIVE_START`] and [`LIVE_END`]; a test keeps them equal).
#[cfg(test)]
fn live_markdown() -> String {
    let mut out = String::from(
        "| site | language (`language =`) | the judge's build | built here as | version | stack \
         | comparison | allows | how sure | source |\n|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for (language, e) in crate::sites::live_rows() {
        out.push_str(&format!(
            "| {} | {} | `{}` | `rustc {} Main.rs` | {} | {} | {} | {} | {} | {} |\n",
            e.site,
            language.name(),
            e.build,
            e.flags.join(" "),
            e.version,
            e.stack,
            e.compare,
            e.allows,
            e.sure.words(),
            e.source
        ));
    }
    out
}

/// The lines around the live table in the README.
#[cfg(test)]
const LIVE_START: &str = "<!-- judge:live-profile:start -->";
/// See [`LIVE_START`].
#[cfg(test)]
const LIVE_END: &str = "<!-- judge:live-profile:end -->";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sites::RUST_2021_RUSTC;
    use crate::sourced::{between, repo_file};

    #[test]
    fn the_readme_renders_the_live_table() {
        let readme = repo_file("docs/sites.md");
        assert_eq!(
            between(&readme, LIVE_START, LIVE_END),
            live_markdown().trim()
        );
    }

    #[test]
    fn every_live_language_has_its_row_and_edition() {
        for language in Language::EVERY {
            let flags = judge_flags(language);
            let at = flags
                .iter()
                .position(|f| *f == "--edition")
                .expect("--edition");
            assert_eq!(flags[at + 1], language.edition(), "{language}");
            let live_language = !Language::ALL.contains(&language);
            assert_eq!(live(language).is_some(), live_language, "{language}");
        }
        assert!(live_markdown()
            .lines()
            .all(|l| l.starts_with('|') && l.ends_with('|')));
        // Codeforces builds as BOJ did plus its cfg; AtCoder with its release profile.
        assert_eq!(
            judge_flags(Language::Codeforces2024),
            ["--edition", "2024", "-O", "--cfg", "ONLINE_JUDGE"]
        );
        let atcoder = judge_flags(Language::AtCoder);
        assert!(atcoder.contains(&"opt-level=3") && atcoder.contains(&"lto=fat"));
        assert!(!atcoder.contains(&"-O"));
    }

    #[test]
    fn the_workspace_declares_the_judges_rust_2021_compiler() {
        let manifest = repo_file("Cargo.toml");
        let line = format!("rust-version = \"{RUST_2021_RUSTC}\"");
        assert!(manifest.lines().any(|l| l.trim() == line), "{line}");
    }
}
