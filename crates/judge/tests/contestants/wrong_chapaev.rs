//! A deliberately wrong Chapaev solution for `crates/judge/tests/judge/shrunk.rs`, in floating point: for
//! each shooter it tries the directions straight at each other disc and just inside and just
//! outside both edges of each disc's hit arc (a nudge of 1e-9 radians). Directions that graze two
//! discs at once exist only at one exact angle, and nudging loses them: the float-epsilon mistake
//! of the spec's pitfalls. Exact grazes decide some judge boards, and small extended positions too.

use std::collections::HashMap;
use std::io::Read;

/// The sets of discs (bit masks, the shooter's own bit included) that a shot of `shooter` can
/// remove, over the directions it tries.
fn hit_sets(centres: &[(f64, f64)], reach: f64, shooter: usize) -> Vec<u64> {
    let (sx, sy) = centres[shooter];
    let mut sets = Vec::new();
    for (_, &(x, y)) in centres.iter().enumerate().filter(|&(j, _)| j != shooter) {
        let (dx, dy) = (x - sx, y - sy);
        let angle = dy.atan2(dx);
        let half = (reach / dx.hypot(dy)).asin();
        for offset in [
            0.0,
            half - 1e-9,
            -(half - 1e-9),
            half + 1e-9,
            -(half + 1e-9),
        ] {
            let (ux, uy) = ((angle + offset).cos(), (angle + offset).sin());
            let mut set = 1u64 << shooter;
            for (k, &(kx, ky)) in centres.iter().enumerate() {
                let (ex, ey) = (kx - sx, ky - sy);
                if ex * ux + ey * uy >= 0.0 && (ux * ey - uy * ex).abs() <= reach {
                    set |= 1 << k;
                }
            }
            sets.push(set);
        }
    }
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
    let mut win = false;
    for shooter in (0..hits.len()).filter(|&d| live & mine & (1 << d) != 0) {
        if hits[shooter].iter().any(|&set| {
            let after = live & !set;
            after & theirs == 0 || !wins(after, theirs, mine, hits, memo)
        }) {
            win = true;
            break;
        }
    }
    memo.insert((live, mine), win);
    win
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let mut words: Vec<&str> = text.split_whitespace().collect();
    let (radius, red, white) = if words[0] == "discs" {
        let header: Vec<f64> = words[1..4]
            .iter()
            .map(|w| w.parse().expect("a number"))
            .collect();
        words.drain(..4);
        (header[0], header[1] as usize, header[2] as usize)
    } else {
        (0.4, 8, 8)
    };
    let numbers: Vec<f64> = words.iter().map(|w| w.parse().expect("a number")).collect();
    let centres: Vec<(f64, f64)> = numbers.chunks(2).map(|c| (c[0], c[1])).collect();
    let hits: Vec<Vec<u64>> = (0..centres.len())
        .map(|s| hit_sets(&centres, 2.0 * radius, s))
        .collect();
    let reds = (1u64 << red) - 1;
    let whites = ((1u64 << (red + white)) - 1) & !reds;
    let red_wins = wins(reds | whites, reds, whites, &hits, &mut HashMap::new());
    println!("{}", if red_wins { "RED" } else { "WHITE" });
}
