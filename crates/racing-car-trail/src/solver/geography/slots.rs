//! Mates as slots: for a graph that numbers its candidates, the candidate a mate is, one byte.

use std::hint::select_unpredictable;

use super::graph::{BipartiteGraph, UNMATCHED};
use super::matching::Matching;
use super::vertex_set::VertexSet;

/// The mate of each vertex of the moving side (left when `moving_left`) as its slot, by
/// [`BipartiteGraph::side_index`], for a graph that numbers its candidates; empty otherwise.
///
/// # Panics
/// When a mate is not among its vertex's candidates.
pub fn mate_slots<G: BipartiteGraph>(graph: &G, mate: &[u32], moving_left: bool) -> Vec<u8> {
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
/// pass of [`mate_slots`] 2% of a solve. When `b` is a vertex but none of
/// `v`'s candidates, also [`NO_SLOT`]: the caller checks (a check here, in the pass of the
/// avoidable search over every vertex, made that search half as slow again on a maze).
#[inline]
pub(super) fn mate_slot<G: BipartiteGraph>(steps: &SlotSteps, v: u32, b: u32) -> u8 {
    let step = b.wrapping_sub(v);
    let s = (0..G::SLOTS).fold(NO_SLOT, |found, s| {
        select_unpredictable(steps[usize::from(s)] == step, s, found)
    });
    select_unpredictable(b == UNMATCHED, NO_SLOT, s)
}

/// Up to eight bytes as one little-endian word, `fill` standing in for the bytes past the
/// slice's end. A whole word is one load; a copy of a length known only at run time would be a
/// call to `memcpy` (1% of a solve, from Karp–Sipser's sweep).
#[inline]
pub fn eight_bytes(bytes: &[u8], fill: u8) -> u64 {
    match <[u8; 8]>::try_from(bytes) {
        Ok(word) => u64::from_le_bytes(word),
        Err(_) => {
            let mut word = [fill; 8];
            word[..bytes.len()].copy_from_slice(bytes);
            u64::from_le_bytes(word)
        }
    }
}

/// The slot of a vertex of the moving side that has no mate (`SLOTS` is at most 255).
pub const NO_SLOT: u8 = u8::MAX;

/// The step of each slot byte (see [`BipartiteGraph::step`]), and 0 for [`NO_SLOT`] and every
/// byte that is no slot.
pub(super) type SlotSteps = [u32; 256];

/// The table of `graph`'s slot steps; all zeros when it numbers no candidates.
pub fn slot_steps<G: BipartiteGraph>(graph: &G) -> SlotSteps {
    let mut steps = [0; 256];
    for s in 0..G::SLOTS {
        steps[usize::from(s)] = graph.step(s);
    }
    steps
}

/// The slot of the step back along each slot's step of `steps`, a table of `G`'s slot steps
/// (`steps[back[s]] == -steps[s]`), [`NO_SLOT`] for every byte that is no slot or has no
/// step back.
pub fn slot_backs<G: BipartiteGraph>(steps: &SlotSteps) -> [u8; 256] {
    let mut back = [NO_SLOT; 256];
    for s in 0..G::SLOTS {
        let found =
            (0..G::SLOTS).find(|&r| steps[usize::from(r)] == steps[usize::from(s)].wrapping_neg());
        back[usize::from(s)] = found.unwrap_or(NO_SLOT);
    }
    back
}

/// The mate of every vertex of `matching` as its slot, by vertex, [`NO_SLOT`] for an
/// unmatched one, for a graph with `SLOTS > 0`.
///
/// # Panics
/// When a mate is not among its vertex's candidates.
pub fn vertex_slots<G: BipartiteGraph>(graph: &G, matching: &Matching) -> Vec<u8> {
    let steps = slot_steps(graph);
    (0..)
        .zip(&matching.mate)
        .map(|(v, &b)| {
            let s = mate_slot::<G>(&steps, v, b);
            assert!(
                b == UNMATCHED || s != NO_SLOT,
                "the mate {b} of {v} is no candidate"
            );
            s
        })
        .collect()
}

/// The matching whose mates are `slots` by vertex, as [`vertex_slots`] gives them.
pub(super) fn matching_from_slots<G: BipartiteGraph>(graph: &G, slots: &[u8]) -> Matching {
    let steps = slot_steps(graph);
    let mate = (0u32..)
        .zip(slots)
        .map(|(v, &s)| {
            if s == NO_SLOT {
                UNMATCHED
            } else {
                v.wrapping_add(steps[usize::from(s)])
            }
        })
        .collect();
    Matching { mate }
}

/// The mates of every vertex as slots, by [`BipartiteGraph::side_index`] within each side: what
/// the Hungarian searches on a graph that numbers its candidates keep, handed on so that the
/// avoidable search need not build its own from the 4-byte mates.
pub struct SideSlots {
    /// Whether the `target` side is the left one.
    pub targets_left: bool,
    /// The slots of the targets' side; an unmatched vertex's is no slot (its step is 0).
    pub target: Vec<u8>,
    /// The slots of the other side, the roots'; [`NO_SLOT`] for an unmatched one.
    pub own: Vec<u8>,
    /// Every vertex without a mate, isolated ones included: the avoidable walk's start, set 64
    /// at a time rather than vertex by vertex from the slots.
    pub unmatched: VertexSet,
}

impl SideSlots {
    /// The slot byte of `v` (an unmatched vertex's is no slot).
    #[inline]
    pub(super) fn of<G: BipartiteGraph>(&self, graph: &G, v: u32) -> u8 {
        let side = if graph.is_left(v) == self.targets_left {
            &self.target
        } else {
            &self.own
        };
        side[graph.side_index(v) as usize]
    }

    /// The matching these slots hold.
    pub fn matching<G: BipartiteGraph>(&self, graph: &G) -> Matching {
        let steps = slot_steps(graph);
        let mate = (0..graph.vertex_count() as u32)
            .map(|v| {
                let s = self.of(graph, v);
                if s < G::SLOTS {
                    v.wrapping_add(steps[usize::from(s)])
                } else {
                    UNMATCHED
                }
            })
            .collect();
        Matching { mate }
    }
}
