//! BOJ 9079 · 동전 게임 (Coin Game)
//! https://www.acmicpc.net/problem/9079
//! Limits: 1 s, 128 MB. 1 ≤ T ≤ 10 boards of 3×3 coins (H or T).
//! Approach: flips commute and a line flipped twice cancels out, so an answer is a subset of
//!   the 8 lines. A table built at compile time from the 256 subsets maps all 512 boards to
//!   the fewest lines that make them uniform; each board is then one lookup.
//! Complexity: 256·8 steps at compile time; O(T) time and O(1) memory per run.
//! I/O: streamed through 64 KiB buffers, `solve<R: BufRead, W: Write>`: on the bench VM every
//!   fresh page faults in at ~4–5 µs, so reading the T = 10⁵ bench input whole cost ~3.5–4x an
//!   empty program; streaming runs all of it in ~3x. The scan keeps its place across refills,
//!   so a token or board may straddle two reads. A board in the statement's layout (`H T T\n`
//!   rows) lying whole in the buffer is decoded 8 bytes at a time; others (CRLF, tabs) bytewise.
//! Notes: a board is a 9-bit mask, bit 3·row + col set for T. Lines whose XOR is x solve exactly
//!   x (to all H) and x ^ 0x1FF (to all T). They span only 128 masks, so 384 boards answer -1
//!   and the rest need at most 4 flips (i8 is plenty).

use std::io::{self, BufRead, BufReader, BufWriter, Write};

/// All nine coins: the board mask of "all T".
const FULL: u16 = 0x1FF;

/// The 8 lines as masks: 3 rows, 3 columns, 2 diagonals.
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// `MIN_FLIPS[board]` is the fewest line flips that make `board` uniform, or -1.
/// A `static`, so the one table in the binary is indexed in place.
static MIN_FLIPS: [i8; 512] = build_table();

const fn build_table() -> [i8; 512] {
    let mut table = [-1i8; 512];
    let mut subset = 0u32;
    while subset < 256 {
        let mut x = 0u16;
        let mut line = 0;
        while line < 8 {
            if subset >> line & 1 == 1 {
                x ^= LINES[line];
            }
            line += 1;
        }
        // At most 8 lines, so the count fits in i8.
        let flips = subset.count_ones() as i8;
        let targets = [x, x ^ FULL];
        let mut k = 0;
        while k < 2 {
            let b = targets[k] as usize;
            if table[b] < 0 || flips < table[b] {
                table[b] = flips;
            }
            k += 1;
        }
        subset += 1;
    }
    table
}

/// The output line for `board`: its fewest flips, or -1.
fn answer_line(board: u16) -> &'static [u8] {
    const TEXT: [&[u8]; 6] = [b"-1\n", b"0\n", b"1\n", b"2\n", b"3\n", b"4\n"];
    // MIN_FLIPS holds -1..=4, so the index is 0..=5.
    TEXT[(MIN_FLIPS[usize::from(board & FULL)] + 1) as usize]
}

/// Where the scan of the input stands between two bytes. It outlives each refill of the
/// buffer, so a token or a board may straddle two reads.
struct Scan {
    /// `None` while T is being read; then the boards still to answer.
    left: Option<usize>,
    /// The digits of T read so far.
    t: usize,
    /// The coins of the board being read, and how many there are.
    board: u16,
    cells: u32,
    /// Whether the last byte belonged to a token (a digit of T or a coin).
    in_token: bool,
}

impl Scan {
    fn new() -> Self {
        Scan {
            left: None,
            t: 0,
            board: 0,
            cells: 0,
            in_token: false,
        }
    }

    /// All T boards read, the last coin ended by whitespace or the end of input.
    fn done(&self) -> bool {
        self.left == Some(0) && !self.in_token
    }

    /// Whether a whole board may start here: after whitespace, between boards, boards left.
    fn at_board_start(&self) -> bool {
        matches!(self.left, Some(left) if left > 0) && self.cells == 0 && !self.in_token
    }

    /// At a board start, takes the 18 bytes of a board in the statement's exact layout: as
    /// they end in whitespace, the scan is at the next board start after them.
    fn exact_board(&mut self, bytes: &[u8]) -> Option<u16> {
        debug_assert!(self.at_board_start());
        let board = decode_exact(bytes)?;
        self.left = self.left.map(|left| left - 1);
        Some(board)
    }

    /// Takes one byte (never called once `done`); returns the board it completes, if any.
    fn step(&mut self, byte: u8) -> Option<u16> {
        let space = byte.is_ascii_whitespace();
        let mut completed = None;
        match self.left {
            None if space => {
                if self.in_token {
                    self.left = Some(self.t);
                }
            }
            None => {
                assert!(
                    byte.is_ascii_digit(),
                    "T must be a number, found {:?}",
                    char::from(byte)
                );
                let digit = usize::from(byte - b'0');
                self.t = self
                    .t
                    .checked_mul(10)
                    .and_then(|t| t.checked_add(digit))
                    .expect("T is too large");
            }
            Some(_) if space => {}
            Some(_) if self.in_token => {
                panic!(
                    "coin must be one letter, found {:?} after one",
                    char::from(byte)
                );
            }
            Some(left) => {
                // `&`, not `&&`: the coin is random, so a branch on it would often mispredict.
                if (byte != b'H') & (byte != b'T') {
                    panic!("coin must be H or T, found {:?}", char::from(byte));
                }
                self.board |= u16::from(byte == b'T') << self.cells;
                self.cells += 1;
                if self.cells == 9 {
                    completed = Some(self.board);
                    self.board = 0;
                    self.cells = 0;
                    self.left = Some(left - 1);
                }
            }
        }
        self.in_token = !space;
        completed
    }
}

/// Streams the answers for `input` to `output`: reads only up to the end of the T-th board
/// and keeps no more than the reader's and the writer's buffers.
///
/// # Panics
/// On malformed input (a bad T or coin, too few coins), with a message saying which.
fn solve<R: BufRead, W: Write>(mut input: R, mut output: W) -> io::Result<()> {
    let mut scan = Scan::new();
    while !scan.done() {
        let buf = input.fill_buf()?;
        if buf.is_empty() {
            // The end of input ends the last token, as whitespace would.
            scan.step(b' ');
            assert!(scan.done(), "unexpected end of input");
            break;
        }
        let mut i = 0;
        while i < buf.len() && !scan.done() {
            if scan.at_board_start() {
                if let Some(board) = buf.get(i..i + 18).and_then(|b| scan.exact_board(b)) {
                    output.write_all(answer_line(board))?;
                    i += 18;
                    continue;
                }
            }
            if let Some(board) = scan.step(buf[i]) {
                output.write_all(answer_line(board))?;
            }
            i += 1;
        }
        input.consume(i);
    }
    output.flush()
}

/// Decodes one board in the statement's layout, the 18 bytes `H T T\nH T T\nT H H\n`, or
/// `None` if any byte is out of place. Works on 8 bytes at a time (SWAR) and never branches
/// on a coin: coins are random, so such a branch would be mispredicted half the time.
fn decode_exact(chunk: &[u8]) -> Option<u16> {
    // Bytes 0..8 hold cells 0..=3 and bytes 8..16 cells 4..=7, coins in the even bytes.
    const SEPARATORS: [u64; 2] = [
        u64::from_le_bytes([0, b' ', 0, b' ', 0, b'\n', 0, b' ']),
        u64::from_le_bytes([0, b' ', 0, b'\n', 0, b' ', 0, b' ']),
    ];
    let chunk: &[u8; 18] = chunk.try_into().ok()?;
    let mut board = 0;
    for (i, separators) in SEPARATORS.into_iter().enumerate() {
        let word = u64::from_le_bytes(chunk[8 * i..8 * i + 8].try_into().ok()?);
        board |= decode_word(word, separators)? << (4 * i);
    }
    let last = [chunk[16], chunk[17]];
    // `&`, not `&&`: both sides are cheap, and short-circuiting would branch on the coin.
    if (last != *b"H\n") & (last != *b"T\n") {
        return None;
    }
    Some(board | u16::from(last[0] == b'T') << 8)
}

/// Four cells from 8 bytes: coins in the even bytes, `separators` in the odd ones.
fn decode_word(word: u64, separators: u64) -> Option<u16> {
    const COIN_BYTES: u64 = 0x00FF_00FF_00FF_00FF;
    const LOW_BITS: u64 = 0x0001_0001_0001_0001;
    const ALL_H: u64 = 0x0048_0048_0048_0048; // b'H' in every coin byte.
    if word & !COIN_BYTES != separators {
        return None;
    }
    // b'H' ^ b'H' = 0x00 and b'T' ^ b'H' = 0x1C: a coin byte is valid iff it is now one of them.
    let x = (word & COIN_BYTES) ^ ALL_H;
    let tails = (x >> 4) & LOW_BITS; // 1 in each coin byte that held T.
    if x != tails * 0x1C {
        return None;
    }
    // Multiplying moves the bits at 0, 16, 32, 48 to 48..=51; no two partial products meet.
    Some((tails.wrapping_mul(0x0001_0002_0004_0008) >> 48) as u16)
}

fn main() {
    let input = BufReader::with_capacity(1 << 16, io::stdin().lock());
    let output = BufWriter::with_capacity(1 << 16, io::stdout().lock());
    solve(input, output).expect("stdin or stdout failed");
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;

    /// Reader buffer sizes every test input is also run with: tiny ones split every token
    /// and board across reads; 17, 18 and 19 sit at the size of one exact board.
    const SMALL_BUFFERS: [usize; 9] = [1, 2, 3, 7, 17, 18, 19, 36, 64];

    /// The output of `solve` when reading `input` through a buffer of `capacity` bytes.
    fn run(input: &str, capacity: usize) -> String {
        let mut out = Vec::new();
        solve(
            BufReader::with_capacity(capacity, input.as_bytes()),
            &mut out,
        )
        .expect("in memory");
        String::from_utf8(out).expect("answers are ASCII")
    }

    /// The output for `input` read in one piece, after checking that every small buffer
    /// gives the same.
    fn solve_str(input: &str) -> String {
        let whole = run(input, input.len().max(1));
        for capacity in SMALL_BUFFERS {
            assert_eq!(
                run(input, capacity),
                whole,
                "buffer of {capacity}, input:\n{input}"
            );
        }
        whole
    }

    type Grid = [[bool; 3]; 3];

    /// The 8 lines as cell lists, written out independently of `LINES`.
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

    /// Ways to lay a board out: the statement's, and others that only the tokenizer accepts.
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
        assert_eq!(solve_str(input), "2\n-1\n4\n");
    }

    #[test]
    fn every_board_matches_bfs_on_both_paths() {
        for index in 0..512 {
            let g = grid_of(index);
            let expected = format!("{}\n", bfs(g));
            let exact = render(&g, Layout::Exact);
            assert_eq!(
                decode_exact(exact.as_bytes()),
                Some(index as u16),
                "{exact:?}"
            );
            assert_eq!(
                solve_str(&format!("1\n{exact}")),
                expected,
                "board:\n{exact}"
            );
            let crlf = render(&g, Layout::Crlf);
            assert_eq!(decode_exact(&crlf.as_bytes()[..18]), None, "{crlf:?}");
            assert_eq!(
                solve_str(&format!("1\r\n{crlf}")),
                expected,
                "board:\n{crlf}"
            );
        }
    }

    #[test]
    fn table_agrees_with_bfs_and_shape() {
        let answers: Vec<i32> = (0..512).map(|i| bfs(grid_of(i))).collect();
        for (i, &a) in answers.iter().enumerate() {
            assert_eq!(i32::from(MIN_FLIPS[i]), a, "board {i:09b}");
        }
        // The 8 lines span 2^7 masks and FULL (three rows) is one of them: 128 solvable boards.
        assert_eq!(answers.iter().filter(|&&a| a >= 0).count(), 128);
        assert_eq!(answers.iter().max(), Some(&4));
        // A board and its mirror image (H <-> T) need the same flips.
        for (i, &a) in answers.iter().enumerate() {
            assert_eq!(a, answers[i ^ 0x1FF]);
        }
    }

    #[test]
    fn uniform_boards_need_nothing() {
        assert_eq!(solve_str("1\nH H H\nH H H\nH H H\n"), "0\n");
        assert_eq!(solve_str("1\nT T T\nT T T\nT T T\n"), "0\n");
        assert_eq!(
            solve_str("2\nH H H H H H H H H\nT T T T T T T T T"),
            "0\n0\n"
        );
    }

    #[test]
    fn unreachable_boards() {
        // A lone tail anywhere but the centre, and its mirror image, cannot be fixed.
        assert_eq!(solve_str("1\nH H H\nH H H\nH H T\n"), "-1\n");
        assert_eq!(solve_str("1\nT T T\nH T T\nT T T\n"), "-1\n");
        assert_eq!(solve_str("1\nH T H\nH H H\nH H H\n"), "-1\n");
    }

    #[test]
    fn hardest_boards_need_four() {
        // A lone tail (or head) in the centre is solvable, and needs the most flips.
        assert_eq!(solve_str("1\nH H H\nH T H\nH H H\n"), "4\n");
        assert_eq!(solve_str("1\nT T T\nT H T\nT T T\n"), "4\n");
    }

    #[test]
    fn one_line_away() {
        assert_eq!(solve_str("1\nT T T\nH H H\nH H H\n"), "1\n");
        assert_eq!(solve_str("1\nT H H\nH T H\nH H T\n"), "1\n");
        assert_eq!(solve_str("1\nH H T\nH T H\nT H H\n"), "1\n");
    }

    #[test]
    fn crlf_and_tabs() {
        let input = "2\r\nH T T\r\nH T T\r\nT H H\r\nT\tH H\r\nH H H\r\nH H H\r\n";
        assert_eq!(solve_str(input), "2\n-1\n");
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
                // Mostly the statement's layout (the fast path), else one read byte by byte,
                // so the scan switches between the two mid-input.
                let layout = LAYOUTS[(rng.next() % 6).min(3) as usize];
                let g = grid_of((rng.next() % 512) as usize);
                input.push_str(&render(&g, layout));
                expected.push_str(&format!("{}\n", bfs(g)));
            }
            assert_eq!(solve_str(&input), expected, "input:\n{input}");
        }
    }

    #[test]
    fn boards_straddle_large_buffers() {
        // 18-byte boards against buffers that are not multiples of 18: a board in the exact
        // layout is cut at many offsets and finished byte by byte after the refill.
        let mut rng = XorShift(0x9079_b0a4_d5ee);
        let t = 2000;
        let mut input = format!("{t}\n");
        let mut expected = String::new();
        for k in 0..t {
            let g = grid_of((rng.next() % 512) as usize);
            let layout = if k % 97 == 0 {
                Layout::Crlf
            } else {
                Layout::Exact
            };
            input.push_str(&render(&g, layout));
            expected.push_str(&format!("{}\n", bfs(g)));
        }
        for capacity in [20, 35, 100, 1000, 4096, 1 << 16] {
            assert_eq!(run(&input, capacity), expected, "buffer of {capacity}");
        }
    }

    /// What `decode_exact` computes, written plainly: byte by byte, in the statement's layout.
    fn decode_plain(chunk: &[u8]) -> Option<u16> {
        if chunk.len() != 18 {
            return None;
        }
        let mut board = 0;
        for (cell, pair) in chunk.chunks(2).enumerate() {
            let separator = if cell % 3 == 2 { b'\n' } else { b' ' };
            if pair[1] != separator {
                return None;
            }
            match pair[0] {
                b'H' => {}
                b'T' => board |= 1 << cell,
                _ => return None,
            }
        }
        Some(board)
    }

    #[test]
    fn swar_decoder_matches_plain_one() {
        let mut rng = XorShift(0x5ca1_ab1e_9079);
        for index in 0..512 {
            let text = render(&grid_of(index), Layout::Exact);
            let bytes = text.as_bytes();
            assert_eq!(decode_exact(bytes), Some(index as u16), "{text:?}");
            // Every single-byte change, on a spread of boards (all 512 are slow in debug).
            if index % 7 == 0 {
                for pos in 0..18 {
                    for byte in 0..=255 {
                        let mut changed = bytes.to_vec();
                        changed[pos] = byte;
                        assert_eq!(
                            decode_exact(&changed),
                            decode_plain(&changed),
                            "{changed:?}"
                        );
                    }
                }
            }
            // A few changes at once, drawn mostly from the bytes that belong in a board.
            for _ in 0..20 {
                let mut changed = bytes.to_vec();
                for _ in 0..1 + rng.next() % 3 {
                    let pos = (rng.next() % 18) as usize;
                    changed[pos] = match rng.next() % 5 {
                        0 => b'H',
                        1 => b'T',
                        2 => b' ',
                        3 => b'\n',
                        _ => rng.next() as u8,
                    };
                }
                assert_eq!(
                    decode_exact(&changed),
                    decode_plain(&changed),
                    "{changed:?}"
                );
            }
        }
    }

    #[test]
    fn fast_path_only_takes_the_exact_layout() {
        let board = "H T T\nH T T\nT H H\n";
        assert_eq!(decode_exact(board.as_bytes()), Some(0b001_110_110));
        for other in [
            board.replace("T H", "T  H"),
            board.replace('\n', "\r\n"),
            board.replace('\n', " "),
            board.replace(' ', "\t"),
            board.replace("T H H", "T H X"),
            board.replace("T H H", "THH  "),
        ] {
            assert_eq!(decode_exact(&other.as_bytes()[..18]), None, "{other:?}");
        }
        // Valid input the fast path declines is still read, byte by byte.
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
            assert_eq!(solve_str(&input), "2\n", "input: {input:?}");
        }
    }

    #[test]
    fn stops_after_t_boards() {
        // Whatever follows the T-th board is never read, as in the statement's bound.
        let board = "H T T\nH T T\nT H H\n";
        assert_eq!(solve_str(&format!("1\n{board}junk")), "2\n");
        assert_eq!(solve_str(&format!("1\n{board}{board}")), "2\n");
        assert_eq!(solve_str("0\n"), "");
    }

    #[test]
    #[should_panic(expected = "coin must be H or T, found 'X'")]
    fn rejects_bad_coin() {
        solve_str("1\nH H H\nH X H\nH H H\n");
    }

    #[test]
    #[should_panic(expected = "coin must be one letter")]
    fn rejects_glued_coins() {
        solve_str("1\nHTT\nHTT\nTHH\n");
    }

    #[test]
    #[should_panic(expected = "coin must be one letter")]
    fn rejects_a_glued_last_coin() {
        solve_str("1\nH T T\nH T T\nT H HH\n");
    }

    #[test]
    #[should_panic(expected = "unexpected end of input")]
    fn rejects_missing_boards() {
        solve_str("2\nH T T\nH T T\nT H H\n");
    }

    #[test]
    #[should_panic(expected = "unexpected end of input")]
    fn rejects_empty_input() {
        solve_str("");
    }

    #[test]
    #[should_panic(expected = "T must be a number")]
    fn rejects_bad_count() {
        solve_str("x\nH T T\nH T T\nT H H\n");
    }

    #[test]
    #[should_panic(expected = "T is too large")]
    fn rejects_huge_count() {
        solve_str("99999999999999999999999\n");
    }
}
