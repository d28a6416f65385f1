//! The side-by-side diff under a failing case, and the cell arithmetic it needs: cutting a
//! line to its cell, a window around the first difference of a long line, where that
//! difference is on each side. Apart from the rest of the human report because it is the one
//! part that lays text out by terminal columns, and its tests are about that layout.

use super::Human;
use crate::compare::{split_lines, visible_with, FinalNewline, Spaces};
use crate::report::words::{self, RunLine, Word};
use crate::report::{char_width, inert, width};
use std::io::{self, Write};

/// Lines of context shown around the first difference.
const CONTEXT: usize = 2;
/// Widest cell of a diff column, in terminal columns.
const CELL: usize = 36;

impl<W: Write> Human<W> {
    /// Expected and actual side by side around `line` (1-based), whitespace made visible;
    /// on that line a window around `column` when it is too long for its cell, with where
    /// the window is on each side.
    pub(super) fn diff(
        &mut self,
        expected: &[u8],
        actual: &[u8],
        (line, column): (usize, usize),
        spaces: Spaces,
    ) -> io::Result<()> {
        let (exp, exp_end) = split_lines(expected);
        let (act, act_end) = split_lines(actual);
        let at = line.max(1);
        let first = at.saturating_sub(CONTEXT).max(1);
        let last = (at + CONTEXT).min(exp.len().max(act.len()).max(at));
        writeln!(
            self.out,
            "       {}",
            self.dim(&format!(
                "{}{} │ {} │ {}",
                " ".repeat(6 - width(self.say(Word::Line))),
                self.say(Word::Line),
                pad(self.say(Word::Expected), CELL),
                self.say(Word::Actual)
            ))
        )?;
        let text = |lines: &[&[u8]], end: FinalNewline, n: usize| -> Option<String> {
            lines.get(n - 1).map(|l| {
                let mut text = visible_with(l, spaces);
                if n == lines.len() && end == FinalNewline::Missing {
                    text.push('⏎');
                }
                text
            })
        };
        let long = [text(&exp, exp_end, at), text(&act, act_end, at)];
        let windowed = long.iter().flatten().any(|t| width(t) > CELL);
        let ((exp_column, exp_token), (act_column, act_token)) = positions(
            long[0].as_deref().unwrap_or(""),
            long[1].as_deref().unwrap_or(""),
            column.max(1),
        );
        for n in first..=last {
            let cell = |lines: &[&[u8]], end: FinalNewline, column: usize| -> String {
                match text(lines, end, n) {
                    Some(t) if n == at && windowed => window(&t, column),
                    Some(t) => clip(&t),
                    None => "(end)".to_owned(),
                }
            };
            let left = cell(&exp, exp_end, exp_column);
            let right = cell(&act, act_end, act_column);
            let marker = if n == at { ">" } else { " " };
            // Inert once the cells are cut: the cut never makes a workflow command.
            let row = inert(&format!("{marker}{n:>5} │ {} │ {right}", pad(&left, CELL)));
            let row = if n == at { self.paint(&row, "1") } else { row };
            writeln!(self.out, "       {row}")?;
        }
        if windowed {
            writeln!(
                self.out,
                "       {}",
                self.dim(&format!(
                    "{:>6}   {}",
                    "",
                    words::run_line(
                        &RunLine::Window {
                            expected: (exp_column, exp_token),
                            actual: (act_column, act_token),
                        },
                        self.lang
                    )
                ))
            )?;
        }
        Ok(())
    }
}

/// Shortens a diff cell to `CELL` terminal columns.
fn clip(text: &str) -> String {
    clip_to(text, CELL)
}

/// Shortens `text` to `cells` terminal columns, ending it with `…` when cut.
pub(super) fn clip_to(text: &str, cells: usize) -> String {
    if width(text) <= cells {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        used += char_width(c);
        if used > cells - 1 {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// A cell of `CELL` columns cut from a long line `text` around its 1-based character
/// `column`: a third of the cell before it, `…` where the line goes on.
fn window(text: &str, column: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if width(text) <= CELL {
        return text.to_owned();
    }
    let at = column.saturating_sub(1).min(chars.len());
    let mut start = at.saturating_sub(CELL / 3);
    let mut out = String::new();
    if start > 0 {
        out.push('…');
        start += 1;
    }
    let mut used = width(&out);
    for (i, c) in chars.iter().enumerate().skip(start) {
        used += char_width(*c);
        if used > CELL - 1 && i + 1 < chars.len() {
            out.push('…');
            break;
        }
        out.push(*c);
    }
    out
}

/// Where the first difference is on each side of a long line: the actual line's `column`
/// (1-based characters), the number of the token it falls in, and the same place in the
/// expected line (the same offset into the token of the same number, or the same column when
/// the expected line has fewer tokens or the difference is in the whitespace).
fn positions(expected: &str, actual: &str, column: usize) -> ((usize, usize), (usize, usize)) {
    // Tokens by start column (1-based) and length in characters.
    let tokens = |text: &str| -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        let mut start = None;
        let chars: Vec<char> = text.chars().collect();
        for (i, c) in chars.iter().enumerate() {
            match (c.is_whitespace(), start) {
                (false, None) => start = Some(i),
                (true, Some(s)) => {
                    out.push((s + 1, i - s));
                    start = None;
                }
                _ => {}
            }
        }
        if let Some(s) = start {
            out.push((s + 1, chars.len() - s));
        }
        out
    };
    let (exp, act) = (tokens(expected), tokens(actual));
    let token = act.iter().take_while(|(start, _)| *start <= column).count();
    let expected_column = match (token.checked_sub(1), exp.len() >= token.max(1)) {
        (Some(t), true) => {
            let into = column - act[t].0;
            exp[t].0 + into.min(exp[t].1)
        }
        _ => column,
    };
    ((expected_column, token.max(1)), (column, token.max(1)))
}

/// `text` followed by spaces up to `columns` terminal columns.
pub(super) fn pad(text: &str, columns: usize) -> String {
    let mut out = text.to_owned();
    out.extend(std::iter::repeat_n(
        ' ',
        columns.saturating_sub(width(text)),
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report::{Color, Lang};

    #[test]
    fn widths_count_hangul_twice() {
        assert_eq!(width("틀렸습니다"), 10);
        assert_eq!(width("맞았습니다!!"), 12);
        assert_eq!(width("a·⏎"), 3);
        assert_eq!(pad("시간 초과", 12), "시간 초과   ");
        let long = "가".repeat(40);
        let clipped = clip(&long);
        assert!(width(&clipped) <= CELL, "{clipped}");
        assert!(clipped.ends_with('…'));
        assert_eq!(clip("short"), "short");
    }

    #[test]
    fn presentation_diff_shows_every_space() {
        let mut out = Vec::new();
        Human::new(&mut out, Color::Never, Lang::English)
            .diff(b"2 1\n", b"2  1 \n", (1, 2), Spaces::All)
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("2·1 "), "{text}");
        assert!(text.contains("2··1·"), "{text}");
    }

    #[test]
    fn a_long_line_shows_a_window_around_the_difference_on_both_sides() {
        let expected: String = (1..=3000).map(|i| format!("{i} ")).collect();
        let mut actual = expected.clone();
        // Token 2500 differs: `2500` becomes `2509`.
        let at = actual.find(" 2500 ").unwrap() + 1;
        actual.replace_range(at..at + 4, "2509");
        let (expected, actual) = (
            format!("{}\n", expected.trim_end()),
            format!("{}\n", actual.trim_end()),
        );
        let mismatch = crate::compare::compare(
            crate::compare::Mode::Tokens,
            expected.as_bytes(),
            actual.as_bytes(),
        )
        .unwrap_err();
        let mut out = Vec::new();
        Human::new(&mut out, Color::Never, Lang::English)
            .diff(
                expected.as_bytes(),
                actual.as_bytes(),
                (mismatch.line, mismatch.column),
                Spaces::Trailing,
            )
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        let row = text
            .lines()
            .find(|l| l.trim_start().starts_with('>'))
            .unwrap();
        assert!(row.contains("2500") && row.contains("2509"), "{text}");
        assert!(row.matches('…').count() == 4, "{text}");
        let column = at + 4; // the differing digit, 1-based
        assert!(
            text.contains(&format!(
                "expected: column {}, token 2500 · actual: column {}, token 2500",
                mismatch.column, mismatch.column
            )),
            "{text}"
        );
        assert!(mismatch.column <= column, "{mismatch:?}");
        // A short line keeps its plain cells.
        let mut out = Vec::new();
        Human::new(&mut out, Color::Never, Lang::English)
            .diff(b"1 2\n", b"1 3\n", (1, 3), Spaces::Trailing)
            .unwrap();
        assert!(!String::from_utf8(out).unwrap().contains("token"));
    }

    #[test]
    fn positions_follow_the_token_on_both_sides() {
        // The same token, shifted by a wider token before it.
        assert_eq!(positions("1 22 abc", "111 22 abd", 10), ((8, 3), (10, 3)));
        // Past the expected tokens: the same column.
        assert_eq!(positions("1", "1 2", 3), ((3, 2), (3, 2)));
    }

    #[test]
    fn diff_cells_with_hangul_line_up() {
        let mut out = Vec::new();
        Human::new(&mut out, Color::Never, Lang::English)
            .diff(
                "동전 게임\nab\n".as_bytes(),
                "동전 게임\nac\n".as_bytes(),
                (2, 2),
                Spaces::Trailing,
            )
            .unwrap();
        let text = String::from_utf8(out).unwrap();
        let bars: Vec<usize> = text
            .lines()
            .map(|l| width(&l[..l.rfind('│').unwrap()]))
            .collect();
        assert!(bars.iter().all(|b| *b == bars[0]), "{bars:?}\n{text}");
    }
}
