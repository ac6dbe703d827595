//! Hand-checked positions, claims made by `testdata/chapaev/manifest.txt`, the second method for
//! the big testdata cases, and regressions found by the property tests.

use std::path::PathBuf;

use chapaev::oracles::table::WinTable;
use chapaev::solver::hits;
use chapaev::solver::memo::TooLarge;
use chapaev::solver::search::Search;
use chapaev::{Position, Side, brute, parse};
use proptest::prelude::*;

fn testdata(case: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../testdata/chapaev")
        .join(format!("{case}.in"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn position(text: &str) -> Position {
    parse(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

/// The same centres in the extended format with another radius (given as text).
fn with_radius(position: &Position, radius: &str) -> Position {
    let text = position.to_extended();
    let (_, rest) = text.split_once('\n').unwrap();
    let red = position.count(Side::Red);
    let white = position.count(Side::White);
    self::position(&format!("discs {radius} {red} {white}\n{rest}"))
}

/// Whether some shot of `shooter` removes every disc of the other side.
fn can_wipe(position: &Position, shooter: usize) -> bool {
    let theirs = position.side_mask(position.side_of(shooter).other());
    hits::shooter_hit_sets(position, shooter)
        .iter()
        .any(|&h| h & theirs == theirs)
}

#[test]
fn sample() {
    let text = testdata("01-sample");
    assert_eq!(chapaev::solve(&text).unwrap(), "RED\n");
    assert_eq!(brute::solve(&text).unwrap(), "RED\n");
}

/// One red disc at the origin, white discs at (2, 4), (4, 4), (5, 8), two radii 0.8. Along
/// (3, 4)/5 the signed distances of the three centres are (3y - 4x)/5 = 0.8, -0.8, 0.8: two
/// grazes on opposite sides, so that is the only direction removing all three. Red has one disc,
/// so she wins exactly when her one shot removes every white disc.
#[test]
fn graze_wipe_by_hand() {
    let exact = position(&testdata("02-graze-wipe"));
    assert!(can_wipe(&exact, 0));
    assert_eq!(chapaev::winner(&exact), Side::Red);
    for case in ["03-radius-near-miss", "04-nudged-out"] {
        let near = position(&testdata(case));
        assert!(!can_wipe(&near, 0), "{case}");
        assert_eq!(chapaev::winner(&near), Side::White, "{case}");
    }
    let inside = position(&testdata("05-nudged-in"));
    assert!(can_wipe(&inside, 0));
    assert_eq!(chapaev::winner(&inside), Side::Red);
}

/// Same as [`graze_wipe_by_hand`] at radius 100 and coordinates up to 1000, where the sign
/// tests square values past `i128`.
#[test]
fn far_graze_wipe_by_hand() {
    let exact = position(&testdata("16-far-graze-wipe"));
    assert!(can_wipe(&exact, 0));
    let near = position(&testdata("17-far-near-miss"));
    assert!(!can_wipe(&near, 0));
    assert_eq!(chapaev::winner(&exact), Side::Red);
    assert_eq!(chapaev::winner(&near), Side::White);
}

/// The judge-format wipes: red disc 1 removes all eight white discs in one shot, and only with
/// the exact grazes.
#[test]
fn judge_wipes_need_the_grazes() {
    for case in ["06-judge-row-wipe", "11-judge-345-wipe"] {
        let exact = position(&testdata(case));
        assert!(can_wipe(&exact, 0), "{case}");
        assert!(!can_wipe(&with_radius(&exact, "0.3999"), 0), "{case}");
        assert_eq!(chapaev::winner(&exact), Side::Red);
    }
    assert_eq!(
        position(&testdata("12-345-near-miss")),
        with_radius(&position(&testdata("11-judge-345-wipe")), "0.3999")
    );
}

/// The manifest's claims that exact grazes, or misses by 0.0001, decide these positions.
#[test]
fn grazing_decides_the_judge_cases() {
    for (case, winner, radius) in [
        ("07-judge-graze-decides-white", Side::White, "0.3999"),
        ("08-judge-graze-decides-red", Side::Red, "0.3999"),
        ("09-judge-near-hit-decides", Side::White, "0.4001"),
    ] {
        let exact = position(&testdata(case));
        assert_eq!(chapaev::winner(&exact), winner, "{case}");
        assert_eq!(
            chapaev::winner(&with_radius(&exact, radius)),
            winner.other(),
            "{case} at radius {radius}"
        );
    }
    for (case, seed) in [
        ("07-judge-graze-decides-white", 108),
        ("08-judge-graze-decides-red", 735),
        ("09-judge-near-hit-decides", 2024),
        ("10-judge-random", 1),
    ] {
        assert_eq!(testdata(case), chapaev::generate::judge(seed), "{case}");
    }
}

/// An unpruned dense table written independently of `chapaev::oracles::table`: one byte per position.
fn independent_table_winner(position: &Position, hit_sets: &[Vec<u32>]) -> Side {
    let n = position.len();
    let masks = position.side_masks();
    // won[live][side]: the player to move wins.
    let mut won = vec![[false; 2]; 1 << n];
    for live in 1..1u32 << n {
        for side in 0..2 {
            won[live as usize][side] = (0..n).any(|s| {
                live & masks[side] & (1 << s) != 0
                    && hit_sets[s]
                        .iter()
                        .any(|&h| !won[(live & !h) as usize][1 - side])
            });
        }
    }
    if won[(1usize << n) - 1][0] {
        Side::Red
    } else {
        Side::White
    }
}

/// Hit sets of the fast path and of the brute force agree on full-size positions.
#[test]
fn hit_sets_match_brute_on_big_positions() {
    let mut inputs: Vec<String> = (0..3).map(chapaev::generate::judge).collect();
    inputs.push(chapaev::generate::random_extended(7, 12, 12));
    inputs.push(chapaev::generate::lattice_extended(7, 12, 12));
    inputs.push(testdata("01-sample"));
    for text in inputs {
        let position = position(&text);
        assert_eq!(
            hits::hit_sets(&position),
            brute::hit_sets(&position),
            "{text}"
        );
    }
}

/// Pruning drops most hit sets in practice, and keeps the answer on the judge cases.
#[test]
fn pruning_on_judge_cases() {
    for case in [
        "01-sample",
        "07-judge-graze-decides-white",
        "10-judge-random",
    ] {
        let position = position(&testdata(case));
        let all: usize = hits::hit_sets(&position).iter().map(Vec::len).sum();
        let kept: usize = hits::pruned_hit_sets(&position).iter().map(Vec::len).sum();
        assert!(kept < all, "{case}: {kept} of {all}");
        let pruned = WinTable::fill(&position, &hits::pruned_hit_sets(&position));
        let unpruned = WinTable::fill(&position, &hits::hit_sets(&position));
        assert_eq!(pruned, unpruned, "{case}");
    }
}

/// Sixteen a side is accepted and solved; the masks of 32 discs use every bit.
#[test]
fn sixteen_a_side() {
    let text = chapaev::generate::lattice_extended(1, 16, 16);
    let position = position(&text);
    assert_eq!(position.all_mask(), u32::MAX);
    assert_eq!(position.side_mask(Side::Red), 0xFFFF);
    assert_eq!(position.side_mask(Side::White), 0xFFFF_0000);
    assert!(chapaev::solve(&text).is_ok());
}

/// A search that would pass its memo bound stops with an error, and the solver's message names
/// the bound; with room enough the same search answers.
#[test]
fn the_memo_bound_is_an_error() {
    let position = position(&chapaev::generate::spread_extended(3, 10, 10));
    let moves = hits::pruned_hit_sets(&position);
    let start = (position.all_mask(), Side::Red);
    let mut tight = Search::with_memo_limit(&position, &moves, 100);
    assert_eq!(tight.wins(start.0, start.1), Err(TooLarge));
    let mut roomy = Search::new(&position, &moves);
    assert!(roomy.wins(start.0, start.1).is_ok());
    assert!(roomy.visited() > 100);
    let message = chapaev::too_large(TooLarge).to_string();
    assert!(message.starts_with("line 1, column 1: "), "{message}");
    assert!(message.contains("33554432 memo entries"), "{message}");
}

/// One disc each: red wins by hitting the white disc (both leave and white has none); the shot
/// that misses is also a move, after which white flicks hers and red has none.
#[test]
fn one_against_one() {
    let position = position("discs 0.5 1 1\n0 0\n3 0\n");
    let sets = hits::shooter_hit_sets(&position, 0);
    assert_eq!(sets, vec![0b01, 0b11], "the empty shot and the hit");
    assert_eq!(chapaev::winner(&position), Side::Red);
}

/// Shrunk failures of `tests/chapaev/differential.rs` against deliberately broken solvers (a graze at
/// the clockwise end counted as a miss; hit sets just past an end not dropping that arc; pruning
/// by counting discs): the real solver must agree with the brute force on each.
#[test]
fn regressions_from_mutation_runs() {
    for text in [
        "discs 0.4 2 3\n-1 -3\n-1 0\n-1 -2\n3 2\n1 0\n",
        "discs 0.1 3 2\n-3 0\n-2 -3\n-2 3\n0 1\n0 3\n",
        "discs 0.1 1 1\n0 -2\n0 1\n",
        "discs 0.0001 1 1\n-1 1\n2 -1\n",
        "discs 0.1 1 2\n-2 0\n-1 3\n3 1\n",
        "discs 0.1 1 2\n-1 0\n-1 2\n2 -2\n",
        "discs 0.0001 3 2\n-2 2\n-1 1\n1 -2\n0.9628 -0.9592\n2.1174 1.9723\n",
    ] {
        let position = position(text);
        assert_eq!(
            hits::hit_sets(&position),
            brute::hit_sets(&position),
            "{text}"
        );
        assert_eq!(
            chapaev::winner(&position),
            brute::winner(&position),
            "{text}"
        );
        assert_eq!(
            chapaev::winner(&position),
            chapaev::baseline::winner(&position),
            "{text}"
        );
    }
}

proptest! {
    /// geom's sign test against the brute force's big integers over the whole argument range.
    #[test]
    fn surd_sign_matches_big_integers(a: i128, b: i64, q: u64) {
        let big = |v: i128| brute::Big::from_i128(v);
        prop_assert_eq!(
            geom::surd::sign(a, b, q),
            brute::sign_with_root(&big(a), &big(i128::from(b)), &big(i128::from(q)))
        );
    }

    /// Right next to zero: `q = t^2 + delta`, `a = -b t + shift`, over the whole range of `b`.
    #[test]
    fn surd_sign_matches_big_integers_near_zero(
        t in 0u64..1 << 32, delta in -2i64..=2, b: i64, shift in -2i128..=2,
    ) {
        let q = (i128::from(t).pow(2) + i128::from(delta)).max(0);
        let a = -i128::from(b) * i128::from(t) + shift;
        let big = |v: i128| brute::Big::from_i128(v);
        prop_assert_eq!(
            geom::surd::sign(a, b, q as u64),
            brute::sign_with_root(&big(a), &big(i128::from(b)), &big(q))
        );
    }
}

/// What takes seconds of CPU: CI runs it in a step of its own (`--ignored slow::`).
mod slow {
    use super::*;

    /// The big testdata cases, by the brute force's hit sets and the table above (the regular ones
    /// symmetric: the search keys its memo by orbit representatives there).
    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn second_method_on_big_cases() {
        for (case, generated) in [
            (
                "13-random-12v12",
                chapaev::generate::random_extended(0, 12, 12),
            ),
            (
                "14-lattice-10v10",
                chapaev::generate::lattice_extended(3, 10, 10),
            ),
            ("19-regular-judge", chapaev::generate::regular_judge(4)),
            (
                "20-regular-12v12",
                chapaev::generate::regular_extended(49, 12, 12),
            ),
        ] {
            let text = testdata(case);
            assert_eq!(text, generated, "{case} is the generator's output");
            let position = position(&text);
            let second = independent_table_winner(&position, &brute::hit_sets(&position));
            assert_eq!(chapaev::winner(&position), second, "{case}");
        }
    }

    /// The search against the unpruned dense table at the table's largest size, 12 vs 12, on
    /// positions of each generator family (the spread family stays small enough there too).
    #[test]
    #[ignore = "slow: CI runs it, `cargo test --workspace -- --ignored slow::`"]
    fn search_matches_the_table_at_twelve_a_side() {
        for seed in [3] {
            for text in [
                chapaev::generate::random_extended(seed, 12, 12),
                chapaev::generate::lattice_extended(seed, 12, 12),
                chapaev::generate::spread_extended(seed, 12, 12),
            ] {
                let position = position(&text);
                let table = WinTable::fill(&position, &hits::hit_sets(&position));
                let red_wins = table.wins(position.all_mask(), Side::Red);
                assert_eq!(chapaev::winner(&position) == Side::Red, red_wins, "{text}");
            }
        }
    }
}
