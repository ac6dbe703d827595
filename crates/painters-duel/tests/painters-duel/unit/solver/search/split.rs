//! Tests of `src/solver/search/split.rs`.

use crate::common::paths::longest_remembered;
use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{Rooms, bit, board, reach};
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::company::Alone;
use painters_duel::solver::search::paths::PathSearch;
use painters_duel::solver::search::progress::Progress;
use std::collections::HashMap;

/// Random painters on random side-4 to side-7 boards, a quarter of the rooms closed, kept when
/// their regions are apart: (mover, her region, other, hers).
fn apart(rng: &mut SplitMix64) -> (usize, Rooms, usize, Rooms) {
    loop {
        let side = 4 + rng.below(4) as usize;
        let rooms = (side * side) as u64;
        let closed: Rooms = (0..side * side).filter(|_| rng.chance(1, 4)).map(bit).sum();
        let (mover, other) = (rng.below(rooms) as usize, rng.below(rooms) as usize);
        if mover == other || !(closed & (bit(mover) | bit(other))).is_empty() {
            continue;
        }
        let free = board(side) & !closed & !bit(mover) & !bit(other);
        let (mine, theirs) = (reach(mover, free), reach(other, free));
        if (mine & theirs).is_empty() {
            return (mover, mine, other, theirs);
        }
    }
}

#[test]
fn the_split_is_fail_soft_for_every_window() {
    let mut rng = SplitMix64::new(7);
    let mut memo = HashMap::new();
    // One small table shared by every question, and a fresh one per question.
    let mut shared = Alone::new(1 << 12);
    let mut seen = [0; 3];
    for _ in 0..200 {
        let (mover, mine, other, theirs) = apart(&mut rng);
        let value = longest_remembered(mover, mine, &mut memo)
            - longest_remembered(other, theirs, &mut memo);
        let most = (mine | theirs).count() as i32 + 2;
        for alpha in (-most..most).rev() {
            for beta in alpha + 1..=most {
                for company in [&mut shared, &mut Alone::new(1 << 12)] {
                    let mut search = PathSearch {
                        company,
                        progress: &mut Progress::new(false),
                        stack: &mut Vec::new(),
                    };
                    let got = search.split_value(mover, mine, other, theirs, alpha, beta);
                    let window = format!("value {value}, answer {got}, window ({alpha}, {beta})");
                    // Below the window an upper bound, above it a lower one, else exact.
                    if got <= alpha {
                        assert!(value <= got, "{window}");
                    } else if got >= beta {
                        assert!(value >= got, "{window}");
                    } else {
                        assert_eq!(got, value, "{window}");
                    }
                    seen[usize::from(got > alpha) + usize::from(got >= beta)] += 1;
                }
            }
        }
    }
    // Answers below, inside and above the window were all met.
    assert!(seen.iter().all(|&n| n > 0), "{seen:?}");
}
