//! Tests of `src/solver/geography/push_relabel/mod.rs`.

mod relabel;

use racing_car_trail::solver::geography::graph::BipartiteGraph;
use racing_car_trail::solver::geography::matching::{Matching, free_by_side};
use racing_car_trail::solver::geography::push_relabel::relabel::Plan;

use proptest::prelude::*;

use crate::unit::solver::geography::test_support::*;
use racing_car_trail::solver::geography::csr::CsrGraph;
use racing_car_trail::solver::geography::hopcroft_karp::hopcroft_karp;
use racing_car_trail::solver::geography::karp_sipser::karp_sipser;
use racing_car_trail::solver::geography::push_relabel::*;

/// `push_relabel`'s two runs with `L` as the narrow labels. The narrow run must leave a valid
/// matching no smaller than it found; returns whether it finished on its own.
fn narrow_then_wide<L: Label, G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    plan: Plan,
) -> bool {
    let before = matching.size();
    let free = free_by_side(graph, matching);
    let finished = push_relabel_with::<L, G>(graph, matching, free, plan).is_some();
    assert!(
        valid(graph, matching),
        "narrow run left an invalid matching"
    );
    assert!(matching.size() >= before, "narrow run lost an edge");
    if !finished {
        let free = free_by_side(graph, matching);
        assert!(push_relabel_with::<u32, G>(graph, matching, free, plan).is_some());
    }
    finished
}

/// A path `0 - ... - (n - 1)`, `n` even, matched {1-2, 3-4, ...}: the BFS from the free end
/// `n - 1` labels vertex 1 with `n - 2`, and two more than that must fit below the ceiling 255.
#[test]
fn narrow_labels_give_up_exactly_when_the_distances_outgrow_them() {
    for n in [2u32, 4, 100, 252, 254, 256, 258, 600] {
        let left: Vec<bool> = (0..n).map(|v| v % 2 == 0).collect();
        let edges: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        let graph = CsrGraph::from_edges(left, &edges).unwrap();
        let mut matching = Matching::empty(n as usize);
        for v in (1..n - 1).step_by(2) {
            matching.pair(v, v + 1);
        }
        for plan in [
            Plan::Fifo,
            Plan::Banded {
                shift: 2,
                window: 3,
            },
        ] {
            let mut matching = matching.clone();
            let finished = narrow_then_wide::<u8, _>(&graph, &mut matching, plan);
            assert_eq!(matching.size(), n as usize / 2, "path of {n}, {plan:?}");
            assert_eq!(finished, n <= 254, "path of {n}, {plan:?}");
        }
    }
}

proptest! {
    #[test]
    fn narrow_labels_that_give_up_still_end_in_a_maximum_matching(
        rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 5..=10u64, greedy: bool,
        plan in plans(),
    ) {
        let field = random_field(rows, cols, seed, density);
        let mut expected = Matching::empty(field.vertex_count());
        hopcroft_karp(&field, &mut expected);
        let mut matching =
            if greedy { karp_sipser(&field) } else { Matching::empty(field.vertex_count()) };
        let start = matching.clone();
        narrow_then_wide::<u8, _>(&field, &mut matching, plan);
        prop_assert_eq!(matching.size(), expected.size());
        let mut matching = start;
        narrow_then_wide::<Tiny, _>(&field, &mut matching, plan);
        prop_assert_eq!(matching.size(), expected.size());
    }
}
