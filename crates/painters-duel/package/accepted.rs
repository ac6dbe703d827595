//! A model solution of Painters' Duel, as a contestant would write it: a plain minimax over the
//! painted rooms (a bit set of at most 36 rooms) and the two painters' rooms. A painter with no
//! move skips her turn while the other keeps painting; the game ends when neither can move.

use std::io::Read;

/// The museum: for each room (row `i` from 0 holds rooms `i * i` to `i * i + 2 * i`), the rooms
/// that share an edge with it.
fn museum(side: usize) -> Vec<Vec<usize>> {
    let index = |row: usize, place: usize| row * row + place;
    let mut next = vec![Vec::new(); side * side];
    for row in 0..side {
        for place in 0..2 * row + 1 {
            let here = &mut next[index(row, place)];
            if place > 0 {
                here.push(index(row, place - 1));
            }
            if place < 2 * row {
                here.push(index(row, place + 1));
            }
            // Even places (from 0) point up and touch the row below; odd ones the row above.
            if place % 2 == 0 && row + 1 < side {
                here.push(index(row + 1, place + 1));
            }
            if place % 2 == 1 {
                here.push(index(row - 1, place - 1));
            }
        }
    }
    next
}

/// Alma's rooms minus Berthe's from now on, with best play; `at[0]` is Alma's room, `at[1]`
/// Berthe's, and `turn` says who moves.
fn play(next: &[Vec<usize>], painted: u64, at: [usize; 2], turn: usize) -> i32 {
    let free = |room: &&usize| painted >> **room & 1 == 0;
    let can_move = |who: usize| next[at[who]].iter().any(|room| free(&room));
    if !can_move(turn) {
        return if can_move(1 - turn) {
            play(next, painted, at, 1 - turn)
        } else {
            0
        };
    }
    let sign = if turn == 0 { 1 } else { -1 };
    let mut best = i32::MIN;
    for &room in next[at[turn]].iter().filter(free) {
        let mut moved = at;
        moved[turn] = room;
        best = best.max(1 + sign * play(next, painted | 1 << room, moved, 1 - turn));
    }
    sign * best
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let mut numbers = text.split_whitespace().map(|t| t.parse::<usize>().unwrap());
    let mut read = || numbers.next().unwrap();
    let tests = read();
    for test in 1..=tests {
        let side = read();
        let room = |read: &mut dyn FnMut() -> usize| {
            let row = read() - 1;
            row * row + read() - 1
        };
        let alma = room(&mut read);
        let berthe = room(&mut read);
        let mut painted = 1 << alma | 1 << berthe;
        for _ in 0..read() {
            painted |= 1 << room(&mut read);
        }
        let score = play(&museum(side), painted, [alma, berthe], 0);
        println!("Case #{test}: {score}");
    }
}
