//! What a replay remembers of each row: `target/judge/replay/KEY`, the verdict here, the
//! failing case and the notes, under a key of everything that decides them (the code, the
//! language's tools, the runner and its comparison rules, the problem's limits, compare mode,
//! checker, cases and extra time and memory), so that an unchanged replay only reads.

use super::{Kept, Row};
use crate::build::{self, kept::KeptNote, kept::Tool};
use crate::engine::Engine;
use crate::verdict::Verdict;
use crate::workspace::replay::{Figures, HereFigures};
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

/// A remembered row: `here`, the failing case, the notes, the figures.
pub(super) fn recall(path: &Path) -> Option<(Verdict, Option<String>, Vec<KeptNote>, HereFigures)> {
    let text = fs::read_to_string(path).ok()?;
    let mut lines = text.lines();
    let here = lines.next()?.strip_prefix("here ")?;
    let here = Verdict::from_code(here)?;
    let case = lines
        .next()?
        .strip_prefix("case")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(str::to_owned);
    let rest: Vec<&str> = lines.collect();
    let notes = rest
        .iter()
        .filter_map(|l| l.strip_prefix("note "))
        .filter_map(note_of)
        .collect();
    // `figures TIME_MS MEMORY_KB AS_BOJ_KB AS_BOJ_MS`, `-` for one not known (a runner
    // before the time model wrote three).
    let figures = rest
        .iter()
        .find_map(|l| l.strip_prefix("figures "))
        .map(|l| {
            let mut numbers = l.split(' ').map(|n| n.parse::<u64>().ok());
            let mut next = || numbers.next().flatten();
            let (time_ms, memory_kb, as_boj, as_boj_ms) = (next(), next(), next(), next());
            HereFigures {
                here: Figures { time_ms, memory_kb },
                memory_kb_as_boj: as_boj,
                time_ms_as_boj: as_boj_ms,
            }
        })
        .unwrap_or_default();
    Some((here, case, notes, figures))
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
    let number = |n: Option<u64>| n.map_or_else(|| "-".to_owned(), |n| n.to_string());
    let figures = &row.figures;
    let _ = writeln!(
        text,
        "figures {} {} {} {}",
        number(figures.here.time_ms),
        number(figures.here.memory_kb),
        number(figures.memory_kb_as_boj),
        number(figures.time_ms_as_boj)
    );
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
    fn figures_are_recalled_as_written_and_an_older_row_has_none() {
        let folder = std::env::temp_dir().join(format!("judge-recall-{}", std::process::id()));
        let path = folder.join("key");
        let kept = Kept {
            problem: "boj-1000".into(),
            id: 1,
            language: "Java 11".into(),
            kind: crate::build::kept::KeptLanguage::Other,
            boj: super::super::Boj::Verdict(Verdict::Ac),
            source: None,
            boj_figures: Figures::default(),
        };
        let mut row = Row::new(
            &kept,
            Some(Verdict::Ac),
            None,
            super::super::Finding::Agrees,
            Vec::new(),
        );
        row.figures = HereFigures {
            here: Figures {
                time_ms: Some(84),
                memory_kb: Some(39_960),
            },
            memory_kb_as_boj: None,
            time_ms_as_boj: Some(118),
        };
        remember(&path, &row);
        let (_, _, _, figures) = recall(&path).expect("recalled");
        assert_eq!(figures, row.figures);
        // What a runner before the figures wrote: recalled, without figures.
        fs::write(&path, "here AC\ncase \n").unwrap();
        let (_, _, _, figures) = recall(&path).expect("recalled");
        assert_eq!(figures, HereFigures::default());
        // What a runner before the time model wrote: its three figures, no time as BOJ's.
        fs::write(&path, "here AC\ncase \nfigures 84 39960 15000\n").unwrap();
        let (_, _, _, figures) = recall(&path).expect("recalled");
        assert_eq!(figures.memory_kb_as_boj, Some(15_000));
        assert_eq!(figures.time_ms_as_boj, None);
        let _ = fs::remove_dir_all(&folder);
    }

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
