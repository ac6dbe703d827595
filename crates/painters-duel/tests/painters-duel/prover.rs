//! The second source of truth ([`painters_duel::prover`], null-window proofs written apart from
//! the main search) against the brute force on small boards and against the main search on
//! medium ones, on inputs generated valid by construction.

use crate::common;

use common::{arb_duel, arb_input};
use painters_duel::prover::Prover;
use painters_duel::solver::search::Solver;
use painters_duel::solver::wide::Wide;
use painters_duel::{brute, parse};
use proptest::prelude::*;

proptest! {
    #[test]
    fn proofs_find_the_brute_force_value(input in arb_input()) {
        for duel in parse(&input).unwrap() {
            let mut prover = Prover::<u128>::new();
            let value = prover.value(duel.alma, duel.berthe, duel.free_set());
            prop_assert_eq!(i64::from(value), brute::value(&duel));
        }
    }

    /// On the wide set too (the same boards, numbered the same).
    #[test]
    fn wide_proofs_find_the_brute_force_value(input in arb_input()) {
        for duel in parse(&input).unwrap() {
            let mut prover = Prover::<Wide>::new();
            let value = prover.value(duel.alma, duel.berthe, duel.free_set());
            prop_assert_eq!(i64::from(value), brute::value(&duel));
        }
    }

    /// Hints change the order only: hints that name the lowest move, legal or not, or a room
    /// off the board, never change a value.
    #[test]
    fn hints_never_change_a_value(input in arb_input(), off_board in any::<bool>()) {
        for duel in parse(&input).unwrap() {
            let hint = move |mover: usize, _: usize, _: u128| {
                Some(if off_board { 200 } else { mover.saturating_sub(1) })
            };
            let mut prover = Prover::<u128>::with_hints(Box::new(hint));
            let value = prover.value(duel.alma, duel.berthe, duel.free_set());
            prop_assert_eq!(i64::from(value), brute::value(&duel));
        }
    }

    #[test]
    fn proofs_confirm_the_main_search_on_medium_boards(duel in arb_duel(6..=8, 0.3)) {
        let duel = &parse(&format!("1\n{duel}")).unwrap()[0];
        let free = duel.free_set::<u128>();
        let value = Solver::new(1 << 22, false).solve(duel.side, duel.alma, duel.berthe, free, "");
        let mut prover = Prover::<u128>::new();
        prop_assert!(prover.alma_at_least(duel.alma, duel.berthe, free, value));
        prop_assert!(!prover.alma_at_least(duel.alma, duel.berthe, free, value + 1));
        // And a wrong claim either way is refused.
        prop_assert!(!prover.confirms(duel.alma, duel.berthe, free, value + 1));
        prop_assert!(!prover.confirms(duel.alma, duel.berthe, free, value - 1));
    }
}

#[test]
fn proofs_agree_on_an_open_side_seven_corner_root() {
    let duel = &parse("1\n7 1 1 7 13 0\n").unwrap()[0];
    let free = duel.free_set::<u128>();
    let mut solver = Solver::new(1 << 22, false);
    let value = solver.solve(7, duel.alma, duel.berthe, free, "");
    assert!(Prover::<u128>::new().confirms(duel.alma, duel.berthe, free, value));
    // With the main search's remembered moves as hints, as examples/prove.rs gives them.
    let mut hinted = Prover::<u128>::with_hints(Box::new(move |mover, other, free| {
        solver.remembered_move(7, mover, other, free)
    }));
    assert!(hinted.confirms(duel.alma, duel.berthe, free, value));
    assert!(!hinted.confirms(duel.alma, duel.berthe, free, value + 1));
}
