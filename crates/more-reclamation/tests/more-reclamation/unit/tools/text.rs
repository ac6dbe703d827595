//! Tests of `src/tools/text.rs`.

use proptest::prelude::*;

use more_reclamation::tools::text::*;

#[test]
fn decimals_at_the_chunk_edges() {
    for n in [
        0,
        9,
        10,
        99_999_999,
        100_000_000,
        100_000_001,
        10u64.pow(16),
        u64::MAX,
    ] {
        let mut text = String::new();
        push_decimal(&mut text, n);
        assert_eq!(text, n.to_string());
    }
}

proptest! {
    #[test]
    fn decimals_are_std_s(n: u64, digits in 1..=20u32) {
        let n = n % 10u64.saturating_pow(digits).max(1);
        let mut text = String::from("x");
        push_decimal(&mut text, n);
        prop_assert_eq!(text, format!("x{n}"));
    }
}
