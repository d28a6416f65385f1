//! `cargo judge new --regenerate-harness [ID...]`: rewrites the generated harness below each
//! Programmers solution as `new` writes it now, so that a fix to the generator reaches files
//! made before it. What may be replaced and what is refused is decided in
//! [`crate::programmers::harness::regenerate`]; here are the files: which ones, read, written
//! atomically, and one line each.

use super::Matches;
use crate::error::{self, Error};
use crate::programmers::harness::{regenerate, Regenerated};
use crate::report::words::{harness_line, HarnessLine};
use crate::sites::{Kind, Site};
use crate::workspace;
use crate::Context;
use std::fs;
use std::path::Path;

/// Regenerates the harness of each id given, or of every Programmers problem; exit 0 when
/// every file is current afterwards, 2 when one was refused or could not be written.
///
/// # Errors
/// No workspace, or a failure to write to stderr.
pub(super) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let lang = super::lang(parsed, ctx)?;
    let root = super::root(parsed, ctx)?;
    let ids = match parsed.positional.as_slice() {
        [] => every_programmers_problem(&root)?,
        given => given.to_vec(),
    };
    if ids.is_empty() {
        super::say(
            &mut ctx.stderr,
            &format!("{}\n", harness_line(&HarnessLine::NoneFound, lang)),
        )?;
        return Ok(error::EXIT_OK);
    }
    let mut refused = false;
    for id in &ids {
        let path = root.join("problems").join(id).join("src/main.rs");
        let file = workspace::rel(&root, &path);
        let line = match Site::of_id(id).map(Site::kind) {
            Some(Kind::Function) => regenerate_file(&path, &file),
            _ => HarnessLine::NotProgrammers { id },
        };
        refused |= !matches!(
            line,
            HarnessLine::Regenerated { .. } | HarnessLine::UpToDate { .. }
        );
        super::say(&mut ctx.stderr, &format!("{}\n", harness_line(&line, lang)))?;
    }
    Ok(if refused {
        error::EXIT_TROUBLE
    } else {
        error::EXIT_OK
    })
}

/// The folders of `problems/` named `programmers-…`, sorted.
fn every_programmers_problem(root: &Path) -> Result<Vec<String>, Error> {
    let problems = root.join("problems");
    let entries = fs::read_dir(&problems).map_err(|e| Error::io(&problems, e))?;
    let mut ids: Vec<String> = entries
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .filter_map(|entry| entry.file_name().into_string().ok())
        .filter(|id| matches!(Site::of_id(id).map(Site::kind), Some(Kind::Function)))
        .collect();
    ids.sort();
    Ok(ids)
}

/// Regenerates one file's block; the line that says what became of it.
fn regenerate_file<'a>(path: &Path, file: &'a str) -> HarnessLine<'a> {
    let source = match fs::read_to_string(path) {
        Ok(source) => source,
        Err(e) => {
            return HarnessLine::Failed {
                file,
                why: e.to_string(),
            }
        }
    };
    match regenerate(&source) {
        Ok(Regenerated::Current) => HarnessLine::UpToDate { file },
        Ok(Regenerated::Replaced { source, legacy }) => {
            match super::replace_atomically(path, source.as_bytes()) {
                Ok(()) => HarnessLine::Regenerated { file, legacy },
                Err(e) => HarnessLine::Failed {
                    file,
                    why: e.to_string(),
                },
            }
        }
        Err(why) => HarnessLine::Refused { file, why },
    }
}
