//! Tests of `src/oracles/brute.rs`.

use circles_game::oracles::brute::*;

#[test]
fn samples_by_brute_force() {
    assert_eq!(solve("1\n0 0 1\n").unwrap(), "Alice\n");
    assert_eq!(solve("2\n0 0 1\n3 0 1\n").unwrap(), "Bob\n");
    assert_eq!(solve("3\n0 0 1\n0 0 2\n5 0 1\n").unwrap(), "Alice\n");
}

#[test]
fn refuses_what_the_fast_solver_refuses() {
    insta::assert_snapshot!(solve("2\n0 0 1\n1 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 cross");
}
