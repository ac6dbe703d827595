//! The brute-force oracle: exhaustive search over the cells, straight from the rules, on
//! gamecore's generic solver. It knows nothing of runs or Grundy values of runs.

use gamecore::{Grundy, ImpartialGame, ImpartialSolver, InputError, Pos};

use crate::solver::{Cell, Column};
use crate::{parse, verdict};

/// The most rows the brute force accepts (2 bits per row in a `u32`).
pub const MAX_ROWS: u64 = 16;

/// The river as the rules state it: a position is the set of land cells, bit `2 (i - 1) + (c - 1)`
/// for cell `(i, c)`.
#[derive(Clone, Copy, Debug)]
pub struct River {
    /// The river's rows.
    pub rows: u32,
}

impl River {
    /// Whether `(row, column)` is land; rows 0 and `r + 1` do not exist.
    fn is_land(&self, land: u32, row: i64, column: u32) -> bool {
        (1..=i64::from(self.rows)).contains(&row)
            && land >> (2 * (row as u32 - 1) + column - 1) & 1 == 1
    }
}

impl ImpartialGame for River {
    type Position = u32;

    /// Every water cell `(i, c)` such that none of `(i - 1, 3 - c)`, `(i, 3 - c)`, `(i + 1, 3 - c)`
    /// is land.
    fn moves(&self, &land: &u32) -> Vec<u32> {
        let mut out = Vec::new();
        for row in 1..=self.rows as i64 {
            for column in 1..=2u32 {
                let other = 3 - column;
                let blocked = self.is_land(land, row, column)
                    || (row - 1..=row + 1).any(|r| self.is_land(land, r, other));
                if !blocked {
                    out.push(land | 1 << (2 * (row as u32 - 1) + column - 1));
                }
            }
        }
        out
    }
}

/// The river of `input` and its land cells as a bit mask (cell (row, column) is bit
/// 2 (row - 1) + column - 1); refuses rivers longer than [`MAX_ROWS`].
fn small_river(input: &str) -> Result<(River, u32), InputError> {
    let position = parse(input)?;
    if position.rows() > MAX_ROWS {
        return Err(InputError::rule(
            Pos::START,
            format!("too large for the brute force (r <= {MAX_ROWS})"),
        ));
    }
    let land = position.land().iter().fold(0u32, |mask, cell| {
        mask | 1 << (2 * (cell.row as u32 - 1) + (cell.column as u32) - 1)
    });
    let river = River {
        rows: position.rows() as u32,
    };
    Ok((river, land))
}

/// `WIN` or `LOSE` by exhaustive search; refuses rivers longer than [`MAX_ROWS`].
pub fn solve(input: &str) -> Result<String, InputError> {
    let (river, land) = small_river(input)?;
    let mut solver = ImpartialSolver::new(river);
    Ok(verdict(solver.outcome(&land)).to_owned())
}

/// Every legal cell of `input`'s position with the Grundy value of the position it leaves, in
/// row order, by exhaustive search; refuses rivers longer than [`MAX_ROWS`].
pub fn move_values(input: &str) -> Result<Vec<(Cell, Grundy)>, InputError> {
    let (river, land) = small_river(input)?;
    let mut solver = ImpartialSolver::new(river);
    let values = river
        .moves(&land)
        .into_iter()
        .map(|after| {
            let bit = (after ^ land).trailing_zeros();
            let column = if bit % 2 == 0 {
                Column::Left
            } else {
                Column::Right
            };
            let cell = Cell {
                row: u64::from(bit / 2 + 1),
                column,
            };
            (cell, solver.grundy(&after))
        })
        .collect();
    Ok(values)
}
