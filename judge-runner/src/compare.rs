//! Compares a solution's output with the expected output under a compare [`Mode`].
//!
//! Pure and byte-based: outputs are never assumed to be UTF-8, so a solution that prints
//! garbage gets a verdict and an escaped excerpt, never a panic. A difference is reported as a
//! [`Mismatch`] that names the line and column in the actual output where it starts, so that the
//! reporters only format it.

use crate::programmers::literal::{self, Event};
// The literal grammar moved to `programmers`; its faults stay part of this module's API.
pub use crate::programmers::literal::{literal_fault, not_a_literal, LiteralFault};

/// How an actual output is held against the expected one.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub enum Mode {
    /// BOJ's whitespace rule, as its description and its own verdicts on kept submissions
    /// show it: the tokens must match; between two tokens on a line exactly one space, between
    /// lines one newline (a newline printed for a space or the reverse is forgiven); spaces at
    /// the end of a line and empty lines after the last token are ignored (BOJ accepted both:
    /// 2448 and 13496, found by `replay`); anything else is a presentation error. Where the
    /// expected output itself has more (an empty line, two spaces), the same is required.
    /// `\r\n` counts as a newline.
    #[default]
    Boj,
    /// The bytes must be equal; a whitespace-only difference is a presentation error.
    Exact,
    /// Line by line, ignoring whitespace at the end of each line, a `\r` before each `\n` and
    /// empty lines at the end of the output: more forgiving than [`Mode::Boj`] of a tab at a
    /// line end, stricter about a newline printed for a space.
    Lines,
    /// The whitespace-separated tokens must be equal byte for byte.
    Tokens,
    /// The whitespace-separated tokens must be equal but for the case of ASCII letters
    /// (`Yes` for `YES`): the default of the ICPC problem package format's validator
    /// (Kattis problemtools, DOMjudge), which is case-sensitive only when a package says
    /// `case_sensitive`.
    TokensCaseless,
    /// Tokens, where two finite decimal numbers match when they differ by at most `tolerance`,
    /// absolutely or relatively to the expected number.
    Float {
        /// The largest accepted absolute or relative error.
        tolerance: f64,
    },
    /// A special judge's answer where only some lines are one answer: line `k` (1-based,
    /// up to 64) is compared, its tokens equal, when bit `k − 1` of `lines` is set and the
    /// expected output has it; every other line is the part where many answers are right
    /// (a path, an assignment) and is not compared. Set by `compared_lines`.
    Chosen {
        /// Bit `k − 1` set: line `k` is compared.
        lines: u64,
    },
    /// One Programmers return value on each side (integer, decimal, string, boolean or nested
    /// array), compared structurally; an expected output that is not such a literal falls back to
    /// [`Mode::Lines`].
    Literal,
}

/// Which revision of the comparison rules this runner applies, part of every remembered
/// result's key (replay rows, wrong solutions' rejections, `--explain-data`): a rule that
/// accepts what it rejected before must judge again what it remembered. Bump it with any
/// change to what a mode accepts.
pub(crate) const RULES_REVISION: &str =
    "compare rules 2: BOJ ignores line-end spaces and final empty lines";

/// What a difference amounts to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MismatchKind {
    /// The answer itself differs: a wrong answer.
    Wrong,
    /// Every token is right but the whitespace around them differs in a way the mode does not
    /// forgive: a presentation error.
    Presentation,
}

/// The first difference between the expected and the actual output.
#[derive(Debug, Clone, PartialEq)]
pub struct Mismatch {
    /// Whether the answer is wrong or only presented differently.
    pub kind: MismatchKind,
    /// The 1-based line of the first difference, in the actual output.
    pub line: usize,
    /// The 1-based column, in characters, of the first difference in that line.
    pub column: usize,
    /// The expected token or line at that point, made visible with [`visible`], or one of the
    /// placeholders [`END_OF_OUTPUT`], [`END_OF_LINE`], [`EMPTY_LINE`], [`END_OF_ARRAY`] and
    /// [`FINAL_NEWLINE`]. For a presentation error every space is shown as `·`.
    pub expected: String,
    /// The actual token or line at that point, shown the same way as `expected`.
    pub found: String,
    /// What differs, as data, which the catalogue (`report::words`) words in every
    /// language; boxed, so that a comparison's `Err` stays small.
    pub detail: Box<Detail>,
}

/// What a [`Mismatch`] found, beside its place.
#[derive(Debug, Clone, PartialEq)]
pub enum Detail {
    /// The expected text here, and the text found; for two numbers outside the tolerance,
    /// by how much.
    Differs {
        expected: Phrase,
        found: Phrase,
        off: Option<OffBy>,
    },
    /// [`Mode::Boj`]: the same tokens, with whitespace that breaks this part of BOJ's rule.
    BojWhitespace(Fault),
    /// [`Mode::Literal`]: the output is not a literal; the grammar's words.
    NotALiteral { what: String },
}

/// One side of a difference, as a message quotes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Phrase {
    /// A token, line or literal, made visible and shortened around the difference, without
    /// its backquotes.
    Quoted(String),
    EndOfOutput,
    EndOfLine,
    EmptyLine,
    EndOfArray,
    FinalNewline,
}

/// How far apart two decimal numbers are, and the tolerance they passed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OffBy {
    pub off: f64,
    pub tolerance: f64,
}

/// Whether a text ends with a newline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FinalNewline {
    /// The text ends with `\n`, or is empty.
    Present,
    /// The last line is not followed by `\n`.
    Missing,
}

use crate::text::{char_count, push_hex_byte};
pub(crate) use crate::text::{parse_decimal, position, shown_escaped, within};
pub use crate::text::{visible, visible_with, Spaces};

/// Stands for the point past the last line or token of an output.
pub const END_OF_OUTPUT: &str = "(end of output)";
/// Stands for the point past the last token of a line.
pub const END_OF_LINE: &str = "(end of line)";
/// Stands for a line with nothing on it.
pub const EMPTY_LINE: &str = "(empty line)";
/// Stands for the `]` that closes an array in [`Mode::Literal`].
pub const END_OF_ARRAY: &str = "(end of array)";
/// Stands for the `\n` that ends an output in [`Mode::Exact`].
pub const FINAL_NEWLINE: &str = "(final newline)";

/// The most characters of a token or line a [`Phrase::Quoted`] keeps.
const MAX_QUOTED: usize = 40;

/// Compares `actual` with `expected` under `mode`.
///
/// # Errors
///
/// Returns the first difference as a [`Mismatch`] when the outputs do not match.
pub fn compare(mode: Mode, expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    match mode {
        Mode::Boj => compare_boj(expected, actual),
        Mode::Exact => compare_exact(expected, actual),
        Mode::Lines => compare_lines(expected, actual),
        Mode::Tokens => compare_tokens(expected, actual, TokenRule::Equal),
        Mode::TokensCaseless => compare_tokens(expected, actual, TokenRule::Caseless),
        Mode::Float { tolerance } => {
            compare_tokens(expected, actual, TokenRule::Float { tolerance })
        }
        Mode::Literal => compare_literals(expected, actual),
        Mode::Chosen { lines } => compare_chosen(lines, expected, actual),
    }
}

/// The lines of [`Mode::Chosen`] as `compared_lines` writes them: `1, 3`.
pub fn line_list(lines: u64) -> String {
    let chosen: Vec<String> = (0..64)
        .filter(|k| lines >> k & 1 == 1)
        .map(|k| (k + 1).to_string())
        .collect();
    chosen.join(", ")
}

/// `compared_lines`'s value read: line numbers from 1 to 64 separated by commas or spaces,
/// at least one; `None` otherwise.
pub fn parse_line_list(text: &str) -> Option<u64> {
    let mut lines = 0u64;
    for word in text.split([',', ' ']).filter(|w| !w.is_empty()) {
        let k: u32 = word.parse().ok().filter(|k| (1..=64).contains(k))?;
        lines |= 1 << (k - 1);
    }
    (lines != 0).then_some(lines)
}

/// [`Mode::Chosen`]: the tokens of every chosen line the expected output has, line by line.
fn compare_chosen(lines: u64, expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    let line = |text: &[u8], k: usize| -> Vec<u8> {
        let found = text.split(|&b| b == b'\n').nth(k).unwrap_or_default();
        found.to_vec()
    };
    let count = split_lines(expected).0.len().min(64);
    for k in (0..count).filter(|k| lines >> k & 1 == 1) {
        if let Err(mut mismatch) =
            compare_tokens(&line(expected, k), &line(actual, k), TokenRule::Equal)
        {
            mismatch.line = k + 1;
            return Err(mismatch);
        }
    }
    Ok(())
}

/// Splits output into lines the way the report shows them (on `\n`), keeping each line's bytes
/// without the `\n`, and tells whether the text ends without a final newline (the report marks
/// that `⏎`).
///
/// Empty output has no lines and nothing to mark, so it counts as [`FinalNewline::Present`].
pub fn split_lines(bytes: &[u8]) -> (Vec<&[u8]>, FinalNewline) {
    if bytes.is_empty() {
        return (Vec::new(), FinalNewline::Present);
    }
    let mut lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    if bytes.ends_with(b"\n") {
        // The split leaves an empty piece after the last `\n`; it is not a line.
        lines.pop();
        (lines, FinalNewline::Present)
    } else {
        (lines, FinalNewline::Missing)
    }
}

/// One side of a difference, before it is turned into text.
#[derive(Debug, Clone, PartialEq)]
enum Shown {
    /// A token, line or literal, already made visible.
    Text(String),
    EndOfOutput,
    EndOfLine,
    EmptyLine,
    EndOfArray,
    FinalNewline,
}

impl Shown {
    /// The text for [`Mismatch::expected`] and [`Mismatch::found`].
    fn field(&self) -> String {
        match self {
            Shown::Text(text) => text.clone(),
            Shown::EndOfOutput => END_OF_OUTPUT.to_string(),
            Shown::EndOfLine => END_OF_LINE.to_string(),
            Shown::EmptyLine => EMPTY_LINE.to_string(),
            Shown::EndOfArray => END_OF_ARRAY.to_string(),
            Shown::FinalNewline => FINAL_NEWLINE.to_string(),
        }
    }

    /// The side as a message quotes it; `diff_at` is the character where a quoted text
    /// starts to differ from the other side, so that a shortened quote still shows the
    /// difference.
    fn phrase(&self, diff_at: usize) -> Phrase {
        match self {
            Shown::Text(text) => Phrase::Quoted(shorten(text, diff_at)),
            Shown::EndOfOutput => Phrase::EndOfOutput,
            Shown::EndOfLine => Phrase::EndOfLine,
            Shown::EmptyLine => Phrase::EmptyLine,
            Shown::EndOfArray => Phrase::EndOfArray,
            Shown::FinalNewline => Phrase::FinalNewline,
        }
    }
}

/// Cuts a long quote down to [`MAX_QUOTED`] characters around `diff_at`, marking cuts with `…`.
fn shorten(text: &str, diff_at: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= MAX_QUOTED {
        return text.to_string();
    }
    // A little context before the difference helps to find it in the output.
    let start = diff_at.saturating_sub(10).min(chars.len() - MAX_QUOTED);
    let end = start + MAX_QUOTED;
    let mut out = String::new();
    if start > 0 {
        out.push('…');
    }
    out.extend(&chars[start..end]);
    if end < chars.len() {
        out.push('…');
    }
    out
}

/// A difference found by one of the modes, turned into a [`Mismatch`] by [`Diff::into_mismatch`].
#[derive(Debug)]
struct Diff {
    kind: MismatchKind,
    line: usize,
    column: usize,
    expected: Shown,
    found: Shown,
    /// How far apart two numbers are, when that is the difference.
    note: Option<OffBy>,
}

impl Diff {
    /// A presentation error of [`Mode::Boj`]: `fault` says which part of the rule is broken.
    fn into_boj_mismatch(self, fault: Fault) -> Mismatch {
        Mismatch {
            kind: self.kind,
            line: self.line,
            column: self.column,
            expected: self.expected.field(),
            found: self.found.field(),
            detail: Box::new(Detail::BojWhitespace(fault)),
        }
    }

    fn into_mismatch(self) -> Mismatch {
        let diff_at = match (&self.expected, &self.found) {
            (Shown::Text(e), Shown::Text(f)) => {
                e.chars().zip(f.chars()).take_while(|(x, y)| x == y).count()
            }
            _ => 0,
        };
        let (expected, found) = (self.expected.phrase(diff_at), self.found.phrase(diff_at));
        let off = self.note;
        Mismatch {
            kind: self.kind,
            line: self.line,
            column: self.column,
            expected: self.expected.field(),
            found: self.found.field(),
            detail: Box::new(Detail::Differs {
                expected,
                found,
                off,
            }),
        }
    }
}

/// The separators of tokens: the same set as `str::split_ascii_whitespace`.
fn is_separator(b: u8) -> bool {
    b.is_ascii_whitespace()
}

/// The whitespace-separated tokens of `bytes`, each with its byte offset.
fn tokens(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8])> + '_ {
    let mut pos = 0;
    std::iter::from_fn(move || {
        while pos < bytes.len() && is_separator(bytes[pos]) {
            pos += 1;
        }
        if pos == bytes.len() {
            return None;
        }
        let start = pos;
        while pos < bytes.len() && !is_separator(bytes[pos]) {
            pos += 1;
        }
        Some((start, &bytes[start..pos]))
    })
}

fn same_tokens(a: &[u8], b: &[u8]) -> bool {
    tokens(a).map(|(_, t)| t).eq(tokens(b).map(|(_, t)| t))
}

/// The byte offset in `actual` where it starts to differ from `expected`, moved back to the
/// start of a character so that the column counts whole characters.
fn first_difference(expected: &[u8], actual: &[u8]) -> usize {
    let mut offset = expected
        .iter()
        .zip(actual)
        .take_while(|(e, a)| e == a)
        .count();
    let is_continuation = |b: u8| b & 0xc0 == 0x80;
    let mut steps = 0;
    // A UTF-8 character has at most three continuation bytes.
    while steps < 3 && offset > 0 && offset < actual.len() && is_continuation(actual[offset]) {
        offset -= 1;
        steps += 1;
    }
    offset
}

/// The line with a `\r` before its `\n` (or at the end of the output) and its trailing spaces
/// and tabs removed.
fn normalize_line(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let kept = line.len()
        - line
            .iter()
            .rev()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count();
    &line[..kept]
}

/// The lines as BOJ compares them: normalized, without empty lines at the end.
fn normalized_lines(bytes: &[u8]) -> Vec<&[u8]> {
    let mut lines: Vec<&[u8]> = split_lines(bytes)
        .0
        .into_iter()
        .map(normalize_line)
        .collect();
    while lines.last().is_some_and(|line| line.is_empty()) {
        lines.pop();
    }
    lines
}

/// Whether two outputs are equal under BOJ's line rule, decided without collecting their
/// lines: the common case (a right answer) then costs no memory beyond the two texts.
fn lines_equal(expected: &[u8], actual: &[u8]) -> bool {
    let mut e = expected.split(|&b| b == b'\n').map(normalize_line);
    let mut a = actual.split(|&b| b == b'\n').map(normalize_line);
    loop {
        match (e.next(), a.next()) {
            (None, None) => return true,
            (Some(x), Some(y)) if x == y => {}
            // Only empty lines may remain on the longer side.
            (Some(x), None) => return x.is_empty() && e.all(<[u8]>::is_empty),
            (None, Some(y)) => return y.is_empty() && a.all(<[u8]>::is_empty),
            (Some(_), Some(_)) => return false,
        }
    }
}

fn compare_lines(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    if lines_equal(expected, actual) {
        return Ok(());
    }
    let expected_lines = normalized_lines(expected);
    let actual_lines = normalized_lines(actual);
    if expected_lines == actual_lines {
        return Ok(());
    }
    let diff = if same_tokens(expected, actual) {
        whitespace_diff(&expected_lines, &actual_lines)
    } else {
        wrong_diff(&expected_lines, &actual_lines)
    };
    Err(diff.into_mismatch())
}

/// The whitespace runs of an output, each with its byte offset and the token after it (`None`
/// after the last): as many runs as tokens, plus one.
fn gaps(bytes: &[u8]) -> impl Iterator<Item = (usize, &[u8], Option<&[u8]>)> + '_ {
    let mut pos = 0;
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let start = pos;
        while pos < bytes.len() && is_separator(bytes[pos]) {
            pos += 1;
        }
        let gap = &bytes[start..pos];
        if pos == bytes.len() {
            done = true;
            return Some((start, gap, None));
        }
        let token = pos;
        while pos < bytes.len() && !is_separator(bytes[pos]) {
            pos += 1;
        }
        Some((start, gap, Some(&bytes[token..pos])))
    })
}

/// Where a run of whitespace sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Before the first token.
    Start,
    /// Between two tokens.
    Between,
    /// After the last token (or the whole of an output without tokens).
    End,
}

/// The separators BOJ forgives between two tokens: one space, one newline, one space then a
/// newline (`\r\n` read as a newline).
fn is_single(gap: &[u8]) -> bool {
    matches!(gap, b" " | b"\n" | b" \n" | b"\r\n" | b" \r\n")
}

/// A run of whitespace with `\r\n` read as `\n`: each byte with its offset in the run.
fn normalized_gap(gap: &[u8]) -> Vec<(usize, u8)> {
    let mut out = Vec::with_capacity(gap.len());
    let mut i = 0;
    while i < gap.len() {
        if gap[i] == b'\r' && gap.get(i + 1) == Some(&b'\n') {
            out.push((i, b'\n'));
            i += 2;
        } else {
            out.push((i, gap[i]));
            i += 1;
        }
    }
    out
}

/// The whitespace as the comparison sees it: the expected side without the spaces and tabs at
/// the ends of its lines (an answer file's own line-end spaces are not demanded), the actual side
/// without the spaces at the end of each line (BOJ accepted two extra ones at every line end of
/// 2448, 별 찍기 - 11, where the bottom line of the answer has none).
fn relaxed(gap: &[(usize, u8)], side: Side) -> Vec<(usize, u8)> {
    let mut out: Vec<(usize, u8)> = Vec::with_capacity(gap.len());
    for &(offset, b) in gap {
        if b == b'\n' {
            match side {
                Side::Expected => {
                    while out.last().is_some_and(|&(_, c)| c == b' ' || c == b'\t') {
                        out.pop();
                    }
                }
                Side::Actual => {
                    while out.last().is_some_and(|&(_, c)| c == b' ') {
                        out.pop();
                    }
                }
            }
        }
        out.push((offset, b));
    }
    out
}

/// Which output a run of whitespace comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Expected,
    Actual,
}

/// Whitespace made visible for a message: `·` for a space, `⏎` for a newline, `→` for a tab.
fn visible_gap(gap: &[u8]) -> String {
    let mut out = String::new();
    for &(_, b) in &normalized_gap(gap) {
        match b {
            b' ' => out.push('·'),
            b'\n' => out.push('⏎'),
            b'\t' => out.push('→'),
            b'\r' => out.push_str("\\r"),
            b => push_hex_byte(&mut out, b),
        }
    }
    out
}

/// Which part of BOJ's rule a run of whitespace breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fault {
    /// Two or more spaces between two tokens on one line.
    Spaces(usize),
    /// An empty line between two tokens.
    EmptyLine,
    /// Whitespace at the start of a line.
    LineStart,
    /// A byte other than a space or a newline.
    OtherByte(u8),
    /// Whitespace before the first token.
    Leading,
    /// The expected output has other whitespace here (an empty line, aligned columns), which
    /// is required as it is.
    NotAsExpected,
}

/// Every kind of [`Fault`], for the wording's tests (`report::words`).
#[cfg(test)]
pub(crate) fn every_fault() -> Vec<Fault> {
    let faults = [
        Fault::Spaces(2),
        Fault::EmptyLine,
        Fault::LineStart,
        Fault::OtherByte(b'\t'),
        Fault::OtherByte(b'\r'),
        Fault::OtherByte(0x0b),
        Fault::Leading,
        Fault::NotAsExpected,
    ];
    faults.to_vec()
}

/// The first place where a run of whitespace breaks BOJ's rule, as an offset in the run, and
/// which part it breaks; `None` when BOJ accepts it.
fn gap_fault(expected: &[u8], actual: &[u8], place: Place) -> Option<(usize, Fault)> {
    // The expected output's own whitespace is never a fault: `Baekjoon·····⏎` printed as the
    // answer has it (BOJ 11719, 그대로 출力하기 2) was PE, because the rules below relax the two
    // sides differently (found by `replay`: a submission BOJ accepted).
    if expected == actual {
        return None;
    }
    let fine = match place {
        Place::Start => actual.is_empty() && expected.is_empty(),
        Place::Between => is_single(actual) && is_single(expected),
        // After the last token only spaces and newlines: BOJ accepted an empty line there
        // (13496, where the page's sample had lost the answer file's own).
        Place::End => normalized_gap(actual)
            .iter()
            .all(|&(_, b)| b == b' ' || b == b'\n'),
    };
    if fine {
        return None;
    }
    let a = normalized_gap(actual);
    let e = normalized_gap(expected);
    let a_relaxed = relaxed(&a, Side::Actual);
    let e_relaxed = relaxed(&e, Side::Expected);
    let same =
        |x: &[(usize, u8)], y: &[(usize, u8)]| x.iter().map(|p| p.1).eq(y.iter().map(|p| p.1));
    if same(&a_relaxed, &e_relaxed) {
        return None;
    }
    let expected_single = is_single(expected);
    match place {
        Place::Between if !expected_single => {
            let at = a_relaxed
                .iter()
                .zip(&e_relaxed)
                .find(|(x, y)| x.1 != y.1)
                .map_or(
                    a_relaxed.get(e_relaxed.len()).map_or(actual.len(), |p| p.0),
                    |(x, _)| x.0,
                );
            Some((at, Fault::NotAsExpected))
        }
        Place::Start if e_relaxed.is_empty() => Some((0, Fault::Leading)),
        Place::Start => Some((a_relaxed.first().map_or(0, |p| p.0), Fault::NotAsExpected)),
        Place::Between | Place::End => Some(first_fault(&a, place)),
    }
}

/// The first fault of a run of whitespace (normalized) that is not one of the forgiven forms.
/// After the last token only another byte than a space or a newline can be one.
fn first_fault(gap: &[(usize, u8)], place: Place) -> (usize, Fault) {
    let mut faults: Vec<(usize, Fault)> = Vec::new();
    if let Some(&(at, b)) = gap.iter().find(|p| p.1 != b' ' && p.1 != b'\n') {
        faults.push((at, Fault::OtherByte(b)));
    }
    let newlines: Vec<usize> = (0..gap.len()).filter(|&i| gap[i].1 == b'\n').collect();
    if place == Place::Between {
        if let Some(&second) = newlines.get(1) {
            faults.push((gap[second].0, Fault::EmptyLine));
        }
        let spaces = gap.iter().take_while(|p| p.1 == b' ').count();
        if spaces >= 2 && newlines.is_empty() {
            faults.push((gap[1].0, Fault::Spaces(spaces)));
        }
        if let Some(&first) = newlines.first() {
            if let Some(&(at, _)) = gap.get(first + 1).filter(|p| p.1 == b' ') {
                faults.push((at, Fault::LineStart));
            }
        }
    }
    faults
        .into_iter()
        .min_by_key(|f| f.0)
        .unwrap_or((gap.first().map_or(0, |p| p.0), Fault::NotAsExpected))
}

fn compare_boj(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    // One pass, without allocating while the whitespace is right: the tokens decide WA, the
    // first run of whitespace that breaks the rule decides PE.
    let mut fault: Option<(Diff, Fault)> = None;
    let mut first = true;
    for ((_, e_gap, e_token), (offset, a_gap, a_token)) in gaps(expected).zip(gaps(actual)) {
        if e_token != a_token {
            return compare_tokens(expected, actual, TokenRule::Equal);
        }
        let place = match (first, a_token) {
            (_, None) => Place::End,
            (true, Some(_)) => Place::Start,
            (false, Some(_)) => Place::Between,
        };
        first = false;
        if fault.is_none() {
            if let Some((at, broken)) = gap_fault(e_gap, a_gap, place) {
                let (line, column) = position(actual, offset + at);
                let diff = Diff {
                    kind: MismatchKind::Presentation,
                    line,
                    column,
                    expected: Shown::Text(visible_gap(e_gap)),
                    found: Shown::Text(visible_gap(a_gap)),
                    note: None,
                };
                fault = Some((diff, broken));
            }
        }
    }
    fault.map_or(Ok(()), |(diff, broken)| Err(diff.into_boj_mismatch(broken)))
}

/// The first line whose tokens differ, for outputs whose tokens differ.
fn wrong_diff(expected: &[&[u8]], actual: &[&[u8]]) -> Diff {
    // Outputs with different tokens always have a line whose tokens differ; the fallback only
    // keeps this function total.
    let diff =
        token_diff_by_lines(expected, actual).unwrap_or_else(|| whitespace_diff(expected, actual));
    Diff {
        kind: MismatchKind::Wrong,
        ..diff
    }
}

fn compare_exact(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    if expected == actual {
        return Ok(());
    }
    let (expected_lines, expected_end) = split_lines(expected);
    let (actual_lines, _) = split_lines(actual);
    let presentation = same_tokens(expected, actual);
    let diff = if expected_lines == actual_lines {
        // Equal lines in unequal outputs: only the final newline differs, so the actual output
        // has it exactly when the expected one does not.
        let last = actual_lines.last().copied().unwrap_or_default();
        let (expected_shown, found_shown) = match expected_end {
            FinalNewline::Present => (Shown::FinalNewline, Shown::EndOfOutput),
            FinalNewline::Missing => (Shown::EndOfOutput, Shown::FinalNewline),
        };
        Diff {
            kind: MismatchKind::Presentation,
            line: actual_lines.len().max(1),
            column: char_count(last) + 1,
            expected: expected_shown,
            found: found_shown,
            note: None,
        }
    } else if presentation {
        whitespace_diff(&expected_lines, &actual_lines)
    } else {
        wrong_diff(&expected_lines, &actual_lines)
    };
    Err(diff.into_mismatch())
}

/// How a line ends where its tokens run out.
fn line_end(line: Option<&[u8]>) -> Shown {
    match line {
        None => Shown::EndOfOutput,
        Some([]) => Shown::EmptyLine,
        Some(_) => Shown::EndOfLine,
    }
}

/// The first line whose tokens differ, and the first differing token in it.
fn token_diff_by_lines(expected: &[&[u8]], actual: &[&[u8]]) -> Option<Diff> {
    for i in 0..expected.len().max(actual.len()) {
        let expected_line = expected.get(i).copied();
        let actual_line = actual.get(i).copied();
        let expected_tokens: Vec<(usize, &[u8])> = expected_line
            .map(|l| tokens(l).collect())
            .unwrap_or_default();
        let actual_tokens: Vec<(usize, &[u8])> =
            actual_line.map(|l| tokens(l).collect()).unwrap_or_default();
        let same = expected_tokens.len() == actual_tokens.len()
            && expected_tokens
                .iter()
                .zip(&actual_tokens)
                .all(|(e, a)| e.1 == a.1);
        if same {
            continue;
        }
        let j = expected_tokens
            .iter()
            .zip(&actual_tokens)
            .take_while(|(e, a)| e.1 == a.1)
            .count();
        let expected_shown = match expected_tokens.get(j) {
            Some(&(_, token)) => Shown::Text(visible(token)),
            None => line_end(expected_line),
        };
        let (column, found_shown) = match (actual_line, actual_tokens.get(j)) {
            (Some(line), Some(&(offset, token))) => {
                (1 + char_count(&line[..offset]), Shown::Text(visible(token)))
            }
            (Some(line), None) => (char_count(line) + 1, line_end(actual_line)),
            (None, _) => (1, Shown::EndOfOutput),
        };
        return Some(Diff {
            kind: MismatchKind::Wrong,
            line: i + 1,
            column,
            expected: expected_shown,
            found: found_shown,
            note: None,
        });
    }
    None
}

/// The first line that differs, shown whole with every space visible.
fn whitespace_diff(expected: &[&[u8]], actual: &[&[u8]]) -> Diff {
    let i = expected
        .iter()
        .zip(actual)
        .take_while(|(e, a)| e == a)
        .count();
    let shown = |line: Option<&&[u8]>| match line {
        None => Shown::EndOfOutput,
        Some([]) => Shown::EmptyLine,
        Some(line) => Shown::Text(visible_with(line, Spaces::All)),
    };
    let column = match (expected.get(i), actual.get(i)) {
        (Some(e), Some(a)) => 1 + char_count(&a[..first_difference(e, a)]),
        _ => 1,
    };
    Diff {
        kind: MismatchKind::Presentation,
        line: i + 1,
        column,
        expected: shown(expected.get(i)),
        found: shown(actual.get(i)),
        note: None,
    }
}

/// How two tokens at the same place are matched.
#[derive(Debug, Clone, Copy, PartialEq)]
enum TokenRule {
    Equal,
    Caseless,
    Float { tolerance: f64 },
}

fn compare_tokens(expected: &[u8], actual: &[u8], rule: TokenRule) -> Result<(), Mismatch> {
    // A right answer is decided on the fly; only a wrong one pays for the token lists.
    let mut e = tokens(expected);
    let mut a = tokens(actual);
    let all_match = loop {
        match (e.next(), a.next()) {
            (None, None) => break true,
            (Some((_, x)), Some((_, y))) if tokens_match(x, y, rule).is_ok() => {}
            _ => break false,
        }
    };
    if all_match {
        return Ok(());
    }
    let expected_tokens: Vec<(usize, &[u8])> = tokens(expected).collect();
    let actual_tokens: Vec<(usize, &[u8])> = tokens(actual).collect();
    let mut first_bad = None;
    for (k, (&(_, e), &(_, a))) in expected_tokens.iter().zip(&actual_tokens).enumerate() {
        if let Err(note) = tokens_match(e, a, rule) {
            first_bad = Some((k, note));
            break;
        }
    }
    let (k, note) = match first_bad {
        Some(bad) => bad,
        None if expected_tokens.len() == actual_tokens.len() => return Ok(()),
        None => (expected_tokens.len().min(actual_tokens.len()), None),
    };
    let expected_shown = expected_tokens
        .get(k)
        .map_or(Shown::EndOfOutput, |&(_, t)| Shown::Text(visible(t)));
    let ((line, column), found_shown) = match actual_tokens.get(k) {
        Some(&(offset, token)) => (position(actual, offset), Shown::Text(visible(token))),
        // The output ends right after its last token, as far as tokens go.
        None => {
            let end = actual_tokens.last().map_or(0, |&(o, t)| o + t.len());
            (position(actual, end), Shown::EndOfOutput)
        }
    };
    let diff = Diff {
        kind: MismatchKind::Wrong,
        line,
        column,
        expected: expected_shown,
        found: found_shown,
        note,
    };
    Err(diff.into_mismatch())
}

/// Whether an actual token matches the expected one; a mismatch may come with a note.
fn tokens_match(expected: &[u8], actual: &[u8], rule: TokenRule) -> Result<(), Option<OffBy>> {
    if expected == actual || (rule == TokenRule::Caseless && expected.eq_ignore_ascii_case(actual))
    {
        return Ok(());
    }
    let TokenRule::Float { tolerance } = rule else {
        return Err(None);
    };
    match (parse_decimal(expected), parse_decimal(actual)) {
        (Some(e), Some(a)) if within(e, a, tolerance) => Ok(()),
        (Some(e), Some(a)) => Err(Some(OffBy {
            off: (a - e).abs(),
            tolerance,
        })),
        _ => Err(None),
    }
}

/// How a literal's event is shown in a difference: its text, or the end of its array.
fn shown(event: &Event<'_>, source: &[u8]) -> Shown {
    match event {
        Event::Open { start, end } | Event::Scalar { start, end, .. } => {
            Shown::Text(visible(&source[*start..*end]))
        }
        Event::Close { .. } => Shown::EndOfArray,
    }
}

fn compare_literals(expected: &[u8], actual: &[u8]) -> Result<(), Mismatch> {
    let Ok(expected_events) = literal::parse(expected) else {
        return compare_lines(expected, actual);
    };
    let expected_text = expected.trim_ascii();
    let actual_events = match literal::parse(actual) {
        Ok(events) => events,
        Err(_) if actual.trim_ascii().is_empty() => {
            let diff = Diff {
                kind: MismatchKind::Wrong,
                line: 1,
                column: 1,
                expected: Shown::Text(visible(expected_text)),
                found: Shown::EndOfOutput,
                note: None,
            };
            return Err(diff.into_mismatch());
        }
        Err(error) => {
            let (line, column) = position(actual, error.offset);
            let found_line = actual.split(|&b| b == b'\n').nth(line - 1).unwrap_or(&[]);
            return Err(Mismatch {
                kind: MismatchKind::Wrong,
                line,
                column,
                expected: visible(expected_text),
                found: visible(normalize_line(found_line)),
                detail: Box::new(Detail::NotALiteral {
                    what: error.message,
                }),
            });
        }
    };
    let first_difference = expected_events
        .iter()
        .zip(&actual_events)
        .find(|(e, a)| !literal::events_match(e, a));
    let Some((e, a)) = first_difference else {
        return Ok(());
    };
    let (line, column) = position(actual, a.start());
    let diff = Diff {
        kind: MismatchKind::Wrong,
        line,
        column,
        expected: shown(e, expected),
        found: shown(a, actual),
        note: None,
    };
    Err(diff.into_mismatch())
}

#[cfg(test)]
mod tests {
    use super::*;

    const FLOAT: Mode = Mode::Float { tolerance: 1e-6 };

    /// The mismatch's kind, line and column, or `None` when the outputs match.
    type Outcome = Option<(MismatchKind, usize, usize)>;

    /// The verdict of a comparison as (kind, line, column), `None` when the outputs match.
    fn outcome(mode: Mode, expected: &[u8], actual: &[u8]) -> Outcome {
        compare(mode, expected, actual)
            .err()
            .map(|m| (m.kind, m.line, m.column))
    }

    /// Name, mode, expected output, actual output, outcome.
    type VerdictRow = (&'static str, Mode, &'static [u8], &'static [u8], Outcome);

    #[test]
    fn chosen_lines_alone_are_compared() {
        // BOJ 2618 (a special judge): the total distance, then which car takes each event.
        let first = Mode::Chosen { lines: 1 };
        assert_eq!(compare(first, b"9\n2\n2\n1\n", b"9\n1\n1\n2\n"), Ok(()));
        assert_eq!(compare(first, b"9\n2\n", b"9"), Ok(()));
        let wrong = compare(first, b"9\n2\n2\n", b"10\n2\n2\n").unwrap_err();
        assert_eq!((wrong.kind, wrong.line), (MismatchKind::Wrong, 1));
        assert!(compare(first, b"9\n", b"").is_err());
        // The second line chosen (BOJ 2496: a centre, then how many it holds); a line the
        // expected output does not have is not compared.
        let second = Mode::Chosen { lines: 0b10 };
        assert_eq!(compare(second, b"1 1\n4\n", b"3 5\n4\n"), Ok(()));
        let wrong = compare(second, b"1 1\n4\n", b"1 1\n5\n").unwrap_err();
        assert_eq!(wrong.line, 2);
        assert_eq!(compare(second, b"-1\n", b"-2\n"), Ok(()));
        assert_eq!(line_list(0b101), "1, 3");
        assert_eq!(parse_line_list("1, 3"), Some(0b101));
        assert_eq!(parse_line_list("1 64"), Some(1 | 1 << 63));
        assert_eq!(parse_line_list(""), None);
    }

    #[test]
    fn verdicts_lines_and_columns() {
        use MismatchKind::{Presentation as P, Wrong as W};
        #[rustfmt::skip]
        let table: &[VerdictRow] = &[
            // Lines: BOJ's rule.
            ("crlf actual", Mode::Lines, b"1 2\n3\n", b"1 2\r\n3\r\n", None),
            ("crlf expected", Mode::Lines, b"1 2\r\n3\r\n", b"1 2\n3\n", None),
            ("missing final newline", Mode::Lines, b"1\n2\n", b"1\n2", None),
            ("final cr at eof", Mode::Lines, b"1\n", b"1\r", None),
            ("trailing spaces and tabs", Mode::Lines, b"1 2\n", b"1 2  \t\n", None),
            ("trailing spaces expected", Mode::Lines, b"1 2 \n3\n", b"1 2\n3", None),
            ("trailing blank lines actual", Mode::Lines, b"1\n", b"1\n\n \n\r\n", None),
            ("trailing blank lines expected", Mode::Lines, b"1\n\n\n", b"1", None),
            ("both empty", Mode::Lines, b"", b"", None),
            ("blank vs empty", Mode::Lines, b"\n\n", b"", None),
            ("leading blank line", Mode::Lines, b"1\n", b"\n1\n", Some((P, 1, 1))),
            ("blank line inside", Mode::Lines, b"1\n2\n", b"1\n\n2\n", Some((P, 2, 1))),
            ("two spaces", Mode::Lines, b"1 2\n", b"1  2\n", Some((P, 1, 3))),
            ("tab inside", Mode::Lines, b"1 2\n", b"1\t2\n", Some((P, 1, 2))),
            ("leading space", Mode::Lines, b"1\n", b" 1\n", Some((P, 1, 1))),
            ("token on next line", Mode::Lines, b"1 2\n", b"1\n2\n", Some((P, 1, 2))),
            ("empty output", Mode::Lines, b"1\n", b"", Some((W, 1, 1))),
            ("whitespace output", Mode::Lines, b"1\n", b" \n\n", Some((W, 1, 1))),
            ("extra token", Mode::Lines, b"1 2\n", b"1 2 3\n", Some((W, 1, 5))),
            ("missing token", Mode::Lines, b"1 2 3\n", b"1 2\n", Some((W, 1, 4))),
            ("missing line", Mode::Lines, b"1\n2\n3\n", b"1\n2\n", Some((W, 3, 1))),
            ("extra line", Mode::Lines, b"1\n2\n", b"1\n2\n3\n", Some((W, 3, 1))),
            ("wrong line 2", Mode::Lines, b"1\n-1\n", b"1\n2\n", Some((W, 2, 1))),
            ("wrong after whitespace slip", Mode::Lines, b"1 2\n3\n", b"1  2\n4\n", Some((W, 2, 1))),
            ("empty line for a token", Mode::Lines, b"1\n2\n3\n", b"1\n\n2\n", Some((W, 2, 1))),
            ("minus zero lines", Mode::Lines, b"0\n", b"-0\n", Some((W, 1, 1))),
            ("columns count chars", Mode::Lines, "é 1\n".as_bytes(), "é 2\n".as_bytes(), Some((W, 1, 3))),
            ("invalid utf-8 equal", Mode::Lines, b"\xff\xfe 1\n", b"\xff\xfe 1", None),
            ("invalid utf-8 actual", Mode::Lines, b"a b\n", b"a \xff\n", Some((W, 1, 3))),
            ("invalid utf-8 expected", Mode::Lines, b"\xc3\n", b"a\n", Some((W, 1, 1))),
            ("invalid utf-8 columns", Mode::Lines, b"\xff\xff 1\n", b"\xff\xff 2\n", Some((W, 1, 4))),
            // Exact.
            ("exact equal", Mode::Exact, b"1 2\n", b"1 2\n", None),
            ("exact crlf", Mode::Exact, b"1\n2\n", b"1\r\n2\r\n", Some((P, 1, 2))),
            ("exact missing final newline", Mode::Exact, b"1\n2\n", b"1\n2", Some((P, 2, 2))),
            ("exact extra final newline", Mode::Exact, b"1", b"1\n", Some((P, 1, 2))),
            ("exact trailing space", Mode::Exact, b"1\n", b"1 \n", Some((P, 1, 2))),
            ("exact trailing blank line", Mode::Exact, b"1\n", b"1\n\n", Some((P, 2, 1))),
            ("exact wrong", Mode::Exact, b"1\n2\n", b"1\n3\n", Some((W, 2, 1))),
            ("exact empty output", Mode::Exact, b"1\n", b"", Some((W, 1, 1))),
            ("exact both empty", Mode::Exact, b"", b"", None),
            // Tokens.
            ("tokens any whitespace", Mode::Tokens, b"1 2 3\n", b"1\n2\t  3\r\n\n", None),
            ("tokens both empty", Mode::Tokens, b"", b"\n", None),
            ("tokens minus zero", Mode::Tokens, b"0\n", b"-0\n", Some((W, 1, 1))),
            ("tokens extra", Mode::Tokens, b"1 2\n", b"1 2 3\n", Some((W, 1, 5))),
            ("tokens missing", Mode::Tokens, b"1 2 3\n", b"1\n2\n", Some((W, 2, 2))),
            ("tokens empty output", Mode::Tokens, b"1\n", b"", Some((W, 1, 1))),
            ("tokens second line", Mode::Tokens, b"1\n2\n", b"1\n  3\n", Some((W, 2, 3))),
            ("tokens invalid utf-8", Mode::Tokens, b"\xff", b"\xfe", Some((W, 1, 1))),
            ("caseless case", Mode::TokensCaseless, b"YES\nNo\n", b"yes  no\n", None),
            ("caseless strict tokens", Mode::Tokens, b"YES\n", b"yes\n", Some((W, 1, 1))),
            ("caseless other letter", Mode::TokensCaseless, b"YES\n", b"yez\n", Some((W, 1, 1))),
            ("caseless extra", Mode::TokensCaseless, b"a\n", b"A b\n", Some((W, 1, 3))),
            ("caseless non-ascii", Mode::TokensCaseless, b"\xc3\xa9\n", b"\xc3\x89\n", Some((W, 1, 1))),
            // Float with tolerance 1e-6.
            ("float minus zero", FLOAT, b"0\n", b"-0\n", None),
            ("float minus zero point", FLOAT, b"-0\n", b"0.0\n", None),
            ("float exponent", FLOAT, b"0.000001", b"1e-6", None),
            ("float trailing point", FLOAT, b"3", b"3.", None),
            ("float leading point", FLOAT, b"0.5", b".5", None),
            ("float plus sign", FLOAT, b"2", b"+2.0", None),
            ("float absolute edge inside", FLOAT, b"0", b"0.000001", None),
            ("float absolute edge outside", FLOAT, b"0", b"0.0000010001", Some((W, 1, 1))),
            ("float absolute at one inside", FLOAT, b"1", b"1.000001", None),
            ("float absolute at one outside", FLOAT, b"1", b"1.0000011", Some((W, 1, 1))),
            ("float below inside", FLOAT, b"1", b"0.999999", None),
            ("float relative edge inside", FLOAT, b"1000000", b"1000001", None),
            ("float relative edge outside", FLOAT, b"1000000", b"1000001.01", Some((W, 1, 1))),
            ("float relative large", FLOAT, b"1e18", b"1000000999999999999", None),
            ("float relative to expected", FLOAT, b"1", b"2000000", Some((W, 1, 1))),
            ("float nan equal", FLOAT, b"nan", b"nan", None),
            ("float nan case", FLOAT, b"nan", b"NaN", Some((W, 1, 1))),
            ("float nan vs number", FLOAT, b"0", b"nan", Some((W, 1, 1))),
            ("float inf equal", FLOAT, b"inf", b"inf", None),
            ("float inf spelled", FLOAT, b"inf", b"infinity", Some((W, 1, 1))),
            ("float overflow is a word", FLOAT, b"1e400", b"1e401", Some((W, 1, 1))),
            ("float hex is a word", FLOAT, b"0x10", b"16", Some((W, 1, 1))),
            ("float hex equal", FLOAT, b"0x10", b"0x10", None),
            ("float words", FLOAT, b"YES 1.5", b"YES 1.5000001", None),
            ("float word differs", FLOAT, b"YES 1.5", b"NO 1.5", Some((W, 1, 1))),
            ("float extra token", FLOAT, b"1.5", b"1.5 2", Some((W, 1, 5))),
            ("float missing token", FLOAT, b"1.5 2", b"1.5", Some((W, 1, 4))),
            ("float invalid utf-8", FLOAT, b"\xff 1", b"\xff 1.0000001", None),
            // Literal.
            ("literal spacing", Mode::Literal, b"[1,2]", b"[ 1, 2 ]\n", None),
            ("literal nested empty", Mode::Literal, b"[[1],[]]", b"[[1], []]", None),
            ("literal nested differs", Mode::Literal, b"[[1],[]]", b"[[1], [2]]", Some((W, 1, 8))),
            ("literal shorter", Mode::Literal, b"[1,2,3]", b"[1,2]", Some((W, 1, 5))),
            ("literal longer", Mode::Literal, b"[1,2]", b"[1,2,3]", Some((W, 1, 6))),
            ("literal scalar for array", Mode::Literal, b"[[1, 2]]", b"[1, 2]", Some((W, 1, 2))),
            ("literal second line", Mode::Literal, b"[1, 2]", b"[1,\n 3]", Some((W, 2, 2))),
            ("literal string escapes", Mode::Literal, br#"["a\"b", "c\\d"]"#, br#"["a\"b","c\\d"]"#, None),
            ("literal string newline tab", Mode::Literal, br#""a\nb""#, br#""a\tb""#, Some((W, 1, 1))),
            ("literal unicode escape", Mode::Literal, br#""aA""#, br#""a\u{41}""#, None),
            ("literal string vs number", Mode::Literal, br#""1""#, b"1", Some((W, 1, 1))),
            ("literal bool", Mode::Literal, b"[true, false]", b"[true,false]", None),
            ("literal bool differs", Mode::Literal, b"true", b"false", Some((W, 1, 1))),
            ("literal bool vs int", Mode::Literal, b"true", b"1", Some((W, 1, 1))),
            ("literal leading zeros", Mode::Literal, b"1", b"01", None),
            ("literal minus zero", Mode::Literal, b"0", b"-0", None),
            ("literal big integers", Mode::Literal, b"123456789012345678901234567890", b"123456789012345678901234567891", Some((W, 1, 1))),
            ("literal negative", Mode::Literal, b"[-1]", b"[1]", Some((W, 1, 2))),
            ("literal whole decimal", Mode::Literal, b"1.0", b"1", None),
            ("literal decimal inside", Mode::Literal, b"0.1", b"0.1000000001", None),
            ("literal decimal outside", Mode::Literal, b"0.1", b"0.100001", Some((W, 1, 1))),
            ("literal invalid utf-8", Mode::Literal, b"\"\xff\"", b"\"\xff\"", None),
            ("literal invalid utf-8 differs", Mode::Literal, b"\"\xff\"", b"[\"\xfe\"]", Some((W, 1, 1))),
            ("literal empty output", Mode::Literal, b"[1]", b"", Some((W, 1, 1))),
            ("literal not expected falls back", Mode::Literal, b"hello world\n", b"hello world", None),
            ("literal fallback wrong", Mode::Literal, b"hello\n", b"hell\n", Some((W, 1, 1))),
            ("literal fallback presentation", Mode::Literal, b"1 2\n", b"1  2\n", Some((P, 1, 3))),
            ("literal unclosed", Mode::Literal, b"[1]", b"[1", Some((W, 1, 1))),
        ];
        for (name, mode, expected, actual, want) in table {
            assert_eq!(outcome(*mode, expected, actual), *want, "{name}");
        }
    }

    /// BOJ's rule, case by case, each from both sides: the forgiven form as the actual output
    /// and as the expected one.
    #[test]
    fn boj_rule_every_case_both_directions() {
        use MismatchKind::{Presentation as P, Wrong as W};
        const B: Mode = Mode::Boj;
        #[rustfmt::skip]
        let table: &[VerdictRow] = &[
            // The tokens decide WA, before any whitespace.
            ("same output", B, b"1 2\n3\n", b"1 2\n3\n", None),
            ("wrong token", B, b"1 2\n", b"1 3\n", Some((W, 1, 3))),
            ("wrong token, reversed", B, b"1 3\n", b"1 2\n", Some((W, 1, 3))),
            ("extra token", B, b"1\n", b"1 2\n", Some((W, 1, 3))),
            ("missing token", B, b"1 2\n", b"1\n", Some((W, 1, 2))),
            ("WA before PE", B, b"1 2\n3\n", b"1  2\n4\n", Some((W, 2, 1))),
            ("empty output", B, b"1\n", b"", Some((W, 1, 1))),
            // Between two tokens: one space, one newline, or one space then a newline.
            ("newline for a space", B, b"1 2\n", b"1\n2\n", None),
            ("space for a newline", B, b"1\n2\n", b"1 2\n", None),
            ("space then newline for a newline", B, b"1\n2\n", b"1 \n2\n", None),
            ("newline for a space then newline", B, b"1 \n2\n", b"1\n2\n", None),
            ("space then newline for a space", B, b"1 2", b"1 \n2", None),
            ("space for a space then newline", B, b"1 \n2", b"1 2", None),
            ("two spaces for one", B, b"1 2\n", b"1  2\n", Some((P, 1, 3))),
            ("one space for two", B, b"1  2\n", b"1 2\n", Some((P, 1, 3))),
            ("empty line between tokens", B, b"1\n2\n", b"1\n\n2\n", Some((P, 2, 1))),
            ("expected empty line missing", B, b"1\n\n2\n", b"1\n2\n", Some((P, 2, 1))),
            ("expected empty line kept", B, b"1\n\n2\n", b"1\n\n2\n", None),
            ("expected empty line, space at a line end", B, b"1\n\n2\n", b"1 \n\n2\n", None),
            ("expected empty line for a space", B, b"1\n\n2\n", b"1 2\n", Some((P, 1, 2))),
            ("whitespace at the start of a line", B, b"1\n2\n", b"1\n 2\n", Some((P, 2, 1))),
            ("expected indent missing", B, b"1\n 2\n", b"1\n2\n", Some((P, 2, 1))),
            ("tab for a space", B, b"1 2", b"1\t2", Some((P, 1, 2))),
            ("space for an expected tab", B, b"1\t2", b"1 2", Some((P, 1, 2))),
            ("lone carriage return", B, b"1 2", b"1\r2", Some((P, 1, 2))),
            // At the end of a line: spaces are ignored (BOJ accepted two more at each line end
            // of 2448, whose answer's bottom line has none), a tab is not.
            ("one space at a line end", B, b"1 2\n3\n", b"1 2 \n3\n", None),
            ("expected space at a line end", B, b"1 2 \n3\n", b"1 2\n3\n", None),
            ("two spaces at a line end", B, b"1 2\n3\n", b"1 2  \n3\n", None),
            ("two spaces at the last line end", B, b"1\n", b"1  \n", None),
            ("spaces past the expected ones (2448)", B, b"  *  \n*****\n", b"  *    \n*****  \n", None),
            ("spaces on an empty line", B, b"1\n\n2\n", b"1\n  \n2\n", None),
            ("one space at the last line end", B, b"1\n", b"1 \n", None),
            ("one space, no final newline", B, b"1\n", b"1 ", None),
            ("tab at a line end", B, b"1\n2\n", b"1\t\n2\n", Some((P, 1, 2))),
            // The expected output's own whitespace, printed as it is (BOJ 11719).
            ("expected spaces at a line end, kept", B, b"a   \nb\n", b"a   \nb\n", None),
            ("expected tab at a line end, kept", B, b"a\t\nb\n", b"a\t\nb\n", None),
            // Before the first token: nothing.
            ("leading space", B, b"1\n", b" 1\n", Some((P, 1, 1))),
            ("expected leading space missing", B, b" 1\n", b"1\n", Some((P, 1, 1))),
            ("leading empty line", B, b"1\n", b"\n1\n", Some((P, 1, 1))),
            // The final newline is optional ...
            ("missing final newline", B, b"1\n2\n", b"1\n2", None),
            ("extra final newline", B, b"1", b"1\n", None),
            // ... and empty lines after the last token are ignored, on either side (BOJ
            // accepted one in 13496, whose page sample had lost the answer file's own).
            ("empty line at the end", B, b"1\n", b"1\n\n", None),
            ("three empty lines at the end", B, b"1\n", b"1\n\n\n\n", None),
            ("expected empty line at the end", B, b"1\n\n", b"1\n", None),
            ("both empty lines at the end", B, b"1\n\n", b"1\n\n", None),
            ("space after the final newline", B, b"1\n", b"1\n ", None),
            ("tab after the final newline", B, b"1\n", b"1\n\t", Some((P, 2, 1))),
            ("tab in the empty lines at the end", B, b"1\n", b"1\n\n\t\n", Some((P, 3, 1))),
            // ... and `\r\n` is a newline, on either side.
            ("crlf actual", B, b"1 2\n3\n", b"1 2\r\n3\r\n", None),
            ("crlf expected", B, b"1 2\r\n3\r\n", b"1 2\n3\n", None),
            ("space then crlf", B, b"1\n2\n", b"1 \r\n2\r\n", None),
            ("crlf empty line", B, b"1\n2\n", b"1\r\n\r\n2\r\n", Some((P, 2, 1))),
            // Outputs without tokens.
            ("both empty", B, b"", b"", None),
            ("newline for nothing", B, b"", b"\n", None),
            ("nothing for a newline", B, b"\n", b"", None),
            ("empty lines for nothing", B, b"", b"\n\n", None),
            // Columns count characters.
            ("columns count chars", B, "é  1\n".as_bytes(), "é 1\n".as_bytes(), Some((P, 1, 3))),
        ];
        for (name, mode, expected, actual, want) in table {
            assert_eq!(outcome(*mode, expected, actual), *want, "{name}");
        }
    }

    /// Where BOJ's rule finds more than one separator expected, the fields show both.
    #[test]
    fn boj_fields_show_the_separators() {
        let got = compare(Mode::Boj, b"1\n\n2\n", b"1\n2\n").unwrap_err();
        assert_eq!((got.expected.as_str(), got.found.as_str()), ("⏎⏎", "⏎"));
    }

    /// Mode, expected output, actual output, expected field, found field.
    type FieldsRow = (
        Mode,
        &'static [u8],
        &'static [u8],
        &'static str,
        &'static str,
    );

    #[test]
    fn fields_show_both_sides() {
        #[rustfmt::skip]
        let table: &[FieldsRow] = &[
            (Mode::Lines, b"1\n", b"", "1", END_OF_OUTPUT),
            (Mode::Lines, b"1 2\n", b"1 2 3\n", END_OF_LINE, "3"),
            (Mode::Lines, b"1 2\n", b"1  2\n", "1·2", "1··2"),
            (Mode::Lines, b"1\n", b"\n1\n", "1", EMPTY_LINE),
            (Mode::Exact, b"1", b"1\n", END_OF_OUTPUT, FINAL_NEWLINE),
            (Mode::Exact, b"1\n", b"1\r\n", "1", "1\\r"),
            (Mode::Tokens, b"\xff", b"\xfe\t", "\\xff", "\\xfe"),
            (Mode::Literal, b"[1, [2]]", b"[1]", "[2]", END_OF_ARRAY),
            (Mode::Literal, b"[1]", b"[1, \"x", "[1]", "[1, \"x"),
        ];
        for (mode, expected, actual, want_expected, want_found) in table {
            let got = compare(*mode, expected, actual).expect_err(want_found);
            assert_eq!(
                (got.expected.as_str(), got.found.as_str()),
                (*want_expected, *want_found)
            );
        }
    }

    #[test]
    fn deep_nesting_does_not_overflow_the_stack() {
        let depth = 200_000;
        let nested = |opens: usize, closes: usize| {
            let mut text = "[".repeat(opens);
            text.push_str(&"]".repeat(closes));
            text.into_bytes()
        };
        let expected = nested(depth, depth);
        assert_eq!(compare(Mode::Literal, &expected, &expected), Ok(()));
        let unclosed = compare(Mode::Literal, &expected, &nested(depth, depth - 1));
        let unclosed = unclosed.unwrap_err();
        assert_eq!(
            (unclosed.line, unclosed.column, *unclosed.detail),
            (
                1,
                1,
                Detail::NotALiteral {
                    what: "unclosed array".into()
                }
            )
        );
    }

    #[test]
    fn long_lines_are_quoted_around_the_difference() {
        let expected = format!("{}1\n", "x".repeat(100));
        let actual = format!("{}2\n", "x".repeat(100));
        let mismatch = compare(Mode::Lines, expected.as_bytes(), actual.as_bytes()).unwrap_err();
        // The quote ends with the token, so it keeps the 40 characters before its end.
        let quoted = Phrase::Quoted(format!("…{}1", "x".repeat(39)));
        let Detail::Differs {
            expected: shown, ..
        } = *mismatch.detail.clone()
        else {
            panic!("{mismatch:?}");
        };
        assert_eq!(shown, quoted);
        assert_eq!(mismatch.expected, expected.trim_end());
        assert_eq!(shorten(&"a".repeat(50), 0), format!("{}…", "a".repeat(40)));
        assert_eq!(shorten("short", 3), "short");
    }

    #[test]
    fn visible_shows_invisible_parts() {
        #[rustfmt::skip]
        let table: &[(&[u8], Spaces, &str)] = &[
            (b"", Spaces::Trailing, ""),
            (b"a b  ", Spaces::Trailing, "a b··"),
            (b"  ", Spaces::Trailing, "··"),
            (b"a \t ", Spaces::Trailing, "a·→·"),
            (b"a\tb", Spaces::Trailing, "a→b"),
            (b"x\r", Spaces::Trailing, "x\\r"),
            (b"a \r", Spaces::Trailing, "a·\\r"),
            (b"\x00\x1b\x7f", Spaces::Trailing, "\\x00\\x1b\\x7f"),
            (b"\xff\xc3", Spaces::Trailing, "\\xff\\xc3"),
            (b"a\xe2\x82b", Spaces::Trailing, "a\\xe2\\x82b"),
            ("동전 é".as_bytes(), Spaces::Trailing, "동전 é"),
            ("\u{85}".as_bytes(), Spaces::Trailing, "\\u{85}"),
            ("1\u{202e}2\u{2066}".as_bytes(), Spaces::Trailing, "1\\u{202e}2\\u{2066}"),
            ("\u{200f}\u{61c}".as_bytes(), Spaces::Trailing, "\\u{200f}\\u{61c}"),
            (b" 1 2", Spaces::All, "·1·2"),
        ];
        for (line, spaces, want) in table {
            assert_eq!(visible_with(line, *spaces), *want, "{line:?}");
        }
        assert_eq!(visible(b"1 2 "), "1 2·");
    }

    type Lines = &'static [&'static [u8]];

    #[test]
    fn split_lines_keeps_bytes_and_final_newline() {
        #[rustfmt::skip]
        let table: &[(&[u8], Lines, FinalNewline)] = &[
            (b"", &[], FinalNewline::Present),
            (b"\n", &[b""], FinalNewline::Present),
            (b"a", &[b"a"], FinalNewline::Missing),
            (b"a\n", &[b"a"], FinalNewline::Present),
            (b"a\r\n", &[b"a\r"], FinalNewline::Present),
            (b"a\n\nb", &[b"a", b"", b"b"], FinalNewline::Missing),
            (b"\xff\n\xfe", &[b"\xff", b"\xfe"], FinalNewline::Missing),
        ];
        for (bytes, lines, end) in table {
            assert_eq!(split_lines(bytes), (lines.to_vec(), *end), "{bytes:?}");
        }
    }

    #[test]
    fn decimals_are_finite_plain_numbers() {
        #[rustfmt::skip]
        let table: &[(&[u8], Option<f64>)] = &[
            (b"0", Some(0.0)), (b"-0", Some(0.0)), (b"3.", Some(3.0)), (b".5", Some(0.5)),
            (b"-.5e1", Some(-5.0)), (b"1e-6", Some(1e-6)), (b"+2", Some(2.0)), (b"1E3", Some(1000.0)),
            (b".", None), (b"-", None), (b"1e", None), (b"1e+", None), (b"e5", None),
            (b"nan", None), (b"inf", None), (b"-infinity", None), (b"0x1p3", None),
            (b"1e400", None), (b"1.2.3", None), (b"1_000", None), (b"", None), (b"\xff", None),
        ];
        for (token, want) in table {
            assert_eq!(parse_decimal(token), *want, "{token:?}");
        }
    }

    /// The streaming check agrees with the collected one on many small random outputs.
    #[test]
    fn lines_equal_agrees_with_normalized_lines() {
        let mut state = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let alphabet = [b'a', b'b', b' ', b'\t', b'\r', b'\n', b'\n'];
        let mut random = || -> Vec<u8> {
            let len = (next() % 9) as usize;
            (0..len).map(|_| alphabet[(next() % 7) as usize]).collect()
        };
        for _ in 0..20_000 {
            let (e, a) = (random(), random());
            assert_eq!(
                lines_equal(&e, &a),
                normalized_lines(&e) == normalized_lines(&a),
                "{e:?} vs {a:?}"
            );
            let e_tokens: Vec<&[u8]> = tokens(&e).map(|t| t.1).collect();
            let a_tokens: Vec<&[u8]> = tokens(&a).map(|t| t.1).collect();
            assert_eq!(
                compare(Mode::Tokens, &e, &a).is_ok(),
                e_tokens == a_tokens,
                "{e:?} vs {a:?}"
            );
            // BOJ's rule accepts only outputs with the right tokens, and calls a difference in
            // whitespace alone PE.
            match compare(Mode::Boj, &e, &a) {
                Ok(()) => assert_eq!(e_tokens, a_tokens, "{e:?} vs {a:?}"),
                Err(m) => assert_eq!(
                    m.kind == MismatchKind::Presentation,
                    e_tokens == a_tokens,
                    "{e:?} vs {a:?}"
                ),
            }
        }
    }
}
