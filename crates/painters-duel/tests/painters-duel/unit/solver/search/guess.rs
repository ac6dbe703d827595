//! Tests of `src/solver/search/guess.rs`.

use gamecore::rng::SplitMix64;
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
    let mut rng = SplitMix64::new(31);
    for round in 0..300 {
        let side = 3 + round % 3;
        let all = board(side);
        let holes: Rooms = (0..side * side).filter(|_| rng.chance(1, 8)).map(bit).sum();
        let a = rng.below((side * side) as u64) as usize;
        let b = rng.below((side * side) as u64) as usize;
        if a == b {
            continue;
        }
        let free = all & !holes & !bit(a) & !bit(b);
        let plies = rng.below(9) as u8;
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
