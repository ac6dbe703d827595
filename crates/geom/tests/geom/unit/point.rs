//! Tests of `src/point.rs`.

use geom::point::*;
use proptest::prelude::*;
use std::cmp::Ordering;

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
