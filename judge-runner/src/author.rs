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
