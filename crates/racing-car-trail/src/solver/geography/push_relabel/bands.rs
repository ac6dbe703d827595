//! The global relabelling in bands of the labelled side, for graphs too big for the cache.

use std::hint::select_unpredictable;

use super::Label;
use super::residual::{Residual, expand};
use crate::solver::geography::graph::{BipartiteGraph, UNMATCHED};

/// The global relabelling in bands, for graphs too big for the cache. The labelled side is cut
/// into bands of `1 << shift` consecutive side indices (rows, on a grid), and the BFS advances
/// `window` levels within one band before the next band's turn: the band's labels and slots stay
/// in cache over those levels, where one FIFO sweeps the whole frontier, and the memory under it,
/// once per level. Within a band the BFS is the FIFO's; a vertex reached across a band's border
/// moves, when its turn comes, to its own band's bucket for its level, and when that band has
/// already passed the level, it runs again. That can only lower labels, and every lowered vertex
/// is queued and expanded at its new label (an entry whose label has dropped since is skipped),
/// so the labels end as the least over all paths: the exact distances, as with one FIFO.
pub struct Bands {
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
    /// The FIFO of the band that runs, as in the FIFO relabelling: it takes the vertices of other
    /// bands too, which wait in their band's bucket when their turn comes.
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

    /// The global relabelling in bands (see
    /// [`Relabelling::run`](super::relabel::Relabelling::run)); returns at least the largest
    /// label given (a vertex expanded at a label that drops later counts too), `None` when no
    /// target is free.
    pub(super) fn bfs<L: Label, G: BipartiteGraph>(
        &mut self,
        view: &Residual<'_, G>,
        targets: &[u32],
        label: &mut [L],
    ) -> Option<L> {
        self.seed(view, targets, label);
        // The ring position and the label of the window's first level.
        let (mut base, mut first) = (0, Some(L::ZERO));
        let mut levels: Vec<Option<L>> = Vec::with_capacity(self.window + 1);
        let (mut largest, mut descending) = (None, false);
        loop {
            levels.clear();
            levels.push(first);
            for j in 1..=self.window {
                levels.push(levels[j - 1].and_then(L::plus_two));
            }
            largest = largest.max(self.sweep_window(view, label, &levels, base, &mut descending));
            // The level after the window starts the next one.
            base = (base + self.window) % (self.window + 1);
            first = levels[self.window];
            if !self.start_window(base) {
                debug_assert!(
                    self.buckets.iter().all(Vec::is_empty) && !self.pending.contains(&true),
                    "buckets are empty between two relabellings"
                );
                return largest;
            }
        }
    }

    /// Sizes the buckets for `label`'s side and queues the free targets at label 0, each in its
    /// band's bucket for the first window.
    fn seed<L: Label, G: BipartiteGraph>(
        &mut self,
        view: &Residual<'_, G>,
        targets: &[u32],
        label: &mut [L],
    ) {
        let ring = self.window + 1;
        let count = ((label.len() - 1) >> self.shift) + 1;
        if self.pending.len() != count {
            self.buckets = vec![Vec::new(); count * ring];
            self.pending = vec![false; count];
        }
        for &t in targets {
            if view.mate[t as usize] == UNMATCHED {
                let i = view.graph.side_index(t) as usize;
                label[i] = L::ZERO;
                self.buckets[(i >> self.shift) * ring].push(t);
                self.pending[i >> self.shift] = true;
            }
        }
    }

    /// Runs the bands with work in the window of `levels` (at ring position `base`) until none
    /// has any left, sweeping in alternating directions so that a band's news reaches the bands
    /// on both sides soon (`descending` carries the direction from window to window); returns
    /// the largest level expanded.
    fn sweep_window<L: Label, G: BipartiteGraph>(
        &mut self,
        view: &Residual<'_, G>,
        label: &mut [L],
        levels: &[Option<L>],
        base: usize,
        descending: &mut bool,
    ) -> Option<L> {
        let count = self.pending.len();
        let (mut largest, mut busy) = (None, true);
        while busy {
            busy = false;
            for k in 0..count {
                let band = if *descending { count - 1 - k } else { k };
                if std::mem::take(&mut self.pending[band]) {
                    busy = true;
                    largest = largest.max(self.run_band(view, label, band, levels, base));
                }
            }
            *descending = !*descending;
        }
        largest
    }

    /// One band's turn: its FIFO over the window's levels, from what waits in its buckets.
    /// Vertices of other bands go to their band's bucket, and what is left one level past the
    /// window to the next window's; returns the largest level expanded.
    fn run_band<L: Label, G: BipartiteGraph>(
        &mut self,
        view: &Residual<'_, G>,
        label: &mut [L],
        band: usize,
        levels: &[Option<L>],
        base: usize,
    ) -> Option<L> {
        let (graph, none) = (view.graph, label.len() - 1);
        let index = |v: u32| graph.side_index(v) as usize;
        let (shift, window, ring) = (self.shift, self.window, self.window + 1);
        let (mut head, mut tail, mut copied, mut largest) = (0, 0, 0, None);
        // Nothing is queued at a level past the labels' ceiling: `next` is out of reach there,
        // and lowers nothing.
        for j in (0..window).take_while(|&j| levels[j].is_some()) {
            let level = levels[j].unwrap_or(L::OUT_OF_REACH);
            let next = levels[j + 1].unwrap_or(L::OUT_OF_REACH);
            let at = (base + j) % ring;
            tail = self.admit(band * ring + at, j == 0, tail, &mut copied);
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
        largest
    }

    /// Appends bucket `at`'s arrivals to the band's queue after its first `tail` entries, which
    /// come from the level below; returns the new tail. Besides them, a band's turn queues each
    /// vertex at most once (levels only go up), and the queue has one spare slot, as in the FIFO
    /// relabelling: `copied` counts the arrivals of this turn, and the queue grows to hold them.
    fn admit(&mut self, at: usize, starts_window: bool, tail: usize, copied: &mut usize) -> usize {
        let bucket = &mut self.buckets[at];
        *copied += bucket.len();
        if self.queue.len() < *copied + self.side + 1 {
            self.queue.resize(*copied + self.side + 1, 0);
        }
        self.queue[tail..tail + bucket.len()].copy_from_slice(bucket);
        let tail = tail + bucket.len();
        if starts_window {
            // A whole frontier starts the window, at ring positions that move from window to
            // window: let its memory go.
            *bucket = Vec::new();
        } else {
            bucket.clear();
        }
        tail
    }

    /// Marks the bands with vertices waiting at ring position `base`, where the next window
    /// starts; `false` when there are none.
    fn start_window(&mut self, base: usize) -> bool {
        let ring = self.window + 1;
        let mut more = false;
        for (band, pending) in self.pending.iter_mut().enumerate() {
            if !self.buckets[band * ring + base].is_empty() {
                *pending = true;
                more = true;
            }
        }
        more
    }
}
