//! Tests of `src/solver/search/guess.rs`.

use painters_duel::solver::board::{NEIGHBOURS, Rooms, bit, board, reach, rooms};
use painters_duel::solver::search::guess::estimate;
use painters_duel::solver::search::order::territory;

/// The guessing search's definition, written plainly: every move searched, no window.
fn plain_estimate(mover: usize, other: usize, free: Rooms, plies: u8) -> i32 {
    let split = reach(mover, free) & reach(other, free) == 0;
    if plies == 0 || split {
        return territory(mover, other, free);
    }
    // A stuck mover's region is empty, so her position is split and scored above.
    rooms(NEIGHBOURS[mover] & free)
        .map(|m| 1 - plain_estimate(other, m, free & !bit(m), plies - 1))
        .max()
        .unwrap_or(0)
}

#[test]
fn the_guessing_search_is_its_plain_negamax() {
    let mut state = 31u64;
    for round in 0..300 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let side = 3 + round % 3;
        let all = board(side);
        let holes = u128::from(state.rotate_left(13) & state.rotate_left(37) & state);
        let a = (state >> 20) as usize % (side * side);
        let b = (state >> 40) as usize % (side * side);
        if a == b {
            continue;
        }
        let free = all & !holes & !bit(a) & !bit(b);
        let plies = (state >> 58) as u8 % 9;
        assert_eq!(
            estimate(a, b, free, plies),
            plain_estimate(a, b, free, plies),
            "side {side}, painters {a} and {b}, {plies} plies"
        );
    }
}

#[test]
fn at_the_horizon_the_estimate_is_the_territory() {
    let free = board(4) & !bit(0) & !bit(15);
    assert_eq!(estimate(0, 15, free, 0), territory(0, 15, free));
}
