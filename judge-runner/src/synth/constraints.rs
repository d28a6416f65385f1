//! The constraints a statement's input section gives (`1 ≤ N ≤ 100,000`, "N은 100,000보다
//! 작거나 같은 자연수"), and the model's tokens bound to the names they use.
//!
//! [`read`] takes the `## 입력` / `## Input` sections, then `## 제한` / `## Constraints`,
//! then the last `## 서브태스크` / `## Subtask` (the full one), and finds in them the names
//! (see `names` for how `A_i`, `Ai`, `A1 … AN` become `A`) and two forms of bound:
//! relations (`chains`) and phrases (`phrases`). A strict bound (`0 < A < 10`) keeps its
//! number and says it is strict: [`bind`] rounds it inward by the token's step (1 for an
//! integer, one last place for a decimal), so nothing is guessed about integrality here.
//! When several constraints bound one name, the widest of them is kept (a subtask's
//! `N ≤ 100` does not narrow the full `N ≤ 10^5`). A `10<sup>9</sup>` the converter
//! flattened to `109` cannot be told from 109 and is read as 109.

mod bind;
mod chains;
mod counts;
mod lex;
mod names;
mod phrases;

pub(crate) use bind::Report;
pub(crate) use counts::bind_counted;

use super::Model;
use lex::Tok;
use std::collections::{HashMap, HashSet};

/// What a statement says about its input.
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct Statement {
    /// The names the input section uses, in order of first appearance (an appearance as
    /// an owner, `A의 크기`, does not count when the name appears again later).
    pub names: Vec<String>,
    /// One constraint per name and subject: the widest the statement gives.
    pub constraints: Vec<Constraint>,
    /// Names written as a length the input does not give ("문자열의 길이 L은 (1 ≤ L ≤
    /// 100,000)"): each bounds a word's length, in order, apart from how `names` line up.
    pub lengths: Vec<String>,
    /// Names written as counts (`N개의`, `N줄`, `N lines`).
    pub counts: Vec<String>,
    /// Names written with an index (`A_i`, `Ai`, `A1 … AN`): a list's elements.
    pub indexed: Vec<String>,
    /// Names the statement calls a number (`정수 N`, `an integer N`) or a string (`문자열
    /// S`, `a string S`); a name called both is left out.
    pub called: Vec<(String, Called)>,
    /// Whether the input section says its numbers are all different ("수는 중복되지
    /// 않는다", "서로 다른", "distinct").
    pub distinct: bool,
    /// Whether the input section says the input is test cases ("입력은 여러 개의 테스트
    /// 케이스로 이루어져 있다", "multiple test cases", "until the end of the input").
    pub cases: bool,
    /// Whether the statement says two of its values may be equal ("회의의 시작시간과 끝나는
    /// 시간이 같을 수도 있다", "a와 b는 같을 수도 있다", "may be equal").
    pub may_equal: bool,
    /// Pairs of names the input section says differ (`u ≠ v`, `a != b`): a relation the
    /// statement gives, so an order the samples happen to keep is not the problem's.
    pub unequal: Vec<(String, String)>,
    /// Pairs of names the statement orders (`minSPF_i ≤ maxSPF_i`, `1 ≤ s_i < e_i ≤ 10^9`,
    /// "K는 1 이상 N 이하"): the lower name, the higher, and whether they may not be equal.
    pub ordered: Vec<(String, String, bool)>,
    /// The kinds of character the input section says its strings are made of ("알파벳
    /// 소문자", "대문자", "숫자", "lowercase letters", "digits").
    pub classes: Vec<Class>,
}

/// A kind of character a statement names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Class {
    Lower,
    Upper,
    Digit,
}

impl Class {
    /// The characters of the class.
    pub(crate) fn chars(self) -> std::ops::RangeInclusive<char> {
        match self {
            Class::Lower => 'a'..='z',
            Class::Upper => 'A'..='Z',
            Class::Digit => '0'..='9',
        }
    }
}

/// What the statement calls a name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Called {
    Number,
    Text,
}

/// Bounds on one name's value or length (`None`: not said).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Constraint {
    pub name: String,
    pub subject: Subject,
    pub lo: Option<Bound>,
    pub hi: Option<Bound>,
}

/// One bound as written: its number (exact when whole and it fits) and whether the
/// statement excludes it (`<`, "미만", "less than").
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Bound {
    pub value: f64,
    pub int: Option<i128>,
    pub strict: bool,
}

/// What a constraint bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Subject {
    Value,
    Length,
}

/// A bound given through another name ("K는 1 이상 N 이하이다", `1 ≤ K ≤ N`): `name`'s
/// bound on one side is `via`'s on that side, once `via`'s are known.
#[derive(Debug, Clone, PartialEq)]
struct Through {
    name: String,
    via: String,
    /// The upper side (else the lower), and whether the phrase excludes it.
    upper: bool,
    strict: bool,
    /// Added to `via`'s bound (`N-1`: −1).
    offset: i128,
}

/// A constraint as found, before the ones on one name are merged.
#[derive(Debug, Clone, PartialEq)]
struct Found(Constraint);

impl Found {
    /// A constraint on `name`.
    fn new(name: &str, subject: Subject, lo: Option<Bound>, hi: Option<Bound>) -> Found {
        let name = name.to_owned();
        Found(Constraint {
            name,
            subject,
            lo,
            hi,
        })
    }
}

/// The input section of `statement_md` (a `statement.md` as `new --html` writes it) read,
/// with the bounds the problem section gives a name the input section uses and bounds
/// nowhere: older pages put them in the story ("수빈이는 현재 점 N(0 ≤ N ≤ 100,000)에 있고",
/// BOJ 1697; "비행장의 수 n은 3 ≤ n ≤ 1000이고", BOJ 2585). Only a range with both ends
/// is taken from there, and only for a name the input section names: a story's `k=2`
/// (an example's value) or `i`, `j` of a formula bound nothing the input gives.
pub(crate) fn read(statement_md: &str) -> Statement {
    let mut statement = read_text(&sections(statement_md));
    let story = read_text(&problem_section(statement_md));
    statement.may_equal |= story.may_equal;
    for pair in story.ordered {
        let named = [&pair.0, &pair.1]
            .iter()
            .all(|n| statement.names.contains(n));
        if named && !statement.ordered.contains(&pair) {
            statement.ordered.push(pair);
        }
    }
    for c in story.constraints {
        let named = statement.names.contains(&c.name);
        let bounded = statement.constraints.iter().any(|o| o.name == c.name);
        let range = matches!((c.lo, c.hi), (Some(lo), Some(hi)) if lo.value < hi.value);
        if named && !bounded && range {
            statement.constraints.push(c);
        }
    }
    statement
}

/// [`read`] on the text of the sections it reads.
fn read_text(text: &str) -> Statement {
    let text = text.to_owned();
    let english = !text.chars().any(|c| c.is_alphabetic() && !c.is_ascii());
    let mut toks = lex::tokens(&text);
    korean_units(&mut toks);
    let (names, indexed) = names::resolve(&toks, english);
    let (mut found, implied, mut through, taken) = chains::read(&toks, &names);
    let valued: HashSet<String> = found.iter().map(|Found(c)| c.name.clone()).collect();
    let (phrased, floors, phrased_through) = phrases::read(&toks, &names, &taken, &valued);
    through.extend(phrased_through);
    found.extend(phrased);
    let mut constraints = merge(found);
    fill(&mut constraints, implied.into_iter().chain(floors));
    let via = resolve(&constraints, &through);
    fill(&mut constraints, via.into_iter());
    let lengths = lengths_named(&toks, &names);
    for name in &lengths {
        let has_length = constraints
            .iter()
            .any(|c| &c.name == name && c.subject == Subject::Length);
        for c in constraints.iter_mut().filter(|c| &c.name == name) {
            if !has_length {
                c.subject = Subject::Length;
            }
        }
    }
    let mut indexed: Vec<String> = indexed.into_iter().collect();
    indexed.sort();
    Statement {
        names: order(&toks, &names),
        lengths,
        constraints,
        counts: counts(&toks, &names),
        indexed,
        called: called(&toks, &names),
        distinct: says_distinct(&text),
        cases: says_cases(&text),
        may_equal: says_may_equal(&text),
        unequal: unequal(&text),
        ordered: ordered(&through),
        classes: classes(&text),
    }
}

/// The names written as a length the input does not give, as the topic of a sentence about
/// them: "가장 긴 문자열의 길이 L은 (1 ≤ L ≤ 100,000)" (BOJ 2401), "T와 P의 길이 n, m은"
/// (BOJ 1786); not "길이 M의 문자열" (a width the input gives, BOJ 17232) nor "문자열의 길이
/// L이 들어온다" (a number of the input, BOJ 15829). English pages write "a string of length
/// N" for both, and are left alone.
fn lengths_named(toks: &[Tok], names: &[Option<String>]) -> Vec<String> {
    let topic = |t: Option<&Tok>| matches!(t, Some(Tok::Word(w)) if w == "은" || w == "는");
    let given = |t: &Tok| matches!(t, Tok::Word(w) if ["주어", "입력", "들어"].iter().any(|g| w.starts_with(g)));
    let mut named = Vec::new();
    for (i, tok) in toks.iter().enumerate() {
        if !matches!(tok, Tok::Word(w) if w == "길이") {
            continue;
        }
        // The names after it, separated by commas, then the topic particle.
        let mut list = Vec::new();
        let mut k = i + 1;
        while let (Some(Tok::Ident { .. }), Some(Some(name))) = (toks.get(k), names.get(k)) {
            list.push(name.clone());
            k += 1;
            if matches!(toks.get(k), Some(Tok::Comma)) {
                k += 1;
            } else {
                break;
            }
        }
        if list.is_empty() || !topic(toks.get(k)) {
            continue;
        }
        let sentence = toks[k..].iter().take_while(|t| !matches!(t, Tok::Stop));
        if sentence.clone().any(given) {
            continue;
        }
        for name in list {
            if !named.contains(&name) {
                named.push(name);
            }
        }
    }
    named
}

/// The kinds of character `text` names.
fn classes(text: &str) -> Vec<Class> {
    let lower = text.to_lowercase();
    let says = |words: &[&str]| words.iter().any(|w| lower.contains(w));
    let mut out = Vec::new();
    if says(&[
        "소문자",
        "lowercase",
        "lower-case",
        "lower case",
        "small letters",
    ]) {
        out.push(Class::Lower);
    }
    if says(&[
        "대문자",
        "uppercase",
        "upper-case",
        "upper case",
        "capital letters",
    ]) {
        out.push(Class::Upper);
    }
    if says(&["숫자", "digit"]) {
        out.push(Class::Digit);
    }
    out
}

/// Whether `text` says two values may be equal.
fn says_may_equal(text: &str) -> bool {
    let lower = text.to_lowercase();
    [
        "같을 수도 있",
        "같을 수 있",
        "may be equal",
        "can be equal",
        "may coincide",
    ]
    .iter()
    .any(|p| lower.contains(p))
}

/// Whether `text` says the input is test cases, with or without a count before them.
fn says_cases(text: &str) -> bool {
    let lower = text.to_lowercase();
    [
        "여러 개의 테스트 케이스",
        "여러 테스트 케이스",
        "테스트 케이스로 이루어",
        "multiple test cases",
        "several test cases",
        "end of file",
        "end of input",
        "파일의 끝",
        "입력의 끝",
    ]
    .iter()
    .any(|p| lower.contains(p))
}

/// Whether `text` says the input's numbers are all different.
fn says_distinct(text: &str) -> bool {
    let lower = text.to_lowercase();
    [
        "중복되지 않",
        "중복이 없",
        "서로 다르",
        "서로 다른",
        "distinct",
        "pairwise different",
        "all different",
    ]
    .iter()
    .any(|p| lower.contains(p))
}

/// The pairs of names written as unequal in `text`: `u ≠ v`, `u != v`, `u \ne v`, `u \neq v`
/// (a name: letters, digits and `_`, starting with a letter).
fn unequal(text: &str) -> Vec<(String, String)> {
    let name_char = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = Vec::new();
    for sign in ["≠", "!=", "\\neq", "\\ne"] {
        for (at, _) in text.match_indices(sign) {
            if sign == "\\ne" && text[at + sign.len()..].starts_with('q') {
                continue;
            }
            let before = text[..at].trim_end_matches([' ', '$']);
            let start = before.rfind(|c: char| !name_char(c)).map_or(0, |i| {
                i + before[i..].chars().next().map_or(1, char::len_utf8)
            });
            let after = text[at + sign.len()..].trim_start_matches([' ', '$']);
            let end = after.find(|c: char| !name_char(c)).unwrap_or(after.len());
            let (left, right) = (&before[start..], &after[..end]);
            let named = |n: &str| n.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
            let pair = (left.to_owned(), right.to_owned());
            if named(left) && named(right) && left != right && !out.contains(&pair) {
                out.push(pair);
            }
        }
    }
    out
}

/// How far before a name its noun may stand (`두 정수 A와 B`: three tokens before `B`).
const CALLED_REACH: usize = 6;

/// What the statement calls each name: the noun before it (`정수 N`, `문자열 S`, `an integer
/// N`, `the string S`), reached back over the names listed with it (`정수 A, B와 C`).
fn called(toks: &[Tok], names: &[Option<String>]) -> Vec<(String, Called)> {
    let mut said: Vec<(String, Option<Called>)> = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let Some(name) = name else { continue };
        let Some(kind) = noun_before(toks, i) else {
            continue;
        };
        match said.iter_mut().find(|(n, _)| n == name) {
            Some((_, k)) if *k != Some(kind) => *k = None,
            Some(_) => {}
            None => said.push((name.clone(), Some(kind))),
        }
    }
    said.into_iter()
        .filter_map(|(n, k)| k.map(|k| (n, k)))
        .collect()
}

/// The kind the noun before `toks[i]` names, reached back over a list of names.
fn noun_before(toks: &[Tok], i: usize) -> Option<Called> {
    let joiner = |w: &str| matches!(w, "와" | "과" | "및" | "그리고" | "또는");
    for k in (i.saturating_sub(CALLED_REACH)..i).rev() {
        match &toks[k] {
            Tok::Word(w) => {
                if let Some(kind) = noun(w) {
                    return Some(kind);
                }
                if !joiner(w) {
                    return None;
                }
            }
            Tok::Ident {
                text, math: false, ..
            } if text.len() >= 3 => {
                return match text.to_ascii_lowercase().as_str() {
                    "and" | "or" => continue,
                    "integer" | "integers" | "number" | "numbers" | "real" | "reals" => {
                        Some(Called::Number)
                    }
                    "string" | "strings" | "word" | "words" => Some(Called::Text),
                    _ => None,
                };
            }
            Tok::Ident { .. } | Tok::Comma => {}
            _ => return None,
        }
    }
    None
}

/// The kind a Korean noun (with any particle after it) names.
fn noun(word: &str) -> Option<Called> {
    // Every noun ending in 수 names a number: 정수, 자연수, 실수, 개수, 횟수, 점수, 수.
    let numbers = ["수"];
    let texts = ["문자열", "단어"];
    let is = |list: &[&str]| list.iter().any(|n| word == *n || word.ends_with(n));
    if is(&numbers) {
        Some(Called::Number)
    } else if is(&texts) {
        Some(Called::Text)
    } else {
        None
    }
}

/// Multiplies a number written with 만 (10^4) or 억 (10^8) before a bound or a count word
/// ("50만 이하"), and leaves the rest of the word.
fn korean_units(toks: &mut [Tok]) {
    for k in 1..toks.len() {
        let Tok::Word(w) = &toks[k] else { continue };
        let factor: i128 = match w.chars().next() {
            Some('만') => 10_000,
            Some('억') => 100_000_000,
            _ => continue,
        };
        let rest: String = w.chars().skip(1).collect();
        let bound = [
            "", "이하", "이상", "보다", "을", "를", "미만", "초과", "까지", "개",
        ];
        if !bound
            .iter()
            .any(|b| rest.starts_with(b) && (!b.is_empty() || rest.is_empty()))
        {
            continue;
        }
        if let Tok::Num(n) = &mut toks[k - 1] {
            n.value *= factor as f64;
            n.int = n.int.and_then(|v| v.checked_mul(factor));
            toks[k] = Tok::Word(rest);
        }
    }
}

/// The text of the sections constraints are read from, input first, code blocks and list
/// bullets (`- 2 ≤ N`, not `-2`) left out.
fn sections(md: &str) -> String {
    let mut parts: [Vec<&str>; 3] = Default::default();
    let mut current: Option<usize> = None;
    let mut fenced = false;
    for line in md.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if let Some(heading) = line.strip_prefix("## ") {
            current = kind(heading.trim());
            if current == Some(2) {
                parts[2].clear();
            }
            continue;
        }
        if let (Some(k), false) = (current, fenced) {
            let bullet = ["- ", "* ", "+ "]
                .iter()
                .find_map(|b| line.trim_start().strip_prefix(b));
            parts[k].push(bullet.unwrap_or(line));
        }
    }
    without_zero_widths(&parts.map(|p| p.join("\n")).join("\n\n"))
}

/// The problem section (`## 문제`, `## Problem`, `## 問題`) of `md`, outside code blocks.
fn problem_section(md: &str) -> String {
    let mut out = Vec::new();
    let (mut inside, mut fenced) = (false, false);
    for line in md.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if let Some(heading) = line.strip_prefix("## ") {
            let lower = heading.trim().to_lowercase();
            inside = ["문제", "problem", "問題"]
                .iter()
                .any(|p| lower.starts_with(p));
            continue;
        }
        if inside && !fenced {
            let bullet = ["- ", "* ", "+ "]
                .iter()
                .find_map(|b| line.trim_start().strip_prefix(b));
            out.push(bullet.unwrap_or(line));
        }
    }
    without_zero_widths(&out.join("\n"))
}

/// `text` without its zero-width characters, each a space before an ASCII letter or digit:
/// "(N\u{200b} ≤ 100,000)" and "N\u{200b}corresponding" name N (BOJ 13220, pasted from
/// a PDF), "N\u{200b}이" stays "N이".
fn without_zero_widths(text: &str) -> String {
    let zero = |c: char| matches!(c, '\u{200b}'..='\u{200d}' | '\u{2060}' | '\u{feff}');
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if !zero(c) {
            out.push(c);
        } else if chars.peek().is_some_and(char::is_ascii_alphanumeric) {
            out.push(' ');
        }
    }
    out
}

/// Which part a heading opens: 0 input, 1 constraints, 2 a subtask; `None` for others.
fn kind(heading: &str) -> Option<usize> {
    let lower = heading.to_lowercase();
    let starts = |p: &[&str]| p.iter().any(|p| lower.starts_with(p));
    if starts(&["입력", "input", "入力"]) {
        Some(0)
    } else if starts(&["제한", "constraints", "制約"]) {
        Some(1)
    } else if starts(&["서브태스크", "subtask"]) {
        Some(2)
    } else {
        None
    }
}

/// The names in order of first appearance, an owner's appearance (`A의`) counted only
/// when the name appears no other way.
fn order(toks: &[Tok], names: &[Option<String>]) -> Vec<String> {
    let owner = |i: usize| matches!(toks.get(i + 1), Some(Tok::Word(w)) if w.starts_with('의'));
    let (mut firm, mut owned) = (Vec::new(), Vec::new());
    let mut seen: HashSet<(&str, bool)> = HashSet::new();
    for (i, name) in names.iter().enumerate() {
        let Some(name) = name else { continue };
        let by_owner = owner(i);
        if seen.insert((name, by_owner)) {
            let list = if by_owner { &mut owned } else { &mut firm };
            list.push(name.clone());
        }
    }
    for name in owned {
        if !seen.contains(&(name.as_str(), false)) {
            firm.push(name);
        }
    }
    firm
}

/// The names written as counts: followed by `개`, `줄`, `행`, `명`, `쌍` or a plural
/// noun that counts lines or numbers.
fn counts(toks: &[Tok], names: &[Option<String>]) -> Vec<String> {
    const KOREAN: [&str; 5] = ["개", "줄", "행", "명", "쌍"];
    const ENGLISH: [&str; 7] = [
        "lines", "integers", "numbers", "rows", "pairs", "queries", "strings",
    ];
    let mut out: Vec<String> = Vec::new();
    let mut seen: HashSet<&str> = HashSet::new();
    for (i, name) in names.iter().enumerate() {
        let Some(name) = name else { continue };
        let count = match toks.get(i + 1) {
            Some(Tok::Word(w)) => KOREAN.iter().any(|k| w.starts_with(k)),
            Some(Tok::Ident { text, .. }) => ENGLISH.contains(&text.as_str()),
            _ => lines_up_to(&toks[i + 1..]),
        };
        if count && seen.insert(name) {
            out.push(name.clone());
        }
    }
    out
}

/// Whether `toks` (right after a name) are `+k줄까지`: the lines from the third to the
/// `M+2`th, one per thing the name counts (BOJ 1916: "셋째 줄부터 M+2줄까지"; BOJ 2618:
/// "셋째 줄부터 (W+2)번째 줄까지").
fn lines_up_to(toks: &[Tok]) -> bool {
    // `+2` may be read as the sign and the number, or as a number of its own.
    let rest = match toks {
        [Tok::Op('+'), Tok::Num(_), rest @ ..] => rest,
        [Tok::Num(n), rest @ ..] if n.value > 0.0 => rest,
        _ => return false,
    };
    let rest = match rest {
        [Tok::Op(')'), rest @ ..] => rest,
        _ => rest,
    };
    match rest {
        [Tok::Word(w), ..] if w.starts_with("줄까지") || w.starts_with("번째줄까지") => {
            true
        }
        [Tok::Word(th), Tok::Word(w), ..] => th == "번째" && w.starts_with("줄까지"),
        _ => false,
    }
}

/// One constraint per name and subject: the lowest lower bound and the highest upper one
/// any constraint gives (a lower bound a word implies, "자연수", is added after, only where
/// none is given: "2보다 크거나 같고, 100보다 작거나 같은 자연수" is 2..=100).
fn merge(found: Vec<Found>) -> Vec<Constraint> {
    let mut out: Vec<Constraint> = Vec::new();
    let mut at: HashMap<(String, Subject), usize> = HashMap::new();
    for Found(c) in found {
        if c.lo.is_none() && c.hi.is_none() {
            continue;
        }
        match at.get(&(c.name.clone(), c.subject)) {
            Some(&i) => {
                let o = &mut out[i];
                o.lo = wider(o.lo, c.lo, |a, b| a < b);
                o.hi = wider(o.hi, c.hi, |a, b| a > b);
            }
            None => {
                at.insert((c.name.clone(), c.subject), out.len());
                out.push(c);
            }
        }
    }
    out
}

/// The pairs of names `through` orders with nothing added (lower, higher, strict).
fn ordered(through: &[Through]) -> Vec<(String, String, bool)> {
    let mut out = Vec::new();
    for t in through.iter().filter(|t| t.offset == 0) {
        let (lo, hi) = match t.upper {
            true => (&t.name, &t.via),
            false => (&t.via, &t.name),
        };
        let pair = (lo.clone(), hi.clone(), t.strict);
        if !out.contains(&pair) {
            out.push(pair);
        }
    }
    out
}

/// The bounds phrases give through another name, as numbers: `via`'s bound on that side
/// ("K는 1 이상 N 이하" with `N ≤ 10,000`: `K ≤ 10,000`), where `via` has one.
fn resolve(constraints: &[Constraint], through: &[Through]) -> Vec<Found> {
    let mut out = Vec::new();
    for t in through {
        let Some(c) = constraints
            .iter()
            .find(|c| c.name == t.via && c.subject == Subject::Value)
        else {
            continue;
        };
        let side = if t.upper { c.hi } else { c.lo };
        let Some(mut bound) = side else { continue };
        bound.strict |= t.strict;
        if t.offset != 0 {
            bound.value += t.offset as f64;
            bound.int = bound.int.map(|v| v.saturating_add(t.offset));
        }
        let (lo, hi) = if t.upper {
            (None, Some(bound))
        } else {
            (Some(bound), None)
        };
        out.push(Found::new(&t.name, Subject::Value, lo, hi));
    }
    out
}

/// Adds weaker bounds (through another name, implied by a word) only where no constraint
/// gives that side.
fn fill(constraints: &mut Vec<Constraint>, weaker: impl Iterator<Item = Found>) {
    let mut at: HashMap<(String, Subject), usize> = (0..constraints.len())
        .map(|i| ((constraints[i].name.clone(), constraints[i].subject), i))
        .collect();
    for Found(w) in weaker {
        match at.get(&(w.name.clone(), w.subject)) {
            Some(&i) => {
                let c = &mut constraints[i];
                c.lo = c.lo.or(w.lo);
                c.hi = c.hi.or(w.hi);
            }
            None => {
                at.insert((w.name.clone(), w.subject), constraints.len());
                constraints.push(w);
            }
        }
    }
}

/// Of two bounds on one side, the one `beyond` says is further out (either, when only one
/// is given).
fn wider(a: Option<Bound>, b: Option<Bound>, beyond: impl Fn(f64, f64) -> bool) -> Option<Bound> {
    match (a, b) {
        (Some(a), Some(b)) if beyond(b.value, a.value) => Some(b),
        (Some(a), _) => Some(a),
        (None, b) => b,
    }
}

/// Names `model`'s tokens after the statement's and bounds them by its constraints (see
/// `bind` for how names and tokens are aligned): what it did.
pub(crate) fn bind(model: &mut Model, statement: &Statement) -> Report {
    bind::bind(model, statement)
}

#[cfg(test)]
mod tests;
