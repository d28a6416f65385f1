//! `input-model.toml` read back: this fixed shape of TOML (comments, a `lines` multi-line
//! basic string, a `[tokens]` table of basic strings) read by hand, every fault with its
//! 1-based line.

use super::EMPTY_LINE;
use crate::synth::{Count, Field, Item, Kind, Len, Model, Token};
use std::collections::HashMap;

/// A fault: the 1-based line and what is wrong.
type Fault = (usize, String);

/// One line of `lines` as written: its file line, depth (two spaces a step) and text.
struct Written {
    at: usize,
    depth: usize,
    text: String,
}

/// A `[tokens]` entry: its file line, kind and whether its bounds are stated.
struct Declared {
    at: usize,
    kind: Kind,
    stated: bool,
}

/// The file's text read.
pub(super) fn parse(text: &str) -> Result<Model, Fault> {
    let lines: Vec<&str> = text.lines().collect();
    let (entries, after) = lines_value(&lines)?;
    let tokens = tokens_table(&lines, after)?;
    let mut build = Build {
        tokens: &tokens,
        seen: HashMap::new(),
    };
    let mut next = 0;
    let items = build.block(&entries, &mut next, 0)?;
    if let Some(e) = entries.get(next) {
        return Err((
            e.at,
            String::from("this line is indented deeper than the block it is in"),
        ));
    }
    let mut unused: Vec<(&String, &Declared)> = tokens
        .iter()
        .filter(|(n, _)| !build.seen.contains_key(*n))
        .collect();
    unused.sort_by_key(|(_, e)| e.at);
    if let Some((name, e)) = unused.first() {
        return Err((e.at, format!("`{name}` is in [tokens] but not in lines")));
    }
    Ok(Model { items })
}

/// Whether `line` is blank or a comment.
fn skip(line: &str) -> bool {
    let t = line.trim();
    t.is_empty() || t.starts_with('#')
}

/// The `lines = """ … """` value's lines, and the index of the file line after it.
fn lines_value(lines: &[&str]) -> Result<(Vec<Written>, usize), Fault> {
    let Some(start) = lines.iter().position(|l| !skip(l)) else {
        return Err((lines.len().max(1), String::from("no `lines = \"\"\"` here")));
    };
    let head: String = lines[start]
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let at = start + 1;
    if head == "lines=\"\"" {
        return Ok((Vec::new(), start + 1));
    }
    if head != "lines=\"\"\"" {
        return Err((
            at,
            String::from("expected `lines = \"\"\"` (the lines, then `\"\"\"` alone on a line)"),
        ));
    }
    let mut entries = Vec::new();
    for (i, line) in lines.iter().enumerate().skip(start + 1) {
        if line.trim_end() == "\"\"\"" {
            return Ok((entries, i + 1));
        }
        if line.trim() == "[tokens]" {
            let message = "`lines` is not closed by `\"\"\"` alone on a line before [tokens]";
            return Err((i + 1, String::from(message)));
        }
        if let Some(entry) = entry(i + 1, line)? {
            entries.push(entry);
        }
    }
    Err((
        lines.len(),
        String::from("`lines` is not closed by `\"\"\"` alone on a line"),
    ))
}

/// One line of `lines` read: `None` when blank.
fn entry(at: usize, line: &str) -> Result<Option<Written>, Fault> {
    if line.contains('\\') || line.contains("\"\"\"") {
        return Err((
            at,
            String::from("a line of `lines` holds names and counts, not `\\` or `\"\"\"`"),
        ));
    }
    let text = line.trim_end();
    if text.trim().is_empty() {
        return Ok(None);
    }
    let spaces = text.len() - text.trim_start_matches(' ').len();
    if text[spaces..].starts_with(char::is_whitespace) {
        return Err((at, String::from("indent with spaces, not tabs")));
    }
    #[expect(
        clippy::manual_is_multiple_of,
        reason = "the runner builds with Rust 1.85 too, and is_multiple_of is 1.87"
    )]
    let odd = spaces % 2 != 0;
    if odd {
        return Err((
            at,
            format!("indented by {spaces} spaces: indent by two spaces a step"),
        ));
    }
    let depth = spaces / 2;
    Ok(Some(Written {
        at,
        depth,
        text: text[spaces..].to_owned(),
    }))
}

/// The `[tokens]` table from `lines[from..]`: each name's kind.
fn tokens_table(lines: &[&str], from: usize) -> Result<HashMap<String, Declared>, Fault> {
    let mut table = HashMap::new();
    let mut header = false;
    for (i, line) in lines.iter().enumerate().skip(from) {
        let at = i + 1;
        if skip(line) {
            continue;
        }
        let t = line.trim();
        if !header {
            if t != "[tokens]" {
                return Err((at, format!("expected `[tokens]`, found `{t}`")));
            }
            header = true;
            continue;
        }
        let (name, value) = key_value(at, t)?;
        let (kind, stated) = kind(&value).map_err(|m| (at, format!("`{name}`: {m}")))?;
        if table.contains_key(&name) {
            return Err((at, format!("`{name}` has two entries")));
        }
        table.insert(name, Declared { at, kind, stated });
    }
    if !header {
        return Err((lines.len().max(1), String::from("no `[tokens]` table")));
    }
    Ok(table)
}

/// `NAME = "value"` read, the value unescaped.
fn key_value(at: usize, line: &str) -> Result<(String, String), Fault> {
    let Some((key, rest)) = line.split_once('=') else {
        return Err((at, format!("expected `NAME = \"kind\"`, found `{line}`")));
    };
    let key = key.trim();
    if !is_name(key) {
        return Err((
            at,
            format!("`{key}` is not a name (a letter, then letters, digits or `_`)"),
        ));
    }
    let rest = rest.trim();
    let (value, after) = basic_string(rest).map_err(|m| (at, m))?;
    let after = after.trim();
    if !(after.is_empty() || after.starts_with('#')) {
        return Err((at, format!("`{after}` after the value")));
    }
    Ok((key.to_owned(), value))
}

/// Whether `s` is a token name: an ASCII letter, then letters, digits or `_`.
pub(super) fn is_name(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The TOML basic string `s` starts with, unescaped, and the text after it.
pub(super) fn basic_string(s: &str) -> Result<(String, &str), String> {
    let Some(body) = s.strip_prefix('"') else {
        return Err(String::from("expected a string in double quotes"));
    };
    let mut out = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Ok((out, &body[i + 1..])),
            '\\' => out.push(unescape(&mut chars)?),
            c => out.push(c),
        }
    }
    Err(String::from("the string is not closed"))
}

/// The character an escape after `\` stands for.
fn unescape(chars: &mut std::str::CharIndices) -> Result<char, String> {
    let digits = |n: usize, chars: &mut std::str::CharIndices| -> Result<char, String> {
        let hex: String = chars.by_ref().take(n).map(|(_, c)| c).collect();
        u32::from_str_radix(&hex, 16)
            .ok()
            .filter(|_| hex.len() == n)
            .and_then(char::from_u32)
            .ok_or_else(|| format!("`\\u{hex}` is not a character"))
    };
    match chars.next().map(|(_, c)| c) {
        Some('"') => Ok('"'),
        Some('\\') => Ok('\\'),
        Some('n') => Ok('\n'),
        Some('t') => Ok('\t'),
        Some('r') => Ok('\r'),
        Some('b') => Ok('\u{8}'),
        Some('f') => Ok('\u{c}'),
        Some('u') => digits(4, chars),
        Some('U') => digits(8, chars),
        Some(c) => Err(format!(
            "`\\{c}` is not an escape (`\\\"`, `\\\\`, `\\n`, `\\t`, `\\uXXXX`)"
        )),
        None => Err(String::from("the string ends in `\\`")),
    }
}

/// A kind's text read: the kind and whether its bounds are stated.
fn kind(value: &str) -> Result<(Kind, bool), String> {
    let (text, stated) = match value.strip_suffix(" (samples)") {
        Some(t) => (t, false),
        None => (value, true),
    };
    let kind = if let Some(rest) = text.strip_prefix("int ") {
        let (lo, hi) = range(rest, "int LO..=HI")?;
        Kind::Int { lo, hi }
    } else if let Some(rest) = text.strip_prefix("decimal ") {
        decimal(rest)?
    } else if let Some(rest) = text.strip_prefix("word of ") {
        word(rest)?
    } else {
        return Err(format!(
            "`{text}` is not `int …`, `decimal …` or `word of …`"
        ));
    };
    Ok((kind, stated))
}

/// `LO..=HI` read, `LO` not above `HI`.
fn range<T: std::str::FromStr + PartialOrd>(s: &str, shape: &str) -> Result<(T, T), String> {
    let bad = || format!("`{s}` is not `{shape}`");
    let (lo, hi) = s.split_once("..=").ok_or_else(bad)?;
    let lo: T = lo.trim().parse().map_err(|_| bad())?;
    let hi: T = hi.trim().parse().map_err(|_| bad())?;
    if lo > hi {
        return Err(format!("`{s}`: the low bound is above the high one"));
    }
    Ok((lo, hi))
}

/// `LO..=HI, P places` read.
fn decimal(s: &str) -> Result<Kind, String> {
    let shape = "decimal LO..=HI, P places";
    let bad = || format!("`{s}` is not `{shape}`");
    let (bounds, places) = s.split_once(", ").ok_or_else(bad)?;
    let (lo, hi) = range::<f64>(bounds, shape)?;
    let places = places.strip_suffix(" places").ok_or_else(bad)?;
    let places = places.parse().map_err(|_| bad())?;
    Ok(Kind::Decimal { lo, hi, places })
}

/// `"ALPHABET", length LO..=HI` or `"ALPHABET", length NAME` read.
fn word(s: &str) -> Result<Kind, String> {
    let (alphabet, rest) = basic_string(s)?;
    let shape = "word of \"ALPHABET\", length LO..=HI (or length NAME)";
    let len = rest
        .strip_prefix(", length ")
        .ok_or_else(|| format!("`{rest}` is not `, length …` in `{shape}`"))?;
    let len = if is_name(len) {
        Len::Var(len.to_owned())
    } else {
        let (lo, hi) = range(len, shape)?;
        Len::Range { lo, hi }
    };
    let alphabet = alphabet.chars().collect();
    Ok(Kind::Word { alphabet, len })
}

/// Builds the model's items from `lines`, checking names against `[tokens]`.
struct Build<'a> {
    tokens: &'a HashMap<String, Declared>,
    /// The names met so far in `lines`, with whether each is an int.
    seen: HashMap<String, bool>,
}

impl Build<'_> {
    /// The items at `depth` from `entries[*next..]`.
    fn block(
        &mut self,
        entries: &[Written],
        next: &mut usize,
        depth: usize,
    ) -> Result<Vec<Item>, Fault> {
        let mut items = Vec::new();
        while let Some(e) = entries.get(*next) {
            if e.depth < depth {
                break;
            }
            if e.depth > depth {
                return Err((
                    e.at,
                    String::from("this line is indented deeper than the block it is in"),
                ));
            }
            *next += 1;
            if let Some(count) = e.text.strip_suffix(" times:") {
                let count = self.count(e.at, count)?;
                let body = self.block(entries, next, depth + 1)?;
                items.push(Item::Repeat { count, body });
            } else if e.text == EMPTY_LINE {
                items.push(Item::Line(Vec::new()));
            } else {
                let fields = e.text.split(' ').filter(|f| !f.is_empty());
                let fields = fields
                    .map(|f| self.field(e.at, f))
                    .collect::<Result<_, _>>()?;
                items.push(Item::Line(fields));
            }
        }
        Ok(items)
    }

    /// A field read: `NAME` or `NAME[COUNT]`.
    fn field(&mut self, at: usize, text: &str) -> Result<Field, Fault> {
        let (name, count) = match text.split_once('[') {
            Some((name, rest)) => {
                let Some(count) = rest.strip_suffix(']') else {
                    return Err((at, format!("`{text}`: a list is written `NAME[COUNT]`")));
                };
                (name, Some(self.count(at, count)?))
            }
            None => (text, None),
        };
        let token = self.token(at, name)?;
        Ok(match count {
            Some(count) => Field::List { count, token },
            None => Field::Scalar(token),
        })
    }

    /// The token `name` names, checked: a name, in `[tokens]`, not met before.
    fn token(&mut self, at: usize, name: &str) -> Result<Token, Fault> {
        if !is_name(name) {
            return Err((
                at,
                format!("`{name}` is not a name (a letter, then letters, digits or `_`)"),
            ));
        }
        let Some(entry) = self.tokens.get(name) else {
            return Err((at, format!("`{name}` has no entry in [tokens]")));
        };
        if self.seen.contains_key(name) {
            return Err((
                at,
                format!("`{name}` appears twice in lines: a token has one place"),
            ));
        }
        if let Kind::Word {
            len: Len::Var(v), ..
        } = &entry.kind
        {
            self.earlier_int(at, v, &format!("`{name}`'s length"))?;
        }
        let is_int = matches!(entry.kind, Kind::Int { .. });
        self.seen.insert(name.to_owned(), is_int);
        Ok(Token {
            name: name.to_owned(),
            kind: entry.kind.clone(),
            stated: entry.stated,
        })
    }

    /// A count read: a number, `LO..=HI`, or the name of an int met before.
    fn count(&self, at: usize, text: &str) -> Result<Count, Fault> {
        if let Ok(n) = text.parse::<u64>() {
            return Ok(Count::Const(n));
        }
        if text.contains("..=") {
            let (lo, hi) = range(text, "LO..=HI").map_err(|m| (at, m))?;
            return Ok(Count::Range { lo, hi });
        }
        if text.contains(['+', '-']) {
            return self.sum(at, text);
        }
        self.earlier_int(at, text, "a count")?;
        Ok(Count::Var(text.to_owned()))
    }

    /// A sum read: `N+M`, `N-1`, `A+B+1` (names of ints met before and one number).
    fn sum(&self, at: usize, text: &str) -> Result<Count, Fault> {
        let mut terms = Vec::new();
        let mut offset: i64 = 0;
        let mut rest = text;
        let mut sign = 1;
        loop {
            let end = rest.find(['+', '-']).unwrap_or(rest.len());
            let part = rest[..end].trim();
            if let Ok(n) = part.parse::<i64>() {
                offset = offset.saturating_add(sign * n);
            } else if sign > 0 {
                self.earlier_int(at, part, "a count")?;
                terms.push(part.to_owned());
            } else {
                return Err((
                    at,
                    format!("a count subtracts `{part}`: only a number may be subtracted (`N-1`)"),
                ));
            }
            if end == rest.len() {
                break;
            }
            sign = if rest[end..].starts_with('-') { -1 } else { 1 };
            rest = &rest[end + 1..];
        }
        if terms.is_empty() {
            return Err((at, format!("the count `{text}` names no token")));
        }
        Ok(Count::Sum { terms, offset })
    }

    /// Checks that `name` is an int token met before (what `what` refers to).
    fn earlier_int(&self, at: usize, name: &str, what: &str) -> Result<(), Fault> {
        match (self.seen.get(name), self.tokens.get(name)) {
            (Some(true), _) => Ok(()),
            (Some(false), _) => Err((at, format!("{what} names `{name}`, which is not an int"))),
            (None, Some(_)) => Err((at, format!("{what} names `{name}`, which comes later: a count is read before what it counts"))),
            (None, None) => Err((at, format!("{what} names `{name}`, which is no token"))),
        }
    }
}
