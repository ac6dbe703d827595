//! Tests of `src/tools/generate.rs`.

use more_reclamation::tools::generate::*;

#[test]
fn generated_positions_are_valid_and_deterministic() {
    for (rows, cells) in [
        (1, 0),
        (1, 1),
        (10, 10),
        (100, 37),
        (1_000_000_000_000_000_000, 1000),
    ] {
        let text = random(5, rows, cells);
        let position = more_reclamation::parse(&text).unwrap();
        assert_eq!(position.land().len() as u64, cells);
        assert_eq!(text, random(5, rows, cells));
    }
    assert_ne!(random(1, 100, 30), random(2, 100, 30));
}
