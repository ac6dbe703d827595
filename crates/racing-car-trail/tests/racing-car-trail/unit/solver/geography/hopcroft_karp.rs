//! Tests of `src/solver/geography/hopcroft_karp.rs`.

use proptest::prelude::*;
use racing_car_trail::solver::geography::graph::{BipartiteGraph, MAX_VERTICES, UNMATCHED};
use racing_car_trail::solver::geography::matching::{Matching, free_by_side};

use crate::unit::solver::geography::test_support::*;
use racing_car_trail::solver::geography::hopcroft_karp::*;
use racing_car_trail::solver::geography::push_relabel::push_relabel;

/// From `start`, with each way of switching, Hopcroft–Karp reaches a valid matching as large
/// as push-relabel's and hands on the free lists a pass over every vertex would find.
fn check<G: BipartiteGraph>(graph: &G, start: &Matching) -> Result<(), TestCaseError> {
    let mut expected = start.clone();
    push_relabel(graph, &mut expected);
    for switch_below in [None, Some(0), Some(1), Some(SWITCH_BELOW), Some(usize::MAX)] {
        let mut matching = start.clone();
        let free = free_by_side(graph, &matching);
        let (free, _) = hopcroft_karp_with(graph, &mut matching, free, switch_below);
        prop_assert!(valid(graph, &matching), "switch below {:?}", switch_below);
        prop_assert_eq!(
            matching.size(),
            expected.size(),
            "switch below {:?}",
            switch_below
        );
        prop_assert_eq!(&free, &free_by_side(graph, &matching));
    }
    Ok(())
}

proptest! {
    #[test]
    fn every_switch_reaches_a_maximum_matching_on_grids(
        rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
        thin: bool,
    ) {
        let field = random_field(rows, cols, seed, density);
        check(&field, &some_matching(&field, seed, thin))?;
        check(&field, &Matching::empty(field.vertex_count()))?;
    }

    #[test]
    fn every_switch_reaches_a_maximum_matching_on_any_graph(
        left in prop::collection::vec(any::<bool>(), 1..=40),
        pairs in prop::collection::vec((0..40u32, 0..40u32), 0..=80),
        seed: u64, thin: bool,
    ) {
        let graph = any_graph(left, pairs);
        check(&graph, &some_matching(&graph, seed, thin))?;
        check(&graph, &Matching::empty(graph.vertex_count()))?;
    }
}

/// Stamps start over, and deleted trees stay deleted.
#[test]
fn restamping_keeps_the_deleted_trees() {
    let graph = any_graph(vec![true, false, true], vec![(0, 1), (2, 1)]);
    let mut mate = vec![UNMATCHED; 3];
    let mut search = Search::new(&graph, &mut mate, false);
    search.layer = vec![DELETED, 7, MAX_VERTICES as u32];
    search.base = MAX_VERTICES as u32;
    search.restamp();
    assert_eq!(
        (&search.layer[..], search.base),
        (&[DELETED, 7, MAX_VERTICES as u32][..], MAX_VERTICES as u32)
    );
    search.base += 1;
    search.restamp();
    assert_eq!((&search.layer[..], search.base), (&[DELETED, 0, 0][..], 1));
}

/// A path of 2k vertices matched on its inner edges, a free edge, and a root whose tree is a
/// dead end. The first phase augments along the free edge only, the shortest path; then one
/// single-root search augments along the whole path (found back from the layers), and the
/// other deletes its tree.
#[test]
fn single_root_searches_augment_long_paths_and_delete_failed_trees() {
    let k = 300u32;
    let n = 2 * k;
    // The path 0..n, even vertices left; then a - b, free; l matched to r1, and r2 free next
    // to l; l3 free next to r3, matched to l4.
    let (a, b, l, r1, r2, l3, r3, l4) = (n, n + 1, n + 2, n + 3, n + 4, n + 5, n + 6, n + 7);
    let mut left: Vec<bool> = (0..n).map(|v| v % 2 == 0).collect();
    left.extend([true, false, true, false, false, true, false, true]);
    let mut edges: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
    edges.extend([(a, b), (l, r1), (l, r2), (l3, r3), (l4, r3)]);
    let graph = racing_car_trail::solver::geography::CsrGraph::from_edges(left, &edges).unwrap();
    let mut matching = Matching::empty(graph.vertex_count());
    for v in (1..n - 1).step_by(2) {
        matching.pair(v, v + 1);
    }
    matching.pair(l, r1);
    matching.pair(l4, r3);
    let free = free_by_side(&graph, &matching);
    assert_eq!(free, (vec![0, a, l3], vec![n - 1, b, r2]));
    let (free, _) = hopcroft_karp_with(&graph, &mut matching, free, Some(0));
    assert_eq!(free, (vec![l3], vec![r2]));
    assert_eq!(matching.size(), k as usize + 3);
    assert!(valid(&graph, &matching));
    assert_eq!(matching.mate(0), Some(1));
}
