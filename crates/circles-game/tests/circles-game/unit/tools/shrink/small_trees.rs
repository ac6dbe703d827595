//! Tests of `src/tools/shrink/small_trees.rs`.

use circles_game::tools::shrink::shape::Valued;
use circles_game::tools::shrink::small_trees::*;

#[test]
fn the_trees_are_counted_right_and_the_table_keeps_the_smallest() {
    // Rooted unlabeled trees of 1..=10 vertices (OEIS A000081).
    let counts = [1, 1, 2, 4, 9, 20, 48, 115, 286, 719];
    let trees = all_trees(10);
    for (n, &count) in counts.iter().enumerate() {
        assert_eq!(trees.iter().filter(|t| t.len() == n + 1).count(), count);
    }
    let table = table();
    assert!(
        table
            .windows(2)
            .all(|w| w[0].shape.len() <= w[1].shape.len())
    );
    // Every tree's option set is in the table, with a tree no larger.
    for tree in &trees {
        let options = &Valued::of(tree.clone()).options[0];
        let smallest = table.iter().find(|t| &t.options == options).unwrap();
        assert!(smallest.shape.len() <= tree.len());
    }
    assert_eq!(table.iter().filter(|t| t.shape.len() == 1).count(), 1);
}
