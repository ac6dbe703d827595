//! The fast solver against the brute-force oracle (plain memoised minimax from the rules) and the
//! contest's plain minimax, on inputs generated valid by construction.

use crate::common;

use common::{arb_duel, arb_input};
use painters_duel::generate::all_start_pairs;
use painters_duel::solver::search::Solver;
use painters_duel::{baseline, brute, format, parse, solve};
use proptest::prelude::*;

proptest! {
    #[test]
    fn fast_matches_brute_force(input in arb_input()) {
        prop_assert_eq!(solve(&input).unwrap(), brute::solve(&input).unwrap());
    }

    /// A table of a few buckets is full at once: replacement must never change an answer.
    #[test]
    fn a_tiny_table_matches_brute_force(input in arb_input()) {
        let mut solver = Solver::new(4096, false);
        let answers: Vec<i32> = parse(&input)
            .unwrap()
            .iter()
            .map(|d| solver.solve(d.side, d.alma, d.berthe, d.free(), "test"))
            .collect();
        prop_assert_eq!(format(&answers), brute::solve(&input).unwrap());
    }

    #[test]
    fn fast_matches_plain_minimax_on_larger_boards(duel in arb_duel(6..=7, 0.35)) {
        let input = format!("1\n{duel}");
        prop_assert_eq!(solve(&input).unwrap(), baseline::solve(&input).unwrap());
    }

    #[test]
    fn baseline_matches_brute_force(input in arb_input()) {
        prop_assert_eq!(baseline::solve(&input).unwrap(), brute::solve(&input).unwrap());
    }
}

#[test]
fn every_open_start_pair_up_to_side_4() {
    for side in 2..=4 {
        let input = all_start_pairs(side);
        assert_eq!(
            solve(&input).unwrap(),
            brute::solve(&input).unwrap(),
            "side {side}"
        );
    }
}

#[test]
fn every_open_start_pair_of_side_5_against_plain_minimax() {
    let input = all_start_pairs(5);
    assert_eq!(solve(&input).unwrap(), baseline::solve(&input).unwrap());
}

#[test]
fn samples() {
    let first = "2\n2 1 1 2 1 0\n2 2 2 1 1 2\n2 1\n2 3\n";
    let second = "2\n3 3 4 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n";
    assert_eq!(solve(first).unwrap(), "Case #1: 2\nCase #2: 0\n");
    assert_eq!(solve(second).unwrap(), "Case #1: 0\nCase #2: -1\n");
    assert_eq!(brute::solve(first).unwrap(), "Case #1: 2\nCase #2: 0\n");
    assert_eq!(brute::solve(second).unwrap(), "Case #1: 0\nCase #2: -1\n");
}
