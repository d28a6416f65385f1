//! Text shown to a person and numbers read from text, for every room that shows a program's
//! output or reads judge data: invisible bytes made visible, line and column of a byte,
//! decimal numbers as the judges read them. The bottom layer: it uses nothing of the runner,
//! so the comparison, the Programmers literal grammar and the reporters all share it.

/// Which spaces [`visible_with`] shows as `·`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spaces {
    /// Only the spaces at the end of the line, where they are otherwise invisible.
    Trailing,
    /// Every space, for a difference that is only in the whitespace.
    All,
}

/// Whether `c` is shown as an escape (`\x1b`, `\u{202e}`) rather than as itself, wherever
/// text from a program or judge data is shown: a control character, or a bidirectional
/// control (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which reorders the text
/// around it on screen, so that a line would read other than it is ("Trojan Source").
pub(crate) fn shown_escaped(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{61c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// Makes a line's invisible parts visible for a diff: trailing spaces as `·`, tabs as `→`,
/// `\r` as the two characters `\r`, other control bytes as `\xNN`, invalid UTF-8 bytes as `\xNN`.
pub fn visible(line: &[u8]) -> String {
    visible_with(line, Spaces::Trailing)
}

/// Like [`visible`], but chooses which spaces are shown as `·`.
///
/// A space counts as trailing when only spaces, tabs and `\r` follow it. Control characters
/// outside ASCII, and bidirectional controls ([`shown_escaped`]), are shown as `\u{NN}`.
pub fn visible_with(line: &[u8], spaces: Spaces) -> String {
    let trailing = line
        .iter()
        .rev()
        .take_while(|&&b| matches!(b, b' ' | b'\t' | b'\r'))
        .count();
    let trailing_from = line.len() - trailing;
    let mut out = String::with_capacity(line.len());
    let mut offset = 0;
    for chunk in line.utf8_chunks() {
        for (i, c) in chunk.valid().char_indices() {
            match c {
                ' ' if spaces == Spaces::All || offset + i >= trailing_from => out.push('·'),
                '\t' => out.push('→'),
                '\r' => out.push_str("\\r"),
                // Every ASCII control character fits in one byte, so the cast loses nothing.
                c if c.is_ascii_control() => push_hex_byte(&mut out, c as u8),
                c if shown_escaped(c) => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
                c => out.push(c),
            }
        }
        offset += chunk.valid().len();
        for &b in chunk.invalid() {
            push_hex_byte(&mut out, b);
            offset += 1;
        }
    }
    out
}

/// Appends `b` as `\xNN`.
pub(crate) fn push_hex_byte(out: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push_str("\\x");
    out.push(char::from(HEX[usize::from(b >> 4)]));
    out.push(char::from(HEX[usize::from(b & 0xf)]));
}

/// The number of characters in `bytes`, counting each invalid UTF-8 byte as one, as
/// [`visible`] shows each as one escape.
pub(crate) fn char_count(bytes: &[u8]) -> usize {
    bytes
        .utf8_chunks()
        .map(|chunk| chunk.valid().chars().count() + chunk.invalid().len())
        .sum()
}

/// The 1-based line and column of byte `offset` in `bytes`.
pub(crate) fn position(bytes: &[u8], offset: usize) -> (usize, usize) {
    let before = &bytes[..offset];
    let line = 1 + before.iter().filter(|&&b| b == b'\n').count();
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    (line, 1 + char_count(&bytes[line_start..offset]))
}

/// Text a site printed, as it reads: every Unicode space (U+00A0 no-break space, U+2000 to
/// U+200A, U+202F, U+205F, U+3000, tabs and line breaks) folded to one ASCII space, runs of
/// them to one, and the ends trimmed. BOJ's pages put no-break spaces where they look like
/// spaces (`C++14\u{a0}/\u{a0}수정`, `런타임 에러\u{a0}(Segfault)`), so every word read
/// from a backup is read through this before it is matched.
pub(crate) fn folded_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for word in text
        .split(|c: char| c.is_whitespace() || matches!(c, '\u{a0}' | '\u{202f}' | '\u{feff}'))
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

/// BOJ's name of a language as a record of it reads (`C++14 / 수정`, with no-break spaces
/// around the slash, on every record of a real boj-vault backup), as BOJ's language list
/// names it: [`folded_spaces`], and the ` / 수정` ("edit") link BOJ printed after the name of
/// a submission of one's own cut off.
pub(crate) fn boj_language_name(raw: &str) -> String {
    let folded = folded_spaces(raw);
    match folded.rsplit_once(" / ") {
        Some((name, "수정" | "edit")) => name.trim().to_owned(),
        _ => folded,
    }
}

/// Whether `actual` is within `tolerance` of `expected`, absolutely or relatively.
///
/// The decimal inputs are rounded when parsed, so a difference of exactly `tolerance` in the
/// text can come out a few units in the last place above it; the slack keeps such a boundary
/// case inside, as testlib's `doubleCompare` does with its 1e-15.
pub(crate) fn within(expected: f64, actual: f64, tolerance: f64) -> bool {
    let difference = (actual - expected).abs();
    let slack = 2.0 * f64::EPSILON * expected.abs().max(actual.abs());
    difference <= tolerance + slack || difference <= tolerance * expected.abs() + slack
}

/// A finite decimal number: `[+-]digits[.digits][e[+-]digits]`, where either side of the point
/// may be empty but not both.
///
/// Rust's own parser also takes `nan`, `inf` and `infinity`; those are words here, compared
/// byte for byte.
pub(crate) fn parse_decimal(token: &[u8]) -> Option<f64> {
    let mut pos = 0;
    let digits_from = |pos: &mut usize| {
        let start = *pos;
        while token.get(*pos).is_some_and(u8::is_ascii_digit) {
            *pos += 1;
        }
        *pos - start
    };
    if matches!(token.first(), Some(b'+' | b'-')) {
        pos += 1;
    }
    let mut mantissa = digits_from(&mut pos);
    if token.get(pos) == Some(&b'.') {
        pos += 1;
        mantissa += digits_from(&mut pos);
    }
    if mantissa == 0 {
        return None;
    }
    if matches!(token.get(pos), Some(b'e' | b'E')) {
        pos += 1;
        if matches!(token.get(pos), Some(b'+' | b'-')) {
            pos += 1;
        }
        if digits_from(&mut pos) == 0 {
            return None;
        }
    }
    if pos != token.len() {
        return None;
    }
    let value: f64 = std::str::from_utf8(token).ok()?.parse().ok()?;
    value.is_finite().then_some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boj_language_names_are_read_whatever_their_spaces() {
        for (raw, name) in [
            ("C++14\u{a0}/\u{a0}수정", "C++14"),
            ("Python 3 / 수정", "Python 3"),
            ("Kotlin (JVM)\u{a0}/\u{a0}수정", "Kotlin (JVM)"),
            ("  Java\u{3000}8  (OpenJDK) ", "Java 8 (OpenJDK)"),
            ("Rust 2018", "Rust 2018"),
            ("C++17\u{2009}(Clang)\t/ 수정", "C++17 (Clang)"),
            ("a / b", "a / b"),
            ("", ""),
        ] {
            assert_eq!(boj_language_name(raw), name, "{raw:?}");
        }
        assert_eq!(
            folded_spaces("런타임 에러\u{a0}(Segfault)"),
            "런타임 에러 (Segfault)"
        );
    }
}
