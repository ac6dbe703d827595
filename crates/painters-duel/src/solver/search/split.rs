//! The split: the value of a position whose two regions are apart.
//!
//! When no free room is reachable by both, neither painter can change what the other paints: each
//! paints a longest simple path of her own region, so the value is the difference of two longest
//! paths. This also covers passes: a stuck painter has an empty region, and in a position that is
//! not split both painters have a move. The smaller region is solved first; if the larger one's
//! bound already settles the window, the value returned is that bound (fail-soft, so the caller
//! reads it as a bound, never as exact).

use super::company::Company;
use super::paths::{PathSearch, sharp_bound};
use super::pocket::pocket_path;
use crate::solver::board::path_bound;
use crate::solver::rooms::RoomSet;

impl<R: RoomSet, C: Company<R>> PathSearch<'_, R, C> {
    /// The value once the regions are apart: the mover's longest path minus the other's. The
    /// smaller region is solved exactly first; the larger one only as far as the window needs
    /// (its bound first, then a search with the matching threshold), and a value outside the
    /// window is returned as a bound (fail-soft).
    pub(super) fn split_value(
        &mut self,
        mover: usize,
        mine: R,
        other: usize,
        theirs: R,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        // A greedy walk is a path each painter is sure of, so the value lies in
        // [walk(mover) - bound(other), bound(mover) - walk(other)]: often enough for the window.
        let lowest = pocket_path(mover, mine) - path_bound(other, theirs) as i32;
        if lowest >= beta {
            return lowest;
        }
        let highest = path_bound(mover, mine) as i32 - pocket_path(other, theirs);
        if highest <= alpha {
            return highest;
        }
        if mine.count() <= theirs.count() {
            // The value lies in [own - bound(other), own].
            let own = self.longest(mover, mine) as i32;
            let lowest = own - sharp_bound(other, theirs) as i32;
            if own <= alpha {
                return own;
            }
            if lowest >= beta {
                return lowest;
            }
            // Only whether their path exceeds own - beta matters beyond the window.
            own - self.longest_above(other, theirs, own - beta)
        } else {
            // The value lies in [-their, bound(mover) - their].
            let their = self.longest(other, theirs) as i32;
            let highest = sharp_bound(mover, mine) as i32 - their;
            if -their >= beta {
                return -their;
            }
            if highest <= alpha {
                return highest;
            }
            // Only whether the mover's path exceeds alpha + their matters below the window.
            self.longest_above(mover, mine, alpha + their) - their
        }
    }
}
