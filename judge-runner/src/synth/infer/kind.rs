//! A token's kind and bounds, from every text it was seen as.

use super::text::{self, Class};
use crate::synth::{Kind, Len};
use std::collections::HashSet;

/// What the texts one token was seen as have in common, gathered in one pass.
#[derive(Debug, Default)]
pub(super) struct Seen {
    ints: usize,
    decimals: usize,
    words: usize,
    int_lo: i128,
    int_hi: i128,
    /// How many texts were numbers (`lo`, `hi` and `places` are theirs).
    numbers: usize,
    lo: f64,
    hi: f64,
    places: u32,
    alphabet: Vec<char>,
    /// The ASCII characters in `alphabet` (the common case, checked without hashing).
    ascii: Vec<bool>,
    in_alphabet: HashSet<char>,
    len_lo: u64,
    len_hi: u64,
    /// Whether every text is an unsigned digit string (a row of a digit grid may be).
    all_digits: bool,
}

impl Seen {
    /// Nothing seen yet.
    pub(super) fn new() -> Seen {
        Seen {
            all_digits: true,
            ascii: vec![false; 128],
            ..Seen::default()
        }
    }

    /// `token` seen once more.
    pub(super) fn add(&mut self, token: &str) {
        let first = self.ints + self.decimals + self.words == 0;
        match text::class(token) {
            Class::Int => {
                let value = text::int_value(token).unwrap_or(0);
                if self.ints == 0 {
                    (self.int_lo, self.int_hi) = (value, value);
                }
                self.int_lo = self.int_lo.min(value);
                self.int_hi = self.int_hi.max(value);
                self.ints += 1;
            }
            Class::Decimal => self.decimals += 1,
            Class::Word => self.words += 1,
        }
        if text::is_decimal(token) {
            let value = token.parse::<f64>().unwrap_or(0.0);
            if self.numbers == 0 {
                (self.lo, self.hi) = (value, value);
            }
            self.numbers += 1;
            self.lo = self.lo.min(value);
            self.hi = self.hi.max(value);
            self.places = self.places.max(text::places(token));
        }
        self.all_digits &= text::is_digits(token);
        let len = text::char_len(token);
        if first {
            (self.len_lo, self.len_hi) = (len, len);
        }
        self.len_lo = self.len_lo.min(len);
        self.len_hi = self.len_hi.max(len);
        for c in token.chars() {
            let new = match self.ascii.get_mut(c as usize) {
                Some(seen) => !std::mem::replace(seen, true),
                None => self.in_alphabet.insert(c),
            };
            if new {
                self.alphabet.push(c);
            }
        }
    }

    /// Whether every text seen is an integer.
    pub(super) fn all_int(&self) -> bool {
        self.decimals == 0 && self.words == 0
    }

    /// Whether words and numbers were both seen.
    pub(super) fn mixed(&self) -> bool {
        self.words > 0 && self.ints + self.decimals > 0
    }

    /// Whether some text seen is a word.
    pub(super) fn has_words(&self) -> bool {
        self.words > 0
    }

    /// Whether every text is an unsigned digit string of at least 3 digits, of at most 3
    /// distinct digits: a row of a digit grid (`101111`) rather than a number, when its
    /// length is a count too.
    pub(super) fn digit_row(&self) -> bool {
        self.all_digits && self.len_lo >= 3 && self.alphabet.len() <= 3
    }

    /// The kind: an integer when every text was one, a decimal when every text was a number,
    /// else a word `len` long (`None`: the lengths seen).
    pub(super) fn kind(self, len: Option<Len>) -> Kind {
        if len.is_none() && self.all_int() {
            return Kind::Int {
                lo: self.int_lo,
                hi: self.int_hi,
            };
        }
        if len.is_none() && self.words == 0 {
            return Kind::Decimal {
                lo: self.lo,
                hi: self.hi,
                places: self.places,
            };
        }
        let len = len.unwrap_or(Len::Range {
            lo: self.len_lo,
            hi: self.len_hi,
        });
        Kind::Word {
            alphabet: self.alphabet,
            len,
        }
    }
}
