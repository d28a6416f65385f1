//! BOJ 9079 · 동전 게임 (Coin Game)
//! https://www.acmicpc.net/problem/9079
//! Limits: 1 s, 128 MB. 1 ≤ T ≤ 10 boards of 3×3 coins (H or T).
//! Approach: flips commute and a line flipped twice cancels out, so an answer is a subset of
//!   the 8 lines. A table built at compile time from those 256 subsets, each ending at all H
//!   or at all T, maps all 512 boards to their fewest flips; each board is then one lookup.
//! Complexity: 512·9 steps at compile time; O(T) time per run, O(input) memory.
//! Notes: a board is a 9-bit mask, bit 3·row + col set for T. Lines whose XOR is x solve exactly
//!   x (to all H) and x ^ 0o777 (to all T). They span only 128 masks, so 384 boards answer -1
//!   and the rest need at most 4 flips (i8 is plenty).

use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// The 8 lines as masks, octal digit r holding row r: 3 rows, 3 columns, 2 diagonals. Last, all
/// nine coins: not a flip, but XOR with it turns a board solved to all H into one to all T.
const MASKS: [usize; 9] = [
    0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124, 0o777,
];

/// `MIN_FLIPS[board]` is the fewest line flips that make `board` uniform, or -1.
static MIN_FLIPS: [i8; 512] = {
    let mut table = [-1i8; 512];
    let mut subset = 0usize;
    while subset < 512 {
        let (mut board, mut k) = (0, 0);
        while k < 9 {
            if subset >> k & 1 == 1 {
                board ^= MASKS[k];
            }
            k += 1;
        }
        // Bit 8 is no flip, so at most 8 flips: the count fits in i8.
        let flips = (subset & 0xFF).count_ones() as i8;
        if table[board] < 0 || flips < table[board] {
            table[board] = flips;
        }
        subset += 1;
    }
    table
};

struct Tokens<'a>(std::str::SplitAsciiWhitespace<'a>);

impl<'a> Tokens<'a> {
    fn new(input: &'a str) -> Self {
        Tokens(input.split_ascii_whitespace())
    }

    fn next<T: std::str::FromStr>(&mut self) -> T {
        let token = self.0.next().expect("unexpected end of input");
        token.parse().ok().expect("malformed token")
    }
}

fn solve(input: &str) -> String {
    let mut tokens = Tokens::new(input);
    let t: usize = tokens.next();
    let mut out = String::new();
    for _ in 0..t {
        let (mut board, mut heads) = (0, 0);
        for cell in 0..9 {
            let coin: char = tokens.next();
            board |= usize::from(coin == 'T') << cell;
            heads += u32::from(coin == 'H');
        }
        // Checked per board, not per coin: a branch on each random coin would mispredict.
        assert!(heads + board.count_ones() == 9, "coins must be H or T");
        writeln!(out, "{}", MIN_FLIPS[board]).expect("writing to a String cannot fail");
    }
    out
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    io::stdout()
        .lock()
        .write_all(solve(&input).as_bytes())
        .expect("stdout");
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    type Grid = [[bool; 3]; 3];

    /// The 8 lines as cell lists, written out independently of `MASKS`.
    const CELLS: [[(usize, usize); 3]; 8] = [
        [(0, 0), (0, 1), (0, 2)],
        [(1, 0), (1, 1), (1, 2)],
        [(2, 0), (2, 1), (2, 2)],
        [(0, 0), (1, 0), (2, 0)],
        [(0, 1), (1, 1), (2, 1)],
        [(0, 2), (1, 2), (2, 2)],
        [(0, 0), (1, 1), (2, 2)],
        [(0, 2), (1, 1), (2, 0)],
    ];

    fn grid_of(index: usize) -> Grid {
        let mut g = [[false; 3]; 3];
        for (i, cell) in g.iter_mut().flatten().enumerate() {
            *cell = index >> i & 1 == 1;
        }
        g
    }

    fn index_of(g: &Grid) -> usize {
        g.iter()
            .flatten()
            .enumerate()
            .map(|(i, &tail)| usize::from(tail) << i)
            .sum()
    }

    fn uniform(g: &Grid) -> bool {
        let first = g[0][0];
        g.iter().flatten().all(|&c| c == first)
    }

    /// Oracle: breadth-first search over grids, one line flip per edge.
    fn bfs(start: Grid) -> i32 {
        let mut dist = [-1i32; 512];
        let mut queue = VecDeque::from([start]);
        dist[index_of(&start)] = 0;
        while let Some(g) = queue.pop_front() {
            let d = dist[index_of(&g)];
            if uniform(&g) {
                return d;
            }
            for line in &CELLS {
                let mut next = g;
                for &(r, c) in line {
                    next[r][c] = !next[r][c];
                }
                let j = index_of(&next);
                if dist[j] < 0 {
                    dist[j] = d + 1;
                    queue.push_back(next);
                }
            }
        }
        -1
    }

    /// Ways to lay a board out: the statement's, and others the tokenizer accepts as well.
    #[derive(Clone, Copy)]
    enum Layout {
        Exact,
        Crlf,
        Spaced,
        OneLine,
    }

    fn render(g: &Grid, layout: Layout) -> String {
        let (sep, eol) = match layout {
            Layout::Exact => (" ", "\n"),
            Layout::Crlf => (" ", "\r\n"),
            Layout::Spaced => ("\t ", "  \n"),
            Layout::OneLine => (" ", " "),
        };
        let mut s = String::new();
        for row in g {
            let cells: Vec<&str> = row.iter().map(|&t| if t { "T" } else { "H" }).collect();
            s.push_str(&cells.join(sep));
            s.push_str(eol);
        }
        s
    }

    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    #[test]
    fn statement_example() {
        let input = "3\nH T T\nH T T\nT H H\nT H H\nH H H\nH H H\nH H H\nH T H\nH H H\n";
        assert_eq!(solve(input), "2\n-1\n4\n");
    }

    #[test]
    fn every_board_matches_bfs_in_both_line_endings() {
        for index in 0..512 {
            let g = grid_of(index);
            let expected = format!("{}\n", bfs(g));
            let exact = render(&g, Layout::Exact);
            assert_eq!(solve(&format!("1\n{exact}")), expected, "board:\n{exact}");
            let crlf = render(&g, Layout::Crlf);
            assert_eq!(solve(&format!("1\r\n{crlf}")), expected, "board:\n{crlf}");
        }
    }

    #[test]
    fn table_agrees_with_bfs_and_shape() {
        let answers: Vec<i32> = (0..512).map(|i| bfs(grid_of(i))).collect();
        for (i, &a) in answers.iter().enumerate() {
            assert_eq!(i32::from(MIN_FLIPS[i]), a, "board {i:09b}");
        }
        // The 8 lines span 2^7 masks and all nine coins (three rows) is one of them: 128
        // solvable boards.
        assert_eq!(answers.iter().filter(|&&a| a >= 0).count(), 128);
        assert_eq!(answers.iter().max(), Some(&4));
        // A board and its mirror image (H <-> T) need the same flips.
        for (i, &a) in answers.iter().enumerate() {
            assert_eq!(a, answers[i ^ 0x1FF]);
        }
    }

    #[test]
    fn uniform_boards_need_nothing() {
        assert_eq!(solve("1\nH H H\nH H H\nH H H\n"), "0\n");
        assert_eq!(solve("1\nT T T\nT T T\nT T T\n"), "0\n");
        assert_eq!(solve("2\nH H H H H H H H H\nT T T T T T T T T"), "0\n0\n");
    }

    #[test]
    fn unreachable_boards() {
        // A lone tail anywhere but the centre, and its mirror image, cannot be fixed.
        assert_eq!(solve("1\nH H H\nH H H\nH H T\n"), "-1\n");
        assert_eq!(solve("1\nT T T\nH T T\nT T T\n"), "-1\n");
        assert_eq!(solve("1\nH T H\nH H H\nH H H\n"), "-1\n");
    }

    #[test]
    fn hardest_boards_need_four() {
        // A lone tail (or head) in the centre is solvable, and needs the most flips.
        assert_eq!(solve("1\nH H H\nH T H\nH H H\n"), "4\n");
        assert_eq!(solve("1\nT T T\nT H T\nT T T\n"), "4\n");
    }

    #[test]
    fn one_line_away() {
        assert_eq!(solve("1\nT T T\nH H H\nH H H\n"), "1\n");
        assert_eq!(solve("1\nT H H\nH T H\nH H T\n"), "1\n");
        assert_eq!(solve("1\nH H T\nH T H\nT H H\n"), "1\n");
    }

    #[test]
    fn crlf_and_tabs() {
        let input = "2\r\nH T T\r\nH T T\r\nT H H\r\nT\tH H\r\nH H H\r\nH H H\r\n";
        assert_eq!(solve(input), "2\n-1\n");
    }

    #[test]
    fn random_multi_case_inputs() {
        const LAYOUTS: [Layout; 4] = [Layout::Crlf, Layout::Spaced, Layout::OneLine, Layout::Exact];
        let mut rng = XorShift(0x9079_2024_dead_beef);
        for _ in 0..300 {
            let t = (rng.next() % 10 + 1) as usize;
            let mut input = format!("{t}\n");
            let mut expected = String::new();
            for _ in 0..t {
                // Mostly the statement's layout, the others mixed in mid-input.
                let layout = LAYOUTS[(rng.next() % 6).min(3) as usize];
                let g = grid_of((rng.next() % 512) as usize);
                input.push_str(&render(&g, layout));
                expected.push_str(&format!("{}\n", bfs(g)));
            }
            assert_eq!(solve(&input), expected, "input:\n{input}");
        }
    }

    #[test]
    fn any_whitespace_layout_is_read() {
        let board = "H T T\nH T T\nT H H\n";
        for input in [
            format!("1\n{board}"),
            format!("01\n{board}"),
            format!("  1 \n{board}"),
            format!("1\n{}", board.trim_end()),
            format!("1\n{}", board.replace("T H", "T  H")),
            format!("1\n{}", board.replace('\n', "\r\n")),
            format!("1\n{}", board.replace('\n', "\t")),
            format!("1\n\n{board}\n\n"),
        ] {
            assert_eq!(solve(&input), "2\n", "input: {input:?}");
        }
    }

    #[test]
    fn stops_after_t_boards() {
        // Whatever follows the T-th board is never read, as in the statement's bound.
        let board = "H T T\nH T T\nT H H\n";
        assert_eq!(solve(&format!("1\n{board}junk")), "2\n");
        assert_eq!(solve(&format!("1\n{board}{board}")), "2\n");
        assert_eq!(solve("0\n"), "");
    }

    #[test]
    #[should_panic(expected = "coins must be H or T")]
    fn rejects_bad_coin() {
        solve("1\nH H H\nH X H\nH H H\n");
    }

    #[test]
    #[should_panic(expected = "malformed token")]
    fn rejects_glued_coins() {
        solve("1\nHTT\nHTT\nTHH\n");
    }

    #[test]
    #[should_panic(expected = "malformed token")]
    fn rejects_a_glued_last_coin() {
        solve("1\nH T T\nH T T\nT H HH\n");
    }

    #[test]
    #[should_panic(expected = "unexpected end of input")]
    fn rejects_missing_boards() {
        solve("2\nH T T\nH T T\nT H H\n");
    }

    #[test]
    #[should_panic(expected = "unexpected end of input")]
    fn rejects_empty_input() {
        solve("");
    }

    #[test]
    #[should_panic(expected = "malformed token")]
    fn rejects_bad_count() {
        solve("x\nH T T\nH T T\nT H H\n");
    }

    #[test]
    #[should_panic(expected = "malformed token")]
    fn rejects_huge_count() {
        solve("99999999999999999999999\n");
    }
}
