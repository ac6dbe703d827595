//! Tests of `src/solver/killers.rs`.

use crate::common::{children_by, with_shooters};
use chapaev::solver::killers::*;
use proptest::prelude::*;

/// The killers of one size as a list.
fn listed(killers: &Killers, live: u32) -> Vec<(usize, u32)> {
    killers.tries(live).collect()
}

#[test]
fn the_latest_shot_comes_first_and_the_oldest_leaves() {
    let mut killers = Killers::default();
    let live = 0b1111; // four discs live
    assert_eq!(listed(&killers, live), vec![]);
    for shooter in 0..SLOTS + 1 {
        killers.remember(live, shooter, 1 << shooter | 1 << 9);
    }
    let want: Vec<(usize, u32)> = (1..SLOTS + 1).rev().map(|s| (s, 1 << s | 1 << 9)).collect();
    assert_eq!(
        listed(&killers, live),
        want,
        "most recent first, shooter 0 dropped"
    );
    // A shot already kept moves to the front without a repeat.
    killers.remember(live, 2, 1 << 2 | 1 << 9);
    let got = listed(&killers, live);
    assert_eq!(got.len(), SLOTS);
    assert_eq!(got[0], (2, 1 << 2 | 1 << 9));
    assert_eq!(
        got.iter().filter(|&&k| k == (2, 1 << 2 | 1 << 9)).count(),
        1
    );
}

#[test]
fn each_number_of_live_discs_has_its_own_killers() {
    let mut killers = Killers::default();
    killers.remember(0b111, 1, 0b110);
    assert_eq!(listed(&killers, 0b111), vec![(1, 0b110)]);
    assert_eq!(
        listed(&killers, 0b1011),
        vec![(1, 0b110)],
        "three live discs too"
    );
    assert_eq!(listed(&killers, 0b11), vec![]);
    assert_eq!(listed(&killers, 0b1111), vec![]);
}

proptest! {
    /// Random hit sets on 10 discs: every child of a live own shooter's shot is found back as a
    /// shot of a live own disc with that effect, and a set no shot leaves is not.
    #[test]
    fn shot_to_finds_a_legal_shot_with_the_same_effect(
        live in 0u32..1 << 10,
        own in 0u32..1 << 10,
        sets in prop::collection::vec(prop::collection::vec(0u32..1 << 10, 0..6), 10),
        other in 0u32..1 << 10,
    ) {
        let moves = with_shooters(&sets);
        let mine = live & own;
        let children = children_by(live, mine, &moves);
        for &child in &children {
            let found = shot_to(&moves, live, mine, child);
            prop_assert!(found.is_some(), "child {:b} of {:b}", child, live);
            let (s, h) = found.unwrap();
            prop_assert!(mine >> s & 1 == 1, "a live own shooter");
            prop_assert!(moves[s].contains(&h), "one of its hit sets");
            prop_assert_eq!(live & !h, child);
        }
        let stranger = live & other;
        if !children.contains(&stranger) {
            prop_assert_eq!(shot_to(&moves, live, mine, stranger), None);
        }
    }
}
