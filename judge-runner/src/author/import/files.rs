//! Solutions kept one file per problem, named by the problem's number: `1000_AplusB.cpp`,
//! `Bronze/1000.cpp`, `math/2501.cpp` (hand-kept repositories such as jueun036's and
//! won005's boj-archive). Each file is a problem: a `.rs` file its `main.rs`, any other kept
//! as a submission with no verdict (nothing says BOJ accepted it), `main.rs` the template.
//!
//! The site is BOJ's only when something says so: a `백준`/`boj` folder above, a problem URL
//! or a `BOJ <number>` comment in the file, or `--site`; else the line asks for `--site`.

use super::kept::{self, Sub};
use super::{Body, Found, Read};
use crate::author::new::Draft;
use crate::author::template::LimitsSource;
use crate::error::Error;
use crate::report::words::Skip;
use crate::sites::{Kind, NewId, Site};
use std::path::{Path, PathBuf};

/// `1000_AplusB` → `1000`: the digits a file's stem starts with, followed by its end or by
/// `_`, `-`, `.` or a space.
fn number(stem: &str) -> Option<&str> {
    let digits = stem.bytes().take_while(u8::is_ascii_digit).count();
    let next = stem[digits..].chars().next();
    (digits > 0 && matches!(next, None | Some('_' | '-' | '.' | ' '))).then(|| &stem[..digits])
}

/// The code files of `dir` named by a problem number, sorted.
pub(super) fn numbered(dir: &Path, base: &Path) -> Vec<PathBuf> {
    super::hub::code_files(dir, base)
        .into_iter()
        .filter(|p| {
            p.file_stem()
                .is_some_and(|s| number(&s.to_string_lossy()).is_some())
        })
        .collect()
}

/// Whether the first lines of `code` name BOJ's problem `number` (`// BOJ 1000 A+B`,
/// `# 백준 1000`).
fn says_boj(code: &str, number: &str) -> bool {
    code.lines().take(5).any(|line| {
        let words: Vec<&str> = line
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        words.windows(2).any(|w| {
            matches!(w[0].to_lowercase().as_str(), "boj" | "백준" | "baekjoon")
                && w[1].trim_end_matches('번') == number
        })
    })
}

/// Reads one numbered file.
pub(super) fn read(file: &Path, fallback: Option<Site>) -> Result<Read, Error> {
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let given = number(&stem).unwrap_or_default().to_owned();
    let Some(number) = NewId::number(&given) else {
        return Ok(Read::Skipped(Skip::NotNumber { given }));
    };
    let code = super::read(file)?;
    if code.is_empty() {
        return Ok(Read::Skipped(Skip::EmptyCode { names: vec![name] }));
    }
    let text = String::from_utf8_lossy(&code).into_owned();
    let site = super::hub::site_from_path(file.parent().unwrap_or(file))
        .or_else(|| Site::find_url(&text).map(|(site, _)| site))
        .or_else(|| says_boj(&text, &number).then_some(Site::Boj))
        .or(fallback);
    let Some(site) = site else {
        return Ok(Read::Skipped(Skip::NoSite));
    };
    let ext = file
        .extension()
        .map(|x| x.to_string_lossy().into_owned())
        .unwrap_or_default();
    let id = NewId { site, number };
    if ext == "rs" {
        return Ok(Read::Found(Found {
            id,
            title: None,
            body: Body::Rust(text),
            cases: Vec::new(),
            notes: Vec::new(),
            statement: None,
            subs: Vec::new(),
            origin: "a folder of solution files",
        }));
    }
    if !matches!(site.kind(), Kind::Closed) {
        return Ok(Read::Skipped(Skip::NoRustSolution { names: vec![name] }));
    }
    let mut draft = Draft::new(id.clone());
    draft.source = LimitsSource::Unchecked;
    let sub = Sub {
        id: None,
        language: kept::language_of_extension(&ext)
            .unwrap_or("Text")
            .to_owned(),
        verdict: None,
        time_ms: None,
        memory_kb: None,
        submitted: None,
        code,
    };
    Ok(Read::Found(Found {
        id,
        title: None,
        body: Body::Draft(Box::new(draft), None),
        cases: Vec::new(),
        notes: Vec::new(),
        statement: None,
        subs: vec![sub],
        origin: "a folder of solution files",
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_sites() {
        assert_eq!(number("1000_AplusB"), Some("1000"));
        assert_eq!(number("10250"), Some("10250"));
        assert_eq!(number("1000-2"), Some("1000"));
        assert_eq!(number("2xn"), None);
        assert_eq!(number("main"), None);
        assert!(says_boj("// BOJ 1000 A+B | 구현 | 2025-03-22\n", "1000"));
        assert!(says_boj("# 백준 1000번\n", "1000"));
        assert!(!says_boj("// BOJ 1001\n", "1000"));
        assert!(!says_boj("#include <cstdio>\n", "1000"));
    }
}
