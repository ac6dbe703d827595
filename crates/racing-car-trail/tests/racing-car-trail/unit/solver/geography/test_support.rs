//! What the engine's unit tests share: random grids and graphs, and matchings to start from.

use proptest::prelude::*;

use super::csr::CsrGraph;
use super::graph::{BipartiteGraph, neighbours};
use super::karp_sipser::karp_sipser;
use super::matching::Matching;
use super::push_relabel::{Label, Plan, narrow_label};
use crate::solver::grid::Field;

// Labels whose ceiling small graphs reach: a BFS runs out of labels, and a relabelling above
// the ceiling calls for a global relabelling early.
narrow_label!(u8);

/// Labels below 31: on small fields most runs give up or relabel early, some several times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Tiny(pub(super) u8);

impl Label for Tiny {
    const OUT_OF_REACH: Tiny = Tiny(31);
    const ZERO: Tiny = Tiny(0);
    fn plus_two(self) -> Option<Tiny> {
        (self.0 + 2 < 31).then_some(Tiny(self.0 + 2))
    }
}

/// A field whose cells are free with probability `density` / 10: the generator's random
/// family, read by the solver's own parser.
pub(super) fn random_field(rows: usize, cols: usize, seed: u64, density: u64) -> Field {
    let text = crate::tools::generate::random(seed, rows, cols, 100 * (10 - density));
    crate::parse(&text).unwrap().remove(0)
}

/// The graph with sides `left` and the edges among `pairs` (taken modulo the vertex count)
/// that join the two sides.
pub(super) fn any_graph(left: Vec<bool>, pairs: Vec<(u32, u32)>) -> CsrGraph {
    let n = left.len() as u32;
    let edges: Vec<(u32, u32)> = pairs
        .into_iter()
        .map(|(a, b)| (a % n, b % n))
        .filter(|&(a, b)| left[a as usize] != left[b as usize])
        .collect();
    CsrGraph::from_edges(left, &edges).unwrap()
}

/// Whether every mate is mutual and a neighbour.
pub(super) fn valid<G: BipartiteGraph>(graph: &G, matching: &Matching) -> bool {
    (0..graph.vertex_count() as u32).all(|v| match matching.mate(v) {
        None => true,
        Some(w) => matching.mate(w) == Some(v) && neighbours(graph, v).any(|x| x == w),
    })
}

/// One FIFO, or small bands and windows, so that small graphs cross many band borders.
pub(super) fn plans() -> impl Strategy<Value = Plan> {
    prop_oneof![
        Just(Plan::Fifo),
        (0..=5u32, 1..=4usize).prop_map(|(shift, window)| Plan::Banded { shift, window }),
    ]
}

/// A matching of `graph` from Karp–Sipser's, each pair kept with probability one half when
/// `thin`, so that many vertices are free.
pub(super) fn some_matching<G: BipartiteGraph>(graph: &G, seed: u64, thin: bool) -> Matching {
    let greedy = karp_sipser(graph);
    let mut rng = gamecore::rng::SplitMix64::new(seed);
    let mut matching = Matching::empty(graph.vertex_count());
    for v in 0..graph.vertex_count() as u32 {
        if let Some(w) = greedy.mate(v).filter(|&w| v < w)
            && (!thin || rng.chance(1, 2))
        {
            matching.pair(v, w);
        }
    }
    matching
}
