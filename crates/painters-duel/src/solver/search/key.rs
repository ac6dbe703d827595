//! A game position's table key: what it holds, and the symmetry it is reduced by.
//!
//! - **Negamax key.** The rest of the play depends only on the free rooms either painter can still
//!   reach, where each stands, and who moves; which painter is Alma does not matter once values are
//!   taken from the mover's side. Rooms neither can reach are never painted, and the key's rooms
//!   give back both regions (each painter's reach inside them). So the key is (reachable rooms,
//!   mover's room, other's room), stored whole: 128 + 8 + 8 bits, no lossy packing. It does not
//!   depend on the side either (the side-S board is a corner of the side-11 one with the same
//!   adjacency), so one table serves every test of an input.
//! - **Symmetry.** The six symmetries of the triangle preserve adjacency (see
//!   [`crate::solver::board::Symmetries`]), hence values; positions with at least
//!   `SYMMETRY_MIN_ROOMS` (24) reachable rooms are stored under the least of their six images, and
//!   the rooms of a stored move are mapped between the position and its key.

use crate::solver::board::Symmetries;
use crate::solver::rooms::RoomSet;

/// Positions with at least this many reachable rooms are stored under their symmetric canonical
/// form (smaller ones are cheap to re-search; the six images cost more than they save there).
pub(super) const SYMMETRY_MIN_ROOMS: u32 = 24;

/// The table key of a position, and the symmetry that maps the position onto it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key<R: RoomSet> {
    /// The rooms either painter can reach.
    pub(in crate::solver) region: R,
    /// The room of the painter to move.
    pub(in crate::solver) mover: u8,
    /// The room of the other painter.
    pub(in crate::solver) other: u8,
    /// The symmetry applied (0, the identity, for small regions).
    symmetry: u8,
}

impl<R: RoomSet> Key<R> {
    /// The key of the position where the mover stands in `mover` and the other in `other`, with
    /// `region` reachable by either: the least of its images when the region is large.
    pub(super) fn new(symmetries: &Symmetries<R>, region: R, mover: usize, other: usize) -> Self {
        let mut best = Key {
            region,
            mover: mover as u8,
            other: other as u8,
            symmetry: 0,
        };
        if region.count() >= SYMMETRY_MIN_ROOMS {
            for s in 1..6 {
                let image = Key {
                    region: symmetries.apply(s, region),
                    mover: symmetries.maps[s][mover],
                    other: symmetries.maps[s][other],
                    symmetry: s as u8,
                };
                if (image.region, image.mover, image.other) < (best.region, best.mover, best.other)
                {
                    best = image;
                }
            }
        }
        best
    }

    /// The hash of the key (the symmetry is not part of it: it only says how the key was found).
    pub(in crate::solver) fn hash(&self) -> u64 {
        self.region.hash_with(self.mover, self.other)
    }

    /// A room of the position as the key stores it.
    pub(super) fn room_in_key(&self, symmetries: &Symmetries<R>, room: u8) -> u8 {
        symmetries.maps[usize::from(self.symmetry)][usize::from(room)]
    }

    /// A room stored under the key, back in the position.
    pub(super) fn room_in_position(&self, symmetries: &Symmetries<R>, room: u8) -> u8 {
        symmetries.inverse[usize::from(self.symmetry)][usize::from(room)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::board::{NEIGHBOURS, Rooms, bit, board, reach, rooms};
    use gamecore::rng::SplitMix64;

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
}
