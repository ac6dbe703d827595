//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on.
//! Every candidate has fewer cells (a field dropped, half a field, one row or one column cut) or
//! the same cells with one free cell made an obstacle, so that repeated shrinking ends. Every
//! candidate is valid by construction (a field keeps at least one row and one column).
//!
//! Each candidate is a whole input, so single-row and single-column cuts come only for inputs of
//! at most [`CUT_CELLS`] cells and single blocked cells for at most [`BLOCK_CELLS`]: above that a
//! step drops fields and halves them. Ten 100 x 100 fields had a million candidates of 100 KB.

use crate::generate::{Grid, render};
use crate::grid::Field;
use crate::parse;

/// The contest's largest side of a field (UVALive 5882: `N, E <= 100`).
pub const CONTEST_SIDE: usize = 100;

/// The most cells of an input whose steps cut single rows and columns.
pub const CUT_CELLS: usize = 20_000;

/// The most cells of an input whose steps block single free cells.
pub const BLOCK_CELLS: usize = 2_500;

/// A field as rows of `.`/`X` bytes, for [`render`].
pub fn grid_of(field: &Field) -> Grid {
    (0..field.rows())
        .map(|row| {
            (0..field.cols())
                .map(|col| if field.is_free(row, col) { b'.' } else { b'X' })
                .collect()
        })
        .collect()
}

/// Whether a valid input is within the contest's limits.
pub fn within_contest(input: &str) -> bool {
    parse(input).is_ok_and(|fields| {
        fields
            .iter()
            .all(|f| f.rows() <= CONTEST_SIDE && f.cols() <= CONTEST_SIDE)
    })
}

/// Inputs one step smaller than `input`, biggest steps first; none when it is invalid.
pub fn smaller(input: &str) -> Vec<String> {
    let Ok(fields) = parse(input) else {
        return Vec::new();
    };
    let grids: Vec<Grid> = fields.iter().map(grid_of).collect();
    let cells: usize = fields.iter().map(|f| f.rows() * f.cols()).sum();
    let mut candidates: Vec<Vec<Grid>> = Vec::new();
    for skip in 0..grids.len() {
        let mut fewer = grids.clone();
        fewer.remove(skip);
        candidates.push(fewer);
    }
    for (index, grid) in grids.iter().enumerate() {
        for smaller_grid in smaller_grids(grid, cells) {
            let mut next = grids.clone();
            next[index] = smaller_grid;
            candidates.push(next);
        }
    }
    candidates.iter().map(|c| render(c)).collect()
}

/// One field of an input of `cells` cells one step smaller: halves, then (in small enough
/// inputs) single rows and columns cut and single free cells blocked.
fn smaller_grids(grid: &Grid, cells: usize) -> Vec<Grid> {
    let (rows, cols) = (grid.len(), grid[0].len());
    let mut out = Vec::new();
    if rows > 1 {
        out.push(grid[..rows / 2].to_vec());
        out.push(grid[rows / 2..].to_vec());
    }
    if cols > 1 {
        out.push(grid.iter().map(|r| r[..cols / 2].to_vec()).collect());
        out.push(grid.iter().map(|r| r[cols / 2..].to_vec()).collect());
    }
    if cells > CUT_CELLS {
        return out;
    }
    for cut in (0..rows).filter(|_| rows > 1) {
        let mut fewer = grid.clone();
        fewer.remove(cut);
        out.push(fewer);
    }
    for cut in (0..cols).filter(|_| cols > 1) {
        out.push(
            grid.iter()
                .map(|r| [&r[..cut], &r[cut + 1..]].concat())
                .collect(),
        );
    }
    for row in (0..rows).filter(|_| cells <= BLOCK_CELLS) {
        for col in (0..cols).filter(|&c| grid[row][c] == b'.') {
            let mut blocked = grid.clone();
            blocked[row][col] = b'X';
            out.push(blocked);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_fields_read_back() {
        let input = "2 3\n.X.\n...\n1 1\nX\n0 0\n";
        let grids: Vec<Grid> = parse(input).unwrap().iter().map(grid_of).collect();
        assert_eq!(render(&grids), input);
    }

    #[test]
    fn candidates_drop_fields_and_cut_rows_columns_and_cells() {
        let candidates = smaller("2 2\n.X\n..\n1 1\n.\n0 0\n");
        for expected in [
            "1 1\n.\n0 0\n",
            "2 2\n.X\n..\n0 0\n",
            "1 2\n.X\n1 1\n.\n0 0\n",
            "1 2\n..\n1 1\n.\n0 0\n",
            "2 1\n.\n.\n1 1\n.\n0 0\n",
            "2 1\nX\n.\n1 1\n.\n0 0\n",
            "2 2\nXX\n..\n1 1\n.\n0 0\n",
            "2 2\n.X\n..\n1 1\nX\n0 0\n",
        ] {
            assert!(candidates.iter().any(|c| c == expected), "{expected:?}");
        }
        for candidate in &candidates {
            assert!(parse(candidate).is_ok(), "{candidate:?}");
        }
        assert_eq!(smaller("0 0\n"), Vec::<String>::new());
    }

    #[test]
    fn large_inputs_shrink_by_halves_and_stay_a_few_megabytes() {
        let open = |rows: usize, cols: usize, fields: usize| {
            let grids: Vec<Grid> = (0..fields).map(|_| vec![vec![b'.'; cols]; rows]).collect();
            render(&grids)
        };
        // Ten 100 x 100 fields: each dropped, each halved four ways.
        let input = open(100, 100, 10);
        let candidates = smaller(&input);
        assert_eq!(candidates.len(), 10 + 10 * 4);
        let bytes: usize = candidates.iter().map(String::len).sum();
        assert!(bytes < 6 << 20, "{bytes} bytes");
        // 100 x 200 cells: cuts, no blocked cells; 50 x 50: every step.
        assert_eq!(smaller(&open(100, 200, 1)).len(), 1 + 4 + 100 + 200);
        assert_eq!(smaller(&open(50, 50, 1)).len(), 1 + 4 + 50 + 50 + 2500);
    }

    #[test]
    fn the_contest_is_up_to_a_hundred_by_a_hundred() {
        assert!(!within_contest("1 100\n"));
        let wide = format!("1 101\n{}\n0 0\n", ".".repeat(101));
        assert!(!within_contest(&wide));
        let fits = format!("1 100\n{}\n0 0\n", ".".repeat(100));
        assert!(within_contest(&fits));
    }
}
