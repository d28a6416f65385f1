//! An input's lines read through a model's items: shape and kind only (an `Int` token must
//! be an integer, a `Decimal` a number; bounds, a count var's value and a word's length
//! are not checked, though a count var's value says how many tokens or lines to read).

use super::text;
use crate::synth::{Count, Field, FieldValue, Item, Kind, Value};

/// How many ends of a repeat with no count (from the most copies down) are tried for the
/// items after it: a terminator line (`0 0`) reads as one more copy first.
const MAX_BACKOFF: usize = 4;

/// `lines` read through `items` to the last line.
pub(super) fn read_all(items: &[Item], lines: &[Vec<&str>]) -> Option<Vec<Value>> {
    let mut reader = Reader {
        lines,
        pos: 0,
        env: Vec::new(),
    };
    reader.items(items, true)
}

/// Where reading `items` from line `pos` of `lines` ends, with `env` the integers read
/// before (by name): how the search finds where each copy of a repeated block ends.
pub(super) fn read_open<'m>(
    items: &'m [Item],
    lines: &[Vec<&str>],
    pos: usize,
    env: Vec<(&'m str, i128)>,
) -> Option<usize> {
    let mut reader = Reader { lines, pos, env };
    reader.items(items, false)?;
    Some(reader.pos)
}

/// A position in an input's lines and the integer scalars read so far, innermost last.
struct Reader<'m, 't, 'a> {
    lines: &'t [Vec<&'a str>],
    pos: usize,
    env: Vec<(&'m str, i128)>,
}

impl<'m> Reader<'m, '_, '_> {
    /// `items` read from here (to the last line when `must_end`).
    fn items(&mut self, items: &'m [Item], must_end: bool) -> Option<Vec<Value>> {
        let mut out = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            match item {
                Item::Line(fields) => out.push(self.line(fields)?),
                Item::Repeat {
                    count: Count::Range { .. },
                    body,
                } => {
                    let rest = items.get(i + 1..).unwrap_or(&[]);
                    out.extend(self.range_then(body, rest, must_end)?);
                    return Some(out);
                }
                Item::Repeat { count, body } => {
                    let n = self.count(count)?;
                    if n > self.lines.len() - self.pos {
                        return None;
                    }
                    let mut copies = Vec::with_capacity(n);
                    for _ in 0..n {
                        copies.push(self.copy(body)?);
                    }
                    out.push(Value::Repeat(copies));
                }
            }
        }
        (!must_end || self.pos == self.lines.len()).then_some(out)
    }

    /// One copy of `body`, its integers forgotten after it.
    fn copy(&mut self, body: &'m [Item]) -> Option<Vec<Value>> {
        let mark = self.env.len();
        let values = self.items(body, false);
        self.env.truncate(mark);
        values
    }

    /// As many copies of `body` as read, then `rest`: the repeat's values and `rest`'s.
    fn range_then(
        &mut self,
        body: &'m [Item],
        rest: &'m [Item],
        must_end: bool,
    ) -> Option<Vec<Value>> {
        let mut copies = Vec::new();
        let mut stops = vec![self.pos];
        while self.pos < self.lines.len() {
            let start = self.pos;
            match self.copy(body) {
                Some(values) if self.pos > start => {
                    copies.push(values);
                    stops.push(self.pos);
                }
                _ => {
                    self.pos = start;
                    break;
                }
            }
        }
        for k in (0..stops.len()).rev().take(MAX_BACKOFF) {
            self.pos = stops[k];
            let mark = self.env.len();
            if let Some(tail) = self.items(rest, must_end) {
                copies.truncate(k);
                let mut out = vec![Value::Repeat(copies)];
                out.extend(tail);
                return Some(out);
            }
            self.env.truncate(mark);
        }
        None
    }

    /// How many copies or tokens `count` says (`None` for a range, or a var not read).
    fn count(&self, count: &Count) -> Option<usize> {
        match count {
            Count::Const(n) => usize::try_from(*n).ok(),
            Count::Var(_) | Count::Sum { .. } => {
                let n = count.given(|name| self.lookup(name))?;
                usize::try_from(n).ok()
            }
            Count::Range { .. } => None,
        }
    }

    /// The value of the integer named `name` read last.
    fn lookup(&self, name: &str) -> Option<i128> {
        self.env
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| *v)
    }

    /// The next line read through `fields`.
    fn line(&mut self, fields: &'m [Field]) -> Option<Value> {
        let tokens = self.lines.get(self.pos)?;
        self.pos += 1;
        let mut at = 0;
        let mut out = Vec::with_capacity(fields.len());
        for (i, field) in fields.iter().enumerate() {
            match field {
                Field::Scalar(token) => {
                    let text = *tokens.get(at)?;
                    at += 1;
                    if let Some(value) = check(&token.kind, text)? {
                        self.env.push((token.name.as_str(), value));
                    }
                    out.push(FieldValue::Scalar(text.to_string()));
                }
                Field::List { count, token } => {
                    let n = match count {
                        Count::Range { .. } => {
                            let need = self.need(fields.get(i + 1..).unwrap_or(&[]))?;
                            tokens.len().checked_sub(at)?.checked_sub(need)?
                        }
                        count => self.count(count)?,
                    };
                    let items = tokens.get(at..at.checked_add(n)?)?;
                    at += n;
                    for text in items {
                        check(&token.kind, text)?;
                    }
                    out.push(FieldValue::List(
                        items.iter().map(|t| t.to_string()).collect(),
                    ));
                }
            }
        }
        (at == tokens.len()).then_some(Value::Line(out))
    }

    /// The fewest tokens `fields` take (a list with no count: none).
    fn need(&self, fields: &[Field]) -> Option<usize> {
        let mut total: usize = 0;
        for field in fields {
            let n = match field {
                Field::Scalar(_) => 1,
                Field::List {
                    count: Count::Range { .. },
                    ..
                } => 0,
                Field::List { count, .. } => self.count(count)?,
            };
            total = total.checked_add(n)?;
        }
        Some(total)
    }
}

/// Whether `text` is of `kind` (`None`: it is not), with its value when an integer.
fn check(kind: &Kind, text: &str) -> Option<Option<i128>> {
    match kind {
        Kind::Int { .. } => text::int_value(text).map(Some),
        Kind::Decimal { .. } => text::is_decimal(text).then_some(None),
        Kind::Word { .. } => Some(None),
    }
}
