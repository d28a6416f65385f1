//! What a replay remembers of each row: `target/judge/replay/KEY`, the verdict here, the
//! failing case and the notes, under a key of everything that decides them (the code, the
//! language's tools, the runner and its comparison rules, the problem's limits, compare mode,
//! checker, cases and extra time and memory), so that an unchanged replay only reads.

use super::{Kept, Row};
use crate::build::{self, kept::KeptNote, kept::Tool};
use crate::engine::Engine;
use crate::verdict::Verdict;
use crate::workspace::Problem;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// A problem's part of every row's key: its limits (and whether a language's extra time
/// and memory apply), compare mode, checker and cases.
pub(crate) fn problem_key(problem: &Problem) -> Vec<u8> {
    let spec = &problem.spec;
    let mut key = format!("{:?}\0{:?}\0{:?}\0", spec.limits, spec.compare, spec.extra).into_bytes();
    let digest = |path: &Path| {
        fs::read(path).map_or_else(
            |_| "unreadable".to_owned(),
            |bytes| build::cache_key(&bytes, &[], ""),
        )
    };
    if let Some(program) = problem.judge_program() {
        key.extend_from_slice(digest(program).as_bytes());
    }
    for case in &problem.cases {
        key.extend_from_slice(case.name.as_bytes());
        key.extend_from_slice(digest(&case.input).as_bytes());
        if let Some(answer) = &case.answer {
            key.extend_from_slice(digest(answer).as_bytes());
        }
    }
    key
}

/// Where a row's result is remembered.
pub(super) fn memory_path(
    root: &Path,
    engine: &Engine<'_>,
    kept: &Kept,
    source: &Path,
    problem_key: &[u8],
) -> PathBuf {
    let code = fs::read(source).unwrap_or_default();
    let tools = engine.kept_versions(kept.kind).join("\0");
    // The runner's version: a fix of how it judges judges every row again.
    let key = build::fnv128_parts(&[
        concat!("replay 1 ", env!("CARGO_PKG_VERSION")).as_bytes(),
        crate::compare::RULES_REVISION.as_bytes(),
        &code,
        kept.language.as_bytes(),
        format!("{:?}", kept.kind).as_bytes(),
        tools.as_bytes(),
        problem_key,
    ]);
    root.join("target").join("judge").join("replay").join(key)
}

pub(super) fn note_code(note: KeptNote) -> String {
    match note {
        KeptNote::Dynamic(tool) => format!("dynamic {}", tool.command()),
        KeptNote::PyPyAsPython => "pypy-as-python".to_owned(),
        KeptNote::ClangAsGcc => "clang-as-gcc".to_owned(),
    }
}

pub(super) fn note_of(code: &str) -> Option<KeptNote> {
    match code {
        "pypy-as-python" => Some(KeptNote::PyPyAsPython),
        "clang-as-gcc" => Some(KeptNote::ClangAsGcc),
        _ => code
            .strip_prefix("dynamic ")
            .and_then(Tool::named)
            .map(KeptNote::Dynamic),
    }
}

/// A remembered row: `here`, the failing case, the notes.
pub(super) fn recall(path: &Path) -> Option<(Verdict, Option<String>, Vec<KeptNote>)> {
    let text = fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    let here = lines.next()?.strip_prefix("here ")?;
    let here = Verdict::ALL.into_iter().find(|v| v.code() == here)?;
    let case = lines
        .next()?
        .strip_prefix("case")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_owned);
    let notes = lines
        .filter_map(|l| l.strip_prefix("note "))
        .filter_map(note_of)
        .collect();
    Some((here, case, notes))
}

pub(super) fn remember(path: &Path, row: &Row) {
    let Some(here) = row.here else {
        return;
    };
    let mut text = format!(
        "here {}\ncase {}\n",
        here.code(),
        row.case.as_deref().unwrap_or("")
    );
    for note in &row.notes {
        let _ = writeln!(text, "note {}", note_code(*note));
    }
    if let Some(folder) = path.parent() {
        let _ = fs::create_dir_all(folder);
    }
    // Written whole under a private name, then renamed: a reader sees all of it or none.
    let staged = path.with_extension(format!("{}.tmp", std::process::id()));
    if fs::write(&staged, text).is_ok() {
        let _ = fs::rename(&staged, path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_note_is_recalled_as_written() {
        let mut notes = vec![KeptNote::PyPyAsPython, KeptNote::ClangAsGcc];
        notes.extend(
            [
                Tool::Gcc,
                Tool::Gxx,
                Tool::Clang,
                Tool::Clangxx,
                Tool::Gccgo,
            ]
            .map(KeptNote::Dynamic),
        );
        for note in notes {
            assert_eq!(note_of(&note_code(note)), Some(note), "{note:?}");
        }
    }
}
