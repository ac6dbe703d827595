//! The longest simple path through a region, by definition: the oracle the path bounds and
//! searches of the solver and of the prover are checked against.

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
