//! The circles game as every workspace tool sees it: [`PROBLEM`], with its generator families,
//! the inputs `cargo xtask check` generates and the benchmark's ladder.

use std::time::Duration;

use gamecore::explore::puzzle::{PuzzleSource, REAL_CHOICE};
use gamecore::explore_page::Explorable;
use gamecore::problem::judging::Resources;
use gamecore::problem::ladder::powers_of_ten;
use gamecore::problem::{
    CheckInputs, Draw, Family, Growth, Ladder, Package, Problem, Shrink, Shrinking, Size, Source,
    every_input, no_sweeps,
};
use gamecore::{NoOptions, Output, Program};
use geom::Circle;

use crate::oracles::{baseline, brute};
use crate::solver::forest::{self, ContainmentForest};
use crate::tools::generate::{self, MOST_NEAR};
use crate::tools::shrink::CircleList;
use crate::tools::{draw, explain, explore};
use crate::{CONTEST_CIRCLES, CONTEST_COORDINATE, MAX_CIRCLES, MAX_COORDINATE, parse, solve};

/// The command-line program.
const PROGRAM: Program<NoOptions> = Program {
    about: "TopCoder SRM 561 \"CirclesGame\": Alice or Bob wins the red-point game on nested circles",
    input_help: "\
Input: n, then n lines `x y r`: circle i has centre (x, y) and radius r.
Accepted range: 1 <= n <= 2*10^6; integers with |x|, |y| <= 10^9 and 1 <= r <= 10^9; no two
circles touch or cross (each pair is nested strictly or apart).
Output: Alice if the first player wins with best play, else Bob.
Positions in play (--moves, --play): the circles without a red point, under a first line
`Bob to move` (or `Alice to move`) and a line `numbered 2 5 ...` with the numbers the start gave
them (play keeps them); `0` circles for an empty board.",
    flags: &[],
    solve: |input, _| solve(input).map(Output::from),
    // Disjointness is part of the accepted range, and the sweep is what checks it.
    validate: |input| match forest::parents_of_text(input) {
        Some(_) => Ok(()),
        None => ContainmentForest::build(&parse(input)?).map(|_| ()),
    },
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
    explore: Some(gamecore::explore::cli::<explore::Game, NoOptions>()),
};

/// TopCoder SRM 561 "CirclesGame" (time limit 2 s).
pub static PROBLEM: Problem = Problem {
    name: "circles-game",
    program: &PROGRAM,
    time_limit: Duration::from_secs(2),
    solve,
    brute: brute::solve,
    brute_fits: |input| parse(input).is_ok_and(|c| c.len() <= 10),
    fuzz_fits: every_input,
    baseline: baseline::solve,
    explain: explain::explain,
    draw: draw::draw,
    families: FAMILIES,
    check_input: CHECK_INPUTS,
    ladder,
    sweeps: no_sweeps,
    shrinking: Shrinking::of::<CircleList>(),
    resources: Resources {
        memory_mb: 64,
        stack_mb: Some(64),
        judge: "TopCoder SRM 561; the memory limit, assumed (unstated)",
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
    title: "Circles Game",
    source: "TopCoder SRM 561, Division I, Level 2 (CirclesGame)",
    statement: include_str!("../../package/statement.md"),
    samples: &[
        "01-sample-1",
        "02-sample-2",
        "03-sample-3",
        "04-sample-4",
        "05-sample-5",
        "06-sample-6",
        "07-sample-7",
    ],
    validator: Source {
        file: "validator.rs",
        text: include_str!("../../package/validator.rs"),
    },
    accepted: Source {
        file: "accepted.rs",
        text: include_str!("../../package/accepted.rs"),
    },
    wrong_answer: &[
        Source {
            file: "wrong_circles_game.rs",
            text: include_str!("../../../judge/tests/contestants/wrong_circles_game.rs"),
        },
        Source {
            file: "wrong_circles_interval.rs",
            text: include_str!("../../../judge/tests/contestants/wrong_circles_interval.rs"),
        },
        Source {
            file: "wrong_circles_eps.rs",
            text: include_str!("../../../judge/tests/contestants/wrong_circles_eps.rs"),
        },
    ],
};

/// The explorer's puzzles ("find the winning move"): eight, easy to hard, found among the
/// generator's inputs of [`explore::puzzle_candidates`].
pub const PUZZLES: PuzzleSource = PuzzleSource {
    candidates: explore::puzzle_candidates,
    explain: explain::explain,
    count: 8,
    choice: REAL_CHOICE,
};

/// The seeded generator families, each of `n` circles (`small`: several shallow trees with tiny
/// coordinates; `tangent`: nearly tangent pairs and circles at the contest's coordinate limits;
/// `limits`: circles on the bounds of the contest's box, of its greatest radius and its least,
/// nested and nearly tangent there; those two at most 1000 circles).
const FAMILIES: &[Family] = &[
    Family {
        name: "random",
        sizes: &["n"],
        generate: |seed, s| generate::random(seed, s[0] as usize),
    },
    Family {
        name: "chain",
        sizes: &["n"],
        generate: |seed, s| generate::chain(seed, s[0] as usize),
    },
    Family {
        name: "side-by-side",
        sizes: &["n"],
        generate: |seed, s| generate::side_by_side(seed, s[0] as usize),
    },
    Family {
        name: "star",
        sizes: &["n"],
        generate: |seed, s| generate::star(seed, s[0] as usize),
    },
    Family {
        name: "small",
        sizes: &["n"],
        generate: |seed, s| generate::small(seed, s[0] as usize),
    },
    Family {
        name: "tangent",
        sizes: &["n"],
        generate: |seed, s| {
            generate::near_tangent(
                seed,
                s[0].min(MOST_NEAR as u64) as usize,
                CONTEST_COORDINATE,
            )
        },
    },
    Family {
        name: "limits",
        sizes: &["n"],
        generate: |seed, s| {
            generate::at_the_bounds(
                seed,
                s[0].min(MOST_NEAR as u64) as usize,
                CONTEST_COORDINATE,
            )
        },
    },
];

/// Up to 50 circles within 10^4 in the contest, up to the accepted 2 * 10^6 circles beyond.
const CHECK_INPUTS: CheckInputs = CheckInputs {
    generate: check_input,
    measure,
    axis: "circles",
    beyond: "up to 2,000,000 circles with coordinates and radii up to 10^9",
};

/// The circles.
fn measure(input: &str) -> u64 {
    parse(input).map_or(0, |circles| circles.len() as u64)
}

/// `n` circles of the drawn family; in the contest, moved to the origin when the family puts
/// them far out (side-by-side starts at -10^9), or small ones if they still spread too far.
/// `tangent` and `limits` draw up to 50 circles in both sizes, within the contest's coordinates
/// or, beyond, within 10^9 (where nearly tangent boundaries are 5e-10 apart).
fn check_input(draw: &Draw) -> (String, String) {
    let family = &FAMILIES[draw.family % FAMILIES.len()];
    if family.name == "tangent" || family.name == "limits" {
        let n = draw.grow(1, CONTEST_CIRCLES as u64) as usize;
        let limit = match draw.size {
            Size::Contest => CONTEST_COORDINATE,
            Size::Beyond => MAX_COORDINATE,
        };
        let input = if family.name == "tangent" {
            generate::near_tangent(draw.seed, n, limit)
        } else {
            generate::at_the_bounds(draw.seed, n, limit)
        };
        return (input, format!("n={n}"));
    }
    let most = match draw.size {
        Size::Contest => CONTEST_CIRCLES,
        Size::Beyond => MAX_CIRCLES,
    };
    let n = draw.grow(1, most as u64);
    let mut input = (family.generate)(draw.seed, &[n]);
    if draw.size == Size::Contest && !PROBLEM.within_contest(&input) {
        input = recentred(&input);
    }
    if draw.size == Size::Contest && !PROBLEM.within_contest(&input) {
        input = generate::small(draw.seed, n as usize);
    }
    (input, format!("n={n}"))
}

/// The same circles moved so that the middle of their extent is at the origin.
fn recentred(input: &str) -> String {
    let Ok(CircleList(circles)) = CircleList::parse(input) else {
        return input.to_owned();
    };
    let span = |coordinate: fn(&Circle) -> i64| {
        let low = circles
            .iter()
            .map(|c| coordinate(c) - c.r)
            .min()
            .unwrap_or(0);
        let high = circles
            .iter()
            .map(|c| coordinate(c) + c.r)
            .max()
            .unwrap_or(0);
        low + (high - low) / 2
    };
    let (mid_x, mid_y) = (span(|c| c.center.x), span(|c| c.center.y));
    let moved = circles
        .iter()
        .map(|c| Circle::new(c.center.x - mid_x, c.center.y - mid_y, c.r))
        .collect();
    CircleList(moved).to_input()
}

/// 10^2 to 10^6 circles (10^5 when quick) in three families.
fn ladder(quick: bool) -> Ladder {
    let top = if quick { 100_000 } else { 1_000_000 };
    let cases = powers_of_ten("random", 1, 100, top, 10_000)
        .chain(powers_of_ten("chain", 2, 100, top, 1000))
        .chain(powers_of_ten("side-by-side", 3, 100, top, 10_000))
        .collect();
    Ladder {
        problem: PROBLEM.name,
        axis: "n (circles)",
        growth: Growth::Polynomial,
        cases,
    }
}
