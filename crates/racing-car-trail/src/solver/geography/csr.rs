//! The general compact form of a bipartite graph: compressed sparse rows.

use std::fmt;

use super::graph::{BipartiteGraph, MAX_VERTICES};

/// A bipartite graph in compressed sparse row form: each vertex's neighbours are one slice of a
/// shared array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CsrGraph {
    left: Vec<bool>,
    starts: Vec<u32>,
    targets: Vec<u32>,
}

/// Why [`CsrGraph::from_edges`] refused an edge (edges numbered 0-based, as given).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CsrError {
    /// An end of the edge is not a vertex.
    OutOfRange {
        /// The edge's index.
        edge: usize,
    },
    /// Both ends are on the same side.
    SameSide {
        /// The edge's index.
        edge: usize,
    },
    /// More vertices than [`MAX_VERTICES`] or more edge ends than fit in a `u32`.
    TooLarge,
}

impl fmt::Display for CsrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CsrError::OutOfRange { edge } => write!(f, "edge {edge} has an end that is no vertex"),
            CsrError::SameSide { edge } => write!(f, "edge {edge} joins two vertices of one side"),
            CsrError::TooLarge => f.write_str("the graph is too large"),
        }
    }
}

impl std::error::Error for CsrError {}

impl CsrGraph {
    /// The graph on vertices `0..left.len()` (vertex `v` on the left iff `left[v]`) with the given
    /// undirected edges; repeated edges are kept (they change no matching size).
    pub fn from_edges(left: Vec<bool>, edges: &[(u32, u32)]) -> Result<CsrGraph, CsrError> {
        let n = left.len();
        if n > MAX_VERTICES || edges.len() > (u32::MAX / 2) as usize {
            return Err(CsrError::TooLarge);
        }
        let mut starts = vec![0u32; n + 1];
        for (edge, &(a, b)) in edges.iter().enumerate() {
            let (a, b) = (a as usize, b as usize);
            if a >= n || b >= n {
                return Err(CsrError::OutOfRange { edge });
            }
            if left[a] == left[b] {
                return Err(CsrError::SameSide { edge });
            }
            starts[a + 1] += 1;
            starts[b + 1] += 1;
        }
        for v in 0..n {
            starts[v + 1] += starts[v];
        }
        let mut fill = starts.clone();
        let mut targets = vec![0u32; 2 * edges.len()];
        for &(a, b) in edges {
            targets[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            targets[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        Ok(CsrGraph {
            left,
            starts,
            targets,
        })
    }
}

impl BipartiteGraph for CsrGraph {
    type Cursor = u32;
    fn vertex_count(&self) -> usize {
        self.left.len()
    }
    fn is_left(&self, v: u32) -> bool {
        self.left[v as usize]
    }
    fn cursor(&self, v: u32) -> u32 {
        self.starts[v as usize]
    }
    fn next_neighbour(&self, v: u32, cursor: &mut u32) -> Option<u32> {
        if *cursor < self.starts[v as usize + 1] {
            *cursor += 1;
            Some(self.targets[*cursor as usize - 1])
        } else {
            None
        }
    }
}
