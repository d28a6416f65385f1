//! `cargo judge import DIR` on a boj-vault backup: `output/solved/<id>/problem.html` (and
//! `problem.json`), `output/submissions/<id>/<sid>.json` beside `<sid>.<ext>`.
//!
//! The page becomes the problem as `new --html` makes it (the same [`Draft`]); every
//! submission is kept byte-exact in `testcases/boj-<id>/submissions/`, named by the
//! extension its record's language has (the backup's own extension can be wrong), and listed
//! in `submissions.toml`. Nothing is overwritten: a second import adds only the submissions
//! not kept yet. A broken record is listed by file and the rest imported.

use super::new::Draft;
use super::statement::Statement;
use super::{NewId, Site};
use crate::error::Error;
use crate::json::Value;
use crate::report::words::{self, Broken, VaultCreated, VaultLine};
use crate::report::Lang;
use crate::workspace;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// Whether `dir` is a boj-vault backup (or the `output/` folder of one).
pub(super) fn detect(dir: &Path) -> bool {
    output_of(dir).is_some()
}

/// The `output/` folder: `dir/output`, or `dir` itself.
fn output_of(dir: &Path) -> Option<PathBuf> {
    [dir.join("output"), dir.to_path_buf()]
        .into_iter()
        .find(|d| d.join("solved").is_dir() || d.join("submissions").is_dir())
}

/// One submission's record.
#[derive(Debug, Clone, PartialEq)]
struct Record {
    id: u64,
    language: String,
    verdict: String,
    time_ms: Option<u64>,
    memory_kb: Option<u64>,
    submitted: Option<String>,
}

/// BOJ's verdict words → the runner's code, or a score.
fn verdict_code(words: &str) -> Verdict {
    let code = match words.trim() {
        "맞았습니다!!" => "AC",
        "틀렸습니다" => "WA",
        "시간 초과" => "TLE",
        "메모리 초과" => "MLE",
        "출력 초과" => "OLE",
        "컴파일 에러" => "CE",
        "출력 형식이 잘못되었습니다" => "PE",
        w if w.starts_with("런타임 에러") => "RE",
        w => {
            return match w.strip_suffix('점').and_then(|n| n.trim().parse().ok()) {
                Some(score) => Verdict::Score(score),
                None => Verdict::Unknown,
            }
        }
    };
    Verdict::Code(code)
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Verdict {
    Code(&'static str),
    Score(u64),
    Unknown,
}

/// The file extension of a BOJ language name (`Python 3 / 수정`, `C++17`, `Rust 2021`).
fn extension(language: &str) -> Option<&'static str> {
    let name = crate::text::boj_language_name(language);
    let lower = name.to_ascii_lowercase();
    let ext = match lower.as_str() {
        l if l.starts_with("rust") => "rs",
        l if l.starts_with("c++") => "cpp",
        l if l.starts_with("c#") => "cs",
        "c" | "c99" | "c11" | "c90" | "c2x" | "c17" | "c23" => "c",
        l if l.starts_with("c") && l.contains("(clang)") && !l.contains("++") => "c",
        l if l.starts_with("python") || l.starts_with("pypy") => "py",
        l if l.starts_with("java") && !l.starts_with("javascript") => "java",
        l if l.starts_with("kotlin") => "kt",
        "go" | "go (gccgo)" => "go",
        "node.js" | "javascript" => "js",
        "typescript" => "ts",
        "ruby" => "rb",
        "swift" => "swift",
        "text" => "txt",
        _ => return None,
    };
    Some(ext)
}

/// `2024년 3월 2일 09:15:02` → `2024-03-02 09:15:02`; other forms kept as written.
fn timestamp(text: &str) -> String {
    let parse = || -> Option<String> {
        let (y, rest) = text.split_once('년')?;
        let (m, rest) = rest.split_once('월')?;
        let (d, time) = rest.split_once('일')?;
        let n = |s: &str| s.trim().parse::<u32>().ok();
        Some(format!(
            "{:04}-{:02}-{:02} {}",
            n(y)?,
            n(m)?,
            n(d)?,
            time.trim()
        ))
    };
    parse().unwrap_or_else(|| text.to_owned())
}

fn record(text: &str) -> Result<Record, Broken> {
    let value = Value::parse(text).map_err(|e| Broken::NotJson {
        message: e.message.clone(),
        at: Some(e.at),
    })?;
    let id = value
        .get("submissionId")
        .and_then(Value::as_u64)
        .ok_or(Broken::NoKey("submissionId"))?;
    let string = |key: &str| value.get(key).and_then(Value::as_str).map(str::to_owned);
    Ok(Record {
        id,
        language: crate::text::boj_language_name(
            &string("language").ok_or(Broken::NoKey("language"))?,
        ),
        verdict: crate::text::folded_spaces(&string("result").ok_or(Broken::NoKey("result"))?),
        time_ms: value.get("time").and_then(Value::as_u64),
        memory_kb: value.get("memory").and_then(Value::as_u64),
        submitted: string("submittedAt").map(|t| timestamp(&t)),
    })
}

/// A TOML basic string.
fn quoted(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn table(r: &Record) -> String {
    let mut out = String::from("\n[[submission]]\n");
    let _ = writeln!(out, "id = {}", r.id);
    let _ = writeln!(out, "language = {}", quoted(&r.language));
    let _ = writeln!(out, "verdict = {}", quoted(&r.verdict));
    match verdict_code(&r.verdict) {
        Verdict::Code(code) => {
            let _ = writeln!(out, "code = \"{code}\"");
        }
        Verdict::Score(score) => {
            let _ = writeln!(out, "score = {score}");
        }
        Verdict::Unknown => {}
    }
    if let Some(t) = r.time_ms {
        let _ = writeln!(out, "time_ms = {t}");
    }
    if let Some(m) = r.memory_kb {
        let _ = writeln!(out, "memory_kb = {m}");
    }
    if let Some(s) = &r.submitted {
        let _ = writeln!(out, "submitted = {}", quoted(s));
    }
    out
}

/// Sorted names of the entries of `dir` that pass `keep`.
fn entries(dir: &Path, keep: impl Fn(&Path) -> bool) -> Vec<(String, PathBuf)> {
    let Ok(read) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(String, PathBuf)> = read
        .flatten()
        .map(|e| (e.file_name().to_string_lossy().into_owned(), e.path()))
        .filter(|(name, path)| !name.starts_with('.') && keep(path))
        .collect();
    found.sort_by(|a, b| workspace::natural_cmp(&a.0, &b.0));
    found
}

/// Imports a backup; returns the report's lines and whether anything was wrong.
pub(super) fn import(root: &Path, dir: &Path, lang: Lang) -> Result<(String, bool), Error> {
    let Some(output) = output_of(dir) else {
        return Err(Error::NothingToImport {
            dir: dir.to_path_buf(),
        });
    };
    let solved = output.join("solved");
    let submissions = output.join("submissions");
    let mut numbers: Vec<String> = entries(&solved, Path::is_dir)
        .into_iter()
        .chain(entries(&submissions, Path::is_dir))
        .map(|(name, _)| name)
        .filter(|n| NewId::number(n).is_some())
        .collect();
    numbers.sort_by(|a, b| workspace::natural_cmp(a, b));
    numbers.dedup();
    if numbers.is_empty() {
        return Err(Error::NothingToImport {
            dir: dir.to_path_buf(),
        });
    }
    let mut text = String::new();
    let mut trouble = false;
    for number in numbers {
        let (line, broken) = import_problem(root, &output, &number)?;
        let _ = writeln!(text, "{}", words::vault_line(&line, lang));
        for (path, why) in &broken {
            let _ = writeln!(text, "{}", words::broken_line(path, why, lang));
        }
        trouble |= !broken.is_empty();
    }
    Ok((text, trouble))
}

fn import_problem(
    root: &Path,
    output: &Path,
    number: &str,
) -> Result<(VaultLine, Vec<(String, Broken)>), Error> {
    let id = NewId {
        site: Site::Boj,
        number: number.to_owned(),
    };
    let name = id.id();
    let data = root.join("testcases").join(&name);
    let crate_dir = root.join("problems").join(&name);
    let shown = |p: &Path| workspace::rel(output.parent().unwrap_or(output), p);
    let mut broken = Vec::new();
    let mut subs = read_submissions(
        &output.join("submissions").join(number),
        &shown,
        &mut broken,
    )?;
    subs.sort_by_key(|(r, _)| r.id);
    let exists = crate_dir.exists() || data.exists();
    let created = if exists {
        None
    } else {
        Some(create_problem(
            root,
            output,
            number,
            &subs,
            &shown,
            &mut broken,
        )?)
    };
    let (added, kept) = keep_submissions(root, &data, &subs)?;
    let line = VaultLine {
        id: name,
        created,
        added,
        kept,
    };
    Ok((line, broken))
}

/// The submissions of one problem's folder, each record with its code file; what is broken
/// (a code file without its record, a record that is not one, an unknown language) goes to
/// `broken`, named as `shown` names it.
fn read_submissions(
    folder: &Path,
    shown: &dyn Fn(&Path) -> String,
    broken: &mut Vec<(String, Broken)>,
) -> Result<Vec<(Record, PathBuf)>, Error> {
    // The submissions: (record, code file).
    let files = entries(folder, Path::is_file);
    let mut subs: Vec<(Record, PathBuf)> = Vec::new();
    for (file, path) in &files {
        let Some(stem) = file.strip_suffix(".json") else {
            let stem = file.split('.').next().unwrap_or(file);
            if !folder.join(format!("{stem}.json")).is_file() {
                broken.push((shown(path), Broken::CodeWithoutRecord));
            }
            continue;
        };
        let text = fs::read_to_string(path).map_err(|e| Error::io(path, e))?;
        let rec = match record(&text) {
            Ok(rec) => rec,
            Err(why) => {
                broken.push((shown(path), why));
                continue;
            }
        };
        let code = files.iter().find(|(f, _)| {
            f.split_once('.')
                .is_some_and(|(s, x)| s == stem && x != "json")
        });
        let Some((_, code)) = code else {
            broken.push((shown(path), Broken::NoCode));
            continue;
        };
        if extension(&rec.language).is_none() {
            broken.push((shown(path), Broken::UnknownLanguage(rec.language.clone())));
            continue;
        }
        subs.push((rec, code.clone()));
    }
    Ok(subs)
}

/// Writes a new problem from its saved page and record (title, limits, samples, tags) with
/// the latest accepted Rust submission as its solution, or the template: what it did.
fn create_problem(
    root: &Path,
    output: &Path,
    number: &str,
    subs: &[(Record, PathBuf)],
    shown: &dyn Fn(&Path) -> String,
    broken: &mut Vec<(String, Broken)>,
) -> Result<VaultCreated, Error> {
    let name = NewId {
        site: Site::Boj,
        number: number.to_owned(),
    }
    .id();
    let crate_dir = root.join("problems").join(&name);
    let html = output.join("solved").join(number).join("problem.html");
    let json = output.join("solved").join(number).join("problem.json");
    let page = fs::read_to_string(&html).unwrap_or_default();
    let statement = Statement::read(&page);
    let mut draft = Draft::from_boj(&statement, number.to_owned());
    if let Ok(text) = fs::read_to_string(&json) {
        match Value::parse(&text) {
            Ok(value) => {
                if draft.title.is_none() {
                    draft.title = value
                        .get("title")
                        .and_then(Value::as_str)
                        .map(str::to_owned);
                }
                // The page's labels (성공, 다국어, …) are left out: not algorithm tags.
                draft.facts.tags = super::todo::clean_tags(
                    value
                        .get("tags")
                        .and_then(Value::as_array)
                        .unwrap_or_default()
                        .iter()
                        .filter_map(Value::as_str),
                );
            }
            Err(e) => broken.push((
                shown(&json),
                Broken::NotJson {
                    message: e.message.clone(),
                    at: None,
                },
            )),
        }
    }
    let accepted = subs.iter().rev().find(|(r, _)| {
        extension(&r.language) == Some("rs") && verdict_code(&r.verdict) == Verdict::Code("AC")
    });
    // Judged as BOJ judged it: "Rust 2018" builds with --edition 2018, and so on.
    if let Some(language) = accepted.and_then(|(r, _)| {
        crate::config::Language::from_name(&crate::text::boj_language_name(&r.language))
    }) {
        draft.language = language;
    }
    let mut files = draft.files(root);
    let main = crate_dir.join("src").join("main.rs");
    if let Some((_, path)) = accepted {
        let code = fs::read(path).map_err(|e| Error::io(path, e))?;
        let unsafe_ = super::import::uses_unsafe(&String::from_utf8_lossy(&code));
        for (p, bytes) in &mut files {
            if *p == main {
                bytes.clone_from(&code);
            } else if unsafe_ && *p == crate_dir.join("Cargo.toml") {
                *bytes = super::template::cargo_toml_allowing_unsafe(&name).into_bytes();
            }
        }
    }
    for (p, bytes) in &files {
        super::create_new(root, p, bytes)?;
    }
    Ok(VaultCreated {
        samples: draft.cases.len(),
        main: accepted.map(|(rec, _)| rec.id),
    })
}

/// Keeps the submissions not kept yet, code and record (`submissions.toml`): what it did.
fn keep_submissions(
    root: &Path,
    data: &Path,
    subs: &[(Record, PathBuf)],
) -> Result<(usize, usize), Error> {
    // Only the submissions not kept yet.
    let list = data.join("submissions.toml");
    let mut toml = fs::read_to_string(&list).unwrap_or_default();
    let before = toml.len();
    let mut added = 0;
    let mut kept = 0;
    for (rec, path) in subs {
        let ext = extension(&rec.language).unwrap_or("txt");
        let target = data.join("submissions").join(format!("{}.{ext}", rec.id));
        if target.exists() {
            kept += 1;
            continue;
        }
        let code = fs::read(path).map_err(|e| Error::io(path, e))?;
        super::create_new(root, &target, &code)?;
        toml.push_str(&table(rec));
        added += 1;
    }
    if toml.len() > before {
        if before == 0 {
            toml.insert_str(
                0,
                "# The submissions boj-vault saved, one table each: BOJ's verdict words and \
                 their code.\n",
            );
        }
        fs::write(&list, toml).map_err(|e| Error::io(&list, e))?;
    }
    Ok((added, kept))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts() {
        for (words, want) in [
            ("맞았습니다!!", Verdict::Code("AC")),
            ("틀렸습니다", Verdict::Code("WA")),
            ("시간 초과", Verdict::Code("TLE")),
            ("메모리 초과", Verdict::Code("MLE")),
            ("런타임 에러 (AttributeError)", Verdict::Code("RE")),
            ("출력 초과", Verdict::Code("OLE")),
            ("컴파일 에러", Verdict::Code("CE")),
            ("출력 형식이 잘못되었습니다", Verdict::Code("PE")),
            ("49점", Verdict::Score(49)),
            ("채점 중", Verdict::Unknown),
        ] {
            assert_eq!(verdict_code(words), want, "{words}");
        }
    }

    #[test]
    fn extensions_and_times() {
        assert_eq!(extension("Rust 2021"), Some("rs"));
        assert_eq!(extension("Python 3 / 수정"), Some("py"));
        assert_eq!(extension("C++17"), Some("cpp"));
        assert_eq!(extension("C99"), Some("c"));
        assert_eq!(extension("PyPy3"), Some("py"));
        assert_eq!(extension("Whitespace"), None);
        assert_eq!(timestamp("2024년 3월 2일 09:15:02"), "2024-03-02 09:15:02");
    }
}
