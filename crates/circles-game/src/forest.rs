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
//! change order), and each search places `P` exactly, by [`geom::Circle::point_vs_arc`].
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
//! checked exactly, so valid inputs are never refused. After a meeting the order may be wrong, but
//! the treap only ever places, links and unlinks nodes, so nothing breaks before we stop.
//!
//! # Complexity
//! O(n log n) expected: two sorts and 4n treap operations. The treap's priorities are seeded by a
//! hash of the whole input, so a run is deterministic (even which pair a refusal names), yet no
//! input can be tuned against fixed priorities without changing them. Memory per circle: 2 x 28
//! bytes of treap nodes (each with its circle inline), 12 bytes of circles in sweep order, 16
//! bytes of sorted events, 8 bytes of parents and input numbers.

use gamecore::InputError;
use geom::{Circle, CircleRelation, Half, Point};

use crate::Circles;
use crate::treap::{ArcOrder, NIL, arcs_of, circle_of, is_upper};

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
#[derive(Clone, Copy, Debug, Default)]
struct Disk {
    x: i32,
    y: i32,
    r: i32,
}

impl Disk {
    fn circle(self) -> Circle {
        Circle::new(self.x.into(), self.y.into(), self.r.into())
    }
}

/// Events are sorted as packed `u64`s: abscissa + 2^31 (it fits 32 bits, as `|x| + r <= 2*10^9`)
/// above a 32-bit index.
const SHIFT: i64 = 1 << 31;

fn event(x: i64, index: usize) -> u64 {
    (((x + SHIFT) as u64) << 32) | index as u64
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
        let n = circles.list().len();
        let (circle, disks) = sweep_order(circles.list());
        let mut exits: Vec<u64> = (disks.iter().enumerate())
            .map(|(v, d)| event(i64::from(d.x) + i64::from(d.r), v))
            .collect();
        exits.sort_unstable();

        // Checks vertices a and b on the sweep's own copy (cache-friendly); names them by input.
        let meeting = |a: usize, b: usize| match disks[a].circle().relation(&disks[b].circle()) {
            CircleRelation::Apart | CircleRelation::Inside | CircleRelation::Contains => Ok(()),
            relation => {
                Err(circles.meeting_error(circle[a] as usize, circle[b] as usize, relation))
            }
        };
        let mut order = ArcOrder::<Disk>::new(n, input_seed(&disks));
        let mut parent = vec![ROOT; n];
        let mut exits = exits.iter().map(|&e| (event_x(e), e as u32)).peekable();
        for (v, &disk) in disks.iter().enumerate() {
            let point = disk.circle().leftmost();
            while let Some((_, gone)) = exits.next_if(|&(x, _)| x < point.x) {
                remove_circle(&mut order, gone, &meeting)?;
            }
            let located = order.locate(|arc, other| place(point, arc, other));
            let slot = match located {
                Ok(slot) => slot,
                Err(arc) => {
                    let j = circle_of(arc) as usize;
                    // `point` is on both boundaries, so the relation is never a disjoint one.
                    let relation = disk.circle().relation(&disks[j].circle());
                    let (ia, ib) = (circle[v] as usize, circle[j] as usize);
                    return Err(circles.meeting_error(ia, ib, relation));
                }
            };
            for neighbour in [slot.below, slot.above] {
                if neighbour != NIL {
                    meeting(v, circle_of(neighbour) as usize)?;
                }
            }
            parent[v] = match slot.above {
                NIL => ROOT,
                above if is_upper(above) => circle_of(above),
                below_of_j => parent[circle_of(below_of_j) as usize],
            };
            order.insert_circle(slot, v as u32, disk);
        }
        for (_, gone) in exits {
            remove_circle(&mut order, gone, &meeting)?;
        }
        Ok(ContainmentForest { parent, circle })
    }
}

/// The vertices in entry order (by `x - r`): each one's input index, and its circle as the sweep
/// stores it. Renumbered so that the sweep's memory accesses follow the sweep.
fn sweep_order(list: &[Circle]) -> (Vec<u32>, Vec<Disk>) {
    let mut entries: Vec<u64> = (list.iter().enumerate())
        .map(|(i, c)| event(c.leftmost().x, i))
        .collect();
    entries.sort_unstable();
    let circle: Vec<u32> = entries.iter().map(|&e| e as u32).collect();
    drop(entries);
    let disks = (circle.iter())
        .map(|&i| {
            let c = list[i as usize];
            // The accepted range (an invariant of `Circles`) fits i32.
            let fit = |v: i64| i32::try_from(v).expect("coordinates within the accepted range");
            Disk {
                x: fit(c.center.x),
                y: fit(c.center.y),
                r: fit(c.r),
            }
        })
        .collect();
    (circle, disks)
}

/// A hash of every circle, to seed the treap's priorities.
fn input_seed(disks: &[Disk]) -> u64 {
    disks.iter().fold(0x243F_6A88_85A3_08D3, |h, d| {
        let word = (d.x as u32 as u64) << 32 | d.y as u32 as u64;
        (h ^ word ^ (d.r as u64).rotate_left(17))
            .rotate_left(23)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

/// Where `point` lies against `arc` (of the circle `disk`), exactly.
fn place(point: Point, arc: u32, disk: &Disk) -> std::cmp::Ordering {
    let half = if is_upper(arc) {
        Half::Upper
    } else {
        Half::Lower
    };
    // Entries at an abscissa precede exits, so every arc in the order spans the sweep's abscissa.
    disk.circle()
        .point_vs_arc(half, point)
        .expect("an arc in the sweep spans the sweep's abscissa")
}

/// Removes both arcs of vertex `v`, checking each pair of arcs that becomes adjacent.
fn remove_circle(
    order: &mut ArcOrder<Disk>,
    v: u32,
    meeting: &impl Fn(usize, usize) -> Result<(), InputError>,
) -> Result<(), InputError> {
    for arc in arcs_of(v) {
        let (below, above) = order.remove(arc);
        if below != NIL && above != NIL && circle_of(below) != circle_of(above) {
            meeting(circle_of(below) as usize, circle_of(above) as usize)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;

    fn forest(input: &str) -> Result<Vec<u32>, String> {
        let circles = parse(input).map_err(|e| e.to_string())?;
        ContainmentForest::build(&circles)
            .map(|f| f.parents_by_input())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn parents_by_hand() {
        // 1 in 2 in 3 (concentric), 4 apart, 5 inside 3 beside 2.
        let input = "5\n0 0 1\n0 0 2\n0 0 10\n30 0 1\n6 0 2\n";
        assert_eq!(forest(input).unwrap(), vec![1, 2, ROOT, ROOT, 2]);
        // A circle entering below a sibling's lower arc gets the sibling's parent.
        let input = "3\n0 0 10\n0 5 2\n0 -5 2\n";
        assert_eq!(forest(input).unwrap(), vec![ROOT, 0, 0]);
    }

    #[test]
    fn touching_at_the_sweep_tie_is_refused() {
        // (0,0,1) ends at x = 1 where (2,0,1) starts: entries before exits, equal y is a touch.
        insta::assert_snapshot!(forest("2\n0 0 1\n2 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
        insta::assert_snapshot!(forest("2\n2 0 1\n0 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
        // Internal tangency at the shared leftmost point.
        insta::assert_snapshot!(forest("2\n0 0 2\n-1 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
        insta::assert_snapshot!(forest("2\n5 5 3\n5 5 3\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 coincide");
    }

    #[test]
    fn crossings_are_found_by_adjacency() {
        insta::assert_snapshot!(forest("2\n0 0 2\n1 1 2\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 cross");
        // Tangent from outside off the sweep's event points (3-4-5).
        insta::assert_snapshot!(forest("3\n0 0 2\n3 4 3\n100 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
        // A crossing hidden under a big container, found when a circle between them leaves.
        let input = "4\n0 0 100\n-20 0 5\n-20 0 1\n-16 3 2\n";
        insta::assert_snapshot!(forest(input).unwrap_err(), @"line 5, column 1: circles 2 and 4 cross");
    }
}
