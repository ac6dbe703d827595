//! Tests of `src/solver/geography/solve.rs`.

use proptest::prelude::*;
use racing_car_trail::solver::geography::avoidable::{Mates, avoidable_from};
use racing_car_trail::solver::geography::graph::BipartiteGraph;
use racing_car_trail::solver::geography::hopcroft_karp::hungarian_searches_from;
use racing_car_trail::solver::geography::karp_sipser::karp_sipser_free;
use racing_car_trail::solver::geography::matching::Matching;
use racing_car_trail::solver::geography::push_relabel::push_relabel_from;

use crate::unit::solver::geography::test_support::*;
use racing_car_trail::solver::geography::avoidable::avoidable;
use racing_car_trail::solver::geography::matching::free_by_side;
use racing_car_trail::solver::geography::push_relabel::{Plan, push_relabel_with};
use racing_car_trail::solver::geography::solve::*;

/// Each stage of [`maximum_matching_free`] hands on the free lists that a pass over every
/// vertex would find, and the narrow push-relabel run returns them when it finishes.
fn check_free_lists<G: BipartiteGraph>(graph: &G, plan: Plan) -> Result<(), TestCaseError> {
    let (mut matching, free) = karp_sipser_free(graph);
    prop_assert_eq!(&free, &free_by_side(graph, &matching), "Karp–Sipser");
    let start = matching.clone();
    let free = push_relabel_from(graph, &mut matching, free);
    prop_assert_eq!(&free, &free_by_side(graph, &matching), "push-relabel");
    let (full, free, _) = maximum_matching_free(graph);
    prop_assert_eq!(
        &free,
        &free_by_side(graph, &full.matching(graph)),
        "pipeline"
    );
    let mut matching = start;
    let free = free_by_side(graph, &matching);
    if let Some(free) = push_relabel_with::<Tiny, G>(graph, &mut matching, free, plan) {
        prop_assert_eq!(&free, &free_by_side(graph, &matching), "Tiny labels");
    }
    Ok(())
}

/// The trees the Hungarian searches delete are avoidable and closed under the avoidable walk:
/// given them, the walk finds the same set as from the free vertices alone, from the mates
/// and from the searches' slots alike.
fn check_deleted_trees<G: BipartiteGraph>(graph: &G, start: Matching) -> Result<(), TestCaseError> {
    let mut matching = start;
    let free = free_by_side(graph, &matching);
    let (free, deleted, slots) = hungarian_searches_from(graph, &mut matching, free);
    let expected = avoidable(graph, &matching);
    if let Some(slots) = &slots {
        prop_assert_eq!(&slots.matching(graph), &matching);
        let walked = avoidable_from(graph, Mates::Slots(slots), free.clone(), deleted.clone());
        prop_assert_eq!(walked, expected.clone());
    }
    prop_assert_eq!(
        avoidable_from(graph, Mates::Pairs(&matching), free, deleted),
        expected
    );
    Ok(())
}

/// On this field push-relabel strands a vertex before a smaller one (569 before 313, found by
/// asserting, in a scratch build, that strandings come in order): the stranded list must still
/// come back in increasing order, as `FreeLists` promises.
#[test]
fn stranded_vertices_come_back_in_order() -> Result<(), TestCaseError> {
    check_free_lists(&random_field(25, 23, 12028817439924595563, 8), Plan::Fifo)
}

proptest! {
    #[test]
    fn stages_hand_on_the_free_vertices_of_the_grid(
        rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
        plan in plans(),
    ) {
        check_free_lists(&random_field(rows, cols, seed, density), plan)?;
    }

    #[test]
    fn deleted_trees_spare_the_avoidable_walk_on_grids(
        rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
        thin: bool,
    ) {
        let field = random_field(rows, cols, seed, density);
        check_deleted_trees(&field, some_matching(&field, seed, thin))?;
        check_deleted_trees(&field, Matching::empty(field.vertex_count()))?;
    }

    #[test]
    fn deleted_trees_spare_the_avoidable_walk_on_any_graph(
        left in prop::collection::vec(any::<bool>(), 1..=40),
        pairs in prop::collection::vec((0..40u32, 0..40u32), 0..=80),
        seed: u64, thin: bool,
    ) {
        let graph = any_graph(left, pairs);
        check_deleted_trees(&graph, some_matching(&graph, seed, thin))?;
        check_deleted_trees(&graph, Matching::empty(graph.vertex_count()))?;
    }

    #[test]
    fn stages_hand_on_the_free_vertices_of_any_graph(
        left in prop::collection::vec(any::<bool>(), 1..=16),
        pairs in prop::collection::vec((0..16u32, 0..16u32), 0..=40), plan in plans(),
    ) {
        check_free_lists(&any_graph(left, pairs), plan)?;
    }
}
