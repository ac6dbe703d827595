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
