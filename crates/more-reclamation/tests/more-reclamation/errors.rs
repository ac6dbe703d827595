//! The command line: a refusal is one line `error: line L, column C: ...` with exit 1 and nothing
//! on stdout, `--help` states the input, the accepted range and the output, and no text at all
//! makes the solver or its oracles panic. (Each refusal's wording is a unit test in `src/lib.rs`.)

use more_reclamation::{PROBLEM, baseline, brute, solve};
use proptest::prelude::*;

#[test]
fn refusals_are_one_line_and_exit_1() {
    for (input, message) in [
        (
            &b"0 0\n"[..],
            "line 1, column 1: expected the number of rows r (an integer from 1 to 10^18), found `0`",
        ),
        (
            b"5 2\n3 2\n3 1\n",
            "line 3, column 1: cells 1 (3, 2) and 2 (3, 1) are both reclaimed in one row",
        ),
        (
            b"3 1\n1 \xff\n",
            "line 2, column 3: expected UTF-8 text, found byte 0xFF",
        ),
    ] {
        let (code, out, err) = PROBLEM.run_captured(&[], input);
        assert_eq!((code, out.as_str()), (1, ""), "{input:?}");
        assert_eq!(err, format!("error: {message}\n"));
    }
}

#[test]
fn answers_and_usage_errors_exit_0_and_2() {
    assert_eq!(
        PROBLEM.run_captured(&[], b"3 1\n1 1\n"),
        (0, "WIN\n".to_owned(), String::new())
    );
    assert_eq!(PROBLEM.run_captured(&["--fast"], b"").0, 2);
}

#[test]
fn help_states_input_range_and_output() {
    let (code, out, _) = PROBLEM.run_captured(&["--help"], b"");
    assert_eq!(code, 0);
    for line in ["\nInput: ", "\nAccepted range: ", "\nOutput: "] {
        assert!(out.contains(line), "{line:?} missing from:\n{out}");
    }
}

proptest! {
    /// Token soups near the format (small numbers, huge ones, junk, line breaks) never panic.
    #[test]
    fn arbitrary_inputs_never_panic(
        tokens in proptest::collection::vec(
            prop_oneof![
                (-3i64..14).prop_map(|v| v.to_string()),
                Just("1000000000000000000".to_owned()),
                Just("10000001".to_owned()),
                "[-+0-9a-z]{1,3}",
            ],
            0..24,
        ),
        breaks in proptest::collection::vec(any::<bool>(), 24),
    ) {
        let mut text = String::new();
        for (token, &line) in tokens.iter().zip(&breaks) {
            text.push_str(token);
            text.push(if line { '\n' } else { ' ' });
        }
        let _ = solve(&text);
        let _ = brute::solve(&text);
        let _ = baseline::solve(&text);
    }
}
