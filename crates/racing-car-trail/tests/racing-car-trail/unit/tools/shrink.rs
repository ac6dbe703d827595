//! Tests of `src/tools/shrink.rs`.

use gamecore::problem::Shrinking;
use racing_car_trail::parse;
use racing_car_trail::tools::text::{Grid, input_text};

use gamecore::Shrink;
use gamecore::problem::reduce;
use racing_car_trail::tools::shrink::*;

/// The candidates of `input` as text, as the judge sees them.
fn smaller(input: &str) -> Vec<String> {
    (Shrinking::of::<Fields>().smaller)(input).collect()
}

fn within_contest(input: &str) -> bool {
    (Shrinking::of::<Fields>().within_contest)(input)
}

#[test]
fn printed_fields_read_back() {
    let input = "2 3\n.X.\n...\n1 1\nX\n0 0\n";
    let grids: Vec<Grid> = parse(input).unwrap().iter().map(grid_of).collect();
    assert_eq!(input_text(&grids), input);
}

#[test]
fn candidates_drop_fields_and_cut_rows_columns_and_cells() {
    let candidates = smaller("2 2\n.X\n..\n1 1\n.\n0 0\n");
    for expected in [
        "1 1\n.\n0 0\n",
        "2 2\n.X\n..\n0 0\n",
        "1 2\n.X\n1 1\n.\n0 0\n",
        "1 2\n..\n1 1\n.\n0 0\n",
        "2 1\n.\n.\n1 1\n.\n0 0\n",
        "2 1\nX\n.\n1 1\n.\n0 0\n",
        "2 2\nXX\n..\n1 1\n.\n0 0\n",
        "2 2\n.X\n..\n1 1\nX\n0 0\n",
    ] {
        assert!(candidates.iter().any(|c| c == expected), "{expected:?}");
    }
    for candidate in &candidates {
        assert!(parse(candidate).is_ok(), "{candidate:?}");
    }
    assert_eq!(smaller("0 0\n"), Vec::<String>::new());
}

#[test]
fn large_inputs_start_with_the_biggest_cuts_made_on_demand() {
    let open = |rows: usize, cols: usize, fields: usize| {
        let grids: Vec<Grid> = (0..fields).map(|_| vec![vec![b'.'; cols]; rows]).collect();
        input_text(&grids)
    };
    // Ten 1000 x 1000 fields: half the fields dropped first, then a quarter.
    let input = open(1000, 1000, 10);
    let mut candidates = (Shrinking::of::<Fields>().smaller)(&input);
    for fields in [5, 5, 2, 3] {
        let candidate = Fields::parse(&candidates.next().unwrap()).unwrap();
        assert_eq!(candidate.0.len(), fields);
    }
    // One field: dropped, then its rows by chunks (half of them first), its columns the
    // same way, then each free cell blocked.
    let mut one = (Shrinking::of::<Fields>().smaller)(&open(1000, 1000, 1));
    assert_eq!(one.next().as_deref(), Some("0 0\n"));
    let first = Fields::parse(&one.next().unwrap()).unwrap();
    assert_eq!((first.0[0].len(), first.0[0][0].len()), (500, 1000));
    let chunks = reduce::chunk_removals(50, 1).count();
    assert!(chunks >= 100);
    assert_eq!(smaller(&open(50, 50, 1)).len(), 1 + 2 * chunks + 2500);
}

#[test]
fn the_contest_is_up_to_a_hundred_by_a_hundred() {
    assert!(!within_contest("1 100\n"));
    let wide = format!("1 101\n{}\n0 0\n", ".".repeat(101));
    assert!(!within_contest(&wide));
    let fits = format!("1 100\n{}\n0 0\n", ".".repeat(100));
    assert!(within_contest(&fits));
}
