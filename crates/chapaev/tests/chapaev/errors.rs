//! Every way an input is refused, with its exact message, and the command line's behaviour.

use chapaev::PROBLEM;

const RED: &str = "0.5 7.5 1.5 7.5 2.5 7.5 3.5 7.5 4.5 7.5 5.5 7.5 6.5 7.5 7.5 7.5\n";
const WHITE: &str = "0.5 0.5 1.5 0.5 2.5 0.5 3.5 0.5 4.5 0.5 5.5 0.5 6.5 0.5 7.5 0.5\n";

fn error(input: &str) -> String {
    match chapaev::solve(input) {
        Ok(answer) => panic!("accepted with {answer:?}: {input}"),
        Err(error) => error.to_string(),
    }
}

/// The judge input with white disc 8's coordinates replaced by `last`.
fn judge_ending(last: &str) -> String {
    format!("{RED}{} {last}\n", &WHITE[..WHITE.len() - 9])
}

#[test]
fn judge_input_is_accepted() {
    assert_eq!(chapaev::solve(&format!("{RED}{WHITE}")).unwrap(), "RED\n");
    assert_eq!(judge_ending("7.5 0.5"), format!("{RED}{WHITE}"));
    // Line breaks carry no meaning; leading zeros and `-0` are numbers.
    let spread = format!("{RED}{WHITE}").replace(' ', "\n\t ");
    assert_eq!(chapaev::solve(&spread).unwrap(), "RED\n");
    assert_eq!(
        chapaev::solve(&judge_ending("007.5000 -0")).unwrap(),
        chapaev::solve(&judge_ending("7.5 0")).unwrap()
    );
}

#[test]
fn malformed_numbers() {
    insta::assert_snapshot!(error(&judge_ending("7.5 x")), @"line 2, column 61: expected the y coordinate of white disc 8 (a decimal from -1000 to 1000, at most 4 digits after the point), found `x`");
    for bad in [
        "+0.5", ".5", "5.", "5e-1", "0.50001", "0,5", "1..5", "--5", "0x10", "NaN", "½",
    ] {
        let message = error(&judge_ending(&format!("7.5 {bad}")));
        assert!(
            message.starts_with("line 2, column 61: expected the y coordinate of white disc 8 ")
                && message.ends_with(&format!("found `{bad}`")),
            "{bad}: {message}"
        );
    }
    insta::assert_snapshot!(error(&format!("+{RED}{WHITE}")), @"line 1, column 1: expected `discs` or the x coordinate of red disc 1 (a decimal from -1000 to 1000, at most 4 digits after the point), found `+0.5`");
}

#[test]
fn coordinates_out_of_range() {
    assert!(chapaev::solve(&judge_ending("1000 -1000")).is_ok());
    insta::assert_snapshot!(error(&judge_ending("1000.0001 0.5")), @"line 2, column 57: expected the x coordinate of white disc 8 (a decimal from -1000 to 1000, at most 4 digits after the point), found `1000.0001`");
    insta::assert_snapshot!(error(&judge_ending("7.5 -1000.0001")), @"line 2, column 61: expected the y coordinate of white disc 8 (a decimal from -1000 to 1000, at most 4 digits after the point), found `-1000.0001`");
    let huge = "9".repeat(40);
    assert!(
        error(&judge_ending(&format!("7.5 {huge}")))
            .ends_with("found `999999999999999999999999...`")
    );
}

#[test]
fn missing_and_extra_tokens() {
    insta::assert_snapshot!(error(""), @"line 1, column 1: expected `discs` or the x coordinate of red disc 1 (a decimal from -1000 to 1000, at most 4 digits after the point), found end of input");
    insta::assert_snapshot!(error(&judge_ending("7.5")), @"line 3, column 1: expected the y coordinate of white disc 8 (a decimal from -1000 to 1000, at most 4 digits after the point), found end of input");
    insta::assert_snapshot!(error(&format!("{RED}{WHITE}0")), @"line 3, column 1: expected end of input, found `0`");
}

#[test]
fn touching_and_overlapping_discs() {
    // White disc 8 at distance exactly 0.8 from red disc 8 (7.5, 7.5).
    insta::assert_snapshot!(error(&judge_ending("7.5 6.7")), @"line 2, column 57: red disc 8 and white disc 8 touch");
    insta::assert_snapshot!(error(&judge_ending("7.5 6.7001")), @"line 2, column 57: red disc 8 and white disc 8 overlap");
    assert!(chapaev::solve(&judge_ending("7.5 6.6999")).is_ok());
    // 3-4-5: offset (0.48, 0.64) is exactly two radii.
    insta::assert_snapshot!(error("discs 0.4 1 2\n0 0\n9 9 -0.48 -0.64\n"), @"line 3, column 5: red disc 1 and white disc 2 touch");
    insta::assert_snapshot!(error("discs 0.4 2 1\n1 1 1 1\n5 5\n"), @"line 2, column 5: red disc 1 and red disc 2 overlap");
    assert!(chapaev::solve("discs 0.4 1 2\n0 0\n9 9 -0.48 -0.6401\n").is_ok());
}

#[test]
fn extended_header() {
    insta::assert_snapshot!(error("discs"), @"line 1, column 6: expected the radius (a decimal above 0 and at most 100, at most 4 digits after the point), found end of input");
    insta::assert_snapshot!(error("discs 0 1 1 0 0 5 5"), @"line 1, column 7: expected the radius (a decimal above 0 and at most 100, at most 4 digits after the point), found `0`");
    insta::assert_snapshot!(error("discs 100.0001 1 1 0 0 500 500"), @"line 1, column 7: expected the radius (a decimal above 0 and at most 100, at most 4 digits after the point), found `100.0001`");
    assert!(chapaev::solve("discs 100 1 1 -1000 -1000 1000 1000").is_ok());
    assert!(chapaev::solve("discs 0.0001 1 1 0 0 0 0.0003").is_ok());
    insta::assert_snapshot!(error("discs 0.4 0 1 0 0"), @"line 1, column 11: expected the number of red discs (an integer from 1 to 16), found `0`");
    insta::assert_snapshot!(error("discs 0.4 1 17 0 0"), @"line 1, column 13: expected the number of white discs (an integer from 1 to 16), found `17`");
    insta::assert_snapshot!(error("discs 0.4 1 x"), @"line 1, column 13: expected the number of white discs (an integer from 1 to 16), found `x`");
    insta::assert_snapshot!(error("discs 0.4 1 1\n0 0\n"), @"line 3, column 1: expected the x coordinate of white disc 1 (a decimal from -1000 to 1000, at most 4 digits after the point), found end of input");
    insta::assert_snapshot!(error("Discs 0.4 1 1 0 0 5 5"), @"line 1, column 1: expected `discs` or the x coordinate of red disc 1 (a decimal from -1000 to 1000, at most 4 digits after the point), found `Discs`");
}

fn run(args: &[&str], stdin: &[u8]) -> (u8, String, String) {
    PROBLEM.run_captured(args, stdin)
}

#[test]
fn command_line() {
    let judge = format!("{RED}{WHITE}");
    assert_eq!(
        run(&[], judge.as_bytes()),
        (0, "RED\n".into(), String::new())
    );
    let (code, out, err) = run(&[], judge_ending("7.5 6.7").as_bytes());
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(
        err,
        "error: line 2, column 57: red disc 8 and white disc 8 touch\n"
    );
    let (code, out, _) = run(&["--help"], b"");
    assert_eq!(code, 0);
    assert!(out.contains("extended format: `discs R r w`"), "{out}");
    assert!(out.contains("at most 4 digits after the point"), "{out}");
    let (code, _, _) = run(&["--radius"], b"");
    assert_eq!(code, 2);
    let (code, _, err) = run(&[], b"0.5 \xff");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "error: line 1, column 5: expected UTF-8 text, found byte 0xFF\n"
    );
}
