//! The folders of magenta1223's boj-archive: `problems/<id>번： <title>/` (a full-width
//! colon, U+FF1A) and `unsolved/…` the same way, each with `metadata.json` (name, number,
//! solved.ac tier, `solved`, date), `<same>.md` (the statement in Markdown: a limits table,
//! `## 문제`, `## 입력`, …), `<same>.py` (the solution) and `testCases.txt`, the samples
//! as `Input:(` … `)` and `Output:(` … `)` blocks.
//!
//! A solved problem's solution is kept as a submission BOJ accepted; an unsolved one's with
//! no verdict (BOJ's is not known). A `.rs` solution becomes `main.rs`.

use super::hub::{clean_name, code_files};
use super::kept::{self, Sub};
use super::{Body, Case, Found, Read};
use crate::author::new::Draft;
use crate::author::template::{LimitsSource, NewLimits};
use crate::config::Tier;
use crate::error::Error;
use crate::json::Value;
use crate::report::words::{ImportNote, Skip};
use crate::sites::{NewId, Site};
use std::path::{Path, PathBuf};

/// `1000번： A+B` → ("1000", "A+B").
fn folder_name(name: &str) -> Option<(String, String)> {
    let name = clean_name(name);
    let digits = name.bytes().take_while(u8::is_ascii_digit).count();
    let rest = name[digits..].strip_prefix('번')?;
    let title = rest.trim_start().strip_prefix(':').unwrap_or(rest).trim();
    (digits > 0).then(|| (name[..digits].to_owned(), title.to_owned()))
}

/// Whether `dir` is a problem folder of this layout.
pub(super) fn detect(dir: &Path) -> bool {
    dir.join("metadata.json").is_file()
        && dir
            .file_name()
            .is_some_and(|n| folder_name(&n.to_string_lossy()).is_some())
}

/// The samples of `testCases.txt`: each `Input:(` block with the `Output:(` block after it.
/// A block runs to the next marker line; its last `)` closes it, on a line of its own or
/// right after the text when the text has no final newline (`1)`), so one is added. The
/// text is HTML, as the page's `<pre>` held it (`&lt;`).
fn test_cases(text: &str) -> Vec<Case> {
    let text = text.replace("\r\n", "\n");
    let mut blocks: Vec<(&str, String)> = Vec::new();
    for line in text.split_inclusive('\n') {
        match line.trim_end() {
            "Input:(" => blocks.push(("Input", String::new())),
            "Output:(" => blocks.push(("Output", String::new())),
            _ => {
                if let Some((_, body)) = blocks.last_mut() {
                    body.push_str(line);
                }
            }
        }
    }
    let mut cases = Vec::new();
    let mut pending: Option<String> = None;
    for (label, body) in blocks {
        let Some(body) = body.trim_end().strip_suffix(')') else {
            continue;
        };
        // The blocks are the page's <pre> as HTML: `&lt;` for `<`.
        let mut body = crate::html::decode(body);
        if !body.is_empty() && !body.ends_with('\n') {
            body.push('\n');
        }
        match label {
            "Input" => pending = Some(body),
            _ => {
                if let Some(input) = pending.take() {
                    let name = format!("sample-{}", cases.len() + 1);
                    cases.push((name, input.into_bytes(), body.into_bytes()));
                }
            }
        }
    }
    cases
}

/// The limits in the statement's table (`| 2 초 | 128 MB | …`).
fn limits(statement: &str) -> Option<NewLimits> {
    let mut lines = statement.lines().map(str::trim);
    lines.position(|l| l.starts_with('|') && l.contains("시간 제한"))?;
    let row = lines.find(|l| l.starts_with('|') && !l.contains("---"))?;
    let mut cells = row.trim_matches('|').split('|').map(str::trim);
    let number = |cell: &str, unit: &str| -> Option<f64> {
        let (n, _) = cell.split_once(unit)?;
        n.trim().parse::<f64>().ok()
    };
    let seconds = number(cells.next()?, "초")?;
    let megabytes = number(cells.next()?, "MB")?;
    // Whole milliseconds and megabytes, as BOJ wrote them (0.5 초 is 500 ms).
    Some(NewLimits {
        time_ms: (seconds * 1000.0).round() as u64,
        memory_mb: megabytes.round() as u64,
    })
}

/// The statement kept: the title, where it came from, and every section but the samples
/// (the cases hold them), the source and the similar problems.
fn statement(text: &str, title: Option<&str>, number: &str, file: &str) -> Option<String> {
    let mut out = format!("# {}\n\n", title.unwrap_or("(no title in the backup)"));
    out.push_str(&format!(
        "- kept from a magenta1223-style backup ({file}); BOJ closed on {}\n",
        crate::profile::BOJ_CLOSED
    ));
    out.push_str(&format!(
        "- the problem's address: {}\n",
        Site::Boj.url(number)
    ));
    let mut sections: Vec<(&str, String)> = Vec::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("## ") {
            sections.push((name.trim(), String::new()));
        } else if let Some((_, body)) = sections.last_mut() {
            body.push_str(line);
            body.push('\n');
        }
    }
    let mut any = false;
    for (name, body) in sections {
        let left_out =
            name.starts_with("예제") || ["출처", "비슷한 문제", "알고리즘 분류"].contains(&name);
        if left_out || body.trim().is_empty() {
            continue;
        }
        out.push_str(&format!("\n## {name}\n\n{}\n", body.trim()));
        any = true;
    }
    any.then_some(out)
}

/// The solution: the code file named as its folder, else the only one; another file beside
/// it (a generator, `gen.py`) is not kept.
fn solution(folder: &Path, base: &Path, raw: &str) -> Result<PathBuf, Skip> {
    let files = code_files(folder, base);
    let named = files
        .iter()
        .find(|p| p.file_stem().is_some_and(|s| s.to_string_lossy() == raw));
    match (named, files.as_slice()) {
        (Some(path), _) | (None, [path]) => Ok(path.clone()),
        (None, []) => Err(Skip::NoCode),
        (None, several) => Err(Skip::SeveralSources {
            names: several
                .iter()
                .filter_map(|p| p.file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .collect(),
        }),
    }
}

/// The solved.ac tier of `metadata.json`: its name, else its level.
fn tier(meta: &Value) -> Option<Tier> {
    let tier = meta.get("tier")?;
    tier.get("name")
        .and_then(Value::as_str)
        .and_then(Tier::parse)
        .or_else(|| Tier::from_level(u8::try_from(tier.get("level")?.as_u64()?).ok()?))
}

/// The solution as `main.rs` (Rust) or as a kept submission: accepted unless the problem is
/// unsolved, when BOJ's verdict is not known.
fn as_kept(
    solution: &Path,
    code: Vec<u8>,
    unsolved: bool,
    date: Option<String>,
) -> (Option<String>, Vec<Sub>) {
    let ext = solution
        .extension()
        .map(|x| x.to_string_lossy().into_owned())
        .unwrap_or_default();
    if ext == "rs" {
        return (
            Some(String::from_utf8_lossy(&code).into_owned()),
            Vec::new(),
        );
    }
    let sub = Sub {
        id: None,
        language: kept::language_of_extension(&ext)
            .unwrap_or("Text")
            .to_owned(),
        verdict: (!unsolved).then(|| "맞았습니다!!".to_owned()),
        time_ms: None,
        memory_kb: None,
        submitted: date,
        code,
    };
    (None, vec![sub])
}

/// Reads a folder of this layout.
pub(super) fn read(folder: &Path, base: &Path) -> Result<Read, Error> {
    let raw = folder
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let Some((number, folder_title)) = folder_name(&raw) else {
        return Ok(Read::Skipped(Skip::NotProblemFolder));
    };
    let meta_text = super::read_inside(base, &folder.join("metadata.json")).unwrap_or_default();
    let meta = match Value::parse(&meta_text) {
        Ok(meta) => meta,
        Err(e) => {
            return Ok(Read::Skipped(Skip::BadRecord {
                file: "metadata.json".to_owned(),
                message: e.message.clone(),
            }))
        }
    };
    let Some(number) = NewId::number(&number) else {
        return Ok(Read::Skipped(Skip::NotNumber { given: number }));
    };
    let text = |key: &str| meta.get(key).and_then(Value::as_str).map(str::to_owned);
    let title = text("name").or((!folder_title.is_empty()).then_some(folder_title));
    let solution = match solution(folder, base, &raw) {
        Ok(solution) => solution,
        Err(why) => return Ok(Read::Skipped(why)),
    };
    let solution = solution.as_path();
    let code = super::read(solution)?;
    let name = solution
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if code.is_empty() {
        return Ok(Read::Skipped(Skip::EmptyCode { names: vec![name] }));
    }
    let id = NewId {
        site: Site::Boj,
        number,
    };
    let mut draft = Draft::new(id.clone());
    draft.title.clone_from(&title);
    draft.facts.tier = tier(&meta);
    let md_name = format!("{raw}.md");
    let md = super::read_inside(base, &folder.join(&md_name)).unwrap_or_default();
    let mut notes = Vec::new();
    match limits(&md) {
        Some(limits) => {
            draft.limits = limits;
            draft.source = LimitsSource::Page;
            notes.push(ImportNote::LimitsFromStatement);
        }
        None => draft.source = LimitsSource::Unchecked,
    }
    let cases = super::read_inside(base, &folder.join("testCases.txt"))
        .map(|t| test_cases(&t))
        .unwrap_or_default();
    draft.cases.clone_from(&cases);
    let unsolved = folder.components().any(|c| c.as_os_str() == "unsolved")
        || meta.get("solved").and_then(Value::as_bool) == Some(false);
    let (main, subs) = as_kept(solution, code, unsolved, text("date"));
    let body = Body::Draft(Box::new(draft), main);
    Ok(Read::Found(Found {
        statement: statement(&md, title.as_deref(), &id.number, &md_name),
        id,
        title,
        body,
        cases,
        notes,
        subs,
        origin: "magenta1223's boj-archive",
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_cases_and_limits() {
        assert_eq!(
            folder_name("1000번： A+B"),
            Some(("1000".to_owned(), "A+B".to_owned()))
        );
        assert_eq!(folder_name("A+B"), None);
        let cases = test_cases(
            "Input:(\n1 2\n)\n\nOutput:(\n3\n)\n\nInput:(\n5\n6\n)\n\nOutput:(\n&lt;11)\n",
        );
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].1, b"1 2\n");
        assert_eq!(cases[1].1, b"5\n6\n");
        assert_eq!(cases[1].2, b"<11\n");
        let table =
            "| 시간 제한 | 메모리 제한 | 제출 |\n| --- | --- | --- |\n| 0.5 초 | 128 MB | 1 |\n";
        assert_eq!(
            limits(table),
            Some(NewLimits {
                time_ms: 500,
                memory_mb: 128
            })
        );
    }
}
