//! The longest simple path through a region, by definition: the oracle the path bounds and
//! searches of the solver and of the prover are checked against.

use std::collections::HashMap;

use painters_duel::solver::board::{Rooms, reach};
use painters_duel::solver::rooms::RoomSet;

/// The longest simple path from `start` through `region` by trying every path (no bound, no
/// memo). Exponential: for regions of a few dozen rooms at most.
pub fn longest_by_trying<R: RoomSet>(start: usize, region: R) -> u32 {
    let mut best = 0;
    let mut options = R::neighbours(start) & region;
    while !options.is_empty() {
        let next = options.lowest();
        options = options.without_lowest();
        best = best.max(1 + longest_by_trying(next, region & !R::bit(next)));
    }
    best
}

/// The same length memoised on the rooms still reachable, for many questions about the same
/// regions: every step tried, no bound, no pruning.
pub fn longest_remembered(
    start: usize,
    region: Rooms,
    memo: &mut HashMap<(usize, Rooms), i32>,
) -> i32 {
    if let Some(&known) = memo.get(&(start, region)) {
        return known;
    }
    let mut longest = 0;
    let mut options = Rooms::neighbours(start) & region;
    while !options.is_empty() {
        let next = options.lowest();
        options = options.without_lowest();
        let rest = reach(next, region & !Rooms::bit(next));
        longest = longest.max(1 + longest_remembered(next, rest, memo));
    }
    memo.insert((start, region), longest);
    longest
}
