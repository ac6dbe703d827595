//! The crate's writer of its input format against its parser: `input_text` writes back what
//! `parse` read, on random fields built by construction.

use proptest::prelude::*;
use racing_car_trail::input_text;
use racing_car_trail::parse;
use racing_car_trail::shrink::grid_of;

use crate::common;
use common::{Grid, random_grid};

proptest! {
    /// Zero to three fields of up to 12 x 12 cells: their rows come back from the parsed fields,
    /// and the text written from the parsed fields reads back to the same fields.
    #[test]
    fn parse_reads_back_what_input_text_wrote(
        grids in prop::collection::vec(random_grid(12, 12, 144), 0..=3)
    ) {
        let text = input_text(&grids);
        let fields = parse(&text).unwrap();
        let back: Vec<Grid> = fields.iter().map(grid_of).collect();
        prop_assert_eq!(&back, &grids);
        prop_assert_eq!(parse(&input_text(&back)).unwrap(), fields);
    }
}
