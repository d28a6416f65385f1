//! A statement's text as the tokens constraints are read from: markdown, HTML and LaTeX
//! leftovers (`10<sup>9</sup>`, `$1 \le N \le 10^{5}$`, `&lt;=`, `*N*`) normalised into one
//! plain form, then numbers (`100,000`, `2×10^5`, `10^9+7`), names with their subscripts
//! (`A_{i}`, `Aᵢ`), relations and the words between them.

/// Opens or closes a math span (`$`), so that a letter in it counts as a name.
const MATH_TOGGLE: char = '\u{E000}';
/// Opens a math span (`\(`, `\[`).
const MATH_OPEN: char = '\u{E001}';
/// Closes a math span (`\)`, `\]`).
const MATH_CLOSE: char = '\u{E002}';
/// A LaTeX thin space (`\,`), which may group a number's digits (`170\,000`).
const THIN: char = '\u{2009}';

/// A relation between two operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Rel {
    Le,
    Lt,
    Ge,
    Gt,
}

/// A number as written: its value, exact when it is a whole number that fits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Number {
    pub value: f64,
    pub int: Option<i128>,
}

/// One token of a statement.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Tok {
    Num(Number),
    /// An ASCII identifier, with the subscript written after it (`A_{i}` → `A`, `i`).
    Ident {
        text: String,
        index: Option<String>,
        math: bool,
    },
    Rel(Rel),
    Comma,
    Pipe,
    /// `...`, `…`, `⋯`.
    Dots,
    /// Any other sign: `+ - × / ( ) = [ ]`.
    Op(char),
    /// A run of non-ASCII letters (a Korean word with its particles).
    Word(String),
    /// The end of a sentence or line.
    Stop,
}

/// `text` as tokens.
pub(super) fn tokens(text: &str) -> Vec<Tok> {
    let chars: Vec<char> = normalise(text).chars().collect();
    Lexer {
        chars: &chars,
        at: 0,
        math: false,
        out: Vec::new(),
    }
    .run()
}

/// `text` with markup replaced by the plain signs the lexer reads.
fn normalise(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let mut after_sup = false;
    let mut after_sub = false;
    while i < c.len() {
        let ch = c[i];
        let (sup, sub) = (superscript(ch), subscript(ch));
        if let Some(d) = sup {
            if !after_sup {
                out.push('^');
            }
            out.push(d);
        } else if let Some(d) = sub {
            if !after_sub {
                out.push('_');
            }
            out.push(d);
        }
        after_sup = sup.is_some();
        after_sub = sub.is_some();
        if sup.is_some() || sub.is_some() {
            i += 1;
            continue;
        }
        i = match ch {
            '&' => entity(&c, i, &mut out),
            '<' => tag(&c, i, &mut out),
            '>' if c.get(i + 1) == Some(&'=') => push(&mut out, '≥', i + 2),
            '\\' => latex(&c, i, &mut out),
            '$' => push(&mut out, MATH_TOGGLE, i + 1),
            '*' => star(&c, i, &mut out),
            '−' | '‐' | '‑' => push(&mut out, '-', i + 1),
            '≦' | '⩽' => push(&mut out, '≤', i + 1),
            '≧' | '⩾' => push(&mut out, '≥', i + 1),
            '⋅' | '∙' => push(&mut out, '×', i + 1),
            '\u{a0}' => push(&mut out, ' ', i + 1),
            _ => push(&mut out, ch, i + 1),
        };
    }
    out
}

/// Pushes `ch` and returns `next`.
fn push(out: &mut String, ch: char, next: usize) -> usize {
    out.push(ch);
    next
}

/// A superscript digit's plain digit.
fn superscript(ch: char) -> Option<char> {
    match ch {
        '⁰' => Some('0'),
        '¹' => Some('1'),
        '²' => Some('2'),
        '³' => Some('3'),
        '⁴'..='⁹' => char::from_digit(ch as u32 - '⁴' as u32 + 4, 10),
        _ => None,
    }
}

/// A subscript digit or index letter's plain form.
fn subscript(ch: char) -> Option<char> {
    match ch {
        '₀'..='₉' => char::from_digit(ch as u32 - '₀' as u32, 10),
        'ᵢ' => Some('i'),
        'ⱼ' => Some('j'),
        _ => None,
    }
}

/// An HTML entity at `c[i]` replaced; returns where reading goes on.
fn entity(c: &[char], i: usize, out: &mut String) -> usize {
    const ENTITIES: [(&str, &str); 11] = [
        ("&lt;=", "≤"),
        ("&gt;=", "≥"),
        ("&lt;", "<"),
        ("&gt;", ">"),
        ("&le;", "≤"),
        ("&ge;", "≥"),
        ("&amp;", "&"),
        ("&nbsp;", " "),
        ("&minus;", "-"),
        ("&times;", "×"),
        ("&hellip;", "…"),
    ];
    for (name, plain) in ENTITIES {
        if starts_with(c, i, name) {
            out.push_str(plain);
            return i + name.chars().count();
        }
    }
    push(out, '&', i + 1)
}

/// Whether `c[i..]` starts with `s`.
fn starts_with(c: &[char], i: usize, s: &str) -> bool {
    (i..).zip(s.chars()).all(|(k, ch)| c.get(k) == Some(&ch))
}

/// An HTML tag at `c[i]`: `<sup>` becomes `^{`, `<sub>` `_{`, their ends `}`, others
/// nothing; `<=` is `≤`, and a `<` that opens no tag stays.
fn tag(c: &[char], i: usize, out: &mut String) -> usize {
    if c.get(i + 1) == Some(&'=') {
        return push(out, '≤', i + 2);
    }
    let opens = c
        .get(i + 1)
        .is_some_and(|&n| n.is_ascii_alphabetic() || n == '/');
    let end = (i + 1..c.len().min(i + 40)).find(|&k| c[k] == '>');
    let (true, Some(end)) = (opens, end) else {
        return push(out, '<', i + 1);
    };
    let name: String = c[i + 1..end]
        .iter()
        .collect::<String>()
        .to_ascii_lowercase();
    match name.split_whitespace().next().unwrap_or("") {
        "sup" => out.push_str("^{"),
        "sub" => out.push_str("_{"),
        "/sup" | "/sub" => out.push('}'),
        "br" | "br/" | "p" | "/p" | "li" | "/li" | "div" | "/div" => out.push('\n'),
        _ => {}
    }
    end + 1
}

/// A LaTeX command at `c[i]` replaced by its sign.
fn latex(c: &[char], i: usize, out: &mut String) -> usize {
    let Some(&next) = c.get(i + 1) else {
        return i + 1;
    };
    if !next.is_ascii_alphabetic() {
        let sign = match next {
            '(' | '[' => MATH_OPEN,
            ')' | ']' => MATH_CLOSE,
            ',' | ';' | ':' | '!' | ' ' => THIN,
            '{' | '}' | '|' => ' ',
            _ => next,
        };
        return push(out, sign, i + 2);
    }
    let end = (i + 1..c.len())
        .find(|&k| !c[k].is_ascii_alphabetic())
        .unwrap_or(c.len());
    let name: String = c[i + 1..end].iter().collect();
    let styles = [
        "text",
        "mathrm",
        "mathit",
        "mathbf",
        "textrm",
        "operatorname",
        "mathsf",
        "mathtt",
    ];
    if styles.contains(&name.as_str()) && c.get(end) == Some(&'{') {
        // `\text{day}` is `day`: its braces are no sign of their own.
        if let Some(close) = (end + 1..c.len()).find(|&k| c[k] == '}' || c[k] == '{') {
            if c[close] == '}' {
                out.extend(&c[end + 1..close]);
                return close + 1;
            }
        }
    }
    let sign = match name.as_str() {
        "le" | "leq" | "leqslant" | "leqq" => "≤",
        "ge" | "geq" | "geqslant" | "geqq" => "≥",
        "lt" => "<",
        "gt" => ">",
        "times" | "cdot" => "×",
        "ldots" | "cdots" | "dots" | "dotsc" | "dotsb" => "…",
        "le_" => "≤",
        "text" | "mathrm" | "mathit" | "mathbf" | "textrm" | "operatorname" | "left" | "right"
        | "displaystyle" | "mathsf" | "mathtt" => "",
        "quad" | "qquad" => " ",
        "lvert" | "rvert" | "vert" | "mid" => "|",
        _ => " ",
    };
    out.push_str(sign);
    end
}

/// A `*` at `c[i]`: multiplication between two operands (`2 * 10^5`), else emphasis, dropped.
fn star(c: &[char], i: usize, out: &mut String) -> usize {
    let before = c[..i].iter().rev().find(|ch| **ch != ' ');
    let after = c[i + 1..].iter().find(|ch| **ch != ' ');
    let operand = |ch: Option<&char>, paren: char| {
        ch.is_some_and(|&ch| ch.is_ascii_alphanumeric() || ch == paren)
    };
    if operand(before, ')') && operand(after, '(') {
        out.push('×');
    }
    i + 1
}

/// Reads normalised characters into tokens.
struct Lexer<'a> {
    chars: &'a [char],
    at: usize,
    math: bool,
    out: Vec<Tok>,
}

impl Lexer<'_> {
    /// Every token.
    fn run(mut self) -> Vec<Tok> {
        while let Some(&ch) = self.chars.get(self.at) {
            self.step(ch);
        }
        self.out
    }

    /// The character at `at + k`.
    fn peek(&self, k: usize) -> Option<char> {
        self.chars.get(self.at + k).copied()
    }

    /// Reads the token starting with `ch`.
    fn step(&mut self, ch: char) {
        if ch.is_ascii_digit() {
            return self.number();
        }
        if ch.is_ascii_alphabetic() {
            return self.ident();
        }
        if ch.is_alphabetic() {
            return self.word();
        }
        if self.contraction(ch) {
            return;
        }
        self.at += 1;
        let tok = match ch {
            MATH_TOGGLE => return self.math = !self.math,
            MATH_OPEN => return self.math = true,
            MATH_CLOSE => return self.math = false,
            '.' if self.peek(0) == Some('.') => {
                self.skip_while(|c| c == '.');
                Tok::Dots
            }
            '\n' | '.' | '。' | '．' | '!' | '?' | ';' => Tok::Stop,
            '…' | '⋯' => Tok::Dots,
            '≤' => Tok::Rel(Rel::Le),
            '<' => Tok::Rel(Rel::Lt),
            '≥' => Tok::Rel(Rel::Ge),
            '>' => Tok::Rel(Rel::Gt),
            ',' | '，' | '、' => Tok::Comma,
            '|' => Tok::Pipe,
            c if c.is_whitespace() || c == THIN => return,
            '*' => Tok::Op('×'),
            c => Tok::Op(c),
        };
        self.out.push(tok);
    }

    /// Advances past characters that satisfy `keep`.
    fn skip_while(&mut self, keep: impl Fn(char) -> bool) {
        while self.peek(0).is_some_and(&keep) {
            self.at += 1;
        }
    }

    /// Skips an English contraction's apostrophe and suffix outside math (`cow i's lotion`,
    /// `don't`), which would read as the names `s` and `t`: whether there was one.
    fn contraction(&mut self, ch: char) -> bool {
        let letter = |c: Option<&char>| c.is_some_and(char::is_ascii_alphabetic);
        let found = !self.math
            && matches!(ch, '\'' | '’')
            && self.at > 0
            && letter(self.chars.get(self.at - 1))
            && letter(self.chars.get(self.at + 1));
        if found {
            self.at += 1;
            self.skip_while(|c| c.is_ascii_alphabetic());
        }
        found
    }

    /// A run of non-ASCII letters.
    fn word(&mut self) {
        let start = self.at;
        self.skip_while(|c| c.is_alphabetic() && !c.is_ascii());
        let text = self.chars[start..self.at].iter().collect();
        self.out.push(Tok::Word(text));
    }

    /// An identifier and its subscript.
    fn ident(&mut self) {
        let start = self.at;
        self.skip_while(|c| c.is_ascii_alphanumeric());
        let text: String = self.chars[start..self.at].iter().collect();
        let index = match self.peek(0) {
            Some('_') => {
                self.at += 1;
                self.braced_or(|c| c.is_ascii_alphanumeric())
            }
            Some('[') => self.bracketed(),
            _ => None,
        };
        let math = self.math;
        self.out.push(Tok::Ident { text, index, math });
    }

    /// An index written `[i]`, `[N]`, `[1]` (up to 8 letters or digits), read.
    fn bracketed(&mut self) -> Option<String> {
        let end = (1..10).find(|&k| self.peek(k) == Some(']'))?;
        let inside: String = self.chars[self.at + 1..self.at + end].iter().collect();
        let plain = !inside.is_empty() && inside.chars().all(|c| c.is_ascii_alphanumeric());
        if plain {
            self.at += end + 1;
        }
        plain.then_some(inside)
    }

    /// `{…}` (up to 24 characters) or a run of characters that satisfy `run`, read.
    fn braced_or(&mut self, run: impl Fn(char) -> bool) -> Option<String> {
        if self.peek(0) == Some('{') {
            // To the matching brace: `p_{\text{pair}}` is `p_{{pair}}` here.
            let mut depth = 0usize;
            let end = (0..25).find(|&k| {
                match self.peek(k) {
                    Some('{') => depth += 1,
                    Some('}') => depth -= 1,
                    _ => {}
                }
                depth == 0
            })?;
            let text: String = self.chars[self.at + 1..self.at + end].iter().collect();
            self.at += end + 1;
            let kept = |c: &char| !c.is_whitespace() && *c != '{' && *c != '}';
            return Some(text.chars().filter(kept).collect());
        }
        let start = self.at;
        self.skip_while(run);
        (self.at > start).then(|| self.chars[start..self.at].iter().collect())
    }

    /// A number, with its powers and factors: `2×10^5`, `10^{9}+7`.
    fn number(&mut self) {
        let mut n = self.plain_number();
        if self.peek(0) == Some('^') {
            n = self.power(n);
        } else if let Some(product) = self.times_power(n) {
            n = product;
        }
        self.out.push(Tok::Num(n));
    }

    /// Digits with thousands separators (`100,000`, `170\,000`) and a fraction.
    fn plain_number(&mut self) -> Number {
        let mut digits = String::new();
        self.take_digits(&mut digits);
        // Groups split by plain spaces ("1 ≤ N ≤ 1 000 000", BOJ 25379) only in a bound:
        // after a relation or before one, the first group of three digits or fewer.
        let spaced = digits.len() <= 3 && self.bounding();
        while let Some(skip) = self
            .group_separator()
            .or_else(|| (spaced && self.peek(0) == Some(' ') && self.three_digits(1)).then_some(1))
        {
            self.at += skip;
            self.take_digits(&mut digits);
        }
        let mut text = digits.clone();
        let fraction =
            self.peek(0) == Some('.') && self.peek(1).is_some_and(|c| c.is_ascii_digit());
        if fraction {
            self.at += 1;
            text.push('.');
            self.take_digits(&mut text);
        }
        Number {
            value: text.parse().unwrap_or(f64::MAX),
            int: if fraction { None } else { digits.parse().ok() },
        }
    }

    /// Appends the digits at the cursor to `to`.
    fn take_digits(&mut self, to: &mut String) {
        while let Some(d) = self.peek(0).filter(char::is_ascii_digit) {
            to.push(d);
            self.at += 1;
        }
    }

    /// How many characters a thousands separator at the cursor takes, when one is there:
    /// `,`, a thin space or TeX's unbreakable `~` (`100~000`: BOJ 21757), then exactly
    /// three digits.
    fn group_separator(&self) -> Option<usize> {
        let sep = match self.peek(0)? {
            ',' | '~' => 1,
            THIN => 1 + (1..4).take_while(|&k| self.peek(k) == Some(' ')).count(),
            _ => return None,
        };
        self.three_digits(sep).then_some(sep)
    }

    /// Whether exactly three digits start `k` characters past the cursor.
    fn three_digits(&self, k: usize) -> bool {
        let three = (k..k + 3).all(|k| self.peek(k).is_some_and(|c| c.is_ascii_digit()));
        three && !self.peek(k + 3).is_some_and(|c| c.is_ascii_digit())
    }

    /// Whether the number at the cursor bounds a name: a relation before it, or one after
    /// it past its space-separated groups.
    fn bounding(&self) -> bool {
        if matches!(self.out.last(), Some(Tok::Rel(_))) {
            return true;
        }
        let mut k = 0;
        while self.peek(k) == Some(' ') && self.three_digits(k + 1) {
            k += 4;
        }
        k > 0 && {
            let rest = (k..k + 4).find(|&j| self.peek(j) != Some(' ')).unwrap_or(k);
            matches!(self.peek(rest), Some('≤' | '<' | '≥' | '>'))
        }
    }

    /// `base` raised to the exponent after `^`, then `+ k` or `- k` when written.
    fn power(&mut self, base: Number) -> Number {
        self.at += 1;
        let exponent = self.braced_or(|c| c.is_ascii_digit()).unwrap_or_default();
        let exponent: String = exponent.chars().filter(char::is_ascii_digit).collect();
        let Ok(e) = exponent.parse::<u32>() else {
            return base;
        };
        let mut n = Number {
            value: base.value.powi(e.min(400) as i32),
            int: base.int.and_then(|b| b.checked_pow(e)),
        };
        let save = self.at;
        self.skip_while(|c| c == ' ');
        let sign = match self.peek(0) {
            Some('+') => 1,
            Some('-') => -1,
            _ => 0,
        };
        self.at += 1;
        self.skip_while(|c| c == ' ');
        if sign == 0 || !self.peek(0).is_some_and(|c| c.is_ascii_digit()) {
            self.at = save;
            return n;
        }
        let k = self.plain_number();
        n.value += sign as f64 * k.value;
        n.int = n.int.zip(k.int).and_then(|(a, b)| a.checked_add(sign * b));
        n
    }

    /// `n × 10^k` when a factor with a power follows `n`; the cursor stays otherwise.
    fn times_power(&mut self, n: Number) -> Option<Number> {
        let save = self.at;
        self.skip_while(|c| c == ' ');
        let times = matches!(self.peek(0), Some('×' | 'x' | 'X' | '·' | '*'));
        self.at += 1;
        self.skip_while(|c| c == ' ');
        let ten = self.peek(0) == Some('1') && self.peek(1) == Some('0');
        if !(times && ten) {
            self.at = save;
            return None;
        }
        let base = self.plain_number();
        if self.peek(0) != Some('^') {
            self.at = save;
            return None;
        }
        let factor = self.power(base);
        Some(Number {
            value: n.value * factor.value,
            int: n.int.zip(factor.int).and_then(|(a, b)| a.checked_mul(b)),
        })
    }
}
