//! The Grundy value every move leaves, for all circles at once.
//!
//! A red point at circle v deletes v and its path to the root of its tree T. What stays of T is
//! the subtrees hanging off that path: v's children and, for each circle u on the path above v,
//! u's children other than the next circle down. With `x(u)` the XOR of the values of u's
//! children, the XOR of those hanging subtrees is `left(v) = left(p) ^ g(v) ^ x(v)` for v with
//! parent p, and `left(root) = x(root)`: one pass, parents before children. The whole position
//! then has value `total ^ g(T) ^ left(v)`. Cost: the Grundy values (as in solving) plus O(n).

use crate::solver::forest::{ContainmentForest, ROOT};
use crate::solver::grundy;

/// The Grundy values of a board and of every move on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValues {
    /// The XOR of the trees' values: the player to move wins iff it is non-zero.
    pub total: u32,
    /// For each circle, the value of the position after the red point at it.
    pub after: Vec<u32>,
}

/// The value of the board and of every move, for circles with the given parents; `order` lists
/// the circles with each parent before its children.
pub fn move_values(parent: &[u32], order: &[u32]) -> MoveValues {
    let n = parent.len();
    // The forest renumbered by `order`, the topological numbering `grundy::values` expects.
    let mut rank = vec![0u32; n];
    for (r, &v) in order.iter().enumerate() {
        rank[v as usize] = r as u32;
    }
    let renumbered = (order.iter())
        .map(|&v| match parent[v as usize] {
            ROOT => ROOT,
            p => rank[p as usize],
        })
        .collect();
    let values = grundy::values(&ContainmentForest::from_parents(renumbered));
    let g: Vec<u32> = (0..n).map(|v| values.of_circle[rank[v] as usize]).collect();
    drop(values.of_circle);
    let mut children_xor = vec![0u32; n];
    for (v, &p) in parent.iter().enumerate().filter(|(_, p)| **p != ROOT) {
        children_xor[p as usize] ^= g[v];
    }
    // For each circle: left(v), then the root's value of its tree, both parents first.
    let mut left = vec![0u32; n];
    let mut tree = vec![0u32; n];
    for &v in order {
        let v = v as usize;
        (left[v], tree[v]) = match parent[v] {
            ROOT => (children_xor[v], g[v]),
            p => (left[p as usize] ^ g[v] ^ children_xor[v], tree[p as usize]),
        };
    }
    let total = values.total;
    let after = (0..n).map(|v| total ^ tree[v] ^ left[v]).collect();
    MoveValues { total, after }
}
