//! The search for the items every observation fits, left to right, with backtracking
//! bounded by a budget: at each point a block repeated as many times as an integer read
//! before says (fixed-size copies, then copies whose ends a first guess at the body finds),
//! a line, or lines repeated to the end with no count.

use super::line;
use super::reader;
use super::text::{self, Class};
use crate::synth::{Count, Item};

/// The work (tokens and lines looked at) a search may do before it gives up, besides
/// [`PER_TOKEN`] for each token of the inputs.
const BUDGET: u64 = 2_000_000;

/// The work a search may do per token of its inputs: each read a handful of times.
const PER_TOKEN: u64 = 16;

/// What looking for the next item costs, besides the lines left (which the candidates'
/// checks may scan).
const SEQ_COST: usize = 64;

/// The most items one sequence (and its bodies, nested) may have: bounds the recursion.
const MAX_ITEMS: usize = 64;

/// The most lines a fixed-size repeated block has.
const MAX_BLOCK: usize = 3;

/// The most guesses at a block whose copies differ in size tried.
const MAX_GUESSES: usize = 8;

/// The most items a repeated block whose copies differ in size has.
const MAX_OPEN_ITEMS: usize = 4;

/// Past this many integers read before, no sum of them is tried as a count.
const MAX_SUM_VARS: usize = 16;

/// Last lines that end an input rather than belong to it (`0`, `0 0`, `#`).
const TERMINATORS: [&str; 6] = ["0", "-1", "#", ".", "END", "end"];

/// One observation still to fit: its lines from here and the values of the env's vars.
#[derive(Debug, Clone)]
pub(super) struct Obs<'a> {
    pub lines: &'a [Vec<&'a str>],
    pub vals: Vec<i128>,
}

/// An integer scalar read before, which a count or a length may name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Var {
    pub name: String,
    /// Whether a count or a length names it already (another explanation is preferred).
    pub used: bool,
    /// Whether it was alone on its line (`N`, `T`): then a count of 1 or 2 is likely it.
    pub sole: bool,
    /// Whether it counts a repeat this var is read inside of (so it counts no repeat in
    /// it).
    pub enclosing: bool,
}

impl Var {
    /// A var named `name`, used by nothing yet.
    pub(super) fn new(name: String, sole: bool) -> Var {
        Var {
            name,
            used: false,
            sole,
            enclosing: false,
        }
    }
}

/// How strict a line's fit is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// The input's own lines: a column may hold words and numbers, a line any number of
    /// tokens.
    Top,
    /// The copies of a repeated block: columns must agree (words and numbers mixed only in
    /// a grid's rows), and lines that vary in length with nothing giving it must be words.
    Body,
}

/// Fresh names for the search's tokens (`t1`, `t2`, …), renamed when the model is done.
#[derive(Debug, Default)]
pub(super) struct Namer(usize);

impl Namer {
    /// A name not given before.
    pub(super) fn fresh(&mut self) -> String {
        self.0 += 1;
        format!("t{}", self.0)
    }
}

/// The items `inputs` (each its lines of tokens) all fit, `None` when none was found within
/// the budget.
pub(super) fn search(inputs: &[Vec<Vec<&str>>]) -> Option<Vec<Item>> {
    let streams: Vec<Obs> = inputs
        .iter()
        .map(|lines| Obs {
            lines,
            vals: Vec::new(),
        })
        .collect();
    let tokens = inputs.iter().flatten().map(Vec::len).sum::<usize>();
    let tokens = u64::try_from(tokens).unwrap_or(u64::MAX);
    let mut search = Search {
        budget: BUDGET.saturating_add(tokens.saturating_mul(PER_TOKEN)),
        namer: Namer::default(),
    };
    search.seq(&streams, &[], Mode::Top, 0)
}

/// Where a fixed block's count comes from: one var of the env, or the sum of one or two
/// plus an offset (`N - 1`, `N + M`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Src {
    var: usize,
    plus: Option<usize>,
    offset: i64,
}

impl Src {
    /// The env's var `var` alone.
    fn var(var: usize) -> Src {
        Src {
            var,
            plus: None,
            offset: 0,
        }
    }

    /// The vars it reads.
    fn vars(self) -> impl Iterator<Item = usize> {
        std::iter::once(self.var).chain(self.plus)
    }

    /// As a model's count.
    fn count(self, env: &[Var]) -> Count {
        if self.plus.is_none() && self.offset == 0 {
            return Count::Var(env[self.var].name.clone());
        }
        Count::Sum {
            terms: self.vars().map(|v| env[v].name.clone()).collect(),
            offset: self.offset,
        }
    }
}

/// A block whose copies differ in size: the env's var that counts it and its item count.
type OpenBlock = (usize, usize);

/// One way to explain what comes next.
#[derive(Debug, Clone, Copy)]
enum Cand {
    /// `src` copies of a `b`-line block.
    Fixed { src: Src, b: usize },
    /// The env's var `var` copies of a `k`-item block whose copies differ in size, to
    /// every observation's end.
    Open { var: usize, k: usize },
    /// One line.
    Line,
    /// `b`-line blocks to the end (before a terminator line when `trailing`).
    ToEnd {
        b: usize,
        trailing: bool,
        mode: Mode,
    },
}

/// What one candidate explained: its items, the observations after them, the env after.
struct Step<'a> {
    items: Vec<Item>,
    rest: Vec<Obs<'a>>,
    env: Vec<Var>,
}

/// A search's budget and names.
struct Search {
    budget: u64,
    namer: Namer,
}

impl Search {
    /// `n` more units of work: `None` once the budget is spent.
    fn spend(&mut self, n: usize) -> Option<()> {
        let n = u64::try_from(n).unwrap_or(u64::MAX);
        self.budget = self.budget.checked_sub(n)?;
        Some(())
    }

    /// The items every one of `st` fits to its end, with `env` read before.
    fn seq<'a>(
        &mut self,
        st: &[Obs<'a>],
        env: &[Var],
        mode: Mode,
        depth: usize,
    ) -> Option<Vec<Item>> {
        let left: usize = st.iter().map(|o| o.lines.len()).sum();
        self.spend(st.len() + left + SEQ_COST)?;
        if st.iter().all(|o| o.lines.is_empty()) {
            return Some(Vec::new());
        }
        if depth >= MAX_ITEMS {
            return None;
        }
        for cand in candidates(st, env, mode) {
            let Some(step) = self.apply(cand, st, env, mode, depth) else {
                continue;
            };
            if let Some(tail) = self.seq(&step.rest, &step.env, mode, depth + 1) {
                let mut items = step.items;
                items.extend(tail);
                return Some(items);
            }
        }
        None
    }

    /// `cand` applied to `st`, when it fits.
    fn apply<'a>(
        &mut self,
        cand: Cand,
        st: &[Obs<'a>],
        env: &[Var],
        mode: Mode,
        depth: usize,
    ) -> Option<Step<'a>> {
        match cand {
            Cand::Line => self.line(st, env, mode),
            Cand::Fixed { src, b } => self.fixed(st, env, src, b, depth),
            Cand::Open { var, k } => self.open(st, env, var, k, depth),
            Cand::ToEnd { b, trailing, mode } => {
                self.lines_to_end(st, env, b, trailing, mode, depth)
            }
        }
    }

    /// The first line of every observation as one line.
    fn line<'a>(&mut self, st: &[Obs<'a>], env: &[Var], mode: Mode) -> Option<Step<'a>> {
        let rows: Option<Vec<&[&str]>> = st
            .iter()
            .map(|o| o.lines.first().map(Vec::as_slice))
            .collect();
        let rows = rows?;
        self.spend(rows.iter().map(|r| r.len()).sum())?;
        let vals: Vec<&[i128]> = st.iter().map(|o| o.vals.as_slice()).collect();
        let fit = line::fit(&rows, &vals, env, mode, &mut self.namer)?;
        let mut env = env.to_vec();
        for i in fit.used {
            env[i].used = true;
        }
        let mut rest: Vec<Obs<'a>> = st.iter().map(|o| advance(o, 1)).collect::<Option<_>>()?;
        for (var, values) in fit.vars {
            env.push(var);
            for (o, value) in rest.iter_mut().zip(values) {
                o.vals.push(value);
            }
        }
        let items = vec![Item::Line(fit.fields)];
        Some(Step { items, rest, env })
    }

    /// `src` copies of a `b`-line block.
    fn fixed<'a>(
        &mut self,
        st: &[Obs<'a>],
        env: &[Var],
        src: Src,
        b: usize,
        depth: usize,
    ) -> Option<Step<'a>> {
        let counts = counts_of(st, src)?;
        let var = src.var;
        let mut copies = Vec::new();
        for (o, &c) in st.iter().zip(&counts) {
            for j in 0..c {
                let lines = o.lines.get(j * b..(j + 1) * b)?;
                let vals = o.vals.clone();
                copies.push(Obs { lines, vals });
            }
        }
        self.spend(copies.len())?;
        let mut inner = enclosed(env, var);
        let mut after = counted(env, var);
        for v in src.vars().skip(1) {
            inner = enclosed(&inner, v);
            after = counted(&after, v);
        }
        let body = self.seq(&copies, &inner, Mode::Body, depth + 1)?;
        let rest = st.iter().zip(&counts).map(|(o, &c)| advance(o, c * b));
        let rest = rest.collect::<Option<_>>()?;
        let count = src.count(env);
        let items = vec![Item::Repeat { count, body }];
        Some(Step {
            items,
            rest,
            env: after,
        })
    }

    /// `var` copies of a `k`-item block whose copies differ in size, to every
    /// observation's end: the block guessed from every observation's first copy, its
    /// copies' ends found by reading them through the guess, and the block fitted again to
    /// every copy.
    fn open<'a>(
        &mut self,
        st: &[Obs<'a>],
        env: &[Var],
        var: usize,
        k: usize,
        depth: usize,
    ) -> Option<Step<'a>> {
        let counts = counts(st, var)?;
        let firsts: Vec<Obs> = st
            .iter()
            .zip(&counts)
            .filter(|(_, &c)| c > 0)
            .map(|(o, _)| o.clone())
            .collect();
        let inner = enclosed(env, var);
        let mut guesses = Vec::new();
        self.guesses(&firsts, &inner, k, depth, &mut Vec::new(), &mut guesses);
        for guess in guesses {
            let Some(copies) = self.copies(&guess, st, &counts, &inner) else {
                continue;
            };
            let Some(body) = self.seq(&copies, &inner, Mode::Body, depth + 1) else {
                continue;
            };
            let rest = st
                .iter()
                .map(|o| advance(o, o.lines.len()))
                .collect::<Option<_>>()?;
            let count = Count::Var(env[var].name.clone());
            let items = vec![Item::Repeat { count, body }];
            return Some(Step {
                items,
                rest,
                env: counted(env, var),
            });
        }
        None
    }

    /// Every observation's lines cut into `counts[s]` copies read through `guess`, when
    /// they are and the last ends where the observation does (one copy of one line, in
    /// every observation, is no evidence of a repeat).
    fn copies<'a>(
        &mut self,
        guess: &[Item],
        st: &[Obs<'a>],
        counts: &[usize],
        env: &[Var],
    ) -> Option<Vec<Obs<'a>>> {
        let mut copies = Vec::new();
        for (o, &c) in st.iter().zip(counts) {
            let names = env.iter().map(|v| v.name.as_str());
            let known: Vec<(&str, i128)> = names.zip(o.vals.iter().copied()).collect();
            let mut pos = 0;
            for _ in 0..c {
                let end = reader::read_open(guess, o.lines, pos, known.clone())?;
                if end == pos {
                    return None;
                }
                let lines = o.lines.get(pos..end)?;
                copies.push(Obs {
                    lines,
                    vals: o.vals.clone(),
                });
                pos = end;
            }
            self.spend(pos + c)?;
            if pos != o.lines.len() {
                return None;
            }
        }
        let single = counts.iter().all(|&c| c < 2) && copies.iter().all(|o| o.lines.len() < 2);
        (!single).then_some(copies)
    }

    /// Up to [`MAX_GUESSES`] guesses at the first `k` items of `st` (observations whose end
    /// is not known), appended to `out` after `prefix`: each item a fixed repeat or a line
    /// that fits, the likeliest first.
    fn guesses(
        &mut self,
        st: &[Obs],
        env: &[Var],
        k: usize,
        depth: usize,
        prefix: &mut Vec<Item>,
        out: &mut Vec<Vec<Item>>,
    ) {
        if k == 0 {
            out.push(prefix.clone());
            return;
        }
        let (fixed, _) = var_repeats(st, env, Mode::Body);
        let fixed = fixed.into_iter().map(|(c, _)| c);
        for cand in fixed.into_iter().chain([Cand::Line]) {
            if out.len() >= MAX_GUESSES {
                return;
            }
            if let Some(step) = self.apply(cand, st, env, Mode::Body, depth + 1) {
                let n = prefix.len();
                prefix.extend(step.items);
                self.guesses(&step.rest, &step.env, k - 1, depth, prefix, out);
                prefix.truncate(n);
            }
        }
    }

    /// Every observation's lines to the end (but a terminator line when `trailing`) as
    /// copies of a `b`-line block, fitted in `mode`: two or more copies somewhere, or it
    /// would explain nothing.
    fn lines_to_end<'a>(
        &mut self,
        st: &[Obs<'a>],
        env: &[Var],
        b: usize,
        trailing: bool,
        mode: Mode,
        depth: usize,
    ) -> Option<Step<'a>> {
        let mut copies = Vec::new();
        let mut counts = Vec::with_capacity(st.len());
        for o in st {
            let n = o.lines.len().checked_sub(usize::from(trailing))?;
            if n % b != 0 {
                return None;
            }
            copies.extend(o.lines.get(..n)?.chunks(b).map(|lines| Obs {
                lines,
                vals: o.vals.clone(),
            }));
            counts.push(n / b);
        }
        if counts.iter().all(|&c| c < 2) {
            return None;
        }
        self.spend(copies.len())?;
        let body = self.seq(&copies, env, mode, depth + 1)?;
        let rest = st.iter().zip(&counts).map(|(o, &c)| advance(o, c * b));
        let rest = rest.collect::<Option<_>>()?;
        let count = seen_count(&counts);
        let items = vec![Item::Repeat { count, body }];
        Some(Step {
            items,
            rest,
            env: env.to_vec(),
        })
    }
}

/// `env` once `var` counted a repeat.
fn counted(env: &[Var], var: usize) -> Vec<Var> {
    let mut env = env.to_vec();
    if let Some(v) = env.get_mut(var) {
        v.used = true;
    }
    env
}

/// `env` inside a repeat `var` counts: `var` counts no repeat in it.
fn enclosed(env: &[Var], var: usize) -> Vec<Var> {
    let mut env = counted(env, var);
    if let Some(v) = env.get_mut(var) {
        v.enclosing = true;
    }
    env
}

/// `o` from `n` lines on.
fn advance<'a>(o: &Obs<'a>, n: usize) -> Option<Obs<'a>> {
    Some(Obs {
        lines: o.lines.get(n..)?,
        vals: o.vals.clone(),
    })
}

/// The env's var `var` in every observation, as a count.
fn counts(st: &[Obs], var: usize) -> Option<Vec<usize>> {
    counts_of(st, Src::var(var))
}

/// What `src` says in every observation, as a count (`None` where it is negative).
fn counts_of(st: &[Obs], src: Src) -> Option<Vec<usize>> {
    st.iter()
        .map(|o| {
            let mut total = i128::from(src.offset);
            for v in src.vars() {
                total = total.checked_add(*o.vals.get(v)?)?;
            }
            usize::try_from(total).ok()
        })
        .collect()
}

/// A count no token gives: the one every observation (of two or more) shows, else the
/// range seen.
fn seen_count(counts: &[usize]) -> Count {
    let as_u64 = |n: &usize| u64::try_from(*n).unwrap_or(u64::MAX);
    let lo = counts.iter().map(as_u64).min().unwrap_or(0);
    let hi = counts.iter().map(as_u64).max().unwrap_or(0);
    if counts.len() >= 2 && lo == hi {
        Count::Const(lo)
    } else {
        Count::Range { lo, hi }
    }
}

/// The candidates for what comes next in `st`, most likely first.
fn candidates(st: &[Obs], env: &[Var], mode: Mode) -> Vec<Cand> {
    let (fixed, open) = var_repeats(st, env, mode);
    // A block of fixed size that reaches every observation's end comes first; then one that
    // ends where the lines' shape changes (BOJ 1916: M buses of `u v w`, then `s e`; N
    // buses left three to fit as lines by chance); then, for a count alone on its line (a
    // test-case count `T`, often 1 in every sample), blocks whose copies differ in size (one
    // test case of `N M K` and K lines reads as such); then fixed blocks that end before
    // the observations do.
    let (ending, short): (Vec<_>, Vec<_>) = fixed.into_iter().partition(|(_, k)| k.ends);
    let (clean, short): (Vec<_>, Vec<_>) = short.into_iter().partition(|(_, k)| k.clean);
    let (sole, other): (Vec<_>, Vec<_>) = open.into_iter().partition(|&(var, _)| env[var].sole);
    let open_cand = |(var, k): (usize, usize)| Cand::Open { var, k };
    let mut out: Vec<Cand> = ending.into_iter().map(|(c, _)| c).collect();
    out.extend(clean.into_iter().map(|(c, _)| c));
    out.extend(sole.into_iter().map(open_cand));
    out.extend(short.into_iter().map(|(c, _)| c));
    out.extend(other.into_iter().map(open_cand));
    let all_have_lines = st.iter().all(|o| !o.lines.is_empty());
    // Lines that each count their own numbers are one kind of line, the first too, even
    // where its count happens to be the number of lines after it (BOJ 2518: `3 3 7 1`,
    // then `4 2 4 1 2` and `4 9 5 6 5`, read as a header and `v2 - 1` lines).
    let header = all_have_lines
        && header(st)
        && !self_counted(st, 0)
        && !(terminated(st) && self_counted(st, 1));
    let body = Mode::Body;
    if !header && terminated(st) && homogeneous(st, 1) {
        out.push(Cand::ToEnd {
            b: 1,
            trailing: true,
            mode: body,
        });
    }
    let lines_first = header || !homogeneous(st, 0);
    if !lines_first {
        out.push(Cand::ToEnd {
            b: 1,
            trailing: false,
            mode: body,
        });
    }
    if all_have_lines {
        out.push(Cand::Line);
    }
    let first_b = if lines_first { 1 } else { 2 };
    out.extend((first_b..=MAX_BLOCK).map(|b| Cand::ToEnd {
        b,
        trailing: false,
        mode: body,
    }));
    if mode == Mode::Top {
        out.push(Cand::ToEnd {
            b: 1,
            trailing: false,
            mode,
        });
    }
    out
}

/// The repeats whose count is a var of `env`: fixed-size blocks (a count that reaches
/// every observation's end first, then vars no count names yet, earliest first), and the
/// var and item count of blocks whose copies differ in size. A count must be 2 or more
/// somewhere, or its var alone on its line (`T` = 1) and the block 2 lines or more. A count must be 2 or more somewhere, or its var alone on its
/// line (`T` = 1).
fn var_repeats(st: &[Obs], env: &[Var], mode: Mode) -> (Vec<(Cand, Block)>, Vec<OpenBlock>) {
    let mut fixed = Vec::new();
    let mut open = Vec::new();
    for (var, v) in env.iter().enumerate() {
        let Some(counts) = counts(st, var) else {
            continue;
        };
        let max = counts.iter().copied().max().unwrap_or(0);
        if v.enclosing || max == 0 || (max < 2 && !v.sole) {
            continue;
        }
        let first_b = if max < 2 { 2 } else { 1 };
        for b in first_b..=MAX_BLOCK {
            let fits = st
                .iter()
                .zip(&counts)
                .all(|(o, &c)| c.checked_mul(b).is_some_and(|n| n <= o.lines.len()));
            if fits {
                let ends = st.iter().zip(&counts).all(|(o, &c)| c * b == o.lines.len());
                let src = Src::var(var);
                fixed.push((
                    (!ends, !shape_ends(st, &counts, b), false, v.used, var, b),
                    (
                        Cand::Fixed { src, b },
                        Block {
                            ends,
                            clean: shape_ends(st, &counts, b),
                        },
                    ),
                ));
            }
        }
        if st.iter().zip(&counts).all(|(o, &c)| c <= o.lines.len()) {
            open.extend((1..=MAX_OPEN_ITEMS).map(|k| ((v.used, var, k), (var, k))));
        }
    }
    // Only at the top: inside a block whose copies were cut by a guess, `M - 1` fitting a
    // copy's lines is as often chance (BOJ 23038: 3N rows of 3M characters, one sample
    // with M = 4, read as N copies of M - 1 rows; a held-out accepted submission failed).
    let top_sums = if mode == Mode::Top {
        sums(st, env)
    } else {
        Vec::new()
    };
    for src in top_sums {
        let used = src.vars().any(|v| env[v].used);
        fixed.push((
            (false, false, true, used, src.var, 1),
            (
                Cand::Fixed { src, b: 1 },
                Block {
                    ends: true,
                    clean: true,
                },
            ),
        ));
    }
    fixed.sort_by_key(|(key, _)| *key);
    open.sort_by_key(|(key, _)| *key);
    let fixed = fixed.into_iter().map(|(_, c)| c).collect();
    (fixed, open.into_iter().map(|(_, c)| c).collect())
}

/// Where a fixed block of `b` lines a copy, `counts` copies, ends in each observation.
#[derive(Debug, Clone, Copy)]
struct Block {
    /// At every observation's end.
    ends: bool,
    /// At the end or where the next line has another number of tokens than the block's
    /// last, in every observation with a copy (`shape_ends`).
    clean: bool,
}

/// Whether `counts` copies of `b` lines end, in every observation with a copy, at its end
/// or before a line with another number of tokens than the block's last line.
fn shape_ends(st: &[Obs], counts: &[usize], b: usize) -> bool {
    st.iter().zip(counts).all(|(o, &c)| {
        let end = c * b;
        end == 0 || end >= o.lines.len() || o.lines[end].len() != o.lines[end - 1].len()
    })
}

/// The vars less one (`N - 1`) that count every observation's lines to its end, each line
/// one copy, two or more copies somewhere: a tree's edges. Only to the end: elsewhere a
/// sum that fits is too often chance. Two vars' sum (`N + M` lines) is not tried: read as
/// `N` lines then `M` lines, each block keeps its own rules (a ladder goes up, a snake
/// down); the header test below knows the sum, so that the first line is read as one.
fn sums(st: &[Obs], env: &[Var]) -> Vec<Src> {
    let free = |v: usize| !env[v].enclosing;
    let mut out = Vec::new();
    let mut consider = |src: Src| {
        let Some(counts) = counts_of(st, src) else {
            return;
        };
        let ends = st.iter().zip(&counts).all(|(o, &c)| c == o.lines.len());
        if ends && counts.iter().any(|&c| c >= 2) {
            out.push(src);
        }
    };
    for var in (0..env.len()).filter(|&v| free(v)) {
        consider(Src {
            var,
            plus: None,
            offset: -1,
        });
    }
    out
}

/// Whether the first line holds an integer that counts what follows it in every
/// observation: the lines after it (itself, less one, or with another integer of the
/// line: `N - 1` edges, `N + M` lines), or the tokens on the next line.
fn header(st: &[Obs]) -> bool {
    let Some(width) = st.first().and_then(|o| o.lines.first()).map(Vec::len) else {
        return false;
    };
    let column = |c: usize| -> Option<Vec<i128>> {
        st.iter()
            .map(|o| {
                let t = o.lines.first()?.get(c)?;
                (text::class(t) == Class::Int).then(|| text::int_value(t))?
            })
            .collect()
    };
    let after = |o: &Obs| i128::try_from(o.lines.len().saturating_sub(1)).unwrap_or(i128::MAX);
    let columns: Vec<Vec<i128>> = (0..width.min(MAX_SUM_VARS)).filter_map(column).collect();
    let counts_after = |sum: &dyn Fn(usize) -> i128| {
        st.iter().enumerate().all(|(s, o)| sum(s) == after(o)) && st.iter().any(|o| after(o) >= 2)
    };
    for (i, a) in columns.iter().enumerate() {
        if counts_after(&|s| a[s] - 1) {
            return true;
        }
        for b in &columns[i + 1..] {
            if counts_after(&|s| a[s].saturating_add(b[s])) {
                return true;
            }
        }
    }
    (0..width).any(|c| {
        let values: Option<Vec<i128>> = st
            .iter()
            .map(|o| {
                o.lines
                    .first()?
                    .get(c)
                    .filter(|t| text::class(t) == Class::Int)
            })
            .map(|t| t.and_then(|t| text::int_value(t)))
            .collect();
        let Some(values) = values else {
            return false;
        };
        let as_i128 = |n: usize| i128::try_from(n).unwrap_or(i128::MAX);
        let lines = st
            .iter()
            .zip(&values)
            .all(|(o, &v)| as_i128(o.lines.len().saturating_sub(1)) == v);
        let next = st
            .iter()
            .zip(&values)
            .all(|(o, &v)| o.lines.get(1).is_some_and(|l| as_i128(l.len()) == v));
        values.iter().any(|&v| v >= 1) && (lines || next)
    })
}

/// Whether every observation's lines (but the last `trailing`) have as many tokens as one
/// another, column by column of one class (numbers or words), and some observation has
/// two or more of them: lines to the end, with no count.
fn homogeneous(st: &[Obs], trailing: usize) -> bool {
    let Some(first) = st.iter().find_map(|o| before_last(o, trailing).first()) else {
        return false;
    };
    if !st.iter().any(|o| before_last(o, trailing).len() >= 2) {
        return false;
    }
    if self_counted(st, trailing) {
        return true;
    }
    let words: Vec<bool> = first
        .iter()
        .map(|t| text::class(t) == Class::Word)
        .collect();
    st.iter().all(|o| {
        before_last(o, trailing).iter().all(|line| {
            line.len() == words.len()
                && line
                    .iter()
                    .zip(&words)
                    .all(|(t, &w)| (text::class(t) == Class::Word) == w)
        })
    })
}

/// Whether every line but the last `trailing` counts its own numbers (`n h1 … hn`: BOJ
/// 6549's histograms, until a line `0`), lines of different lengths that are one kind of
/// line all the same, and no header.
fn self_counted(st: &[Obs], trailing: usize) -> bool {
    let counted = |line: &Vec<&str>| {
        line.len() >= 2
            && line.iter().all(|t| text::class(t) == Class::Int)
            && line.first().and_then(|t| t.parse::<usize>().ok()) == Some(line.len() - 1)
    };
    st.iter().any(|o| before_last(o, trailing).len() >= 2)
        && st
            .iter()
            .all(|o| before_last(o, trailing).iter().all(counted))
}

/// `o`'s lines but the last `trailing`.
fn before_last<'a>(o: &Obs<'a>, trailing: usize) -> &'a [Vec<&'a str>] {
    let n = o.lines.len().saturating_sub(trailing);
    o.lines.get(..n).unwrap_or(&[])
}

/// Whether every observation ends with the same line, a terminator's (`0`, `0 0`, `#`)
/// or one shared by two or more observations.
fn terminated(st: &[Obs]) -> bool {
    let lasts: Option<Vec<&Vec<&str>>> = st.iter().map(|o| o.lines.get(1..)?.last()).collect();
    let Some(lasts) = lasts else {
        return false;
    };
    let Some(first) = lasts.first() else {
        return false;
    };
    let same = lasts.iter().all(|l| l == first);
    same && (lasts.len() >= 2 || first.iter().all(|t| TERMINATORS.contains(t)))
}
