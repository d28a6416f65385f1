// expect: TLE
//! A known slow solution of BOJ 17825: the full search, right in every answer, but the
//! search of the rest of the game sits inside a loop over the four pieces, so every move is
//! searched four times: 16 branches a turn instead of 4, about 4^10 times the plain search.
use std::io::{self, Read};

/// Scores along the four paths: red only, and via the blue arrows of 10, 20 and 30.
fn paths() -> Vec<Vec<u32>> {
    let outer = |to: u32| (0..=to).step_by(2).collect::<Vec<u32>>();
    let tail = [25, 30, 35, 40, 0];
    let mut red = outer(40);
    red.push(0);
    let mut via10 = outer(10);
    via10.extend([13, 16, 19]);
    via10.extend(tail);
    let mut via20 = outer(20);
    via20.extend([22, 24]);
    via20.extend(tail);
    let mut via30 = outer(30);
    via30.extend([28, 27, 26]);
    via30.extend(tail);
    vec![red, via10, via20, via30]
}

/// A number naming the physical cell at `step` of path `p`.
fn cell(paths: &[Vec<u32>], p: usize, step: usize) -> usize {
    if p == 0 {
        return step; // 0 start, 1..=20 the outer cells, 21 finish
    }
    let from_end = paths[p].len() - 1 - step;
    let branch = 5 * p; // the path leaves the outer route after this step
    if step <= branch {
        step
    } else if from_end == 0 {
        21 // finish
    } else if from_end == 1 {
        20 // the outer 40
    } else if from_end <= 4 {
        100 + from_end // shared 35, 30, 25
    } else {
        200 + 10 * p + step // a cell of one blue route only
    }
}

struct Game {
    paths: Vec<Vec<u32>>,
    dice: Vec<usize>,
}

impl Game {
    fn best(&self, turn: usize, pieces: [(usize, usize); 4]) -> u32 {
        if turn == self.dice.len() {
            return 0;
        }
        let mut best = 0;
        for i in 0..4 {
            let (mut p, step) = pieces[i];
            if cell(&self.paths, p, step) == 21 {
                continue; // finished pieces cannot be picked
            }
            if p == 0 && [10, 20, 30].contains(&self.paths[0][step]) {
                p = self.paths[0][step] as usize / 10; // the blue arrow
            }
            let to = (step + self.dice[turn]).min(self.paths[p].len() - 1);
            let c = cell(&self.paths, p, to);
            let blocked = c != 21
                && (0..4).any(|j| j != i && cell(&self.paths, pieces[j].0, pieces[j].1) == c);
            if blocked {
                continue;
            }
            let mut next = pieces;
            next[i] = (p, to);
            // The search was meant to follow this loop over the other pieces, not sit in it.
            for _other in 0..4 {
                best = best.max(self.paths[p][to] + self.best(turn + 1, next));
            }
        }
        best
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).expect("stdin");
    let dice: Vec<usize> = input
        .split_ascii_whitespace()
        .map(|t| t.parse().expect("die"))
        .collect();
    assert_eq!(dice.len(), 10, "ten dice expected");
    assert!(dice.iter().all(|d| (1..=5).contains(d)), "dice are 1..=5");
    let game = Game {
        paths: paths(),
        dice,
    };
    println!("{}", game.best(0, [(0, 0); 4]));
}
