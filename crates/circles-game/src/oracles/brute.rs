//! Brute-force oracle straight from the rules, on gamecore's exhaustive solver.
//!
//! A position is the set of circles that already hold a red point (a bit mask). A move chooses a
//! circle C holding no red point and a red point strictly inside it; what matters of the point is
//! the deepest circle D containing it, which is C or any circle strictly inside C (a point of D
//! outside all circles strictly inside D always exists). Afterwards D and every circle containing
//! D hold a red point. Containment is decided pair by pair with `geom`'s exact test; no forest,
//! no Grundy theory.

use gamecore::{ImpartialGame, ImpartialSolver, InputError, Outcome, Pos};

use crate::{parse, winner};

/// The most circles the brute force accepts (one bit each).
pub const MAX_CIRCLES: usize = 64;

/// The red-point game on a fixed set of circles.
struct RedPoints {
    /// For each circle D, the mask of D and every circle strictly containing it.
    reddened_with: Vec<u64>,
    /// For each circle C, the mask of C and every circle strictly inside it.
    deepest_choices: Vec<u64>,
}

impl ImpartialGame for RedPoints {
    type Position = u64;

    fn moves(&self, &red: &u64) -> Vec<u64> {
        let mut out = Vec::new();
        for (c, &choices) in self.deepest_choices.iter().enumerate() {
            if red >> c & 1 == 1 {
                continue;
            }
            let mut rest = choices;
            while rest != 0 {
                let d = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                out.push(red | self.reddened_with[d]);
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

/// Solves one input by exhaustive search (at most [`MAX_CIRCLES`] circles, and few enough that the
/// sets of red circles reachable stay small).
pub fn solve(input: &str) -> Result<String, InputError> {
    let first_player_wins = outcome_after(input, None)? == Outcome::Win;
    Ok(winner(u32::from(first_player_wins)))
}

/// The outcome for the player to move, at the start (`deepest = None`) or after the first player
/// put a red point inside circle `deepest` (0-based input index) and outside every circle nested
/// in it; refuses what [`solve`] refuses.
///
/// # Panics
/// If `deepest` is not a circle of the input.
pub fn outcome_after(input: &str, deepest: Option<usize>) -> Result<Outcome, InputError> {
    let circles = parse(input)?;
    let n = circles.len();
    if n > MAX_CIRCLES {
        return Err(InputError::expected(
            Pos::START,
            format_args!("at most {MAX_CIRCLES} circles for the brute force"),
            n,
        ));
    }
    // The promise, pair by pair.
    for later in 0..n {
        for first in 0..later {
            circles.check_pair(first, later)?;
        }
    }
    let list = circles.list();
    let mut reddened_with = vec![0u64; n];
    let mut deepest_choices = vec![0u64; n];
    for a in 0..n {
        reddened_with[a] |= 1 << a;
        deepest_choices[a] |= 1 << a;
        for b in 0..n {
            if list[a].strictly_inside(&list[b]) {
                reddened_with[a] |= 1 << b;
                deepest_choices[b] |= 1 << a;
            }
        }
    }
    let start = deepest.map_or(0, |d| reddened_with[d]);
    let mut solver = ImpartialSolver::new(RedPoints {
        reddened_with,
        deepest_choices,
    });
    Ok(solver.outcome(&start))
}
