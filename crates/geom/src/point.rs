//! Integer points and vectors with exact products.

use std::cmp::Ordering;
use std::ops::{Add, Neg, Sub};

/// A point with integer coordinates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    /// The x coordinate.
    pub x: i64,
    /// The y coordinate.
    pub y: i64,
}

/// A vector with integer components: the difference of two [`Point`]s.
///
/// Components must stay within `i64`; products are taken in `i128`, exact while every component
/// is at most 2^62 in absolute value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Vector {
    /// The x component.
    pub x: i64,
    /// The y component.
    pub y: i64,
}

impl Point {
    /// The point `(x, y)`.
    pub const fn new(x: i64, y: i64) -> Self {
        Point { x, y }
    }

    /// The squared distance to `other`, exact.
    pub fn dist2(self, other: Point) -> i128 {
        (other - self).norm2()
    }
}

impl Vector {
    /// The vector `(x, y)`.
    pub const fn new(x: i64, y: i64) -> Self {
        Vector { x, y }
    }

    /// The dot product, exact.
    pub fn dot(self, other: Vector) -> i128 {
        self.x as i128 * other.x as i128 + self.y as i128 * other.y as i128
    }

    /// The cross product `self.x * other.y - self.y * other.x`: positive when `other` turns
    /// counter-clockwise from `self`.
    pub fn cross(self, other: Vector) -> i128 {
        self.x as i128 * other.y as i128 - self.y as i128 * other.x as i128
    }

    /// The squared length.
    pub fn norm2(self) -> i128 {
        self.dot(self)
    }

    /// The vector turned a quarter counter-clockwise.
    pub fn perp(self) -> Vector {
        Vector::new(-self.y, self.x)
    }
}

impl Sub for Point {
    type Output = Vector;
    fn sub(self, other: Point) -> Vector {
        Vector::new(self.x - other.x, self.y - other.y)
    }
}

impl Add<Vector> for Point {
    type Output = Point;
    fn add(self, v: Vector) -> Point {
        Point::new(self.x + v.x, self.y + v.y)
    }
}

impl Add for Vector {
    type Output = Vector;
    fn add(self, v: Vector) -> Vector {
        Vector::new(self.x + v.x, self.y + v.y)
    }
}

impl Sub for Vector {
    type Output = Vector;
    fn sub(self, v: Vector) -> Vector {
        Vector::new(self.x - v.x, self.y - v.y)
    }
}

impl Neg for Vector {
    type Output = Vector;
    fn neg(self) -> Vector {
        Vector::new(-self.x, -self.y)
    }
}

/// The turn `a -> b -> c`: `Greater` counter-clockwise, `Less` clockwise, `Equal` collinear.
pub fn orientation(a: Point, b: Point, c: Point) -> Ordering {
    (b - a).cross(c - a).cmp(&0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn products_by_hand() {
        let a = Vector::new(3, 4);
        let b = Vector::new(-4, 3);
        assert_eq!(a.dot(b), 0);
        assert_eq!(a.cross(b), 25);
        assert_eq!(a.norm2(), 25);
        assert_eq!(a.perp(), b);
        assert_eq!(Point::new(1, 1).dist2(Point::new(4, 5)), 25);
    }

    #[test]
    fn orientation_by_hand() {
        let o = Point::new(0, 0);
        assert_eq!(
            orientation(o, Point::new(1, 0), Point::new(0, 1)),
            Ordering::Greater
        );
        assert_eq!(
            orientation(o, Point::new(0, 1), Point::new(1, 0)),
            Ordering::Less
        );
        assert_eq!(
            orientation(o, Point::new(2, 2), Point::new(-3, -3)),
            Ordering::Equal
        );
    }

    #[test]
    fn extreme_coordinates_stay_exact() {
        let big = 1i64 << 62;
        let a = Vector::new(big, -big);
        assert_eq!(a.norm2(), 2 * (big as i128) * (big as i128));
        assert_eq!(a.cross(a.perp()), a.norm2());
    }

    proptest! {
        #[test]
        fn cross_is_antisymmetric_and_bilinear(
            ax in -1_000_000i64..1_000_000, ay in -1_000_000i64..1_000_000,
            bx in -1_000_000i64..1_000_000, by in -1_000_000i64..1_000_000,
            cx in -1_000_000i64..1_000_000, cy in -1_000_000i64..1_000_000,
        ) {
            let (a, b, c) = (Vector::new(ax, ay), Vector::new(bx, by), Vector::new(cx, cy));
            prop_assert_eq!(a.cross(b), -b.cross(a));
            prop_assert_eq!(a.cross(b + c), a.cross(b) + a.cross(c));
            prop_assert_eq!(a.dot(b + c), a.dot(b) + a.dot(c));
            // Lagrange's identity: |a|^2 |b|^2 = (a.b)^2 + (a x b)^2.
            prop_assert_eq!(a.norm2() * b.norm2(), a.dot(b).pow(2) + a.cross(b).pow(2));
        }
    }
}
