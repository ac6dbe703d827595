//! The sweep line's status: the arcs crossing the sweep line, bottom to top, in a threaded treap
//! without parent links or stored priorities, so that a node is two links per arc and nothing
//! else.
//!
//! A link to no child is a *thread* instead: the left one names the arc's predecessor in the
//! order, the right one its successor ([`NIL`] at either end). So the neighbours of an arc, and
//! the parent of a node (found from the threads at the ends of its subtree), come without a search
//! from the root: a leaving circle's arcs are found by their ids, and only an entering circle's
//! point is searched for, and when that point is inside the circle that went in last, with
//! nothing changed since, not even that: the slot between that circle's arcs is the one.
//!
//! Arc [`lower_arc`]`(c) = 2c` is the lower half of circle `c`, [`upper_arc`]`(c) = 2c + 1` its
//! upper half. Both arcs' links live in circle `c`'s [`Node`], beside what a search needs to know
//! about the circle, so that one search step reads one 32-byte node. The treap never compares two
//! arcs: a search is driven by a closure that places a point against one arc at a time, and an arc
//! keeps its place while it lives because arcs of circles that do not meet never change their
//! vertical order (see `forest` for what happens when they do).

use std::cmp::Ordering;

/// No arc. Arc ids stay below it (at most `2^31 - 2`), so a link has a bit to spare.
pub const NIL: u32 = THREAD - 1;

/// The flag of a link that is a thread to an in-order neighbour rather than a child.
const THREAD: u32 = 1 << 31;

/// A thread to `arc` (or to no arc: `NIL`).
pub const fn thread(arc: u32) -> u32 {
    arc | THREAD
}

/// Whether `link` is a thread (so the node has no child on that side).
pub const fn is_thread(link: u32) -> bool {
    link & THREAD != 0
}

/// The arc that `link` names, child or thread.
pub const fn target(link: u32) -> u32 {
    link & !THREAD
}

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

/// One circle in the order: the links of its two arcs and its payload. Aligned to 32 bytes so
/// that a node with a 16-byte payload never straddles two cache lines.
#[derive(Clone, Copy, Debug)]
#[repr(C, align(32))]
pub struct Node<T> {
    /// `link[h]` are the left (below) and right (above) links of the lower (`h = 0`) and the upper
    /// (`h = 1`) arc: children, or threads to the arc's neighbours.
    link: [[u32; 2]; 2],
    /// What the search closures need about the circle.
    pub payload: T,
}

impl<T> Node<T> {
    /// A circle not in the order yet.
    pub fn new(payload: T) -> Self {
        Node {
            link: [[thread(NIL); 2]; 2],
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
    /// The root's link: a thread to `NIL` when the order is empty.
    pub root: u32,
    seed: u64,
    /// The arcs from the root down to the slot of the last [`ArcOrder::locate`], then to the
    /// parent of the arc being inserted, for the rotations (cheaper than finding parents).
    path: Vec<u32>,
    /// The circle inserted last while nothing has gone in or out since (else `NIL`): then `path`
    /// leads to the parent of its upper arc.
    inner: u32,
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
    ///
    /// # Panics
    /// From `2^30 - 1` circles on (their arc ids would reach `NIL`).
    pub fn new(nodes: Vec<Node<T>>, seed: u64) -> Self {
        assert!(
            nodes.len() < (NIL / 2) as usize,
            "too many circles for arc ids"
        );
        ArcOrder {
            nodes,
            root: thread(NIL),
            seed,
            path: Vec::new(),
            inner: NIL,
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
    ///
    /// If the circle inserted last is still the last change and the point is strictly between
    /// its two arcs (two calls of `place`), the slot between them is the answer without a
    /// search: in an order that `place` sorts, that is where the search would end.
    pub fn locate(&mut self, mut place: impl FnMut(u32, &T) -> Ordering) -> Result<Slot, u32> {
        if self.inner != NIL {
            // Nested circles enter one inside the other: a point inside the last one, with
            // nothing between its arcs yet, goes between them, and the path there is known.
            let [lower, upper] = arcs_of(self.inner);
            let payload = self.payload(self.inner);
            if place(lower, payload) == Ordering::Greater && place(upper, payload) == Ordering::Less
            {
                self.inner = NIL;
                return Ok(self.slot_between(lower, upper));
            }
        }
        let (mut parent, mut side) = (NIL, 0);
        let mut link = self.root;
        self.path.clear();
        while !is_thread(link) {
            self.path.push(link);
            parent = link;
            let placed = place(link, self.payload(circle_of(link)));
            if placed == Ordering::Equal {
                return Err(link);
            }
            side = usize::from(placed == Ordering::Greater);
            link = self.links(parent)[side];
        }
        // The thread out of the empty slot names the neighbour on the side the search last took.
        let (below, above) = if side == 1 {
            (parent, target(link))
        } else {
            (target(link), parent)
        };
        Ok(Slot {
            parent,
            side,
            below,
            above,
        })
    }

    /// The slot between the arcs of the circle inserted last, `lower` and `upper`, extending the
    /// path (which leads to the parent of `upper`) to it: `upper`'s left link, or `lower`'s right
    /// one when `lower` is rightmost in the left subtree of `upper`.
    fn slot_between(&mut self, lower: u32, upper: u32) -> Slot {
        self.path.push(upper);
        let mut link = self.links(upper)[0];
        let side = usize::from(!is_thread(link));
        while !is_thread(link) {
            self.path.push(link);
            link = self.links(link)[1];
        }
        Slot {
            parent: *self.path.last().expect("the path ends at `upper` or below"),
            side,
            below: lower,
            above: upper,
        }
    }

    /// Inserts circle `c`'s lower then upper arc, adjacent, at `slot` (from the last
    /// [`ArcOrder::locate`], with no change since).
    pub fn insert_circle(&mut self, slot: Slot, c: u32) {
        let [lower, upper] = arcs_of(c);
        debug_assert_eq!(self.path.last().copied().unwrap_or(NIL), slot.parent);
        self.attach(lower, slot.side, [slot.below, slot.above]);
        // The successor of `lower` goes leftmost in its right subtree, or as its right child.
        self.path.push(lower);
        let (mut parent, mut side) = (lower, 1);
        let mut link = self.links(lower)[1];
        while !is_thread(link) {
            self.path.push(link);
            (parent, side) = (link, 0);
            link = self.links(link)[0];
        }
        debug_assert_eq!(self.path.last(), Some(&parent));
        self.attach(upper, side, [lower, slot.above]);
        self.inner = c;
    }

    /// Removes both arcs of circle `c`, which are adjacent in the order; returns the arcs that
    /// were just below and just above them, now adjacent. No search: the threads give the
    /// neighbours, and the parents.
    ///
    /// # Panics
    /// If `c`'s arcs are not adjacent.
    pub fn remove_circle(&mut self, c: u32) -> (u32, u32) {
        self.inner = NIL;
        let [lower, upper] = arcs_of(c);
        let below = self.neighbour(lower, 0);
        let above = self.neighbour(upper, 1);
        // Adjacent arcs: one is leftmost in the other's right subtree, or rightmost in the left
        // one, whichever of the two holds no thread between them. That one goes first.
        let (top, side) = if is_thread(self.links(lower)[1]) {
            (upper, 0)
        } else {
            (lower, 1)
        };
        let bottom = top ^ 1;
        let (mut parent, mut link) = (top, self.links(top)[side]);
        while link != bottom {
            assert!(!is_thread(link), "circle {c}'s arcs are adjacent");
            parent = link;
            link = self.links(link)[1 - side];
        }
        self.splice_out(bottom, parent);
        let parent = self.parent_of(top);
        self.splice_out(top, parent);
        (below, above)
    }

    /// The arcs bottom to top (tests; O(n)), by the threads from the leftmost arc.
    pub fn in_order(&self) -> Vec<u32> {
        let mut out = Vec::new();
        let mut node = self.root;
        if is_thread(node) {
            return out;
        }
        while !is_thread(self.links(node)[0]) {
            node = self.links(node)[0];
        }
        while node != NIL {
            out.push(node);
            node = self.neighbour(node, 1);
        }
        out
    }

    /// The two links (below, above) of `arc`'s node.
    pub fn links(&self, arc: u32) -> [u32; 2] {
        self.nodes[circle_of(arc) as usize].link[(arc % 2) as usize]
    }

    fn links_mut(&mut self, arc: u32) -> &mut [u32; 2] {
        &mut self.nodes[circle_of(arc) as usize].link[(arc % 2) as usize]
    }

    /// The heap priority of `arc` under this order's seed.
    pub fn priority(&self, arc: u32) -> u32 {
        priority(arc, self.seed)
    }

    /// Puts `arc` into the empty slot on `side` of the last arc of `self.path` (none: the root),
    /// between `neighbours` (below, above), and rotates it up to its place by priority; pops the
    /// arcs it rises above, so that the path ends at its parent.
    fn attach(&mut self, arc: u32, side: usize, neighbours: [u32; 2]) {
        *self.links_mut(arc) = neighbours.map(thread);
        self.set_link(self.path.last().copied().unwrap_or(NIL), side, arc);
        while let Some(&parent) = self.path.last() {
            if self.priority(parent) >= self.priority(arc) {
                return;
            }
            self.path.pop();
            let grand = self.path.last().copied().unwrap_or(NIL);
            self.rotate_up(arc, parent, grand);
        }
    }

    /// The neighbour of `arc` below (`dir` 0) or above (`dir` 1), or `NIL`.
    fn neighbour(&self, arc: u32, dir: usize) -> u32 {
        let mut link = self.links(arc)[dir];
        if is_thread(link) {
            return target(link);
        }
        loop {
            let next = self.links(link)[1 - dir];
            if is_thread(next) {
                return link;
            }
            link = next;
        }
    }

    /// The last arc of the subtree of `arc` towards `dir` (0: leftmost, 1: rightmost).
    fn extreme(&self, mut arc: u32, dir: usize) -> u32 {
        loop {
            let next = self.links(arc)[dir];
            if is_thread(next) {
                return arc;
            }
            arc = next;
        }
    }

    /// The parent of `arc` (`NIL` for the root): the arc just past one end of its subtree, on
    /// the side where that arc holds `arc` as a child.
    pub fn parent_of(&self, arc: u32) -> u32 {
        if self.root == arc {
            return NIL;
        }
        let after = target(self.links(self.extreme(arc, 1))[1]);
        if after != NIL && self.links(after)[0] == arc {
            return after;
        }
        target(self.links(self.extreme(arc, 0))[0])
    }

    /// Removes `arc`, whose parent is `parent` (or `NIL`): rotates it down until it has at most
    /// one child, then links that child to its parent, mending the thread that named `arc`.
    fn splice_out(&mut self, arc: u32, mut parent: u32) {
        loop {
            let [left, right] = self.links(arc);
            let up = match (is_thread(left), is_thread(right)) {
                (true, true) => {
                    // A leaf: its parent's link on its side becomes its thread on that side.
                    if parent == NIL {
                        self.root = thread(NIL);
                    } else {
                        let side = usize::from(self.links(parent)[1] == arc);
                        self.links_mut(parent)[side] = [left, right][side];
                    }
                    return;
                }
                (true, false) => {
                    let first = self.extreme(right, 0);
                    self.links_mut(first)[0] = left;
                    return self.replace(parent, arc, right);
                }
                (false, true) => {
                    let last = self.extreme(left, 1);
                    self.links_mut(last)[1] = right;
                    return self.replace(parent, arc, left);
                }
                (false, false) if self.priority(left) > self.priority(right) => left,
                (false, false) => right,
            };
            self.rotate_up(up, arc, parent);
            parent = up;
        }
    }

    /// Points `parent`'s link to its child `old` at `new` (or the root when `parent` is `NIL`).
    fn replace(&mut self, parent: u32, old: u32, new: u32) {
        let side = parent != NIL && self.links(parent)[1] == old;
        self.set_link(parent, usize::from(side), new);
    }

    /// Sets `parent`'s link on `side` to the child `new`, or the root when `parent` is `NIL`.
    fn set_link(&mut self, parent: u32, side: usize, new: u32) {
        if parent == NIL {
            self.root = new;
        } else {
            self.links_mut(parent)[side] = new;
        }
    }

    /// Rotates `node` above its parent `parent`, whose parent is `grand` (or `NIL`), keeping the
    /// in-order sequence and the threads.
    fn rotate_up(&mut self, node: u32, parent: u32, grand: u32) {
        let side = usize::from(self.links(parent)[1] == node);
        let inner = self.links(node)[1 - side];
        // Without an inner subtree, `node` becomes `parent`'s neighbour on that side.
        self.links_mut(parent)[side] = if is_thread(inner) {
            thread(node)
        } else {
            inner
        };
        self.links_mut(node)[1 - side] = parent;
        self.replace(grand, parent, node);
    }
}
