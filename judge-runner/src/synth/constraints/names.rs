//! Which identifiers of a statement are the names of its input's values, and what each is
//! called: `A_i`, `A_{i}`, `Aᵢ`, `Ai`, `A1 … AN` are all the list `A` (an index that is a
//! letter, or a run that ends in one, marks an element of a list); `S_1` and `S_2` with no
//! letter index stay two names, `S1` and `S2`. English words (three letters or more outside
//! math, and a stop-list of short ones, and the article `A`/`a`) are not names.

use super::lex::Tok;
use std::collections::HashSet;

/// Two-letter words and units that are not names outside math.
const STOP: [&str; 40] = [
    "is", "in", "of", "to", "an", "on", "at", "be", "by", "or", "it", "as", "if", "no", "so", "we",
    "up", "do", "me", "my", "us", "am", "he", "go", "On", "In", "It", "If", "No", "At", "As", "By",
    "Or", "To", "An", "NO", "OK", "ID", "MB", "ms",
];
/// Words of a formula that are not names even in math.
const MATH_WORDS: [&str; 10] = [
    "mod", "max", "min", "log", "gcd", "lcm", "sum", "and", "or", "bmod",
];

/// Each token's name: `Some` for an identifier that names a value, as the statement's
/// names are written; and the names seen as elements of a list (with an index).
pub(super) fn resolve(toks: &[Tok], english: bool) -> (Vec<Option<String>>, HashSet<String>) {
    let splits: Vec<Option<Split>> = (0..toks.len()).map(|i| split(toks, i, english)).collect();
    let mut lists: HashSet<String> = HashSet::new();
    for s in splits.iter().flatten() {
        if s.letter_index {
            lists.insert(s.base.clone());
        }
    }
    let with_index = |digit: bool| -> HashSet<String> {
        splits
            .iter()
            .flatten()
            .filter(|s| {
                s.index
                    .as_deref()
                    .is_some_and(|i| i.starts_with(|c: char| c.is_ascii_digit()) == digit)
            })
            .map(|s| s.base.clone())
            .collect()
    };
    let (digit, letter) = (with_index(true), with_index(false));
    lists.extend(digit.intersection(&letter).cloned());
    // The index `i`, `j` or `k` of a word's list written alone in prose ("Line i describes
    // cow i", beside `minSPF_i`: USACO's pages) is the index, not a value of the input.
    let index_letters: HashSet<&str> = splits
        .iter()
        .flatten()
        .filter(|s| s.letter_index && s.base.len() >= 3)
        .filter_map(|s| s.index.as_deref())
        .filter(|i| matches!(*i, "i" | "j" | "k"))
        .collect();
    let named = splits
        .iter()
        .zip(toks)
        .map(|(s, tok)| {
            let prose = matches!(tok, Tok::Ident { text, index: None, math: false }
                if index_letters.contains(text.as_str()));
            s.as_ref().filter(|_| !prose).map(|s| s.name(&lists))
        })
        .collect();
    (named, lists)
}

/// An identifier taken apart: its base and index.
struct Split {
    base: String,
    /// The index as written (`i`, `1`, `N`, `i+1`), `None` when there is none.
    index: Option<String>,
    /// Whether the index is certainly a letter (`A_i`, `A_{N}`, `Ai`): `A` is a list.
    letter_index: bool,
    /// `AN` read as `A` indexed by `N`, when `A` is a list; else the name `AN`.
    whole: String,
}

impl Split {
    /// The name this identifier stands for.
    fn name(&self, lists: &HashSet<String>) -> String {
        match &self.index {
            _ if lists.contains(&self.base) => self.base.clone(),
            Some(i) if i.chars().all(|c| c.is_ascii_digit()) => format!("{}{i}", self.base),
            _ => self.whole.clone(),
        }
    }
}

/// The identifier at `toks[i]` split, `None` when it is not a name.
fn split(toks: &[Tok], i: usize, english: bool) -> Option<Split> {
    let Tok::Ident { text, index, math } = &toks[i] else {
        return None;
    };
    if !is_name(text, *math, english, toks.get(i + 1))
        && !related(toks, i)
        && !subscripted(text, index.as_deref())
    {
        return None;
    }
    if let Some(index) = index {
        let index = index
            .chars()
            .filter(|c| c.is_ascii_alphanumeric())
            .collect::<String>();
        // A word for an index (`p_{pair}`, `x_{max}`) names a value of its own, as a digit
        // does (`p_1`): `p_1, p_3, p_{pair}` are three names.
        if index.len() >= 3 && index.chars().all(|c| c.is_ascii_alphabetic()) {
            return Some(Split {
                base: text.clone(),
                letter_index: false,
                whole: format!("{text}{index}"),
                index: None,
            });
        }
        let letter = index.starts_with(|c: char| c.is_ascii_alphabetic());
        return Some(Split {
            base: text.clone(),
            letter_index: letter,
            whole: text.clone(),
            index: Some(index),
        });
    }
    Some(plain_split(text))
}

/// `A1`, `Ai`, `AN` read as a base and an index; any other identifier whole.
fn plain_split(text: &str) -> Split {
    let whole = text.to_owned();
    let mut chars = text.chars();
    let (Some(first), rest) = (chars.next(), chars.as_str()) else {
        return Split {
            base: whole.clone(),
            index: None,
            letter_index: false,
            whole,
        };
    };
    let base = first.to_string();
    let digits = !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit());
    let ij = matches!(rest, "i" | "j" | "k");
    let upper = rest.len() == 1
        && first.is_ascii_uppercase()
        && rest.chars().all(|c| c.is_ascii_uppercase());
    if digits || ij || upper {
        let index = Some(rest.to_owned());
        return Split {
            base,
            index,
            letter_index: ij,
            whole,
        };
    }
    Split {
        base: whole.clone(),
        index: None,
        letter_index: false,
        whole,
    }
}

/// Whether the identifier at `toks[i]` is an operand of a relation, alone or in a list
/// (`1 ≤ length, width, height ≤ 10^6`): a name however long.
fn related(toks: &[Tok], i: usize) -> bool {
    let ident = |k: usize| matches!(toks.get(k), Some(Tok::Ident { .. }));
    let rel = |k: usize| matches!(toks.get(k), Some(Tok::Rel(_)));
    let mut end = i;
    while toks.get(end + 1) == Some(&Tok::Comma) && ident(end + 2) && end < i + 12 {
        end += 2;
    }
    let mut start = i;
    while start >= 2
        && toks.get(start - 1) == Some(&Tok::Comma)
        && ident(start - 2)
        && start + 12 > i
    {
        start -= 2;
    }
    rel(end + 1) || (start > 0 && rel(start - 1))
}

/// Whether an identifier is a word with a short subscript written `_i`, `_1`, `_{ij}`
/// (USACO's "minSPF_i and maxSPF_i", BOJ 6134): no English word carries one, so it names a
/// value however long, as in math.
fn subscripted(text: &str, index: Option<&str>) -> bool {
    let short = |i: &str| {
        let len = i.chars().filter(char::is_ascii_alphanumeric).count();
        (1..=2).contains(&len)
    };
    text.len() <= 12 && index.is_some_and(short)
}

/// Whether an identifier written `text` names a value: anything in math but a formula's
/// word; outside math, one or two letters that are not a short word or an article.
fn is_name(text: &str, math: bool, english: bool, next: Option<&Tok>) -> bool {
    if math {
        return !MATH_WORDS.contains(&text);
    }
    if text.len() >= 3 || STOP.contains(&text) {
        return false;
    }
    if english && (text == "a" || text == "I") {
        return false;
    }
    if english && text == "A" {
        let article = matches!(next, Some(Tok::Ident { text: w, math: false, .. })
            if w.len() >= 3 && w.chars().all(|c| c.is_ascii_lowercase()) && w != "and");
        return !article;
    }
    true
}
