//! Plain exhaustive minimax for programmers-92345, the oracle for the expected outputs.
//! Reads the three argument lines (board, aloc, bloc) and prints the number of moves.
//! No pruning and no memo: every line of play is followed to its end, and each player
//! picks by the statement's rule (a win beats a loss; the shortest win, the longest loss).
use std::io::Read;

/// The integers of a line, in order, ignoring brackets, commas and spaces.
fn numbers(line: &str) -> Vec<usize> {
    line.split(|ch: char| !ch.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().expect("number"))
        .collect()
}

/// Returns (the player to move on `me` wins, moves until the game ends).
fn game(alive: &mut Vec<Vec<bool>>, me: (usize, usize), other: (usize, usize)) -> (bool, u32) {
    if !alive[me.0][me.1] {
        // The other player left the cell we shared: it is gone, we lose.
        return (false, 0);
    }
    let mut wins: Vec<u32> = Vec::new();
    let mut losses: Vec<u32> = Vec::new();
    let (h, w) = (alive.len(), alive[0].len());
    let mut steps = Vec::new();
    if me.0 > 0 {
        steps.push((me.0 - 1, me.1));
    }
    if me.0 + 1 < h {
        steps.push((me.0 + 1, me.1));
    }
    if me.1 > 0 {
        steps.push((me.0, me.1 - 1));
    }
    if me.1 + 1 < w {
        steps.push((me.0, me.1 + 1));
    }
    for to in steps {
        if !alive[to.0][to.1] {
            continue;
        }
        alive[me.0][me.1] = false;
        let (other_wins, rest) = game(alive, other, to);
        alive[me.0][me.1] = true;
        if other_wins {
            losses.push(rest + 1);
        } else {
            wins.push(rest + 1);
        }
    }
    if let Some(&m) = wins.iter().min() {
        (true, m)
    } else if let Some(&m) = losses.iter().max() {
        (false, m)
    } else {
        // No foothold to step to.
        (false, 0)
    }
}

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).expect("stdin");
    let lines: Vec<&str> = input.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 3, "expected three lines");
    // Rows are the runs of cells between a '[' and the next ']' at the innermost level.
    let mut alive: Vec<Vec<bool>> = Vec::new();
    let inner = lines[0]
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']');
    for row in inner.split(']') {
        let cells = numbers(row);
        if !cells.is_empty() {
            alive.push(cells.iter().map(|&x| x == 1).collect());
        }
    }
    let a = numbers(lines[1]);
    let b = numbers(lines[2]);
    let (_, moves) = game(&mut alive, (a[0], a[1]), (b[0], b[1]));
    println!("{moves}");
}
