//! The simple contest approach, for the benchmark to time against and as a second method in tests:
//! the forest by checking every pair (O(n^2)), and each Grundy value from its explicit option set,
//! one option per vertex u of the subtree, found by walking from u up to the subtree's root
//! (O(n^2 * depth), O(n^3) on a chain).

use gamecore::InputError;

use crate::solver::Circles;
use crate::solver::forest::ROOT;
use crate::{parse, winner};

/// Checks every pair (refusing the first meeting pair in the order (later, first)) and gives each
/// circle its smallest strict container: the parent array, [`ROOT`] for roots.
///
/// # Complexity
/// O(n^2).
pub fn forest(circles: &Circles) -> Result<Vec<u32>, InputError> {
    let list = circles.list();
    let n = list.len();
    for later in 0..n {
        for first in 0..later {
            circles.check_pair(first, later)?;
        }
    }
    let mut parent = vec![ROOT; n];
    for (i, inner) in list.iter().enumerate() {
        let mut best: Option<usize> = None;
        for (j, outer) in list.iter().enumerate() {
            if inner.strictly_inside(outer) && best.is_none_or(|b| outer.r < list[b].r) {
                best = Some(j);
            }
        }
        parent[i] = best.map_or(ROOT, |b| b as u32);
    }
    Ok(parent)
}

/// The Grundy value of every circle's tree from explicit option sets.
///
/// For v, choosing u in the tree of v leaves the trees hanging off the path u -> v: the XOR of
/// the values of u's children and, at each w above u up to v, of w's children but the one on the
/// path. The parents must come from [`forest`] (or any parent array of a forest).
///
/// # Complexity
/// O(n^2 * depth) time, O(n) memory.
pub fn grundy_values(parent: &[u32]) -> Vec<u32> {
    let n = parent.len();
    // Children before parents: deeper first.
    let depth_of = |mut v: usize| {
        let mut depth = 0;
        while parent[v] != ROOT {
            v = parent[v] as usize;
            depth += 1;
        }
        depth
    };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&v| std::cmp::Reverse(depth_of(v)));
    let mut value = vec![0u32; n];
    // XOR of the values of each vertex's children (complete once the vertex's turn comes).
    let mut children_xor = vec![0u32; n];
    let mut seen = vec![false; n + 1];
    for &v in &order {
        seen.iter_mut().for_each(|s| *s = false);
        for u in 0..n {
            let mut option = children_xor[u];
            let mut w = u;
            while w != v && parent[w] != ROOT {
                let up = parent[w] as usize;
                option ^= children_xor[up] ^ value[w];
                w = up;
            }
            if w == v && (option as usize) < seen.len() {
                seen[option as usize] = true;
            }
        }
        value[v] = seen.iter().position(|&s| !s).unwrap_or(n + 1) as u32;
        if parent[v] != ROOT {
            children_xor[parent[v] as usize] ^= value[v];
        }
    }
    value
}

/// Solves one input the simple way: `Alice` or `Bob` with a newline.
pub fn solve(input: &str) -> Result<String, InputError> {
    let circles = parse(input)?;
    let parent = forest(&circles)?;
    let value = grundy_values(&parent);
    let total = (0..parent.len())
        .filter(|&v| parent[v] == ROOT)
        .fold(0, |acc, v| acc ^ value[v]);
    Ok(winner(total))
}
