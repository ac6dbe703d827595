//! Karp–Sipser on a graph that numbers its candidates: one byte per vertex holds its count of
//! unmatched neighbours and, once it is matched, its mate's slot.

use std::hint::select_unpredictable;

use super::graph::{BipartiteGraph, check_vertex_count};
use super::matching::FreeLists;
use super::slots::{NO_SLOT, SlotSteps, eight_bytes, slot_backs, slot_steps};

/// Whether [`karp_sipser_slots`] runs on `G`: its slots and degrees stay below [`ISOLATED`].
pub(super) const fn bytes_fit<G: BipartiteGraph>() -> bool {
    G::SLOTS > 0 && G::SLOTS < ISOLATED
}

/// The high bit of a matched vertex's byte, whose low bits are its mate's slot; an unmatched
/// vertex's byte is its count of unmatched neighbours.
const MATCHED: u8 = 0x80;

/// The byte of a vertex without a neighbour, never matched nor listed free: the sweep passes
/// over it as over a matched one, where a count of 0 had it test the vertex for a neighbour.
pub const ISOLATED: u8 = MATCHED - 1;

/// [`karp_sipser`](super::karp_sipser()) for a graph whose [`bytes_fit`]: the same greedy
/// matching, as the slot of each vertex's mate (by vertex, [`NO_SLOT`] for an unmatched one),
/// and the free vertices it leaves as [`free_by_side`](super::matching::free_by_side) lists
/// them. One byte per vertex where the mates took four and the degrees one more: the greedy's
/// reads and writes, and the sweep's test of each vertex, stay in a fifth of the memory, and
/// the searches after it take the slots as they are.
pub(super) fn karp_sipser_slots<G: BipartiteGraph>(graph: &G) -> (Vec<u8>, FreeLists) {
    debug_assert!(bytes_fit::<G>());
    let n = graph.vertex_count();
    check_vertex_count(n);
    let state = graph.byte_degrees().unwrap_or_else(|| {
        (0..n as u32)
            .map(|v| {
                let mut d = 0;
                graph.for_each_neighbour(v, |_| d += 1);
                d
            })
            .collect()
    });
    let mut state = state;
    assert_eq!(state.len(), n, "one degree per vertex");
    let pending = isolate_and_list_ones(&mut state);
    let steps = slot_steps(graph);
    let mut greedy = SlotGreedy {
        graph,
        back: slot_backs::<G>(&steps),
        steps,
        state,
        pending,
    };
    greedy.drain();
    let free = greedy.sweep();
    let mut slots = greedy.state;
    for b in &mut slots {
        *b = if *b & MATCHED != 0 {
            *b & !MATCHED
        } else {
            NO_SLOT
        };
    }
    (slots, free)
}

/// Gives each vertex of count 0 the byte [`ISOLATED`], and lists the vertices of count 1 in
/// order. A chunk of 64 bytes at a time: the compiler vectorises the bytes' pass, and few chunks
/// hold a count of 1 to list (one vertex in a hundred on a random field), where a test of every
/// byte mispredicted on the obstacles' coin tosses.
pub fn isolate_and_list_ones(state: &mut [u8]) -> Vec<u32> {
    let mut ones = Vec::new();
    for (start, chunk) in (0u32..).step_by(64).zip(state.chunks_mut(64)) {
        let mut any_one = false;
        for d in chunk.iter_mut() {
            any_one |= *d == 1;
            *d = if *d == 0 { ISOLATED } else { *d };
        }
        if any_one {
            let listed = (start..).zip(&*chunk).filter(|&(_, &d)| d == 1);
            ones.extend(listed.map(|(v, _)| v));
        }
    }
    ones
}

/// The state of [`karp_sipser_slots`]: `state` as [`MATCHED`] says, and `pending` the vertices
/// whose count became one.
///
/// An unmatched neighbour of an unmatched vertex counts one or more, and an isolated candidate
/// counts zero, so "an unmatched neighbour" is one test of the candidate's byte, from 1 to
/// `SLOTS`.
struct SlotGreedy<'g, G> {
    graph: &'g G,
    steps: SlotSteps,
    /// The slot of the step back along each slot's step.
    back: [u8; 256],
    state: Vec<u8>,
    pending: Vec<u32>,
}

impl<G: BipartiteGraph> SlotGreedy<'_, G> {
    /// Whether a candidate's byte `b` is an unmatched neighbour's.
    #[inline]
    fn unmatched_neighbour(b: u8) -> bool {
        b.wrapping_sub(1) < G::SLOTS
    }

    /// Matches `a` to its candidate at slot `s`, and counts the pair out of their unmatched
    /// neighbours' counts.
    fn pair(&mut self, a: u32, s: u8) {
        let b = a.wrapping_add(self.steps[usize::from(s)]);
        self.state[a as usize] = MATCHED | s;
        self.state[b as usize] = MATCHED | self.back[usize::from(s)];
        // A slice, so that the pushes onto `pending` do not make the loop reload its bounds.
        let (state, pending) = (&mut self.state[..], &mut self.pending);
        for end in [a, b] {
            for t in 0..G::SLOTS {
                let y = end.wrapping_add(self.steps[usize::from(t)]);
                let d = state[y as usize];
                if Self::unmatched_neighbour(d) {
                    state[y as usize] = d - 1;
                    if d == 2 {
                        pending.push(y);
                    }
                }
            }
        }
    }

    /// The sweep over every vertex once the degree-one vertices are drained, as in
    /// `karp_sipser`: each unmatched `v` with an unmatched neighbour takes the first of least
    /// count, and the vertices of count one that leaves are drained again; one without stays
    /// free. Returns the vertices left free.
    ///
    /// Most vertices are matched or isolated by the time the sweep reaches them: it tests eight
    /// bytes at a time for one that is neither, and reads the eight again after each vertex it
    /// handles, as the pairs change the bytes after it.
    fn sweep(&mut self) -> FreeLists {
        let mut free = (Vec::new(), Vec::new());
        let n = self.state.len();
        for start in (0..n).step_by(8) {
            // Bit `8 i + 7` for each byte `i` handled.
            let mut done = 0;
            loop {
                let x = eight_bytes(&self.state[start..(start + 8).min(n)], ISOLATED);
                // A byte's high bit in `t` is set when its low seven bits exceed `SLOTS` (no
                // borrow crosses a byte: each is at least 0x80 before the subtraction).
                const HIGH: u64 = 0x8080_8080_8080_8080;
                let t = (x | HIGH) - u64::from(G::SLOTS + 1) * 0x0101_0101_0101_0101;
                let open = !(x | t) & HIGH & !done;
                if open == 0 {
                    break;
                }
                done |= open & open.wrapping_neg();
                self.visit(start as u32 + open.trailing_zeros() / 8, &mut free);
            }
        }
        free
    }

    /// The sweep's step at the unmatched `v`, which has a neighbour: free when its count is 0,
    /// else matched to the first candidate of least count, and the drain after.
    fn visit(&mut self, v: u32, (free_left, free_right): &mut FreeLists) {
        if self.state[v as usize] == 0 {
            if self.graph.is_left(v) {
                free_left.push(v);
            } else {
                free_right.push(v);
            }
            return;
        }
        // Selects, as which neighbour wins is a coin toss on random fields.
        let (mut best, mut least) = (0, u8::MAX);
        for s in 0..G::SLOTS {
            let c = self.state[v.wrapping_add(self.steps[usize::from(s)]) as usize];
            let c = select_unpredictable(Self::unmatched_neighbour(c), c, u8::MAX);
            let lower = c < least;
            best = select_unpredictable(lower, s, best);
            least = select_unpredictable(lower, c, least);
        }
        self.pair(v, best);
        self.drain();
    }

    /// Matches vertices of count one to their only unmatched neighbour until none is left.
    fn drain(&mut self) {
        while let Some(v) = self.pending.pop() {
            // Matched since, or left without an unmatched neighbour: nothing to pair.
            if self.state[v as usize] != 1 {
                continue;
            }
            let mut only = 0;
            for s in 0..G::SLOTS {
                let c = self.state[v.wrapping_add(self.steps[usize::from(s)]) as usize];
                only = select_unpredictable(Self::unmatched_neighbour(c), s, only);
            }
            self.pair(v, only);
        }
    }
}
