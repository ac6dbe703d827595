//! What the two painters of a position reach, handed from a position to its children so that a
//! child floods at most the part its move changed, never the whole board.
//!
//! Exact reasoning: a move paints one room `m` of one component `C` of the free rooms; every other
//! component stays whole and next to the same painters. So a child's regions follow from its
//! parent's and from `C` without `m` alone:
//! - if `m` lies in the mover's pocket (a component the other does not reach), the other keeps
//!   what she reached, and the mover, now in `m`, reaches the rest of that pocket: the painters
//!   are apart from then on;
//! - if `m` lies in the rooms both reach and those form one component `C`, then `C` without `m`
//!   has at most two parts, each next to `m` ([`parts_without`]); the mover leaves her pockets
//!   behind (none is next to `m`), and the other keeps her own pockets and reaches the parts next
//!   to her.
//!
//! Where the rooms both reach form several components, the child floods.

use crate::solver::board::{parts_without, reach, reach_both_shared, stays_connected};
use crate::solver::rooms::RoomSet;

/// The free rooms each painter of a position reaches (whole components, each holding a room next
/// to its painter), from the mover's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Regions<R> {
    /// What the mover reaches.
    pub mine: R,
    /// What the other reaches.
    pub theirs: R,
    /// Whether the rooms both reach form at most one component.
    pub shared_one: bool,
}

impl<R: RoomSet> Regions<R> {
    /// The regions of the mover in `mover` and the other in `other`, `free` unpainted, by a flood
    /// of each component next to either.
    pub fn flood(mover: usize, other: usize, free: R) -> Self {
        let ((mine, theirs), shared_one) = reach_both_shared(mover, other, free);
        Regions {
            mine,
            theirs,
            shared_one,
        }
    }

    /// The regions of the child where the mover has moved into `moved` and the other, in
    /// `other`, moves next (so `mine` and `theirs` trade places), or `None` when the child must
    /// flood: the move lies in rooms both reach, and those form several components.
    pub fn after_move(&self, other: usize, moved: usize) -> Option<Self> {
        if !self.theirs.has(moved) {
            let pockets = self.mine & !self.theirs;
            return Some(Regions {
                mine: self.theirs,
                theirs: reach(moved, pockets & !R::bit(moved)),
                shared_one: true,
            });
        }
        if !self.shared_one {
            return None;
        }
        let shared = self.mine & self.theirs;
        // The moved-into room has at most two free neighbours: one of its three is the room
        // the mover left, painted.
        let (first, second) = if stays_connected(moved, shared) {
            (shared & !R::bit(moved), R::EMPTY)
        } else {
            parts_without(moved, shared)
        };
        let next_to_other = |part: R| !(R::neighbours(other) & part).is_empty();
        let (by_first, by_second) = (next_to_other(first), next_to_other(second));
        let kept = |part: R, next: bool| if next { part } else { R::EMPTY };
        Some(Regions {
            mine: (self.theirs & !shared) | kept(first, by_first) | kept(second, by_second),
            theirs: first | second,
            shared_one: !(by_first && by_second),
        })
    }
}
