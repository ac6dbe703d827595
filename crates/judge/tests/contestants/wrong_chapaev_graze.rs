//! A wrong Chapaev solution in floating point whose mistake shows only on boards of lattice
//! shape, for `crates/judge/tests/judge/search.rs`: for each shooter it tries every end of
//! every other disc's hit arc (`atan2` and `asin`) and the midpoint between neighbouring ends.
//! At an end, the disc whose arc it is counts as hit (touching counts), and every other disc by
//! a plain float comparison with no tolerance. Where one line grazes two discs exactly
//! (half-integer grids, 3-4-5 directions, collinear and mirrored discs), the second graze is
//! decided by rounding: a shot loses a disc it touches and a hit set no direction makes
//! appears. Near misses it gets right, so the near-hit boards do not find it; the testdata's
//! `09-judge-near-hit-decides` does (a double graze decides it too).

use std::collections::HashMap;
use std::f64::consts::PI;
use std::io::Read;

/// The angle from `a` to `b` folded into `[0, PI]`.
fn apart(a: f64, b: f64) -> f64 {
    let d = (a - b).rem_euclid(2.0 * PI);
    d.min(2.0 * PI - d)
}

/// The discs (a bit mask, the shooter's own bit included) hit in `direction`; `grazed`, when
/// given, is the disc whose arc ends there and counts as hit.
fn hit(arcs: &[(usize, f64, f64)], shooter: usize, direction: f64, grazed: Option<usize>) -> u64 {
    arcs.iter()
        .filter(|&&(j, angle, half)| Some(j) == grazed || apart(direction, angle) <= half)
        .fold(1u64 << shooter, |set, &(j, _, _)| set | 1 << j)
}

/// The sets of discs a shot of `shooter` can remove, over the directions it tries.
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
    let mut sets = vec![1u64 << shooter];
    for &(j, angle, half) in &arcs {
        for end in [angle - half, angle + half] {
            sets.push(hit(&arcs, shooter, end, Some(j)));
        }
    }
    let mut ends: Vec<f64> = arcs
        .iter()
        .flat_map(|&(_, angle, half)| [angle - half, angle + half])
        .map(|a| a.rem_euclid(2.0 * PI))
        .collect();
    ends.sort_by(f64::total_cmp);
    for (k, &end) in ends.iter().enumerate() {
        let next = ends.get(k + 1).copied().unwrap_or(ends[0] + 2.0 * PI);
        sets.push(hit(&arcs, shooter, (end + next) / 2.0, None));
    }
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
