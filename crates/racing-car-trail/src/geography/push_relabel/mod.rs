//! Push-relabel with global relabelling.

mod bands;
mod relabel;

use std::collections::VecDeque;
use std::hint::select_unpredictable;

use super::graph::{BipartiteGraph, MAX_VERTICES, UNMATCHED, check_vertex_count};
use super::matching::{FreeLists, Matching, by_side, free_by_side};
use super::slots::{NO_SLOT, mate_slots, slot_steps};
pub(super) use relabel::Plan;
use relabel::{Relabelling, Residual};

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
pub(super) fn push_relabel_from<G: BipartiteGraph>(
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
pub(super) trait Label: Copy + Ord {
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
#[cfg(test)]
pub(super) use narrow_label;

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
pub(super) fn push_relabel_with<L: Label, G: BipartiteGraph>(
    graph: &G,
    matching: &mut Matching,
    (left, right): FreeLists,
    plan: Plan,
) -> Option<FreeLists> {
    let n = graph.vertex_count();
    // The side with fewer free vertices moves; the other side's free vertices are the targets.
    let (active, mut targets, targets_left) = if left.len() <= right.len() {
        (left, right, false)
    } else {
        (right, left, true)
    };
    // Nothing to move (as on forests after Karp–Sipser): skip the set-up passes over the graph.
    if active.is_empty() {
        return Some(by_side(targets_left, targets, active));
    }
    let mate = &mut matching.mate;
    // Active vertices whose every neighbour is out of reach: free for good.
    let mut stranded = Vec::new();
    let mut active = VecDeque::from(active);
    // The labels of the targets' side by `side_index`, and one more, `label[none]`, which stays
    // zero during a global relabelling so that the BFS needs no branch for a candidate without a
    // mate.
    let none = graph.side_len();
    let mut label = vec![L::OUT_OF_REACH; none + 1];
    let index = |v: u32| graph.side_index(v) as usize;
    // With numbered candidates, the mates of the moving side as slots: the global relabelling
    // reads these in place of the 4-byte mates.
    let mut slot = mate_slots(graph, mate, !targets_left);
    let steps = slot_steps(graph);
    let side = (0..n as u32)
        .filter(|&v| graph.is_left(v) == targets_left)
        .count();
    let mut relabelling = Relabelling::new(plan, side);
    // Candidate scans since the last global relabelling; start with one. Relabelling after every
    // 2 V scans measured best on random grids (from V / 2 to 16 V; again from V to 4 V once the
    // grid listed candidates). Candidates that are isolated vertices are harmless below: only free
    // targets with neighbours and matched vertices are ever labelled, so theirs stays out of reach.
    let mut work = usize::MAX;
    // The vertex a push bumps sits next to the one that moved, so moving it at once reuses the
    // cache lines just read: follow one free vertex for up to `CHAIN` pushes before the queue
    // moves on (a bounded chain keeps the FIFO's fairness; an unbounded one, a stack, pushed 70 %
    // more). 20 to 35 % less time in pushes on random fields from 2000 x 2000 up, same counts.
    const CHAIN: usize = 256;
    // A push waits on its loads, and the next push of a chain on the push before it. So two
    // chains move in turns, each push of one overlapping the other's: 20-25% less time per push
    // on random 2000 x 2000 fields (pushes timed apart from the relabellings), and over 24 random
    // fields with 1% to 30% obstacles, push-relabel 8% faster (geometric mean; the push counts
    // differ, as the order does). Three or four chains took longer per push than even one.
    const LANES: usize = 2;
    // A lane without a chain.
    const IDLE: u32 = UNMATCHED;
    let mut lane = [IDLE; LANES];
    let mut chain = [0; LANES];
    loop {
        for (u, pushes) in lane.iter_mut().zip(&mut chain) {
            if *u == IDLE {
                *u = active.pop_front().unwrap_or(IDLE);
                *pushes = 0;
            }
        }
        if lane == [IDLE; LANES] {
            break;
        }
        if work > 2 * n {
            // The chains wait at the front of the queue, in their order.
            for &u in lane.iter().rev().filter(|&&u| u != IDLE) {
                active.push_front(u);
            }
            lane = [IDLE; LANES];
            work = 0;
            let view = Residual {
                graph,
                mate: &mate[..],
                slot: &slot,
                steps: &steps,
            };
            // Give up when two more than the largest label does not fit: the BFS may have
            // stopped short.
            if !relabelling.run(&view, &targets, &mut label) {
                return None;
            }
            continue;
        }
        for k in 0..LANES {
            let u = lane[k];
            if u == IDLE {
                continue;
            }
            let (mut best, mut best_slot, mut least, mut second) =
                (UNMATCHED, 0, L::OUT_OF_REACH, L::OUT_OF_REACH);
            let mut scanned = 0;
            graph.for_each_candidate(u, |w| {
                let l = label[index(w)];
                let lower = l < least;
                second =
                    select_unpredictable(lower, least, select_unpredictable(l < second, l, second));
                best = select_unpredictable(lower, w, best);
                // The slot counts only when `SLOTS > 0`, where there are at most 255 candidates.
                best_slot = select_unpredictable(lower, scanned as u8, best_slot);
                least = select_unpredictable(lower, l, least);
                scanned += 1;
            });
            work += scanned;
            if least == L::OUT_OF_REACH {
                stranded.push(u);
                lane[k] = IDLE;
                continue;
            }
            let relabelled = if second == L::OUT_OF_REACH {
                L::OUT_OF_REACH
            } else {
                // Too far for `L`, or out of reach since the last global relabelling: that one
                // will tell, at once, and `u` waits for it in its lane. Right after it, `second`
                // is out of reach or a BFS label two more than which fits (unless the other
                // lane's push has just set a label around `u`, and another relabelling follows),
                // or the run has given up.
                let Some(l) = second.plus_two() else {
                    work = usize::MAX;
                    break;
                };
                l
            };
            let bumped = mate[best as usize];
            mate[u as usize] = best;
            mate[best as usize] = u;
            label[index(best)] = relabelled;
            if G::SLOTS > 0 {
                slot[index(u)] = best_slot;
            }
            lane[k] = IDLE;
            if bumped != UNMATCHED {
                mate[bumped as usize] = UNMATCHED;
                if G::SLOTS > 0 {
                    slot[index(bumped)] = NO_SLOT;
                }
                if chain[k] < CHAIN {
                    chain[k] += 1;
                    lane[k] = bumped;
                } else {
                    active.push_back(bumped);
                }
            }
        }
    }
    // Matched targets stay matched, and every free vertex of the moving side ends stranded.
    targets.retain(|&t| mate[t as usize] == UNMATCHED);
    stranded.sort_unstable();
    Some(by_side(targets_left, targets, stranded))
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::geography::csr::CsrGraph;
    use crate::geography::hopcroft_karp::hopcroft_karp;
    use crate::geography::karp_sipser::karp_sipser;
    use crate::geography::test_support::*;

    /// `push_relabel`'s two runs with `L` as the narrow labels. The narrow run must leave a valid
    /// matching no smaller than it found; returns whether it finished on its own.
    fn narrow_then_wide<L: Label, G: BipartiteGraph>(
        graph: &G,
        matching: &mut Matching,
        plan: Plan,
    ) -> bool {
        let before = matching.size();
        let free = free_by_side(graph, matching);
        let finished = push_relabel_with::<L, G>(graph, matching, free, plan).is_some();
        assert!(
            valid(graph, matching),
            "narrow run left an invalid matching"
        );
        assert!(matching.size() >= before, "narrow run lost an edge");
        if !finished {
            let free = free_by_side(graph, matching);
            assert!(push_relabel_with::<u32, G>(graph, matching, free, plan).is_some());
        }
        finished
    }

    /// A path `0 - ... - (n - 1)`, `n` even, matched {1-2, 3-4, ...}: the BFS from the free end
    /// `n - 1` labels vertex 1 with `n - 2`, and two more than that must fit below the ceiling 255.
    #[test]
    fn narrow_labels_give_up_exactly_when_the_distances_outgrow_them() {
        for n in [2u32, 4, 100, 252, 254, 256, 258, 600] {
            let left: Vec<bool> = (0..n).map(|v| v % 2 == 0).collect();
            let edges: Vec<(u32, u32)> = (0..n - 1).map(|v| (v, v + 1)).collect();
            let graph = CsrGraph::from_edges(left, &edges).unwrap();
            let mut matching = Matching::empty(n as usize);
            for v in (1..n - 1).step_by(2) {
                matching.pair(v, v + 1);
            }
            for plan in [
                Plan::Fifo,
                Plan::Banded {
                    shift: 2,
                    window: 3,
                },
            ] {
                let mut matching = matching.clone();
                let finished = narrow_then_wide::<u8, _>(&graph, &mut matching, plan);
                assert_eq!(matching.size(), n as usize / 2, "path of {n}, {plan:?}");
                assert_eq!(finished, n <= 254, "path of {n}, {plan:?}");
            }
        }
    }

    proptest! {
        #[test]
        fn narrow_labels_that_give_up_still_end_in_a_maximum_matching(
            rows in 1..=30usize, cols in 1..=30usize, seed: u64, density in 5..=10u64, greedy: bool,
            plan in plans(),
        ) {
            let field = random_field(rows, cols, seed, density);
            let mut expected = Matching::empty(field.vertex_count());
            hopcroft_karp(&field, &mut expected);
            let mut matching =
                if greedy { karp_sipser(&field) } else { Matching::empty(field.vertex_count()) };
            let start = matching.clone();
            narrow_then_wide::<u8, _>(&field, &mut matching, plan);
            prop_assert_eq!(matching.size(), expected.size());
            let mut matching = start;
            narrow_then_wide::<Tiny, _>(&field, &mut matching, plan);
            prop_assert_eq!(matching.size(), expected.size());
        }
    }
}
