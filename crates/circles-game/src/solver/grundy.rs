//! Grundy values of "delete a vertex and its path to the root" on the containment forest.
//!
//! For a vertex v with children `c_i` and `s = XOR g(c_i)`, the values of the positions one move
//! away from the tree of v are `Opt(v) = {s} ∪ ⋃ (Opt(c_i) xor s xor g(c_i))`, and
//! `g(v) = mex Opt(v)`.
//!
//! Each `Opt` is a binary trie ([`crate::solver::tries`]) over `bits` = bit length of n (every
//! value is at most the subtree's size, and XORs of such values stay below `2^bits`). A
//! post-order walk, heavy child first, merges each finished child's trie, already XORed with
//! `g(c)`, into its parent's accumulator; when v finishes, the accumulator is XORed with `s`, `s`
//! is inserted, and the mex is found by one walk down.
//!
//! # Complexity
//! Merging two tries costs the number of nodes it destroys, so all merges cost at most the nodes
//! ever created: O(n bits). Memory: nodes are recycled; with the heavy child first, at most
//! O(log n) accumulators on the walk's path are non-empty, and a trie of a subtree of size m has
//! at most `bits + 4m` nodes, so the peak is O(n + bits log n) nodes of 12 bytes; plus 8 bytes
//! per circle of child lists, 20 bytes per frame of the walk's stack, and while the lists are
//! built 12 more (parents, sizes, a cursor); [`values`] keeps 8 bytes per circle of values.

use crate::solver::forest::{ContainmentForest, ROOT};
use crate::solver::tries::{NIL, OptionTries};

/// The Grundy values of every circle's tree and of the whole position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyValues {
    /// `g(v)` of the tree hanging from each circle.
    pub of_circle: Vec<u32>,
    /// The XOR of the roots' values: the first player wins iff it is non-zero.
    pub total: u32,
    /// The trie arena's high-water mark, in nodes (for memory reports).
    pub trie_nodes: usize,
}

/// One vertex of the post-order walk.
struct Frame {
    vertex: u32,
    next_child: u32,
    end_child: u32,
    /// The union of `Opt(c) xor g(c)` over the children finished so far.
    acc: u32,
    /// The XOR of the finished children's values, and [`LEAF_IN`].
    xor: u32,
}

/// The flag of [`Frame::xor`] (above every value) saying that a leaf child's `{1}` is in the
/// accumulator already: a vertex with many leaves inserts it once, not once per leaf.
const LEAF_IN: u32 = 1 << 31;

/// The Grundy values of every tree of the forest.
///
/// # Complexity
/// O(n bits) time, linear memory (see the module documentation); iterative.
pub fn values(forest: &ContainmentForest) -> GrundyValues {
    let n = forest.len();
    let children = Children::heavy_first(forest.parents());
    let mut of_vertex = vec![0u32; n];
    let walked = walk(&children, bits_for(n), |v, g| of_vertex[v as usize] = g);
    // Back to input numbering: vertex v is circle `circles[v]`.
    let mut of_circle = vec![0u32; n];
    for (&circle, &g) in forest.circles().iter().zip(&of_vertex) {
        of_circle[circle as usize] = g;
    }
    GrundyValues {
        of_circle,
        total: walked.total,
        trie_nodes: walked.trie_nodes,
    }
}

/// The XOR of the trees' values ([`GrundyValues::total`]) of the forest given by `parents`
/// (every parent before its children, as [`ContainmentForest::parents`]), keeping no value per
/// vertex, and `parents` only until the child lists are built.
pub fn total(parents: Vec<u32>) -> u32 {
    let bits = bits_for(parents.len());
    let children = Children::heavy_first(&parents);
    drop(parents);
    walk(&children, bits, |_, _| {}).total
}

/// The bit length of `n`: values of trees of at most n vertices, and their XORs, lie below
/// `2^bits`.
fn bits_for(n: usize) -> u32 {
    u32::BITS - (n as u32).leading_zeros()
}

/// The forest's child lists in one array (CSR), each list with its largest subtree first.
struct Children {
    /// Vertex v's children are `list[start[v]..start[v + 1]]`.
    start: Vec<u32>,
    list: Vec<u32>,
    /// The vertices without a parent, in increasing order.
    roots: Vec<u32>,
}

impl Children {
    /// The child lists of the forest given by `parents`, where parents precede children.
    fn heavy_first(parents: &[u32]) -> Self {
        let n = parents.len();
        let mut start = vec![0u32; n + 1];
        for &p in parents {
            if p != ROOT {
                start[p as usize + 1] += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut list = vec![0u32; n];
        let mut roots = Vec::new();
        for (v, &p) in parents.iter().enumerate() {
            if p == ROOT {
                roots.push(v as u32);
            } else {
                list[fill[p as usize] as usize] = v as u32;
                fill[p as usize] += 1;
            }
        }
        drop(fill);
        let size = subtree_sizes(parents);
        for v in 0..n {
            let children = &mut list[start[v] as usize..start[v + 1] as usize];
            if let Some(heavy) = (0..children.len()).max_by_key(|&i| size[children[i] as usize]) {
                children.swap(0, heavy);
            }
        }
        Children { start, list, roots }
    }

    fn is_leaf(&self, v: u32) -> bool {
        self.start[v as usize] == self.start[v as usize + 1]
    }

    /// The walk's frame for `v` before any child is finished.
    fn frame(&self, v: u32) -> Frame {
        Frame {
            vertex: v,
            next_child: self.start[v as usize],
            end_child: self.start[v as usize + 1],
            acc: NIL,
            xor: 0,
        }
    }
}

/// The number of vertices in each vertex's subtree; parents precede children.
fn subtree_sizes(parents: &[u32]) -> Vec<u32> {
    let mut size = vec![1u32; parents.len()];
    for v in (0..parents.len()).rev() {
        let p = parents[v];
        if p != ROOT {
            size[p as usize] += size[v];
        }
    }
    size
}

/// What the post-order walk finds.
struct Walked {
    /// The XOR of the roots' values.
    total: u32,
    /// The trie arena's high-water mark, in nodes.
    trie_nodes: usize,
}

/// Walks every tree in post-order, heavy child first, merging each finished child's options into
/// its parent's accumulator; tells `record(v, g(v))` of every vertex.
fn walk(children: &Children, bits: u32, mut record: impl FnMut(u32, u32)) -> Walked {
    let mut tries = OptionTries::new(bits);
    let mut total = 0;
    let mut trie_nodes = 0;
    let mut stack: Vec<Frame> = Vec::new();
    for &root in &children.roots {
        if children.is_leaf(root) {
            // A lone circle: Opt = {0}, g = 1.
            record(root, 1);
            total ^= 1;
            continue;
        }
        stack.push(children.frame(root));
        while let Some(top) = stack.last_mut() {
            if top.next_child < top.end_child {
                let child = children.list[top.next_child as usize];
                top.next_child += 1;
                if children.is_leaf(child) {
                    // A leaf: Opt = {0}, g = 1, and Opt xor g = {1} joins the parent directly.
                    record(child, 1);
                    if top.xor & LEAF_IN == 0 {
                        top.acc = tries.insert(top.acc, 1);
                    }
                    top.xor = (top.xor ^ 1) | LEAF_IN;
                } else {
                    stack.push(children.frame(child));
                }
                continue;
            }
            let Some(done) = stack.pop() else { break };
            let (trie, g) = close(&mut tries, &done);
            record(done.vertex, g);
            match stack.last_mut() {
                Some(parent) => {
                    tries.xor_all(trie, g);
                    parent.acc = tries.merge(parent.acc, trie);
                    parent.xor ^= g;
                }
                None => {
                    total ^= g;
                    trie_nodes = trie_nodes.max(tries.allocated());
                    tries.clear();
                }
            }
        }
    }
    Walked { total, trie_nodes }
}

/// Finishes the vertex of `done`, all of whose children are merged: turns its accumulator into
/// `Opt(v)` and returns that trie with `g(v) = mex Opt(v)`.
fn close(tries: &mut OptionTries, done: &Frame) -> (u32, u32) {
    let xor = done.xor & !LEAF_IN;
    tries.xor_all(done.acc, xor);
    let trie = tries.insert(done.acc, xor);
    (trie, tries.mex(trie))
}
