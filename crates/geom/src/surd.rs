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

#[cfg(test)]
mod tests {
    use super::*;
    use Ordering::{Equal, Greater, Less};
    use proptest::prelude::*;

    /// The integer square root by a float guess corrected exactly: the high-precision check below
    /// is built on it instead of on squaring `a`.
    fn isqrt(n: u128) -> u128 {
        let mut r = (n as f64).sqrt() as u128;
        while r.checked_mul(r).is_none_or(|sq| sq > n) {
            r -= 1;
        }
        while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
            r += 1;
        }
        r
    }

    /// The sign of `a + b sqrt(q)` through `m = b^2 q` (must fit `u128`) and `r = isqrt(m)`:
    /// `|b| sqrt(q) = sqrt(m)` lies in `[r, r + 1)` and equals `r` exactly when `r^2 = m`; `|a|`
    /// is an integer, so it exceeds `sqrt(m)` exactly when it exceeds `r`.
    fn sign_by_isqrt(a: i128, b: i64, q: u64) -> Ordering {
        let m = u128::from(b.unsigned_abs()).pow(2) * u128::from(q);
        let (sign_a, sign_b) = (a.cmp(&0), b.cmp(&0));
        if m == 0 {
            return sign_a;
        }
        if sign_a == Equal || sign_a == sign_b {
            return sign_b;
        }
        let r = isqrt(m);
        match a.unsigned_abs().cmp(&r) {
            Greater => sign_a,
            Less => sign_b,
            Equal if r * r == m => Equal,
            Equal => sign_b,
        }
    }

    #[test]
    fn widening_mul_by_hand() {
        let max = u128::MAX;
        // (2^128 - 1)^2 = 2^256 - 2^129 + 1.
        assert_eq!(U256::widening_mul(max, max), U256 { hi: max - 1, lo: 1 });
        assert_eq!(U256::widening_mul(1 << 127, 2), U256 { hi: 1, lo: 0 });
        assert_eq!(U256::widening_mul(0, max), U256::ZERO);
        assert!(U256 { hi: 1, lo: 0 } > U256::from_u128(max));
        assert_eq!(
            U256::from_u128(max).checked_add(U256::from_u128(1)),
            Some(U256 { hi: 1, lo: 0 })
        );
        assert_eq!(
            U256 { hi: max, lo: max }.checked_add(U256::from_u128(1)),
            None
        );
    }

    #[test]
    fn signs_by_hand() {
        assert_eq!(sign(0, 0, 7), Equal);
        assert_eq!(sign(-3, 1, 9), Equal);
        assert_eq!(sign(3, -1, 9), Equal);
        assert_eq!(sign(-3, 1, 10), Greater);
        assert_eq!(sign(-3, 1, 8), Less);
        assert_eq!(sign(5, 7, 0), Greater);
        assert_eq!(sign(0, -7, 0), Equal);
        assert_eq!(sign(0, -7, 2), Less);
        assert_eq!(sign(-1, 0, 2), Less);
        // sqrt(2) = 1.41421356237..., so 141421356237 < 10^11 sqrt(2) < 141421356238.
        assert_eq!(sign(-141_421_356_237, 100_000_000_000, 2), Greater);
        assert_eq!(sign(-141_421_356_238, 100_000_000_000, 2), Less);
    }

    #[test]
    fn extremes_do_not_overflow() {
        assert_eq!(sign(i128::MIN, i64::MAX, u64::MAX), Less);
        assert_eq!(sign(i128::MAX, i64::MIN, u64::MAX), Greater);
        assert_eq!(sign(-1, i64::MIN, u64::MAX), Less);
        // (2^63)^2 * 2^62 = 2^188 against a^2 < 2^254.
        assert_eq!(sign(i128::MIN, i64::MIN, 1 << 62), Less);
        assert_eq!(sign(i128::MIN + 1, i64::MAX, u64::MAX), Less);
    }

    /// Values as wide as the chapaev solver's (`b^2 q` near 5.12 * 10^44, past `i128`), at and
    /// next to zero, where the answer is known in closed form.
    #[test]
    fn products_past_i128_stay_exact() {
        let b: i64 = 799_999_999_999_999;
        // A perfect square q = t^2 (about 8 * 10^14): b sqrt(q) = b t exactly.
        let t: u64 = 28_284_271;
        let bt = i128::from(b) * i128::from(t);
        assert_eq!(sign(-bt, b, t * t), Equal);
        assert_eq!(sign(-bt - 1, b, t * t), Less);
        assert_eq!(sign(-bt + 1, b, t * t), Greater);
        assert_eq!(sign(bt + 1, -b, t * t), Greater);
        // q = t^2 + 1 puts sqrt(q) in (t, t + 1/(2t)), so c sqrt(q) lies in (ct, ct + 1) for
        // 0 < c < 2t.
        let c: i64 = 56_568_541; // 2t - 1
        let ct = i128::from(c) * i128::from(t);
        assert_eq!(sign(-ct, c, t * t + 1), Greater);
        assert_eq!(sign(-ct - 1, c, t * t + 1), Less);
        assert_eq!(sign(ct + 1, -c, t * t + 1), Greater);
        // q = t^2 - 1 puts sqrt(q) in (t - 1/t, t), so c sqrt(q) lies in (ct - 1, ct) for c < t.
        let c: i64 = 28_284_270;
        let ct = i128::from(c) * i128::from(t);
        assert_eq!(sign(-ct, c, t * t - 1), Less);
        assert_eq!(sign(-ct + 1, c, t * t - 1), Greater);
    }

    proptest! {
        #[test]
        fn widening_mul_matches_u128_on_small_values(x in 0u128..1 << 64, y in 0u128..1 << 64) {
            prop_assert_eq!(U256::widening_mul(x, y), U256::from_u128(x * y));
        }

        #[test]
        fn widening_mul_distributes(x: u128, y in 0u128..u128::MAX, z in 0u128..1 << 64) {
            // x * (y + 1) = x * y + x, carried across the halves.
            let left = U256::widening_mul(x, y + 1);
            let right = U256::widening_mul(x, y).checked_add(U256::from_u128(x));
            prop_assert_eq!(Some(left), right);
            // Comparison agrees with the order of the factors.
            prop_assert_eq!(
                U256::widening_mul(x, z).cmp(&U256::widening_mul(x, z + 1)),
                if x == 0 { Equal } else { Less }
            );
        }

        #[test]
        fn sign_matches_isqrt_check(a in -(1i128 << 60)..1 << 60, b in -(1i64 << 30)..1 << 30, q in 0u64..1 << 60) {
            prop_assert_eq!(sign(a, b, q), sign_by_isqrt(a, b, q));
        }

        /// Values right at the boundary: `a = -b r` and its neighbours for `q` near `r^2`.
        #[test]
        fn sign_matches_isqrt_check_near_zero(
            r in 0u64..1 << 30,
            delta in -2i64..=2,
            b in -(1i64 << 28)..1 << 28,
            shift in -3i128..=3,
        ) {
            let q = (i128::from(r).pow(2) + i128::from(delta)).max(0) as u64;
            let a = -i128::from(b) * i128::from(r) + shift;
            prop_assert_eq!(sign(a, b, q), sign_by_isqrt(a, b, q));
        }

        /// Perfect squares: the exact root is known, so the sign is that of `a + b t` in `i128`.
        #[test]
        fn sign_on_perfect_squares(t in 0u64..1 << 32, b: i64, shift in -2i128..=2) {
            let a = -i128::from(b) * i128::from(t) + shift;
            prop_assert_eq!(sign(a, b, t * t), shift.cmp(&0));
        }
    }
}
