//! The sweep line's status: the arcs crossing the sweep line, bottom to top, in a treap without
//! parent links. Every operation walks down from the root and keeps what it needs of the path it
//! took (expected depth O(log n)), so a node is two child links and nothing else.
//!
//! Arc [`lower_arc`]`(c) = 2c` is the lower half of circle `c`, [`upper_arc`]`(c) = 2c + 1` its
//! upper half. Both arcs' links live in circle `c`'s [`Node`], beside what a search needs to know
//! about the circle, so that one search step reads one 32-byte node. The treap never compares two
//! arcs: a search is driven by a closure that places a point against one arc at a time, and an arc
//! keeps its place while it lives because arcs of circles that do not meet never change their
//! vertical order (see `forest` for what happens when they do).

use std::cmp::Ordering;

/// No node.
pub const NIL: u32 = u32::MAX;

/// The id of circle `c`'s lower arc. A circle's two arcs are `2c` and `2c + 1`, so the circle
/// and the half of an arc are read back with a shift and a bit.
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

/// One circle in the order: the children of its two arcs and its payload. Aligned to 32 bytes so
/// that a node with a 16-byte payload never straddles two cache lines.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(32))]
pub struct Node<T> {
    /// `child[h]` are the left (below) and right (above) children of the lower (`h = 0`) and the
    /// upper (`h = 1`) arc.
    child: [[u32; 2]; 2],
    /// What the search closures need about the circle.
    pub payload: T,
}

impl<T> Node<T> {
    /// A circle not in the order yet.
    pub fn new(payload: T) -> Self {
        Node {
            child: [[NIL; 2]; 2],
            payload,
        }
    }
}

/// Where a search for a point ended: the empty slot for it, and its neighbours in the order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// The arc whose empty child slot receives the point (`NIL` when the treap is empty).
    parent: u32,
    /// 0 for the left child, 1 for the right child.
    side: usize,
    /// The arc just below the point, or `NIL`.
    pub below: u32,
    /// The arc just above the point, or `NIL`.
    pub above: u32,
}

/// The arcs crossing the sweep line, ordered bottom to top; circle `c`'s node carries a `T`.
#[derive(Clone, Debug)]
pub struct ArcOrder<T> {
    nodes: Vec<Node<T>>,
    root: u32,
    seed: u64,
    /// The arcs from the root down to the parent of the arc being inserted.
    path: Vec<u32>,
}

/// The pseudo-random priority of an arc (SplitMix64's finaliser of the arc and the order's seed),
/// recomputed when needed rather than stored: a few multiplications cost less than 4 bytes a node.
fn priority(arc: u32, seed: u64) -> u32 {
    let mut z = (arc as u64 ^ seed).wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    ((z ^ (z >> 31)) >> 32) as u32
}

impl<T> ArcOrder<T> {
    /// An empty order over the circles of `nodes` (none of them in it yet), its priorities drawn
    /// from `seed` (the order itself never depends on them, only the depth of the treap does).
    pub fn new(nodes: Vec<Node<T>>, seed: u64) -> Self {
        ArcOrder {
            nodes,
            root: NIL,
            seed,
            path: Vec::new(),
        }
    }

    /// Circle `c`'s payload.
    pub fn payload(&self, c: u32) -> &T {
        &self.nodes[c as usize].payload
    }

    /// Circle `c`'s payload, to change (what the search closures read must not change while `c`
    /// is in the order).
    pub fn payload_mut(&mut self, c: u32) -> &mut T {
        &mut self.nodes[c as usize].payload
    }

    /// The circles' nodes, giving the order up.
    pub fn into_nodes(self) -> Vec<Node<T>> {
        self.nodes
    }

    /// Searches for a point: `place(arc, payload)` says whether the point is above (`Greater`) or
    /// below (`Less`) the arc. `Err(arc)` if the point lies on an arc (`Equal`).
    pub fn locate(&mut self, mut place: impl FnMut(u32, &T) -> Ordering) -> Result<Slot, u32> {
        let mut slot = Slot {
            parent: NIL,
            side: 0,
            below: NIL,
            above: NIL,
        };
        self.path.clear();
        let mut node = self.root;
        while node != NIL {
            self.path.push(node);
            slot.parent = node;
            match place(node, self.payload(circle_of(node))) {
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
            node = self.children(node)[slot.side];
        }
        Ok(slot)
    }

    /// Inserts circle `c`'s lower then upper arc, adjacent, at `slot` (from the last
    /// [`ArcOrder::locate`], with no change since).
    pub fn insert_circle(&mut self, slot: Slot, c: u32) {
        let [lower, upper] = arcs_of(c);
        self.nodes[c as usize].child = [[NIL; 2]; 2];
        self.set_child(slot.parent, slot.side, lower);
        self.bubble_up(lower);
        // The successor of `lower` goes leftmost in its right subtree, or as its right child.
        self.path.push(lower);
        let (mut parent, mut side) = (lower, 1);
        let mut next = self.children(lower)[1];
        while next != NIL {
            self.path.push(next);
            (parent, side) = (next, 0);
            next = self.children(next)[0];
        }
        self.set_child(parent, side, upper);
        self.bubble_up(upper);
    }

    /// Removes both arcs of circle `c`, which are adjacent in the order; returns the arcs that
    /// were just below and just above them, now adjacent.
    ///
    /// The arcs are found by a search for a point between them: `place(arc, payload)` for an arc
    /// of another circle says whether the point is above (`Greater`) or below (`Less`) it, and
    /// `Err(arc)` comes back if it is on it (`Equal`), with nothing removed.
    ///
    /// # Panics
    /// If the search does not lead to `c`'s arcs (the order is not the one `place` describes).
    pub fn remove_circle(
        &mut self,
        c: u32,
        mut place: impl FnMut(u32, &T) -> Ordering,
    ) -> Result<(u32, u32), u32> {
        let [lower, upper] = arcs_of(c);
        // The last arc where the search went right, and the last two where it went left (with the
        // parent of the last): the neighbours of whatever the search ends at.
        let mut went_right = NIL;
        let (mut went_left, mut left_parent, mut went_left_before) = (NIL, NIL, NIL);
        let (mut parent, mut node) = (NIL, self.root);
        while node != lower {
            assert!(node != NIL, "circle {c}'s arcs are where the search leads");
            let up = node != upper
                && match place(node, self.payload(circle_of(node))) {
                    Ordering::Greater => true,
                    Ordering::Less => false,
                    Ordering::Equal => return Err(node),
                };
            if up {
                went_right = node;
            } else {
                (went_left_before, went_left, left_parent) = (went_left, node, parent);
            }
            parent = node;
            node = self.children(node)[usize::from(up)];
        }
        let below = self.inner_neighbour(lower, 0).unwrap_or(went_right);
        if self.children(lower)[1] != NIL {
            // `upper` is leftmost in the right subtree of `lower`: remove it first, which leaves
            // `lower` where it is.
            let (mut upper_parent, mut node) = (lower, self.children(lower)[1]);
            while node != upper {
                assert!(node != NIL, "circle {c}'s arcs are adjacent");
                upper_parent = node;
                node = self.children(node)[0];
            }
            let next_up = if upper_parent == lower {
                went_left
            } else {
                upper_parent
            };
            let above = self.inner_neighbour(upper, 1).unwrap_or(next_up);
            self.splice_out(upper, upper_parent);
            self.splice_out(lower, parent);
            Ok((below, above))
        } else {
            // `upper` is the successor of `lower`, the ancestor where the search last went left:
            // remove `lower` first, which leaves `upper` where it is.
            assert!(went_left == upper, "circle {c}'s arcs are adjacent");
            self.splice_out(lower, parent);
            let above = self.inner_neighbour(upper, 1).unwrap_or(went_left_before);
            self.splice_out(upper, left_parent);
            Ok((below, above))
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
                node = self.children(node)[0];
            }
            if let Some(top) = stack.pop() {
                out.push(top);
                node = self.children(top)[1];
            }
        }
        out
    }

    fn children(&self, arc: u32) -> [u32; 2] {
        self.nodes[circle_of(arc) as usize].child[(arc % 2) as usize]
    }

    fn children_mut(&mut self, arc: u32) -> &mut [u32; 2] {
        &mut self.nodes[circle_of(arc) as usize].child[(arc % 2) as usize]
    }

    fn priority(&self, arc: u32) -> u32 {
        priority(arc, self.seed)
    }

    /// The neighbour of `arc` below (`dir` 0) or above (`dir` 1) within its subtree, if it has a
    /// child on that side.
    fn inner_neighbour(&self, arc: u32, dir: usize) -> Option<u32> {
        let mut node = self.children(arc)[dir];
        if node == NIL {
            return None;
        }
        loop {
            let next = self.children(node)[1 - dir];
            if next == NIL {
                return Some(node);
            }
            node = next;
        }
    }

    /// Rotates `arc`, just attached below the last arc of `self.path`, up while its priority is
    /// higher than its parent's; pops the arcs it rises above, so that the path ends at its parent.
    fn bubble_up(&mut self, arc: u32) {
        while let Some(&parent) = self.path.last() {
            if self.priority(parent) >= self.priority(arc) {
                return;
            }
            self.path.pop();
            let grand = self.path.last().copied().unwrap_or(NIL);
            self.rotate_up(arc, parent, grand);
        }
    }

    /// Removes `arc`, whose parent is `parent` (or `NIL`): rotates it down until it has at most
    /// one child, then links that child to its parent.
    fn splice_out(&mut self, arc: u32, mut parent: u32) {
        loop {
            let [left, right] = self.children(arc);
            if left == NIL || right == NIL {
                let only = if left == NIL { right } else { left };
                self.replace(parent, arc, only);
                *self.children_mut(arc) = [NIL; 2];
                return;
            }
            let up = if self.priority(left) > self.priority(right) {
                left
            } else {
                right
            };
            self.rotate_up(up, arc, parent);
            parent = up;
        }
    }

    /// Points `parent`'s link to `old` at `new` (or the root when `parent` is `NIL`).
    fn replace(&mut self, parent: u32, old: u32, new: u32) {
        let side = parent != NIL && self.children(parent)[1] == old;
        self.set_child(parent, usize::from(side), new);
    }

    /// Sets `parent`'s child on `side` to `new`, or the root when `parent` is `NIL`.
    fn set_child(&mut self, parent: u32, side: usize, new: u32) {
        if parent == NIL {
            self.root = new;
        } else {
            self.children_mut(parent)[side] = new;
        }
    }

    /// Rotates `node` above its parent `parent`, whose parent is `grand` (or `NIL`), keeping the
    /// in-order sequence.
    fn rotate_up(&mut self, node: u32, parent: u32, grand: u32) {
        let side = usize::from(self.children(parent)[1] == node);
        let inner = self.children(node)[1 - side];
        self.children_mut(parent)[side] = inner;
        self.children_mut(node)[1 - side] = parent;
        self.replace(grand, parent, node);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gamecore::rng::SplitMix64;

    /// Places a point standing just above position `gap - 1` of `model` against `arc`.
    fn against(model: &[u32], gap: usize, arc: u32) -> Ordering {
        let at = model.iter().position(|&a| a == arc).expect("a live arc");
        if at < gap {
            Ordering::Greater
        } else {
            Ordering::Less
        }
    }

    fn neighbours(model: &[u32], below: Option<usize>, above: usize) -> (u32, u32) {
        let below = below.map_or(NIL, |i| model[i]);
        (below, model.get(above).copied().unwrap_or(NIL))
    }

    /// The treap against a vector of arcs: circles go in at random places (nested in others or
    /// beside them) and come out when their two arcs are adjacent, as in the sweep.
    #[test]
    fn matches_a_vector_of_arcs() {
        let mut rng = SplitMix64::new(5);
        let circles = 600u32;
        let nodes = (0..circles).map(Node::new).collect();
        let mut order = ArcOrder::<u32>::new(nodes, 9);
        let mut model: Vec<u32> = Vec::new();
        let mut next = 0u32;
        for _ in 0..4000 {
            let removable: Vec<u32> = (model.windows(2))
                .filter(|w| !is_upper(w[0]) && w[1] == upper_arc(circle_of(w[0])))
                .map(|w| circle_of(w[0]))
                .collect();
            if next < circles && (removable.is_empty() || rng.chance(3, 5)) {
                let gap = rng.below(model.len() as u64 + 1) as usize;
                let slot = order.locate(|arc, _| against(&model, gap, arc)).unwrap();
                let expect = neighbours(&model, gap.checked_sub(1), gap);
                assert_eq!((slot.below, slot.above), expect);
                order.insert_circle(slot, next);
                model.splice(gap..gap, arcs_of(next));
                next += 1;
            } else if !removable.is_empty() {
                let c = removable[rng.below(removable.len() as u64) as usize];
                let at = model.iter().position(|&a| a == lower_arc(c)).unwrap();
                let got = order.remove_circle(c, |arc, &payload| {
                    assert_eq!(payload, circle_of(arc), "the payload of the arc's circle");
                    against(&model, at, arc)
                });
                assert_eq!(got, Ok(neighbours(&model, at.checked_sub(1), at + 2)));
                model.drain(at..at + 2);
            }
            assert_eq!(order.in_order(), model);
        }
        assert_eq!(next, circles, "every circle went in");
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
        // The ids of n circles fill 0..2n exactly.
        assert_eq!(seen, (0..100).collect::<Vec<u32>>());
    }

    #[test]
    fn a_point_on_an_arc_is_reported() {
        let on_upper_0 = |arc| {
            if arc == upper_arc(0) {
                Ordering::Equal
            } else {
                Ordering::Greater
            }
        };
        let mut refused = 0;
        for seed in 0..16 {
            let mut order = ArcOrder::new(vec![Node::new(()); 2], seed);
            let slot = order.locate(|_, _| unreachable!()).unwrap();
            order.insert_circle(slot, 0);
            assert_eq!(order.locate(|arc, _| on_upper_0(arc)), Err(upper_arc(0)));
            let slot = order.locate(|_, _| Ordering::Greater).unwrap();
            order.insert_circle(slot, 1);
            // Circle 1's point on circle 0's upper arc is reported if the search meets that arc,
            // and then nothing is removed.
            match order.remove_circle(1, |arc, _| on_upper_0(arc)) {
                Err(arc) => {
                    assert_eq!(arc, upper_arc(0));
                    assert_eq!(order.in_order(), vec![0, 1, 2, 3]);
                    refused += 1;
                    let got = order.remove_circle(1, |_, _| Ordering::Greater);
                    assert_eq!(got, Ok((upper_arc(0), NIL)));
                }
                Ok(got) => assert_eq!(got, (upper_arc(0), NIL)),
            }
            assert_eq!(order.in_order(), vec![0, 1]);
            assert_eq!(
                order.remove_circle(0, |_, _| unreachable!()),
                Ok((NIL, NIL))
            );
            assert!(order.in_order().is_empty());
        }
        assert!(
            refused > 0,
            "some seed puts circle 0's upper arc on the search path"
        );
    }
}
