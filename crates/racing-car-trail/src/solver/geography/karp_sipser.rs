//! The greedy start: Karp–Sipser.

use std::hint::select_unpredictable;

use super::graph::{BipartiteGraph, UNMATCHED, check_vertex_count, neighbours};
use super::karp_sipser_slots::{bytes_fit, karp_sipser_slots};
use super::matching::{FreeLists, Matching};
use super::slots::matching_from_slots;

/// A maximal matching that is maximum on forests and nearly so on grids: repeatedly match a vertex
/// of degree one to its only neighbour (always part of some maximum matching), and when none is
/// left, match the next unmatched vertex to its unmatched neighbour of least degree.
///
/// # Complexity
/// O(V + E) time; 4 bytes per vertex besides the matching, plus the degree-one stack; when the
/// graph numbers fewer than 128 candidates, one byte per vertex for the degrees and the mates
/// together, which then become the matching.
pub fn karp_sipser<G: BipartiteGraph>(graph: &G) -> Matching {
    karp_sipser_free(graph).0
}

/// [`karp_sipser`], and the free vertices it leaves as
/// [`free_by_side`](super::matching::free_by_side) lists them, collected on the way: a vertex that
/// is still unmatched when the sweep reaches it and has no unmatched neighbour then stays
/// unmatched, as only unmatched vertices are ever paired. That saves a pass over every vertex's
/// mate.
pub fn karp_sipser_free<G: BipartiteGraph>(graph: &G) -> (Matching, FreeLists) {
    if bytes_fit::<G>() {
        let (slots, free) = karp_sipser_slots(graph);
        return (matching_from_slots(graph, &slots), free);
    }
    let n = graph.vertex_count();
    check_vertex_count(n);
    let mut state = KarpSipser {
        graph,
        mate: vec![UNMATCHED; n],
        degree: Vec::new(),
        pending: Vec::new(),
    };
    state.degree = (0..n as u32)
        .map(|v| {
            let mut d = 0;
            graph.for_each_neighbour(v, |_| d += 1);
            d
        })
        .collect();
    state.pending = (0..n as u32)
        .zip(&state.degree)
        .filter_map(|(v, &d)| (d == 1).then_some(v))
        .collect();
    state.drain();
    let free = state.sweep();
    (Matching { mate: state.mate }, free)
}

/// The state of [`karp_sipser`]: `degree[v]` counts the edges from an unmatched `v` to unmatched
/// vertices, and is 0 for a matched `v`; `pending` holds vertices whose degree became one.
///
/// The searches list candidates ([`BipartiteGraph::for_each_candidate`]), which spares a grid
/// its test of whether each adjacent cell is free, and tell an unmatched neighbour by its degree
/// alone: an unmatched neighbour of an unmatched vertex has degree at least one, and an isolated
/// or matched vertex has degree zero.
struct KarpSipser<'g, G> {
    graph: &'g G,
    mate: Vec<u32>,
    degree: Vec<u32>,
    pending: Vec<u32>,
}

impl<G: BipartiteGraph> KarpSipser<'_, G> {
    fn pair(&mut self, a: u32, b: u32) {
        self.mate[a as usize] = b;
        self.mate[b as usize] = a;
        // A matched vertex's degree is 0, so that "unmatched neighbour" is one test of the
        // degrees alone: the searches never read the mates, four times the bytes.
        self.degree[a as usize] = 0;
        self.degree[b as usize] = 0;
        // A slice, so that the pushes onto `pending` do not make the loop reload its bounds.
        let (degree, pending) = (&mut self.degree[..], &mut self.pending);
        for end in [a, b] {
            self.graph.for_each_candidate(end, |y| {
                let i = y as usize;
                // An unmatched neighbour counted `end`, so its degree is positive; an isolated
                // or matched candidate's is zero.
                let mut d = degree[i];
                if d != 0 {
                    d -= 1;
                    degree[i] = d;
                    if d == 1 {
                        pending.push(y);
                    }
                }
            });
        }
    }

    /// The sweep over every vertex once the degree-one vertices are drained: each unmatched `v`
    /// with an unmatched neighbour takes the first of least degree, and the degree-one vertices
    /// that leaves are drained again. Returns the vertices left free, as [`FreeLists`] lists them.
    fn sweep(&mut self) -> FreeLists {
        let graph = self.graph;
        let (mut free_left, mut free_right) = (Vec::new(), Vec::new());
        for v in 0..graph.vertex_count() as u32 {
            if self.mate[v as usize] != UNMATCHED {
                continue;
            }
            // No unmatched neighbour (so every isolated vertex comes here): `v` stays free, and
            // is listed if it has a neighbour.
            if self.degree[v as usize] == 0 {
                if neighbours(graph, v).next().is_some() {
                    if graph.is_left(v) {
                        free_left.push(v);
                    } else {
                        free_right.push(v);
                    }
                }
                continue;
            }
            // The first unmatched neighbour of least degree; selects, as which neighbour wins is
            // a coin toss on random fields. Candidates stand in for neighbours (see `KarpSipser`).
            let (mut best, mut least) = (UNMATCHED, u32::MAX);
            let degree = &self.degree;
            graph.for_each_candidate(v, |u| {
                let d = degree[u as usize];
                let free = d != 0;
                let d = select_unpredictable(free, d, u32::MAX);
                let lower = d < least;
                best = select_unpredictable(lower, u, best);
                least = select_unpredictable(lower, d, least);
            });
            self.pair(v, best);
            self.drain();
        }
        (free_left, free_right)
    }

    /// Matches degree-one vertices to their only unmatched neighbour until none is left.
    fn drain(&mut self) {
        while let Some(v) = self.pending.pop() {
            // Matched since, or left without an unmatched neighbour: nothing to pair.
            if self.degree[v as usize] == 0 {
                continue;
            }
            let degree = &self.degree;
            let mut only = UNMATCHED;
            self.graph.for_each_candidate(v, |u| {
                let free = degree[u as usize] != 0;
                only = select_unpredictable(free, u, only);
            });
            if only != UNMATCHED {
                self.pair(v, only);
            }
        }
    }
}
