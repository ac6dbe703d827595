//! More Reclamation as every workspace tool sees it: [`PROBLEM`], with its generator family, the
//! inputs `cargo xtask check` generates and the benchmark's ladder.

use std::time::Duration;

use gamecore::explore::puzzle::PuzzleSource;
use gamecore::explore_page::Explorable;
use gamecore::problem::judging::Resources;
use gamecore::problem::ladder::{grow, label};
use gamecore::problem::{
    Case, Family, Growth, Ladder, Problem, Shrinking, Size, every_input, no_sweeps,
};
use gamecore::problem::{CheckInputs, Draw};
use gamecore::rng::SplitMix64;

use crate::CONTEST_ROWS;
use crate::generate;

/// Codeforces 335C "More Reclamation" (time limit 2 s).
pub const PROBLEM: Problem = Problem {
    name: "more-reclamation",
    program: &crate::PROGRAM,
    time_limit: Duration::from_secs(2),
    solve: crate::solve,
    brute: crate::brute::solve,
    brute_fits: |input| crate::parse(input).is_ok_and(|p| p.rows() <= 12),
    fuzz_fits: every_input,
    baseline: crate::baseline::solve,
    explain: crate::explain::explain,
    draw: crate::draw::draw,
    families: FAMILIES,
    check_input: CHECK_INPUTS,
    ladder,
    sweeps: no_sweeps,
    shrinking: Shrinking::of::<crate::Position>(),
    resources: Resources {
        memory_mb: 256,
        stack_mb: Some(256),
        judge: "Codeforces; the memory limit, by contestants' reports",
    },
    tests: None,
    positions_flag: None,
    explore: Some(|| {
        Explorable::new(PROBLEM.name, PROBLEM.program, crate::explore::Game)
            .with_puzzles(PUZZLES)
            .shared()
    }),
};

/// The explorer's puzzles ("find the winning move"): eight, easy to hard, found among the
/// generator's inputs of [`crate::explore::puzzle_candidates`].
pub const PUZZLES: PuzzleSource = PuzzleSource {
    candidates: crate::explore::puzzle_candidates,
    explain: crate::explain::explain,
    count: 8,
};

/// The seeded generator family: `cells` random land cells (at most `rows`) on a river of `rows`.
const FAMILIES: &[Family] = &[Family {
    name: "random",
    sizes: &["rows", "cells"],
    generate: |seed, s| generate::random(seed, s[0], s[1].min(s[0])),
}];

/// Up to 100 rows in the contest; up to 10^18 rows and 10^6 cells beyond.
const CHECK_INPUTS: CheckInputs = CheckInputs {
    generate: check_input,
    measure,
    axis: "rows of the river",
    beyond: "up to 10^18 rows and 10^6 reclaimed cells",
};

/// The rows of the river.
fn measure(input: &str) -> u64 {
    crate::parse(input).map_or(0, |p| p.rows())
}

/// A river of the drawn size with a random number of reclaimed cells (the one family).
fn check_input(draw: &Draw) -> (String, String) {
    let (most_rows, most_cells) = match draw.size {
        Size::Contest => (CONTEST_ROWS, 100),
        Size::Beyond => (crate::MAX_ROWS, 1_000_000),
    };
    let rows = draw.grow(1, most_rows);
    let cells = SplitMix64::new(draw.seed).below(grow(draw.growth, 1, most_cells).min(rows) + 1);
    let input = (FAMILIES[0].generate)(draw.seed, &[rows, cells]);
    (input, format!("r={rows}, n={cells}"))
}

/// 10^2 to 10^6 land cells (10^5 when quick) on 10^18 rows, and contest-sized rivers.
fn ladder(quick: bool) -> Ladder {
    const HUGE: u64 = 1_000_000_000_000_000_000;
    let mut cases = Vec::new();
    let top = if quick { 100_000 } else { 1_000_000 };
    let mut n = 100;
    while n <= top {
        cases.push(Case {
            family: "random",
            seed: 1,
            size: n as f64,
            size_label: format!("{}, r=1e18", label(n)),
            sizes: vec![HUGE, n],
            baseline: false,
        });
        n *= 10;
    }
    let contest_rows: &[u64] = if quick {
        &[100, 1000, 3000]
    } else {
        &[100, 1000, 3000, 10_000]
    };
    for &rows in contest_rows {
        cases.push(Case {
            family: "random",
            seed: 2,
            size: (rows / 10) as f64,
            size_label: format!("{}, r={rows}", label(rows / 10)),
            sizes: vec![rows, rows / 10],
            baseline: true,
        });
    }
    Ladder {
        problem: PROBLEM.name,
        axis: "n (land cells), at r = 10^18 (seed 1) and at r = 10 n (seed 2)",
        growth: Growth::Polynomial,
        cases,
    }
}
