//! The sites a problem comes from, one file each (`sites/boj.rs`, `programmers.rs`,
//! `codeforces.rs`, `atcoder.rs`): its id form (`boj-9079`, `programmers-92345`, `cf-1927a`,
//! `atcoder-abc300-a`), the names a command line gives it, its pages' addresses and submit
//! page, its default limits and comparison, and its Rust languages with how its judge builds
//! each (the judge-profile rows docs/sites.md renders). The commands ask a [`Site`] for these
//! facts and never match on which site it is: what differs between sites is either a fact of
//! its file or the [`Kind`] of site it is.
//!
//! A new site is its file, its variant (with its arm in [`Site::facts`] and its place in
//! [`Site::ALL`] and [`Site::PREFIXES`]), its tests, and a live site's rows in docs/sites.md;
//! words only if it wants its own (`Usage::NotLiveTask`). A new language of a site is its
//! variant of [`Language`] (with its arm in [`Language::row`] and its place in
//! [`Language::EVERY`]) and its row in the site's file (and docs/sites.md's table).

mod atcoder;
mod boj;
mod codeforces;
mod programmers;

#[cfg(test)]
pub(crate) use boj::RUST_2021_RUSTC;
pub(crate) use boj::{BOJ_CLOSED, BOJ_CLOSURE_NOTICE};

use crate::sourced::Sure;
use std::fmt;

/// The sites a problem id may start with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Site {
    Boj,
    Programmers,
    /// Live: `cf-1927a`, gym `cf-gym-104081b`.
    Codeforces,
    /// Live: `atcoder-abc300-a`.
    AtCoder,
}

/// What a site is, which decides what the commands do with its problems.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kind {
    /// The site has closed (BOJ): its problems are judged here as it judged them, under its
    /// frozen profile; a saved copy of a page gives a problem, and a validator skeleton comes
    /// with it.
    Closed,
    /// A solution is a function the site calls (Programmers): `new` needs its signature, the
    /// file gets a harness, the answer is compared as a literal; the site publishes no limits.
    Function,
    /// The site still judges submissions (Codeforces, AtCoder): its solutions read stdin as
    /// BOJ's do, a problem is a task of a contest, and `print` names its submit page.
    Live(&'static Tasks),
}

/// How a live site names its tasks: the forms of its addresses, ids and arguments, each read
/// by its file.
#[derive(Debug)]
pub(crate) struct Tasks {
    /// The hosts of its pages (without `www.`).
    hosts: &'static [&'static str],
    /// The task of a page, from the parts of its path (`["contest", "1927", "problem", "A"]`).
    of_path: fn(&[&str]) -> Option<LiveTask>,
    /// The task `new SITE ARGUMENTS` names (`1927A`, `1927/A`, `abc300 a`).
    of_arguments: fn(&[&str]) -> Option<LiveTask>,
    /// The task of the site's own name of one, given alone (AtCoder's `abc300_b`).
    of_own_name: Option<fn(&str) -> Option<LiveTask>>,
}

/// Everything the runner knows about one site: a file of `sites/` fills it in.
#[derive(Debug)]
pub(crate) struct Facts {
    /// The id prefix, which is also its name on the command line: `boj`, `cf`.
    prefix: &'static str,
    /// The other names a command line gives it (lowercase): `baekjoon`, `codeforces`.
    names: &'static [&'static str],
    /// The name people use: `BOJ`, `Codeforces`.
    label: &'static str,
    /// The names of its folders in a BaekjoonHub backup (lowercase): `백준`, `baekjoon`.
    folders: &'static [&'static str],
    /// A numbered problem page's address before the number (`acmicpc.net/problem/`), which
    /// finds the site and number in a text.
    page: Option<&'static str>,
    /// The problem's page, from the id without the prefix.
    url: fn(&str) -> String,
    kind: Kind,
    /// A new problem's limits unless its page or the command line gives them.
    limits: NewLimits,
    /// A new problem's `compare` unless its page says otherwise.
    compare: &'static str,
    /// The language a new problem is judged as unless `--language` says otherwise.
    language: Language,
    /// The languages `--language` may pick (empty: the flag is refused).
    languages: &'static [Language],
    /// Comment lines above the token reader of a new solution (`// ...\n`): what takes the
    /// place of what the site's own Rust has (AtCoder's `proconio`).
    reader_note: Option<&'static str>,
}

impl Site {
    /// Every site, in the order ids, addresses and names are tried.
    pub(crate) const ALL: [Site; 4] = [
        Site::Boj,
        Site::Programmers,
        Site::Codeforces,
        Site::AtCoder,
    ];

    /// The prefixes of [`Site::ALL`]: the sites a command line may name.
    pub(crate) const PREFIXES: [&'static str; 4] = [
        Site::Boj.facts().prefix,
        Site::Programmers.facts().prefix,
        Site::Codeforces.facts().prefix,
        Site::AtCoder.facts().prefix,
    ];

    /// Its facts, from its file.
    const fn facts(self) -> &'static Facts {
        match self {
            Site::Boj => &boj::SITE,
            Site::Programmers => &programmers::SITE,
            Site::Codeforces => &codeforces::SITE,
            Site::AtCoder => &atcoder::SITE,
        }
    }

    /// The site of a command-line or folder name: `boj`, `programmers`, `cf`, `atcoder`.
    pub(crate) fn from_name(name: &str) -> Option<Site> {
        let name = name.to_ascii_lowercase();
        Site::ALL.into_iter().find(|site| {
            let facts = site.facts();
            facts.prefix == name || facts.names.contains(&name.as_str())
        })
    }

    /// The site of a BaekjoonHub folder name (`백준`, `Programmers`).
    pub(crate) fn of_folder(name: &str) -> Option<Site> {
        let name = name.to_lowercase();
        Site::ALL
            .into_iter()
            .find(|site| site.facts().folders.contains(&name.as_str()))
    }

    /// The id prefix: `boj`, `programmers`, `cf`, `atcoder`.
    pub(crate) fn prefix(self) -> &'static str {
        self.facts().prefix
    }

    /// The site of a problem id, from its prefix.
    pub(crate) fn of_id(id: &str) -> Option<Site> {
        let (prefix, rest) = id.split_once('-')?;
        (!rest.is_empty())
            .then(|| Site::ALL.into_iter().find(|site| site.prefix() == prefix))
            .flatten()
    }

    /// The name people use: `BOJ`, `Programmers`, `Codeforces`, `AtCoder`.
    pub(crate) fn label(self) -> &'static str {
        self.facts().label
    }

    /// What the site is.
    pub(crate) fn kind(self) -> Kind {
        self.facts().kind
    }

    /// Whether the site still judges submissions (Codeforces, AtCoder).
    pub(crate) fn live(self) -> bool {
        matches!(self.kind(), Kind::Live(_))
    }

    /// The problem's page; `number` is the id without the site's prefix (`1000`, `1927a`,
    /// `gym-104081b`, `abc300-a`).
    pub(crate) fn url(self, number: &str) -> String {
        (self.facts().url)(number)
    }

    /// Finds the first numbered problem page (BOJ's or Programmers') in `text`: the site and
    /// the number.
    pub(crate) fn find_url(text: &str) -> Option<(Site, String)> {
        let mut best: Option<(usize, Site, String)> = None;
        for site in Site::ALL {
            let Some(pattern) = site.facts().page else {
                continue;
            };
            let Some(at) = text.find(pattern) else {
                continue;
            };
            let digits: String = text[at + pattern.len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            if !digits.is_empty() && best.as_ref().is_none_or(|b| at < b.0) {
                best = Some((at, site, digits));
            }
        }
        best.map(|(_, site, number)| (site, number))
    }

    /// A new problem's limits unless its page or the command line gives them.
    pub(crate) fn limits(self) -> NewLimits {
        self.facts().limits
    }

    /// A new problem's `compare`: what its page says (`page`), else the site's; a function's
    /// answer is always compared as a literal.
    pub(crate) fn compare(self, page: Option<&'static str>) -> &'static str {
        match self.kind() {
            Kind::Function => self.facts().compare,
            Kind::Closed | Kind::Live(_) => page.unwrap_or(self.facts().compare),
        }
    }

    /// The language a new problem is judged as unless `--language` says otherwise.
    pub(crate) fn language(self) -> Language {
        self.facts().language
    }

    /// The languages `--language` may pick (empty: the flag is refused).
    pub(crate) fn languages(self) -> &'static [Language] {
        self.facts().languages
    }

    /// Comment lines above the token reader of a new solution, if the site has them.
    pub(crate) fn reader_note(self) -> Option<&'static str> {
        self.facts().reader_note
    }
}

/// A task of a live judge, as its URLs name it: its id (without the site's prefix), its page
/// and its submit page, which its site's file works out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct LiveTask {
    site: Site,
    /// The id without the site's prefix: `1927a`, `gym-104081b`, `abc300-a`.
    number: String,
    /// The problem's page.
    url: String,
    /// Where a solution is submitted.
    submit: String,
}

impl LiveTask {
    /// The task of a problem page: `codeforces.com/contest/1927/problem/A`,
    /// `/problemset/problem/1927/A`, `/gym/104081/problem/B`,
    /// `atcoder.jp/contests/abc300/tasks/abc300_a` (with or without a query).
    pub(crate) fn of_url(url: &str) -> Option<LiveTask> {
        let rest = url
            .trim()
            .strip_prefix("https://")
            .or_else(|| url.trim().strip_prefix("http://"))?;
        let rest = rest.split(['?', '#']).next()?;
        let mut parts = rest.split('/').filter(|p| !p.is_empty());
        let host = parts.next()?.to_ascii_lowercase();
        let parts: Vec<&str> = parts.collect();
        let host = host.strip_prefix("www.").unwrap_or(&host);
        Site::ALL.into_iter().find_map(|site| match site.kind() {
            Kind::Live(tasks) if tasks.hosts.contains(&host) => (tasks.of_path)(&parts),
            _ => None,
        })
    }

    /// The task `new SITE ARGUMENTS` names, if `site` is live and they name one.
    pub(crate) fn from_arguments(site: Site, arguments: &[&str]) -> Option<LiveTask> {
        match site.kind() {
            Kind::Live(tasks) => (tasks.of_arguments)(arguments),
            Kind::Closed | Kind::Function => None,
        }
    }

    /// The task of a live site's own name of one, given alone (AtCoder's `abc300_b`).
    fn of_own_name(text: &str) -> Option<LiveTask> {
        Site::ALL.into_iter().find_map(|site| match site.kind() {
            Kind::Live(Tasks {
                of_own_name: Some(read),
                ..
            }) => read(text),
            _ => None,
        })
    }

    /// Its id: `cf-1927a`.
    pub(crate) fn id(&self) -> NewId {
        NewId {
            site: self.site,
            number: self.number.clone(),
        }
    }

    /// The problem's page.
    pub(crate) fn url(&self) -> String {
        self.url.clone()
    }

    /// Where a solution is submitted.
    pub(crate) fn submit_url(&self) -> String {
        self.submit.clone()
    }
}

/// A problem id that `new` and `import` may create: a site and a problem number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct NewId {
    pub site: Site,
    /// The site's problem number, digits only, without leading zeros.
    pub number: String,
}

impl NewId {
    /// `boj-1000`.
    pub(crate) fn id(&self) -> String {
        format!("{}-{}", self.site.prefix(), self.number)
    }

    /// Checks a problem number: digits, at least one, not all zeros.
    pub(crate) fn number(text: &str) -> Option<String> {
        let trimmed = text.trim_start_matches('0');
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && !trimmed.is_empty())
            .then(|| trimmed.to_owned())
    }

    /// The problem of a page's address (BOJ, Programmers, Codeforces, AtCoder) or of a live
    /// site's own name of a task (AtCoder's `abc300_b`); `None` for anything else.
    pub(crate) fn of_address(text: &str) -> Option<NewId> {
        if text.contains("://") {
            if let Some(task) = LiveTask::of_url(text) {
                return Some(task.id());
            }
            let (site, number) = Site::find_url(text)?;
            return Some(NewId { site, number });
        }
        LiveTask::of_own_name(text).map(|task| task.id())
    }
}

/// The limits of a new problem, for `problem.toml` and the header.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct NewLimits {
    pub time_ms: u64,
    pub memory_mb: u64,
}

/// The language a solution is submitted as, by the name its judge's language menu gives it:
/// BOJ's Rust languages (frozen), Codeforces' two and AtCoder's one. Each is a row of its
/// site's file ([`Row`]), which decides the build: edition, flags, compiler.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Language {
    /// BOJ's "Rust 2018": `rustc --edition 2018 -O`, the language of its older Rust
    /// submissions (`Box<Error>` without `dyn` builds there, not in 2021).
    Rust2018,
    /// BOJ's "Rust 2021": `rustc --edition 2021 -O`.
    #[default]
    Rust2021,
    /// BOJ's "Rust 2024", added in October 2025: `rustc --edition 2024 -O`.
    Rust2024,
    /// Codeforces' "Rust 1.89.0 (2021)".
    Codeforces2021,
    /// Codeforces' "Rust 1.89.0 (2024)".
    Codeforces2024,
    /// AtCoder's "Rust (rustc 1.89.0)": edition 2024, `cargo build --release`.
    AtCoder,
}

/// One language of a site: what its menu calls it and how its judge builds it.
#[derive(Debug)]
pub(crate) struct Row {
    /// The site whose menu it is on.
    #[cfg_attr(
        not(test),
        expect(dead_code, reason = "a test keeps each row on its site's menu")
    )]
    pub site: Site,
    /// The name the judge's language menu shows, which `problem.toml` uses too.
    pub name: &'static str,
    /// The value of rustc's `--edition`.
    pub edition: &'static str,
    /// The rustc the judge builds it with, as `rust-version` states it.
    pub rustc: &'static str,
    /// The comment above a new problem's `edition` in its `Cargo.toml`; `None`: "The judge's
    /// NAME: edition E, built by the judge's compiler for it."
    pub crate_note: Option<&'static str>,
    /// How a live judge builds and judges it (`None`: BOJ's rows, built `rustc --edition E
    /// -O`; their commands are `build/kept/languages.rs`'s).
    pub live: Option<Live>,
}

/// How a live judge builds and judges one language, as far as it is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Live {
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

impl Language {
    /// BOJ's languages, oldest first.
    pub const ALL: [Language; 3] = boj::LANGUAGES;

    /// Every language of every judge.
    pub const EVERY: [Language; 6] = [
        Language::Rust2018,
        Language::Rust2021,
        Language::Rust2024,
        Language::Codeforces2021,
        Language::Codeforces2024,
        Language::AtCoder,
    ];

    /// Its row, in its site's file.
    pub(crate) fn row(self) -> &'static Row {
        match self {
            Language::Rust2018 => &boj::RUST_2018,
            Language::Rust2021 => &boj::RUST_2021,
            Language::Rust2024 => &boj::RUST_2024,
            Language::Codeforces2021 => &codeforces::RUST_2021,
            Language::Codeforces2024 => &codeforces::RUST_2024,
            Language::AtCoder => &atcoder::RUST,
        }
    }

    /// The name the judge's language menu shows, which `problem.toml` uses too.
    pub fn name(self) -> &'static str {
        self.row().name
    }

    /// The value of rustc's `--edition`.
    pub fn edition(self) -> &'static str {
        self.row().edition
    }

    /// The language named `name` (`Rust 2021`), or by its edition alone (`2021`: BOJ's).
    pub fn from_name(name: &str) -> Option<Language> {
        Language::EVERY
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(name.trim()))
            .or_else(|| {
                Language::ALL
                    .into_iter()
                    .find(|l| l.edition() == name.trim())
            })
    }
}

impl fmt::Display for Language {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Every language with a live judge's row, in the order of [`Language::EVERY`]: the table
/// docs/sites.md renders.
#[cfg(test)]
pub(crate) fn live_rows() -> impl Iterator<Item = (Language, &'static Live)> {
    Language::EVERY
        .into_iter()
        .filter_map(|language| language.row().live.as_ref().map(|live| (language, live)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_site_answers_for_itself() {
        for site in Site::ALL {
            assert_eq!(Site::from_name(site.prefix()), Some(site));
            assert_eq!(Site::from_name(&site.label().to_uppercase()), Some(site));
            assert_eq!(Site::of_id(&format!("{}-1", site.prefix())), Some(site));
            assert_eq!(site.live(), matches!(site.kind(), Kind::Live(_)));
            assert!(site.languages().iter().all(|l| l.row().site == site));
            assert!(site.languages().is_empty() || site.languages().contains(&site.language()));
        }
        assert_eq!(Site::PREFIXES, ["boj", "programmers", "cf", "atcoder"]);
        assert_eq!(Site::from_name("Baekjoon"), Some(Site::Boj));
        assert_eq!(Site::from_name("spoj"), None);
    }

    #[test]
    fn every_language_has_one_row_on_its_sites_menu() {
        for language in Language::EVERY {
            let row = language.row();
            assert_eq!(Language::from_name(row.name), Some(language));
            assert!(
                row.site.languages().contains(&language) || row.site.languages().is_empty(),
                "{language}"
            );
            assert_eq!(row.live.is_some(), row.site.live(), "{language}");
            if let Some(live) = &row.live {
                assert_eq!(live.site, row.site.label(), "{language}");
            }
        }
    }

    #[test]
    fn urls_and_numbers() {
        assert_eq!(
            Site::find_url("// see https://www.acmicpc.net/problem/1000\n"),
            Some((Site::Boj, "1000".into()))
        );
        assert_eq!(
            Site::find_url("x https://school.programmers.co.kr/learn/courses/30/lessons/42576?l=1"),
            Some((Site::Programmers, "42576".into()))
        );
        assert_eq!(Site::find_url("https://www.acmicpc.net/problem/"), None);
        assert_eq!(Site::of_id("cf-gym-104081b"), Some(Site::Codeforces));
        assert_eq!(Site::of_id("atcoder-abc300-a"), Some(Site::AtCoder));
        assert_eq!(Site::of_id("re_panic"), None);
        assert_eq!(Site::of_id("cf-"), None);
        assert_eq!(NewId::number("1000"), Some("1000".into()));
        assert_eq!(NewId::number("007"), Some("7".into()));
        for bad in ["", "0", "12a", "-1"] {
            assert_eq!(NewId::number(bad), None, "{bad}");
        }
        assert_eq!(Site::of_folder("백준"), Some(Site::Boj));
        assert_eq!(Site::of_folder("Programmers"), Some(Site::Programmers));
        assert_eq!(Site::of_folder("cf"), None);
    }

    #[test]
    fn live_tasks_from_urls() {
        let id = |url: &str| LiveTask::of_url(url).map(|t| t.id().id());
        for (url, want) in [
            (
                "https://codeforces.com/problemset/problem/118/A?locale=en",
                "cf-118a",
            ),
            ("https://codeforces.com/contest/1927/problem/A", "cf-1927a"),
            (
                "https://codeforces.com/gym/101991/problem/E?locale=en",
                "cf-gym-101991e",
            ),
            (
                "https://codeforces.com/contest/1930/problem/F2",
                "cf-1930f2",
            ),
            (
                "https://atcoder.jp/contests/abc096/tasks/abc096_a",
                "atcoder-abc096-a",
            ),
            // A task shared with another contest keeps its own name.
            (
                "https://atcoder.jp/contests/abc042/tasks/arc058_a",
                "atcoder-abc042-arc058-a",
            ),
        ] {
            assert_eq!(id(url).as_deref(), Some(want), "{url}");
        }
        for other in [
            "https://codeforces.com/group/abc/contest/1/problem/A",
            "https://codeforces.com/contest/x1/problem/A",
            "https://codeforces.com/contest/1/problem/../A",
            "https://atcoder.jp/contests/abc300",
            "https://www.spoj.com/problems/TEST/",
            "https://www.acmicpc.net/problem/1000",
            "codeforces.com/contest/1/problem/A",
        ] {
            assert_eq!(id(other), None, "{other}");
        }
        for (address, want) in [
            ("https://codeforces.com/contest/1927/problem/C", "cf-1927c"),
            ("https://www.acmicpc.net/problem/1000", "boj-1000"),
            ("abc300_b", "atcoder-abc300-b"),
        ] {
            assert_eq!(
                NewId::of_address(address).map(|i| i.id()).as_deref(),
                Some(want)
            );
        }
        for none in [
            "boj_1000",
            "1000",
            "abc-300_b",
            "https://www.spoj.com/problems/X/",
        ] {
            assert_eq!(NewId::of_address(none), None, "{none}");
        }
        assert_eq!(LiveTask::from_arguments(Site::Boj, &["1000"]), None);
    }
}
