//! Tests of `src/tools/shrink/shape.rs`.

use circles_game::solver::forest::{ContainmentForest, ROOT};
use circles_game::tools::shrink::shape::*;
use std::collections::BTreeSet;

/// A random forest shape of `n` circles, each parent an earlier position (not pre-order).
fn random_parents(seed: u64, n: usize) -> Vec<u32> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..n)
        .map(|v| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let pick = (state % (v as u64 + 2)) as usize;
            if pick >= v { ROOT } else { pick as u32 }
        })
        .collect()
}

/// The same forest in pre-order.
fn preorder(parents: &[u32]) -> Shape {
    let n = parents.len();
    let mut children = vec![Vec::new(); n];
    let mut stack = Vec::new();
    for (v, &p) in parents.iter().enumerate().rev() {
        match p {
            ROOT => stack.push((v, None)),
            p => children[p as usize].push(v),
        }
    }
    let mut shape = Vec::new();
    while let Some((v, up)) = stack.pop() {
        let at = shape.len();
        shape.push(up);
        stack.extend(children[v].iter().map(|&c| (c, Some(at))));
    }
    shape
}

/// The option set of `v` from the rules: a move at `u` in `v`'s subtree leaves the subtrees
/// hanging off the path from `u` up to `v`.
fn options_by_paths(parent: &[Option<usize>], value: &[u32], v: usize) -> Vec<u32> {
    let n = parent.len();
    let children_xor = |w: usize| {
        (0..n)
            .filter(|&c| parent[c] == Some(w))
            .fold(0, |x, c| x ^ value[c])
    };
    let mut set = BTreeSet::new();
    for u in v..n {
        let (mut w, mut left) = (u, children_xor(u));
        while w != v {
            let Some(up) = parent[w] else { break };
            left ^= children_xor(up) ^ value[w];
            w = up;
        }
        if w == v {
            set.insert(left);
        }
    }
    set.into_iter().collect()
}

#[test]
fn values_and_options_agree_with_the_solver_and_the_rules() {
    for seed in 0..60 {
        let parents = random_parents(seed, 1 + seed as usize % 23);
        let shape = preorder(&parents);
        let valued = Valued::of(shape.clone());
        let as_u32 = shape.iter().map(|p| p.map_or(ROOT, |p| p as u32)).collect();
        let solver = circles_game::solver::grundy::values(&ContainmentForest::from_parents(as_u32));
        assert_eq!(valued.value, solver.of_circle, "seed {seed}");
        assert_eq!(valued.total(), solver.total);
        for v in 0..shape.len() {
            assert_eq!(
                valued.options[v],
                options_by_paths(&shape, &valued.value, v)
            );
        }
    }
}

#[test]
fn edits_keep_pre_order_and_say_what_they_do() {
    // 0 holds 1 (which holds 2) and 3; 4 is a second root.
    let shape = vec![None, Some(0), Some(1), Some(0), None];
    assert_eq!(
        induced(&shape, &[0, 2, 3, 4]),
        [None, Some(0), Some(0), None]
    );
    assert_eq!(induced(&shape, &[1, 2, 4]), [None, Some(0), None]);
    let chain_of_two = [None, Some(0)];
    assert_eq!(
        spliced(&shape, 1, 3, &chain_of_two[..1]),
        [None, Some(0), Some(0), None]
    );
    assert_eq!(
        spliced(&shape, 3, 4, &chain_of_two),
        [None, Some(0), Some(1), Some(0), Some(3), None]
    );
    assert_eq!(with_chain(vec![None], 2), [None, None, Some(1)]);
    // A leaf beside a chain of two, in either order, and inside out: one form.
    let leaf_first = vec![None, None, Some(1)];
    let chain_first = vec![None, Some(0), None];
    assert_eq!(canonical(&leaf_first), canonical(&chain_first));
    let nested = vec![None, Some(0), Some(1), Some(0)];
    let swapped = vec![None, Some(0), Some(0), Some(2)];
    assert_eq!(canonical(&nested), canonical(&swapped));
    assert_ne!(canonical(&nested), canonical(&leaf_first));
    let valued = Valued::of(with_chain(Vec::new(), 5));
    assert_eq!((valued.value[0], valued.total()), (5, 5));
}
