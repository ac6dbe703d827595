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
pub fn compare_with_sqrt(a: i128, q: i128) -> Ordering {
    debug_assert!(q >= 0, "the square root of a negative number");
    if a < 0 {
        Ordering::Less
    } else {
        (a * a).cmp(&q)
    }
}
