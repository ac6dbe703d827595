//! The prover's own move order (order only: every move is still tried until one proves the
//! question, so no answer depends on it): after each move, the rooms the mover would reach
//! sooner than the other, minus those the other would reach sooner, counted by growing the two
//! painters' distance rings in turn-free lockstep (a room both reach at the same distance counts
//! for neither and is closed to both).

use crate::solver::rooms::RoomSet;

/// Rooms of `free` nearer to `mine` than to `theirs`, minus the reverse.
pub fn nearer_balance<R: RoomSet>(mine: usize, theirs: usize, free: R) -> i32 {
    let mut open = free & !R::bit(mine) & !R::bit(theirs);
    let (mut ring_mine, mut ring_theirs) = (R::bit(mine), R::bit(theirs));
    let mut balance = 0;
    while !ring_mine.is_empty() || !ring_theirs.is_empty() {
        let grown_mine = around(ring_mine) & open;
        let grown_theirs = around(ring_theirs) & open;
        let tied = grown_mine & grown_theirs;
        ring_mine = grown_mine & !tied;
        ring_theirs = grown_theirs & !tied;
        balance += ring_mine.count() as i32 - ring_theirs.count() as i32;
        open = open & !grown_mine & !grown_theirs;
    }
    balance
}

/// Every room sharing an edge with a room of `set`.
fn around<R: RoomSet>(set: R) -> R {
    let mut all = R::EMPTY;
    let mut rest = set;
    while !rest.is_empty() {
        all |= R::neighbours(rest.lowest());
        rest = rest.without_lowest();
    }
    all
}
