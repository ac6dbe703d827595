//! Tests of `src/oracles/brute.rs`.

use gamecore::ImpartialGame;
use more_reclamation::oracles::brute::*;

#[test]
fn samples_by_brute_force() {
    assert_eq!(solve("3 1\n1 1\n").unwrap(), "WIN\n");
    assert_eq!(solve("12 2\n4 1\n8 1\n").unwrap(), "WIN\n");
    assert_eq!(solve("1 1\n1 2\n").unwrap(), "LOSE\n");
}

#[test]
fn sample_one_has_the_three_legal_moves_of_the_statement() {
    // Land at (1, 1): the legal cells are (2, 1), (3, 1) and (3, 2).
    let moves = River { rows: 3 }.moves(&0b00_00_01);
    assert_eq!(moves, vec![0b00_01_01, 0b01_00_01, 0b10_00_01]);
}

#[test]
fn refuses_long_rivers() {
    assert!(solve("17 0").is_err());
}
