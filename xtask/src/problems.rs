//! The registry of solver crates: the one place that maps a `testdata/<problem>/` folder to its
//! fast solver and its brute-force oracle, and tells `cargo xtask check` what each problem
//! provides for judging a contestant's program.

use std::time::Duration;

use gamecore::InputError;
use gamecore::rng::SplitMix64;

use crate::check::Size;

/// A solver crate as xtask sees it.
pub struct Problem {
    /// The crate name, which is also the folder name under `crates/` and `testdata/`.
    pub name: &'static str,
    /// The fast solver: the judge's exact output.
    pub solve: fn(&str) -> Result<String, InputError>,
    /// The brute-force oracle from the rules alone (tiny inputs only).
    pub brute: fn(&str) -> Result<String, InputError>,
    /// The contest approach, in our own code: the benchmark's reference.
    pub baseline: fn(&str) -> Result<String, InputError>,
    /// What `cargo xtask check` needs.
    pub check: Check,
}

/// What a problem provides for `cargo xtask check`.
#[derive(Clone, Copy)]
pub struct Check {
    /// The contest's time limit per input.
    pub time_limit: Duration,
    /// A seeded input and a label of its size; `growth` runs from 0 (tiny) to 1 (the largest of
    /// `size`), and every generator family of the problem takes its turn.
    pub generate: fn(seed: u64, growth: f64, size: Size) -> (String, String),
    /// Whether a valid input is within the contest's format and limits.
    pub within_contest: fn(&str) -> bool,
    /// Whether a valid input is small enough for the brute force to answer at once.
    pub brute_fits: fn(&str) -> bool,
    /// Valid inputs one step smaller than a valid input (the crate's `shrink::smaller`).
    pub smaller: fn(&str) -> Vec<String>,
}

/// `lo` at growth 0, `hi` at growth 1, geometrically in between (sizes spread over magnitudes).
fn grow(growth: f64, lo: u64, hi: u64) -> u64 {
    let (lo_f, hi_f) = (lo.max(1) as f64, hi.max(1) as f64);
    let value = lo_f * (hi_f / lo_f).powf(growth.clamp(0.0, 1.0));
    (value.round() as u64).clamp(lo, hi)
}

/// A generator family chosen by the seed, so that every family takes its turn.
fn family(seed: u64, count: u64) -> u64 {
    SplitMix64::new(seed ^ 0x5eed_fa11).below(count)
}

/// Every problem of the workspace, in the order of `crates/`' table in the README.
pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "chapaev",
        solve: chapaev::solve,
        brute: chapaev::brute::solve,
        baseline: chapaev::baseline::solve,
        check: Check {
            time_limit: Duration::from_secs(1),
            generate: chapaev_input,
            within_contest: chapaev::shrink::within_contest,
            brute_fits: |input| chapaev::parse(input).is_ok_and(|p| p.len() <= 6),
            smaller: chapaev::shrink::smaller,
        },
    },
    Problem {
        name: "more-reclamation",
        solve: more_reclamation::solve,
        brute: more_reclamation::brute::solve,
        baseline: more_reclamation::baseline::solve,
        check: Check {
            time_limit: Duration::from_secs(2),
            generate: more_reclamation_input,
            within_contest: more_reclamation::shrink::within_contest,
            brute_fits: |input| more_reclamation::parse(input).is_ok_and(|p| p.rows() <= 12),
            smaller: more_reclamation::shrink::smaller,
        },
    },
    Problem {
        name: "circles-game",
        solve: circles_game::solve,
        brute: circles_game::brute::solve,
        baseline: circles_game::baseline::solve,
        check: Check {
            time_limit: Duration::from_secs(2),
            generate: circles_game_input,
            within_contest: circles_game::shrink::within_contest,
            brute_fits: |input| circles_game::parse(input).is_ok_and(|c| c.len() <= 10),
            smaller: circles_game::shrink::smaller,
        },
    },
    Problem {
        name: "racing-car-trail",
        solve: racing_car_trail::solve,
        brute: racing_car_trail::brute::solve,
        baseline: racing_car_trail::baseline::solve,
        check: Check {
            time_limit: Duration::from_secs(5),
            generate: racing_car_trail_input,
            within_contest: racing_car_trail::shrink::within_contest,
            brute_fits: racing_car_trail_brute_fits,
            smaller: racing_car_trail::shrink::smaller,
        },
    },
    Problem {
        name: "painters-duel",
        solve: painters_duel::solve,
        brute: painters_duel::brute::solve,
        baseline: painters_duel::baseline::solve,
        check: Check {
            time_limit: Duration::from_secs(40),
            generate: painters_duel_input,
            within_contest: painters_duel::shrink::within_contest,
            brute_fits: |input| {
                painters_duel::parse(input)
                    .is_ok_and(|d| d.len() <= 10 && d.iter().all(|d| d.side <= 4))
            },
            smaller: painters_duel::shrink::smaller,
        },
    },
    // xtask new: new problems go above this line.
];

/// The problem named `name`, or the usage error that lists the problems there are.
pub fn find(name: &str) -> Result<&'static Problem, String> {
    PROBLEMS.iter().find(|p| p.name == name).ok_or_else(|| {
        let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
        format!("no problem named `{name}` (problems: {})", names.join(", "))
    })
}

/// Chapaev: the judge's 32 numbers in the contest; beyond it, 1 to the most discs per side of
/// the extended format, random, on a lattice of exact grazes or spread thin (long games), or the
/// judge's format.
fn chapaev_input(seed: u64, growth: f64, size: Size) -> (String, String) {
    use chapaev::{generate, position::MAX_DISCS_PER_SIDE};
    if size == Size::Contest {
        return (generate::judge(seed), "8 vs 8".to_owned());
    }
    let mut rng = SplitMix64::new(seed);
    let most = grow(growth, 1, MAX_DISCS_PER_SIDE as u64);
    let red = 1 + rng.below(most) as usize;
    let white = 1 + rng.below(most) as usize;
    let input = match family(seed, 4) {
        0 => generate::random_extended(seed, red, white),
        1 => generate::lattice_extended(seed, red, white),
        2 => generate::spread_extended(seed, red, white),
        _ => return (generate::judge(seed), "8 vs 8".to_owned()),
    };
    (input, format!("{red} vs {white}"))
}

/// More Reclamation: up to 100 rows in the contest; up to 10^18 rows and 10^6 cells beyond.
fn more_reclamation_input(seed: u64, growth: f64, size: Size) -> (String, String) {
    let (most_rows, most_cells) = match size {
        Size::Contest => (more_reclamation::shrink::CONTEST_ROWS, 100),
        Size::Beyond => (more_reclamation::MAX_ROWS, 1_000_000),
    };
    let rows = grow(growth, 1, most_rows);
    let cells = SplitMix64::new(seed).below(grow(growth, 1, most_cells).min(rows) + 1);
    let input = more_reclamation::generate::random(seed, rows, cells);
    (input, format!("r={rows}, n={cells}"))
}

/// Circles: up to 50 circles within 10^4 in the contest (a family whose numbers grow past that
/// falls back to small coordinates); up to the accepted 2 * 10^6 circles beyond.
fn circles_game_input(seed: u64, growth: f64, size: Size) -> (String, String) {
    use circles_game::generate;
    let most = match size {
        Size::Contest => circles_game::shrink::CONTEST_CIRCLES,
        Size::Beyond => circles_game::MAX_CIRCLES,
    };
    let n = grow(growth, 1, most as u64) as usize;
    let families = [
        generate::small,
        generate::random,
        generate::chain,
        generate::star,
        generate::side_by_side,
    ];
    let input = families[family(seed, families.len() as u64) as usize](seed, n);
    let input = if size == Size::Contest && !circles_game::shrink::within_contest(&input) {
        generate::small(seed, n)
    } else {
        input
    };
    (input, format!("n={n}"))
}

/// Racing Car Trail: 1 to 5 fields up to 100 x 100 in the contest, up to 4000 x 4000 beyond;
/// random obstacles of several densities, mazes, spirals and open fields.
fn racing_car_trail_input(seed: u64, growth: f64, size: Size) -> (String, String) {
    use racing_car_trail::generate;
    let most = match size {
        Size::Contest => racing_car_trail::shrink::CONTEST_SIDE,
        Size::Beyond => racing_car_trail::MAX_SIDE,
    };
    let mut rng = SplitMix64::new(seed);
    let fields = 1 + rng.below(grow(growth, 1, 5)) as usize;
    let side = grow(growth, 1, most as u64);
    let grids: Vec<generate::Grid> = (0..fields)
        .map(|_| {
            let rows = 1 + rng.below(side) as usize;
            let cols = 1 + rng.below(side) as usize;
            match rng.below(5) {
                0 => {
                    let loops = rng.below(100);
                    generate::maze_grid(&mut rng, rows, cols, loops)
                }
                1 => generate::spiral_grid(rows, cols),
                2 => vec![vec![b'.'; cols]; rows],
                _ => {
                    let density = [0, 100, 300, 500][rng.below(4) as usize];
                    generate::random_grid(&mut rng, rows, cols, density)
                }
            }
        })
        .collect();
    (
        generate::render(&grids),
        format!("{fields} fields up to {side}x{side}"),
    )
}

/// Whether every field has few enough free cells for the exhaustive trail game.
fn racing_car_trail_brute_fits(input: &str) -> bool {
    racing_car_trail::parse(input).is_ok_and(|fields| {
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

/// Painters' Duel: up to 100 tests with S <= 6 in the contest; beyond it S up to 8 (larger open
/// boards take our solver seconds to minutes each), with random construction.
fn painters_duel_input(seed: u64, growth: f64, size: Size) -> (String, String) {
    let (most_side, most_tests) = match size {
        Size::Contest => (
            painters_duel::shrink::CONTEST_SIDE,
            painters_duel::shrink::CONTEST_TESTS,
        ),
        Size::Beyond => (8, 20),
    };
    let mut rng = SplitMix64::new(seed);
    let side = grow(growth, 2, most_side as u64) as usize;
    let tests = 1 + rng.below(grow(growth, 1, most_tests as u64)) as usize;
    let percent = rng.below(60);
    let input = painters_duel::generate::random_construction(seed, tests, 2..=side, percent);
    (input, format!("{tests} tests, S<={side}"))
}

// xtask new: new check inputs go above this line.

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chapaev_beyond_draws_on_every_family() {
        use chapaev::generate;
        let families: [fn(u64, usize, usize) -> String; 3] = [
            generate::random_extended,
            generate::lattice_extended,
            generate::spread_extended,
        ];
        let mut seen = [false; 4];
        for seed in 0..64 {
            let (input, label) = chapaev_input(seed, 0.3, Size::Beyond);
            if input == generate::judge(seed) {
                seen[3] = true;
                continue;
            }
            let (red, white) = label.split_once(" vs ").expect("`red vs white`");
            let (red, white) = (red.parse().unwrap(), white.parse().unwrap());
            let family = families.iter().position(|f| f(seed, red, white) == input);
            seen[family.expect("one of the families")] = true;
        }
        assert_eq!(seen, [true; 4]);
    }
}
