//! The brute-force oracle, from the rules alone and sharing nothing with the arc-end enumeration
//! of [`crate::solver::hits`] (nor with `geom`'s sign test: it has its own big-integer arithmetic).
//!
//! For each shooter: every direction tangent to the hit zone of every other disc (the directions
//! `u` with `|u x (P - S)| = 2R` and `u . (P - S) > 0`) is built exactly in `Z[sqrt(q)]`, all of
//! them are sorted by angle exactly, and the hit rule itself (`(P - S) . u >= 0` and `|u x (P -
//! S)| <= 2R`) is applied at each distinct tangent direction and at one exact direction strictly
//! inside each gap between angular neighbours (the sum of the two, or its negation across a
//! reflex gap, or a quarter turn across a half-turn gap). The hit set can only change where a
//! disc's zone begins or ends, so these directions see every set. The resulting moves, on
//! positions (live discs, side to move), go to gamecore's generic exhaustive solver.
//!
//! Tiny inputs only: the solver memoises positions in a hash map.

use std::cmp::Ordering;

use gamecore::{ImpartialGame, ImpartialSolver, InputError, Outcome};
use geom::Vector;

use crate::solver::position::{Position, Side, parse};

pub mod exact;

pub use exact::{Big, Biquadratic, Roots, sign_with_root};

/// The winner with best play, `RED\n` or `WHITE\n`, by exhaustive search.
///
/// # Errors
/// As [`crate::solve`] (the same parser).
pub fn solve(input: &str) -> Result<String, InputError> {
    let position = parse(input)?;
    Ok(format!("{}\n", winner(&position).name()))
}

/// A direction from the shooter whose components are `p + r sqrt(q)`.
#[derive(Clone, Debug)]
struct Tangent {
    q: Big,
    x: (Big, Big),
    y: (Big, Big),
}

/// A direction with components in the numbers of some [`Roots`].
pub type Direction = [Biquadratic; 2];

impl Tangent {
    /// The direction with its root read as `X` (the first root).
    fn as_first(&self) -> Direction {
        [
            Biquadratic::in_x(self.x.0.clone(), self.x.1.clone()),
            Biquadratic::in_x(self.y.0.clone(), self.y.1.clone()),
        ]
    }

    /// The direction with its root read as `Y` (the second root).
    fn as_second(&self) -> Direction {
        [
            Biquadratic::in_y(self.x.0.clone(), self.x.1.clone()),
            Biquadratic::in_y(self.y.0.clone(), self.y.1.clone()),
        ]
    }
}

fn cross(roots: &Roots, a: &Direction, b: &Direction) -> Ordering {
    roots.sign(&roots.mul(&a[0], &b[1]).sub(&roots.mul(&a[1], &b[0])))
}

/// 0 for angles in [0, pi), 1 for [pi, 2 pi).
fn half(roots: &Roots, v: &Direction) -> u8 {
    match roots.sign(&v[1]) {
        Ordering::Greater => 0,
        Ordering::Less => 1,
        Ordering::Equal => u8::from(roots.sign(&v[0]) == Ordering::Less),
    }
}

/// Compares the angles (in [0, 2 pi)) of two tangent directions.
fn cmp_angle(a: &Tangent, b: &Tangent) -> Ordering {
    let roots = Roots {
        q1: a.q.clone(),
        q2: b.q.clone(),
    };
    let (va, vb) = (a.as_first(), b.as_second());
    half(&roots, &va)
        .cmp(&half(&roots, &vb))
        .then_with(|| cross(&roots, &vb, &va))
}

/// Applies the hit rule at direction `u` (not necessarily of unit length): the set of discs
/// whose centre offset `e` from the shooter has `e . u >= 0` and `(e x u)^2 <= reach^2 |u|^2`,
/// the shooter included.
pub fn hit_at(position: &Position, shooter: usize, roots: &Roots, u: &Direction) -> u32 {
    let origin = position.centres()[shooter];
    let reach = Biquadratic::integer(i128::from(position.reach()));
    let reach2 = roots.mul(&reach, &reach);
    let norm2 = roots.mul(&u[0], &u[0]).add(&roots.mul(&u[1], &u[1]));
    let limit = roots.mul(&reach2, &norm2);
    let mut hit = 1u32 << shooter;
    for (k, &centre) in position.centres().iter().enumerate() {
        if k == shooter {
            continue;
        }
        let e = centre - origin;
        let (ex, ey) = (
            Biquadratic::integer(i128::from(e.x)),
            Biquadratic::integer(i128::from(e.y)),
        );
        let dot = roots.mul(&u[0], &ex).add(&roots.mul(&u[1], &ey));
        let side = roots.mul(&ey, &u[0]).sub(&roots.mul(&ex, &u[1]));
        let ahead = roots.sign(&dot) != Ordering::Less;
        let close = roots.sign(&roots.mul(&side, &side).sub(&limit)) != Ordering::Greater;
        if ahead && close {
            hit |= 1 << k;
        }
    }
    hit
}

/// The two directions from the shooter tangent to the hit zone (radius `reach`) of the disc at
/// offset `d`: `sqrt(q) d +- reach perp(d)` with `q = |d|^2 - reach^2`.
fn tangents(d: Vector, reach: i64) -> [Tangent; 2] {
    let q = Big::from_i128(d.norm2() - i128::from(reach).pow(2));
    let (dx, dy, r) = (i128::from(d.x), i128::from(d.y), i128::from(reach));
    [1, -1].map(|turn| Tangent {
        q: q.clone(),
        x: (Big::from_i128(-turn * r * dy), Big::from_i128(dx)),
        y: (Big::from_i128(turn * r * dx), Big::from_i128(dy)),
    })
}

/// Every distinct set of discs one shot of `shooter` can remove (the shooter included), sorted.
pub fn shooter_hit_sets(position: &Position, shooter: usize) -> Vec<u32> {
    let origin = position.centres()[shooter];
    let mut directions: Vec<Tangent> = position
        .centres()
        .iter()
        .enumerate()
        .filter(|&(k, _)| k != shooter)
        .flat_map(|(_, &c)| tangents(c - origin, position.reach()))
        .collect();
    directions.sort_by(cmp_angle);
    directions.dedup_by(|a, b| cmp_angle(a, b) == Ordering::Equal);
    let mut sets = Vec::with_capacity(2 * directions.len());
    for (i, here) in directions.iter().enumerate() {
        let next = &directions[(i + 1) % directions.len()];
        let own = Roots {
            q1: here.q.clone(),
            q2: here.q.clone(),
        };
        sets.push(hit_at(position, shooter, &own, &here.as_first()));
        let roots = Roots {
            q1: here.q.clone(),
            q2: next.q.clone(),
        };
        let (a, b) = (here.as_first(), next.as_second());
        let inside = match cross(&roots, &a, &b) {
            Ordering::Greater => [a[0].add(&b[0]), a[1].add(&b[1])],
            Ordering::Less => [a[0].add(&b[0]).neg(), a[1].add(&b[1]).neg()],
            // A half-turn gap: a quarter turn counter-clockwise from `a`.
            Ordering::Equal => [a[1].neg(), a[0].clone()],
        };
        sets.push(hit_at(position, shooter, &roots, &inside));
    }
    sets.sort_unstable();
    sets.dedup();
    sets
}

/// Every shooter's hit sets, indexed by disc.
pub fn hit_sets(position: &Position) -> Vec<Vec<u32>> {
    (0..position.len())
        .map(|s| shooter_hit_sets(position, s))
        .collect()
}

/// The game on (live discs, side to move): a move flicks a live disc of the side to move and
/// removes the live discs of one of its hit sets.
struct Flicking {
    masks: [u32; 2],
    hit_sets: Vec<Vec<u32>>,
}

impl ImpartialGame for Flicking {
    type Position = (u32, Side);

    fn moves(&self, &(live, to_move): &(u32, Side)) -> Vec<(u32, Side)> {
        let own = live & self.masks[usize::from(to_move == Side::White)];
        let mut next: Vec<u32> = Vec::new();
        for (shooter, sets) in self.hit_sets.iter().enumerate() {
            if own & (1 << shooter) != 0 {
                next.extend(sets.iter().map(|&h| live & !h));
            }
        }
        // Different shots often leave the same discs.
        next.sort_unstable();
        next.dedup();
        next.into_iter().map(|n| (n, to_move.other())).collect()
    }
}

/// The winner of a valid position with best play, by exhaustive search.
pub fn winner(position: &Position) -> Side {
    let game = Flicking {
        masks: position.side_masks(),
        hit_sets: hit_sets(position),
    };
    let mut solver = ImpartialSolver::new(game);
    match solver.outcome(&(position.all_mask(), Side::Red)) {
        Outcome::Win => Side::Red,
        Outcome::Loss => Side::White,
    }
}
