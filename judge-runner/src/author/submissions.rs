//! `testcases/<id>/submissions.toml`, as every importer writes it and `replay` reads it
//! (`judge/replay/list.rs`): one `[[submission]]` table per kept submission, with BOJ's
//! verdict words read as BOJ printed them, and the file extension a kept submission gets.

use crate::text;
use std::fmt::Write as _;

/// BOJ's verdict, as the record's words say it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Verdict {
    Code(&'static str),
    /// A score (`49점`, `40.3점`).
    Score(f64),
    Unknown,
}

/// BOJ's verdict words → the runner's code, or a score. The words are read as BOJ printed
/// them: `맞았습니다!! (201/201)` (the cases passed, on problems that show them),
/// `런타임 에러 (Segfault)`, and the words of problems with a verdict of their own
/// (`살아남았다`, "survived", is 15802's accepted).
pub(crate) fn verdict_code(words: &str) -> Verdict {
    let words = text::folded_spaces(words);
    // `(201/201)` and `(Segfault)`: what BOJ printed after the verdict.
    let bare = match words.split_once(" (") {
        Some((bare, _)) if words.ends_with(')') => bare,
        _ => words.as_str(),
    };
    let code = match bare {
        "맞았습니다!!" | "맞았습니다" | "살아남았다" => "AC",
        "틀렸습니다" => "WA",
        "시간 초과" => "TLE",
        "메모리 초과" => "MLE",
        "출력 초과" => "OLE",
        "컴파일 에러" => "CE",
        "출력 형식이 잘못되었습니다" => "PE",
        "런타임 에러" => "RE",
        w => {
            return match w.strip_suffix('점').map(str::trim) {
                Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit() || b == b'.') => {
                    n.parse().map_or(Verdict::Unknown, Verdict::Score)
                }
                _ => Verdict::Unknown,
            };
        }
    };
    Verdict::Code(code)
}

/// `2024년 3월 2일 09:15:02` → `2024-03-02 09:15:02`; other forms kept as written.
pub(crate) fn timestamp(text: &str) -> String {
    let text = text::folded_spaces(text);
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
    parse().unwrap_or_else(|| text.clone())
}

/// A TOML basic string.
pub(crate) fn quoted(text: &str) -> String {
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

/// A decimal as TOML writes it: `40.3`, `100`.
fn decimal(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{n:.0}")
    } else {
        format!("{n}")
    }
}

/// One `[[submission]]` table of `submissions.toml`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Table<'a> {
    pub id: u64,
    /// BOJ's name of the language.
    pub language: &'a str,
    /// BOJ's verdict words, when the backup tells them.
    pub verdict: Option<&'a str>,
    pub time_ms: Option<u64>,
    pub memory_kb: Option<u64>,
    pub submitted: Option<&'a str>,
    /// `false`: the backup holds the record and not the code (`code_saved = false`).
    pub code_saved: bool,
    /// The problem's full marks, where its page gives them (written beside a score).
    pub full_score: Option<f64>,
}

/// The text of a `[[submission]]` table, as replay reads it: BOJ's verdict words and their
/// `code`, or a `score` with the page's `full_score`.
pub(crate) fn table(t: &Table<'_>) -> String {
    let mut out = String::from("\n[[submission]]\n");
    let _ = writeln!(out, "id = {}", t.id);
    let _ = writeln!(out, "language = {}", quoted(t.language));
    let Some(words) = t.verdict else {
        return finish(out, t);
    };
    let _ = writeln!(out, "verdict = {}", quoted(words));
    match verdict_code(words) {
        Verdict::Code(code) => {
            let _ = writeln!(out, "code = \"{code}\"");
        }
        Verdict::Score(score) => {
            let _ = writeln!(out, "score = {}", decimal(score));
            if let Some(full) = t.full_score {
                let _ = writeln!(out, "full_score = {}", decimal(full));
            }
        }
        Verdict::Unknown => {}
    }
    finish(out, t)
}

/// The rest of a table after its verdict: figures, date, whether the code was saved.
fn finish(mut out: String, t: &Table<'_>) -> String {
    if let Some(ms) = t.time_ms {
        let _ = writeln!(out, "time_ms = {ms}");
    }
    if let Some(kb) = t.memory_kb {
        let _ = writeln!(out, "memory_kb = {kb}");
    }
    if let Some(s) = t.submitted {
        let _ = writeln!(out, "submitted = {}", quoted(s));
    }
    if !t.code_saved {
        out.push_str("code_saved = false\n");
    }
    out
}

/// The ids of the submissions a `submissions.toml` lists (`id = N` lines).
pub(crate) fn listed_ids(list: &str) -> std::collections::BTreeSet<u64> {
    list.lines()
        .filter_map(|l| l.trim().strip_prefix("id"))
        .filter_map(|l| l.trim_start().strip_prefix('='))
        .filter_map(|n| n.trim().parse().ok())
        .collect()
}

/// A list an older import wrote, brought up to date: BOJ's language names and verdict words
/// with the no-break spaces and the ` / 수정` link it kept folded away, and a score's
/// `full_score` added where the page gives it. Only the values of those keys change; every
/// other line stays as it is. Returns the list and how many tables changed.
pub(crate) fn upgrade(list: &str, full_score: Option<f64>) -> (String, usize) {
    let mut out = String::with_capacity(list.len());
    let mut changed = 0;
    let mut table_changed = false;
    let mut score_line: Option<usize> = None;
    let mut has_full = false;
    let mut finish = |out: &mut String, score_line: Option<usize>, has_full: bool, dirty: bool| {
        let mut dirty = dirty;
        if let (Some(at), false, Some(full)) = (score_line, has_full, full_score) {
            out.insert_str(at, &format!("full_score = {}\n", decimal(full)));
            dirty = true;
        }
        if dirty {
            changed += 1;
        }
    };
    for line in list.split_inclusive('\n') {
        let trimmed = line.trim();
        if trimmed == "[[submission]]" {
            finish(&mut out, score_line.take(), has_full, table_changed);
            table_changed = false;
            has_full = false;
        }
        let value = |key: &str| {
            trimmed
                .strip_prefix(key)
                .and_then(|r| r.trim_start().strip_prefix('='))
                .map(str::trim)
        };
        let fixed = match (value("language"), value("verdict")) {
            (Some(v), _) if v.contains('\u{a0}') || v.contains("수정") => {
                let name = v.trim_matches('"');
                Some(format!(
                    "language = {}\n",
                    quoted(&text::boj_language_name(name))
                ))
            }
            (_, Some(v)) if v.contains('\u{a0}') => {
                let words = v.trim_matches('"');
                Some(format!(
                    "verdict = {}\n",
                    quoted(&text::folded_spaces(words))
                ))
            }
            _ => None,
        };
        if let Some(fixed) = fixed {
            out.push_str(&fixed);
            table_changed = true;
            continue;
        }
        has_full |= value("full_score").is_some();
        out.push_str(line);
        if value("score").is_some() {
            score_line = Some(out.len());
        }
    }
    finish(&mut out, score_line, has_full, table_changed);
    (out, changed)
}

/// The file extension of a kept submission in BOJ's `language` (`Python 3`, `C++17`), from
/// the language table; `None` for a language with no row (kept as `.txt`).
pub(crate) fn extension(language: &str) -> Option<&'static str> {
    crate::build::kept::languages::extension_of(language)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verdicts_as_boj_printed_them() {
        for (words, want) in [
            ("맞았습니다!!", Verdict::Code("AC")),
            ("맞았습니다!!\u{a0}(201/201)", Verdict::Code("AC")),
            ("살아남았다", Verdict::Code("AC")),
            ("틀렸습니다", Verdict::Code("WA")),
            ("시간 초과", Verdict::Code("TLE")),
            ("메모리 초과", Verdict::Code("MLE")),
            ("런타임 에러 (AttributeError)", Verdict::Code("RE")),
            ("런타임 에러\u{a0}(Segfault)", Verdict::Code("RE")),
            ("런타임 에러", Verdict::Code("RE")),
            ("출력 초과", Verdict::Code("OLE")),
            ("컴파일 에러", Verdict::Code("CE")),
            ("출력 형식이 잘못되었습니다", Verdict::Code("PE")),
            ("49점", Verdict::Score(49.0)),
            ("40.3점", Verdict::Score(40.3)),
            ("644245092점", Verdict::Score(644_245_092.0)),
            ("채점 중", Verdict::Unknown),
            ("점", Verdict::Unknown),
            ("-3점", Verdict::Unknown),
        ] {
            assert_eq!(verdict_code(words), want, "{words}");
        }
    }

    #[test]
    fn an_older_list_is_brought_up_to_date() {
        let old = "# kept\n\n[[submission]]\nid = 1\nlanguage = \"C++14\u{a0}/\u{a0}수정\"\n\
                   verdict = \"런타임 에러\u{a0}(Segfault)\"\ncode = \"RE\"\n\n[[submission]]\nid = 2\n\
                   language = \"Python 3\"\nverdict = \"40점\"\nscore = 40\ntime_ms = 4\n\n\
                   [[submission]]\nid = 3\nlanguage = \"Python 3\"\nverdict = \"맞았습니다!!\"\n";
        let (new, changed) = upgrade(old, Some(100.0));
        assert_eq!(
            new,
            "# kept\n\n[[submission]]\nid = 1\nlanguage = \"C++14\"\n\
             verdict = \"런타임 에러 (Segfault)\"\ncode = \"RE\"\n\n[[submission]]\nid = 2\n\
             language = \"Python 3\"\nverdict = \"40점\"\nscore = 40\nfull_score = 100\ntime_ms = 4\n\n\
             [[submission]]\nid = 3\nlanguage = \"Python 3\"\nverdict = \"맞았습니다!!\"\n"
        );
        assert_eq!(changed, 2);
        assert_eq!(upgrade(&new, Some(100.0)), (new.clone(), 0));
        assert_eq!(upgrade(old, None).1, 1);
    }

    #[test]
    fn times() {
        assert_eq!(timestamp("2024년 3월 2일 09:15:02"), "2024-03-02 09:15:02");
        assert_eq!(timestamp("2024-03-02"), "2024-03-02");
    }

    #[test]
    fn tables() {
        let t = Table {
            id: 1,
            language: "C++17",
            verdict: Some("맞았습니다!!"),
            time_ms: Some(0),
            memory_kb: Some(2020),
            submitted: None,
            code_saved: true,
            full_score: None,
        };
        assert_eq!(
            table(&t),
            "\n[[submission]]\nid = 1\nlanguage = \"C++17\"\nverdict = \"맞았습니다!!\"\n\
             code = \"AC\"\ntime_ms = 0\nmemory_kb = 2020\n"
        );
        let unknown = Table {
            verdict: None,
            time_ms: None,
            memory_kb: None,
            ..t
        };
        assert_eq!(
            table(&unknown),
            "\n[[submission]]\nid = 1\nlanguage = \"C++17\"\n"
        );
        for (name, ext) in [
            ("C++14\u{a0}/\u{a0}수정", Some("cpp")),
            ("Rust 2021", Some("rs")),
            ("C99 (Clang)", Some("c")),
            ("Go (gccgo)", Some("go")),
            ("C# 6.0 (Mono)", Some("cs")),
            ("Golfscript", None),
            ("Whitespace", None),
        ] {
            assert_eq!(extension(name), ext, "{name}");
        }
    }
}
