//! Grundy values of "delete a vertex and its path to the root" on the containment forest.
//!
//! For a vertex v with children `c_i` and `s = XOR g(c_i)`, the values of the positions one move
//! away from the tree of v are `Opt(v) = {s} ∪ ⋃ (Opt(c_i) xor s xor g(c_i))`, and
//! `g(v) = mex Opt(v)`.
//!
//! Each `Opt` is a binary trie over `bits` = bit length of n (every value is at most the subtree's
//! size, and XORs of such values stay below `2^bits`) with a lazy XOR tag per node and a `full`
//! flag (the subtree holds every value of its range; its children are then freed, which XORs
//! cannot change, so a run of values such as a chain's `{0, ..., k - 1}` costs O(bits) nodes). A post-order walk, heavy child first,
//! merges each finished child's trie, already XORed with `g(c)`, into its parent's accumulator;
//! when v finishes, the accumulator is XORed with `s`, `s` is inserted, and the mex is found by one
//! walk down (go to the zero side unless it is full).
//!
//! # Complexity
//! Merging two tries costs the number of nodes it destroys, so all merges cost at most the nodes
//! ever created: O(n bits). Memory: nodes are recycled; with the heavy child first, at most
//! O(log n) accumulators on the walk's path are non-empty, and a trie of a subtree of size m has
//! at most `bits + 4m` nodes, so the peak is O(n + bits log n) nodes of 12 bytes; plus 8 bytes
//! per circle of child lists, 20 bytes per frame of the walk's stack, and while the lists are
//! built 12 more (parents, sizes, a cursor); [`values`] keeps 8 bytes per circle of values.

use crate::forest::{ContainmentForest, ROOT};

/// No trie node.
const NIL: u32 = u32::MAX;
/// The flag bit of [`TrieNode::tag`] saying that the node's subtree holds its whole range.
const FULL: u32 = 1 << 31;

#[derive(Clone, Copy, Debug)]
struct TrieNode {
    /// The children splitting on the node's bit; none when the node is [`FULL`].
    child: [u32; 2],
    /// The lazy XOR still to apply below this node (low bits), and [`FULL`].
    tag: u32,
}

/// A node holding every value of its range, and no children.
const FULL_NODE: TrieNode = TrieNode {
    child: [NIL; 2],
    tag: FULL,
};

/// An arena of binary tries over values below `2^bits`, with recycled nodes.
#[derive(Clone, Debug)]
pub struct OptionTries {
    nodes: Vec<TrieNode>,
    free: u32,
    bits: u32,
    stack: Vec<(u32, u32, u32)>,
    /// Roots of subtries being freed.
    doomed: Vec<u32>,
}

impl OptionTries {
    /// An empty arena for values below `2^bits` (`bits <= 30`).
    pub fn new(bits: u32) -> Self {
        assert!(bits <= 30, "values must leave room for the FULL flag");
        OptionTries {
            nodes: Vec::new(),
            free: NIL,
            bits,
            stack: Vec::new(),
            doomed: Vec::new(),
        }
    }

    /// Live nodes plus recycled ones: the arena's high-water mark.
    pub fn allocated(&self) -> usize {
        self.nodes.len()
    }

    /// Forgets every trie at once (when none is live any more).
    pub fn clear(&mut self) {
        self.nodes.clear();
        self.free = NIL;
    }

    fn alloc(&mut self) -> u32 {
        let node = TrieNode {
            child: [NIL; 2],
            tag: 0,
        };
        if self.free != NIL {
            let id = self.free;
            self.free = self.nodes[id as usize].child[0];
            self.nodes[id as usize] = node;
            id
        } else {
            self.nodes.push(node);
            (self.nodes.len() - 1) as u32
        }
    }

    fn release(&mut self, id: u32) {
        self.nodes[id as usize].child[0] = self.free;
        self.free = id;
    }

    /// Releases the subtries at `roots` (`NIL` for none), every node of them.
    fn release_all(&mut self, roots: [u32; 2]) {
        let mut doomed = std::mem::take(&mut self.doomed);
        doomed.extend(roots.into_iter().filter(|&id| id != NIL));
        while let Some(id) = doomed.pop() {
            doomed.extend(
                self.nodes[id as usize]
                    .child
                    .into_iter()
                    .filter(|&c| c != NIL),
            );
            self.release(id);
        }
        self.doomed = doomed;
    }

    /// Marks `id` full and frees its children, if both are full.
    fn collapse_if_full(&mut self, id: u32) -> bool {
        let [a, b] = self.nodes[id as usize].child;
        let full = self.is_full(a) && self.is_full(b);
        if full {
            self.release(a);
            self.release(b);
            self.nodes[id as usize] = FULL_NODE;
        }
        full
    }

    fn is_full(&self, id: u32) -> bool {
        id != NIL && self.nodes[id as usize].tag & FULL != 0
    }

    /// Applies the node's pending XOR to its children; `level` is the node's height (its children
    /// split on bit `level - 1`).
    fn push_down(&mut self, id: u32, level: u32) {
        let node = &mut self.nodes[id as usize];
        let xor = node.tag & !FULL;
        if xor == 0 {
            return;
        }
        node.tag &= FULL;
        if xor >> (level - 1) & 1 == 1 {
            node.child.swap(0, 1);
        }
        if level >= 2 {
            for child in node.child {
                if child != NIL {
                    self.nodes[child as usize].tag ^= xor;
                }
            }
        }
    }

    /// XORs every value of the trie at `root` with `value`: O(1).
    pub fn xor_all(&mut self, root: u32, value: u32) {
        if root != NIL {
            self.nodes[root as usize].tag ^= value & !FULL;
        }
    }

    /// Inserts `value` into the trie at `root` (`NIL` for empty); returns the root.
    pub fn insert(&mut self, root: u32, value: u32) -> u32 {
        let root = if root == NIL { self.alloc() } else { root };
        let mut path = [NIL; 32];
        let mut node = root;
        for level in (1..=self.bits).rev() {
            if self.is_full(node) {
                return root;
            }
            path[level as usize] = node;
            self.push_down(node, level);
            let bit = (value >> (level - 1) & 1) as usize;
            let mut child = self.nodes[node as usize].child[bit];
            if child == NIL {
                child = self.alloc();
                self.nodes[node as usize].child[bit] = child;
            }
            node = child;
        }
        self.nodes[node as usize] = FULL_NODE;
        for level in 1..=self.bits {
            if !self.collapse_if_full(path[level as usize]) {
                break;
            }
        }
        root
    }

    /// The union of the tries at `a` and `b`, built in place of `a`; `b`'s nodes are reused or
    /// recycled. Iterative, O(number of nodes the two share a place with).
    pub fn merge(&mut self, a: u32, b: u32) -> u32 {
        if a == NIL {
            return b;
        }
        if b == NIL {
            return a;
        }
        let mut stack = std::mem::take(&mut self.stack);
        // (a, b, level) merges b into a; (a, NIL, level) recomputes a's FULL flag afterwards.
        stack.push((a, b, self.bits));
        while let Some((x, y, level)) = stack.pop() {
            if y == NIL {
                self.collapse_if_full(x);
                continue;
            }
            // Leaves are full, so below here `level >= 1`.
            if self.is_full(x) {
                self.release_all([y, NIL]);
                continue;
            }
            if self.is_full(y) {
                self.release_all(self.nodes[x as usize].child);
                self.nodes[x as usize] = FULL_NODE;
                self.release(y);
                continue;
            }
            self.push_down(x, level);
            self.push_down(y, level);
            stack.push((x, NIL, level));
            for side in 0..2 {
                let (cx, cy) = (
                    self.nodes[x as usize].child[side],
                    self.nodes[y as usize].child[side],
                );
                if cx == NIL {
                    self.nodes[x as usize].child[side] = cy;
                } else if cy != NIL {
                    stack.push((cx, cy, level - 1));
                }
            }
            self.release(y);
        }
        self.stack = stack;
        a
    }

    /// The least value not in the trie at `root`, by one walk down.
    pub fn mex(&self, root: u32) -> u32 {
        if self.is_full(root) {
            return 1 << self.bits;
        }
        let mut node = root;
        let mut xor = 0;
        let mut answer = 0;
        for level in (1..=self.bits).rev() {
            if node == NIL {
                return answer;
            }
            let here = self.nodes[node as usize];
            xor ^= here.tag & !FULL;
            let bit = level - 1;
            // With the pending XOR, the values whose bit is 0 sit in child `xor`'s bit.
            let zero = here.child[(xor >> bit & 1) as usize];
            // A branch rather than a select: the next node is fetched while the flag is read,
            // and the turns (the bits of the answer) are much alike from one vertex to the next.
            if self.is_full(zero) {
                answer |= 1 << bit;
                node = here.child[(xor >> bit & 1 ^ 1) as usize];
            } else {
                node = zero;
            }
        }
        // The walk never enters a full node, so `answer`'s leaf is missing.
        answer
    }

    /// The number of nodes of the trie at `root` (tests).
    #[cfg(test)]
    fn count(&self, root: u32) -> usize {
        let mut stack = vec![root];
        let mut count = 0;
        while let Some(id) = stack.pop() {
            if id != NIL {
                count += 1;
                stack.extend(self.nodes[id as usize].child);
            }
        }
        count
    }

    /// The number of recycled nodes (tests).
    #[cfg(test)]
    fn free_count(&self) -> usize {
        let mut count = 0;
        let mut id = self.free;
        while id != NIL {
            count += 1;
            id = self.nodes[id as usize].child[0];
        }
        count
    }

    /// The values in the trie at `root`, sorted (tests; O(size * bits)).
    pub fn values(&self, root: u32) -> Vec<u32> {
        let mut out = Vec::new();
        let mut stack = vec![(root, self.bits, 0u32, 0u32)];
        while let Some((node, level, prefix, xor)) = stack.pop() {
            if node == NIL {
                continue;
            }
            let xor = xor ^ (self.nodes[node as usize].tag & !FULL);
            if self.is_full(node) {
                out.extend(prefix..prefix + (1 << level));
                continue;
            }
            let bit = level - 1;
            for side in 0..2u32 {
                let child = self.nodes[node as usize].child[side as usize];
                let value_bit = side ^ (xor >> bit & 1);
                stack.push((child, level - 1, prefix | value_bit << bit, xor));
            }
        }
        out.sort_unstable();
        out
    }
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use gamecore::rng::SplitMix64;
    use std::collections::BTreeSet;

    fn forest(parent: &[u32]) -> ContainmentForest {
        ContainmentForest::from_parents(parent.to_vec())
    }

    #[test]
    fn chains_and_stars() {
        let chain: Vec<u32> = (0..50u32)
            .map(|i| i.checked_sub(1).unwrap_or(ROOT))
            .collect();
        assert_eq!(values(&forest(&chain)).of_circle[0], 50);
        for leaves in 1..20 {
            let mut star = vec![ROOT];
            star.extend(std::iter::repeat_n(0, leaves));
            assert_eq!(values(&forest(&star)).of_circle[0], 2, "{leaves} leaves");
        }
    }

    #[test]
    fn the_six_circle_trap_has_value_4() {
        // A -> B -> {C -> E, D -> F}
        let parent = [ROOT, 0, 1, 1, 2, 3];
        let got = values(&forest(&parent));
        assert_eq!(got.of_circle, vec![4, 1, 2, 2, 1, 1]);
        assert_eq!(got.total, 4);
    }

    /// Random inserts, XORs and merges against `BTreeSet`s, over 3 bits (where ranges fill up and
    /// collapse often) and 7.
    #[test]
    fn tries_match_sets() {
        for (seed, bits) in [(11, 7), (12, 3), (13, 3)] {
            tries_match_sets_over(seed, bits);
        }
    }

    fn tries_match_sets_over(seed: u64, bits: u32) {
        let mut rng = SplitMix64::new(seed);
        let mut tries = OptionTries::new(bits);
        let mut sets: Vec<(u32, BTreeSet<u32>)> = Vec::new();
        for _ in 0..2000 {
            match rng.below(4) {
                0 | 1 => {
                    let value = rng.below(1 << bits) as u32;
                    if sets.is_empty() || rng.chance(1, 4) {
                        sets.push((tries.insert(NIL, value), BTreeSet::from([value])));
                    } else {
                        let i = rng.below(sets.len() as u64) as usize;
                        sets[i].0 = tries.insert(sets[i].0, value);
                        sets[i].1.insert(value);
                    }
                }
                2 if !sets.is_empty() => {
                    let i = rng.below(sets.len() as u64) as usize;
                    let value = rng.below(1 << bits) as u32;
                    tries.xor_all(sets[i].0, value);
                    sets[i].1 = sets[i].1.iter().map(|v| v ^ value).collect();
                }
                _ if sets.len() >= 2 => {
                    let (b, set_b) = sets.swap_remove(rng.below(sets.len() as u64) as usize);
                    let i = rng.below(sets.len() as u64) as usize;
                    sets[i].0 = tries.merge(sets[i].0, b);
                    sets[i].1.extend(set_b);
                }
                _ => {}
            }
            for (root, set) in &sets {
                assert_eq!(tries.values(*root), set.iter().copied().collect::<Vec<_>>());
                let mex = (0..).find(|v| !set.contains(v)).unwrap();
                assert_eq!(tries.mex(*root), mex);
            }
            // Every node is live or free: full ranges gave their children back.
            let live: usize = sets.iter().map(|(root, _)| tries.count(*root)).sum();
            assert_eq!(live + tries.free_count(), tries.allocated());
        }
    }

    #[test]
    fn full_ranges_take_one_node() {
        let mut tries = OptionTries::new(4);
        let mut root = NIL;
        for value in 0..16 {
            root = tries.insert(root, value);
        }
        assert_eq!((tries.count(root), tries.mex(root)), (1, 16));
        let low = (0..8).fold(NIL, |root, v| tries.insert(root, v));
        let high = (8..16).fold(NIL, |root, v| tries.insert(root, v));
        let both = tries.merge(low, high);
        assert_eq!(tries.count(both), 1);
        assert_eq!(tries.values(both), (0..16).collect::<Vec<u32>>());
    }

    #[test]
    fn total_equals_the_values_total() {
        let mut rng = SplitMix64::new(3);
        for n in 1..200u32 {
            let parent: Vec<u32> = (0..n)
                .map(|v| match rng.below(4) {
                    _ if v == 0 => ROOT,
                    0 => ROOT,
                    _ => v - 1 - rng.below(u64::from(v.min(5))) as u32,
                })
                .collect();
            assert_eq!(total(parent.clone()), values(&forest(&parent)).total);
        }
    }

    #[test]
    fn a_chain_of_a_million_needs_no_deep_stack() {
        let n = 1_000_000u32;
        let chain: Vec<u32> = (0..n).map(|i| i.checked_sub(1).unwrap_or(ROOT)).collect();
        let got = values(&forest(&chain));
        assert_eq!(got.total, n);
        // Each trie is a run `{0, ..., k - 1}`: a path of 20 nodes and full ones beside it.
        assert!(got.trie_nodes <= 2 * 21, "{} nodes", got.trie_nodes);
    }
}
