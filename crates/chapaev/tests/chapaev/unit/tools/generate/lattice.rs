//! Tests of `src/tools/generate/lattice.rs`.

use chapaev::solver::position::parse;
use chapaev::tools::generate::lattice::*;

#[test]
fn lattice_boards_are_valid_on_the_board_and_repeatable() {
    for seed in 0..6 {
        let text = lattice_board(seed);
        let position = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(position.len(), 16);
        assert_eq!(lattice_board(seed), text);
    }
}

#[test]
fn a_ray_along_three_four_grazes_at_one_unit_off_its_line() {
    // From (0, 0) along (3, 4): (1, 0) and (0.5, 2) are grazed, (1.5, 0) is not, and the
    // centre (1.5, 2) on the line is hit; (-1, 0) is behind.
    let centres = [(0, 0), (2, 0), (1, 4), (3, 0), (3, 4), (-2, 0)];
    assert_eq!(ray_set(&centres, 0, (3, 4)), 0b10111);
}
