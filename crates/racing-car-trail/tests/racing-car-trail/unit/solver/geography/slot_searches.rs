//! Tests of `src/solver/geography/slot_searches.rs`.

use proptest::prelude::*;

use crate::unit::solver::geography::test_support::*;
use racing_car_trail::solver::geography::BipartiteGraph;
use racing_car_trail::solver::geography::matching::{Matching, free_by_side};
use racing_car_trail::solver::geography::push_relabel::push_relabel;
use racing_car_trail::solver::geography::slot_searches::*;
use racing_car_trail::solver::geography::slots::vertex_slots;

proptest! {
    /// From any matching, the slot searches reach a valid matching as large as push-relabel's
    /// and hand on the free lists a pass over every vertex would find.
    #[test]
    fn slot_searches_reach_a_maximum_matching_on_grids(
        rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
        thin: bool,
    ) {
        let field = random_field(rows, cols, seed, density);
        for start in [some_matching(&field, seed, thin), Matching::empty(field.vertex_count())] {
            let mut expected = start.clone();
            push_relabel(&field, &mut expected);
            let free = free_by_side(&field, &start);
            let (free, _, slots) = slot_searches(&field, vertex_slots(&field, &start), free);
            let matching = slots.matching(&field);
            prop_assert!(valid(&field, &matching));
            prop_assert_eq!(matching.size(), expected.size());
            prop_assert_eq!(&free, &free_by_side(&field, &matching));
        }
    }
}
