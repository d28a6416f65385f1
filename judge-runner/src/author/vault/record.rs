//! One boj-vault record (`submissions/<id>/<sid>.json`), read whatever spaces BOJ printed,
//! and its table in `submissions.toml` (`author/submissions.rs`).

use super::super::submissions::{table, timestamp, Table};
use crate::json::Value;
use crate::report::words::Broken;
use crate::text;

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

impl Record {
    /// Its `[[submission]]` table: `code_saved` false when the backup holds the record and
    /// not the code; `full_score` when the problem's page gives its full marks.
    pub(super) fn table(&self, code_saved: bool, full_score: Option<f64>) -> String {
        table(&Table {
            id: self.id,
            language: &self.language,
            verdict: Some(&self.verdict),
            time_ms: self.time_ms,
            memory_kb: self.memory_kb,
            submitted: self.submitted.as_deref(),
            code_saved,
            full_score,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let t = r.table(true, None);
        assert!(
            t.contains("language = \"C++14\"\n") && t.contains("code = \"AC\"\n"),
            "{t}"
        );
        assert!(!t.contains("code_saved"), "{t}");
        let partial = Record {
            verdict: "40.3점".into(),
            ..r.clone()
        };
        let t = partial.table(false, Some(100.0));
        assert!(t.contains("score = 40.3\nfull_score = 100\n"), "{t}");
        assert!(t.ends_with("code_saved = false\n"), "{t}");
        assert_eq!(
            super::super::submissions::listed_ids(&t),
            [7_647_311].into_iter().collect()
        );
        assert!(matches!(
            record("{\"submissionId\": 1"),
            Err(Broken::NotJson { .. })
        ));
        assert_eq!(
            record("{\"submissionId\": \"../x\"}"),
            Err(Broken::NoKey("submissionId"))
        );
    }
}
