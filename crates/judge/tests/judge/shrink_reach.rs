//! How far shrinking goes on the interval shortcut for Circles Game (`wrong-circles-interval`,
//! built as an example): from failing inputs of up to 50 circles of the check's own families,
//! the judge's shrinking must end at a local minimum of at most 10 circles (the smallest input
//! known to fail has 8). The default test tries a few starting inputs; the ignored one tries
//! many and prints the worst (`cargo test -p judge --release --test judge shrink_reach -- --ignored
//! --nocapture`; its figures are in bench/check-shrink.md). The ignored test also takes another
//! program and problem: `SHRINK_REACH_PROGRAM="python3 wrong.py" SHRINK_REACH_PROBLEM=chapaev`
//! (`SHRINK_REACH_INPUTS` starting inputs, default 100).

use crate::common;

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use gamecore::problem::{Draw, Size};
use judge::shrink::{Probe, ShrinkEnd, shrink};

use common::{example, run_on, tokens};

/// The program the ignored test shrinks for: `SHRINK_REACH_PROGRAM` (words, no shell), else the
/// interval shortcut.
fn program() -> Vec<String> {
    match std::env::var("SHRINK_REACH_PROGRAM") {
        Ok(words) => words.split_whitespace().map(str::to_owned).collect(),
        Err(_) => vec![example("wrong-circles-interval")],
    }
}

/// The problem of the ignored test: `SHRINK_REACH_PROBLEM`, else circles-game.
fn problem() -> &'static gamecore::Problem {
    let name = std::env::var("SHRINK_REACH_PROBLEM").unwrap_or_else(|_| "circles-game".into());
    problems::find(&name).expect("a problem")
}

/// The program's answer to `input`.
fn theirs(input: &str) -> String {
    static ARGV: OnceLock<Vec<String>> = OnceLock::new();
    let argv: Vec<&str> = ARGV
        .get_or_init(program)
        .iter()
        .map(String::as_str)
        .collect();
    run_on(&argv, input)
}

/// Whether the program fails on a valid input within the contest; `None` when it is not one.
fn fails(input: &str) -> Option<bool> {
    let problem = problem();
    let ours = (problem.solve)(input).ok()?;
    problem.within_contest(input).then_some(())?;
    Some(tokens(&theirs(input)) != tokens(&ours))
}

/// Failing inputs, `count` of them, in a fixed order: for circles-game 9 to 50 circles from the
/// check's families, for another problem the check's own inputs from half the contest's size up.
fn failing_inputs(count: usize) -> Vec<String> {
    use circles_game::generate::{chain, random, side_by_side, small, star};
    let families = [small, random, chain, star, side_by_side];
    let mut found = Vec::new();
    for seed in 0u64.. {
        let n = 9 + (seed as usize * 7) % 42;
        let input = if problem().name == "circles-game" {
            families[seed as usize % families.len()](seed, n)
        } else {
            let growth = 0.5 + (seed % 50) as f64 / 100.0;
            let draw = Draw {
                seed,
                family: seed as usize % problem().families.len(),
                growth,
                size: Size::Contest,
                most: u64::MAX,
            };
            (problem().check_input.generate)(&draw).0
        };
        if fails(&input) == Some(true) {
            found.push(input);
            if found.len() == count {
                break;
            }
        }
    }
    found
}

/// Shrinks `input` as the check does (2 jobs, 30 s); the circles at the end, the steps, the
/// candidates judged, how it ended and the input at the end.
fn shrunk(input: String) -> (usize, usize, usize, ShrinkEnd, String) {
    let probe = |candidate: &str| match fails(candidate) {
        Some(true) => Probe::Fails(()),
        _ => Probe::Passes,
    };
    let smaller = problem().shrinking.smaller;
    let deadline = Instant::now() + Duration::from_secs(30);
    let end = shrink(input, (), &smaller, &probe, 2, deadline);
    (size(&end.input), end.steps, end.tried, end.end, end.input)
}

/// The size of an input: circles for circles-game, else its lines.
fn size(input: &str) -> usize {
    match circles_game::parse(input) {
        Ok(circles) if problem().name == "circles-game" => circles.len(),
        _ => input.lines().count(),
    }
}

#[test]
fn the_interval_shortcut_shrinks_to_ten_circles_at_most() {
    for input in failing_inputs(4) {
        let (circles, _, _, end, text) = shrunk(input);
        assert_eq!(end, ShrinkEnd::LocalMinimum, "{text}");
        assert!(circles <= 10, "{text}");
        assert_eq!(fails(&text), Some(true));
        let smaller = circles_game::PROBLEM.shrinking.smaller;
        for candidate in smaller(&text) {
            assert_ne!(
                fails(&candidate),
                Some(true),
                "a smaller step fails:\n{candidate}"
            );
        }
    }
}

#[test]
#[ignore = "slow: many starting inputs, for bench/check-shrink.md"]
fn the_interval_shortcut_over_many_starting_inputs() {
    let count = std::env::var("SHRINK_REACH_INPUTS").map_or(100, |v| v.parse().unwrap());
    let (mut worst, mut sizes, mut judged) = (0, Vec::new(), 0);
    for (k, input) in failing_inputs(count).into_iter().enumerate() {
        let before = size(&input);
        let start = Instant::now();
        let (circles, steps, tried, end, text) = shrunk(input);
        if circles > 10 {
            println!("{text}");
        }
        println!(
            "input {k}: {before} -> {circles} (circles or lines) in {steps} steps, {tried} judged, {:.1} s, \
             {end:?}",
            start.elapsed().as_secs_f64()
        );
        judged += tried;
        worst = worst.max(circles);
        sizes.push(circles);
    }
    sizes.sort_unstable();
    println!(
        "{} inputs; circles (or lines) at the end: median {}, worst {worst}; {judged} judged",
        sizes.len(),
        sizes[sizes.len() / 2]
    );
    if problem().name == "circles-game" {
        assert!(worst <= 10);
    }
}

/// Shrinks `start` for the program `argv` on More Reclamation as the check does; the end.
fn shrunk_river(start: &str, argv: &[&str]) -> (String, ShrinkEnd) {
    let fails = |input: &str| {
        let ours = more_reclamation::solve(input).ok()?;
        let within = more_reclamation::PROBLEM.within_contest(input);
        within.then(|| tokens(&run_on(argv, input)) != tokens(&ours))
    };
    let probe = |candidate: &str| match fails(candidate) {
        Some(true) => Probe::Fails(()),
        _ => Probe::Passes,
    };
    assert_eq!(fails(start), Some(true), "{start}");
    let smaller = more_reclamation::PROBLEM.shrinking.smaller;
    let deadline = Instant::now() + Duration::from_secs(60);
    let end = shrink(start.to_owned(), (), &smaller, &probe, 2, deadline);
    (end.input, end.end)
}

#[test]
fn a_parity_bug_of_more_reclamation_shrinks_to_a_true_local_minimum() {
    let wrong = example("wrong-more-reclamation-parity");
    // The failures a cut by half or by one row stopped at, and where they must get to at least.
    let examples = [("100 2\n2 2\n3 2\n", 6), ("5 1\n2 1\n", 3)];
    let random: Vec<String> = (0..40)
        .map(|seed| more_reclamation::generate::random(seed, 100, 12))
        .filter(|input| {
            let ours = more_reclamation::solve(input).unwrap();
            tokens(&run_on(&[&wrong], input)) != tokens(&ours)
        })
        .take(3)
        .collect();
    assert_eq!(random.len(), 3);
    let starts = examples
        .iter()
        .map(|&(start, rows)| (start.to_owned(), rows))
        .chain(random.into_iter().map(|start| (start, 100)));
    for (start, most_rows) in starts {
        let (end, how) = shrunk_river(&start, &[&wrong]);
        assert_eq!(how, ShrinkEnd::LocalMinimum, "{start} -> {end}");
        let river = more_reclamation::parse(&end).unwrap();
        assert!(river.rows() <= most_rows, "{start} -> {end}");
        common::assert_local_minimum("more-reclamation", false, &end, &[&wrong]);
        if start == "5 1\n2 1\n" {
            assert_eq!(end, "3 1\n1 1\n");
        }
    }
}
