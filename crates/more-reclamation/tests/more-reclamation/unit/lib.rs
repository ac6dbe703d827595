//! Tests of `src/lib.rs`.

use gamecore::Pos;
use more_reclamation::*;

#[test]
fn samples() {
    assert_eq!(solve("3 1\n1 1\n").unwrap(), "WIN\n");
    assert_eq!(solve("12 2\n4 1\n8 1\n").unwrap(), "WIN\n");
    assert_eq!(solve("1 1\n1 2\n").unwrap(), "LOSE\n");
}

#[test]
fn empty_river_wins_iff_odd() {
    assert_eq!(solve("1 0").unwrap(), "WIN\n");
    assert_eq!(solve("2 0").unwrap(), "LOSE\n");
    assert_eq!(solve("1000000000000000000 0").unwrap(), "LOSE\n");
    assert_eq!(solve("999999999999999999 0").unwrap(), "WIN\n");
}

#[test]
fn errors_name_the_cells() {
    let error = |input: &str| solve(input).unwrap_err().to_string();
    insta::assert_snapshot!(
        error("5 3\n1 1\n4 2\n1 1\n"),
        @"line 4, column 1: cells 1 (1, 1) and 3 (1, 1) are the same cell"
    );
    insta::assert_snapshot!(
        error("5 2\n3 2\n3 1\n"),
        @"line 3, column 1: cells 1 (3, 2) and 2 (3, 1) are both reclaimed in one row"
    );
    insta::assert_snapshot!(
        error("5 3\n4 2\n1 1\n3 1\n"),
        @"line 4, column 1: cells 1 (4, 2) and 3 (3, 1) are land in adjacent rows of different columns"
    );
    insta::assert_snapshot!(
        error("5 2\n4 2\n"),
        @"line 3, column 1: expected the row of cell 2 (an integer from 1 to 5), found end of input"
    );
    insta::assert_snapshot!(
        error("5 1\n4 3\n"),
        @"line 2, column 3: expected the column of cell 1 (an integer from 1 to 2), found `3`"
    );
    insta::assert_snapshot!(
        error("3 4\n"),
        @"line 1, column 3: expected the number of land cells n (an integer from 0 to 3), found `4`"
    );
    insta::assert_snapshot!(
        error("3 1\n1 1 1"),
        @"line 2, column 5: expected end of input, found `1`"
    );
}

#[test]
fn a_huge_declared_count_allocates_nothing_it_lacks() {
    let error = solve("1000000000000000000 10000000\n1 1\n").unwrap_err();
    assert_eq!(error.pos, Pos { line: 3, column: 1 });
}
