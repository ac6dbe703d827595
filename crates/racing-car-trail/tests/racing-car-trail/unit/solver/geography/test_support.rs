//! What the engine's unit tests share: random grids and graphs, and matchings to start from.

use proptest::prelude::*;

use racing_car_trail::solver::geography::csr::CsrGraph;
use racing_car_trail::solver::geography::graph::{BipartiteGraph, neighbours};
use racing_car_trail::solver::geography::karp_sipser::karp_sipser;
use racing_car_trail::solver::geography::matching::Matching;
use racing_car_trail::solver::geography::push_relabel::{Label, Plan};
use racing_car_trail::solver::grid::Field;

/// Labels below 31: on small fields most runs give up or relabel early, some several times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Tiny(pub(crate) u8);

impl Label for Tiny {
    const OUT_OF_REACH: Tiny = Tiny(31);
    const ZERO: Tiny = Tiny(0);
    fn plus_two(self) -> Option<Tiny> {
        (self.0 + 2 < 31).then_some(Tiny(self.0 + 2))
    }
}

/// A field whose cells are free with probability `density` / 10: the generator's random
/// family, read by the solver's own parser.
pub(crate) fn random_field(rows: usize, cols: usize, seed: u64, density: u64) -> Field {
    let text = racing_car_trail::tools::generate::random(seed, rows, cols, 100 * (10 - density));
    racing_car_trail::parse(&text).unwrap().remove(0)
}

/// The graph with sides `left` and the edges among `pairs` (taken modulo the vertex count)
/// that join the two sides.
pub(crate) fn any_graph(left: Vec<bool>, pairs: Vec<(u32, u32)>) -> CsrGraph {
    let n = left.len() as u32;
    let edges: Vec<(u32, u32)> = pairs
        .into_iter()
        .map(|(a, b)| (a % n, b % n))
        .filter(|&(a, b)| left[a as usize] != left[b as usize])
        .collect();
    CsrGraph::from_edges(left, &edges).unwrap()
}

/// Whether every mate is mutual and a neighbour.
pub(crate) fn valid<G: BipartiteGraph>(graph: &G, matching: &Matching) -> bool {
    (0..graph.vertex_count() as u32).all(|v| match matching.mate(v) {
        None => true,
        Some(w) => matching.mate(w) == Some(v) && neighbours(graph, v).any(|x| x == w),
    })
}

/// One FIFO, or small bands and windows, so that small graphs cross many band borders.
pub(crate) fn plans() -> impl Strategy<Value = Plan> {
    prop_oneof![
        Just(Plan::Fifo),
        (0..=5u32, 1..=4usize).prop_map(|(shift, window)| Plan::Banded { shift, window }),
    ]
}

/// A matching of `graph` from Karp–Sipser's, each pair kept with probability one half when
/// `thin`, so that many vertices are free.
pub(crate) fn some_matching<G: BipartiteGraph>(graph: &G, seed: u64, thin: bool) -> Matching {
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
