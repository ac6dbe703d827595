//! Tests of `src/tools/generate.rs`.

mod lattice;
mod near;

use chapaev::solver::position::parse;
use chapaev::tools::generate::*;

#[test]
fn generated_inputs_are_valid_and_repeatable() {
    for seed in 0..20 {
        for k in [1, 5, 12, 16] {
            for text in [
                random_extended(seed, k, k),
                lattice_extended(seed, k, 17 - k),
                spread_extended(seed, k, 17 - k),
                regular_extended(seed, k, k),
                regular_extended(seed, k, 17 - k),
            ] {
                let position = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
                assert_eq!(position.to_extended(), text);
            }
        }
        for text in [judge(seed), regular_judge(seed)] {
            let position = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(position.len(), 16, "{text}");
        }
        assert_eq!(judge(seed), judge(seed));
        assert_eq!(regular_judge(seed), regular_judge(seed));
    }
}
