//! Circles at the bounds of the coordinates: centres on the box's edges and corners, the
//! greatest radius and the least, circles nested one unit inside each other at the greatest
//! radius, and nearly tangent pairs out there. A solution's constants meet these values exactly
//! (a sentinel radius, a bounding circle, a search window), and the other families, whose
//! circles are small and near the origin, never reach them.

use gamecore::rng::SplitMix64;
use geom::Circle;

use super::near::{MOST_NEAR, beside_near, fits, inside_near};
use super::shuffled_input;

/// Tries to place each circle before it is given up (the board may end with fewer).
const TRIES: usize = 60;

/// `n` circles (at least 1, at most [`MOST_NEAR`]) with centres and radii within `limit`: the
/// first of radius `limit` on the bounds, then each of a kind drawn at random, one in six each,
/// wherever it crosses or touches no other: big (radius `limit` or up to three less) centred on
/// the bounds; one or two units inside another circle, on its centre; nearly tangent inside
/// one; nearly tangent beside one; radius 1 on a corner or an edge of the box; radius 1 on
/// another circle's centre. Shuffled.
pub fn at_the_bounds(seed: u64, n: usize, limit: i64) -> String {
    let mut rng = SplitMix64::new(seed);
    let limit = limit.max(8);
    let mut circles = vec![Circle::new(on_the_bounds(&mut rng, limit), 0, limit)];
    circles[0].center.y = on_the_bounds(&mut rng, limit);
    'placing: while circles.len() < n.clamp(1, MOST_NEAR) {
        for _ in 0..TRIES {
            let candidate = bound_circle(&mut rng, &circles, limit);
            if let Some(circle) = candidate.filter(|c| fits(&circles, c, limit)) {
                circles.push(circle);
                continue 'placing;
            }
        }
        break;
    }
    shuffled_input(&circles, &mut rng)
}

/// One candidate circle of the kinds of [`at_the_bounds`], beside or inside `circles` (a circle
/// drawn from them).
fn bound_circle(rng: &mut SplitMix64, circles: &[Circle], limit: i64) -> Option<Circle> {
    let drawn = circles[rng.below(circles.len() as u64) as usize];
    match rng.below(6) {
        0 => {
            let (x, y) = (on_the_bounds(rng, limit), on_the_bounds(rng, limit));
            Some(Circle::new(x, y, limit - rng.below(4) as i64))
        }
        1 => {
            let r = drawn.r - 1 - rng.below(2) as i64;
            (r >= 1).then(|| Circle::new(drawn.center.x, drawn.center.y, r))
        }
        2 => inside_near(rng, circles, limit),
        3 => beside_near(rng, circles, limit),
        4 => {
            let mut edge = || if rng.chance(1, 2) { -limit } else { limit };
            let (x, y) = (edge(), edge());
            Some(match rng.below(3) {
                0 => Circle::new(x, y, 1),
                1 => Circle::new(x, 0, 1),
                _ => Circle::new(0, y, 1),
            })
        }
        _ => Some(Circle::new(drawn.center.x, drawn.center.y, 1)),
    }
}

/// A coordinate on the bounds: `-limit` or `limit` (two in five each), else 0.
fn on_the_bounds(rng: &mut SplitMix64, limit: i64) -> i64 {
    match rng.below(5) {
        0 | 1 => -limit,
        2 | 3 => limit,
        _ => 0,
    }
}
