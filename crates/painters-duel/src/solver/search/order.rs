//! Move ordering: a position's moves in the order they are searched. The table's best move comes
//! first, then the others by territory in large regions, else by a history of moves that were
//! best.
//!
//! Territory: moves are tried in decreasing order of the rooms the mover would reach strictly
//! before the other (a Voronoi split of the free rooms by distance, as Tron programs score
//! positions) minus those the other would reach first; of two moves with equal territories, the
//! one into the room with fewer free neighbours first (along the walls, which leaves the open
//! rooms for later). History: how often (weighted by the region's size squared) a move from one
//! room to another was best or cut off.
//!
//! Near the probed root of a large board (fewer than [`ESTIMATED_PLIES`] moves below it, at least
//! [`ESTIMATED_MIN_ROOMS`] rooms reachable), a position the table holds no move for orders its
//! moves by the guessing search's estimate after each ([`super::guess::estimate_after`]), which
//! looks 24 moves ahead; equal estimates keep the order by territory. A wrong first move there
//! is a subtree of millions of positions searched for nothing, and the estimates cost a fraction
//! of a second for the few positions they order (figures in bench/painters-search.md).
//!
//! Only the order changes, never which moves are searched, so the value stays exact; a good first
//! move makes the alpha-beta cutoffs come early (on the side-9 and side-10 roots territory gave
//! ten times fewer game positions than the history order alone, bench/painters-search.md).

use std::cmp::Reverse;

use crate::solver::board::{exits, rooms};
use crate::solver::rooms::RoomSet;

/// Positions fewer than this many moves below the probed root are ordered by the guessing
/// search's estimate when the table holds no move for them.
pub const ESTIMATED_PLIES: u8 = 4;

/// The estimates near the root are taken only in regions of at least this many rooms: sides 12
/// and 13, where they were measured; smaller boards keep the order they had.
pub const ESTIMATED_MIN_ROOMS: u32 = 120;

/// Positions with fewer reachable rooms than this keep the cheaper history order.
pub(super) const VORONOI_MIN_ROOMS: u32 = 20;

/// A position's moves (a room has at most three neighbours) in the order they are searched, and
/// how many of them were given out.
#[derive(Clone, Copy)]
pub struct Moves {
    rooms: [u8; 3],
    count: u8,
    next: u8,
}

impl Moves {
    /// The moves of the painter in `mover` into `free`: `first` (the table's best move) when it
    /// is one of them, then the others by `history` (per pair of rooms, how often a move from the
    /// first to the second was best), most often best first.
    pub(super) fn by_history<R: RoomSet>(
        mover: usize,
        free: R,
        first: Option<u8>,
        history: &[u32],
    ) -> Self {
        let options = R::neighbours(mover) & free;
        let mut moves = [0u8; 3];
        let mut count = 0;
        if let Some(m) = first.filter(|&m| !(options & R::bit(usize::from(m))).is_empty()) {
            moves[0] = m;
            count = 1;
        }
        let ordered_from = count;
        for m in rooms(options) {
            if moves[..ordered_from].first() != Some(&(m as u8)) {
                moves[count] = m as u8;
                count += 1;
            }
        }
        let history = &history[mover * R::MAX_ROOMS..(mover + 1) * R::MAX_ROOMS];
        moves[ordered_from..count].sort_unstable_by_key(|&m| Reverse(history[usize::from(m)]));
        Moves {
            rooms: moves,
            count: count as u8,
            next: 0,
        }
    }

    /// Sorts the moves from the `from`-th on by [`territory`] after each (`other` the other
    /// painter's room, `free` the free rooms before the move), best first; equal territories by
    /// the fewer free neighbours of the move's room, then in their order.
    pub(super) fn by_territory<R: RoomSet>(&mut self, from: usize, other: usize, free: R) {
        self.sort_from(from, |room| {
            let gained = territory(room, other, free & !R::bit(room));
            (gained, Reverse(exits(room, free)))
        });
    }

    /// Sorts all the moves by `score` after each, highest first; equal scores keep their order.
    pub(super) fn by_score(&mut self, score: impl Fn(usize) -> i32) {
        self.sort_from(0, score);
    }

    /// Sorts the moves from the `from`-th on by `key` of each room, highest first, keeping the
    /// order of equal keys (a stable sort); with fewer than two such moves no key is computed.
    fn sort_from<K: Ord + Copy + Default>(&mut self, from: usize, key: impl Fn(usize) -> K) {
        let count = usize::from(self.count);
        if count < from + 2 {
            return;
        }
        // Keyed in an array on the stack, one slot per slot of `rooms`: a library sort by a
        // computed key would allocate its keys on the heap at every position.
        let mut keyed = [(K::default(), 0u8); 3];
        for (slot, &m) in keyed.iter_mut().zip(&self.rooms[from..count]) {
            *slot = (key(usize::from(m)), m);
        }
        let keyed = &mut keyed[..count - from];
        keyed.sort_by_key(|&(key, _)| Reverse(key));
        for (room, &(_, m)) in self.rooms[from..count].iter_mut().zip(keyed.iter()) {
            *room = m;
        }
    }

    /// How many moves there are.
    pub(super) fn count(&self) -> usize {
        usize::from(self.count)
    }

    /// The room of the `i`-th move.
    pub(in crate::solver) fn room(&self, i: usize) -> usize {
        usize::from(self.rooms[i])
    }

    /// The index of the next move in order, if any is left.
    pub(in crate::solver) fn next_in_order(&mut self) -> Option<usize> {
        if self.next < self.count {
            self.next += 1;
            Some(usize::from(self.next - 1))
        } else {
            None
        }
    }
}

/// The rooms of `free` strictly nearer to `a` than to `b` minus those strictly nearer to `b`
/// (rooms at equal distance count for neither and block both), by two breadth-first searches
/// run in step.
pub fn territory<R: RoomSet>(a: usize, b: usize, free: R) -> i32 {
    let (mut from_a, mut from_b) = (R::bit(a), R::bit(b));
    // Each side's rooms gathered and counted once at the end: a count of a wide set costs more
    // than the union, and this runs a dozen steps for each move ordered.
    let (mut won_a, mut won_b) = (R::EMPTY, R::EMPTY);
    let mut left = free;
    while !(from_a | from_b).is_empty() {
        let next_a = from_a.adjacent() & left;
        let next_b = from_b.adjacent() & left;
        left &= !(next_a | next_b);
        from_a = next_a & !next_b;
        from_b = next_b & !next_a;
        won_a |= from_a;
        won_b |= from_b;
    }
    won_a.count() as i32 - won_b.count() as i32
}
