//! The move table: every legal cell with the Grundy value it leaves, grouped on large rivers.
//!
//! Within one run and one column, the value a move leaves is `F(a) xor G(b)` (with the other
//! runs' XOR), where `a` and `b` are the lengths of the runs above and below it. An end at the
//! river's edge makes its part's value the length itself; a limited end makes it a parity. So
//! in the run's middle rows (`a, b >= 1`), when both ends are limited, the value only depends on
//! the parity of `a + b = L - 1`: the whole middle is one range of equal value. Otherwise the
//! value follows a length, and the winning rows are found by solving for it (a handful of rows);
//! the losing ones are listed until the table is full and counted after.

use gamecore::{Grundy, MoveGroup, MoveTable, MoveValue};

use crate::solver::grundy::value_after;
use crate::solver::river::{allowed, located_runs};
use crate::solver::{Cell, Column, End, Position, Run};

/// Cells of one column in consecutive rows of one run that all leave the same value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Their column.
    pub column: Column,
    /// The first row.
    pub first: u64,
    /// The last row (`first` for a single cell).
    pub last: u64,
    /// The Grundy value each leaves.
    pub left: Grundy,
}

impl Piece {
    /// How many cells the piece holds.
    pub fn count(&self) -> u64 {
        self.last - self.first + 1
    }

    fn group(&self) -> MoveGroup<Cell> {
        let column = self.column as u8;
        let label = if self.first == self.last {
            format!("reclaim cell ({}, {column})", self.first)
        } else {
            format!(
                "cells ({}, {column}) to ({}, {column})",
                self.first, self.last
            )
        };
        MoveGroup {
            representative: Cell {
                row: self.first,
                column: self.column,
            },
            label,
            count: self.count(),
            value: MoveValue::impartial(self.left),
        }
    }
}

/// One column of one run, with what the rest of the river contributes.
#[derive(Clone, Copy, Debug)]
struct Lane {
    /// The row where the run starts.
    first: u64,
    run: Run,
    column: Column,
    /// The XOR of every other run's value.
    others: Grundy,
}

impl Lane {
    /// The value left by the move in row `k` of the run (1-based).
    fn left(&self, k: u64) -> Grundy {
        self.others ^ value_after(&self.run, k, self.column)
    }

    fn single(&self, k: u64) -> Piece {
        let row = self.first + k - 1;
        Piece {
            column: self.column,
            first: row,
            last: row,
            left: self.left(k),
        }
    }

    /// Whether the middle rows `2..=L-1` all leave one value: both ends are limited.
    fn middle_is_one_range(&self) -> bool {
        self.run.top != End::Edge && self.run.bottom != End::Edge
    }

    /// The end rows that are legal: `1` and `L` (once when they coincide).
    fn ends(&self) -> impl Iterator<Item = u64> + use<> {
        let (run, column) = (self.run, self.column);
        let last = (run.length > 1).then_some(run.length);
        (run.length >= 1)
            .then_some(1)
            .into_iter()
            .chain(last)
            .filter(move |&k| allowed(&run, k, column))
    }

    /// The number of legal cells.
    fn count(&self) -> u64 {
        let middle = self.run.length.saturating_sub(2);
        middle + self.ends().count() as u64
    }

    /// Every legal cell in row order, lazily; the middle as one range where it has one value.
    fn pieces(self) -> impl Iterator<Item = Piece> {
        let length = self.run.length;
        let range = self.middle_is_one_range() && length > 2;
        let whole_middle = range.then(|| Piece {
            last: self.first + length - 2,
            ..self.single(2)
        });
        let middle = if range { 2..2 } else { 2..length.max(2) };
        self.ends()
            .filter(|&k| k == 1)
            .map(move |k| self.single(k))
            .chain(whole_middle)
            .chain(middle.map(move |k| self.single(k)))
            .chain(
                self.ends()
                    .filter(move |&k| k == length && k > 1)
                    .map(move |k| self.single(k)),
            )
    }

    /// The cells that leave value 0, in row order: solved for, never enumerated.
    fn winning(&self) -> Vec<Piece> {
        let length = self.run.length;
        let mut rows: Vec<u64> = self.ends().filter(|&k| self.left(k) == 0).collect();
        let mut pieces: Vec<Piece> = Vec::new();
        if length > 2 && self.middle_is_one_range() {
            if self.left(2) == 0 {
                pieces.push(Piece {
                    last: self.first + length - 2,
                    ..self.single(2)
                });
            }
        } else if length > 2 {
            // The value is a length `a = k - 1` or `b = L - k`, maybe with its last bit flipped
            // by the other end's parity, so `a` or `b` is `t` or `t xor 1` for the wanted `t`
            // (the XOR of every other run). Both ends at the edge only happen on a river
            // without land, where `t = 0` and the move is the middle row.
            let t = self.others;
            let candidates = [
                Some(t + 1),
                Some((t ^ 1) + 1),
                length.checked_sub(t),
                length.checked_sub(t ^ 1),
                Some(length.div_ceil(2)),
            ];
            let mut middle: Vec<u64> = candidates
                .into_iter()
                .flatten()
                .filter(|k| (2..length).contains(k) && self.left(*k) == 0)
                .collect();
            rows.append(&mut middle);
        }
        rows.sort_unstable();
        rows.dedup();
        pieces.extend(rows.into_iter().map(|k| self.single(k)));
        pieces.sort_unstable_by_key(|p| p.first);
        pieces
    }
}

/// Every column of every non-empty run of `position`, top to bottom, lazily (a river of 10^7
/// land cells has twice as many lanes); `total` is the position's value.
fn lanes(position: &Position, total: Grundy) -> impl Iterator<Item = Lane> + '_ {
    located_runs(position)
        .filter(|located| located.run.length > 0)
        .flat_map(move |located| {
            [Column::Left, Column::Right].map(|column| Lane {
                first: located.first,
                run: located.run,
                column,
                others: total ^ located.run.grundy(),
            })
        })
}

/// The move table of `position`: every legal cell when there are at most `screen`; else the
/// winning cells and then losing ones, `rows` rows in all, and a line counting the rest.
pub fn listing(position: &Position, screen: u64, rows: usize) -> MoveTable<Cell> {
    let total = position.grundy();
    let moves: u64 = lanes(position, total).map(|lane| lane.count()).sum();
    if moves <= screen {
        let singles: Vec<Piece> = lanes(position, total)
            .flat_map(Lane::pieces)
            .flat_map(|piece| {
                (piece.first..=piece.last).map(move |row| Piece {
                    first: row,
                    last: row,
                    ..piece
                })
            })
            .collect();
        return table(singles, None);
    }
    let mut listed: Vec<Piece> = Vec::new();
    let mut winning = 0;
    for lane in lanes(position, total) {
        for piece in lane.winning() {
            winning += piece.count();
            if listed.len() < rows {
                listed.push(piece);
            }
        }
    }
    let winning_listed: u64 = listed.iter().map(Piece::count).sum();
    let losing = lanes(position, total)
        .flat_map(Lane::pieces)
        .filter(|piece| piece.left != 0);
    let room = rows.saturating_sub(listed.len());
    listed.extend(losing.take(room));
    let others = moves - listed.iter().map(Piece::count).sum::<u64>();
    let rest = (others > 0).then(|| rest_line(others, winning - winning_listed));
    table(listed, rest)
}

/// The cells that `listed`, the [`listing`] of `position`, folds into its rest line, one row
/// each, best first, when there are at most `limit`; `None` when there are more.
pub fn rest_cells(
    position: &Position,
    listed: &MoveTable<Cell>,
    limit: usize,
) -> Option<Vec<MoveGroup<Cell>>> {
    let total = position.grundy();
    let moves: u64 = lanes(position, total).map(|lane| lane.count()).sum();
    let shown: u64 = listed.groups.iter().map(|g| g.count).sum();
    if moves - shown > limit as u64 {
        return None;
    }
    // A listed row is a range of rows of one column, from its representative on.
    let is_listed = |cell: &Cell| {
        listed.groups.iter().any(|g| {
            let first = g.representative;
            first.column == cell.column && (first.row..first.row + g.count).contains(&cell.row)
        })
    };
    let singles: Vec<Piece> = lanes(position, total)
        .flat_map(Lane::pieces)
        .flat_map(|piece| {
            (piece.first..=piece.last).map(move |row| Piece {
                first: row,
                last: row,
                ..piece
            })
        })
        .filter(|piece| {
            !is_listed(&Cell {
                row: piece.first,
                column: piece.column,
            })
        })
        .collect();
    Some(table(singles, None).groups)
}

/// The line for the cells a table does not list.
fn rest_line(others: u64, winning: u64) -> String {
    if winning == 0 {
        format!("{others} other cells: each leaves a non-zero Grundy value (lose)")
    } else {
        format!(
            "{others} other cells: {winning} of them leave Grundy value 0 (win), the rest a \
             non-zero value (lose)"
        )
    }
}

/// The table of `pieces`, winning ones first, then by row and column.
fn table(mut pieces: Vec<Piece>, rest: Option<String>) -> MoveTable<Cell> {
    pieces.sort_unstable_by_key(|p| (p.first, p.column));
    let mut groups: Vec<MoveGroup<Cell>> = pieces.iter().map(Piece::group).collect();
    // Stable: rows of equal value stay in row order.
    groups.sort_by(|a, b| a.value.best_first(&b.value));
    MoveTable { groups, rest }
}
