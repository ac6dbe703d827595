//! Every kind of invalid input the spec lists is refused with the position of the token that
//! proves it, and the command line maps it to exit 1.

use painters_duel::{PROBLEM, brute, solve};

fn error(input: &str) -> String {
    let fast = solve(input).unwrap_err().to_string();
    assert_eq!(brute::solve(input).unwrap_err().to_string(), fast);
    fast
}

#[test]
fn rooms_outside_the_triangle() {
    insta::assert_snapshot!(error("1\n3 4 1 1 1 0\n"), @"line 2, column 3: expected Alma's row (an integer from 1 to 3), found `4` (test 1)");
    insta::assert_snapshot!(error("1\n3 1 1 2 4 0\n"), @"line 2, column 9: expected Berthe's place in row 2 (an integer from 1 to 3), found `4` (test 1)");
    insta::assert_snapshot!(error("1\n3 1 1 2 1 1\n4 1\n"), @"line 3, column 1: expected construction room 1's row (an integer from 1 to 3), found `4` (test 1)");
    insta::assert_snapshot!(error("1\n3 1 1 2 1 1\n3 6\n"), @"line 3, column 3: expected construction room 1's place in row 3 (an integer from 1 to 5), found `6` (test 1)");
}

#[test]
fn broken_rules_name_the_items() {
    insta::assert_snapshot!(error("2\n2 1 1 2 1 0\n3 2 3 2 3 0\n"), @"line 3, column 7: Alma and Berthe both start in room (2, 3) (test 2)");
    insta::assert_snapshot!(error("1\n3 1 1 3 3 2\n2 2\n1 1\n"), @"line 4, column 1: construction room 2 is Alma's start room (1, 1) (test 1)");
    insta::assert_snapshot!(error("1\n4 1 1 4 7 3\n2 1\n3 4\n2 1\n"), @"line 5, column 1: construction rooms 1 and 3 are both (2, 1) (test 1)");
    insta::assert_snapshot!(error("1\n3 1 1 3 5 8\n"), @"line 2, column 11: expected the number C of rooms under construction (an integer from 0 to 7), found `8` (test 1)");
}

#[test]
fn counts_and_missing_data() {
    insta::assert_snapshot!(error(""), @"line 1, column 1: expected the number of tests T (an integer from 1 to 10^5), found end of input");
    insta::assert_snapshot!(error("3\n2 1 1 2 1 0\n2 2 2 1 1 0\n"), @"line 4, column 1: expected the side S (an integer from 2 to 13), found end of input (test 3)");
    insta::assert_snapshot!(error("100000\n2 1 1 2 1 0\n"), @"line 3, column 1: expected the side S (an integer from 2 to 13), found end of input (test 2)");
    insta::assert_snapshot!(error("1\n2 1 1 2 1 0\n2 2\n"), @"line 3, column 1: expected end of input, found `2`");
    insta::assert_snapshot!(error("1\n14 1 1 2 1 0\n"), @"line 2, column 1: expected the side S (an integer from 2 to 13), found `14` (test 1)");
    insta::assert_snapshot!(error("1\n3 1 1 +2 1 0\n"), @"line 2, column 7: expected Berthe's row (an integer from 1 to 3), found `+2` (test 1)");
}

#[test]
fn the_command_line_refuses_with_exit_1_and_checks_its_flag() {
    let run = |args: &[&str], input: &[u8]| PROBLEM.run_captured(args, input);
    let (code, out, err) = run(&[], b"1\n2 1 1 2 1 0\n\xff");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "error: line 3, column 1: expected UTF-8 text, found byte 0xFF\n"
    );
    let (code, out, _) = run(&["--tt-mb", "1", "--quiet"], b"1\n2 1 1 2 1 0\n");
    assert_eq!((code, out.as_str()), (0, "Case #1: 2\n"));
    for (flag, bad, expected) in [
        (
            "--tt-mb",
            &["0", "x", "65537"],
            "an integer from 1 to 65536",
        ),
        ("--test", &["0", "x", "-1"], "a test number from 1"),
    ] {
        for bad in bad {
            let (code, _, err) = run(&[flag, bad], b"1\n2 1 1 2 1 0\n");
            assert_eq!(code, 2, "{err}");
            assert_eq!(
                err,
                format!(
                    "painters-duel: flag {flag}: expected {expected}, found `{bad}` (try --help)\n"
                )
            );
        }
    }
    let (code, out, _) = run(&["--help"], b"");
    assert_eq!(code, 0);
    assert!(out.contains("\nAccepted range: 1 <= T <= 10^5;"), "{out}");
    assert!(
        out.contains("\nOutput: one line per test, `Case #x: y`"),
        "{out}"
    );
}

#[test]
fn a_tiny_table_still_gives_exact_answers() {
    let input = painters_duel::generate::hardest_open(5, 30);
    let options = painters_duel::Options {
        table_mb: 1,
        progress: false,
        ..painters_duel::Options::default()
    };
    assert_eq!(
        painters_duel::solve_with(&input, &options).unwrap(),
        painters_duel::baseline::solve(&input).unwrap()
    );
}
