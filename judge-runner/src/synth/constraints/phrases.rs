//! Bounds written in words: "N은 100,000보다 작거나 같은 자연수", "3 이상 10,000 이하",
//! "100,000 이하의 자연수 N", "길이는 100을 넘지 않는다", "절댓값이 1,000,000보다 작거나
//! 같은 정수", "at most 10^5", "between 1 and 100".

use super::lex::{Number, Tok};
use super::{Bound, Found, Subject, Through};
use std::collections::HashSet;

/// How far a phrase looks for its sentence's ends and subject, in tokens (keeps reading
/// linear on a text with no sentence end).
const WINDOW: usize = 80;

/// Which side of a bound a phrase gives, and whether it excludes the number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Lo(bool),
    Hi(bool),
    /// Both ends: "T는 항상 1이다", "is always 1".
    Exactly,
}

/// Every phrase's bound around a number no chain took, and the lower bounds its words
/// imply ("자연수": 1), which hold only where nothing else gives one. `valued` names the
/// names relations bound the value of: a length with no name in its sentence is not theirs.
pub(super) fn read(
    toks: &[Tok],
    names: &[Option<String>],
    taken: &[bool],
    valued: &HashSet<String>,
) -> (Vec<Found>, Vec<Found>, Vec<Through>) {
    let (mut found, mut floors) = (Vec::new(), Vec::new());
    let through = through(toks, names);
    for (k, tok) in toks.iter().enumerate() {
        let Tok::Num(n) = tok else { continue };
        if taken.get(k).copied().unwrap_or(true) {
            continue;
        }
        let Some(side) = side(toks, k) else { continue };
        let subject = subject(toks, k);
        let targets = targets(toks, names, k, subject, valued).or_else(|| {
            if (subject == Subject::Length && !sum(toks, k)) || elements(toks, k) {
                return Some(vec![ELEMENTS.to_owned()]);
            }
            let noun = noun(toks, k).filter(|_| subject == Subject::Value);
            noun.map(|noun| vec![format!("{NOUN}{noun}")])
        });
        let Some(targets) = targets else {
            continue;
        };
        // `-10,000,000보다 크거나 같고`: a sign before the number, with no operand before it.
        let unary = k >= 1
            && toks[k - 1] == Tok::Op('-')
            && !matches!(
                toks.get(k.wrapping_sub(2)),
                Some(Tok::Num(_) | Tok::Ident { .. })
            );
        let n = if unary {
            Number {
                value: -n.value,
                int: n.int.map(|v| -v),
            }
        } else {
            *n
        };
        let (lo, hi) = bounds(toks, k, n, side, subject);
        let floor = (lo.is_none() && subject == Subject::Value)
            .then(|| floor(toks, k))
            .flatten();
        for name in targets {
            found.push(Found::new(&name, subject, lo, hi));
            if floor.is_some() {
                floors.push(Found::new(&name, subject, floor, None));
            }
        }
    }
    (found, floors, through)
}

/// Every phrase whose bound is a name rather than a number: "N 이하" with a subject
/// before it in its sentence.
fn through(toks: &[Tok], names: &[Option<String>]) -> Vec<Through> {
    let mut out = Vec::new();
    for k in 0..toks.len() {
        let Some(via) = names.get(k).cloned().flatten() else {
            continue;
        };
        let Some(side) = korean_side(&after(toks, k)) else {
            continue;
        };
        let Some(targets) = targets(toks, names, k, Subject::Value, &HashSet::new()) else {
            continue;
        };
        let (upper, strict) = match side {
            Side::Hi(strict) => (true, strict),
            Side::Lo(strict) => (false, strict),
            Side::Exactly => continue,
        };
        for name in targets.into_iter().filter(|n| *n != via) {
            out.push(Through {
                name,
                via: via.clone(),
                upper,
                strict,
                offset: 0,
            });
        }
    }
    out
}

/// The name under which a bound on the input's numbers with no name of their own is kept
/// ("각 수는 1,000,000 이하", "주어지는 정수는 -10^9 이상"): `bind` gives it to every list
/// element and repeated number the samples fit. A length with no name ("단어는 …, 길이는
/// 50을 넘지 않는다") is kept under it too, as a length: `bind` gives it to every word
/// alone on its line.
pub(crate) const ELEMENTS: &str = "*";

/// The prefix of the name under which a value bound on a Korean noun the format does not
/// name is kept ("나이는 1보다 크거나 같으며, 200보다 작거나 같은 정수", as `?나이`): `bind`
/// gives it to the one integer it can be, when the statement bounds one such noun.
pub(crate) const NOUN: &str = "?";

/// Whether the phrase at `toks[k]` bounds a sum ("모든 단어 길이의 합은 1,000,000을 넘지
/// 않는다"), which is no one word's bound.
fn sum(toks: &[Tok], k: usize) -> bool {
    before(toks, k)
        .iter()
        .any(|w| w.starts_with("합") || w.contains("의합") || w == "sum" || w == "total")
}

/// The Korean noun that is the topic of `toks[k]`'s sentence before it ("나이는" → "나이").
fn noun(toks: &[Tok], k: usize) -> Option<String> {
    let start = sentence_start(toks, k);
    let i = (start..k).rev().find(|&i| topic(toks, i))?;
    let Tok::Word(w) = &toks[i] else { return None };
    let mut stem = w.clone();
    stem.pop();
    Some(stem)
}

/// Whether the sentence of `toks[k]` has, before it, a noun for the input's numbers as its
/// topic (`수는`, `정수는`, `숫자는`, `원소는`, `값은`, after `각` or `모든` or a verb), and
/// no name.
fn elements(toks: &[Tok], k: usize) -> bool {
    let start = sentence_start(toks, k);
    toks[start..k].iter().any(|t| {
        let Tok::Word(w) = t else { return false };
        let Some(stem) = w
            .strip_suffix('는')
            .or_else(|| w.strip_suffix('은'))
            .or_else(|| w.strip_suffix('이'))
            .or_else(|| w.strip_suffix('가'))
            .or_else(|| w.strip_suffix('도'))
        else {
            return false;
        };
        [
            "수",
            "정수",
            "자연수",
            "숫자",
            "원소",
            "값",
            "수들",
            "정수들",
        ]
        .contains(&stem)
    })
}

/// The words right after `toks[k]`, joined by spaces (up to four).
fn after(toks: &[Tok], k: usize) -> String {
    after_n(toks, k, 4)
}

/// The words right after `toks[k]`, joined by spaces (up to `n`).
fn after_n(toks: &[Tok], k: usize, n: usize) -> String {
    let words = toks[k + 1..].iter().take(n).map_while(|t| match t {
        Tok::Word(w) => Some(w.as_str()),
        Tok::Ident { text, .. } => Some(text.as_str()),
        _ => None,
    });
    words
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where the sentence holding `toks[k]` starts (at most [`WINDOW`] tokens back).
fn sentence_start(toks: &[Tok], k: usize) -> usize {
    let from = k.saturating_sub(WINDOW);
    toks[from..k]
        .iter()
        .rposition(|t| *t == Tok::Stop)
        .map_or(from, |s| from + s + 1)
}

/// The words of `toks[k]`'s sentence before it, lowercased, nearest last.
fn before(toks: &[Tok], k: usize) -> Vec<String> {
    let start = sentence_start(toks, k);
    let words = toks[start..k].iter().filter_map(|t| match t {
        Tok::Word(w) => Some(w.to_lowercase()),
        Tok::Ident { text, .. } => Some(text.to_lowercase()),
        _ => None,
    });
    words.collect()
}

/// The side the phrase around the number at `toks[k]` bounds.
fn side(toks: &[Tok], k: usize) -> Option<Side> {
    let next = after(toks, k);
    // "1,000,000자리 이하의 수" (BOJ 1769): the unit before the phrase.
    let next = ["자리 ", "글자 ", "자 "]
        .iter()
        .find_map(|unit| next.strip_prefix(unit))
        .unwrap_or(&next);
    if let Some(side) = korean_side(next) {
        return Some(side);
    }
    let words = before(toks, k);
    let last = |n: usize| words[words.len().saturating_sub(n)..].join(" ");
    match words.last().map(String::as_str) {
        Some("최대") => return Some(Side::Hi(false)),
        Some("최소") => return Some(Side::Lo(false)),
        // "T는 항상 1이다" (BOJ 10217): a test count that is always one.
        Some("항상" | "always") if next.is_empty() || next.starts_with('이') => {
            return Some(Side::Exactly)
        }
        _ => {}
    }
    english_side(&last(2), &last(4), next)
}

/// The side a Korean phrase after a number gives.
fn korean_side(next: &str) -> Option<Side> {
    let has = |s: &str| next.contains(s);
    if next.starts_with("이하") || has("작거나 같") || has("넘지 않") || has("넘지않") {
        return Some(Side::Hi(false));
    }
    if next.starts_with("까지") && !has("부터") {
        return Some(Side::Hi(false));
    }
    if next.starts_with("미만") || has("보다 작") {
        return Some(Side::Hi(true));
    }
    if next.starts_with("이상") || has("크거나 같") {
        return Some(Side::Lo(false));
    }
    if next.starts_with("초과") || has("보다 크") {
        return Some(Side::Lo(true));
    }
    // "0에서 1,000,000 사이의 값", "1부터 100까지".
    if next.starts_with("에서") || next.starts_with("부터") {
        return Some(Side::Lo(false));
    }
    if next.starts_with("사이") {
        return Some(Side::Hi(false));
    }
    None
}

/// The side an English phrase before a number gives (`at most 10`, `less than 5`).
fn english_side(two: &str, four: &str, next: &str) -> Option<Side> {
    let hi = [
        "at most",
        "exceed",
        "no more than",
        "no greater than",
        "up to",
        "maximum",
    ];
    if hi.iter().any(|p| two.ends_with(p)) || four.ends_with("less than or equal to") {
        return Some(Side::Hi(false));
    }
    if ["at least", "no less than"]
        .iter()
        .any(|p| two.ends_with(p))
        || four.ends_with("greater than or equal to")
    {
        return Some(Side::Lo(false));
    }
    if two.ends_with("less than") {
        return Some(Side::Hi(true));
    }
    if two.ends_with("greater than") {
        return Some(Side::Lo(true));
    }
    if two.ends_with("between") && next.starts_with("and") {
        return Some(Side::Lo(false));
    }
    if two.ends_with("and") && four.contains("between") {
        return Some(Side::Hi(false));
    }
    None
}

/// Whether the phrase at `toks[k]` bounds a length ("길이", "100글자", "10,000자리").
fn subject(toks: &[Tok], k: usize) -> Subject {
    let next = after(toks, k);
    let unit = [
        "글자",
        "자리",
        "문자",
        "자 ",
        "자를",
        "자가",
        "자까지",
        "자이",
        "characters",
        "letters",
        "digits",
        // "N는 최대 10^5개의 숫자로 구성되어 있으며" (BOJ 10610).
        "개의 숫자로",
    ];
    let words = before(toks, k);
    let recent = &words[words.len().saturating_sub(6)..];
    let said = recent
        .iter()
        .any(|w| w.contains("길이") || w == "length" || w == "자릿수");
    if said || next == "자" || unit.iter().any(|u| next.starts_with(u)) {
        Subject::Length
    } else {
        Subject::Value
    }
}

/// Whether `toks[k]` is a word that compares (so a name before it is a bound, not a subject).
fn compares(toks: &[Tok], k: usize) -> bool {
    match toks.get(k) {
        Some(Tok::Word(w)) => ["이상", "이하", "보다", "미만", "초과", "까지"]
            .iter()
            .any(|p| w.starts_with(p)),
        _ => false,
    }
}

/// Whether `toks[k]` is a Korean noun that is a clause's topic ("원소는", "길이는"): a
/// phrase after it bounds that noun, not a name before it.
fn topic(toks: &[Tok], k: usize) -> bool {
    matches!(&toks[k], Tok::Word(w) if w.chars().count() >= 2 && (w.ends_with('은') || w.ends_with('는') || w.ends_with('가')))
}

/// Whether `toks[k]` is a word that makes the name before it a count (`N개의`, `N줄`).
fn counts(toks: &[Tok], k: usize) -> bool {
    matches!(toks.get(k), Some(Tok::Word(w)) if ["개", "줄", "행", "명", "쌍", "번째"].iter().any(|p| w.starts_with(p)))
}

/// Whether `toks[k]` joins two names (`N과 M`, `N, M`, `N and M`).
fn joins(toks: &[Tok], k: usize) -> bool {
    match toks.get(k) {
        Some(Tok::Comma) => true,
        Some(Tok::Word(w)) => ["와", "과", "및", "그리고"].contains(&w.as_str()),
        Some(Tok::Ident { text, .. }) => text == "and",
        _ => false,
    }
}

/// The names the phrase at `toks[k]` bounds: the nearest subject before it in its
/// sentence (with the names joined to it; a count, `N개의`, is no subject; a Korean noun
/// as topic, "원소는", ends the search unless a name owns it, "S의 길이는"), else the first
/// name after it; a length with no name in its sentence bounds the nearest name of the
/// sentence before when that sentence introduces it ("문자열 S가 주어진다. 길이는 100을
/// 넘지 않는다") and no relation bounds its value.
fn targets(
    toks: &[Tok],
    names: &[Option<String>],
    k: usize,
    subject: Subject,
    valued: &HashSet<String>,
) -> Option<Vec<String>> {
    let start = sentence_start(toks, k);
    let window = toks.len().min(k + WINDOW);
    let end = toks[k..window]
        .iter()
        .position(|t| *t == Tok::Stop)
        .map_or(window, |e| k + e);
    let name = |i: usize| names.get(i).cloned().flatten();
    let is_subject = |i: usize| name(i).is_some() && !compares(toks, i + 1) && !counts(toks, i + 1);
    for i in (start..k).rev() {
        if is_subject(i) {
            return Some(joined(toks, names, i));
        }
        if topic(toks, i) {
            let owner = i >= 2 && toks[i - 1] == Tok::Word("의".into()) && is_subject(i - 2);
            if owner {
                return name(i - 2).map(|n| vec![n]);
            }
            break;
        }
    }
    if let Some(next) = (k + 1..end).find(|&i| is_subject(i)) {
        return name(next).map(|n| vec![n]);
    }
    if subject == Subject::Length && start > 0 {
        let before = sentence_start(toks, start - 1);
        let near = (before..start).rev().find(|&i| is_subject(i))?;
        let introduced = matches!(toks.get(near + 1), Some(Tok::Word(w))
            if ["가", "이", "을", "를", "은", "는"].contains(&w.as_str()));
        let named = name(near).filter(|n| introduced && !valued.contains(n));
        return named.map(|n| vec![n]);
    }
    None
}

/// The name at `toks[last]` with the names joined before it.
fn joined(toks: &[Tok], names: &[Option<String>], last: usize) -> Vec<String> {
    let name = |i: usize| names.get(i).cloned().flatten();
    let mut out: Vec<String> = name(last).into_iter().collect();
    let mut at = last;
    while at >= 2 && joins(toks, at - 1) {
        let Some(n) = name(at - 2) else { break };
        if !out.contains(&n) {
            out.insert(0, n);
        }
        at -= 2;
    }
    out
}

/// The bounds the phrase gives: `n` on its side, and `-n` below for "절댓값".
fn bounds(
    toks: &[Tok],
    k: usize,
    n: Number,
    side: Side,
    subject: Subject,
) -> (Option<Bound>, Option<Bound>) {
    let bound = |strict| Bound {
        value: n.value,
        int: n.int,
        strict,
    };
    let (lo, hi) = match side {
        Side::Lo(strict) => (Some(bound(strict)), None),
        Side::Hi(strict) => (None, Some(bound(strict))),
        Side::Exactly => (Some(bound(false)), Some(bound(false))),
    };
    if subject == Subject::Length || lo.is_some() {
        return (lo, hi);
    }
    let around = format!("{} {}", before(toks, k).join(" "), after(toks, k));
    if around.contains("절댓값") || around.contains("절대값") || around.contains("absolute") {
        let neg = hi.map(|h| Bound {
            value: -h.value,
            int: h.int.map(|v| -v),
            strict: h.strict,
        });
        return (neg, hi);
    }
    (lo, hi)
}

/// The lower bound the words around `toks[k]` imply: 0 for "음이 아닌", 1 for "자연수".
fn floor(toks: &[Tok], k: usize) -> Option<Bound> {
    let around = format!("{} {}", before(toks, k).join(" "), after_n(toks, k, 6));
    let has = |words: &[&str]| words.iter().any(|w| around.contains(w));
    let zero = [
        "음이 아닌",
        "non negative",
        "nonnegative",
        "자연수 또는",
        "또는 자연수",
        "or zero",
    ];
    let v = if has(&zero) {
        0
    } else if has(&["자연수", "양의 정수", "positive"]) {
        1
    } else {
        return None;
    };
    Some(Bound {
        value: v as f64,
        int: Some(v),
        strict: false,
    })
}
