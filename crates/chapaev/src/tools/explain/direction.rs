//! An exact direction of a shot: `(x, y) + sqrt(q) * (a, b)` with big integers.

use std::cmp::Ordering;
use std::fmt;

use crate::oracles::brute::Big;

/// An exact direction `(x, y) + sqrt(q) * (a, b)` with integers; `root` is zero for a rational
/// direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Direction {
    /// The rational part `(x, y)`.
    pub rational: [Big; 2],
    /// The coefficients `(a, b)` of `sqrt(q)`.
    pub root: [Big; 2],
    /// The number under the root (zero for a rational direction).
    pub q: Big,
}

impl Direction {
    /// The integer vector `(x, y)`.
    pub fn integer(x: Big, y: Big) -> Self {
        Direction {
            rational: [x, y],
            root: [Big::zero(), Big::zero()],
            q: Big::zero(),
        }
    }

    /// Whether the direction has no root part.
    pub fn is_rational(&self) -> bool {
        self.q.signum() == Ordering::Equal
            || self.root.iter().all(|c| c.signum() == Ordering::Equal)
    }
}

impl fmt::Display for Direction {
    /// `(x, y)` or `sqrt(q)*(a, b) + (x, y)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [x, y] = &self.rational;
        if self.is_rational() {
            write!(f, "({x}, {y})")
        } else {
            let [a, b] = &self.root;
            write!(f, "sqrt({})*({a}, {b}) + ({x}, {y})", self.q)
        }
    }
}
