//! The game solved over a dense table: one bit per (live set, side to move), filled from small live
//! sets to large ones. The contest approach ([`crate::oracles::baseline`]) and the oracle of the
//! search ([`crate::solver::search`]) in the tests: it needs no move ordering, no memo and no
//! recursion, but 2^(n+1) bits and O(2^n * m) time for n discs, so it holds at most [`MAX_DISCS`]
//! discs.
//!
//! A move by shooter `s` with hit set `H` (which contains `s`) maps live set `A` to `A \ H`, a
//! proper subset, whose number is smaller than `A`'s; so filling the table in increasing order of
//! the live set's number sees every successor first. The player to move wins iff some move of a
//! live disc of hers leads to a position lost for the opponent; with no disc she loses (normal
//! play).

use crate::solver::position::{Position, Side};

/// The most discs the table holds: 2^25 bits (4 MiB) at 12 vs 12.
pub const MAX_DISCS: usize = 24;

/// Whether the player to move wins, for every live set and both sides to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinTable {
    /// `wins[side][set / 64] >> (set % 64) & 1`: red to move (index 0) or white (index 1).
    wins: [Vec<u64>; 2],
}

fn index(side: Side) -> usize {
    match side {
        Side::Red => 0,
        Side::White => 1,
    }
}

impl WinTable {
    /// Whether the player `to_move` wins from live set `live`.
    pub fn wins(&self, live: u32, to_move: Side) -> bool {
        let words = &self.wins[index(to_move)];
        (words[live as usize / 64] >> (live % 64)) & 1 == 1
    }

    /// Fills the table for `position` given each disc's moves: `moves[s]` lists the sets a shot
    /// of `s` removes (each containing `s`), best first for speed.
    ///
    /// # Complexity
    /// O(2^n * m) time for n discs and m moves in all, usually far less (a win stops at the first
    /// winning move); 2^(n+1) bits of memory (4 MiB for 24 discs).
    ///
    /// # Panics
    /// When `position` has more than [`MAX_DISCS`] discs.
    pub fn fill(position: &Position, moves: &[Vec<u32>]) -> WinTable {
        assert!(
            position.len() <= MAX_DISCS,
            "the dense table holds at most {MAX_DISCS} discs"
        );
        let n = position.len();
        let size = 1usize << n;
        let mut wins = [vec![0u64; size.div_ceil(64)], vec![0u64; size.div_ceil(64)]];
        let masks = position.side_masks();
        for live in 0..size as u32 {
            for mover in 0..2 {
                let (mine, theirs) = (mover, 1 - mover);
                let mut shooters = live & masks[mine];
                let mut win = false;
                'search: while shooters != 0 {
                    let s = shooters.trailing_zeros() as usize;
                    shooters &= shooters - 1;
                    for &hit in &moves[s] {
                        let next = (live & !hit) as usize;
                        if (wins[theirs][next / 64] >> (next % 64)) & 1 == 0 {
                            win = true;
                            break 'search;
                        }
                    }
                }
                if win {
                    wins[mine][live as usize / 64] |= 1 << (live % 64);
                }
            }
        }
        WinTable { wins }
    }
}

/// The winner of `position` (red to move, every disc live) given each disc's moves.
pub fn winner(position: &Position, moves: &[Vec<u32>]) -> Side {
    let table = WinTable::fill(position, moves);
    if table.wins(position.all_mask(), Side::Red) {
        Side::Red
    } else {
        Side::White
    }
}
