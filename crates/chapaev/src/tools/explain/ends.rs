//! Steps 2 and 3 of the witness search: directions just past an arc end, and the arc end itself.

use geom::Vector;

use crate::oracles::brute::Big;
use crate::solver::hits::EndSets;
use crate::solver::position::Position;

use super::{Direction, Shot, shoot};

/// How many approximations of `sqrt(q)` are tried at one arc end before giving up on it. Each
/// gains at least a constant factor of precision; a few hundred bits always suffice for the
/// accepted range (the gap between two distinct arc ends is an algebraic number of bounded
/// height), so this bound is never reached.
const APPROXIMATIONS: usize = 3000;

fn gcd(mut a: i128, mut b: i128) -> i128 {
    (a, b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

fn big(value: i128) -> Big {
    Big::from_i128(value)
}

/// The offset to an end's target and the reach, divided by their common factor, with
/// `q = |D|^2 - r^2` for the reduced values.
fn reduced_end(position: &Position, shooter: usize, end: &EndSets) -> (Vector, i128, i128) {
    let centres = position.centres();
    let d = centres[end.target] - centres[shooter];
    let reach = i128::from(position.reach());
    let g = gcd(gcd(d.x.into(), d.y.into()), reach);
    // g divides both components, so the quotients fit i64.
    let d = Vector::new((i128::from(d.x) / g) as i64, (i128::from(d.y) / g) as i64);
    let r = reach / g;
    (d, r, d.norm2() - r * r)
}

/// `p D + s r k perp(D)`: the direction of `t D + s r perp(D)` for `t = p / k`.
fn along_end(d: Vector, r: i128, turn: i8, p: &Big, k: &Big) -> Direction {
    let s = big(i128::from(turn) * r);
    let (dx, dy) = (big(d.x.into()), big(d.y.into()));
    // perp(D) = (-dy, dx).
    let sk = &s * k;
    Direction::integer(&(p * &dx) - &(&sk * &dy), &(p * &dy) + &(&sk * &dx))
}

/// Rationals `p / k` tending to `sqrt(q)` from one side, lazily (each is bigger than the last):
/// `t -+ 1/2^i` when `q = t^2`, else the continued-fraction convergents of `sqrt(q)` on that side
/// (below it for even indices, above for odd ones).
struct Approximations {
    q: i128,
    a0: i128,
    below: bool,
    square: bool,
    /// Index of the current convergent.
    n: usize,
    /// Continued-fraction state of `sqrt(q)`: `m`, the denominator and the partial quotient.
    state: (i128, i128, i128),
    h: (Big, Big),
    k: (Big, Big),
}

impl Approximations {
    fn new(q: i128, below: bool) -> Self {
        let a0 = (q as u64).isqrt() as i128;
        Approximations {
            q,
            a0,
            below,
            square: a0 * a0 == q,
            n: 0,
            state: (0, 1, a0),
            h: (big(1), big(a0)),
            k: (big(0), big(1)),
        }
    }

    /// Moves to the next convergent.
    fn step(&mut self) {
        let (m, den, a) = self.state;
        let m = den * a - m;
        let den = (self.q - m * m) / den;
        let a = (self.a0 + m) / den;
        self.state = (m, den, a);
        let h_next = &(&big(a) * &self.h.1) + &self.h.0;
        let k_next = &(&big(a) * &self.k.1) + &self.k.0;
        self.h.0 = std::mem::replace(&mut self.h.1, h_next);
        self.k.0 = std::mem::replace(&mut self.k.1, k_next);
        self.n += 1;
    }
}

impl Iterator for Approximations {
    type Item = (Big, Big);

    fn next(&mut self) -> Option<(Big, Big)> {
        if self.square {
            // t -+ 1/k for k = 1, 2, 4, ... (held in `k.1`): p = t k -+ 1.
            let k = self.k.1.clone();
            let step = big(if self.below { -1 } else { 1 });
            self.k.1 = &k + &k;
            return Some((&(&big(self.a0) * &k) + &step, k));
        }
        while self.n.is_multiple_of(2) != self.below {
            self.step();
        }
        let item = (self.h.1.clone(), self.k.1.clone());
        self.step();
        Some(item)
    }
}

/// Step 2: a rational direction just counter-clockwise past one of `ends` (arc ends of
/// `shooter`) whose "past" set is `target`, grazing nothing; checked by [`shoot`]. As `p / k`
/// tends to `sqrt(q)` the direction tends to the end from the side past it, so the first
/// approximations that land in the open interval are found quickly.
pub fn past_end_direction(
    position: &Position,
    shooter: usize,
    target: u32,
    ends: &[EndSets],
) -> Option<Direction> {
    let wanted = Shot {
        removed: target,
        grazed: 0,
    };
    ends.iter().filter(|e| e.past == target).find_map(|end| {
        let (d, r, q) = reduced_end(position, shooter, end);
        // Past the ccw end (turn +1) means t < sqrt(q); past the cw end, t > sqrt(q).
        let below = end.turn > 0;
        Approximations::new(q, below)
            .take(APPROXIMATIONS)
            .map(|(p, k)| along_end(d, r, end.turn, &p, &k))
            .find(|direction| shoot(position, shooter, direction) == wanted)
    })
}

/// Step 3: the exact direction of one of `ends` (arc ends of `shooter`) whose own set is
/// `target`, rational when `q` is a perfect square; checked by [`shoot`].
pub fn end_direction(
    position: &Position,
    shooter: usize,
    target: u32,
    ends: &[EndSets],
) -> Option<Direction> {
    ends.iter().filter(|e| e.at == target).find_map(|end| {
        let (d, r, q) = reduced_end(position, shooter, end);
        let sr = i128::from(end.turn) * r;
        let (dx, dy) = (i128::from(d.x), i128::from(d.y));
        // perp(D) = (-dy, dx); |components| stay below 2^100.
        let t = (q as u64).isqrt() as i128;
        let direction = if t * t == q {
            let (x, y) = (t * dx - sr * dy, t * dy + sr * dx);
            let g = gcd(x, y);
            Direction::integer(big(x / g), big(y / g))
        } else {
            Direction {
                rational: [big(-sr * dy), big(sr * dx)],
                root: [big(dx), big(dy)],
                q: big(q),
            }
        };
        (shoot(position, shooter, &direction).removed == target).then_some(direction)
    })
}
