//! A model inferred from a problem's stored inputs: lines and tokens, their kinds and
//! bounds as seen, and the tokens that count the lines or tokens after them.
//!
//! How an input is read, here and in [`read`]: bytes that are not UTF-8 are replaced
//! (`U+FFFD`, so they make a word, never a panic); lines split on `\n`; tokens on ASCII
//! whitespace (a `\r` goes with it); a line with no token (blank, anywhere) is skipped, so
//! a model never holds an empty line and blank lines between test cases do not count.
//!
//! The search ([`search`]) goes left to right over every input at once. At each point it
//! tries, most likely first: a block repeated as many times as an integer read before says
//! (`N` lines of `u v`; `T` test cases, each a block whose size its own counts give), a
//! line (whose list may be as long as an integer read before says), lines to the end with
//! no count. A relation needs evidence: a count of 3 or more, counts that vary, or a count
//! alone on its line; what none explains is a line of scalars, a sentence (3 or more
//! words) a list of any length. The work is bounded (a budget of tokens looked at): a
//! search that would take longer gives `None`.

mod cases;
mod kind;
mod line;
mod names;
mod reader;
mod search;
#[cfg(test)]
mod tests;
mod text;

pub(crate) use cases::fold as fold_cases;

use super::{Model, Value};
use std::borrow::Cow;

/// The model every one of `inputs` fits, `None` when none was found within the search's
/// budget (or `inputs` is empty). Inputs with no token at all (`Hello World`'s) fit the
/// model with no item.
pub(crate) fn infer(inputs: &[&[u8]]) -> Option<Model> {
    let texts: Vec<Cow<str>> = inputs.iter().map(|b| String::from_utf8_lossy(b)).collect();
    let lines: Vec<Vec<Vec<&str>>> = texts.iter().map(|t| text::lines(t)).collect();
    if lines.iter().all(Vec::is_empty) {
        return (!lines.is_empty()).then(|| Model { items: Vec::new() });
    }
    let mut items = search::search(&lines)?;
    names::rename(&mut items);
    let model = Model { items };
    let fits = lines
        .iter()
        .all(|l| reader::read_all(&model.items, l).is_some());
    fits.then_some(model)
}

/// `input` read through `model`: `None` when it does not fit. Only shape and kind are
/// checked: every line read, an `Int` token an integer, a `Decimal` one a number (an
/// integer is one); not bounds, nor a word's length. A count var's value says how many
/// tokens or copies to read (a copy count larger than the lines left does not fit); a
/// repeat with no count reads copies while they fit, then what follows it.
pub(crate) fn read(model: &Model, input: &[u8]) -> Option<Vec<Value>> {
    let text = String::from_utf8_lossy(input);
    let lines = text::lines(&text);
    reader::read_all(&model.items, &lines)
}
