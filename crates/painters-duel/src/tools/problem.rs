//! Painters' Duel as every workspace tool sees it: [`PROBLEM`], with its command line (its flags
//! and help), its generator families, the inputs `cargo xtask check` generates and the
//! benchmark's ladder.

use std::ops::RangeBounds;
use std::time::Duration;

use gamecore::explore::puzzle::PuzzleSource;
use gamecore::explore_page::Explorable;
use gamecore::problem::judging::{Resources, Several, TestSplit, answer_lines, split_inputs};
use gamecore::problem::ladder::grow;
use gamecore::problem::{
    Case, Family, Growth, Ladder, Package, Problem, Shrinking, Size, Source, no_sweeps,
};
use gamecore::problem::{CheckInputs, Draw};
use gamecore::rng::SplitMix64;
use gamecore::{Flag, Output, Program};

use crate::oracles::{baseline, brute};
use crate::solver::duel::Duel;
use crate::tools::shrink::Tests;
use crate::tools::text::{ListedDuel, input_text};
use crate::tools::{draw, explain, explore, generate};
use crate::{CONTEST_SIDE, CONTEST_TESTS, Options, parse, solve_with};

/// Kick Start 2020 Round F "Painters' Duel" (time limit 40 s for test set 2).
pub static PROBLEM: Problem = Problem {
    name: "painters-duel",
    program: &PROGRAM,
    time_limit: Duration::from_secs(40),
    solve: crate::solve,
    brute: brute::solve,
    brute_fits: |input| parse(input).is_ok_and(|d| d.len() <= 10 && d.iter().all(|d| d.side <= 4)),
    // The contest's S <= 6: a valid open board of side 11 is a long search, not a hang.
    fuzz_fits: |input| parse(input).map_or(true, |d| d.iter().all(|d| d.side <= CONTEST_SIDE)),
    baseline: baseline::solve,
    explain: |input| explain::explain(input, &quiet()),
    draw: |input| draw::draw(input, &quiet()),
    families: FAMILIES,
    check_input: CHECK_INPUTS,
    ladder,
    sweeps: no_sweeps,
    shrinking: Shrinking::of::<Tests>(),
    resources: Resources {
        memory_mb: 1024,
        stack_mb: None,
        judge: "Kick Start 2020; only the memory limit, assumed (unstated)",
    },
    tests: Some(TestSplit {
        inputs: split_inputs::<Tests>,
        answers: answer_lines,
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
    title: "Painters' Duel",
    source: "Google Kick Start 2020, Round F, problem C",
    statement: include_str!("../../package/statement.md"),
    samples: &["01-sample-1", "02-sample-2"],
    validator: Source {
        file: "validator.rs",
        text: include_str!("../../package/validator.rs"),
    },
    accepted: Source {
        file: "accepted.rs",
        text: include_str!("../../package/accepted.rs"),
    },
    wrong_answer: &[Source {
        file: "wrong_painters_duel.rs",
        text: include_str!("../../../judge/tests/contestants/wrong_painters_duel.rs"),
    }],
};

/// A flag's value read as a number within `range`; `expected` names the range in the refusal.
fn flag_number(
    value: &str,
    range: impl RangeBounds<usize>,
    expected: &str,
) -> Result<usize, String> {
    value
        .parse()
        .ok()
        .filter(|number| range.contains(number))
        .ok_or_else(|| format!("expected {expected}, found `{value}`"))
}

/// The command line's flags beside gamecore's own.
const FLAGS: &[Flag<Options>] = &[
    Flag {
        name: "tt-mb",
        value: Some("MB"),
        help: "Memory for the transposition tables in MB (1 to 65536, default 512).",
        apply: |options, value| {
            options.table_mb = flag_number(value, 1..=65536, "an integer from 1 to 65536")?;
            Ok(())
        },
    },
    Flag {
        name: "threads",
        value: Some("N"),
        help: "Threads to solve with (1 to 256, default: all cores); the answer is the same.",
        apply: |options, value| {
            options.threads = flag_number(value, 1..=256, "an integer from 1 to 256")?;
            Ok(())
        },
    },
    Flag {
        name: "quiet",
        value: None,
        help: "Never show progress on stderr.",
        apply: |options, _| {
            options.progress = false;
            Ok(())
        },
    },
    Flag {
        name: "test",
        value: Some("K"),
        help: "The test --draw pictures (1-based, default 1).",
        apply: |options, value| {
            options.test = flag_number(value, 1.., "a test number from 1")?;
            Ok(())
        },
    },
];

/// The command-line program.
const PROGRAM: Program<Options> = Program {
    about: "Kick Start 2020 Round F \"Painters' Duel\": Alma's score minus Berthe's with best play",
    input_help: "Input: T, then T tests, each `S RA PA RB PB C` followed by C lines `R P` (rooms \
                 under construction). Room (R, P) is the P-th of the 2R-1 rooms of row R.\n\
                 Accepted range: 1 <= T <= 10^5; 2 <= S <= 13 (the contest allows 6, our \
                 specification 11; sides 12 and 13 are our extension, answered but not \
                 explained, drawn or played); 1 <= R <= S; 1 <= P <= 2R-1; \
                 0 <= C <= S^2-2; the two start rooms differ and are not under construction; \
                 construction rooms are distinct.\n\
                 Output: one line per test, `Case #x: y` (x from 1), y Alma's score minus \
                 Berthe's with best play.\n\
                 Positions in play (read by --moves and --play, written by them): the input, \
                 then optionally, in this order: `test K` (the test to play; the first by \
                 default), `berthe to move` (Alma moves by default), `alma N` and `berthe N` \
                 each followed by N rooms `R P` she painted before the room she stands in. In a \
                 position in play RA PA RB PB are the rooms the painters stand in now.",
    flags: FLAGS,
    solve: |input, options| solve_with(input, options).map(Output::from),
    validate: |input| parse(input).map(|_| ()),
    explain: Some(explain::explain),
    draw: Some(draw::draw),
    explore: Some(gamecore::explore::cli::<explore::Game, Options>()),
};

/// The explorer's puzzles ("find the winning move"): eight, easy to hard, found among the
/// generator's inputs of [`explore::puzzle_candidates`].
pub const PUZZLES: PuzzleSource = PuzzleSource {
    candidates: explore::puzzle_candidates,
    explain: |input| explain::explain(input, &quiet()),
    count: 8,
    // A room shares a wall with at most three others: no position offers more moves.
    choice: 3,
};

/// The default options without progress on stderr: a tool calls the solver, not a person.
fn quiet() -> Options {
    Options {
        progress: false,
        ..Options::default()
    }
}

/// The seeded generator families: open boards from the corner or the centre, random
/// construction, the hardest open starts, open boards from the middles of the two sides, and
/// open boards from two start rooms drawn by the seed.
const FAMILIES: &[Family] = &[
    Family {
        name: "corner",
        sizes: &["side"],
        generate: |_, s| {
            let side = s[0] as usize;
            generate::open_board(side, &[((1, 1), (side, 2 * side - 1))])
        },
    },
    Family {
        name: "centre",
        sizes: &["side"],
        generate: |_, s| {
            let side = s[0] as usize;
            let middle = side.div_ceil(2);
            generate::open_board(side, &[((middle, middle), (side, side))])
        },
    },
    Family {
        name: "construction",
        sizes: &["side", "percent"],
        generate: |seed, s| {
            let side = s[0] as usize;
            generate::random_construction(seed, 1, side..=side, s[1])
        },
    },
    Family {
        name: "hardest",
        sizes: &["side", "tests"],
        generate: |_, s| generate::hardest_open(s[0] as usize, s[1] as usize),
    },
    Family {
        name: "mid-edge",
        sizes: &["side"],
        generate: |_, s| {
            let side = s[0] as usize;
            generate::open_board(side, &[mid_edge(side)])
        },
    },
    Family {
        name: "open",
        sizes: &["side"],
        generate: |seed, s| generate::random_open(seed, 1, s[0] as usize),
    },
];

/// The starts of the `mid-edge` family: the first and last rooms of the middle row (row 2 on
/// side 2, whose first row has one room).
fn mid_edge(side: usize) -> ((usize, usize), (usize, usize)) {
    let row = side.div_ceil(2).max(2);
    ((row, 1), (row, 2 * row - 1))
}

/// Up to 100 tests with S <= 6 in the contest; beyond it S up to 8 and 20 tests (larger open
/// boards take our solver seconds to minutes each).
const CHECK_INPUTS: CheckInputs = CheckInputs {
    generate: check_input,
    measure,
    axis: "S, the side of a triangle",
    beyond: "S up to 8 (the contest's largest is 6), at most 20 tests",
};

/// The largest side S of a test.
fn measure(input: &str) -> u64 {
    let duels = parse(input).unwrap_or_default();
    duels.iter().map(|d| d.side as u64).max().unwrap_or(0)
}

/// The most sides for which `hardest` ranks the start pairs: it runs the contest approach on
/// each, which takes long from side 6 on.
const HARDEST_MOST_SIDE: u64 = 5;

/// 1 to the most tests of sides from 2 to the drawn side, of the drawn family: open boards from
/// the corner, the centre or the middles of the sides, random construction, the open starts
/// of the largest trees, or open boards from random starts.
fn check_input(draw: &Draw) -> (String, String) {
    let (most_side, most_tests) = match draw.size {
        Size::Contest => (CONTEST_SIDE, CONTEST_TESTS),
        Size::Beyond => (8, 20),
    };
    let mut rng = SplitMix64::new(draw.seed);
    let side = draw.grow(2, most_side as u64) as usize;
    let tests = 1 + rng.below(grow(draw.growth, 1, most_tests as u64)) as usize;
    let family = FAMILIES[draw.family % FAMILIES.len()].name;
    let input = match family {
        "corner" | "centre" | "mid-edge" => {
            let listed: Vec<ListedDuel> = (0..tests)
                .map(|_| {
                    let s = rng.range_i64(2, side as i64) as usize;
                    let middle = s.div_ceil(2);
                    let (alma, berthe) = match family {
                        "corner" => ((1, 1), (s, 2 * s - 1)),
                        "mid-edge" => mid_edge(s),
                        _ => ((middle, middle), (s, s)),
                    };
                    ListedDuel {
                        side: s,
                        alma,
                        berthe,
                        construction: Vec::new(),
                    }
                })
                .collect();
            input_text(&listed)
        }
        "hardest" => {
            let s = side.min(HARDEST_MOST_SIDE as usize);
            generate::hardest_open(s, tests.min(s * s * (s * s - 1)))
        }
        "open" => generate::random_construction(draw.seed, tests, 2..=side, 0),
        _ => generate::random_construction(draw.seed, tests, 2..=side, rng.below(60)),
    };
    (input, format!("{family}: {tests} tests, S<={side}"))
}

/// Side 12 (144 rooms, our extension; the slow testdata cases 18-21): the open corner, mid-edge
/// and centre roots and three boards with 10% construction (seeds 2, 5 and 6), up to a minute
/// each on a loaded machine.
fn side_twelve() -> Vec<Case> {
    let case = |family, seed, sizes: Vec<u64>, size_label: &str| Case {
        family,
        seed,
        size: 12.0,
        size_label: size_label.to_owned(),
        sizes,
        baseline: false,
    };
    let mut cases: Vec<Case> = ["corner", "mid-edge", "centre"]
        .into_iter()
        .map(|family| case(family, 0, vec![12], "S=12"))
        .collect();
    cases.extend([2, 5, 6].map(|seed| case("construction", seed, vec![12, 10], "S=12, 10%")));
    cases
}

/// The contest's hardest 100 tests, then open boards from the corner, the centre and the
/// middles of the sides and random construction, S up to 11 (8 when quick), then the side-12
/// roots (not when quick).
fn ladder(quick: bool) -> Ladder {
    // Side 11: the open roots bench/painters-roots.sh times.
    let top = if quick { 8 } else { 11 };
    let baseline_top = if quick { 7 } else { 8 };
    let by_side = |family: &'static str, seed: u64, extra: Option<u64>, from: u64| {
        (from..=top).map(move |side| {
            let mut sizes = vec![side];
            sizes.extend(extra);
            Case {
                family,
                seed,
                size: side as f64,
                size_label: format!("S={side}"),
                sizes,
                baseline: side <= baseline_top,
            }
        })
    };
    let mut cases: Vec<Case> = vec![Case {
        family: "hardest",
        seed: 0,
        size: 6.0,
        size_label: "100 tests, S=6".to_owned(),
        sizes: vec![6, 100],
        baseline: true,
    }];
    cases.extend(by_side("corner", 0, None, 2));
    cases.extend(by_side("centre", 0, None, 2));
    cases.extend(by_side("mid-edge", 0, None, 2));
    cases.extend(by_side("construction", 1, Some(20), 4));
    if !quick {
        // The side-11 roots with construction that bench/painters-roots.sh times.
        cases.extend([(2, 5), (3, 10)].map(|(seed, percent)| Case {
            family: "construction",
            seed,
            size: 11.0,
            size_label: format!("S=11, {percent}%"),
            sizes: vec![11, percent],
            baseline: false,
        }));
        cases.extend(side_twelve());
    }
    Ladder {
        problem: PROBLEM.name,
        axis: "S (side of the triangle; S^2 rooms)",
        growth: Growth::Exponential,
        cases,
    }
}

/// The tests of an input, one by one, for the report of `cargo xtask check`.
impl Several for Tests {
    type Test = Duel;

    fn tests(&self) -> &[Duel] {
        &self.0
    }

    fn of(tests: Vec<Duel>) -> Self {
        Tests(tests)
    }
}
