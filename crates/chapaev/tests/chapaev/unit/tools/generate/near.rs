//! Tests of `src/tools/generate/near.rs`.

use chapaev::solver::position::parse;
use chapaev::tools::generate::near::*;

#[test]
fn near_hit_boards_are_valid_and_repeatable() {
    for seed in 0..50 {
        let text = near_hits(seed);
        parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(near_hits(seed), text);
    }
}
