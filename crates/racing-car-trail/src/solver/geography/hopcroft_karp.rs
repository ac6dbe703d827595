//! Hopcroft–Karp, with a switch to single-root searches that delete Hungarian trees.

use super::graph::{BipartiteGraph, MAX_VERTICES, UNMATCHED, check_vertex_count};
use super::matching::{FreeLists, Matching, by_side, free_by_side};
use super::slot_searches::{slot_searches, slots_fit};
use super::slots::{SideSlots, vertex_slots};
use super::vertex_set::VertexSet;

/// Grows `matching` into a maximum matching by Hopcroft–Karp: each phase layers the graph by a
/// BFS from the free vertices of one side (the roots) up to the nearest free vertex of the other
/// side, then depth-first searches along the layers augment a maximal set of vertex-disjoint
/// shortest augmenting paths. Once a phase augments fewer than 1 in 50 of its
/// roots, the roots left go on by [`hungarian_searches`]. Queues and stacks are explicit, so an
/// augmenting path may be as long as the graph.
///
/// The roots are the side with fewer free vertices: an augmenting path joins a free left and a
/// free right vertex, so either side finds the same paths, and the difference between the two
/// counts never changes.
///
/// # Constraints
/// Every matched pair of `matching` must be an edge of `graph`.
///
/// # Complexity
/// O(E sqrt V) for the phases, and then those of [`hungarian_searches`]. Memory, by
/// [`BipartiteGraph::side_len`]: 4 bytes of layers and one cursor, and a work list (the BFS
/// queue, then the DFS stack) of one `u32` per vertex of the roots' side, plus the lists of free
/// vertices. No per-phase pass over all vertices: layers are stamped relative to a growing base.
pub fn hopcroft_karp<G: BipartiteGraph>(graph: &G, matching: &mut Matching) {
    let free = free_by_side(graph, matching);
    hopcroft_karp_with(graph, matching, free, Some(SWITCH_BELOW));
}

/// Grows `matching` into a maximum matching by one breadth-first search for an augmenting path
/// from each free vertex of one side (the roots, the side with fewer), in turn. A search that
/// fails deletes its alternating tree for good: the tree is Hungarian (each of its vertices on
/// the other side is matched to one inside), so no augmenting path of this matching or of any
/// later one enters it, and no later search does. Each search stops at the first free vertex it
/// meets, and the path is found back from the BFS layers, so the searches keep no parents.
///
/// Where the roots are many and most cannot augment (random grids with 15% obstacles and more,
/// after Karp–Sipser), every cell is searched about once; where the roots are few and far apart,
/// each search grows a tree as wide as the distance to a free vertex, and [`push_relabel`]
/// (guided by its labels) is much faster.
///
/// # Constraints
/// Every matched pair of `matching` must be an edge of `graph`.
///
/// # Complexity
/// O(V E) in the worst case: a search that augments pays for its tree; those that fail, O(V + E)
/// in all. Memory as [`hopcroft_karp`]'s, cursors aside.
///
/// [`push_relabel`]: super::push_relabel()
pub fn hungarian_searches<G: BipartiteGraph>(graph: &G, matching: &mut Matching) {
    let free = free_by_side(graph, matching);
    hungarian_searches_from(graph, matching, free);
}

/// A phase that augments fewer than one path per this many roots is the last: the paths left
/// are few and long, and each phase's BFS sweeps most of the graph to find a handful.
pub const SWITCH_BELOW: usize = 50;

/// The layer of a vertex in a deleted Hungarian tree: above every stamp, so no search enters it.
pub const DELETED: u32 = u32::MAX;

/// [`hungarian_searches`] given the free vertices with a neighbour, as [`free_by_side`] lists
/// them. Returns those the maximum matching leaves, listed the same way, and the vertices of the
/// deleted trees: exactly the vertices of the roots' side that an even alternating path of the
/// final matching reaches from a free vertex of that side, which the avoidable search then need
/// not walk again. Each root left free failed, and its tree, every vertex of which an even
/// alternating path from the root reaches, was Hungarian: each neighbour of a vertex in it is
/// matched to a vertex in it or in an earlier deleted tree. No later augmenting path enters such
/// a tree, so the final matching keeps those paths and that closure. On a graph whose slots fit
/// a byte ([`slot_searches`]), also the final mates as slots.
pub fn hungarian_searches_from<G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    free: FreeLists,
) -> (FreeLists, VertexSet, Option<SideSlots>) {
    if slots_fit::<G>() {
        let (free, deleted, slots) = slot_searches(graph, vertex_slots(graph, matching), free);
        *matching = slots.matching(graph);
        (free, deleted, Some(slots))
    } else {
        let (free, deleted) = hopcroft_karp_with(graph, matching, free, None);
        (free, deleted, None)
    }
}

/// Hopcroft–Karp phases while each augments at least one path per `switch_below` roots (`None`:
/// no phase; `Some(0)`: one phase; `Some(usize::MAX)`: every phase, as each augments), then
/// [`hungarian_searches`] from the roots left; returns the free lists at the end and the
/// vertices of the deleted trees.
pub fn hopcroft_karp_with<G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    (left, right): FreeLists,
    switch_below: Option<usize>,
) -> (FreeLists, VertexSet) {
    check_vertex_count(graph.vertex_count());
    let (mut roots, mut targets, targets_left) = if left.len() <= right.len() {
        (left, right, false)
    } else {
        (right, left, true)
    };
    let mut deleted = VertexSet::new(0);
    if !roots.is_empty() {
        let mut search = Search::new(graph, &mut matching.mate, targets_left);
        if let Some(switch_below) = switch_below {
            search.phases(&mut roots, switch_below);
        }
        roots.retain(|&r| !search.single(r));
        deleted = search.deleted;
    }
    let mate = &matching.mate;
    targets.retain(|&t| mate[t as usize] == UNMATCHED);
    (by_side(targets_left, targets, roots), deleted)
}

/// The state of [`hopcroft_karp`] and [`hungarian_searches`], over the roots' side by
/// [`BipartiteGraph::side_index`]. `layer[i] >= base` marks a vertex of the current search at
/// layer `layer[i] - base`; anything below `base` is outside it (not reached, or a dead end), and
/// [`DELETED`] marks a vertex of a Hungarian tree.
pub struct Search<'g, 'm, G: BipartiteGraph> {
    graph: &'g G,
    mate: &'m mut [u32],
    /// Each vertex of the roots' side's layer, offset by `base` (see above).
    pub layer: Vec<u32>,
    /// The current search's layer 0.
    pub base: u32,
    cursor: Vec<G::Cursor>,
    /// The BFS queue, then the DFS stack; each holds a vertex of the roots' side at most once.
    work: Vec<u32>,
    /// The vertices of the deleted trees.
    deleted: VertexSet,
}

impl<'g, 'm, G: BipartiteGraph> Search<'g, 'm, G> {
    /// Ready to search from the side that is not `targets_left`'s, over `mate`.
    pub fn new(graph: &'g G, mate: &'m mut [u32], targets_left: bool) -> Self {
        let side = (0..graph.vertex_count() as u32)
            .filter(|&v| graph.is_left(v) != targets_left)
            .count();
        Search {
            graph,
            mate,
            layer: vec![0; graph.side_len()],
            base: 1,
            cursor: vec![G::Cursor::default(); graph.side_len()],
            work: Vec::with_capacity(side),
            deleted: VertexSet::new(graph.vertex_count()),
        }
    }

    #[inline]
    fn index(&self, v: u32) -> usize {
        self.graph.side_index(v) as usize
    }

    /// Starts the stamps over before they can reach [`DELETED`], keeping the deleted trees: a
    /// search from a base up to [`MAX_VERTICES`] stamps at most `V` more. Called before every
    /// search; the pass over the layers comes once per [`MAX_VERTICES`] stamps, each of which
    /// paid for a vertex searched.
    pub fn restamp(&mut self) {
        if self.base > MAX_VERTICES as u32 {
            self.layer
                .iter_mut()
                .filter(|l| **l != DELETED)
                .for_each(|l| *l = 0);
            self.base = 1;
        }
    }

    /// Phases from `roots` until one augments fewer than one path per `switch_below` roots, or
    /// none is left to augment; keeps in `roots` those still free.
    fn phases(&mut self, roots: &mut Vec<u32>, switch_below: usize) {
        while let Some(augmented) = self.phase(roots) {
            let before = roots.len();
            let mate = &*self.mate;
            roots.retain(|&r| mate[r as usize] == UNMATCHED);
            if roots.is_empty() || augmented.saturating_mul(switch_below) < before {
                return;
            }
        }
    }

    /// One phase from `roots`, augmenting a maximal set of shortest paths; returns how many, or
    /// `None` when no free vertex of the other side is reachable.
    fn phase(&mut self, roots: &[u32]) -> Option<usize> {
        self.restamp();
        let limit = self.layer_bfs(roots)?;
        let mut augmented = 0;
        for &root in roots {
            augmented += usize::from(self.dfs(root, limit));
        }
        Some(augmented)
    }

    /// The phase's BFS from `roots`: returns the layer just past the first free vertex of the
    /// other side found, and moves `base` past it.
    fn layer_bfs(&mut self, roots: &[u32]) -> Option<u32> {
        let (graph, base) = (self.graph, self.base);
        let index = |v: u32| graph.side_index(v) as usize;
        let (mate, layer, work) = (&*self.mate, &mut self.layer, &mut self.work);
        work.clear();
        work.extend_from_slice(roots);
        for &root in roots {
            layer[index(root)] = base;
        }
        let mut limit = u32::MAX;
        let mut head = 0;
        while head < work.len() {
            let u = work[head];
            head += 1;
            let next = layer[index(u)] + 1;
            if next > limit {
                break;
            }
            graph.for_each_neighbour(u, |w| {
                let x = mate[w as usize];
                if x == UNMATCHED {
                    limit = next;
                } else if layer[index(x)] < base {
                    layer[index(x)] = next;
                    work.push(x);
                }
            });
        }
        (limit != u32::MAX).then(|| {
            self.base = limit + 1;
            limit
        })
    }

    /// The phase's DFS from `root` along layers + 1, with the roots' side of the path on the
    /// stack; whether it augmented.
    fn dfs(&mut self, root: u32, limit: u32) -> bool {
        let graph = self.graph;
        let root_index = self.index(root);
        self.cursor[root_index] = graph.cursor(root);
        self.work.clear();
        self.work.push(root);
        while let Some(&u) = self.work.last() {
            let i = self.index(u);
            let next = self.layer[i] + 1;
            let Some(w) = graph.next_neighbour(u, &mut self.cursor[i]) else {
                // A dead end for the rest of the phase.
                self.layer[i] = 0;
                self.work.pop();
                continue;
            };
            let x = self.mate[w as usize];
            if x == UNMATCHED {
                if next == limit {
                    flip(self.mate, &self.work, w);
                    return true;
                }
            } else if next < limit && self.layer[self.index(x)] == next {
                let j = self.index(x);
                self.cursor[j] = graph.cursor(x);
                self.work.push(x);
            }
        }
        false
    }

    /// One BFS from the free `root` alone; augments along a shortest path and returns `true`, or
    /// deletes the alternating tree it grew and returns `false`.
    fn single(&mut self, root: u32) -> bool {
        self.restamp();
        let graph = self.graph;
        let index = |v: u32| graph.side_index(v) as usize;
        let base = self.base;
        let (mate, layer, work) = (&mut *self.mate, &mut self.layer, &mut self.work);
        let deleted = &mut self.deleted;
        work.clear();
        work.push(root);
        layer[index(root)] = base;
        let mut head = 0;
        let mut end = None;
        while head < work.len() && end.is_none() {
            let u = work[head];
            head += 1;
            let next = layer[index(u)] + 1;
            graph.for_each_neighbour(u, |w| {
                let x = mate[w as usize];
                if x == UNMATCHED {
                    end = end.or(Some((u, w)));
                } else if layer[index(x)] < base {
                    layer[index(x)] = next;
                    work.push(x);
                }
            });
        }
        let deepest = work.last().map_or(base, |&v| layer[index(v)]);
        self.base = deepest + 1;
        match end {
            Some((u, w)) => {
                flip_back(graph, mate, layer, base, u, w);
                true
            }
            None => {
                for &v in work.iter() {
                    layer[index(v)] = DELETED;
                    deleted.insert(v);
                }
                false
            }
        }
    }
}

/// Flips the augmenting path whose roots' side is `path` (root first) and which ends at the free
/// `end` next to the last: each vertex takes the one after it.
fn flip(mate: &mut [u32], path: &[u32], end: u32) {
    let mut take = end;
    for &v in path.iter().rev() {
        let old = mate[v as usize];
        mate[v as usize] = take;
        mate[take as usize] = v;
        take = old;
    }
}

/// Flips the augmenting path of a single-root search that reached the free `end` from `u`, found
/// back from the layers alone, so that the search keeps no parents: the vertex before `u` is any
/// neighbour of `u`'s old mate one layer down (from the root, a shortest way to it passes neither
/// `u` nor that mate). The layers of this search start at `base`.
fn flip_back<G: BipartiteGraph>(
    graph: &G,
    mate: &mut [u32],
    layer: &[u32],
    base: u32,
    mut u: u32,
    end: u32,
) {
    let index = |v: u32| graph.side_index(v) as usize;
    let mut take = end;
    loop {
        let old = mate[u as usize];
        mate[u as usize] = take;
        mate[take as usize] = u;
        let here = layer[index(u)];
        if here == base {
            return;
        }
        let mut before = u;
        graph.for_each_neighbour(old, |p| {
            if layer[index(p)] == here - 1 {
                before = p;
            }
        });
        debug_assert!(before != u, "no way back from {u}");
        (u, take) = (before, old);
    }
}
