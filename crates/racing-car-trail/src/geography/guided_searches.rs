//! Hungarian searches guided by distances to the free targets: best-first on byte labels.
//!
//! A blind BFS from a root grows a ball out to the nearest free target it can reach, which is
//! rarely the nearest on the grid: the alternating paths wind, and most targets close by are
//! out of the root's reach. Labels that count the alternating steps from each vertex of the
//! roots' side to a free target, found once by one backward BFS from every free target, lead
//! a search straight to one, and a search that takes the vertex of least label first goes
//! down them. Augmenting paths only ever take free targets, so a label can only grow stale
//! by being too low (a lower bound of the distance, as shown below); a search then floods the
//! stale basin before it leaves, and raises the labels of what it flooded, so that the roots
//! after it go around.

use super::graph::BipartiteGraph;
use super::slot_searches::{FREE, ROOT, SlotSearch, UNSEEN};
use super::slots::NO_SLOT;
use super::vertex_set::VertexSet;

/// Whether the searches from `roots` free vertices of the roots' side on `graph` are guided:
/// fewer than one per [`GUIDED_BELOW`] vertices.
pub(super) fn guides<G: BipartiteGraph>(graph: &G, roots: usize) -> bool {
    roots.saturating_mul(GUIDED_BELOW) < graph.vertex_count()
}

/// Guided searches pay where the roots are few, so that their paths are long and most of them
/// augment; where they are many (random grids from about 18% obstacles), most fail, a failed
/// search visits its whole tree in any order, and the labelling costs more than it saves.
pub(super) const GUIDED_BELOW: usize = 160;

/// The label of a vertex from which no free target can be reached: it never can again, so a
/// root with it fails and is searched blind.
const DEAD: u8 = u8::MAX;

/// The highest label of a vertex that reaches a free target: farther ones share it.
const FAR: u8 = DEAD - 1;

/// The labels of the roots' side and the best-first queue of [`SlotSearch::guided`].
pub(super) struct Guide {
    /// A lower bound of the alternating steps from each vertex of the roots' side (by
    /// [`BipartiteGraph::side_index`]) to a free target, at most [`FAR`]; [`DEAD`] when none
    /// can be reached.
    label: Vec<u8>,
    /// The vertices reached and not yet expanded, by label, each bucket a stack.
    buckets: Vec<Vec<u32>>,
    /// Bit `b` of word `b / 64` set when bucket `b` is not empty.
    occupied: [u64; 4],
    /// The vertices the current search expanded, in order.
    expanded: Vec<u32>,
}

impl Guide {
    /// The exact labels of `search`'s matching, whose free targets are `targets`: a BFS back
    /// from them. A vertex next to a free target is at 1; the predecessors of a vertex `x` are
    /// the other candidates of its mate (a step `u -> w -> mate(w)` ends at `x` when `w` is
    /// `x`'s mate), and a free vertex has none. Candidates that are no vertex get labels too,
    /// which nothing reads. Borrows the searches' queue for the BFS.
    pub(super) fn new<G: BipartiteGraph>(
        search: &mut SlotSearch<'_, '_, G>,
        targets: &[u32],
    ) -> Self {
        let graph = search.graph;
        let index = |v: u32| graph.side_index(v) as usize;
        let (steps, own) = (&search.steps, &search.own);
        let mut label = vec![DEAD; graph.side_len()];
        let queue = &mut search.queue;
        queue.clear();
        for &t in targets {
            for s in 0..G::SLOTS {
                let u = t.wrapping_add(steps[usize::from(s)]);
                let l = &mut label[index(u)];
                if *l == DEAD {
                    *l = 1;
                    queue.push(u);
                }
            }
        }
        let mut head = 0;
        while let Some(&x) = queue.get(head) {
            head += 1;
            let o = own[index(x)];
            if o == NO_SLOT {
                continue;
            }
            let next = (label[index(x)] + 1).min(FAR);
            let w = x.wrapping_add(steps[usize::from(o)]);
            for s in 0..G::SLOTS {
                let u = w.wrapping_add(steps[usize::from(s)]);
                let l = &mut label[index(u)];
                if *l == DEAD {
                    *l = next;
                    queue.push(u);
                }
            }
        }
        queue.clear();
        Guide {
            label,
            buckets: vec![Vec::new(); 256],
            occupied: [0; 4],
            expanded: Vec::new(),
        }
    }

    /// Queues `v`, whose label is `l`.
    #[inline]
    fn push(&mut self, v: u32, l: u8) {
        let b = usize::from(l);
        self.buckets[b].push(v);
        self.occupied[b / 64] |= 1 << (b % 64);
    }

    /// The last vertex queued among those of least label, taken off the queue.
    #[inline]
    fn pop(&mut self) -> Option<u32> {
        let (k, word) = self.occupied.iter().enumerate().find(|(_, w)| **w != 0)?;
        let b = 64 * k + word.trailing_zeros() as usize;
        let bucket = &mut self.buckets[b];
        let v = bucket.pop();
        if bucket.is_empty() {
            self.occupied[k] &= !(1 << (b % 64));
        }
        v
    }

    /// Empties the queue.
    fn clear(&mut self) {
        for (k, word) in self.occupied.iter_mut().enumerate() {
            while *word != 0 {
                self.buckets[64 * k + word.trailing_zeros() as usize].clear();
                *word &= *word - 1;
            }
        }
    }

    /// After a search that augmented, raises the labels of the vertices it expanded. When the
    /// search took a vertex of label `l`, every vertex it had expanded before had each of its
    /// successors expanded or queued, none of them next to a free target, and every queued one
    /// at `l` or more; so a path from an expanded vertex to a free target leaves through a
    /// vertex that lies `l` or more steps from one, and itself lies `l + 1` or more. Each
    /// vertex takes one more than the highest label taken after it (a lower bound, as the
    /// labels were), where that is above its own.
    fn raise_flooded<G: BipartiteGraph>(&mut self, graph: &G) {
        let mut after = 0;
        for &v in self.expanded.iter().rev() {
            let l = &mut self.label[graph.side_index(v) as usize];
            let own = *l;
            if after >= own {
                *l = (after + 1).min(FAR);
            }
            after = after.max(own);
        }
    }
}

impl<G: BipartiteGraph> SlotSearch<'_, '_, G> {
    /// One search from the free `root` that expands the reached vertex of least label first
    /// (the last reached among equals), with [`SlotSearch::single`]'s contract; a root from
    /// which no free target could be reached when the labels were found is searched blind, as
    /// it fails.
    ///
    /// The labels stay lower bounds: a free target only ever gets matched, and an augmenting
    /// path taken down exact labels is a shortest one, whose flip makes no distance shorter
    /// (the new steps lead from each vertex next to the path to one farther along it back).
    /// Paths taken down stale labels need not be shortest; the labels only guide, and any
    /// augmenting path leaves a valid matching, so a label that overshoots costs time only.
    pub(super) fn guided(&mut self, guide: &mut Guide, root: u32, deleted: &mut VertexSet) -> bool {
        let graph = self.graph;
        let index = |v: u32| graph.side_index(v) as usize;
        if guide.label[index(root)] == DEAD {
            return self.single(root, deleted);
        }
        let (steps, back) = (&self.steps, &self.back);
        let (target, mark, queue) = (&self.target, &mut self.mark, &mut self.queue);
        queue.clear();
        queue.push(root);
        mark[index(root)] = ROOT;
        guide.expanded.clear();
        guide.push(root, guide.label[index(root)]);
        let mut end = None;
        'search: while let Some(u) = guide.pop() {
            guide.expanded.push(u);
            for s in 0..G::SLOTS {
                let w = u.wrapping_add(steps[usize::from(s)]);
                let t = target[index(w)];
                if t == FREE {
                    end = Some((u, s));
                    break 'search;
                }
                // As in `single`: an isolated candidate is skipped, a matched one's mate joins.
                if t != NO_SLOT {
                    let x = w.wrapping_add(steps[usize::from(t)]);
                    let m = &mut mark[index(x)];
                    if *m == UNSEEN {
                        *m = back[usize::from(s)] + 1;
                        queue.push(x);
                        guide.push(x, guide.label[index(x)]);
                    }
                }
            }
        }
        guide.clear();
        if end.is_some() {
            guide.raise_flooded(graph);
        }
        self.conclude(root, end, deleted)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::geography::matching::{Matching, free_by_side};
    use crate::geography::push_relabel::push_relabel;
    use crate::geography::slot_searches::slot_searches_with;
    use crate::geography::test_support::*;

    proptest! {
        /// From any matching, the guided searches reach a valid matching as large as
        /// push-relabel's and hand on the free lists a pass over every vertex would find, and
        /// the trees they delete are the same set as the blind searches' (every vertex of the
        /// roots' side an even alternating path of the final matching reaches from a free one).
        #[test]
        fn guided_searches_reach_a_maximum_matching_on_grids(
            rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 1..=10u64,
            thin: bool,
        ) {
            let field = random_field(rows, cols, seed, density);
            for start in [some_matching(&field, seed, thin), Matching::empty(field.vertex_count())] {
                let mut expected = start.clone();
                push_relabel(&field, &mut expected);
                let mut blind = start.clone();
                let free = free_by_side(&field, &blind);
                let (_, blind_deleted, _) = slot_searches_with(&field, &mut blind, free, |_, _| false);
                let mut matching = start;
                let free = free_by_side(&field, &matching);
                let (free, deleted, _) = slot_searches_with(&field, &mut matching, free, |_, _| true);
                prop_assert!(valid(&field, &matching));
                prop_assert_eq!(matching.size(), expected.size());
                prop_assert_eq!(&free, &free_by_side(&field, &matching));
                prop_assert_eq!(deleted, blind_deleted);
            }
        }
    }
}
