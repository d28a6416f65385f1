//! The TOML subset `problem.toml` is written in, read by hand because the project takes no
//! crates: one `key = value` per line, with basic and literal strings, integers, floats and
//! one-line lists of strings, and comments. A line becomes a key and a [`Written`] value,
//! which keeps its text for the messages; the keys give the values their meaning.

use super::SpecFault;

/// A value as written, before the key it belongs to gives it a meaning.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Value {
    Str(String),
    Integer(i128),
    Float(f64),
    /// A one-line list of strings: `["greedy", "dp"]`.
    List(Vec<String>),
    /// Anything else without quotes, such as `1s`, `true` or `lines`.
    Bare,
}

/// A value with its source text, which error messages quote.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Written {
    pub(super) value: Value,
    pub(super) text: String,
}

/// Splits one line into its key and value; `None` for a blank or comment line.
pub(super) fn parse_line(line: &str) -> Result<Option<(&str, Written)>, SpecFault> {
    let line = line.trim_matches([' ', '\t']);
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    if line.starts_with('[') {
        let header = line.split('#').next().unwrap_or(line).trim_end();
        let header = header.to_owned();
        return Err(SpecFault::TableHeader { header });
    }
    let key_end = line.find(['=', ' ', '\t']).unwrap_or(line.len());
    let key = &line[..key_end];
    let rest = line[key_end..].trim_start_matches([' ', '\t']);
    if key.is_empty() {
        return Err(SpecFault::MissingKey);
    }
    if !key
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        let key = key.to_owned();
        return Err(SpecFault::UnsupportedKey { key });
    }
    let Some(rest) = rest.strip_prefix('=') else {
        let key = key.to_owned();
        return Err(SpecFault::MissingEquals { key });
    };
    let rest = rest.trim_start_matches([' ', '\t']);
    if rest.is_empty() || rest.starts_with('#') {
        let key = key.to_owned();
        return Err(SpecFault::MissingValue { key });
    }
    let (written, after) = parse_value(rest)?;
    let after = after.trim_start_matches([' ', '\t']);
    if !after.is_empty() && !after.starts_with('#') {
        let (key, after) = (key.to_owned(), after.to_owned());
        return Err(SpecFault::Trailing { key, after });
    }
    Ok(Some((key, written)))
}

/// Parses the value at the start of `text`; returns it with the rest of the line.
fn parse_value(text: &str) -> Result<(Written, &str), SpecFault> {
    if text.starts_with("\"\"\"") || text.starts_with("'''") {
        return Err(SpecFault::MultiLineString);
    }
    if let Some(body) = text.strip_prefix('"') {
        let (value, rest) = parse_basic_string(body)?;
        let written = Written {
            value: Value::Str(value),
            text: text[..text.len() - rest.len()].to_string(),
        };
        return Ok((written, rest));
    }
    if text.starts_with('[') {
        // A list that is not a one-line list of strings keeps its text for the key's error.
        let (value, rest) = match parse_list(text) {
            Some((items, rest)) => (Value::List(items), rest),
            None => (Value::Bare, ""),
        };
        let written = Written {
            value,
            text: text[..text.len() - rest.len()].trim_end().to_string(),
        };
        return Ok((written, rest));
    }
    if let Some(body) = text.strip_prefix('\'') {
        let Some(close) = body.find('\'') else {
            return Err(SpecFault::UnclosedString { quote: '\'' });
        };
        let written = Written {
            value: Value::Str(body[..close].to_string()),
            text: text[..close + 2].to_string(),
        };
        return Ok((written, &body[close + 1..]));
    }
    let end = text.find([' ', '\t', '#']).unwrap_or(text.len());
    let word = &text[..end];
    let value = parse_integer(word)
        .map(Value::Integer)
        .or_else(|| parse_float(word).map(Value::Float))
        .unwrap_or(Value::Bare);
    let written = Written {
        value,
        text: word.to_string(),
    };
    Ok((written, &text[end..]))
}

/// Parses a one-line list of strings at the start of `text` (`["a", 'b',]`); returns the
/// strings and the rest of the line after the `]`, or `None` for anything else.
fn parse_list(text: &str) -> Option<(Vec<String>, &str)> {
    let mut rest = text.strip_prefix('[')?;
    let mut items = Vec::new();
    loop {
        rest = rest.trim_start_matches([' ', '\t']);
        if let Some(after) = rest.strip_prefix(']') {
            return Some((items, after));
        }
        let (item, after) = if let Some(body) = rest.strip_prefix('"') {
            parse_basic_string(body).ok()?
        } else if let Some(body) = rest.strip_prefix('\'') {
            let close = body.find('\'')?;
            (body[..close].to_string(), &body[close + 1..])
        } else {
            return None;
        };
        items.push(item);
        rest = after.trim_start_matches([' ', '\t']);
        if let Some(after) = rest.strip_prefix(',') {
            rest = after;
        } else if !rest.starts_with(']') {
            return None;
        }
    }
}

/// Parses the rest of a basic string after its opening `"`; returns the string and the rest
/// of the line after the closing `"`.
fn parse_basic_string(body: &str) -> Result<(String, &str), SpecFault> {
    let mut value = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((value, &body[i + 1..])),
            '\\' => {
                let Some((_, escape)) = chars.next() else {
                    break;
                };
                match escape {
                    '"' => value.push('"'),
                    '\\' => value.push('\\'),
                    'n' => value.push('\n'),
                    't' => value.push('\t'),
                    'r' => value.push('\r'),
                    'b' => value.push('\u{8}'),
                    'f' => value.push('\u{c}'),
                    'u' | 'U' => {
                        let width = if escape == 'u' { 4 } else { 8 };
                        let hex: String = chars.by_ref().take(width).map(|(_, h)| h).collect();
                        let c = (hex.len() == width && hex.chars().all(|h| h.is_ascii_hexdigit()))
                            .then(|| u32::from_str_radix(&hex, 16).ok())
                            .flatten()
                            .and_then(char::from_u32)
                            .ok_or_else(|| SpecFault::InvalidEscape {
                                escape: format!("{escape}{hex}"),
                                width,
                            })?;
                        value.push(c);
                    }
                    other => return Err(SpecFault::UnknownEscape { escape: other }),
                }
            }
            c => value.push(c),
        }
    }
    Err(SpecFault::UnclosedString { quote: '"' })
}

/// The digits of `text` with TOML's `_` separators removed, if each `_` sits between two
/// digits.
fn strip_separators(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'_' {
            let digit_before = i > 0 && bytes[i - 1].is_ascii_digit();
            let digit_after = bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
            if !digit_before || !digit_after {
                return None;
            }
        }
    }
    Some(text.replace('_', ""))
}

/// An integer with an optional sign and `_` separators; too large a magnitude saturates, so
/// that the range check still reports it.
fn parse_integer(text: &str) -> Option<i128> {
    let digits = strip_separators(text)?;
    let (negative, magnitude) = match digits.strip_prefix(['+', '-']) {
        Some(rest) => (digits.starts_with('-'), rest),
        None => (false, digits.as_str()),
    };
    if magnitude.is_empty() || !magnitude.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let value = magnitude.parse::<i128>().unwrap_or(i128::MAX);
    Some(if negative { -value } else { value })
}

/// A finite float in TOML's form: an integer part, then a fraction, an exponent or both.
fn parse_float(text: &str) -> Option<f64> {
    let digits = strip_separators(text)?;
    let unsigned = digits.strip_prefix(['+', '-']).unwrap_or(&digits);
    let (mantissa, exponent) = match unsigned.split_once(['e', 'E']) {
        Some((mantissa, exponent)) => (mantissa, Some(exponent)),
        None => (unsigned, None),
    };
    let (whole, fraction) = match mantissa.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (mantissa, None),
    };
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let exponent_ok = exponent.is_none_or(|e| all_digits(e.strip_prefix(['+', '-']).unwrap_or(e)));
    let valid = all_digits(whole)
        && fraction.is_none_or(all_digits)
        && (fraction.is_some() || exponent.is_some())
        && exponent_ok;
    if !valid {
        return None;
    }
    digits.parse::<f64>().ok().filter(|value| value.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line's key, value and text, or nothing.
    type Read<'a> = Option<(&'a str, Value, &'a str)>;

    fn read(line: &str) -> Option<(&str, Value, String)> {
        let (key, written) = parse_line(line).unwrap_or_else(|e| panic!("{line}: {e}"))?;
        Some((key, written.value, written.text))
    }

    /// Each kind of value reads into its value, keeping its text as written for the
    /// messages; blank and comment lines are nothing.
    #[test]
    fn a_line_reads_into_its_key_and_value() {
        let s = |text: &str| Value::Str(text.to_owned());
        #[rustfmt::skip]
        let table: Vec<(&str, Read<'_>)> = vec![
            ("", None),
            ("  # a comment", None),
            ("title = \"a # b\" # c", Some(("title", s("a # b"), "\"a # b\""))),
            ("title='raw\\n'", Some(("title", s("raw\\n"), "'raw\\n'"))),
            ("time_limit_ms = 1_000", Some(("time_limit_ms", Value::Integer(1000), "1_000"))),
            ("n = -5", Some(("n", Value::Integer(-5), "-5"))),
            ("float_tolerance = 1e-6", Some(("float_tolerance", Value::Float(1e-6), "1e-6"))),
            ("x = 2.5", Some(("x", Value::Float(2.5), "2.5"))),
            ("tags = [\"dp\", 'greedy',]", Some(("tags", Value::List(vec!["dp".into(), "greedy".into()]), "[\"dp\", 'greedy',]"))),
            ("tags = [1, 2]", Some(("tags", Value::Bare, "[1, 2]"))),
            ("compare = lines", Some(("compare", Value::Bare, "lines"))),
            ("n = 1__0", Some(("n", Value::Bare, "1__0"))),
            ("x = 1.", Some(("x", Value::Bare, "1."))),
        ];
        for (line, expected) in table {
            let read = read(line);
            let read = read.as_ref().map(|(k, v, t)| (*k, v.clone(), t.as_str()));
            assert_eq!(read, expected, "{line}");
        }
    }

    /// What is outside the subset is a fault of the line, naming what it saw.
    #[test]
    fn what_is_outside_the_subset_is_refused() {
        let key = || "title".to_owned();
        #[rustfmt::skip]
        let table: Vec<(&str, SpecFault)> = vec![
            ("[table]", SpecFault::TableHeader { header: "[table]".into() }),
            ("= 1", SpecFault::MissingKey),
            ("a.b = 1", SpecFault::UnsupportedKey { key: "a.b".into() }),
            ("title 1", SpecFault::MissingEquals { key: key() }),
            ("title = # none", SpecFault::MissingValue { key: key() }),
            ("title = \"x\" y", SpecFault::Trailing { key: key(), after: "y".into() }),
            ("title = \"\"\"x", SpecFault::MultiLineString),
            ("title = \"x", SpecFault::UnclosedString { quote: '"' }),
            ("title = 'x", SpecFault::UnclosedString { quote: '\'' }),
            ("title = \"\\q\"", SpecFault::UnknownEscape { escape: 'q' }),
            ("title = \"\\uD800\"", SpecFault::InvalidEscape { escape: "uD800".into(), width: 4 }),
        ];
        for (line, fault) in table {
            assert_eq!(parse_line(line).map(|_| ()), Err(fault), "{line}");
        }
    }
}
