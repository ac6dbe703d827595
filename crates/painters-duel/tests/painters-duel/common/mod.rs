//! Random valid inputs for the property tests, generated valid by construction.

pub mod patches;
pub mod paths;

use std::ops::RangeInclusive;

use painters_duel::generate::all_rooms;
use proptest::prelude::*;

/// One test's text: side, two distinct starts, and a random set of construction rooms.
pub fn duel_text(side: usize, order: &[usize], construction: &[bool]) -> String {
    let rooms = all_rooms(side);
    let (alma, berthe) = (rooms[order[0]], rooms[order[1]]);
    let closed: Vec<(usize, usize)> = order[2..]
        .iter()
        .zip(construction)
        .filter(|&(_, &c)| c)
        .map(|(&k, _)| rooms[k])
        .collect();
    painters_duel::generate::block(side, alma, berthe, &closed)
}

prop_compose! {
    /// A valid test on a board whose side is in `sides`: a random permutation of the rooms picks
    /// the starts (the first two) and each other room is under construction with probability
    /// `density`.
    pub fn arb_duel(sides: RangeInclusive<usize>, density: f64)(side in sides)
        (order in Just((0..side * side).collect::<Vec<usize>>()).prop_shuffle(),
         construction in prop::collection::vec(prop::bool::weighted(density), side * side - 2),
         side in Just(side))
        -> String {
        duel_text(side, &order, &construction)
    }
}

prop_compose! {
    /// A multi-test input of one to four tests of [`arb_duel`] on side-2..=5 boards with 30%
    /// construction (the fast solver shares its tables across tests).
    pub fn arb_input()(duels in prop::collection::vec(arb_duel(2..=5, 0.3), 1..=4)) -> String {
        format!("{}\n{}", duels.len(), duels.concat())
    }
}
