//! `--explain`'s winning cells: legal by the rules, and the position they leave is lost for the
//! opponent according to the brute force (small rivers) and to the fast solver (large ones).

use gamecore::Shrink;
use more_reclamation::explain::{is_legal, play, winning_move};
use more_reclamation::{brute, parse};
use proptest::prelude::*;

proptest! {
    #[test]
    fn witnesses_win_against_the_brute_force(seed in any::<u64>(), rows in 1u64..=12, density in 0u64..=12) {
        let input = more_reclamation::generate::random(seed, rows, density.min(rows) / 2);
        let position = parse(&input).unwrap();
        let wins = brute::solve(&input).unwrap() == "WIN\n";
        match winning_move(&position) {
            Some(cell) => {
                prop_assert!(wins, "a witness in a lost position: {}", input);
                prop_assert!(is_legal(&position, cell), "{:?} is illegal in {}", cell, input);
                let after = play(&position, cell).to_input();
                prop_assert_eq!(brute::solve(&after).unwrap(), "LOSE\n", "{} after {:?}", input, cell);
            }
            None => prop_assert!(!wins, "no witness for a win: {}", input),
        }
    }

    #[test]
    fn witnesses_in_huge_rivers(seed in any::<u64>(), cells in 0u64..50) {
        let input = more_reclamation::generate::random(seed, 1_000_000_000_000_000_000, cells);
        let position = parse(&input).unwrap();
        if position.grundy() != 0 {
            let cell = winning_move(&position).expect("a witness");
            prop_assert!(is_legal(&position, cell));
            prop_assert_eq!(play(&position, cell).grundy(), 0);
        }
    }
}
