//! Tests of `src/tools/shrink.rs`.

use gamecore::Shrink;
use gamecore::problem::Shrinking;
use more_reclamation::parse;
use more_reclamation::solver::Position;

/// The candidates of `input` as text, as the judge sees them.
fn smaller(input: &str) -> Vec<String> {
    (Shrinking::of::<Position>().smaller)(input).collect()
}

fn within_contest(input: &str) -> bool {
    (Shrinking::of::<Position>().within_contest)(input)
}

#[test]
fn printed_positions_read_back() {
    let position = parse("10 3\n7 2\n3 1\n4 1\n").unwrap();
    assert_eq!(position.to_input(), "10 3\n3 1\n4 1\n7 2\n");
    assert_eq!(parse(&position.to_input()).unwrap(), position);
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
    // Shortened by two, keeping the parity, and a cell moved up a row.
    let long = smaller("100 2\n2 2\n3 2\n");
    assert!(long.contains(&"98 2\n2 2\n3 2\n".to_owned()), "{long:?}");
    assert!(long.contains(&"100 2\n1 2\n3 2\n".to_owned()), "{long:?}");
    assert!(long.contains(&"52 2\n2 2\n3 2\n".to_owned()), "{long:?}");
    assert!(smaller("1 0\n").is_empty());
    assert!(smaller("1 2\n").is_empty());
}

#[test]
fn every_candidate_is_smaller() {
    let input = "12 3\n1 2\n6 2\n7 2\n";
    // The measure of the module's doc, compared in order: a tuple's `<`.
    let size = |text: &str| {
        let p = parse(text).unwrap();
        let row_sum: u64 = p.land.iter().map(|c| c.row).sum();
        let columns: u64 = p.land.iter().map(|c| c.column as u64).sum();
        (p.rows, p.land.len(), row_sum, columns)
    };
    let candidates: Vec<String> = smaller(input);
    assert!(candidates.iter().filter(|c| parse(c).is_ok()).count() > 10);
    for candidate in candidates.iter().filter(|c| parse(c).is_ok()) {
        assert!(size(candidate) < size(input), "{candidate}");
    }
}

#[test]
fn many_cells_start_with_halves_made_on_demand() {
    let input = more_reclamation::tools::generate::random(1, 1_000_000, 100_000);
    let cells = parse(&input).unwrap().land.len();
    let mut candidates = (Shrinking::of::<Position>().smaller)(&input);
    for _ in 0..2 {
        let half = parse(&candidates.next().unwrap()).unwrap().land.len();
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
