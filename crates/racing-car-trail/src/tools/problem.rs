//! Racing Car Trail as every workspace tool sees it: [`PROBLEM`], with its generator families,
//! the inputs `cargo xtask check` generates, the benchmark's ladder and its density sweep.

use std::time::Duration;

use gamecore::explore::puzzle::{PuzzleSource, REAL_CHOICE};
use gamecore::explore_page::Explorable;
use gamecore::problem::judging::{Resources, Several, TestSplit, answer_blocks, split_inputs};
use gamecore::problem::ladder::grow;
use gamecore::problem::{
    Case, CheckInputs, DensitySweep, Draw, Family, Growth, Ladder, Package, Problem, Shrinking,
    Size, Source, SweepGrid, every_input,
};
use gamecore::rng::SplitMix64;
use gamecore::{NoOptions, Output, Program};

use crate::oracles::{baseline, brute};
use crate::tools::shrink::Fields;
use crate::tools::text::input_text;
use crate::tools::{draw, explain, explore, generate};
use crate::{CONTEST_SIDE, MAX_SIDE, parse, solve};

/// The command-line program.
const PROGRAM: Program<NoOptions> = Program {
    about: "UVALive 5882 \"Racing Car Trail\": who wins the trail game from each free cell",
    input_help: "\
Input: fields, each a line `N E` then N lines of exactly E characters `.` (free) or `X`
(obstacle); the line `0 0` ends the input.
Accepted range: 1 <= N, E <= 4000 per field, any number of fields; a trailing `\\r` on a line and
blank lines between fields are tolerated; only whitespace may follow `0 0`.
Output: per field, N lines with `A` (the first player wins from that cell), `B` (the second player
wins) or `X` (obstacle), then an empty line.
Positions in play (--moves, --play): the first field only, with `@` for the car and `o` for each
cell it visited before (`1 4` / `o@..` / `0 0`); Alice moves when the `o` count is even, Bob when
odd. Without `@`, the first move is Alice's choice of the start cell.",
    flags: &[],
    solve: |input, _| solve(input).map(Output::from),
    validate: |input| parse(input).map(|_| ()),
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
    explore: Some(gamecore::explore::cli::<explore::Game, NoOptions>()),
};

/// Racing Car Trail (time limit 5 s).
pub static PROBLEM: Problem = Problem {
    name: "racing-car-trail",
    program: &PROGRAM,
    time_limit: Duration::from_secs(5),
    solve,
    brute: brute::solve,
    brute_fits,
    fuzz_fits: every_input,
    baseline: baseline::solve,
    explain: explain::explain,
    draw: draw::draw,
    families: FAMILIES,
    check_input: CHECK_INPUTS,
    ladder,
    sweeps,
    shrinking: Shrinking::of::<Fields>(),
    resources: Resources {
        memory_mb: 128,
        stack_mb: None,
        judge: "Baekjoon 3419; only the memory limit (BOJ-Feature-Request#107)",
    },
    tests: Some(TestSplit {
        inputs: split_inputs::<Fields>,
        answers: answer_blocks,
    }),
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
    title: "Racing Car Trail",
    source: "CERC 2011 (ICPC Live Archive 5882)",
    statement: include_str!("../../package/statement.md"),
    samples: &["01-spec-example"],
    validator: Source {
        file: "validator.rs",
        text: include_str!("../../package/validator.rs"),
    },
    accepted: Source {
        file: "accepted.rs",
        text: include_str!("../../package/accepted.rs"),
    },
    wrong_answer: &[Source {
        file: "wrong_racing_car_trail.rs",
        text: include_str!("../../../judge/tests/contestants/wrong_racing_car_trail.rs"),
    }],
};

/// The explorer's puzzles ("find the winning move"): eight, easy to hard, found among the
/// generator's inputs of [`explore::puzzle_candidates`].
pub const PUZZLES: PuzzleSource = PuzzleSource {
    candidates: explore::puzzle_candidates,
    explain: explore::explain_in_play,
    count: 8,
    choice: REAL_CHOICE,
};

/// The seeded generator families: random obstacles, several fields, mazes, spirals, open fields,
/// and fields of long corridors one cell wide (snakes, combs, winding paths).
const FAMILIES: &[Family] = &[
    Family {
        name: "random",
        sizes: &["rows", "columns", "obstacles-per-mille"],
        generate: |seed, s| generate::random(seed, s[0] as usize, s[1] as usize, s[2]),
    },
    Family {
        name: "fields",
        sizes: &["count", "rows", "columns", "obstacles-per-mille"],
        generate: |seed, s| {
            generate::random_fields(seed, s[0] as usize, s[1] as usize, s[2] as usize, s[3])
        },
    },
    Family {
        name: "maze",
        sizes: &["rows", "columns", "loops-per-mille"],
        generate: |seed, s| generate::maze(seed, s[0] as usize, s[1] as usize, s[2]),
    },
    Family {
        name: "spiral",
        sizes: &["rows", "columns"],
        generate: |_, s| generate::spiral(s[0] as usize, s[1] as usize),
    },
    Family {
        name: "open",
        sizes: &["rows", "columns"],
        generate: |_, s| generate::open(s[0] as usize, s[1] as usize),
    },
    Family {
        name: "corridors",
        sizes: &["rows", "columns"],
        generate: |seed, s| generate::corridors(seed, s[0] as usize, s[1] as usize),
    },
];

/// Whether every field has few enough free cells for the exhaustive trail game.
fn brute_fits(input: &str) -> bool {
    parse(input).is_ok_and(|fields| {
        fields.len() <= 10
            && fields.iter().all(|f| {
                let free = (0..f.rows())
                    .flat_map(|r| (0..f.cols()).map(move |c| (r, c)))
                    .filter(|&(r, c)| f.is_free(r, c))
                    .count();
                free <= 16
            })
    })
}

/// 1 to 5 fields up to 100 x 100 in the contest, up to 4000 x 4000 beyond.
const CHECK_INPUTS: CheckInputs = CheckInputs {
    generate: check_input,
    measure,
    axis: "rows and columns of a field",
    beyond: "fields up to 4000 x 4000",
};

/// The most rows or columns of a field.
fn measure(input: &str) -> u64 {
    let fields = parse(input).unwrap_or_default();
    let side = fields.iter().map(|f| f.rows().max(f.cols())).max();
    side.unwrap_or(0) as u64
}

/// 1 to 5 fields of random sizes up to the drawn side (long corridors at least half of it each
/// way), each of the drawn family's kind: random obstacles of several densities, a maze, a
/// spiral, an open field or long corridors; `fields` mixes the kinds.
fn check_input(draw: &Draw) -> (String, String) {
    let most = match draw.size {
        Size::Contest => CONTEST_SIDE,
        Size::Beyond => MAX_SIDE,
    };
    let mut rng = SplitMix64::new(draw.seed);
    let fields = 1 + rng.below(grow(draw.growth, 1, 5)) as usize;
    let side = draw.grow(1, most as u64);
    let family = FAMILIES[draw.family % FAMILIES.len()].name;
    let grids: Vec<generate::Grid> = (0..fields)
        .map(|_| {
            let (mut rows, mut cols) = (1 + rng.below(side), 1 + rng.below(side));
            let kind = match family {
                "maze" => 0,
                "spiral" => 1,
                "open" => 2,
                "corridors" => 3,
                "random" => 4,
                _ => rng.below(6),
            };
            if kind == 3 {
                // A corridor is as long as its field: at least half the drawn side each way.
                (rows, cols) = (rows.max(side.div_ceil(2)), cols.max(side.div_ceil(2)));
            }
            field_of_kind(&mut rng, kind, rows as usize, cols as usize)
        })
        .collect();
    (
        input_text(&grids),
        format!("{family}: {fields} fields up to {side}x{side}"),
    )
}

/// One field: 0 a maze, 1 a spiral, 2 open, 3 long corridors (a snake, a comb or a winding
/// path), else random obstacles (0, 10, 30 or 50%).
fn field_of_kind(rng: &mut SplitMix64, kind: u64, rows: usize, cols: usize) -> generate::Grid {
    match kind {
        0 => {
            let loops = rng.below(100);
            generate::maze_grid(rng, rows, cols, loops)
        }
        1 => generate::spiral_grid(rows, cols),
        2 => vec![vec![b'.'; cols]; rows],
        3 => generate::corridor_grid(rng, rows, cols),
        _ => {
            let density = [0, 100, 300, 500][rng.below(4) as usize];
            generate::random_grid(rng, rows, cols, density)
        }
    }
}

/// The yardstick of a contest-sized input (ten 100 x 100 fields), then square fields up to
/// 4000 x 4000 (1000 when quick) of random obstacles, a maze and a spiral.
fn ladder(quick: bool) -> Ladder {
    let sides: &[u64] = if quick {
        &[100, 300, 1000]
    } else {
        &[100, 300, 1000, 2000, 4000]
    };
    let mut cases = Vec::new();
    // The yardstick: ten 100 x 100 fields with 3% obstacles, against the contest approach.
    cases.push(Case {
        family: "fields",
        seed: 1,
        size: 100_000.0,
        size_label: "10 x 100x100".to_owned(),
        sizes: vec![10, 100, 100, 30],
        baseline: true,
    });
    for &(family, seed, extra) in &[
        ("random", 2, Some(30)),
        ("random", 3, Some(300)),
        ("maze", 4, Some(10)),
        ("spiral", 0, None),
    ] {
        for &side in sides {
            let mut sizes = vec![side, side];
            sizes.extend(extra);
            cases.push(Case {
                family,
                seed,
                size: (side * side) as f64,
                size_label: format!("{side}x{side}"),
                sizes,
                baseline: side <= 100,
            });
        }
    }
    Ladder {
        problem: PROBLEM.name,
        axis: "cells (N x E); random-s2 3% obstacles, random-s3 30%, maze-s4 1% loops",
        growth: Growth::Polynomial,
        cases,
    }
}

/// The density sweep: random fields of a fixed size at obstacle densities from 0 to
/// 45%, timed beside a C++ Hopcroft–Karp reference.
fn sweeps(quick: bool) -> Vec<DensitySweep> {
    let grids = if quick {
        vec![SweepGrid {
            side: 1000,
            seeds: vec![1],
            runs: 1,
        }]
    } else {
        vec![
            SweepGrid {
                side: 2000,
                seeds: vec![1, 2, 3],
                runs: 3,
            },
            SweepGrid {
                side: 4000,
                seeds: vec![1, 2],
                runs: 1,
            },
        ]
    };
    vec![DensitySweep {
        problem: PROBLEM.name,
        family: "random",
        grids,
        per_mille: (0..=450).step_by(50).collect(),
        reference: "bench/reference/racing_hk.cpp",
    }]
}

/// The fields of an input, one by one, for the report of `cargo xtask check`.
impl Several for Fields {
    type Test = generate::Grid;

    fn tests(&self) -> &[generate::Grid] {
        &self.0
    }

    fn of(tests: Vec<generate::Grid>) -> Self {
        Fields(tests)
    }
}
