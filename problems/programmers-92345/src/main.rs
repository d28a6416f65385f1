//! Programmers 92345 · 사라지는 발판 (Disappearing Footholds)
//! https://school.programmers.co.kr/learn/courses/30/lessons/92345
//! Limits: none published; local bound 10 s / 1024 MB. Board 1..=5 × 1..=5, cells 0 or 1.
//! Approach: negamax with alpha-beta over (remaining footholds as a 25-bit mask, mover, other).
//!   A game of L moves scores MATE − L for the winner and L − MATE for the loser, so "win fast,
//!   lose slowly" is one number; L = MATE − |root value|. Moves toward the opponent go first;
//!   a mover who can step off a shared cell or strand the opponent wins at once.
//! Complexity: exponential in the worst case; on the full 5×5 board the pruning keeps the
//!   search under 10 000 nodes from every start pair (the tests count them).
//! Notes: every move removes one foothold, so a game has at most 24 moves and scores stay
//!   within ±MATE = ±100 (i32). No memo: the mask records the path, so transpositions are
//!   rare. The submission part uses only long-stable std.

/// Larger than any game length, so every win (MATE − L > 0) beats every loss (L − MATE < 0).
const MATE: i32 = 100;
/// Outside every score: the initial alpha-beta window.
const INF: i32 = MATE + 1;

/// The board's geometry; the footholds travel as a bit mask.
struct Game {
    /// `at[c]`: (row, column) of cell `c = r * width + col`, so the search never divides.
    at: Vec<(i32, i32)>,
    /// `nbr[c]`: the on-board orthogonal neighbours of cell `c`, as a mask.
    nbr: Vec<u32>,
}

/// A position as the search meets it, before it looks at any reply.
enum Node {
    /// The value is known at once: the mover has lost, or wins with the next move.
    Decided(i32),
    /// The footholds left once the mover steps off, and the `count` cells in `to` the mover
    /// may step to, in the order to try them.
    Moves {
        rest: u32,
        to: [usize; 4],
        count: usize,
    },
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

    /// The position with the mover on `me` and the other player on `opp`, `ply` moves into
    /// the game, when the mover already has `alpha`: its value if the rules or the window
    /// settle it, else the mover's moves.
    fn node(&self, mask: u32, me: usize, opp: usize, ply: i32, alpha: i32) -> Node {
        let lose_now = Node::Decided(ply - MATE);
        // Rule 2: the other player stepped off the cell we shared.
        if mask >> me & 1 == 0 {
            return lose_now;
        }
        let rest = mask & !(1 << me);
        // Keys (distance to the opponent, 4 − exits after the move, cell) packed in 8 + 3 + 5
        // bits, so sorting them tries nearer cells first, then freer ones.
        let mut keys = [0u32; 4];
        let mut count = 0;
        let mut to = self.nbr[me] & mask;
        while to != 0 {
            let n = to.trailing_zeros() as usize;
            to &= to - 1;
            keys[count] = self.dist(n, opp) << 8 | (4 - self.exits(rest, n)) << 5 | n as u32;
            count += 1;
        }
        // Rule 1: no foothold to step to.
        if count == 0 {
            return lose_now;
        }
        // No result beats winning with this move. It is ours if we share the opponent's cell
        // (it vanishes) or if the opponent has no foothold left beside them; and when alpha
        // already reaches it, nothing here can raise alpha.
        let win_next = MATE - ply - 1;
        if me == opp || self.exits(rest, opp) == 0 || alpha >= win_next {
            return Node::Decided(win_next);
        }
        keys[..count].sort_unstable();
        let mut to = [0; 4];
        for (cell, key) in to.iter_mut().zip(&keys[..count]) {
            *cell = (key & 31) as usize;
        }
        Node::Moves { rest, to, count }
    }

    /// Fail-soft negamax: the value of the position for the mover standing on `me` (the other
    /// player on `opp`), `ply` moves into the game. A result inside (alpha, beta) is exact;
    /// at or below alpha it is an upper bound, at or above beta a lower bound.
    fn search(&self, mask: u32, me: usize, opp: usize, ply: i32, alpha: i32, beta: i32) -> i32 {
        let (rest, to, count) = match self.node(mask, me, opp, ply, alpha) {
            Node::Decided(value) => return value,
            Node::Moves { rest, to, count } => (rest, to, count),
        };
        let mut alpha = alpha;
        let mut best = -INF;
        for &n in &to[..count] {
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

/// The board is 1..=5 × 1..=5 and both starts are footholds, as the statement promises.
fn solution(board: Vec<Vec<i32>>, aloc: Vec<i32>, bloc: Vec<i32>) -> i32 {
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
    let game = Game::new(height, width);
    MATE - game
        .search(mask, cell(&aloc), cell(&bloc), 0, -INF, INF)
        .abs()
}

// ---- local harness: not part of the submission ----

fn main() {
    harness::main();
}

/// Generated from `solution`'s signature; `cargo judge new --regenerate-harness ID` rewrites it.
mod harness {
    /// Starts the line handing the returned value to the runner, after what `solution` printed.
    const RETURNED: &str = "\u{1e}returned\u{1e}";

    pub fn main() {
        let out = match std::io::read_to_string(std::io::stdin()) {
            Ok(input) => run(&input),
            Err(e) => Err(format!("cannot read stdin: {e}")),
        };
        let out = out.unwrap_or_else(|message| {
            eprintln!("error: {message}");
            std::process::exit(1)
        });
        print!("\n{RETURNED}{out}");
    }

    /// Reads one argument per line, calls `solution`, and formats its value as a literal.
    pub fn run(input: &str) -> Result<String, String> {
        let lines = lines::<3>(input)?;
        let board = arg(lines[0], 1, "board")?;
        let aloc = arg(lines[1], 2, "aloc")?;
        let bloc = arg(lines[2], 3, "bloc")?;
        let answer = super::solution(board, aloc, bloc);
        Ok(format!("{answer:?}\n"))
    }

    /// The input's `N` lines, one literal per argument; blank lines at the end are ignored.
    fn lines<const N: usize>(input: &str) -> Result<[&str; N], String> {
        let lines: Vec<&str> = input.trim_end().lines().collect();
        let found = lines.len();
        let error = |_| format!("expected {N} argument lines, one literal each, found {found}");
        lines.try_into().map_err(error)
    }

    /// Argument `n` (1-based), called `name`, from its line.
    fn arg<T: FromLiteral>(line: &str, n: usize, name: &str) -> Result<T, String> {
        parse(line).map_err(|e| format!("line {n} ({name}): {e}"))
    }

    /// The one literal of type `T` on `line`, spaces around it aside.
    pub fn parse<T: FromLiteral>(line: &str) -> Result<T, String> {
        let mut rest = line;
        let value = T::read(&mut rest).and_then(|value| match rest.trim_start().chars().next() {
            None => Ok(value),
            Some(c) => Err(format!("unexpected `{c}`")),
        });
        let at = line[..line.len() - rest.trim_start().len()].chars().count() + 1;
        value.map_err(|e| format!("{e} at column {at}"))
    }

    /// A value read from the start of `rest`, which moves past it (or stays where it is wrong).
    pub trait FromLiteral: Sized {
        fn read(rest: &mut &str) -> Result<Self, String>;
    }

    /// Says that `what` was expected where `rest` starts, and what is there instead.
    fn expected(rest: &str, what: &str) -> String {
        let found = match rest.trim_start().chars().next() {
            None => "the end of the line".to_string(),
            Some('[') => "a list".to_string(),
            Some('"' | '\'') => "a string".to_string(),
            Some('0'..='9') => "a number".to_string(),
            Some(c) => format!("`{c}`"),
        };
        format!("expected {what}, found {found}")
    }

    /// A number of the type called `name`.
    fn number<T: std::str::FromStr>(rest: &mut &str, name: &str) -> Result<T, String> {
        *rest = rest.trim_start();
        let end = rest.find(|c: char| !c.is_ascii_alphanumeric() && !"-+.".contains(c));
        let (word, after) = rest.split_at(end.unwrap_or(rest.len()));
        let Some('0'..='9') = word.trim_start_matches('-').chars().next() else {
            return Err(expected(rest, "a number"));
        };
        let Ok(value) = word.parse() else {
            return Err(format!("`{word}` is not {name}"));
        };
        *rest = after;
        Ok(value)
    }

    impl FromLiteral for i32 {
        fn read(rest: &mut &str) -> Result<Self, String> {
            number(rest, "i32")
        }
    }

    impl<T: FromLiteral> FromLiteral for Vec<T> {
        fn read(rest: &mut &str) -> Result<Self, String> {
            if !eat(rest, '[') {
                return Err(expected(rest, "a list"));
            }
            let mut items = Vec::new();
            while !eat(rest, ']') {
                if !items.is_empty() && !eat(rest, ',') {
                    return Err(expected(rest, "`,` or `]`"));
                }
                items.push(T::read(rest)?);
            }
            Ok(items)
        }
    }

    /// Whether `rest` starts with `c` (ASCII) after spaces; if so, `rest` moves past it.
    fn eat(rest: &mut &str, c: char) -> bool {
        *rest = rest.trim_start();
        let found = rest.starts_with(c);
        *rest = &rest[usize::from(found)..];
        found
    }

    /// Runs each stored case (`testcases/<id>/*.in`, the crate being problems/<id>) through `run`
    /// and compares it with its `.out`, whitespace outside strings aside.
    #[cfg(test)]
    pub fn judge_stored_cases(manifest_dir: &str) {
        use std::path::Path;
        let id = Path::new(manifest_dir).file_name().expect("problems/<id>");
        let dir = Path::new(manifest_dir).join("../../testcases").join(id);
        let read = |path: &Path| {
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        };
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        let mut inputs: Vec<_> = entries.flatten().map(|entry| entry.path()).collect();
        inputs.retain(|path| path.extension().is_some_and(|e| e == "in"));
        inputs.sort();
        for input in inputs {
            let got = run(&read(&input)).unwrap_or_else(|e| panic!("{}: {e}", input.display()));
            let want = read(&input.with_extension("out"));
            assert_eq!(squeeze(&got), squeeze(&want), "{}", input.display());
        }
    }

    /// A literal without its whitespace (the return type holds no strings).
    #[cfg(test)]
    fn squeeze(literal: &str) -> String {
        literal.split_whitespace().collect()
    }
}
// ---- end of the generated harness, checksum 12bd9648883012b8 ----

#[cfg(test)]
mod tests {
    use super::harness::{parse, run};
    use super::*;

    /// Every stored case of the problem through `solution` and the harness.
    #[test]
    fn stored_cases() {
        harness::judge_stored_cases(env!("CARGO_MANIFEST_DIR"));
    }

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

    /// `Game::search` counting the positions it visits: the same rules and move order
    /// (`Game::node`) and the same fail-soft alpha-beta loop, written with `max`.
    struct Counted<'a> {
        game: &'a Game,
        nodes: u64,
    }

    impl Counted<'_> {
        fn search(
            &mut self,
            mask: u32,
            me: usize,
            opp: usize,
            ply: i32,
            alpha: i32,
            beta: i32,
        ) -> i32 {
            self.nodes += 1;
            let (rest, to, count) = match self.game.node(mask, me, opp, ply, alpha) {
                Node::Decided(value) => return value,
                Node::Moves { rest, to, count } => (rest, to, count),
            };
            let (mut alpha, mut best) = (alpha, -INF);
            for &n in &to[..count] {
                let v = -self.search(rest, opp, n, ply + 1, -beta, -alpha);
                best = best.max(v);
                alpha = alpha.max(v);
                if alpha >= beta {
                    break;
                }
            }
            best
        }
    }

    #[test]
    fn full_board_search_stays_small() {
        let (board, game) = (ones(5, 5), Game::new(5, 5));
        let mut worst = 0;
        for a in 0..25 {
            for b in 0..25 {
                let mut counted = Counted {
                    game: &game,
                    nodes: 0,
                };
                let v = counted.search((1 << 25) - 1, a, b, 0, -INF, INF);
                let (a, b) = (a as i32, b as i32);
                assert_eq!(
                    MATE - v.abs(),
                    solve(&board, [a / 5, a % 5], [b / 5, b % 5])
                );
                worst = worst.max(counted.nodes);
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
        // The harness checks each line's syntax and type; the statement's bounds (board size,
        // cells 0 or 1, starts on footholds) are the site's promise to `solution`.
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
            "[1, 1]\n[0, 0]\n[0, 0]\n",
            "[[1, [1]]]\n[0, 0]\n[0, 0]\n",
            "[[1]]\n0\n[0, 0]\n",
            "[[1]]\n[0, [0]]\n[0, 0]\n",
        ];
        for input in bad {
            let err = run(input).expect_err(input);
            assert!(!err.is_empty() && !err.contains('\n'), "{input:?}: {err:?}");
        }
    }

    #[test]
    fn literal_parser_builds_nested_lists() {
        assert_eq!(parse::<i32>(" -7 "), Ok(-7));
        assert_eq!(parse::<Vec<Vec<i32>>>("[]"), Ok(vec![]));
        let board = parse::<Vec<Vec<i32>>>("[[0], [1 ,2]]");
        assert_eq!(board, Ok(vec![vec![0], vec![1, 2]]));
    }
}
