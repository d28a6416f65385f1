//! One boj-vault record (`submissions/<id>/<sid>.json`), read whatever spaces BOJ printed,
//! and its table in `submissions.toml`.

use crate::json::Value;
use crate::report::words::Broken;
use crate::text;
use std::fmt::Write as _;

/// One submission's record.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Record {
    pub id: u64,
    /// The problem the record names (`problemId`), when it does.
    pub problem: Option<u64>,
    /// The title the record names (`problemTitle`), when it does.
    pub title: Option<String>,
    /// BOJ's name of the language (`C++14`, without BOJ's ` / 수정` link).
    pub language: String,
    /// BOJ's verdict words, spaces folded.
    pub verdict: String,
    pub time_ms: Option<u64>,
    pub memory_kb: Option<u64>,
    pub submitted: Option<String>,
}

/// BOJ's verdict, as the record's words say it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Verdict {
    Code(&'static str),
    /// A score (`49점`, `40.3점`).
    Score(f64),
    Unknown,
}

/// BOJ's verdict words → the runner's code, or a score. The words are read as BOJ printed
/// them: `맞았습니다!! (201/201)` (the cases passed, on problems that show them),
/// `런타임 에러 (Segfault)`, and the words of problems with a verdict of their own
/// (`살아남았다`, "survived", is 15802's accepted).
pub(super) fn verdict_code(words: &str) -> Verdict {
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
pub(super) fn timestamp(text: &str) -> String {
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

/// Reads a record.
///
/// # Errors
/// Text that is not JSON, or a record without `submissionId`, `language` or `result`.
pub(super) fn record(text: &str) -> Result<Record, Broken> {
    let value = Value::parse(text).map_err(|e| Broken::NotJson {
        message: e.message.clone(),
        at: Some(e.at),
    })?;
    let id = value
        .get("submissionId")
        .and_then(Value::as_u64)
        .ok_or(Broken::NoKey("submissionId"))?;
    let string = |key: &str| value.get(key).and_then(Value::as_str).map(str::to_owned);
    let language = string("language").ok_or(Broken::NoKey("language"))?;
    let verdict = string("result").ok_or(Broken::NoKey("result"))?;
    Ok(Record {
        id,
        problem: value.get("problemId").and_then(Value::as_u64),
        title: string("problemTitle")
            .map(|t| text::folded_spaces(&t))
            .filter(|t| !t.is_empty()),
        language: text::boj_language_name(&language),
        verdict: text::folded_spaces(&verdict),
        time_ms: value.get("time").and_then(Value::as_u64),
        memory_kb: value.get("memory").and_then(Value::as_u64),
        submitted: string("submittedAt").map(|t| timestamp(&t)),
    })
}

/// A TOML basic string.
pub(super) fn quoted(text: &str) -> String {
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

/// The `[[submission]]` table of `r`: `code_saved = false` when the backup holds its record
/// and not its code; `full_score` when the problem's page gives its full marks.
pub(super) fn table(r: &Record, code_saved: bool, full_score: Option<f64>) -> String {
    let mut out = String::from("\n[[submission]]\n");
    let _ = writeln!(out, "id = {}", r.id);
    let _ = writeln!(out, "language = {}", quoted(&r.language));
    let _ = writeln!(out, "verdict = {}", quoted(&r.verdict));
    match verdict_code(&r.verdict) {
        Verdict::Code(code) => {
            let _ = writeln!(out, "code = \"{code}\"");
        }
        Verdict::Score(score) => {
            let _ = writeln!(out, "score = {}", decimal(score));
            if let Some(full) = full_score {
                let _ = writeln!(out, "full_score = {}", decimal(full));
            }
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
    if !code_saved {
        out.push_str("code_saved = false\n");
    }
    out
}

/// The ids of the submissions a `submissions.toml` lists (`id = N` lines).
pub(super) fn listed_ids(list: &str) -> std::collections::BTreeSet<u64> {
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
pub(super) fn upgrade(list: &str, full_score: Option<f64>) -> (String, usize) {
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
    fn a_record_as_two_real_backups_write_it() {
        // qkrwlgus5832/boj-archive submissions/1000/7647311.json, as it is (no-break spaces).
        let text = "{\n  \"submissionId\": 7647311,\n  \"problemId\": 1000,\n  \
                    \"problemTitle\": \"A+B\",\n  \"result\": \"맞았습니다!!\",\n  \
                    \"memory\": 1984,\n  \"time\": 0,\n  \"language\": \"C++14\u{a0}/\u{a0}수정\",\n  \
                    \"codeLength\": 138,\n  \"submittedAt\": \"2018년 1월 28일 23:41:37\"\n}";
        let r = record(text).unwrap();
        assert_eq!(r.language, "C++14");
        assert_eq!(r.problem, Some(1000));
        assert_eq!(r.title.as_deref(), Some("A+B"));
        assert_eq!(r.submitted.as_deref(), Some("2018-01-28 23:41:37"));
        let t = table(&r, true, None);
        assert!(
            t.contains("language = \"C++14\"\n") && t.contains("code = \"AC\"\n"),
            "{t}"
        );
        assert!(!t.contains("code_saved"), "{t}");
        let partial = Record {
            verdict: "40.3점".into(),
            ..r.clone()
        };
        let t = table(&partial, false, Some(100.0));
        assert!(t.contains("score = 40.3\nfull_score = 100\n"), "{t}");
        assert!(t.ends_with("code_saved = false\n"), "{t}");
        assert_eq!(listed_ids(&t), [7_647_311].into_iter().collect());
        assert!(matches!(
            record("{\"submissionId\": 1"),
            Err(Broken::NotJson { .. })
        ));
        assert_eq!(
            record("{\"submissionId\": \"../x\"}"),
            Err(Broken::NoKey("submissionId"))
        );
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
}
