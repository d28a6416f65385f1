//! Inputs synthesized for `cargo judge strengthen`: what a problem's input looks like (its
//! [`Model`], inferred from the stored inputs and bounded by the statement's constraints),
//! and inputs drawn from it: mutations of the stored ones and fresh ones, deterministic
//! from a seed. Pure: nothing here runs a program or touches a file.
//!
//! A model is a list of lines, some repeated a number of times another token gives, each a
//! list of fields: a single token or a list of tokens on the line whose length another token
//! gives (`N` then `A[N]`). Every token has a name (the statement's, when it could be bound,
//! else `v1`, `v2`, …) and a kind with its bounds. The user reads and corrects it as
//! `testcases/<id>/input-model.toml` (`synth::file`).

pub(crate) mod constraints;
pub(crate) mod draw;
pub(crate) mod file;
pub(crate) mod infer;
pub(crate) mod invariants;

/// What a problem's input looks like.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Model {
    pub items: Vec<Item>,
}

impl Model {
    /// The model with every bound held as if the statement gave it: where the statement
    /// says nothing, a draw goes no higher than the stored inputs went (past the largest
    /// value seen is where a permutation's N or a board's last square is), and a positive
    /// integer may go down to 1 (with `8 14` as the only sample, `8 3` is still drawn).
    pub(crate) fn pinned(&self) -> Model {
        fn pin_token(token: &mut Token) {
            if let (false, Kind::Int { lo, .. }) = (token.stated, &mut token.kind) {
                if *lo > 1 {
                    *lo = 1;
                }
            }
            token.stated = true;
        }
        fn pin(items: &mut [Item]) {
            for item in items {
                match item {
                    Item::Line(fields) => {
                        for field in fields {
                            match field {
                                Field::Scalar(token) | Field::List { token, .. } => {
                                    pin_token(token);
                                }
                            }
                        }
                    }
                    Item::Repeat { body, .. } => pin(body),
                }
            }
        }
        let mut model = self.clone();
        pin(&mut model.items);
        model
    }
}

/// One line, or a block of lines repeated.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Item {
    /// One line of fields.
    Line(Vec<Field>),
    /// `count` copies of `body`, one after another (`N` lines of `X Y`; `T` test cases).
    Repeat { count: Count, body: Vec<Item> },
}

/// What one line holds, left to right.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Field {
    /// A single token.
    Scalar(Token),
    /// `count` tokens of one kind, separated by spaces (`A[N]`).
    List { count: Count, token: Token },
}

/// A named token and what it may be. Names are unique within a model, ASCII, a letter then
/// letters, digits or `_` (a list's elements share its name).
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Token {
    /// The statement's name (`N`, `A`), else `v1`, `v2`, … in order of appearance.
    pub name: String,
    pub kind: Kind,
    /// Whether the bounds are the statement's (or the user's), not only what the stored
    /// inputs happen to show: a draw may go past bounds seen only in the samples.
    pub stated: bool,
}

/// A token's kind, with its bounds (inclusive).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Kind {
    /// An integer in `lo..=hi`.
    Int { lo: i128, hi: i128 },
    /// A decimal in `lo..=hi` written with `places` digits after the point.
    Decimal { lo: f64, hi: f64, places: u32 },
    /// A word of characters from `alphabet` (in the order first seen), `len` long: a row of
    /// a character grid is a word whose length another token gives.
    Word { alphabet: Vec<char>, len: Len },
}

/// How many times: a constant, the value of an integer token read before, or any number in
/// a range no token gives (the words of a sentence; lines up to the end of the input).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Count {
    Const(u64),
    /// The name of an earlier [`Kind::Int`] token.
    Var(String),
    Range {
        lo: u64,
        hi: u64,
    },
}

/// A word's length.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Len {
    /// Any length in `lo..=hi`.
    Range { lo: u64, hi: u64 },
    /// The value of an earlier integer token (a grid's width).
    Var(String),
}

/// One input read through a model: every token's text, in the model's shape, so that a
/// mutation can change a value and keep every count that depends on it consistent.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    /// One line's fields.
    Line(Vec<FieldValue>),
    /// The copies of a repeated block, each the values of its body's items.
    Repeat(Vec<Vec<Value>>),
}

/// One field's tokens as written.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum FieldValue {
    Scalar(String),
    List(Vec<String>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pinned_model_holds_every_bound() {
        let token = |name: &str| Token {
            name: name.to_owned(),
            kind: Kind::Int { lo: 1, hi: 5 },
            stated: false,
        };
        let model = Model {
            items: vec![
                Item::Line(vec![Field::Scalar(token("N"))]),
                Item::Repeat {
                    count: Count::Var("N".to_owned()),
                    body: vec![Item::Line(vec![Field::List {
                        count: Count::Const(2),
                        token: token("A"),
                    }])],
                },
            ],
        };
        let pinned = model.pinned();
        let Item::Line(fields) = &pinned.items[0] else {
            panic!("{pinned:?}")
        };
        assert!(matches!(&fields[0], Field::Scalar(t) if t.stated));
        let Item::Repeat { body, .. } = &pinned.items[1] else {
            panic!("{pinned:?}")
        };
        assert!(
            matches!(&body[0], Item::Line(f) if matches!(&f[0], Field::List { token, .. } if token.stated))
        );
        // A positive lower bound the samples showed goes down to 1; nothing else changes.
        assert_eq!(
            format!("{pinned:?}").replace("stated: true", "stated: false"),
            format!("{model:?}")
        );
        let seen = Model {
            items: vec![Item::Line(vec![Field::Scalar(Token {
                name: "A".to_owned(),
                kind: Kind::Int { lo: 8, hi: 8 },
                stated: false,
            })])],
        };
        let Item::Line(fields) = &seen.pinned().items[0] else {
            panic!()
        };
        assert!(
            matches!(&fields[0], Field::Scalar(t) if t.kind == Kind::Int { lo: 1, hi: 8 } && t.stated)
        );
    }
}
