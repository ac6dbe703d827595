//! Tests of `src/solver/small_blocks.rs`.

use crate::common::paths::longest_by_trying;
use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{Rooms, bit, block_bound, board, index, reach};
use painters_duel::solver::geometry::ANY_ROOMS;
use painters_duel::solver::small_blocks::*;

#[test]
fn a_hexagon_crossed_to_its_opposite_room_adds_three() {
    // The six rooms around the corner shared by rows 2 and 3 (1-based), in cycle order.
    let ring = [
        index(1, 0),
        index(1, 1),
        index(1, 2),
        index(2, 3),
        index(2, 2),
        index(2, 1),
    ];
    let entry = ring[0];
    let block: Rooms = ring[1..].iter().map(|&k| bit(k)).sum();
    let mut below = [0u8; ANY_ROOMS];
    assert_eq!(small_block_best(entry, block, &below), Some(5));
    // Leaving through the opposite room, on to 10 more rooms: either side adds 3 before it.
    below[ring[3]] = 10;
    assert_eq!(small_block_best(entry, block, &below), Some(13));
    // Through a neighbour of the entry the path can go the long way round first.
    below[ring[3]] = 0;
    below[ring[1]] = 10;
    assert_eq!(small_block_best(entry, block, &below), Some(15));
}

#[test]
fn the_block_bound_is_exact_when_every_block_is_small() {
    // Up to side 4 (16 rooms) every block is small, so the bound is the longest path.
    let mut rng = SplitMix64::new(44);
    for _ in 0..2000 {
        let side = 2 + rng.below(3) as usize;
        let closed: Rooms = (0..side * side).filter(|_| rng.chance(1, 5)).map(bit).sum();
        let start = rng.below((side * side) as u64) as usize;
        let region = reach(start, board(side) & !closed & !bit(start));
        assert_eq!(
            block_bound(start, region),
            longest_by_trying(start, region),
            "start {start} region {region:#x}"
        );
    }
}
