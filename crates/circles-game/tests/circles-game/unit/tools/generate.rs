//! Tests of `src/tools/generate.rs`.

mod limits;
mod near;

use circles_game::oracles::baseline;
use circles_game::parse;
use circles_game::tools::generate::*;

#[test]
fn families_are_valid_and_deterministic() {
    for seed in 0..40 {
        for text in [
            random(seed, 300),
            chain(seed, 50),
            side_by_side(seed, 50),
            star(seed, 60),
            small(seed, 20),
        ] {
            let circles = parse(&text).unwrap();
            baseline::forest(&circles).unwrap();
        }
    }
    assert_eq!(random(3, 100), random(3, 100));
    assert_ne!(random(3, 100), random(4, 100));
}

#[test]
fn above_sqrt_is_strict() {
    for v in 0..2000i128 {
        let s = above_sqrt(v) as i128;
        assert!(s * s > v && (s - 1) * (s - 1) <= v, "{v}");
    }
}
