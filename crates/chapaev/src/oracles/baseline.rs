//! The contest approach, for benchmarks and as an oracle: the same hit sets as the fast solver,
//! without dropping dominated sets, solved over the whole dense table ([`crate::oracles::table`])
//! of (live set, side to move) instead of a search from the start. The table has 2^(n+1) entries,
//! so this accepts at most [`table::MAX_DISCS`] discs in all.

use gamecore::InputError;

use crate::oracles::table;
use crate::solver::hits;
use crate::solver::position::{Position, parse};

/// The winner with best play, `RED\n` or `WHITE\n`, by the unpruned table.
///
/// # Errors
/// As [`crate::solve`].
pub fn solve(input: &str) -> Result<String, InputError> {
    let position = parse(input)?;
    if position.len() > table::MAX_DISCS {
        return Err(InputError::rule(
            gamecore::Pos::START,
            format!(
                "the dense table holds at most {} discs in all (12 vs 12), this position has {}",
                table::MAX_DISCS,
                position.len()
            ),
        ));
    }
    Ok(format!("{}\n", winner(&position).name()))
}

/// The winner of a valid position with at most [`table::MAX_DISCS`] discs, by the unpruned
/// table.
pub fn winner(position: &Position) -> crate::Side {
    table::winner(position, &hits::hit_sets(position))
}
