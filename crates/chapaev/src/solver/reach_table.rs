//! The race bound's reaches ([`crate::solver::race`]) read from a table instead of each
//! shooter's hit sets.
//!
//! # Why
//! The bound counts, at every position it is asked about, the reach of every live shooter of a
//! side: the most live opponents one of its shots removes. On thin lattices a shot removes at
//! most two or three opponents, and a scan over each shooter's sets costs more than the rest of
//! most verdicts. A shooter whose sets hold at most three opponents each has reach 0, 1, 2 or
//! 3, and which of a side's shooters reach at least two or three is a function of the
//! opponent's live discs alone: at most 16 bits, so one table per side gives both masks.
//!
//! The discs are numbered as [`crate::solver::position::Position`] numbers them: red's first,
//! then white's, each side at most [`MAX_DISCS_PER_SIDE`]; a side's discs shifted down to its
//! first are an index of at most 16 bits.
//!
//! # Why it is exact
//! For a shooter `s` whose sets all hold at most three opponents, its reach against the live
//! opponents `T` is at least 2 exactly when one of its sets holds two discs of `T`, and 3
//! exactly when one holds three: the table's entry for `T` marks `s` so, filled by running over
//! every superset of each such pair and triple (marked at the pair or triple itself, then
//! spread to every superset by one pass per disc: each set holding the disc takes the marks of
//! the set without it). A live opponent is always reachable (aiming at it hits it), so the
//! reach is 1 otherwise while `T` is not empty. Shooters with a set holding
//! four opponents or more are `big`: the table says nothing of them and the bound reads their
//! sets as before.

use crate::solver::position::MAX_DISCS_PER_SIDE;

/// One side's shooters by reach, per set of live opponents.
#[derive(Clone, Debug)]
struct SideTable {
    /// The number of the side's first disc: masks in the table are shifted down by it.
    own_low: u32,
    /// The number of the opponents' first disc, and how many they are.
    their_low: u32,
    their_count: u32,
    /// The side's shooters the table leaves out (a set holding four opponents or more).
    big: u32,
    /// Per set of live opponents (shifted down by `their_low`): the shooters reaching at
    /// least two of them in the low 16 bits and at least three in the high 16 bits (shifted
    /// down by `own_low`).
    at_least: Vec<u32>,
}

/// The reach table of both sides; see the module documentation.
#[derive(Clone, Debug)]
pub struct ReachTable {
    /// The red discs (a set of shooters holding one is red's).
    red: u32,
    sides: [SideTable; 2],
}

/// Gives every entry of `table` (indexed by the subsets of `count` discs) the marks of every
/// entry indexed by a subset of its index: disc by disc, each set holding the disc takes the
/// marks of the set without it.
fn spread_to_supersets(table: &mut [u32], count: u32) {
    for disc in 0..count {
        let bit = 1usize << disc;
        for block in table.chunks_exact_mut(2 * bit) {
            let (without, with) = block.split_at_mut(bit);
            for (to, from) in with.iter_mut().zip(without.iter()) {
                *to |= *from;
            }
        }
    }
}

impl ReachTable {
    /// The table for the sets `multi[s]` (per disc: each set's number of opponents and those
    /// opponents, as [`crate::solver::race::Race`] keeps them) and the sides `masks`.
    pub fn new(multi: &[&[(u32, u32)]], masks: [u32; 2]) -> Self {
        let side = |index: usize| {
            let (own, theirs) = (masks[index], masks[1 - index]);
            let (own_low, their_low) = (own.trailing_zeros(), theirs.trailing_zeros());
            let their_count = theirs.count_ones();
            // Two runs of at most 16 discs, red's first (see the module documentation).
            debug_assert!(masks[0] & masks[0].wrapping_add(1) == 0 && masks[0] & masks[1] == 0);
            debug_assert!(own.count_ones().max(their_count) as usize <= MAX_DISCS_PER_SIDE);
            let mut table = SideTable {
                own_low,
                their_low,
                their_count,
                big: 0,
                at_least: vec![0; 1 << their_count],
            };
            let mut shooters = own;
            while shooters != 0 {
                let s = shooters.trailing_zeros();
                shooters &= shooters - 1;
                if multi[s as usize].iter().any(|&(most, _)| most > 3) {
                    table.big |= 1 << s;
                    continue;
                }
                let bit = 1u32 << (s - own_low);
                for &(most, held) in multi[s as usize] {
                    let held = held >> their_low;
                    if most == 3 {
                        table.at_least[held as usize] |= bit << 16;
                    }
                    // Every pair of the set's opponents (the set itself when it holds two).
                    let mut rest = held;
                    while rest != 0 {
                        let low = rest & rest.wrapping_neg();
                        rest &= rest - 1;
                        let mut others = rest;
                        while others != 0 {
                            let pair = low | (others & others.wrapping_neg());
                            others &= others - 1;
                            table.at_least[pair as usize] |= bit;
                        }
                    }
                }
            }
            spread_to_supersets(&mut table.at_least, their_count);
            table
        };
        ReachTable {
            red: masks[0],
            sides: [side(0), side(1)],
        }
    }

    /// For the live shooters `mine` of one side against its live opponents `theirs`: the
    /// shooters the table covers, those of them reaching at least two opponents, and those
    /// reaching three (their reach is at most 3; the others of `mine` are `big`).
    pub fn classes(&self, mine: u32, theirs: u32) -> [u32; 3] {
        let side = &self.sides[usize::from(mine & self.red == 0)];
        let index = (theirs >> side.their_low) & ((1 << side.their_count) - 1);
        let entry = side.at_least[index as usize];
        let (two, three) = (entry & 0xffff, entry >> 16);
        let covered = mine & !side.big;
        [
            covered,
            (two << side.own_low) & covered,
            (three << side.own_low) & covered,
        ]
    }
}
