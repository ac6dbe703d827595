//! A forest of circles drawn again with small numbers, for shrinking: the same containment
//! forest (so the same game), every leaf of radius 1, children side by side on their parent's
//! horizontal diameter with one unit between them, an only child concentric, the roots side by
//! side along the x axis around the origin. No recursion: radii bottom-up, centres top-down.

use geom::Circle;

/// The forest given in pre-order (`parent[p]` is the position of `p`'s parent, always before
/// `p`, or `None`) drawn with small numbers, in the same order. A child sits strictly inside
/// its parent and siblings are strictly apart: touching is never drawn.
pub fn drawn(parent: &[Option<usize>]) -> Vec<Circle> {
    let n = parent.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (p, &up) in parent.iter().enumerate() {
        match up {
            Some(up) => children[up].push(p),
            None => roots.push(p),
        }
    }
    // Radii bottom-up: parents come before children, so the reverse order sees children first.
    let mut radius = vec![1i64; n];
    for p in (0..n).rev() {
        if !children[p].is_empty() {
            radius[p] = (row_width(&children[p], &radius) + 1) / 2 + 1;
        }
    }
    let mut centre = vec![(0i64, 0i64); n];
    place_row(&roots, (0, 0), &radius, &mut centre);
    for p in 0..n {
        place_row(&children[p], centre[p], &radius, &mut centre);
    }
    (0..n)
        .map(|p| Circle::new(centre[p].0, centre[p].1, radius[p]))
        .collect()
}

/// The width of circles side by side with a gap of one between neighbours.
fn row_width(row: &[usize], radius: &[i64]) -> i64 {
    row.iter().map(|&c| 2 * radius[c]).sum::<i64>() + row.len() as i64 - 1
}

/// Centres the row of circles `row` on `middle`, left to right.
fn place_row(row: &[usize], middle: (i64, i64), radius: &[i64], centre: &mut [(i64, i64)]) {
    if row.is_empty() {
        return;
    }
    let mut left = middle.0 - row_width(row, radius) / 2;
    for &c in row {
        centre[c] = (left + radius[c], middle.1);
        left += 2 * radius[c] + 1;
    }
}
