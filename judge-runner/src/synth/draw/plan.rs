//! What a draw may do with each token: its bounds after widening, which integers are counts
//! and how high each count may go (scaled so that the input fits [`CAP`]), and which
//! integers look like indices bounded by an earlier one.
//!
//! Widening (bounds with `stated == false`, seen only in the samples):
//! - an integer's upper bound `hi > 0` goes to `max(2·hi, 10)`, its lower bound `lo > 0`
//!   down to 1; mirrored below zero (`lo < 0` to `min(2·lo, −10)`, `hi < 0` up to −1), so
//!   the sign the samples showed is never crossed (all ≥ 0 stays ≥ 0, all ≥ 1 stays ≥ 1);
//!   a bound within 32 (64) bits stays within them;
//! - a decimal the same way, except that `lo > 0` goes to `lo / 2` (and `hi < 0` to `hi / 2`);
//! - a word's length range the same way as a non-negative integer's (`1..=max(2·hi, 10)`);
//! - a word's alphabet is kept: characters never seen are never drawn.
//!
//! `Count::Range` has no `stated` flag and is kept as given.

use std::collections::{HashMap, HashSet};

use super::super::{Count, Field, Item, Kind, Len, Model, Token};
use super::{Size, Spread, CAP};

/// How far above its lower bound a small input's count or length may go.
pub(super) const SMALL_SPAN: u64 = 8;
/// How far above its lower bound a medium input's count or length may go.
pub(super) const MEDIUM_SPAN: u64 = 100;
/// The count drawn for a `Count::Var` or `Len::Var` that names no earlier integer token.
pub(super) const FALLBACK: (u64, u64) = (1, 3);
/// The most digits written after a decimal point (a model asking for more is mistaken).
pub(super) const MAX_PLACES: u32 = 100;
/// The least a token weighs against [`CAP`]: a short token takes more memory held as a
/// value than written, so that many short tokens are capped at about CAP / 6 of them.
const MIN_TOKEN_WEIGHT: usize = 6;

/// What a token of `len` bytes weighs against [`CAP`]: its bytes and a separator, at least
/// [`MIN_TOKEN_WEIGHT`].
pub(super) fn token_weight(len: usize) -> usize {
    len.saturating_add(1).max(MIN_TOKEN_WEIGHT)
}

/// What a copy of a repeat weighs against [`CAP`] besides its items (so that even a copy
/// of nothing counts).
pub(super) const COPY_WEIGHT: usize = 1;

/// An integer bounded by an earlier one, as an edge's ends are by the vertex count:
/// `1 ≤ u ≤ N` or `0 ≤ u < N` in the statement, seen as equal upper bounds.
#[derive(Debug, Clone, Copy)]
pub(super) struct Link<'m> {
    /// The earlier integer's name.
    pub var: &'m str,
    /// How far below the earlier integer's value the bound is (0 or 1).
    pub offset: i128,
    /// Whether the token sits in a list or a repeat the earlier one is outside of (an
    /// index, surely bounded); a scalar beside it may merely share its bounds.
    pub strong: bool,
}

/// How counts are scaled down to fit [`CAP`]: `soft` scales a count's top toward its lower
/// bound; `hard`, needed only when every count at its lower bound is still too large,
/// scales every count, constants too (the input is then invalid, but bounded).
#[derive(Debug, Clone, Copy)]
struct Shrink {
    /// The fraction of its top each count keeps (never below its lower bound), 0..=1.
    soft: f64,
    /// The fraction of that every count keeps, constants too, 0..=1.
    hard: f64,
}

impl Shrink {
    /// A count of `lo..=top` after scaling: its top.
    fn count(self, lo: u64, top: u64) -> u64 {
        let scaled = ((top as f64) * self.soft) as u64;
        self.harden(scaled.clamp(lo.min(top), top))
    }

    /// `count` after the hard scale.
    fn harden(self, count: u64) -> u64 {
        if self.hard >= 1.0 {
            count
        } else {
            ((count as f64) * self.hard) as u64
        }
    }
}

/// Everything a draw needs to know about a model beyond its tokens.
#[derive(Debug)]
pub(super) struct Plan<'m> {
    /// How large the inputs drawn are.
    pub size: Size,
    /// The names a `Count::Var` or `Len::Var` uses.
    counts: HashSet<&'m str>,
    /// Every integer scalar token's bounds after widening, by name.
    ints: HashMap<&'m str, (i128, i128)>,
    /// The earlier integer bounding each integer that looks like an index, by name.
    links: HashMap<&'m str, Link<'m>>,
    /// How counts are scaled to fit the budget.
    shrink: Shrink,
    /// How the values of a largest input are spread (`Wide` at the other sizes).
    pub spread: Spread,
    /// The tokens that share a line with another token bounded by the same earlier integer
    /// (`u v` with `1 ≤ u, v ≤ N`): the ends of an edge, drawn over their range whatever
    /// the spread.
    pairs: HashSet<&'m str>,
}

impl<'m> Plan<'m> {
    /// The plan for drawing `model` at `size`.
    pub fn new(model: &'m Model, size: Size) -> Plan<'m> {
        let mut plan = Plan {
            size,
            counts: HashSet::new(),
            ints: HashMap::new(),
            links: HashMap::new(),
            shrink: Shrink {
                soft: 1.0,
                hard: 1.0,
            },
            spread: Spread::Wide,
            pairs: HashSet::new(),
        };
        plan.scan(&model.items);
        plan.links = links(&model.items);
        plan.pairs = pairs(&model.items, &plan.links);
        plan.fit(&model.items);
        plan
    }

    /// Scales every count's top by `factor` (within `0..=1`; never below its lower bound):
    /// the same input at a fraction of its size.
    pub fn scale(&mut self, factor: f64) {
        let factor = factor.clamp(0.0, 1.0);
        if self.shrink.soft > 0.0 {
            self.shrink.soft *= factor;
        } else {
            self.shrink.hard *= factor;
        }
    }

    /// Records the count names and the integer scalars of `items`.
    fn scan(&mut self, items: &'m [Item]) {
        for item in items {
            match item {
                Item::Line(fields) => fields.iter().for_each(|field| self.scan_field(field)),
                Item::Repeat { count, body } => {
                    self.note_count(count);
                    self.scan(body);
                }
            }
        }
    }

    /// Records one field's count name, length name and integer scalar.
    fn scan_field(&mut self, field: &'m Field) {
        let token = match field {
            Field::Scalar(token) => {
                if let Some(bounds) = int_bounds(token) {
                    self.ints.entry(&token.name).or_insert(bounds);
                }
                token
            }
            Field::List { count, token } => {
                self.note_count(count);
                token
            }
        };
        if let Kind::Word {
            len: Len::Var(name),
            ..
        } = &token.kind
        {
            self.counts.insert(name);
        }
    }

    /// Records the name a count uses, if any.
    fn note_count(&mut self, count: &'m Count) {
        for name in count.names() {
            self.counts.insert(name);
        }
    }

    /// Whether `token`, a scalar, gives a count or a length: its value is drawn as one.
    pub fn is_count(&self, token: &Token) -> bool {
        self.counts.contains(token.name.as_str()) && int_bounds(token).is_some()
    }

    /// The values a count token `name` may take as a count: its lower bound (≥ 0) and its
    /// cap; `None` when `name` is no integer scalar or cannot be ≥ 0.
    pub fn count_range(&self, name: &str) -> Option<(u64, u64)> {
        let &(lo, hi) = self.ints.get(name)?;
        if hi < 0 {
            return None;
        }
        let lo = to_u64(lo.max(0));
        Some((lo, self.shrink.count(lo, self.top(lo, to_u64(hi)))))
    }

    /// Whether `name` is an integer scalar's: a count name that gives a count.
    pub fn is_int_scalar(&self, name: &str) -> bool {
        self.ints.contains_key(name)
    }

    /// A `lo..=hi` count or length no token gives, as drawn: its lower bound and its cap.
    pub fn range(&self, lo: u64, hi: u64) -> (u64, u64) {
        let (lo, hi) = (lo.min(hi), lo.max(hi));
        (lo, self.shrink.count(lo, self.top(lo, hi)))
    }

    /// A constant count, scaled only when nothing else fits.
    pub fn constant(&self, count: u64) -> u64 {
        self.shrink.harden(count)
    }

    /// The count drawn for a count name that gives none.
    pub fn fallback(&self) -> (u64, u64) {
        self.range(FALLBACK.0, FALLBACK.1)
    }

    /// The earlier integer bounding `name`, if it looks bounded by one.
    pub fn link(&self, name: &str) -> Option<Link<'m>> {
        self.links.get(name).copied()
    }

    /// Whether `name` is one of a pair bounded by the same earlier integer on one line.
    pub fn paired(&self, name: &str) -> bool {
        self.pairs.contains(name)
    }

    /// Whether `name` bounds both ends of an edge: the count of vertices.
    pub fn is_vertex_count(&self, name: &str) -> bool {
        self.pairs
            .iter()
            .any(|p| self.links.get(p).is_some_and(|l| l.var == name))
    }

    /// Whether any repeat's line holds a pair bounded by one earlier integer (an edge).
    pub fn has_pairs(&self) -> bool {
        !self.pairs.is_empty()
    }

    /// The top of `lo..=hi` at this plan's size.
    fn top(&self, lo: u64, hi: u64) -> u64 {
        match self.size {
            Size::Small => hi.min(lo.saturating_add(SMALL_SPAN)),
            Size::Medium => hi.min(lo.saturating_add(MEDIUM_SPAN)),
            Size::Max => hi,
        }
    }

    /// Sets the largest scale under which `items` written fit the budget (see `fits`).
    fn fit(&mut self, items: &[Item]) {
        if self.fits(
            items,
            Shrink {
                soft: 1.0,
                hard: 1.0,
            },
        ) {
            return;
        }
        let soft_enough = self.fits(
            items,
            Shrink {
                soft: 0.0,
                hard: 1.0,
            },
        );
        let make = |x: f64| match soft_enough {
            true => Shrink { soft: x, hard: 1.0 },
            false => Shrink { soft: 0.0, hard: x },
        };
        let (mut lo, mut hi) = (0.0, 1.0);
        for _ in 0..64 {
            let mid = (lo + hi) / 2.0;
            if self.fits(items, make(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        self.shrink = make(lo);
    }

    /// Whether `items` written under `shrink` surely fit this size's budget: [`CAP`] with a
    /// tenth spare for a large input, an eighth of it for a small one (which is only that
    /// large when a statement's lower bounds or constants make it so).
    fn fits(&mut self, items: &[Item], shrink: Shrink) -> bool {
        self.shrink = shrink;
        let bytes: f64 = items.iter().map(|item| self.item_bytes(item)).sum();
        let budget = match self.size {
            Size::Small | Size::Medium => CAP / 8,
            Size::Max => CAP / 10 * 9,
        };
        bytes <= budget as f64
    }

    /// At most how many bytes one item takes written.
    fn item_bytes(&self, item: &Item) -> f64 {
        match item {
            Item::Line(fields) => 1.0 + fields.iter().map(|f| self.field_bytes(f)).sum::<f64>(),
            Item::Repeat { count, body } => {
                let body: f64 = body.iter().map(|item| self.item_bytes(item)).sum();
                self.most(count) as f64 * (body + COPY_WEIGHT as f64)
            }
        }
    }

    /// At most how many bytes one field takes written, with its separators.
    fn field_bytes(&self, field: &Field) -> f64 {
        match field {
            Field::Scalar(token) => self.token_bytes(token),
            Field::List { count, token } => self.most(count) as f64 * self.token_bytes(token),
        }
    }

    /// At most how much one token weighs (its bytes written, with a separator).
    fn token_bytes(&self, token: &Token) -> f64 {
        let bytes = match &token.kind {
            Kind::Int { .. } => {
                let (lo, hi) = int_bounds(token).unwrap_or((0, 0));
                2.0 + digits(lo.unsigned_abs().max(hi.unsigned_abs())) as f64
            }
            Kind::Decimal { .. } => {
                let (lo, hi, places) = decimal_bounds(token).unwrap_or((0.0, 0.0, 0));
                let whole = lo.abs().max(hi.abs()).max(1.0).log10().floor() + 1.0;
                3.0 + whole + f64::from(places)
            }
            Kind::Word { len, .. } => 1.0 + self.most_len(token, len) as f64,
        };
        bytes.max(MIN_TOKEN_WEIGHT as f64)
    }

    /// At most how many times `count` repeats.
    fn most(&self, count: &Count) -> u64 {
        match count {
            Count::Const(count) => self.constant(*count),
            Count::Var(name) => self.most_var(name),
            Count::Sum { .. } => count
                .given(|name| Some(i128::from(self.most_var(name))))
                .unwrap_or(0),
            Count::Range { lo, hi } => self.range(*lo, *hi).1,
        }
    }

    /// At most how long a word of `token` with `len` is.
    fn most_len(&self, token: &Token, len: &Len) -> u64 {
        match len {
            Len::Var(name) => self.most_var(name),
            Len::Range { .. } => len_bounds(token).map_or(0, |(lo, hi)| self.range(lo, hi).1),
        }
    }

    /// At most the count a count name gives (the fallback when it gives none when drawn).
    fn most_var(&self, name: &str) -> u64 {
        let var = self.count_range(name).map_or(0, |(_, cap)| cap);
        var.max(self.fallback().1)
    }
}

/// An integer token's bounds, ordered and widened when not stated; `None` for other kinds.
pub(super) fn int_bounds(token: &Token) -> Option<(i128, i128)> {
    let Kind::Int { lo, hi } = token.kind else {
        return None;
    };
    let (lo, hi) = (lo.min(hi), lo.max(hi));
    if token.stated {
        return Some((lo, hi));
    }
    let (wide_lo, wide_hi) = (super::super::wide_lo(lo), super::super::wide_hi(hi));
    Some((wide_lo.min(lo), wide_hi.max(hi)))
}

/// A decimal token's bounds (finite, ordered, widened when not stated) and places (at most
/// [`MAX_PLACES`]); `None` for other kinds.
pub(super) fn decimal_bounds(token: &Token) -> Option<(f64, f64, u32)> {
    let Kind::Decimal { lo, hi, places } = token.kind else {
        return None;
    };
    let finite = |x: f64| {
        if x.is_nan() {
            0.0
        } else {
            x.clamp(-1e18, 1e18)
        }
    };
    let (lo, hi) = (finite(lo), finite(hi));
    let (lo, hi) = (lo.min(hi), lo.max(hi));
    let places = places.min(MAX_PLACES);
    if token.stated {
        return Some((lo, hi, places));
    }
    let wide_hi = if hi > 0.0 {
        (2.0 * hi).clamp(10.0, 1e18)
    } else {
        hi / 2.0
    };
    let wide_lo = if lo < 0.0 {
        (2.0 * lo).clamp(-1e18, -10.0)
    } else {
        lo / 2.0
    };
    Some((wide_lo.min(lo), wide_hi.max(hi), places))
}

/// A word token's length range when no token gives it (ordered, widened when not stated);
/// `None` for other kinds and for `Len::Var`.
pub(super) fn len_bounds(token: &Token) -> Option<(u64, u64)> {
    let Kind::Word {
        len: Len::Range { lo, hi },
        ..
    } = token.kind
    else {
        return None;
    };
    let (lo, hi) = (lo.min(hi), lo.max(hi));
    if token.stated {
        return Some((lo, hi));
    }
    Some((lo.min(1), hi.max(hi.saturating_mul(2).max(10))))
}

/// How many decimal digits `n` has.
fn digits(n: u128) -> u32 {
    n.checked_ilog10().map_or(1, |log| log + 1)
}

/// `n` as a `u64`, saturating.
pub(super) fn to_u64(n: i128) -> u64 {
    u64::try_from(n.max(0)).unwrap_or(u64::MAX)
}

/// The links of every integer in `items` to the earlier integer scalar bounding it.
fn links(items: &[Item]) -> HashMap<&str, Link<'_>> {
    let mut walk = LinkWalk {
        seen: Vec::new(),
        scopes: 0,
        links: HashMap::new(),
        named: HashMap::new(),
    };
    walk.items(items, 0);
    walk.links
}

/// The names of the tokens in `items` that share a line with another token linked to the
/// same earlier integer.
fn pairs<'m>(items: &'m [Item], links: &HashMap<&'m str, Link<'m>>) -> HashSet<&'m str> {
    let mut pairs = HashSet::new();
    for item in items {
        match item {
            Item::Line(fields) => {
                let linked: Vec<(&str, &str)> = fields
                    .iter()
                    .filter_map(|field| {
                        let (Field::Scalar(token) | Field::List { token, .. }) = field;
                        let name = token.name.as_str();
                        Some((name, links.get(name)?.var))
                    })
                    .collect();
                for &(name, var) in &linked {
                    if linked.iter().any(|&(other, v)| other != name && v == var) {
                        pairs.insert(name);
                    }
                }
            }
            Item::Repeat { body, .. } => pairs.extend(self::pairs(body, links)),
        }
    }
    pairs
}

/// The link among `fitting` to the earlier integer named `name` in the other case.
fn own_name<'m>(name: &str, fitting: &[Link<'m>]) -> Option<Link<'m>> {
    fitting
        .iter()
        .find(|l| l.var != name && l.var.eq_ignore_ascii_case(name))
        .copied()
}

/// The state of a walk finding links: the stated integer scalars met so far with their
/// scopes (a number per repeat body), and the links found.
struct LinkWalk<'m> {
    /// The stated integer scalars met, with the repeat body each is in.
    seen: Vec<(&'m Token, usize)>,
    /// How many repeat bodies were met (the last one's number).
    scopes: usize,
    /// The links found, by the linked token's name.
    links: HashMap<&'m str, Link<'m>>,
    /// For each linked token, the fitting link to the earlier integer of its own name in the
    /// other case (`c` to `C`), when there is one.
    named: HashMap<&'m str, Option<Link<'m>>>,
}

impl<'m> LinkWalk<'m> {
    /// Walks `items`, in the repeat body numbered `scope`.
    fn items(&mut self, items: &'m [Item], scope: usize) {
        for item in items {
            match item {
                Item::Line(fields) => {
                    fields.iter().for_each(|field| self.field(field, scope));
                    self.by_name(fields);
                }
                Item::Repeat { body, .. } => {
                    self.scopes += 1;
                    self.items(body, self.scopes);
                }
            }
        }
    }

    /// Links one field's token, then remembers it when it is a stated integer scalar.
    fn field(&mut self, field: &'m Field, scope: usize) {
        let (token, in_list) = match field {
            Field::Scalar(token) => (token, false),
            Field::List { token, .. } => (token, true),
        };
        let fitting = self.link(token, in_list, scope);
        if let Some(&link) = fitting.first() {
            self.links.entry(&token.name).or_insert(link);
            self.named
                .entry(&token.name)
                .or_insert_with(|| own_name(&token.name, &fitting));
        }
        if !in_list && token.stated && int_bounds(token).is_some() {
            self.seen.push((token, scope));
        }
    }

    /// Where every linked token of a line (two or more) has an earlier integer of its own
    /// name in the other case, each is linked to that one: `1 ≤ r ≤ R, 1 ≤ c ≤ C`, R and C
    /// both up to 100 (BOJ 17143: a shark drawn in column 56 of 19, bounded by R, made a
    /// held-out accepted submission fail). One name alone says nothing: BOJ 1260's edge
    /// ends `u v` are bounded by N, not by the start vertex V.
    fn by_name(&mut self, fields: &'m [Field]) {
        let linked: Vec<&'m str> = fields
            .iter()
            .map(|field| {
                let (Field::Scalar(token) | Field::List { token, .. }) = field;
                token.name.as_str()
            })
            .filter(|name| self.links.contains_key(name))
            .collect();
        let named: Vec<Link<'m>> = linked
            .iter()
            .filter_map(|name| self.named.get(name).copied().flatten())
            .collect();
        if linked.len() >= 2 && named.len() == linked.len() {
            for (name, link) in linked.into_iter().zip(named) {
                self.links.insert(name, link);
            }
        }
    }

    /// The earlier stated integer scalars `C ≥ 0` bounding `token`, first first: `token` is a stated
    /// integer from 0 or 1, and its upper bound is `C`'s or one less.
    fn link(&self, token: &Token, in_list: bool, scope: usize) -> Vec<Link<'m>> {
        let Some((lo, hi)) = int_bounds(token).filter(|_| token.stated) else {
            return Vec::new();
        };
        if !(0..=1).contains(&lo) {
            return Vec::new();
        }
        let fitting = self.seen.iter().filter_map(|&(earlier, earlier_scope)| {
            let (c_lo, c_hi) = int_bounds(earlier)?;
            let offset = c_hi.checked_sub(hi)?;
            let fits = earlier.name != token.name && c_lo >= 0 && (0..=1).contains(&offset);
            let strong = in_list || earlier_scope != scope;
            fits.then_some(Link {
                var: &earlier.name,
                offset,
                strong,
            })
        });
        fitting.collect()
    }
}
