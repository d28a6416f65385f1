//! The folders egod1537's boj-backup writes (`src/problem-backup.ts`, version 4):
//! `problems/<id>/` with `meta.json` (`kind: "boj-problem-backup"`, title, solved.ac tier
//! and tags, `sourceFiles`), `index.html` (the problem's page), `submissions.json` (BOJ's
//! status rows: id, problem, title, result, class, memory, time, language, length, date)
//! and `sources/<submission id>.<ext>`.
//!
//! The page becomes the problem as `new --html` makes it; every source is kept with its own
//! submission id and BOJ's verdict from its row, and the latest accepted Rust one is
//! `main.rs`, as for boj-vault.

use super::kept::Sub;
use super::{Body, Found, Read};
use crate::author::new::Draft;
use crate::author::statement::Statement;
use crate::author::statement_md;
use crate::config::{Language, Tier};
use crate::error::Error;
use crate::json::Value;
use crate::report::words::{ImportNote, Skip};
use crate::sites::NewId;
use std::path::Path;

/// The marker of meta.json.
const KIND: &str = "boj-problem-backup";

/// Whether `dir` is a problem folder of this layout.
pub(super) fn detect(dir: &Path) -> bool {
    let meta = dir.join("meta.json");
    meta.is_file() && super::read(&meta).is_ok_and(|t| String::from_utf8_lossy(&t).contains(KIND))
}

/// One status row: (result, memory KB, time ms, language, submitted).
type Row = (
    Option<String>,
    Option<u64>,
    Option<u64>,
    Option<String>,
    Option<String>,
);

/// The rows of `submissions.json`, by submission id.
fn rows(text: &str) -> Vec<(u64, Row)> {
    let Ok(value) = Value::parse(text) else {
        return Vec::new();
    };
    let rows = value
        .get("rows")
        .and_then(Value::as_array)
        .unwrap_or_default();
    rows.iter()
        .filter_map(|row| {
            let row = row.as_array()?;
            let text = |i: usize| row.get(i).and_then(Value::as_str).map(str::to_owned);
            let int = |i: usize| row.get(i).and_then(Value::as_u64);
            Some((int(0)?, (text(3), int(5), int(6), text(7), text(9))))
        })
        .collect()
}

/// The tags of meta.json, by their Korean names (else their keys).
fn tags(meta: &Value) -> Vec<String> {
    let tags = meta
        .get("tags")
        .and_then(Value::as_array)
        .unwrap_or_default();
    let names: Vec<String> = tags
        .iter()
        .filter_map(|tag| {
            let names = tag.get("displayNames").and_then(Value::as_array);
            let korean = names.unwrap_or_default().iter().find_map(|n| {
                (n.get("language")?.as_str()? == "ko").then(|| n.get("name")?.as_str())?
            });
            korean
                .or_else(|| tag.get("key")?.as_str())
                .map(str::to_owned)
        })
        .collect();
    crate::author::todo::clean_tags(names.iter().map(String::as_str))
}

/// Reads a folder of this layout.
pub(super) fn read(folder: &Path, base: &Path) -> Result<Read, Error> {
    let meta_text = super::read_inside(base, &folder.join("meta.json")).unwrap_or_default();
    let meta = match Value::parse(&meta_text) {
        Ok(meta) => meta,
        Err(e) => {
            return Ok(Read::Skipped(Skip::BadRecord {
                file: "meta.json".to_owned(),
                message: e.message.clone(),
            }))
        }
    };
    let number = meta
        .get("problemId")
        .and_then(Value::as_u64)
        .map(|n| n.to_string())
        .or_else(|| folder.file_name().map(|n| n.to_string_lossy().into_owned()))
        .unwrap_or_default();
    let Some(number) = NewId::number(&number) else {
        return Ok(Read::Skipped(Skip::NotNumber { given: number }));
    };
    let page = super::read_inside(base, &folder.join("index.html")).unwrap_or_default();
    let statement = Statement::read(&page);
    let mut draft = Draft::from_boj(&statement, number.clone());
    if draft.title.is_none() {
        draft.title = meta.get("title").and_then(Value::as_str).map(str::to_owned);
    }
    draft.facts.tags = tags(&meta);
    draft.facts.tier = meta
        .get("tierLevel")
        .and_then(Value::as_u64)
        .and_then(|l| Tier::from_level(u8::try_from(l).ok()?));
    let subs = sources(folder, base, &meta)?;
    let mut notes = Vec::new();
    if draft.source == crate::author::template::LimitsSource::Page {
        notes.push(ImportNote::LimitsFromStatement);
    }
    let main = subs.iter().rev().find(|(sub, _)| {
        sub.language.to_ascii_lowercase().starts_with("rust")
            && sub.verdict.as_deref() == Some("맞았습니다!!")
    });
    let main = match main {
        Some((sub, _)) => {
            if let Some(language) = Language::from_name(&sub.language) {
                draft.language = language;
            }
            Some(String::from_utf8_lossy(&sub.code).into_owned())
        }
        None => None,
    };
    let mut kept = Vec::new();
    for (sub, note) in subs {
        match note {
            Some(note) => notes.push(note),
            None => kept.push(sub),
        }
    }
    let text = statement_md::from_boj_page(&page, &statement, &number);
    let id = draft.id.clone();
    let title = draft.title.clone();
    let cases = draft.cases.clone();
    Ok(Read::Found(Found {
        id,
        title,
        body: Body::Draft(Box::new(draft), main),
        cases,
        notes,
        statement: text,
        subs: kept,
        origin: "egod1537's boj-backup",
    }))
}

/// The sources meta.json lists, oldest first, each with its row; a note instead for one
/// that is missing or empty.
fn sources(
    folder: &Path,
    base: &Path,
    meta: &Value,
) -> Result<Vec<(Sub, Option<ImportNote>)>, Error> {
    let rows =
        rows(&super::read_inside(base, &folder.join("submissions.json")).unwrap_or_default());
    let files = meta
        .get("sourceFiles")
        .and_then(Value::as_array)
        .unwrap_or_default();
    let mut subs = Vec::new();
    for file in files {
        let (Some(id), Some(name)) = (
            file.get("submissionId").and_then(Value::as_u64),
            file.get("fileName").and_then(Value::as_str),
        ) else {
            continue;
        };
        let row = rows
            .iter()
            .find(|(sid, _)| *sid == id)
            .map(|(_, r)| r.clone());
        let (verdict, memory_kb, time_ms, language, submitted) =
            row.unwrap_or((None, None, None, None, None));
        let language = language
            .or_else(|| file.get("language")?.as_str().map(str::to_owned))
            .map(|l| crate::text::boj_language_name(&l))
            .unwrap_or_else(|| "Text".to_owned());
        let path = folder.join("sources").join(name);
        let readable = path.is_file() && super::inside(base, &path);
        let code = if readable {
            super::read(&path)?
        } else {
            Vec::new()
        };
        let note = code.is_empty().then(|| ImportNote::EmptyFile {
            name: format!("sources/{name}"),
        });
        let sub = Sub {
            id: Some(id),
            language,
            verdict: verdict.map(|v| crate::text::folded_spaces(&v)),
            time_ms,
            memory_kb,
            submitted,
            code,
        };
        subs.push((sub, note));
    }
    subs.sort_by_key(|(sub, _)| sub.id);
    Ok(subs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_tags() {
        let rows = rows(
            r#"{"rows": [[101, 1000, "A+B", "맞았습니다!!", "ac", 2020, 0, "C++17", 100, "2024-01-01 10:00:00", 1]]}"#,
        );
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].0, 101);
        assert_eq!(rows[0].1 .3.as_deref(), Some("C++17"));
        let meta = Value::parse(
            r#"{"tags": [{"key": "math", "displayNames": [{"language": "en", "name": "mathematics"}, {"language": "ko", "name": "수학"}]}, {"key": "implementation", "displayNames": []}]}"#,
        )
        .unwrap();
        assert_eq!(
            tags(&meta),
            vec!["수학".to_owned(), "implementation".to_owned()]
        );
    }
}
