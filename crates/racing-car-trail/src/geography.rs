//! Undirected vertex geography on any bipartite graph: which start vertices win for the player to
//! move.
//!
//! A token stands on a start vertex, which counts as visited; the players alternately move it to an
//! adjacent unvisited vertex, and a player who cannot move loses. By the theorem of the crate
//! documentation, the player to move from `v` wins iff every maximum matching covers `v`. This
//! module computes one maximum matching ([`maximum_matching`]: [`karp_sipser`], then
//! [`push_relabel`]; [`hopcroft_karp`] is available too) and the vertices some maximum matching
//! misses ([`avoidable`]). Every search uses explicit queues and stacks: no recursion anywhere.
//!
//! The graph is anything implementing [`BipartiteGraph`]: vertices `0..n`, a side for each, and a
//! resumable cursor over each vertex's neighbours ([`CsrGraph`] is the general compact form; the
//! grid of the problem is another implementation, with implicit neighbours).
//!
//! # Memory
//! Per vertex, at the peak: 4 bytes for the matching, and 4 for the degrees (Karp–Sipser; 1 when
//! the graph numbers its candidates), or push-relabel's labels and mate slots, 2 and 1 bytes per
//! [`BipartiteGraph::side_len`] entry (a grid packs each side into half its vertices; see there),
//! or, in the alternating search of a graph that numbers its candidates, the mates as 1 byte each;
//! work lists of at most one `u32` per vertex (the degree-one stack, the BFS queues, the search's
//! stack); bit sets for the results. [`hopcroft_karp`], on its own, takes 4 bytes of BFS layers and one
//! [`BipartiteGraph::Cursor`] per vertex, and a DFS stack.

use std::collections::VecDeque;
use std::fmt;
use std::hint::select_unpredictable;

/// The mate of a vertex that no edge of the matching covers.
pub const UNMATCHED: u32 = u32::MAX;

/// The most vertices a graph may have: layers and labels up to twice this fit in a `u32`.
pub const MAX_VERTICES: usize = (u32::MAX / 4) as usize;

/// Panics when a graph has more than [`MAX_VERTICES`] vertices, which the engine's `u32`
/// vertices, layers and labels would not hold.
fn check_vertex_count(n: usize) {
    assert!(
        n <= MAX_VERTICES,
        "{n} vertices is more than {MAX_VERTICES}"
    );
}

/// A bipartite graph given by a resumable cursor over each vertex's neighbours.
///
/// Every edge joins a left and a right vertex, and appears in the lists of both its ends.
pub trait BipartiteGraph {
    /// A position in one vertex's neighbour list (an index, a direction, ...).
    type Cursor: Copy + Default;
    /// The number of vertices; they are `0..vertex_count()`, at most [`MAX_VERTICES`].
    fn vertex_count(&self) -> usize;
    /// Whether `v` is on the left side.
    fn is_left(&self, v: u32) -> bool;
    /// A cursor at the start of `v`'s neighbour list.
    fn cursor(&self, v: u32) -> Self::Cursor;
    /// The neighbour of `v` at `cursor`, moving the cursor past it; `None` at the end of the list.
    fn next_neighbour(&self, v: u32, cursor: &mut Self::Cursor) -> Option<u32>;
    /// Calls `visit` on every neighbour of `v`, in cursor order (override for speed).
    #[inline]
    fn for_each_neighbour(&self, v: u32, mut visit: impl FnMut(u32)) {
        let mut cursor = self.cursor(v);
        while let Some(w) = self.next_neighbour(v, &mut cursor) {
            visit(w);
        }
    }
    /// Every vertex's degree, one byte each, when the graph lists them all faster than
    /// [`BipartiteGraph::for_each_neighbour`] counts them (a grid counts 64 cells at a time from
    /// its bits); only asked of graphs with `SLOTS > 0`, whose degrees fit a byte. Entry `v` must
    /// be the number of neighbours [`BipartiteGraph::for_each_neighbour`] visits from `v` (0 for
    /// an isolated vertex), one entry per vertex: Karp–Sipser trusts it to find a vertex's only
    /// unmatched neighbour. The default, `None`, has them counted vertex by vertex.
    fn byte_degrees(&self) -> Option<Vec<u8>> {
        None
    }
    /// Calls `visit` on every neighbour of `v`, a vertex with a neighbour, and perhaps on some
    /// isolated vertices of the other side too (a grid's obstacles), for the searches that pass
    /// over those anyway: an isolated vertex is never matched and never labelled. Every vertex
    /// visited is below [`BipartiteGraph::vertex_count`]. The default visits exactly the
    /// neighbours; an implementation overrides it when the superset is cheaper to list.
    ///
    /// The engine never asks about an isolated `v` (the searches start from free vertices with a
    /// neighbour and go on through matched ones), so an implementation need not test for one: a
    /// grid would otherwise test every cell it expands for an obstacle.
    #[inline]
    fn for_each_candidate(&self, v: u32, visit: impl FnMut(u32)) {
        self.for_each_neighbour(v, visit);
    }

    /// The index of `v` among the vertices of its side, below [`BipartiteGraph::side_len`]: two
    /// vertices of one side never share one. Push-relabel keeps its data about one side in arrays
    /// of that length. The default is `v` itself.
    #[inline]
    fn side_index(&self, v: u32) -> u32 {
        v
    }

    /// The length of an array indexed by [`BipartiteGraph::side_index`]; the default is
    /// [`BipartiteGraph::vertex_count`].
    fn side_len(&self) -> usize {
        self.vertex_count()
    }

    /// When every vertex's candidates lie at the same steps from it (a grid's four directions):
    /// the number of candidates, at most 255, that [`BipartiteGraph::for_each_candidate`] visits
    /// from every vertex with a neighbour, candidate `s` of `v` being `v.wrapping_add(step(s))`,
    /// in the order `s = 0..SLOTS` (see [`BipartiteGraph::step`]). Push-relabel then keeps the
    /// mates of one side as one byte each, the slot `s`, a quarter of the memory its global
    /// relabellings sweep, and finds a mate with one read of a table of the steps; the search for
    /// the avoidable vertices reads all mates that way. The default, 0, says the graph does not
    /// number its candidates.
    const SLOTS: u8 = 0;

    /// The step of slot `s < SLOTS` (see [`BipartiteGraph::SLOTS`]); the searches also add it to
    /// candidates without a mate, isolated ones included, and ignore the result there, so the
    /// addition wraps. Called only when `SLOTS > 0`; the default is never reached.
    #[inline]
    fn step(&self, s: u8) -> u32 {
        unreachable!("step({s}) of a graph that numbers no candidates")
    }
}

/// The neighbours of `v`, as an iterator.
pub fn neighbours<G: BipartiteGraph>(graph: &G, v: u32) -> Neighbours<'_, G> {
    Neighbours {
        graph,
        vertex: v,
        cursor: graph.cursor(v),
    }
}

/// The iterator of [`neighbours`].
pub struct Neighbours<'g, G: BipartiteGraph> {
    graph: &'g G,
    vertex: u32,
    cursor: G::Cursor,
}

impl<G: BipartiteGraph> Iterator for Neighbours<'_, G> {
    type Item = u32;
    fn next(&mut self) -> Option<u32> {
        self.graph.next_neighbour(self.vertex, &mut self.cursor)
    }
}

/// A bipartite graph in compressed sparse row form: each vertex's neighbours are one slice of a
/// shared array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsrGraph {
    left: Vec<bool>,
    starts: Vec<u32>,
    targets: Vec<u32>,
}

/// Why [`CsrGraph::from_edges`] refused an edge (edges numbered 0-based, as given).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CsrError {
    /// An end of the edge is not a vertex.
    OutOfRange {
        /// The edge's index.
        edge: usize,
    },
    /// Both ends are on the same side.
    SameSide {
        /// The edge's index.
        edge: usize,
    },
    /// More vertices than [`MAX_VERTICES`] or more edge ends than fit in a `u32`.
    TooLarge,
}

impl fmt::Display for CsrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CsrError::OutOfRange { edge } => write!(f, "edge {edge} has an end that is no vertex"),
            CsrError::SameSide { edge } => write!(f, "edge {edge} joins two vertices of one side"),
            CsrError::TooLarge => f.write_str("the graph is too large"),
        }
    }
}

impl std::error::Error for CsrError {}

impl CsrGraph {
    /// The graph on vertices `0..left.len()` (vertex `v` on the left iff `left[v]`) with the given
    /// undirected edges; repeated edges are kept (they change no matching size).
    pub fn from_edges(left: Vec<bool>, edges: &[(u32, u32)]) -> Result<CsrGraph, CsrError> {
        let n = left.len();
        if n > MAX_VERTICES || edges.len() > (u32::MAX / 2) as usize {
            return Err(CsrError::TooLarge);
        }
        let mut starts = vec![0u32; n + 1];
        for (edge, &(a, b)) in edges.iter().enumerate() {
            let (a, b) = (a as usize, b as usize);
            if a >= n || b >= n {
                return Err(CsrError::OutOfRange { edge });
            }
            if left[a] == left[b] {
                return Err(CsrError::SameSide { edge });
            }
            starts[a + 1] += 1;
            starts[b + 1] += 1;
        }
        for v in 0..n {
            starts[v + 1] += starts[v];
        }
        let mut fill = starts.clone();
        let mut targets = vec![0u32; 2 * edges.len()];
        for &(a, b) in edges {
            targets[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            targets[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        Ok(CsrGraph {
            left,
            starts,
            targets,
        })
    }
}

impl BipartiteGraph for CsrGraph {
    type Cursor = u32;
    fn vertex_count(&self) -> usize {
        self.left.len()
    }
    fn is_left(&self, v: u32) -> bool {
        self.left[v as usize]
    }
    fn cursor(&self, v: u32) -> u32 {
        self.starts[v as usize]
    }
    fn next_neighbour(&self, v: u32, cursor: &mut u32) -> Option<u32> {
        if *cursor < self.starts[v as usize + 1] {
            *cursor += 1;
            Some(self.targets[*cursor as usize - 1])
        } else {
            None
        }
    }
}

/// A set of vertices, one bit each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VertexSet {
    words: Vec<u64>,
}

impl VertexSet {
    /// The empty set over vertices `0..n`.
    pub fn new(n: usize) -> VertexSet {
        VertexSet {
            words: vec![0; n.div_ceil(64)],
        }
    }

    /// Whether `v` is in the set.
    #[inline]
    pub fn contains(&self, v: u32) -> bool {
        self.words[v as usize / 64] >> (v % 64) & 1 == 1
    }

    /// Bit `i` says whether vertex `start + i` is in the set, for the 64 vertices from `start`
    /// on; vertices past the end are not.
    #[inline]
    pub fn bits_from(&self, start: u32) -> u64 {
        bit_window(&self.words, start as isize)
    }

    /// Adds `v`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, v: u32) -> bool {
        let word = &mut self.words[v as usize / 64];
        let bit = 1u64 << (v % 64);
        let new = *word & bit == 0;
        *word |= bit;
        new
    }
}

/// Bits `start..start + 64` of the bit array `words` (bit `i` of word `k` is bit `64 k + i`),
/// bit `j` of the result for bit `start + j`; bits outside the array read as 0.
#[inline]
pub(crate) fn bit_window(words: &[u64], start: isize) -> u64 {
    let word = |k: isize| {
        usize::try_from(k)
            .ok()
            .and_then(|k| words.get(k))
            .copied()
            .unwrap_or(0)
    };
    let (k, shift) = (start.div_euclid(64), start.rem_euclid(64));
    if shift == 0 {
        word(k)
    } else {
        word(k) >> shift | word(k + 1) << (64 - shift)
    }
}

/// A matching: each vertex's mate, or [`UNMATCHED`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    mate: Vec<u32>,
}

impl Matching {
    /// The empty matching on `n` vertices.
    pub fn empty(n: usize) -> Matching {
        Matching {
            mate: vec![UNMATCHED; n],
        }
    }

    /// Adds the edge `a`-`b` (both must be unmatched and adjacent; that is the caller's promise).
    ///
    /// # Panics
    /// If `a` or `b` is already matched, or `a == b`.
    pub fn pair(&mut self, a: u32, b: u32) {
        assert!(
            a != b && self.mate[a as usize] == UNMATCHED && self.mate[b as usize] == UNMATCHED,
            "vertices {a} and {b} cannot be paired"
        );
        self.mate[a as usize] = b;
        self.mate[b as usize] = a;
    }

    /// The mate of `v`, if it has one.
    pub fn mate(&self, v: u32) -> Option<u32> {
        let mate = self.mate[v as usize];
        (mate != UNMATCHED).then_some(mate)
    }

    /// The number of edges in the matching.
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != UNMATCHED).count() / 2
    }
}

/// A maximal matching that is maximum on forests and nearly so on grids: repeatedly match a vertex
/// of degree one to its only neighbour (always part of some maximum matching), and when none is
/// left, match the next unmatched vertex to its unmatched neighbour of least degree.
///
/// # Complexity
/// O(V + E) time; 4 bytes per vertex besides the matching (1 when the graph numbers its
/// candidates, which bounds the degrees by 255), plus the degree-one stack.
pub fn karp_sipser<G: BipartiteGraph>(graph: &G) -> Matching {
    karp_sipser_free(graph).0
}

/// [`karp_sipser`], and the free vertices it leaves as [`free_by_side`] lists them, collected on
/// the way: a vertex that is still unmatched when the sweep reaches it and has no unmatched
/// neighbour then stays unmatched, as only unmatched vertices are ever paired. That saves a pass
/// over every vertex's mate.
fn karp_sipser_free<G: BipartiteGraph>(graph: &G) -> (Matching, FreeLists) {
    // A graph that numbers its candidates has at most `SLOTS` < 256 neighbours per vertex.
    if G::SLOTS > 0 {
        karp_sipser_with::<u8, G>(graph, graph.byte_degrees())
    } else {
        karp_sipser_with::<u32, G>(graph, None)
    }
}

/// A degree counter of Karp–Sipser: a byte where the degrees fit (a quarter of the memory, and
/// 10-20% less time on grids), else a `u32`.
trait Degree: Copy + PartialEq + Into<u32> + TryFrom<u32> + std::ops::SubAssign {
    /// Zero.
    const ZERO: Self;
    /// One.
    const ONE: Self;
}

impl Degree for u8 {
    const ZERO: u8 = 0;
    const ONE: u8 = 1;
}

impl Degree for u32 {
    const ZERO: u32 = 0;
    const ONE: u32 = 1;
}

/// [`karp_sipser_free`] with degree counters of type `D`, which must hold every degree, given
/// them when the graph lists them ([`BipartiteGraph::byte_degrees`]).
fn karp_sipser_with<D: Degree, G: BipartiteGraph>(
    graph: &G,
    degrees: Option<Vec<D>>,
) -> (Matching, FreeLists) {
    let n = graph.vertex_count();
    check_vertex_count(n);
    let mut state = KarpSipser {
        graph,
        mate: vec![UNMATCHED; n],
        degree: Vec::new(),
        pending: Vec::new(),
    };
    state.degree = degrees.unwrap_or_else(|| {
        (0..n as u32)
            .map(|v| {
                let mut d = 0u32;
                graph.for_each_neighbour(v, |_| d += 1);
                let Ok(degree) = D::try_from(d) else {
                    panic!("vertex {v} has {d} neighbours, too many for its degree counter");
                };
                degree
            })
            .collect()
    });
    assert_eq!(state.degree.len(), n, "one degree per vertex");
    state.pending = (0..n as u32)
        .zip(&state.degree)
        .filter_map(|(v, &d)| (d == D::ONE).then_some(v))
        .collect();
    state.drain();
    let (mut free_left, mut free_right) = (Vec::new(), Vec::new());
    for v in 0..n as u32 {
        if state.mate[v as usize] != UNMATCHED {
            continue;
        }
        // No unmatched neighbour (so every isolated vertex comes here): `v` stays free, and is
        // listed if it has a neighbour.
        if state.degree[v as usize] == D::ZERO {
            if neighbours(graph, v).next().is_some() {
                if graph.is_left(v) {
                    free_left.push(v);
                } else {
                    free_right.push(v);
                }
            }
            continue;
        }
        // The first unmatched neighbour of least degree; selects, as which neighbour wins is a
        // coin toss on random fields. Candidates stand in for neighbours (see `KarpSipser`).
        let (mut best, mut least) = (UNMATCHED, u32::MAX);
        let (mate, degree) = (&state.mate, &state.degree);
        graph.for_each_candidate(v, |u| {
            let d = degree[u as usize];
            let free = mate[u as usize] == UNMATCHED && d != D::ZERO;
            let d = select_unpredictable(free, d.into(), u32::MAX);
            let lower = d < least;
            best = select_unpredictable(lower, u, best);
            least = select_unpredictable(lower, d, least);
        });
        state.pair(v, best);
        state.drain();
    }
    (Matching { mate: state.mate }, (free_left, free_right))
}

/// The state of [`karp_sipser`]: `degree[v]` counts the edges from an unmatched `v` to unmatched
/// vertices; `pending` holds vertices whose degree became one.
///
/// The searches list candidates ([`BipartiteGraph::for_each_candidate`]), which spares a grid
/// its test of whether each adjacent cell is free, and tell an isolated candidate by its degree:
/// an unmatched neighbour of an unmatched vertex has degree at least one, and an isolated vertex
/// is unmatched with degree zero.
struct KarpSipser<'g, G, D> {
    graph: &'g G,
    mate: Vec<u32>,
    degree: Vec<D>,
    pending: Vec<u32>,
}

impl<G: BipartiteGraph, D: Degree> KarpSipser<'_, G, D> {
    fn pair(&mut self, a: u32, b: u32) {
        self.mate[a as usize] = b;
        self.mate[b as usize] = a;
        // Slices, so that the pushes onto `pending` do not make the loop reload their bounds.
        let (mate, degree, pending) = (&self.mate[..], &mut self.degree[..], &mut self.pending);
        for end in [a, b] {
            self.graph.for_each_candidate(end, |y| {
                let i = y as usize;
                // An unmatched neighbour counted `end`, so its degree is positive; an isolated
                // candidate's is zero.
                let mut d = degree[i];
                if mate[i] == UNMATCHED && d != D::ZERO {
                    d -= D::ONE;
                    degree[i] = d;
                    if d == D::ONE {
                        pending.push(y);
                    }
                }
            });
        }
    }

    /// Matches degree-one vertices to their only unmatched neighbour until none is left.
    fn drain(&mut self) {
        while let Some(v) = self.pending.pop() {
            if self.mate[v as usize] != UNMATCHED {
                continue;
            }
            let (mate, degree) = (&self.mate, &self.degree);
            let mut only = UNMATCHED;
            self.graph.for_each_candidate(v, |u| {
                let free = mate[u as usize] == UNMATCHED && degree[u as usize] != D::ZERO;
                only = select_unpredictable(free, u, only);
            });
            if only != UNMATCHED {
                self.pair(v, only);
            }
        }
    }
}

/// Free vertices with a neighbour, the left side's and the right side's, each in increasing order.
type FreeLists = (Vec<u32>, Vec<u32>);

/// The vertices that `matching` leaves free and that have a neighbour (an isolated vertex can
/// never be matched), the left side's and the right side's, each in increasing order.
fn free_by_side<G: BipartiteGraph>(graph: &G, matching: &Matching) -> FreeLists {
    (0..graph.vertex_count() as u32)
        .filter(|&v| {
            matching.mate[v as usize] == UNMATCHED && neighbours(graph, v).next().is_some()
        })
        .partition(|&v| graph.is_left(v))
}

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

/// Grows `matching` into a maximum matching by push-relabel with global relabelling (the
/// "double push" form for bipartite graphs). The free vertices of one side are *active*; every
/// vertex of the other side carries a label, a lower bound on its alternating distance to a free
/// vertex of its side (free: 0; matched `w`: 2 + the least label among the other neighbours of
/// `w`'s mate). An active `u` takes its neighbour `w` of least label, whose mate (if any) becomes
/// active, and `w` is relabelled to 2 + the second least label around `u`. Every so often a BFS
/// from the free vertices of the labelled side recomputes the exact distances; an active vertex
/// whose neighbours are all out of reach is dropped for good (labels never decrease, and a label
/// out of reach stays out of reach).
///
/// Each step moves one free vertex one edge pair along a shortest known path and resolves
/// conflicts locally by relabelling, where augmenting-path methods pay for a whole search per
/// path: on big grids after a greedy matching, the few free vertices left are far apart and
/// Hopcroft–Karp's phases each sweep most of the graph to augment a handful of paths. The active
/// vertices wait in a FIFO queue; two at a time move in turns, each following the vertices it
/// bumps for a while (a chain), so that one push's loads overlap the other's.
///
/// # Constraints
/// Every matched pair of `matching` must be an edge of `graph`.
///
/// # Panics
/// When the graph numbers its candidates and a matched pair is not among each other's candidates.
///
/// # Complexity
/// O(V E) in the worst case; in practice a few global relabellings of O(V + E) each. Memory, by
/// [`BipartiteGraph::side_len`]: 2 bytes of labels (4 bytes, in a second run from the matching
/// reached so far, once some distance outgrows them), and 1 byte of mate slots when the graph
/// numbers its candidates; a BFS queue slot per vertex of the labelled side (on big graphs, where
/// the BFS runs in bands, plus the frontiers that wait for their band's turn), and the active
/// queue of at most one entry per free vertex.
pub fn push_relabel<G: BipartiteGraph>(graph: &G, matching: &mut Matching) {
    let free = free_by_side(graph, matching);
    push_relabel_from(graph, matching, free);
}

/// [`push_relabel`] given the free vertices with a neighbour, as [`free_by_side`] lists them.
/// Returns those the maximum matching leaves, listed the same way.
fn push_relabel_from<G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    free: FreeLists,
) -> FreeLists {
    let n = graph.vertex_count();
    check_vertex_count(n);
    let plan = Plan::for_graph(graph);
    push_relabel_with::<u16, G>(graph, matching, free, plan).unwrap_or_else(|| {
        let free = free_by_side(graph, matching);
        push_relabel_with::<u32, G>(graph, matching, free, plan)
            .expect("u32 labels hold every distance")
    })
}

/// The type of push-relabel's distance labels. Narrow labels halve the memory the global
/// relabelling sweeps over; they cover the distances of all but path-like graphs.
trait Label: Copy + Ord {
    /// Out of reach: above every label that can be a distance.
    const OUT_OF_REACH: Self;
    /// The label of a free target.
    const ZERO: Self;
    /// `self + 2`, or `None` when the type cannot tell that from out of reach. A type that holds
    /// every distance saturates at out of reach instead, which is then the truth.
    fn plus_two(self) -> Option<Self>;
}

/// A narrow label type: its maximum is out of reach, and a distance that would reach it does not
/// fit.
macro_rules! narrow_label {
    ($t:ty) => {
        impl Label for $t {
            const OUT_OF_REACH: $t = <$t>::MAX;
            const ZERO: $t = 0;
            #[inline]
            fn plus_two(self) -> Option<$t> {
                self.checked_add(2).filter(|&l| l < <$t>::MAX)
            }
        }
    };
}

narrow_label!(u16);

impl Label for u32 {
    /// A distance is below 2 V <= 2 [`MAX_VERTICES`], so every label fits: one that climbs to
    /// this bound is out of reach indeed.
    const OUT_OF_REACH: u32 = 2 * MAX_VERTICES as u32 + 2;
    const ZERO: u32 = 0;
    #[inline]
    fn plus_two(self) -> Option<u32> {
        Some((self + 2).min(Self::OUT_OF_REACH))
    }
}

/// [`push_relabel`] with labels of type `L`, from the free vertices `free` lists (as
/// [`free_by_side`] does). Returns `None`, leaving a valid matching at least as large as before,
/// as soon as a global relabelling meets a distance that does not fit in `L`; once the matching
/// is maximum, the free vertices it leaves, listed the same way.
fn push_relabel_with<L: Label, G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    (left, right): FreeLists,
    plan: Plan,
) -> Option<FreeLists> {
    let n = graph.vertex_count();
    // The side with fewer free vertices moves; the other side's free vertices are the targets.
    let (active, mut targets, targets_left) = if left.len() <= right.len() {
        (left, right, false)
    } else {
        (right, left, true)
    };
    // Nothing to move (as on forests after Karp–Sipser): skip the set-up passes over the graph.
    if active.is_empty() {
        return Some(by_side(targets_left, targets, active));
    }
    let mate = &mut matching.mate;
    // Active vertices whose every neighbour is out of reach: free for good.
    let mut stranded = Vec::new();
    let mut active = VecDeque::from(active);
    // The labels of the targets' side by `side_index`, and one more, `label[none]`, which stays
    // zero during a global relabelling so that the BFS needs no branch for a candidate without a
    // mate.
    let none = graph.side_len();
    let mut label = vec![L::OUT_OF_REACH; none + 1];
    let index = |v: u32| graph.side_index(v) as usize;
    // With numbered candidates, the mates of the moving side as slots: the global relabelling
    // reads these in place of the 4-byte mates.
    let mut slot = mate_slots(graph, mate, !targets_left);
    let steps = slot_steps(graph);
    let side = (0..n as u32)
        .filter(|&v| graph.is_left(v) == targets_left)
        .count();
    let mut relabelling = Relabelling::new(plan, side);
    // Candidate scans since the last global relabelling; start with one. Relabelling after every
    // 2 V scans measured best on random grids (from V / 2 to 16 V; again from V to 4 V once the
    // grid listed candidates). Candidates that are isolated vertices are harmless below: only free
    // targets with neighbours and matched vertices are ever labelled, so theirs stays out of reach.
    let mut work = usize::MAX;
    // The vertex a push bumps sits next to the one that moved, so moving it at once reuses the
    // cache lines just read: follow one free vertex for up to `CHAIN` pushes before the queue
    // moves on (a bounded chain keeps the FIFO's fairness; an unbounded one, a stack, pushed 70 %
    // more). 20 to 35 % less time in pushes on random fields from 2000 x 2000 up, same counts.
    const CHAIN: usize = 256;
    // A push waits on its loads, and the next push of a chain on the push before it. So two
    // chains move in turns, each push of one overlapping the other's: 20-25% less time per push
    // on random 2000 x 2000 fields (pushes timed apart from the relabellings), and over 24 random
    // fields with 1% to 30% obstacles, push-relabel 8% faster (geometric mean; the push counts
    // differ, as the order does). Three or four chains took longer per push than even one.
    const LANES: usize = 2;
    // A lane without a chain.
    const IDLE: u32 = UNMATCHED;
    let mut lane = [IDLE; LANES];
    let mut chain = [0; LANES];
    loop {
        for (u, pushes) in lane.iter_mut().zip(&mut chain) {
            if *u == IDLE {
                *u = active.pop_front().unwrap_or(IDLE);
                *pushes = 0;
            }
        }
        if lane == [IDLE; LANES] {
            break;
        }
        if work > 2 * n {
            // The chains wait at the front of the queue, in their order.
            for &u in lane.iter().rev().filter(|&&u| u != IDLE) {
                active.push_front(u);
            }
            lane = [IDLE; LANES];
            work = 0;
            let view = Residual {
                graph,
                mate: &mate[..],
                slot: &slot,
                steps: &steps,
            };
            // Give up when two more than the largest label does not fit: the BFS may have
            // stopped short.
            if !relabelling.run(&view, &targets, &mut label) {
                return None;
            }
            continue;
        }
        for k in 0..LANES {
            let u = lane[k];
            if u == IDLE {
                continue;
            }
            let (mut best, mut best_slot, mut least, mut second) =
                (UNMATCHED, 0, L::OUT_OF_REACH, L::OUT_OF_REACH);
            let mut scanned = 0;
            graph.for_each_candidate(u, |w| {
                let l = label[index(w)];
                let lower = l < least;
                second =
                    select_unpredictable(lower, least, select_unpredictable(l < second, l, second));
                best = select_unpredictable(lower, w, best);
                // The slot counts only when `SLOTS > 0`, where there are at most 255 candidates.
                best_slot = select_unpredictable(lower, scanned as u8, best_slot);
                least = select_unpredictable(lower, l, least);
                scanned += 1;
            });
            work += scanned;
            if least == L::OUT_OF_REACH {
                stranded.push(u);
                lane[k] = IDLE;
                continue;
            }
            let relabelled = if second == L::OUT_OF_REACH {
                L::OUT_OF_REACH
            } else {
                // Too far for `L`, or out of reach since the last global relabelling: that one
                // will tell, at once, and `u` waits for it in its lane. Right after it, `second`
                // is out of reach or a BFS label two more than which fits (unless the other
                // lane's push has just set a label around `u`, and another relabelling follows),
                // or the run has given up.
                let Some(l) = second.plus_two() else {
                    work = usize::MAX;
                    break;
                };
                l
            };
            let bumped = mate[best as usize];
            mate[u as usize] = best;
            mate[best as usize] = u;
            label[index(best)] = relabelled;
            if G::SLOTS > 0 {
                slot[index(u)] = best_slot;
            }
            lane[k] = IDLE;
            if bumped != UNMATCHED {
                mate[bumped as usize] = UNMATCHED;
                if G::SLOTS > 0 {
                    slot[index(bumped)] = NO_SLOT;
                }
                if chain[k] < CHAIN {
                    chain[k] += 1;
                    lane[k] = bumped;
                } else {
                    active.push_back(bumped);
                }
            }
        }
    }
    // Matched targets stay matched, and every free vertex of the moving side ends stranded.
    targets.retain(|&t| mate[t as usize] == UNMATCHED);
    stranded.sort_unstable();
    Some(by_side(targets_left, targets, stranded))
}

/// The free lists of the targets' side and the moving side, left side first.
fn by_side(targets_left: bool, targets: Vec<u32>, moving: Vec<u32>) -> FreeLists {
    if targets_left {
        (targets, moving)
    } else {
        (moving, targets)
    }
}

/// The mate of each vertex of the moving side (left when `moving_left`) as its slot, by
/// [`BipartiteGraph::side_index`], for a graph that numbers its candidates; empty otherwise.
///
/// # Panics
/// When a mate is not among its vertex's candidates.
fn mate_slots<G: BipartiteGraph>(graph: &G, mate: &[u32], moving_left: bool) -> Vec<u8> {
    if G::SLOTS == 0 {
        return Vec::new();
    }
    let steps = slot_steps(graph);
    let mut slot = vec![NO_SLOT; graph.side_len()];
    for (v, &b) in (0..).zip(mate) {
        if graph.is_left(v) == moving_left {
            let s = mate_slot::<G>(&steps, v, b);
            assert!(
                b == UNMATCHED || s != NO_SLOT,
                "the mate {b} of {v} is no candidate"
            );
            slot[graph.side_index(v) as usize] = s;
        }
    }
    slot
}

/// The slot whose step leads from `v` to its mate `b`, [`NO_SLOT`] when `b` is [`UNMATCHED`],
/// for a graph with `SLOTS > 0` and its table of steps. Selects, not a search that stops at the
/// step: which direction a mate lies in is a coin toss, and the search's mispredictions made the
/// pass of [`mate_slots`] 8 ms of a 2000 x 2000 field's 400. When `b` is a vertex but none of
/// `v`'s candidates, also [`NO_SLOT`]: the caller checks (a check here, in the pass of the
/// avoidable search over every vertex, made that search half as slow again on a maze).
#[inline]
fn mate_slot<G: BipartiteGraph>(steps: &SlotSteps, v: u32, b: u32) -> u8 {
    let step = b.wrapping_sub(v);
    let s = (0..G::SLOTS).fold(NO_SLOT, |found, s| {
        select_unpredictable(steps[usize::from(s)] == step, s, found)
    });
    select_unpredictable(b == UNMATCHED, NO_SLOT, s)
}

/// The slot of a vertex of the moving side that has no mate (`SLOTS` is at most 255).
const NO_SLOT: u8 = u8::MAX;

/// From a [`BipartiteGraph::side_len`] this long up (a grid of about 8.4 million cells), the
/// global relabelling runs in bands (see [`Bands`]).
/// Against one FIFO, on the 2-core VM of our measurements (32 MiB of L3, shared with other
/// machines), interleaved, medians of 3 runs of the whole solver: random 4000 x 4000 fields with
/// 10%, 6%, 3% and 30% obstacles 1.26x, 1.16x, 1.03x and 1.07x faster, 1% 0.97x; 3000 x 3000 with
/// 10% 1.16x, with 4.5% 0.98x. At 2000 x 2000 (2^21 per side) bands were within 4% of the FIFO
/// either way, and the FIFO is the simpler.
const BANDED_FROM: usize = 1 << 22;

/// Bands of 2^19 side indices: 1.5 MiB of labels and slots (on a 4000 x 4000 grid, 262 rows).
const BAND_SHIFT: u32 = 19;

/// BFS levels a band advances before the next band's turn. Windows from 8 to 128 levels, and
/// bands from 2^17 to 2^21, all gained on the 4000 x 4000 field with 10% obstacles (1.15x to
/// 1.56x, single runs against the FIFO), with differences among them within the noise.
const WINDOW: usize = 32;

/// How push-relabel's global relabelling runs its BFS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plan {
    /// One FIFO queue over the whole labelled side.
    Fifo,
    /// Bands of `1 << shift` consecutive side indices, `window` levels at a time (see [`Bands`]).
    Banded { shift: u32, window: usize },
}

impl Plan {
    /// In bands from a [`BipartiteGraph::side_len`] of [`BANDED_FROM`] up, else one FIFO.
    fn for_graph<G: BipartiteGraph>(graph: &G) -> Plan {
        if graph.side_len() >= BANDED_FROM {
            Plan::Banded {
                shift: BAND_SHIFT,
                window: WINDOW,
            }
        } else {
            Plan::Fifo
        }
    }
}

/// What the global relabelling reads: the graph and the mates of the moving side, as slots by
/// `side_index` with the table of their steps when the graph numbers its candidates.
struct Residual<'a, G> {
    graph: &'a G,
    mate: &'a [u32],
    slot: &'a [u8],
    steps: &'a SlotSteps,
}

/// The step of each slot byte (see [`BipartiteGraph::step`]), and 0 for [`NO_SLOT`] and every
/// byte that is no slot.
type SlotSteps = [u32; 256];

/// The table of `graph`'s slot steps; all zeros when it numbers no candidates.
fn slot_steps<G: BipartiteGraph>(graph: &G) -> SlotSteps {
    let mut steps = [0; 256];
    for s in 0..G::SLOTS {
        steps[usize::from(s)] = graph.step(s);
    }
    steps
}

impl<G: BipartiteGraph> Residual<'_, G> {
    /// The mate of the candidate `y` and the index of its label; when `y` has no mate, some
    /// vertex and `none`, the index of the spare label that stays zero during a BFS. No branch:
    /// whether a candidate is matched is a coin toss on random fields.
    #[inline]
    fn mate_of(&self, y: u32, none: usize) -> (u32, usize) {
        let graph = self.graph;
        if G::SLOTS > 0 {
            // One table read, where computing the step selected a step and a sign: the global
            // relabelling ran 27% fewer instructions on a random 2000 x 2000 field (callgrind),
            // and the whole solver 6-9% faster. Without a mate the step is 0: `y` stands in for
            // the mate, and its index is dropped.
            let s = self.slot[graph.side_index(y) as usize];
            let b = y.wrapping_add(self.steps[usize::from(s)]);
            let i = graph.side_index(b) as usize;
            (b, select_unpredictable(s != NO_SLOT, i, none))
        } else {
            let b = self.mate[y as usize];
            let matched = b != UNMATCHED;
            // `b` is no vertex when unmatched: index vertex 0 in its place.
            let i = graph.side_index(select_unpredictable(matched, b, 0)) as usize;
            (b, select_unpredictable(matched, i, none))
        }
    }
}

/// Push-relabel's global relabelling: a BFS from the free targets that sets every label to the
/// exact alternating distance, out of reach when there is none or it is too far for the labels.
enum Relabelling {
    /// Vertices of the labelled side enter the queue at most once each, and one slot more takes
    /// the write of a vertex that is not kept.
    Fifo {
        queue: Vec<u32>,
    },
    Banded(Bands),
}

impl Relabelling {
    /// Ready for a labelled side with `side` vertices.
    fn new(plan: Plan, side: usize) -> Relabelling {
        match plan {
            Plan::Fifo => Relabelling::Fifo {
                queue: vec![0; side + 1],
            },
            Plan::Banded { shift, window } => {
                debug_assert!(
                    window > 0 && shift < usize::BITS,
                    "bands {shift}, window {window}"
                );
                Relabelling::Banded(Bands {
                    shift,
                    window,
                    side,
                    buckets: Vec::new(),
                    pending: Vec::new(),
                    queue: Vec::new(),
                })
            }
        }
    }

    /// Relabels every entry of `label` but the last, the spare one (see [`Residual::mate_of`]).
    /// Returns whether two more than each label given still fits in `L`; if not, some labels
    /// may be out of reach only for want of room.
    fn run<L: Label, G: BipartiteGraph>(
        &mut self,
        view: &Residual<'_, G>,
        targets: &[u32],
        label: &mut [L],
    ) -> bool {
        label.fill(L::OUT_OF_REACH);
        let none = label.len() - 1;
        label[none] = L::ZERO;
        let fits = |largest: Option<L>| largest.is_none_or(|l| l.plus_two().is_some());
        let fit = match self {
            Relabelling::Fifo { queue } => fits(bfs_fifo(view, targets, label, queue)),
            // The bound counts labels that dropped later, so look again before giving up.
            Relabelling::Banded(bands) => {
                fits(bands.bfs(view, targets, label))
                    || fits(
                        label[..none]
                            .iter()
                            .filter(|&&l| l != L::OUT_OF_REACH)
                            .max()
                            .copied(),
                    )
            }
        };
        label[none] = L::OUT_OF_REACH;
        fit
    }
}

/// A BFS step of the global relabelling from `$w`: every candidate's mate labelled above `$next`
/// gets `$next` and joins `$queue` at `$tail`. Branch-free: the BFS visits levels in order, so
/// lowering a label is what marks a vertex new, and each mate is written to the queue's next
/// slot, which is kept only then. Whether a candidate is new is a coin toss on random fields; a
/// branch on it cost a third of the BFS. A macro, not a function: as a function, even inlined,
/// the step took 10% more instructions (callgrind, whole solver, random 1000 x 1000 field).
macro_rules! expand {
    ($view:expr, $w:expr, $next:expr, $label:expr, $queue:expr, $tail:ident, $none:expr) => {
        $view.graph.for_each_candidate($w, |y| {
            let (b, i) = $view.mate_of(y, $none);
            let old = $label[i];
            let lower = $next < old;
            $label[i] = select_unpredictable(lower, $next, old);
            $queue[$tail] = b;
            $tail += usize::from(lower);
        })
    };
}

/// The global relabelling with one FIFO queue (see [`Relabelling::run`]); returns the largest
/// label given, `None` when no target is free.
fn bfs_fifo<L: Label, G: BipartiteGraph>(
    view: &Residual<'_, G>,
    targets: &[u32],
    label: &mut [L],
    queue: &mut [u32],
) -> Option<L> {
    let graph = view.graph;
    let index = |v: u32| graph.side_index(v) as usize;
    let none = label.len() - 1;
    let mut tail = 0;
    for &t in targets {
        if view.mate[t as usize] == UNMATCHED {
            label[index(t)] = L::ZERO;
            queue[tail] = t;
            tail += 1;
        }
    }
    let mut head = 0;
    while head < tail {
        let w = queue[head];
        head += 1;
        // Out of reach when too far for `L`: then the caller gives up.
        let next = label[index(w)].plus_two().unwrap_or(L::OUT_OF_REACH);
        expand!(view, w, next, label, queue, tail, none);
    }
    // The queue holds the labels in order, so the last is the largest (testing each label
    // against the ceiling instead cost a third of the BFS).
    queue[..tail].last().map(|&w| label[index(w)])
}

/// The global relabelling in bands, for graphs too big for the cache. The labelled side is cut
/// into bands of `1 << shift` consecutive side indices (rows, on a grid), and the BFS advances
/// `window` levels within one band before the next band's turn: the band's labels and slots stay
/// in cache over those levels, where one FIFO sweeps the whole frontier, and the memory under it,
/// once per level. Within a band the BFS is the FIFO's; a vertex reached across a band's border
/// moves, when its turn comes, to its own band's bucket for its level, and when that band has
/// already passed the level, it runs again. That can only lower labels, and every lowered vertex
/// is queued and expanded at its new label (an entry whose label has dropped since is skipped),
/// so the labels end as the least over all paths: the exact distances, as with one FIFO.
struct Bands {
    shift: u32,
    window: usize,
    /// The number of vertices of the labelled side.
    side: usize,
    /// `buckets[band * (window + 1) + (base + j) % (window + 1)]` holds the band's vertices
    /// reached from other bands at the window's level `j`, and at `j = 0` those that start the
    /// window; all are empty between two relabellings.
    buckets: Vec<Vec<u32>>,
    /// Whether a band has vertices queued at a level of the window that it must expand.
    pending: Vec<bool>,
    /// The FIFO of the band that runs, as in [`bfs_fifo`]: it takes the vertices of other bands
    /// too, which wait in their band's bucket when their turn comes.
    queue: Vec<u32>,
}

impl Bands {
    /// The global relabelling in bands (see [`Relabelling::run`]); returns at least the largest
    /// label given (a vertex expanded at a label that drops later counts too), `None` when no
    /// target is free.
    fn bfs<L: Label, G: BipartiteGraph>(
        &mut self,
        view: &Residual<'_, G>,
        targets: &[u32],
        label: &mut [L],
    ) -> Option<L> {
        let graph = view.graph;
        let index = |v: u32| graph.side_index(v) as usize;
        let none = label.len() - 1;
        let (shift, window) = (self.shift, self.window);
        let ring = window + 1;
        let count = (none >> shift) + 1;
        if self.pending.len() != count {
            self.buckets = vec![Vec::new(); count * ring];
            self.pending = vec![false; count];
        }
        for &t in targets {
            if view.mate[t as usize] == UNMATCHED {
                label[index(t)] = L::ZERO;
                let band = index(t) >> shift;
                self.buckets[band * ring].push(t);
                self.pending[band] = true;
            }
        }
        // The ring position and the label of the window's first level.
        let (mut base, mut first) = (0, Some(L::ZERO));
        let mut levels: Vec<Option<L>> = Vec::with_capacity(ring);
        let mut largest = None;
        let mut descending = false;
        loop {
            levels.clear();
            levels.push(first);
            for j in 1..ring {
                levels.push(levels[j - 1].and_then(L::plus_two));
            }
            // Sweep the bands until none has work left in this window, alternating directions
            // so that a band's news reaches the bands on both sides soon.
            let mut busy = true;
            while busy {
                busy = false;
                for k in 0..count {
                    let band = if descending { count - 1 - k } else { k };
                    if !std::mem::take(&mut self.pending[band]) {
                        continue;
                    }
                    busy = true;
                    // `copied` counts the arrivals queued in this run.
                    let (mut head, mut tail, mut copied) = (0, 0, 0);
                    // Nothing is queued at a level past the labels' ceiling: `next` is out of
                    // reach there, and lowers nothing.
                    for j in (0..window).take_while(|&j| levels[j].is_some()) {
                        let level = levels[j].unwrap_or(L::OUT_OF_REACH);
                        let next = levels[j + 1].unwrap_or(L::OUT_OF_REACH);
                        let at = (base + j) % ring;
                        // This level's arrivals join the vertices queued from the level below.
                        // Besides them, a run queues each vertex at most once (levels only go
                        // up), and the queue has one spare slot, as in `bfs_fifo`.
                        let bucket = &mut self.buckets[band * ring + at];
                        copied += bucket.len();
                        if self.queue.len() < copied + self.side + 1 {
                            self.queue.resize(copied + self.side + 1, 0);
                        }
                        self.queue[tail..tail + bucket.len()].copy_from_slice(bucket);
                        tail += bucket.len();
                        if j == 0 {
                            // A whole frontier starts the window, at ring positions that move
                            // from window to window: let its memory go.
                            *bucket = Vec::new();
                        } else {
                            bucket.clear();
                        }
                        let end = tail;
                        if head < end {
                            largest = largest.max(Some(level));
                        }
                        while head < end {
                            let w = self.queue[head];
                            head += 1;
                            // A vertex of another band (rare, at borders) waits for its band.
                            let to = index(w) >> shift;
                            if to != band {
                                self.buckets[to * ring + at].push(w);
                                self.pending[to] = true;
                                continue;
                            }
                            // Lowered since it was queued, and expanded at its new label.
                            if label[index(w)] != level {
                                continue;
                            }
                            let queue = &mut self.queue;
                            expand!(view, w, next, label, queue, tail, none);
                        }
                    }
                    // What is left, one level up, starts the next window of its band.
                    for &w in &self.queue[head..tail] {
                        let to = index(w) >> shift;
                        self.buckets[to * ring + (base + window) % ring].push(w);
                    }
                }
                descending = !descending;
            }
            // The level after the window starts the next one.
            base = (base + window) % ring;
            first = levels[window];
            let mut more = false;
            for band in 0..count {
                if !self.buckets[band * ring + base].is_empty() {
                    self.pending[band] = true;
                    more = true;
                }
            }
            if !more {
                debug_assert!(
                    self.buckets.iter().all(Vec::is_empty) && !self.pending.contains(&true),
                    "buckets are empty between two relabellings"
                );
                return largest;
            }
        }
    }
}

/// A maximum matching of `graph`: [`karp_sipser`], then [`push_relabel`].
///
/// Hopcroft–Karp phases between the two, while each augmented at least a quarter of the free
/// vertices it started from, never paid on grids: on random fields the first phase found one or
/// two paths for 11-20 ms at 2000 x 2000 (mostly page faults on its arrays), and with 30%
/// obstacles, where a few phases paid, push-relabel alone was still faster (64 ms against 105).
pub fn maximum_matching<G: BipartiteGraph>(graph: &G) -> Matching {
    maximum_matching_free(graph).0
}

/// [`maximum_matching`], and the free vertices it leaves as [`free_by_side`] lists them, handed
/// on from stage to stage rather than found again by a pass over every vertex.
fn maximum_matching_free<G: BipartiteGraph>(graph: &G) -> (Matching, FreeLists) {
    let (mut matching, free) = karp_sipser_free(graph);
    let free = push_relabel_from(graph, &mut matching, free);
    (matching, free)
}

/// The vertices that some maximum matching misses, given one maximum matching: the free vertices,
/// and every vertex reachable from a free vertex of its own side by an even alternating path (out
/// along any edge, back along the matching). The two searches, from the free left and from the
/// free right vertices, only ever mark vertices of their own side, so one stack runs both.
///
/// # Constraints
/// `matching` must be a maximum matching of `graph`.
///
/// # Complexity
/// O(V + E) time; one bit per vertex, a stack of V + 1 entries (of which the search uses at most
/// V), and when the graph numbers its candidates, its mates as one byte per vertex.
pub fn avoidable<G: BipartiteGraph>(graph: &G, matching: &Matching) -> VertexSet {
    avoidable_from(graph, matching, free_by_side(graph, matching))
}

/// [`avoidable`] given the free vertices with a neighbour, as [`free_by_side`] lists them. The
/// isolated ones are avoidable too, so the set starts from every free vertex, set 64 at a time.
fn avoidable_from<G: BipartiteGraph>(
    graph: &G,
    matching: &Matching,
    (left, right): FreeLists,
) -> VertexSet {
    let n = graph.vertex_count();
    let mate = &matching.mate;
    let mut reached = VertexSet::new(n);
    for (word, mates) in reached.words.iter_mut().zip(mate.chunks(64)) {
        *word = mates
            .iter()
            .enumerate()
            .fold(0, |bits, (i, &m)| bits | u64::from(m == UNMATCHED) << i);
    }
    // Only vertices with a neighbour go on the stack, which keeps obstacles off it. Reachability
    // needs no order, and depth first keeps the walk among the cells just read: on a random
    // 4000 x 4000 field with 10% obstacles it took 155 ms where breadth first took 364 ms, and
    // the stack holds only the vertices waiting, where the queue kept every vertex reached.
    // Each vertex enters the stack at most once, so `n + 1` slots hold it with a spare one for
    // the write of a vertex that is not kept (see `walk`). A fresh zeroed allocation: the system
    // backs its pages only once the stack reaches them.
    let mut stack = vec![0; n + 1];
    let mut top = 0;
    for &v in left.iter().chain(&right) {
        stack[top] = v;
        top += 1;
    }
    if G::SLOTS > 0 {
        // Mates as the slots of their steps, a byte per vertex where the mates take four, built
        // in one pass: the walk reads a quarter of the memory. With the branch-free stack, this
        // search took 32 -> 28 ms on a random 2000 x 2000 field, the pass included.
        let steps = slot_steps(graph);
        let slot: Vec<u8> = (0..)
            .zip(mate)
            .map(|(v, &b)| {
                let s = mate_slot::<G>(&steps, v, b);
                debug_assert!(
                    b == UNMATCHED || s != NO_SLOT,
                    "the mate {b} of {v} is no candidate"
                );
                s
            })
            .collect();
        // An unmatched `w` has no slot, whose step is 0: `w` itself.
        walk(graph, &mut reached, &mut stack, top, |w| {
            w.wrapping_add(steps[usize::from(slot[w as usize])])
        });
    } else {
        walk(graph, &mut reached, &mut stack, top, |w| {
            let x = mate[w as usize];
            select_unpredictable(x == UNMATCHED, w, x)
        });
    }
    reached
}

/// The depth-first walk of [`avoidable_from`] from the `top` vertices on `stack`: adds to
/// `reached` the mate, by `mate_of`, of every candidate of each vertex taken from the stack, and
/// stacks the new ones. For an unmatched candidate, `mate_of` gives the candidate itself, which
/// `reached` holds already, as it holds every unmatched vertex.
#[inline]
fn walk<G: BipartiteGraph>(
    graph: &G,
    reached: &mut VertexSet,
    stack: &mut [u32],
    mut top: usize,
    mate_of: impl Fn(u32) -> u32,
) {
    while top > 0 {
        top -= 1;
        let u = stack[top];
        graph.for_each_candidate(u, |w| {
            // An isolated `w` is unmatched and skipped; any other `w` is matched (a free one next
            // to the free-side walk would augment the matching) and leads on to its mate. Each
            // mate is written to the stack's next slot, kept only when new: no branch on that,
            // a coin toss, which cost a tenth of the walk.
            let x = mate_of(w);
            stack[top] = x;
            top += usize::from(reached.insert(x));
        });
    }
}

/// The answer of the game on every vertex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcomes {
    avoidable: VertexSet,
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
    let (matching, free) = maximum_matching_free(graph);
    let avoidable = avoidable_from(graph, &matching, free);
    Solution {
        matching,
        outcomes: Outcomes { avoidable },
    }
}

/// Solves vertex geography on `graph` for every start vertex: [`maximum_matching`], then
/// [`avoidable`].
pub fn solve<G: BipartiteGraph>(graph: &G) -> Outcomes {
    solve_with_matching(graph).outcomes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Field;
    use proptest::prelude::*;

    // Labels whose ceiling small graphs reach: a BFS runs out of labels, and a relabelling above
    // the ceiling calls for a global relabelling early.
    narrow_label!(u8);

    /// Labels below 31: on small fields most runs give up or relabel early, some several times.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
    struct Tiny(u8);

    impl Label for Tiny {
        const OUT_OF_REACH: Tiny = Tiny(31);
        const ZERO: Tiny = Tiny(0);
        fn plus_two(self) -> Option<Tiny> {
            (self.0 + 2 < 31).then_some(Tiny(self.0 + 2))
        }
    }

    /// A field whose cells are free with probability `density` / 10: the generator's random
    /// family, read by the solver's own parser.
    fn random_field(rows: usize, cols: usize, seed: u64, density: u64) -> Field {
        let text = crate::generate::random(seed, rows, cols, 100 * (10 - density));
        crate::parse(&text).unwrap().remove(0)
    }

    /// Each stage of [`maximum_matching_free`] hands on the free lists that a pass over every
    /// vertex would find, and the narrow push-relabel run returns them when it finishes.
    fn check_free_lists<G: BipartiteGraph>(graph: &G, plan: Plan) -> Result<(), TestCaseError> {
        let (mut matching, free) = karp_sipser_free(graph);
        prop_assert_eq!(&free, &free_by_side(graph, &matching), "Karp–Sipser");
        let start = matching.clone();
        let free = push_relabel_from(graph, &mut matching, free);
        prop_assert_eq!(&free, &free_by_side(graph, &matching), "push-relabel");
        let (full, free) = maximum_matching_free(graph);
        prop_assert_eq!(&free, &free_by_side(graph, &full), "pipeline");
        let mut matching = start;
        let free = free_by_side(graph, &matching);
        if let Some(free) = push_relabel_with::<Tiny, G>(graph, &mut matching, free, plan) {
            prop_assert_eq!(&free, &free_by_side(graph, &matching), "Tiny labels");
        }
        Ok(())
    }

    /// On this field push-relabel strands a vertex before a smaller one (569 before 313, found by
    /// asserting, in a scratch build, that strandings come in order): the stranded list must still
    /// come back in increasing order, as `FreeLists` promises.
    #[test]
    fn stranded_vertices_come_back_in_order() -> Result<(), TestCaseError> {
        check_free_lists(&random_field(25, 23, 12028817439924595563, 8), Plan::Fifo)
    }

    /// A grid that leaves its degrees to be counted one vertex at a time (no `byte_degrees`).
    struct CountedDegrees<'a>(&'a Field);

    impl BipartiteGraph for CountedDegrees<'_> {
        type Cursor = <Field as BipartiteGraph>::Cursor;
        fn vertex_count(&self) -> usize {
            self.0.vertex_count()
        }
        fn is_left(&self, v: u32) -> bool {
            self.0.is_left(v)
        }
        fn cursor(&self, v: u32) -> Self::Cursor {
            self.0.cursor(v)
        }
        fn next_neighbour(&self, v: u32, cursor: &mut Self::Cursor) -> Option<u32> {
            self.0.next_neighbour(v, cursor)
        }
        fn for_each_neighbour(&self, v: u32, visit: impl FnMut(u32)) {
            self.0.for_each_neighbour(v, visit);
        }
        fn for_each_candidate(&self, v: u32, visit: impl FnMut(u32)) {
            self.0.for_each_candidate(v, visit);
        }
        fn side_index(&self, v: u32) -> u32 {
            self.0.side_index(v)
        }
        fn side_len(&self) -> usize {
            self.0.side_len()
        }
        const SLOTS: u8 = Field::SLOTS;
        fn step(&self, s: u8) -> u32 {
            self.0.step(s)
        }
    }

    #[test]
    fn bits_from_reads_any_window_and_nothing_past_the_end() {
        let n = 150;
        let members: Vec<u32> = (0..n).filter(|v| v % 3 == 0 || v % 7 == 1).collect();
        let mut set = VertexSet::new(n as usize);
        for &v in &members {
            set.insert(v);
        }
        let outcomes = Outcomes {
            avoidable: set.clone(),
        };
        for start in 0..n + 70 {
            let bits = set.bits_from(start);
            for i in 0..64 {
                let v = start + i;
                assert_eq!(bits >> i & 1 == 1, members.contains(&v), "{start} + {i}");
            }
            assert_eq!(outcomes.first_player_wins_from(start), !bits, "{start}");
        }
    }

    /// The graph with sides `left` and the edges among `pairs` (taken modulo the vertex count)
    /// that join the two sides.
    fn any_graph(left: Vec<bool>, pairs: Vec<(u32, u32)>) -> CsrGraph {
        let n = left.len() as u32;
        let edges: Vec<(u32, u32)> = pairs
            .into_iter()
            .map(|(a, b)| (a % n, b % n))
            .filter(|&(a, b)| left[a as usize] != left[b as usize])
            .collect();
        CsrGraph::from_edges(left, &edges).unwrap()
    }

    /// Whether every mate is mutual and a neighbour.
    fn valid<G: BipartiteGraph>(graph: &G, matching: &Matching) -> bool {
        (0..graph.vertex_count() as u32).all(|v| match matching.mate(v) {
            None => true,
            Some(w) => matching.mate(w) == Some(v) && neighbours(graph, v).any(|x| x == w),
        })
    }

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

    /// One FIFO, or small bands and windows, so that small graphs cross many band borders.
    fn plans() -> impl Strategy<Value = Plan> {
        prop_oneof![
            Just(Plan::Fifo),
            (0..=5u32, 1..=4usize).prop_map(|(shift, window)| Plan::Banded { shift, window }),
        ]
    }

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

    /// A matching of `graph` from Karp–Sipser's, each pair kept with probability one half when
    /// `thin`, so that many vertices are free.
    fn some_matching<G: BipartiteGraph>(graph: &G, seed: u64, thin: bool) -> Matching {
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

    /// The alternating distances to the right side's free vertices, from the definition alone by
    /// rounds of relaxation, by [`BipartiteGraph::side_index`]: a free right vertex with a
    /// neighbour is at 0, and a matched right vertex `b` at two more than the least distance of a
    /// neighbour `w != b` of its mate; `None` out of reach.
    fn alternating_distances<G: BipartiteGraph>(
        graph: &G,
        matching: &Matching,
    ) -> Vec<Option<u32>> {
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

        #[test]
        fn stages_hand_on_the_free_vertices_of_the_grid(
            rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
            plan in plans(),
        ) {
            check_free_lists(&random_field(rows, cols, seed, density), plan)?;
        }

        #[test]
        fn degrees_counted_one_by_one_give_the_same_greedy_matching(
            rows in 1..=20usize, cols in 1..=70usize, seed: u64, density in 1..=10u64,
        ) {
            let field = random_field(rows, cols, seed, density);
            prop_assert_eq!(karp_sipser_free(&field), karp_sipser_free(&CountedDegrees(&field)));
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
