//! Tests of `src/tools/shrink/game_steps.rs`.

use circles_game::tools::shrink::game_steps::*;
use circles_game::tools::shrink::shape::canonical;
use circles_game::tools::shrink::shape::{Shape, Valued, with_chain};
use std::rc::Rc;

/// A tree of six circles: a root over a circle holding two chains of two. That circle is
/// worth 1 with options {0, 2, 3} (a gap below a larger value); the tree is worth 4.
fn gapped() -> Shape {
    vec![None, Some(0), Some(1), Some(2), Some(1), Some(4)]
}

#[test]
fn a_tree_beside_a_long_forest_gets_a_chain_of_its_value() {
    let valued = Valued::of(gapped());
    assert_eq!(valued.value[0], 4);
    let forest = with_chain(with_chain(gapped(), 7), 9);
    let first: Vec<Shape> = first_steps(forest.clone()).collect();
    // The largest tree first: the chain of 9 beside a chain worth 9.
    assert_eq!(first[0], with_chain(with_chain(Vec::new(), 9), 9));
    assert!(first.contains(&with_chain(gapped(), 4)));
    // The same game: the rest is worth 7 xor 9 = 14.
    assert!(first.contains(&with_chain(gapped(), 14)));
    for candidate in first_steps(forest.clone()).chain(last_steps(forest.clone())) {
        assert!(candidate.len() < forest.len());
    }
}

#[test]
fn two_edits_reach_the_six_circle_tree_from_twelve() {
    // A root over a chain of two and a circle X holding two copies of (a leaf and a chain
    // of two): worth 8 like the six-circle tree beside a chain of 4, and no single edit
    // gives that tree; dropping the chain of two and giving X two chains of two does.
    let twelve = vec![
        None,
        Some(0),
        Some(1),
        Some(0),
        Some(3),
        Some(4),
        Some(4),
        Some(6),
        Some(3),
        Some(8),
        Some(8),
        Some(10),
    ];
    assert_eq!(Valued::of(twelve.clone()).value[0], 8);
    let target = canonical(&with_chain(gapped(), 4));
    let forest = with_chain(twelve, 4);
    let once: Vec<Shape> = first_steps(forest.clone())
        .chain(last_steps(forest.clone()))
        .collect();
    assert!(!once.iter().any(|c| canonical(c) == target));
    assert!(two_edit_steps(forest).any(|c| canonical(&c) == target));
}

#[test]
fn same_game_replacements_keep_every_value_and_option() {
    // Two chains of two inside a circle, twice over: the inner circle's four chains are
    // worth the same game as two.
    let mut shape: Shape = vec![None, Some(0)];
    for _ in 0..4 {
        let at = shape.len();
        shape.extend([Some(1), Some(at)]);
    }
    let before = Valued::of(shape.clone());
    let replaced: Vec<Shape> = same_game(Rc::new(Valued::of(shape.clone()))).collect();
    assert!(!replaced.is_empty());
    for candidate in replaced {
        let after = Valued::of(candidate.clone());
        assert!(candidate.len() < shape.len());
        assert_eq!(after.options[0], before.options[0]);
    }
}

#[test]
fn an_edited_tree_gets_the_partner_of_a_zero_game_first_then_others() {
    let forest = with_chain(gapped(), 4);
    let edited: Vec<Shape> = last_steps(forest).collect();
    // The largest subtree dropped first: the root alone, worth 1, beside a chain of 1.
    assert_eq!(edited[0], with_chain(vec![None], 1));
    assert_eq!(edited[1], with_chain(vec![None], 0));
    assert!(edited.contains(&with_chain(vec![None], 2)));
    assert!(edited.contains(&with_chain(gapped(), 2)));
}
