//! Deterministic, seeded input generators (SplitMix64): the same seed gives the same input on
//! every machine. Every generated input is valid by construction.

use gamecore::rng::SplitMix64;

use crate::solver::position::{MAX_DISCS_PER_SIDE, SCALE};
use crate::tools::text::{extended_input_text, input_text};

pub mod lattice;
pub mod near;
pub mod regular;
pub use lattice::lattice_board;
pub use near::near_hits;

/// `count` distinct cells of a `side x side` grid, in random order.
fn distinct_cells(rng: &mut SplitMix64, side: i64, count: usize) -> Vec<(i64, i64)> {
    let mut cells: Vec<(i64, i64)> = (0..side)
        .flat_map(|x| (0..side).map(move |y| (x, y)))
        .collect();
    rng.shuffle(&mut cells);
    cells.truncate(count);
    cells
}

/// The corners of `count` distinct cells of a `side x side` grid of cells `cell` wide (scaled),
/// each moved by a random jitter of at most `jitter` per coordinate.
fn jittered_cells(
    rng: &mut SplitMix64,
    side: i64,
    count: usize,
    cell: i64,
    jitter: i64,
) -> Vec<(i64, i64)> {
    distinct_cells(rng, side, count)
        .into_iter()
        .map(|(x, y)| {
            (
                x * cell + rng.range_i64(-jitter, jitter),
                y * cell + rng.range_i64(-jitter, jitter),
            )
        })
        .collect()
}

/// The smallest grid side that makes the discs fairly dense: about two free cells per disc.
fn grid_side(discs: usize) -> i64 {
    let mut side = 1i64;
    while (side * side) < 2 * discs as i64 {
        side += 1;
    }
    side
}

/// A random `red` vs `white` position in the extended format (`1..=16` each; larger values are
/// clamped), with a random radius from 0.1 to 0.44 with 4 decimals and each centre on its own cell
/// of a unit grid about twice as large as needed, moved off the cell's corner by a random jitter of
/// at most 0.05 per coordinate (4 decimals). Centres are at least 0.9 apart, more than two radii.
pub fn random_extended(seed: u64, red: usize, white: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let (red, white) = (
        red.clamp(1, MAX_DISCS_PER_SIDE),
        white.clamp(1, MAX_DISCS_PER_SIDE),
    );
    let radius = rng.range_i64(SCALE / 10, 44 * SCALE / 100);
    let centres = jittered_cells(
        &mut rng,
        grid_side(red + white),
        red + white,
        SCALE,
        SCALE / 20,
    );
    extended_input_text(radius, &centres[..red], &centres[red..])
}

/// A random `red` vs `white` position in the extended format on exact lattice points (cells of
/// a unit grid about twice as large as needed), radius 0.2, 0.3 or 0.4: two radii are then 2/5,
/// 3/5 or 4/5 of a 3-4-5 triangle's side, so many shots graze discs exactly.
pub fn lattice_extended(seed: u64, red: usize, white: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let (red, white) = (
        red.clamp(1, MAX_DISCS_PER_SIDE),
        white.clamp(1, MAX_DISCS_PER_SIDE),
    );
    let radius = [2, 3, 4][rng.below(3) as usize] * SCALE / 10;
    let centres: Vec<(i64, i64)> = distinct_cells(&mut rng, grid_side(red + white), red + white)
        .into_iter()
        .map(|(x, y)| (x * SCALE, y * SCALE))
        .collect();
    extended_input_text(radius, &centres[..red], &centres[red..])
}

/// A random `red` vs `white` position in the extended format spread over the whole 8 x 8 board
/// (`1..=16` each; larger values are clamped): each centre on its own cell of a 16 x 16 grid of
/// half-unit cells, moved off the cell's corner by at most 0.1 per coordinate (4 decimals), with a
/// random radius from 0.05 to 0.1. Centres are at least 0.3 apart, more than two radii. A shot
/// removes only the few discs near its line, so games are long: the hard case for the search.
pub fn spread_extended(seed: u64, red: usize, white: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let (red, white) = (
        red.clamp(1, MAX_DISCS_PER_SIDE),
        white.clamp(1, MAX_DISCS_PER_SIDE),
    );
    let radius = rng.range_i64(SCALE / 20, SCALE / 10);
    let centres = jittered_cells(&mut rng, 16, red + white, SCALE / 2, SCALE / 10);
    extended_input_text(radius, &centres[..red], &centres[red..])
}

/// A `red` vs `white` position in the extended format of the `regular` family ([`regular`]):
/// interleaved grids, checkerboards, facing rows, rings, stripes or mirror images, exactly
/// symmetric when the counts fill whole orbits (always at 16 vs 16), oriented, spaced, moved and
/// sized by the seed.
pub fn regular_extended(seed: u64, red: usize, white: usize) -> String {
    let (radius, red, white) = regular::regular(seed, red, white);
    extended_input_text(radius, &red, &white)
}

/// An 8 vs 8 judge-format input of the `regular` family on the board ([`regular::regular_on_board`]).
pub fn regular_judge(seed: u64) -> String {
    let (red, white) = regular::regular_on_board(seed);
    input_text(&red, &white)
}

/// A random judge-format input: 8 red and 8 white discs on distinct cells of the 8 x 8 board,
/// at the cell centres (`i + 0.5`), a quarter of them moved by 0.05 along one axis (centres stay
/// at least 0.9 apart). Cell centres produce exact grazes along 3-4-5 directions.
pub fn judge(seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let half = SCALE / 2;
    let shift = SCALE / 20;
    let centres: Vec<(i64, i64)> = distinct_cells(&mut rng, 8, 16)
        .into_iter()
        .map(|(x, y)| {
            let (mut cx, mut cy) = (x * SCALE + half, y * SCALE + half);
            if rng.chance(1, 4) {
                let delta = if rng.chance(1, 2) { shift } else { -shift };
                if rng.chance(1, 2) {
                    cx += delta;
                } else {
                    cy += delta;
                }
            }
            (cx, cy)
        })
        .collect();
    input_text(&centres[..8], &centres[8..])
}
