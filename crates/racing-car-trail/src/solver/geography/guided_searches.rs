//! Hungarian searches guided by distances to the free targets: best-first on byte labels.
//!
//! A blind BFS from a root grows a ball out to the nearest free target it can reach, which is
//! rarely the nearest on the grid: the alternating paths wind, and most targets close by are
//! out of the root's reach. A search that expands the vertex nearest a free target first heads
//! for one; where that one is out of reach, or was taken since, the search floods the region
//! around it before it leaves, and raises the labels of what it flooded, so that the roots
//! after it go around. The labels start as raster distances (one pass of a distance transform),
//! lower bounds of the alternating steps to a free target, and the flooding raises them a little
//! past the bound it proves, which steers the next searches away sooner.

use super::graph::BipartiteGraph;
use super::slot_search::{FREE, LANES, Lanes, ROOT, SlotSearch, UNSEEN, split_by_side};
use super::slots::NO_SLOT;
use super::vertex_set::VertexSet;

/// Whether the searches from `roots` free vertices of the roots' side on `graph` are guided:
/// on a raster, with fewer than one root per [`GUIDED_BELOW`] vertices.
pub(super) fn guides<G: BipartiteGraph>(graph: &G, roots: usize) -> bool {
    graph.raster_width().is_some() && roots.saturating_mul(GUIDED_BELOW) < graph.vertex_count()
}

/// Guided searches pay where the roots are few, so that their paths are long and most of them
/// augment; where they are many, most fail, and a failed search visits its whole tree in any
/// order, a little slower from the queue by labels than from a FIFO.
pub(super) const GUIDED_BELOW: usize = 160;

/// How far a flooded vertex's label goes above the highest label its search took after it:
/// the bound [`Guide::raise_flooded`] proves is one above; a few more keep the next searches
/// out of the flooded region sooner, which a region whose free target was taken calls for
/// (measured in the bench notes).
const RAISE: u8 = 5;

/// The labels of the roots' side and the best-first queue of [`SlotSearch::guided`].
pub(super) struct Guide {
    /// An estimate of the alternating steps from each vertex of the roots' side (by
    /// [`BipartiteGraph::side_index`]) to a free target, the number of vertices of the targets'
    /// side on a shortest path (1 next to a free target): a lower bound at first, raised past
    /// one by [`Guide::raise_flooded`].
    label: Vec<u8>,
    /// The vertices reached and not yet expanded, by label, each bucket a stack.
    buckets: Vec<Vec<u32>>,
    /// Bit `b` of word `b / 64` set when bucket `b` is not empty.
    occupied: [u64; 4],
}

impl Guide {
    /// Labels from the raster distances to the free `targets` of `graph`, whose raster is
    /// `width` cells wide: a path of `l` steps from `u` (`u -> w -> mate(w)`, each two cells at
    /// most) and on to a free target covers at most `2 l - 1` cells, so a vertex at raster
    /// distance `d` takes `(d + 1) / 2`.
    pub(super) fn new<G: BipartiteGraph>(graph: &G, width: usize, targets: &[u32]) -> Self {
        let distance = raster_distances(graph.vertex_count(), width, targets);
        let targets_left = targets.first().is_some_and(|&t| graph.is_left(t));
        let (_, roots_side) = split_by_side(graph, &distance, targets_left);
        let label = roots_side.into_iter().map(|d| d.div_ceil(2)).collect();
        Guide {
            label,
            buckets: vec![Vec::new(); 256],
            occupied: [0; 4],
        }
    }

    /// Queues `v`, whose label is `l`.
    #[inline]
    fn push(&mut self, v: u32, l: u8) {
        let b = usize::from(l);
        self.buckets[b].push(v);
        self.occupied[b / 64] |= 1 << (b % 64);
    }

    /// Whether a vertex of label below `l` is queued.
    #[inline]
    fn queued_below(&self, l: u8) -> bool {
        let (k, bit) = (usize::from(l / 64), l % 64);
        self.occupied[..k].iter().any(|&word| word != 0) || self.occupied[k] & ((1 << bit) - 1) != 0
    }

    /// The vertex to expand after `next` (with its label), the best vertex the last expansion
    /// reached: it comes first if no label queued is below its own, as it was reached last.
    /// Held out of the queue, it spares the push and pop of each step down the labels.
    #[inline]
    fn after(&mut self, next: Option<(u32, u8)>) -> Option<u32> {
        match next {
            Some((v, l)) if !self.queued_below(l) => Some(v),
            Some((v, l)) => {
                self.push(v, l);
                self.pop()
            }
            None => self.pop(),
        }
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

    /// Empties the queue onto the end of `reached`.
    fn drain_into(&mut self, reached: &mut Vec<u32>) {
        for (k, word) in self.occupied.iter_mut().enumerate() {
            while *word != 0 {
                reached.append(&mut self.buckets[64 * k + word.trailing_zeros() as usize]);
                *word &= *word - 1;
            }
        }
    }

    /// After a search that augmented, raises the labels of the vertices it expanded. When the
    /// search took a vertex of label `l`, every vertex it had expanded before had each of its
    /// successors expanded or queued, none of them next to a free target, and every queued one
    /// at `l` or more; so a path from an expanded vertex to a free target leaves through a
    /// vertex that lies `l` or more steps from one, and itself lies `l + 1` or more (as far as
    /// the labels were lower bounds). Each vertex takes [`RAISE`] more than the highest label
    /// taken after it, where that is above its own.
    fn raise_flooded<G: BipartiteGraph>(&mut self, graph: &G, expanded: &[u32]) {
        let mut after: u8 = 0;
        for &v in expanded.iter().rev() {
            let l = &mut self.label[graph.side_index(v) as usize];
            let own = *l;
            *l = own.max(after.saturating_add(RAISE));
            after = after.max(own);
        }
    }
}

impl<G: BipartiteGraph> SlotSearch<'_, G> {
    /// One search from the free `root` that expands the reached vertex of least label first
    /// (the last reached among equals), with [`SlotSearch::single`]'s contract. The best vertex
    /// each expansion reaches is held as `next` rather than queued (see [`Guide::after`]).
    ///
    /// Lower bounds would stay so as far as the flips go: a free target only ever gets matched,
    /// and the flip of a shortest augmenting path makes no distance shorter (the new steps lead
    /// from each vertex next to the path to one farther back along it). But neither the paths
    /// found nor the raised labels need be exact: the labels only guide, and any augmenting
    /// path leaves a valid matching, so a label that overshoots costs time only.
    pub(super) fn guided(&mut self, guide: &mut Guide, root: u32, deleted: &mut VertexSet) -> bool {
        let graph = self.graph;
        let index = |v: u32| graph.side_index(v) as usize;
        let (steps, back) = (&self.steps, &self.back);
        // `queue` lists the vertices in the order expanded; those reached and not expanded are
        // in the guide's queue and `next`, and join the list at the end.
        let (target, mark, queue) = (&self.target, &mut self.mark, &mut self.queue);
        queue.clear();
        mark[index(root)] = ROOT;
        let mut next = Some((root, guide.label[index(root)]));
        let mut end = None;
        'search: while let Some(u) = guide.after(next) {
            queue.push(u);
            next = None;
            for base in (0..G::SLOTS).step_by(usize::from(LANES)) {
                let lanes = Lanes::read(graph, steps, target, mark, u, base);
                for (s, (t, x, m)) in lanes.iter(base) {
                    if t == FREE {
                        end = Some((u, s));
                        break 'search;
                    }
                    // As in `single`: an isolated candidate is skipped, a matched one's mate joins.
                    if t != NO_SLOT && m == UNSEEN {
                        mark[index(x)] = back[usize::from(s)] + 1;
                        let l = guide.label[index(x)];
                        // The later of two equals goes first, as from the queue.
                        match next {
                            Some((_, best)) if best < l => guide.push(x, l),
                            _ => {
                                if let Some((b, best)) = next {
                                    guide.push(b, best);
                                }
                                next = Some((x, l));
                            }
                        }
                    }
                }
            }
        }
        if end.is_some() {
            guide.raise_flooded(graph, queue);
        }
        queue.extend(next.map(|(v, _)| v));
        guide.drain_into(queue);
        self.conclude(root, end, deleted)
    }
}

/// The distance from each cell of a raster `width` cells wide (`n` cells, row-major) to the
/// nearest of `targets`, obstacles ignored, at most 255: down and up the columns a row at a
/// time, then along each row (distances add across the two axes).
pub fn raster_distances(n: usize, width: usize, targets: &[u32]) -> Vec<u8> {
    let mut distance = vec![u8::MAX; n];
    for &t in targets {
        distance[t as usize] = 0;
    }
    let rows = n.div_ceil(width);
    let nearer = |row: &mut [u8], next: &[u8], by: u8| {
        for (d, &e) in row.iter_mut().zip(next) {
            *d = (*d).min(e.saturating_add(by));
        }
    };
    for r in 1..rows {
        let (before, rest) = distance.split_at_mut(r * width);
        nearer(rest, &before[(r - 1) * width..], 1);
    }
    for r in (1..rows).rev() {
        let (before, rest) = distance.split_at_mut(r * width);
        nearer(&mut before[(r - 1) * width..], rest, 1);
    }
    // Along a row by doubling, whole rows at a time where a scan would go cell by cell: after
    // the shifts by 1, 2, ..., 2^(k-1) each way, a cell holds the least of `d + |j|` over the
    // cells `j` apart from it with `|j| < 2^k`, and distances stop at 255.
    let mut before = vec![0; width];
    for row in distance.chunks_mut(width) {
        let before = &mut before[..row.len()];
        for shift in (0..8).map(|k| 1 << k) {
            if shift >= row.len() {
                break;
            }
            before.copy_from_slice(row);
            let by = shift as u8;
            nearer(&mut row[shift..], before, by);
            nearer(row, &before[shift..], by);
        }
    }
    distance
}
