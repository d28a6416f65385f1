//! Reading the arguments: one Programmers literal per line of input, parsed into a
//! `Literal` that the `FromLiteral` conversions (`from_literal.rs`) turn into the parameters'
//! types. A fragment of `mod harness`, left out when `solution` takes no arguments.

// piece: arguments
/// The input's lines, one Programmers literal per argument; blank lines at the end are ignored.
struct Arguments<'a>(std::iter::Enumerate<std::vec::IntoIter<&'a str>>);

impl<'a> Arguments<'a> {
    fn new(input: &'a str, count: usize) -> Result<Self, String> {
        let lines: Vec<&str> = input.trim_end().lines().collect();
        if lines.len() != count {
            return Err(format!(
                "expected {count} argument lines, one literal each, found {}",
                lines.len()
            ));
        }
        Ok(Arguments(lines.into_iter().enumerate()))
    }

    fn next<T: FromLiteral>(&mut self, name: &str) -> Result<T, String> {
        let (i, line) = self.0.next().expect("one line per argument");
        Literal::parse(line)
            .and_then(|literal| T::from_literal(&literal))
            .map_err(|e| format!("line {} ({name}): {e}", i + 1))
    }
}

// piece: literal
/// A Programmers literal: a number, a string, a boolean or a list.
// `allow`, not `expect` (Rust 1.81): a harness holds only the conversions its signature
// needs, so some variants' values may go unread.
#[allow(dead_code)]
pub enum Literal {
    Number(String),
    Text(String),
    Bool(bool),
    List(Vec<Literal>),
}

impl Literal {
    /// The one literal on `line`, spaces around it aside.
    pub fn parse(line: &str) -> Result<Literal, String> {
        let mut rest = line;
        let literal = value(line, &mut rest, 0)?;
        match rest.trim_start().chars().next() {
            None => Ok(literal),
            Some(c) => Err(format!("unexpected `{c}` at column {}", column(line, rest))),
        }
    }

    fn kind(&self) -> &'static str {
        match self {
            Literal::Number(_) => "a number",
            Literal::Text(_) => "a string",
            Literal::Bool(_) => "a boolean",
            Literal::List(_) => "a list",
        }
    }
}

/// The 1-based column of the first character of `rest` (a tail of `line`) that is no space.
fn column(line: &str, rest: &str) -> usize {
    let rest = rest.trim_start();
    line[..line.len() - rest.len()].chars().count() + 1
}

fn expected(line: &str, rest: &str, what: &str) -> String {
    match rest.trim_start().chars().next() {
        Some(c) => {
            let at = column(line, rest);
            format!("expected {what} at column {at}, found `{c}`")
        }
        None => format!("expected {what} at the end of the line"),
    }
}

/// The value `rest` starts with (after spaces); `rest` moves past it.
fn value(line: &str, rest: &mut &str, depth: usize) -> Result<Literal, String> {
    *rest = rest.trim_start();
    let mut chars = rest.chars();
    match chars.next() {
        Some('[') if depth >= 64 => Err("lists nested too deeply".to_string()),
        Some('[') => {
            *rest = chars.as_str();
            let mut items = Vec::new();
            if let Some(after) = rest.trim_start().strip_prefix(']') {
                *rest = after;
                return Ok(Literal::List(items));
            }
            loop {
                items.push(value(line, rest, depth + 1)?);
                *rest = rest.trim_start();
                match rest.chars().next() {
                    Some(',') => *rest = &rest[1..],
                    Some(']') => {
                        *rest = &rest[1..];
                        return Ok(Literal::List(items));
                    }
                    _ => return Err(expected(line, rest, "`,` or `]`")),
                }
            }
        }
        Some(quote @ ('"' | '\'')) => {
            let at = column(line, rest);
            let string = text(chars.as_str(), quote, rest);
            string.map_err(|e| format!("{e} in the string at column {at}"))
        }
        _ => {
            let len = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '-' | '+' | '.')))
                .unwrap_or(rest.len());
            let word = &rest[..len];
            let unsigned = word.trim_start_matches('-');
            let digit = unsigned.starts_with(|c: char| c.is_ascii_digit());
            let literal = match word {
                "true" | "false" => Literal::Bool(word == "true"),
                _ if digit && word.parse::<f64>().is_ok() => Literal::Number(word.to_string()),
                _ => return Err(expected(line, rest, "a value")),
            };
            *rest = &rest[len..];
            Ok(literal)
        }
    }
}

/// The string that `from` (just past its opening `quote`) starts with, with the escapes Rust's
/// `{:?}` prints; `rest` moves past its closing quote.
fn text<'a>(from: &'a str, quote: char, rest: &mut &'a str) -> Result<Literal, String> {
    let mut chars = from.chars();
    let mut out = String::new();
    loop {
        let c = chars.next().ok_or("no closing quote")?;
        if c == quote {
            *rest = chars.as_str();
            return Ok(Literal::Text(out));
        }
        if c != '\\' {
            out.push(c);
            continue;
        }
        out.push(match chars.next().ok_or("no closing quote")? {
            'n' => '\n',
            't' => '\t',
            'r' => '\r',
            '0' => '\0',
            e @ ('"' | '\'' | '\\' | '/') => e,
            'u' => {
                let (hex, after) = (chars.as_str().strip_prefix('{'))
                    .and_then(|r| r.split_once('}'))
                    .ok_or("a bad \\u{…} escape")?;
                chars = after.chars();
                u32::from_str_radix(hex, 16)
                    .ok()
                    .and_then(char::from_u32)
                    .ok_or("a bad \\u{…} escape")?
            }
            e => return Err(format!("an unknown escape `\\{e}`")),
        });
    }
}
