//! Tests of `src/solver/search/paths.rs`.

use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{NEIGHBOURS, Rooms, bit, board};
use painters_duel::solver::board::{reach, rooms};
use painters_duel::solver::search::company::Alone;
use painters_duel::solver::search::paths::*;
use painters_duel::solver::search::progress::Progress;
use std::collections::HashMap;

/// The longest path from `start` through `region` by trying every step, memoised on the
/// rooms still reachable (no bound, no pruning).
fn longest_by_trying(start: usize, region: Rooms, memo: &mut HashMap<(usize, Rooms), i32>) -> i32 {
    if let Some(&known) = memo.get(&(start, region)) {
        return known;
    }
    let longest = rooms(NEIGHBOURS[start] & region)
        .map(|next| 1 + longest_by_trying(next, reach(next, region & !bit(next)), memo))
        .max()
        .unwrap_or(0);
    memo.insert((start, region), longest);
    longest
}

/// The longest path from `start` through `region` above `threshold` (fail-soft), searched
/// over `company`'s table.
fn longest_above(company: &mut Alone<Rooms>, start: usize, region: Rooms, threshold: i32) -> i32 {
    let mut search = PathSearch {
        company,
        progress: &mut Progress::new(false),
        stack: &mut Vec::new(),
    };
    search.longest_above(start, region, threshold)
}

#[test]
fn longest_paths_match_a_plain_search_for_every_threshold() {
    let mut rng = SplitMix64::new(21);
    let mut memo = HashMap::new();
    // One small table shared by all queries, so that stored intervals are reused and
    // replaced, and a fresh one per query.
    let mut shared = Alone::new(1 << 14);
    let mut loose = 0;
    for _ in 0..300 {
        let side = 4 + rng.below(4) as usize;
        let closed: Rooms = (0..side * side).filter(|_| rng.chance(1, 6)).map(bit).sum();
        let start = rng.below((side * side) as u64) as usize;
        let region = reach(start, board(side) & !closed & !bit(start));
        let exact = longest_by_trying(start, region, &mut memo);
        // Falling thresholds, so that the loose intervals stored first are met again.
        for threshold in (-1..=exact + 1).rev() {
            for company in [&mut shared, &mut Alone::new(1 << 14)] {
                let answer = longest_above(company, start, region, threshold);
                if exact > threshold {
                    assert_eq!(answer, exact, "threshold {threshold}");
                } else {
                    // Fail-soft: a bound, at most the threshold.
                    assert!(
                        exact <= answer && answer <= threshold,
                        "threshold {threshold}"
                    );
                    loose += usize::from(answer > exact);
                }
            }
        }
        assert_eq!(longest_above(&mut shared, start, region, -1), exact);
    }
    // Bounds above the exact length were returned, so that case was exercised.
    assert!(loose > 0);
}
