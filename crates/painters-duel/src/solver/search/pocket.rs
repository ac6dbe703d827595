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
//! so her own path lies in what she reaches without it ([`race_lower`], [`race_upper`]).

use crate::solver::board::{exits, path_bound, reach};
use crate::solver::rooms::RoomSet;

/// The length of a simple path from `start` through the rooms of `pocket` (not the longest: a
/// greedy walk, [`greedy_step`] at each room).
pub fn pocket_path<R: RoomSet>(start: usize, pocket: R) -> i32 {
    let mut at = start;
    let mut left = pocket;
    let mut length = 0;
    while let Some(next) = greedy_step(at, left) {
        at = next;
        left &= !R::bit(at);
        length += 1;
    }
    length
}

/// The next room of a greedy walk standing in `at` with the rooms `left` still to walk: the
/// neighbour in `left` with the fewest onward rooms in `left` (the lowest on a tie), so that the
/// walk hugs the region's edge, but a dead end (no onward room) only when nothing else is left,
/// since it ends the walk. `None` when no neighbour is left.
pub fn greedy_step<R: RoomSet>(at: usize, left: R) -> Option<usize> {
    let mut options = R::neighbours(at) & left;
    let mut best = None;
    while !options.is_empty() {
        let next = options.lowest();
        options = options.without_lowest();
        // A room is not its own neighbour, so `next` needs no exclusion.
        let onward = exits(next, left);
        let rank = (onward == 0, onward);
        if best.is_none_or(|(least, _)| rank < least) {
            best = Some((rank, next));
        }
    }
    best.map(|(_, room)| room)
}

/// The rooms of `mine` that the painter at `start` reaches without entering `theirs`: the
/// definition, by a flood. The game search takes [`component_pocket`], which its reaches allow,
/// and checks it against this in debug builds.
pub fn pocket<R: RoomSet>(start: usize, mine: R, theirs: R) -> R {
    reach(start, mine & !theirs)
}

/// [`pocket`] where `mine` and `theirs` are each a union of whole components of the free rooms,
/// every one holding a free room next to its painter (as [`crate::solver::board::reach_both`]
/// gives them): the rooms of `mine` outside `theirs`, with no flood.
///
/// Exact reasoning: `mine & !theirs` is then a union of whole components, each next to the
/// painter, so she reaches all of it through it, and nothing beyond it.
pub fn component_pocket<R: RoomSet>(mine: R, theirs: R) -> R {
    mine & !theirs
}

/// A path the painter in `start` is sure of although the other (in `rival`) reaches the same
/// rooms, as (its length, its rooms): a greedy walk through `free` that enters its i-th room only
/// if the rival cannot have painted it before. The rival makes her j-th move after the painter's
/// j-th when the painter moves first (`first`), else before it; she never crosses the walk's
/// rooms (each is painted before she could reach it), so the rooms she can stand in by then lie
/// in a ball around her in the free rooms off the walk, grown one step per move (a stuck rival
/// stays inside it; the walker never needs to pass, her next room being free).
pub fn race_path<R: RoomSet>(start: usize, rival: usize, free: R, first: bool) -> (i32, R) {
    let mut at = start;
    let mut walk = R::EMPTY;
    let mut length = 0;
    let mut ball = RivalBall::<R>::new(rival);
    if !first {
        ball.grow(free, walk);
    }
    while let Some(next) = greedy_step(at, free & !walk & !ball.rooms()) {
        at = next;
        walk |= R::bit(at);
        length += 1;
        ball.grow(free, walk);
    }
    (length, walk)
}

/// The rooms a rival may have painted by a walker's next move, in a race where the walker
/// paints her walk's rooms before the rival could reach them: a ball around the rival's room in
/// the free rooms off the walk, grown one step per rival move.
pub struct RivalBall<R> {
    rooms: R,
    /// The rooms the last growth added.
    frontier: R,
}

impl<R: RoomSet> RivalBall<R> {
    /// The ball of a rival standing in `rival`, before her first move.
    pub fn new(rival: usize) -> Self {
        RivalBall {
            rooms: R::bit(rival),
            frontier: R::bit(rival),
        }
    }

    /// The ball after one more move of the rival, through `free` off the `walk` painted so far.
    pub fn grow(&mut self, free: R, walk: R) {
        self.frontier = self.frontier.adjacent() & free & !walk & !self.rooms;
        self.rooms |= self.frontier;
    }

    /// The rooms the rival may have painted.
    pub fn rooms(&self) -> R {
        self.rooms
    }
}

/// A lower bound on the value for the painter in `mover`, to move against the one in `other`,
/// `free` unpainted: she is sure of her race path `Q`, and the other then paints at most the path
/// bound of what she reaches off `Q`.
pub fn race_lower<R: RoomSet>(mover: usize, other: usize, free: R) -> i32 {
    let (won, walk) = race_path(mover, other, free, true);
    won - path_bound(other, reach(other, free & !walk)) as i32
}

/// An upper bound on the same value: the other, following her race path `P`, leaves the mover
/// at most the path bound of what she reaches off `P`.
pub fn race_upper<R: RoomSet>(mover: usize, other: usize, free: R) -> i32 {
    let (lost, walk) = race_path(other, mover, free, false);
    path_bound(mover, reach(mover, free & !walk)) as i32 - lost
}
