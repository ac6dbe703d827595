//! The graph the engine works on: vertices `0..n` on two sides and a resumable cursor over each
//! vertex's neighbours, with the hooks a compact graph (a grid) uses to be read faster.

/// The mate of a vertex that no edge of the matching covers.
pub const UNMATCHED: u32 = u32::MAX;

/// The most vertices a graph may have: layers and labels up to twice this fit in a `u32`.
pub const MAX_VERTICES: usize = (u32::MAX / 4) as usize;

/// Panics when a graph has more than [`MAX_VERTICES`] vertices, which the engine's `u32`
/// vertices, layers and labels would not hold.
pub fn check_vertex_count(n: usize) {
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

    /// Whether the sides alternate by number: `v` is left exactly when it is odd, and
    /// [`BipartiteGraph::side_index`] is `v / 2`. The passes that split a byte per vertex into
    /// its two sides then take two bytes at a time, which the compiler vectorises. The default,
    /// `false`, has them ask each vertex its side.
    const ALTERNATING: bool = false;

    /// `Some(w)` when vertex `v` is the cell `(v / w, v % w)` of a raster `w` cells wide and
    /// every edge joins two cells next to each other on it (a grid): the distance between two
    /// cells on the raster, obstacles ignored, then bounds the length of every path between
    /// them, which the guided searches use. The default, `None`, says there is no raster.
    fn raster_width(&self) -> Option<usize> {
        None
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
