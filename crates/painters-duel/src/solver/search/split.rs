//! The split: the value of a position whose two regions are apart.
//!
//! When no free room is reachable by both, neither painter can change what the other paints: each
//! paints a longest simple path of her own region, so the value is the difference of two longest
//! paths. This also covers passes: a stuck painter has an empty region, and in a position that is
//! not split both painters have a move.
//!
//! Neither length is wanted exactly unless the window needs it: each path search is told the
//! lengths beyond which the other region's walk and bound, or the first length found, settle the
//! window, and stops at a bound there (a path long enough, or a proof that none is longer). The
//! value returned is then a bound beyond the window (fail-soft, so the caller reads it as a bound,
//! never as exact).

use super::company::Company;
use super::paths::{PathSearch, sharp_bound};
use super::pocket::pocket_path;
use crate::solver::board::path_bound;
use crate::solver::rooms::RoomSet;

impl<R: RoomSet, C: Company<R>> PathSearch<'_, R, C> {
    /// The value once the regions are apart: the mover's longest path minus the other's. The
    /// smaller region is searched first, only as far as the window needs given the larger one's
    /// walk and bound; then the larger one, only as far as the window needs given the first
    /// length. A value outside the window is returned as a bound (fail-soft).
    pub fn split_value(
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
        // The other's walk is taken only when the mover's did not settle the window; both are
        // handed on to the path searches of their regions, which would walk them again.
        let my_walk = pocket_path(mover, mine);
        let lowest = my_walk - path_bound(other, theirs) as i32;
        if lowest >= beta {
            return lowest;
        }
        let their_walk = pocket_path(other, theirs);
        let highest = path_bound(mover, mine) as i32 - their_walk;
        if highest <= alpha {
            return highest;
        }
        if mine.count() <= theirs.count() {
            // The value lies in [own - their bound, own - their walk]: the mover's length
            // matters only between the two that settle the window with those.
            let their_bound = sharp_bound(other, theirs) as i32;
            let own =
                self.longest_walked(mover, mine, my_walk, alpha + their_walk, beta + their_bound);
            if own <= alpha + their_walk {
                return own - their_walk;
            }
            if own >= beta + their_bound {
                return own - their_bound;
            }
            own - self.longest_walked(other, theirs, their_walk, own - beta, own - alpha)
        } else {
            // The value lies in [my walk - their, my bound - their]: likewise.
            let my_bound = sharp_bound(mover, mine) as i32;
            let their =
                self.longest_walked(other, theirs, their_walk, my_walk - beta, my_bound - alpha);
            if their <= my_walk - beta {
                return my_walk - their;
            }
            if their >= my_bound - alpha {
                return my_bound - their;
            }
            self.longest_walked(mover, mine, my_walk, alpha + their, beta + their) - their
        }
    }
}
