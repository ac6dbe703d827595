//! Side 13 (169 rooms, our extension past side 12): the parser's range, and the fast solver on
//! the side-13 room set (alone and as a team of threads, whose shared entries take four words)
//! against the brute force on side-13 boards whose construction rooms leave a small patch to
//! play in, and against the side-12 set on boards both hold.

use crate::common::patches::window_patch;
use painters_duel::solver::parallel::solve_as_team;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::Solver;
use painters_duel::solver::wide::{Wide, Wide13};
use painters_duel::{brute, format, parse, solve};
use proptest::prelude::*;

prop_compose! {
    /// A side-13 test: a window of three rows and six places (rows `row..row + 2`, from place
    /// `place` of the first), the starts two of its rooms, each other window room free with
    /// probability 4/5, every room outside it under construction. Most windows reach row 12 or
    /// 13 (rooms 121 and up), and so the high word of the set, past bit 144 in row 13.
    fn arb_patch()(row in prop_oneof![2..=11usize, 10..=11usize, 12..=13usize])
        (place in 1..2 * row - 1, row in Just(row), shuffle in any::<u64>(),
         free in prop::collection::vec(prop::bool::weighted(0.8), 18))
        -> String {
        window_patch(13, (row, place), shuffle, &free)
    }
}

proptest! {
    #[test]
    fn side_thirteen_matches_brute_force(duels in prop::collection::vec(arb_patch(), 1..=3)) {
        let input = format!("{}\n{}", duels.len(), duels.concat());
        prop_assert_eq!(solve(&input).unwrap(), brute::solve(&input).unwrap());
    }

    /// Two and three threads on one side-13 test: the team's shared tables hold four-word
    /// entries on this set.
    #[test]
    fn side_thirteen_teams_match_brute_force(patch in arb_patch(), threads in 2..=3usize) {
        let input = format!("1\n{patch}");
        let duel = &parse(&input).unwrap()[0];
        let team = format(&[solve_as_team(duel, 1 << 22, threads, false, 1)]);
        prop_assert_eq!(team, brute::solve(&input).unwrap());
    }
}

#[test]
fn the_parser_takes_side_thirteen_and_its_last_room() {
    let duels = parse("1\n13 13 25 1 1 0\n").unwrap();
    assert_eq!(
        (duels[0].side, duels[0].alma, duels[0].berthe),
        (13, 168, 0)
    );
    assert_eq!(duels[0].free_set::<Wide13>().count(), 167);
    let error = |input: &str| solve(input).unwrap_err().to_string();
    insta::assert_snapshot!(error("1\n13 13 26 1 1 0\n"), @"line 2, column 7: expected Alma's place in row 13 (an integer from 1 to 25), found `26` (test 1)");
    insta::assert_snapshot!(error("1\n14 1 1 2 1 0\n"), @"line 2, column 1: expected the side S (an integer from 2 to 13), found `14` (test 1)");
    // A repeated construction room past bit 144 is named.
    insta::assert_snapshot!(error("1\n13 1 1 2 1 2\n13 20\n13 20\n"), @"line 4, column 1: construction rooms 1 and 2 are both (13, 20) (test 1)");
}

#[test]
fn the_side_thirteen_set_agrees_with_the_side_twelve_one() {
    // The same random boards of sides 9 to 12 with 35% construction on both room sets.
    let input = painters_duel::generate::random_construction(7, 12, 9..=12, 35);
    let duels = parse(&input).unwrap();
    let mut twelve = Solver::<Wide>::new(1 << 22, false);
    let mut thirteen = Solver::<Wide13>::new(1 << 22, false);
    for duel in &duels {
        let (side, alma, berthe) = (duel.side, duel.alma, duel.berthe);
        assert_eq!(
            twelve.solve(side, alma, berthe, duel.free_set(), ""),
            thirteen.solve(side, alma, berthe, duel.free_set(), ""),
            "side {side}"
        );
    }
}
