//! Tests of `src/circle.rs`.

use CircleRelation::*;
use geom::circle::*;
use geom::point::Point;
use proptest::prelude::*;
use std::cmp::Ordering;

#[test]
fn compare_with_sqrt_by_hand() {
    use Ordering::*;
    assert_eq!(compare_with_sqrt(3, 9), Equal);
    assert_eq!(compare_with_sqrt(3, 10), Less);
    assert_eq!(compare_with_sqrt(3, 8), Greater);
    assert_eq!(compare_with_sqrt(0, 0), Equal);
    assert_eq!(compare_with_sqrt(-1, 0), Less);
    assert_eq!(compare_with_sqrt(0, 1), Less);
    // (10^9)^2 + 1 is not a square: 10^9 lies just below its root.
    let big = 1_000_000_000i128;
    assert_eq!(compare_with_sqrt(big, big * big + 1), Less);
    assert_eq!(compare_with_sqrt(big, big * big - 1), Greater);
}

#[test]
fn point_vs_arc_by_hand() {
    use Half::*;
    use Ordering::*;
    // Circle of radius 5 at the origin: at x = 3 the arcs are at y = 4 and y = -4.
    let c = Circle::new(0, 0, 5);
    let at = |x, y| Point::new(x, y);
    assert_eq!(c.point_vs_arc(Upper, at(3, 4)), Some(Equal));
    assert_eq!(c.point_vs_arc(Upper, at(3, 5)), Some(Greater));
    assert_eq!(c.point_vs_arc(Upper, at(3, 3)), Some(Less));
    assert_eq!(c.point_vs_arc(Upper, at(3, -9)), Some(Less));
    assert_eq!(c.point_vs_arc(Lower, at(3, -4)), Some(Equal));
    assert_eq!(c.point_vs_arc(Lower, at(3, -3)), Some(Greater));
    assert_eq!(c.point_vs_arc(Lower, at(3, -5)), Some(Less));
    assert_eq!(c.point_vs_arc(Lower, at(3, 9)), Some(Greater));
    // At the ends both arcs meet at the centre's height.
    assert_eq!(c.point_vs_arc(Upper, at(-5, 0)), Some(Equal));
    assert_eq!(c.point_vs_arc(Lower, at(5, 0)), Some(Equal));
    assert_eq!(c.point_vs_arc(Lower, at(5, 1)), Some(Greater));
    assert_eq!(c.point_vs_arc(Upper, at(-5, -1)), Some(Less));
    // Outside the x-range there is no arc.
    assert_eq!(c.point_vs_arc(Upper, at(6, 0)), None);
    assert_eq!(c.point_vs_arc(Lower, at(-6, 0)), None);
    assert_eq!(c.leftmost(), at(-5, 0));
    assert_eq!(c.rightmost(), at(5, 0));
}

#[test]
fn point_vs_arc_near_tangent_at_scale() {
    use Half::*;
    use Ordering::*;
    // At x = 1, the upper arc of radius 10^9 is at sqrt(10^18 - 1), a hair below 10^9:
    // no f64 can tell them apart, the integer test can.
    let big = 1_000_000_000i64;
    let c = Circle::new(0, 0, big);
    assert_eq!(c.point_vs_arc(Upper, Point::new(1, big)), Some(Greater));
    assert_eq!(c.point_vs_arc(Upper, Point::new(1, big - 1)), Some(Less));
    assert_eq!(c.point_vs_arc(Lower, Point::new(1, -big)), Some(Less));
    assert_eq!(c.point_vs_arc(Lower, Point::new(1, 1 - big)), Some(Greater));
    let far = Circle::new(-big, big, big);
    assert_eq!(
        far.point_vs_arc(Upper, Point::new(-2 * big, big)),
        Some(Equal)
    );
    assert_eq!(
        far.point_vs_arc(Lower, Point::new(0, big + 1)),
        Some(Greater)
    );
}

proptest! {
    /// On a point of the circle the predicate says `Equal` for exactly the half it lies on;
    /// moving the point up or down by one unit moves the answer the same way.
    #[test]
    fn point_vs_arc_agrees_with_the_circle_equation(
        cx in -1000i64..1000, cy in -1000i64..1000, r in 1i64..1000,
        px in -2000i64..2000, py in -2000i64..2000,
    ) {
        let c = Circle::new(cx, cy, r);
        let p = Point::new(px, py);
        let dx = (px - cx) as i128;
        let dy = (py - cy) as i128;
        let q = (r as i128).pow(2) - dx * dx;
        for half in [Half::Lower, Half::Upper] {
            let got = c.point_vs_arc(half, p);
            if q < 0 {
                prop_assert_eq!(got, None);
                continue;
            }
            // Brute force: the arc's height is cy +- sqrt(q); compare 2*dy with the two
            // integer neighbours of the root bracketing it.
            let root = (0..=r as i128).take_while(|s| s * s <= q).last().unwrap_or(0);
            let exact = root * root == q;
            let signed = if half == Half::Upper { root } else { -root };
            let expected = if exact {
                dy.cmp(&signed)
            } else if half == Half::Upper {
                // root < sqrt(q) < root + 1
                if dy <= root { Ordering::Less } else { Ordering::Greater }
            } else if dy >= -root {
                Ordering::Greater
            } else {
                Ordering::Less
            };
            prop_assert_eq!(got, Some(expected));
        }
    }
}

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
