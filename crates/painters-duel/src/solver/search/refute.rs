//! A move refuted by its sibling's refutation: where a position's first move failed, the other
//! painter's line that refuted it is tried against the next move before that move is searched.
//!
//! Exact reasoning: a line of the other's moves is hers for sure when she reaches each of its
//! rooms before the mover could (as a race path, [`super::pocket::race_path`]): the mover's
//! possible rooms grow from her own room by one step per move, and never through the line's rooms,
//! which are painted before she could reach them ([`super::pocket::RivalBall`]). The other then paints the line's `k` rooms,
//! and then a path through the rooms she reaches from its end that the mover cannot reach. The
//! mover never enters the line, so she paints at most a path through what she reaches without it.
//! The child after the move is thus worth at least `k + rest - bound(mover)` to the other; when
//! that is at least what the window asks, the move fails low without being searched, and the
//! bound is its fail-soft value.
//!
//! Which line is tried changes only the speed: where the painters are far apart, the line that
//! refuted one move of the mover usually refutes her other move too, since neither move comes
//! near it.

use super::pocket::{RivalBall, pocket_path};
use crate::solver::board::{count_bound, path_bound, reach};
use crate::solver::rooms::RoomSet;

/// Deeper than any game: a board has at most 169 rooms, one painted per ply.
const DEPTH: usize = 256;

/// The moves of the line the game search went down last, by depth: the room each position on it
/// moved into, up to the deepest position that moved.
pub struct Lines {
    rooms: [u8; DEPTH],
    /// The depth of the last move recorded: the line's deepest position.
    end: usize,
}

impl Default for Lines {
    fn default() -> Self {
        Lines {
            rooms: [0; DEPTH],
            end: 0,
        }
    }
}

impl Lines {
    /// Records that the position at `depth` moves into `room`. Every position deeper on the
    /// line moves after it, so the rooms recorded from `depth` to the last record form one line.
    pub fn record(&mut self, depth: usize, room: usize) {
        self.rooms[depth] = room as u8;
        self.end = depth;
    }

    /// The other's moves on the line below the position at `depth`, when its last move's search
    /// went down from there: the rooms recorded at `depth + 1`, `depth + 3`, and so on.
    pub fn others_below(&self, depth: usize) -> impl Iterator<Item = usize> + '_ {
        let moves = if self.end > depth {
            &self.rooms[depth + 1..=self.end]
        } else {
            &[]
        };
        moves.iter().step_by(2).map(|&room| usize::from(room))
    }
}

/// What the mover in `moved` (just moved there, `free` now unpainted, `mine` what she reached
/// before the move) cannot stop the other in `other` from getting, if the other walks `line`
/// from her room: the child's value from the other's side is at least the returned bound, when
/// that is at least `needed`; `None` when the line does not prove that much.
pub fn line_bound<R: RoomSet>(
    line: impl Iterator<Item = usize>,
    (moved, mine): (usize, R),
    other: usize,
    free: R,
    needed: i32,
) -> Option<i32> {
    let (at, walk, length) = sure_prefix(line, moved, other, free);
    if length == 0 {
        return None;
    }
    // The mover reaches at most what she reached before, off the line: a bound with no flood.
    let quick = count_bound(moved, mine & free & !walk) as i32;
    if length - quick >= needed {
        return Some(length - quick);
    }
    let hers = reach(moved, free & !walk);
    let mut most = count_bound(moved, hers) as i32;
    if length - most < needed {
        most = path_bound(moved, hers) as i32;
    }
    if length - most >= needed {
        return Some(length - most);
    }
    // What the other paints past the line's end, through rooms the mover cannot reach.
    let beyond = reach(at, free & !walk & !hers);
    let sure = length + pocket_path(at, beyond) - most;
    (sure >= needed).then_some(sure)
}

/// The longest start of `line` that the other, moving first from `other`, is sure to walk
/// against the mover in `moved` with `free` unpainted: where it ends, its rooms and their number.
fn sure_prefix<R: RoomSet>(
    line: impl Iterator<Item = usize>,
    moved: usize,
    other: usize,
    free: R,
) -> (usize, R, i32) {
    let (mut at, mut walk, mut length) = (other, R::EMPTY, 0);
    let mut ball = RivalBall::<R>::new(moved);
    for next in line {
        if (R::neighbours(at) & free & !walk & !ball.rooms() & R::bit(next)).is_empty() {
            break;
        }
        at = next;
        walk |= R::bit(at);
        length += 1;
        ball.grow(free, walk);
    }
    (at, walk, length)
}
