//! Tests of `src/solver/search/guess.rs`.

use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{NEIGHBOURS, Rooms, bit, board, reach, rooms};
use painters_duel::solver::search::guess::{GUESS_PLIES, estimate, estimate_after};
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

/// A move's estimate is its child's, from the mover's side, looking as far ahead as the first
/// guess does; the best of them is the estimate of the position one move further ahead.
#[test]
fn a_moves_estimate_is_its_childs_from_the_movers_side() {
    let mut rng = SplitMix64::new(32);
    let mut checked = 0;
    for round in 0..200 {
        let side = 4 + round % 3;
        let holes: Rooms = (0..side * side).filter(|_| rng.chance(1, 6)).map(bit).sum();
        let a = rng.below((side * side) as u64) as usize;
        let b = rng.below((side * side) as u64) as usize;
        let free = board(side) & !holes & !bit(a) & !bit(b);
        if a == b || reach(a, free) & reach(b, free) == 0 {
            continue;
        }
        let best = rooms(NEIGHBOURS[a] & free)
            .map(|m| {
                let after = estimate_after(m, b, free);
                assert_eq!(after, 1 - estimate(b, m, free & !bit(m), GUESS_PLIES));
                after
            })
            .max();
        assert_eq!(best, Some(estimate(a, b, free, GUESS_PLIES + 1)));
        checked += 1;
    }
    assert!(checked > 100, "{checked}");
}
