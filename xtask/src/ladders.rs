//! What the benchmark measures and what `cargo xtask gen` prints: for every problem, its seeded
//! generator families and the ladder of sizes from the contest limit to far beyond it.

/// How a problem's cost grows, which decides how the table summarises it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Growth {
    /// Summarised by the fitted exponent of a log-log line.
    Polynomial,
    /// Summarised by the time ratio between consecutive sizes.
    Exponential,
}

/// One generated input of the benchmark.
pub struct Case {
    /// The generator family (`random`, `chain`, ...).
    pub family: &'static str,
    /// The generator's seed.
    pub seed: u64,
    /// The value on the size axis.
    pub size: f64,
    /// The size as printed in the case name and the table.
    pub size_label: String,
    /// The family's size arguments: `cargo xtask gen <problem> <family> --seed <seed> <sizes>`
    /// prints the input.
    pub sizes: Vec<u64>,
    /// Whether the contest approach is timed too (only where it finishes in reasonable time).
    pub baseline: bool,
}

/// One problem's benchmark.
pub struct Ladder {
    /// The problem (crate) name.
    pub problem: &'static str,
    /// What the size axis counts.
    pub axis: &'static str,
    /// How to summarise the growth.
    pub growth: Growth,
    /// The cases, smallest first within each family.
    pub cases: Vec<Case>,
}

/// A generator family as `cargo xtask gen` offers it.
pub struct Family {
    /// The problem it belongs to.
    pub problem: &'static str,
    /// Its name.
    pub name: &'static str,
    /// The size arguments it takes, in order, for the usage text.
    pub sizes: &'static [&'static str],
    /// Builds one input from a seed and the size arguments.
    pub generate: fn(u64, &[u64]) -> String,
}

/// Every generator family, for `cargo xtask gen`.
pub const FAMILIES: &[Family] = &[
    Family {
        problem: "more-reclamation",
        name: "random",
        sizes: &["rows", "cells"],
        generate: |seed, s| more_reclamation::generate::random(seed, s[0], s[1].min(s[0])),
    },
    Family {
        problem: "circles-game",
        name: "random",
        sizes: &["n"],
        generate: |seed, s| circles_game::generate::random(seed, s[0] as usize),
    },
    Family {
        problem: "circles-game",
        name: "chain",
        sizes: &["n"],
        generate: |seed, s| circles_game::generate::chain(seed, s[0] as usize),
    },
    Family {
        problem: "circles-game",
        name: "side-by-side",
        sizes: &["n"],
        generate: |seed, s| circles_game::generate::side_by_side(seed, s[0] as usize),
    },
    Family {
        problem: "circles-game",
        name: "star",
        sizes: &["n"],
        generate: |seed, s| circles_game::generate::star(seed, s[0] as usize),
    },
    Family {
        problem: "chapaev",
        name: "random",
        sizes: &["red", "white"],
        generate: |seed, s| chapaev::generate::random_extended(seed, s[0] as usize, s[1] as usize),
    },
    Family {
        problem: "chapaev",
        name: "lattice",
        sizes: &["red", "white"],
        generate: |seed, s| chapaev::generate::lattice_extended(seed, s[0] as usize, s[1] as usize),
    },
    Family {
        problem: "chapaev",
        name: "spread",
        sizes: &["red", "white"],
        generate: |seed, s| chapaev::generate::spread_extended(seed, s[0] as usize, s[1] as usize),
    },
    Family {
        problem: "chapaev",
        name: "judge",
        sizes: &[],
        generate: |seed, _| chapaev::generate::judge(seed),
    },
    Family {
        problem: "racing-car-trail",
        name: "random",
        sizes: &["rows", "columns", "obstacles-per-mille"],
        generate: |seed, s| {
            racing_car_trail::generate::random(seed, s[0] as usize, s[1] as usize, s[2])
        },
    },
    Family {
        problem: "racing-car-trail",
        name: "fields",
        sizes: &["count", "rows", "columns", "obstacles-per-mille"],
        generate: |seed, s| {
            racing_car_trail::generate::random_fields(
                seed,
                s[0] as usize,
                s[1] as usize,
                s[2] as usize,
                s[3],
            )
        },
    },
    Family {
        problem: "racing-car-trail",
        name: "maze",
        sizes: &["rows", "columns", "loops-per-mille"],
        generate: |seed, s| {
            racing_car_trail::generate::maze(seed, s[0] as usize, s[1] as usize, s[2])
        },
    },
    Family {
        problem: "racing-car-trail",
        name: "spiral",
        sizes: &["rows", "columns"],
        generate: |_, s| racing_car_trail::generate::spiral(s[0] as usize, s[1] as usize),
    },
    Family {
        problem: "racing-car-trail",
        name: "open",
        sizes: &["rows", "columns"],
        generate: |_, s| racing_car_trail::generate::open(s[0] as usize, s[1] as usize),
    },
    Family {
        problem: "painters-duel",
        name: "corner",
        sizes: &["side"],
        generate: |_, s| {
            let side = s[0] as usize;
            painters_duel::generate::open_board(side, &[((1, 1), (side, 2 * side - 1))])
        },
    },
    Family {
        problem: "painters-duel",
        name: "centre",
        sizes: &["side"],
        generate: |_, s| {
            let side = s[0] as usize;
            let middle = side.div_ceil(2);
            painters_duel::generate::open_board(side, &[((middle, middle), (side, side))])
        },
    },
    Family {
        problem: "painters-duel",
        name: "construction",
        sizes: &["side", "percent"],
        generate: |seed, s| {
            let side = s[0] as usize;
            painters_duel::generate::random_construction(seed, 1, side..=side, s[1])
        },
    },
    Family {
        problem: "painters-duel",
        name: "hardest",
        sizes: &["side", "tests"],
        generate: |_, s| painters_duel::generate::hardest_open(s[0] as usize, s[1] as usize),
    },
    // xtask new: new families go above this line.
];

/// A size for a case name: `1e5` for powers of ten from 10^4, else the number.
fn label(n: u64) -> String {
    let digits = n.to_string();
    let power_of_ten = digits.starts_with('1') && digits[1..].bytes().all(|b| b == b'0');
    if n >= 10_000 && power_of_ten {
        format!("1e{}", digits.len() - 1)
    } else {
        digits
    }
}

fn more_reclamation(quick: bool) -> Ladder {
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
        problem: "more-reclamation",
        axis: "n (land cells), at r = 10^18 (seed 1) and at r = 10 n (seed 2)",
        growth: Growth::Polynomial,
        cases,
    }
}

/// One family with one size argument, from 10 to 10^6 (10^4 when quick), the contest approach
/// timed up to 10^4: the cases `cargo xtask new` registers for a new problem.
#[allow(dead_code)]
fn simple_cases(family: &'static str, quick: bool) -> Vec<Case> {
    let top = if quick { 10_000 } else { 1_000_000 };
    powers_of_ten(family, 1, 10, top, 10_000).collect()
}

/// One family over powers of ten of its single size argument, the contest approach timed up to
/// `baseline_up_to`.
fn powers_of_ten(
    family: &'static str,
    seed: u64,
    from: u64,
    to: u64,
    baseline_up_to: u64,
) -> impl Iterator<Item = Case> {
    std::iter::successors(Some(from), |n| Some(n * 10))
        .take_while(move |&n| n <= to)
        .map(move |n| Case {
            family,
            seed,
            size: n as f64,
            size_label: label(n),
            sizes: vec![n],
            baseline: n <= baseline_up_to,
        })
}

fn circles_game(quick: bool) -> Ladder {
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

fn chapaev(quick: bool) -> Ladder {
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

fn racing_car_trail(quick: bool) -> Ladder {
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
        problem: "racing-car-trail",
        axis: "cells (N x E); random-s2 3% obstacles, random-s3 30%, maze-s4 1% loops",
        growth: Growth::Polynomial,
        cases,
    }
}

fn painters_duel(quick: bool) -> Ladder {
    let top = if quick { 8 } else { 10 };
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
    cases.extend(by_side("construction", 1, Some(20), 4));
    Ladder {
        problem: "painters-duel",
        axis: "S (side of the triangle; S^2 rooms)",
        growth: Growth::Exponential,
        cases,
    }
}

/// Racing-car-trail's density sweep (issue 20): random fields of a fixed size at obstacle
/// densities from 0 to 45%, timed beside a C++ Hopcroft–Karp reference.
pub struct DensitySweep {
    /// The problem (crate) name.
    pub problem: &'static str,
    /// The generator family, whose last size argument is the obstacles per mille.
    pub family: &'static str,
    /// The fields' sizes (rows, columns), each with its seeds and its runs per point.
    pub grids: Vec<SweepGrid>,
    /// The densities, in obstacles per mille.
    pub per_mille: Vec<u64>,
    /// The reference solver's C++ source, relative to the workspace root.
    pub reference: &'static str,
}

/// One size of a [`DensitySweep`].
pub struct SweepGrid {
    /// Rows and columns.
    pub side: u64,
    /// The generator seeds, one field each per density.
    pub seeds: Vec<u64>,
    /// Timed runs of each program per field (median taken).
    pub runs: usize,
}

/// The density sweeps of the benchmark (racing-car-trail's only).
pub fn density_sweeps(quick: bool) -> Vec<DensitySweep> {
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
        problem: "racing-car-trail",
        family: "random",
        grids,
        per_mille: (0..=450).step_by(50).collect(),
        reference: "bench/reference/racing_hk.cpp",
    }]
}

/// The benchmark of every problem.
pub fn ladders(quick: bool) -> Vec<Ladder> {
    vec![
        chapaev(quick),
        more_reclamation(quick),
        circles_game(quick),
        racing_car_trail(quick),
        painters_duel(quick),
        // xtask new: new ladders go above this line.
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        assert_eq!(label(100_000), "1e5");
        assert_eq!(label(11_000), "11000");
        assert_eq!(label(1000), "1000");
    }

    #[test]
    fn every_ladder_case_names_a_family() {
        for ladder in ladders(false) {
            for case in &ladder.cases {
                let family = FAMILIES
                    .iter()
                    .find(|f| f.problem == ladder.problem && f.name == case.family)
                    .unwrap_or_else(|| panic!("{} {}", ladder.problem, case.family));
                assert_eq!(family.sizes.len(), case.sizes.len(), "{}", case.family);
            }
        }
    }
}
