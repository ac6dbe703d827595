//! Tests of `src/solver/forest.rs`.

use circles_game::parse;
use circles_game::solver::forest::*;
use geom::{Half, Point};

fn forest(input: &str) -> Result<Vec<u32>, String> {
    let circles = parse(input).map_err(|e| e.to_string())?;
    ContainmentForest::build(&circles)
        .map(|f| f.parents_by_input())
        .map_err(|e| e.to_string())
}

/// The sweep's `i64` predicate against geom's `i128` one: small circles around the 3-4-5
/// triangle, and circles at the corners of the range with points as far as the sweep goes.
#[test]
fn arcs_in_i64_match_geom() {
    let big = 1_000_000_000;
    let mut cases = Vec::new();
    for (x, y, r) in [(0, 0, 5), (-3, 2, 1), (1, -1, 2)] {
        let xs = (-7..=7).map(|d| x + d);
        cases.extend(xs.flat_map(|px| (-7..=7).map(move |py| ((x, y, r), (px, y + py)))));
    }
    let corners = [-big, -big + 1, 0, big - 1, big];
    for (x, y, r) in [
        (big, big, big),
        (-big, 0, big),
        (0, -big, 1),
        (big, -big, big - 1),
    ] {
        for px in corners
            .iter()
            .flat_map(|&c| [2 * c, x - r, x + r, x + r + 1])
        {
            cases.extend(corners.iter().map(|&py| ((x, y, r), (px, py))));
        }
    }
    for ((x, y, r), (px, py)) in cases {
        let (disk, p) = (Disk { x, y, r, tag: 0 }, Point::new(px.into(), py.into()));
        for half in [Half::Lower, Half::Upper] {
            let geom = disk.circle().point_vs_arc(half, p);
            assert_eq!(disk.point_vs_arc(half, p), geom, "{disk:?} {p:?}");
        }
    }
}

#[test]
fn parents_by_hand() {
    // 1 in 2 in 3 (concentric), 4 apart, 5 inside 3 beside 2.
    let input = "5\n0 0 1\n0 0 2\n0 0 10\n30 0 1\n6 0 2\n";
    assert_eq!(forest(input).unwrap(), vec![1, 2, ROOT, ROOT, 2]);
    // A circle entering below a sibling's lower arc gets the sibling's parent.
    let input = "3\n0 0 10\n0 5 2\n0 -5 2\n";
    assert_eq!(forest(input).unwrap(), vec![ROOT, 0, 0]);
}

#[test]
fn touching_at_the_sweep_tie_is_refused() {
    // (0,0,1) ends at x = 1 where (2,0,1) starts: entries before exits, equal y is a touch.
    insta::assert_snapshot!(forest("2\n0 0 1\n2 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
    insta::assert_snapshot!(forest("2\n2 0 1\n0 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
    // Internal tangency at the shared leftmost point.
    insta::assert_snapshot!(forest("2\n0 0 2\n-1 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
    insta::assert_snapshot!(forest("2\n5 5 3\n5 5 3\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 coincide");
}

#[test]
fn crossings_are_found_by_adjacency() {
    insta::assert_snapshot!(forest("2\n0 0 2\n1 1 2\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 cross");
    // Tangent from outside off the sweep's event points (3-4-5).
    insta::assert_snapshot!(forest("3\n0 0 2\n3 4 3\n100 0 1\n").unwrap_err(), @"line 3, column 1: circles 1 and 2 touch");
    // A crossing hidden under a big container, found when a circle between them leaves.
    let input = "4\n0 0 100\n-20 0 5\n-20 0 1\n-16 3 2\n";
    insta::assert_snapshot!(forest(input).unwrap_err(), @"line 5, column 1: circles 2 and 4 cross");
}
