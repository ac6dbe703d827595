//! Tests of `src/tools/shrink/tidy.rs`.

use circles_game::solver::forest::{ContainmentForest, ROOT};
use circles_game::tools::shrink::tidy::*;
use circles_game::tools::text::input_text;
use geom::Circle;

#[test]
fn a_drawing_keeps_the_forest() {
    // Two roots; the first holds a chain of two and a leaf, the second one leaf.
    let parent = [None, Some(0), Some(1), Some(0), None, Some(4)];
    let circles = drawn(&parent);
    let text = input_text(&circles);
    let forest = ContainmentForest::build(&circles_game::parse(&text).unwrap()).unwrap();
    let by_input: Vec<Option<usize>> = forest
        .parents_by_input()
        .iter()
        .map(|&p| (p != ROOT).then_some(p as usize))
        .collect();
    assert_eq!(by_input, parent);
    assert_eq!(circles[2], Circle::new(circles[1].center.x, 0, 1));
}
