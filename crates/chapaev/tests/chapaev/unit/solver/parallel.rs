//! Tests of `src/solver/parallel.rs`.

use chapaev::generate;
use chapaev::oracles::table::WinTable;
use chapaev::solver::hits;
use chapaev::solver::memo::TooLarge;
use chapaev::solver::parallel::*;
use chapaev::solver::position::Side;
use chapaev::solver::search::Search;
use proptest::prelude::*;

proptest! {
    /// The one-core path: a warm-up stopped after a few live sets, then runs under the tie
    /// orders in turn interrupted after a handful of positions each, against the table.
    #[test]
    fn one_core_after_the_warm_up_matches_the_table(
        seed: u64, red in 2usize..=7, white in 2usize..=7, warm_up in 1usize..40,
    ) {
        let text = generate::regular_extended(seed, red, white);
        let position = chapaev::parse(&text).expect("generated inputs are valid");
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let moves = hits::pruned_hit_sets(&position);
        let mut alone = Search::with_memo_limit(&position, &moves, warm_up);
        let wins = match alone.wins(position.all_mask(), Side::Red) {
            Ok(wins) => wins,
            Err(TooLarge) => {
                let tiny = |turn: u32| (turn as usize % 2, 1 + u64::from(turn) / 4);
                go_on_alone(alone, &position, tiny).expect("small").0
            }
        };
        prop_assert_eq!(wins, table.wins(position.all_mask(), Side::Red), "{}", text);
    }
}
