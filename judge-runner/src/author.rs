//! Authoring subcommands: `new`, `add`, `stress`, `print`, `index`, `import`.
//!
//! None of them ever overwrites an existing file: every file is created with `create_new`,
//! and a command refuses, naming what exists, before it writes anything. The one exception
//! is `index`, whose job is to rewrite the marked part of `README.md` in place.
//!
//! This module holds what they share: the small flag parser every subcommand uses, finding
//! the workspace root, problem ids, and writing new files.

mod add;
mod import;
mod index;
mod new;
mod print;
mod stress;
mod template;

use crate::build::Toolchain;
use crate::cancel::Cancel;
use crate::cli::Subcommand;
use crate::engine::{self, Engine};
use crate::error::{self, Error};
use crate::workspace;
use crate::Context;
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Runs an authoring subcommand with the arguments after its name; returns the exit code.
///
/// # Errors
/// Usage errors and failures to read or write the workspace.
pub(crate) fn run(sub: Subcommand, args: &[String], ctx: &mut Context) -> Result<i32, Error> {
    let command = match sub {
        Subcommand::New => &new::COMMAND,
        Subcommand::Add => &add::COMMAND,
        Subcommand::Stress => &stress::COMMAND,
        Subcommand::Print => &print::COMMAND,
        Subcommand::Index => &index::COMMAND,
        Subcommand::Import => &import::COMMAND,
    };
    let Some(parsed) = command.parse(args)? else {
        say(&mut ctx.stdout, command.help)?;
        return Ok(error::EXIT_OK);
    };
    (command.run)(&parsed, ctx)
}

/// One subcommand: its name, its flags, its help text and what it does.
pub(crate) struct Command {
    name: &'static str,
    /// Flags; those with a value placeholder take a value.
    flags: &'static [Flag],
    /// How many positional arguments it takes, at least and at most.
    positional: (usize, usize),
    help: &'static str,
    run: fn(&Parsed, &mut Context) -> Result<i32, Error>,
}

/// A flag of a subcommand.
pub(crate) struct Flag {
    name: &'static str,
    takes_value: bool,
}

/// A flag that takes a value.
const fn valued(name: &'static str) -> Flag {
    Flag {
        name,
        takes_value: true,
    }
}

/// A flag that stands alone.
const fn switch(name: &'static str) -> Flag {
    Flag {
        name,
        takes_value: false,
    }
}

/// Every subcommand takes `--root DIR`.
const ROOT: Flag = valued("--root");

/// A parsed command line of a subcommand.
#[derive(Debug, Default)]
pub(crate) struct Parsed {
    pub positional: Vec<String>,
    flags: Vec<(&'static str, Option<String>)>,
}

impl Parsed {
    /// The value of a flag that takes one.
    fn value(&self, name: &str) -> Option<&str> {
        self.flags
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// Whether a switch was given.
    fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| *n == name)
    }

    /// The value of a flag as a number in `min..`, or `None` when absent.
    fn number<T: std::str::FromStr + PartialOrd + Copy + std::fmt::Display>(
        &self,
        command: &str,
        name: &str,
        min: T,
        what: &str,
    ) -> Result<Option<T>, Error> {
        let Some(text) = self.value(name) else {
            return Ok(None);
        };
        match text.parse::<T>() {
            Ok(n) if n >= min => Ok(Some(n)),
            _ => Err(usage(
                command,
                format!("{name} takes {what} (at least {min}), not `{text}`"),
            )),
        }
    }
}

/// A usage error of `cargo judge <command>`, pointing at its help.
fn usage(command: &str, message: impl Into<String>) -> Error {
    Error::Usage(format!(
        "{}; see `cargo judge {command} --help`",
        message.into()
    ))
}

impl Command {
    /// Parses the arguments; `None` when help was asked for.
    fn parse(&self, args: &[String]) -> Result<Option<Parsed>, Error> {
        let mut parsed = Parsed::default();
        let mut i = 0;
        let mut positional_only = false;
        while i < args.len() {
            let arg = &args[i];
            i += 1;
            if positional_only || !arg.starts_with('-') || arg == "-" {
                parsed.positional.push(arg.clone());
                continue;
            }
            if arg == "--" {
                positional_only = true;
                continue;
            }
            if arg == "-h" || arg == "--help" {
                return Ok(None);
            }
            let (name, inline) = match arg.split_once('=') {
                Some((name, value)) => (name, Some(value.to_owned())),
                None => (arg.as_str(), None),
            };
            // The judge's one short flag means the same here.
            let name = if name == "-j" { "--jobs" } else { name };
            let Some(flag) = self.flags.iter().find(|f| f.name == name) else {
                return Err(usage(self.name, format!("unknown option `{name}`")));
            };
            if parsed.has(flag.name) {
                return Err(usage(self.name, format!("{name} is given twice")));
            }
            let value = match (flag.takes_value, inline) {
                (true, Some(v)) => Some(v),
                (true, None) => {
                    let v = args
                        .get(i)
                        .cloned()
                        .ok_or_else(|| usage(self.name, format!("{name} needs a value")))?;
                    i += 1;
                    Some(v)
                }
                (false, Some(_)) => {
                    return Err(usage(self.name, format!("{name} takes no value")));
                }
                (false, None) => None,
            };
            parsed.flags.push((flag.name, value));
        }
        let (min, max) = self.positional;
        let n = parsed.positional.len();
        if n < min {
            return Err(usage(self.name, "missing arguments"));
        }
        if n > max {
            return Err(usage(
                self.name,
                format!("unexpected argument `{}`", parsed.positional[max]),
            ));
        }
        Ok(Some(parsed))
    }
}

/// The workspace root: `--root DIR` (relative to the current directory), or the nearest
/// folder at or above the current directory with `problems/` and `testcases/`.
fn root(parsed: &Parsed, ctx: &Context) -> Result<PathBuf, Error> {
    workspace::resolve_root(&ctx.cwd, parsed.value("--root").map(Path::new))
        .map_err(Error::NoWorkspace)
}

/// The sites a problem id may start with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Site {
    Boj,
    Programmers,
}

impl Site {
    /// The site of a command-line or folder name: `boj`, `programmers`.
    fn from_name(name: &str) -> Option<Site> {
        match name.to_ascii_lowercase().as_str() {
            "boj" | "baekjoon" => Some(Site::Boj),
            "programmers" => Some(Site::Programmers),
            _ => None,
        }
    }

    /// The id prefix: `boj`, `programmers`.
    fn prefix(self) -> &'static str {
        match self {
            Site::Boj => "boj",
            Site::Programmers => "programmers",
        }
    }

    /// The name people use: `BOJ`, `Programmers`.
    fn label(self) -> &'static str {
        match self {
            Site::Boj => "BOJ",
            Site::Programmers => "Programmers",
        }
    }

    /// The problem's page.
    fn url(self, number: &str) -> String {
        match self {
            Site::Boj => format!("https://www.acmicpc.net/problem/{number}"),
            Site::Programmers => {
                format!("https://school.programmers.co.kr/learn/courses/30/lessons/{number}")
            }
        }
    }

    /// Finds the first problem URL of either site in `text`: the site and the number.
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

/// An existing problem named on the command line: its id must have a `testcases/<id>/` folder.
fn existing_problem(root: &Path, command: &str, id: &str) -> Result<String, Error> {
    if root.join("testcases").join(id).is_dir() {
        return Ok(id.to_owned());
    }
    let ids = workspace::problem_ids(root).unwrap_or_default();
    let known = if ids.is_empty() {
        "none".to_owned()
    } else {
        ids.join(", ")
    };
    Err(usage(
        command,
        format!(
            "testcases/{id} does not exist (problems here: {known}); create a problem with \
             `cargo judge new`"
        ),
    ))
}

/// Refuses when any of `paths` exists, naming them all (relative to `root`).
fn refuse_existing(root: &Path, paths: &[&Path], fix: &str) -> Result<(), Error> {
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
        fix: Some(fix.to_owned()),
    })
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
fn with_engine<R>(
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
        path_env: ctx.path_env.as_deref(),
        largest_memory: memory,
        cancel: Cancel::default(),
    };
    engine::open(setup, work)?
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
    let data = root.join("testcases").join(id);
    let n = next_case_number(&data)?;
    let (in_path, out_path) = (data.join(format!("{n}.in")), data.join(format!("{n}.out")));
    refuse_existing(
        root,
        &[&in_path, &out_path],
        "remove the stray file or rename it",
    )?;
    create_new(root, &in_path, input)?;
    if let Err(e) = create_new(root, &out_path, answer) {
        // Never leave an input without its output: the judge would report it as broken.
        let _ = fs::remove_file(&in_path);
        return Err(e);
    }
    Ok(n.to_string())
}

/// Reads a problem's `problem.toml`.
fn read_spec(root: &Path, id: &str) -> Result<crate::config::Spec, Error> {
    let path = root.join("testcases").join(id).join("problem.toml");
    let text = fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
    crate::config::parse_spec(Path::new(&workspace::rel(root, &path)), &text)
        .map_err(Error::BadSpec)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(command: &Command, line: &str) -> Result<Option<Parsed>, Error> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        command.parse(&args)
    }

    #[test]
    fn flags_values_and_help() {
        let p = parse(
            &new::COMMAND,
            "boj 1000 --title=A+B --time-limit-ms 500 --root /w",
        )
        .unwrap()
        .unwrap();
        assert_eq!(p.positional, ["boj", "1000"]);
        assert_eq!(p.value("--title"), Some("A+B"));
        assert_eq!(p.value("--root"), Some("/w"));
        assert_eq!(
            p.number::<u64>("new", "--time-limit-ms", 1, "ms").unwrap(),
            Some(500)
        );
        assert!(parse(&new::COMMAND, "boj 1 --help").unwrap().is_none());
        assert!(parse(&stress::COMMAND, "-h").unwrap().is_none());
        let p = parse(&stress::COMMAND, "x -j 3").unwrap().unwrap();
        assert_eq!(p.value("--jobs"), Some("3"));
    }

    #[test]
    fn bad_lines_say_the_fix() {
        for (command, line, needle) in [
            (&new::COMMAND, "boj 1 --frob", "unknown option `--frob`"),
            (&new::COMMAND, "boj 1 --title", "--title needs a value"),
            (&new::COMMAND, "boj 1 --title a --title b", "given twice"),
            (&add::COMMAND, "", "missing arguments"),
            (&new::COMMAND, "boj 1 2", "unexpected argument `2`"),
            (&stress::COMMAND, "x --save=yes", "takes no value"),
        ] {
            let err = parse(command, line).unwrap_err().to_string();
            assert!(err.contains(needle), "{line}: {err}");
            assert!(err.contains("--help"), "{line}: {err}");
        }
        let p = parse(&stress::COMMAND, "x --count 0").unwrap().unwrap();
        let err = p
            .number::<u64>("stress", "--count", 1, "a number of cases")
            .unwrap_err();
        assert!(err.to_string().contains("`0`"), "{err}");
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
        assert_eq!(NewId::number("1000"), Some("1000".into()));
        assert_eq!(NewId::number("007"), Some("7".into()));
        for bad in ["", "0", "12a", "-1"] {
            assert_eq!(NewId::number(bad), None, "{bad}");
        }
    }
}
