//! Tests of `src/tools/explain/mod.rs`.

mod direction;

use chapaev::solver::position::parse;

use chapaev::oracles::brute::Big;
use chapaev::tools::explain::*;

fn big(value: i128) -> Big {
    Big::from_i128(value)
}

/// One red disc at the origin, white discs at (2, 4), (4, 4), (5, 8), two radii 0.8: only the
/// exact 3-4-5 graze along (3, 4) removes all three.
#[test]
fn graze_wipe_is_explained_by_the_graze() {
    let position = parse("discs 0.4 1 3\n0 0\n2 4 4 4 5 8\n").unwrap();
    let analysis = analyse(&position);
    let witness = analysis.witness.expect("red wins");
    assert_eq!(witness.direction, Direction::integer(big(3), big(4)));
    assert_eq!(witness.shot.removed, 0b1111);
    assert_eq!(witness.shot.grazed, 0b1110);
    assert!(witness.graze_only);
}
