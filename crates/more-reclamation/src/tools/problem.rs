//! More Reclamation as every workspace tool sees it: [`PROBLEM`], with its generator family, the
//! inputs `cargo xtask check` generates and the benchmark's ladder.

use std::time::Duration;

use gamecore::explore::puzzle::{PuzzleSource, REAL_CHOICE};
use gamecore::explore_page::Explorable;
use gamecore::problem::judging::Resources;
use gamecore::problem::ladder::{grow, label};
use gamecore::problem::{
    Case, Family, Growth, Ladder, Package, Problem, Shrinking, Size, Source, every_input, no_sweeps,
};
use gamecore::problem::{CheckInputs, Draw};
use gamecore::rng::SplitMix64;
use gamecore::{NoOptions, Output, Program};

use crate::oracles::{baseline, brute};
use crate::solver::Position;
use crate::tools::{draw, explain, explore, generate};
use crate::{CONTEST_ROWS, MAX_ROWS, parse, solve};

/// The command-line program.
const PROGRAM: Program<NoOptions> = Program {
    about: "Codeforces 335C \"More Reclamation\": WIN or LOSE for the city to move",
    input_help: "\
Input: `r n`, then n lines `r_i c_i`: the river has r rows and 2 columns; cell (r_i, c_i) is land.
Accepted range: 1 <= r <= 10^18, 0 <= n <= min(r, 10^7), 1 <= r_i <= r, c_i in {1, 2}; the cells
are distinct, in any order, and legal: no two in one row, and land in adjacent rows shares a column.
Output: WIN if the city about to move wins with best play, else LOSE.
Every position reached in play is such an input (--moves, --play): city A reclaims when an even
number of cells is land, city B when it is odd; --moves lists each legal cell with the Grundy value
it leaves (0 wins), ranges of rows and a count of the rest on long rivers.",
    flags: &[],
    solve: |input, _| solve(input).map(Output::from),
    validate: |input| parse(input).map(|_| ()),
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
    explore: Some(gamecore::explore::cli::<explore::Game, NoOptions>()),
};

/// Codeforces 335C "More Reclamation" (time limit 2 s).
pub static PROBLEM: Problem = Problem {
    name: "more-reclamation",
    program: &PROGRAM,
    time_limit: Duration::from_secs(2),
    solve,
    brute: brute::solve,
    brute_fits: |input| parse(input).is_ok_and(|p| p.rows() <= 12),
    fuzz_fits: every_input,
    baseline: baseline::solve,
    explain: explain::explain,
    draw: draw::draw,
    families: FAMILIES,
    check_input: CHECK_INPUTS,
    ladder,
    sweeps: no_sweeps,
    shrinking: Shrinking::of::<Position>(),
    resources: Resources {
        memory_mb: 256,
        stack_mb: Some(256),
        judge: "Codeforces; the memory limit, by contestants' reports",
    },
    tests: None,
    positions_flag: None,
    explore: Some(|| {
        Explorable::new(PROBLEM.name, PROBLEM.program, explore::Game)
            .with_puzzles(PUZZLES)
            .shared()
    }),
    package: PACKAGE,
};

/// The problem's package for a judge system (`cargo xtask package`): the statement, the input
/// validator and the model solution are the files of `package/`; the wrong programs are the
/// judge's contestants.
const PACKAGE: Package = Package {
    title: "More Reclamation",
    source: "Codeforces 335C (MemSQL start[c]up Round 2)",
    statement: include_str!("../../package/statement.md"),
    samples: &["01-sample-1", "02-sample-2", "03-sample-3"],
    validator: Source {
        file: "validator.rs",
        text: include_str!("../../package/validator.rs"),
    },
    accepted: Source {
        file: "accepted.rs",
        text: include_str!("../../package/accepted.rs"),
    },
    wrong_answer: &[Source {
        file: "wrong_more_reclamation.rs",
        text: include_str!("../../../judge/tests/contestants/wrong_more_reclamation.rs"),
    }],
};

/// The explorer's puzzles ("find the winning move"): eight, easy to hard, found among the
/// generator's inputs of [`explore::puzzle_candidates`].
pub const PUZZLES: PuzzleSource = PuzzleSource {
    candidates: explore::puzzle_candidates,
    explain: explain::explain,
    count: 8,
    choice: REAL_CHOICE,
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
    parse(input).map_or(0, |p| p.rows())
}

/// A river of the drawn size with a random number of reclaimed cells (the one family).
fn check_input(draw: &Draw) -> (String, String) {
    let (most_rows, most_cells) = match draw.size {
        Size::Contest => (CONTEST_ROWS, 100),
        Size::Beyond => (MAX_ROWS, 1_000_000),
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
