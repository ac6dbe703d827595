//! Tests of `src/solver/grundy.rs`.

use circles_game::solver::forest::{ContainmentForest, ROOT};
use circles_game::solver::grundy::*;
use gamecore::rng::SplitMix64;

fn forest(parent: &[u32]) -> ContainmentForest {
    ContainmentForest::from_parents(parent.to_vec())
}

#[test]
fn chains_and_stars() {
    let chain: Vec<u32> = (0..50u32)
        .map(|i| i.checked_sub(1).unwrap_or(ROOT))
        .collect();
    assert_eq!(values(&forest(&chain)).of_circle[0], 50);
    for leaves in 1..20 {
        let mut star = vec![ROOT];
        star.extend(std::iter::repeat_n(0, leaves));
        assert_eq!(values(&forest(&star)).of_circle[0], 2, "{leaves} leaves");
    }
}

#[test]
fn the_six_circle_trap_has_value_4() {
    // A -> B -> {C -> E, D -> F}
    let parent = [ROOT, 0, 1, 1, 2, 3];
    let got = values(&forest(&parent));
    assert_eq!(got.of_circle, vec![4, 1, 2, 2, 1, 1]);
    assert_eq!(got.total, 4);
}

#[test]
fn total_equals_the_values_total() {
    let mut rng = SplitMix64::new(3);
    for n in 1..200u32 {
        let parent: Vec<u32> = (0..n)
            .map(|v| match rng.below(4) {
                _ if v == 0 => ROOT,
                0 => ROOT,
                _ => v - 1 - rng.below(u64::from(v.min(5))) as u32,
            })
            .collect();
        assert_eq!(total(parent.clone()), values(&forest(&parent)).total);
    }
}

#[test]
fn a_chain_of_a_million_needs_no_deep_stack() {
    let n = 1_000_000u32;
    let chain: Vec<u32> = (0..n).map(|i| i.checked_sub(1).unwrap_or(ROOT)).collect();
    let got = values(&forest(&chain));
    assert_eq!(got.total, n);
    // Each trie is a run `{0, ..., k - 1}`: a path of 20 nodes and full ones beside it.
    assert!(got.trie_nodes <= 2 * 21, "{} nodes", got.trie_nodes);
}
