//! A CPH / Competitive Companion test list: a JSON array of `{"input", "output"}` objects,
//! or an object whose `tests` is one (CPH's `.prob` files, Competitive Companion's task).
//! Test K (from 1) is the case `cph-K`; a test without its output is named and skipped.

use super::{case_name, Bytes, Gathered, NewCase};
use crate::json::Value;
use crate::report::words::DataLine;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::Read;
use std::path::Path;

/// The most bytes of a JSON list read: the tests are held in memory, unlike files.
const MAX_JSON_BYTES: u64 = 256 << 20;

/// Whether the file is named `.json` or `.prob`, or starts (after spaces) with `[` or `{`.
pub(super) fn looks_like_json(path: &Path) -> bool {
    let named = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("json") || e.eq_ignore_ascii_case("prob"));
    if named {
        return true;
    }
    let mut head = [0u8; 64];
    let n = File::open(path)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    head[..n]
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|b| matches!(b, b'[' | b'{'))
}

/// Reads the tests of the JSON file at `path` (`given` as the report names it).
pub(super) fn read(path: &Path, given: &str, got: &mut Gathered) {
    let bad = |why: String| DataLine::BadJson {
        file: given.to_owned(),
        why,
    };
    let mut text = String::new();
    let read = File::open(path).and_then(|f| f.take(MAX_JSON_BYTES + 1).read_to_string(&mut text));
    match read {
        Ok(n) if n as u64 > MAX_JSON_BYTES => {
            got.skip(bad(format!("larger than {} MB", MAX_JSON_BYTES >> 20)));
            return;
        }
        Ok(_) => {}
        Err(e) => {
            got.skip(bad(e.to_string()));
            return;
        }
    }
    let value = match Value::parse(&text) {
        Ok(value) => value,
        Err(e) => {
            got.skip(bad(e.to_string()));
            return;
        }
    };
    let tests = value
        .as_array()
        .or_else(|| value.get("tests").and_then(Value::as_array));
    let Some(tests) = tests else {
        got.skip(bad("neither an array nor an object with `tests`".into()));
        return;
    };
    // A Competitive Companion task also says its name and limits.
    got.extras.title = value.get("name").and_then(Value::as_str).map(str::to_owned);
    got.extras.time_ms = value
        .get("timeLimit")
        .and_then(Value::as_u64)
        .filter(|&t| t > 0);
    got.extras.memory_mb = value
        .get("memoryLimit")
        .and_then(Value::as_u64)
        .filter(|&m| m > 0);
    let mut taken = BTreeMap::new();
    for (k, test) in tests.iter().enumerate() {
        let number = (k + 1).to_string();
        let from = format!("{given} test {number}");
        let input = test.get("input").and_then(Value::as_str);
        let output = test.get("output").and_then(Value::as_str);
        let (Some(input), Some(output)) = (input, output) else {
            got.skip(DataLine::NoAnswer { file: from });
            continue;
        };
        let case = NewCase {
            name: case_name(&["cph", &number]),
            group: "cph".into(),
            input: Bytes::Text(with_newline(input)),
            answer: Bytes::Text(with_newline(output)),
        };
        got.add(case, &from, &mut taken);
    }
}

/// CPH keeps what the page showed, often without the final newline a file has.
fn with_newline(text: &str) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    if !bytes.is_empty() && !bytes.ends_with(b"\n") {
        bytes.push(b'\n');
    }
    bytes
}
