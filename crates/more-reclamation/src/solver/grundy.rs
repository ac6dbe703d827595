//! The core: the closed form of a run's Grundy value (the table of the crate documentation), the
//! position's value as the XOR of its runs', and what follows from it: the value a move leaves
//! and a winning move.
//!
//! The winning cell is found from the closed form: in a run whose value `g` has `g xor X < g`
//! (`X` the total), some move leaves two runs whose values XOR to `g xor X`. Both parts' values
//! are the length itself or a parity, so the move is among a few candidate rows (the ends, the
//! middle, and the rows that make one part's length `t` or `t xor 1`); every candidate is checked
//! by recomputing the whole position's value, and the tests replay the move against the brute
//! force.

use gamecore::xor_sum;

use crate::solver::river::{Cell, Column, End, Located, Position, Run, allowed, located_runs};

impl Run {
    /// The run's Grundy value, by the closed form of the crate documentation.
    pub fn grundy(&self) -> u64 {
        let length = self.length;
        match (self.top, self.bottom) {
            (End::Edge, End::Edge) => length % 2,
            (End::Edge, End::Limited(_)) | (End::Limited(_), End::Edge) => length,
            (End::Limited(a), End::Limited(b)) if a == b => length % 2,
            // An empty run has value 0 (and is only legal between land of one column).
            (End::Limited(_), End::Limited(_)) => (length + 1) % 2 * u64::from(length > 0),
        }
    }
}

impl Position {
    /// The Grundy value of the whole position: the XOR of its runs' values.
    pub fn grundy(&self) -> u64 {
        xor_sum(self.runs().map(|run| run.grundy()))
    }
}

/// The value of `run` after reclaiming row `k` of it in `column`.
pub(crate) fn value_after(run: &Run, k: u64, column: Column) -> u64 {
    let above = Run {
        length: k - 1,
        top: run.top,
        bottom: End::Limited(column),
    };
    let below = Run {
        length: run.length - k,
        top: End::Limited(column),
        bottom: run.bottom,
    };
    above.grundy() ^ below.grundy()
}

/// A cell whose reclamation leaves a position of value 0, if the position is a win.
pub fn winning_move(position: &Position) -> Option<Cell> {
    let total = position.grundy();
    if total == 0 {
        return None;
    }
    for Located { first, run } in located_runs(position) {
        let (value, length) = (run.grundy(), run.length);
        let target = value ^ total;
        if length == 0 || target >= value {
            continue;
        }
        let candidates: Vec<u64> = if length <= 4096 {
            (1..=length).collect()
        } else {
            let near = |centre: u64| centre.saturating_sub(2)..=centre.saturating_add(2);
            near(1)
                .chain(near(length))
                .chain(near(target + 1))
                .chain(near(length.saturating_sub(target)))
                .chain(near(length / 2))
                .filter(|k| (1..=length).contains(k))
                .collect()
        };
        for k in candidates {
            for column in [Column::Left, Column::Right] {
                if allowed(&run, k, column) && value_after(&run, k, column) == target {
                    return Some(Cell {
                        row: first + k - 1,
                        column,
                    });
                }
            }
        }
    }
    None
}
