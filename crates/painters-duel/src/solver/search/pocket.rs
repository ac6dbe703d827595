//! Pocket bounds: a painter is sure of a path through her pocket, the free rooms she reaches
//! through rooms the other cannot reach.
//!
//! Exact reasoning: the other's reachable set only shrinks, so she never enters a room outside it;
//! a pocket room (reachable from the painter through rooms outside the other's reach) stays free
//! for the painter whatever the other does, and so does the path the painter walks through it. So
//! the painter paints at least the length of any path through her pocket (found here greedily,
//! which gives a lower bound, not the longest), and the value lies in
//! [pocket path(mover) - bound(other), bound(mover) - pocket path(other)].

use crate::solver::board::reach;
use crate::solver::rooms::RoomSet;

/// The length of a simple path from `start` through the rooms of `pocket` (not the longest: a
/// greedy walk that steps to the neighbour with the fewest onward rooms, so that it leaves dead
/// ends for last).
pub(super) fn pocket_path<R: RoomSet>(start: usize, pocket: R) -> i32 {
    let mut at = start;
    let mut left = pocket;
    let mut length = 0;
    loop {
        let options = R::neighbours(at) & left;
        if options.is_empty() {
            return length;
        }
        let mut best = (u32::MAX, 0);
        let mut rest = options;
        while !rest.is_empty() {
            let next = rest.lowest();
            rest = rest.without_lowest();
            let onward = (R::neighbours(next) & left & !R::bit(next)).count();
            best = best.min((onward, next));
        }
        at = best.1;
        left &= !R::bit(at);
        length += 1;
    }
}

/// The rooms of `mine` that the painter at `start` reaches without entering `theirs`.
pub(super) fn pocket<R: RoomSet>(start: usize, mine: R, theirs: R) -> R {
    reach(start, mine & !theirs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::board::{Rooms, bit, board, index, path_bound};
    use gamecore::rng::SplitMix64;

    #[test]
    fn a_walk_along_a_row_takes_the_whole_row() {
        // Row 5 (0-based 4) of 9 rooms, walked from its first room.
        let row: Rooms = (1..9).map(|j| bit(index(4, j))).sum();
        assert_eq!(pocket_path(index(4, 0), row), 8);
    }

    #[test]
    fn a_walk_never_beats_the_path_bound() {
        let mut rng = SplitMix64::new(5);
        for _ in 0..500 {
            let side = 3 + rng.below(9) as usize;
            let closed: Rooms = (0..side * side).filter(|_| rng.chance(1, 4)).map(bit).sum();
            let start = rng.below((side * side) as u64) as usize;
            let region = reach(start, board(side) & !closed & !bit(start));
            let walked = pocket_path(start, region);
            assert!(walked >= i32::from(region != 0));
            assert!(walked <= path_bound(start, region) as i32);
        }
    }

    #[test]
    fn a_pocket_avoids_the_other_reach() {
        // Side 3: rooms 1..3 are row 2, 4..8 row 3; the other reaches rooms 5 and 6 only. Room 4
        // touches only 5; room 1 touches 2 and 5, and 2, 3, 7, 8 form a chain.
        let mine: Rooms = (4..9).map(bit).sum();
        let theirs = bit(5) | bit(6);
        assert_eq!(pocket(4, mine, theirs), 0);
        assert_eq!(
            pocket(1, mine | bit(2) | bit(3), theirs),
            bit(2) | bit(3) | bit(7) | bit(8)
        );
    }
}
