//! Circles with integer centres and radii, their exact relations, and the exact predicates of a
//! sweep line over their upper and lower half-boundaries (arcs).

use std::cmp::Ordering;

use crate::point::Point;

/// One half of a circle's boundary, an x-monotone arc from the leftmost to the rightmost point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Half {
    /// The lower semicircle: `y = cy - sqrt(r^2 - (x - cx)^2)`.
    Lower,
    /// The upper semicircle: `y = cy + sqrt(r^2 - (x - cx)^2)`.
    Upper,
}

/// A circle with an integer centre and a positive integer radius.
///
/// Relations are exact for coordinates and radii up to 2^61 in absolute value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Circle {
    /// The centre.
    pub center: Point,
    /// The radius, positive.
    pub r: i64,
}

/// How two circles' boundaries lie relative to each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CircleRelation {
    /// Each lies strictly outside the other: no common point.
    Apart,
    /// The first lies strictly inside the second: no common boundary point.
    Inside,
    /// The second lies strictly inside the first.
    Contains,
    /// The boundaries share exactly one point (from outside or from inside).
    Touching,
    /// The boundaries cross at two points.
    Crossing,
    /// The two circles are the same circle.
    Equal,
}

impl Circle {
    /// The circle with centre `(x, y)` and radius `r`.
    pub const fn new(x: i64, y: i64, r: i64) -> Self {
        Circle {
            center: Point::new(x, y),
            r,
        }
    }

    /// Whether `self` lies strictly inside `outer` (no common boundary point):
    /// `r < R` and `d^2 < (R - r)^2`.
    pub fn strictly_inside(&self, outer: &Circle) -> bool {
        let gap = outer.r as i128 - self.r as i128;
        gap > 0 && self.center.dist2(outer.center) < gap * gap
    }

    /// Whether the point lies strictly inside the circle.
    pub fn contains_point_strictly(&self, p: Point) -> bool {
        self.center.dist2(p) < (self.r as i128) * (self.r as i128)
    }

    /// The leftmost point of the circle, `(cx - r, cy)`: where a sweep from left to right meets it.
    pub fn leftmost(&self) -> Point {
        Point::new(self.center.x - self.r, self.center.y)
    }

    /// The rightmost point of the circle, `(cx + r, cy)`: where a sweep leaves it.
    pub fn rightmost(&self) -> Point {
        Point::new(self.center.x + self.r, self.center.y)
    }

    /// Where `p` lies relative to the `half` arc at the abscissa `p.x`: `Greater` above it, `Equal`
    /// on it, `Less` below it; `None` when `p.x` is outside `[cx - r, cx + r]` (no arc there).
    ///
    /// Exact: the sign of `(p.y - cy) -+ sqrt(r^2 - (p.x - cx)^2)` is decided in `i128`
    /// comparing squares, without rounding.
    pub fn point_vs_arc(&self, half: Half, p: Point) -> Option<Ordering> {
        let dx = p.x as i128 - self.center.x as i128;
        let r = self.r as i128;
        let under_root = r * r - dx * dx;
        if under_root < 0 {
            return None;
        }
        let dy = p.y as i128 - self.center.y as i128;
        Some(match half {
            // p.y - arc = dy - sqrt(q)
            Half::Upper => compare_with_sqrt(dy, under_root),
            // p.y - arc = dy + sqrt(q) = -((-dy) - sqrt(q))
            Half::Lower => compare_with_sqrt(-dy, under_root).reverse(),
        })
    }

    /// The relation of `self` to `other`, decided by exact integer comparisons of `d^2` with
    /// `(r1 - r2)^2` and `(r1 + r2)^2`.
    pub fn relation(&self, other: &Circle) -> CircleRelation {
        let d2 = self.center.dist2(other.center);
        let sum = self.r as i128 + other.r as i128;
        let diff = self.r as i128 - other.r as i128;
        if d2 == 0 && diff == 0 {
            CircleRelation::Equal
        } else if d2 > sum * sum {
            CircleRelation::Apart
        } else if d2 < diff * diff {
            if diff < 0 {
                CircleRelation::Inside
            } else {
                CircleRelation::Contains
            }
        } else if d2 == sum * sum || d2 == diff * diff {
            CircleRelation::Touching
        } else {
            CircleRelation::Crossing
        }
    }
}

/// `a` compared with `sqrt(q)` for `q >= 0`, exactly: the sign of `a - sqrt(q)`.
///
/// For `a < 0` the answer is `Less`; otherwise `a^2` is compared with `q`. Exact while `|a| < 2^63`
/// (so for every circle of this module, unlike [`crate::surd::sign`], whose `q` is a `u64`).
fn compare_with_sqrt(a: i128, q: i128) -> Ordering {
    debug_assert!(q >= 0, "the square root of a negative number");
    if a < 0 {
        Ordering::Less
    } else {
        (a * a).cmp(&q)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use CircleRelation::*;
    use proptest::prelude::*;

    #[test]
    fn compare_with_sqrt_by_hand() {
        use Ordering::*;
        assert_eq!(compare_with_sqrt(3, 9), Equal);
        assert_eq!(compare_with_sqrt(3, 10), Less);
        assert_eq!(compare_with_sqrt(3, 8), Greater);
        assert_eq!(compare_with_sqrt(0, 0), Equal);
        assert_eq!(compare_with_sqrt(-1, 0), Less);
        assert_eq!(compare_with_sqrt(0, 1), Less);
        // (10^9)^2 + 1 is not a square: 10^9 lies just below its root.
        let big = 1_000_000_000i128;
        assert_eq!(compare_with_sqrt(big, big * big + 1), Less);
        assert_eq!(compare_with_sqrt(big, big * big - 1), Greater);
    }

    #[test]
    fn point_vs_arc_by_hand() {
        use Half::*;
        use Ordering::*;
        // Circle of radius 5 at the origin: at x = 3 the arcs are at y = 4 and y = -4.
        let c = Circle::new(0, 0, 5);
        let at = |x, y| Point::new(x, y);
        assert_eq!(c.point_vs_arc(Upper, at(3, 4)), Some(Equal));
        assert_eq!(c.point_vs_arc(Upper, at(3, 5)), Some(Greater));
        assert_eq!(c.point_vs_arc(Upper, at(3, 3)), Some(Less));
        assert_eq!(c.point_vs_arc(Upper, at(3, -9)), Some(Less));
        assert_eq!(c.point_vs_arc(Lower, at(3, -4)), Some(Equal));
        assert_eq!(c.point_vs_arc(Lower, at(3, -3)), Some(Greater));
        assert_eq!(c.point_vs_arc(Lower, at(3, -5)), Some(Less));
        assert_eq!(c.point_vs_arc(Lower, at(3, 9)), Some(Greater));
        // At the ends both arcs meet at the centre's height.
        assert_eq!(c.point_vs_arc(Upper, at(-5, 0)), Some(Equal));
        assert_eq!(c.point_vs_arc(Lower, at(5, 0)), Some(Equal));
        assert_eq!(c.point_vs_arc(Lower, at(5, 1)), Some(Greater));
        assert_eq!(c.point_vs_arc(Upper, at(-5, -1)), Some(Less));
        // Outside the x-range there is no arc.
        assert_eq!(c.point_vs_arc(Upper, at(6, 0)), None);
        assert_eq!(c.point_vs_arc(Lower, at(-6, 0)), None);
        assert_eq!(c.leftmost(), at(-5, 0));
        assert_eq!(c.rightmost(), at(5, 0));
    }

    #[test]
    fn point_vs_arc_near_tangent_at_scale() {
        use Half::*;
        use Ordering::*;
        // At x = 1, the upper arc of radius 10^9 is at sqrt(10^18 - 1), a hair below 10^9:
        // no f64 can tell them apart, the integer test can.
        let big = 1_000_000_000i64;
        let c = Circle::new(0, 0, big);
        assert_eq!(c.point_vs_arc(Upper, Point::new(1, big)), Some(Greater));
        assert_eq!(c.point_vs_arc(Upper, Point::new(1, big - 1)), Some(Less));
        assert_eq!(c.point_vs_arc(Lower, Point::new(1, -big)), Some(Less));
        assert_eq!(c.point_vs_arc(Lower, Point::new(1, 1 - big)), Some(Greater));
        let far = Circle::new(-big, big, big);
        assert_eq!(
            far.point_vs_arc(Upper, Point::new(-2 * big, big)),
            Some(Equal)
        );
        assert_eq!(
            far.point_vs_arc(Lower, Point::new(0, big + 1)),
            Some(Greater)
        );
    }

    proptest! {
        /// On a point of the circle the predicate says `Equal` for exactly the half it lies on;
        /// moving the point up or down by one unit moves the answer the same way.
        #[test]
        fn point_vs_arc_agrees_with_the_circle_equation(
            cx in -1000i64..1000, cy in -1000i64..1000, r in 1i64..1000,
            px in -2000i64..2000, py in -2000i64..2000,
        ) {
            let c = Circle::new(cx, cy, r);
            let p = Point::new(px, py);
            let dx = (px - cx) as i128;
            let dy = (py - cy) as i128;
            let q = (r as i128).pow(2) - dx * dx;
            for half in [Half::Lower, Half::Upper] {
                let got = c.point_vs_arc(half, p);
                if q < 0 {
                    prop_assert_eq!(got, None);
                    continue;
                }
                // Brute force: the arc's height is cy +- sqrt(q); compare 2*dy with the two
                // integer neighbours of the root bracketing it.
                let root = (0..=r as i128).take_while(|s| s * s <= q).last().unwrap_or(0);
                let exact = root * root == q;
                let signed = if half == Half::Upper { root } else { -root };
                let expected = if exact {
                    dy.cmp(&signed)
                } else if half == Half::Upper {
                    // root < sqrt(q) < root + 1
                    if dy <= root { Ordering::Less } else { Ordering::Greater }
                } else if dy >= -root {
                    Ordering::Greater
                } else {
                    Ordering::Less
                };
                prop_assert_eq!(got, Some(expected));
            }
        }
    }

    #[test]
    fn relations_by_hand() {
        let unit = Circle::new(0, 0, 1);
        assert_eq!(unit.relation(&Circle::new(3, 0, 1)), Apart);
        assert_eq!(unit.relation(&Circle::new(2, 0, 1)), Touching);
        assert_eq!(unit.relation(&Circle::new(1, 0, 1)), Crossing);
        assert_eq!(unit.relation(&Circle::new(0, 0, 1)), Equal);
        assert_eq!(unit.relation(&Circle::new(0, 0, 2)), Inside);
        assert_eq!(Circle::new(0, 0, 3).relation(&unit), Contains);
        // Internal tangency: distance 1 = 2 - 1.
        assert_eq!(unit.relation(&Circle::new(1, 0, 2)), Touching);
        // A 3-4-5 offset: tangent from outside at distance exactly 5.
        assert_eq!(
            Circle::new(0, 0, 2).relation(&Circle::new(3, 4, 3)),
            Touching
        );
        assert!(unit.strictly_inside(&Circle::new(0, 0, 2)));
        assert!(!unit.strictly_inside(&Circle::new(1, 0, 2)));
        assert!(!unit.strictly_inside(&unit));
    }

    #[test]
    fn relations_at_the_extremes() {
        let big = 1_000_000_000;
        let a = Circle::new(-big, -big, big);
        let b = Circle::new(big, big, big);
        assert_eq!(a.relation(&b), Apart);
        // A near-tangent pair inside: the gap is far below any float epsilon at this scale.
        let outer = Circle::new(0, 0, big);
        let inner = Circle::new(big - 2, 0, 1);
        assert_eq!(inner.relation(&outer), Inside);
        assert_eq!(Circle::new(big - 1, 0, 1).relation(&outer), Touching);
        assert!(outer.contains_point_strictly(Point::new(big - 1, 0)));
        assert!(!outer.contains_point_strictly(Point::new(big, 0)));
    }
}
