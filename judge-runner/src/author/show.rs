//! `cargo judge show ID`: a problem's kept statement (`testcases/ID/statement.md`) in the
//! terminal, wrapped to its width.
//!
//! The width is `COLUMNS` as `main` read it (80 without it): what shells export for the
//! terminal's width. Hangul, CJK and fullwidth characters take two columns, as terminals
//! draw them, so a Korean line wraps where it reaches the edge, not at half of it. Prose
//! wraps between words, with list items and quotes continued under their text; code blocks
//! (the samples) and table rows keep their spacing and break only where a line is wider than
//! the terminal.

use super::statement_md::STATEMENT;
use super::Matches;
use crate::error::{self, Error};
use crate::report::{char_width, width};
use crate::workspace;
use crate::Context;
use std::fs;

/// The width without `COLUMNS`.
const DEFAULT_WIDTH: usize = 80;

/// The narrowest width wrapped to: below it a line could not hold a word and its indent.
const MIN_WIDTH: usize = 20;

pub(crate) fn run(parsed: &Matches, ctx: &mut Context) -> Result<i32, Error> {
    let root = super::root(parsed, ctx)?;
    let id = super::existing_problem(
        &root,
        ctx,
        "show",
        parsed.positional.first().map(String::as_str),
    )?;
    let path = root.join("testcases").join(&id).join(STATEMENT);
    let text = match fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(Error::Missing {
                path: workspace::rel(&root, &path),
                needed: crate::error::Needed::Statement,
            })
        }
        Err(e) => return Err(Error::io(&path, e)),
    };
    let width = ctx.columns.unwrap_or(DEFAULT_WIDTH).max(MIN_WIDTH);
    super::say(&mut ctx.stdout, &wrap(&text, width))?;
    Ok(error::EXIT_OK)
}

/// `text` wrapped so that no line is wider than `columns`.
pub(crate) fn wrap(text: &str, columns: usize) -> String {
    let mut out = String::new();
    let mut fence: Option<String> = None;
    for line in text.lines() {
        let trimmed = line.trim_start();
        let ticks: String = trimmed.chars().take_while(|&c| c == '`').collect();
        let pieces = if ticks.len() >= 3 {
            match &fence {
                Some(open) if ticks.len() >= open.len() && trimmed.trim() == ticks => fence = None,
                Some(_) => {}
                None => fence = Some(ticks),
            }
            cut(line, columns)
        } else if fence.is_some() || trimmed.starts_with('|') {
            cut(line, columns)
        } else {
            words(line, columns)
        };
        for piece in pieces {
            out.push_str(&piece);
            out.push('\n');
        }
    }
    out
}

/// A line of prose in lines of at most `columns`, broken between words (a word wider than
/// the line is cut); the lines after the first are indented under the text of a list item,
/// or quoted again.
fn words(line: &str, columns: usize) -> Vec<String> {
    if width(line) <= columns {
        return vec![line.to_owned()];
    }
    let (first, rest) = prefixes(line);
    let mut lines = Vec::new();
    let mut current = first.clone();
    let mut fresh = true;
    for word in line[first.len()..].split(' ').filter(|w| !w.is_empty()) {
        if !fresh && width(&current) + 1 + width(word) > columns {
            lines.push(std::mem::replace(&mut current, rest.clone()));
            fresh = true;
        }
        if !fresh {
            current.push(' ');
        }
        let mut word = word;
        loop {
            let room = columns.saturating_sub(width(&current));
            if width(word) <= room {
                current.push_str(word);
                break;
            }
            let mut head = head_within(word, room);
            if head == 0 && current != rest {
                lines.push(std::mem::replace(&mut current, rest.clone()));
                continue;
            }
            if head == 0 {
                // Not even one character fits after the indent: it goes there anyway.
                head = word.chars().next().map_or(word.len(), char::len_utf8);
            }
            current.push_str(&word[..head]);
            word = &word[head..];
            if word.is_empty() {
                break;
            }
            lines.push(std::mem::replace(&mut current, rest.clone()));
        }
        fresh = false;
    }
    lines.push(current);
    lines
}

/// How many bytes of `word` fit in `columns`.
fn head_within(word: &str, columns: usize) -> usize {
    let mut used = 0;
    for (at, c) in word.char_indices() {
        used += char_width(c);
        if used > columns {
            return at;
        }
    }
    word.len()
}

/// What a prose line starts with (indentation, `- `, `1. `, `> `), and what its
/// continuation lines start with instead.
fn prefixes(line: &str) -> (String, String) {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let body = &line[indent..];
    let quote = body
        .char_indices()
        .take_while(|(_, c)| *c == '>' || *c == ' ')
        .last()
        .map_or(0, |(i, c)| i + c.len_utf8());
    if quote > 0 && body.starts_with('>') {
        let first = line[..indent + quote].to_owned();
        return (first.clone(), first);
    }
    let digits = body.bytes().take_while(u8::is_ascii_digit).count();
    let marker = if body.starts_with("- ") || body.starts_with("* ") {
        2
    } else if digits > 0 && body[digits..].starts_with(". ") {
        digits + 2
    } else {
        0
    };
    (
        line[..indent + marker].to_owned(),
        " ".repeat(indent + marker),
    )
}

/// `text` cut into pieces of at most `columns` (a wide character is never split).
fn cut(text: &str, columns: usize) -> Vec<String> {
    let mut pieces = vec![String::new()];
    let mut used = 0;
    for c in text.chars() {
        let w = char_width(c);
        if used + w > columns && used > 0 {
            pieces.push(String::new());
            used = 0;
        }
        if let Some(last) = pieces.last_mut() {
            last.push(c);
        }
        used += w;
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn korean_characters_are_two_columns() {
        assert_eq!(width("abc"), 3);
        assert_eq!(width("동전 게임"), 9);
        assert_eq!(width("１２"), 4);
        assert_eq!(width("e\u{301}"), 1);
    }

    #[test]
    fn a_korean_paragraph_wraps_at_the_edge_counting_two_columns() {
        let line = "첫째 줄에 테스트 케이스의 개수 T가 주어진다.";
        let wrapped = wrap(line, 20);
        let lines: Vec<&str> = wrapped.lines().collect();
        assert_eq!(
            lines,
            ["첫째 줄에 테스트", "케이스의 개수 T가", "주어진다."]
        );
        assert!(lines.iter().all(|l| width(l) <= 20));
        // Counted one column each, "케이스의" would still have fitted on the first line.
        let with_next = "첫째 줄에 테스트 케이스의";
        assert!(with_next.chars().count() <= 20 && width(with_next) > 20);
    }

    #[test]
    fn list_items_and_quotes_continue_under_their_text() {
        let wrapped = wrap(
            "- one two three four five six\n> alpha beta gamma delta\n",
            20,
        );
        assert_eq!(
            wrapped,
            "- one two three four\n  five six\n> alpha beta gamma\n> delta\n"
        );
        assert_eq!(
            wrap("12. a b c d e f g h i j\n", 20),
            "12. a b c d e f g h\n    i j\n"
        );
    }

    #[test]
    fn code_and_tables_keep_their_spacing_and_break_only_past_the_edge() {
        let text = "```\n1  2   3\n동전동전동전동전동전동전\n```\n| 1/1 | 1/2 |\n";
        assert_eq!(
            wrap(text, 20),
            "```\n1  2   3\n동전동전동전동전동전\n동전\n```\n| 1/1 | 1/2 |\n"
        );
        // A word longer than the line is cut.
        let long = "x".repeat(45);
        let wrapped = wrap(&long, 20);
        assert!(wrapped.lines().all(|l| width(l) <= 20), "{wrapped}");
        assert_eq!(wrapped.replace('\n', ""), long);
    }
}
