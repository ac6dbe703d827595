//! A deliberately wrong Painters' Duel solution for `crates/judge/tests/judge/shrunk.rs`: a plain minimax
//! that ends the game as soon as the painter to move is stuck, instead of letting her skip while
//! the other keeps painting. The first sample already shows it (2 expected, 1 printed): the
//! smallest failing input is one test on the side-2 triangle.

use std::io::Read;

/// Rooms adjacent to 0-based room (row, place) of the side-`side` triangle.
fn neighbours(side: usize, row: usize, place: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    if place > 0 {
        out.push((row, place - 1));
    }
    if place + 1 < 2 * row + 1 {
        out.push((row, place + 1));
    }
    if place.is_multiple_of(2) && row + 1 < side {
        out.push((row + 1, place + 1));
    }
    if place % 2 == 1 {
        out.push((row - 1, place - 1));
    }
    out
}

/// Alma's score minus Berthe's from here; `turn` 0 is Alma.
fn play(side: usize, painted: &mut Vec<Vec<bool>>, at: [(usize, usize); 2], turn: usize) -> i32 {
    let (row, place) = at[turn];
    let moves: Vec<(usize, usize)> = neighbours(side, row, place)
        .into_iter()
        .filter(|&(r, p)| !painted[r][p])
        .collect();
    if moves.is_empty() {
        return 0; // The mistake: the game goes on while the other painter can still move.
    }
    let sign = if turn == 0 { 1 } else { -1 };
    let mut best = i32::MIN;
    for (r, p) in moves {
        painted[r][p] = true;
        let mut next = at;
        next[turn] = (r, p);
        best = best.max(sign * (sign + play(side, painted, next, 1 - turn)));
        painted[r][p] = false;
    }
    sign * best
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let mut numbers = text
        .split_whitespace()
        .map(|t| t.parse::<usize>().expect("a number"));
    let mut next = || numbers.next().expect("more numbers");
    let tests = next();
    for case in 1..=tests {
        let side = next();
        let alma = (next() - 1, next() - 1);
        let berthe = (next() - 1, next() - 1);
        let mut painted: Vec<Vec<bool>> = (0..side).map(|r| vec![false; 2 * r + 1]).collect();
        for _ in 0..next() {
            let (r, p) = (next() - 1, next() - 1);
            painted[r][p] = true;
        }
        painted[alma.0][alma.1] = true;
        painted[berthe.0][berthe.1] = true;
        println!(
            "Case #{case}: {}",
            play(side, &mut painted, [alma, berthe], 0)
        );
    }
}
