//! Circles with integer centres and radii, and their exact relations.

use crate::point::Point;

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

#[cfg(test)]
mod tests {
    use super::*;
    use CircleRelation::*;

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
