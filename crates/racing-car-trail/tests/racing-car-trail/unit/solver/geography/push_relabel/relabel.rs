//! Tests of `src/solver/geography/push_relabel/relabel.rs`.

use proptest::prelude::*;
use racing_car_trail::solver::geography::graph::BipartiteGraph;
use racing_car_trail::solver::geography::push_relabel::Label;
use racing_car_trail::solver::geography::push_relabel::residual::Residual;

use crate::unit::solver::geography::test_support::*;
use racing_car_trail::solver::geography::csr::CsrGraph;
use racing_car_trail::solver::geography::graph::neighbours;
use racing_car_trail::solver::geography::matching::{Matching, free_by_side};
use racing_car_trail::solver::geography::push_relabel::relabel::*;
use racing_car_trail::solver::geography::slots::{mate_slots, slot_steps};

/// The labels of a global relabelling by `plan`, the right side's free vertices being the
/// targets, and whether two more than each still fits.
fn relabel<L: Label, G: BipartiteGraph>(
    graph: &G,
    matching: &Matching,
    plan: Plan,
) -> (Vec<L>, bool) {
    let (_, targets) = free_by_side(graph, matching);
    let none = graph.side_len();
    let slot = mate_slots(graph, &matching.mate, true);
    let steps = slot_steps(graph);
    let view = Residual {
        graph,
        mate: &matching.mate,
        slot: &slot,
        steps: &steps,
    };
    let mut label = vec![L::ZERO; none + 1];
    let fits = Relabelling::new(plan, none).run(&view, &targets, &mut label);
    (label, fits)
}

/// The alternating distances to the right side's free vertices, from the definition alone by
/// rounds of relaxation, by [`BipartiteGraph::side_index`]: a free right vertex with a
/// neighbour is at 0, and a matched right vertex `b` at two more than the least distance of a
/// neighbour `w != b` of its mate; `None` out of reach.
fn alternating_distances<G: BipartiteGraph>(graph: &G, matching: &Matching) -> Vec<Option<u32>> {
    let n = graph.vertex_count() as u32;
    let mut distance = vec![None; graph.side_len()];
    let right = || (0..n).filter(|&v| !graph.is_left(v));
    for v in right() {
        if matching.mate(v).is_none() && neighbours(graph, v).next().is_some() {
            distance[graph.side_index(v) as usize] = Some(0);
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for b in right() {
            let Some(y) = matching.mate(b) else { continue };
            let via = neighbours(graph, y)
                .filter(|&w| w != b)
                .filter_map(|w| distance[graph.side_index(w) as usize])
                .min()
                .map(|d| d + 2);
            let d = &mut distance[graph.side_index(b) as usize];
            if via.is_some_and(|via| d.is_none_or(|d| via < d)) {
                *d = via;
                changed = true;
            }
        }
    }
    distance
}

/// A global relabelling by `plan` gives every right vertex its alternating distance, and
/// leaves every other entry out of reach.
fn check_distances<G: BipartiteGraph>(
    graph: &G,
    matching: &Matching,
    plan: Plan,
) -> Result<(), TestCaseError> {
    let (label, fits) = relabel::<u16, G>(graph, matching, plan);
    prop_assert!(fits);
    let distance = alternating_distances(graph, matching);
    let mut expected = vec![u16::OUT_OF_REACH; graph.side_len() + 1];
    for v in (0..graph.vertex_count() as u32).filter(|&v| !graph.is_left(v)) {
        let i = graph.side_index(v) as usize;
        expected[i] = distance[i].map_or(u16::OUT_OF_REACH, |d| d as u16);
    }
    prop_assert_eq!(label, expected);
    Ok(())
}

proptest! {
    #[test]
    fn relabellings_give_the_distances_and_bands_the_fifo_labels_on_grids(
        rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
        thin: bool, plan in plans(),
    ) {
        let field = random_field(rows, cols, seed, density);
        let matching = some_matching(&field, seed, thin);
        check_distances(&field, &matching, plan)?;
        check_bands(&field, &matching, plan)?;
    }

    #[test]
    fn relabellings_give_the_distances_and_bands_the_fifo_labels_on_any_graph(
        left in prop::collection::vec(any::<bool>(), 1..=40),
        pairs in prop::collection::vec((0..40u32, 0..40u32), 0..=80),
        seed: u64, thin: bool, plan in plans(),
    ) {
        let graph = any_graph(left, pairs);
        let matching = some_matching(&graph, seed, thin);
        check_distances(&graph, &matching, plan)?;
        check_bands(&graph, &matching, plan)?;
    }
}

/// A chain from the free target 0 labels vertex 15 with 30 (too big for `Tiny` to add two)
/// before a short way from the free target 32, in another band, brings it down to 4; the
/// largest label in the end is 28, vertex 14's. The banded relabelling expands vertex 15 at
/// 30 first, so its bound is too big, and it must look again to agree with the FIFO that the
/// labels fit.
#[test]
fn a_label_that_drops_later_does_not_make_a_banded_relabelling_give_up() {
    // Right side: 0 and 32 free, 1..=15 and 33 matched; left side: 16..=30, 31.
    let left: Vec<bool> = (0..34).map(|v| (16..=31).contains(&v)).collect();
    let mut edges = vec![(0, 16), (32, 31), (31, 33), (33, 30)];
    edges.extend((1..=15).map(|i| (15 + i, i)));
    edges.extend((2..=15).map(|i| (i - 1, 15 + i)));
    let graph = CsrGraph::from_edges(left, &edges).unwrap();
    let mut matching = Matching::empty(34);
    for i in 1..=15 {
        matching.pair(15 + i, i);
    }
    matching.pair(31, 33);
    let plan = Plan::Banded {
        shift: 4,
        window: 16,
    };
    let (fifo, fits) = relabel::<Tiny, _>(&graph, &matching, Plan::Fifo);
    assert_eq!((fifo[14], fifo[15], fits), (Tiny(28), Tiny(4), true));
    assert_eq!(relabel::<Tiny, _>(&graph, &matching, plan), (fifo, true));
}

/// The production bands, on a field just big enough to get them (2^22 vertices per side),
/// give the FIFO's labels, from Karp–Sipser's matching and from a thinned one.
#[test]
fn production_bands_give_the_fifo_labels_on_a_big_field() {
    let field = random_field(2100, 4000, 7, 9);
    let plan = Plan::for_graph(&field);
    assert!(matches!(plan, Plan::Banded { .. }), "{plan:?}");
    for thin in [false, true] {
        let matching = some_matching(&field, 7, thin);
        let fifo = relabel::<u16, _>(&field, &matching, Plan::Fifo);
        assert!(
            relabel::<u16, _>(&field, &matching, plan) == fifo,
            "thin: {thin}"
        );
    }
}

/// With labels that run out, banded relabellings give the FIFO's labels and verdict, out of
/// reach and past the ceiling included (where the labels fit, [`check_distances`] holds both
/// to the distances).
fn check_bands<G: BipartiteGraph>(
    graph: &G,
    matching: &Matching,
    plan: Plan,
) -> Result<(), TestCaseError> {
    let fifo = relabel::<Tiny, G>(graph, matching, Plan::Fifo);
    prop_assert_eq!(relabel::<Tiny, G>(graph, matching, plan), fifo);
    Ok(())
}
