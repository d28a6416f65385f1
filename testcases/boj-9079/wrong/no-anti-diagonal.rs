// expect: WA
//! A known wrong solution of BOJ 9079: it flips rows, columns and the main diagonal but
//! forgets the anti-diagonal (7 lines, not 8), so a board that needs that line gets a
//! larger answer or -1. The cases must reject it.
use std::io::{self, Read, Write};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    let mut it = input.split_ascii_whitespace();
    let t: usize = it.next().expect("T").parse().expect("T");
    // Rows, columns and the main diagonal as 9-bit masks (bit 3·row + col).
    const LINES: [u16; 7] = [7, 56, 448, 73, 146, 292, 273];
    let mut out = String::new();
    for _ in 0..t {
        let mut board = 0u16;
        for i in 0..9 {
            if it.next().expect("coin") == "T" {
                board |= 1 << i;
            }
        }
        let mut best = -1i32;
        for subset in 0u16..128 {
            let mut x = board;
            for (j, line) in LINES.iter().enumerate() {
                if subset >> j & 1 == 1 {
                    x ^= line;
                }
            }
            let flips = subset.count_ones() as i32;
            if (x == 0 || x == 511) && (best < 0 || flips < best) {
                best = flips;
            }
        }
        out.push_str(&format!("{best}\n"));
    }
    io::stdout().write_all(out.as_bytes()).expect("stdout");
}
