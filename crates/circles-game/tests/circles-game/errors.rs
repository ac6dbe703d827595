//! Every kind of refusal, its message and its position; and the command line's exit codes.

use circles_game::{PROBLEM, baseline, brute, solve};
use proptest::strategy::Strategy;

fn refusal(input: &str) -> String {
    solve(input).unwrap_err().to_string()
}

#[test]
fn malformed_or_out_of_range_tokens() {
    insta::assert_snapshot!(refusal(""), @"line 1, column 1: expected the number of circles n (an integer from 1 to 2000000), found end of input");
    insta::assert_snapshot!(refusal("0\n"), @"line 1, column 1: expected the number of circles n (an integer from 1 to 2000000), found `0`");
    insta::assert_snapshot!(refusal("two\n"), @"line 1, column 1: expected the number of circles n (an integer from 1 to 2000000), found `two`");
    insta::assert_snapshot!(refusal("1\n0 0 +1\n"), @"line 2, column 5: expected r of circle 1 (an integer from 1 to 10^9), found `+1`");
    insta::assert_snapshot!(refusal("1\n-1000000001 0 1\n"), @"line 2, column 1: expected x of circle 1 (an integer from -10^9 to 10^9), found `-1000000001`");
    insta::assert_snapshot!(refusal("1\n0 1000000001 1\n"), @"line 2, column 3: expected y of circle 1 (an integer from -10^9 to 10^9), found `1000000001`");
    insta::assert_snapshot!(refusal("1\n0 0 0\n"), @"line 2, column 5: expected r of circle 1 (an integer from 1 to 10^9), found `0`");
    insta::assert_snapshot!(refusal("2\n0 0 1\n"), @"line 3, column 1: expected x of circle 2 (an integer from -10^9 to 10^9), found end of input");
    insta::assert_snapshot!(refusal("2\n0 0 1\n5 0\n"), @"line 4, column 1: expected r of circle 2 (an integer from 1 to 10^9), found end of input");
    insta::assert_snapshot!(refusal("1\n0 0 1\n\n  x\n"), @"line 4, column 3: expected end of input, found `x`");
}

#[test]
fn a_huge_declared_count_fails_at_the_first_missing_circle() {
    insta::assert_snapshot!(refusal("2000000\n0 0 1\n"), @"line 3, column 1: expected x of circle 2 (an integer from -10^9 to 10^9), found end of input");
}

#[test]
fn meeting_circles_are_named_at_the_later_line() {
    // External tangency at the sweep's tie (one ends where the other starts, same height).
    insta::assert_snapshot!(refusal("2\n2 0 1\n0 0 1\n"), @"line 3, column 1: circles 1 and 2 touch");
    // Internal tangency at the rightmost point, away from any entry.
    insta::assert_snapshot!(refusal("2\n0 0 5\n3 0 2\n"), @"line 3, column 1: circles 1 and 2 touch");
    // Tangency on a slope, found when the circles become adjacent.
    insta::assert_snapshot!(refusal("2\n3 4 3\n0 0 2\n"), @"line 3, column 1: circles 1 and 2 touch");
    insta::assert_snapshot!(refusal("3\n100 100 1\n0 0 3\n1 1 3\n"), @"line 4, column 1: circles 2 and 3 cross");
    insta::assert_snapshot!(refusal("2\n4 4 4\n4 4 4\n"), @"line 3, column 1: circles 1 and 2 coincide");
    // A circle crossing a sibling only deep inside a big container, after others have left.
    let input = "5\n0 0 1000\n-500 0 10\n-400 0 50\n-420 0 5\n-380 40 15\n";
    insta::assert_snapshot!(refusal(input), @"line 6, column 1: circles 3 and 5 cross");
}

#[test]
fn the_oracles_refuse_the_same_inputs() {
    for input in [
        "2\n0 0 1\n2 0 1\n",
        "2\n0 0 2\n1 1 2\n",
        "0\n",
        "1\n0 0 1 1\n",
    ] {
        assert!(brute::solve(input).is_err());
        assert!(baseline::solve(input).is_err());
    }
}

fn run(args: &[&str], stdin: &[u8]) -> (u8, String, String) {
    PROBLEM.run_captured(args, stdin)
}

#[test]
fn command_line_exit_codes() {
    assert_eq!(
        run(&[], b"1\n0 0 1\n"),
        (0, "Alice\n".into(), String::new())
    );
    assert_eq!(
        run(&[], b"2\n0 0 1\n1 0 1\n"),
        (
            1,
            String::new(),
            "error: line 3, column 1: circles 1 and 2 cross\n".into()
        )
    );
    assert_eq!(
        run(&[], b"1\n0 0 \xff\n"),
        (
            1,
            String::new(),
            "error: line 2, column 5: expected UTF-8 text, found byte 0xFF\n".into()
        )
    );
    let (code, out, _) = run(&["--help"], b"");
    assert_eq!(code, 0);
    assert!(out.contains("no two\ncircles touch or cross"));
    assert_eq!(run(&["--fast"], b"").0, 2);
}

proptest::proptest! {
    /// Token soups near the format (small numbers, signs, junk, line breaks) never panic.
    #[test]
    fn arbitrary_inputs_never_panic(
        tokens in proptest::collection::vec(
            proptest::prop_oneof![
                (-12i64..12).prop_map(|v| v.to_string()),
                proptest::prelude::Just("1000000000".to_owned()),
                proptest::prelude::Just("-1000000000".to_owned()),
                "[-+0-9a-z.]{1,4}",
            ],
            0..30,
        ),
        breaks in proptest::collection::vec(proptest::prelude::any::<bool>(), 30),
    ) {
        let mut text = String::new();
        for (token, &line) in tokens.iter().zip(&breaks) {
            text.push_str(token);
            text.push(if line { '\n' } else { ' ' });
        }
        let _ = solve(&text);
        let _ = baseline::solve(&text);
    }
}
