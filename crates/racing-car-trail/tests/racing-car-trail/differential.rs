//! Fast solver == brute force (the game played out) == re-matching per cell, on random small grids
//! and structured ones: paths, rings, ladders, combs, mazes.

use crate::common;

use common::{
    SPEC_EXAMPLE, comb, ladder, maze, path, picture, random_grid, rematch_solve, render, ring,
};
use proptest::prelude::*;
use racing_car_trail::{brute, generate, solve};

/// Checks all three answers on one input (the brute force only when `brute` is set).
fn agree(input: &str, with_brute: bool) -> Result<(), TestCaseError> {
    let fast = solve(input).expect("valid input");
    prop_assert_eq!(
        &fast,
        &rematch_solve(input),
        "re-matching differs on\n{}",
        input
    );
    if with_brute {
        prop_assert_eq!(
            &fast,
            &brute::solve(input).expect("small"),
            "brute force differs on\n{}",
            input
        );
    }
    Ok(())
}

proptest! {
    #[test]
    fn random_grids_up_to_20_cells(grids in prop::collection::vec(random_grid(5, 6, 20), 1..4)) {
        agree(&render(&grids), true)?;
    }

    #[test]
    fn random_grids_up_to_8_by_8(grid in random_grid(8, 8, 64)) {
        agree(&render(&[grid]), false)?;
    }

    #[test]
    fn paths(length in 1..=20usize, vertical: bool) {
        agree(&render(&[path(length, vertical)]), true)?;
    }

    #[test]
    fn rings(rows in 2..=6usize, cols in 2..=6usize) {
        agree(&render(&[ring(rows, cols)]), true)?;
    }

    #[test]
    fn ladders(length in 1..=9usize) {
        agree(&render(&[ladder(length)]), true)?;
    }

    #[test]
    fn combs(width in 1..=7usize, depth in 0..=2usize) {
        agree(&render(&[comb(width, depth)]), true)?;
    }

    #[test]
    fn small_mazes(seed: u64, rows in 1..=5usize, cols in 1..=7usize, loops in 0..=500u64) {
        agree(&render(&[maze(seed, rows, cols, loops)]), true)?;
    }

    #[test]
    fn spirals(rows in 1..=6usize, cols in 1..=7usize) {
        agree(&render(&[generate::spiral_grid(rows, cols)]), true)?;
    }

    #[test]
    fn mazes_up_to_15_by_15(seed: u64, rows in 1..=15usize, cols in 1..=15usize, loops in 0..=300u64) {
        agree(&render(&[maze(seed, rows, cols, loops)]), false)?;
    }
}

#[test]
fn the_spec_example_by_all_three() {
    let input = SPEC_EXAMPLE;
    let expected = "B\n\nAA\n\nBAB\n\nAAA\nAXA\nAAA\n\n";
    assert_eq!(solve(input).unwrap(), expected);
    assert_eq!(brute::solve(input).unwrap(), expected);
    assert_eq!(rematch_solve(input), expected);
}

#[test]
fn hand_checked_shapes() {
    // A plus sign: the centre is in every maximum matching (size 2 of 5 cells), the arms are not.
    let plus = picture(&["X.X", "...", "X.X"]);
    assert_eq!(solve(&render(&[plus])).unwrap(), "XBX\nBAB\nXBX\n\n");
    // A 2 x 2 block has a perfect matching: all A.
    assert_eq!(solve(&render(&[ladder(2)])).unwrap(), "AA\nAA\n\n");
}

#[test]
fn brute_force_refuses_big_fields() {
    let input = render(&[vec![vec![b'.'; 13]; 5]]);
    let error = brute::solve(&input).unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1, column 1: too large for the brute force (at most 64 free cells) (field 1)"
    );
}
