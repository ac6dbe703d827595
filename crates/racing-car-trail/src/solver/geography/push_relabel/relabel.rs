//! Push-relabel's global relabelling: the exact alternating distances, by one FIFO BFS or in bands.

use std::hint::select_unpredictable;

use super::Label;
use super::bands::Bands;
use super::residual::{Residual, expand};
use crate::solver::geography::graph::{BipartiteGraph, UNMATCHED};

/// From a [`BipartiteGraph::side_len`] this long up (a grid of about 8.4 million cells), the
/// global relabelling runs in bands (see [`Bands`]): there they beat one FIFO by up to a quarter,
/// while at 2000 x 2000 (2^21 per side) the two were even and the FIFO is the simpler (figures in
/// `bench/racing-car-trail-notes.md`).
const BANDED_FROM: usize = 1 << 22;

/// Bands of 2^19 side indices: 1.5 MiB of labels and slots (on a 4000 x 4000 grid, 262 rows).
const BAND_SHIFT: u32 = 19;

/// BFS levels a band advances before the next band's turn: windows from 8 to 128 levels, and
/// bands from 2^17 to 2^21, all gained alike (see the bench notes).
const WINDOW: usize = 32;

/// How push-relabel's global relabelling runs its BFS.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plan {
    /// One FIFO queue over the whole labelled side.
    Fifo,
    /// Bands of `1 << shift` consecutive side indices, `window` levels at a time (see [`Bands`]).
    Banded {
        /// A band holds `1 << shift` side indices.
        shift: u32,
        /// Levels expanded per band before the next band's turn.
        window: usize,
    },
}

impl Plan {
    /// In bands from a [`BipartiteGraph::side_len`] of `BANDED_FROM` up, else one FIFO.
    pub fn for_graph<G: BipartiteGraph>(graph: &G) -> Plan {
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

/// Push-relabel's global relabelling: a BFS from the free targets that sets every label to the
/// exact alternating distance, out of reach when there is none or it is too far for the labels.
pub enum Relabelling {
    /// Vertices of the labelled side enter the queue at most once each, and one slot more takes
    /// the write of a vertex that is not kept.
    Fifo {
        /// The BFS queue.
        queue: Vec<u32>,
    },
    /// The BFS in bands ([`Bands`]).
    Banded(Bands),
}

impl Relabelling {
    /// Ready for a labelled side with `side` vertices.
    pub fn new(plan: Plan, side: usize) -> Relabelling {
        match plan {
            Plan::Fifo => Relabelling::Fifo {
                queue: vec![0; side + 1],
            },
            Plan::Banded { shift, window } => {
                debug_assert!(
                    window > 0 && shift < usize::BITS,
                    "bands {shift}, window {window}"
                );
                Relabelling::Banded(Bands::new(shift, window, side))
            }
        }
    }

    /// Relabels every entry of `label` but the last, the spare one (see `Residual::mate_of`).
    /// Returns whether two more than each label given still fits in `L`; if not, some labels
    /// may be out of reach only for want of room.
    pub fn run<L: Label, G: BipartiteGraph>(
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
