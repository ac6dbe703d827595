//! Tests of `src/solver/search/order.rs`.

use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{Rooms, bit, board, index, rooms};
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::order::*;
use painters_duel::solver::wide::Wide;

#[test]
fn territory_is_antisymmetric_and_counts_the_nearer_rooms() {
    let free = board(4) & !bit(0) & !bit(15);
    // Corners (1,1) and (4,7): each is nearer to her own half.
    assert_eq!(territory(0, 15, free), -territory(15, 0, free));
    // Alone on a row of 5 rooms, from its first room: the other 4 are hers.
    let row: Rooms = (1..5).map(|j| bit(index(2, j))).sum();
    assert_eq!(territory(index(2, 0), index(3, 0), row), 4);
}

/// Territory room by room: both painters' fronts grow one layer at a time through the rooms not
/// yet claimed, each room of a layer going to the front that reached it alone; a room both
/// reach in the same layer is nobody's and neither front grows from it. The reference for
/// [`territory`]'s floods of whole sets.
fn territory_by_rooms<R: RoomSet>(a: usize, b: usize, free: R) -> i32 {
    let grow = |front: R, left: R| {
        rooms(front)
            .flat_map(|k| R::neighbour_list(k).map(usize::from))
            .filter(|&n| n < R::MAX_ROOMS && left.has(n))
            .fold(R::EMPTY, |layer, n| layer | R::bit(n))
    };
    let (mut front_a, mut front_b, mut left) = (R::bit(a), R::bit(b), free);
    let mut score = 0;
    while !(front_a | front_b).is_empty() {
        let (layer_a, layer_b) = (grow(front_a, left), grow(front_b, left));
        left &= !(layer_a | layer_b);
        front_a = layer_a & !layer_b;
        front_b = layer_b & !layer_a;
        score += front_a.count() as i32 - front_b.count() as i32;
    }
    score
}

#[test]
fn territory_matches_a_count_room_by_room() {
    let mut rng = SplitMix64::new(5);
    for round in 0..3000 {
        let holes = 1 + round % 4;
        let mut closed = Wide::EMPTY;
        for _ in 0..holes * 30 {
            closed |= Wide::bit(rng.below(144) as usize);
        }
        let (a, b) = (rng.below(144) as usize, rng.below(144) as usize);
        if a == b {
            continue;
        }
        let free = Wide::board(12) & !closed & !Wide::bit(a) & !Wide::bit(b);
        assert_eq!(territory(a, b, free), territory_by_rooms(a, b, free));
        let small = Rooms::from(free.low()) & board(11);
        let (a, b) = (a % 121, b % 121);
        if a != b {
            let small = small & !bit(a) & !bit(b);
            assert_eq!(territory(a, b, small), territory_by_rooms(a, b, small));
        }
    }
}
