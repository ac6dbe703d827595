//! Side 12 (144 rooms, our extension past the specification's 11): the parser's range, the tools
//! that stay at 11, and the fast solver on the wide room set against the brute force on side-12
//! boards whose construction rooms leave a small patch to play in (generated valid by
//! construction).

use painters_duel::generate::block;

use crate::common::patches::window_patch;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::Solver;
use painters_duel::{Options, brute, explain, parse, solve};
use proptest::prelude::*;

prop_compose! {
    /// A side-12 test: a window of three rows and six places (rows `row..row + 2`, from place
    /// `place` of the first), the starts two of its rooms, each other window room free with
    /// probability 4/5, every room outside it under construction. Low windows reach rooms 128
    /// and up (row 12 from place 8), the high half of the wide set.
    fn arb_patch()(row in prop_oneof![1..=10usize, 9..=10usize])
        (place in 1..2 * row, row in Just(row), shuffle in any::<u64>(),
         free in prop::collection::vec(prop::bool::weighted(0.8), 18))
        -> String {
        window_patch(12, (row, place), shuffle, &free)
    }
}

proptest! {
    #[test]
    fn side_twelve_matches_brute_force(duels in prop::collection::vec(arb_patch(), 1..=3)) {
        let input = format!("{}\n{}", duels.len(), duels.concat());
        prop_assert_eq!(solve(&input).unwrap(), brute::solve(&input).unwrap());
    }

    /// A side-12 test in an input makes the whole input use the wide set: the smaller tests'
    /// answers must not change.
    #[test]
    fn a_side_twelve_test_leaves_smaller_ones_alone(
        patch in arb_patch(),
        small in prop::collection::vec(prop_small(), 1..=3),
    ) {
        let input = format!("{}\n{}{patch}", small.len() + 1, small.concat());
        let alone = format!("{}\n{}", small.len(), small.concat());
        let answers = solve(&input).unwrap();
        let expected = brute::solve(&alone).unwrap();
        prop_assert!(answers.starts_with(&expected), "{answers} vs {expected}");
    }
}

/// A side-2..=5 test with 30% construction, as the other property tests draw them.
fn prop_small() -> impl Strategy<Value = String> {
    (2..=5usize).prop_flat_map(|side| {
        (
            Just((0..side * side).collect::<Vec<usize>>()).prop_shuffle(),
            prop::collection::vec(prop::bool::weighted(0.3), side * side - 2),
        )
            .prop_map(move |(order, closed)| {
                let rooms = painters_duel::generate::all_rooms(side);
                let construction: Vec<(usize, usize)> = order[2..]
                    .iter()
                    .zip(&closed)
                    .filter(|(_, c)| **c)
                    .map(|(&k, _)| rooms[k])
                    .collect();
                block(side, rooms[order[0]], rooms[order[1]], &construction)
            })
    })
}

#[test]
fn the_parser_takes_side_twelve_and_its_last_room() {
    let duels = parse("1\n12 12 23 1 1 0\n").unwrap();
    assert_eq!(
        (duels[0].side, duels[0].alma, duels[0].berthe),
        (12, 143, 0)
    );
    assert_eq!(
        duels[0]
            .free_set::<painters_duel::solver::wide::Wide>()
            .count(),
        142
    );
    let error = |input: &str| solve(input).unwrap_err().to_string();
    insta::assert_snapshot!(error("1\n12 12 24 1 1 0\n"), @"line 2, column 7: expected Alma's place in row 12 (an integer from 1 to 23), found `24` (test 1)");
    insta::assert_snapshot!(error("1\n12 1 1 2 1 143\n"), @"line 2, column 12: expected the number C of rooms under construction (an integer from 0 to 142), found `143` (test 1)");
    // A repeated construction room past bit 128 is named.
    insta::assert_snapshot!(error("1\n12 1 1 2 1 2\n12 20\n12 20\n"), @"line 4, column 1: construction rooms 1 and 2 are both (12, 20) (test 1)");
}

#[test]
fn explaining_stays_at_side_eleven() {
    let refused = explain::explain("1\n12 1 1 2 1 0\n", &Options::default()).unwrap_err();
    insta::assert_snapshot!(refused.to_string(), @"line 2, column 1: side 12 is answered, but explained, drawn and played only up to side 11 (test 1)");
}

#[test]
fn the_tools_limit_is_a_usage_error_at_the_command_line() {
    let input = b"1\n12 6 1 6 11 0\n";
    let draw = std::env::temp_dir().join(format!("painters-side12-{}.svg", std::process::id()));
    let draw_args = ["--draw", draw.to_str().unwrap()];
    for args in [&["--explain"][..], &["--moves"], &draw_args] {
        let (code, out, err) = painters_duel::PROBLEM.run_captured(args, input);
        assert_eq!((code, out.as_str()), (2, ""), "{args:?}: {err}");
        assert!(
            err.starts_with(&format!("painters-duel: {}: ", args[0]))
                && err.contains("only up to side 11"),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
    assert!(!draw.exists());
    // The program accepts the input, and an invalid side-12 input is still invalid input.
    let (code, out, _) = painters_duel::PROBLEM.run_captured(&["--validate"], input);
    assert_eq!((code, out.as_str()), (0, "ok\n"));
    let (code, _, err) = painters_duel::PROBLEM.run_captured(&["--explain"], b"1\n12 6 1 6 1 0\n");
    assert_eq!(code, 1, "{err}");
}

#[test]
fn the_wide_set_agrees_with_u128_on_side_eleven_boards() {
    // The same random boards of sides 6 to 10 with 20% construction on both room sets.
    let input = painters_duel::generate::random_construction(5, 12, 6..=10, 20);
    let duels = parse(&input).unwrap();
    let mut narrow = Solver::<u128>::new(1 << 22, false);
    let mut wide = Solver::<painters_duel::solver::wide::Wide>::new(1 << 22, false);
    for duel in &duels {
        let (side, alma, berthe) = (duel.side, duel.alma, duel.berthe);
        assert_eq!(
            narrow.solve(side, alma, berthe, duel.free_set(), ""),
            wide.solve(side, alma, berthe, duel.free_set(), ""),
            "side {side}"
        );
    }
}

/// The `open` family (`cargo xtask gen painters-duel open --seed K 12`) draws one open root per
/// seed: side 12, nothing under construction, and different start pairs for different seeds.
#[test]
fn the_open_family_draws_open_side_twelve_roots() {
    let family = painters_duel::PROBLEM
        .families
        .iter()
        .find(|f| f.name == "open")
        .unwrap();
    let mut pairs = std::collections::BTreeSet::new();
    for seed in 1..=40 {
        let duels = parse(&(family.generate)(seed, &[12])).unwrap();
        assert_eq!(duels.len(), 1, "seed {seed}");
        let duel = &duels[0];
        assert_eq!(duel.side, 12, "seed {seed}");
        assert!(duel.construction.is_empty(), "seed {seed}");
        pairs.insert((duel.alma, duel.berthe));
    }
    assert!(pairs.len() >= 38, "{} distinct pairs", pairs.len());
}
