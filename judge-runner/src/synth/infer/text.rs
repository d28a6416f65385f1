//! An input's text as lines of tokens, and what one token looks like.

/// `text`'s lines that hold a token, each split on ASCII whitespace (so a `\r` before the
/// `\n` goes, and blank lines anywhere, the trailing ones included, are skipped).
pub(super) fn lines(text: &str) -> Vec<Vec<&str>> {
    text.split('\n')
        .map(|line| line.split_ascii_whitespace().collect::<Vec<_>>())
        .filter(|tokens| !tokens.is_empty())
        .collect()
}

/// What a token looks like, as infer sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Class {
    /// An optional `-` and 1 to 18 digits, no leading zero (`0` itself is one).
    Int,
    /// `-?\d+\.\d+`.
    Decimal,
    /// Anything else (`007`, a 19-digit string, `abc`, `-0`).
    Word,
}

/// The longest digit string infer calls an integer: longer ones are words (an id, a row).
const MAX_INT_DIGITS: usize = 18;

/// `token`'s class.
pub(super) fn class(token: &str) -> Class {
    let unsigned = token.strip_prefix('-').unwrap_or(token);
    if let Some((whole, fraction)) = unsigned.split_once('.') {
        if is_digits(whole) && is_digits(fraction) {
            return Class::Decimal;
        }
        return Class::Word;
    }
    let plain = is_digits(unsigned) && unsigned.len() <= MAX_INT_DIGITS;
    let leading_zero = unsigned.len() > 1 && unsigned.starts_with('0');
    let minus_zero = unsigned == "0" && token.starts_with('-');
    if plain && !leading_zero && !minus_zero {
        Class::Int
    } else {
        Class::Word
    }
}

/// Whether `text` is one or more ASCII digits.
pub(super) fn is_digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// `token`'s value when it is written as an integer (`-?\d+`, leading zeros allowed) that
/// fits an `i128`: what `read` asks of an `Int` token.
pub(super) fn int_value(token: &str) -> Option<i128> {
    let unsigned = token.strip_prefix('-').unwrap_or(token);
    if !is_digits(unsigned) {
        return None;
    }
    token.parse().ok()
}

/// Whether `token` is written as a decimal (`-?\d+` with an optional `.\d+`): what `read`
/// asks of a `Decimal` token (an integer is a decimal with no places).
pub(super) fn is_decimal(token: &str) -> bool {
    let unsigned = token.strip_prefix('-').unwrap_or(token);
    match unsigned.split_once('.') {
        Some((whole, fraction)) => is_digits(whole) && is_digits(fraction),
        None => is_digits(unsigned),
    }
}

/// The number of digits after `token`'s point (0 without one).
pub(super) fn places(token: &str) -> u32 {
    token.split_once('.').map_or(0, |(_, fraction)| {
        u32::try_from(fraction.len()).unwrap_or(u32::MAX)
    })
}

/// `token`'s length in characters (a word's length).
pub(super) fn char_len(token: &str) -> u64 {
    u64::try_from(token.chars().count()).unwrap_or(u64::MAX)
}
