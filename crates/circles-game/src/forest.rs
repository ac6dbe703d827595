//! The containment forest by a sweep line, which also refuses circles that touch or cross.
//!
//! A vertical line sweeps left to right. Circle c enters at its leftmost point `P = (x - r, y)`
//! and leaves at its rightmost point; while it is cut, its lower and upper arcs are in the
//! [`ArcOrder`], bottom to top. At equal abscissae every entry comes before every exit.
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
//! checked exactly with [`geom::Circle::relation`]; a point `P` found *on* an arc is a meeting
//! too. Let p be a leftmost meeting point. If two arcs through p exist just left of p, the arcs
//! through p are contiguous there, so two of them are adjacent, and they became adjacent at an
//! event left of `x*`, where the order was still true, and were checked. Otherwise a circle enters
//! at p: at `x*` the treap's heights are still sorted (non-decreasing), so the search for p meets
//! an arc through p (an arc leaving at p is still there, since entries come first; a circle
//! entering at p earlier at `x*` is already there) and reports `Equal`. Every refusal names a pair
//! checked exactly, so valid inputs are never refused. After a meeting the order may be wrong, but
//! the treap only ever places, links and unlinks nodes, so nothing breaks before we stop.
//!
//! # Complexity
//! O(n log n) expected: two sorts and 4n treap operations. Memory per circle: 32 bytes of treap
//! nodes, 32 bytes of sorted events, 4 bytes of parent, 4 bytes of entry order.

use gamecore::InputError;
use geom::Half;

use crate::Circles;
use crate::treap::{ArcOrder, NIL};

/// No parent: the circle is a root.
pub const ROOT: u32 = u32::MAX;

/// The circles' containment forest: `parent[i]` is the smallest circle strictly containing circle
/// `i` (0-based), or [`ROOT`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContainmentForest {
    /// The parent of each circle, or [`ROOT`].
    pub parent: Vec<u32>,
    /// Every circle once, each after its parent.
    pub topological: Vec<u32>,
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

    /// Builds the forest by the sweep line, or refuses two circles whose boundaries meet, named
    /// 1-based at the later one's line (`circles 3 and 7 touch`, `cross`, `coincide`).
    ///
    /// # Complexity
    /// O(n log n) expected time, O(n) memory; no recursion.
    pub fn build(circles: &Circles) -> Result<Self, InputError> {
        let list = &circles.list;
        let n = list.len();
        let mut entries: Vec<(i64, u32)> =
            (0..n).map(|i| (list[i].leftmost().x, i as u32)).collect();
        let mut exits: Vec<(i64, u32)> =
            (0..n).map(|i| (list[i].rightmost().x, i as u32)).collect();
        entries.sort_unstable();
        exits.sort_unstable();

        let mut order = ArcOrder::new(n);
        let mut parent = vec![ROOT; n];
        let mut topological = Vec::with_capacity(n);
        let mut next_exit = 0;
        for &(x, c) in &entries {
            while exits[next_exit].0 < x {
                remove_circle(&mut order, circles, exits[next_exit].1)?;
                next_exit += 1;
            }
            let point = list[c as usize].leftmost();
            let located = order.locate(|arc| {
                let (j, half) = arc_circle(arc);
                // Entries at this abscissa precede exits, so every arc in the order spans it.
                list[j]
                    .point_vs_arc(half, point)
                    .expect("an arc in the sweep spans the sweep's abscissa")
            });
            let slot = match located {
                Ok(slot) => slot,
                Err(arc) => {
                    let j = arc_circle(arc).0;
                    // `point` is on both boundaries, so the relation is never a disjoint one.
                    let relation = list[c as usize].relation(&list[j]);
                    return Err(circles.meeting_error(c as usize, j, relation));
                }
            };
            for neighbour in [slot.below, slot.above] {
                if neighbour != NIL {
                    circles.check_pair(c as usize, arc_circle(neighbour).0)?;
                }
            }
            parent[c as usize] = match slot.above {
                NIL => ROOT,
                above if above % 2 == 1 => above / 2,
                below_of_j => parent[(below_of_j / 2) as usize],
            };
            order.insert_pair(slot, 2 * c, 2 * c + 1);
            topological.push(c);
        }
        for &(_, c) in &exits[next_exit..] {
            remove_circle(&mut order, circles, c)?;
        }
        Ok(ContainmentForest {
            parent,
            topological,
        })
    }
}

/// The circle (0-based) and half of an arc.
fn arc_circle(arc: u32) -> (usize, Half) {
    let half = if arc % 2 == 1 {
        Half::Upper
    } else {
        Half::Lower
    };
    ((arc / 2) as usize, half)
}

/// Removes both arcs of circle `c`, checking each pair of arcs that becomes adjacent.
fn remove_circle(order: &mut ArcOrder, circles: &Circles, c: u32) -> Result<(), InputError> {
    for arc in [2 * c, 2 * c + 1] {
        let (below, above) = order.remove(arc);
        if below != NIL && above != NIL {
            let (a, b) = (arc_circle(below).0, arc_circle(above).0);
            if a != b {
                circles.check_pair(a, b)?;
            }
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
            .map(|f| f.parent)
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
