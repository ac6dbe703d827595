//! Property tests: the fast solver against the brute force (exhaustive search from the rules) and
//! against the contest's mex table, on random valid positions built by construction.

use proptest::prelude::*;

/// A valid position on `rows` rows: each row is water or land in a column; a land row right
/// below land in the other column becomes water (the repair keeps every position legal), and the
/// cells are listed in a random order.
fn position(max_rows: u64) -> impl Strategy<Value = String> {
    (1..=max_rows)
        .prop_flat_map(|rows| proptest::collection::vec(0u8..3, rows as usize))
        .prop_flat_map(|choices| {
            let mut cells: Vec<(usize, u8)> = Vec::new();
            for (i, &choice) in choices.iter().enumerate() {
                let clash =
                    matches!(cells.last(), Some(&(row, c)) if row + 1 == i + 1 && c != choice);
                if choice > 0 && !clash {
                    cells.push((i + 1, choice));
                }
            }
            let rows = choices.len();
            Just(cells).prop_shuffle().prop_map(move |cells| {
                let mut text = format!("{rows} {}\n", cells.len());
                for (row, column) in cells {
                    text.push_str(&format!("{row} {column}\n"));
                }
                text
            })
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
