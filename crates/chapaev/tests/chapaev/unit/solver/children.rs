//! Tests of `src/solver/children.rs`.

use crate::common::{children_by, with_shooters};
use chapaev::solver::children::*;
use proptest::prelude::*;

/// The children of `live` by `shots` (per shooter of `shooters`) that no other child is at least
/// as good as, one of each set, sorted: straight from the definition.
fn maximal(live: u32, own: u32, shooters: u32, shots: &[Vec<u32>]) -> Vec<u32> {
    let all = children_by(live, shooters, shots);
    let mut kept: Vec<u32> = all
        .iter()
        .copied()
        .filter(|&n| !all.iter().any(|&m| m != n && at_least_as_good(m, n, own)))
        .collect();
    kept.sort_unstable();
    kept.dedup();
    kept
}

proptest! {
    /// Random hit sets on 10 discs (each holding its shooter, some holding several own discs,
    /// so that children of different shooters beat each other and repeat each other).
    #[test]
    fn keeps_exactly_the_children_no_other_beats(
        live in 0u32..1 << 10,
        own in 0u32..1 << 10,
        sets in prop::collection::vec(prop::collection::vec(0u32..1 << 10, 0..6), 10),
    ) {
        let shots = with_shooters(&sets);
        let shooters = live & own;
        let mut out = Vec::new();
        undominated(live, own, shooters, |s| shots[s].iter().copied(), &mut out);
        let mut got: Vec<u32> = out.iter().map(|&k| k as u32).collect();
        got.sort_unstable();
        prop_assert!(out.iter().all(|&k| k >> 32 == 0), "only the set in each word");
        prop_assert_eq!(got, maximal(live, own, shooters, &shots));
    }
}

#[test]
fn a_repeat_left_by_two_shooters_is_kept_once() {
    // Discs 0 and 1 are own; each one's shot removes both and opponent disc 2.
    let (live, own) = (0b111, 0b011);
    let shots = [vec![0b111], vec![0b111]];
    let mut out = Vec::new();
    undominated(live, own, own, |s| shots[s].iter().copied(), &mut out);
    assert_eq!(out, vec![0]);
}

#[test]
fn a_cheaper_shot_of_another_shooter_beats_a_costly_one() {
    // Disc 0's shot removes own disc 1 and opponent 2; disc 1's removes itself and 2 only.
    let (live, own) = (0b111, 0b011);
    let shots = [vec![0b111], vec![0b110]];
    let mut out = Vec::new();
    undominated(live, own, own, |s| shots[s].iter().copied(), &mut out);
    assert_eq!(out, vec![0b001]);
}
