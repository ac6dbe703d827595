//! `--explain`'s winning circle: after Alice's first red point there (deepest there), the brute
//! force says the position is lost for Bob; and no witness is offered when Bob wins.

use circles_game::explain::analyse;
use circles_game::{ContainmentForest, brute, generate, parse};
use gamecore::Outcome;
use proptest::prelude::*;

proptest! {
    #[test]
    fn winning_circles_leave_bob_lost(seed in any::<u64>(), n in 1usize..=9) {
        let input = generate::small(seed, n);
        let forest = ContainmentForest::build(&parse(&input).unwrap()).unwrap();
        let analysis = analyse(&forest);
        let alice_wins = brute::outcome_after(&input, None).unwrap() == Outcome::Win;
        prop_assert_eq!(analysis.total != 0, alice_wins, "{}", input);
        match analysis.winning_circle {
            Some(circle) => {
                let after = brute::outcome_after(&input, Some(circle as usize)).unwrap();
                prop_assert_eq!(after, Outcome::Loss, "circle {} in {}", circle + 1, input);
            }
            None => prop_assert!(!alice_wins, "no witness for a win: {}", input),
        }
    }

    #[test]
    fn large_forests_always_get_a_witness(seed in any::<u64>(), n in 100usize..3000) {
        let input = generate::random(seed, n);
        let forest = ContainmentForest::build(&parse(&input).unwrap()).unwrap();
        let analysis = analyse(&forest);
        prop_assert_eq!(analysis.winning_circle.is_some(), analysis.total != 0);
        prop_assert_eq!(analysis.trees.iter().map(|t| t.1).sum::<usize>(), n);
    }
}

#[test]
fn counts_are_written_in_words_that_agree() {
    let said = |input: &str| {
        circles_game::explain::explain(input)
            .unwrap()
            .explanation
            .unwrap()
    };
    let one = said("1\n0 0 1\n");
    assert!(
        one.starts_with("1 circle forms 1 tree of containment (largest 1 circle, deepest 1 level)"),
        "{one}"
    );
    assert!(one.contains("tree of circle 1: 1 circle, depth 1"), "{one}");
    let nested = said("3\n0 0 1\n0 0 2\n10 10 1\n");
    assert!(
        nested.starts_with(
            "3 circles form 2 trees of containment (largest 2 circles, deepest 2 levels)"
        ),
        "{nested}"
    );
}
