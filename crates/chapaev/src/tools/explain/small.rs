//! Step 1 of the witness search: small integer directions, shortest first.

use crate::oracles::brute::Big;
use crate::solver::position::Position;

use super::{Direction, Shot, shoot};

/// The largest component of the small integer directions tried first.
pub const SMALL: i64 = 8;

/// One small direction and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SmallShot {
    /// The direction, an integer vector with components at most [`SMALL`].
    pub direction: Direction,
    /// Its squared length.
    pub length2: i64,
    /// What it does, by [`shoot`].
    pub shot: Shot,
}

/// The primitive integer vectors with components at most [`SMALL`], shortest first (then
/// upward, then leftmost first), each direction once.
fn small_vectors() -> Vec<(i64, i64)> {
    let mut vectors: Vec<(i64, i64)> = (-SMALL..=SMALL)
        .flat_map(|x| (-SMALL..=SMALL).map(move |y| (x, y)))
        .filter(|&(x, y)| gcd(x, y) == 1)
        .collect();
    vectors.sort_by_key(|&(x, y)| (x * x + y * y, std::cmp::Reverse(y), x));
    vectors
}

fn gcd(mut a: i64, mut b: i64) -> i64 {
    (a, b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Every small direction of `shooter` that grazes no disc, with its shot, shortest first.
pub fn small_shots(position: &Position, shooter: usize) -> Vec<SmallShot> {
    let big = |v: i64| Big::from_i128(v.into());
    small_vectors()
        .into_iter()
        .map(|(x, y)| {
            let direction = Direction::integer(big(x), big(y));
            let shot = shoot(position, shooter, &direction);
            SmallShot {
                direction,
                length2: x * x + y * y,
                shot,
            }
        })
        .filter(|s| s.shot.grazed == 0)
        .collect()
}

/// The shortest small integer direction of `shooter` removing exactly `target` without
/// grazing, with its squared length.
pub fn small_direction(
    position: &Position,
    shooter: usize,
    target: u32,
) -> Option<(Direction, i64)> {
    small_shots(position, shooter)
        .into_iter()
        .find(|s| s.shot.removed == target)
        .map(|s| (s.direction, s.length2))
}
