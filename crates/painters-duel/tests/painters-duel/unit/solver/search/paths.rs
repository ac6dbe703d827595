//! Tests of `src/solver/search/paths.rs`.

use crate::common::paths::longest_remembered;
use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{Rooms, bit, board, reach};
use painters_duel::solver::search::company::Alone;
use painters_duel::solver::search::paths::*;
use painters_duel::solver::search::progress::Progress;
use std::collections::HashMap;

/// The longest path from `start` through `region` between `threshold` and `goal` (fail-soft),
/// searched over `company`'s table.
fn longest_within(company: &mut Alone<Rooms>, query: (usize, Rooms), window: (i32, i32)) -> i32 {
    let mut search = PathSearch {
        company,
        progress: &mut Progress::new(false),
        stack: &mut Vec::new(),
    };
    search.longest_within(query.0, query.1, window.0, window.1)
}

/// Checks one fail-soft answer against the exact length for the window (`threshold`, `goal`);
/// returns whether the answer was a bound other than the exact length.
fn check_answer(answer: i32, exact: i32, (threshold, goal): (i32, i32)) -> bool {
    let window = format!("window ({threshold}, {goal})");
    if exact <= threshold {
        // An upper bound, at most the threshold.
        assert!(exact <= answer && answer <= threshold, "{window}");
    } else if exact >= goal {
        // A lower bound (a path found), at least the goal.
        assert!(goal <= answer && answer <= exact, "{window}");
    } else {
        assert_eq!(answer, exact, "{window}");
    }
    answer != exact
}

/// A random start room on a side-4 to side-7 board with about a sixth of the rooms closed, and
/// the region reachable from it.
fn random_region(rng: &mut SplitMix64) -> (usize, Rooms) {
    let side = 4 + rng.below(4) as usize;
    let closed: Rooms = (0..side * side).filter(|_| rng.chance(1, 6)).map(bit).sum();
    let start = rng.below((side * side) as u64) as usize;
    (start, reach(start, board(side) & !closed & !bit(start)))
}

#[test]
fn longest_paths_match_a_plain_search_for_every_window() {
    let mut rng = SplitMix64::new(21);
    let mut memo = HashMap::new();
    // One small table shared by all queries, so that stored intervals are reused and
    // replaced, and a fresh one per query.
    let mut shared = Alone::new(1 << 14);
    let (mut loose_above, mut loose_below) = (0, 0);
    for _ in 0..300 {
        let (start, region) = random_region(&mut rng);
        let exact = longest_remembered(start, region, &mut memo);
        // Falling thresholds, so that the loose intervals stored first are met again; goals
        // from just above the threshold to none.
        for threshold in (-1..=exact + 1).rev() {
            let goals = (threshold + 1..=exact + 1).chain([i32::MAX]);
            for goal in goals {
                for company in [&mut shared, &mut Alone::new(1 << 14)] {
                    let answer = longest_within(company, (start, region), (threshold, goal));
                    if check_answer(answer, exact, (threshold, goal)) {
                        loose_above += usize::from(answer > exact);
                        loose_below += usize::from(answer < exact);
                    }
                }
            }
        }
        assert_eq!(
            longest_within(&mut shared, (start, region), (-1, i32::MAX)),
            exact
        );
    }
    // Bounds on both sides of the exact length were returned, so both cases were exercised.
    assert!(loose_above > 0 && loose_below > 0);
}

#[test]
fn lower_bounds_stored_in_the_table_are_never_read_as_exact() {
    let mut rng = SplitMix64::new(22);
    let mut memo = HashMap::new();
    for _ in 0..300 {
        let (start, region) = random_region(&mut rng);
        let exact = longest_remembered(start, region, &mut memo);
        // Low goals first, so that the table holds lower bounds, then every wider window.
        let mut table = Alone::new(1 << 14);
        for goal in 0..=exact + 1 {
            let answer = longest_within(&mut table, (start, region), (-1, goal));
            check_answer(answer, exact, (-1, goal));
        }
        for threshold in -1..=exact + 1 {
            let answer = longest_within(&mut table, (start, region), (threshold, i32::MAX));
            check_answer(answer, exact, (threshold, i32::MAX));
        }
    }
}
