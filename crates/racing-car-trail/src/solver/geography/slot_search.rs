//! One Hungarian search at a time on a grid's bytes: the state the blind searches
//! ([`slot_searches`](super::slot_searches::slot_searches)) and the guided ones
//! (`SlotSearch::guided`) share, the blind step, and the flip of a path found.

use super::graph::BipartiteGraph;
use super::slots::{NO_SLOT, eight_bytes, slot_backs, slot_steps};
use super::vertex_set::{VertexSet, gather_byte_bits};

/// A targets' side vertex without a mate that has a neighbour: where a search augments.
pub(super) const FREE: u8 = NO_SLOT - 1;
/// A roots' side vertex not reached by the current search (marks above it are parent slots + 1).
pub(super) const UNSEEN: u8 = 0;
/// The mark of the current search's root.
pub(super) const ROOT: u8 = u8::MAX - 1;
/// The mark of a vertex of a deleted Hungarian tree: no later search enters it.
const DELETED: u8 = u8::MAX;

/// The state of the searches of [`slot_searches`](super::slot_searches::slot_searches), by [`BipartiteGraph::side_index`]: `target` for the targets'
/// side, `mark` for the roots' side.
pub(super) struct SlotSearch<'g, G> {
    pub(super) graph: &'g G,
    /// Each slot's step, 0 for every byte that is no slot.
    pub(super) steps: [u32; 256],
    /// The slot of the step back along each slot's step (`steps[back[s]] == -steps[s]`).
    pub(super) back: [u8; 256],
    pub(super) target: Vec<u8>,
    /// The mate of each vertex of the roots' side as its slot, [`NO_SLOT`] for a free one.
    pub(super) own: Vec<u8>,
    pub(super) mark: Vec<u8>,
    /// Every vertex without a mate (see [`SideSlots::unmatched`](super::slots::SideSlots));
    /// the flips take out their ends.
    pub(super) unmatched: VertexSet,
    /// Every vertex of the current search's tree, in the order reached (the BFS queue); each
    /// vertex of the roots' side enters it at most once per search.
    pub(super) queue: Vec<u32>,
}

impl<'g, G: BipartiteGraph> SlotSearch<'g, G> {
    /// The searches' state from the slots of the mates by vertex, and the free `targets`.
    pub(super) fn new(graph: &'g G, slots: Vec<u8>, targets_left: bool, targets: &[u32]) -> Self {
        let steps = slot_steps(graph);
        let back = slot_backs::<G>(&steps);
        let unmatched = no_slots(&slots);
        let (mut target, own) = split_by_side(graph, &slots, targets_left);
        for &t in targets {
            target[graph.side_index(t) as usize] = FREE;
        }
        SlotSearch {
            graph,
            steps,
            back,
            target,
            own,
            mark: vec![UNSEEN; graph.side_len()],
            unmatched,
            queue: Vec::new(),
        }
    }

    /// One BFS from the free `root`; augments along a shortest path and returns `true`, or marks
    /// the alternating tree it grew deleted (and adds it to `deleted`) and returns `false`.
    pub(super) fn single(&mut self, root: u32, deleted: &mut VertexSet) -> bool {
        let graph = self.graph;
        let index = |v: u32| graph.side_index(v) as usize;
        let (steps, back) = (&self.steps, &self.back);
        let (target, mark, queue) = (&self.target, &mut self.mark, &mut self.queue);
        queue.clear();
        queue.push(root);
        mark[index(root)] = ROOT;
        let mut head = 0;
        let mut end = None;
        'search: while let Some(&u) = queue.get(head) {
            head += 1;
            for base in (0..G::SLOTS).step_by(usize::from(LANES)) {
                let lanes = Lanes::read(graph, steps, target, mark, u, base);
                for (s, (t, x, m)) in lanes.iter(base) {
                    if t == FREE {
                        end = Some((u, s));
                        break 'search;
                    }
                    // Isolated: no neighbour here. Else `x`, the mate, joins the tree if new.
                    if t != NO_SLOT && m == UNSEEN {
                        mark[index(x)] = back[usize::from(s)] + 1;
                        queue.push(x);
                    }
                }
            }
        }
        self.conclude(root, end, deleted)
    }

    /// Ends the search from `root` whose tree is `queue`: flips the path to the free vertex
    /// found along slot `s` from `u` when `end` is `Some((u, s))`, and clears the marks, and
    /// returns `true`; else marks the tree deleted (and adds it to `deleted`) and returns `false`.
    pub(super) fn conclude(
        &mut self,
        root: u32,
        end: Option<(u32, u8)>,
        deleted: &mut VertexSet,
    ) -> bool {
        let index = |v: u32| self.graph.side_index(v) as usize;
        match end {
            Some((u, s)) => {
                self.flip(root, u, s);
                let mark = &mut self.mark;
                self.queue.iter().for_each(|&v| mark[index(v)] = UNSEEN);
                true
            }
            None => {
                for &v in &self.queue {
                    self.mark[index(v)] = DELETED;
                    deleted.insert(v);
                }
                false
            }
        }
    }

    /// Flips the path of the current tree from `root` to `u` and on along slot `s` to a free
    /// vertex: each vertex of the roots' side takes the one after it, and the one before is
    /// found from its old mate by its mark.
    fn flip(&mut self, root: u32, mut u: u32, mut s: u8) {
        let index = |v: u32| self.graph.side_index(v) as usize;
        self.unmatched.remove(root);
        self.unmatched
            .remove(u.wrapping_add(self.steps[usize::from(s)]));
        loop {
            let take = u.wrapping_add(self.steps[usize::from(s)]);
            let old = u.wrapping_add(self.steps[usize::from(self.own[index(u)])]);
            self.own[index(u)] = s;
            self.target[index(take)] = self.back[usize::from(s)];
            if u == root {
                return;
            }
            // The slot from `old` back to the parent.
            let p = self.mark[index(u)] - 1;
            u = old.wrapping_add(self.steps[usize::from(p)]);
            s = self.back[usize::from(p)];
        }
    }
}

/// The set of vertices whose byte in `slots` is [`NO_SLOT`], eight bytes at a time.
pub fn no_slots(slots: &[u8]) -> VertexSet {
    let mut set = VertexSet::new(slots.len());
    for (word, slots) in set.words.iter_mut().zip(slots.chunks(64)) {
        *word = (0..)
            .step_by(8)
            .zip(slots.chunks(8))
            .fold(0, |bits, (i, bytes)| {
                bits | all_ones(eight_bytes(bytes, 0)) << i
            });
    }
    set
}

/// Bit `i` set when byte `i` of `x` is all ones: the shifts fold each byte's eight bits into its
/// lowest.
fn all_ones(x: u64) -> u64 {
    let x = x & x >> 1;
    let x = x & x >> 2;
    let x = x & x >> 4;
    gather_byte_bits(x & 0x0101_0101_0101_0101)
}

/// The bytes of `per_vertex` split by side, each by [`BipartiteGraph::side_index`]: the targets'
/// side (left when `targets_left`) and the other; [`NO_SLOT`] where a side has no vertex.
pub fn split_by_side<G: BipartiteGraph>(
    graph: &G,
    per_vertex: &[u8],
    targets_left: bool,
) -> (Vec<u8>, Vec<u8>) {
    let (mut left, mut right) = (
        vec![NO_SLOT; graph.side_len()],
        vec![NO_SLOT; graph.side_len()],
    );
    if G::ALTERNATING {
        // Even vertices are right and odd ones left, both at `v / 2`.
        let pairs = per_vertex.chunks_exact(2);
        if let [last] = pairs.remainder() {
            right[per_vertex.len() / 2] = *last;
        }
        for ((r, l), pair) in right.iter_mut().zip(&mut left).zip(pairs) {
            (*r, *l) = (pair[0], pair[1]);
        }
    } else {
        for (v, &b) in (0..).zip(per_vertex) {
            let side = if graph.is_left(v) {
                &mut left
            } else {
                &mut right
            };
            side[graph.side_index(v) as usize] = b;
        }
    }
    if targets_left {
        (left, right)
    } else {
        (right, left)
    }
}

/// How many candidates [`Lanes`] reads at once.
pub(super) const LANES: u8 = 4;

/// Up to [`LANES`] candidates of a vertex `u` of the roots' side, read before any is tested:
/// each one's byte on the targets' side, its mate `x` (the candidate itself when it has none,
/// as a byte that is no slot steps by 0) and the mark of `x` (meaningless then). The tests of
/// a search's step are coin tosses; read one candidate at a time, each mispredicted test threw
/// away the reads behind it, where these overlap.
pub(super) struct Lanes {
    count: u8,
    target: [u8; LANES as usize],
    mate: [u32; LANES as usize],
    mark: [u8; LANES as usize],
}

impl Lanes {
    /// The candidates of `u` at slots `base..` (at most [`LANES`] of them), from the searches'
    /// tables (by side index).
    #[inline(always)]
    pub(super) fn read<G: BipartiteGraph>(
        graph: &G,
        steps: &[u32; 256],
        target: &[u8],
        mark: &[u8],
        u: u32,
        base: u8,
    ) -> Lanes {
        let index = |v: u32| graph.side_index(v) as usize;
        let count = (G::SLOTS - base).min(LANES);
        let mut lanes = Lanes {
            count,
            target: [NO_SLOT; LANES as usize],
            mate: [0; LANES as usize],
            mark: [0; LANES as usize],
        };
        for i in 0..usize::from(count) {
            let w = u.wrapping_add(steps[usize::from(base) + i]);
            lanes.target[i] = target[index(w)];
            lanes.mate[i] = w.wrapping_add(steps[usize::from(lanes.target[i])]);
        }
        for i in 0..usize::from(count) {
            lanes.mark[i] = mark[index(lanes.mate[i])];
        }
        lanes
    }

    /// Each candidate's slot (from `base`), byte, mate and mark, in slot order.
    #[inline(always)]
    pub(super) fn iter(&self, base: u8) -> impl Iterator<Item = (u8, (u8, u32, u8))> + '_ {
        (base..)
            .zip((0..usize::from(self.count)).map(|i| (self.target[i], self.mate[i], self.mark[i])))
    }
}
