//! The pipeline: a maximum matching, then the avoidable vertices; the answers.

use super::avoidable::{Mates, avoidable_from};
use super::graph::BipartiteGraph;
use super::hopcroft_karp::hungarian_searches_from;
use super::karp_sipser::karp_sipser_free;
use super::karp_sipser_slots::{bytes_fit, karp_sipser_slots};
use super::matching::{FreeLists, Matching};
use super::push_relabel::push_relabel_from;
use super::slot_searches::{slot_searches, slots_fit};
use super::slots::{SideSlots, matching_from_slots};
use super::vertex_set::VertexSet;

/// A maximum matching of `graph`: [`karp_sipser`](super::karp_sipser()), then, by how many free
/// vertices it leaves, [`push_relabel`](super::push_relabel()) or
/// [`hungarian_searches`](super::hungarian_searches()) (see [`SEARCHES_FROM`]).
pub fn maximum_matching<G: BipartiteGraph>(graph: &G) -> Matching {
    maximum_matching_free(graph).0.matching(graph)
}

/// After Karp–Sipser, one free vertex of the side with fewer per this many vertices or more
/// calls for [`hungarian_searches`](super::hungarian_searches()), fewer for
/// [`push_relabel`](super::push_relabel()).
///
/// Few free vertices, far apart, and nearly all of them augment (random grids with up to about
/// 4% obstacles): a blind search grows a tree as wide as the way to a free vertex, and a guided
/// one, whose raster distances stop at 255 cells, wanders where the free vertices are farther,
/// where push-relabel follows its labels. Many, and most cannot augment (from about 15%): each
/// failed search deletes its Hungarian tree once, where push-relabel's global relabellings sweep
/// those regions again at every round until its last free vertices are stranded. On a grid the
/// searches read bytes and, where the roots are few, are guided toward the free vertices, and
/// the two are even near 4%. The counts and timings behind the figure are in the bench notes
/// (`bench/racing-car-trail-notes.md`).
pub const SEARCHES_FROM: usize = 2048;

/// [`maximum_matching`], and the free vertices it leaves as
/// [`free_by_side`](super::matching::free_by_side) lists them, handed on from stage to stage
/// rather than found again by a pass over every vertex; and vertices known avoidable on the way,
/// closed under the avoidable walk (the trees the Hungarian searches deleted; none after
/// push-relabel). On a grid whose slots fit a byte, Karp–Sipser and the searches keep the mates
/// as slots throughout ([`karp_sipser_slots`], [`slot_searches`]), and the 4-byte mates are
/// only built where asked for.
fn maximum_matching_free<G: BipartiteGraph>(graph: &G) -> (Found, FreeLists, VertexSet) {
    let searches = |(left, right): &FreeLists| {
        left.len().min(right.len()).saturating_mul(SEARCHES_FROM) >= graph.vertex_count()
    };
    if bytes_fit::<G>() && slots_fit::<G>() {
        let (slots, free) = karp_sipser_slots(graph);
        if searches(&free) {
            let (free, deleted, slots) = slot_searches(graph, slots, free);
            return (Found::Slots(slots), free, deleted);
        }
        let mut matching = matching_from_slots(graph, &slots);
        drop(slots);
        let free = push_relabel_from(graph, &mut matching, free);
        return (Found::Mates(matching), free, VertexSet::new(0));
    }
    let (mut matching, free) = karp_sipser_free(graph);
    if searches(&free) {
        let (free, deleted, _) = hungarian_searches_from(graph, &mut matching, free);
        (Found::Mates(matching), free, deleted)
    } else {
        let free = push_relabel_from(graph, &mut matching, free);
        (Found::Mates(matching), free, VertexSet::new(0))
    }
}

/// A maximum matching as the stages leave it.
enum Found {
    /// Each vertex's mate.
    Mates(Matching),
    /// The mates as slots, by side.
    Slots(SideSlots),
}

impl Found {
    /// The matching as mates.
    fn matching<G: BipartiteGraph>(self, graph: &G) -> Matching {
        match self {
            Found::Mates(matching) => matching,
            Found::Slots(slots) => slots.matching(graph),
        }
    }

    /// The matching as the avoidable search takes it.
    fn mates(&self) -> Mates<'_> {
        match self {
            Found::Mates(matching) => Mates::Pairs(matching),
            Found::Slots(slots) => Mates::Slots(slots),
        }
    }
}

/// The answer of the game on every vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcomes {
    pub(super) avoidable: VertexSet,
}

impl Outcomes {
    /// Whether the player to move wins when the token starts on `v`.
    pub fn first_player_wins(&self, v: u32) -> bool {
        !self.avoidable.contains(v)
    }

    /// [`Outcomes::first_player_wins`] for the 64 vertices from `start` on, bit `i` for vertex
    /// `start + i`; the bits of vertices past the graph's end are set.
    pub fn first_player_wins_from(&self, start: u32) -> u64 {
        !self.avoidable.bits_from(start)
    }
}

/// The answers together with the maximum matching that proves them, for explanations: the first
/// player wins from `v` by moving to `v`'s mate (see [`solve_with_matching`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// A maximum matching of the graph; it covers every vertex where the first player wins.
    pub matching: Matching,
    /// The answer on every vertex.
    pub outcomes: Outcomes,
}

/// Like [`solve`], and keeps the matching. From a winning `v`, moving to `v`'s mate `w` wins:
/// `M` minus the edge `vw` is a maximum matching of the graph without `v` (its size is one less,
/// as every maximum matching covers `v`) and misses `w`, so the opponent, to move from `w` there,
/// loses.
pub fn solve_with_matching<G: BipartiteGraph>(graph: &G) -> Solution {
    let (found, free, known) = maximum_matching_free(graph);
    let avoidable = avoidable_from(graph, found.mates(), free, known);
    Solution {
        matching: found.matching(graph),
        outcomes: Outcomes { avoidable },
    }
}

/// Solves vertex geography on `graph` for every start vertex: [`maximum_matching`], then
/// [`avoidable`](super::avoidable()).
pub fn solve<G: BipartiteGraph>(graph: &G) -> Outcomes {
    let (found, free, known) = maximum_matching_free(graph);
    Outcomes {
        avoidable: avoidable_from(graph, found.mates(), free, known),
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::solver::geography::avoidable::avoidable;
    use crate::solver::geography::matching::free_by_side;
    use crate::solver::geography::push_relabel::{Plan, push_relabel_with};
    use crate::solver::geography::test_support::*;

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
    fn check_deleted_trees<G: BipartiteGraph>(
        graph: &G,
        start: Matching,
    ) -> Result<(), TestCaseError> {
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
}
