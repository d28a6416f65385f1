//! Validator of boj-9079: reads one input on stdin and exits 0 when it is within the
//! constraints; otherwise exits 1 saying which constraint broke, on which line and
//! token. `cargo judge validate boj-9079` runs it on every stored input.
//!
//! The statement's input section:
//!     첫째 줄에 테스트 케이스의 개수 T(1 ≤ T ≤ 10)가 주어진다. 각 테스트 케이스는 세 줄로
//!     이루어져 있으며, 동전의 앞면(H)과 뒷면(T)이 공백 하나로 구분되어 한 줄에 세 개씩
//!     주어진다.

use std::io::Read;
use std::process::exit;

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        fail_at(0, 0, "the input is not UTF-8");
    }
    // A `\r\n` line end is allowed (the judge reads tokens, and a case pasted on Windows has
    // them); everything else is strict.
    let text = text.replace("\r\n", "\n");
    let mut input = Strict::new(&text);
    let t = input.int("T", 1, 10);
    input.end_line();
    for _ in 0..t {
        for _ in 0..3 {
            for _ in 0..3 {
                input.word("a coin (H or T)", 1, |b| b == b'H' || b == b'T');
            }
            input.end_line();
        }
    }
    input.end();
}

/// The input as lines of tokens separated by single spaces, each line ending in `\n`:
/// every read names its line and token when it fails.
struct Strict<'a> {
    text: &'a str,
    lines: Vec<&'a str>,
    line: usize,
    token: usize,
}

impl<'a> Strict<'a> {
    fn new(text: &'a str) -> Strict<'a> {
        let body = text.strip_suffix('\n').unwrap_or(text);
        Strict { text, lines: body.split('\n').collect(), line: 0, token: 0 }
    }

    /// The tokens of the current line, which must be separated by single spaces.
    fn tokens(&self) -> Vec<&'a str> {
        let Some(line) = self.lines.get(self.line) else {
            self.fail("a line is missing");
        };
        if line.is_empty() {
            return Vec::new();
        }
        if line.contains(['\r', '\t']) || line.split(' ').any(str::is_empty) {
            self.fail("tokens are separated by exactly one space, lines by \\n");
        }
        line.split(' ').collect()
    }

    /// The next token of the current line.
    fn token(&mut self, name: &str) -> &'a str {
        let Some(&token) = self.tokens().get(self.token) else {
            self.token += 1;
            self.fail(&format!("{name} is missing"));
        };
        self.token += 1;
        token
    }

    /// An integer in `lo..=hi`, in canonical form (no `+`, no leading zero, no `-0`).
    fn int(&mut self, name: &str, lo: i64, hi: i64) -> i64 {
        let token = self.token(name);
        let canonical = token.parse::<i64>().ok().filter(|v| v.to_string() == token);
        match canonical {
            Some(v) if (lo..=hi).contains(&v) => v,
            Some(v) => self.fail(&format!("{name} = {v} is outside {lo}..={hi}")),
            None => self.fail(&format!("{name} = `{token}` is not an integer")),
        }
    }

    /// A token of at most `max_len` bytes, each of them allowed by `ok`.
    fn word(&mut self, name: &str, max_len: usize, ok: impl Fn(u8) -> bool) -> &'a str {
        let token = self.token(name);
        if token.len() > max_len || !token.bytes().all(ok) {
            self.fail(&format!("{name} = `{token}` is not allowed"));
        }
        token
    }

    /// The current line must have no token left; moves to the next line.
    fn end_line(&mut self) {
        if self.token < self.tokens().len() {
            self.token += 1;
            self.fail("the line has more tokens than the statement says");
        }
        self.line += 1;
        self.token = 0;
    }

    /// Nothing may follow, and the last line ends with `\n`.
    fn end(&mut self) {
        if self.line < self.lines.len() {
            self.token = 0;
            self.fail("the input has more lines than the statement says");
        }
        if !self.text.ends_with('\n') {
            self.fail("the last line must end with \\n");
        }
    }

    fn fail(&self, what: &str) -> ! {
        fail_at(self.line + 1, self.token, what)
    }
}

fn fail_at(line: usize, token: usize, what: &str) -> ! {
    eprintln!("line {line}, token {token}: {what}");
    exit(1)
}
