//! A wrong Chapaev solution with a float epsilon, for `crates/judge/tests/judge/search.rs`: for each
//! shooter it sorts the ends of the other discs' hit arcs (angles, `atan2` and `asin`) and tries
//! every end and every midpoint between two neighbouring ends; a disc counts as hit when the
//! direction is within its arc widened by `EPS = 1e-5` radians. The judge's own tests pass with it
//! (the spec's pitfalls), but a disc missed by less than the epsilon, on the far side of a shot
//! that grazes another disc, is merged into that shot: a hit set no real direction makes.

use std::collections::HashMap;
use std::f64::consts::PI;
use std::io::Read;

/// The widening of every hit arc, in radians.
const EPS: f64 = 1e-5;

/// The angle from `a` to `b` folded into `[0, PI]`.
fn apart(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(2.0 * PI);
    d.min(2.0 * PI - d)
}

/// The sets of discs (bit masks, the shooter's own bit included) that a shot of `shooter` can
/// remove, over the directions it tries.
fn hit_sets(centres: &[(f64, f64)], reach: f64, shooter: usize) -> Vec<u64> {
    let (sx, sy) = centres[shooter];
    // Each other disc's direction and the half-width of the arc of directions that hit it.
    let arcs: Vec<(usize, f64, f64)> = centres
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != shooter)
        .map(|(j, &(x, y))| {
            let (dx, dy) = (x - sx, y - sy);
            (j, dy.atan2(dx), (reach / dx.hypot(dy)).asin())
        })
        .collect();
    let mut ends: Vec<f64> = arcs
        .iter()
        .flat_map(|&(_, angle, half)| [angle - half, angle + half])
        .map(|a| a.rem_euclid(2.0 * PI))
        .collect();
    ends.sort_by(f64::total_cmp);
    let mut tries = ends.clone();
    for (k, &end) in ends.iter().enumerate() {
        let next = ends.get(k + 1).copied().unwrap_or(ends[0] + 2.0 * PI);
        tries.push((end + next) / 2.0);
    }
    let mut sets: Vec<u64> = tries
        .iter()
        .map(|&direction| {
            arcs.iter()
                .filter(|&&(_, angle, half)| apart(direction, angle) <= half + EPS)
                .fold(1u64 << shooter, |set, &(j, _, _)| set | 1 << j)
        })
        .collect();
    sets.push(1 << shooter);
    sets.sort_unstable();
    sets.dedup();
    sets
}

/// Whether the side to move, owning the discs `mine`, wins with `live` discs on the board.
fn wins(
    live: u64,
    mine: u64,
    theirs: u64,
    hits: &[Vec<u64>],
    memo: &mut HashMap<(u64, u64), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(live, mine)) {
        return known;
    }
    let win = (0..hits.len())
        .filter(|&d| live & mine & (1 << d) != 0)
        .any(|shooter| {
            hits[shooter].iter().any(|&set| {
                let after = live & !set;
                after & theirs == 0 || !wins(after, theirs, mine, hits, memo)
            })
        });
    memo.insert((live, mine), win);
    win
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let numbers: Vec<f64> = text
        .split_whitespace()
        .map(|w| w.parse().expect("a number"))
        .collect();
    let centres: Vec<(f64, f64)> = numbers.chunks(2).map(|c| (c[0], c[1])).collect();
    let hits: Vec<Vec<u64>> = (0..centres.len())
        .map(|s| hit_sets(&centres, 0.8, s))
        .collect();
    let reds = (1u64 << 8) - 1;
    let whites = ((1u64 << 16) - 1) & !reds;
    let red_wins = wins(reds | whites, reds, whites, &hits, &mut HashMap::new());
    println!("{}", if red_wins { "RED" } else { "WHITE" });
}
