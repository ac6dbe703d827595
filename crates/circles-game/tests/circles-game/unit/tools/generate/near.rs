//! Tests of `src/tools/generate/near.rs`.

use circles_game::tools::generate::near::*;

#[test]
fn boards_are_valid_within_the_limit_and_repeatable() {
    assert_valid_boards(near_tangent, 7);
}

/// Asserts that `generate` (seed, n, limit) writes valid, repeatable boards of at most n circles
/// within the limit, for 60 seeds, a big and a `small` n at the contest's limit and a big one
/// far beyond it.
pub(crate) fn assert_valid_boards(generate: fn(u64, usize, i64) -> String, small: usize) {
    use circles_game::{CONTEST_COORDINATE, baseline, parse};
    for seed in 0..60 {
        for (n, limit) in [
            (50, CONTEST_COORDINATE),
            (small, CONTEST_COORDINATE),
            (40, 1_000_000_000),
        ] {
            let text = generate(seed, n, limit);
            let circles = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            baseline::forest(&circles).unwrap();
            assert!(circles.len() <= n, "{text}");
            assert!(circles.list().iter().all(|c| within(c, limit)), "{text}");
            assert_eq!(generate(seed, n, limit), text);
        }
    }
}
