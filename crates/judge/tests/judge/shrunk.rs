//! The judge on the workspace's real problems: a deliberately wrong solution per problem (in
//! `tests/contestants/`, built as examples) is caught and shrunk to a stated small input that is
//! a local minimum and saved with our answer; the failing test of several is named and shrunk
//! alone; the report does not depend on the jobs; our own solvers, run as contestants, pass.

use crate::common;

use std::time::Duration;

use common::*;
use judge::shrink::ShrinkEnd;
use judge::{CheckOptions, Ending, Ruling, Size};

/// Checks the wrong solution of `problem` (seed 1, at most 300 cases); returns the saved input
/// after checking the verdict, the saved answer and that no single smaller valid step still
/// fails (a local minimum).
fn caught_and_shrunk(problem: &str, size: Size) -> String {
    let wrong = example(&format!("wrong-{problem}"));
    let options = CheckOptions {
        budget: Duration::from_secs(20),
        cases: 300,
        size,
        ..options(problem, &[&wrong], problem)
    };
    let found = found(&options);
    assert_eq!(found.failure.verdict, Ruling::WrongAnswer);
    let report = judge::words::found_report(&found);
    assert!(
        report.starts_with("FAILED: wrong answer (WA) on "),
        "{report}"
    );
    assert_eq!(found.shrinking.end, ShrinkEnd::LocalMinimum, "{report}");
    assert_eq!(found.saved.error, None);
    let input = std::fs::read_to_string(&found.saved.input).expect("the input is saved");
    assert_eq!(input, found.input);
    let answer = std::fs::read_to_string(&found.saved.answer).expect("our answer is saved");
    assert_eq!((registry(problem).solve)(&input).unwrap(), answer);
    assert_ne!(tokens(&run_on(&[&wrong], &input)), tokens(&answer));
    assert_local_minimum(problem, size == Size::Beyond, &input, &[&wrong]);
    input
}

/// Judges generated case `case` of `problem` on `seed` alone with the contestant `name`, which
/// must fail it; returns the shrunk input after checking that it is a local minimum, for the
/// judge's steps and for the problem's own single steps.
fn shrunk_case(problem: &str, name: &str, seed: u64, case: u64) -> String {
    shrunk_case_within(problem, name, (seed, case), seconds(60.0))
}

/// As [`shrunk_case`], for generated case `(seed, case)`, with `budget` for the shrinking.
fn shrunk_case_within(
    problem: &str,
    name: &str,
    (seed, case): (u64, u64),
    budget: Duration,
) -> String {
    let wrong = example(name);
    let options = CheckOptions {
        seed,
        case: Some(case),
        testdata: false,
        shrink_budget: budget,
        ..options(problem, &[&wrong], name)
    };
    let found = found(&options);
    assert_eq!(found.failure.verdict, Ruling::WrongAnswer);
    assert_eq!(
        found.shrinking.end,
        ShrinkEnd::LocalMinimum,
        "{}",
        found.input
    );
    assert_local_minimum(problem, false, &found.input, &[&wrong]);
    found.input
}

#[test]
fn a_container_of_the_greatest_radius_left_out_shrinks_to_two_circles() {
    // Generated case 21 of seed 1 is a board of the `limits` family that the program fails.
    let input = shrunk_case("circles-game", "wrong-circles-limit", 1, 21);
    let circles = circles_game::parse(&input).unwrap();
    assert_eq!(circles.len(), 2, "{input}");
    assert!(circles.list().iter().any(|c| c.r == 10_000), "{input}");
}

#[test]
fn a_bounded_augmenting_search_shrinks_to_a_local_minimum() {
    // Generated case 58 of seed 3 holds a spiral whose augmenting search goes past depth 200.
    let input = shrunk_case("racing-car-trail", "wrong-racing-depth", 3, 58);
    let fields = racing_car_trail::parse(&input).unwrap();
    assert_eq!(fields.len(), 1, "{input}");
    // An augmenting path of more than 200 matched cells needs 400 free cells at least.
    let field = &fields[0];
    let free = (0..field.rows())
        .flat_map(|r| (0..field.cols()).map(move |c| (r, c)))
        .filter(|&(r, c)| field.is_free(r, c))
        .count();
    assert!(free > 400, "{input}");
}

#[test]
fn the_float_and_interval_circles_shrink_to_a_local_minimum() {
    // The first failing generated case of seed 1 for each (bench/check-run.md).
    let eps = shrunk_case("circles-game", "wrong-circles-eps", 1, 49);
    assert!(circles_game::parse(&eps).unwrap().len() <= 3, "{eps}");
    let interval = shrunk_case("circles-game", "wrong-circles-interval", 1, 845);
    assert!(
        circles_game::parse(&interval).unwrap().len() <= 10,
        "{interval}"
    );
}

#[test]
#[ignore = "slow: each shrinking step judges a float search of a full board (minutes)"]
fn the_float_chapaevs_shrink_to_a_local_minimum_of_a_judge_board() {
    // The first failing generated case of seed 1 for each (bench/check-run.md): judge-format
    // boards of 8 discs a side, shrunk within ten minutes.
    for (name, case) in [("wrong-chapaev-eps", 9), ("wrong-chapaev-graze", 712)] {
        shrunk_case_within("chapaev", name, (1, case), seconds(600.0));
    }
}

#[test]
fn a_float_chapaev_loses_an_exact_graze_of_three_discs() {
    let input = caught_and_shrunk("chapaev", Size::Beyond);
    let position = chapaev::parse(&input).unwrap();
    assert!(position.len() <= 3, "{input}");
}

#[test]
fn a_missed_run_kind_of_more_reclamation_shrinks_to_three_rows() {
    let input = caught_and_shrunk("more-reclamation", Size::Contest);
    let position = more_reclamation::parse(&input).unwrap();
    assert_eq!((position.rows(), position.land().len()), (3, 2), "{input}");
}

#[test]
fn the_hackenbush_rule_for_circles_shrinks_to_four_circles() {
    let input = caught_and_shrunk("circles-game", Size::Contest);
    assert_eq!(circles_game::parse(&input).unwrap().len(), 4, "{input}");
}

#[test]
fn one_matching_for_racing_car_trail_shrinks_to_a_path_of_three() {
    let input = caught_and_shrunk("racing-car-trail", Size::Contest);
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
    let input = caught_and_shrunk("painters-duel", Size::Contest);
    let duels = painters_duel::parse(&input).unwrap();
    assert_eq!((duels.len(), duels[0].side), (1, 2), "{input}");
}

#[test]
fn the_failing_test_of_several_is_named_and_shrunk_alone() {
    // The spec's example holds four fields; the wrong solution first errs on the third, 1 x 3.
    let wrong = example("wrong-racing-car-trail");
    let found = found(&options("racing-car-trail", &[&wrong], "several"));
    let report = without_figures(&judge::words::found_report(&found));
    assert!(
        report.contains(
            "on testdata 01-spec-example (size rows=3, 41 bytes)\ntest 3 of 4 fails:\n\
             expected (our answer to test 3):\n  BAB\nfound (yours):\n  AAB\n\
             test 3 alone fails the same way: the input was reduced to it before shrinking\n"
        ),
        "{report}"
    );
    assert_eq!(found.input, "1 3\n...\n0 0\n");
}

#[test]
fn the_report_does_not_depend_on_the_jobs() {
    let wrong = example("wrong-circles-game");
    let reports: Vec<String> = [1, 3]
        .into_iter()
        .map(|jobs| {
            let options = CheckOptions {
                jobs,
                ..options("circles-game", &[&wrong], &format!("jobs-{jobs}"))
            };
            let found = found(&options);
            // The sixth case, the sixth sample, is the first that fails.
            assert_eq!(found.case.label, "testdata 06-sample-6");
            without_figures(&judge::words::found_report(&found))
        })
        .collect();
    assert_eq!(reports[0], reports[1]);
}

#[test]
fn our_own_solvers_pass() {
    for problem in problem_names() {
        let options = CheckOptions {
            budget: Duration::from_secs(3),
            cases: 120,
            seed: 5,
            ..options(problem, &[&solver(problem)], problem)
        };
        let checked = checked(&options);
        assert!(matches!(checked.end, Ending::Passed), "{problem}");
        assert!(checked.ran > 0, "{problem}");
    }
}
