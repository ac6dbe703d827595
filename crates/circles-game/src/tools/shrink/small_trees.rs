//! Every tree of up to [`TREES_UP_TO`] circles, by option set: what a subtree can give way to
//! when shrinking. A subtree matters to the game through its option set alone (its value is the
//! set's mex), and only a few sets occur among small trees (14 up to ten circles), so the table
//! keeps the smallest few trees of each.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use super::shape::{Shape, Valued};

/// The largest trees in the table: 1,205 trees up to ten circles, made once.
pub const TREES_UP_TO: usize = 10;
/// The trees kept per option set, smallest first: different shapes of the same game, which a
/// wrong program may value differently.
const KEPT_PER_SET: usize = 3;

/// A small tree and its option set.
pub struct SmallTree {
    /// The tree (one root, at position 0).
    pub shape: Shape,
    /// Its option set, increasing.
    pub options: Vec<u32>,
    /// Its Grundy value (the set's mex).
    pub value: u32,
}

/// The table's trees, smallest first, at most `KEPT_PER_SET` of each option set.
pub fn table() -> &'static [SmallTree] {
    static TABLE: OnceLock<Vec<SmallTree>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut per_set: BTreeMap<Vec<u32>, usize> = BTreeMap::new();
        let mut kept = Vec::new();
        for shape in all_trees(TREES_UP_TO) {
            let valued = Valued::of(shape.clone());
            let (options, value) = (valued.options[0].clone(), valued.value[0]);
            let count = per_set.entry(options.clone()).or_default();
            if *count < KEPT_PER_SET {
                *count += 1;
                kept.push(SmallTree {
                    shape,
                    options,
                    value,
                });
            }
        }
        kept
    })
}

/// Every rooted tree of up to `most` circles once (up to the order of children), by size: a
/// root over a multiset of smaller trees.
pub fn all_trees(most: usize) -> Vec<Shape> {
    let mut trees: Vec<Shape> = Vec::new();
    for n in 1..=most {
        let mut picks = Vec::new();
        multisets(&trees, n - 1, trees.len(), &mut Vec::new(), &mut picks);
        for children in picks {
            let mut shape = vec![None];
            for &c in &children {
                let at = shape.len();
                shape.extend(trees[c].iter().map(|&p| Some(p.map_or(0, |p| p + at))));
            }
            trees.push(shape);
        }
    }
    trees
}

/// Every multiset of indices below `below` into `trees`, given in non-increasing order, whose
/// trees have `left` circles in all; recursion as deep as the table's largest tree, no deeper.
fn multisets(
    trees: &[Shape],
    left: usize,
    below: usize,
    current: &mut Vec<usize>,
    out: &mut Vec<Vec<usize>>,
) {
    if left == 0 {
        out.push(current.clone());
        return;
    }
    for index in (0..below).rev() {
        if trees[index].len() <= left {
            current.push(index);
            multisets(trees, left - trees[index].len(), index + 1, current, out);
            current.pop();
        }
    }
}
