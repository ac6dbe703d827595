//! Chapaev as every workspace tool sees it: [`PROBLEM`], with its command line (`PROGRAM`: the
//! flags `--threads` and `--stats`), its generator families, the inputs `cargo xtask check`
//! generates and the benchmark's ladder.

use std::time::Duration;

use gamecore::explore::puzzle::{PuzzleSource, REAL_CHOICE};
use gamecore::explore_page::Explorable;
use gamecore::problem::judging::Resources;
use gamecore::problem::ladder::grow;
use gamecore::problem::{
    Case, CheckInputs, Draw, Family, Growth, Ladder, Package, Problem, Shrink, Shrinking, Size,
    Source, no_sweeps,
};
use gamecore::rng::SplitMix64;
use gamecore::{Program, cli::Flag};

use crate::Options;
use crate::solver::position::{MAX_COORDINATE, MAX_DISCS_PER_SIDE, SCALE};
use crate::tools::shrink::Discs;
use crate::tools::{draw, explain, explore, generate};

/// Timus 1163 "Chapaev" (time limit 1 s).
pub static PROBLEM: Problem = Problem {
    name: "chapaev",
    program: &PROGRAM,
    time_limit: Duration::from_secs(1),
    solve: crate::solve,
    brute: crate::oracles::brute::solve,
    brute_fits: |input| crate::parse(input).is_ok_and(|p| p.len() <= 6),
    // The judge's 16 discs: a valid 12 vs 12 position solves in a second in release but takes
    // over 20 s under the sanitizer, a long search rather than a hang.
    fuzz_fits: |input| crate::parse(input).map_or(true, |p| p.len() <= 16),
    baseline: crate::oracles::baseline::solve,
    explain: explain::explain,
    draw: draw::draw,
    families: FAMILIES,
    check_input: CHECK_INPUTS,
    ladder,
    sweeps: no_sweeps,
    shrinking: Shrinking::of::<Discs>(),
    resources: Resources {
        memory_mb: 64,
        stack_mb: Some(1),
        judge: "Timus; a Windows program's default (Microsoft's /STACK docs)",
    },
    tests: None,
    positions_flag: Some("--stats"),
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
    title: "Chapaev",
    source: "Timus 1163 (NEERC 2001, Northern Subregional)",
    statement: include_str!("../../package/statement.md"),
    samples: &["01-sample"],
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
            file: "wrong_chapaev.rs",
            text: include_str!("../../../judge/tests/contestants/wrong_chapaev.rs"),
        },
        Source {
            file: "wrong_chapaev_eps.rs",
            text: include_str!("../../../judge/tests/contestants/wrong_chapaev_eps.rs"),
        },
    ],
};

/// `--threads N`.
const THREADS: Flag<Options> = Flag {
    name: "threads",
    value: Some("N"),
    help: "Threads to solve with (1 to 256, default: one per core); the answer is the same.",
    apply: |options, value| {
        options.threads = value
            .parse()
            .ok()
            .filter(|n| (1..=256).contains(n))
            .ok_or_else(|| format!("expected a thread count from 1 to 256, found `{value}`"))?;
        Ok(())
    },
};

/// `--stats`.
const STATS: Flag<Options> = Flag {
    name: "stats",
    value: None,
    help: "Also print on stderr how many positions the search expanded",
    apply: |options, _| {
        options.stats = true;
        Ok(())
    },
};

/// The command-line program.
const PROGRAM: Program<Options> = Program {
    about: "Timus 1163 \"Chapaev\": which side wins the flicking game, RED or WHITE",
    input_help: "\
Input, judge format: 32 decimal numbers, the centres `x y` of 8 red discs then 8 white discs
(radius 0.4; line breaks carry no meaning).
Input, extended format: `discs R r w`, then the centres of r red and w white discs: radius R
with 0 < R <= 100, and 1 <= r, w <= 16 (the counts may differ).
Numbers: -?[0-9]+(\\.[0-9]+)? with at most 4 digits after the point, absolute value at most 1000
(no exponent, no leading `+` or `.`). Discs must not touch or overlap.
Positions in play (read by --moves and --play, written by them): the board in either format,
then optionally `white to move` (red moves by default) and `removed red 1 3 white 2` (the discs
already gone, numbered as in the board), in that order.
Rules: red moves first; a move flicks one of your discs along any ray, removing it and every disc
the path touches (touching counts); a player with no disc on her turn loses.
Output: RED or WHITE, the winner with best play.
Solved by a search from the start position whose memo is bounded at 2^25 live sets (under
900 MiB); a position needing more is refused with an error rather than exhausting memory (the
hardest measured, thin regular lattices at 16 vs 16, expand under a million positions on one
thread and peak under 60 MB on two).",
    flags: &[STATS, THREADS],
    solve: crate::solve_with,
    validate: crate::validate,
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
    explore: Some(gamecore::explore::cli::<explore::Game, Options>()),
};

/// The explorer's puzzles ("find the winning move"): eight, easy to hard, found among the
/// generator's inputs of [`explore::puzzle_candidates`].
pub const PUZZLES: PuzzleSource = PuzzleSource {
    candidates: explore::puzzle_candidates,
    explain: explain::explain,
    count: 8,
    choice: REAL_CHOICE,
};

/// The seeded generator families: extended-format positions of `red` and `white` discs, and the
/// judge's format; `regular` (last, so that the others' indices stay) builds the regular and
/// symmetric positions people make by hand.
pub const FAMILIES: &[Family] = &[
    Family {
        name: "random",
        sizes: &["red", "white"],
        generate: |seed, s| generate::random_extended(seed, s[0] as usize, s[1] as usize),
    },
    Family {
        name: "lattice",
        sizes: &["red", "white"],
        generate: |seed, s| generate::lattice_extended(seed, s[0] as usize, s[1] as usize),
    },
    Family {
        name: "spread",
        sizes: &["red", "white"],
        generate: |seed, s| generate::spread_extended(seed, s[0] as usize, s[1] as usize),
    },
    Family {
        name: "judge",
        sizes: &[],
        generate: |seed, _| generate::judge(seed),
    },
    Family {
        name: "regular",
        sizes: &["red", "white"],
        generate: |seed, s| generate::regular_extended(seed, s[0] as usize, s[1] as usize),
    },
];

/// The judge's 8 vs 8 in the contest; beyond it, up to 16 discs per side in the extended format,
/// or the judge's format off the board.
const CHECK_INPUTS: CheckInputs = CheckInputs {
    generate: check_input,
    measure,
    axis: "discs per side (extended format only; the judge's format has 8 vs 8)",
    beyond: "random, lattice, spread and regular switch to the extended format (`discs R red \
             white`, 1 to 16 discs per side), which no contest program reads; judge keeps the \
             contest's format with centres off the board, up to 1000 away, 4 decimals",
};

/// Discs per side in the extended format; 0 in the judge's, whose 8 vs 8 the cap does not touch.
fn measure(input: &str) -> u64 {
    let extended = input.starts_with("discs");
    crate::parse(input).map_or(0, |p| {
        let most = p.count(crate::Side::Red).max(p.count(crate::Side::White));
        if extended { most as u64 } else { 0 }
    })
}

/// In the contest, the drawn family's 8 vs 8 in the judge's format (radius 0.4) on the board
/// (spread's thin discs do not fit there at radius 0.4: it draws the judge's positions; regular
/// draws its shape at radius 0.4 on the board); beyond,
/// the extended format of 1 to the drawn most discs per side, or the judge's positions moved off
/// the board.
pub fn check_input(draw: &Draw) -> (String, String) {
    let family = FAMILIES[draw.family % FAMILIES.len()].name;
    let seed = draw.seed;
    if draw.size == Size::Contest {
        let input = match family {
            "random" => on_the_board(&generate::random_extended(seed, 8, 8)),
            "lattice" => generate::lattice_board(seed),
            "regular" => generate::regular_judge(seed),
            "judge" => generate::near_hits(seed),
            _ => generate::judge(seed),
        };
        return (input, format!("{family}: 8 vs 8"));
    }
    if family == "judge" {
        return (
            off_the_board(draw),
            "judge: 8 vs 8 off the board".to_owned(),
        );
    }
    let mut rng = SplitMix64::new(seed);
    let most = draw.grow(1, MAX_DISCS_PER_SIDE as u64);
    let red = 1 + rng.below(most) as usize;
    let white = 1 + rng.below(most) as usize;
    let input = match family {
        "random" => generate::random_extended(seed, red, white),
        "lattice" => generate::lattice_extended(seed, red, white),
        "regular" => generate::regular_extended(seed, red, white),
        _ => generate::spread_extended(seed, red, white),
    };
    (input, format!("{family}: {red} vs {white}"))
}

/// An 8 vs 8 extended position whose centres are at least 0.9 apart, in the judge's format:
/// radius 0.4, moved by half a cell so that grid corners become cell centres on the board.
fn on_the_board(extended: &str) -> String {
    let Ok(discs) = Discs::parse(extended) else {
        return extended.to_owned();
    };
    let half = |side: &[(i64, i64)]| -> Vec<(i64, i64)> {
        side.iter()
            .map(|&(x, y)| (x + SCALE / 2, y + SCALE / 2))
            .collect()
    };
    Discs {
        radius: 4 * SCALE / 10,
        red: half(&discs.red),
        white: half(&discs.white),
        extended: false,
    }
    .to_input()
}

/// The judge's positions scaled by up to 100 (with the growth) and moved by a random offset of
/// 4 decimals, every coordinate within 1000 of the origin: the contest's format, beyond its board.
fn off_the_board(draw: &Draw) -> String {
    let Ok(discs) = Discs::parse(&generate::judge(draw.seed)) else {
        return generate::judge(draw.seed);
    };
    let mut rng = SplitMix64::new(draw.seed ^ 0x0ff_b0a2d);
    let factor = grow(draw.growth, 1, 100) as i64;
    let room = MAX_COORDINATE - 8 * SCALE * factor;
    let (dx, dy) = (rng.range_i64(-room, room), rng.range_i64(-room, room));
    let moved = |side: &[(i64, i64)]| -> Vec<(i64, i64)> {
        side.iter()
            .map(|&(x, y)| (x * factor + dx, y * factor + dy))
            .collect()
    };
    Discs {
        red: moved(&discs.red),
        white: moved(&discs.white),
        ..discs
    }
    .to_input()
}

/// 6 to 16 discs per side (10 when quick) in each extended family.
fn ladder(quick: bool) -> Ladder {
    let top = if quick { 10 } else { 16 };
    // The contest approach fills a table of 2^(2k+1) bits: 12 vs 12 is its limit.
    let per_side = |family: &'static str, seed: u64| {
        (6..=top).map(move |k| Case {
            family,
            seed,
            size: k as f64,
            size_label: format!("{k} vs {k}"),
            sizes: vec![k, k],
            baseline: k <= 12,
        })
    };
    // The hardest seeds of 0-99 at 16 vs 16 (figures: bench/chapaev-search.md).
    let hard: &[(&str, u64)] = if quick {
        &[]
    } else {
        &[
            ("spread", 92),
            ("spread", 61),
            ("random", 48),
            ("lattice", 10),
            // The worst regular seed of 0-99 that finishes within the bench's time.
            ("regular", 49),
        ]
    };
    let hard = hard.iter().map(|&(family, seed)| Case {
        family,
        seed,
        size: 16.0,
        size_label: "16 vs 16".to_owned(),
        sizes: vec![16, 16],
        baseline: false,
    });
    // Dense: centres in a box sized to the radius, and lattices with exact grazes; spread: the
    // whole board, few discs per shot, long games; regular: rows facing each other (seed 58),
    // symmetric and grazed along every row.
    let cases = per_side("random", 1)
        .chain(per_side("lattice", 2))
        .chain(per_side("spread", 3))
        .chain(per_side("regular", 58))
        .chain(hard)
        .collect();
    Ladder {
        problem: PROBLEM.name,
        axis: "discs per side",
        growth: Growth::Exponential,
        cases,
    }
}
