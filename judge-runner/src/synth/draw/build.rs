//! Fresh values drawn item by item in reading order, every count and length taken from the
//! integer drawn for it before.

use std::collections::HashMap;

use super::super::{Count, Field, FieldValue, Item, Kind, Len, Token, Value};
use super::plan::{
    decimal_bounds, int_bounds, len_bounds, to_u64, token_weight, Plan, COPY_WEIGHT,
};
use super::token;
use super::{Rng, Size, Spread, CAP};

/// How many vertices above its least a medium graph with few vertices may have.
const FEW_VERTICES: i128 = 7;

/// A draw under way: the generator, the plan, the integer scalars drawn (or read) so far by
/// name, and the bytes the input takes so far.
pub(super) struct Ctx<'a, 'm> {
    /// Where every random choice comes from.
    pub rng: &'a mut Rng,
    /// The model's bounds, counts and links, at the draw's size.
    pub plan: &'a Plan<'m>,
    /// The last value of every integer scalar met, as a reader would remember it.
    pub env: HashMap<&'m str, i128>,
    /// The bytes the input takes written, so far.
    pub spent: usize,
    /// Whether `spent` went past [`CAP`]: a list or repeat then stops growing.
    pub over: bool,
    /// Whether the draw is inside a repeat of plain lines (no list, no repeat in it): the
    /// edges of a graph, not a test case's header.
    leaf: bool,
    /// The one value of each token inside lists and repeats under [`Spread::Equal`].
    equal: HashMap<&'m str, i128>,
    /// The draw every later number of the current line trades off against, under
    /// [`Spread::Traded`], once its first number was drawn.
    trade: Option<f64>,
    /// The copy of the innermost repeat of plain lines being drawn and how many it has.
    row: (u64, u64),
    /// How many numbers of a pair the current line has drawn.
    paired_drawn: usize,
    /// The draw every edge's other numbers follow under [`Spread::Chain`], once drawn: one
    /// for the whole input.
    slow: Option<f64>,
    /// How many numbers of the current line are neither an edge's end nor drawn yet, and
    /// how many it has.
    free: (usize, usize),
    /// How many vertices a lap of [`Spread::Chain`]'s path has, once an edge was drawn.
    lap: Option<i128>,
    /// How many numbers bounded by an earlier one were drawn outside repeats under
    /// [`Spread::Chain`]: a start at the bottom, then an end at the top.
    ends: usize,
}

impl<'a, 'm> Ctx<'a, 'm> {
    /// A draw from nothing.
    pub fn new(rng: &'a mut Rng, plan: &'a Plan<'m>) -> Ctx<'a, 'm> {
        Ctx {
            rng,
            plan,
            env: HashMap::new(),
            spent: 0,
            over: false,
            leaf: false,
            equal: HashMap::new(),
            trade: None,
            slow: None,
            free: (0, 0),
            lap: None,
            row: (0, 0),
            paired_drawn: 0,
            ends: 0,
        }
    }

    /// Counts `bytes` more written: false (and `over` set) once past [`CAP`].
    pub fn charge(&mut self, bytes: usize) -> bool {
        self.spent = self.spent.saturating_add(bytes);
        self.over |= self.spent > CAP;
        !self.over
    }

    /// Whether `len` more bytes still fit under [`CAP`] (`over` set when not), checked
    /// before a long word is built.
    pub fn affords(&mut self, len: u64) -> bool {
        let fits = usize::try_from(len).is_ok_and(|len| self.spent.saturating_add(len) <= CAP);
        self.over |= !fits;
        fits
    }

    /// Fresh values for `items`.
    pub fn items(&mut self, items: &'m [Item]) -> Vec<Value> {
        items.iter().map(|item| self.item(item)).collect()
    }

    /// A fresh copy of a repeat's `body`, charged as one.
    pub fn copy(&mut self, body: &'m [Item]) -> Vec<Value> {
        self.charge(COPY_WEIGHT);
        self.items(body)
    }

    /// A fresh value for one item.
    pub fn item(&mut self, item: &'m Item) -> Value {
        match item {
            Item::Line(fields) => {
                self.charge(1);
                self.trade = None;
                self.paired_drawn = 0;
                let free = fields
                    .iter()
                    .filter(|f| match f {
                        Field::Scalar(t) => {
                            matches!(t.kind, Kind::Int { .. }) && !self.plan.paired(&t.name)
                        }
                        Field::List { .. } => false,
                    })
                    .count();
                self.free = (0, free);
                Value::Line(fields.iter().map(|field| self.field(field)).collect())
            }
            Item::Repeat { count, body } => {
                let count = self.count(count);
                let mut copies = Vec::new();
                let outer = self.leaf;
                self.leaf = body.iter().all(|item| match item {
                    Item::Line(fields) => fields.iter().all(|f| matches!(f, Field::Scalar(_))),
                    Item::Repeat { .. } => false,
                });
                let outer_row = self.row;
                for index in 0..count {
                    if !self.charge(COPY_WEIGHT) {
                        break;
                    }
                    self.row = (index, count);
                    copies.push(self.items(body));
                }
                self.leaf = outer;
                self.row = outer_row;
                Value::Repeat(copies)
            }
        }
    }

    /// A fresh value for one field.
    pub fn field(&mut self, field: &'m Field) -> FieldValue {
        match field {
            Field::Scalar(token) => FieldValue::Scalar(self.token(token, true)),
            Field::List { count, token } => {
                let count = self.count(count);
                let mut texts = Vec::new();
                for _ in 0..count {
                    if self.over {
                        break;
                    }
                    texts.push(self.token(token, false));
                }
                FieldValue::List(texts)
            }
        }
    }

    /// A fresh token's text (`scalar`: not a list's element, so remembered by name).
    pub fn token(&mut self, token: &'m Token, scalar: bool) -> String {
        let text = match &token.kind {
            Kind::Int { .. } => {
                let value = self.int(token, scalar);
                if scalar {
                    self.env.insert(&token.name, value);
                }
                value.to_string()
            }
            Kind::Decimal { .. } => {
                let (lo, hi, places) = decimal_bounds(token).unwrap_or((0.0, 0.0, 0));
                token::decimal(self.rng, self.plan.size, lo, hi, places)
            }
            Kind::Word { alphabet, len } => {
                let len = self.length(token, len);
                if !self.affords(len) {
                    return String::new();
                }
                let chars = token::usable(alphabet);
                match self.plan.spread {
                    // One letter, the same in every word: the most places a word occurs at
                    // (BOJ 2401's matches, kept by six submissions past 128 MB on BOJ).
                    Spread::Equal => chars[0]
                        .to_string()
                        .repeat(usize::try_from(len).unwrap_or(0)),
                    _ => token::word(self.rng, self.plan.size, &chars, len),
                }
            }
        };
        self.charge(token_weight(text.len()));
        text
    }

    /// A fresh integer for `token`: a count token's within what its count may be.
    fn int(&mut self, token: &'m Token, scalar: bool) -> i128 {
        let (lo, hi) = int_bounds(token).unwrap_or((0, 0));
        let counting = scalar && self.plan.is_count(token);
        if let Some((lo, cap)) = self.plan.count_range(&token.name).filter(|_| counting) {
            // At the largest size a count keeps only its sure links: a scalar that merely
            // shares its bounds (BOJ 10217's budget M beside its K tickets) held it down.
            let weak = self.plan.size != Size::Max;
            let (lo, cap) = self.linked(token, i128::from(lo), i128::from(cap), weak);
            return i128::from(self.how_many(to_u64(lo), to_u64(cap)));
        }
        let (lo, hi) = self.linked(token, lo, hi, true);
        let inside = self.leaf || !scalar;
        // Half the medium graphs on a few vertices: a hundred edges among a hundred vertices
        // seldom join the two a search is between (BOJ 10217: wrong prunings of a search
        // over (airport, cost) showed once the graph had a handful of airports).
        let vertices = !inside && self.plan.is_vertex_count(&token.name);
        if vertices && self.plan.size == Size::Medium && self.rng.chance(50) {
            return self.rng.range(lo, hi.min(lo.saturating_add(FEW_VERTICES)));
        }
        match self.plan.spread {
            Spread::Wide => token::int(self.rng, self.plan.size, lo, hi),
            // A start vertex bounded by the vertex count: the hub's feeder.
            Spread::Hub if !inside && self.plan.link(&token.name).is_some() => lo,
            // A start and an end: the chain's two ends.
            Spread::Chain if !inside && self.plan.link(&token.name).is_some() => {
                self.ends += 1;
                if self.ends % 2 == 1 {
                    lo
                } else {
                    hi
                }
            }
            Spread::Low | Spread::Equal | Spread::Traded | Spread::Hub | Spread::Chain
                if !inside =>
            {
                hi
            }
            Spread::Hub if self.leaf && scalar => self.hub(lo, hi, self.plan.paired(&token.name)),
            Spread::Chain if self.leaf && scalar && self.plan.paired(&token.name) => {
                self.chain(lo, hi)
            }
            Spread::Chain if self.leaf && scalar => self.slow(lo, hi),
            _ if self.plan.paired(&token.name) => self.rng.range(lo, hi),
            Spread::Low => token::low(self.rng, lo, hi),
            Spread::Equal => (*self.equal.entry(&token.name).or_insert(hi)).clamp(lo, hi),
            Spread::Traded if self.leaf && scalar => self.traded(lo, hi),
            Spread::Traded | Spread::Hub | Spread::Chain => {
                token::int(self.rng, self.plan.size, lo, hi)
            }
        }
    }

    /// A number of an edge's line under [`Spread::Hub`] (`paired`: one of its ends): on
    /// the first half of the lines from the bottom vertex to the next (the hub), every other
    /// number one less than on the line before; on the second half out of the hub to a
    /// vertex above it, every other number anywhere in its range. Every edge goes up, as
    /// the stored inputs' often do.
    fn hub(&mut self, lo: i128, hi: i128, paired: bool) -> i128 {
        let (index, count) = self.row;
        let feeding = index < count / 2;
        if !paired {
            return match feeding {
                true => hi.saturating_sub(i128::from(index)).max(lo),
                false => token::int(self.rng, self.plan.size, lo, hi),
            };
        }
        self.paired_drawn += 1;
        let hub = lo.saturating_add(1).min(hi);
        match (feeding, self.paired_drawn) {
            (true, 1) => lo,
            (true, _) | (false, 1) => hub,
            (false, _) => self.rng.range(hub.saturating_add(1).min(hi), hi),
        }
    }

    /// An end of an edge under [`Spread::Chain`]: the `i`th line's first end the `i`th
    /// vertex from the bottom (around again past the last but one), its second the next.
    fn chain(&mut self, lo: i128, hi: i128) -> i128 {
        let (index, _) = self.row;
        self.paired_drawn += 1;
        let span = hi.saturating_sub(lo).max(1);
        self.lap = Some(span);
        let from = lo.saturating_add(i128::from(index) % span);
        match self.paired_drawn {
            1 => from,
            _ => from.saturating_add(1).min(hi),
        }
    }

    /// A number of an edge's line under [`Spread::Chain`] that is not an end: on the path's
    /// first lap, the line's last one high, in `hi−t·(hi−lo)..=hi`, the ones before it low,
    /// in `lo..=lo+t·√(hi−lo)`, with one `t` below a half for the whole input; on later laps
    /// as `Wide` draws them. The first lap's edges are alike, each long and, when it has a
    /// price too, cheap: the path is as long to walk as the bounds allow and every budget
    /// affords it (BOJ 10217: 99 tickets of the same few dollars and most of 1,000 minutes
    /// each). A hundred alike copies of each made a search over (airport, cost) too slow
    /// for the accepted submissions themselves.
    fn slow(&mut self, lo: i128, hi: i128) -> i128 {
        let (index, _) = self.row;
        if self.lap.is_some_and(|lap| i128::from(index) >= lap) {
            return token::int(self.rng, self.plan.size, lo, hi);
        }
        let t = match self.slow {
            Some(t) => t,
            None => *self.slow.insert(self.rng.unit() / 2.0),
        };
        let span = hi.saturating_sub(lo) as f64;
        self.free.0 += 1;
        let value = match self.free.0 < self.free.1 {
            true => lo.saturating_add((t * span.sqrt()).round() as i128),
            false => hi.saturating_sub((t * span).round() as i128),
        };
        value.clamp(lo, hi)
    }

    /// A number of a line under [`Spread::Traded`]: the line's first low in `lo..=lo+√(hi−lo)`
    /// by a fresh draw, every later one as far below its top as that draw says.
    fn traded(&mut self, lo: i128, hi: i128) -> i128 {
        let span = hi.saturating_sub(lo) as f64;
        let value = match self.trade {
            None => {
                let t = self.rng.unit();
                self.trade = Some(t);
                lo.saturating_add((t * span.sqrt()).round() as i128)
            }
            Some(t) => hi.saturating_sub((t * span).round() as i128),
        };
        value.clamp(lo, hi)
    }

    /// `lo..=hi` narrowed to what the earlier integer bounding `token` allows, when it is
    /// known (a weak link, `weak` allowing, half the time).
    pub fn linked(&mut self, token: &Token, lo: i128, hi: i128, weak: bool) -> (i128, i128) {
        let Some(link) = self.plan.link(&token.name) else {
            return (lo, hi);
        };
        if !(link.strong || weak && self.rng.chance(50)) {
            return (lo, hi);
        }
        match self.env.get(link.var) {
            Some(&bound) if bound.saturating_sub(link.offset) >= lo => {
                (lo, hi.min(bound.saturating_sub(link.offset)))
            }
            _ => (lo, hi),
        }
    }

    /// How many times `count` repeats in a fresh draw.
    pub fn count(&mut self, count: &Count) -> u64 {
        match count {
            Count::Const(count) => self.plan.constant(*count),
            Count::Var(name) => self.var(name).unwrap_or_else(|| self.fallback()),
            Count::Sum { .. } => count
                .given(|name| self.var(name).map(i128::from))
                .unwrap_or_else(|| self.fallback()),
            Count::Range { lo, hi } => {
                let (lo, cap) = self.plan.range(*lo, *hi);
                self.how_many(lo, cap)
            }
        }
    }

    /// How long a fresh word of `token` is.
    fn length(&mut self, token: &Token, len: &Len) -> u64 {
        match len {
            Len::Var(name) => self.var(name).unwrap_or_else(|| self.fallback()),
            Len::Range { .. } => {
                let (lo, hi) = len_bounds(token).unwrap_or((0, 0));
                let (lo, cap) = self.plan.range(lo, hi);
                self.how_many(lo, cap)
            }
        }
    }

    /// The count an integer scalar `name` gives, when one was met (negative gives 0).
    pub fn var(&self, name: &str) -> Option<u64> {
        let value = self
            .env
            .get(name)
            .filter(|_| self.plan.is_int_scalar(name))?;
        Some(to_u64(*value))
    }

    /// A count for a count name that gives none.
    fn fallback(&mut self) -> u64 {
        let (lo, cap) = self.plan.fallback();
        self.how_many(lo, cap)
    }

    /// A count in `lo..=cap`: the cap for a large input; for a small one often the least
    /// (n = 1), sometimes the cap, else any.
    pub fn how_many(&mut self, lo: u64, cap: u64) -> u64 {
        if cap <= lo || self.plan.size == Size::Max {
            return cap;
        }
        if self.plan.size == Size::Medium {
            // Mostly near the top, so that the input is as large as a medium one is.
            return match self.rng.below(100) {
                0..=49 => cap,
                _ => self.rng.range_u64(lo.max(cap / 2), cap),
            };
        }
        match self.rng.below(100) {
            0..=34 => lo,
            35..=49 => cap,
            _ => self.rng.range_u64(lo, cap),
        }
    }
}
