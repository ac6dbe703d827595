//! The hit rule of the statement, applied exactly to one shot: the only place `--explain` states
//! it. Every witness direction is accepted only after this function finds exactly the wanted set.

use std::cmp::Ordering;

use crate::oracles::brute::{Big, sign_with_root};
use crate::solver::position::Position;

use super::Direction;

/// What one shot does, by the hit rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shot {
    /// The discs removed, the shooter included.
    pub removed: u32,
    /// The removed discs that are only touched (`|u x (P - S)| = 2R` exactly).
    pub grazed: u32,
}

/// `x + y sqrt(q)` as its two big-integer parts.
type Surd = (Big, Big);

/// Applies the hit rule of the statement to a shot of `shooter` along `direction`, exactly:
/// disc `k` (centre offset `E` from the shooter) is removed iff `u . E >= 0` and
/// `(u x E)^2 <= (2R)^2 |u|^2`. Each side is `A + B sqrt(q)` with big integers, decided by
/// [`sign_with_root`].
pub fn shoot(position: &Position, shooter: usize, direction: &Direction) -> Shot {
    let origin = position.centres()[shooter];
    let q = &direction.q;
    let reach2 = Big::from_i128(i128::from(position.reach()).pow(2));
    let norm = norm2(direction);
    let mut shot = Shot {
        removed: 1 << shooter,
        grazed: 0,
    };
    for (k, &centre) in position.centres().iter().enumerate() {
        if k == shooter {
            continue;
        }
        let e = centre - origin;
        let e = [Big::from_i128(e.x.into()), Big::from_i128(e.y.into())];
        let (dot, cross) = dot_and_cross(direction, &e);
        if sign_with_root(&dot.0, &dot.1, q) == Ordering::Less {
            continue;
        }
        // (u x E)^2 - reach^2 |u|^2 = a + b sqrt(q).
        let (c0, c1) = cross;
        let two = Big::from_i128(2);
        let a = &(&(&c0 * &c0) + &(&(&c1 * &c1) * q)) - &(&reach2 * &norm.0);
        let b = &(&two * &(&c0 * &c1)) - &(&reach2 * &norm.1);
        match sign_with_root(&a, &b, q) {
            Ordering::Greater => {}
            Ordering::Equal => {
                shot.removed |= 1 << k;
                shot.grazed |= 1 << k;
            }
            Ordering::Less => shot.removed |= 1 << k,
        }
    }
    shot
}

/// `|u|^2 = (x^2 + y^2 + (a^2 + b^2) q) + 2 (x a + y b) sqrt(q)` for `u = (x, y) + sqrt(q) (a, b)`.
fn norm2(direction: &Direction) -> Surd {
    let [ux, uy] = &direction.rational;
    let [vx, vy] = &direction.root;
    let rational = &(&(ux * ux) + &(uy * uy)) + &(&(&(vx * vx) + &(vy * vy)) * &direction.q);
    let root = &Big::from_i128(2) * &(&(ux * vx) + &(uy * vy));
    (rational, root)
}

/// `u . E` and `u x E` for the integer vector `E`, each as `x + y sqrt(q)`.
fn dot_and_cross(direction: &Direction, e: &[Big; 2]) -> (Surd, Surd) {
    let [ux, uy] = &direction.rational;
    let [vx, vy] = &direction.root;
    let [ex, ey] = e;
    let dot = (&(ux * ex) + &(uy * ey), &(vx * ex) + &(vy * ey));
    let cross = (&(ux * ey) - &(uy * ex), &(vx * ey) - &(vy * ex));
    (dot, cross)
}
