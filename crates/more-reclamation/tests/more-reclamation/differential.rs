//! Property tests: the fast solver against the brute force (exhaustive search from the rules) and
//! against the contest's mex table, on random valid positions built by construction.

use proptest::prelude::*;

use crate::common;
use common::{legal_cells, river_text};

/// A valid position on `rows` rows: each row is water or land in a column; a land row right
/// below land in the other column becomes water (the repair keeps every position legal), and the
/// cells are listed in a random order.
fn position(max_rows: u64) -> impl Strategy<Value = String> {
    (1..=max_rows)
        .prop_flat_map(|rows| proptest::collection::vec(0u8..3, rows as usize))
        .prop_flat_map(|choices| {
            let rows = choices.len();
            Just(legal_cells(&choices))
                .prop_shuffle()
                .prop_map(move |cells| river_text(rows, &cells))
        })
}

proptest! {
    #[test]
    fn fast_equals_brute_force(input in position(10)) {
        prop_assert_eq!(
            more_reclamation::solve(&input).unwrap(),
            more_reclamation::brute::solve(&input).unwrap(),
            "{}", input
        );
    }

    #[test]
    fn fast_equals_the_mex_table(input in position(300)) {
        prop_assert_eq!(
            more_reclamation::solve(&input).unwrap(),
            more_reclamation::baseline::solve(&input).unwrap(),
            "{}", input
        );
    }
}
