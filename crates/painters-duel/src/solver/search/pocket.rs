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
pub fn pocket_path<R: RoomSet>(start: usize, pocket: R) -> i32 {
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
pub fn pocket<R: RoomSet>(start: usize, mine: R, theirs: R) -> R {
    reach(start, mine & !theirs)
}
