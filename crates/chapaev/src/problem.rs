//! Chapaev as every workspace tool sees it: [`PROBLEM`], with its generator families, the inputs
//! `cargo xtask check` generates and the benchmark's ladder.

use std::time::Duration;

use gamecore::problem::judging::Resources;
use gamecore::problem::ladder::{family_of, grow};
use gamecore::problem::{Case, Family, Growth, Ladder, Problem, Shrinking, Size, no_sweeps};
use gamecore::rng::SplitMix64;

use crate::generate;
use crate::position::MAX_DISCS_PER_SIDE;

/// Timus 1163 "Chapaev" (time limit 1 s).
pub const PROBLEM: Problem = Problem {
    name: "chapaev",
    time_limit: Duration::from_secs(1),
    solve: crate::solve,
    brute: crate::brute::solve,
    brute_fits: |input| crate::parse(input).is_ok_and(|p| p.len() <= 6),
    baseline: crate::baseline::solve,
    explain: crate::explain::explain,
    draw: crate::draw::draw,
    families: FAMILIES,
    check_input,
    ladder,
    sweeps: no_sweeps,
    shrinking: Shrinking::of::<crate::shrink::Discs>(),
    resources: Resources {
        memory_mb: 64,
        stack_mb: Some(1),
        judge: "Timus; 1 MB is the Windows default stack",
    },
    tests: None,
};

/// The seeded generator families: extended-format positions of `red` and `white` discs, and the
/// judge's format.
const FAMILIES: &[Family] = &[
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
];

/// The judge's 32 numbers in the contest; beyond it, 1 to the most discs per side of the
/// extended format, random, on a lattice of exact grazes or spread thin (long games), or the
/// judge's format.
fn check_input(seed: u64, growth: f64, size: Size) -> (String, String) {
    if size == Size::Contest {
        return (generate::judge(seed), "8 vs 8".to_owned());
    }
    let mut rng = SplitMix64::new(seed);
    let most = grow(growth, 1, MAX_DISCS_PER_SIDE as u64);
    let red = 1 + rng.below(most) as usize;
    let white = 1 + rng.below(most) as usize;
    let input = match family_of(seed, 4) {
        0 => generate::random_extended(seed, red, white),
        1 => generate::lattice_extended(seed, red, white),
        2 => generate::spread_extended(seed, red, white),
        _ => return (generate::judge(seed), "8 vs 8".to_owned()),
    };
    (input, format!("{red} vs {white}"))
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
    // Issue 28's hardest seeds of 0-99 at 16 vs 16; main's figures: bench/chapaev-search.md.
    let hard: &[(&str, u64)] = if quick {
        &[]
    } else {
        &[
            ("spread", 92),
            ("spread", 61),
            ("random", 48),
            ("lattice", 10),
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
    // whole board, few discs per shot, long games.
    let cases = per_side("random", 1)
        .chain(per_side("lattice", 2))
        .chain(per_side("spread", 3))
        .chain(hard)
        .collect();
    Ladder {
        problem: "chapaev",
        axis: "discs per side",
        growth: Growth::Exponential,
        cases,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn check_inputs_beyond_the_contest_draw_on_every_family() {
        let families: [fn(u64, usize, usize) -> String; 3] = [
            generate::random_extended,
            generate::lattice_extended,
            generate::spread_extended,
        ];
        let mut seen = [false; 4];
        for seed in 0..64 {
            let (input, label) = check_input(seed, 0.3, Size::Beyond);
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
