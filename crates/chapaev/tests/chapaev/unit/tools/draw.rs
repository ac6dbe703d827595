//! Tests of `src/tools/draw.rs`.

use chapaev::solver::position::Side;
use chapaev::tools::draw::*;
use gamecore::svg::check::check;

#[test]
fn the_graze_wipe_shows_the_shooter_and_three_crosses() {
    let input = "discs 0.4 1 3\n0 0\n2 4 4 4 5 8\n";
    let picture = check(&draw(input).unwrap());
    assert_eq!(picture.by_id("shooter").attr("data-disc"), "disc-red-1");
    assert_eq!(picture.by_id("shot").attr("data-direction"), "(3, 4)");
    let mut crossed: Vec<&str> = picture
        .with_class("removed")
        .iter()
        .map(|e| e.attr("data-disc"))
        .collect();
    crossed.sort_unstable();
    assert_eq!(
        crossed,
        ["disc-red-1", "disc-white-1", "disc-white-2", "disc-white-3"]
    );
    assert_eq!(picture.by_id("disc-white-3").attr("data-x"), "5");
    assert!(picture.caption()[0].starts_with("RED wins: red disc 1"));
    // The ray leaves the shooter up and to the right, as (3, 4) does with y upwards.
    let shot = picture.by_id("shot");
    assert!(shot.number("x2") > shot.number("x1") && shot.number("y2") < shot.number("y1"));
}

#[test]
fn a_lost_position_has_no_shot() {
    // One red disc against two white discs it cannot both reach in one line.
    let input = "discs 0.4 1 2\n0 0\n5 0 0 5\n";
    let position = chapaev::parse(input).unwrap();
    assert_eq!(
        chapaev::tools::explain::analyse(&position).winner,
        Side::White
    );
    let picture = check(&draw(input).unwrap());
    assert!(picture.find("shot").is_none() && picture.find("shooter").is_none());
    assert!(picture.with_class("removed").is_empty());
    assert!(picture.by_id("disc-white-2").has_class("second"));
    assert!(picture.caption()[0].starts_with("WHITE wins"));
}
