//! The list of kept submissions, `testcases/ID/submissions.toml` as `import` writes it (one
//! `[[submission]]` table each: `id`, `language`, BOJ's `verdict` words, and its `code`
//! (`AC` … `CE`) or its `score` (a decimal: `40.3`) with the problem's `full_score` where
//! the page gives it; `code_saved = false` where the backup kept the record without the
//! code), read without the TOML parser of `config` (the list holds only numbers, booleans
//! and basic strings), and the shards of `--partition`.

use super::{Boj, Kept, Trouble};
use crate::build::kept::KeptLanguage;
use crate::verdict::Verdict;
use crate::workspace;
use crate::workspace::replay::{Figures, Points};
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// Reads a `submissions.toml` (the tables `import` writes): the kept submissions of
/// problem `id`, each with its code file in `submissions/` (none for `code_saved = false`).
///
/// # Errors
/// A line that is not part of a table of the list, naming the file and line; a listed
/// submission without its code that does not say `code_saved = false`.
pub(crate) fn read_list(root: &Path, id: &str) -> Result<Vec<Kept>, Vec<Trouble>> {
    let data = root.join("testcases").join(id);
    let list = data.join("submissions.toml");
    let shown = workspace::rel(root, &list);
    let Ok(text) = fs::read_to_string(&list) else {
        return Ok(Vec::new());
    };
    let tables = tables(&text).map_err(|(line, text)| {
        vec![Trouble::BadList {
            file: shown.clone(),
            line,
            text: text.chars().take(80).collect(),
        }]
    })?;
    let files: Vec<(String, PathBuf)> = fs::read_dir(data.join("submissions"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .collect();
    let mut kept = Vec::new();
    let mut trouble = Vec::new();
    for table in tables {
        match read_table(&table, &files) {
            Ok(Some(mut one)) => {
                one.problem = id.to_owned();
                kept.push(one);
            }
            Ok(None) => trouble.push(Trouble::BadList {
                file: shown.clone(),
                line: 0,
                text: "a table without id or language".to_owned(),
            }),
            Err(sid) => trouble.push(Trouble::NoCode {
                file: shown.clone(),
                id: sid,
            }),
        }
    }
    kept.sort_by_key(|k| k.id);
    if trouble.is_empty() {
        Ok(kept)
    } else {
        Err(trouble)
    }
}

/// One table of the list as a kept submission (its `problem` left for the caller);
/// `Ok(None)` without id or language; `Err(id)` when its code is missing and the table does
/// not say `code_saved = false`.
fn read_table(
    table: &BTreeMap<String, Value>,
    files: &[(String, PathBuf)],
) -> Result<Option<Kept>, u64> {
    let int = |key: &str| match table.get(key) {
        Some(Value::Int(n)) => Some(*n),
        _ => None,
    };
    let text = |key: &str| match table.get(key) {
        Some(Value::Text(t)) => Some(t.clone()),
        _ => None,
    };
    let points = |key: &str| match table.get(key) {
        Some(Value::Int(n)) => n.checked_mul(100).map(Points),
        Some(Value::Decimal(p)) => Some(*p),
        _ => None,
    };
    let (Some(sid), Some(language)) = (int("id"), text("language")) else {
        return Ok(None);
    };
    let boj = match (text("code"), points("score")) {
        (Some(code), _) => Verdict::from_code(&code).map_or(Boj::Unknown, Boj::Verdict),
        (None, Some(score)) => Boj::Score {
            score,
            full: points("full_score"),
        },
        (None, None) => Boj::Unknown,
    };
    let stem = sid.to_string();
    let code = files
        .iter()
        .find(|(name, path)| name.split_once('.').is_some_and(|(s, _)| s == stem) && path.is_file())
        .map(|(_, path)| path.clone());
    let saved = table.get("code_saved") != Some(&Value::Bool(false));
    if code.is_none() && saved {
        return Err(sid);
    }
    // An older import kept BOJ's spelling (`C++14\u{a0}/\u{a0}수정`): read as BOJ named it.
    let language = crate::text::boj_language_name(&language);
    Ok(Some(Kept {
        problem: String::new(),
        id: sid,
        kind: KeptLanguage::from_boj(&language),
        language,
        boj,
        source: code,
        boj_figures: Figures {
            time_ms: int("time_ms"),
            memory_kb: int("memory_kb"),
        },
    }))
}

/// The `[[submission]]` tables of a list, each key with its value; `Err` with the number
/// and text of the first line that is not part of a table.
fn tables(text: &str) -> Result<Vec<BTreeMap<String, Value>>, (usize, &str)> {
    let mut tables: Vec<BTreeMap<String, Value>> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if trimmed == "[[submission]]" {
            tables.push(BTreeMap::new());
            continue;
        }
        let (Some(table), Some((key, value))) = (tables.last_mut(), trimmed.split_once('=')) else {
            return Err((n + 1, line));
        };
        let value = parse_value(value.trim()).ok_or((n + 1, line))?;
        table.insert(key.trim().to_owned(), value);
    }
    Ok(tables)
}

/// A value of the list: an integer, a decimal (a score), a boolean or a basic string; any
/// other bare value (a date, for a key replay does not read) as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Value {
    Int(u64),
    Decimal(Points),
    Bool(bool),
    Text(String),
    Other(String),
}

pub(super) fn parse_value(text: &str) -> Option<Value> {
    if let Ok(n) = text.parse() {
        return Some(Value::Int(n));
    }
    if let Some(points) = Points::parse(text) {
        return Some(Value::Decimal(points));
    }
    match text {
        "true" => return Some(Value::Bool(true)),
        "false" => return Some(Value::Bool(false)),
        "" => return None,
        bare if !bare.starts_with(['"', '\'']) => return Some(Value::Other(bare.to_owned())),
        _ => {}
    }
    let inner = text.strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::new();
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next()? {
                '"' => out.push('"'),
                '\\' => out.push('\\'),
                'n' => out.push('\n'),
                't' => out.push('\t'),
                'u' => {
                    let hex: String = chars.by_ref().take(4).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
                }
                _ => return None,
            },
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(Value::Text(out))
}

/// The submissions of shard `index` of `count` (1-based): contiguous runs of the list, each
/// as long as the others within one, so that shards take about the same time.
pub(super) fn shard<T>(items: Vec<T>, index: usize, count: usize) -> Vec<T> {
    let total = items.len();
    let (from, to) = (total * (index - 1) / count, total * index / count);
    items
        .into_iter()
        .enumerate()
        .filter(|(i, _)| (from..to).contains(i))
        .map(|(_, item)| item)
        .collect()
}
