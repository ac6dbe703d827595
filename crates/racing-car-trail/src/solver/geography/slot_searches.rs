//! The Hungarian searches on a graph that numbers its candidates (a grid): one byte per vertex
//! where the general searches read 4-byte mates and layers.

use super::graph::BipartiteGraph;
use super::guided_searches::{Guide, guides};
use super::matching::{FreeLists, by_side};
use super::slot_search::{FREE, ROOT, SlotSearch};
use super::slots::SideSlots;
use super::vertex_set::VertexSet;

/// Whether [`slot_searches`] can run on `G`: its slots, a parent slot plus one, and the codes
/// below must fit a byte apart.
pub(super) const fn slots_fit<G: BipartiteGraph>() -> bool {
    G::SLOTS > 0 && G::SLOTS <= ROOT - 2
}

/// The searches of [`hungarian_searches`](super::hungarian_searches()) for a graph whose
/// `slots_fit`, with the same contract as `hungarian_searches_from`, on a matching given as
/// the slot of each vertex's mate ([`vertex_slots`](super::slots::vertex_slots), which
/// Karp–Sipser gives as they are): given the free vertices with a neighbour, returns those the
/// maximum matching leaves, the vertices of the deleted trees, and the maximum matching as
/// slots, by side.
///
/// The searches read only bytes: each vertex of the targets' side holds its mate as a slot (or
/// `FREE`, or [`NO_SLOT`](super::slots::NO_SLOT) for an isolated one), each of the roots' side a mark, the slot from
/// its mate back to its parent in the current tree. On a 2000 x 2000 grid that is 4 MB where the
/// layers and mates were 24, and a search's ball of cells stays in the nearest cache. The parent
/// slots give the path back, and no 4-byte mate is read or written. Where the roots are few
/// (`guides`), the searches are guided by labels (`SlotSearch::guided`).
pub fn slot_searches<G: BipartiteGraph>(
    graph: &G,
    slots: Vec<u8>,
    free: FreeLists,
) -> (FreeLists, VertexSet, SideSlots) {
    slot_searches_with(graph, slots, free, guides)
}

/// [`slot_searches`], guided when `guided(graph, roots)` holds for the number of roots.
pub fn slot_searches_with<G: BipartiteGraph>(
    graph: &G,
    slots: Vec<u8>,
    (left, right): FreeLists,
    guided: fn(&G, usize) -> bool,
) -> (FreeLists, VertexSet, SideSlots) {
    debug_assert!(slots_fit::<G>());
    let (mut roots, mut targets, targets_left) = if left.len() <= right.len() {
        (left, right, false)
    } else {
        (right, left, true)
    };
    let mut deleted = VertexSet::new(graph.vertex_count());
    let mut search = SlotSearch::new(graph, slots, targets_left, &targets);
    if guided(graph, roots.len()) {
        let width = graph
            .raster_width()
            .expect("guided searches run on a raster");
        let mut guide = Guide::new(graph, width, &targets);
        roots.retain(|&root| !search.guided(&mut guide, root, &mut deleted));
    } else {
        roots.retain(|&root| !search.single(root, &mut deleted));
    }
    let target = search.target;
    targets.retain(|&t| target[graph.side_index(t) as usize] == FREE);
    let slots = SideSlots {
        targets_left,
        target,
        own: search.own,
        unmatched: search.unmatched,
    };
    (by_side(targets_left, targets, roots), deleted, slots)
}
