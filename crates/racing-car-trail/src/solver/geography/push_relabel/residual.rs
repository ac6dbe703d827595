//! What both ways of the global relabelling share (one FIFO in `relabel.rs`, bands in `bands.rs`):
//! the residual graph they read, and the BFS step they take from a vertex.

use std::hint::select_unpredictable;

use crate::solver::geography::graph::{BipartiteGraph, UNMATCHED};
use crate::solver::geography::slots::{NO_SLOT, SlotSteps};

/// What the global relabelling reads: the graph and the mates of the moving side, as slots by
/// `side_index` with the table of their steps when the graph numbers its candidates.
pub struct Residual<'a, G> {
    /// The graph.
    pub graph: &'a G,
    /// Each vertex's mate.
    pub mate: &'a [u32],
    /// Each vertex's mate as a slot, on a graph that numbers its candidates.
    pub slot: &'a [u8],
    /// The step of each slot.
    pub steps: &'a SlotSteps,
}

impl<G: BipartiteGraph> Residual<'_, G> {
    /// The mate of the candidate `y` and the index of its label; when `y` has no mate, some
    /// vertex and `none`, the index of the spare label that stays zero during a BFS. No branch:
    /// whether a candidate is matched is a coin toss on random fields.
    #[inline]
    pub(super) fn mate_of(&self, y: u32, none: usize) -> (u32, usize) {
        let graph = self.graph;
        if G::SLOTS > 0 {
            // One table read, where computing the step selected a step and a sign: a quarter
            // fewer instructions in the relabelling. Without a mate the step is 0: `y` stands in
            // for the mate, and its index is dropped.
            let s = self.slot[graph.side_index(y) as usize];
            let b = y.wrapping_add(self.steps[usize::from(s)]);
            let i = graph.side_index(b) as usize;
            (b, select_unpredictable(s != NO_SLOT, i, none))
        } else {
            let b = self.mate[y as usize];
            let matched = b != UNMATCHED;
            // `b` is no vertex when unmatched: index vertex 0 in its place.
            let i = graph.side_index(select_unpredictable(matched, b, 0)) as usize;
            (b, select_unpredictable(matched, i, none))
        }
    }
}

/// A BFS step of the global relabelling from `$w`: every candidate's mate labelled above `$next`
/// gets `$next` and joins `$queue` at `$tail`. Branch-free: the BFS visits levels in order, so
/// lowering a label is what marks a vertex new, and each mate is written to the queue's next
/// slot, which is kept only then. Whether a candidate is new is a coin toss on random fields; a
/// branch on it cost a third of the BFS. A macro, not a function: as a function, even inlined,
/// the step took a tenth more instructions.
macro_rules! expand {
    ($view:expr, $w:expr, $next:expr, $label:expr, $queue:expr, $tail:ident, $none:expr) => {
        $view.graph.for_each_candidate($w, |y| {
            let (b, i) = $view.mate_of(y, $none);
            let old = $label[i];
            let lower = $next < old;
            $label[i] = select_unpredictable(lower, $next, old);
            $queue[$tail] = b;
            $tail += usize::from(lower);
        })
    };
}
pub(super) use expand;
