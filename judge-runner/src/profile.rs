//! The judges' profiles: BOJ's, frozen (the day it closed, and how it judged on its last
//! day), and the live judges' (Codeforces, AtCoder), each language's build, compiler,
//! comparison and stack, with its source.
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
    /// Its words in the README table.
    fn words(self) -> &'static str {
        match self {
            Sure::Copied => "copied",
            Sure::Dated => "dated: older copies only",
            Sure::Inferred => "inferred: unverified",
        }
    }
}

/// How BOJ judged one language on its last day, as far as it is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Entry {
    /// The name in BOJ's language menu.
    pub language: &'static str,
    /// The compile command, run in a folder holding the file alone.
    pub compile: &'static str,
    /// The run command.
    pub run: &'static str,
    /// The compiler or interpreter version, with the date of the copy it comes from.
    pub version: &'static str,
    /// The extra time and memory BOJ gave the language over a problem's limits.
    pub extra: &'static str,
    /// Where the row comes from (Markdown).
    pub source: &'static str,
    pub sure: Sure,
}

/// rustc of BOJ's "Rust 2021": the workspace's `rust-version`, the `JUDGE_RUST_2021` of CI.
pub(crate) const RUST_2021_RUSTC: &str = "1.73";

/// rustc of BOJ's "Rust 2024" (added in October 2025): its exact version was not published
/// where it could be read, so this is the first rustc with edition 2024. Cargo has one
/// workspace `rust-version`, Rust 2021's, so a Rust 2024 crate states this one itself.
pub(crate) const RUST_2024_RUSTC: &str = "1.85";

/// The languages a solution here may be, and the others BOJ's users submitted most, frozen
/// as BOJ judged them on 2026-04-28. docs/judging.md renders this table ("How faithful is it");
/// a test keeps the two equal.
pub(crate) const BOJ: [Entry; 8] = [
    Entry {
        language: "Rust 2018",
        compile: "rustc --edition 2018 -O -o Main Main.rs",
        run: "./Main",
        version: "rustc 1.52.1 in a 2021 copy; 1.42.0 in a 2020 one",
        extra: "memory +16 MB in the 2020 copy; none stated later",
        source: "kiwiyou/boj-cli `src/language/rust.rs` (commands and 1.52.1); a 2020 copy of \
                 the language list in a BOJ tool's `bojRuntimes` table (1.42.0, +16 MB)",
        sure: Sure::Dated,
    },
    Entry {
        language: "Rust 2021",
        compile: "rustc --edition 2021 -O -o Main Main.rs",
        run: "./Main",
        version: "rustc 1.73",
        extra: "none known (the 2020 copy gave Rust 2018 memory +16 MB)",
        source: "BOJ's language help (help.acmicpc.net/language/info) as this workspace read it \
                 in 2025: rustc 1.73 from May 2024 to at least mid-2025; the command in a BOJ \
                 helper script's language list (`\"rust2021\"`: `rustc --edition 2021 -O -o \
                 Main`), found by its text in the code index, which does not name its \
                 repository",
        sure: Sure::Dated,
    },
    Entry {
        language: "Rust 2024",
        compile: "rustc --edition 2024 -O -o Main Main.rs",
        run: "./Main",
        version: "rustc 1.85 or later",
        extra: "none known",
        source: "added to BOJ in October 2025; no copy of its row was found, so the command is \
                 the Rust 2021 one with `--edition 2024` and the version the first with that \
                 edition",
        sure: Sure::Inferred,
    },
    Entry {
        language: "C++17",
        compile: "g++ Main.cc -o Main -O2 -Wall -lm -static -std=gnu++17 -DONLINE_JUDGE -DBOJ",
        run: "./Main",
        version: "g++ 8.3.0 in a 2020 copy; later ones not found",
        extra: "none",
        source: "ykdy3951/Baekjoon `run.sh` (BOJ's commands for C++17, C11 and Python 3); the \
                 2020 `bojRuntimes` table (same command, g++ 8.3.0)",
        sure: Sure::Copied,
    },
    Entry {
        language: "C11",
        compile: "gcc Main.c -o Main -O2 -Wall -lm -static -std=gnu11 -DONLINE_JUDGE -DBOJ",
        run: "./Main",
        version: "gcc 8.3.0 in a 2020 copy (then `-std=c11`); later ones not found",
        extra: "none",
        source: "ykdy3951/Baekjoon `run.sh`; the 2020 `bojRuntimes` table",
        sure: Sure::Copied,
    },
    Entry {
        language: "Python 3",
        compile: "python3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py')\"",
        run: "python3 -W ignore Main.py",
        version: "Python 3.8.2 in 2020, 3.9.0 in a later copy; the last not found",
        extra: "time ×3 + 2 s, memory ×2 + 32 MB",
        source: "ykdy3951/Baekjoon `run.sh` (commands); a copy of BOJ's language page titled \
                 \"BackJoon Algorithm 표준 형식\" and the 2020 `bojRuntimes` table (limits, \
                 versions)",
        sure: Sure::Copied,
    },
    Entry {
        language: "PyPy3",
        compile: "python3 -W ignore -c \"import py_compile; py_compile.compile(r'Main.py')\"",
        run: "pypy3 -W ignore Main.py",
        version: "PyPy 7.3.0 (Python 3.6.9) in 2020; the last not found",
        extra: "time ×3 + 2 s, memory ×2 + 128 MB",
        source: "the 2020 `bojRuntimes` table (compile with python3, run with pypy3, limits); \
                 `-W ignore` as in the Python 3 row of later copies, not seen for PyPy3",
        sure: Sure::Dated,
    },
    Entry {
        language: "Java 11",
        compile: "javac -release 11 -J-Xms1024m -J-Xmx1920m -J-Xss512m -encoding UTF-8 Main.java",
        run: "java -Xms1024m -Xmx1920m -Xss512m -Dfile.encoding=UTF-8 -XX:+UseSerialGC \
              -DONLINE_JUDGE=1 -DBOJ=1 Main",
        version: "openjdk 15 in the copy found; the last not found",
        extra: "time ×2 + 1 s, memory ×2 + 16 MB",
        source: "the copy titled \"BackJoon Algorithm 표준 형식\" (commands, limits); \
                 rldnjs7723/CodingTest `BOJ/README.md` (Java's ×2 + 1 s and ×2 + 16 MB, citing \
                 help.acmicpc.net/language/info)",
        sure: Sure::Copied,
    },
];

/// The row of a language a solution here may be.
pub(crate) fn boj(language: Language) -> &'static Entry {
    let name = language.name();
    BOJ.iter()
        .find(|entry| entry.language == name)
        .unwrap_or(&BOJ[1])
}

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

/// The README's record of how BOJ judged: the table of [`BOJ`], in Markdown (the README
/// holds it between [`README_START`] and [`README_END`]; a test keeps them equal).
#[cfg(test)]
fn markdown() -> String {
    let mut out = String::from(
        "| language | compile | run | version | extra time, memory | how sure | source |\n\
         |---|---|---|---|---|---|---|\n",
    );
    for e in &BOJ {
        out.push_str(&format!(
            "| {} | `{}` | `{}` | {} | {} | {} | {} |\n",
            e.language,
            e.compile,
            e.run,
            e.version,
            e.extra,
            e.sure.words(),
            e.source
        ));
    }
    out
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

/// The lines around the table in the README.
#[cfg(test)]
const README_START: &str = "<!-- judge:profile:start -->";
/// See [`README_START`].
#[cfg(test)]
const README_END: &str = "<!-- judge:profile:end -->";

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn repo_file(name: &str) -> String {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(name);
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    }

    #[test]
    fn the_readme_renders_this_table() {
        let readme = repo_file("docs/judging.md");
        let start = readme.find(README_START).expect("the start marker") + README_START.len();
        let end = readme.find(README_END).expect("the end marker");
        assert_eq!(readme[start..end].trim(), markdown().trim());
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

    #[test]
    fn every_language_here_has_its_row() {
        for language in Language::ALL {
            let entry = boj(language);
            assert_eq!(entry.language, language.name());
            let edition = format!("--edition {} -O", language.edition());
            assert!(entry.compile.contains(&edition), "{}", entry.compile);
        }
        // Rows are one line each in the README.
        assert!(markdown()
            .lines()
            .all(|l| l.starts_with('|') && l.ends_with('|')));
    }
}
