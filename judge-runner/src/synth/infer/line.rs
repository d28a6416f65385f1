//! One line's fields, from that line as every observation shows it: scalars, and a list
//! whose length an integer read before gives (`N` then `A[N]`, `K a1 … aK`) or no token
//! gives (a sentence's words).

use super::kind::Seen;
use super::search::{Mode, Namer, Var};
use super::text::{self, Class};
use crate::synth::{Count, Field, Len, Token};

/// A line's fields, the integer scalars it gives (each with its value in every
/// observation, in observation order) and the env's vars it used as a count or a length.
#[derive(Debug, Default)]
pub(super) struct Fit {
    pub fields: Vec<Field>,
    pub vars: Vec<(Var, Vec<i128>)>,
    pub used: Vec<usize>,
}

/// The most scalars tried before a list whose length a token gives.
const MAX_PREFIX: usize = 8;

/// The most values a query's kind ([`Line::tagged`]) takes.
const MAX_TAGS: usize = 4;

/// The fewest words on every line that make them a sentence (a list), not scalars.
const MIN_SENTENCE: usize = 3;

/// The fewest numbers on every line, with nothing giving their count, that make them a
/// list of a constant length rather than scalars.
const MIN_CONST_LIST: usize = 6;

/// The fields of a line whose observations are `rows`, where `vals[s]` holds the values
/// of `env`'s vars in observation `s`: `None` when the observations disagree in a way
/// `mode` does not allow (words and numbers in one column of a repeated body).
pub(super) fn fit(
    rows: &[&[&str]],
    vals: &[&[i128]],
    env: &[Var],
    mode: Mode,
    namer: &mut Namer,
) -> Option<Fit> {
    let line = Line {
        rows,
        vals,
        env,
        mode,
    };
    let min = rows.iter().map(|r| r.len()).min()?;
    for j in 0..=min.min(MAX_PREFIX) {
        let wants: Vec<Option<i128>> = rows.iter().map(|r| Some(len_i128(r.len() - j))).collect();
        let found = line
            .sources(j, &[], true)
            .into_iter()
            .find(|src| line.gives(*src, &wants) && line.count_evidence(*src, &wants));
        if let Some(src) = found {
            return line.build(j, Some(src), namer);
        }
    }
    line.build_uncounted(namer)
}

/// Where a count or a length may come from: a var read before the line, or an integer
/// scalar earlier on the line (by column).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Src {
    Env(usize),
    Local(usize),
}

/// One line's observations and what was read before it.
struct Line<'x, 'a> {
    rows: &'x [&'x [&'a str]],
    vals: &'x [&'x [i128]],
    env: &'x [Var],
    mode: Mode,
}

impl Line<'_, '_> {
    /// Whether every observation has the same number of tokens.
    fn same_len(&self) -> Option<usize> {
        let first = self.rows.first()?.len();
        self.rows.iter().all(|r| r.len() == first).then_some(first)
    }

    /// Whether column `c` is an integer in every observation.
    fn int_column(&self, c: usize) -> bool {
        self.rows
            .iter()
            .all(|r| r.get(c).is_some_and(|t| text::class(t) == Class::Int))
    }

    /// The sources a count or a length at column `upto` may come from, most likely first:
    /// the line's own integer scalars (nearest first) when `locals_first`, then the env's
    /// vars not yet used as a count (earliest first), then the used ones. `names` holds the
    /// line's scalars built so far (`Some` for an integer var); empty: any integer column.
    fn sources(&self, upto: usize, names: &[Option<String>], locals_first: bool) -> Vec<Src> {
        let locals = (0..upto).rev().filter(|&c| match names.get(c) {
            Some(name) => name.is_some(),
            None => names.is_empty() && self.int_column(c),
        });
        let locals: Vec<Src> = locals.map(Src::Local).collect();
        let unused = (0..self.env.len()).filter(|&i| !self.env[i].used);
        let used = (0..self.env.len()).filter(|&i| self.env[i].used);
        let mut out = Vec::new();
        if locals_first {
            out.extend(locals.iter().copied());
        }
        out.extend(unused.map(Src::Env));
        if !locals_first {
            out.extend(locals.iter().copied());
        }
        out.extend(used.map(Src::Env));
        out
    }

    /// `src`'s value in observation `s`.
    fn value(&self, src: Src, s: usize) -> Option<i128> {
        match src {
            Src::Env(i) => self.vals.get(s)?.get(i).copied(),
            Src::Local(c) => text::int_value(self.rows.get(s)?.get(c)?),
        }
    }

    /// Whether `src` equals `wants[s]` in every observation that wants something, and at
    /// least one does.
    fn gives(&self, src: Src, wants: &[Option<i128>]) -> bool {
        let mut any = false;
        for (s, want) in wants.iter().enumerate() {
            if let Some(want) = want {
                any = true;
                if self.value(src, s) != Some(*want) {
                    return false;
                }
            }
        }
        any
    }

    /// Whether a count of `wants` tokens is unlikely to equal `src` by chance: one of at
    /// least 3, counts that vary, or a count of 2 given by a var alone on its line that
    /// counts nothing else (`N` then `A[N]`).
    fn count_evidence(&self, src: Src, wants: &[Option<i128>]) -> bool {
        let (max, varies) = spread(wants);
        let sole = matches!(src, Src::Env(i) if self.env[i].sole && !self.env[i].used);
        max >= 3 || (varies && max >= 1) || (sole && max >= 2)
    }

    /// The name of `src` (a local must have been built as an integer var).
    fn name(&self, src: Src, names: &[Option<String>]) -> Option<String> {
        match src {
            Src::Env(i) => Some(self.env.get(i)?.name.clone()),
            Src::Local(c) => names.get(c)?.clone(),
        }
    }

    /// The source of a word's length at column `upto`, when every observation's words
    /// there (`lens[s]`: their one length, `None` for none) have a length a var gives and
    /// the lengths are not all 0 or 1 (a length of 2 or more, or lengths that vary).
    fn length_source(
        &self,
        upto: usize,
        names: &[Option<String>],
        lens: &[Option<i128>],
    ) -> Option<Src> {
        let (max, varies) = spread(lens);
        if max < 2 && !varies {
            return None;
        }
        self.sources(upto, names, false)
            .into_iter()
            .find(|src| self.gives(*src, lens))
    }

    /// The line as `j` scalars then, with `count`, a list of the rest whose length it
    /// gives.
    fn build(&self, j: usize, count: Option<Src>, namer: &mut Namer) -> Option<Fit> {
        let mut fit = Fit::default();
        let mut names: Vec<Option<String>> = Vec::new();
        for c in 0..j {
            let name = self.scalar(c, &names, namer, &mut fit)?;
            names.push(name);
        }
        if let Some(src) = count {
            if let Src::Env(i) = src {
                fit.used.push(i);
            }
            let count = Count::Var(self.name(src, &names)?);
            self.list(j, &names, count, namer, &mut fit)?;
        }
        Some(fit)
    }

    /// The line when no token gives its length: a sentence, a long list of numbers of one
    /// constant length, scalars, or (lengths that vary) a list of any length.
    fn build_uncounted(&self, namer: &mut Namer) -> Option<Fit> {
        let words = self
            .rows
            .iter()
            .all(|r| r.iter().all(|t| text::class(t) == Class::Word));
        let numbers = self
            .rows
            .iter()
            .all(|r| r.iter().all(|t| text::class(t) != Class::Word));
        let (lo, hi) = self.len_range();
        match self.same_len() {
            Some(k) if words && k >= MIN_SENTENCE => {
                self.whole_list(Count::Range { lo, hi }, namer)
            }
            Some(k) if numbers && k >= MIN_CONST_LIST => self.whole_list(Count::Const(lo), namer),
            Some(k) => self.build(k, None, namer),
            None => self.build_varying(namer),
        }
    }

    /// A line whose length varies and no token gives: the fewest scalars (`push` of
    /// `push 1` and `pop`) after which the rest is of one class (numbers or words), then a
    /// list of any length; in `Mode::Top`, when there are none, the line as one list. In a
    /// repeated body numbers of any number need a word before them (a command's name): else
    /// the copies likely do not line up.
    fn build_varying(&self, namer: &mut Namer) -> Option<Fit> {
        let min = self.rows.iter().map(|r| r.len()).min()?;
        let (lo, hi) = self.len_range();
        let one_class = |j: usize| {
            let mut rest = self.rows.iter().flat_map(|r| r.get(j..).unwrap_or(&[]));
            let words = |t: &&str| text::class(t) == Class::Word;
            rest.clone().all(words) || !rest.any(words)
        };
        let word_column = |c: usize| {
            self.rows
                .iter()
                .all(|r| r.get(c).is_some_and(|t| text::class(t) == Class::Word))
        };
        let all_words = |j: usize| {
            self.rows.iter().all(|r| {
                r.get(j..)
                    .unwrap_or(&[])
                    .iter()
                    .all(|t| text::class(t) == Class::Word)
            })
        };
        let named = |j: usize| {
            self.mode == Mode::Top || all_words(j) || (0..j).any(word_column) || self.tagged(j)
        };
        let Some(j) = (0..=min.min(MAX_PREFIX)).find(|&j| one_class(j) && named(j)) else {
            return (self.mode == Mode::Top)
                .then(|| self.whole_list(Count::Range { lo, hi }, namer))?;
        };
        let mut fit = self.build(j, None, namer)?;
        let names = vec![None; j];
        let as_u64 = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
        let count = Count::Range {
            lo: lo.saturating_sub(as_u64(j)),
            hi: hi.saturating_sub(as_u64(j)),
        };
        self.list(j, &names, count, namer, &mut fit)?;
        Some(fit)
    }

    /// Whether the `j` columns before the rest are one integer whose value decides how many
    /// tokens its row has: a query's kind (`1 L R`, `2 X`: BOJ 17353), of at most
    /// [`MAX_TAGS`] values, each seen on two rows or more and always with one length, the
    /// lengths not all one.
    fn tagged(&self, j: usize) -> bool {
        if j != 1 {
            return false;
        }
        // Each kind, its length and how many rows have it.
        let mut lens: Vec<(&str, usize, usize)> = Vec::new();
        for row in self.rows {
            let Some(&tag) = row.first() else {
                return false;
            };
            if tag.parse::<i64>().is_err() {
                return false;
            }
            match lens.iter_mut().find(|(t, _, _)| *t == tag) {
                Some((_, len, _)) if *len != row.len() => return false,
                Some((_, _, n)) => *n += 1,
                None => lens.push((tag, row.len(), 1)),
            }
        }
        let varies = lens
            .iter()
            .any(|&(_, len, _)| Some(len) != lens.first().map(|l| l.1));
        // A kind seen once is no evidence: the count line before the queries would be one.
        let twice = lens.iter().all(|&(_, _, n)| n >= 2);
        lens.len() <= MAX_TAGS && varies && twice
    }

    /// The fewest and most tokens an observation has.
    fn len_range(&self) -> (u64, u64) {
        let lens = self
            .rows
            .iter()
            .map(|r| u64::try_from(r.len()).unwrap_or(u64::MAX));
        let lo = lens.clone().min().unwrap_or(0);
        (lo, lens.max().unwrap_or(0))
    }

    /// The line as one list, `count` long.
    fn whole_list(&self, count: Count, namer: &mut Namer) -> Option<Fit> {
        let mut fit = Fit::default();
        self.list(0, &[], count, namer, &mut fit)?;
        Some(fit)
    }

    /// Column `c` as a scalar added to `fit`: its name when it is an integer var.
    fn scalar(
        &self,
        c: usize,
        names: &[Option<String>],
        namer: &mut Namer,
        fit: &mut Fit,
    ) -> Option<Option<String>> {
        let mut seen = Seen::new();
        for row in self.rows {
            seen.add(row.get(c)?);
        }
        let name = namer.fresh();
        let lens: Vec<Option<i128>> = self
            .rows
            .iter()
            .map(|r| r.get(c).map(|t| word_len(t)))
            .collect();
        let sole = self.rows.iter().all(|r| r.len() == 1);
        if seen.all_int() {
            let grid = sole && self.rows.len() >= 2 && seen.digit_row();
            let len = grid.then(|| self.length_source(c, names, &lens)).flatten();
            if len.is_none() {
                let values = self
                    .rows
                    .iter()
                    .map(|r| r.get(c).and_then(|t| text::int_value(t)));
                let values: Option<Vec<i128>> = values.collect();
                fit.vars.push((Var::new(name.clone(), sole), values?));
                let token = token(name.clone(), seen.kind(None));
                fit.fields.push(Field::Scalar(token));
                return Some(Some(name));
            }
        }
        let len = if seen.all_int() || seen.has_words() {
            self.length_source(c, names, &lens)
        } else {
            None
        };
        let len = self.len_of(len, names, &seen, fit)?;
        fit.fields.push(Field::Scalar(token(name, seen.kind(len))));
        Some(None)
    }

    /// The list of the tokens from column `j` on, `count` long, added to `fit`.
    fn list(
        &self,
        j: usize,
        names: &[Option<String>],
        count: Count,
        namer: &mut Namer,
        fit: &mut Fit,
    ) -> Option<()> {
        let mut seen = Seen::new();
        let mut lens = Vec::with_capacity(self.rows.len());
        for row in self.rows {
            let items = row.get(j..).unwrap_or(&[]);
            items.iter().for_each(|t| seen.add(t));
            lens.push(common_len(items));
        }
        let name = namer.fresh();
        let len = if seen.has_words() && lens.iter().all(|l| l != &Some(-1)) {
            self.length_source(j, names, &lens)
        } else {
            None
        };
        let len = self.len_of(len, names, &seen, fit)?;
        let token = token(name, seen.kind(len));
        fit.fields.push(Field::List { count, token });
        Some(())
    }

    /// The `Len` of a word column whose length `src` gives, with `src` marked used in
    /// `fit`; `None` inside: the lengths seen. `None`: words and numbers mixed in a body
    /// with no length to tie them (the observations likely do not line up).
    fn len_of(
        &self,
        src: Option<Src>,
        names: &[Option<String>],
        seen: &Seen,
        fit: &mut Fit,
    ) -> Option<Option<Len>> {
        let Some(src) = src else {
            return (self.mode == Mode::Top || !seen.mixed()).then_some(None);
        };
        if let Src::Env(i) = src {
            fit.used.push(i);
        }
        Some(Some(Len::Var(self.name(src, names)?)))
    }
}

/// The largest of `wants` and whether they differ.
fn spread(wants: &[Option<i128>]) -> (i128, bool) {
    let mut known = wants.iter().flatten();
    let Some(first) = known.next() else {
        return (0, false);
    };
    let (mut max, mut varies) = (*first, false);
    for w in known {
        max = max.max(*w);
        varies |= w != first;
    }
    (max, varies)
}

/// The length every one of `items` has: `None` for no items, `Some(-1)` when they differ.
fn common_len(items: &[&str]) -> Option<i128> {
    let mut lens = items.iter().map(|t| word_len(t));
    let first = lens.next()?;
    Some(if lens.all(|l| l == first) { first } else { -1 })
}

/// `token`'s length in characters, as a count var's value would be.
fn word_len(token: &str) -> i128 {
    i128::from(text::char_len(token))
}

/// `n` as a count var's value would be.
fn len_i128(n: usize) -> i128 {
    i128::try_from(n).unwrap_or(i128::MAX)
}

/// A token named `name` of `kind`, its bounds only what was seen.
fn token(name: String, kind: crate::synth::Kind) -> Token {
    Token {
        name,
        kind,
        stated: false,
    }
}
