//! `cargo judge watch [ID]`: judges a problem again each time its solution or its cases
//! change, until Ctrl-C.
//!
//! Polling modification times is std only and costs next to nothing: a few `stat` calls
//! every [`POLL`], nothing else while idle. Each change starts a new round through
//! [`super::judge`], which opens a session with a new [`crate::cancel::Cancel`]; a compile
//! error is a verdict like any other, and an error of the runner is printed and waited out.
//! Ctrl-C (or SIGTERM) ends the watch, also in the middle of a round.

use crate::cli::flags::ROOT;
use crate::cli::{JudgeOptions, Matches};
use crate::error::{self, Error};
use crate::report::words::{self, Line};
use crate::report::Lang;
use crate::sys;
use crate::workspace;
use crate::Context;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// How often the files are looked at.
const POLL: Duration = Duration::from_millis(250);
/// How long a change is left to settle (an editor writing a file in steps) before judging.
const SETTLE: Duration = Duration::from_millis(100);

/// What is watched, as it is now: each file with its modification time and length.
type Snapshot = Vec<(PathBuf, Option<SystemTime>, u64)>;

/// Runs `watch`; returns the exit code (130 or 143: it ends only when interrupted).
///
/// # Errors
/// Usage errors: no workspace, a name that matches no problem or several.
pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = workspace::resolve_root(&ctx.cwd, parsed.value(&ROOT).map(Path::new))
        .map_err(Error::NoWorkspace)?;
    let ids = workspace::problem_ids(&root).map_err(Error::NoWorkspace)?;
    let named = match parsed.positional.first() {
        Some(name) => Some(workspace::select_one(&ids, name).map_err(Error::unselected("watch"))?),
        None => workspace::problem_at(&root, &ctx.cwd),
    };
    // The judge's options, read as the judge reads them: watch takes those that make
    // sense for every round (not --failed, --format, --partition or --changed-since, which
    // choose or shape one run); each round names its problems.
    let base = JudgeOptions {
        root: Some(root.clone()),
        problems: Vec::new(),
        ..crate::cli::judge_options(parsed)?
    };
    let watched: Vec<String> = named.clone().map_or(ids, |id| vec![id]);
    let what = named;
    sys::catch_interrupts();
    let mut seen: Vec<Snapshot> = Vec::new();
    loop {
        if let Some(signal) = sys::interrupted() {
            return Ok(error::exit_for_signal(signal));
        }
        let now: Vec<Snapshot> = watched.iter().map(|id| snapshot(&root, id)).collect();
        if now != seen {
            let first = seen.is_empty();
            if !first {
                std::thread::sleep(SETTLE);
            }
            // The problems that changed (all of them the first time).
            let changed: Vec<String> = watched
                .iter()
                .enumerate()
                .filter(|(i, _)| first || seen.get(*i) != now.get(*i))
                .map(|(_, id)| id.clone())
                .collect();
            seen = watched.iter().map(|id| snapshot(&root, id)).collect();
            round(ctx, &base, &changed, &what, first)?;
        }
        std::thread::sleep(POLL);
    }
}

/// One round: the screen cleared (on a terminal), the problems judged, the line that says
/// what is watched.
fn round(
    ctx: &mut Context,
    base: &JudgeOptions,
    problems: &[String],
    what: &Option<String>,
    first: bool,
) -> Result<(), Error> {
    let lang = Lang::chosen(base.lang, ctx.lang.as_deref());
    let head = if ctx.stdout_is_terminal {
        "\x1b[2J\x1b[H".to_owned()
    } else if first {
        String::new()
    } else {
        format!("{}\n", words::line(&Line::Changed, lang))
    };
    say(ctx, &head)?;
    let options = JudgeOptions {
        problems: problems.to_vec(),
        ..base.clone()
    };
    if let Err(e) = super::judge(&options, ctx) {
        let (label, _) = words::error_labels(lang);
        let error = words::error_with_causes(&e, lang);
        say(ctx, &format!("{label} {error}\n"))?;
    }
    let watching = Line::Watching {
        problem: what.clone(),
    };
    say(ctx, &format!("{}\n", words::line(&watching, lang)))
}

/// On stdout, with the reports it separates.
fn say(ctx: &mut Context, text: &str) -> Result<(), Error> {
    use std::io::Write;
    ctx.stdout
        .write_all(text.as_bytes())
        .and_then(|()| ctx.stdout.flush())
        .map_err(Error::Output)
}

/// The solution and every file of the problem's data folder, with their times and lengths.
fn snapshot(root: &Path, id: &str) -> Snapshot {
    let mut files = vec![root.join("problems").join(id).join("src").join("main.rs")];
    if let Ok(entries) = fs::read_dir(root.join("testcases").join(id)) {
        files.extend(entries.flatten().map(|e| e.path()));
    }
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let meta = fs::metadata(&path).ok();
            let modified = meta.as_ref().and_then(|m| m.modified().ok());
            let len = meta.map_or(0, |m| m.len());
            (path, modified, len)
        })
        .collect()
}
