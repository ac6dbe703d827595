//! Smaller positions for `cargo xtask check`, which shrinks an input a contestant's program fails
//! on: every candidate is one step smaller than the position it comes from (a land cell dropped,
//! a run of free rows taken out or shortened, a cell moved to column 1), so that repeated shrinking ends.
//! Candidates may break the rules (two runs joined by a shortened run can put land of different
//! columns in adjacent rows): the caller keeps only those the parser accepts. Each candidate is a
//! whole input, so a position of more than [`FINE_CELLS`] land cells steps only by dropping half
//! of them (a million cells made a million candidates of 10 MB each).

use std::fmt::Write as _;

use crate::{Cell, Column, Position, parse};

/// The contest's largest river (Codeforces 335C: `r <= 100`).
pub const CONTEST_ROWS: u64 = 100;

/// The most land cells of a position whose steps move single cells and runs.
pub const FINE_CELLS: usize = 2_000;

/// The position as input text, cells in row order; it parses back to the same position.
pub fn to_input(position: &Position) -> String {
    let mut text = format!("{} {}\n", position.rows, position.land.len());
    for cell in &position.land {
        let _ = writeln!(text, "{} {}", cell.row, cell.column as u8);
    }
    text
}

/// Whether a valid input is within the contest's limits.
pub fn within_contest(input: &str) -> bool {
    parse(input).is_ok_and(|position| position.rows <= CONTEST_ROWS)
}

/// Inputs one step smaller than `input`, biggest steps first; none when `input` is invalid.
pub fn smaller(input: &str) -> Vec<String> {
    let Ok(position) = parse(input) else {
        return Vec::new();
    };
    let mut candidates: Vec<Position> = Vec::new();
    let cells = position.land.len();
    if cells > FINE_CELLS {
        for half in [&position.land[cells / 2..], &position.land[..cells / 2]] {
            candidates.push(Position {
                land: half.to_vec(),
                ..position.clone()
            });
        }
        return candidates.iter().map(to_input).collect();
    }
    for skip in 0..position.land.len() {
        let mut land = position.land.clone();
        land.remove(skip);
        candidates.push(Position {
            land,
            ..position.clone()
        });
    }
    for (first, length) in free_runs(&position) {
        let mut cuts = vec![length, length - length / 2, 1];
        cuts.dedup();
        for cut in cuts {
            if cut < position.rows {
                candidates.push(without_rows(&position, first, cut));
            }
        }
    }
    for (index, cell) in position.land.iter().enumerate() {
        if cell.column == Column::Right {
            let mut land = position.land.clone();
            land[index].column = Column::Left;
            candidates.push(Position {
                land,
                ..position.clone()
            });
        }
    }
    candidates.iter().map(to_input).collect()
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
    use super::*;

    #[test]
    fn printed_positions_read_back() {
        let position = parse("10 3\n7 2\n3 1\n4 1\n").unwrap();
        assert_eq!(to_input(&position), "10 3\n3 1\n4 1\n7 2\n");
        assert_eq!(parse(&to_input(&position)).unwrap(), position);
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
        assert!(smaller("1 0\n").is_empty());
        assert!(smaller("1 2\n").is_empty());
    }

    #[test]
    fn every_candidate_is_smaller() {
        let input = "12 3\n1 2\n6 2\n7 2\n";
        let size = |text: &str| {
            let p = parse(text).unwrap();
            let columns: u64 = p.land.iter().map(|c| c.column as u64).sum();
            (p.rows, p.land.len(), columns)
        };
        for candidate in smaller(input).iter().filter(|c| parse(c).is_ok()) {
            let (rows, cells, columns) = size(candidate);
            let (rows_0, cells_0, columns_0) = size(input);
            assert!(rows < rows_0 || cells < cells_0 || (rows == rows_0 && columns < columns_0));
        }
    }

    #[test]
    fn many_cells_shrink_by_halves() {
        let input = crate::generate::random(1, 1_000_000, 100_000);
        let cells = parse(&input).unwrap().land.len();
        assert!(cells > FINE_CELLS, "{cells}");
        let candidates = smaller(&input);
        assert_eq!(candidates.len(), 2);
        for candidate in &candidates {
            let half = parse(candidate).unwrap().land.len();
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
