//! `--explain`: the position, how many distinct hit sets the shots have (before and after the
//! dominance pruning), and, when red (to move) wins, a winning shot with an exact direction,
//! checked by the hit rule itself.
//!
//! # Finding the direction
//! The winning move comes from the table as (shooter, hit set `H`). A direction removing exactly
//! `H` is sought in this order, preferring directions strictly inside an open range of
//! directions with the same hit set (no disc merely touched, so the shot is robust):
//! 1. small integer vectors `(x, y)` with `|x|, |y| <=` [`SMALL`], shortest first;
//! 2. for an arc end `e = sqrt(q) D + s r perp(D)` (see [`crate::hits`]) whose "just past" set is
//!    `H`: the integer vectors `p D + s r k perp(D)` for rationals `p / k` approaching `sqrt(q)`
//!    from the side that turns counter-clockwise past `e` (continued-fraction convergents of
//!    `sqrt(q)`, or `t -+ 1/2^i` when `q = t^2`). As `p / k -> sqrt(q)` the direction tends to
//!    `e` monotonically from that side, so it enters the open interval just past `e`;
//! 3. otherwise `H` is removed only at an exact graze: the arc end `e` itself, written exactly
//!    (rational when `q` is a perfect square, else `sqrt(q)*(a, b) + (c, d)`).
//!
//! Every open interval between arc ends starts at some end, so a set that is no end's "just
//! past" set comes from no open interval: step 3 then says the set needs the graze. Such a set
//! lies at a direction where the counter-clockwise end of one arc (disc at offset `D1`, with
//! `u x D1 = -r` for the unit direction `u`) meets the clockwise end of another (`u x D2 = +r`):
//! otherwise the set at the end equals the set on one side of it. Then `u x (D1 + D2) = 0`, and
//! `D1 + D2 != 0` (both discs lie ahead, `u . D >= 0`, and opposite offsets would put both at
//! `u . D = 0`, where `|u x D| = |D| > r`), so `u` is parallel to the integer vector `D1 + D2`:
//! graze-only witnesses are always rational (the `sqrt` form is kept for completeness).
//!
//! Vectors are in the input's axes (x to the right, y up); any positive multiple is the same ray,
//! so units do not matter. Every candidate is accepted only after [`shoot`] applies the hit rule
//! of the statement (`(P - S) . u >= 0` and `|u x (P - S)| <= 2R`) to it with exact big-integer
//! arithmetic in `Z[sqrt(q)]` and finds exactly `H`.

use std::cmp::Ordering;
use std::fmt::{self, Write as _};

use gamecore::{InputError, Output};
use geom::Vector;

use crate::brute::{Big, sign_with_root};
use crate::hits::{self, EndSets};
use crate::position::{Decimal, Position, Side, parse};
use crate::search::{Search, TooLarge};

/// The largest component of the small integer directions tried first.
pub const SMALL: i64 = 8;

/// How many approximations of `sqrt(q)` are tried at one arc end before giving up on it. Each
/// gains at least a constant factor of precision; a few hundred bits always suffice for the
/// accepted range (the gap between two distinct arc ends is an algebraic number of bounded
/// height), so this bound is never reached.
const APPROXIMATIONS: usize = 3000;

/// An exact direction `(x, y) + sqrt(q) * (a, b)` with integers; `root` is zero for a rational
/// direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Direction {
    /// The rational part `(x, y)`.
    pub rational: [Big; 2],
    /// The coefficients `(a, b)` of `sqrt(q)`.
    pub root: [Big; 2],
    /// The number under the root (zero for a rational direction).
    pub q: Big,
}

impl Direction {
    /// The integer vector `(x, y)`.
    pub fn integer(x: Big, y: Big) -> Self {
        Direction {
            rational: [x, y],
            root: [Big::zero(), Big::zero()],
            q: Big::zero(),
        }
    }

    /// Whether the direction has no root part.
    pub fn is_rational(&self) -> bool {
        self.q.signum() == Ordering::Equal
            || self.root.iter().all(|c| c.signum() == Ordering::Equal)
    }
}

impl fmt::Display for Direction {
    /// `(x, y)` or `sqrt(q)*(a, b) + (x, y)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [x, y] = &self.rational;
        if self.is_rational() {
            write!(f, "({x}, {y})")
        } else {
            let [a, b] = &self.root;
            write!(f, "sqrt({})*({a}, {b}) + ({x}, {y})", self.q)
        }
    }
}

/// What one shot does, by the hit rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shot {
    /// The discs removed, the shooter included.
    pub removed: u32,
    /// The removed discs that are only touched (`|u x (P - S)| = 2R` exactly).
    pub grazed: u32,
}

/// Applies the hit rule of the statement to a shot of `shooter` along `direction`, exactly:
/// disc `k` (centre offset `E` from the shooter) is removed iff `u . E >= 0` and
/// `(u x E)^2 <= (2R)^2 |u|^2`. Each side is `A + B sqrt(q)` with big integers, decided by
/// [`sign_with_root`].
pub fn shoot(position: &Position, shooter: usize, direction: &Direction) -> Shot {
    let origin = position.centres()[shooter];
    let q = &direction.q;
    let [ux, uy] = &direction.rational;
    let [vx, vy] = &direction.root;
    let two = Big::from_i128(2);
    let reach2 = Big::from_i128(i128::from(position.reach()).pow(2));
    // |u|^2 = (ux^2 + uy^2 + (vx^2 + vy^2) q) + 2 (ux vx + uy vy) sqrt(q).
    let norm_rational = &(&(ux * ux) + &(uy * uy)) + &(&(&(vx * vx) + &(vy * vy)) * q);
    let norm_root = &two * &(&(ux * vx) + &(uy * vy));
    let mut shot = Shot {
        removed: 1 << shooter,
        grazed: 0,
    };
    for (k, &centre) in position.centres().iter().enumerate() {
        if k == shooter {
            continue;
        }
        let e = centre - origin;
        let (ex, ey) = (Big::from_i128(e.x.into()), Big::from_i128(e.y.into()));
        let dot_rational = &(ux * &ex) + &(uy * &ey);
        let dot_root = &(vx * &ex) + &(vy * &ey);
        if sign_with_root(&dot_rational, &dot_root, q) == Ordering::Less {
            continue;
        }
        // c = u x E = c0 + c1 sqrt(q); c^2 - reach^2 |u|^2 = A + B sqrt(q).
        let c0 = &(ux * &ey) - &(uy * &ex);
        let c1 = &(vx * &ey) - &(vy * &ex);
        let a = &(&(&c0 * &c0) + &(&(&c1 * &c1) * q)) - &(&reach2 * &norm_rational);
        let b = &(&two * &(&c0 * &c1)) - &(&reach2 * &norm_root);
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

/// A winning shot for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Witness {
    /// The disc flicked (0-based, red discs first).
    pub shooter: usize,
    /// The direction, exactly.
    pub direction: Direction,
    /// What the shot does, by [`shoot`].
    pub shot: Shot,
    /// Whether no direction strictly between arc ends removes this set (only an exact graze
    /// does).
    pub graze_only: bool,
}

/// What `--explain` reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The winner with best play (red moves first).
    pub winner: Side,
    /// Distinct hit sets summed over the shooters.
    pub hit_sets: usize,
    /// The same after dropping dominated sets ([`hits::prune`]).
    pub pruned: usize,
    /// Distinct hit sets of the shooters of the side to move, after pruning.
    pub movers_sets: usize,
    /// A winning first shot when red wins (always found then).
    pub witness: Option<Witness>,
}

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

/// Step 1 of the module documentation: the shortest small integer vector removing exactly
/// `target` without grazing, with its squared length. A quick filter in `i128` (exact: the
/// products are small), then [`shoot`].
pub fn small_direction(
    position: &Position,
    shooter: usize,
    target: u32,
) -> Option<(Direction, i64)> {
    let mut vectors: Vec<(i64, i64)> = (-SMALL..=SMALL)
        .flat_map(|x| (-SMALL..=SMALL).map(move |y| (x, y)))
        .filter(|&(x, y)| gcd(x.into(), y.into()) == 1)
        .collect();
    vectors.sort_by_key(|&(x, y)| (x * x + y * y, std::cmp::Reverse(y), x));
    let origin = position.centres()[shooter];
    let reach2 = i128::from(position.reach()).pow(2);
    let quick = |x: i64, y: i64| {
        let mut removed = 1u32 << shooter;
        for (k, &centre) in position.centres().iter().enumerate() {
            if k == shooter {
                continue;
            }
            let e = centre - origin;
            let u = Vector::new(x, y);
            let (dot, cross) = (u.dot(e), u.cross(e));
            let limit = reach2 * u.norm2();
            if cross * cross == limit && dot >= 0 {
                return None;
            }
            if dot >= 0 && cross * cross < limit {
                removed |= 1 << k;
            }
        }
        Some(removed)
    };
    vectors
        .into_iter()
        .filter(|&(x, y)| quick(x, y) == Some(target))
        .map(|(x, y)| {
            (
                Direction::integer(big(x.into()), big(y.into())),
                x * x + y * y,
            )
        })
        .find(|(d, _)| {
            shoot(position, shooter, d)
                == Shot {
                    removed: target,
                    grazed: 0,
                }
        })
}

/// Step 2 of the module documentation: a rational direction just counter-clockwise past one of
/// `ends` (arc ends of `shooter`) whose "past" set is `target`, grazing nothing; checked by
/// [`shoot`].
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
    for end in ends.iter().filter(|e| e.past == target) {
        let (d, r, q) = reduced_end(position, shooter, end);
        // Counter-clockwise past the ccw end (turn +1) means t < sqrt(q); past the cw end,
        // t > sqrt(q).
        let below = end.turn > 0;
        let mut found = None;
        let mut try_ratio = |p: &Big, k: &Big| {
            let direction = along_end(d, r, end.turn, p, k);
            if shoot(position, shooter, &direction) == wanted {
                found = Some(direction);
                true
            } else {
                false
            }
        };
        let a0 = (q as u64).isqrt() as i128;
        if a0 * a0 == q {
            // t = a0 -+ 1/k, k = 1, 2, 4, ...: p = a0 k -+ 1.
            let mut k = big(1);
            let step = big(if below { -1 } else { 1 });
            for _ in 0..APPROXIMATIONS {
                let p = &(&big(a0) * &k) + &step;
                if try_ratio(&p, &k) {
                    break;
                }
                k = &k + &k;
            }
        } else {
            // Convergents h_n / k_n of sqrt(q): below it for even n, above for odd n.
            let (mut m, mut den, mut a) = (0i128, 1i128, a0);
            let (mut h_prev, mut h) = (big(1), big(a0));
            let (mut k_prev, mut k) = (big(0), big(1));
            for n in 0..APPROXIMATIONS {
                if (n % 2 == 0) == below && try_ratio(&h, &k) {
                    break;
                }
                m = den * a - m;
                den = (q - m * m) / den;
                a = (a0 + m) / den;
                let h_next = &(&big(a) * &h) + &h_prev;
                let k_next = &(&big(a) * &k) + &k_prev;
                (h_prev, h) = (h, h_next);
                (k_prev, k) = (k, k_next);
            }
        }
        if found.is_some() {
            return found;
        }
    }
    None
}

/// Step 3 of the module documentation: the exact direction of one of `ends` (arc ends of
/// `shooter`) whose own set is `target`; checked by [`shoot`].
pub fn end_direction(
    position: &Position,
    shooter: usize,
    target: u32,
    ends: &[EndSets],
) -> Option<Direction> {
    for end in ends.iter().filter(|e| e.at == target) {
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
        if shoot(position, shooter, &direction).removed == target {
            return Some(direction);
        }
    }
    None
}

/// A direction for shooter `shooter` removing exactly `target` (a hit set of that shooter), by
/// the steps of the module documentation, with whether it is a graze-only set; checked by
/// [`shoot`].
pub fn direction_for(position: &Position, shooter: usize, target: u32) -> Option<Witness> {
    let ends = hits::arc_end_sets(position, shooter);
    let direction = small_direction(position, shooter, target)
        .map(|(d, _)| d)
        .or_else(|| past_end_direction(position, shooter, target, &ends))
        .or_else(|| end_direction(position, shooter, target, &ends))?;
    let shot = shoot(position, shooter, &direction);
    (shot.removed == target).then(|| Witness {
        shooter,
        direction,
        shot,
        graze_only: ends.iter().all(|e| e.past != target),
    })
}

/// Solves `position` and finds a winning first shot when red wins: among the winning moves of
/// the search, one with a non-grazing direction if any has one.
///
/// # Panics
/// When the search passes its memo bound ([`crate::search::MEMO_LIMIT`]); [`try_analyse`]
/// returns the error instead.
pub fn analyse(position: &Position) -> Analysis {
    try_analyse(position).expect("the search passed its memo bound")
}

/// As [`analyse`], with the search's memo bound as an error.
///
/// # Errors
/// [`TooLarge`] when the search needs more than [`crate::search::MEMO_LIMIT`] memo entries.
pub fn try_analyse(position: &Position) -> Result<Analysis, TooLarge> {
    let all_sets = hits::hit_sets(position);
    let pruned: Vec<Vec<u32>> = all_sets
        .iter()
        .enumerate()
        .map(|(s, sets)| hits::prune(sets, position.side_mask(position.side_of(s))))
        .collect();
    let mut search = Search::new(position, &pruned);
    let all = position.all_mask();
    let reds = (0..position.len()).filter(|&s| position.side_of(s) == Side::Red);
    let mut winning: Vec<(usize, u32)> = Vec::new();
    for (s, h) in reds
        .clone()
        .flat_map(|s| pruned[s].iter().map(move |&h| (s, h)))
    {
        if !search.wins(all & !h, Side::White)? {
            winning.push((s, h));
        }
    }
    let winner = if winning.is_empty() {
        Side::White
    } else {
        Side::Red
    };
    let witness = if winner == Side::Red {
        // The shortest small vector over every winning move, else a direction past an arc end,
        // else an exact graze.
        let small = winning
            .iter()
            .filter_map(|&(s, h)| small_direction(position, s, h).map(|d| (d, s)))
            .min_by_key(|(d, _)| d.1)
            .map(|((direction, _), s)| (s, direction));
        let robust = small.or_else(|| {
            winning.iter().find_map(|&(s, h)| {
                let ends = hits::arc_end_sets(position, s);
                past_end_direction(position, s, h, &ends).map(|d| (s, d))
            })
        });
        match robust {
            Some((shooter, direction)) => Some(Witness {
                shooter,
                shot: shoot(position, shooter, &direction),
                direction,
                graze_only: false,
            }),
            None => winning
                .iter()
                .find_map(|&(s, h)| direction_for(position, s, h)),
        }
    } else {
        None
    };
    Ok(Analysis {
        winner,
        hit_sets: all_sets.iter().map(Vec::len).sum(),
        pruned: pruned.iter().map(Vec::len).sum(),
        movers_sets: reds.map(|s| pruned[s].len()).sum(),
        witness,
    })
}

/// `1 disc`, `3 discs`.
fn discs(count: usize) -> String {
    format!("{count} disc{}", if count == 1 { "" } else { "s" })
}

/// The discs of `set`, as the input numbers them (`red disc 1, white disc 3`).
fn list(position: &Position, set: u32) -> String {
    let labels: Vec<String> = (0..position.len())
        .filter(|&k| set >> k & 1 == 1)
        .map(|k| position.label(k).to_string())
        .collect();
    labels.join(", ")
}

/// The answer (exactly [`crate::solve`]'s) and its explanation.
///
/// # Errors
/// As [`crate::solve`].
pub fn explain(input: &str) -> Result<Output, InputError> {
    let position = parse(input)?;
    let analysis = try_analyse(&position).map_err(crate::too_large)?;
    let (red, white) = (position.count(Side::Red), position.count(Side::White));
    let mut text = format!(
        "discs: {red} red, {white} white, radius {}; red moves first\n\
         hit sets (distinct sets of discs one shot can remove, per shooter): {} over the {} \
         shooters, {} after dropping dominated ones\n",
        Decimal(position.radius()),
        analysis.hit_sets,
        position.len(),
        analysis.pruned,
    );
    match (&analysis.witness, analysis.winner) {
        (Some(witness), _) => {
            let removed = witness.shot.removed;
            let left = position.all_mask() & !removed;
            let count = |side: Side| (left & position.side_mask(side)).count_ones();
            let _ = writeln!(
                text,
                "RED wins. A winning shot:\n  shooter: {}\n  direction: {} (a vector in the \
                 input's axes; any positive multiple is the same ray)\n  removes: {}",
                position.label(witness.shooter),
                witness.direction,
                list(&position, removed),
            );
            if witness.shot.grazed == 0 {
                let _ = writeln!(
                    text,
                    "  the direction touches no disc's edge: nearby directions remove the same \
                     discs"
                );
            } else {
                let _ = writeln!(
                    text,
                    "  exact graze (touching counts): {}{}",
                    list(&position, witness.shot.grazed),
                    if witness.graze_only {
                        "; no direction off the graze removes exactly these discs"
                    } else {
                        ""
                    }
                );
            }
            let why = if count(Side::White) == 0 {
                "she has no disc"
            } else {
                "every shot of hers leaves a position red wins"
            };
            let _ = writeln!(
                text,
                "  left: {} red, {} white; white to move: lost for white ({why})",
                count(Side::Red),
                count(Side::White),
            );
        }
        (None, Side::White) => {
            let _ = writeln!(
                text,
                "RED loses: every shot of hers ({} undominated hit sets over her {}; a dominated \
                 set is never better) leaves a position white wins",
                analysis.movers_sets,
                discs(red)
            );
        }
        (None, Side::Red) => {
            let _ = writeln!(text, "RED wins (no witness direction found)");
        }
    }
    Ok(Output {
        answer: format!("{}\n", analysis.winner.name()),
        explanation: Some(text),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn directions_print_exactly() {
        assert_eq!(Direction::integer(big(3), big(-4)).to_string(), "(3, -4)");
        let surd = Direction {
            rational: [big(-4), big(10)],
            root: [big(5), big(2)],
            q: big(13),
        };
        assert_eq!(surd.to_string(), "sqrt(13)*(5, 2) + (-4, 10)");
    }

    /// One red disc at the origin, white discs at (2, 4), (4, 4), (5, 8), two radii 0.8: only the
    /// exact 3-4-5 graze along (3, 4) removes all three.
    #[test]
    fn graze_wipe_is_explained_by_the_graze() {
        let position = parse("discs 0.4 1 3\n0 0\n2 4 4 4 5 8\n").unwrap();
        let analysis = analyse(&position);
        let witness = analysis.witness.expect("red wins");
        assert_eq!(witness.direction, Direction::integer(big(3), big(4)));
        assert_eq!(witness.shot.removed, 0b1111);
        assert_eq!(witness.shot.grazed, 0b1110);
        assert!(witness.graze_only);
    }
}
