//! Random positions valid by construction, shared by the property tests.
//!
//! Lattice positions put centres on distinct integer points with radius 0.1 to 0.4 (two radii
//! 1/5 to 4/5 of a 3-4-5 triangle's side: exact grazes everywhere), or one unit in the last
//! decimal off that (radius 0.3999 or 0.4001, centres nudged by 0.0001): near misses and
//! near hits. Centres stay at least 1 - 0.0003 apart, more than two radii (at most 0.8002).

use chapaev::solver::position::{Decimal, SCALE};
use proptest::prelude::*;
use proptest::sample::{select, subsequence};

/// Every integer point of `[-half, half]^2`, scaled.
pub fn lattice(half: i64) -> Vec<(i64, i64)> {
    (-half..=half)
        .flat_map(|x| (-half..=half).map(move |y| (x * SCALE, y * SCALE)))
        .collect()
}

/// The extended-format text of `red` red discs then the rest white, all of `radius`, centred on
/// `cells` each moved by its `offsets` entry.
pub fn extended(radius: i64, red: usize, cells: &[(i64, i64)], offsets: &[(i64, i64)]) -> String {
    let mut text = format!("discs {} {} {}\n", Decimal(radius), red, cells.len() - red);
    for (&(x, y), &(dx, dy)) in cells.iter().zip(offsets) {
        text.push_str(&format!("{} {}\n", Decimal(x + dx), Decimal(y + dy)));
    }
    text
}

pub fn nudge() -> impl Strategy<Value = i64> {
    prop_oneof![4 => Just(0i64), 1 => Just(-1i64), 1 => Just(1i64)]
}

prop_compose! {
    /// A lattice position with 1..=`most` discs per side, in the extended format.
    pub fn lattice_position(most: usize, half: i64)
        (red in 1..=most, white in 1..=most)
        (cells in subsequence(lattice(half), red + white).prop_shuffle(),
         nudges in proptest::collection::vec((nudge(), nudge()), red + white),
         radius in select(vec![1000i64, 2000, 3000, 4000, 4000, 4000, 3999, 4001]),
         red in Just(red))
        -> String
    {
        extended(radius, red, &cells, &nudges)
    }
}

prop_compose! {
    /// A position in general position: each centre on its own cell of a unit grid, moved by up to
    /// 0.25 per coordinate with 4 decimals; radius up to 0.24 (centres at least 0.5 apart).
    pub fn jittered_position(most: usize)
        (red in 1..=most, white in 1..=most)
        (cells in subsequence(lattice(2), red + white).prop_shuffle(),
         jitter in proptest::collection::vec((-2500i64..=2500, -2500i64..=2500), red + white),
         radius in 1i64..=2400,
         red in Just(red))
        -> String
    {
        extended(radius, red, &cells, &jitter)
    }
}

/// Random hit sets per disc made real: each of `sets[s]` with its shooter `s` added.
pub fn with_shooters(sets: &[Vec<u32>]) -> Vec<Vec<u32>> {
    sets.iter()
        .enumerate()
        .map(|(s, hs)| hs.iter().map(|&h| h | 1 << s).collect())
        .collect()
}

/// Every child of `live` by the shots of `shots` of the discs in `shooters`, shooter by shooter
/// (repeats kept).
pub fn children_by(live: u32, shooters: u32, shots: &[Vec<u32>]) -> Vec<u32> {
    (0..shots.len())
        .filter(|&s| shooters >> s & 1 == 1)
        .flat_map(|s| shots[s].iter().map(move |&h| live & !h))
        .collect()
}
