//! `--explain`: the runs with their end states and Grundy values, their XOR, and a winning cell
//! when the city to move wins (found from the closed form: [`winning_move`]).

use std::fmt::Write as _;

use gamecore::{InputError, Outcome, Output};

use crate::solver::river::{End, Located, located_runs};
use crate::{parse, verdict};

pub use crate::solver::{is_legal, play, winning_move};

/// How many runs the explanation lists before it summarises the rest.
const LISTED_RUNS: usize = 20;

fn describe_end(end: End) -> String {
    match end {
        End::Edge => "river edge".to_owned(),
        End::Limited(column) => format!("column {}", column as u8),
    }
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
