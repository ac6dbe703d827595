//! Tests of `src/solver/geography/slot_search.rs`.

use proptest::prelude::*;
use racing_car_trail::solver::geography::graph::BipartiteGraph;
use racing_car_trail::solver::geography::slots::NO_SLOT;

use crate::unit::solver::geography::test_support::{any_graph, random_field};
use racing_car_trail::solver::geography::slot_search::*;

/// Each byte of `bytes` is at its vertex's side index on its side of the split.
fn check_split<G: BipartiteGraph>(graph: &G, bytes: &[u8], targets_left: bool) {
    let (targets, others) = split_by_side(graph, bytes, targets_left);
    for (v, &b) in (0..).zip(bytes) {
        let side = if graph.is_left(v) == targets_left {
            &targets
        } else {
            &others
        };
        assert_eq!(side[graph.side_index(v) as usize], b, "vertex {v}");
    }
}

proptest! {
    /// The set holds exactly the vertices whose byte is no slot, at every length.
    #[test]
    fn no_slots_holds_the_bytes_without_a_slot(
        bytes in prop::collection::vec(prop_oneof![Just(NO_SLOT), any::<u8>()], 0..300),
    ) {
        let set = no_slots(&bytes);
        prop_assert_eq!(set.words.len(), bytes.len().div_ceil(64));
        for v in 0..64 * set.words.len() as u32 {
            let expected = bytes.get(v as usize) == Some(&NO_SLOT);
            prop_assert_eq!(set.contains(v), expected, "vertex {}", v);
        }
    }

    /// A grid's bytes split two at a time, a general graph's vertex by vertex, each to its
    /// vertex's side index on its side.
    #[test]
    fn split_by_side_puts_each_byte_on_its_side(
        rows in 1..=12usize, cols in 1..=12usize, seed: u64, targets_left: bool,
        left in prop::collection::vec(any::<bool>(), 1..40),
    ) {
        let field = random_field(rows, cols, seed, 7);
        let bytes: Vec<u8> = (0..field.vertex_count()).map(|v| (v * 7 % 251) as u8).collect();
        check_split(&field, &bytes, targets_left);
        let graph = any_graph(left, Vec::new());
        let bytes: Vec<u8> = (0..graph.vertex_count()).map(|v| v as u8).collect();
        check_split(&graph, &bytes, targets_left);
    }
}
