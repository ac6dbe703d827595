//! Tests of `src/solver/search/key.rs`.

use gamecore::rng::SplitMix64;
use painters_duel::solver::board::Symmetries;
use painters_duel::solver::board::{NEIGHBOURS, Rooms, bit, board, reach, rooms};
use painters_duel::solver::search::key::*;

/// Random positions of the side-`side` board: (mover, other, free rooms).
fn positions(side: usize, seed: u64) -> impl Iterator<Item = (usize, usize, Rooms)> {
    let mut rng = SplitMix64::new(seed);
    let rooms = (side * side) as u64;
    std::iter::from_fn(move || {
        let mover = rng.below(rooms) as usize;
        let other = (mover + 1 + rng.below(rooms - 1) as usize) % (side * side);
        let closed = (0..rooms)
            .filter(|_| rng.chance(1, 6))
            .map(|k| bit(k as usize));
        let free = board(side) & !closed.sum::<Rooms>() & !bit(mover) & !bit(other);
        Some((mover, other, free))
    })
}

#[test]
fn the_six_images_of_a_position_share_one_key() {
    for side in [6, 8, 11] {
        let symmetries = Symmetries::new(side);
        for (mover, other, free) in positions(side, side as u64).take(200) {
            let region = reach(mover, free) | reach(other, free);
            let key = Key::new(&symmetries, region, mover, other);
            for s in 0..6 {
                let (m, o) = (symmetries.maps[s][mover], symmetries.maps[s][other]);
                let image = symmetries.apply(s, region);
                let image_key = Key::new(&symmetries, image, m.into(), o.into());
                let same = (key.region, key.mover, key.other);
                // Every image counts the same rooms, whichever branch built its key.
                assert_eq!(u32::from(key.rooms), region.count_ones());
                assert_eq!(u32::from(image_key.rooms), region.count_ones());
                if region.count_ones() >= SYMMETRY_MIN_ROOMS {
                    assert_eq!((image_key.region, image_key.mover, image_key.other), same);
                } else {
                    assert_eq!((key.region, key.symmetry), (region, 0));
                }
            }
        }
    }
}

#[test]
fn moves_map_to_the_key_and_back() {
    let symmetries = Symmetries::new(9);
    for (mover, other, free) in positions(9, 3).take(300) {
        let region = reach(mover, free) | reach(other, free);
        let key = Key::new(&symmetries, region, mover, other);
        assert_eq!(key.room_in_key(&symmetries, mover as u8), key.mover);
        assert_eq!(key.room_in_key(&symmetries, other as u8), key.other);
        for m in rooms(NEIGHBOURS[mover] & free) {
            let stored = key.room_in_key(&symmetries, m as u8);
            // A move of the position is a move of the key, and comes back unchanged.
            assert!(NEIGHBOURS[usize::from(key.mover)] & key.region & bit(stored.into()) != 0);
            assert_eq!(usize::from(key.room_in_position(&symmetries, stored)), m);
        }
    }
}
