//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on.
//! Every candidate has fewer discs, or the same discs with one number closer to zero (cut to fewer
//! decimals, or halved), so that repeated shrinking ends. Judge-format inputs stay in the judge
//! format (8 + 8 discs of radius 0.4, only numbers move); extended-format inputs may also lose
//! discs and shrink the radius. A candidate may make discs touch; the caller keeps only those the
//! solver accepts.

use crate::generate::{extended_text, judge_text};
use crate::position::{Position, Side, parse};

/// A position as numbers: the radius and the red and white centres, all scaled.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Discs {
    radius: i64,
    red: Vec<(i64, i64)>,
    white: Vec<(i64, i64)>,
}

/// Whether the input is in the judge's format (32 numbers, no `discs` header): the contest.
pub fn within_contest(input: &str) -> bool {
    !is_extended(input) && parse(input).is_ok()
}

fn is_extended(input: &str) -> bool {
    input.split_ascii_whitespace().next() == Some("discs")
}

fn discs_of(position: &Position) -> Discs {
    let centres: Vec<(i64, i64)> = position.centres().iter().map(|p| (p.x, p.y)).collect();
    let (red, white) = centres.split_at(position.count(Side::Red));
    Discs {
        radius: position.radius(),
        red: red.to_vec(),
        white: white.to_vec(),
    }
}

/// A number one step closer to zero: its last non-zero decimal digit cut off, or halved.
fn toward_zero(value: i64) -> [i64; 2] {
    let mut unit = 10;
    while value % unit == 0 && unit < 1_000_000_000 {
        unit *= 10;
    }
    [value - value % unit, value / 2]
}

/// Inputs one step smaller than `input`, biggest steps first; none when it is invalid.
pub fn smaller(input: &str) -> Vec<String> {
    let Ok(position) = parse(input) else {
        return Vec::new();
    };
    let discs = discs_of(&position);
    let extended = is_extended(input);
    let mut candidates: Vec<Discs> = Vec::new();
    if extended {
        for side in [Side::Red, Side::White] {
            let list = side_list(&discs, side);
            for skip in (0..list.len()).filter(|_| list.len() > 1) {
                let mut fewer = discs.clone();
                side_list_mut(&mut fewer, side).remove(skip);
                candidates.push(fewer);
            }
        }
        for radius in toward_zero(discs.radius).into_iter().filter(|&r| r > 0) {
            candidates.push(Discs {
                radius,
                ..discs.clone()
            });
        }
    }
    for side in [Side::Red, Side::White] {
        for index in 0..side_list(&discs, side).len() {
            for axis in 0..2 {
                let (x, y) = side_list(&discs, side)[index];
                let value = if axis == 0 { x } else { y };
                for moved in toward_zero(value) {
                    let mut next = discs.clone();
                    let centre = &mut side_list_mut(&mut next, side)[index];
                    *centre = if axis == 0 { (moved, y) } else { (x, moved) };
                    candidates.push(next);
                }
            }
        }
    }
    candidates.retain(|c| *c != discs);
    candidates.dedup();
    let text = |d: &Discs| {
        if extended {
            extended_text(d.radius, &d.red, &d.white)
        } else {
            judge_text(&d.red, &d.white)
        }
    };
    candidates.iter().map(text).collect()
}

fn side_list(discs: &Discs, side: Side) -> &Vec<(i64, i64)> {
    match side {
        Side::Red => &discs.red,
        Side::White => &discs.white,
    }
}

fn side_list_mut(discs: &mut Discs, side: Side) -> &mut Vec<(i64, i64)> {
    match side {
        Side::Red => &mut discs.red,
        Side::White => &mut discs.white,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "0.5 7.5 1.5 7.5 2.5 7.5 3.5 7.5 4.5 7.5 5.5 7.5 6.5 7.5 7.5 7.5\n\
                          0.5 0.5 1.5 0.5 2.5 0.5 3.5 0.5 4.5 0.5 5.5 0.5 6.5 0.5 7.5 0.5\n";

    #[test]
    fn numbers_move_toward_zero() {
        assert_eq!(toward_zero(12_345), [12_340, 6172]);
        assert_eq!(toward_zero(-15_000), [-10_000, -7500]);
        assert_eq!(toward_zero(20_000), [0, 10_000]);
    }

    #[test]
    fn judge_inputs_stay_judge_inputs() {
        let candidates = smaller(SAMPLE);
        assert!(!candidates.is_empty());
        for candidate in &candidates {
            assert!(!is_extended(candidate));
            assert_eq!(candidate.split_ascii_whitespace().count(), 32);
        }
        assert!(candidates.iter().any(|c| c.starts_with("0 7.5 1.5")));
        assert!(candidates.iter().any(|c| c.starts_with("0.5 7 1.5")));
        assert!(within_contest(SAMPLE));
    }

    #[test]
    fn extended_inputs_lose_discs_and_radius() {
        let input = "discs 0.4 2 1\n0 0 3 0\n0 3\n";
        let candidates = smaller(input);
        assert!(candidates.contains(&"discs 0.4 1 1\n3 0\n0 3\n".to_owned()));
        assert!(candidates.contains(&"discs 0.2 2 1\n0 0 3 0\n0 3\n".to_owned()));
        assert!(candidates.contains(&"discs 0.4 2 1\n0 0 1.5 0\n0 3\n".to_owned()));
        // One white disc: it stays.
        assert!(candidates.iter().all(|c| !c.starts_with("discs 0.4 2 0")));
        assert!(!within_contest(input));
    }
}
