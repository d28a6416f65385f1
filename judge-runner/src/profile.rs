//! The judges' profiles: BOJ's, frozen (the day it closed, and the Rust it judged with; how
//! it built each language on its last day is the table of `build/kept/languages.rs`), and the
//! live judges' (Codeforces, AtCoder), each language's build, compiler, comparison and stack,
//! with its source.
//!
//! Baekjoon Online Judge ended its service on 2026-04-28; since then this runner is the only
//! judge its problems have. Everything the code knows about how a judge builds and judges
//! lives here, as data, so that the commands that need a fact (the build's flags, the
//! command shown, the compiler a language's crate declares, the closure message) read it from
//! one place, and the docs render the same tables (docs/judging.md "How faithful is it",
//! docs/sites.md).

/// The day BOJ ended its service; its pages answer 404 since.
pub(crate) const BOJ_CLOSED: &str = "2026-04-28";

/// BOJ's notice of the closure.
pub(crate) const BOJ_CLOSURE_NOTICE: &str = "acmicpc.net/board/view/165799";

use crate::config::Language;

/// How sure a row of the table is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sure {
    /// Copied from BOJ's language help by a public judge script or page copy, cited.
    Copied,
    /// The copies found are older than BOJ's last day; the value may have changed since.
    Dated,
    /// Not published where it could be read: the lowest value that can be.
    Inferred,
}

#[cfg(test)]
impl Sure {
    /// Its words in the docs' tables.
    pub(crate) fn words(self) -> &'static str {
        match self {
            Sure::Copied => "copied",
            Sure::Dated => "dated: older copies only",
            Sure::Inferred => "inferred: unverified",
        }
    }
}

/// rustc of BOJ's "Rust 2021": the workspace's `rust-version`, the `JUDGE_RUST_2021` of CI.
pub(crate) const RUST_2021_RUSTC: &str = "1.73";

/// rustc of BOJ's "Rust 2024" (added in October 2025): its exact version was not published
/// where it could be read, so this is the first rustc with edition 2024. Cargo has one
/// workspace `rust-version`, Rust 2021's, so a Rust 2024 crate states this one itself.
pub(crate) const RUST_2024_RUSTC: &str = "1.85";

/// The rustc the judge builds `language` with, as `rust-version` states it.
pub(crate) fn rustc(language: Language) -> &'static str {
    match language {
        // BOJ built it with rustc 1.52.1 at the latest copy found; the workspace's judge
        // compiler builds edition 2018 the same.
        Language::Rust2018 | Language::Rust2021 => RUST_2021_RUSTC,
        Language::Rust2024 => RUST_2024_RUSTC,
        Language::Codeforces2021 | Language::Codeforces2024 | Language::AtCoder => LIVE_RUSTC,
    }
}

/// rustc of the live judges' Rust: Codeforces' "Rust 1.89.0" and AtCoder's "Rust (rustc
/// 1.89.0)"; the `JUDGE_RUST_LIVE` of CI.
pub(crate) const LIVE_RUSTC: &str = "1.89";

/// How a live judge builds and judges one language, as far as it is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Live {
    pub language: Language,
    /// The site: `Codeforces`, `AtCoder`.
    pub site: &'static str,
    /// The judge's own build of a submission.
    pub build: &'static str,
    /// rustc's flags for the build here, the file alone (`rustc FLAGS Main.rs`), which the
    /// judge's build amounts to.
    pub flags: &'static [&'static str],
    /// The compiler's version.
    pub version: &'static str,
    /// The main thread's stack on the judge, and here.
    pub stack: &'static str,
    /// How an output is compared, and the `compare` of its problems.
    pub compare: &'static str,
    /// What the judge allows beyond std, and what a solution here may use.
    pub allows: &'static str,
    /// Where the row comes from (Markdown).
    pub source: &'static str,
    pub sure: Sure,
}

/// Codeforces' stack and comparison, the same for both editions.
const CF_STACK: &str = "256 MB (`-C link-args=/STACK:268435456`, Windows); here the run's \
                        memory limit, as for every run";
const CF_COMPARE: &str = "the problem's checker; most use testlib's `wcmp`, which compares \
                          tokens: `compare = \"tokens\"`";
const CF_ALLOWS: &str = "std only (Codeforces has no crates)";
const CF_SOURCE: &str = "the command as Codeforces' language list gives it, copied in \
                         PaddyConnolly/codeforces `README.md` (\"Rust 1.89.0\", Windows \
                         `/STACK:268435456`, `--cfg ONLINE_JUDGE`) and in a 2021 solution's \
                         comment (`rustc --edition=2021 -O -C link-args=/STACK:268435456 --cfg \
                         ONLINE_JUDGE`); solalyth/cplib-rs `readme.md` (Codeforces: 1.89.0, \
                         codeforces.com/blog/entry/121114); testlib `checkers/wcmp.cpp` \
                         (\"compare sequences of tokens\")";

/// The live judges' Rust, one row per language of their menus. docs/sites.md renders this
/// table ("Sites"); a test keeps the two equal.
pub(crate) const LIVE: [Live; 3] = [
    Live {
        language: Language::Codeforces2021,
        site: "Codeforces",
        build: "rustc --edition=2021 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE",
        flags: &["--edition", "2021", "-O", "--cfg", "ONLINE_JUDGE"],
        version: "rustc 1.89.0",
        stack: CF_STACK,
        compare: CF_COMPARE,
        allows: CF_ALLOWS,
        source: CF_SOURCE,
        sure: Sure::Dated,
    },
    Live {
        language: Language::Codeforces2024,
        site: "Codeforces",
        build: "rustc --edition=2024 -O -C link-args=/STACK:268435456 --cfg ONLINE_JUDGE",
        flags: &["--edition", "2024", "-O", "--cfg", "ONLINE_JUDGE"],
        version: "rustc 1.89.0",
        stack: CF_STACK,
        compare: CF_COMPARE,
        allows: CF_ALLOWS,
        source: CF_SOURCE,
        sure: Sure::Dated,
    },
    Live {
        language: Language::AtCoder,
        site: "AtCoder",
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
    },
];

/// The live row of `language`, if it is a live judge's.
pub(crate) fn live(language: Language) -> Option<&'static Live> {
    LIVE.iter().find(|row| row.language == language)
}

/// rustc's flags for the judge's build of a solution in `language`, from its profile.
pub(crate) fn judge_flags(language: Language) -> Vec<&'static str> {
    match live(language) {
        Some(row) => row.flags.to_vec(),
        None => vec!["--edition", language.edition(), "-O"],
    }
}

/// The README's table of the live judges' profiles: [`LIVE`], in Markdown (between
/// [`LIVE_START`] and [`LIVE_END`]; a test keeps them equal).
#[cfg(test)]
fn live_markdown() -> String {
    let mut out = String::from(
        "| site | language (`language =`) | the judge's build | built here as | version | stack \
         | comparison | allows | how sure | source |\n|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for e in &LIVE {
        out.push_str(&format!(
            "| {} | {} | `{}` | `rustc {} Main.rs` | {} | {} | {} | {} | {} | {} |\n",
            e.site,
            e.language.name(),
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
    use std::path::Path;

    fn repo_file(name: &str) -> String {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    #[test]
    fn the_readme_renders_the_live_table() {
        let readme = repo_file("docs/sites.md");
        let start = readme.find(LIVE_START).expect("the start marker") + LIVE_START.len();
        let end = readme.find(LIVE_END).expect("the end marker");
        assert_eq!(readme[start..end].trim(), live_markdown().trim());
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
