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
