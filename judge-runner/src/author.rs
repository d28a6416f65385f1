//! Authoring subcommands: `new`, `add`, `stress`, `print`, `show`, `index`, `import`, `listen`.
//!
//! None of them ever overwrites an existing file: every file is created with `create_new`,
//! and a command refuses, naming what exists, before it writes anything. The one exception
//! is `index`, whose job is to rewrite the marked part of `README.md` in place.
//!
//! This module holds what they share: the dispatch from a subcommand to its `run` (the
//! command line is parsed and checked by [`crate::cli`] before), finding the workspace root,
//! problem ids, and writing new files.

pub(crate) mod add;
mod examples;
mod fetch;
pub(crate) mod gen;
pub(crate) mod import;
pub(crate) mod import_data;
pub(crate) mod index;
pub(crate) mod listen;
pub(crate) mod new;
mod picture;
pub(crate) mod print;
mod regenerate;
pub(crate) mod run;
pub(crate) mod show;
mod statement;
mod statement_md;
pub(crate) mod stress;
mod submissions;
mod template;
pub(crate) mod todo;

pub(crate) use todo::file_is_template;
pub(crate) mod validate;
mod vault;

use crate::build::Toolchain;
use crate::cancel::Cancel;
use crate::cli::flags::{LANG_MESSAGES, ROOT};
use crate::cli::{usage, Matches};
use crate::config::Compare;
use crate::engine::{self, Engine};
use crate::error::{Error, Instead, Usage};
use crate::programmers;
use crate::report::Lang;
use crate::workspace;
use crate::Context;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// A subcommand's function: what its command line gave it → the exit code.
pub(crate) type Command = fn(&Matches, &mut Context) -> Result<i32, Error>;

/// Runs subcommand `command` (an authoring command, or the judge's `watch` or `replay`,
/// which the top of the crate picks) with what its command line gave it; returns the exit
/// code.
///
/// # Errors
/// Usage errors and failures to read or write the workspace.
pub(crate) fn run(command: Command, matches: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    // Every subcommand takes `--lang`, as the locale reaches every one: a bad value is refused
    // before anything is done, also by those whose messages do not depend on it yet.
    lang(matches, ctx)?;
    command(matches, ctx)
}

/// The workspace root: `--root DIR` (relative to the current directory), or the nearest
/// folder at or above the current directory with `problems/` and `testcases/`.
fn root(parsed: &Matches, ctx: &Context) -> Result<PathBuf, Error> {
    workspace::resolve_root(&ctx.cwd, parsed.value(&ROOT).map(Path::new))
        .map_err(Error::NoWorkspace)
}

/// The language of a command's messages: `--lang`, else the locale's ([`Lang::chosen`]).
pub(crate) fn lang(parsed: &Matches, ctx: &Context) -> Result<Lang, Error> {
    Ok(Lang::chosen(
        parsed.get(&LANG_MESSAGES, crate::cli::lang)?,
        ctx.lang.as_deref(),
    ))
}

/// The sites a problem id may start with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Site {
    Boj,
    Programmers,
    /// Live: `cf-1927a`, gym `cf-gym-104081b`.
    Codeforces,
    /// Live: `atcoder-abc300-a`.
    AtCoder,
}

impl Site {
    /// The site of a command-line or folder name: `boj`, `programmers`, `cf`, `atcoder`.
    fn from_name(name: &str) -> Option<Site> {
        match name.to_ascii_lowercase().as_str() {
            "boj" | "baekjoon" => Some(Site::Boj),
            "programmers" => Some(Site::Programmers),
            "cf" | "codeforces" => Some(Site::Codeforces),
            "atcoder" => Some(Site::AtCoder),
            _ => None,
        }
    }

    /// The id prefix: `boj`, `programmers`, `cf`, `atcoder`.
    fn prefix(self) -> &'static str {
        match self {
            Site::Boj => "boj",
            Site::Programmers => "programmers",
            Site::Codeforces => "cf",
            Site::AtCoder => "atcoder",
        }
    }

    /// The site of a problem id, from its prefix.
    pub(crate) fn of_id(id: &str) -> Option<Site> {
        let (prefix, rest) = id.split_once('-')?;
        (!rest.is_empty())
            .then(|| {
                [
                    Site::Boj,
                    Site::Programmers,
                    Site::Codeforces,
                    Site::AtCoder,
                ]
                .into_iter()
                .find(|site| site.prefix() == prefix)
            })
            .flatten()
    }

    /// The name people use: `BOJ`, `Programmers`, `Codeforces`, `AtCoder`.
    fn label(self) -> &'static str {
        match self {
            Site::Boj => "BOJ",
            Site::Programmers => "Programmers",
            Site::Codeforces => "Codeforces",
            Site::AtCoder => "AtCoder",
        }
    }

    /// Whether the site still judges submissions (Codeforces, AtCoder): its solutions read
    /// stdin as BOJ's do, and `print` names its submit page.
    fn live(self) -> bool {
        matches!(self, Site::Codeforces | Site::AtCoder)
    }

    /// The problem's page; `number` is the id without the site's prefix (`1000`, `1927a`,
    /// `gym-104081b`, `abc300-a`).
    fn url(self, number: &str) -> String {
        match self {
            Site::Boj => format!("https://www.acmicpc.net/problem/{number}"),
            Site::Programmers => {
                format!("https://school.programmers.co.kr/learn/courses/30/lessons/{number}")
            }
            Site::Codeforces => match LiveTask::of_codeforces_id(number) {
                Some(task) => task.url(),
                None => format!("https://codeforces.com/problemset/problem/{number}"),
            },
            Site::AtCoder => match LiveTask::of_atcoder_id(number) {
                Some(task) => task.url(),
                None => format!("https://atcoder.jp/contests/{number}"),
            },
        }
    }

    /// Finds the first problem URL of BOJ or Programmers in `text`: the site and the number.
    fn find_url(text: &str) -> Option<(Site, String)> {
        let patterns = [
            ("acmicpc.net/problem/", Site::Boj),
            (
                "programmers.co.kr/learn/courses/30/lessons/",
                Site::Programmers,
            ),
        ];
        let mut best: Option<(usize, Site, String)> = None;
        for (pattern, site) in patterns {
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
}

/// A task of a live judge, as its URLs name it: a Codeforces contest (or gym) and problem
/// index, or an AtCoder contest and task screen name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum LiveTask {
    /// `contest` digits, `index` as the site writes it (`A`, `B1`).
    Codeforces {
        gym: bool,
        contest: String,
        index: String,
    },
    /// `contest` (`abc300`) and the task's screen name (`abc300_a`).
    AtCoder { contest: String, task: String },
}

/// The first contest number of Codeforces' gym: contests from it on are gym contests.
const FIRST_GYM_CONTEST: u64 = 100_000;

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
        match host {
            "codeforces.com" | "codeforces.ml" | "m1.codeforces.com" | "m2.codeforces.com"
            | "m3.codeforces.com" => {
                let (gym, contest, index) = match parts.as_slice() {
                    ["contest", contest, "problem", index] => (false, *contest, *index),
                    ["problemset", "problem", contest, index] => (false, *contest, *index),
                    ["gym", contest, "problem", index] => (true, *contest, *index),
                    _ => return None,
                };
                LiveTask::codeforces(gym, contest, index)
            }
            "atcoder.jp" => match parts.as_slice() {
                ["contests", contest, "tasks", task] => LiveTask::atcoder(contest, task),
                _ => None,
            },
            _ => None,
        }
    }

    /// A Codeforces task, when `contest` is digits and `index` a letter then letters or
    /// digits.
    fn codeforces(gym: bool, contest: &str, index: &str) -> Option<LiveTask> {
        let contest = NewId::number(contest)?;
        let index = index.to_ascii_uppercase();
        let ok = index.len() <= 4
            && index.starts_with(|c: char| c.is_ascii_alphabetic())
            && index.chars().all(|c| c.is_ascii_alphanumeric());
        ok.then_some(LiveTask::Codeforces {
            gym,
            contest,
            index,
        })
    }

    /// An AtCoder task, when both names are the site's letters, digits, `_` and `-`.
    fn atcoder(contest: &str, task: &str) -> Option<LiveTask> {
        let word = |s: &str| {
            !s.is_empty()
                && s.len() <= 40
                && s.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
        };
        (word(contest) && word(task)).then(|| LiveTask::AtCoder {
            contest: contest.to_ascii_lowercase(),
            task: task.to_ascii_lowercase(),
        })
    }

    /// From the id of a Codeforces problem without `cf-`: `1927a`, `gym-104081b`.
    fn of_codeforces_id(number: &str) -> Option<LiveTask> {
        let (gym, rest) = match number.strip_prefix("gym-") {
            Some(rest) => (true, rest),
            None => (false, number),
        };
        let split = rest.find(|c: char| !c.is_ascii_digit())?;
        LiveTask::codeforces(gym, &rest[..split], &rest[split..])
    }

    /// From the id of an AtCoder problem without `atcoder-`: `abc300-a` (the task
    /// `abc300_a`); the contest is the part before the last `-`.
    fn of_atcoder_id(number: &str) -> Option<LiveTask> {
        let (contest, index) = number.rsplit_once('-')?;
        LiveTask::atcoder(contest, &format!("{contest}_{index}"))
    }

    /// `new cf 1927A` (`104081B`: a gym contest, `1927/A` as the page writes it) and
    /// `new atcoder abc300 a` (`abc300_a`: the task's own name).
    fn from_arguments(site: Site, arguments: &[&str]) -> Option<LiveTask> {
        match (site, arguments) {
            (Site::Codeforces, [one]) if one.contains('/') => {
                let (contest, index) = one.split_once('/')?;
                LiveTask::from_arguments(site, &[contest, index])
            }
            (Site::AtCoder, [one]) if one.contains('_') => {
                let task = one.to_ascii_lowercase();
                let (contest, _) = task.rsplit_once('_')?;
                LiveTask::atcoder(contest, &task)
            }
            (Site::Codeforces, [one]) => {
                let text = one.to_ascii_lowercase();
                if let Some(task) = LiveTask::of_codeforces_id(&text) {
                    return Some(match task {
                        LiveTask::Codeforces {
                            gym: false,
                            contest,
                            index,
                        } => LiveTask::Codeforces {
                            gym: contest.parse::<u64>().is_ok_and(|n| n >= FIRST_GYM_CONTEST),
                            contest,
                            index,
                        },
                        other => other,
                    });
                }
                None
            }
            (Site::Codeforces, [contest, index]) => {
                let (gym, contest) = match contest.strip_prefix("gym-") {
                    Some(contest) => (true, contest),
                    None => (
                        contest.parse::<u64>().is_ok_and(|n| n >= FIRST_GYM_CONTEST),
                        *contest,
                    ),
                };
                LiveTask::codeforces(gym, contest, index)
            }
            (Site::AtCoder, [contest, index]) => {
                let contest = contest.to_ascii_lowercase();
                LiveTask::atcoder(
                    &contest,
                    &format!("{contest}_{}", index.to_ascii_lowercase()),
                )
            }
            (Site::AtCoder, [one]) => LiveTask::of_atcoder_id(&one.to_ascii_lowercase()),
            _ => None,
        }
    }

    /// The site it is on.
    fn site(&self) -> Site {
        match self {
            LiveTask::Codeforces { .. } => Site::Codeforces,
            LiveTask::AtCoder { .. } => Site::AtCoder,
        }
    }

    /// The id without the site's prefix: `1927a`, `gym-104081b`, `abc300-a`; an AtCoder task
    /// whose screen name is not `CONTEST_INDEX` keeps its name with `-` for `_`
    /// (`abc042-arc058-a`).
    fn number(&self) -> String {
        match self {
            LiveTask::Codeforces {
                gym,
                contest,
                index,
            } => format!(
                "{}{contest}{}",
                if *gym { "gym-" } else { "" },
                index.to_ascii_lowercase()
            ),
            LiveTask::AtCoder { contest, task } => {
                let index = task
                    .strip_prefix(contest.as_str())
                    .and_then(|rest| rest.strip_prefix('_'))
                    .map_or_else(|| task.replace('_', "-"), str::to_owned);
                format!("{contest}-{index}")
            }
        }
    }

    /// Its id: `cf-1927a`.
    pub(crate) fn id(&self) -> NewId {
        NewId {
            site: self.site(),
            number: self.number(),
        }
    }

    /// The problem's page.
    pub(crate) fn url(&self) -> String {
        match self {
            LiveTask::Codeforces {
                gym: false,
                contest,
                index,
            } => format!("https://codeforces.com/contest/{contest}/problem/{index}"),
            LiveTask::Codeforces {
                gym: true,
                contest,
                index,
            } => format!("https://codeforces.com/gym/{contest}/problem/{index}"),
            LiveTask::AtCoder { contest, task } => {
                format!("https://atcoder.jp/contests/{contest}/tasks/{task}")
            }
        }
    }

    /// Where a solution is submitted.
    pub(crate) fn submit_url(&self) -> String {
        match self {
            LiveTask::Codeforces {
                gym: false,
                contest,
                index,
            } => format!("https://codeforces.com/contest/{contest}/submit/{index}"),
            LiveTask::Codeforces {
                gym: true,
                contest,
                index,
            } => format!("https://codeforces.com/gym/{contest}/submit/{index}"),
            LiveTask::AtCoder { contest, task } => {
                format!("https://atcoder.jp/contests/{contest}/submit?taskScreenName={task}")
            }
        }
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
    fn id(&self) -> String {
        format!("{}-{}", self.site.prefix(), self.number)
    }

    /// Checks a problem number: digits, at least one, not all zeros.
    fn number(text: &str) -> Option<String> {
        let trimmed = text.trim_start_matches('0');
        (!text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && !trimmed.is_empty())
            .then(|| trimmed.to_owned())
    }
}

/// The existing problem a command is about: `name` as the judge command selects (an exact id,
/// a number, a prefix that names one), or, without a name, the problem whose folder the
/// current directory is in. It must have a `testcases/<id>/` folder.
fn existing_problem(
    root: &Path,
    ctx: &Context,
    command: &'static str,
    name: Option<&str>,
) -> Result<String, Error> {
    let ids = workspace::problem_ids(root).unwrap_or_default();
    let id = match name {
        Some(name) => workspace::select_one(&ids, name).map_err(Error::unselected(command))?,
        None => workspace::problem_at(root, &ctx.cwd)
            .ok_or_else(|| usage(command, Usage::WhichProblem))?,
    };
    if root.join("testcases").join(&id).is_dir() {
        return Ok(id);
    }
    Err(usage(command, Usage::NoTestcases { id }))
}

/// Refuses when any of `paths` exists, naming them all (relative to `root`).
fn refuse_existing(root: &Path, paths: &[&Path], fix: Instead) -> Result<(), Error> {
    let existing: Vec<String> = paths
        .iter()
        .filter(|p| p.exists())
        .map(|p| workspace::rel(root, p))
        .collect();
    if existing.is_empty() {
        return Ok(());
    }
    Err(Error::Overwrite {
        paths: existing,
        fix: Some(fix),
    })
}

/// Writes `bytes` to a temporary file beside `path` (with `path`'s permissions), then renames
/// it over `path`: an interrupted run leaves the old file or the new one, never half of one.
/// For the commands whose job is to rewrite a file they own (`index`'s README table and
/// picture, `new --regenerate-harness`'s block).
fn replace_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let folder = path.parent().unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let staged = folder.join(format!(".{name}.judge-{}", std::process::id()));
    let written = fs::write(&staged, bytes).and_then(|()| {
        if let Ok(meta) = fs::metadata(path) {
            fs::set_permissions(&staged, meta.permissions())?;
        }
        fs::rename(&staged, path)
    });
    if written.is_err() {
        let _ = fs::remove_file(&staged);
    }
    written
}

/// Writes a new file (and its folders); fails if the file exists, never replacing it.
fn create_new(root: &Path, path: &Path, bytes: &[u8]) -> Result<(), Error> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
    }
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| {
            if e.kind() == io::ErrorKind::AlreadyExists {
                Error::Overwrite {
                    paths: vec![workspace::rel(root, path)],
                    fix: None,
                }
            } else {
                Error::io(path, e)
            }
        })?;
    file.write_all(bytes).map_err(|e| Error::io(path, e))
}

/// Finds rustc and opens an engine on `root` for `work`; `memory` is the largest memory
/// limit of any of its runs.
///
/// # Errors
/// When rustc cannot be run or `target/judge/` cannot be written, and whatever `work` returns.
pub(crate) fn with_engine<R>(
    root: &Path,
    ctx: &Context,
    memory: u64,
    work: impl FnOnce(&Engine<'_>) -> Result<R, Error>,
) -> Result<R, Error> {
    let toolchain = Toolchain::detect(ctx.rustc.clone()).map_err(Error::Toolchain)?;
    let setup = engine::Setup {
        root,
        toolchain: &toolchain,
        exe: ctx.exe.as_deref(),
        child_env: &ctx.child_env,
        test_env: &ctx.test_env,
        largest_memory: memory,
        cancel: Cancel::default(),
        platform: ctx.platform,
    };
    engine::open(setup, work)?
}

/// Builds a brute force. A Programmers `brute.rs` holds only its `fn solution`, as the site's
/// submission does: it gets the harness `new` generates for its signature, as the solution
/// has, so both are run and compared the same way.
///
/// # Errors
/// A brute force that does not compile (named as `testcases/ID/brute.rs`), or one that has
/// neither a `main` nor a supported `fn solution`.
fn build_brute(engine: &Engine<'_>, brute: &Path, compare: Compare) -> Result<PathBuf, Error> {
    if !compare.returns_literal() {
        return engine.build_helper(brute);
    }
    let text = fs::read_to_string(brute).map_err(|e| Error::io(brute, e))?;
    if text.contains("fn main") {
        return engine.build_helper(brute);
    }
    let signature = programmers::signature_in(&text).ok_or_else(|| Error::HelperCompile {
        path: engine.rel(brute),
        first: "it has no `fn main` and no `fn solution(…) -> T` of a supported signature: a \
                Programmers brute.rs holds its own `fn solution`, and gets the harness"
            .to_owned(),
    })?;
    let staged = engine.scratch_path("brute.rs");
    let combined = format!(
        "{}\n\n{}",
        text.trim_end(),
        programmers::harness(&signature)
    );
    fs::write(&staged, combined).map_err(|e| Error::io(&staged, e))?;
    let built = engine.build_helper_named(&staged, brute);
    let _ = fs::remove_file(&staged);
    built
}

/// Writes a line of text to a stream.
fn say(out: &mut dyn Write, text: &str) -> Result<(), Error> {
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(Error::Output)
}

/// The next numeric case name of a data folder: one past the largest all-digit name.
fn next_case_number(data: &Path) -> Result<u64, Error> {
    let entries = fs::read_dir(data).map_err(|e| Error::io(data, e))?;
    let mut largest = 0;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(stem) = name
            .strip_suffix(".in")
            .or_else(|| name.strip_suffix(".out"))
        else {
            continue;
        };
        if !stem.is_empty() && stem.bytes().all(|b| b.is_ascii_digit()) {
            if let Ok(n) = stem.parse::<u64>() {
                largest = largest.max(n);
            }
        }
    }
    Ok(largest + 1)
}

/// Stores `input` and `answer` as the next numeric case of `id`; returns the case name.
fn write_next_case(root: &Path, id: &str, input: &[u8], answer: &[u8]) -> Result<String, Error> {
    write_next_input(root, id, input, Some(answer))
}

/// [`write_next_case`], where the answer may be missing (an interactive problem's case):
/// then only `N.in` is written.
fn write_next_input(
    root: &Path,
    id: &str,
    input: &[u8],
    answer: Option<&[u8]>,
) -> Result<String, Error> {
    let data = root.join("testcases").join(id);
    let n = next_case_number(&data)?;
    let (in_path, out_path) = (data.join(format!("{n}.in")), data.join(format!("{n}.out")));
    refuse_existing(root, &[&in_path, &out_path], Instead::RemoveOrRename)?;
    create_new(root, &in_path, input)?;
    if let Some(answer) = answer {
        if let Err(e) = create_new(root, &out_path, answer) {
            // Never leave an input without its output: the judge would report it as broken.
            let _ = fs::remove_file(&in_path);
            return Err(e);
        }
    }
    Ok(n.to_string())
}

/// The name of a stored case of `id` whose `.in` is byte for byte `input`, if there is one
/// (the first in natural order).
fn stored_input(root: &Path, id: &str, input: &[u8]) -> Option<String> {
    let data = root.join("testcases").join(id);
    let mut names: Vec<String> = fs::read_dir(&data)
        .ok()?
        .flatten()
        .filter(|e| {
            e.metadata()
                .is_ok_and(|m| m.is_file() && m.len() == input.len() as u64)
        })
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_suffix(".in").map(str::to_owned)
        })
        .collect();
    names.sort_by(|a, b| workspace::natural_cmp(a, b));
    names
        .into_iter()
        .find(|name| fs::read(data.join(format!("{name}.in"))).is_ok_and(|b| b == input))
}

/// Reads a problem's `problem.toml`.
fn read_spec(root: &Path, id: &str) -> Result<crate::config::Spec, Error> {
    let path = root.join("testcases").join(id).join("problem.toml");
    let bytes = workspace::read_bounded(&path, 1 << 20).map_err(|e| Error::io(&path, e))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        Error::io(
            &path,
            std::io::Error::new(std::io::ErrorKind::InvalidData, e),
        )
    })?;
    crate::config::parse_spec(Path::new(&workspace::rel(root, &path)), &text)
        .map_err(Error::BadSpec)
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }

    #[test]
    fn live_tasks_from_urls_ids_and_arguments() {
        let id = |url: &str| LiveTask::of_url(url).map(|t| t.id().id());
        assert_eq!(
            id("https://codeforces.com/problemset/problem/118/A?locale=en").as_deref(),
            Some("cf-118a")
        );
        assert_eq!(
            id("https://codeforces.com/contest/1927/problem/A").as_deref(),
            Some("cf-1927a")
        );
        assert_eq!(
            id("https://codeforces.com/gym/101991/problem/E?locale=en").as_deref(),
            Some("cf-gym-101991e")
        );
        assert_eq!(
            id("https://codeforces.com/contest/1930/problem/F2").as_deref(),
            Some("cf-1930f2")
        );
        assert_eq!(
            id("https://atcoder.jp/contests/abc096/tasks/abc096_a").as_deref(),
            Some("atcoder-abc096-a")
        );
        // A task shared with another contest keeps its own name.
        assert_eq!(
            id("https://atcoder.jp/contests/abc042/tasks/arc058_a").as_deref(),
            Some("atcoder-abc042-arc058-a")
        );
        for other in [
            "https://codeforces.com/group/abc/contest/1/problem/A",
            "https://codeforces.com/contest/x1/problem/A",
            "https://codeforces.com/contest/1/problem/../A",
            "https://atcoder.jp/contests/abc300",
            "https://open.kattis.com/problems/hello",
            "https://www.acmicpc.net/problem/1000",
            "codeforces.com/contest/1/problem/A",
        ] {
            assert_eq!(id(other), None, "{other}");
        }
        let task = LiveTask::from_arguments(Site::Codeforces, &["1927A"]).unwrap();
        assert_eq!(
            task.submit_url(),
            "https://codeforces.com/contest/1927/submit/A"
        );
        assert_eq!(Site::Codeforces.url("1927a"), task.url());
        let gym = LiveTask::from_arguments(Site::Codeforces, &["104081B"]).unwrap();
        assert_eq!(gym.id().id(), "cf-gym-104081b");
        assert_eq!(
            gym.submit_url(),
            "https://codeforces.com/gym/104081/submit/B"
        );
        assert_eq!(
            LiveTask::from_arguments(Site::Codeforces, &["gym-104081b"]),
            Some(gym)
        );
        let atcoder = LiveTask::from_arguments(Site::AtCoder, &["abc300", "A"]).unwrap();
        assert_eq!(atcoder.id().id(), "atcoder-abc300-a");
        assert_eq!(
            atcoder.submit_url(),
            "https://atcoder.jp/contests/abc300/submit?taskScreenName=abc300_a"
        );
        assert_eq!(Site::AtCoder.url("abc300-a"), atcoder.url());
        assert_eq!(
            LiveTask::from_arguments(Site::AtCoder, &["abc300-a"]),
            Some(atcoder)
        );
        for (site, bad) in [
            (Site::Codeforces, &["A"][..]),
            (Site::Codeforces, &["1927"][..]),
            (Site::Codeforces, &["1927", "A/B"][..]),
            (Site::AtCoder, &["abc300"][..]),
            (Site::AtCoder, &["abc300", "a b"][..]),
        ] {
            assert_eq!(LiveTask::from_arguments(site, bad), None, "{bad:?}");
        }
    }
}
