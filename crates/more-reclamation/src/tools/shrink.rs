//! Smaller positions for `cargo xtask check`, which shrinks an input a contestant's program fails
//! on ([`Position`]'s [`Shrink`] steps, made one at a time): land cells dropped by delta debugging,
//! a run of free rows taken out, halved (also to the nearest length of the same parity),
//! shortened by two (keeping its parity, on which a run's value often depends) or by one, a cell
//! moved up a row, and a cell moved to column 1. Every step lowers the measure (rows, land cells,
//! the sum of the land's rows, cells in column 2), compared in that order, so that repeated
//! shrinking ends. Candidates may break the rules (two runs joined by a shortened run, or a cell
//! moved up, can put land of different columns in adjacent rows): the judge keeps only those the
//! parser accepts.

use std::rc::Rc;

use gamecore::problem::reduce;
use gamecore::{InputError, Shrink};

use crate::solver::{Cell, Column, Position};
use crate::tools::text::input_text;
use crate::{CONTEST_ROWS, parse};

/// Up to this many land cells, dropping any two at once is a candidate too.
const PAIRS_UP_TO: usize = 16;

impl Shrink for Position {
    fn parse(input: &str) -> Result<Self, InputError> {
        parse(input)
    }

    /// The position as input text, cells in row order; it parses back to the same position.
    fn to_input(&self) -> String {
        input_text(self.rows, &self.land)
    }

    fn within_contest(&self) -> bool {
        self.rows <= CONTEST_ROWS
    }

    /// The land cells by delta debugging (halves, quarters, ..., single cells, then pairs up to
    /// `PAIRS_UP_TO` cells), a run of free rows taken out, halved (both ways: by half its
    /// length, and by the even number nearest below that, which keeps its parity) or shortened
    /// by two or by one, one cell moved up a row, and one cell moved to column 1.
    fn smaller(self) -> impl Iterator<Item = Self> {
        let position = Rc::new(self);
        let cells = position.land.len();
        let with_land = {
            let position = Rc::clone(&position);
            move |land: Vec<Cell>| Position {
                land,
                rows: position.rows,
            }
        };
        let fewer = reduce::fewer(
            position.land.clone().into(),
            0,
            PAIRS_UP_TO,
            with_land.clone(),
        );
        let runs = free_runs(&position)
            .into_iter()
            .flat_map(move |(first, length)| {
                let mut cuts = vec![length, length - length / 2, length / 2 / 2 * 2, 2, 1];
                cuts.retain(|&cut| (1..=length).contains(&cut));
                cuts.dedup();
                cuts.into_iter().map(move |cut| (first, cut))
            })
            .filter({
                let rows = position.rows;
                move |&(_, cut)| cut < rows
            })
            .map({
                let position = Rc::clone(&position);
                move |(first, cut)| without_rows(&position, first, cut)
            });
        let ups = (0..cells)
            .filter({
                let position = Rc::clone(&position);
                move |&index| position.land[index].row > 1
            })
            .map({
                let position = Rc::clone(&position);
                let with_land = with_land.clone();
                move |index| {
                    let mut land = position.land.clone();
                    land[index].row -= 1;
                    with_land(land)
                }
            });
        let columns = (0..cells)
            .filter({
                let position = Rc::clone(&position);
                move |&index| position.land[index].column == Column::Right
            })
            .map(move |index| {
                let mut land = position.land.clone();
                land[index].column = Column::Left;
                with_land(land)
            });
        fewer.chain(runs).chain(ups).chain(columns)
    }
}

/// Each maximal run of free rows as (first row, length), for runs of at least one row.
fn free_runs(position: &Position) -> Vec<(u64, u64)> {
    let mut runs = Vec::new();
    let mut next_free = 1;
    for row in position
        .land
        .iter()
        .map(|c| c.row)
        .chain([position.rows + 1])
    {
        if row > next_free {
            runs.push((next_free, row - next_free));
        }
        next_free = row + 1;
    }
    runs
}

/// The river with the `count` free rows from `first` on taken out; the land below moves up.
fn without_rows(position: &Position, first: u64, count: u64) -> Position {
    let land = position
        .land
        .iter()
        .map(|&cell| Cell {
            row: if cell.row > first {
                cell.row - count
            } else {
                cell.row
            },
            ..cell
        })
        .collect();
    Position {
        rows: position.rows - count,
        land,
    }
}

#[cfg(test)]
mod tests {
    use gamecore::problem::Shrinking;

    use super::*;

    /// The candidates of `input` as text, as the judge sees them.
    fn smaller(input: &str) -> Vec<String> {
        (Shrinking::of::<Position>().smaller)(input).collect()
    }

    fn within_contest(input: &str) -> bool {
        (Shrinking::of::<Position>().within_contest)(input)
    }

    #[test]
    fn printed_positions_read_back() {
        let position = parse("10 3\n7 2\n3 1\n4 1\n").unwrap();
        assert_eq!(position.to_input(), "10 3\n3 1\n4 1\n7 2\n");
        assert_eq!(parse(&position.to_input()).unwrap(), position);
    }

    #[test]
    fn candidates_drop_cells_shorten_runs_and_move_columns() {
        let candidates = smaller("6 2\n2 2\n5 2\n");
        for expected in [
            "6 1\n5 2\n",      // cell 1 dropped
            "6 1\n2 2\n",      // cell 2 dropped
            "5 2\n1 2\n4 2\n", // the run above cell 1 shortened
            "5 2\n2 2\n4 2\n", // the run between shortened by one
            "4 2\n2 2\n3 2\n", // ... or taken out
            "5 2\n2 2\n5 2\n", // the run below shortened
            "6 2\n2 1\n5 2\n", // a cell moved to column 1
        ] {
            assert!(
                candidates.iter().any(|c| c == expected),
                "{expected:?} in {candidates:?}"
            );
        }
        // Shortened by two, keeping the parity, and a cell moved up a row.
        let long = smaller("100 2\n2 2\n3 2\n");
        assert!(long.contains(&"98 2\n2 2\n3 2\n".to_owned()), "{long:?}");
        assert!(long.contains(&"100 2\n1 2\n3 2\n".to_owned()), "{long:?}");
        assert!(long.contains(&"52 2\n2 2\n3 2\n".to_owned()), "{long:?}");
        assert!(smaller("1 0\n").is_empty());
        assert!(smaller("1 2\n").is_empty());
    }

    #[test]
    fn every_candidate_is_smaller() {
        let input = "12 3\n1 2\n6 2\n7 2\n";
        // The measure of the module's doc, compared in order: a tuple's `<`.
        let size = |text: &str| {
            let p = parse(text).unwrap();
            let row_sum: u64 = p.land.iter().map(|c| c.row).sum();
            let columns: u64 = p.land.iter().map(|c| c.column as u64).sum();
            (p.rows, p.land.len(), row_sum, columns)
        };
        let candidates: Vec<String> = smaller(input);
        assert!(candidates.iter().filter(|c| parse(c).is_ok()).count() > 10);
        for candidate in candidates.iter().filter(|c| parse(c).is_ok()) {
            assert!(size(candidate) < size(input), "{candidate}");
        }
    }

    #[test]
    fn many_cells_start_with_halves_made_on_demand() {
        let input = crate::tools::generate::random(1, 1_000_000, 100_000);
        let cells = parse(&input).unwrap().land.len();
        let mut candidates = (Shrinking::of::<Position>().smaller)(&input);
        for _ in 0..2 {
            let half = parse(&candidates.next().unwrap()).unwrap().land.len();
            assert!(
                half == cells / 2 || half == cells - cells / 2,
                "{half} of {cells}"
            );
        }
    }

    #[test]
    fn the_contest_is_up_to_a_hundred_rows() {
        assert!(within_contest("100 0"));
        assert!(!within_contest("101 0"));
        assert!(!within_contest("0 0"));
    }
}
