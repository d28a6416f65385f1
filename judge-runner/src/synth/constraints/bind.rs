//! A model's tokens named after a statement's names and bounded by its constraints.
//!
//! The names, in order, are aligned with the tokens, in order: a name may match a token
//! it fits or be left out, a token may be left unnamed. A name fits a token when its
//! bounds hold every value the samples show (a contradicted bound means the alignment is
//! wrong), its subject suits the kind (a length for a word, a value for a number), a name
//! written with an index (`A_i`) is a list's or a repeated line's, and a name written as a
//! count (`N개`) is a token something counts by. Of the alignments that match the most
//! names, only the pairs every one of them agrees on are bound: a doubtful name is left
//! as `v1`.

use super::{Bound as Said, Called, Constraint, Statement, Subject};
use crate::synth::{Count, Field, Item, Kind, Len, Model};
use std::collections::{HashMap, HashSet};

/// Past this many names or tokens, nothing is aligned (a table of numbers, not an input).
const MAX: usize = 200;

/// What a fit of a name to a token weighs per unit: more than every tie-breaking bonus of
/// an alignment together (two per pair at most).
const TIE: i64 = 2 * MAX as i64 + 1;

/// What [`bind`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Report {
    /// Tokens given a statement's name.
    pub renamed: usize,
    /// Tokens given the statement's bounds (`stated`).
    pub bounded: usize,
}

/// A model's token as the alignment sees it.
struct Slot {
    name: String,
    kind: Kind,
    /// In a list or in a repeated block: a name with an index may be its.
    many: bool,
    /// In a list or a repeat of one line: one of many rows' numbers, not a block's header
    /// (a test case's `n m`).
    rows: bool,
    /// Something counts by it (`Count::Var`, `Len::Var`).
    counts: bool,
    /// It counts blocks of more than one line, or of lines with lists or repeats in them:
    /// test cases, not the numbers of one list.
    blocks: bool,
}

/// Names `model`'s tokens after the statement's and bounds them by its constraints.
pub(super) fn bind(model: &mut Model, statement: &Statement) -> Report {
    let mut slots = Vec::new();
    let mut counters = HashSet::new();
    collect(&model.items, false, &mut slots, &mut counters);
    let blocks = block_counters(&model.items);
    for slot in &mut slots {
        slot.counts = counters.contains(&slot.name);
        slot.blocks = blocks.contains(&slot.name);
    }
    // The names of lengths the input does not give are no token's: they go to words after.
    let names: &Vec<String> = &statement
        .names
        .iter()
        .filter(|n| !statement.lengths.contains(n))
        .cloned()
        .collect();
    if names.len() > MAX || slots.len() > MAX {
        return Report::default();
    }
    let facts = Facts::new(statement);
    // A name whose bounds hold the samples outweighs any number of names with none: in
    // "Pierwszy i jedyny wiersz … liczbę całkowitą n, 0 ≤ n ≤ 10^40" the one token is `n`'s,
    // not the word `i`'s.
    // A name written as a count fits a token nothing counts by only loosely: "V개의 정점"
    // counts vertices, which the input does not repeat (BOJ 2150: V then fitted no token,
    // V and E both fitted the one that counts the edges, and neither was bound).
    // Between alignments that fit as well, a name written as a count goes to a token
    // something counts by and a name without an index to a token outside repeats that
    // counts no blocks unless the name is written as a count: BOJ 10838's "연산의 개수를 나타내는 정수 K" fitted its count as well
    // as the next line's `a` did, and BOJ 2240's W the trees (1 or 2) after it as well as
    // its own number; neither was bound. Not a test case count the statement leaves
    // unnamed (BOJ 3653's, before each case's `n`); BOJ 12014's "케이스의 개수 T" is one,
    // and fitted the count of each case's prices as well. The two count less than any fit
    // ([`TIE`]).
    let bonus = |i: usize, j: usize| {
        let (name, slot) = (names[i].as_str(), &slots[j]);
        i64::from(facts.counts.contains(name) && slot.counts)
            + i64::from(
                !facts.indexed.contains(name)
                    && !slot.rows
                    && (!slot.blocks || facts.counts.contains(name)),
            )
    };
    let weight = |i: usize, j: usize| {
        let fit = match fits(&facts, &names[i], &slots[j]) {
            Some(None) => 1,
            Some(Some(_)) => 2 * (MAX as i64 + 1),
            None => match fits_as(&facts, &names[i], &slots[j], false) {
                Some(Some(_)) => MAX as i64 + 1,
                _ => return 0,
            },
        };
        fit * TIE + bonus(i, j)
    };
    let pairs = certain(names.len(), slots.len(), &weight);
    let mut renames: HashMap<String, String> = HashMap::new();
    let mut kinds: HashMap<String, Kind> = HashMap::new();
    let keep: HashSet<&str> = slots.iter().map(|s| s.name.as_str()).collect();
    for (i, j) in pairs {
        let (name, slot) = (&names[i], &slots[j]);
        let clash = name != &slot.name && keep.contains(name.as_str());
        if clash {
            continue;
        }
        if let Some(Some(kind)) = fits_as(&facts, name, slot, false) {
            kinds.insert(name.clone(), kind);
        }
        renames.insert(slot.name.clone(), name.clone());
    }
    // What the samples show of each integer, before the statement's bounds replace it.
    let seen: HashMap<String, (i128, i128)> = slots
        .iter()
        .filter_map(|slot| match slot.kind {
            Kind::Int { lo, hi } => {
                let name = renames.get(&slot.name).unwrap_or(&slot.name);
                Some((name.clone(), (lo, hi)))
            }
            _ => None,
        })
        .collect();
    apply(&mut model.items, &renames, &kinds);
    let mut bounded = kinds.len();
    // A nameless bound with one side only is left to the samples and to `within`:
    // "번호는 1부터 N까지의 정수" (BOJ 7570) bounds the numbers by N, not by 1 and a
    // widened top, which let them past the count of children they number.
    if let Some(c) = statement.constraints.iter().find(|c| {
        c.name == super::phrases::ELEMENTS
            && c.subject == Subject::Value
            && c.lo.is_some()
            && c.hi.is_some()
    }) {
        // The names as renamed.
        let mut counters = HashSet::new();
        collect(&model.items, false, &mut Vec::new(), &mut counters);
        bounded += elements(&mut model.items, false, &counters, c);
    }
    if let Some(c) = statement
        .constraints
        .iter()
        .find(|c| c.name == super::phrases::ELEMENTS && c.subject == Subject::Length)
    {
        bounded += match words(&mut model.items) {
            1 => lone_words(&mut model.items, c, true),
            _ => lone_words(&mut model.items, c, false),
        };
    }
    bounded += noun(model, statement, &seen);
    bounded += lengths(model, statement);
    // Not counted: a bound through another's is no sign the statement was read right.
    within(model, &seen);
    if !statement.classes.is_empty() {
        each_token(&mut model.items, &mut |token| {
            widen_alphabet(token, &statement.classes, &statement.names);
        });
    }
    Report {
        renamed: renames.len(),
        bounded,
    }
}

/// Bounds every integer list element and repeated integer under `items` that nothing bound
/// (`stated` false), counts nothing and whose samples `c` holds: a bound the statement gives
/// the input's numbers without naming them. How many it bounded.
fn elements(
    items: &mut [Item],
    repeated: bool,
    counters: &HashSet<String>,
    c: &Constraint,
) -> usize {
    let (mut n, mut inner) = (0, 0);
    let mut bound = |token: &mut crate::synth::Token| {
        if token.stated || counters.contains(&token.name) {
            return;
        }
        if let Kind::Int { lo, hi } = token.kind {
            if let Some((lo, hi)) = int(c, lo, hi) {
                token.kind = Kind::Int { lo, hi };
                token.stated = true;
                n += 1;
            }
        }
    };
    for item in items {
        match item {
            Item::Line(fields) => {
                for field in fields {
                    match field {
                        Field::Scalar(t) if repeated => bound(t),
                        Field::Scalar(_) => {}
                        Field::List { token, .. } => bound(token),
                    }
                }
            }
            Item::Repeat { body, .. } => inner += elements(body, true, counters, c),
        }
    }
    n + inner
}

/// Bounds the integers a Korean noun's bound is about, when the statement bounds exactly
/// one noun the format does not name ("나이는 1보다 크거나 같으며, 200보다 작거나 같은
/// 정수"): of the integer tokens nothing bound that count nothing, leaving out those the
/// samples (`seen`, before any binding) show never above an integer scalar read before
/// them (a city's number within N), the one left, or those left when they are all on one
/// line ("시작 시간과 끝나는 시간은 2^{31}-1보다 작거나 같은 자연수": BOJ 1931; "버스
/// 비용은 0보다 크거나 같고, 100,000보다 작은 정수": BOJ 1916's third column, its first
/// two within N), each bounded when its samples hold. How many it bounded.
fn noun(model: &mut Model, statement: &Statement, seen: &HashMap<String, (i128, i128)>) -> usize {
    let nouns: Vec<&Constraint> = statement
        .constraints
        .iter()
        .filter(|c| c.subject == Subject::Value && c.name.starts_with(super::phrases::NOUN))
        .collect();
    let [c] = nouns.as_slice() else { return 0 };
    let open = open(model, seen);
    let mut left: Vec<&Open> = open.iter().filter(|o| o.within.is_none()).collect();
    if left.len() > 1 && left.iter().any(|o| o.line != left[0].line) {
        left.clear();
    }
    if open.len() == 1 {
        left = open.iter().collect();
    }
    let names: HashSet<String> = left.iter().map(|o| o.name.clone()).collect();
    let n = bound_by(model, &names, c);
    if n > 0 {
        return n;
    }
    // No number it fits but the one count the statement leaves unbounded: a board's size
    // ("체스판의 크기는 10이하의 자연수이다", BOJ 1799), the rows of a 0/1 board after it.
    let mut counters = HashSet::new();
    collect(&model.items, false, &mut Vec::new(), &mut counters);
    let mut open_counts = Vec::new();
    for item in &model.items {
        let Item::Line(fields) = item else { continue };
        for field in fields {
            if let Field::Scalar(t) = field {
                if !t.stated && counters.contains(&t.name) && matches!(t.kind, Kind::Int { .. }) {
                    open_counts.push(t.name.clone());
                }
            }
        }
    }
    // Only where it counts everything the input repeats: BOJ 12014's "주가는 1부터 10,000
    // 사이의 정수" is a price, not the count of its test cases (each of which counts its
    // own prices).
    match (open_counts.as_slice(), counters.len()) {
        ([one], 1) => bound_by(model, &HashSet::from([one.clone()]), c),
        _ => 0,
    }
}

/// Bounds the integers named in `names` by `c` where their samples hold: how many.
fn bound_by(model: &mut Model, names: &HashSet<String>, c: &Constraint) -> usize {
    let mut n = 0;
    each_token(&mut model.items, &mut |token| {
        if !names.contains(&token.name) {
            return;
        }
        if let Kind::Int { lo, hi } = token.kind {
            if let Some((lo, hi)) = int(c, lo, hi) {
                token.kind = Kind::Int { lo, hi };
                token.stated = true;
                n += 1;
            }
        }
    });
    n
}

/// Bounds each integer nothing bound and counting nothing that the samples (`seen`) show
/// from 0 or more and never above an integer scalar the statement bounds, read before it,
/// by that scalar's top: from 1 (from 0 and one less when a 0 is seen), as a vertex's
/// number is bounded by the vertex count. BOJ 1916's bus routes "출발 도시의 번호" and the
/// start and end cities are within N (1 ≤ N ≤ 1,000) and were drawn from 1 to 10 at most.
fn within(model: &mut Model, seen: &HashMap<String, (i128, i128)>) {
    let tops: HashMap<String, (i128, i128)> = open(model, seen)
        .into_iter()
        .filter_map(|o| {
            let top = o.within.flatten()?;
            let (lo, hi) = *seen.get(&o.name)?;
            // Never above 2 in a row or a list: a flag, a grid's bit or a choice of two,
            // not a number of something N counts (BOJ 1926's and 31575's 0/1 grids, drawn
            // up to N; BOJ 2240's trees, 1 or 2, never above its W = 2 moves).
            if o.repeated && hi <= 2 {
                return None;
            }
            let (lo, top) = match lo {
                1.. => (1, top),
                0 => (0, top.saturating_sub(1)),
                _ => return None,
            };
            (hi <= top).then_some((o.name, (lo, top)))
        })
        .collect();
    each_token(&mut model.items, &mut |token| {
        if let Some(&(lo, hi)) = tops.get(&token.name).filter(|_| !token.stated) {
            token.kind = Kind::Int { lo, hi };
            token.stated = true;
        }
    });
}

/// An integer token nothing bound and counting nothing.
struct Open {
    name: String,
    /// Its line's number, the model's lines counted in order.
    line: usize,
    /// In a list or a repeated block.
    repeated: bool,
    /// When the samples show it never above an integer scalar read before it: the first
    /// such scalar's stated top, if the statement bounds it (a city's number within N).
    within: Option<Option<i128>>,
}

/// The open integers of `model` in order (`seen`: what the samples show of each integer).
fn open(model: &Model, seen: &HashMap<String, (i128, i128)>) -> Vec<Open> {
    let mut counters = HashSet::new();
    collect(&model.items, false, &mut Vec::new(), &mut counters);
    let mut walk = OpenWalk {
        counters: &counters,
        seen,
        line: 0,
        scalars: Vec::new(),
        open: Vec::new(),
    };
    walk.items(&model.items, false);
    walk.open
}

/// A walk over a model's items collecting its open integers ([`Open`]), in order.
struct OpenWalk<'a> {
    /// The names something counts by.
    counters: &'a HashSet<String>,
    /// What the samples show of each integer.
    seen: &'a HashMap<String, (i128, i128)>,
    /// The lines met so far.
    line: usize,
    /// The integer scalars met before, the least value the samples show of each and its
    /// stated top.
    scalars: Vec<(i128, Option<i128>)>,
    open: Vec<Open>,
}

impl OpenWalk<'_> {
    /// Walks `items` (`repeated`: inside a repeated block).
    fn items(&mut self, items: &[Item], repeated: bool) {
        for item in items {
            match item {
                Item::Line(fields) => {
                    self.line += 1;
                    let mut here = Vec::new();
                    // An operation's line: a kind, then two or three numbers of several
                    // sorts (BOJ 10838: `r`, then nodes within N and a colour up to 10^9).
                    // None of them is a number within an earlier scalar.
                    let mixed = fields.iter().any(|f| {
                        matches!(
                            f,
                            Field::List {
                                count: Count::Range { .. },
                                ..
                            }
                        )
                    });
                    for field in fields {
                        let (Field::Scalar(token) | Field::List { token, .. }) = field;
                        let Kind::Int { hi: top, .. } = token.kind else {
                            continue;
                        };
                        let shown = self.seen.get(&token.name).copied();
                        if !token.stated && !self.counters.contains(&token.name) {
                            let many = repeated || matches!(field, Field::List { .. });
                            // A row's number also reaches half the scalar at least (an edge's
                            // ends reach about N): BOJ 2240's trees, 1 or 2, are no number
                            // within its T = 7 seconds.
                            let reaches =
                                |top: i128, hi: i128| !many || hi.saturating_mul(2) >= top;
                            let within = shown.filter(|_| !mixed).and_then(|(_, hi)| {
                                let mut over = self
                                    .scalars
                                    .iter()
                                    .filter(|s| hi <= s.0 && reaches(s.0, hi))
                                    .peekable();
                                over.peek().is_some().then(|| over.find_map(|s| s.1))
                            });
                            self.open.push(Open {
                                name: token.name.clone(),
                                line: self.line,
                                repeated: many,
                                within,
                            });
                        }
                        if let (Field::Scalar(_), Some((lo, _))) = (field, shown) {
                            here.push((lo, token.stated.then_some(top)));
                        }
                    }
                    self.scalars.extend(here);
                }
                Item::Repeat { body, .. } => {
                    let depth = self.scalars.len();
                    self.items(body, true);
                    self.scalars.truncate(depth);
                }
            }
        }
    }
}

/// Bounds the words nothing bound by the lengths the statement names apart from the input
/// (`statement.lengths`), one each in order, when there are as many such words as names
/// and every word's samples hold: BOJ 2401's longest string `L`, then its `N` short ones
/// `l`. How many it bounded.
fn lengths(model: &mut Model, statement: &Statement) -> usize {
    let said: Vec<&Constraint> = statement
        .lengths
        .iter()
        .filter_map(|name| {
            statement
                .constraints
                .iter()
                .find(|c| &c.name == name && c.subject == Subject::Length)
        })
        .collect();
    if said.is_empty() {
        return 0;
    }
    let mut open = Vec::new();
    each_token(&mut model.items, &mut |token| {
        if let Kind::Word {
            len: Len::Range { lo, hi },
            ..
        } = token.kind
        {
            if !token.stated {
                open.push((token.name.clone(), lo, hi));
            }
        }
    });
    if open.len() != said.len() {
        return 0;
    }
    let fitted: Option<HashMap<String, (String, u64, u64)>> = open
        .iter()
        .zip(&said)
        .map(|((name, lo, hi), c)| {
            length_bounds(c, *lo, *hi).map(|(lo, hi)| (name.clone(), (c.name.clone(), lo, hi)))
        })
        .collect();
    let Some(fitted) = fitted else { return 0 };
    let taken: HashSet<String> = {
        let mut names = HashSet::new();
        each_token(&mut model.items, &mut |t| {
            names.insert(t.name.clone());
        });
        names
    };
    each_token(&mut model.items, &mut |token| {
        let Some((name, new_lo, new_hi)) = fitted.get(&token.name) else {
            return;
        };
        if let Kind::Word {
            len: Len::Range { lo, hi },
            ..
        } = &mut token.kind
        {
            (*lo, *hi) = (*new_lo, *new_hi);
            token.stated = true;
            if !taken.contains(name) {
                token.name = name.clone();
            }
        }
    });
    fitted.len()
}

/// Gives a word every character of each class the statement names that its samples show
/// enough of ("알파벳 대문자, 소문자, 공백, 숫자로만 이루어진 문자열": a sample's `Baekjoon`
/// draws `z` too), when every character the samples show is of those classes (else the
/// statement's list is not this word's). A wrong answer that mishandles `z` is rarely
/// caught by samples that never show one.
fn widen_alphabet(token: &mut crate::synth::Token, classes: &[super::Class], names: &[String]) {
    let Kind::Word { alphabet, .. } = &mut token.kind else {
        return;
    };
    let of = |c: char| classes.iter().any(|class| class.chars().contains(&c));
    if alphabet.is_empty() || !alphabet.iter().all(|&c| of(c)) {
        return;
    }
    // "R, G, B로 이루어진", "w, o, l, f로만": the statement lists the word's characters.
    let listed = |c: &char| names.iter().any(|n| n.chars().eq(std::iter::once(*c)));
    if alphabet.iter().all(listed) {
        return;
    }
    for &class in classes {
        // Letters once one is seen, digits once five are: "0과 1로 이루어진 지도" names
        // digits and means two of them.
        let least = if class == super::Class::Digit { 5 } else { 1 };
        let seen = alphabet
            .iter()
            .filter(|c| class.chars().contains(c))
            .count();
        if seen >= least {
            for c in class.chars() {
                if !alphabet.contains(&c) {
                    alphabet.push(c);
                }
            }
        }
    }
}

/// Calls `visit` on every token under `items`.
fn each_token(items: &mut [Item], visit: &mut dyn FnMut(&mut crate::synth::Token)) {
    for item in items {
        match item {
            Item::Line(fields) => {
                for field in fields {
                    match field {
                        Field::Scalar(t) | Field::List { token: t, .. } => visit(t),
                    }
                }
            }
            Item::Repeat { body, .. } => each_token(body, visit),
        }
    }
}

/// How many word tokens `items` has.
fn words(items: &mut [Item]) -> usize {
    let mut n = 0;
    each_token(items, &mut |t| {
        n += usize::from(matches!(t.kind, Kind::Word { .. }))
    });
    n
}

/// Bounds the length of every word under `items` that is alone on its line (or, `sole`,
/// the input's one word), that nothing bound and whose samples `c` holds: a length the
/// statement gives without naming whose ("단어가 주어진다. … 길이는 50을 넘지 않는다").
/// A word in a list, or beside other words' lines, is left alone: the length may be the
/// line's. How many it bounded.
fn lone_words(items: &mut [Item], c: &Constraint, sole: bool) -> usize {
    let mut n = 0;
    let mut bound = |token: &mut crate::synth::Token| {
        if token.stated {
            return;
        }
        let Kind::Word {
            len: Len::Range { lo, hi },
            ..
        } = &mut token.kind
        else {
            return;
        };
        if let Some((new_lo, new_hi)) = length_bounds(c, *lo, *hi) {
            (*lo, *hi) = (new_lo, new_hi);
            token.stated = true;
            n += 1;
        }
    };
    let mut inner = 0;
    for item in items {
        match item {
            Item::Line(fields) => match fields.as_mut_slice() {
                [Field::Scalar(t)] => bound(t),
                fields if sole => {
                    for field in fields {
                        if let Field::Scalar(t) = field {
                            bound(t);
                        }
                    }
                }
                _ => {}
            },
            Item::Repeat { body, .. } => inner += lone_words(body, c, sole),
        }
    }
    n + inner
}

/// Every token under `items`, in order, and the names something counts by.
fn collect(items: &[Item], repeated: bool, slots: &mut Vec<Slot>, counters: &mut HashSet<String>) {
    rows_collect(items, (repeated, false), slots, counters);
}

/// [`collect`], `within` saying whether `items` are repeated, and whether as the rows of a
/// repeat of one line.
fn rows_collect(
    items: &[Item],
    within: (bool, bool),
    slots: &mut Vec<Slot>,
    counters: &mut HashSet<String>,
) {
    let (repeated, in_rows) = within;
    for item in items {
        match item {
            Item::Line(fields) => {
                for field in fields {
                    let (token, many, rows) = match field {
                        Field::Scalar(t) => (t, repeated, in_rows),
                        Field::List { count, token } => {
                            note(count, counters);
                            (token, true, true)
                        }
                    };
                    if let Kind::Word {
                        len: Len::Var(v), ..
                    } = &token.kind
                    {
                        counters.insert(v.clone());
                    }
                    let (name, kind) = (token.name.clone(), token.kind.clone());
                    slots.push(Slot {
                        name,
                        kind,
                        many,
                        rows,
                        counts: false,
                        blocks: false,
                    });
                }
            }
            Item::Repeat { count, body } => {
                note(count, counters);
                let rows = matches!(body.as_slice(), [Item::Line(_)]);
                rows_collect(body, (true, rows), slots, counters);
            }
        }
    }
}

/// The names that count blocks of test cases under `items`: repeats of more than one
/// item, or of a line with a list in it, or of a repeat.
fn block_counters(items: &[Item]) -> HashSet<String> {
    let mut out = HashSet::new();
    for item in items {
        let Item::Repeat { count, body } = item else {
            continue;
        };
        let nested = body.iter().any(|i| match i {
            Item::Repeat { .. } => true,
            Item::Line(fields) => fields.iter().any(|f| matches!(f, Field::List { .. })),
        });
        if body.len() > 1 || nested {
            out.extend(count.names().iter().cloned());
        }
        out.extend(block_counters(body));
    }
    out
}

/// Notes the name a count refers to.
fn note(count: &Count, counters: &mut HashSet<String>) {
    for v in count.names() {
        counters.insert(v.clone());
    }
}

/// Of the alignments of `n` names with `m` tokens (in order, each name matched to a token
/// it fits or left out) whose pairs weigh the most, the pairs all of them share. A pair's
/// weight is `weight(i, j)`; 0 when the name does not fit the token.
fn certain(n: usize, m: usize, weight: &dyn Fn(usize, usize) -> i64) -> Vec<(usize, usize)> {
    const NONE: i64 = i64::MIN / 4;
    let mut f = vec![vec![NONE; m + 1]; n + 1];
    f[0][0] = 0;
    for i in 0..=n {
        for j in 0..=m {
            let here = f[i][j];
            if here == NONE {
                continue;
            }
            if i < n {
                f[i + 1][j] = f[i + 1][j].max(here);
            }
            if j < m {
                f[i][j + 1] = f[i][j + 1].max(here);
            }
            if i < n && j < m && weight(i, j) > 0 {
                f[i + 1][j + 1] = f[i + 1][j + 1].max(here + weight(i, j));
            }
        }
    }
    let mut g = vec![vec![0i64; m + 1]; n + 1];
    for i in (0..=n).rev() {
        for j in (0..=m).rev() {
            let mut best = 0;
            if i < n {
                best = best.max(g[i + 1][j]);
            }
            if j < m {
                best = best.max(g[i][j + 1]);
            }
            if i < n && j < m && weight(i, j) > 0 {
                best = best.max(weight(i, j) + g[i + 1][j + 1]);
            }
            g[i][j] = best;
        }
    }
    let best = g[0][0];
    let mut out = Vec::new();
    for i in 0..n {
        let matches: Vec<usize> = (0..m)
            .filter(|&j| weight(i, j) > 0 && f[i][j] + weight(i, j) + g[i + 1][j + 1] == best)
            .collect();
        let skipped = (0..=m).any(|j| f[i][j] + g[i + 1][j] == best);
        if let ([j], false) = (matches.as_slice(), skipped) {
            out.push((i, *j));
        }
    }
    out
}

/// What the statement says about its names, looked up by name.
struct Facts<'a> {
    indexed: HashSet<&'a str>,
    counts: HashSet<&'a str>,
    constraints: HashMap<(&'a str, Subject), &'a Constraint>,
    called: HashMap<&'a str, Called>,
}

impl<'a> Facts<'a> {
    /// `statement`'s facts.
    fn new(statement: &'a Statement) -> Facts<'a> {
        let names = |list: &'a [String]| list.iter().map(String::as_str).collect();
        let constraints = statement
            .constraints
            .iter()
            .map(|c| ((c.name.as_str(), c.subject), c))
            .collect();
        let called = statement
            .called
            .iter()
            .map(|(n, k)| (n.as_str(), *k))
            .collect();
        Facts {
            indexed: names(&statement.indexed),
            counts: names(&statement.counts),
            constraints,
            called,
        }
    }
}

/// Whether `name` fits `slot`: `None` when it does not, else the kind with the
/// statement's bounds (`None` inside when it gives none for this kind).
fn fits(facts: &Facts, name: &str, slot: &Slot) -> Option<Option<Kind>> {
    fits_as(facts, name, slot, true)
}

/// [`fits`], a name written as a count fitting a token nothing counts by unless `counted`.
fn fits_as(facts: &Facts, name: &str, slot: &Slot, counted: bool) -> Option<Option<Kind>> {
    if facts.indexed.contains(name) && !slot.many {
        return None;
    }
    if counted && facts.counts.contains(name) && !slot.counts {
        return None;
    }
    let text = matches!(slot.kind, Kind::Word { .. });
    match facts.called.get(name) {
        Some(Called::Number) if text => return None,
        Some(Called::Text) if !text => return None,
        _ => {}
    }
    let on = |subject: Subject| facts.constraints.get(&(name, subject)).copied();
    let (value, length) = (on(Subject::Value), on(Subject::Length));
    match &slot.kind {
        Kind::Int { lo, hi } => match (value, length) {
            (Some(c), _) => int(c, *lo, *hi).map(|(lo, hi)| Some(Kind::Int { lo, hi })),
            (None, Some(c)) => digits(c, *lo, *hi).map(Some),
            (None, None) => Some(None),
        },
        Kind::Decimal { lo, hi, places } => match (value, length) {
            (Some(c), _) => decimal(c, *lo, *hi, *places).map(Some),
            (None, Some(_)) => None,
            (None, None) => Some(None),
        },
        Kind::Word { alphabet, len } => match (length, value, len) {
            (Some(c), _, Len::Range { lo, hi }) => {
                let (lo, hi) = length_bounds(c, *lo, *hi)?;
                let len = Len::Range { lo, hi };
                Some(Some(Kind::Word {
                    alphabet: alphabet.clone(),
                    len,
                }))
            }
            (None, Some(_), _) => None,
            _ => Some(None),
        },
    }
}

/// The kind of a number the statement bounds by its count of digits ("1,000,000자리 이하의
/// 수", "최대 10^5개의 숫자로 구성"), when its samples `lo..=hi` fit: an integer below
/// 10^digits up to 18 digits, else a string of digits of at most that length (no 64-bit
/// integer holds it; a solution reads it as text).
fn digits(c: &Constraint, lo: i128, hi: i128) -> Option<Kind> {
    let most = whole(c.hi?, false);
    let seen = i128::try_from(hi.max(0).to_string().len()).ok()?;
    if lo < 0 || most < seen {
        return None;
    }
    if most <= 18 {
        let top = 10i128.pow(u32::try_from(most).ok()?) - 1;
        return Some(Kind::Int {
            lo: lo.min(1),
            hi: top,
        });
    }
    Some(Kind::Word {
        alphabet: ('0'..='9').collect(),
        len: Len::Range {
            lo: 1,
            hi: u64::try_from(most).ok()?,
        },
    })
}

/// An integer bound rounded inward (one past a strict bound).
fn whole(b: Said, up: bool) -> i128 {
    let exact = b.int.unwrap_or_else(|| {
        let v = if up { b.value.ceil() } else { b.value.floor() };
        v as i128
    });
    let inward = b.strict && (b.int.is_some() || b.value.fract() == 0.0);
    match (inward, up) {
        (true, true) => exact.saturating_add(1),
        (true, false) => exact.saturating_sub(1),
        _ => exact,
    }
}

/// `c`'s integer bounds, when they hold `lo..=hi`; a side `c` does not give is the
/// samples' widened as a draw widens bounds seen only in the samples (`T는 최대 1,000,000`
/// with `T = 5` in the samples: `1..=1,000,000`), since the token is `stated` from then on.
fn int(c: &Constraint, lo: i128, hi: i128) -> Option<(i128, i128)> {
    let new_lo =
        c.lo.map_or_else(|| crate::synth::wide_lo(lo), |b| whole(b, true));
    let new_hi =
        c.hi.map_or_else(|| crate::synth::wide_hi(hi), |b| whole(b, false));
    let (new_lo, new_hi) = match (c.lo, c.hi) {
        (None, Some(_)) => (new_lo.min(new_hi), new_hi),
        (Some(_), None) => (new_lo, new_hi.max(new_lo)),
        _ => (new_lo, new_hi),
    };
    (new_lo <= lo && hi <= new_hi).then_some((new_lo, new_hi))
}

/// `c`'s decimal bounds (one last place inside a strict one), when they hold `lo..=hi`.
fn decimal(c: &Constraint, lo: f64, hi: f64, places: u32) -> Option<Kind> {
    let step = 10f64.powi(-(places.min(30) as i32));
    let shift = |b: Said, sign: f64| {
        if b.strict {
            b.value + sign * step
        } else {
            b.value
        }
    };
    let new_lo = c.lo.map_or(lo, |b| shift(b, 1.0));
    let new_hi = c.hi.map_or(hi, |b| shift(b, -1.0));
    let holds = new_lo <= lo && hi <= new_hi;
    holds.then_some(Kind::Decimal {
        lo: new_lo,
        hi: new_hi,
        places,
    })
}

/// `c`'s length bounds, where given, when they hold `lo..=hi`.
fn length_bounds(c: &Constraint, lo: u64, hi: u64) -> Option<(u64, u64)> {
    let clamp = |v: i128| u64::try_from(v.max(0)).unwrap_or(u64::MAX);
    let new_lo = c.lo.map_or(lo, |b| clamp(whole(b, true)));
    let new_hi = c.hi.map_or(hi, |b| clamp(whole(b, false)));
    (new_lo <= lo && hi <= new_hi).then_some((new_lo, new_hi))
}

/// Renames tokens and the counts that refer to them, and sets bounded kinds (`stated`).
fn apply(items: &mut [Item], renames: &HashMap<String, String>, kinds: &HashMap<String, Kind>) {
    let rename = |name: &mut String| {
        if let Some(new) = renames.get(name.as_str()) {
            *name = new.clone();
        }
    };
    let count = |c: &mut Count| c.names_mut().iter_mut().for_each(rename);
    for item in items {
        match item {
            Item::Line(fields) => {
                for field in fields {
                    let token = match field {
                        Field::Scalar(t) => t,
                        Field::List { count: c, token } => {
                            count(c);
                            token
                        }
                    };
                    rename(&mut token.name);
                    if let Kind::Word {
                        len: Len::Var(v), ..
                    } = &mut token.kind
                    {
                        rename(v);
                    }
                    if let Some(kind) = kinds.get(&token.name) {
                        token.kind = kind.clone();
                        token.stated = true;
                    }
                }
            }
            Item::Repeat { count: c, body } => {
                count(c);
                apply(body, renames, kinds);
            }
        }
    }
}
