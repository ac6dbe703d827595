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
/// as slots throughout (`karp_sipser_slots`, [`slot_searches`]), and the 4-byte mates are
/// only built where asked for.
pub fn maximum_matching_free<G: BipartiteGraph>(graph: &G) -> (Found, FreeLists, VertexSet) {
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
pub enum Found {
    /// Each vertex's mate.
    Mates(Matching),
    /// The mates as slots, by side.
    Slots(SideSlots),
}

impl Found {
    /// The matching as mates.
    pub fn matching<G: BipartiteGraph>(self, graph: &G) -> Matching {
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
    /// The vertices where the player to move loses.
    pub avoidable: VertexSet,
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
