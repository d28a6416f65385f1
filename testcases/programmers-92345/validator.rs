//! Validator of programmers-92345 (사라지는 발판): reads one case of the local harness on
//! stdin (the arguments board, aloc and bloc, one Programmers literal per line) and exits 0
//! when it is within the constraints; otherwise exits 1 saying which one broke, and on
//! which line. `cargo judge validate programmers-92345` runs it on every stored input.
//!
//! The statement's constraints:
//!     1 ≤ board의 세로 길이 ≤ 5, 1 ≤ board의 가로 길이 ≤ 5, board의 원소는 0 또는 1
//!     (0은 발판이 없는 칸, 1은 발판이 있는 칸). aloc과 bloc은 [r, c] 형태이며 0 ≤ r <
//!     세로 길이, 0 ≤ c < 가로 길이. aloc과 bloc 위치에는 항상 발판이 있다. aloc과 bloc이
//!     같을 수 있다.
//! A line is a literal as the harness reads it: `[[1, 0], [1, 1]]`, `[1, 0]`; spaces after
//! the commas may be left out (`[[1,0],[1,1]]`) and lines may end in `\r\n`, as the harness
//! reads them so.

use std::io::Read;
use std::process::exit;

fn main() {
    let mut text = String::new();
    if std::io::stdin().read_to_string(&mut text).is_err() {
        fail(0, "the input is not UTF-8");
    }
    let Some(body) = text.strip_suffix('\n') else {
        fail(0, "the last line must end with \\n");
    };
    // The harness reads lines as `lines()` does: a `\r` before the `\n` is allowed.
    let lines: Vec<&str> = body
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    if lines.len() != 3 {
        fail(lines.len().min(4), "three lines: board, aloc and bloc");
    }
    let board = matrix(lines[0]);
    let h = board.len();
    if !(1..=5).contains(&h) {
        fail(1, &format!("board has {h} rows, not 1..=5"));
    }
    let w = board[0].len();
    if !(1..=5).contains(&w) || board.iter().any(|row| row.len() != w) {
        fail(1, "every row of board has the same length, 1..=5");
    }
    if board.iter().flatten().any(|&v| v > 1) {
        fail(1, "the cells of board are 0 or 1");
    }
    for (l, name) in [(1, "aloc"), (2, "bloc")] {
        let at = list(lines[l], l + 1);
        if at.len() != 2 {
            fail(l + 1, &format!("{name} is [r, c]"));
        }
        let (r, c) = (at[0], at[1]);
        if r >= h as u64 || c >= w as u64 {
            fail(l + 1, &format!("{name} = [{r}, {c}] is outside the {h}×{w} board"));
        }
        if board[r as usize][c as usize] != 1 {
            fail(l + 1, &format!("{name} = [{r}, {c}] is not on a foothold"));
        }
    }
}

/// A list of lists of numbers: `[[1, 0], [1, 1]]`.
fn matrix(line: &str) -> Vec<Vec<u64>> {
    let compact = line.replace(", ", ",");
    let Some(inner) = compact.strip_prefix("[[").and_then(|l| l.strip_suffix("]]")) else {
        fail(1, "board is [[…], …]");
    };
    inner
        .split("],[")
        .map(|row| numbers(row, 1))
        .collect()
}

/// A list of numbers: `[1, 2]`.
fn list(text: &str, line: usize) -> Vec<u64> {
    let compact = text.replace(", ", ",");
    let Some(inner) = compact.strip_prefix('[').and_then(|t| t.strip_suffix(']')) else {
        fail(line, "a list is [a, b, …]");
    };
    numbers(inner, line)
}

/// The numbers of `a,b,c`, each in canonical form (no sign, no leading zero).
fn numbers(inner: &str, line: usize) -> Vec<u64> {
    inner
        .split(',')
        .map(|t| match t.parse::<u64>() {
            Ok(v) if v.to_string() == t => v,
            _ => fail(line, &format!("`{t}` is not a number")),
        })
        .collect()
}

fn fail(line: usize, what: &str) -> ! {
    eprintln!("line {line}: {what}");
    exit(1)
}
