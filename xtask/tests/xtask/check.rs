//! End-to-end tests of `cargo xtask check` as a command: what it prints where and its exit codes
//! (a failure's report, saved files and reproducing commands on stdout, exit 1; a pass's summary,
//! exit 0; the found and shrinking lines on stderr when stdout is not a terminal), and usage
//! errors, one line with exit 2. The verdicts, shrinking and resources are the judge's own tests
//! (`crates/judge/tests/`), which call `judge::run`; the rerun line, steering and tables are in
//! `check_steer.rs`.

use crate::common;

use common::*;

#[test]
fn a_failure_is_reported_saved_and_reproduced_with_exit_one() {
    let folder = scratch("failure");
    let save = folder.join("failing.in");
    let wrong = example("wrong-circles-game");
    let output = check(&[
        "circles-game",
        "--seed",
        "1",
        "--save",
        save.to_str().unwrap(),
        "--",
        &wrong,
    ]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(
        report.starts_with("FAILED: wrong answer (WA) on testdata 06-sample-6"),
        "{report}"
    );
    let shown = save.display().to_string();
    let answer = folder.join("failing.ans").display().to_string();
    for line in [
        format!("saved: {shown} (our answer: {answer})"),
        format!("reproduce: {wrong} < {shown}"),
        format!("rerun the check: cargo xtask check circles-game --seed 1 --case 6 -- {wrong}"),
        format!(
            "6 cases, 1 failed: wrong answer (WA) on testdata 06-sample-6; input saved to {shown}"
        ),
    ] {
        assert!(report.lines().any(|l| l == line), "{line}\n{report}");
    }
    assert_eq!(
        last_line(&output),
        format!(
            "6 cases, 1 failed: wrong answer (WA) on testdata 06-sample-6; input saved to {shown}"
        )
    );
    assert!(save.exists() && folder.join("failing.ans").exists());
    // Not a terminal: a line on stderr when the failure is found and when shrinking ends.
    let errors = String::from_utf8_lossy(&output.stderr);
    assert!(
        errors.starts_with("found: wrong answer (WA) on testdata 06-sample-6 (size circles=7, 79 bytes) after 6 cases; shrinking it\n")
            && errors.contains("\nshrinking ended after "),
        "{errors}"
    );
}

#[test]
fn a_pass_prints_its_summary_with_exit_zero() {
    let solver = solver("circles-game");
    let output = check(&[
        "circles-game",
        "--cases",
        "30",
        "--seed",
        "5",
        "--",
        &solver,
    ]);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{report}");
    assert!(
        report.starts_with("30 cases (17 from testdata, seed 5) in "),
        "{report}"
    );
    assert_eq!(last_line(&output), "30 cases, 0 failed");
    // How close it came to the limits: CPU time, memory and the largest input it passed.
    let margin = report
        .lines()
        .find(|l| l.starts_with("margin: slowest run "))
        .unwrap_or_else(|| panic!("no margin line:\n{report}"));
    assert!(
        margin.contains("% of the 2 s limit), peak memory "),
        "{margin}"
    );
    assert!(margin.contains(", largest input "), "{margin}");
    // Not a terminal: no progress line.
    assert!(
        !report.contains('\r') && output.stderr.is_empty(),
        "{report}"
    );
}

#[test]
fn no_shrinking_asked_is_kept_in_the_rerun_line() {
    let report = misbehaving("garbage", &["--shrink-seconds", "0"]);
    assert!(
        report.contains("\nnot shrunk (asked: --shrink-seconds 0)\n"),
        "{report}"
    );
    assert!(report.contains(" --shrink-seconds 0 -- "), "{report}");
}

#[test]
fn usage_errors_are_one_line_and_exit_two() {
    for args in [
        &["--", "true"][..],
        &["nim", "--", "true"],
        &["chapaev"],
        &["chapaev", "--cases", "x", "--", "true"],
        &["chapaev", "--size", "big", "--", "true"],
        &["chapaev", "--jobs", "100000", "--", "true"],
        &["chapaev", "--", "/nonexistent/solution"],
    ] {
        let output = check(args);
        let errors = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {errors}");
        assert_eq!(errors.lines().count(), 1, "{args:?}: {errors}");
        assert!(errors.starts_with("xtask check: "), "{errors}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_names_every_problem_and_its_time_limit() {
    let output = check(&["--help"]);
    assert_eq!(output.status.code(), Some(0));
    let help = stdout(&output);
    for (problem, limit) in problem_names()
        .into_iter()
        .zip(["1 s", "2 s", "2 s", "5 s", "40 s"])
    {
        let section = format!("\n  {problem}\n    time limit  {limit} of CPU per run\n");
        assert!(help.contains(&section), "{section}\n{help}");
    }
}
