//! Tests of `src/tools/draw.rs`.

use circles_game::tools::draw::*;
use gamecore::Refusal;
use gamecore::svg::check::{Element, check};
use geom::Circle;

fn inside(point: &Element, circle: &Element) -> bool {
    let (dx, dy) = (
        point.number("cx") - circle.number("cx"),
        point.number("cy") - circle.number("cy"),
    );
    dx.hypot(dy) < circle.number("r")
}

#[test]
fn third_sample_puts_the_point_in_circle_two_outside_circle_one() {
    let picture = check(&draw("3\n0 0 1\n0 0 2\n5 0 1\n").unwrap());
    let point = picture.by_id("red-point");
    assert_eq!(picture.by_id("winning-circle").attr("data-circle"), "2");
    assert!(inside(point, picture.by_id("circle-2")));
    assert!(!inside(point, picture.by_id("circle-1")));
    assert_eq!(picture.by_id("tree-2").attr("data-grundy"), "2");
    assert_eq!(picture.by_id("tree-3").attr("data-grundy"), "1");
    assert_eq!(picture.by_id("circle-1").attr("data-depth"), "1");
    assert!(picture.caption()[0].starts_with("Alice wins"));
    assert_eq!(picture.caption().len(), 2, "true to scale, no panels");
}

#[test]
fn far_apart_trees_get_panels() {
    let picture = check(&draw("3\n0 0 50\n10 0 5\n100000 0 3\n").unwrap());
    assert!(picture.caption()[2].contains("panel"));
    assert!(picture.by_id("circle-3").number("r") > MIN_ROOT_RADIUS);
    assert!(inside(picture.by_id("circle-2"), picture.by_id("circle-1")));
}

#[test]
fn bob_wins_without_a_point() {
    let picture = check(&draw("2\n0 0 1\n5 0 1\n").unwrap());
    assert!(picture.find("red-point").is_none());
    assert!(picture.caption()[0].starts_with("Bob wins"));
}

#[test]
fn the_red_point_survives_a_near_tangent_child() {
    // The first child's centre is at distance sqrt(M^2 - 1) = M - 2.5e-9 for M = 200000001,
    // so its gap to the outer circle is 2.5e-9, below what f64 resolves at this scale.
    let outer = Circle::new(0, 0, 200_001_001);
    let inner = [
        Circle::new(200_000_000, 20_000, 1000),
        Circle::new(0, 0, 10),
    ];
    assert!(inner[0].strictly_inside(&outer));
    let point = red_point(&outer, &inner).unwrap();
    assert!(point.is_legal(&outer, &inner));
    assert_eq!(
        red_point(&Circle::new(3, 4, 1), &[]),
        Some(RedPoint {
            x: 3 << 20,
            y: 4 << 20
        })
    );
}

#[test]
fn too_many_circles_are_refused() {
    let n = MAX_DRAWN_CIRCLES + 1;
    let lines: String = (0..n).map(|i| format!("{} 0 1\n", 3 * i)).collect();
    assert!(matches!(
        draw(&format!("{n}\n{lines}")),
        Err(Refusal::Usage(_))
    ));
    assert!(matches!(draw("2\n0 0 1\n1 0 1\n"), Err(Refusal::Input(_))));
}
