//! Brute force for BOJ 9079 (동전 게임), the oracle behind every expected output here.
//! Breadth-first search over whole 3×3 grids of 'H'/'T', one line flip per step, until a
//! uniform grid appears; -1 when the search runs out. No bitmasks and no subset reasoning,
//! so it shares nothing with the solution's table. Reads the judge's stdin, prints the answers.

use std::collections::{HashSet, VecDeque};
use std::io::{self, Read, Write};

type Grid = [[u8; 3]; 3];

fn lines() -> Vec<Vec<(usize, usize)>> {
    let mut all = Vec::new();
    for i in 0..3 {
        all.push((0..3).map(|j| (i, j)).collect()); // row i
        all.push((0..3).map(|j| (j, i)).collect()); // column i
    }
    all.push((0..3).map(|k| (k, k)).collect()); // main diagonal
    all.push((0..3).map(|k| (k, 2 - k)).collect()); // anti-diagonal
    all
}

fn is_uniform(g: &Grid) -> bool {
    g.iter().all(|row| row.iter().all(|&c| c == g[0][0]))
}

fn fewest_flips(start: Grid, lines: &[Vec<(usize, usize)>]) -> i64 {
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(start);
    queue.push_back((start, 0));
    while let Some((g, steps)) = queue.pop_front() {
        if is_uniform(&g) {
            return steps;
        }
        for line in lines {
            let mut next = g;
            for &(r, c) in line {
                next[r][c] = if next[r][c] == b'H' { b'T' } else { b'H' };
            }
            if seen.insert(next) {
                queue.push_back((next, steps + 1));
            }
        }
    }
    -1
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    let mut tokens = input.split_ascii_whitespace();
    let t: usize = tokens.next().expect("T").parse().expect("T is a number");
    let lines = lines();
    let mut out = String::new();
    for _ in 0..t {
        let mut g = [[0u8; 3]; 3];
        for row in g.iter_mut() {
            for cell in row.iter_mut() {
                let token = tokens.next().expect("a coin");
                assert!(token == "H" || token == "T", "bad coin {token:?}");
                *cell = token.as_bytes()[0];
            }
        }
        out.push_str(&fewest_flips(g, &lines).to_string());
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).expect("stdout");
}
