//! The vertices some maximum matching misses: alternating searches from the free vertices.

use std::hint::select_unpredictable;

use super::graph::{BipartiteGraph, UNMATCHED};
use super::matching::{FreeLists, Matching, free_by_side};
use super::slots::{NO_SLOT, SideSlots, mate_slot, slot_steps};
use super::vertex_set::VertexSet;

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
    let free = free_by_side(graph, matching);
    avoidable_from(graph, Mates::Pairs(matching), free, VertexSet::new(0))
}

/// A maximum matching as the avoidable search takes it.
pub enum Mates<'a> {
    /// Each vertex's mate.
    Pairs(&'a Matching),
    /// The mates as slots by side, as the Hungarian searches on a grid leave them.
    Slots(&'a SideSlots),
}

/// [`avoidable`] given the free vertices with a neighbour, as [`free_by_side`] lists them, and
/// `known`, avoidable vertices closed under the walk (what the walk reaches from one of them is in
/// it: the trees the Hungarian searches deleted), or an empty set. The isolated vertices are
/// avoidable too, so the set starts from every free vertex, set 64 at a time, and `known`; the
/// walk starts from the free vertices outside `known`.
pub fn avoidable_from<G: BipartiteGraph>(
    graph: &G,
    mates: Mates<'_>,
    (left, right): FreeLists,
    known: VertexSet,
) -> VertexSet {
    let n = graph.vertex_count();
    let mut reached = known;
    reached.words.resize(n.div_ceil(64), 0);
    // Only vertices with a neighbour go on the stack, which keeps obstacles off it. Reachability
    // needs no order, and depth first keeps the walk among the cells just read (less than half
    // breadth first's time on big random fields), and the stack holds only the vertices
    // waiting, where the queue kept every vertex reached.
    // Each vertex enters the stack at most once, so `n + 1` slots hold it with a spare one for
    // the write of a vertex that is not kept (see `walk`). A fresh zeroed allocation: the system
    // backs its pages only once the stack reaches them.
    let mut stack = vec![0; n + 1];
    let mut top = 0;
    for &v in left.iter().chain(&right) {
        if !reached.contains(v) {
            stack[top] = v;
            top += 1;
        }
    }
    match mates {
        Mates::Pairs(matching) => walk_pairs(graph, &matching.mate, &mut reached, &mut stack, top),
        Mates::Slots(slots) => walk_slots(graph, slots, &mut reached, &mut stack, top),
    }
    reached
}

/// The walk of [`avoidable_from`] with the searches' slots, by side, and the set of unmatched
/// vertices they kept: no pass over 4-byte mates. A free target's slot is none of the steps,
/// whose table holds 0 there too.
fn walk_slots<G: BipartiteGraph>(
    graph: &G,
    slots: &SideSlots,
    reached: &mut VertexSet,
    stack: &mut [u32],
    top: usize,
) {
    let steps = slot_steps(graph);
    for (word, &free) in reached.words.iter_mut().zip(&slots.unmatched.words) {
        *word |= free;
    }
    walk(graph, reached, stack, top, |w| {
        w.wrapping_add(steps[usize::from(slots.of(graph, w))])
    });
}

/// The walk of [`avoidable_from`] with each vertex's mate: every unmatched vertex is set 64 at a
/// time, then the walk reads the mates, as slots where the graph numbers its candidates.
fn walk_pairs<G: BipartiteGraph>(
    graph: &G,
    mate: &[u32],
    reached: &mut VertexSet,
    stack: &mut [u32],
    top: usize,
) {
    for (word, mates) in reached.words.iter_mut().zip(mate.chunks(64)) {
        *word |= mates
            .iter()
            .enumerate()
            .fold(0, |bits, (i, &m)| bits | u64::from(m == UNMATCHED) << i);
    }
    if G::SLOTS > 0 {
        // Mates as the slots of their steps, a byte per vertex where the mates take four, built
        // in one pass: the walk reads a quarter of the memory (an eighth less time, the pass
        // included).
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
        walk(graph, reached, stack, top, |w| {
            w.wrapping_add(steps[usize::from(slot[w as usize])])
        });
    } else {
        walk(graph, reached, stack, top, |w| {
            let x = mate[w as usize];
            select_unpredictable(x == UNMATCHED, w, x)
        });
    }
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
