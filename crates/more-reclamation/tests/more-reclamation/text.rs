//! The crate's writer of its input format against its parser: `input_text` writes back what
//! `parse` read, on random legal rivers built by construction.

use more_reclamation::{Cell, Column, input_text, parse};
use proptest::prelude::*;

use crate::common;
use common::{legal_cells, river_text};

/// A legal river of 1 to `max_rows` rows, its cells listed in a random order: `(rows, cells)`.
fn river(max_rows: usize) -> impl Strategy<Value = (usize, Vec<(usize, u8)>)> {
    (1..=max_rows)
        .prop_flat_map(|rows| proptest::collection::vec(0u8..3, rows))
        .prop_flat_map(|choices| {
            (
                Just(choices.len()),
                Just(legal_cells(&choices)).prop_shuffle(),
            )
        })
}

fn cell(&(row, column): &(usize, u8)) -> Cell {
    let column = if column == 1 {
        Column::Left
    } else {
        Column::Right
    };
    Cell {
        row: row as u64,
        column,
    }
}

proptest! {
    /// The cells come back in row order (a position keeps no other), and the text written from
    /// the parsed position reads back to it.
    #[test]
    fn parse_reads_back_what_input_text_wrote((rows, cells) in river(300)) {
        let listed: Vec<Cell> = cells.iter().map(cell).collect();
        let text = input_text(rows as u64, &listed);
        prop_assert_eq!(&text, &river_text(rows, &cells));
        let position = parse(&text).unwrap();
        let mut sorted = listed;
        sorted.sort_by_key(|c| c.row);
        prop_assert_eq!(position.rows(), rows as u64);
        prop_assert_eq!(position.land(), &sorted[..]);
        let again = input_text(position.rows(), position.land());
        prop_assert_eq!(parse(&again).unwrap(), position);
    }
}
