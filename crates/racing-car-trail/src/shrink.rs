//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on
//! ([`Fields`]' [`Shrink`] steps, made one at a time). Every candidate has fewer cells (a field
//! dropped, half a field, one row or one column cut) or the same cells with one free cell made an
//! obstacle, so that repeated shrinking ends. Every candidate is valid by construction (a field
//! keeps at least one row and one column).

use std::rc::Rc;

use gamecore::{InputError, Shrink};

use crate::generate::{Grid, render};
use crate::grid::Field;
use crate::parse;

/// The contest's largest side of a field (UVALive 5882: `N, E <= 100`).
pub const CONTEST_SIDE: usize = 100;

/// The fields of an input as rows of `.`/`X` bytes, as [`Shrink`] steps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fields(pub Vec<Grid>);

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

impl Shrink for Fields {
    fn parse(input: &str) -> Result<Self, InputError> {
        parse(input).map(|fields| Fields(fields.iter().map(grid_of).collect()))
    }

    fn to_input(&self) -> String {
        render(&self.0)
    }

    fn within_contest(&self) -> bool {
        self.0
            .iter()
            .all(|g| g.len() <= CONTEST_SIDE && width(g) <= CONTEST_SIDE)
    }

    /// One field dropped, then each field one step smaller in turn.
    fn smaller(self) -> impl Iterator<Item = Self> {
        let grids = Rc::new(self.0);
        let count = grids.len();
        let fewer = (0..count).map({
            let grids = Rc::clone(&grids);
            move |skip| {
                let mut fewer = grids.to_vec();
                fewer.remove(skip);
                fewer
            }
        });
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

/// One field one step smaller: its halves (top, bottom, left, right), single rows and columns
/// cut, then single free cells blocked.
fn smaller_grids(grid: Rc<Grid>) -> impl Iterator<Item = Grid> {
    let (rows, cols) = (grid.len(), width(&grid));
    let halves = {
        let grid = Rc::clone(&grid);
        let top_bottom = [true, false].map(|top| (true, top));
        let left_right = [true, false].map(|left| (false, left));
        top_bottom
            .into_iter()
            .filter(move |_| rows > 1)
            .chain(left_right.into_iter().filter(move |_| cols > 1))
            .map(move |(by_rows, first)| half(&grid, by_rows, first))
    };
    let row_cuts = (0..rows).filter(move |_| rows > 1).map({
        let grid = Rc::clone(&grid);
        move |cut| {
            let mut fewer = grid.to_vec();
            fewer.remove(cut);
            fewer
        }
    });
    let column_cuts = (0..cols).filter(move |_| cols > 1).map({
        let grid = Rc::clone(&grid);
        move |cut| {
            grid.iter()
                .map(|r| [&r[..cut], &r[cut + 1..]].concat())
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
    halves.chain(row_cuts).chain(column_cuts).chain(blocks)
}

/// The first or second half of a grid's rows (`by_rows`) or of its columns.
fn half(grid: &Grid, by_rows: bool, first: bool) -> Grid {
    let part = |len: usize| if first { 0..len / 2 } else { len / 2..len };
    if by_rows {
        grid[part(grid.len())].to_vec()
    } else {
        let columns = part(width(grid));
        grid.iter()
            .map(|row| row[columns.clone()].to_vec())
            .collect()
    }
}

/// The number of columns of a grid.
fn width(grid: &Grid) -> usize {
    grid.first().map_or(0, Vec::len)
}

#[cfg(test)]
mod tests {
    use gamecore::problem::Shrinking;

    use super::*;

    /// The candidates of `input` as text, as the judge sees them.
    fn smaller(input: &str) -> Vec<String> {
        (Shrinking::of::<Fields>().smaller)(input).collect()
    }

    fn within_contest(input: &str) -> bool {
        (Shrinking::of::<Fields>().within_contest)(input)
    }

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
    fn large_inputs_start_with_fields_and_halves_made_on_demand() {
        let open = |rows: usize, cols: usize, fields: usize| {
            let grids: Vec<Grid> = (0..fields).map(|_| vec![vec![b'.'; cols]; rows]).collect();
            render(&grids)
        };
        // Ten 1000 x 1000 fields: each dropped, then the first field's halves.
        let input = open(1000, 1000, 10);
        let mut candidates = (Shrinking::of::<Fields>().smaller)(&input);
        for fields in [9; 10] {
            let candidate = Fields::parse(&candidates.next().unwrap()).unwrap();
            assert_eq!(candidate.0.len(), fields);
        }
        let first = Fields::parse(&candidates.next().unwrap()).unwrap();
        assert_eq!((first.0[0].len(), first.0[0][0].len()), (500, 1000));
        // Every step of a small field: 4 halves, 50 + 50 cuts, 2500 blocked cells.
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
