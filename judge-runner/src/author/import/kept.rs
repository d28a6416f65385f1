//! Solutions of a backup kept as submissions, as boj-vault's are: the code byte-exact in
//! `testcases/<id>/submissions/<sid>.<ext>` and a `[[submission]]` table in
//! `submissions.toml` (the format `replay` reads; see `vault.rs`).
//!
//! BaekjoonHub and magenta1223's tool keep no submission id, so theirs are synthetic: the
//! smallest positive number that no kept file of the problem uses yet (1, 2, …), given only
//! to code that is not kept yet byte for byte. BOJ's own ids were 7 digits and more long
//! before any of these tools, so a small id never names a real submission, and a second
//! import of the same backup finds every file kept and adds nothing.

use crate::error::Error;
use std::fmt::Write as _;
use std::fs;
use std::path::Path;

/// One solution to keep.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Sub {
    /// BOJ's submission id, `None` for a backup that has none (a synthetic id is chosen).
    pub id: Option<u64>,
    /// BOJ's name of the language (`C++17`, `Python 3`).
    pub language: String,
    /// BOJ's verdict words, when the backup tells them.
    pub verdict: Option<String>,
    pub time_ms: Option<u64>,
    pub memory_kb: Option<u64>,
    pub submitted: Option<String>,
    pub code: Vec<u8>,
}

/// BOJ's language name for a file extension; the versions are BOJ's defaults on its last
/// day (`C++17`, `Java 11`), since BaekjoonHub's files do not say which was used.
pub(super) fn language_of_extension(ext: &str) -> Option<&'static str> {
    let name = match ext.to_ascii_lowercase().as_str() {
        "cc" | "cpp" | "cxx" | "c++" => "C++17",
        "c" => "C99",
        "py" => "Python 3",
        "java" => "Java 11",
        "js" => "node.js",
        "kt" => "Kotlin (JVM)",
        "go" => "Go",
        "rb" => "Ruby",
        "cs" => "C#",
        "swift" => "Swift",
        "ts" => "TypeScript",
        "rs" => "Rust 2021",
        "txt" => "Text",
        // Programmers' SQL problems: named, never judged here.
        "sql" => "SQL",
        _ => return None,
    };
    Some(name)
}

/// Whether a file extension is one a solution is saved under (text aside: a `.txt` beside a
/// solution is a sample or a note).
pub(super) fn is_code_extension(ext: &str) -> bool {
    !ext.eq_ignore_ascii_case("txt") && language_of_extension(ext).is_some()
}

/// The extension a kept submission of BOJ's `language` gets (`C++14 / 수정` → `cpp`).
pub(super) fn extension_of_language(language: &str) -> Option<&'static str> {
    let lower = crate::text::boj_language_name(language).to_ascii_lowercase();
    let ext = match lower.as_str() {
        l if l.starts_with("rust") => "rs",
        l if l.starts_with("c++") => "cpp",
        l if l.starts_with("c#") => "cs",
        l if l.starts_with("python") || l.starts_with("pypy") => "py",
        l if l.starts_with("javascript") || l.starts_with("node") => "js",
        l if l.starts_with("java") => "java",
        l if l.starts_with("kotlin") => "kt",
        l if l.starts_with("typescript") => "ts",
        l if l.starts_with("go") => "go",
        l if l.starts_with("ruby") => "rb",
        l if l.starts_with("swift") => "swift",
        "text" => "txt",
        l if l == "c"
            || (l.starts_with('c') && l[1..].starts_with(|c: char| c.is_ascii_digit())) =>
        {
            "c"
        }
        l if l.starts_with("c (clang)") || l.starts_with("c11 (clang)") => "c",
        _ => return None,
    };
    Some(ext)
}

/// BOJ's verdict words → the runner's code.
fn verdict_code(words: &str) -> Option<&'static str> {
    let code = match words.trim() {
        "맞았습니다!!" => "AC",
        "틀렸습니다" => "WA",
        "시간 초과" => "TLE",
        "메모리 초과" => "MLE",
        "출력 초과" => "OLE",
        "컴파일 에러" => "CE",
        "출력 형식이 잘못되었습니다" => "PE",
        w if w.starts_with("런타임 에러") => "RE",
        _ => return None,
    };
    Some(code)
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

/// The `[[submission]]` table of a kept solution with id `id`.
fn table(id: u64, sub: &Sub) -> String {
    let mut out = String::from("\n[[submission]]\n");
    let _ = writeln!(out, "id = {id}");
    let _ = writeln!(out, "language = {}", quoted(&sub.language));
    if let Some(verdict) = &sub.verdict {
        let _ = writeln!(out, "verdict = {}", quoted(verdict));
        if let Some(code) = verdict_code(verdict) {
            let _ = writeln!(out, "code = \"{code}\"");
        } else if let Some(score) = verdict
            .trim()
            .strip_suffix('점')
            .and_then(|n| n.trim().parse::<u64>().ok())
        {
            let _ = writeln!(out, "score = {score}");
        }
    }
    if let Some(t) = sub.time_ms {
        let _ = writeln!(out, "time_ms = {t}");
    }
    if let Some(m) = sub.memory_kb {
        let _ = writeln!(out, "memory_kb = {m}");
    }
    if let Some(s) = &sub.submitted {
        let _ = writeln!(out, "submitted = {}", quoted(s));
    }
    out
}

/// The kept files of a problem: (stem, bytes).
fn kept_files(folder: &Path) -> Vec<(String, Vec<u8>)> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let stem = name.split('.').next().unwrap_or_default().to_owned();
            (stem, fs::read(e.path()).unwrap_or_default())
        })
        .collect()
}

/// Keeps the solutions not kept yet in `data` (`testcases/<id>/`): (added, kept already).
/// A solution with an id is kept when no file of that id is; one without, when no kept
/// file has its bytes.
///
/// # Errors
/// A failure to write.
pub(super) fn keep(
    root: &Path,
    data: &Path,
    subs: &[Sub],
    origin: &str,
) -> Result<(usize, usize), Error> {
    let folder = data.join("submissions");
    let mut files = kept_files(&folder);
    let list = data.join("submissions.toml");
    let mut toml = fs::read_to_string(&list).unwrap_or_default();
    let before = toml.len();
    let (mut added, mut already) = (0, 0);
    for sub in subs {
        let id = match sub.id {
            Some(id) if files.iter().any(|(stem, _)| *stem == id.to_string()) => None,
            Some(id) => Some(id),
            None if files.iter().any(|(_, bytes)| *bytes == sub.code) => None,
            None => (1..).find(|n: &u64| !files.iter().any(|(stem, _)| *stem == n.to_string())),
        };
        let Some(id) = id else {
            already += 1;
            continue;
        };
        let ext = extension_of_language(&sub.language).unwrap_or("txt");
        super::super::create_new(root, &folder.join(format!("{id}.{ext}")), &sub.code)?;
        files.push((id.to_string(), sub.code.clone()));
        toml.push_str(&table(id, sub));
        added += 1;
    }
    if toml.len() > before {
        if before == 0 {
            let given = if subs.iter().any(|s| s.id.is_none()) {
                " The backup keeps no submission ids: each here was given on import, the \
                 smallest number free."
            } else {
                ""
            };
            toml.insert_str(
                0,
                &format!(
                    "# The solutions {origin} saved, one table each: BOJ's verdict words and \
                     their code.{given}\n"
                ),
            );
        }
        fs::write(&list, toml).map_err(|e| Error::io(&list, e))?;
    }
    Ok((added, already))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_and_extensions() {
        for (ext, name, back) in [
            ("cc", "C++17", "cpp"),
            ("cpp", "C++17", "cpp"),
            ("py", "Python 3", "py"),
            ("java", "Java 11", "java"),
            ("c", "C99", "c"),
            ("js", "node.js", "js"),
            ("kt", "Kotlin (JVM)", "kt"),
            ("go", "Go", "go"),
            ("rb", "Ruby", "rb"),
            ("cs", "C#", "cs"),
            ("swift", "Swift", "swift"),
            ("ts", "TypeScript", "ts"),
        ] {
            assert_eq!(language_of_extension(ext), Some(name), "{ext}");
            assert_eq!(extension_of_language(name), Some(back), "{name}");
        }
        assert!(!is_code_extension("txt") && !is_code_extension("md"));
        assert_eq!(extension_of_language("C++14 / 수정"), Some("cpp"));
        assert_eq!(extension_of_language("PyPy3"), Some("py"));
        assert_eq!(extension_of_language("C11"), Some("c"));
        assert_eq!(extension_of_language("Whitespace"), None);
    }

    #[test]
    fn tables() {
        let sub = Sub {
            id: None,
            language: "C++17".into(),
            verdict: Some("맞았습니다!!".into()),
            time_ms: Some(0),
            memory_kb: Some(2020),
            submitted: None,
            code: Vec::new(),
        };
        assert_eq!(
            table(1, &sub),
            "\n[[submission]]\nid = 1\nlanguage = \"C++17\"\nverdict = \"맞았습니다!!\"\n\
             code = \"AC\"\ntime_ms = 0\nmemory_kb = 2020\n"
        );
        let unknown = Sub {
            verdict: None,
            time_ms: None,
            memory_kb: None,
            ..sub
        };
        assert_eq!(
            table(2, &unknown),
            "\n[[submission]]\nid = 2\nlanguage = \"C++17\"\n"
        );
    }
}
