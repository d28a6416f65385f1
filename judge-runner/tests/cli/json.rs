//! A small JSON Lines reader for the runner's `--format json` output: one object per line,
//! with string, number, bool and null values. Arrays and nested objects are accepted and
//! skipped, so fields added later cannot break the tests.

/// One value of an event field.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    Number(f64),
    String(String),
    /// An array or object: parsed for validity, its content not kept.
    Nested,
}

/// One line of output: its fields in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Event {
    pub fields: Vec<(String, Value)>,
}

impl Event {
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.fields.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// The string field `key`, or `None` when it is absent or not a string.
    pub fn str(&self, key: &str) -> Option<&str> {
        match self.get(key) {
            Some(Value::String(s)) => Some(s),
            _ => None,
        }
    }

    /// The non-negative integer field `key`, or `None` when it is absent or not one.
    pub fn uint(&self, key: &str) -> Option<u64> {
        match self.get(key) {
            Some(Value::Number(n)) if *n >= 0.0 && n.fract() == 0.0 => Some(*n as u64),
            _ => None,
        }
    }

    /// The `type` field: `case`, `problem`, `error`, `warning` or `summary`.
    pub fn kind(&self) -> &str {
        self.str("type").unwrap_or("")
    }
}

/// Parses JSON Lines: every non-empty line must be one object.
pub fn parse_lines(text: &str) -> Result<Vec<Event>, String> {
    let mut events = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let mut p = Parser { src: line, pos: 0 };
        let fields = p
            .object()
            .and_then(|fields| p.end().map(|()| fields))
            .map_err(|e| format!("line {}: {e} at byte {}: {line}", i + 1, p.pos))?;
        events.push(Event { fields });
    }
    Ok(events)
}

struct Parser<'a> {
    src: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        let rest = &self.src[self.pos..];
        self.pos += rest.len() - rest.trim_start_matches([' ', '\t', '\r', '\n']).len();
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.src.as_bytes().get(self.pos).copied()
    }

    fn expect(&mut self, byte: u8) -> Result<(), String> {
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(format!("expected `{}`", byte as char))
        }
    }

    fn end(&mut self) -> Result<(), String> {
        match self.peek() {
            None => Ok(()),
            Some(_) => Err("trailing characters".to_string()),
        }
    }

    fn object(&mut self) -> Result<Vec<(String, Value)>, String> {
        self.expect(b'{')?;
        let mut fields = Vec::new();
        if self.peek() == Some(b'}') {
            self.pos += 1;
            return Ok(fields);
        }
        loop {
            let key = self.string()?;
            self.expect(b':')?;
            fields.push((key, self.value()?));
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(fields);
                }
                _ => return Err("expected `,` or `}`".to_string()),
            }
        }
    }

    fn array(&mut self) -> Result<(), String> {
        self.expect(b'[')?;
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(());
        }
        loop {
            self.value()?;
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(());
                }
                _ => return Err("expected `,` or `]`".to_string()),
            }
        }
    }

    fn value(&mut self) -> Result<Value, String> {
        match self.peek() {
            Some(b'"') => self.string().map(Value::String),
            Some(b'{') => self.object().map(|_| Value::Nested),
            Some(b'[') => self.array().map(|()| Value::Nested),
            _ => {
                let rest = &self.src[self.pos..];
                for (word, value) in [
                    ("null", Value::Null),
                    ("true", Value::Bool(true)),
                    ("false", Value::Bool(false)),
                ] {
                    if rest.starts_with(word) {
                        self.pos += word.len();
                        return Ok(value);
                    }
                }
                let len = rest
                    .find(|c: char| !matches!(c, '0'..='9' | '-' | '+' | '.' | 'e' | 'E'))
                    .unwrap_or(rest.len());
                let number = rest[..len]
                    .parse()
                    .map_err(|_| "expected a value".to_string())?;
                self.pos += len;
                Ok(Value::Number(number))
            }
        }
    }

    fn string(&mut self) -> Result<String, String> {
        self.expect(b'"')?;
        let mut out = String::new();
        loop {
            let rest = &self.src[self.pos..];
            let plain = rest.find(['"', '\\']).ok_or("unterminated string")?;
            out.push_str(&rest[..plain]);
            self.pos += plain + 1;
            if rest.as_bytes()[plain] == b'"' {
                return Ok(out);
            }
            let escape = self.src.as_bytes().get(self.pos).copied();
            self.pos += 1;
            out.push(match escape {
                Some(b'"') => '"',
                Some(b'\\') => '\\',
                Some(b'/') => '/',
                Some(b'b') => '\u{8}',
                Some(b'f') => '\u{c}',
                Some(b'n') => '\n',
                Some(b'r') => '\r',
                Some(b't') => '\t',
                Some(b'u') => self.unicode_escape()?,
                _ => return Err("bad escape".to_string()),
            });
        }
    }

    /// The rest of a `\uXXXX` escape, joining a UTF-16 surrogate pair when one follows.
    fn unicode_escape(&mut self) -> Result<char, String> {
        let high = self.hex4()?;
        if (0xd800..0xdc00).contains(&high) && self.src[self.pos..].starts_with("\\u") {
            self.pos += 2;
            let low = self.hex4()?;
            let code = 0x10000 + ((high - 0xd800) << 10) + (low.wrapping_sub(0xdc00) & 0x3ff);
            return Ok(char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER));
        }
        Ok(char::from_u32(high).unwrap_or(char::REPLACEMENT_CHARACTER))
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self
            .src
            .get(self.pos..self.pos + 4)
            .ok_or("short \\u escape")?;
        self.pos += 4;
        u32::from_str_radix(digits, 16).map_err(|_| "bad \\u escape".to_string())
    }
}

#[test]
fn parser_reads_flat_objects_with_escapes() {
    skip_if_passed!();
    let text = concat!(
        r#"{"type":"case","problem":"p","case":"1","verdict":"AC","time_ms":1,"memory_kb":null}"#,
        "\n\n",
        r#" { "message" : "a \"b\" \\ c\nd \u00e9 \ud83d\ude00 \/" , "ok": true, "x": -1.5e2 } "#,
        "\n",
        r#"{"later":[1,{"a":[]}],"empty":{},"type":"summary"}"#,
    );
    let events = parse_lines(text).expect("valid JSON Lines");
    assert_eq!(events.len(), 3);
    assert_eq!(events[0].kind(), "case");
    assert_eq!(events[0].str("verdict"), Some("AC"));
    assert_eq!(events[0].uint("time_ms"), Some(1));
    assert_eq!(events[0].get("memory_kb"), Some(&Value::Null));
    assert_eq!(events[0].get("message"), None);
    assert_eq!(events[1].str("message"), Some("a \"b\" \\ c\nd é 😀 /"));
    assert_eq!(events[1].get("ok"), Some(&Value::Bool(true)));
    assert_eq!(events[1].get("x"), Some(&Value::Number(-150.0)));
    assert_eq!(events[1].uint("x"), None);
    assert_eq!(events[2].get("later"), Some(&Value::Nested));
    assert_eq!(events[2].kind(), "summary");
}

#[test]
fn parser_rejects_broken_lines() {
    skip_if_passed!();
    for bad in [
        r#"{"a":1"#,
        r#"{"a":"open}"#,
        r#"{"a":1} x"#,
        r#"{"a":fast}"#,
        r#"{"a":"\q"}"#,
        r#"["not an object"]"#,
        "type=case",
    ] {
        assert!(parse_lines(bad).is_err(), "accepted {bad}");
    }
}

/// The summary names the executor's path that ran the programs; JUDGE_RUNNER_EXECUTOR=portable
/// makes Linux run the path macOS runs, and the same solutions get the same verdicts.
#[cfg(target_os = "linux")]
#[test]
fn the_summary_names_the_executor_and_the_portable_path_agrees() {
    skip_if_passed!();
    let workspace = crate::support::Workspace::copy("verdicts", "executor-name");
    let problems = ["ac", "wa", "re-exit", "tle-busy"];
    let native = workspace.run(&problems, "json", &[("JUDGE_RUNNER_EXECUTOR", "")]);
    let portable = workspace.run(&problems, "json", &[("JUDGE_RUNNER_EXECUTOR", "portable")]);
    let verdicts = |run: &crate::support::Run| -> Vec<String> {
        crate::support::cases(&run.events())
            .iter()
            .map(|e| e.str("verdict").unwrap_or("").to_owned())
            .collect()
    };
    // Problems in natural order: ac, re-exit, tle-busy, wa.
    assert_eq!(verdicts(&native), ["AC", "RE", "TLE", "WA"]);
    assert_eq!(verdicts(&portable), verdicts(&native));
    let executor = |run: &crate::support::Run| {
        crate::support::summary(&run.events())
            .str("executor")
            .map(str::to_owned)
    };
    assert_eq!(executor(&native).as_deref(), Some("linux"));
    assert_eq!(executor(&portable).as_deref(), Some("portable"));
}
