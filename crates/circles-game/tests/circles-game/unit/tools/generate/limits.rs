//! Tests of `src/tools/generate/limits.rs`.

use circles_game::solver::forest::ROOT;
use circles_game::tools::generate::limits::*;
use circles_game::{CONTEST_COORDINATE, baseline, parse};

#[test]
fn boards_are_valid_within_the_limit_and_repeatable() {
    crate::unit::tools::generate::near::assert_valid_boards(at_the_bounds, 6);
}

#[test]
fn most_boards_nest_a_circle_in_one_of_the_greatest_radius() {
    let forest_of = |seed| {
        let text = at_the_bounds(seed, 30, CONTEST_COORDINATE);
        let circles = parse(&text).unwrap();
        let list = circles.list().to_vec();
        let forest = baseline::forest(&circles).unwrap();
        (list, forest)
    };
    let with = (0..40)
        .filter(|&seed| {
            let (list, forest) = forest_of(seed);
            forest
                .iter()
                .any(|&p| p != ROOT && list[p as usize].r == CONTEST_COORDINATE)
        })
        .count();
    assert!(with >= 30, "{with} of 40");
}
