//! Codeforces 335C "More Reclamation": two cities alternately reclaim cells of an `r x 2` river,
//! never next to land in the other column; who reclaims the last cell wins. `WIN` or `LOSE` for
//! the city to move.
//!
//! # Idea
//! Reclaiming `(i, c)` kills row `i` and limits rows `i - 1` and `i + 1` to column `c`, so the free
//! rows split into independent *runs*, each described by its length `L` and the state of its two
//! ends: the river's edge, or a neighbouring land cell that limits the end row to one column.
//! By Sprague–Grundy the position's value is the XOR of the runs' values, and the city to move
//! wins iff it is non-zero. The run values have a closed form ([`Run::grundy`]):
//!
//! | ends | value |
//! |---|---|
//! | both at the river's edge | `L mod 2` |
//! | exactly one end limited | `L` |
//! | both limited, same column | `L mod 2` |
//! | both limited, different columns | `(L + 1) mod 2` |
//!
//! # Complexity
//! O(n log n) time (sorting the land cells) and 16 bytes per land cell, for any `r` up to 10^18.
//!
//! Verified: the three samples; the closed form equals the mex table of the rules for every run
//! length up to 2000 and all nine end states (`tests/more-reclamation/testdata.rs`); fast ==
//! brute force (exhaustive search over the cells on gamecore's solver) on property-tested random
//! valid positions with `r <= 10`, and fast == mex table with `r <= 300`
//! (`tests/more-reclamation/differential.rs`, 256 cases each per run by default); the `r = 10^18`
//! cases of `testdata/` re-checked run by run against the mex table. `--moves` ([`explore`]):
//! every legal cell's value equals the brute force's with `r <= 10`, and grouped tables hold
//! exact values and count every cell against the mex table with `r <= 300`
//! (`tests/more-reclamation/explore.rs`).

use gamecore::{InputError, Outcome, Pos, Reader};

pub mod oracles;
pub mod solver;
pub mod tools;

pub use oracles::{baseline, brute};
pub use solver::{Cell, Column, End, Position, Run};
pub use tools::{draw, explain, explore, generate, problem, shrink, text};
pub use tools::{problem::PROBLEM, text::input_text};

/// The largest number of rows accepted.
pub const MAX_ROWS: u64 = 1_000_000_000_000_000_000;
/// The largest number of land cells accepted.
pub const MAX_CELLS: u64 = 10_000_000;
/// The contest's largest river (Codeforces 335C: `r <= 100`); [`PROBLEM`]'s inputs within the
/// contest stay within it.
pub const CONTEST_ROWS: u64 = 100;

/// Reads and validates a position.
pub fn parse(input: &str) -> Result<Position, InputError> {
    let mut reader = Reader::new(input);
    let (rows, _) = reader.integer("the number of rows r", 1..=MAX_ROWS)?;
    let (count, _) = reader.integer("the number of land cells n", 0..=rows.min(MAX_CELLS))?;
    // Each cell takes at least four bytes (`1 1\n`): never reserve more than the input backs.
    let mut cells: Vec<(u64, u32, Column)> =
        Vec::with_capacity(reader.capacity_for(count as usize, 4));
    for index in 0..count {
        let number = index + 1;
        let (row, _) = reader.integer(format_args!("the row of cell {number}"), 1..=rows)?;
        let (column, _) = reader.integer(format_args!("the column of cell {number}"), 1..=2u64)?;
        cells.push((row, index as u32, Column::from_number(column)));
    }
    reader.expect_end()?;
    cells.sort_unstable_by_key(|&(row, index, _)| (row, index));
    for pair in cells.windows(2) {
        let [(row_a, index_a, column_a), (row_b, index_b, column_b)] = *pair else {
            unreachable!("windows(2) yields pairs")
        };
        let rule = if row_a == row_b && column_a == column_b {
            "are the same cell"
        } else if row_a == row_b {
            "are both reclaimed in one row"
        } else if row_a + 1 == row_b && column_a != column_b {
            "are land in adjacent rows of different columns"
        } else {
            continue;
        };
        // Name the cells in input order; point at the later one.
        let mut named = [(index_a, row_a, column_a), (index_b, row_b, column_b)];
        named.sort_unstable_by_key(|&(index, _, _)| index);
        let [(first, row_1, column_1), (second, row_2, column_2)] = named;
        return Err(InputError::rule(
            cell_position(input, second),
            format!(
                "cells {} ({row_1}, {}) and {} ({row_2}, {}) {rule}",
                first + 1,
                column_1 as u8,
                second + 1,
                column_2 as u8
            ),
        ));
    }
    let land = cells
        .into_iter()
        .map(|(row, _, column)| Cell { row, column })
        .collect();
    Ok(Position { rows, land })
}

/// Where the row of cell `index` (0-based) starts; only called on the error path, so the input
/// is read again instead of keeping a position per cell.
fn cell_position(input: &str, index: u32) -> Pos {
    let mut reader = Reader::new(input);
    for _ in 0..2 + 2 * index as usize {
        reader.next_token();
    }
    reader.next_pos()
}

/// Answers the judge's question: `WIN` or `LOSE`, newline-terminated.
pub fn solve(input: &str) -> Result<String, InputError> {
    let position = parse(input)?;
    Ok(verdict(Outcome::from_grundy(position.grundy())).to_owned())
}

/// The judge's line for the outcome of the city to move.
pub fn verdict(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "WIN\n",
        Outcome::Loss => "LOSE\n",
    }
}
