//! `--explain`: the runs with their end states and Grundy values, their XOR, and a winning cell
//! when the city to move wins.
//!
//! The winning cell is found from the closed form: in a run whose value `g` has `g xor X < g`
//! (`X` the total), some move leaves two runs whose values XOR to `g xor X`. Both parts' values
//! are the length itself or a parity, so the move is among a few candidate rows (the ends, the
//! middle, and the rows that make one part's length `t` or `t xor 1`); every candidate is checked
//! by recomputing the whole position's value, and the tests replay the move against the brute
//! force.

use std::fmt::Write as _;

use gamecore::{InputError, Outcome, Output};

use crate::{Cell, Column, End, Position, Run, parse, verdict};

/// How many runs the explanation lists before it summarises the rest.
const LISTED_RUNS: usize = 20;

/// The rows a run covers and its description.
pub(crate) struct Located {
    pub(crate) first: u64,
    pub(crate) run: Run,
}

pub(crate) fn located_runs(position: &Position) -> impl Iterator<Item = Located> + '_ {
    // Runs alternate with land rows, from row 1 down.
    let mut next_row = 1;
    position.runs().map(move |run| {
        let first = next_row;
        next_row = first + run.length + 1;
        Located { first, run }
    })
}

fn describe_end(end: End) -> String {
    match end {
        End::Edge => "river edge".to_owned(),
        End::Limited(column) => format!("column {}", column as u8),
    }
}

/// Whether a cell in row `k` (1-based within a run of `length` rows) and `column` is legal.
pub(crate) fn allowed(run: &Run, k: u64, column: Column) -> bool {
    let fits = |end: End| end == End::Edge || end == End::Limited(column);
    (k != 1 || fits(run.top)) && (k != run.length || fits(run.bottom))
}

/// The value of `run` after reclaiming row `k` of it in `column`.
pub(crate) fn value_after(run: &Run, k: u64, column: Column) -> u64 {
    let above = Run {
        length: k - 1,
        top: run.top,
        bottom: End::Limited(column),
    };
    let below = Run {
        length: run.length - k,
        top: End::Limited(column),
        bottom: run.bottom,
    };
    above.grundy() ^ below.grundy()
}

/// A cell whose reclamation leaves a position of value 0, if the position is a win.
pub fn winning_move(position: &Position) -> Option<Cell> {
    let total = position.grundy();
    if total == 0 {
        return None;
    }
    for Located { first, run } in located_runs(position) {
        let (value, length) = (run.grundy(), run.length);
        let target = value ^ total;
        if length == 0 || target >= value {
            continue;
        }
        let candidates: Vec<u64> = if length <= 4096 {
            (1..=length).collect()
        } else {
            let near = |centre: u64| centre.saturating_sub(2)..=centre.saturating_add(2);
            near(1)
                .chain(near(length))
                .chain(near(target + 1))
                .chain(near(length.saturating_sub(target)))
                .chain(near(length / 2))
                .filter(|k| (1..=length).contains(k))
                .collect()
        };
        for k in candidates {
            for column in [Column::Left, Column::Right] {
                if allowed(&run, k, column) && value_after(&run, k, column) == target {
                    return Some(Cell {
                        row: first + k - 1,
                        column,
                    });
                }
            }
        }
    }
    None
}

/// The answer and its explanation.
pub fn explain(input: &str) -> Result<Output, InputError> {
    let position = parse(input)?;
    let total = position.grundy();
    let mut text = format!(
        "river of {} rows, {} land cell(s); the free rows form independent runs (Sprague-Grundy):\n",
        position.rows(),
        position.land().len()
    );
    let runs: Vec<Located> = located_runs(&position)
        .filter(|l| l.run.length > 0)
        .collect();
    for Located { first, run } in runs.iter().take(LISTED_RUNS) {
        let _ = writeln!(
            text,
            "  rows {first}..={}: {} rows, ends {} / {}, Grundy value {}",
            first + run.length - 1,
            run.length,
            describe_end(run.top),
            describe_end(run.bottom),
            run.grundy()
        );
    }
    if runs.len() > LISTED_RUNS {
        let _ = writeln!(text, "  ... and {} more runs", runs.len() - LISTED_RUNS);
    }
    let _ = writeln!(text, "XOR of the run values: {total}");
    match winning_move(&position) {
        Some(cell) => {
            let _ = writeln!(
                text,
                "WIN: reclaim cell ({}, {}); every run value then XORs to 0",
                cell.row, cell.column as u8
            );
        }
        None if total == 0 => {
            let _ = writeln!(text, "LOSE: every move leaves a non-zero XOR");
        }
        None => {
            let _ = writeln!(text, "WIN (no witness cell found)");
        }
    }
    Ok(Output {
        answer: verdict(Outcome::from_grundy(total)).to_owned(),
        explanation: Some(text),
    })
}

/// The position after reclaiming `cell` (which must be legal in `position`).
pub fn play(position: &Position, cell: Cell) -> Position {
    let mut land = position.land().to_vec();
    let at = land.partition_point(|c| c.row < cell.row);
    land.insert(at, cell);
    Position {
        rows: position.rows(),
        land,
    }
}

/// Whether `cell` is water and legal to reclaim in `position`, straight from the rules.
pub fn is_legal(position: &Position, cell: Cell) -> bool {
    let land_at = |row: u64, column: Column| {
        position
            .land()
            .binary_search_by_key(&row, |c| c.row)
            .is_ok_and(|i| position.land()[i].column == column)
    };
    let other = cell.column.other();
    (1..=position.rows()).contains(&cell.row)
        && !land_at(cell.row, cell.column)
        && !land_at(cell.row, other)
        && !land_at(cell.row - 1, other)
        && !land_at(cell.row + 1, other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_one_is_explained() {
        let output = explain("3 1\n1 1\n").unwrap();
        assert_eq!(output.answer, "WIN\n");
        insta::assert_snapshot!(output.explanation.unwrap(), @r"
        river of 3 rows, 1 land cell(s); the free rows form independent runs (Sprague-Grundy):
          rows 2..=3: 2 rows, ends column 1 / river edge, Grundy value 2
        XOR of the run values: 2
        WIN: reclaim cell (3, 2); every run value then XORs to 0
        ");
    }

    #[test]
    fn losing_positions_have_no_witness() {
        let position = parse("12 0").unwrap();
        assert_eq!(winning_move(&position), None);
        assert!(
            explain("12 0")
                .unwrap()
                .explanation
                .unwrap()
                .contains("LOSE")
        );
    }

    #[test]
    fn huge_runs_get_a_witness_from_the_candidates() {
        for input in [
            "1000000000000000000 1\n1 1\n",
            "999999999999999999 0\n",
            "1000000000000000000 2\n5 1\n999999999999999990 2\n",
            "1000000000000000000 1\n77777 2\n",
        ] {
            let position = parse(input).unwrap();
            assert_ne!(position.grundy(), 0, "{input}");
            let cell = winning_move(&position).unwrap_or_else(|| panic!("{input}"));
            assert!(is_legal(&position, cell), "{input}: {cell:?}");
            assert_eq!(play(&position, cell).grundy(), 0, "{input}");
        }
    }
}
