//! The final names: `v1`, `v2`, … in the order the tokens appear in the model.

use crate::synth::{Count, Field, Item, Kind, Len, Token};
use std::collections::HashMap;

/// `items`' tokens renamed `v1`, `v2`, … in order of appearance, with every count and
/// length that names one renamed to match.
pub(super) fn rename(items: &mut [Item]) {
    let mut names = Names::default();
    names.items(items);
}

/// The names given so far, by the search's name.
#[derive(Default)]
struct Names {
    given: HashMap<String, String>,
}

impl Names {
    /// Every token of `items`, in order.
    fn items(&mut self, items: &mut [Item]) {
        for item in items {
            match item {
                Item::Line(fields) => fields.iter_mut().for_each(|f| self.field(f)),
                Item::Repeat { count, body } => {
                    self.count(count);
                    self.items(body);
                }
            }
        }
    }

    /// One field's count, then its token.
    fn field(&mut self, field: &mut Field) {
        match field {
            Field::Scalar(token) => self.token(token),
            Field::List { count, token } => {
                self.count(count);
                self.token(token);
            }
        }
    }

    /// A count naming a token: the token's new name.
    fn count(&self, count: &mut Count) {
        for name in count.names_mut() {
            self.refer(name);
        }
    }

    /// `token` named next (its length's name, read before, renamed first).
    fn token(&mut self, token: &mut Token) {
        if let Kind::Word {
            len: Len::Var(name),
            ..
        } = &mut token.kind
        {
            self.refer(name);
        }
        let next = format!("v{}", self.given.len() + 1);
        self.given.insert(token.name.clone(), next.clone());
        token.name = next;
    }

    /// `name`, a reference to a token named before, renamed as that token was.
    fn refer(&self, name: &mut String) {
        if let Some(new) = self.given.get(name.as_str()) {
            name.clone_from(new);
        }
    }
}
