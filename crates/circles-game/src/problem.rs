//! The circles game as every workspace tool sees it: [`PROBLEM`], with its generator families,
//! the inputs `cargo xtask check` generates and the benchmark's ladder.

use std::time::Duration;

use gamecore::problem::judging::Resources;
use gamecore::problem::ladder::{family_of, grow, powers_of_ten};
use gamecore::problem::{Family, Growth, Ladder, Problem, Shrinking, Size, no_sweeps};

use crate::generate;
use crate::shrink::{CONTEST_CIRCLES, CircleList};

/// TopCoder SRM 561 "CirclesGame" (time limit 2 s).
pub const PROBLEM: Problem = Problem {
    name: "circles-game",
    time_limit: Duration::from_secs(2),
    solve: crate::solve,
    brute: crate::brute::solve,
    brute_fits: |input| crate::parse(input).is_ok_and(|c| c.len() <= 10),
    baseline: crate::baseline::solve,
    explain: crate::explain::explain,
    draw: crate::draw::draw,
    families: FAMILIES,
    check_input,
    ladder,
    sweeps: no_sweeps,
    shrinking: Shrinking::of::<CircleList>(),
    resources: Resources {
        memory_mb: 64,
        stack_mb: Some(64),
        judge: "TopCoder SRM 561; stack taken as large as the memory limit",
    },
    tests: None,
};

/// The seeded generator families, each of `n` circles.
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
];

/// Up to 50 circles within 10^4 in the contest (a family whose numbers grow past that falls back
/// to small coordinates); up to the accepted 2 * 10^6 circles beyond.
fn check_input(seed: u64, growth: f64, size: Size) -> (String, String) {
    let most = match size {
        Size::Contest => CONTEST_CIRCLES,
        Size::Beyond => crate::MAX_CIRCLES,
    };
    let n = grow(growth, 1, most as u64) as usize;
    let families = [
        generate::small,
        generate::random,
        generate::chain,
        generate::star,
        generate::side_by_side,
    ];
    let input = families[family_of(seed, families.len() as u64) as usize](seed, n);
    let input = if size == Size::Contest && !PROBLEM.within_contest(&input) {
        generate::small(seed, n)
    } else {
        input
    };
    (input, format!("n={n}"))
}

/// 10^2 to 10^6 circles (10^5 when quick) in three families.
fn ladder(quick: bool) -> Ladder {
    let top = if quick { 100_000 } else { 1_000_000 };
    let cases = powers_of_ten("random", 1, 100, top, 10_000)
        .chain(powers_of_ten("chain", 2, 100, top, 1000))
        .chain(powers_of_ten("side-by-side", 3, 100, top, 10_000))
        .collect();
    Ladder {
        problem: "circles-game",
        axis: "n (circles)",
        growth: Growth::Polynomial,
        cases,
    }
}
