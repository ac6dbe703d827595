//! The unpruned search, for benchmarks and for the pruning test: the same hit sets and the same
//! dense table as the fast solver, without dropping dominated sets.

use gamecore::InputError;

use crate::position::{Position, parse};
use crate::{hits, table};

/// The winner with best play, `RED\n` or `WHITE\n`, by the unpruned table.
///
/// # Errors
/// As [`crate::solve`].
pub fn solve(input: &str) -> Result<String, InputError> {
    let position = parse(input)?;
    Ok(format!("{}\n", winner(&position).name()))
}

/// The winner of a valid position, by the unpruned table.
pub fn winner(position: &Position) -> crate::Side {
    table::winner(position, &hits::hit_sets(position))
}
