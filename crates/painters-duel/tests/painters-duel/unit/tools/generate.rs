//! Tests of `src/tools/generate.rs`.

use painters_duel::tools::generate::*;

#[test]
fn generated_inputs_parse() {
    for text in [
        all_start_pairs(3),
        hardest_open(4, 10),
        random_construction(7, 20, 2..=11, 30),
        random_open(1, 3, 11),
    ] {
        painters_duel::parse(&text).unwrap();
    }
    assert_eq!(random_open(5, 4, 6), random_open(5, 4, 6));
    for (name, text) in scale_targets() {
        assert!(painters_duel::parse(&text).is_ok(), "{name}");
    }
    assert_eq!(
        painters_duel::parse(&hardest_open(4, 10)).unwrap().len(),
        10
    );
}
