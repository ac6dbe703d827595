//! Tests of `src/problem/reduce.rs`.

use gamecore::problem::reduce::*;

#[test]
fn chunks_come_biggest_first_and_never_twice() {
    let all: Vec<Vec<usize>> = chunk_removals(8, 1).collect();
    assert_eq!(all[0], [4, 5, 6, 7]);
    assert_eq!(all[1], [0, 1, 2, 3]);
    // Quarters: each kept alone, then each dropped.
    assert_eq!(all[2], [0, 1]);
    assert_eq!(all[6], [2, 3, 4, 5, 6, 7]);
    // Single items last, and every candidate distinct.
    assert_eq!(all.last().unwrap(), &[0, 1, 2, 3, 4, 5, 6]);
    let mut unique = all.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), all.len());
    for n in 0..40 {
        for kept in chunk_removals(n, 2).chain(pair_removals(n, 2, 10)) {
            assert!(kept.len() < n && kept.len() >= 2, "{n}: {kept:?}");
            assert!(kept.windows(2).all(|w| w[0] < w[1]));
        }
    }
}

#[test]
fn every_single_item_and_small_pair_is_dropped_somewhere() {
    for n in 1..20 {
        let all: Vec<Vec<usize>> = chunk_removals(n, 0)
            .chain(pair_removals(n, 0, 12))
            .collect();
        for skip in 0..n {
            let single: Vec<usize> = (0..n).filter(|&i| i != skip).collect();
            assert!(all.contains(&single), "{n} without {skip}");
        }
        if (3..=12).contains(&n) {
            assert!(all.contains(&(2..n).collect::<Vec<usize>>()));
        }
    }
}

#[test]
fn numbers_move_by_bisection_then_units() {
    assert_eq!(toward(13, 0).collect::<Vec<_>>(), [0, 7, 10, 12]);
    assert_eq!(toward(-9, 1).collect::<Vec<_>>(), [1, -4, -7, -8]);
    assert_eq!(toward(5, 5).count(), 0);
    let moves: Vec<(usize, i64)> = closer(vec![(4, 0), (1, 0), (-3, 1)]).collect();
    assert_eq!(
        moves,
        [(0, 0), (1, 0), (2, 1), (0, 2), (2, -1), (0, 3), (2, -2)]
    );
}
