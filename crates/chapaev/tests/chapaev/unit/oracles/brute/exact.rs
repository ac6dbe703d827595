//! Tests of `src/oracles/brute/exact.rs`.

use chapaev::oracles::brute::exact::*;
use proptest::prelude::*;
use std::cmp::Ordering;

fn big(v: i128) -> Big {
    Big::from_i128(v)
}

#[test]
fn signs_by_hand() {
    let roots = Roots {
        q1: big(2),
        q2: big(3),
    };
    let e = |one, x, y, xy| Biquadratic {
        one: big(one),
        x: big(x),
        y: big(y),
        xy: big(xy),
    };
    // 2 sqrt 2 + 2 sqrt 3 - 2 sqrt 6 is about 2.83 + 3.46 - 4.90 = 1.39.
    assert_eq!(roots.sign(&e(0, 2, 2, -2)), Ordering::Greater);
    // (sqrt 2 + sqrt 3)^2 = 5 + 2 sqrt 6, and sqrt 6 lies between 2.449 and 2.45.
    let s = e(0, 1, 1, 0);
    assert_eq!(roots.mul(&s, &s), e(5, 0, 0, 2));
    assert_eq!(roots.sign(&e(-2449, 0, 0, 1000)), Ordering::Greater);
    assert_eq!(roots.sign(&e(-2450, 0, 0, 1000)), Ordering::Less);
    // X = Y when q1 = q2: X - Y = 0 and XY = 2.
    let same = Roots {
        q1: big(2),
        q2: big(2),
    };
    assert_eq!(same.sign(&e(0, 1, -1, 0)), Ordering::Equal);
    assert_eq!(same.sign(&e(-2, 0, 0, 1)), Ordering::Equal);
}

proptest! {
    #[test]
    fn big_prints_in_decimal(a: i128, zeros in 0usize..40) {
        prop_assert_eq!(big(a).to_string(), a.to_string());
        // Past i128: a times 10^zeros, built by repeated multiplication.
        let ten = big(10);
        let shifted = (0..zeros).fold(big(a), |acc, _| &acc * &ten);
        let expected = if a == 0 { "0".to_owned() } else { format!("{a}{}", "0".repeat(zeros)) };
        prop_assert_eq!(shifted.to_string(), expected);
    }

    #[test]
    fn big_arithmetic_matches_i128(a in -(1i128 << 60)..1 << 60, b in -(1i128 << 60)..1 << 60) {
        prop_assert_eq!(&big(a) + &big(b), big(a + b));
        prop_assert_eq!(&big(a) - &big(b), big(a - b));
        prop_assert_eq!(&big(a) * &big(b), big(a * b));
        prop_assert_eq!(big(a).signum(), a.cmp(&0));
        prop_assert_eq!(big(a).cmp_abs(&big(b)), a.abs().cmp(&b.abs()));
    }

    /// With perfect squares the roots are integers, so the sign is that of an i128 sum.
    #[test]
    fn signs_on_perfect_squares(
        r1 in 0i128..1000, r2 in 0i128..1000,
        one in -(1i128 << 40)..1 << 40, x in -(1i128 << 20)..1 << 20,
        y in -(1i128 << 20)..1 << 20, xy in -(1i128 << 15)..1 << 15,
    ) {
        let roots = Roots { q1: big(r1 * r1), q2: big(r2 * r2) };
        let e = Biquadratic { one: big(one), x: big(x), y: big(y), xy: big(xy) };
        let value = one + x * r1 + y * r2 + xy * r1 * r2;
        prop_assert_eq!(roots.sign(&e), value.cmp(&0));
    }

    /// Near cancellation: the sign of a + b sqrt(q) against geom's independent U256 test.
    #[test]
    fn root_sign_matches_geom(r in 0u64..1 << 30, delta in -2i64..=2, b: i64, shift in -3i128..=3) {
        let q = (i128::from(r).pow(2) + i128::from(delta)).max(0) as u64;
        let a = -(i128::from(b) * i128::from(r)) + shift;
        prop_assert_eq!(
            sign_with_root(&big(a), &big(i128::from(b)), &big(i128::from(q))),
            geom::surd::sign(a, b, q)
        );
    }
}
