//! End-to-end tests of `cargo xtask check`: a deliberately wrong solution per problem (in
//! `tests/contestants/`, built as examples) must be caught and shrunk to a stated small input
//! that is a local minimum; our own solvers, run as contestants, must pass; programs that sleep,
//! leave a process behind or flood get their verdicts through the command line (crashes and
//! garbage are the judge's own tests); usage errors exit 2 with one line. The judge's
//! resources and reports are tested in `check_report.rs`, the rerun line, steering and tables in
//! `check_steer.rs`.

mod common;

use common::*;

/// Checks the wrong solution of `problem`; returns the saved input after checking the report,
/// the saved answer and that no single smaller valid step still fails (a local minimum).
fn caught_and_shrunk(problem: &str, size: &str) -> String {
    let folder = scratch(problem);
    let save = folder.join("failing.in");
    let wrong = example(&format!("wrong-{problem}"));
    let report = check_fails(&[
        problem,
        "--seconds",
        "20",
        "--cases",
        "300",
        "--seed",
        "1",
        "--size",
        size,
        "--save",
        save.to_str().unwrap(),
        "--",
        &wrong,
    ]);
    assert!(
        report.starts_with("FAILED: wrong answer (WA) on "),
        "{report}"
    );
    assert!(
        report.contains("to a local minimum") || report.contains("not shrunk"),
        "{report}"
    );
    assert!(
        report
            .lines()
            .last()
            .unwrap_or_default()
            .contains("1 failed: wrong answer (WA) on "),
        "{report}"
    );
    assert!(
        report.contains(&format!("reproduce: {wrong} < ")),
        "{report}"
    );
    let input = std::fs::read_to_string(&save).expect("the input is saved");
    let answer = std::fs::read_to_string(folder.join("failing.ans")).expect("our answer is saved");
    assert_eq!((registry(problem).solve)(&input).unwrap(), answer);
    assert_ne!(tokens(&run_on(&[&wrong], &input)), tokens(&answer));
    assert_local_minimum(problem, size, &input, &[&wrong]);
    input
}

#[test]
fn a_float_chapaev_loses_an_exact_graze_of_three_discs() {
    let input = caught_and_shrunk("chapaev", "beyond");
    let position = chapaev::parse(&input).unwrap();
    assert!(position.len() <= 3, "{input}");
}

#[test]
fn a_missed_run_kind_of_more_reclamation_shrinks_to_three_rows() {
    let input = caught_and_shrunk("more-reclamation", "contest");
    let position = more_reclamation::parse(&input).unwrap();
    assert_eq!((position.rows(), position.land().len()), (3, 2), "{input}");
}

#[test]
fn the_hackenbush_rule_for_circles_shrinks_to_four_circles() {
    let input = caught_and_shrunk("circles-game", "contest");
    assert_eq!(circles_game::parse(&input).unwrap().len(), 4, "{input}");
}

#[test]
fn one_matching_for_racing_car_trail_shrinks_to_a_path_of_three() {
    let input = caught_and_shrunk("racing-car-trail", "contest");
    let fields = racing_car_trail::parse(&input).unwrap();
    assert_eq!(fields.len(), 1, "{input}");
    let free = (0..fields[0].rows())
        .flat_map(|r| (0..fields[0].cols()).map(move |c| (r, c)))
        .filter(|&(r, c)| fields[0].is_free(r, c))
        .count();
    assert_eq!(free, 3, "{input}");
}

#[test]
fn a_painters_duel_ending_too_early_shrinks_to_one_test_of_side_two() {
    let input = caught_and_shrunk("painters-duel", "contest");
    let duels = painters_duel::parse(&input).unwrap();
    assert_eq!((duels.len(), duels[0].side), (1, 2), "{input}");
}

#[test]
fn the_report_does_not_depend_on_the_jobs() {
    let wrong = example("wrong-circles-game");
    let reports: Vec<String> = ["1", "3"]
        .into_iter()
        .map(|jobs| {
            let folder = scratch(&format!("jobs-{jobs}"));
            let save = folder.join("failing.in");
            let output = check(&[
                "circles-game",
                "--seed",
                "1",
                "--jobs",
                jobs,
                "--save",
                save.to_str().unwrap(),
                "--",
                &wrong,
            ]);
            without_figures(&stdout(&output)).replace(folder.to_str().unwrap(), "FOLDER")
        })
        .collect();
    assert_eq!(reports[0], reports[1]);
    // The sixth case, the sixth sample, is the first that fails: five passed before it.
    let summary = reports[0].lines().last().unwrap_or_default();
    assert!(
        summary.starts_with("6 cases, 1 failed: wrong answer (WA) on testdata 06-sample-6"),
        "{summary}"
    );
}

#[test]
fn our_own_solvers_pass() {
    for problem in problem_names() {
        let output = check(&[
            problem,
            "--seconds",
            "3",
            "--cases",
            "120",
            "--seed",
            "5",
            "--",
            &solver(problem),
        ]);
        let report = stdout(&output);
        assert_eq!(output.status.code(), Some(0), "{problem}: {report}");
        assert!(last_line(&output).ends_with(" cases, 0 failed"), "{report}");
        // Not a terminal: no progress line.
        assert!(!report.contains('\r'), "{report}");
    }
}

/// The verdicts through the command line (the judge's own tests, `crates/judge/tests/verdicts.rs`,
/// judge crashes, garbage and other output through the library).
#[test]
fn verdicts_of_misbehaving_programs() {
    let report = misbehaving("sleep", &["--time-limit", "0.2"]);
    assert!(
        report.starts_with("FAILED: time limit exceeded (TLE)"),
        "{report}"
    );
    // It exited at once: a wrong answer, not a timeout for the sleep it left behind.
    let report = misbehaving("orphan", &["--time-limit", "5"]);
    assert!(report.starts_with("FAILED: wrong answer (WA)"), "{report}");
    // The first case fails: one case run, in the singular.
    let summary = report.lines().last().unwrap_or_default();
    assert!(summary.starts_with("1 case, 1 failed: "), "{summary}");
    let report = misbehaving("flood", &[]);
    assert!(
        report.starts_with("FAILED: output limit exceeded (OLE)"),
        "{report}"
    );
    // Every run of a program that always fails the same way shrinks to the smallest river.
    assert!(report.contains("input (1 line):\n  1 0\n"), "{report}");
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
        let line = help
            .lines()
            .find(|l| l.trim_start().starts_with(problem))
            .unwrap();
        assert!(line.ends_with(limit), "{line}");
    }
}
