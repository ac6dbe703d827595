//! Tests of `src/oracles/brute.rs`.

use gamecore::Outcome;
use racing_car_trail::oracles::brute::*;
use racing_car_trail::parse;

#[test]
fn positions_with_visited_cells() {
    // `...` over `.X.` is a path of 5 cells with the top middle in the centre: the player to
    // move from there loses (either way, the opponent steps down the tail of 2 last).
    // With the left part visited only the right tail of 2 is left; from the corner with the
    // centre visited, the tail of one below wins.
    let fields = parse("2 3\n...\n.X.\n0 0\n").unwrap();
    let mut oracle = Oracle::new(&fields[0]).unwrap();
    assert_eq!(oracle.outcome((0, 1), &[]), Some(Outcome::Loss));
    assert_eq!(oracle.outcome((0, 1), &[(0, 0)]), Some(Outcome::Loss));
    assert_eq!(
        oracle.outcome((0, 1), &[(0, 0), (0, 2)]),
        Some(Outcome::Loss)
    );
    assert_eq!(oracle.outcome((0, 0), &[(0, 1)]), Some(Outcome::Win));
    assert_eq!(oracle.outcome((1, 1), &[]), None);
    assert_eq!(oracle.outcome((0, 1), &[(5, 0)]), None);
}
