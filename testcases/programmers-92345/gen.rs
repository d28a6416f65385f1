//! Random valid input for programmers-92345: `gen SEED` prints board, aloc and bloc.
//! Boards are 1..=5 by 1..=5 with a seed-dependent share of holes; both starts are
//! footholds, and about one input in six puts both players on the same cell.
fn main() {
    let seed: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("usage: gen SEED");
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let (h, w) = (1 + next(5), 1 + next(5));
    let hole_in = 2 + next(6); // a cell is a hole with probability 1 / hole_in
    let mut board = vec![vec![0; w]; h];
    let mut feet = Vec::new();
    for (r, row) in board.iter_mut().enumerate() {
        for (c, cell) in row.iter_mut().enumerate() {
            if next(hole_in) != 0 {
                *cell = 1;
                feet.push((r, c));
            }
        }
    }
    if feet.is_empty() {
        board[0][0] = 1;
        feet.push((0, 0));
    }
    let a = feet[next(feet.len())];
    let b = if next(6) == 0 {
        a
    } else {
        feet[next(feet.len())]
    };
    let rows: Vec<String> = board
        .iter()
        .map(|row| {
            let cells: Vec<String> = row.iter().map(|v| v.to_string()).collect();
            format!("[{}]", cells.join(", "))
        })
        .collect();
    println!("[{}]", rows.join(", "));
    println!("[{}, {}]", a.0, a.1);
    println!("[{}, {}]", b.0, b.1);
}
