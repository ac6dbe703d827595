//! Tests of `src/solver/search/pocket.rs`.

use gamecore::rng::SplitMix64;
use painters_duel::solver::board::{Rooms, bit, board, index, path_bound};
use painters_duel::solver::board::{reach, reach_both};
use painters_duel::solver::search::pocket::*;

#[test]
fn a_walk_along_a_row_takes_the_whole_row() {
    // Row 5 (0-based 4) of 9 rooms, walked from its first room.
    let row: Rooms = (1..9).map(|j| bit(index(4, j))).sum();
    assert_eq!(pocket_path(index(4, 0), row), 8);
}

#[test]
fn a_walk_leaves_a_dead_end_for_last() {
    // From the row's first room (an upward one) the walk may step right along the row or down
    // into (5, 1), a dead end off the row: the row first.
    let row: Rooms = (1..9).map(|j| bit(index(4, j))).sum();
    assert_eq!(pocket_path(index(4, 0), row | bit(index(5, 1))), 8);
}

#[test]
fn a_walk_never_beats_the_path_bound() {
    let mut rng = SplitMix64::new(5);
    for _ in 0..500 {
        let side = 3 + rng.below(9) as usize;
        let closed: Rooms = (0..side * side).filter(|_| rng.chance(1, 4)).map(bit).sum();
        let start = rng.below((side * side) as u64) as usize;
        let region = reach(start, board(side) & !closed & !bit(start));
        let walked = pocket_path(start, region);
        assert!(walked >= i32::from(region != 0));
        assert!(walked <= path_bound(start, region) as i32);
    }
}

#[test]
fn a_pocket_avoids_the_other_reach() {
    // Side 3: rooms 1..3 are row 2, 4..8 row 3; the other reaches rooms 5 and 6 only. Room 4
    // touches only 5; room 1 touches 2 and 5, and 2, 3, 7, 8 form a chain.
    let mine: Rooms = (4..9).map(bit).sum();
    let theirs = bit(5) | bit(6);
    assert_eq!(pocket(4, mine, theirs), 0);
    assert_eq!(
        pocket(1, mine | bit(2) | bit(3), theirs),
        bit(2) | bit(3) | bit(7) | bit(8)
    );
}

/// Two rooms drawn at random among the first `rooms` (possibly the same), the first drawn first.
fn two_rooms(rng: &mut SplitMix64, rooms: usize) -> (usize, usize) {
    let first = rng.below(rooms as u64) as usize;
    (first, rng.below(rooms as u64) as usize)
}

#[test]
fn a_pocket_of_whole_components_needs_no_flood() {
    // The painters' reaches as the game search has them (whole components, each next to its
    // painter), on random boards with about a third of the rooms painted (often several
    // components): the rooms of one outside the other are exactly the flooded pocket.
    let mut rng = SplitMix64::new(44);
    let mut apart = 0;
    for _ in 0..3000 {
        let side = 3 + rng.below(9) as usize;
        let rooms = side * side;
        let (a, b) = two_rooms(&mut rng, rooms);
        let painted: Rooms = (0..rooms).filter(|_| rng.chance(1, 3)).map(bit).sum();
        let free = board(side) & !painted & !bit(a) & !bit(b);
        let (mine, theirs) = reach_both(a, b, free);
        assert_eq!(component_pocket(mine, theirs), pocket(a, mine, theirs));
        assert_eq!(component_pocket(theirs, mine), pocket(b, theirs, mine));
        apart += usize::from(mine != theirs && (mine & theirs) != 0);
    }
    // The case that needs the argument: the painters share a component and one has more.
    assert!(apart > 500, "{apart}");
}

#[test]
fn race_bounds_hold_the_value() {
    use painters_duel::Duel;
    use painters_duel::brute;
    let mut rng = SplitMix64::new(17);
    let mut sharp = 0;
    for _ in 0..400 {
        let side = 3 + rng.below(3) as usize;
        let rooms = side * side;
        let (alma, berthe) = two_rooms(&mut rng, rooms);
        if alma == berthe {
            continue;
        }
        let closed: Rooms = (0..rooms).filter(|_| rng.chance(1, 5)).map(bit).sum();
        let closed = closed & !bit(alma) & !bit(berthe);
        let duel = Duel {
            side,
            alma,
            berthe,
            construction: closed.into(),
        };
        let free = board(side) & !closed & !bit(alma) & !bit(berthe);
        let value = brute::value(&duel) as i32;
        let (lower, upper) = (
            race_lower(alma, berthe, free),
            race_upper(alma, berthe, free),
        );
        assert!(
            lower <= value && value <= upper,
            "{duel:?}: {value} not in [{lower}, {upper}]"
        );
        sharp += i32::from(lower == value || upper == value);
    }
    // The bounds are not idle: they meet the value on many boards.
    assert!(sharp > 100, "{sharp}");
}
