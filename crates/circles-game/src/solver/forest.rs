//! The containment forest by a sweep line, which also refuses circles that touch or cross.
//!
//! A vertical line sweeps left to right. Circle c enters at its leftmost point `P = (x - r, y)`
//! and leaves at its rightmost point; while it is cut, its lower and upper arcs are in the arc
//! order (a treap, in the private `treap` module), bottom to top. At equal abscissae every entry
//! comes before every exit.
//!
//! **Parent.** When c enters, let `A` be the first arc above `P`. If `A` is the upper arc of j,
//! then `P` is between j's arcs, so c lies in j, and j is the smallest container (a smaller one
//! would put its upper arc between `P` and `A`). If `A` is the lower arc of j, then `P` is outside
//! j and the circles containing `P` are exactly those containing j: c's parent is j's parent.
//! Circles are entered in order of `x - r`, and a container starts strictly left of what it
//! contains, so the entry order is a topological order of the forest (parents first).
//!
//! **Invariant.** Before the first abscissa `x*` where two boundaries meet, the order in the treap
//! is the true vertical order of the arcs at the sweep position (arcs of disjoint boundaries never
//! change order), and each search places `P` exactly, by [`geom::Circle::point_vs_arc`]. A search
//! may stop at once when `P` is strictly between the two arcs of the circle entered last (with no
//! event since): in an order whose heights are sorted (non-decreasing), no arc lies between two
//! adjacent ones, so that is the slot the search from the root reaches, and no arc passes through
//! `P`.
//!
//! **Refusal (Shamos–Hoey for arcs).** Every pair of arcs of different circles that becomes
//! adjacent (an entry next to its neighbours, the two neighbours of a removed arc) has its circles
//! checked exactly with [`geom::Circle::relation`]; a point `P` found *on* an arc is a meeting too.
//! Let p be a leftmost meeting point. If arcs of two different circles through p exist just left of
//! p, the arcs through p are contiguous there, and as a circle has at most two of them (both only
//! at its rightmost point), two arcs of different circles are adjacent; they became adjacent at an
//! event left of `x*`, where the order was still true, and were checked. Otherwise a circle enters
//! at p: at `x*` the treap's heights are still sorted (non-decreasing), so the search for p meets
//! an arc through p (an arc leaving at p is still there, since entries come first; a circle
//! entering at p earlier at `x*` is already there) and reports `Equal`. Every refusal names a pair
//! checked exactly, so valid inputs are never refused. And the sweep never works on a wrong order:
//! exits at an abscissa come after its entries, so the refusal comes before any exit at `x*` or
//! beyond, and each search sees the true order. A leaving circle's arcs are taken out by their ids
//! (the treap's threads give their neighbours), which needs no predicate: they are adjacent, since
//! in the true order what lies between them is inside the circle and has left before it.
//!
//! # Complexity
//! O(n log n) expected: two sorts, n treap searches and 2n removals of expected O(1) work. The treap's priorities are seeded by a
//! hash of the whole input, so a run is deterministic (even which pair a refusal names), yet no
//! input can be tuned against fixed priorities without changing them.
//!
//! Memory per circle: one 32-byte treap node (both arcs' links and the circle, whose last field
//! holds its parent once it has entered) and 8 bytes of sorted exits; the parent array (4 bytes)
//! replaces them at the end. [`parents_of_text`] reads the circles straight into those nodes, so
//! from text to forest its peak is 40 bytes per circle besides the text.

use gamecore::InputError;
use geom::{Circle, CircleRelation, Half, Point};

use crate::solver::circles::Circles;
use crate::solver::scan;
use crate::solver::treap::{ArcOrder, NIL, Node, circle_of, is_upper};

/// No parent: the circle is a root.
pub const ROOT: u32 = u32::MAX;

/// The circles' containment forest, its vertices numbered in sweep order (by `x - r`), which is a
/// topological order: a parent comes before its children.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContainmentForest {
    /// The parent of each vertex (an earlier vertex), or [`ROOT`].
    parent: Vec<u32>,
    /// The input index (0-based) of each vertex's circle.
    circle: Vec<u32>,
}

/// A circle as the sweep stores it beside its arcs: the accepted range fits `i32`.
#[derive(Clone, Copy, Debug)]
pub struct Disk {
    /// The centre's x.
    pub x: i32,
    /// The centre's y.
    pub y: i32,
    /// The radius.
    pub r: i32,
    /// The circle's input index until it enters the sweep, its parent from then on: one field
    /// for both keeps a node at 32 bytes.
    pub tag: u32,
}

impl Disk {
    /// The circle this disk stores.
    pub fn circle(self) -> Circle {
        Circle::new(self.x.into(), self.y.into(), self.r.into())
    }

    /// [`geom::Circle::point_vs_arc`] for a point within the accepted range or on the edge of a
    /// circle in it (`|p.x| <= 2*10^9`, `|p.y| <= 10^9`), in `i64`, which holds every square
    /// exactly there: `dx^2 <= r^2 <= 10^18` once `|dx| <= r`, and `dy^2 <= 4*10^18`.
    pub fn point_vs_arc(self, half: Half, p: Point) -> Option<std::cmp::Ordering> {
        let (dx, r) = (p.x - i64::from(self.x), i64::from(self.r));
        if dx.abs() > r {
            return None;
        }
        let dy = p.y - i64::from(self.y);
        // dy^2 - (r^2 - dx^2) (within [-10^18, 4*10^18]): positive when p is above the upper arc
        // or below the lower one, negative when between them, zero on the circle.
        let outside = dy * dy - (r * r - dx * dx);
        let upper = half == Half::Upper;
        let above = if outside == 0 {
            // On the circle: on this arc if `dy` has the arc's sign (both arcs' when zero).
            if dy == 0 || (dy > 0) == upper {
                return Some(std::cmp::Ordering::Equal);
            }
            !upper
        } else if upper {
            outside > 0 && dy > 0
        } else {
            outside < 0 || dy > 0
        };
        // Flags rather than nested branches: a search's turns are not predictable.
        Some(if above {
            std::cmp::Ordering::Greater
        } else {
            std::cmp::Ordering::Less
        })
    }
}

/// Two vertices whose boundaries meet, and how.
#[derive(Clone, Copy, Debug)]
struct Meeting {
    a: u32,
    b: u32,
    relation: CircleRelation,
}

/// Events are sorted as packed `u64`s: abscissa + 2^31 (it fits 32 bits, as `|x| + r <= 2*10^9`)
/// above a 32-bit index.
const SHIFT: i64 = 1 << 31;

fn event(x: i64, index: u32) -> u64 {
    (((x + SHIFT) as u64) << 32) | u64::from(index)
}

fn event_x(event: u64) -> i64 {
    (event >> 32) as i64 - SHIFT
}

impl ContainmentForest {
    /// The number of circles.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether there is no circle.
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// A forest given by a parent array over vertices `0..n` in which every parent comes before
    /// its children (vertex i is circle i).
    ///
    /// # Panics
    /// If a parent is not an earlier vertex or [`ROOT`].
    pub fn from_parents(parent: Vec<u32>) -> Self {
        for (v, &p) in parent.iter().enumerate() {
            assert!(p == ROOT || (p as usize) < v, "vertex {v} has parent {p}");
        }
        let circle = (0..parent.len() as u32).collect();
        ContainmentForest { parent, circle }
    }

    /// The parent of each vertex (vertices in sweep order), or [`ROOT`].
    pub fn parents(&self) -> &[u32] {
        &self.parent
    }

    /// The input index (0-based) of each vertex's circle.
    pub fn circles(&self) -> &[u32] {
        &self.circle
    }

    /// The parent array in input numbering: entry i is the input index of circle i's parent, or
    /// [`ROOT`].
    pub fn parents_by_input(&self) -> Vec<u32> {
        let mut out = vec![ROOT; self.len()];
        for (v, &p) in self.parent.iter().enumerate() {
            out[self.circle[v] as usize] = if p == ROOT {
                ROOT
            } else {
                self.circle[p as usize]
            };
        }
        out
    }

    /// Builds the forest by the sweep line, or refuses two circles whose boundaries meet, named
    /// 1-based at the later one's line (`circles 3 and 7 touch`, `cross`, `coincide`).
    ///
    /// # Complexity
    /// O(n log n) expected time, O(n) memory; no recursion.
    pub fn build(circles: &Circles) -> Result<Self, InputError> {
        let mut nodes: Vec<Node<Disk>> = (circles.list().iter().zip(0..))
            .map(|(c, index)| {
                // The accepted range (an invariant of `Circles`) fits i32.
                let fit = |v: i64| i32::try_from(v).expect("coordinates within the accepted range");
                let (x, y, r) = (fit(c.center.x), fit(c.center.y), fit(c.r));
                Node::new(Disk {
                    x,
                    y,
                    r,
                    tag: index,
                })
            })
            .collect();
        into_sweep_order(&mut nodes);
        let circle: Vec<u32> = nodes.iter().map(|node| node.payload.tag).collect();
        match sweep(nodes) {
            Ok(parent) => Ok(ContainmentForest { parent, circle }),
            Err(Meeting { a, b, relation }) => {
                let (a, b) = (circle[a as usize] as usize, circle[b as usize] as usize);
                Err(circles.meeting_error(a, b, relation))
            }
        }
    }
}

/// The forest's parent array (vertices in sweep order, as [`ContainmentForest::parents`]) straight
/// from the input text, at the memory cost of the sweep alone; `None` if the text is not a valid
/// input in plain ASCII (then [`crate::parse`] and [`ContainmentForest::build`] say why, or
/// solve the rare valid input it declines, such as one spaced by Unicode spaces).
pub fn parents_of_text(text: &str) -> Option<Vec<u32>> {
    let mut nodes = scan::circles(text, |x, y, r, index| {
        Node::new(Disk {
            x,
            y,
            r,
            tag: index,
        })
    })?;
    into_sweep_order(&mut nodes);
    sweep(nodes).ok()
}

/// Sorts the circles by `x - r`, ties by input index: the sweep's vertex numbering.
fn into_sweep_order(nodes: &mut [Node<Disk>]) {
    nodes.sort_unstable_by_key(|node| {
        let d = node.payload;
        event(i64::from(d.x) - i64::from(d.r), d.tag)
    });
}

/// The sweep over `nodes` in sweep order (each tagged with its input index): the parent of each
/// vertex, or two vertices whose boundaries meet.
fn sweep(nodes: Vec<Node<Disk>>) -> Result<Vec<u32>, Meeting> {
    let n = nodes.len() as u32;
    let mut exits: Vec<u64> = (nodes.iter().zip(0..))
        .map(|(node, v)| event(i64::from(node.payload.x) + i64::from(node.payload.r), v))
        .collect();
    exits.sort_unstable();
    let seed = input_seed(&nodes);
    let mut order = ArcOrder::new(nodes, seed);
    let mut pending = exits.iter().map(|&e| (event_x(e), e as u32)).peekable();
    for v in 0..n {
        let disk = *order.payload(v);
        let point = disk.circle().leftmost();
        while let Some((_, gone)) = pending.next_if(|&(x, _)| x < point.x) {
            remove_circle(&mut order, gone)?;
        }
        let slot = match order.locate(|arc, other| place(point, arc, other)) {
            Ok(slot) => slot,
            Err(arc) => return Err(met_at_point(&order, v, circle_of(arc))),
        };
        for neighbour in [slot.below, slot.above] {
            if neighbour != NIL {
                meeting(&order, v, circle_of(neighbour))?;
            }
        }
        order.payload_mut(v).tag = match slot.above {
            NIL => ROOT,
            above if is_upper(above) => circle_of(above),
            below_of_j => order.payload(circle_of(below_of_j)).tag,
        };
        order.insert_circle(slot, v);
    }
    for (_, gone) in pending {
        remove_circle(&mut order, gone)?;
    }
    drop(exits);
    Ok(order
        .into_nodes()
        .iter()
        .map(|node| node.payload.tag)
        .collect())
}

/// `Ok` if vertices `a` and `b` are nested strictly or apart, else how they meet.
fn meeting(order: &ArcOrder<Disk>, a: u32, b: u32) -> Result<(), Meeting> {
    match order
        .payload(a)
        .circle()
        .relation(&order.payload(b).circle())
    {
        CircleRelation::Apart | CircleRelation::Inside | CircleRelation::Contains => Ok(()),
        relation => Err(Meeting { a, b, relation }),
    }
}

/// How vertices `a` and `b` meet, for a point found on both their boundaries (so the relation is
/// never a disjoint one).
fn met_at_point(order: &ArcOrder<Disk>, a: u32, b: u32) -> Meeting {
    let relation = order
        .payload(a)
        .circle()
        .relation(&order.payload(b).circle());
    Meeting { a, b, relation }
}

/// A hash of every circle, to seed the treap's priorities.
fn input_seed(nodes: &[Node<Disk>]) -> u64 {
    nodes.iter().fold(0x243F_6A88_85A3_08D3, |h, node| {
        let d = node.payload;
        let word = (d.x as u32 as u64) << 32 | d.y as u32 as u64;
        (h ^ word ^ (d.r as u64).rotate_left(17))
            .rotate_left(23)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

/// Where `point` lies against `arc` (of the circle `disk`), exactly.
fn place(point: Point, arc: u32, disk: &Disk) -> std::cmp::Ordering {
    let half = [Half::Lower, Half::Upper][usize::from(is_upper(arc))];
    // Entries at an abscissa precede exits, so every arc in the order spans the sweep's abscissa.
    disk.point_vs_arc(half, point)
        .expect("an arc in the sweep spans the sweep's abscissa")
}

/// Removes both arcs of vertex `v`, checking the pair of arcs that becomes adjacent.
///
/// The arcs are found by their ids, with no search. They are adjacent: a removal at abscissa `x`
/// comes after every entry at `x` or before, so if no refusal has come yet, `x` is left of every
/// meeting point (see the module documentation), the order is the true one, and what was inside
/// `v` has left before it.
fn remove_circle(order: &mut ArcOrder<Disk>, v: u32) -> Result<(), Meeting> {
    let (below, above) = order.remove_circle(v);
    if below != NIL && above != NIL && circle_of(below) != circle_of(above) {
        meeting(order, circle_of(below), circle_of(above))?;
    }
    Ok(())
}
