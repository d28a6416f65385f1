//! Whether values fit a model (every count equal to the token giving it), and values made
//! to fit again after a mutation: a repeat's copies, a list's tokens and a word's characters
//! resized to the counts the tokens before them now give, indices kept under their bound.

use std::collections::HashMap;

use super::super::{Count, Field, FieldValue, Item, Kind, Len, Model, Token, Value};
use super::build::Ctx;
use super::plan::{int_bounds, to_u64, token_weight, Plan, COPY_WEIGHT};
use super::{token, Size};

/// Whether `values` have `model`'s shape and every count and length given by a token is
/// that token's value.
pub(super) fn fits(model: &Model, values: &[Value]) -> bool {
    let plan = Plan::new(model, Size::Small);
    Check {
        plan: &plan,
        env: HashMap::new(),
    }
    .items(&model.items, values)
}

/// A check under way: the integer scalars read so far.
struct Check<'p, 'm> {
    /// The model's count names and integer scalars.
    plan: &'p Plan<'m>,
    /// The last value of every integer scalar read, by name.
    env: HashMap<&'m str, i128>,
}

impl<'m> Check<'_, 'm> {
    /// Whether `values` fit `items`.
    fn items(&mut self, items: &'m [Item], values: &[Value]) -> bool {
        items.len() == values.len() && items.iter().zip(values).all(|(i, v)| self.item(i, v))
    }

    /// Whether one value fits its item.
    fn item(&mut self, item: &'m Item, value: &Value) -> bool {
        match (item, value) {
            (Item::Line(fields), Value::Line(values)) => {
                fields.len() == values.len()
                    && fields.iter().zip(values).all(|(f, v)| self.field(f, v))
            }
            (Item::Repeat { count, body }, Value::Repeat(copies)) => {
                self.count_fits(count, copies.len())
                    && copies.iter().all(|copy| self.items(body, copy))
            }
            _ => false,
        }
    }

    /// Whether one field's value fits it.
    fn field(&mut self, field: &'m Field, value: &FieldValue) -> bool {
        match (field, value) {
            (Field::Scalar(token), FieldValue::Scalar(text)) => self.token(token, text, true),
            (Field::List { count, token }, FieldValue::List(texts)) => {
                self.count_fits(count, texts.len())
                    && texts.iter().all(|text| self.token(token, text, false))
            }
            _ => false,
        }
    }

    /// Whether a token's text fits: a count token reads as an integer, a word's length is
    /// the one its length token gives.
    fn token(&mut self, token: &'m Token, text: &str, scalar: bool) -> bool {
        if scalar && int_bounds(token).is_some() {
            match text.parse::<i128>() {
                Ok(value) => _ = self.env.insert(&token.name, value),
                Err(_) if self.plan.is_count(token) => return false,
                Err(_) => {}
            }
        }
        match &token.kind {
            Kind::Word {
                len: Len::Var(name),
                ..
            } => self
                .var(name)
                .is_none_or(|len| len == text.chars().count() as u64),
            _ => true,
        }
    }

    /// Whether `len` copies or tokens are what `count` says.
    fn count_fits(&self, count: &Count, len: usize) -> bool {
        match count {
            Count::Const(count) => *count == len as u64,
            Count::Var(name) => self.var(name).is_none_or(|count| count == len as u64),
            Count::Sum { .. } => count
                .given(|name| self.var(name).map(i128::from))
                .is_none_or(|count| count == len as u64),
            Count::Range { .. } => true,
        }
    }

    /// The count an integer scalar `name` read gives.
    fn var(&self, name: &str) -> Option<u64> {
        let value = self
            .env
            .get(name)
            .filter(|_| self.plan.is_int_scalar(name))?;
        Some(to_u64(*value))
    }
}

/// What `values` weigh against [`super::CAP`]: at least the bytes they take written.
pub(super) fn weight(values: &[Value]) -> usize {
    values
        .iter()
        .map(value_weight)
        .fold(0, usize::saturating_add)
}

/// What one value weighs.
fn value_weight(value: &Value) -> usize {
    match value {
        Value::Line(fields) => fields
            .iter()
            .map(field_weight)
            .fold(1, usize::saturating_add),
        Value::Repeat(copies) => copies
            .iter()
            .map(|c| weight(c) + COPY_WEIGHT)
            .fold(0, usize::saturating_add),
    }
}

/// What one field weighs.
fn field_weight(field: &FieldValue) -> usize {
    match field {
        FieldValue::Scalar(text) => token_weight(text.len()),
        FieldValue::List(texts) => texts.iter().map(|t| token_weight(t.len())).sum(),
    }
}

impl<'m> Ctx<'_, 'm> {
    /// `values` made to fit `items` again, in reading order; a value of the wrong shape is
    /// drawn afresh.
    pub fn fix_items(&mut self, items: &'m [Item], values: &mut Vec<Value>) {
        if items.len() != values.len() {
            *values = self.items(items);
            return;
        }
        for (item, value) in items.iter().zip(values.iter_mut()) {
            self.fix_item(item, value);
        }
    }

    /// One value made to fit its item.
    fn fix_item(&mut self, item: &'m Item, value: &mut Value) {
        match (item, value) {
            (Item::Line(fields), Value::Line(values)) if fields.len() == values.len() => {
                for (field, value) in fields.iter().zip(values.iter_mut()) {
                    self.fix_field(field, value);
                }
            }
            (Item::Repeat { count, body }, Value::Repeat(copies)) => {
                if let Some(count) = self.target(count) {
                    self.resize(
                        copies,
                        count,
                        |ctx| ctx.copy(body),
                        |copy| weight(copy) + COPY_WEIGHT,
                    );
                }
                for copy in copies.iter_mut() {
                    self.fix_items(body, copy);
                }
            }
            (item, value) => *value = self.item(item),
        }
    }

    /// One field's value made to fit it.
    fn fix_field(&mut self, field: &'m Field, value: &mut FieldValue) {
        match (field, value) {
            (Field::Scalar(token), FieldValue::Scalar(text)) => self.fix_token(token, text, true),
            (Field::List { count, token }, FieldValue::List(texts)) => {
                if let Some(count) = self.target(count) {
                    self.resize(
                        texts,
                        count,
                        |ctx| ctx.token(token, false),
                        |t| token_weight(t.len()),
                    );
                }
                for text in texts.iter_mut() {
                    self.fix_token(token, text, false);
                }
            }
            (field, value) => *value = self.field(field),
        }
    }

    /// One token made to fit: an integer that does not read drawn afresh, an index past its
    /// bound drawn under it, a word resized to the length its length token gives.
    fn fix_token(&mut self, token: &'m Token, text: &mut String, scalar: bool) {
        match &token.kind {
            Kind::Int { .. } => self.fix_int(token, text, scalar),
            Kind::Word {
                alphabet,
                len: Len::Var(name),
            } => {
                if let Some(len) = self.var(name) {
                    self.fix_len(text, len, &token::usable(alphabet));
                }
            }
            _ => {}
        }
    }

    /// An integer token made to read and to stay under its bound.
    fn fix_int(&mut self, token: &'m Token, text: &mut String, scalar: bool) {
        let Ok(mut value) = text.parse::<i128>() else {
            *text = self.token(token, scalar);
            return;
        };
        let (lo, hi) = int_bounds(token).unwrap_or((value, value));
        let (lo, bound) = self.linked(token, lo, hi, false);
        if value > bound {
            value = self.rng.range(lo, bound);
            *text = value.to_string();
        }
        if scalar {
            self.env.insert(&token.name, value);
        }
    }

    /// `text` cut or extended to `len` characters (new ones copied from it or drawn from
    /// `chars`), unless that would pass the cap.
    fn fix_len(&mut self, text: &mut String, len: u64, chars: &[char]) {
        let have = text.chars().count() as u64;
        if have > len {
            *text = text.chars().take(len as usize).collect();
            return;
        }
        let extra = usize::try_from(len - have).unwrap_or(usize::MAX);
        if extra == 0 || !self.charge(extra) {
            return;
        }
        let old: Vec<char> = text.chars().collect();
        for _ in 0..extra {
            let from = if old.is_empty() || self.rng.chance(50) {
                chars
            } else {
                &old
            };
            text.push(from[self.rng.index(from.len())]);
        }
    }

    /// How many copies or tokens `count` asks for now, when a token or constant says.
    fn target(&self, count: &Count) -> Option<u64> {
        match count {
            Count::Const(count) => Some(self.plan.constant(*count)),
            Count::Var(name) => self.var(name),
            Count::Sum { .. } => count.given(|name| self.var(name).map(i128::from)),
            Count::Range { .. } => None,
        }
    }

    /// `items` cut or extended to `count`: new ones copies of existing ones (charged their
    /// `weigh`t) or `draw`n (which charges itself), until the cap.
    pub fn resize<T: Clone>(
        &mut self,
        items: &mut Vec<T>,
        count: u64,
        mut draw: impl FnMut(&mut Self) -> T,
        weigh: impl Fn(&T) -> usize,
    ) {
        if let Ok(count) = usize::try_from(count) {
            items.truncate(count);
        }
        while (items.len() as u64) < count && !self.over {
            let item = match self.rng.pick(items).filter(|_| self.rng.chance(50)) {
                Some(item) => {
                    let item = item.clone();
                    self.charge(weigh(&item));
                    item
                }
                None => draw(self),
            };
            items.push(item);
        }
    }
}
