//! BOJ 17825 · 주사위 윷놀이 (Dice Yut)
//! https://www.acmicpc.net/problem/17825
//! Limits: 2 s, 512 MB. Ten dice, each 1..=5; four pieces.
//! Approach: the board is a table of 33 cells (score, red next, blue next); a const table
//!   `JUMP[cell][die]` holds where a move ends. A depth-first search over the ten turns moves
//!   one piece per turn, skips a second piece on the same cell (only start or finish can hold
//!   two, and such pieces are interchangeable), and prunes when even 40 points on every
//!   remaining turn could not beat the best total found so far.
//! Complexity: at most 4^10 move sequences; the bound cuts 3 2 4 5 5 5 5 5 5 5, the dice that
//!   need the most search nodes, to 7 658 (a test counts them). O(1) memory.
//! Notes: the 25 and 40 cells are shared by the routes that meet there; the inner 22..30
//!   cells are distinct from the outer ones. Finish is a sink. The best total is at most
//!   10 · 40 = 400, so u16 is enough.

use std::fmt::Write as _;
use std::io::{self, Read, Write};

/// Turns in a game: one die roll each.
const TURNS: usize = 10;
/// Pieces on the board, all starting on `START`.
const PIECES: usize = 4;
/// Faces of the die: 1..=5.
const FACES: usize = 5;

/// One board cell: its printed score and where its two arrows lead. A piece that begins
/// its move here takes `blue` for the first step; every other step takes `red`. Cells
/// without a blue arrow have `blue == red`.
#[derive(Clone, Copy)]
struct Cell {
    score: u16,
    red: u8,
    blue: u8,
}

/// A cell with only a red arrow.
const fn red(score: u16, red: u8) -> Cell {
    Cell {
        score,
        red,
        blue: red,
    }
}

/// A blue cell: a move that begins here turns onto the blue arrow.
const fn blue(score: u16, red: u8, blue: u8) -> Cell {
    Cell { score, red, blue }
}

const START: u8 = 0;
const FINISH: u8 = 21;

/// The board from the statement. Cells 0..=21: start, the outer 2, 4, ..., 40 (cell k
/// prints 2k), finish. Cells 22..=32: the inner cells of the three blue routes and the
/// shared 25 → 30 → 35 leg, which rejoins the outer route at the one 40 cell (20).
const BOARD: [Cell; 33] = [
    red(0, 1),        // 0: start
    red(2, 2),        // 1
    red(4, 3),        // 2
    red(6, 4),        // 3
    red(8, 5),        // 4
    blue(10, 6, 22),  // 5: outer 10, blue arrow to inner 13
    red(12, 7),       // 6
    red(14, 8),       // 7
    red(16, 9),       // 8
    red(18, 10),      // 9
    blue(20, 11, 25), // 10: outer 20, blue arrow to inner 22
    red(22, 12),      // 11
    red(24, 13),      // 12
    red(26, 14),      // 13
    red(28, 15),      // 14
    blue(30, 16, 27), // 15: outer 30, blue arrow to inner 28
    red(32, 17),      // 16
    red(34, 18),      // 17
    red(36, 19),      // 18
    red(38, 20),      // 19
    red(40, FINISH),  // 20: the one 40 cell
    red(0, FINISH),   // 21: finish, a sink
    red(13, 23),      // 22: route from 10
    red(16, 24),      // 23
    red(19, 30),      // 24
    red(22, 26),      // 25: route from 20
    red(24, 30),      // 26
    red(28, 28),      // 27: route from 30
    red(27, 29),      // 28
    red(26, 30),      // 29
    red(25, 31),      // 30: the shared 25
    red(30, 32),      // 31: inner 30
    red(35, 20),      // 32: 35, then the shared 40
];

/// `JUMP[cell][d]`: the cell where a move of `d` steps from `cell` ends (`d == 0` stays).
const JUMP: [[u8; FACES + 1]; BOARD.len()] = build_jumps();

/// The largest score printed on any cell: an upper bound on what one turn can add.
const MAX_GAIN: u16 = max_cell_score();

const fn build_jumps() -> [[u8; FACES + 1]; BOARD.len()] {
    let mut jump = [[0u8; FACES + 1]; BOARD.len()];
    let mut cell = 0;
    while cell < BOARD.len() {
        jump[cell][0] = cell as u8;
        let mut at = BOARD[cell].blue;
        let mut d = 1;
        while d <= FACES {
            jump[cell][d] = at;
            at = BOARD[at as usize].red;
            d += 1;
        }
        cell += 1;
    }
    jump
}

const fn max_cell_score() -> u16 {
    let mut best = 0;
    let mut cell = 0;
    while cell < BOARD.len() {
        if BOARD[cell].score > best {
            best = BOARD[cell].score;
        }
        cell += 1;
    }
    best
}

/// Where each piece's move of `d` steps from `pos` ends; `None` where the piece has finished,
/// shares its cell with an earlier piece (only start can hold two unfinished pieces, and such
/// pieces are interchangeable), or would land on another piece.
fn landings(pos: &[u8; PIECES], d: usize) -> [Option<u8>; PIECES] {
    let mut landing = [None; PIECES];
    for (i, &from) in pos.iter().enumerate() {
        if from == FINISH || pos[..i].contains(&from) {
            continue;
        }
        let to = JUMP[usize::from(from)][d];
        if to == FINISH || !pos.contains(&to) {
            landing[i] = Some(to);
        }
    }
    landing
}

/// Depth-first branch and bound over the move sequences.
struct Search {
    dice: [u8; TURNS],
    best: u16,
}

impl Search {
    fn run(&mut self, turn: usize, pos: &mut [u8; PIECES], total: u16) {
        if turn == TURNS {
            self.best = self.best.max(total);
            return;
        }
        if total + MAX_GAIN * (TURNS - turn) as u16 <= self.best {
            return;
        }
        // Some piece can always move: the board is acyclic, so the unfinished piece
        // furthest along cannot land on another piece; and 4 pieces need at least
        // 4 · 13 > 5 · 10 steps to all finish.
        let d = usize::from(self.dice[turn]);
        for (i, landing) in landings(pos, d).into_iter().enumerate() {
            let Some(to) = landing else {
                continue;
            };
            let from = pos[i];
            pos[i] = to;
            self.run(turn + 1, pos, total + BOARD[usize::from(to)].score);
            pos[i] = from;
        }
    }
}

/// The maximum score for the given dice (each 1..=5).
fn max_score(dice: [u8; TURNS]) -> u16 {
    let mut s = Search { dice, best: 0 };
    s.run(0, &mut [START; PIECES], 0);
    s.best
}

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
    let mut dice = [0u8; TURNS];
    for d in &mut dice {
        *d = tokens.next();
        assert!(
            (1..=FACES as u8).contains(d),
            "die must be 1..=5, found {d}"
        );
    }
    let mut out = String::new();
    writeln!(out, "{}", max_score(dice)).expect("writing to a String cannot fail");
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

    /// The four routes a piece can follow, written out from the statement as cell labels,
    /// independently of `BOARD`. A label names one physical cell; its digits are the score.
    /// Routes share their prefix up to the blue cell where they branch.
    fn routes() -> Vec<Vec<String>> {
        let outer_to = |last: u32| (1..=last / 2).map(|k| format!("o{}", 2 * k));
        let tail = ["m25", "m30", "m35", "o40", "end"];
        let mut red: Vec<String> = vec!["start".into()];
        red.extend(outer_to(40));
        red.push("end".into());
        let mut routes = vec![red];
        for (branch, inner) in [
            (10, &["a13", "a16", "a19"][..]),
            (20, &["b22", "b24"][..]),
            (30, &["c28", "c27", "c26"][..]),
        ] {
            let mut r: Vec<String> = vec!["start".into()];
            r.extend(outer_to(branch));
            r.extend(inner.iter().chain(&tail).map(|s| s.to_string()));
            routes.push(r);
        }
        routes
    }

    /// Oracle: every sequence of piece choices, a piece as (route, index along it).
    struct Brute {
        /// Per route: the cell id and score at each index.
        cell: Vec<Vec<usize>>,
        score: Vec<Vec<u16>>,
        /// The id of the finish cell.
        end: usize,
        dice: [u8; TURNS],
    }

    impl Brute {
        fn new(dice: [u8; TURNS]) -> Self {
            let mut names: Vec<String> = Vec::new();
            let mut cell = Vec::new();
            let mut score = Vec::new();
            for route in routes() {
                let mut ids = Vec::new();
                let mut scores = Vec::new();
                for label in route {
                    let digits: String = label.chars().filter(char::is_ascii_digit).collect();
                    scores.push(digits.parse().unwrap_or(0));
                    match names.iter().position(|n| *n == label) {
                        Some(id) => ids.push(id),
                        None => {
                            ids.push(names.len());
                            names.push(label);
                        }
                    }
                }
                cell.push(ids);
                score.push(scores);
            }
            let end = names.iter().position(|n| n == "end").expect("end cell");
            Brute {
                cell,
                score,
                end,
                dice,
            }
        }

        /// The best score of turns `turn..`, trying every piece on every turn.
        fn best(&self, turn: usize, route: [usize; PIECES], idx: [usize; PIECES]) -> u16 {
            if turn == TURNS {
                return 0;
            }
            let mut best = 0;
            for p in 0..PIECES {
                let mut r = route[p];
                if self.cell[r][idx[p]] == self.end {
                    continue;
                }
                // On the red route, a move that begins on 10, 20 or 30 (indices 5, 10, 15)
                // takes that blue route.
                if r == 0 && matches!(idx[p], 5 | 10 | 15) {
                    r = idx[p] / 5;
                }
                let to = (idx[p] + usize::from(self.dice[turn])).min(self.cell[r].len() - 1);
                let target = self.cell[r][to];
                let mut taken = false;
                for q in 0..PIECES {
                    if q != p && self.cell[route[q]][idx[q]] == target {
                        taken = true;
                    }
                }
                if taken && target != self.end {
                    continue;
                }
                let mut next_route = route;
                let mut next_idx = idx;
                next_route[p] = r;
                next_idx[p] = to;
                let total = self.score[r][to] + self.best(turn + 1, next_route, next_idx);
                best = best.max(total);
            }
            best
        }
    }

    fn brute(dice: [u8; TURNS]) -> u16 {
        Brute::new(dice).best(0, [0; PIECES], [0; PIECES])
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
    fn statement_examples() {
        assert_eq!(solve("1 2 3 4 1 2 3 4 1 2\n"), "190\n");
        assert_eq!(solve("1 1 1 1 1 1 1 1 1 1\n"), "133\n");
        assert_eq!(solve("5 1 2 3 4 5 5 3 2 4\n"), "214\n");
        assert_eq!(solve("5 5 5 5 5 5 5 5 5 5\n"), "130\n");
    }

    #[test]
    fn all_equal_dice() {
        // All 1s: one piece walks 2, 4, 6, 8, 10, 13, 16, 19, 25, 30.
        assert_eq!(max_score([1; TURNS]), 133);
        // All 5s: three pieces score 10, the inner 30 (via 13, 16, 19, 25) and finish;
        // the fourth piece gets the last 5 and its 10.
        assert_eq!(max_score([5; TURNS]), 130);
        for face in 1..=FACES as u8 {
            assert_eq!(
                max_score([face; TURNS]),
                brute([face; TURNS]),
                "all {face}s"
            );
        }
    }

    #[test]
    fn board_shape() {
        // 10 → 13 → 16 → 19 → 25 → 30 → 35 → 40 → finish.
        let walk: Vec<u16> = (1..=FACES)
            .map(|d| BOARD[usize::from(JUMP[5][d])].score)
            .collect();
        assert_eq!(walk, [13, 16, 19, 25, 30]);
        assert_eq!(BOARD[usize::from(JUMP[30][2])].score, 35);
        assert_eq!(JUMP[30][3], 20, "the inner route rejoins the outer 40");
        assert_eq!(JUMP[30][4], FINISH);
        // The three blue routes meet on one 25 cell.
        assert_eq!(JUMP[5][4], JUMP[10][3]);
        assert_eq!(JUMP[10][3], JUMP[15][4]);
        // Passing a blue cell mid-move stays on the red route.
        assert_eq!(BOARD[usize::from(JUMP[4][2])].score, 12);
        // Finish is a sink.
        assert!(JUMP[usize::from(FINISH)].iter().all(|&c| c == FINISH));
        assert_eq!(MAX_GAIN, 40);
    }

    #[test]
    fn inner_cells_are_not_outer_cells() {
        // A piece on the inner 30 does not block a piece landing on the outer 30,
        // and the outer 30 turns blue while the inner 30 does not.
        assert_ne!(JUMP[10][4], 15);
        assert_eq!(BOARD[usize::from(JUMP[10][4])].score, 30);
        assert_eq!(BOARD[usize::from(JUMP[31][1])].score, 35);
        assert_eq!(BOARD[usize::from(JUMP[15][1])].score, 28);
    }

    #[test]
    fn input_may_use_crlf_and_tabs() {
        assert_eq!(solve("1\t2 3 4 1\r\n2 3 4 1 2\r\n"), "190\n");
    }

    #[test]
    fn matches_brute_force_on_random_dice() {
        let mut rng = XorShift(0x1782_5d1c_e0ba_5eed);
        for _ in 0..40 {
            let mut dice = [0u8; TURNS];
            for d in &mut dice {
                *d = (rng.next() % FACES as u64) as u8 + 1;
            }
            assert_eq!(max_score(dice), brute(dice), "dice {dice:?}");
        }
    }

    /// `Search::run` counting the positions it visits: the same bound and the same moves
    /// (`landings`), with the pieces passed by value.
    struct Counted {
        dice: [u8; TURNS],
        best: u16,
        nodes: u32,
    }

    impl Counted {
        fn run(&mut self, turn: usize, pos: [u8; PIECES], total: u16) {
            self.nodes += 1;
            if turn == TURNS {
                self.best = self.best.max(total);
                return;
            }
            if total + MAX_GAIN * (TURNS - turn) as u16 <= self.best {
                return;
            }
            let d = usize::from(self.dice[turn]);
            for (i, landing) in landings(&pos, d).into_iter().enumerate() {
                if let Some(to) = landing {
                    let mut next = pos;
                    next[i] = to;
                    self.run(turn + 1, next, total + BOARD[usize::from(to)].score);
                }
            }
        }
    }

    /// The best total for the given dice, and the number of search nodes visited.
    fn search(dice: [u8; TURNS]) -> (u16, u32) {
        let mut s = Counted {
            dice,
            best: 0,
            nodes: 0,
        };
        s.run(0, [START; PIECES], 0);
        assert_eq!(s.best, max_score(dice), "the count follows the real search");
        (s.best, s.nodes)
    }

    #[test]
    fn slowest_input_stays_small() {
        // The input with the most search nodes over all 5^10 (found by a separate sweep).
        let (best, nodes) = search([3, 2, 4, 5, 5, 5, 5, 5, 5, 5]);
        assert_eq!(best, 194);
        assert!(nodes <= 7_658, "{nodes} nodes");
        let (_, typical) = search([1, 2, 3, 4, 1, 2, 3, 4, 1, 2]);
        assert!(typical < 2_000, "{typical} nodes");
    }

    #[test]
    #[should_panic(expected = "die must be 1..=5")]
    fn rejects_bad_die() {
        solve("1 2 3 4 6 1 2 3 4 1");
    }
}
