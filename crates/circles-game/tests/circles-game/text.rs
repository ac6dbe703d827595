//! The crate's writer of its input format against its parser: `input_text` writes back what
//! `parse` read, on inputs of the crate's generators (valid by construction, circles shuffled).

use circles_game::{generate, input_text, parse};
use proptest::prelude::*;

/// An input of 1 to 60 circles from one of the generator families, at a random seed.
fn generated() -> impl Strategy<Value = String> {
    let families: [fn(u64, usize) -> String; 5] = [
        generate::small,
        generate::random,
        generate::chain,
        generate::side_by_side,
        generate::star,
    ];
    (0..families.len(), any::<u64>(), 1..=60usize)
        .prop_map(move |(family, seed, n)| families[family](seed, n))
}

proptest! {
    /// The circles parse read, in their order, are written back to the same text, which reads
    /// back to the same circles.
    #[test]
    fn parse_reads_back_what_input_text_wrote(text in generated()) {
        let circles = parse(&text).unwrap();
        let written = input_text(circles.list());
        prop_assert_eq!(&written, &text);
        prop_assert_eq!(parse(&written).unwrap(), circles);
    }
}
