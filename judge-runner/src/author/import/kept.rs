//! Solutions of a backup kept as submissions, as boj-vault's are: the code byte-exact in
//! `testcases/<id>/submissions/<sid>.<ext>` and a `[[submission]]` table in
//! `submissions.toml` (the format `replay` reads; see `vault.rs`).
//!
//! BaekjoonHub and magenta1223's tool keep no submission id, so theirs are synthetic: the
//! smallest positive number that no kept file of the problem uses yet (1, 2, …), given only
//! to code that is not kept yet byte for byte. BOJ's own ids were 7 digits and more long
//! before any of these tools, so a small id never names a real submission, and a second
//! import of the same backup finds every file kept and adds nothing.

use super::super::submissions::{self, Table};
use crate::error::Error;
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

/// The `[[submission]]` table of a kept solution with id `id`.
fn table(id: u64, sub: &Sub) -> String {
    submissions::table(&Table {
        id,
        language: &sub.language,
        verdict: sub.verdict.as_deref(),
        time_ms: sub.time_ms,
        memory_kb: sub.memory_kb,
        submitted: sub.submitted.as_deref(),
        code_saved: true,
        full_score: None,
    })
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
        let ext = submissions::extension(&sub.language).unwrap_or("txt");
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
            assert_eq!(submissions::extension(name), Some(back), "{name}");
        }
        assert!(!is_code_extension("txt") && !is_code_extension("md"));
        assert_eq!(submissions::extension("PyPy3"), Some("py"));
        assert_eq!(submissions::extension("C11"), Some("c"));
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
