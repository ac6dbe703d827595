//! The tie orders and the schedule that runs them in turn: a search under any tie order, and a
//! search interrupted and resumed under alternating orders, against the unpruned dense table.

use chapaev::oracles::table::WinTable;
use chapaev::solver::hits;
use chapaev::solver::order::{TieOrder, tie_orders};
use chapaev::solver::search::{Search, red_wins_scheduled};
use chapaev::tools::generate;
use chapaev::{Position, Side, parse};
use proptest::prelude::*;

use crate::common::lattice_position;

fn position(text: &str) -> Position {
    parse(text).unwrap_or_else(|e| panic!("generated input refused: {e}\n{text}"))
}

/// A renumbering of `n` discs drawn from `seed`: each disc's number times an odd constant,
/// ranked.
fn scrambled(n: usize, seed: u64) -> TieOrder {
    let mut discs: Vec<usize> = (0..n).collect();
    discs.sort_by_key(|&k| (k as u64 + 1).wrapping_mul(seed | 1).rotate_left(17));
    let mut image = vec![0; n];
    for (rank, &k) in discs.iter().enumerate() {
        image[k] = rank;
    }
    TieOrder::new(&image)
}

proptest! {
    /// Every live set and side to move, searched under the aimed and geometric orders and a scrambled
    /// one, one memo per order and side (later questions meet what earlier ones stored).
    #[test]
    fn every_tie_order_matches_the_table_everywhere(
        text in lattice_position(5, 2),
        seed: u64,
    ) {
        let position = position(&text);
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let moves = hits::pruned_hit_sets(&position);
        let mut orders = tie_orders(&position);
        orders.push(scrambled(position.len(), seed));
        for order in orders {
            for side in [Side::Red, Side::White] {
                let mut search = Search::new(&position, &moves).tied_by(order.clone());
                for live in (0..=position.all_mask()).rev() {
                    let wins = search.wins(live, side).expect("far below the memo bound");
                    prop_assert_eq!(wins, table.wins(live, side), "{} live {:b}", text, live);
                }
            }
        }
    }

    /// The `regular` family from the start, the runs interrupted after a handful of positions
    /// each and resumed under the other order from the memo they share.
    #[test]
    fn interrupted_runs_match_the_table(seed: u64, red in 2usize..=8, white in 2usize..=8) {
        let text = generate::regular_extended(seed, red, white);
        let position = position(&text);
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let moves = hits::pruned_hit_sets(&position);
        let tiny = |turn: u32| (turn as usize % 2, 1 + u64::from(turn) / 4);
        let (red_wins, _) = red_wins_scheduled(&position, &moves, tiny).expect("small");
        prop_assert_eq!(red_wins, table.wins(position.all_mask(), Side::Red), "{}", text);
    }
}

/// The schedule: the aimed order alone first, then the two orders in turn, the geometric
/// one's runs the longer, with budgets that double every round.
#[test]
fn the_schedule_alternates_and_grows() {
    use chapaev::solver::order::{FIRST, GEOMETRIC_SHARE, ROUND, schedule};
    assert_eq!(schedule(0), (0, FIRST));
    assert_eq!(schedule(1), (1, GEOMETRIC_SHARE * ROUND));
    assert_eq!(schedule(2), (0, ROUND));
    assert_eq!(schedule(3), (1, 2 * GEOMETRIC_SHARE * ROUND));
    assert_eq!(schedule(4), (0, 2 * ROUND));
    assert!(schedule(u32::MAX).1 >= ROUND);
}
