//! Hopcroft–Karp.

use super::graph::{BipartiteGraph, MAX_VERTICES, UNMATCHED, check_vertex_count};
use super::matching::{Matching, free_by_side};

/// Grows `matching` into a maximum matching by Hopcroft–Karp: each phase layers the graph by a
/// BFS from the free vertices of one side up to the nearest free vertex of the other side, then
/// depth-first searches along the layers augment a maximal set of vertex-disjoint shortest
/// augmenting paths. Queues and stacks are explicit, so an augmenting path may be as long as the
/// graph.
///
/// Each phase starts from the side with fewer free vertices: an augmenting path joins a free left
/// and a free right vertex, so either side finds the same shortest paths and the phase bound holds.
///
/// # Constraints
/// Every matched pair of `matching` must be an edge of `graph`.
///
/// # Complexity
/// O(E sqrt V) time. Per vertex: 4 bytes of layers and one cursor, and a work list (the BFS queue,
/// then the DFS stack) of at most one entry per vertex of a side, plus the lists of free vertices.
/// No per-phase pass over all vertices: layers are stamped relative to a growing base.
pub fn hopcroft_karp<G: BipartiteGraph>(graph: &G, matching: &mut Matching) {
    let n = graph.vertex_count();
    check_vertex_count(n);
    let (mut free_left, mut free_right) = free_by_side(graph, matching);
    let mut phases = Phases {
        graph,
        mate: &mut matching.mate,
        layer: vec![0; n],
        base: 1,
        cursor: vec![G::Cursor::default(); n],
        work: Vec::new(),
    };
    loop {
        let mate = &*phases.mate;
        free_left.retain(|&v| mate[v as usize] == UNMATCHED);
        free_right.retain(|&v| mate[v as usize] == UNMATCHED);
        let roots = if free_left.len() <= free_right.len() {
            &free_left
        } else {
            &free_right
        };
        if roots.is_empty() || !phases.phase(roots) {
            return;
        }
    }
}

/// The state of [`hopcroft_karp`]. `layer[v] >= base` marks a vertex of the current phase's
/// layered graph (on the roots' side) at layer `layer[v] - base`; anything below `base` is outside
/// it (not reached, or a dead end).
struct Phases<'g, 'm, G: BipartiteGraph> {
    graph: &'g G,
    mate: &'m mut [u32],
    layer: Vec<u32>,
    base: u32,
    cursor: Vec<G::Cursor>,
    work: Vec<u32>,
}

impl<G: BipartiteGraph> Phases<'_, '_, G> {
    /// One phase from `roots` (free vertices of one side), augmenting a maximal set of shortest
    /// paths; `false` if no free vertex of the other side is reachable.
    fn phase(&mut self, roots: &[u32]) -> bool {
        let (graph, mate, layer) = (self.graph, &mut *self.mate, &mut self.layer);
        if self.base > MAX_VERTICES as u32 {
            layer.fill(0);
            self.base = 1;
        }
        let base = self.base;
        // BFS: `limit` is the layer just past the first free vertex of the other side found.
        let work = &mut self.work;
        work.clear();
        work.extend_from_slice(roots);
        for &root in roots {
            layer[root as usize] = base;
        }
        let mut limit = u32::MAX;
        let mut head = 0;
        while head < work.len() {
            let u = work[head];
            head += 1;
            let next = layer[u as usize] + 1;
            if next > limit {
                break;
            }
            graph.for_each_neighbour(u, |w| {
                let x = mate[w as usize];
                if x == UNMATCHED {
                    limit = next;
                } else if layer[x as usize] < base {
                    layer[x as usize] = next;
                    work.push(x);
                }
            });
        }
        if limit == u32::MAX {
            return false;
        }
        self.base = limit + 1;
        // DFS from each root along layers + 1; the stack holds the roots' side of the path.
        for &root in roots {
            self.cursor[root as usize] = graph.cursor(root);
            work.clear();
            work.push(root);
            while let Some(&u) = work.last() {
                let next = layer[u as usize] + 1;
                match graph.next_neighbour(u, &mut self.cursor[u as usize]) {
                    Some(w) => {
                        let x = mate[w as usize];
                        if x == UNMATCHED {
                            if next == limit {
                                // Flip the path: each vertex takes the one after it.
                                let mut take = w;
                                for &v in work.iter().rev() {
                                    let old = mate[v as usize];
                                    mate[v as usize] = take;
                                    mate[take as usize] = v;
                                    take = old;
                                }
                                work.clear();
                            }
                        } else if next < limit && layer[x as usize] == next {
                            self.cursor[x as usize] = graph.cursor(x);
                            work.push(x);
                        }
                    }
                    None => {
                        // A dead end for the rest of the phase.
                        layer[u as usize] = 0;
                        work.pop();
                    }
                }
            }
        }
        true
    }
}
