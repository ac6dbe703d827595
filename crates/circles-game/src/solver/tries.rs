//! The option sets of the Grundy walk ([`crate::solver::grundy`]): binary tries over values below
//! `2^bits` in one arena with recycled nodes.
//!
//! Each node carries a lazy XOR tag (XORing every value of a trie is O(1)) and a `full` flag (the
//! subtree holds every value of its range; its children are then freed, which XORs cannot change,
//! so a run of values such as a chain's `{0, ..., k - 1}` costs O(bits) nodes). Merging two tries
//! costs the number of nodes it destroys; the mex is one walk down (go to the zero side unless it
//! is full).

/// No trie node: the empty trie.
pub const NIL: u32 = u32::MAX;
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
    pub fn count(&self, root: u32) -> usize {
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
    pub fn free_count(&self) -> usize {
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
