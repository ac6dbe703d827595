//! A containment forest as shrinking edits it: its shape alone (who holds whom), in pre-order, with
//! each subtree's Grundy value and option set, and the edits that give a smaller shape. Numbers
//! come later: [`crate::tools::shrink::tidy`] draws any shape with small ones.

use std::collections::BTreeSet;

/// A forest in pre-order: the position of each position's parent, always an earlier position, or
/// `None` for a root. Every subtree is a run of positions.
pub type Shape = Vec<Option<usize>>;

/// A shape with what the game sees of each subtree.
pub struct Valued {
    /// The shape.
    pub parent: Shape,
    /// The number of circles in each position's subtree (itself included).
    pub size: Vec<usize>,
    /// The positions of each position's children, in order.
    pub children: Vec<Vec<usize>>,
    /// The Grundy value of each position's subtree.
    pub value: Vec<u32>,
    /// The option set of each position's subtree (the values its moves leave), increasing.
    pub options: Vec<Vec<u32>>,
}

impl Valued {
    /// Values a shape by the crate's recurrence ([`crate::solver::grundy`]): with `s` the XOR of the
    /// children's values, `Opt(v) = {s} ∪ ⋃ (Opt(c) xor s xor g(c))` and `g(v) = mex Opt(v)`.
    /// Explicit sets: meant for shapes of at most a few hundred circles.
    pub fn of(parent: Shape) -> Self {
        let n = parent.len();
        let mut children = vec![Vec::new(); n];
        let mut size = vec![1; n];
        for p in (0..n).rev() {
            if let Some(up) = parent[p] {
                children[up].push(p);
                size[up] += size[p];
            }
        }
        children.iter_mut().for_each(|c| c.reverse());
        let (mut value, mut options) = (vec![0u32; n], vec![Vec::new(); n]);
        // Children come after their parent, so the reverse order sees them first.
        for v in (0..n).rev() {
            let s = children[v].iter().fold(0, |x, &c| x ^ value[c]);
            let mut set = BTreeSet::from([s]);
            for &c in &children[v] {
                set.extend(options[c].iter().map(|&o| o ^ s ^ value[c]));
            }
            options[v] = set.into_iter().collect();
            value[v] = mex(&options[v]);
        }
        Valued {
            parent,
            size,
            children,
            value,
            options,
        }
    }

    /// The roots' positions.
    pub fn roots(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.parent.len()).filter(|&p| self.parent[p].is_none())
    }

    /// The XOR of the values of the roots: the game's value.
    pub fn total(&self) -> u32 {
        self.roots().fold(0, |x, r| x ^ self.value[r])
    }

    /// The positions of `v`'s subtree.
    pub fn subtree(&self, v: usize) -> std::ops::Range<usize> {
        v..v + self.size[v]
    }
}

/// The smallest value not in an increasing list.
fn mex(increasing: &[u32]) -> u32 {
    let gap = increasing.iter().enumerate().find(|&(i, &v)| v != i as u32);
    gap.map_or(increasing.len(), |(i, _)| i) as u32
}

/// The forest on the `kept` positions (increasing) of `parent`, each attached to its nearest kept
/// ancestor: dropping a subtree, contracting a circle into its parent or lifting a child into its
/// parent's place are all this with other positions kept.
pub fn induced(parent: &[Option<usize>], kept: &[usize]) -> Shape {
    let mut new_index = vec![None; parent.len()];
    for (i, &q) in kept.iter().enumerate() {
        new_index[q] = Some(i);
    }
    kept.iter()
        .map(|&q| {
            let mut up = parent[q];
            while let Some(u) = up {
                if new_index[u].is_some() {
                    break;
                }
                up = parent[u];
            }
            up.and_then(|u| new_index[u])
        })
        .collect()
}

/// `parent` with the subtree at `v` (positions `v..end`) replaced by the tree `tree` (one root).
pub fn spliced(parent: &[Option<usize>], v: usize, end: usize, tree: &[Option<usize>]) -> Shape {
    let grown = |p: usize| {
        if p >= end {
            p + tree.len() - (end - v)
        } else {
            p
        }
    };
    let inserted = tree.iter().map(|&p| p.map_or(parent[v], |p| Some(p + v)));
    parent[..v]
        .iter()
        .copied()
        .chain(inserted)
        .chain(parent[end..].iter().map(|&p| p.map(grown)))
        .collect()
}

/// `shape` with a chain of `length` nested circles beside it (a chain of `g` circles is worth
/// `g`, and no smaller tree is: a tree's value is at most its number of circles).
pub fn with_chain(mut shape: Shape, length: usize) -> Shape {
    let start = shape.len();
    shape.extend((0..length).map(|k| (k > 0).then(|| start + k - 1)));
    shape
}

/// The same forest with the roots and every list of children in one fixed order (by their
/// subtrees' shapes), so that forests differing only in that order are written alike and judged
/// once.
pub fn canonical(parent: &[Option<usize>]) -> Shape {
    let n = parent.len();
    let mut children = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (p, &up) in parent.iter().enumerate() {
        match up {
            Some(up) => children[up].push(p),
            None => roots.push(p),
        }
    }
    // A subtree's code: its children's codes, sorted, between brackets (children come later).
    let mut code: Vec<Vec<u8>> = vec![Vec::new(); n];
    for v in (0..n).rev() {
        children[v].sort_by(|&a, &b| code[a].cmp(&code[b]));
        let mut own = vec![b'('];
        for &c in &children[v] {
            own.extend_from_slice(&code[c]);
        }
        own.push(b')');
        code[v] = own;
    }
    roots.sort_by(|&a, &b| code[a].cmp(&code[b]));
    let mut shape = Vec::with_capacity(n);
    let mut stack: Vec<(usize, Option<usize>)> = roots.iter().rev().map(|&r| (r, None)).collect();
    while let Some((v, up)) = stack.pop() {
        let at = shape.len();
        shape.push(up);
        stack.extend(children[v].iter().rev().map(|&c| (c, Some(at))));
    }
    shape
}
