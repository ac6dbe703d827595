//! A matching, and the lists of free vertices the stages hand on to each other.

use super::graph::{BipartiteGraph, UNMATCHED, neighbours};

/// A matching: each vertex's mate, or [`UNMATCHED`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching {
    /// Each vertex's mate, or [`UNMATCHED`].
    pub mate: Vec<u32>,
}

impl Matching {
    /// The empty matching on `n` vertices.
    pub fn empty(n: usize) -> Matching {
        Matching {
            mate: vec![UNMATCHED; n],
        }
    }

    /// Adds the edge `a`-`b` (both must be unmatched and adjacent; that is the caller's promise).
    ///
    /// # Panics
    /// If `a` or `b` is already matched, or `a == b`.
    pub fn pair(&mut self, a: u32, b: u32) {
        assert!(
            a != b && self.mate[a as usize] == UNMATCHED && self.mate[b as usize] == UNMATCHED,
            "vertices {a} and {b} cannot be paired"
        );
        self.mate[a as usize] = b;
        self.mate[b as usize] = a;
    }

    /// The mate of `v`, if it has one.
    pub fn mate(&self, v: u32) -> Option<u32> {
        let mate = self.mate[v as usize];
        (mate != UNMATCHED).then_some(mate)
    }

    /// The number of edges in the matching.
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != UNMATCHED).count() / 2
    }
}

/// Free vertices with a neighbour, the left side's and the right side's, each in increasing order.
pub type FreeLists = (Vec<u32>, Vec<u32>);

/// The vertices that `matching` leaves free and that have a neighbour (an isolated vertex can
/// never be matched), the left side's and the right side's, each in increasing order.
pub fn free_by_side<G: BipartiteGraph>(graph: &G, matching: &Matching) -> FreeLists {
    (0..graph.vertex_count() as u32)
        .filter(|&v| {
            matching.mate[v as usize] == UNMATCHED && neighbours(graph, v).next().is_some()
        })
        .partition(|&v| graph.is_left(v))
}

/// The free lists of the targets' side and the moving side, left side first.
pub fn by_side(targets_left: bool, targets: Vec<u32>, moving: Vec<u32>) -> FreeLists {
    if targets_left {
        (targets, moving)
    } else {
        (moving, targets)
    }
}
