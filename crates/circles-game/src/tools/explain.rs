//! `--explain`: the containment forest (how many trees, their sizes and depth), each tree's
//! Grundy value, and a winning circle when Alice wins.
//!
//! A first move puts a red point inside some circle `v` and outside every circle nested in it,
//! which removes `v` and all its ancestors: what is left of `v`'s tree is the forest of subtrees
//! hanging off that path. Its value `R(v)` follows from the parent's in one pass over the
//! vertices in topological order: `R(root) = s(root)` and `R(c) = R(p) xor g(c) xor s(c)`, where
//! `s(u)` is the XOR of `u`'s children's values. Alice wins by choosing `v` in a tree of value
//! `g` with `g xor X < g` (`X` the total) and `R(v) = g xor X`; such a `v` exists because
//! `g xor X` is an option of the tree (it is below the mex `g`).

use std::fmt::Write as _;

use gamecore::workspace::plural;
use gamecore::{InputError, Output};

use crate::solver::forest::{ContainmentForest, ROOT};
use crate::solver::grundy;
use crate::{parse, winner};

/// How many trees the explanation lists before it summarises the rest.
const LISTED_TREES: usize = 20;

/// What `--explain` reports, in input numbering.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Each tree: (input index of its root, number of circles, depth, Grundy value).
    pub trees: Vec<(u32, usize, usize, u32)>,
    /// The XOR of the trees' values.
    pub total: u32,
    /// A circle (0-based input index) to put Alice's first red point in, deepest there, when the
    /// total is non-zero.
    pub winning_circle: Option<u32>,
}

/// Analyses a valid forest.
pub fn analyse(forest: &ContainmentForest) -> Analysis {
    let values = grundy::values(forest);
    let parents = forest.parents();
    let circles = forest.circles();
    let n = parents.len();
    let g: Vec<u32> = circles
        .iter()
        .map(|&c| values.of_circle[c as usize])
        .collect();
    // Children's XOR, sizes and depths; vertices are in topological order (parents first).
    let mut children_xor = vec![0u32; n];
    let mut root_of = vec![0u32; n];
    let mut depth = vec![1usize; n];
    for v in 0..n {
        let p = parents[v];
        if p == ROOT {
            root_of[v] = v as u32;
        } else {
            children_xor[p as usize] ^= g[v];
            root_of[v] = root_of[p as usize];
            depth[v] = depth[p as usize] + 1;
        }
    }
    let mut tree_index = vec![usize::MAX; n];
    let mut trees: Vec<(u32, usize, usize, u32)> = Vec::new();
    for v in 0..n {
        let root = root_of[v] as usize;
        if tree_index[root] == usize::MAX {
            tree_index[root] = trees.len();
            trees.push((circles[root], 0, 0, g[root]));
        }
        let tree = &mut trees[tree_index[root]];
        tree.1 += 1;
        tree.2 = tree.2.max(depth[v]);
    }
    let total = values.total;
    let mut winning_circle = None;
    if total != 0 {
        // R(v): the value left of v's tree after the move at v.
        let mut left = vec![0u32; n];
        for v in 0..n {
            let p = parents[v];
            left[v] = if p == ROOT {
                children_xor[v]
            } else {
                left[p as usize] ^ g[v] ^ children_xor[v]
            };
            let tree_value = g[root_of[v] as usize];
            if tree_value ^ total < tree_value && left[v] == tree_value ^ total {
                winning_circle = Some(circles[v]);
                break;
            }
        }
    }
    Analysis {
        trees,
        total,
        winning_circle,
    }
}

/// The answer and its explanation.
pub fn explain(input: &str) -> Result<Output, InputError> {
    let circles = parse(input)?;
    let forest = ContainmentForest::build(&circles)?;
    let analysis = analyse(&forest);
    let deepest = analysis.trees.iter().map(|t| t.2).max().unwrap_or(0);
    let largest = analysis.trees.iter().map(|t| t.1).max().unwrap_or(0);
    let mut text = format!(
        "{} {} {} of containment (largest {}, deepest {}); \
         a move deletes a circle and every circle around it, trees are independent \
         (Sprague-Grundy):\n",
        plural(forest.len(), "circle"),
        if forest.len() == 1 { "forms" } else { "form" },
        plural(analysis.trees.len(), "tree"),
        plural(largest, "circle"),
        plural(deepest, "level"),
    );
    for &(root, size, depth, value) in analysis.trees.iter().take(LISTED_TREES) {
        let _ = writeln!(
            text,
            "  tree of circle {}: {}, depth {depth}, Grundy value {value}",
            root + 1,
            plural(size, "circle"),
        );
    }
    if analysis.trees.len() > LISTED_TREES {
        let more = analysis.trees.len() - LISTED_TREES;
        let _ = writeln!(text, "  ... and {} more", plural(more, "tree"));
    }
    let _ = writeln!(text, "XOR of the tree values: {}", analysis.total);
    match analysis.winning_circle {
        Some(circle) => {
            let _ = writeln!(
                text,
                "Alice wins: her first red point goes inside circle {} and outside every circle \
                 nested in it; the values left then XOR to 0",
                circle + 1
            );
        }
        None => {
            let _ = writeln!(text, "Bob wins: every first move leaves a non-zero XOR");
        }
    }
    Ok(Output {
        answer: winner(analysis.total),
        explanation: Some(text),
    })
}
