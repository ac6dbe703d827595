//! Tests of `src/tools/shrink.rs`.

use gamecore::Shrink;
use gamecore::problem::Shrinking;
use painters_duel::parse;
use painters_duel::solver::duel::Duel;
use painters_duel::solver::rooms::RoomSet;

use painters_duel::tools::shrink::*;

/// The candidates of `input` as text, as the judge sees them.
fn smaller(input: &str) -> Vec<String> {
    (Shrinking::of::<Tests>().smaller)(input).collect()
}

fn within_contest(input: &str) -> bool {
    (Shrinking::of::<Tests>().within_contest)(input)
}

fn to_input(duels: &[Duel]) -> String {
    Tests(duels.to_vec()).to_input()
}

const SAMPLE: &str = "2\n3 3 4 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n";

#[test]
fn printed_tests_read_back() {
    let duels = parse(SAMPLE).unwrap();
    assert_eq!(parse(&to_input(&duels)).unwrap(), duels);
    assert_eq!(to_input(&duels[..1]), "1\n3 3 4 2 1 2\n2 3\n3 1\n");
}

#[test]
fn candidates_drop_tests_sides_rooms_and_move_starts() {
    let candidates = smaller(SAMPLE);
    for expected in [
        "1\n3 3 4 2 1 2\n2 3\n3 1\n",                        // test 2 dropped
        "2\n3 3 4 2 1 1\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n",      // a construction room dropped
        "2\n3 1 1 2 1 2\n2 3\n3 1\n3 3 2 2 3 2\n2 1\n3 1\n", // Alma moved to room 1
    ] {
        assert!(candidates.iter().any(|c| c == expected), "{expected:?}");
    }
    let rooms = |text: &str| -> (usize, usize, u32) {
        let duels = parse(text).unwrap();
        let side = duels.iter().map(|d| d.side).sum();
        (
            duels.len(),
            side,
            duels.iter().map(|d| d.construction.count()).sum(),
        )
    };
    for candidate in candidates.iter().filter(|c| parse(c).is_ok()) {
        let (t, s, c) = rooms(candidate);
        let (t0, s0, c0) = rooms(SAMPLE);
        assert!(t <= t0 && s <= s0 && c <= c0, "{candidate:?}");
    }
    // Side 2 is the smallest; both starts on the bottom row keep the side.
    assert!(
        smaller("1\n3 3 1 3 2 0\n")
            .iter()
            .all(|c| !c.contains("\n2 "))
    );
}

#[test]
fn the_contest_is_up_to_side_six() {
    assert!(within_contest("1\n6 1 1 2 1 0\n"));
    assert!(!within_contest("1\n7 1 1 2 1 0\n"));
}
