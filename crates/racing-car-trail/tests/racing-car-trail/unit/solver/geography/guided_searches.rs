//! Tests of `src/solver/geography/guided_searches.rs`.

use proptest::prelude::*;

use crate::unit::solver::geography::test_support::*;
use racing_car_trail::solver::geography::BipartiteGraph;
use racing_car_trail::solver::geography::guided_searches::*;
use racing_car_trail::solver::geography::matching::{Matching, free_by_side};
use racing_car_trail::solver::geography::push_relabel::push_relabel;
use racing_car_trail::solver::geography::slot_searches::slot_searches_with;
use racing_car_trail::solver::geography::slots::vertex_slots;

proptest! {
    /// From any matching, the guided searches reach a valid matching as large as
    /// push-relabel's and hand on the free lists a pass over every vertex would find, and
    /// the trees they delete are the same set as the blind searches' (every vertex of the
    /// roots' side an even alternating path of the final matching reaches from a free one).
    #[test]
    fn guided_searches_reach_a_maximum_matching_on_grids(
        rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
        thin: bool,
    ) {
        let field = random_field(rows, cols, seed, density);
        for start in [some_matching(&field, seed, thin), Matching::empty(field.vertex_count())] {
            let mut expected = start.clone();
            push_relabel(&field, &mut expected);
            let slots = vertex_slots(&field, &start);
            let free = free_by_side(&field, &start);
            let (_, blind_deleted, _) =
                slot_searches_with(&field, slots.clone(), free.clone(), |_, _| false);
            let (free, deleted, slots) = slot_searches_with(&field, slots, free, |_, _| true);
            let matching = slots.matching(&field);
            prop_assert!(valid(&field, &matching));
            prop_assert_eq!(matching.size(), expected.size());
            prop_assert_eq!(&free, &free_by_side(&field, &matching));
            prop_assert_eq!(deleted, blind_deleted);
        }
    }
}

/// The distances equal the least raster distance to a target, capped at 255, on rasters
/// wider and narrower than the doubling's longest shift.
#[test]
fn raster_distances_are_the_nearest_targets_distances() {
    for (width, rows, targets) in [
        (7, 5, vec![0, 18, 34]),
        (300, 4, vec![5]),
        (301, 3, vec![0, 900]),
        (1, 9, vec![4]),
        (600, 2, vec![599]),
    ] {
        let n = width * rows;
        let got = raster_distances(n, width, &targets);
        for (v, &d) in got.iter().enumerate() {
            let (r, c) = (v / width, v % width);
            let expected = targets
                .iter()
                .map(|&t| {
                    let (tr, tc) = (t as usize / width, t as usize % width);
                    r.abs_diff(tr) + c.abs_diff(tc)
                })
                .min()
                .unwrap()
                .min(255);
            assert_eq!(usize::from(d), expected, "{width} x {rows}, cell {v}");
        }
    }
}
