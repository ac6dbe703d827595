//! Tests of `src/tools/draw.rs`.

use gamecore::Refusal;
use gamecore::svg::check::check;
use painters_duel::Options;
use painters_duel::solver::board::{NEIGHBOURS, bit};
use painters_duel::tools::draw::*;

const SAMPLE: &str = "2\n2 1 1 2 1 0\n2 2 2 1 1 2\n2 1\n2 3\n";

fn with_test(test: usize) -> Options {
    Options {
        test,
        progress: false,
        ..Options::default()
    }
}

#[test]
fn the_first_test_shows_both_paths_and_numbered_turns() {
    let picture = check(&draw(SAMPLE, &with_test(1)).unwrap());
    assert!(picture.by_id("room-1-1").has_class("first"));
    assert!(picture.by_id("room-2-1").has_class("second-start"));
    // Alma (1, 1) -> (2, 2), Berthe skips, Alma (2, 2) -> (2, 3).
    assert_eq!(picture.by_id("turn-1").attr("data-room"), "2-2");
    assert_eq!(picture.by_id("turn-3").attr("data-room"), "2-3");
    assert!(picture.find("turn-2").is_none());
    assert_eq!(
        picture.by_id("alma-path").attr("points").split(' ').count(),
        3
    );
    assert_eq!(
        picture
            .by_id("berthe-path")
            .attr("points")
            .split(' ')
            .count(),
        1
    );
    assert!(picture.caption()[0].starts_with("Case #1: 2"));
    assert!(picture.caption()[2].contains("2 (Berthe)"));
}

#[test]
fn test_k_picks_the_test() {
    let picture = check(&draw(SAMPLE, &with_test(2)).unwrap());
    assert!(picture.by_id("room-2-1").has_class("blocked"));
    assert!(picture.by_id("room-2-2").has_class("first"));
    assert!(picture.caption()[0].starts_with("Case #2: 0"));
    assert!(matches!(
        draw(SAMPLE, &with_test(3)),
        Err(Refusal::Usage(_))
    ));
}

#[test]
fn neighbouring_rooms_share_an_edge() {
    let side = 5;
    let same = |p: (f64, f64), q: (f64, f64)| (p.0 - q.0).abs() < 1e-9 && (p.1 - q.1).abs() < 1e-9;
    for (room, &neighbours) in NEIGHBOURS.iter().enumerate().take(side * side) {
        let (mine, _) = triangle(side, room);
        for other in 0..side * side {
            let (theirs, _) = triangle(side, other);
            let shared = mine
                .iter()
                .filter(|&&p| theirs.iter().any(|&q| same(p, q)))
                .count();
            let adjacent = neighbours & bit(other) != 0;
            let expected = if room == other {
                3
            } else if adjacent {
                2
            } else {
                shared.min(1)
            };
            assert_eq!(shared, expected, "rooms {room} and {other}");
        }
    }
    let (_, (x, _)) = triangle(side, 0);
    assert_eq!(x, side as f64 * room_size(side).0 / 2.0);
}
