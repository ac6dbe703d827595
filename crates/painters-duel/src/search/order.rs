//! Move ordering by territory: moves are tried in decreasing order of the rooms the mover would
//! reach strictly before the other (a Voronoi split of the free rooms by distance, as Tron
//! programs score positions) minus those the other would reach first.
//!
//! Only the order changes, never which moves are searched, so the value stays exact; a good first
//! move makes the alpha-beta cutoffs come early (on the side-9 and side-10 roots ten times fewer
//! game positions than the history order alone, bench/painters-search.md).

use crate::board::rooms;
use crate::rooms::RoomSet;

/// Positions with fewer reachable rooms than this keep the cheaper history order.
pub(super) const VORONOI_MIN_ROOMS: u32 = 20;

/// Sorts `moves` (rooms next to the mover) by [`territory`] after each, best first.
pub(super) fn by_territory<R: RoomSet>(moves: &mut [u8], other: usize, free: R) {
    moves.sort_by_cached_key(|&m| {
        let m = usize::from(m);
        std::cmp::Reverse(territory(m, other, free & !R::bit(m)))
    });
}

/// The rooms of `free` strictly nearer to `a` than to `b` minus those strictly nearer to `b`
/// (rooms at equal distance count for neither and block both), by two breadth-first searches
/// run in step.
pub(super) fn territory<R: RoomSet>(a: usize, b: usize, free: R) -> i32 {
    let (mut from_a, mut from_b) = (R::bit(a), R::bit(b));
    let mut left = free;
    let mut score = 0i32;
    while !(from_a | from_b).is_empty() {
        let next_a = neighbours(from_a) & left;
        let next_b = neighbours(from_b) & left;
        let both = next_a & next_b;
        from_a = next_a & !both;
        from_b = next_b & !both;
        score += from_a.count() as i32 - from_b.count() as i32;
        left &= !(next_a | next_b);
    }
    score
}

/// The rooms next to some room of `set`.
fn neighbours<R: RoomSet>(set: R) -> R {
    rooms(set).fold(R::EMPTY, |all, room| all | R::neighbours(room))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Rooms, bit, board, index};

    #[test]
    fn territory_is_antisymmetric_and_counts_the_nearer_rooms() {
        let free = board(4) & !bit(0) & !bit(15);
        // Corners (1,1) and (4,7): each is nearer to her own half.
        assert_eq!(territory(0, 15, free), -territory(15, 0, free));
        // Alone on a row of 5 rooms, from its first room: the other 4 are hers.
        let row: Rooms = (1..5).map(|j| bit(index(2, j))).sum();
        assert_eq!(territory(index(2, 0), index(3, 0), row), 4);
    }
}
