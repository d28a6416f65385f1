//! A small JSON reader (RFC 8259), for the tasks Competitive Companion sends to `listen`.
//!
//! Numbers keep their text (a caller parses the kind it wants); strings are decoded,
//! surrogate pairs included; nesting is limited so that a hostile request cannot exhaust
//! the stack; anything after the value but whitespace is an error.

use std::fmt;

/// A parsed value.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    Null,
    Bool(bool),
    /// As written: `2000`, `1.5e3`.
    Number(String),
    String(String),
    Array(Vec<Value>),
    /// In the order written; a repeated key keeps its first value for [`Value::get`].
    Object(Vec<(String, Value)>),
}

/// Why a text is not JSON: what was expected, and where (a byte offset).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ParseError {
    pub at: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte {}", self.message, self.at)
    }
}

/// How deep arrays and objects may nest.
const MAX_DEPTH: usize = 64;

impl Value {
    /// Parses a whole text.
    ///
    /// # Errors
    /// The first thing that is not JSON, with its offset.
    pub(crate) fn parse(text: &str) -> Result<Value, ParseError> {
        let mut parser = Parser { text, at: 0 };
        let value = parser.value(0)?;
        parser.skip_whitespace();
        if parser.at < text.len() {
            return Err(parser.error("unexpected text after the value"));
        }
        Ok(value)
    }

    /// The value of `key` in an object.
    pub(crate) fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub(crate) fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub(crate) fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub(crate) fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// A number as a non-negative whole number (`2000`, `2000.0`, `2.5e3` too).
    pub(crate) fn as_u64(&self) -> Option<u64> {
        match self {
            Value::Number(text) => text.parse::<u64>().ok().or_else(|| {
                let x: f64 = text.parse().ok()?;
                (x >= 0.0 && x.fract() == 0.0 && x < 1e18).then_some(x as u64)
            }),
            _ => None,
        }
    }
}

struct Parser<'a> {
    text: &'a str,
    at: usize,
}

impl Parser<'_> {
    fn error(&self, message: &str) -> ParseError {
        ParseError {
            at: self.at,
            message: message.to_owned(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    fn skip_whitespace(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn literal(&mut self, word: &str, value: Value) -> Result<Value, ParseError> {
        if self.text[self.at..].starts_with(word) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("expected a value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, ParseError> {
        self.skip_whitespace();
        match self.peek() {
            None => Err(self.error("expected a value, found the end")),
            Some(b'{' | b'[') if depth >= MAX_DEPTH => Err(self.error("nested too deeply")),
            Some(b'{') => {
                self.at += 1;
                let mut entries = Vec::new();
                self.skip_whitespace();
                if self.peek() == Some(b'}') {
                    self.at += 1;
                    return Ok(Value::Object(entries));
                }
                loop {
                    self.skip_whitespace();
                    if self.peek() != Some(b'"') {
                        return Err(self.error("expected a string key"));
                    }
                    let key = self.string()?;
                    self.skip_whitespace();
                    if self.peek() != Some(b':') {
                        return Err(self.error("expected `:`"));
                    }
                    self.at += 1;
                    let value = self.value(depth + 1)?;
                    entries.push((key, value));
                    self.skip_whitespace();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b'}') => {
                            self.at += 1;
                            return Ok(Value::Object(entries));
                        }
                        _ => return Err(self.error("expected `,` or `}`")),
                    }
                }
            }
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.skip_whitespace();
                if self.peek() == Some(b']') {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_whitespace();
                    match self.peek() {
                        Some(b',') => self.at += 1,
                        Some(b']') => {
                            self.at += 1;
                            return Ok(Value::Array(items));
                        }
                        _ => return Err(self.error("expected `,` or `]`")),
                    }
                }
            }
            Some(b'"') => self.string().map(Value::String),
            Some(b't') => self.literal("true", Value::Bool(true)),
            Some(b'f') => self.literal("false", Value::Bool(false)),
            Some(b'n') => self.literal("null", Value::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("expected a value")),
        }
    }

    fn number(&mut self) -> Result<Value, ParseError> {
        let start = self.at;
        let bytes = self.text.as_bytes();
        let digits = |at: &mut usize| {
            let from = *at;
            while bytes.get(*at).is_some_and(u8::is_ascii_digit) {
                *at += 1;
            }
            *at > from
        };
        let mut at = self.at;
        if bytes.get(at) == Some(&b'-') {
            at += 1;
        }
        if bytes.get(at) == Some(&b'0') {
            at += 1;
        } else if !digits(&mut at) {
            return Err(self.error("expected digits"));
        }
        if bytes.get(at) == Some(&b'.') {
            at += 1;
            if !digits(&mut at) {
                self.at = at;
                return Err(self.error("expected digits after `.`"));
            }
        }
        if matches!(bytes.get(at), Some(b'e' | b'E')) {
            at += 1;
            if matches!(bytes.get(at), Some(b'+' | b'-')) {
                at += 1;
            }
            if !digits(&mut at) {
                self.at = at;
                return Err(self.error("expected digits in the exponent"));
            }
        }
        self.at = at;
        Ok(Value::Number(self.text[start..at].to_owned()))
    }

    /// A string, at its opening quote.
    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text[self.at..];
            let Some(c) = rest.chars().next() else {
                return Err(self.error("unclosed string"));
            };
            self.at += c.len_utf8();
            match c {
                '"' => return Ok(out),
                '\\' => {
                    let escape = self.peek().ok_or_else(|| self.error("unclosed string"))?;
                    self.at += 1;
                    out.push(match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => return Err(self.error("unknown escape")),
                    });
                }
                c if u32::from(c) < 0x20 => {
                    return Err(self.error("control character in a string"));
                }
                c => out.push(c),
            }
        }
    }

    /// The rest of `\uXXXX` (and of its low surrogate, when it is a high one).
    fn unicode_escape(&mut self) -> Result<char, ParseError> {
        let high = self.hex4()?;
        if !(0xD800..0xDC00).contains(&high) {
            return char::from_u32(high).ok_or_else(|| self.error("a lone low surrogate"));
        }
        if !self.text[self.at..].starts_with("\\u") {
            return Err(self.error("a high surrogate without its low one"));
        }
        self.at += 2;
        let low = self.hex4()?;
        if !(0xDC00..0xE000).contains(&low) {
            return Err(self.error("a high surrogate without its low one"));
        }
        let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
        char::from_u32(code).ok_or_else(|| self.error("a bad surrogate pair"))
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let hex = self
            .text
            .get(self.at..self.at + 4)
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .ok_or_else(|| self.error("expected 4 hex digits after \\u"))?;
        self.at += 4;
        u32::from_str_radix(hex, 16).map_err(|_| self.error("expected 4 hex digits after \\u"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_competitive_companion_task() {
        let text = r#"{"name":"A+B","group":"Baekjoon Online Judge","url":"https://www.acmicpc.net/problem/1000",
            "interactive":false,"memoryLimit":128,"timeLimit":2000.0,
            "tests":[{"input":"1 2\n","output":"3\n"}],"languages":{"java":{"mainClass":"Main"}},
            "batch":{"id":"x","size":1},"note":"\u00e9\ud83d\ude00\t"}"#;
        let v = Value::parse(text).unwrap();
        assert_eq!(v.get("name").and_then(Value::as_str), Some("A+B"));
        assert_eq!(v.get("interactive").and_then(Value::as_bool), Some(false));
        assert_eq!(v.get("memoryLimit").and_then(Value::as_u64), Some(128));
        assert_eq!(v.get("timeLimit").and_then(Value::as_u64), Some(2000));
        let tests = v.get("tests").and_then(Value::as_array).unwrap();
        assert_eq!(tests[0].get("input").and_then(Value::as_str), Some("1 2\n"));
        assert_eq!(v.get("note").and_then(Value::as_str), Some("é😀\t"));
        assert_eq!(v.get("missing"), None);
    }

    #[test]
    fn what_is_not_json_says_where() {
        for (text, message, at) in [
            ("", "expected a value, found the end", 0),
            ("{", "expected a string key", 1),
            ("{\"a\" 1}", "expected `:`", 5),
            ("[1 2]", "expected `,` or `]`", 3),
            ("[1,]", "expected a value", 3),
            ("\"a", "unclosed string", 2),
            ("\"\\x\"", "unknown escape", 3),
            ("\"\\ud800\"", "a high surrogate without its low one", 7),
            ("01", "unexpected text after the value", 1),
            ("1.", "expected digits after `.`", 2),
            ("tru", "expected a value", 0),
            ("\"a\nb\"", "control character in a string", 3),
            ("{} x", "unexpected text after the value", 3),
        ] {
            let err = Value::parse(text).unwrap_err();
            assert_eq!((err.message.as_str(), err.at), (message, at), "{text:?}");
        }
        let deep = "[".repeat(100);
        assert_eq!(
            Value::parse(&deep).unwrap_err().message,
            "nested too deeply"
        );
        assert_eq!(Value::parse(" [ ] ").unwrap(), Value::Array(Vec::new()));
        assert_eq!(
            Value::parse("-0.5e+3").unwrap(),
            Value::Number("-0.5e+3".into())
        );
    }
}
