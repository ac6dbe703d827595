//! The answer does not depend on the number of threads: every valid testdata case gives its
//! snapshot's output with `--threads 1` and `--threads 2`, through the command line and through
//! the library's options (the single-test S = 9 cases are searched by two threads together); and
//! a team of threads sharing one test ([`solve_as_team`]) gives the brute force's value on small
//! boards and plain minimax's on larger ones, whatever its size.

use crate::common;

use std::path::Path;

use common::{arb_duel, arb_input};
use painters_duel::solver::parallel::solve_as_team;
use painters_duel::{Options, PROBLEM, baseline, brute, format, parse, solve_with};
use proptest::prelude::*;

/// The value of the one test of `input` found by teams of 1, 2 and 3 threads over `table_bytes`,
/// as output lines (all must agree).
fn team_outputs(input: &str, table_bytes: usize) -> Vec<String> {
    let duel = &parse(input).unwrap()[0];
    (1..=3)
        .map(|threads| format(&[solve_as_team(duel, table_bytes, threads, false, 1)]))
        .collect()
}

proptest! {
    /// A tiny table (a bucket or two per stripe) makes the threads replace each other's entries.
    #[test]
    fn teams_match_brute_force(duel in arb_duel(2..=5, 0.3)) {
        let input = format!("1\n{duel}");
        let expected = brute::solve(&input).unwrap();
        for (threads, output) in (1..).zip(team_outputs(&input, 1 << 14)) {
            prop_assert_eq!(&output, &expected, "{} threads", threads);
        }
    }

    #[test]
    fn teams_match_plain_minimax_on_larger_boards(duel in arb_duel(6..=7, 0.35)) {
        let input = format!("1\n{duel}");
        let expected = baseline::solve(&input).unwrap();
        for (threads, output) in (1..).zip(team_outputs(&input, 1 << 20)) {
            prop_assert_eq!(&output, &expected, "{} threads", threads);
        }
    }

    /// Inputs of one to four tests, so that tests are shared out and teamed up.
    #[test]
    fn any_thread_count_matches_brute_force(input in arb_input(), threads in 1..=5usize) {
        let options = Options { threads, progress: false, ..Options::default() };
        prop_assert_eq!(solve_with(&input, &options).unwrap(), brute::solve(&input).unwrap());
    }
}

/// The open side-12 and side-13 roots: tens of seconds to minutes each with the default table,
/// many minutes with the library test's 2 MB one; `cargo xtask verify --slow` runs them (on all
/// cores) and tests/painters-duel/testdata.rs's ignored prover test proves them.
const TOO_SLOW: [&str; 6] = [
    "21-open-side-12-corner",
    "22-open-side-12-mid-edge",
    "23-open-side-12-centre",
    "24-open-side-13-corner",
    "25-open-side-13-sample",
    "26-open-side-13-middling",
];

/// Every valid case of the testdata but [`TOO_SLOW`]: (name, input, the output its snapshot
/// holds).
fn cases() -> Vec<(String, String, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testdata/painters-duel");
    let mut cases = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "in") {
            continue;
        }
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if TOO_SLOW.contains(&name.as_str()) {
            continue;
        }
        let snap = std::fs::read_to_string(dir.join("snapshots").join(format!("{name}.snap")));
        // The snapshot's header ends at its second `---` line; the output follows.
        let snap = snap.unwrap();
        let (_, output) = snap.split_once("\n---\n").unwrap();
        cases.push((
            name,
            std::fs::read_to_string(&path).unwrap(),
            output.to_owned(),
        ));
    }
    assert!(cases.len() >= 16, "found {} cases", cases.len());
    cases
}

#[test]
fn the_command_line_gives_the_same_answers_with_one_and_two_threads() {
    for (name, input, expected) in cases() {
        for threads in ["1", "2"] {
            let args = ["--threads", threads, "--quiet"];
            let (code, out, err) = PROBLEM.run_captured(&args, input.as_bytes());
            assert_eq!((code, err.as_str()), (0, ""), "{name}, {threads} threads");
            assert_eq!(out, expected, "{name}, {threads} threads");
        }
    }
}

#[test]
fn the_library_gives_the_same_answers_with_one_and_two_threads() {
    for (name, input, expected) in cases() {
        for threads in [1, 2] {
            let options = Options {
                threads,
                progress: false,
                // A small table, so that two threads' halves are replaced in as well.
                table_mb: 2,
                ..Options::default()
            };
            let out = solve_with(&input, &options).unwrap();
            assert_eq!(out, expected, "{name}, {threads} threads");
        }
    }
}

#[test]
fn the_thread_count_is_checked() {
    for bad in ["0", "x", "257"] {
        let (code, out, err) = PROBLEM.run_captured(&["--threads", bad], b"1\n2 1 1 2 1 0\n");
        assert_eq!((code, out.as_str()), (2, ""), "{err}");
        assert!(err.contains("expected an integer from 1 to 256"), "{err}");
    }
}
