//! Tests of `src/solver/geography/karp_sipser_slots.rs`.

use proptest::prelude::*;

use racing_car_trail::solver::geography::karp_sipser_slots::*;

proptest! {
    /// Counts of 0 become [`ISOLATED`], the rest stay, and the vertices of count 1 are
    /// listed in order, at every length around the chunks of 64.
    #[test]
    fn isolate_and_list_ones_is_the_byte_by_byte_pass(
        counts in prop::collection::vec(0..=4u8, 0..300),
    ) {
        let mut state = counts.clone();
        let ones = isolate_and_list_ones(&mut state);
        let expected: Vec<u32> = (0..).zip(&counts).filter(|&(_, &d)| d == 1).map(|(v, _)| v).collect();
        prop_assert_eq!(ones, expected);
        let isolated: Vec<u8> = counts.iter().map(|&d| if d == 0 { ISOLATED } else { d }).collect();
        prop_assert_eq!(state, isolated);
    }
}
