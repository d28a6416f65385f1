//! The grammar of a Programmers literal (`[1, 2]`, `"ab"`, `3`, `true`), as the site prints a
//! returned value and as its cases are written: parsed into a flat list of events and
//! compared scalar by scalar. `compare`'s `Mode::Literal` and the judge's check of a case's
//! files (`literal_fault`) both read literals through it; the harness a solution carries reads
//! them again on its own side (`templates/literal.rs`), since a submission is one file.
//!
//! Text display (`visible`), positions and the decimal reader are `compare`'s, shared by
//! every mode.

use crate::text::{parse_decimal, position, visible, within};

/// The error allowed between two decimal numbers in a literal.
const LITERAL_TOLERANCE: f64 = 1e-9;

/// A scalar of a Programmers literal.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Scalar<'a> {
    /// A number; `integer` holds the sign and the digits without leading zeros when it has no
    /// point or exponent, so that integers of any size compare exactly.
    Number {
        integer: Option<(Sign, &'a [u8])>,
        value: f64,
    },
    Str(Vec<u8>),
    Bool(bool),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sign {
    Plus,
    Minus,
}

impl Scalar<'_> {
    fn matches(&self, actual: &Scalar<'_>) -> bool {
        match (self, actual) {
            (
                Scalar::Number {
                    integer: Some(e), ..
                },
                Scalar::Number {
                    integer: Some(a), ..
                },
            ) => e == a,
            // An `f64` printed by Rust's `{}` has no point when it is whole, so `1` must equal
            // `1.0`.
            (Scalar::Number { value: e, .. }, Scalar::Number { value: a, .. }) => {
                e == a || within(*e, *a, LITERAL_TOLERANCE)
            }
            (Scalar::Str(e), Scalar::Str(a)) => e == a,
            (Scalar::Bool(e), Scalar::Bool(a)) => e == a,
            _ => false,
        }
    }
}

/// A literal flattened into the order it is written in, so that neither parsing, comparing nor
/// dropping recurses: a solution may print an array nested a million deep.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Event<'a> {
    /// A `[`; `end` is the offset just past its `]`.
    Open { start: usize, end: usize },
    /// A `]` at offset `at`.
    Close { at: usize },
    /// A scalar spanning `start..end`.
    Scalar {
        scalar: Scalar<'a>,
        start: usize,
        end: usize,
    },
}

impl Event<'_> {
    pub(crate) fn start(&self) -> usize {
        match self {
            Event::Open { start, .. } | Event::Scalar { start, .. } => *start,
            Event::Close { at } => *at,
        }
    }
}

/// Why a text is not a literal, and where.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct LiteralError {
    pub(crate) offset: usize,
    pub(crate) message: String,
}

fn literal_error(offset: usize, message: impl Into<String>) -> LiteralError {
    LiteralError {
        offset,
        message: message.into(),
    }
}

fn skip_whitespace(source: &[u8], mut pos: usize) -> usize {
    while source.get(pos).is_some_and(u8::is_ascii_whitespace) {
        pos += 1;
    }
    pos
}

/// The character at `pos` (or the invalid byte there), made visible for an error message.
fn char_at(source: &[u8], pos: usize) -> String {
    let len = match source[pos] {
        0xf0..=0xf7 => 4,
        0xe0..=0xef => 3,
        0xc0..=0xdf => 2,
        _ => 1,
    };
    let end = (pos + len).min(source.len());
    if std::str::from_utf8(&source[pos..end]).is_ok() {
        visible(&source[pos..end])
    } else {
        visible(&source[pos..=pos])
    }
}

/// What the literal parser expects next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    /// A value, e.g. after `,`.
    Value,
    /// A value or the `]` of an empty array, right after `[`.
    ValueOrClose,
    /// A `,` or `]` inside an array, or the end of the text after the whole literal.
    AfterValue,
}

/// Parses exactly one literal, with whitespace around it and between its elements.
pub(crate) fn parse(source: &[u8]) -> Result<Vec<Event<'_>>, LiteralError> {
    let mut events: Vec<Event<'_>> = Vec::new();
    // The indices in `events` of the arrays not closed yet.
    let mut open: Vec<usize> = Vec::new();
    let mut expect = Expect::Value;
    let mut pos = skip_whitespace(source, 0);
    if pos == source.len() {
        return Err(literal_error(pos, "no value"));
    }
    loop {
        pos = skip_whitespace(source, pos);
        let Some(&b) = source.get(pos) else {
            return match open.last() {
                Some(&i) => Err(literal_error(events[i].start(), "unclosed array")),
                // The whole literal was read and only whitespace followed it.
                None => Ok(events),
            };
        };
        match expect {
            Expect::ValueOrClose if b == b']' => {
                close_array(&mut events, &mut open, pos);
                pos += 1;
                expect = Expect::AfterValue;
            }
            Expect::Value | Expect::ValueOrClose if b == b'[' => {
                events.push(Event::Open {
                    start: pos,
                    end: pos,
                });
                open.push(events.len() - 1);
                pos += 1;
                expect = Expect::ValueOrClose;
            }
            Expect::Value | Expect::ValueOrClose => {
                let (scalar, end) = parse_scalar(source, pos)?;
                events.push(Event::Scalar {
                    scalar,
                    start: pos,
                    end,
                });
                pos = end;
                expect = Expect::AfterValue;
            }
            Expect::AfterValue if open.is_empty() => {
                return Err(literal_error(
                    pos,
                    format!("unexpected `{}` after the value", char_at(source, pos)),
                ));
            }
            Expect::AfterValue if b == b',' => {
                pos += 1;
                expect = Expect::Value;
            }
            Expect::AfterValue if b == b']' => {
                close_array(&mut events, &mut open, pos);
                pos += 1;
            }
            Expect::AfterValue => {
                return Err(literal_error(
                    pos,
                    format!("expected `,` or `]`, found `{}`", char_at(source, pos)),
                ));
            }
        }
    }
}

fn close_array(events: &mut Vec<Event<'_>>, open: &mut Vec<usize>, at: usize) {
    if let Some(i) = open.pop() {
        if let Event::Open { end, .. } = &mut events[i] {
            *end = at + 1;
        }
    }
    events.push(Event::Close { at });
}

/// Parses the scalar starting at `pos`; returns it with the offset just past it.
fn parse_scalar(source: &[u8], pos: usize) -> Result<(Scalar<'_>, usize), LiteralError> {
    let b = source[pos];
    if b == b'"' {
        return parse_string(source, pos);
    }
    let word_end = |from: usize| {
        let mut end = from;
        while source
            .get(end)
            .is_some_and(|&c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.' | b'_'))
        {
            end += 1;
        }
        end
    };
    let end = word_end(pos);
    let word = &source[pos..end];
    match word {
        b"true" => return Ok((Scalar::Bool(true), end)),
        b"false" => return Ok((Scalar::Bool(false), end)),
        [] => {
            return Err(literal_error(
                pos,
                format!("unexpected `{}`", char_at(source, pos)),
            ))
        }
        _ => {}
    }
    let (sign, digits) = match word.strip_prefix(b"-") {
        Some(rest) => (Sign::Minus, rest),
        None => (Sign::Plus, word),
    };
    if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) {
        let significant = &digits[digits.iter().take_while(|&&d| d == b'0').count()..];
        // `-0` is zero, and zero has one sign.
        let sign = if significant.is_empty() {
            Sign::Plus
        } else {
            sign
        };
        let value = std::str::from_utf8(word)
            .ok()
            .and_then(|text| text.parse().ok())
            .unwrap_or(f64::NAN);
        let scalar = Scalar::Number {
            integer: Some((sign, significant)),
            value,
        };
        return Ok((scalar, end));
    }
    match parse_decimal(word) {
        Some(value) => Ok((
            Scalar::Number {
                integer: None,
                value,
            },
            end,
        )),
        None if b.is_ascii_digit() || matches!(b, b'-' | b'+' | b'.') => Err(literal_error(
            pos,
            format!("invalid number `{}`", visible(word)),
        )),
        None => Err(literal_error(
            pos,
            format!("unexpected `{}`", visible(word)),
        )),
    }
}

/// Parses the string whose opening quote is at `pos`.
fn parse_string(source: &[u8], pos: usize) -> Result<(Scalar<'_>, usize), LiteralError> {
    let mut value = Vec::new();
    let mut i = pos + 1;
    loop {
        match source.get(i) {
            None => return Err(literal_error(pos, "unclosed string")),
            Some(b'"') => return Ok((Scalar::Str(value), i + 1)),
            Some(b'\\') => {
                let escaped = match source.get(i + 1) {
                    None => return Err(literal_error(pos, "unclosed string")),
                    Some(b'"') => b'"',
                    Some(b'\\') => b'\\',
                    Some(b'\'') => b'\'',
                    Some(b'n') => b'\n',
                    Some(b't') => b'\t',
                    Some(b'r') => b'\r',
                    Some(b'0') => 0,
                    Some(b'u') => {
                        let (c, end) = parse_unicode_escape(source, i)?;
                        let mut buffer = [0; 4];
                        value.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
                        i = end;
                        continue;
                    }
                    Some(_) => {
                        return Err(literal_error(
                            i,
                            format!("unknown escape `\\{}`", char_at(source, i + 1)),
                        ))
                    }
                };
                value.push(escaped);
                i += 2;
            }
            Some(&b) => {
                value.push(b);
                i += 1;
            }
        }
    }
}

/// Parses `\u{XXXX}` (as Rust's `{:?}` prints it) at `pos`; returns the character and the offset
/// just past the `}`.
fn parse_unicode_escape(source: &[u8], pos: usize) -> Result<(char, usize), LiteralError> {
    let invalid = || literal_error(pos, "invalid unicode escape, expected `\\u{XXXX}`");
    if source.get(pos + 2) != Some(&b'{') {
        return Err(invalid());
    }
    let digits_start = pos + 3;
    let digits = source[digits_start..]
        .iter()
        .take_while(|b| b.is_ascii_hexdigit())
        .count();
    if digits == 0 || digits > 6 || source.get(digits_start + digits) != Some(&b'}') {
        return Err(invalid());
    }
    let hex =
        std::str::from_utf8(&source[digits_start..digits_start + digits]).map_err(|_| invalid())?;
    let c = u32::from_str_radix(hex, 16)
        .ok()
        .and_then(char::from_u32)
        .ok_or_else(invalid)?;
    Ok((c, digits_start + digits + 1))
}

/// Why `text` is not exactly one Programmers literal (`[1, 2]`, `"ab"`, `3`, `true`):
/// what is wrong and where; `None` when it is one.
pub fn not_a_literal(text: &[u8]) -> Option<String> {
    literal_fault(text).map(|fault| {
        format!(
            "{} at line {}, column {}",
            fault.what, fault.line, fault.column
        )
    })
}

/// What is wrong with a text that should be one Programmers literal, and where (1-based).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiteralFault {
    /// The grammar's words: `expected a value`.
    pub what: String,
    pub line: usize,
    pub column: usize,
}

/// [`not_a_literal`] as data, for a message that names the place in its own way.
pub fn literal_fault(text: &[u8]) -> Option<LiteralFault> {
    parse(text).err().map(|error| {
        let (line, column) = position(text, error.offset);
        LiteralFault {
            what: error.message,
            line,
            column,
        }
    })
}

/// Whether two events are the same: both open or close an array, or are equal scalars.
pub(crate) fn events_match(expected: &Event<'_>, actual: &Event<'_>) -> bool {
    match (expected, actual) {
        (Event::Open { .. }, Event::Open { .. }) | (Event::Close { .. }, Event::Close { .. }) => {
            true
        }
        (Event::Scalar { scalar: e, .. }, Event::Scalar { scalar: a, .. }) => e.matches(a),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faults_name_what_is_wrong_and_where() {
        for (text, what, line, column) in [
            (&b""[..], "no value", 1, 1),
            (b"[1, 2", "unclosed array", 1, 1),
            (b"[1,\n 2 3]", "expected `,` or `]`, found `3`", 2, 4),
            (b"\"ab", "unclosed string", 1, 1),
            (b"1 2", "unexpected `2` after the value", 1, 3),
            (b"[1.2.3]", "invalid number `1.2.3`", 1, 2),
            (b"\"\\q\"", "unknown escape `\\q`", 1, 2),
        ] {
            let fault = literal_fault(text).unwrap();
            assert_eq!(
                (fault.what.as_str(), fault.line, fault.column),
                (what, line, column),
                "{text:?}"
            );
        }
        assert_eq!(
            literal_fault(b" [[1], [], \"a\\u{41}\", true, -0.5e3] \n"),
            None
        );
        assert_eq!(
            not_a_literal(b"[1,]").as_deref(),
            Some("unexpected `]` at line 1, column 4")
        );
    }

    /// A literal nested a million deep parses without recursion.
    #[test]
    fn deep_nesting_is_flat() {
        let depth = 1_000_000;
        let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        assert_eq!(parse(text.as_bytes()).unwrap().len(), 2 * depth);
    }

    #[test]
    fn numbers_match_by_value_and_integers_exactly() {
        let one = |text: &'static [u8]| parse(text).unwrap().remove(0);
        let same = |a: &'static [u8], b: &'static [u8]| events_match(&one(a), &one(b));
        assert!(same(b"1", b"1.0") && same(b"0", b"-0") && same(b"007", b"7"));
        assert!(same(b"0.1", b"0.1000000001") && !same(b"0.1", b"0.100001"));
        let big = b"123456789012345678901234567890";
        assert!(same(big, big) && !same(big, b"123456789012345678901234567891"));
        assert!(!same(b"\"1\"", b"1") && !same(b"true", b"1") && same(b"true", b"true"));
    }
}
