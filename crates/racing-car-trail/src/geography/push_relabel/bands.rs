//! The global relabelling in bands of the labelled side, for graphs too big for the cache.

use std::hint::select_unpredictable;

use super::Label;
use super::relabel::{Residual, expand};
use crate::geography::graph::{BipartiteGraph, UNMATCHED};

/// The global relabelling in bands, for graphs too big for the cache. The labelled side is cut
/// into bands of `1 << shift` consecutive side indices (rows, on a grid), and the BFS advances
/// `window` levels within one band before the next band's turn: the band's labels and slots stay
/// in cache over those levels, where one FIFO sweeps the whole frontier, and the memory under it,
/// once per level. Within a band the BFS is the FIFO's; a vertex reached across a band's border
/// moves, when its turn comes, to its own band's bucket for its level, and when that band has
/// already passed the level, it runs again. That can only lower labels, and every lowered vertex
/// is queued and expanded at its new label (an entry whose label has dropped since is skipped),
/// so the labels end as the least over all paths: the exact distances, as with one FIFO.
pub(super) struct Bands {
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
    /// The FIFO of the band that runs, as in the FIFO relabelling: it takes the vertices of other bands
    /// too, which wait in their band's bucket when their turn comes.
    queue: Vec<u32>,
}

impl Bands {
    /// Bands of `1 << shift` side indices, `window` levels at a time, for a labelled side of
    /// `side` vertices.
    pub(super) fn new(shift: u32, window: usize, side: usize) -> Bands {
        Bands {
            shift,
            window,
            side,
            buckets: Vec::new(),
            pending: Vec::new(),
            queue: Vec::new(),
        }
    }

    /// The global relabelling in bands (see [`Relabelling::run`](super::relabel::Relabelling::run)); returns at least the largest
    /// label given (a vertex expanded at a label that drops later counts too), `None` when no
    /// target is free.
    pub(super) fn bfs<L: Label, G: BipartiteGraph>(
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
