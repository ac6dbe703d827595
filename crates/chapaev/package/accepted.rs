//! A model solution of Chapaev, as a contestant would write it, in exact integer arithmetic.
//!
//! Coordinates are read in ten-thousandths. A shot from S along direction u removes the discs P
//! with (P - S) . u >= 0 and |cross(u, P - S)| <= 0.8 |u|. Seen from S, the directions that hit
//! P form a closed arc; the sets a shot can remove change only at the arcs' ends. So the sets of
//! one shooter are, for every arc end e, the discs hit along e and those hit just beside it on
//! either side (every open stretch between two ends lies beside one). An arc end of P (at
//! distance d, v = P - S) is e = t v + s D perp(v) with t = sqrt(d^2 - D^2), s = +-1, D = 0.8 and
//! |e| = d^2; every test along it is the sign of t p + q for integers p and q, decided exactly.
//! Then a search over the discs still on the board, remembered per position: the side to move
//! wins if some shot leaves the other side a lost position (a side without discs has lost).

use std::io::Read;

/// Two radii, 0.8, in ten-thousandths.
const D: i128 = 8_000;

/// The sign of `sqrt(square) * p + q`, exactly.
fn sign(square: i128, p: i128, q: i128) -> i128 {
    let (sp, sq) = (p.signum(), q.signum());
    if sp == 0 || sp == sq {
        return if sp == 0 { sq } else { sp };
    }
    if sq == 0 {
        return sp;
    }
    // Opposite signs: the larger magnitude wins.
    (square * p * p - q * q).signum() * sp
}

/// A decimal with at most 4 digits after the point, in ten-thousandths.
fn read(token: &str) -> i128 {
    let unsigned = token.trim_start_matches('-');
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let value = whole.parse::<i128>().unwrap() * 10_000
        + format!("{fraction:0<4}").parse::<i128>().unwrap();
    if token.starts_with('-') {
        -value
    } else {
        value
    }
}

/// The sets of discs (bits; the shooter's own included) that a shot of disc `s` can remove.
fn shots(centres: &[(i128, i128)], s: usize) -> Vec<u32> {
    let (sx, sy) = centres[s];
    let others: Vec<(usize, i128, i128)> = (0..centres.len())
        .filter(|&k| k != s)
        .map(|k| (k, centres[k].0 - sx, centres[k].1 - sy))
        .collect();
    let mut sets = vec![1u32 << s];
    for &(_, vx, vy) in &others {
        let d2 = vx * vx + vy * vy;
        let square = d2 - D * D;
        for side in [1, -1] {
            // Along e = t v + side D perp(v): cross(e, w) = t a - side D b, dot(e, w) = t b + side D a.
            let (mut at, mut ccw, mut cw) = (1u32 << s, 1u32 << s, 1u32 << s);
            for &(k, wx, wy) in &others {
                let (a, b) = (vx * wy - vy * wx, vx * wx + vy * wy);
                let ahead = sign(square, b, side * D * a) >= 0;
                let below = sign(square, a, -side * D * b + D * d2);
                let above = sign(square, a, -side * D * b - D * d2);
                if !ahead || below < 0 || above > 0 {
                    continue;
                }
                at |= 1 << k;
                // On the arc's upper edge a turn counterclockwise stays inside, and the reverse.
                if below != 0 {
                    ccw |= 1 << k;
                }
                if above != 0 {
                    cw |= 1 << k;
                }
            }
            sets.extend([at, ccw, cw]);
        }
    }
    if !others.is_empty() {
        sets.remove(0);
    }
    sets.sort_unstable();
    sets.dedup();
    sets
}

/// Whether the side to move (`turn` 0 red, discs 0 to 7; 1 white, discs 8 to 15) wins with the
/// discs of `live` on the board; `memo` holds 0 unknown, 1 lost, 2 won.
fn wins(live: u32, turn: usize, shots: &[Vec<u32>], memo: &mut [u8]) -> bool {
    let key = (live as usize) << 1 | turn;
    if memo[key] != 0 {
        return memo[key] == 2;
    }
    let mine = live & (0xff << (8 * turn));
    let won = (0..16).filter(|&s| mine >> s & 1 == 1).any(|s| {
        shots[s]
            .iter()
            .any(|&set| !wins(live & !set, 1 - turn, shots, memo))
    });
    memo[key] = if won { 2 } else { 1 };
    won
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let numbers: Vec<i128> = text.split_whitespace().map(read).collect();
    let centres: Vec<(i128, i128)> = numbers.chunks(2).map(|c| (c[0], c[1])).collect();
    let shots: Vec<Vec<u32>> = (0..16).map(|s| shots(&centres, s)).collect();
    let mut memo = vec![0u8; 1 << 17];
    let red_wins = wins(0xffff, 0, &shots, &mut memo);
    println!("{}", if red_wins { "RED" } else { "WHITE" });
}
