//! The edits of one tree that shrinking tries with a new partner: structural ones (a subtree
//! dropped, a circle contracted into its parent, a child lifted into its parent's place) and
//! replacements (a subtree given way to a smaller tree of the table).

use super::shape::{Shape, Valued, induced, spliced};
use super::small_trees::{SmallTree, table};

/// The positions of a shape, largest subtree first (the earlier of equal ones first).
fn largest_first(tree: &Valued) -> Vec<usize> {
    let mut positions: Vec<usize> = (0..tree.parent.len()).collect();
    positions.sort_by_key(|&v| std::cmp::Reverse(tree.size[v]));
    positions
}

/// The shapes one structural edit away from a tree (root at 0), largest subtrees first at each
/// kind: a subtree dropped, a circle contracted into its parent (its children move up), a child
/// lifted into its parent's place (the parent and its other children dropped).
pub fn structural(tree: &Valued) -> Vec<Shape> {
    let n = tree.parent.len();
    let positions = largest_first(tree);
    let without = |dropped: &dyn Fn(usize) -> bool| {
        let kept: Vec<usize> = (0..n).filter(|&q| !dropped(q)).collect();
        induced(&tree.parent, &kept)
    };
    let mut out = Vec::new();
    for &v in positions.iter().filter(|&&v| v > 0) {
        out.push(without(&|q| tree.subtree(v).contains(&q)));
    }
    for &v in &positions {
        out.push(without(&|q| q == v));
    }
    for &v in &positions {
        for &c in &tree.children[v] {
            out.push(without(&|q| {
                q == v || (tree.subtree(v).contains(&q) && !tree.subtree(c).contains(&q))
            }));
        }
    }
    out
}

/// The shapes with one subtree of two or more circles (largest first) replaced by a smaller
/// tree of the table that `fits` it (given the subtree's position).
pub fn replaced(tree: &Valued, fits: impl Fn(&SmallTree, usize) -> bool) -> Vec<Shape> {
    let mut out = Vec::new();
    for v in largest_first(tree)
        .into_iter()
        .filter(|&v| tree.size[v] > 1)
    {
        for small in smaller_than(tree.size[v]).filter(|small| fits(small, v)) {
            out.push(spliced(&tree.parent, v, v + tree.size[v], &small.shape));
        }
    }
    out
}

/// The table's trees of fewer than `size` circles.
pub fn smaller_than(size: usize) -> impl Iterator<Item = &'static SmallTree> {
    table()
        .iter()
        .take_while(move |small| small.shape.len() < size)
}
