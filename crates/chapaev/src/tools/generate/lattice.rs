//! Judge-format boards of lattice shape aimed at exact double grazes: every centre on the
//! half-unit grid, dense, mostly mirror-symmetric, then a few discs moved so that one shot of
//! a red disc, along a 3-4-5 direction, grazes a white disc and a red disc exactly (each at
//! exactly two radii from the shot's line, on the same side or on both) and passes through the
//! centres of the discs on its line. A solution that decides the second of two grazes of one
//! line by rounding (or by an epsilon of the wrong sign) loses the red disc from that shot and
//! gains a shot no direction makes; each placement is kept only where that shot would turn the
//! board, which white wins, into a red win.

use gamecore::rng::SplitMix64;

use crate::solver::hits::pruned_hit_sets;
use crate::solver::position::{SCALE, Side, parse};
use crate::solver::search::Search;
use crate::tools::text::input_text;

/// A centre in half units (0 to 16 on the board).
type Half = (i64, i64);

/// The board's side in half units.
const BOARD: i64 = 16;

/// Boards drawn at most for one that white wins.
const DRAWS: usize = 200;

/// Double grazes placed per board at most, and tries for each.
const PLACED: usize = 3;
const TRIES: usize = 60;

/// A judge-format board of the `lattice` family in the contest: 16 centres on the half-unit
/// grid in a box of 5 to 8 units (two boards in three mirror-symmetric), drawn again until white
/// wins; then up to three double grazes whose loss would give red a winning shot (see the
/// module's doc).
pub fn lattice_board(seed: u64) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut centres = dense(&mut rng);
    for _ in 0..DRAWS {
        if white_wins(&centres) {
            break;
        }
        centres = dense(&mut rng);
    }
    if white_wins(&centres) {
        for _ in 0..PLACED {
            if let Some(placed) = (0..TRIES).find_map(|_| double_graze(&mut rng, &centres)) {
                centres = placed;
            }
        }
    }
    text(&centres)
}

/// The board as judge-format text.
fn text(centres: &[Half]) -> String {
    let scaled: Vec<(i64, i64)> = centres
        .iter()
        .map(|&(x, y)| (x * SCALE / 2, y * SCALE / 2))
        .collect();
    input_text(&scaled[..8], &scaled[8..])
}

/// Whether `point` is on the board and more than two radii (1.6 half units) from every centre
/// of `others`.
fn fits(others: &[Half], point: Half) -> bool {
    let on = |v: i64| (0..=BOARD).contains(&v);
    on(point.0)
        && on(point.1)
        && others
            .iter()
            .all(|&(x, y)| (x - point.0).pow(2) + (y - point.1).pow(2) >= 4)
}

/// 16 centres (8 red, then 8 white) on the half-unit grid of a random box; two boards in three
/// in mirror pairs (about the box's middle column, or its centre), the pairs of one colour or of
/// both.
fn dense(rng: &mut SplitMix64) -> Vec<Half> {
    loop {
        let side = rng.range_i64(10, BOARD);
        let (ox, oy) = (
            rng.range_i64(0, BOARD - side),
            rng.range_i64(0, BOARD - side),
        );
        let mirror = rng.below(3);
        let mut points: Vec<Half> = Vec::new();
        for _ in 0..2000 {
            if points.len() == 16 {
                break;
            }
            let p = (rng.range_i64(0, side), rng.range_i64(0, side));
            let image = match mirror {
                0 => (side - p.0, p.1),
                1 => (side - p.0, side - p.1),
                _ => p,
            };
            let pair: Vec<Half> = if image == p { vec![p] } else { vec![p, image] };
            if mirror < 2 && pair.len() == 1 || points.len() + pair.len() > 16 {
                continue;
            }
            let apart = pair.len() == 1 || fits(&pair[..1], pair[1]);
            if apart && pair.iter().all(|&q| fits(&points, q)) {
                points.extend(pair);
            }
        }
        if points.len() == 16 {
            if mirror < 2 && rng.chance(1, 2) {
                // Each pair split between the colours: a colour-swapping symmetry.
                let (even, odd): (Vec<_>, Vec<_>) =
                    points.chunks(2).map(|pair| (pair[0], pair[1])).unzip();
                points = even.into_iter().chain(odd).collect();
            }
            return points.into_iter().map(|(x, y)| (x + ox, y + oy)).collect();
        }
    }
}

/// Whether white wins the board of 8 red centres, then 8 white.
fn white_wins(centres: &[Half]) -> bool {
    crate::solve(&text(centres)).is_ok_and(|winner| winner == "WHITE\n")
}

/// `v` under one of the eight symmetries of the square (`turn` 0 to 7).
fn turned((x, y): Half, turn: u64) -> Half {
    let (x, y) = if turn & 1 == 1 { (y, x) } else { (x, y) };
    let x = if turn & 2 == 2 { -x } else { x };
    let y = if turn & 4 == 4 { -y } else { y };
    (x, y)
}

/// One double graze placed on a white-won board: a red shooter, a direction (3, 4) turned, a
/// white and another red disc moved to points at exactly two radii from the shot's line (in half
/// units `(±2, 0) + k (3, 4)`, turned), and in one try of two a second white disc onto the line
/// itself. Kept only when white still wins and the shot without the red graze would win for
/// red; `None` otherwise.
fn double_graze(rng: &mut SplitMix64, centres: &[Half]) -> Option<Vec<Half>> {
    let turn = rng.below(8);
    let shooter = rng.below(8) as usize;
    let red = (shooter + 1 + rng.below(7) as usize) % 8;
    let white = 8 + rng.below(8) as usize;
    let s = centres[shooter];
    let at = |side: i64, k: i64| {
        let (dx, dy) = turned((2 * side + 3 * k, 4 * k), turn);
        (s.0 + dx, s.1 + dy)
    };
    let side = |rng: &mut SplitMix64| if rng.chance(1, 2) { 1 } else { -1 };
    let mut moved = centres.to_vec();
    moved[white] = at(side(rng), rng.range_i64(1, 4));
    moved[red] = at(side(rng), rng.range_i64(1, 5));
    if rng.chance(1, 2) {
        let on_line = 8 + (white - 8 + 1 + rng.below(7) as usize) % 8;
        moved[on_line] = at(0, rng.range_i64(1, 4));
    }
    let clear = (0..16).all(|i| {
        let others: Vec<Half> = (0..16).filter(|&j| j != i).map(|j| moved[j]).collect();
        fits(&others, moved[i])
    });
    let shot = ray_set(&moved, shooter, turned((3, 4), turn));
    let phantom = shot & !(1 << red);
    (clear && shot & 1 << red != 0 && white_wins(&moved) && red_wins_after(&moved, phantom))
        .then_some(moved)
}

/// The discs a shot of `shooter` along `direction` removes: those whose centre is at most two
/// radii (1.6 half units) from the ray, exactly in integers.
pub fn ray_set(centres: &[Half], shooter: usize, direction: Half) -> u32 {
    let s = centres[shooter];
    let (ux, uy) = direction;
    let length_squared = ux * ux + uy * uy;
    centres.iter().enumerate().fold(0, |set, (i, &(x, y))| {
        let (a, b) = (x - s.0, y - s.1);
        let cross = a * uy - b * ux;
        let ahead = a * ux + b * uy >= 0;
        // |cross| / |u| <= 1.6, squared and times 25 to stay in integers.
        if ahead && 25 * cross * cross <= 64 * length_squared {
            set | 1 << i
        } else {
            set
        }
    })
}

/// Whether red wins once the discs of `removed` are gone, white to move.
fn red_wins_after(centres: &[Half], removed: u32) -> bool {
    let Ok(position) = parse(&text(centres)) else {
        return false;
    };
    let live = position.all_mask() & !removed;
    if live & position.side_mask(Side::White) == 0 {
        return true;
    }
    let moves = pruned_hit_sets(&position);
    let mut search = Search::new(&position, &moves);
    search.wins(live, Side::White).is_ok_and(|white| !white)
}
