//! Programmers 92345 · 사라지는 발판 (Disappearing Footholds)
//! https://school.programmers.co.kr/learn/courses/30/lessons/92345
//! Limits: none published; local bound 10 s / 1024 MB. Board 1..=5 × 1..=5, cells 0 or 1.
//! Approach: negamax with alpha-beta over (remaining footholds as a 25-bit mask, mover, other).
//!   A game of L moves scores MATE − L for the winner and L − MATE for the loser, so "win fast,
//!   lose slowly" is one number; L = MATE − |root value|. Moves toward the opponent go first;
//!   a mover who can step off a shared cell or strand the opponent wins at once.
//! Complexity: exponential in the worst case; on the full 5×5 board at most 5 935 nodes
//!   (A [2, 2], B [2, 1]) where plain minimax visits up to 131 069: about 0.1 ms.
//! Notes: every move removes one foothold, so a game has at most 24 moves and scores stay
//!   within ±MATE = ±100 (i32). No memo: the mask records the path, so transpositions are rare
//!   (a table saved under 0.1 % of the nodes). The submission part uses only long-stable std.

/// Larger than any game length, so every win (MATE − L > 0) beats every loss (L − MATE < 0).
const MATE: i32 = 100;
/// Outside every score: the initial alpha-beta window.
const INF: i32 = MATE + 1;

/// The board's geometry and the search's node counter; the footholds travel as a bit mask.
struct Game {
    /// `at[c]`: (row, column) of cell `c = r * width + col`, so the search never divides.
    at: Vec<(i32, i32)>,
    /// `nbr[c]`: the on-board orthogonal neighbours of cell `c`, as a mask.
    nbr: Vec<u32>,
    nodes: u64,
}

impl Game {
    fn new(height: usize, width: usize) -> Self {
        let nbr = (0..height * width)
            .map(|c| {
                let (r, col) = (c / width, c % width);
                let mut m = 0u32;
                if r > 0 {
                    m |= 1 << (c - width);
                }
                if r + 1 < height {
                    m |= 1 << (c + width);
                }
                if col > 0 {
                    m |= 1 << (c - 1);
                }
                if col + 1 < width {
                    m |= 1 << (c + 1);
                }
                m
            })
            .collect();
        Game {
            at: (0..height * width)
                .map(|c| ((c / width) as i32, (c % width) as i32))
                .collect(),
            nbr,
            nodes: 0,
        }
    }

    /// Footholds in `mask` next to `c`.
    fn exits(&self, mask: u32, c: usize) -> u32 {
        (self.nbr[c] & mask).count_ones()
    }

    /// Manhattan distance between two cells.
    fn dist(&self, a: usize, b: usize) -> u32 {
        let ((ra, ca), (rb, cb)) = (self.at[a], self.at[b]);
        ((ra - rb).abs() + (ca - cb).abs()) as u32
    }

    /// Fail-soft negamax: the value of the position for the mover standing on `me` (the other
    /// player on `opp`), `ply` moves into the game. A result inside (alpha, beta) is exact;
    /// at or below alpha it is an upper bound, at or above beta a lower bound.
    fn search(&mut self, mask: u32, me: usize, opp: usize, ply: i32, alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        let lose_now = ply - MATE;
        // Rule 2: the other player stepped off the cell we shared.
        if mask >> me & 1 == 0 {
            return lose_now;
        }
        let rest = mask & !(1 << me);
        // Keys (distance to the opponent, 4 − exits after the move, cell) packed in 8 + 3 + 5
        // bits, so sorting them tries nearer cells first, then freer ones.
        let mut moves = [0u32; 4];
        let mut k = 0;
        let mut to = self.nbr[me] & mask;
        while to != 0 {
            let n = to.trailing_zeros() as usize;
            to &= to - 1;
            moves[k] = self.dist(n, opp) << 8 | (4 - self.exits(rest, n)) << 5 | n as u32;
            k += 1;
        }
        // Rule 1: no foothold to step to.
        if k == 0 {
            return lose_now;
        }
        // No result beats winning with this move. It is ours if we share the opponent's cell
        // (it vanishes) or if the opponent has no foothold left beside them; and when alpha
        // already reaches it, nothing here can raise alpha.
        let win_next = MATE - ply - 1;
        if me == opp || self.exits(rest, opp) == 0 || alpha >= win_next {
            return win_next;
        }
        moves[..k].sort_unstable();
        let mut alpha = alpha;
        let mut best = -INF;
        for &key in &moves[..k] {
            let n = (key & 31) as usize;
            let v = -self.search(rest, opp, n, ply + 1, -beta, -alpha);
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// The game's length under optimal play and the number of search nodes visited.
/// The board is 1..=5 × 1..=5 and both starts are footholds, as the statement promises.
fn play(board: &[Vec<i32>], aloc: &[i32], bloc: &[i32]) -> (i32, u64) {
    let (height, width) = (board.len(), board[0].len());
    let mut mask = 0u32;
    for (r, row) in board.iter().enumerate() {
        for (col, &x) in row.iter().enumerate() {
            if x == 1 {
                mask |= 1 << (r * width + col);
            }
        }
    }
    let cell = |p: &[i32]| p[0] as usize * width + p[1] as usize;
    let mut game = Game::new(height, width);
    let v = game.search(mask, cell(aloc), cell(bloc), 0, -INF, INF);
    (MATE - v.abs(), game.nodes)
}

fn solution(board: Vec<Vec<i32>>, aloc: Vec<i32>, bloc: Vec<i32>) -> i32 {
    play(&board, &aloc, &bloc).0
}

// ---- local harness: not part of the submission ----

use std::io::{self, Read, Write};

fn main() {
    let mut bytes = Vec::new();
    let result = match io::stdin().read_to_end(&mut bytes) {
        Err(e) => Err(format!("cannot read stdin: {e}")),
        Ok(_) => match String::from_utf8(bytes) {
            Err(_) => Err("stdin is not valid UTF-8".to_string()),
            Ok(input) => run(&input),
        },
    };
    let out = match result {
        Ok(out) => out,
        Err(msg) => {
            eprintln!("error: {msg}");
            std::process::exit(1);
        }
    };
    if let Err(e) = io::stdout().lock().write_all(out.as_bytes()) {
        eprintln!("error: cannot write stdout: {e}");
        std::process::exit(1);
    }
}

/// Parses the three argument lines, checks them against the statement, and formats the
/// return value as a literal line.
fn run(input: &str) -> Result<String, String> {
    let mut lines: Vec<&str> = input
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    if lines.len() != 3 {
        return Err(format!(
            "expected 3 lines (board, aloc, bloc), found {}",
            lines.len()
        ));
    }
    let names = ["board", "aloc", "bloc"];
    let mut args = Vec::with_capacity(3);
    for (i, line) in lines.iter().enumerate() {
        let lit =
            Literal::parse(line).map_err(|e| format!("line {} ({}): {e}", i + 1, names[i]))?;
        args.push(lit);
    }
    let board = to_board(&args[0]).map_err(|e| format!("line 1 (board): {e}"))?;
    let aloc = to_pos(&args[1], &board).map_err(|e| format!("line 2 (aloc): {e}"))?;
    let bloc = to_pos(&args[2], &board).map_err(|e| format!("line 3 (bloc): {e}"))?;
    Ok(format!("{}\n", solution(board, aloc, bloc)))
}

/// A Programmers argument literal: an integer or a bracketed, comma-separated list.
#[derive(Debug, PartialEq)]
enum Literal {
    Int(i64),
    List(Vec<Literal>),
}

/// Far deeper than any argument here, and shallow enough that recursion cannot overflow.
const MAX_DEPTH: usize = 8;

impl Literal {
    /// Parses one whole line; spaces are allowed between tokens.
    fn parse(line: &str) -> Result<Literal, String> {
        let mut p = Parser {
            s: line.as_bytes(),
            i: 0,
        };
        let lit = p.value(0)?;
        p.skip_ws();
        if p.i < p.s.len() {
            return Err(format!("unexpected text at column {}", p.i + 1));
        }
        Ok(lit)
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], b' ' | b'\t') {
            self.i += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn value(&mut self, depth: usize) -> Result<Literal, String> {
        self.skip_ws();
        match self.peek() {
            Some(b'[') if depth >= MAX_DEPTH => Err("lists nested too deeply".to_string()),
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.skip_ws();
                if self.peek() == Some(b']') {
                    self.i += 1;
                    return Ok(Literal::List(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_ws();
                    match self.peek() {
                        Some(b',') => self.i += 1,
                        Some(b']') => {
                            self.i += 1;
                            return Ok(Literal::List(items));
                        }
                        _ => return Err(self.expected("',' or ']'")),
                    }
                }
            }
            Some(b'-' | b'0'..=b'9') => {
                let start = self.i;
                let neg = self.peek() == Some(b'-');
                if neg {
                    self.i += 1;
                }
                let mut n: i64 = 0;
                let digits = self.i;
                while let Some(d @ b'0'..=b'9') = self.peek() {
                    n = n
                        .checked_mul(10)
                        .and_then(|n| n.checked_add(i64::from(d - b'0')))
                        .ok_or_else(|| format!("integer too large at column {}", start + 1))?;
                    self.i += 1;
                }
                if self.i == digits {
                    return Err(self.expected("a digit"));
                }
                Ok(Literal::Int(if neg { -n } else { n }))
            }
            _ => Err(self.expected("an integer or '['")),
        }
    }

    fn expected(&self, what: &str) -> String {
        match self.peek() {
            None => format!("expected {what} at end of line"),
            Some(_) => format!("expected {what} at column {}", self.i + 1),
        }
    }
}

/// A list of 1..=5 rows of equal length 1..=5, every cell 0 or 1.
fn to_board(lit: &Literal) -> Result<Vec<Vec<i32>>, String> {
    let Literal::List(rows) = lit else {
        return Err("expected a list of rows".to_string());
    };
    if !(1..=5).contains(&rows.len()) {
        return Err(format!("{} rows, expected 1 to 5", rows.len()));
    }
    let mut board: Vec<Vec<i32>> = Vec::with_capacity(rows.len());
    for (r, row) in rows.iter().enumerate() {
        let Literal::List(cells) = row else {
            return Err(format!("row {r} is not a list"));
        };
        if !(1..=5).contains(&cells.len()) {
            return Err(format!(
                "row {r} has {} cells, expected 1 to 5",
                cells.len()
            ));
        }
        if r > 0 && cells.len() != board[0].len() {
            return Err(format!(
                "row {r} has {} cells, row 0 has {}: the board must be rectangular",
                cells.len(),
                board[0].len()
            ));
        }
        let mut v = Vec::with_capacity(cells.len());
        for (c, cell) in cells.iter().enumerate() {
            match cell {
                Literal::Int(x @ (0 | 1)) => v.push(*x as i32),
                _ => return Err(format!("cell [{r}, {c}] must be 0 or 1")),
            }
        }
        board.push(v);
    }
    Ok(board)
}

/// `[r, c]` inside the board, on a foothold.
fn to_pos(lit: &Literal, board: &[Vec<i32>]) -> Result<Vec<i32>, String> {
    let Literal::List(v) = lit else {
        return Err("expected [row, column]".to_string());
    };
    let [Literal::Int(r), Literal::Int(c)] = v.as_slice() else {
        return Err("expected [row, column]".to_string());
    };
    let (r, c, h, w) = (*r, *c, board.len() as i64, board[0].len() as i64);
    if !(0..h).contains(&r) || !(0..w).contains(&c) {
        return Err(format!("[{r}, {c}] is off the {h}x{w} board"));
    }
    if board[r as usize][c as usize] != 1 {
        return Err(format!("[{r}, {c}] is not a foothold"));
    }
    Ok(vec![r as i32, c as i32])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ones(h: usize, w: usize) -> Vec<Vec<i32>> {
        vec![vec![1; w]; h]
    }

    fn solve(board: &[Vec<i32>], a: [i32; 2], b: [i32; 2]) -> i32 {
        solution(board.to_vec(), a.to_vec(), b.to_vec())
    }

    /// Plain exhaustive minimax straight from the statement, no pruning: (the mover wins,
    /// total moves from here). Cells are `grid[r][c]`, true while the foothold stands.
    fn plain(grid: &mut Vec<Vec<bool>>, me: (usize, usize), other: (usize, usize)) -> (bool, u32) {
        // The foothold under the mover vanished: the other player stepped off it.
        if !grid[me.0][me.1] {
            return (false, 0);
        }
        let (h, w) = (grid.len() as i64, grid[0].len() as i64);
        let mut best: Option<(bool, u32)> = None;
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let (r, c) = (me.0 as i64 + dr, me.1 as i64 + dc);
            if r < 0 || c < 0 || r >= h || c >= w || !grid[r as usize][c as usize] {
                continue;
            }
            grid[me.0][me.1] = false;
            let (other_wins, m) = plain(grid, other, (r as usize, c as usize));
            grid[me.0][me.1] = true;
            let cand = (!other_wins, m + 1);
            best = Some(match best {
                None => cand,
                // A win beats a loss; among wins the shortest, among losses the longest.
                Some(b) if b.0 != cand.0 => {
                    if b.0 {
                        b
                    } else {
                        cand
                    }
                }
                Some(b) if b.0 => (true, b.1.min(cand.1)),
                Some(b) => (false, b.1.max(cand.1)),
            });
        }
        // No foothold to step to: the mover loses now.
        best.unwrap_or((false, 0))
    }

    fn plain_answer(board: &[Vec<i32>], a: [i32; 2], b: [i32; 2]) -> i32 {
        let mut grid: Vec<Vec<bool>> = board
            .iter()
            .map(|row| row.iter().map(|&x| x == 1).collect())
            .collect();
        let p = |x: [i32; 2]| (x[0] as usize, x[1] as usize);
        plain(&mut grid, p(a), p(b)).1 as i32
    }

    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n as u64) as usize
        }
    }

    #[test]
    fn statement_examples() {
        assert_eq!(solve(&ones(3, 3), [1, 0], [1, 2]), 5);
        let holed = vec![vec![1, 1, 1], vec![1, 0, 1], vec![1, 1, 1]];
        assert_eq!(solve(&holed, [1, 0], [1, 2]), 4);
        assert_eq!(solve(&ones(1, 5), [0, 0], [0, 4]), 4);
        assert_eq!(solve(&ones(1, 1), [0, 0], [0, 0]), 0);
    }

    #[test]
    fn single_cell_and_shared_cell() {
        // Nowhere to go: A loses before moving.
        assert_eq!(solve(&[vec![1]], [0, 0], [0, 0]), 0);
        // A steps off the shared cell and B falls.
        assert_eq!(solve(&ones(1, 2), [0, 0], [0, 0]), 1);
        assert_eq!(solve(&ones(5, 5), [2, 2], [2, 2]), 1);
        // A steps onto B's cell; B's only neighbour was A's start, now gone: B is stuck.
        assert_eq!(solve(&ones(1, 2), [0, 0], [0, 1]), 1);
        // Here B can step off the shared cell, and A falls.
        assert_eq!(solve(&ones(1, 3), [0, 0], [0, 1]), 2);
    }

    #[test]
    fn isolated_starts() {
        // A has no neighbour: 0 moves, however much room B has.
        assert_eq!(solve(&[vec![1, 0, 1, 1, 1]], [0, 0], [0, 2]), 0);
        // B has no neighbour: A moves once and wins.
        assert_eq!(solve(&[vec![1, 1, 0, 1]], [0, 0], [0, 3]), 1);
        let checker = vec![vec![1, 0, 1], vec![0, 1, 0], vec![1, 0, 1]];
        assert_eq!(solve(&checker, [1, 1], [0, 0]), 0);
    }

    #[test]
    fn lines_and_columns_agree_with_plain_search_and_transpose() {
        for n in 1..=5 {
            for a in 0..n as i32 {
                for b in 0..n as i32 {
                    let row = solve(&ones(1, n), [0, a], [0, b]);
                    assert_eq!(
                        row,
                        plain_answer(&ones(1, n), [0, a], [0, b]),
                        "1x{n} {a} {b}"
                    );
                    assert_eq!(row, solve(&ones(n, 1), [a, 0], [b, 0]), "{n}x1 {a} {b}");
                }
            }
        }
    }

    #[test]
    fn random_small_boards_agree_with_plain_search() {
        let mut rng = XorShift(0x9234_5eed_1234_5678);
        for _ in 0..1500 {
            let (h, w) = (1 + rng.below(4), 1 + rng.below(4));
            let board: Vec<Vec<i32>> = (0..h)
                .map(|_| (0..w).map(|_| i32::from(rng.below(5) != 0)).collect())
                .collect();
            let feet: Vec<[i32; 2]> = (0..h * w)
                .filter(|&c| board[c / w][c % w] == 1)
                .map(|c| [(c / w) as i32, (c % w) as i32])
                .collect();
            if feet.is_empty() {
                continue;
            }
            let a = feet[rng.below(feet.len())];
            // Every so often, both on one cell.
            let b = if rng.below(8) == 0 {
                a
            } else {
                feet[rng.below(feet.len())]
            };
            let want = plain_answer(&board, a, b);
            assert_eq!(solve(&board, a, b), want, "{board:?} {a:?} {b:?}");
        }
    }

    #[test]
    fn random_holed_5x5_boards_agree_with_plain_search() {
        let mut rng = XorShift(0x5eed_0000_0000_0025);
        for _ in 0..60 {
            let board: Vec<Vec<i32>> = (0..5)
                .map(|_| (0..5).map(|_| i32::from(rng.below(3) != 0)).collect())
                .collect();
            let feet: Vec<[i32; 2]> = (0..25)
                .filter(|&c| board[c / 5][c % 5] == 1)
                .map(|c| [(c / 5) as i32, (c % 5) as i32])
                .collect();
            if feet.is_empty() {
                continue;
            }
            let (a, b) = (feet[rng.below(feet.len())], feet[rng.below(feet.len())]);
            assert_eq!(solve(&board, a, b), plain_answer(&board, a, b));
        }
    }

    /// The 8 symmetries of the square map a start pair on the full 5x5 board to one with the
    /// same answer, so the plain search (about 15 s for all 625 pairs in a debug build) runs
    /// once per class and every pair is checked against its class. The direct check of all
    /// 625 pairs is the ignored test below.
    #[test]
    fn full_board_every_start_pair_agrees_with_plain_search() {
        let board = ones(5, 5);
        let images = |p: [i32; 2]| {
            let (r, c) = (p[0], p[1]);
            [
                [r, c],
                [c, 4 - r],
                [4 - r, 4 - c],
                [4 - c, r],
                [c, r],
                [4 - r, c],
                [4 - c, 4 - r],
                [r, 4 - c],
            ]
        };
        let mut plain_of = std::collections::HashMap::new();
        for a in 0..25 {
            for b in 0..25 {
                let (a, b) = ([a / 5, a % 5], [b / 5, b % 5]);
                let class = (0..8).map(|k| (images(a)[k], images(b)[k])).min().unwrap();
                let want = *plain_of
                    .entry(class)
                    .or_insert_with(|| plain_answer(&board, class.0, class.1));
                assert_eq!(solve(&board, a, b), want, "{a:?} {b:?}");
            }
        }
        assert!(plain_of.len() < 100, "{} classes", plain_of.len());
    }

    /// Slow in a debug build: `cargo test --release -p programmers-92345 -- --ignored`.
    #[test]
    #[ignore]
    fn full_board_every_start_pair_agrees_with_plain_search_directly() {
        let board = ones(5, 5);
        for a in 0..25 {
            for b in 0..25 {
                let (a, b) = ([a / 5, a % 5], [b / 5, b % 5]);
                assert_eq!(
                    solve(&board, a, b),
                    plain_answer(&board, a, b),
                    "{a:?} {b:?}"
                );
            }
        }
    }

    #[test]
    fn full_board_search_stays_small() {
        let board = ones(5, 5);
        let mut worst = 0;
        for a in 0..25 {
            for b in 0..25 {
                worst = worst.max(play(&board, &[a / 5, a % 5], &[b / 5, b % 5]).1);
            }
        }
        assert!(worst <= 10_000, "{worst} nodes");
    }

    #[test]
    fn harness_accepts_literal_spacing_and_line_endings() {
        let want = Ok("5\n".to_string());
        assert_eq!(
            run("[[1, 1, 1], [1, 1, 1], [1, 1, 1]]\n[1, 0]\n[1, 2]\n"),
            want
        );
        assert_eq!(run("[[1,1,1],[1,1,1],[1,1,1]]\n[1,0]\n[1,2]"), want);
        assert_eq!(
            run("  [ [1 ,1,1] ,[1,1,1],[1,1,1]]  \r\n[1,\t0]\r\n[1, 2]\r\n\r\n\n"),
            want
        );
        assert_eq!(run("[[1]]\n[0, 0]\n[0, 0]\n \n"), Ok("0\n".to_string()));
    }

    #[test]
    fn harness_rejects_malformed_input() {
        let bad = [
            "",
            "\n\n",
            "[[1]]\n[0, 0]\n",
            "[[1]]\n[0, 0]\n[0, 0]\n[0, 0]\n",
            "[[1]]\n\n[0, 0]\n[0, 0]\n",
            "[[1, 1]\n[0, 0]\n[0, 0]\n",
            "[[1, 1]]]\n[0, 0]\n[0, 0]\n",
            "[[1,, 1]]\n[0, 0]\n[0, 0]\n",
            "[[1, 1],]\n[0, 0]\n[0, 0]\n",
            "[[1, x]]\n[0, 0]\n[0, 0]\n",
            "[[1, -]]\n[0, 0]\n[0, 0]\n",
            "[[1]]\n[0, 0] 1\n[0, 0]\n",
            "[[1]]\n(0, 0)\n[0, 0]\n",
            "[[1]]\n[0, 99999999999999999999]\n[0, 0]\n",
            "[[[[[[[[[[1]]]]]]]]]]\n[0, 0]\n[0, 0]\n",
            "1\n[0, 0]\n[0, 0]\n",
            "[]\n[0, 0]\n[0, 0]\n",
            "[[]]\n[0, 0]\n[0, 0]\n",
            "[1, 1]\n[0, 0]\n[0, 0]\n",
            "[[1, 1], [1]]\n[0, 0]\n[0, 0]\n",
            "[[1, 1, 1, 1, 1, 1]]\n[0, 0]\n[0, 0]\n",
            "[[1], [1], [1], [1], [1], [1]]\n[0, 0]\n[0, 0]\n",
            "[[1, 2]]\n[0, 0]\n[0, 0]\n",
            "[[1, -1]]\n[0, 0]\n[0, 0]\n",
            "[[1, [1]]]\n[0, 0]\n[0, 0]\n",
            "[[1]]\n0\n[0, 0]\n",
            "[[1]]\n[0]\n[0, 0]\n",
            "[[1]]\n[0, 0, 0]\n[0, 0]\n",
            "[[1]]\n[0, [0]]\n[0, 0]\n",
            "[[1]]\n[0, 0]\n[1, 0]\n",
            "[[1]]\n[0, 0]\n[0, -1]\n",
            "[[1, 0]]\n[0, 0]\n[0, 1]\n",
        ];
        for input in bad {
            let err = run(input).expect_err(input);
            assert!(!err.is_empty() && !err.contains('\n'), "{input:?}: {err:?}");
        }
    }

    #[test]
    fn literal_parser_builds_nested_lists() {
        use Literal::{Int, List};
        assert_eq!(Literal::parse(" -7 "), Ok(Int(-7)));
        assert_eq!(Literal::parse("[]"), Ok(List(vec![])));
        assert_eq!(
            Literal::parse("[[0], [1 ,2]]"),
            Ok(List(vec![List(vec![Int(0)]), List(vec![Int(1), Int(2)])]))
        );
    }
}
