// expect: TLE
//! A known slow solution of BOJ 9079: iterative deepening over sequences of line flips, up
//! to 10 flips, with no memory of boards seen. Right where an answer exists (it finds the
//! shortest sequence), but a board that cannot be made uniform costs 8^1 + … + 8^10 ≈ 1.2·10⁹
//! flips before it prints -1. The cases must reject it for time.
use std::io::{self, Read, Write};

const LINES: [u16; 8] = [7, 56, 448, 73, 146, 292, 273, 84];

/// Whether `board` can be made uniform with exactly `left` more flips.
fn reach(board: u16, left: u32) -> bool {
    if left == 0 {
        return board == 0 || board == 511;
    }
    LINES.iter().any(|line| reach(board ^ line, left - 1))
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().expect("T").parse().expect("T");
    let mut out = String::new();
    for _ in 0..t {
        let mut board = 0u16;
        for i in 0..9 {
            if it.next().expect("coin") == "T" {
                board |= 1 << i;
            }
        }
        let best = (0..=10).find(|&d| reach(board, d)).map_or(-1, |d| d as i32);
        out.push_str(&format!("{best}\n"));
    }
    io::stdout().write_all(out.as_bytes()).expect("stdout");
}
