//! The fast solver against the brute-force oracle (plain memoised minimax from the rules) and the
//! contest's plain minimax, on inputs generated valid by construction.

use painters_duel::generate::{all_rooms, all_start_pairs};
use painters_duel::search::Solver;
use painters_duel::{baseline, brute, format, parse, solve};
use proptest::prelude::*;

/// One test's text: side, two distinct starts, and a random set of construction rooms.
fn duel_text(side: usize, order: &[usize], construction: &[bool]) -> String {
    let rooms = all_rooms(side);
    let (alma, berthe) = (rooms[order[0]], rooms[order[1]]);
    let closed: Vec<(usize, usize)> = order[2..]
        .iter()
        .zip(construction)
        .filter(|&(_, &c)| c)
        .map(|(&k, _)| rooms[k])
        .collect();
    let mut text = format!(
        "{side} {} {} {} {} {}\n",
        alma.0,
        alma.1,
        berthe.0,
        berthe.1,
        closed.len()
    );
    for (row, place) in closed {
        text.push_str(&format!("{row} {place}\n"));
    }
    text
}

prop_compose! {
    /// A valid test on a side-2..=5 board: a random permutation of the rooms picks the starts
    /// (the first two) and the construction flags apply to the others in that order.
    fn arb_duel()(side in 2usize..=5)
        (order in Just((0..side * side).collect::<Vec<usize>>()).prop_shuffle(),
         construction in prop::collection::vec(prop::bool::weighted(0.3), side * side - 2),
         side in Just(side))
        -> String {
        duel_text(side, &order, &construction)
    }
}

prop_compose! {
    /// A valid test on a side-6 or side-7 board with about a third of the rooms under
    /// construction: within reach of the contest's plain minimax.
    fn arb_larger_duel()(side in 6usize..=7)
        (order in Just((0..side * side).collect::<Vec<usize>>()).prop_shuffle(),
         construction in prop::collection::vec(prop::bool::weighted(0.35), side * side - 2),
         side in Just(side))
        -> String {
        duel_text(side, &order, &construction)
    }
}

prop_compose! {
    /// A multi-test input of one to four such tests (the fast solver shares tables across tests).
    fn arb_input()(duels in prop::collection::vec(arb_duel(), 1..=4)) -> String {
        format!("{}\n{}", duels.len(), duels.concat())
    }
}

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
    fn fast_matches_plain_minimax_on_larger_boards(duel in arb_larger_duel()) {
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
