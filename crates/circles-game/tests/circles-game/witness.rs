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
