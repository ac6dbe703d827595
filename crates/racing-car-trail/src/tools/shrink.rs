//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on
//! ([`Fields`]' [`Shrink`] steps, made one at a time). Every candidate has fewer cells (fields,
//! rows or columns dropped by delta debugging, biggest first) or the same cells with one free cell
//! made an obstacle, so that repeated shrinking ends. Every candidate is valid by construction (a field
//! keeps at least one row and one column).

use std::rc::Rc;

use gamecore::problem::reduce;
use gamecore::{InputError, Shrink};

use crate::solver::grid::Field;
use crate::tools::text::{Grid, input_text};
use crate::{CONTEST_SIDE, parse};

/// Up to this many fields, dropping any two at once is a candidate too.
const PAIRS_UP_TO: usize = 16;

/// The fields of an input as rows of `.`/`X` bytes, as [`Shrink`] steps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fields(pub Vec<Grid>);

/// A field as rows of `.`/`X` bytes, for [`input_text`].
pub fn grid_of(field: &Field) -> Grid {
    (0..field.rows())
        .map(|row| {
            (0..field.cols())
                .map(|col| if field.is_free(row, col) { b'.' } else { b'X' })
                .collect()
        })
        .collect()
}

impl Shrink for Fields {
    fn parse(input: &str) -> Result<Self, InputError> {
        parse(input).map(|fields| Fields(fields.iter().map(grid_of).collect()))
    }

    fn to_input(&self) -> String {
        input_text(&self.0)
    }

    fn within_contest(&self) -> bool {
        self.0
            .iter()
            .all(|g| g.len() <= CONTEST_SIDE && width(g) <= CONTEST_SIDE)
    }

    /// Fields dropped by delta debugging (halves, quarters, ..., single fields, then pairs),
    /// then each field one step smaller in turn.
    fn smaller(self) -> impl Iterator<Item = Self> {
        let grids: Rc<[Grid]> = self.0.into();
        let count = grids.len();
        let fewer = reduce::fewer(Rc::clone(&grids), 0, PAIRS_UP_TO, |g| g);
        let each = (0..count).flat_map(move |index| {
            let grids = Rc::clone(&grids);
            smaller_grids(Rc::new(grids[index].clone())).map(move |smaller_grid| {
                let mut next = grids.to_vec();
                next[index] = smaller_grid;
                next
            })
        });
        fewer.chain(each).map(Fields)
    }
}

/// One field one step smaller: its rows by delta debugging (halves, quarters, ..., single rows),
/// then its columns the same way, then single free cells blocked. (A blocked cell is never
/// cleared again: the free cells only go down, so that shrinking ends.)
fn smaller_grids(grid: Rc<Grid>) -> impl Iterator<Item = Grid> {
    let (rows, cols) = (grid.len(), width(&grid));
    let row_cuts = reduce::keeping(grid.to_vec().into(), reduce::chunk_removals(rows, 1), |g| g);
    let column_cuts = reduce::chunk_removals(cols, 1).map({
        let grid = Rc::clone(&grid);
        move |kept| {
            grid.iter()
                .map(|row| kept.iter().map(|&c| row[c]).collect())
                .collect()
        }
    });
    let blocks = (0..rows)
        .flat_map(move |row| (0..cols).map(move |col| (row, col)))
        .filter({
            let grid = Rc::clone(&grid);
            move |&(row, col)| grid[row][col] == b'.'
        })
        .map(move |(row, col)| {
            let mut blocked = grid.to_vec();
            blocked[row][col] = b'X';
            blocked
        });
    row_cuts.chain(column_cuts).chain(blocks)
}

/// The number of columns of a grid.
fn width(grid: &Grid) -> usize {
    grid.first().map_or(0, Vec::len)
}
