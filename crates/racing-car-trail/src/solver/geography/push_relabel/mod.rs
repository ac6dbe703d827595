//! Push-relabel with global relabelling.

pub mod bands;
pub mod relabel;
pub mod residual;

use std::collections::VecDeque;
use std::hint::select_unpredictable;

use super::graph::{BipartiteGraph, MAX_VERTICES, UNMATCHED, check_vertex_count};
use super::matching::{FreeLists, Matching, by_side, free_by_side};
use super::slots::{NO_SLOT, SlotSteps, mate_slots, slot_steps};
pub use relabel::Plan;
use relabel::Relabelling;
use residual::Residual;

/// Grows `matching` into a maximum matching by push-relabel with global relabelling (the
/// "double push" form for bipartite graphs). The free vertices of one side are *active*; every
/// vertex of the other side carries a label, a lower bound on its alternating distance to a free
/// vertex of its side (free: 0; matched `w`: 2 + the least label among the other neighbours of
/// `w`'s mate). An active `u` takes its neighbour `w` of least label, whose mate (if any) becomes
/// active, and `w` is relabelled to 2 + the second least label around `u`. Every so often a BFS
/// from the free vertices of the labelled side recomputes the exact distances; an active vertex
/// whose neighbours are all out of reach is dropped for good (labels never decrease, and a label
/// out of reach stays out of reach).
///
/// Each step moves one free vertex one edge pair along a shortest known path and resolves
/// conflicts locally by relabelling, where augmenting-path methods pay for a whole search per
/// path: on big grids after a greedy matching, the few free vertices left are far apart and
/// Hopcroft–Karp's phases each sweep most of the graph to augment a handful of paths. The active
/// vertices wait in a FIFO queue; two at a time move in turns, each following the vertices it
/// bumps for a while (a chain), so that one push's loads overlap the other's.
///
/// # Constraints
/// Every matched pair of `matching` must be an edge of `graph`.
///
/// # Panics
/// When the graph numbers its candidates and a matched pair is not among each other's candidates.
///
/// # Complexity
/// O(V E) in the worst case; in practice a few global relabellings of O(V + E) each. Memory, by
/// [`BipartiteGraph::side_len`]: 2 bytes of labels (4 bytes, in a second run from the matching
/// reached so far, once some distance outgrows them), and 1 byte of mate slots when the graph
/// numbers its candidates; a BFS queue slot per vertex of the labelled side (on big graphs, where
/// the BFS runs in bands, plus the frontiers that wait for their band's turn), and the active
/// queue of at most one entry per free vertex.
pub fn push_relabel<G: BipartiteGraph>(graph: &G, matching: &mut Matching) {
    let free = free_by_side(graph, matching);
    push_relabel_from(graph, matching, free);
}

/// [`push_relabel`] given the free vertices with a neighbour, as [`free_by_side`] lists them.
/// Returns those the maximum matching leaves, listed the same way.
pub fn push_relabel_from<G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    free: FreeLists,
) -> FreeLists {
    let n = graph.vertex_count();
    check_vertex_count(n);
    let plan = Plan::for_graph(graph);
    push_relabel_with::<u16, G>(graph, matching, free, plan).unwrap_or_else(|| {
        let free = free_by_side(graph, matching);
        push_relabel_with::<u32, G>(graph, matching, free, plan)
            .expect("u32 labels hold every distance")
    })
}

/// The type of push-relabel's distance labels. Narrow labels halve the memory the global
/// relabelling sweeps over; they cover the distances of all but path-like graphs.
pub trait Label: Copy + Ord {
    /// Out of reach: above every label that can be a distance.
    const OUT_OF_REACH: Self;
    /// The label of a free target.
    const ZERO: Self;
    /// `self + 2`, or `None` when the type cannot tell that from out of reach. A type that holds
    /// every distance saturates at out of reach instead, which is then the truth.
    fn plus_two(self) -> Option<Self>;
}

/// A narrow label type: its maximum is out of reach, and a distance that would reach it does not
/// fit.
macro_rules! narrow_label {
    ($t:ty) => {
        impl Label for $t {
            const OUT_OF_REACH: $t = <$t>::MAX;
            const ZERO: $t = 0;
            #[inline]
            fn plus_two(self) -> Option<$t> {
                self.checked_add(2).filter(|&l| l < <$t>::MAX)
            }
        }
    };
}

narrow_label!(u16);
// Labels whose ceiling small graphs reach: the tests' runs out of labels and early relabellings.
narrow_label!(u8);

impl Label for u32 {
    /// A distance is below 2 V <= 2 [`MAX_VERTICES`], so every label fits: one that climbs to
    /// this bound is out of reach indeed.
    const OUT_OF_REACH: u32 = 2 * MAX_VERTICES as u32 + 2;
    const ZERO: u32 = 0;
    #[inline]
    fn plus_two(self) -> Option<u32> {
        Some((self + 2).min(Self::OUT_OF_REACH))
    }
}

/// [`push_relabel`] with labels of type `L`, from the free vertices `free` lists (as
/// [`free_by_side`] does). Returns `None`, leaving a valid matching at least as large as before,
/// as soon as a global relabelling meets a distance that does not fit in `L`; once the matching
/// is maximum, the free vertices it leaves, listed the same way.
pub fn push_relabel_with<L: Label, G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    (left, right): FreeLists,
    plan: Plan,
) -> Option<FreeLists> {
    // The side with fewer free vertices moves; the other side's free vertices are the targets.
    let (active, targets, targets_left) = if left.len() <= right.len() {
        (left, right, false)
    } else {
        (right, left, true)
    };
    // Nothing to move (as on forests after Karp–Sipser): skip the set-up passes over the graph.
    if active.is_empty() {
        return Some(by_side(targets_left, targets, active));
    }
    let mut run = Run::<L, G>::new(graph, &mut matching.mate, active, targets_left, plan);
    run.run(&targets).then(|| run.finish(targets))
}

/// Candidate scans between two global relabellings, in multiples of the vertex count: every 2 V
/// measured best on random grids (from V / 2 to 16 V; again from V to 4 V once the grid listed
/// candidates).
const RELABEL_EVERY: usize = 2;

/// The vertex a push bumps sits next to the one that moved, so moving it at once reuses the
/// cache lines just read: follow one free vertex for up to `CHAIN` pushes before the queue
/// moves on (a bounded chain keeps the FIFO's fairness; an unbounded one, a stack, pushed 70 %
/// more).
const CHAIN: usize = 256;

/// A push waits on its loads, and the next push of a chain on the push before it, so `LANES`
/// chains move in turns, each push of one overlapping the other's (three or four chains took
/// longer per push than even one).
const LANES: usize = 2;

/// A lane without a chain.
const IDLE: u32 = UNMATCHED;

/// One run of [`push_relabel_with`].
struct Run<'g, 'm, L, G> {
    graph: &'g G,
    mate: &'m mut [u32],
    /// The labels of the targets' side by `side_index`, and one more, `label[none]`, which stays
    /// zero during a global relabelling so that the BFS needs no branch for a candidate without
    /// a mate.
    label: Vec<L>,
    /// With numbered candidates, the mates of the moving side as slots: the global relabelling
    /// reads these in place of the 4-byte mates.
    slot: Vec<u8>,
    steps: SlotSteps,
    relabelling: Relabelling,
    /// The free vertices of the moving side waiting for their turn.
    active: VecDeque<u32>,
    /// Active vertices whose every neighbour is out of reach: free for good.
    stranded: Vec<u32>,
    targets_left: bool,
}

/// The chains that move in turns, and the work since the last global relabelling. A local of
/// [`Run::run`], as is [`Moves`], so that their fields live in registers.
struct Lanes {
    /// The vertex each lane moves next, or [`IDLE`].
    lane: [u32; LANES],
    /// The pushes of each lane's chain so far.
    chain: [usize; LANES],
    /// Candidate scans since the last global relabelling (`usize::MAX` calls for one at once).
    /// Candidates that are isolated vertices are harmless: only free targets with neighbours and
    /// matched vertices are ever labelled, so theirs stays out of reach.
    work: usize,
}

/// What the pushes change: [`Run`]'s arrays and queues, borrowed for a round of pushes.
struct Moves<'a, G, L> {
    graph: &'a G,
    mate: &'a mut [u32],
    label: &'a mut [L],
    slot: &'a mut [u8],
    active: &'a mut VecDeque<u32>,
    stranded: &'a mut Vec<u32>,
}

/// What a push learns from the candidates of the vertex that moves: the candidate of least
/// label, its slot, that label and the second least, and how many candidates there were.
struct Scan<L> {
    best: u32,
    best_slot: u8,
    least: L,
    second: L,
    scanned: usize,
}

impl<'g, 'm, L: Label, G: BipartiteGraph> Run<'g, 'm, L, G> {
    fn new(
        graph: &'g G,
        mate: &'m mut [u32],
        active: Vec<u32>,
        targets_left: bool,
        plan: Plan,
    ) -> Self {
        let slot = mate_slots(graph, mate, !targets_left);
        let side = (0..graph.vertex_count() as u32)
            .filter(|&v| graph.is_left(v) == targets_left)
            .count();
        Run {
            graph,
            mate,
            label: vec![L::OUT_OF_REACH; graph.side_len() + 1],
            slot,
            steps: slot_steps(graph),
            relabelling: Relabelling::new(plan, side),
            active: VecDeque::from(active),
            stranded: Vec::new(),
            targets_left,
        }
    }

    /// Moves the active vertices until none is left (`true`), or until a global relabelling
    /// meets a distance too far for `L` (`false`).
    fn run(&mut self, targets: &[u32]) -> bool {
        let limit = RELABEL_EVERY * self.graph.vertex_count();
        let mut lanes = Lanes {
            lane: [IDLE; LANES],
            chain: [0; LANES],
            // Start with a global relabelling.
            work: usize::MAX,
        };
        loop {
            lanes.fill(&mut self.active);
            if lanes.lane == [IDLE; LANES] {
                return true;
            }
            if lanes.work > limit {
                lanes.park(&mut self.active);
                if !self.global_relabelling(targets) {
                    return false;
                }
                continue;
            }
            let mut moves = Moves {
                graph: self.graph,
                mate: &mut *self.mate,
                label: &mut self.label,
                slot: &mut self.slot,
                active: &mut self.active,
                stranded: &mut self.stranded,
            };
            for k in 0..LANES {
                if lanes.lane[k] != IDLE && !moves.push(&mut lanes, k) {
                    lanes.work = usize::MAX;
                    break;
                }
            }
        }
    }

    /// Sets every label to its exact distance; `false` when two more than the largest does not
    /// fit (the BFS may have stopped short).
    fn global_relabelling(&mut self, targets: &[u32]) -> bool {
        let view = Residual {
            graph: self.graph,
            mate: &self.mate[..],
            slot: &self.slot,
            steps: &self.steps,
        };
        self.relabelling.run(&view, targets, &mut self.label)
    }

    /// The free lists once no vertex is active: matched targets stay matched, and every free
    /// vertex of the moving side ends stranded.
    fn finish(mut self, mut targets: Vec<u32>) -> FreeLists {
        let mate = &self.mate;
        targets.retain(|&t| mate[t as usize] == UNMATCHED);
        self.stranded.sort_unstable();
        by_side(self.targets_left, targets, self.stranded)
    }
}

impl Lanes {
    /// Gives each idle lane the next active vertex, if any, as a new chain.
    fn fill(&mut self, active: &mut VecDeque<u32>) {
        for (u, pushes) in self.lane.iter_mut().zip(&mut self.chain) {
            if *u == IDLE {
                *u = active.pop_front().unwrap_or(IDLE);
                *pushes = 0;
            }
        }
    }

    /// Before a global relabelling: the chains wait at the front of the queue, in their order.
    fn park(&mut self, active: &mut VecDeque<u32>) {
        for &u in self.lane.iter().rev().filter(|&&u| u != IDLE) {
            active.push_front(u);
        }
        self.lane = [IDLE; LANES];
        self.work = 0;
    }
}

impl<G: BipartiteGraph, L: Label> Moves<'_, G, L> {
    /// One push of lane `k`'s vertex: it takes its candidate of least label, and the mate that
    /// candidate had moves on in the same lane (or joins the queue once the chain is long).
    /// `false` when the new label is too far for `L`: a global relabelling must come first.
    #[inline(always)]
    fn push(&mut self, lanes: &mut Lanes, k: usize) -> bool {
        let graph = self.graph;
        let u = lanes.lane[k];
        let scan = scan(graph, self.label, u);
        lanes.work += scan.scanned;
        if scan.least == L::OUT_OF_REACH {
            self.stranded.push(u);
            lanes.lane[k] = IDLE;
            return true;
        }
        let relabelled = if scan.second == L::OUT_OF_REACH {
            L::OUT_OF_REACH
        } else {
            // Too far for `L`, or out of reach since the last global relabelling: that one will
            // tell, at once, and `u` waits for it in its lane. Right after it, `second` is out of
            // reach or a BFS label two more than which fits (unless the other lane's push has
            // just set a label around `u`, and another relabelling follows), or the run has
            // given up.
            let Some(l) = scan.second.plus_two() else {
                return false;
            };
            l
        };
        let best = scan.best;
        let bumped = self.mate[best as usize];
        self.mate[u as usize] = best;
        self.mate[best as usize] = u;
        self.label[graph.side_index(best) as usize] = relabelled;
        if G::SLOTS > 0 {
            self.slot[graph.side_index(u) as usize] = scan.best_slot;
        }
        lanes.lane[k] = IDLE;
        if bumped != UNMATCHED {
            self.mate[bumped as usize] = UNMATCHED;
            if G::SLOTS > 0 {
                self.slot[graph.side_index(bumped) as usize] = NO_SLOT;
            }
            if lanes.chain[k] < CHAIN {
                lanes.chain[k] += 1;
                lanes.lane[k] = bumped;
            } else {
                self.active.push_back(bumped);
            }
        }
        true
    }
}

/// The candidates of `u` by label. Selects: which candidate is least is a coin toss.
#[inline(always)]
fn scan<L: Label, G: BipartiteGraph>(graph: &G, label: &[L], u: u32) -> Scan<L> {
    let mut scan = Scan {
        best: UNMATCHED,
        best_slot: 0,
        least: L::OUT_OF_REACH,
        second: L::OUT_OF_REACH,
        scanned: 0,
    };
    graph.for_each_candidate(u, |w| {
        let l = label[graph.side_index(w) as usize];
        let lower = l < scan.least;
        let second = select_unpredictable(l < scan.second, l, scan.second);
        scan.second = select_unpredictable(lower, scan.least, second);
        scan.best = select_unpredictable(lower, w, scan.best);
        // The slot counts only when `SLOTS > 0`, where there are at most 255 candidates.
        scan.best_slot = select_unpredictable(lower, scan.scanned as u8, scan.best_slot);
        scan.least = select_unpredictable(lower, l, scan.least);
        scan.scanned += 1;
    });
    scan
}
