//! The prover's longest simple paths: threshold questions ("does a path from `start` add at
//! least `k` rooms of `region`?") over a memo of intervals, with the prover's own bound and walk.
//!
//! Written apart from [`crate::solver::search::paths`] and [`crate::solver::board`]'s bounds;
//! what it uses:
//! - **Bound** (`reach_bound`): a simple path alternates upward and downward triangles (every
//!   edge joins one of each), and a room with at most one neighbour among the start and the
//!   region can only be the path's last room (it is entered by its one edge and cannot be left),
//!   so the path holds at most one such room.
//! - **Walk** (`walk`): a path built by always stepping to the free neighbour with the fewest
//!   free neighbours of its own; any path is a lower bound on the longest.
//! - **Memo**: (region, start) -> an interval holding the longest path's length; a yes to
//!   "at least `k`" raises its lower end to `k`, a no lowers its upper end to `k - 1`.

use std::hash::Hash;

use super::{Prover, flood};
use crate::solver::rooms::RoomSet;

impl<R: RoomSet + Hash> Prover<'_, R> {
    /// Whether a simple path from `start` adds at least `k` rooms of `region` (the free rooms
    /// reachable from `start`).
    pub(super) fn path_at_least(&mut self, start: usize, region: R, k: i32) -> bool {
        if k <= 0 {
            return true;
        }
        if region.count() < k as u32 {
            return false;
        }
        let (mut low, mut high) = self.path_interval(start, region);
        if low >= k {
            return true;
        }
        if high < k {
            return false;
        }
        self.nodes += 1;
        let mut steps: Vec<(u32, usize, R)> = Vec::with_capacity(3);
        let mut options = R::neighbours(start) & region;
        while !options.is_empty() {
            let next = options.lowest();
            options = options.without_lowest();
            let rest = flood(next, region & !R::bit(next));
            // Larger remaining regions first (an order only: every step is tried).
            steps.push((u32::MAX - rest.count(), next, rest));
        }
        steps.sort_unstable_by_key(|s| s.0);
        let found = steps
            .into_iter()
            .any(|(_, next, rest)| self.path_at_least(next, rest, k - 1));
        if found {
            low = k;
        } else {
            high = k - 1;
        }
        self.remember_path(start, region, low, high);
        found
    }

    /// The longest simple path's length from `start` through `region`, exactly: the walk's
    /// length raised one proven step at a time.
    pub fn longest(&mut self, start: usize, region: R) -> u32 {
        let (mut low, high) = self.path_interval(start, region);
        while low < high && self.path_at_least(start, region, low + 1) {
            low += 1;
        }
        low as u32
    }

    /// An interval holding the longest path's length: the memo's, narrowed by the walk and the
    /// bound.
    pub(super) fn path_interval(&self, start: usize, region: R) -> (i32, i32) {
        let (mut low, mut high) = (walk(start, region), reach_bound(start, region, self.upward));
        if let Some(&(known_low, known_high)) = self.paths.get(&(region, start as u8)) {
            low = low.max(i32::from(known_low));
            high = high.min(i32::from(known_high));
        }
        (low, high)
    }

    fn remember_path(&mut self, start: usize, region: R, low: i32, high: i32) {
        if self.paths.len() >= super::MEMO_LIMIT {
            self.paths.clear();
        }
        self.paths
            .insert((region, start as u8), (low as u8, high as u8));
    }
}

/// An upper bound on the rooms a simple path from `start` adds through `region`: alternation of
/// the two kinds of triangle, with at most one room that only a path's end can hold.
pub(super) fn reach_bound<R: RoomSet>(start: usize, region: R, upward: R) -> i32 {
    let around = region | R::bit(start);
    let mut ends = R::EMPTY;
    let mut rest = region;
    while !rest.is_empty() {
        let room = rest.lowest();
        rest = rest.without_lowest();
        if (R::neighbours(room) & around).at_most_one() {
            ends |= R::bit(room);
        }
    }
    let start_up = !(upward & R::bit(start)).is_empty();
    let inner = region & !ends;
    let ups = (inner & upward).count() as i32;
    let downs = inner.count() as i32 - ups;
    let end_ups = i32::from(!(ends & upward).is_empty());
    let end_downs = i32::from(!(ends & !upward).is_empty());
    // With `opposite` rooms of the other kind and `same` of the start's, a path adds at most
    // opposite, same, opposite, ...: min(2 opposite, 2 same + 1).
    let alternating = |ups: i32, downs: i32| {
        let (same, opposite) = if start_up { (ups, downs) } else { (downs, ups) };
        (2 * opposite).min(2 * same + 1)
    };
    alternating(ups + end_ups, downs).max(alternating(ups, downs + end_downs))
}

/// The length of a simple path from `start` through `region`, each step to the free neighbour
/// with the fewest free neighbours of its own (dead ends and narrow rooms first, so that the
/// walk leaves the open rooms for later).
pub(super) fn walk<R: RoomSet>(start: usize, region: R) -> i32 {
    let (mut at, mut left, mut length) = (start, region, 0);
    loop {
        let options = R::neighbours(at) & left;
        if options.is_empty() {
            return length;
        }
        let mut rest = options;
        let mut choice = (u32::MAX, 0);
        while !rest.is_empty() {
            let next = rest.lowest();
            rest = rest.without_lowest();
            let onward = (R::neighbours(next) & left).count();
            choice = choice.min((onward, next));
        }
        at = choice.1;
        left &= !R::bit(at);
        length += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::geometry::{Rooms, bit, board};
    use crate::solver::wide::Wide;
    use gamecore::rng::SplitMix64;

    /// The longest simple path from `start` through `region` by trying every path (no bound, no
    /// memo): the definition.
    fn longest_by_trying<R: RoomSet>(start: usize, region: R) -> i32 {
        let mut best = 0;
        let mut options = R::neighbours(start) & region;
        while !options.is_empty() {
            let next = options.lowest();
            options = options.without_lowest();
            best = best.max(1 + longest_by_trying(next, region & !R::bit(next)));
        }
        best
    }

    /// Random regions of boards of side 3 to 6 (at most 36 rooms, so that trying every path
    /// stays quick), with a start beside them.
    fn regions<R: RoomSet>(seed: u64) -> impl Iterator<Item = (usize, R)> {
        let mut rng = SplitMix64::new(seed);
        std::iter::from_fn(move || {
            let side = 3 + rng.below(4) as usize;
            let closed: R = (0..side * side)
                .filter(|_| rng.chance(1, 4))
                .fold(R::EMPTY, |set, room| set | R::bit(room));
            let start = rng.below((side * side) as u64) as usize;
            let region = flood(start, R::board(side) & !closed & !R::bit(start));
            Some((start, region))
        })
    }

    fn check_paths<R: RoomSet + Hash>(seed: u64) {
        // One prover for all regions, so that remembered intervals are met again.
        let mut prover = Prover::<R>::new();
        let upward = prover.upward;
        for (start, region) in regions::<R>(seed).take(300) {
            let exact = longest_by_trying(start, region);
            assert!(walk(start, region) <= exact);
            assert!(exact <= reach_bound(start, region, upward));
            for k in (0..=exact + 2).rev() {
                assert_eq!(prover.path_at_least(start, region, k), exact >= k, "k {k}");
            }
            assert_eq!(prover.longest(start, region), exact as u32);
            assert_eq!(Prover::<R>::new().longest(start, region), exact as u32);
        }
    }

    #[test]
    fn threshold_questions_and_longest_paths_match_trying_every_path() {
        check_paths::<Rooms>(3);
        check_paths::<Wide>(4);
    }

    #[test]
    fn the_bound_is_met_on_small_regions() {
        let upward = Prover::<Rooms>::new().upward;
        // Side 3 (rooms 0..9): from room 0 the region is room 2 alone (0's one neighbour).
        assert_eq!(reach_bound(0, bit(2), upward), 1);
        // The rest of the side-3 board from room 0: upward 1, 3, 6 and the corners 4, 8 (ends:
        // one neighbour each), downward 2, 5, 7; 0 2 1 5 6 7 3 is a path of 6.
        let region = board(3) & !bit(0);
        assert_eq!(reach_bound(0, region, upward), 6);
        assert_eq!(longest_by_trying(0, region), 6);
    }
}
