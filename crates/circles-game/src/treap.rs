//! The sweep line's status: the arcs crossing the sweep line, bottom to top, in a treap with
//! parent links (every operation iterative, expected depth O(log n)).
//!
//! Arc [`lower_arc`]`(c) = 2c` is the lower half of circle `c`, [`upper_arc`]`(c) = 2c + 1` its
//! upper half; the node of an arc sits at that index of a fixed arena, so removing an arc needs no search. The treap never compares
//! two arcs: a search is driven by a closure that places the sweep's event point against one arc
//! at a time, and an arc keeps its place while it lives because arcs of circles that do not meet
//! never change their vertical order (see `forest` for what happens when they do).

use std::cmp::Ordering;

/// No node.
pub const NIL: u32 = u32::MAX;

/// The id of circle `c`'s lower arc. A circle's two arcs are neighbours in the arena (`2c`,
/// `2c + 1`), so the circle and the half of an arc are read back with a shift and a bit.
pub const fn lower_arc(c: u32) -> u32 {
    2 * c
}

/// The id of circle `c`'s upper arc.
pub const fn upper_arc(c: u32) -> u32 {
    2 * c + 1
}

/// Circle `c`'s two arcs, lower first.
pub const fn arcs_of(c: u32) -> [u32; 2] {
    [lower_arc(c), upper_arc(c)]
}

/// The circle that `arc` belongs to.
pub const fn circle_of(arc: u32) -> u32 {
    arc / 2
}

/// Whether `arc` is the upper arc of its circle.
pub const fn is_upper(arc: u32) -> bool {
    arc % 2 == 1
}

#[derive(Clone, Copy, Debug)]
struct Node<T> {
    /// Left (below) and right (above) children.
    child: [u32; 2],
    parent: u32,
    priority: u32,
    /// What the search closure needs to place a point against this arc, stored inline so that a
    /// search step touches one cache line.
    payload: T,
}

/// Where a search for a point ended: the empty slot for it, and its neighbours in the order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The node whose empty child slot receives the point (`NIL` when the treap is empty).
    parent: u32,
    /// 0 for the left child, 1 for the right child.
    side: usize,
    /// The arc just below the point, or `NIL`.
    pub below: u32,
    /// The arc just above the point, or `NIL`.
    pub above: u32,
}

/// The arcs crossing the sweep line, ordered bottom to top, each carrying a `T`.
#[derive(Clone, Debug)]
pub struct ArcOrder<T> {
    nodes: Vec<Node<T>>,
    root: u32,
    seed: u64,
}

/// The pseudo-random priority of an arc (SplitMix64's finaliser of the arc and the order's seed).
fn priority(arc: u32, seed: u64) -> u32 {
    let mut z = (arc as u64 ^ seed).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) >> 32) as u32
}

impl<T: Copy + Default> ArcOrder<T> {
    /// An empty order with room for the arcs of `circles` circles, its priorities drawn from
    /// `seed` (the order itself never depends on them, only the depth of the treap does).
    pub fn new(circles: usize, seed: u64) -> Self {
        let unused = Node {
            child: [NIL; 2],
            parent: NIL,
            priority: 0,
            payload: T::default(),
        };
        ArcOrder {
            // Two arcs per circle, at their ids.
            nodes: vec![unused; 2 * circles],
            root: NIL,
            seed,
        }
    }

    /// Searches for a point: `place(arc, payload)` says whether the point is above (`Greater`) or
    /// below (`Less`) the arc. `Err(arc)` if the point lies on an arc (`Equal`).
    pub fn locate(&self, mut place: impl FnMut(u32, &T) -> Ordering) -> Result<Slot, u32> {
        let mut slot = Slot {
            parent: NIL,
            side: 0,
            below: NIL,
            above: NIL,
        };
        let mut node = self.root;
        while node != NIL {
            slot.parent = node;
            match place(node, &self.nodes[node as usize].payload) {
                Ordering::Greater => {
                    slot.below = node;
                    slot.side = 1;
                }
                Ordering::Less => {
                    slot.above = node;
                    slot.side = 0;
                }
                Ordering::Equal => return Err(node),
            }
            node = self.nodes[node as usize].child[slot.side];
        }
        Ok(slot)
    }

    /// Inserts circle `c`'s lower then upper arc, adjacent, at `slot` (from [`ArcOrder::locate`]
    /// with no change since), both carrying `payload`.
    pub fn insert_circle(&mut self, slot: Slot, c: u32, payload: T) {
        let [lower, upper] = arcs_of(c);
        self.attach(lower, slot.parent, slot.side, payload);
        self.bubble_up(lower);
        // The successor of `lower` goes leftmost in its right subtree, or as its right child.
        let mut parent = lower;
        let mut side = 1;
        let mut next = self.nodes[lower as usize].child[1];
        while next != NIL {
            parent = next;
            side = 0;
            next = self.nodes[next as usize].child[0];
        }
        self.attach(upper, parent, side, payload);
        self.bubble_up(upper);
    }

    /// Removes `arc`; returns its former neighbours (below, above), which are now adjacent.
    pub fn remove(&mut self, arc: u32) -> (u32, u32) {
        let below = self.step(arc, 0);
        let above = self.step(arc, 1);
        // Rotate the arc down until it has at most one child, then splice it out.
        loop {
            let [left, right] = self.nodes[arc as usize].child;
            if left == NIL || right == NIL {
                let only = if left == NIL { right } else { left };
                let parent = self.nodes[arc as usize].parent;
                if only != NIL {
                    self.nodes[only as usize].parent = parent;
                }
                self.replace_child(parent, arc, only);
                self.nodes[arc as usize].parent = NIL;
                self.nodes[arc as usize].child = [NIL; 2];
                return (below, above);
            }
            let up = if self.nodes[left as usize].priority > self.nodes[right as usize].priority {
                left
            } else {
                right
            };
            self.rotate_up(up);
        }
    }

    /// The arcs bottom to top (tests; O(n)).
    #[cfg(test)]
    pub fn in_order(&self) -> Vec<u32> {
        let mut out = Vec::new();
        let mut stack = Vec::new();
        let mut node = self.root;
        while node != NIL || !stack.is_empty() {
            while node != NIL {
                stack.push(node);
                node = self.nodes[node as usize].child[0];
            }
            if let Some(top) = stack.pop() {
                out.push(top);
                node = self.nodes[top as usize].child[1];
            }
        }
        out
    }

    /// The neighbour of `arc` below (`dir` 0) or above (`dir` 1), or `NIL`.
    fn step(&self, arc: u32, dir: usize) -> u32 {
        let mut node = self.nodes[arc as usize].child[dir];
        if node != NIL {
            loop {
                let next = self.nodes[node as usize].child[1 - dir];
                if next == NIL {
                    return node;
                }
                node = next;
            }
        }
        let mut node = arc;
        loop {
            let parent = self.nodes[node as usize].parent;
            if parent == NIL || self.nodes[parent as usize].child[1 - dir] == node {
                return parent;
            }
            node = parent;
        }
    }

    fn attach(&mut self, arc: u32, parent: u32, side: usize, payload: T) {
        self.nodes[arc as usize] = Node {
            child: [NIL; 2],
            parent,
            priority: priority(arc, self.seed),
            payload,
        };
        if parent == NIL {
            self.root = arc;
        } else {
            self.nodes[parent as usize].child[side] = arc;
        }
    }

    fn bubble_up(&mut self, arc: u32) {
        loop {
            let parent = self.nodes[arc as usize].parent;
            if parent == NIL
                || self.nodes[parent as usize].priority >= self.nodes[arc as usize].priority
            {
                return;
            }
            self.rotate_up(arc);
        }
    }

    /// Points `parent`'s link to `old` at `new` (or the root when `parent` is `NIL`).
    fn replace_child(&mut self, parent: u32, old: u32, new: u32) {
        if parent == NIL {
            self.root = new;
        } else {
            let links = &mut self.nodes[parent as usize].child;
            let side = usize::from(links[1] == old);
            links[side] = new;
        }
    }

    /// Rotates `node` above its parent, keeping the in-order sequence.
    fn rotate_up(&mut self, node: u32) {
        let parent = self.nodes[node as usize].parent;
        let grand = self.nodes[parent as usize].parent;
        let side = usize::from(self.nodes[parent as usize].child[1] == node);
        let inner = self.nodes[node as usize].child[1 - side];
        self.nodes[parent as usize].child[side] = inner;
        if inner != NIL {
            self.nodes[inner as usize].parent = parent;
        }
        self.nodes[node as usize].child[1 - side] = parent;
        self.nodes[parent as usize].parent = node;
        self.nodes[node as usize].parent = grand;
        self.replace_child(grand, parent, node);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamecore::rng::SplitMix64;

    /// The treap against a sorted vector of keys, with random inserts and removals.
    #[test]
    fn matches_a_sorted_vector() {
        let mut rng = SplitMix64::new(5);
        let pairs = 400usize;
        // Pair p has keys 2 * key[p] (lower) and 2 * key[p] + 1 (upper); keys are distinct.
        let mut keys: Vec<u64> = (0..pairs as u64).map(|k| k * 7 % 401).collect();
        rng.shuffle(&mut keys);
        let key_of = |arc: u32| 2 * keys[circle_of(arc) as usize] + u64::from(is_upper(arc));
        let mut order = ArcOrder::<()>::new(pairs, 9);
        let mut model: Vec<u32> = Vec::new();
        let mut live: Vec<u32> = Vec::new();
        let mut next = 0u32;
        for _ in 0..3000 {
            if next < pairs as u32 && (live.is_empty() || rng.chance(3, 5)) {
                let point = 2 * keys[next as usize];
                let slot = order.locate(|arc, _| point.cmp(&key_of(arc))).unwrap();
                let at = model.partition_point(|&a| key_of(a) < point);
                let expect_below = if at == 0 { NIL } else { model[at - 1] };
                let expect_above = model.get(at).copied().unwrap_or(NIL);
                assert_eq!((slot.below, slot.above), (expect_below, expect_above));
                order.insert_circle(slot, next, ());
                model.insert(at, lower_arc(next));
                model.insert(at + 1, upper_arc(next));
                live.push(next);
                next += 1;
            } else if !live.is_empty() {
                let pick = live.swap_remove(rng.below(live.len() as u64) as usize);
                for arc in arcs_of(pick) {
                    let at = model.iter().position(|&a| a == arc).unwrap();
                    let expect_below = if at == 0 { NIL } else { model[at - 1] };
                    let expect_above = model.get(at + 1).copied().unwrap_or(NIL);
                    assert_eq!(order.remove(arc), (expect_below, expect_above));
                    model.remove(at);
                }
            }
            assert_eq!(order.in_order(), model);
        }
    }

    #[test]
    fn arc_ids_name_their_circle_and_half() {
        let mut seen = Vec::new();
        for c in 0..50 {
            let [lower, upper] = arcs_of(c);
            assert_eq!((lower, upper), (lower_arc(c), upper_arc(c)));
            assert_eq!((circle_of(lower), circle_of(upper)), (c, c));
            assert!(!is_upper(lower) && is_upper(upper));
            seen.extend([lower, upper]);
        }
        // The ids of n circles fill the arena 0..2n exactly.
        assert_eq!(seen, (0..100).collect::<Vec<u32>>());
    }

    #[test]
    fn a_point_on_an_arc_is_reported() {
        let mut order = ArcOrder::new(2, 0);
        let slot = order.locate(|_, _| unreachable!()).unwrap();
        order.insert_circle(slot, 0, ());
        assert_eq!(
            order.locate(|arc, _| if arc == upper_arc(0) {
                Ordering::Equal
            } else {
                Ordering::Greater
            }),
            Err(upper_arc(0))
        );
    }
}
