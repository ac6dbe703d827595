//! Tests of `src/oracles/prover/paths.rs`.

use gamecore::rng::SplitMix64;

use crate::common::paths::longest_by_trying;
use painters_duel::oracles::prover::paths::*;
use painters_duel::oracles::prover::{Prover, flood};
use painters_duel::solver::geometry::{Rooms, bit, board};
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::wide::Wide;
use std::hash::Hash;

/// Random regions of boards of side 3 to 6 (at most 36 rooms, so that trying every path
/// stays quick), with a start beside them.
fn regions<R: RoomSet>(seed: u64) -> impl Iterator<Item = (usize, R)> {
    let mut rng = SplitMix64::new(seed);
    std::iter::from_fn(move || {
        let side = 3 + rng.below(4) as usize;
        let closed: R = (0..side * side)
            .filter(|_| rng.chance(1, 4))
            .fold(R::EMPTY, |set, room| set | R::bit(room));
        let start = rng.below((side * side) as u64) as usize;
        let region = flood(start, R::board(side) & !closed & !R::bit(start));
        Some((start, region))
    })
}

fn check_paths<R: RoomSet + Hash>(seed: u64) {
    // One prover for all regions, so that remembered intervals are met again.
    let mut prover = Prover::<R>::new();
    let upward = prover.upward;
    for (start, region) in regions::<R>(seed).take(300) {
        let exact = longest_by_trying(start, region) as i32;
        assert!(walk(start, region) <= exact);
        assert!(exact <= reach_bound(start, region, upward));
        for k in (0..=exact + 2).rev() {
            assert_eq!(prover.path_at_least(start, region, k), exact >= k, "k {k}");
        }
        assert_eq!(prover.longest(start, region), exact as u32);
        assert_eq!(Prover::<R>::new().longest(start, region), exact as u32);
    }
}

#[test]
fn threshold_questions_and_longest_paths_match_trying_every_path() {
    check_paths::<Rooms>(3);
    check_paths::<Wide>(4);
}

#[test]
fn the_bound_is_met_on_small_regions() {
    let upward = Prover::<Rooms>::new().upward;
    // Side 3 (rooms 0..9): from room 0 the region is room 2 alone (0's one neighbour).
    assert_eq!(reach_bound(0, bit(2), upward), 1);
    // The rest of the side-3 board from room 0: upward 1, 3, 6 and the corners 4, 8 (ends:
    // one neighbour each), downward 2, 5, 7; 0 2 1 5 6 7 3 is a path of 6.
    let region = board(3) & !bit(0);
    assert_eq!(reach_bound(0, region, upward), 6);
    assert_eq!(longest_by_trying(0, region), 6);
}
