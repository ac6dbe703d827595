//! Exact remoteness for positions with few discs left: every subset of the live discs, both
//! sides to move, filled from small subsets to large ones over every hit set (none pruned: a
//! dominated shot can still be the slowest loss).
//!
//! Remoteness: 0 when the side to move has no disc (she has lost); otherwise for a won position
//! one more than the least remoteness of a child lost for the opponent (the winner hurries), for
//! a lost one one more than the greatest remoteness of any child (the loser stalls).

use crate::solver::position::{Position, Side};

/// The most live discs the table is built for: 2^12 subsets times two sides (a judge board's
/// full table of 2^16 subsets costs about half a second, hundreds of times its solve).
pub const MAX_LIVE: u32 = 12;

/// One entry: whether the side to move wins, and the remoteness (at most 32: each move removes
/// its shooter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    /// Whether the side to move wins.
    pub wins: bool,
    /// Moves left until the game ends under the rule above.
    pub remoteness: u32,
}

/// The values of every subset of one live set, both sides to move.
pub struct Remoteness {
    live: u32,
    /// Indexed by `2 * compress(subset) + side`.
    values: Vec<Value>,
}

/// The bits of `subset` at the positions of the bits of `live`, packed to the low end.
fn compress(subset: u32, live: u32) -> usize {
    let mut packed = 0usize;
    let mut rest = live;
    let mut bit = 0;
    while rest != 0 {
        let k = rest.trailing_zeros();
        rest &= rest - 1;
        packed |= ((subset >> k & 1) as usize) << bit;
        bit += 1;
    }
    packed
}

fn side_index(side: Side) -> usize {
    usize::from(side == Side::White)
}

impl Remoteness {
    /// The table under `live` (at most [`MAX_LIVE`] discs) for `board` whose shots remove the
    /// sets `hit_sets[s]` (each containing `s`). `None` when `live` has too many discs.
    pub fn build(board: &Position, hit_sets: &[Vec<u32>], live: u32) -> Option<Remoteness> {
        if live.count_ones() > MAX_LIVE {
            return None;
        }
        let masks = board.side_masks();
        let unknown = Value {
            wins: false,
            remoteness: 0,
        };
        let mut table = Remoteness {
            live,
            values: vec![unknown; 2 << live.count_ones()],
        };
        // Submasks of `live` in increasing order: every child (a proper submask) comes first.
        let mut subset = 0u32;
        loop {
            for side in [Side::Red, Side::White] {
                let value = table.evaluate(subset, side, &masks, hit_sets);
                let at = 2 * compress(subset, live) + side_index(side);
                table.values[at] = value;
            }
            if subset == live {
                break;
            }
            subset = subset.wrapping_sub(live) & live;
        }
        Some(table)
    }

    fn evaluate(&self, subset: u32, side: Side, masks: &[u32; 2], hit_sets: &[Vec<u32>]) -> Value {
        let mut shooters = subset & masks[side_index(side)];
        let (mut fastest_win, mut slowest_loss) = (None::<u32>, 0u32);
        while shooters != 0 {
            let s = shooters.trailing_zeros() as usize;
            shooters &= shooters - 1;
            for &hit in &hit_sets[s] {
                let child = self.value(subset & !hit, side.other());
                if child.wins {
                    slowest_loss = slowest_loss.max(child.remoteness + 1);
                } else {
                    let r = child.remoteness + 1;
                    fastest_win = Some(fastest_win.map_or(r, |f| f.min(r)));
                }
            }
        }
        match fastest_win {
            Some(remoteness) => Value {
                wins: true,
                remoteness,
            },
            None => Value {
                wins: false,
                remoteness: slowest_loss,
            },
        }
    }

    /// The value of `subset` (a subset of the table's live set) with `side` to move.
    pub fn value(&self, subset: u32, side: Side) -> Value {
        self.values[2 * compress(subset, self.live) + side_index(side)]
    }
}
