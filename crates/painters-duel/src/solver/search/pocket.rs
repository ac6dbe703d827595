//! Pocket bounds: a painter is sure of a path through her pocket, the free rooms she reaches
//! through rooms the other cannot reach.
//!
//! Exact reasoning: the other's reachable set only shrinks, so she never enters a room outside it;
//! a pocket room (reachable from the painter through rooms outside the other's reach) stays free
//! for the painter whatever the other does, and so does the path the painter walks through it. So
//! the painter paints at least the length of any path through her pocket (found here greedily,
//! which gives a lower bound, not the longest), and the value lies in
//! [pocket path(mover) - bound(other), bound(mover) - pocket path(other)].
//!
//! **Race paths.** A painter is also sure of a path through rooms the other does reach, if she
//! gets to each before the other could ([`race_path`]); the other then never enters that path,
//! so her own path lies in what she reaches without it ([`race_bounds`]).

use crate::solver::board::{path_bound, reach, rooms};
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

/// A path the painter in `start` is sure of although the other (in `rival`) reaches the same rooms:
/// a greedy walk through `free` that enters its i-th room only if the rival cannot paint it
/// first, with its rooms. The rival paints her j-th room after the painter's j-th move when the
/// painter moves first (`first`), else before it; she never crosses the walk's rooms (each is
/// painted before she could reach it), so the rooms she could have painted by then are a ball
/// around her in the free rooms off the walk, grown one step per move.
pub fn race_path<R: RoomSet>(start: usize, rival: usize, free: R, first: bool) -> (i32, R) {
    let mut at = start;
    let mut walk = R::EMPTY;
    let mut length = 0;
    // The rooms the rival may have painted before the painter's next move.
    let mut ball = R::bit(rival);
    let mut frontier = R::bit(rival);
    let grow = |ball: &mut R, frontier: &mut R, walk: R| {
        let mut next = R::EMPTY;
        for room in rooms(*frontier) {
            next |= R::neighbours(room);
        }
        *frontier = next & free & !walk & !*ball;
        *ball |= *frontier;
    };
    if !first {
        grow(&mut ball, &mut frontier, walk);
    }
    loop {
        let left = free & !walk & !ball;
        let options = R::neighbours(at) & left;
        if options.is_empty() {
            return (length, walk);
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
        walk |= R::bit(at);
        length += 1;
        grow(&mut ball, &mut frontier, walk);
    }
}

/// Bounds on the value for the painter in `mover`, to move against the one in `other`, `free`
/// unpainted, from race paths: the mover is sure of her race path `Q` and the other then paints
/// at most the path bound of what she reaches off `Q`; and the other, following her race path
/// `P`, leaves the mover at most the path bound of what she reaches off `P`.
pub fn race_bounds<R: RoomSet>(mover: usize, other: usize, free: R) -> (i32, i32) {
    let (won, walk) = race_path(mover, other, free, true);
    let lower = won - path_bound(other, reach(other, free & !walk)) as i32;
    let (lost, walk) = race_path(other, mover, free, false);
    let upper = path_bound(mover, reach(mover, free & !walk)) as i32 - lost;
    (lower, upper)
}
