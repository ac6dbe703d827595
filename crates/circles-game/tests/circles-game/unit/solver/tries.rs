//! Tests of `src/solver/tries.rs`.

use circles_game::solver::tries::*;
use gamecore::rng::SplitMix64;
use std::collections::BTreeSet;

/// Random inserts, XORs and merges against `BTreeSet`s, over 3 bits (where ranges fill up and
/// collapse often) and 7.
#[test]
fn tries_match_sets() {
    for (seed, bits) in [(11, 7), (12, 3), (13, 3)] {
        tries_match_sets_over(seed, bits);
    }
}

fn tries_match_sets_over(seed: u64, bits: u32) {
    let mut rng = SplitMix64::new(seed);
    let mut tries = OptionTries::new(bits);
    let mut sets: Vec<(u32, BTreeSet<u32>)> = Vec::new();
    for _ in 0..2000 {
        match rng.below(4) {
            0 | 1 => {
                let value = rng.below(1 << bits) as u32;
                if sets.is_empty() || rng.chance(1, 4) {
                    sets.push((tries.insert(NIL, value), BTreeSet::from([value])));
                } else {
                    let i = rng.below(sets.len() as u64) as usize;
                    sets[i].0 = tries.insert(sets[i].0, value);
                    sets[i].1.insert(value);
                }
            }
            2 if !sets.is_empty() => {
                let i = rng.below(sets.len() as u64) as usize;
                let value = rng.below(1 << bits) as u32;
                tries.xor_all(sets[i].0, value);
                sets[i].1 = sets[i].1.iter().map(|v| v ^ value).collect();
            }
            _ if sets.len() >= 2 => {
                let (b, set_b) = sets.swap_remove(rng.below(sets.len() as u64) as usize);
                let i = rng.below(sets.len() as u64) as usize;
                sets[i].0 = tries.merge(sets[i].0, b);
                sets[i].1.extend(set_b);
            }
            _ => {}
        }
        for (root, set) in &sets {
            assert_eq!(tries.values(*root), set.iter().copied().collect::<Vec<_>>());
            let mex = (0..).find(|v| !set.contains(v)).unwrap();
            assert_eq!(tries.mex(*root), mex);
        }
        // Every node is live or free: full ranges gave their children back.
        let live: usize = sets.iter().map(|(root, _)| tries.count(*root)).sum();
        assert_eq!(live + tries.free_count(), tries.allocated());
    }
}

#[test]
fn full_ranges_take_one_node() {
    let mut tries = OptionTries::new(4);
    let mut root = NIL;
    for value in 0..16 {
        root = tries.insert(root, value);
    }
    assert_eq!((tries.count(root), tries.mex(root)), (1, 16));
    let low = (0..8).fold(NIL, |root, v| tries.insert(root, v));
    let high = (8..16).fold(NIL, |root, v| tries.insert(root, v));
    let both = tries.merge(low, high);
    assert_eq!(tries.count(both), 1);
    assert_eq!(tries.values(both), (0..16).collect::<Vec<u32>>());
}
