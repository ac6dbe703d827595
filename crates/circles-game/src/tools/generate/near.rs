//! Circles aimed at the knife edges of the containment test: pairs nearly tangent, one inside
//! the other (`d^2 = (R - r)^2 - k`) or side by side (`d^2 = (R + r)^2 + k`), with `k` from 1 to
//! 4, and big circles centred at the coordinate limits. At the contest's scale (radii up to
//! 10^4) such a pair's boundaries are as little as 5e-5 apart, so a solution in floating point
//! that asks for a margin (`d + eps < R - r`) takes a circle out of its container.
//!
//! Exact lattice points at such distances come from a small step `t` off the axis: the offset
//! `(D - t, h)` has `d^2 = D^2 - 2tD + t^2 + h^2`, so choosing `D` from `h` and `t` puts `d^2`
//! within `2t` of `D^2`, on the side wanted.

use gamecore::rng::SplitMix64;
use geom::{Circle, CircleRelation};

use super::shuffled_input;

/// The most circles a board gets: placing one checks it against all before it.
pub const MOST_NEAR: usize = 1000;

/// Tries to place each circle before it is given up (the board may end with fewer).
const TRIES: usize = 60;

/// `n` circles (at most [`MOST_NEAR`]; at least 1) with centres and radii within `limit`
/// (the contest's 10^4, or up to 10^9 beyond it): the first big and centred at the limits, then
/// each placed nearly tangent inside a big circle (five in eight), nearly tangent beside one
/// (two in eight) or big at the limits again, wherever it crosses or touches no other; shuffled.
pub fn near_tangent(seed: u64, n: usize, limit: i64) -> String {
    let mut rng = SplitMix64::new(seed);
    let limit = limit.max(8);
    let mut circles = vec![at_the_limits(&mut rng, limit)];
    'placing: while circles.len() < n.clamp(1, MOST_NEAR) {
        for _ in 0..TRIES {
            let candidate = match rng.below(8) {
                0..=4 => inside_near(&mut rng, &circles, limit),
                5 | 6 => beside_near(&mut rng, &circles, limit),
                _ => Some(at_the_limits(&mut rng, limit)),
            };
            if let Some(circle) = candidate.filter(|c| fits(&circles, c, limit)) {
                circles.push(circle);
                continue 'placing;
            }
        }
        break;
    }
    shuffled_input(&circles, &mut rng)
}

/// A circle of radius from half the limit to the limit, each coordinate of its centre at
/// `-limit` or `limit` (one in three each) or anywhere between.
fn at_the_limits(rng: &mut SplitMix64, limit: i64) -> Circle {
    let mut coordinate = || match rng.below(3) {
        0 => -limit,
        1 => limit,
        _ => rng.range_i64(-limit, limit),
    };
    let (x, y) = (coordinate(), coordinate());
    Circle::new(x, y, rng.range_i64(limit / 2, limit))
}

/// A circle inside the bigger of two of `circles` drawn at random, nearly tangent to it: the
/// gap `D = R - r` from three quarters of `R` to `R - 1` and the centres `sqrt(D^2 - k)` apart,
/// `1 <= k <= 2t` (`k = 1` for `t = 1`, three in four).
pub(super) fn inside_near(rng: &mut SplitMix64, circles: &[Circle], limit: i64) -> Option<Circle> {
    let mut pick = || circles[rng.below(circles.len() as u64) as usize];
    let (a, b) = (pick(), pick());
    let outer = if a.r >= b.r { a } else { b };
    let t = if rng.chance(3, 4) { 1 } else { 2 };
    let (least, most) = ((3 * outer.r / 4).max(t + 1), outer.r - 1);
    if least > most {
        return None;
    }
    // D = ceil((h^2 + t^2 + 1) / 2t): the h that give a D in range; for t = 1 an even h makes
    // h^2 + 2 even, so that D^2 - d^2 = 2D - 1 - h^2 = 1.
    let mut h = rng.range_i64(
        root(2 * t * least - t * t - 1),
        root(2 * t * most - t * t - 1),
    );
    if t == 1 {
        h -= h % 2;
    }
    let gap = (h * h + t * t + 1 + 2 * t - 1) / (2 * t);
    if !(least..=most).contains(&gap) {
        return None;
    }
    let (dx, dy) = turned(rng, gap - t, h);
    let inner = Circle::new(outer.center.x + dx, outer.center.y + dy, outer.r - gap);
    within(&inner, limit).then_some(inner)
}

/// A circle beside a random one of `circles`, nearly tangent to it from outside: the sum of
/// radii `S = R + r` with `1 <= r <= limit` and the centres `sqrt(S^2 + k)` apart,
/// `1 <= k <= 2t`.
pub(super) fn beside_near(rng: &mut SplitMix64, circles: &[Circle], limit: i64) -> Option<Circle> {
    let other = circles[rng.below(circles.len() as u64) as usize];
    let t = 1 + rng.below(2) as i64;
    let (least, most) = (other.r + 1, other.r + rng.range_i64(1, limit));
    // S = floor((h^2 + t^2 - 1) / 2t): the h that give an S in range.
    let h = rng.range_i64(root(2 * t * least - t * t + 1), root(2 * t * most + 1));
    let sum = (h * h + t * t - 1) / (2 * t);
    if !(least..=most).contains(&sum) || sum < t {
        return None;
    }
    let (dx, dy) = turned(rng, sum - t, h);
    let beside = Circle::new(other.center.x + dx, other.center.y + dy, sum - other.r);
    within(&beside, limit).then_some(beside)
}

/// The offset `(a, b)` under one of the grid's eight symmetries, at random.
fn turned(rng: &mut SplitMix64, a: i64, b: i64) -> (i64, i64) {
    let (a, b) = if rng.chance(1, 2) { (a, b) } else { (b, a) };
    let sign = |rng: &mut SplitMix64| if rng.chance(1, 2) { 1 } else { -1 };
    (a * sign(rng), b * sign(rng))
}

/// The integer square root of `v` (0 for `v <= 0`).
fn root(v: i64) -> i64 {
    let v = v.max(0);
    let mut s = (v as f64).sqrt() as i64;
    while s * s > v {
        s -= 1;
    }
    while (s + 1) * (s + 1) <= v {
        s += 1;
    }
    s
}

/// Whether the circle's centre and radius are within `limit`.
pub fn within(circle: &Circle, limit: i64) -> bool {
    let inside = |v: i64| (-limit..=limit).contains(&v);
    inside(circle.center.x) && inside(circle.center.y) && (1..=limit).contains(&circle.r)
}

/// Whether `circle` is within `limit` and meets no boundary of `circles` (exact).
pub(super) fn fits(circles: &[Circle], circle: &Circle, limit: i64) -> bool {
    within(circle, limit)
        && circles.iter().all(|other| {
            matches!(
                circle.relation(other),
                CircleRelation::Apart | CircleRelation::Inside | CircleRelation::Contains
            )
        })
}
