//! Tests of `src/oracles/baseline.rs`.

use circles_game::oracles::baseline::*;
use circles_game::solver::forest::ROOT;

#[test]
fn the_trap_tree_and_a_chain() {
    // A -> B -> {C -> E, D -> F}
    assert_eq!(
        grundy_values(&[ROOT, 0, 1, 1, 2, 3]),
        vec![4, 1, 2, 2, 1, 1]
    );
    assert_eq!(grundy_values(&[ROOT, 0, 1, 2]), vec![4, 3, 2, 1]);
    assert_eq!(grundy_values(&[ROOT, 0, 0, 0]), vec![2, 1, 1, 1]);
}

#[test]
fn samples() {
    assert_eq!(solve("3\n0 0 1\n0 0 2\n5 0 1\n").unwrap(), "Alice\n");
    assert_eq!(solve("2\n0 0 1\n3 0 1\n").unwrap(), "Bob\n");
}
