//! Tests of `src/tools/explain.rs`.

use circles_game::tools::explain::*;

#[test]
fn third_sample_is_explained() {
    let output = explain("3\n0 0 1\n0 0 2\n5 0 1\n").unwrap();
    assert_eq!(output.answer, "Alice\n");
    insta::assert_snapshot!(output.explanation.unwrap(), @r"
    3 circles form 2 trees of containment (largest 2 circles, deepest 2 levels); a move deletes a circle and every circle around it, trees are independent (Sprague-Grundy):
      tree of circle 2: 2 circles, depth 2, Grundy value 2
      tree of circle 3: 1 circle, depth 1, Grundy value 1
    XOR of the tree values: 3
    Alice wins: her first red point goes inside circle 2 and outside every circle nested in it; the values left then XOR to 0
    ");
}
