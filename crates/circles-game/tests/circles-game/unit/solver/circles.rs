//! Tests of `src/solver/circles.rs`.

use circles_game::parse;

#[test]
fn pairs_are_named_at_the_later_line() {
    let circles = parse("3\n0 0 1\n5 5 1\n2 0 1\n").unwrap();
    insta::assert_snapshot!(circles.check_pair(2, 0).unwrap_err(), @"line 4, column 1: circles 1 and 3 touch");
    assert!(circles.check_pair(0, 1).is_ok());
}
