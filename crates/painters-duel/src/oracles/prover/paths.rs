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
    pub fn path_at_least(&mut self, start: usize, region: R, k: i32) -> bool {
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
pub fn reach_bound<R: RoomSet>(start: usize, region: R, upward: R) -> i32 {
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
pub fn walk<R: RoomSet>(start: usize, region: R) -> i32 {
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
