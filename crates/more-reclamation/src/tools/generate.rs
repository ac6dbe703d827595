//! Deterministic generators of valid inputs (the same seed gives the same input everywhere), for
//! `cargo xtask gen`, the benchmark and problem setters.

use gamecore::rng::SplitMix64;

use crate::solver::{Cell, Column};
use crate::tools::text::input_text;

/// A random valid position: `cells` land cells on distinct random rows of an `rows`-row river
/// (`cells <= rows`), each cell's column random unless the row above is land (then the same
/// column, as the rules demand), listed in random order.
pub fn random(seed: u64, rows: u64, cells: u64) -> String {
    assert!(cells <= rows, "{cells} cells do not fit in {rows} rows");
    let mut rng = SplitMix64::new(seed);
    let mut chosen: Vec<u64> = Vec::with_capacity(cells as usize);
    if cells.saturating_mul(4) >= rows {
        // Dense: a selection sample over all rows.
        let mut left = cells;
        for row in 1..=rows {
            if rng.below(rows - row + 1) < left {
                chosen.push(row);
                left -= 1;
            }
        }
    } else {
        // Sparse: draw, sort, drop repeats, draw again until there are enough.
        while (chosen.len() as u64) < cells {
            let missing = cells - chosen.len() as u64;
            chosen.extend((0..missing).map(|_| 1 + rng.below(rows)));
            chosen.sort_unstable();
            chosen.dedup();
        }
    }
    let mut land: Vec<Cell> = Vec::with_capacity(chosen.len());
    for &row in &chosen {
        let column = match land.last() {
            Some(above) if above.row + 1 == row => above.column,
            _ if rng.below(2) == 0 => Column::Left,
            _ => Column::Right,
        };
        land.push(Cell { row, column });
    }
    rng.shuffle(&mut land);
    input_text(rows, &land)
}
