//! Deterministic input generators (seeded [`SplitMix64`]), valid by construction.
//!
//! Every family describes a forest as a [`Shape`] (a parent array plus layout choices per circle)
//! and [`Shape::circles`] realises it bottom-up with exact integer radii: each circle's children
//! are laid out side by side (a row or a column with gaps of at least one unit, or a near-tangent
//! diagonal pair), and the circle gets the least integer radius that strictly contains them all
//! plus a chosen slack. The property tests drive the same [`Shape`] from proptest strategies.
//!
//! Families, each `f(seed, n)`: [`random`] nesting, [`chain`], [`side_by_side`], [`star`] (10^6
//! scale; coordinates stay far below 10^9), and [`small`] (tiny coordinates, for oracles); and
//! [`near_tangent`] (`f(seed, n, limit)`: nearly tangent pairs and circles at the coordinate
//! limits, where a floating-point containment test errs) and [`at_the_bounds`] (`f(seed, n,
//! limit)`: circles on the edges and corners of the box, of the greatest radius and the
//! least, nested one unit apart and nearly tangent there, where a solution's constants err).

use gamecore::rng::SplitMix64;
use geom::Circle;

use crate::tools::text::input_text;

pub mod limits;
pub mod near;
pub use limits::at_the_bounds;
pub use near::{MOST_NEAR, near_tangent};

/// How a circle's children are placed inside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// Left to right on a horizontal line, each shifted vertically by its `shift`.
    Row,
    /// Bottom to top on a vertical line, each shifted horizontally by its `shift`.
    Column,
    /// Two children on a slope, nearly tangent (distance just above the sum of radii), when the
    /// smaller has radius at most 8; one child off-centre by `(gap, shift)`, so the parent nearly
    /// touches it. Otherwise a row.
    Diagonal,
}

/// A forest with layout choices, realised as circles by [`Shape::circles`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// The parent of each circle (an earlier index), or `None` for a root.
    pub parent: Vec<Option<usize>>,
    /// Leaf: radius - 1; inner circle: radius beyond the least that contains its children.
    pub slack: Vec<u32>,
    /// The gap (at least 1 unit is always added) before this circle in its parent's row.
    pub gap: Vec<u32>,
    /// The shift of this circle across its parent's row.
    pub shift: Vec<i32>,
    /// How this circle's children are placed.
    pub layout: Vec<Layout>,
    /// How the roots are placed.
    pub roots: Layout,
}

/// The least integer `s` with `s * s > v` (so `sqrt(v) < s`).
pub fn above_sqrt(v: i128) -> i64 {
    let mut s = (v as f64).sqrt() as i128;
    while s * s > v {
        s -= 1;
    }
    while s * s <= v {
        s += 1;
    }
    s as i64
}

/// The offsets of `radii.len()` circles laid out by `layout`, centred around (0, 0).
fn place(layout: Layout, radii: &[i64], gaps: &[i64], shifts: &[i64]) -> Vec<(i64, i64)> {
    match (layout, radii.len()) {
        (Layout::Diagonal, 1) => vec![(gaps[0], shifts[0])],
        (Layout::Diagonal, 2) if radii[0].min(radii[1]) <= 8 => {
            let sum = radii[0] + radii[1];
            let a = (sum * 3 / 5 + gaps[1] % 3).min(sum);
            // The least b with a^2 + b^2 > sum^2: the two circles just miss each other.
            let b = above_sqrt((sum as i128).pow(2) - (a as i128).pow(2));
            // The larger one at the centre, so that radii grow by a bounded amount per level.
            if radii[0] >= radii[1] {
                vec![(0, 0), (a, b)]
            } else {
                vec![(-a, -b), (0, 0)]
            }
        }
        _ => {
            let mut along = Vec::with_capacity(radii.len());
            let mut cursor = 0i64;
            for (i, &r) in radii.iter().enumerate() {
                if i > 0 {
                    cursor += radii[i - 1] + 1 + gaps[i] + r;
                }
                along.push(cursor);
            }
            let first = along.first().map_or(0, |&a| a - radii[0]);
            let last = along.last().map_or(0, |&a| a + radii[radii.len() - 1]);
            let middle = (first + last).div_euclid(2);
            along
                .iter()
                .zip(shifts)
                .map(|(&a, &s)| {
                    if layout == Layout::Column {
                        (s, a - middle)
                    } else {
                        (a - middle, s)
                    }
                })
                .collect()
        }
    }
}

impl Shape {
    /// The number of circles.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether there is no circle.
    pub fn is_empty(&self) -> bool {
        self.parent.is_empty()
    }

    /// The circles realising the shape, in index order, translated by `(dx, dy)`.
    ///
    /// Valid by construction: siblings' extents along their row are separated by at least one
    /// unit (or, for a diagonal pair, their centres are farther apart than the sum of radii), and
    /// a parent's radius `R` satisfies `|offset| < R - r` strictly for each child.
    pub fn circles(&self, dx: i64, dy: i64) -> Vec<Circle> {
        let n = self.len();
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        let mut roots = Vec::new();
        for (v, p) in self.parent.iter().enumerate() {
            match p {
                Some(p) => children[*p].push(v),
                None => roots.push(v),
            }
        }
        let mut radius = vec![0i64; n];
        let mut offset = vec![(0i64, 0i64); n];
        let lay = |group: &[usize], layout: Layout, radius: &[i64], offset: &mut [(i64, i64)]| {
            let radii: Vec<i64> = group.iter().map(|&c| radius[c]).collect();
            let gaps: Vec<i64> = group.iter().map(|&c| self.gap[c] as i64).collect();
            let shifts: Vec<i64> = group.iter().map(|&c| self.shift[c] as i64).collect();
            for (&c, at) in group.iter().zip(place(layout, &radii, &gaps, &shifts)) {
                offset[c] = at;
            }
        };
        for v in (0..n).rev() {
            if children[v].is_empty() {
                radius[v] = 1 + self.slack[v] as i64;
                continue;
            }
            lay(&children[v], self.layout[v], &radius, &mut offset);
            let needed = children[v]
                .iter()
                .map(|&c| {
                    let (x, y) = offset[c];
                    above_sqrt(x as i128 * x as i128 + y as i128 * y as i128) + radius[c]
                })
                .max()
                .unwrap_or(1);
            // |offset|^2 < (needed - r_c)^2 for every child: strictly inside.
            radius[v] = needed + self.slack[v] as i64;
        }
        lay(&roots, self.roots, &radius, &mut offset);
        let mut center = vec![(0i64, 0i64); n];
        for v in 0..n {
            let base = self.parent[v].map_or((dx, dy), |p| center[p]);
            center[v] = (base.0 + offset[v].0, base.1 + offset[v].1);
        }
        (0..n)
            .map(|v| Circle::new(center[v].0, center[v].1, radius[v]))
            .collect()
    }
}

/// The input text of `circles` listed in the order `order` (a permutation of indices), as
/// [`input_text`] writes it.
pub fn to_input(circles: &[Circle], order: &[usize]) -> String {
    let listed: Vec<Circle> = order.iter().map(|&i| circles[i]).collect();
    input_text(&listed)
}

fn shuffled_input(circles: &[Circle], rng: &mut SplitMix64) -> String {
    let mut order: Vec<usize> = (0..circles.len()).collect();
    rng.shuffle(&mut order);
    to_input(circles, &order)
}

fn random_layout(rng: &mut SplitMix64) -> Layout {
    match rng.below(5) {
        0 | 1 => Layout::Row,
        2 | 3 => Layout::Column,
        _ => Layout::Diagonal,
    }
}

/// A random shape: circle i's parent is one of the `window` circles before it (or none with
/// probability `1 / root_odds`); small radii, gaps and shifts.
fn random_shape(n: usize, window: usize, root_odds: u64, rng: &mut SplitMix64) -> Shape {
    let mut shape = Shape {
        parent: Vec::with_capacity(n),
        slack: Vec::with_capacity(n),
        gap: Vec::with_capacity(n),
        shift: Vec::with_capacity(n),
        layout: Vec::with_capacity(n),
        roots: random_layout(rng),
    };
    for i in 0..n {
        let parent = if i == 0 || rng.chance(1, root_odds) {
            None
        } else {
            let back = rng.below(window.min(i) as u64) as usize;
            Some(i - 1 - back)
        };
        shape.parent.push(parent);
        shape.slack.push(if rng.chance(1, 2) {
            0
        } else {
            rng.below(6) as u32
        });
        shape.gap.push(if rng.chance(1, 2) {
            0
        } else {
            rng.below(8) as u32
        });
        shape.shift.push(rng.range_i64(-3, 3) as i32);
        shape.layout.push(random_layout(rng));
    }
    shape
}

/// `n` circles nested at random (each inside a random one of the 1000 circles before it, or a
/// root with probability 1/1000), shuffled. Depths of a few thousand, wide and narrow nodes.
pub fn random(seed: u64, n: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let shape = random_shape(n, 1000, 1000, &mut rng);
    let circles = shape.circles(rng.range_i64(-1000, 1000), rng.range_i64(-1000, 1000));
    shuffled_input(&circles, &mut rng)
}

/// `n` circles each inside the previous one, drifting by at most one unit from the parent's
/// centre with one-unit gaps (sometimes concentric), shuffled. The answer is `Alice` iff n > 0.
pub fn chain(seed: u64, n: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut x = 0i64;
    let mut y = 0i64;
    let mut r = 1i64;
    let mut circles = Vec::with_capacity(n);
    for _ in 0..n {
        circles.push(Circle::new(x, y, r));
        // The next circle contains this one: |drift| <= 1 < growth.
        let (ddx, ddy) = (rng.range_i64(-1, 1), rng.range_i64(-1, 1));
        x += ddx;
        y += ddy;
        r += 2 + rng.below(2) as i64;
    }
    shuffled_input(&circles, &mut rng)
}

/// `n` circles side by side on one horizontal line (radii 1 to 3, gaps of one unit and more),
/// shuffled: the sweep's tie rules at every step. The answer is `Alice` iff n is odd.
pub fn side_by_side(seed: u64, n: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut circles = Vec::with_capacity(n);
    let mut right = -1_000_000_000i64;
    for _ in 0..n {
        let r = 1 + rng.below(3) as i64;
        let gap = if rng.chance(1, 2) {
            1
        } else {
            1 + rng.below(3) as i64
        };
        let x = right + gap + r;
        circles.push(Circle::new(x, 0, r));
        right = x + r;
    }
    shuffled_input(&circles, &mut rng)
}

/// One circle containing `n - 1` circles side by side in rows: a star of value 2 when n > 1.
pub fn star(seed: u64, n: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut circles = Vec::with_capacity(n);
    let per_row = (n as f64).sqrt() as i64 + 1;
    for i in 0..n.saturating_sub(1) as i64 {
        let (row, col) = (i / per_row, i % per_row);
        let r = 1 + rng.below(2) as i64;
        circles.push(Circle::new(
            col * 5 - per_row * 5 / 2,
            row * 5 - per_row * 5 / 2,
            r,
        ));
    }
    // Corners are at most (5/2 per_row + 2) * sqrt(2) from the centre.
    circles.push(Circle::new(0, 0, per_row * 4 + 10));
    shuffled_input(&circles, &mut rng)
}

/// A small random input of `n` circles with tiny coordinates (for oracles and stress runs).
pub fn small(seed: u64, n: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let shape = random_shape(n, n.max(1), 4, &mut rng);
    let circles = shape.circles(rng.range_i64(-20, 20), rng.range_i64(-20, 20));
    shuffled_input(&circles, &mut rng)
}
