//! Tests of `src/surd.rs`.

use Ordering::{Equal, Greater, Less};
use geom::surd::*;
use proptest::prelude::*;
use std::cmp::Ordering;

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
