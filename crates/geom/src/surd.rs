//! The exact sign of `a + b sqrt(q)` for integers `a`, `b` and `q >= 0`, and the small unsigned
//! 256-bit integer it needs.
//!
//! Directions such as the tangents from a point to a circle have components in `Z[sqrt(q)]`;
//! every "which side" question about them reduces to this sign.
//!
//! # Exactness
//! The test compares `a^2` with `b^2 q`. With `a: i128`, `b: i64` and `q: u64`, `a^2 < 2^254`
//! and `b^2 q < 2^190`, so both fit [`U256`] for every value of the argument types: there is no
//! overflow and no precondition to check.

use std::cmp::Ordering;

/// An unsigned 256-bit integer as two 128-bit halves, with just what the sign test needs:
/// widening products and comparison.
///
/// Written here rather than taken from a crate: two operations on two halves are shorter than a
/// dependency, and they are property-tested against `u128` and against algebraic identities.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct U256 {
    /// The high 128 bits.
    pub hi: u128,
    /// The low 128 bits.
    pub lo: u128,
}

impl U256 {
    /// Zero.
    pub const ZERO: U256 = U256 { hi: 0, lo: 0 };

    /// `value` widened.
    pub const fn from_u128(value: u128) -> Self {
        U256 { hi: 0, lo: value }
    }

    /// The full product `x * y`, which always fits 256 bits.
    pub fn widening_mul(x: u128, y: u128) -> Self {
        const LOW: u128 = u64::MAX as u128;
        let (x1, x0) = (x >> 64, x & LOW);
        let (y1, y0) = (y >> 64, y & LOW);
        // Each partial product of two 64-bit halves fits 128 bits.
        let p00 = x0 * y0;
        let p01 = x0 * y1;
        let p10 = x1 * y0;
        let p11 = x1 * y1;
        // The middle column: at most 3 * (2^64 - 1), which fits 128 bits.
        let middle = (p00 >> 64) + (p01 & LOW) + (p10 & LOW);
        let lo = (p00 & LOW) | (middle << 64);
        let hi = p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64);
        U256 { hi, lo }
    }

    /// `self + other`, or `None` past 2^256 - 1.
    pub fn checked_add(self, other: U256) -> Option<U256> {
        let (lo, carry) = self.lo.overflowing_add(other.lo);
        let hi = self
            .hi
            .checked_add(other.hi)?
            .checked_add(u128::from(carry))?;
        Some(U256 { hi, lo })
    }
}

impl Ord for U256 {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.hi, self.lo).cmp(&(other.hi, other.lo))
    }
}

impl PartialOrd for U256 {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// The sign of `a + b sqrt(q)` (as `Less`, `Equal`, `Greater` than zero), exactly.
///
/// If `a` and `b` do not have opposite signs the answer is the sign of whichever is non-zero;
/// otherwise the term of larger magnitude wins, found by comparing `a^2` with `b^2 q`.
///
/// # Complexity
/// O(1): a few 128-bit multiplications.
pub fn sign(a: i128, b: i64, q: u64) -> Ordering {
    let sign_a = a.cmp(&0);
    // sqrt(q) >= 0, so b sqrt(q) has the sign of b, or is zero when q is.
    let sign_b = if q == 0 { Ordering::Equal } else { b.cmp(&0) };
    if sign_b == Ordering::Equal || sign_a == sign_b {
        return sign_a;
    }
    if sign_a == Ordering::Equal {
        return sign_b;
    }
    // Opposite signs: |a| against |b| sqrt(q), compared through their squares.
    let a2 = U256::widening_mul(a.unsigned_abs(), a.unsigned_abs());
    let b2 = u128::from(b.unsigned_abs()) * u128::from(b.unsigned_abs());
    let b2q = U256::widening_mul(b2, u128::from(q));
    match a2.cmp(&b2q) {
        Ordering::Greater => sign_a,
        Ordering::Less => sign_b,
        Ordering::Equal => Ordering::Equal,
    }
}
