//! Judge-format boards aimed at the geometry that decides near hits: a shot that grazes one
//! disc (its line at exactly two radii from the centre) passes a second disc at two radii plus
//! or minus a few millionths or less, on the same side or the other, and some discs sit exactly
//! on the line through a shooter and another disc. A solution in floating point with an epsilon
//! merges such a near miss into the graze, or loses the sliver of directions between the two;
//! every one of these boards has several such places.

use gamecore::rng::SplitMix64;

use super::distinct_cells;
use crate::solver::position::{JUDGE_RADIUS, SCALE};
use crate::tools::text::input_text;

/// Discs moved into a near hit (or onto a line) per board.
const PLACED: usize = 10;

/// Tries for each placement; one that cannot find room leaves the board as it is.
const TRIES: usize = 40;

/// Points tried along a grazing shot for the one nearest to a near miss.
const ALONG: usize = 600;

/// How far inside the board a centre stays (the disc's radius), scaled.
const MARGIN: i64 = JUDGE_RADIUS;

/// A judge-format board that white wins: 8 red and 8 white discs at cell centres of the 8 x 8
/// board (drawn again until white wins, as it does on one board in fourteen or so), then
/// ten of them moved, each into a near hit of a shot of a red disc that grazes a white
/// one (seven in eight) or exactly onto the line through two discs, beyond them (one in eight).
/// Red wins most boards, so a wrong shot flips an answer most often where red loses and a near
/// miss seems to give it two white discs in one shot.
pub fn near_hits(seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let half = SCALE / 2;
    let mut centres = Vec::new();
    for _ in 0..DRAWS {
        centres = distinct_cells(&mut rng, 8, 16)
            .into_iter()
            .map(|(x, y)| (x * SCALE + half, y * SCALE + half))
            .collect();
        if white_wins(&centres) {
            break;
        }
    }
    for _ in 0..PLACED {
        for _ in 0..TRIES {
            let picks = three_discs(&mut rng, centres.len());
            let placed = if rng.chance(1, 8) {
                on_the_line(&centres, picks)
            } else {
                near_miss(&mut rng, &centres, picks)
            };
            let Some(point) = placed else { continue };
            let before = std::mem::replace(&mut centres[picks.2], point);
            if white_wins(&centres) {
                break;
            }
            centres[picks.2] = before;
        }
    }
    input_text(&centres[..8], &centres[8..])
}

/// Whether white wins the board of 8 red centres, then 8 white.
fn white_wins(centres: &[(i64, i64)]) -> bool {
    crate::solve(&input_text(&centres[..8], &centres[8..])).is_ok_and(|winner| winner == "WHITE\n")
}

/// Boards drawn at most for one that white wins.
const DRAWS: usize = 200;

/// Three distinct disc indices of a board of 8 red (0 to 7) and 8 white: a red shooter, and a
/// white disc grazed and a white disc moved.
fn three_discs(rng: &mut SplitMix64, count: usize) -> (usize, usize, usize) {
    let side = count / 2;
    let shooter = rng.below(side as u64) as usize;
    let other = side;
    let grazed = other + rng.below(side as u64) as usize;
    let moved = other + (grazed - other + 1 + rng.below(side as u64 - 1) as usize) % side;
    (shooter, grazed, moved)
}
/// Whether `point` is on the board with its disc and clear of every disc but `moved`'s
/// (centres more than two radii apart: exact, in scaled integers).
fn fits(centres: &[(i64, i64)], moved: usize, point: (i64, i64)) -> bool {
    let inside = |v: i64| (MARGIN..=8 * SCALE - MARGIN).contains(&v);
    let reach = i128::from(2 * JUDGE_RADIUS).pow(2);
    inside(point.0)
        && inside(point.1)
        && centres.iter().enumerate().all(|(i, &(x, y))| {
            let (dx, dy) = (i128::from(x - point.0), i128::from(y - point.1));
            i == moved || dx * dx + dy * dy > reach
        })
}

/// The moved disc exactly on the line from the shooter through the grazed disc, as far again
/// or twice as far beyond it (lattice points stay lattice points).
fn on_the_line(
    centres: &[(i64, i64)],
    (shooter, grazed, moved): (usize, usize, usize),
) -> Option<(i64, i64)> {
    let (s, g) = (centres[shooter], centres[grazed]);
    [2, 3]
        .into_iter()
        .map(|m| (s.0 + m * (g.0 - s.0), s.1 + m * (g.1 - s.1)))
        .find(|&point| fits(centres, moved, point))
}

/// The moved disc near a miss of a shot of the shooter that grazes the grazed disc: on the
/// lattice point, among `ALONG` tried along the shot, whose distance from the shot's line is
/// nearest to two radii without being two radii, on a random side of the line.
fn near_miss(
    rng: &mut SplitMix64,
    centres: &[(i64, i64)],
    (shooter, grazed, moved): (usize, usize, usize),
) -> Option<(i64, i64)> {
    let scale = SCALE as f64;
    let at = |i: usize| (centres[i].0 as f64 / scale, centres[i].1 as f64 / scale);
    let ((sx, sy), (gx, gy)) = (at(shooter), at(grazed));
    let reach = 2.0 * JUDGE_RADIUS as f64 / scale;
    let (dx, dy) = (gx - sx, gy - sy);
    let distance = dx.hypot(dy);
    // The shot's direction: the grazed disc's direction turned by its arc's half-width.
    let turn = (reach / distance).asin() * if rng.chance(1, 2) { 1.0 } else { -1.0 };
    let angle = dy.atan2(dx) + turn;
    let (ux, uy) = (angle.cos(), angle.sin());
    // The normal on the grazed disc's side, and the side the moved disc goes to.
    let toward = if ux * dy - uy * dx > 0.0 { 1.0 } else { -1.0 };
    // Mostly the other side: a near miss there seems to be hit by the graze.
    let side = toward * if rng.chance(1, 4) { 1.0 } else { -1.0 };
    let (nx, ny) = (-uy * side, ux * side);
    let mut best: Option<((i64, i64), f64)> = None;
    for _ in 0..ALONG {
        let t = 0.5 + 10.0 * rng.below(1 << 20) as f64 / f64::from(1 << 20);
        let (px, py) = (sx + t * ux + reach * nx, sy + t * uy + reach * ny);
        let point = ((px * scale).round() as i64, (py * scale).round() as i64);
        let (qx, qy) = (point.0 as f64 / scale - sx, point.1 as f64 / scale - sy);
        let off = ((ux * qy - uy * qx).abs() - reach).abs();
        let nearer = best.is_none_or(|(_, o)| off < o);
        if off > 1e-10 && nearer && fits(centres, moved, point) {
            best = Some((point, off));
        }
    }
    best.map(|(point, _)| point)
}
