//! `testcases/<id>/input-model.toml`: a model written for a person to read and correct,
//! and read back.
//!
//! ```toml
//! lines = """
//! N M
//! N times:
//!   G
//! """
//!
//! [tokens]
//! N = "int 2..=100"
//! M = "int 2..=100 (samples)"
//! G = "word of \"01\", length M"
//! ```
//!
//! `lines` holds one model line a line: fields separated by spaces, `NAME` a token,
//! `NAME[COUNT]` a list (COUNT a name, a number, `LO..=HI`, or a sum of names and a number
//! such as `N+M` or `N-1`); `COUNT times:` repeats the lines indented two more spaces under it; `(empty line)` is a line with no field.
//! `[tokens]` gives each name its kind; ` (samples)` marks bounds seen only in the stored
//! inputs (`stated = false`). A word's alphabet is written as a TOML basic string inside
//! the value's own string: `"` and `\` escaped, control characters as `\n`, `\t` or
//! `\uXXXX`, and a space as `\u0020` so that it cannot hide at an end.

mod parse;

use super::{Count, Field, Item, Kind, Len, Model, Token};

/// The comment the file starts with.
const HEADER: &str = "# How the inputs of this problem look: inferred by `cargo judge strengthen` from its stored\n# inputs and statement.md. Correct what is wrong; strengthen reads this file as written.\n";

/// How a line with no field is written.
const EMPTY_LINE: &str = "(empty line)";

/// `model` as the file's text.
pub(crate) fn render(model: &Model) -> String {
    let mut out = String::from(HEADER);
    out.push_str("lines = \"\"\"\n");
    render_items(&model.items, 0, &mut out);
    out.push_str("\"\"\"\n\n[tokens]\n");
    let mut tokens = Vec::new();
    collect(&model.items, &mut tokens);
    for token in tokens {
        let value = escape(&kind_text(token), false);
        out.push_str(&format!("{} = \"{value}\"\n", token.name));
    }
    out
}

/// The file's text read: the line and what is wrong with it when it cannot be.
pub(crate) fn parse(text: &str) -> Result<Model, (usize, String)> {
    parse::parse(text)
}

/// `items` as lines of `lines`, indented by `depth` steps of two spaces.
fn render_items(items: &[Item], depth: usize, out: &mut String) {
    let indent = "  ".repeat(depth);
    for item in items {
        match item {
            Item::Line(fields) if fields.is_empty() => {
                out.push_str(&format!("{indent}{EMPTY_LINE}\n"));
            }
            Item::Line(fields) => {
                let fields: Vec<String> = fields.iter().map(field_text).collect();
                out.push_str(&format!("{indent}{}\n", fields.join(" ")));
            }
            Item::Repeat { count, body } => {
                out.push_str(&format!("{indent}{} times:\n", count_text(count)));
                render_items(body, depth + 1, out);
            }
        }
    }
}

/// A field as written in `lines`: `A` or `A[N]`.
fn field_text(field: &Field) -> String {
    match field {
        Field::Scalar(t) => t.name.clone(),
        Field::List { count, token } => format!("{}[{}]", token.name, count_text(count)),
    }
}

/// A count as written: `N`, `3`, `1..=20`.
fn count_text(count: &Count) -> String {
    match count {
        Count::Const(n) => n.to_string(),
        Count::Var(v) => v.clone(),
        Count::Sum { terms, offset } => {
            let mut text = terms.join("+");
            match offset {
                0 => {}
                o if *o < 0 => text.push_str(&format!("-{}", o.unsigned_abs())),
                o => text.push_str(&format!("+{o}")),
            }
            text
        }
        Count::Range { lo, hi } => format!("{lo}..={hi}"),
    }
}

/// Every token under `items`, in order.
fn collect<'a>(items: &'a [Item], out: &mut Vec<&'a Token>) {
    for item in items {
        match item {
            Item::Line(fields) => out.extend(fields.iter().map(|f| match f {
                Field::Scalar(t) | Field::List { token: t, .. } => t,
            })),
            Item::Repeat { body, .. } => collect(body, out),
        }
    }
}

/// A token's kind as its `[tokens]` value reads (before TOML escaping).
fn kind_text(token: &Token) -> String {
    let kind = match &token.kind {
        Kind::Int { lo, hi } => format!("int {lo}..={hi}"),
        Kind::Decimal { lo, hi, places } => format!("decimal {lo:?}..={hi:?}, {places} places"),
        Kind::Word { alphabet, len } => {
            let alphabet: String = alphabet.iter().collect();
            let len = match len {
                Len::Range { lo, hi } => format!("{lo}..={hi}"),
                Len::Var(v) => v.clone(),
            };
            format!("word of \"{}\", length {len}", escape(&alphabet, true))
        }
    };
    if token.stated {
        kind
    } else {
        format!("{kind} (samples)")
    }
}

/// `text` escaped as inside a TOML basic string (a space as `\u0020` when `space`).
fn escape(text: &str, space: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            ' ' if space => out.push_str("\\u0020"),
            c if c.is_control() => out.push_str(&format!("\\u{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests;
