//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on:
//! every candidate has fewer circles, or the same circles with numbers closer to zero (the sum of
//! `|x| + |y| + r` drops: the whole picture moved toward the origin, every number halved, or one
//! number halved or moved by one), so that repeated shrinking ends. A candidate may make two circles touch
//! or cross; the caller keeps only those the solver accepts.

use geom::Circle;

use crate::generate::to_input;
use crate::parse;

/// The contest's largest number of circles (TopCoder SRM 561: `n <= 50`).
pub const CONTEST_CIRCLES: usize = 50;
/// The contest's largest coordinate and radius (`10^4`).
pub const CONTEST_COORDINATE: i64 = 10_000;

/// Up to this many circles, dropping any two at once is a candidate too.
const PAIRS_UP_TO: usize = 16;

/// Up to this many circles, single circles are dropped and single numbers moved. Each candidate
/// is a whole input, so above it a step only halves the circles or moves all of them (two
/// million circles made fourteen million candidates of 40 MB each).
pub const FINE_CIRCLES: usize = 2_000;

/// The circles as input text, in their order; it parses back to the same circles.
pub fn circles_to_input(circles: &[Circle]) -> String {
    let order: Vec<usize> = (0..circles.len()).collect();
    to_input(circles, &order)
}

/// Whether a valid input is within the contest's limits.
pub fn within_contest(input: &str) -> bool {
    parse(input).is_ok_and(|circles| {
        circles.len() <= CONTEST_CIRCLES
            && circles.list().iter().all(|c| {
                c.center.x.abs() <= CONTEST_COORDINATE
                    && c.center.y.abs() <= CONTEST_COORDINATE
                    && c.r <= CONTEST_COORDINATE
            })
    })
}

/// Inputs one step smaller than `input`, biggest steps first: half the circles or one circle
/// dropped, every number halved, the picture moved toward the origin, one number halved, one
/// number moved one unit toward zero (a radius toward one), and on small inputs two circles
/// dropped. Above [`FINE_CIRCLES`] circles, only the steps that move every circle or half of them.
pub fn smaller(input: &str) -> Vec<String> {
    let Ok(circles) = parse(input) else {
        return Vec::new();
    };
    let list = circles.list();
    let mut candidates: Vec<Vec<Circle>> = Vec::new();
    let without = |drop: &dyn Fn(usize) -> bool| -> Vec<Circle> {
        (0..list.len())
            .filter(|&i| !drop(i))
            .map(|i| list[i])
            .collect()
    };
    let n = list.len();
    if n > 2 {
        candidates.push(without(&|i| i < n / 2));
        candidates.push(without(&|i| i >= n / 2));
    }
    let fine = n <= FINE_CIRCLES;
    for skip in (0..n).filter(|_| n > 1 && fine) {
        candidates.push(without(&|i| i == skip));
    }
    candidates.push(list.iter().map(|&c| map_numbers(c, |v, _| v / 2)).collect());
    let (dx, dy) = (
        median_toward_zero(list.iter().map(|c| c.center.x)),
        median_toward_zero(list.iter().map(|c| c.center.y)),
    );
    candidates.push(
        list.iter()
            .map(|c| Circle::new(c.center.x - dx, c.center.y, c.r))
            .collect(),
    );
    candidates.push(
        list.iter()
            .map(|c| Circle::new(c.center.x, c.center.y - dy, c.r))
            .collect(),
    );
    for step in [
        |v: i64, _| v / 2,
        |v: i64, least: i64| v - (v - least).signum(),
    ] {
        for index in (0..list.len()).filter(|_| fine) {
            for number in 0..3 {
                let mut moved = list.to_vec();
                moved[index] = map_one(moved[index], number, step);
                candidates.push(moved);
            }
        }
    }
    // Two circles at once, last: a tree's value can stay put when one leaf goes but not two.
    if (3..=PAIRS_UP_TO).contains(&n) {
        for a in 0..n {
            for b in a + 1..n {
                candidates.push(without(&|i| i == a || i == b));
            }
        }
    }
    let original = list.to_vec();
    candidates.retain(|c| *c != original);
    candidates.dedup();
    candidates.iter().map(|c| circles_to_input(c)).collect()
}

/// The shift that moves the picture closest to zero along one axis: the median of the values
/// nearest to zero (zero when the medians straddle it). Shifting by it lowers the sum of `|v|`
/// unless it is zero, and moving every circle alike keeps them disjoint.
fn median_toward_zero(values: impl Iterator<Item = i64>) -> i64 {
    let mut values: Vec<i64> = values.collect();
    values.sort_unstable();
    let (low, high) = (values[(values.len() - 1) / 2], values[values.len() / 2]);
    if low > 0 {
        low
    } else if high < 0 {
        high
    } else {
        0
    }
}

/// The circle with `step(value, least)` applied to each of x, y and r (least 0, 0 and 1).
fn map_numbers(circle: Circle, step: impl Fn(i64, i64) -> i64) -> Circle {
    Circle::new(
        step(circle.center.x, 0),
        step(circle.center.y, 0),
        step(circle.r, 1).max(1),
    )
}

/// The circle with `step` applied to number `which` only (0: x, 1: y, 2: r).
fn map_one(circle: Circle, which: usize, step: impl Fn(i64, i64) -> i64) -> Circle {
    let (x, y, r) = (circle.center.x, circle.center.y, circle.r);
    match which {
        0 => Circle::new(step(x, 0), y, r),
        1 => Circle::new(x, step(y, 0), r),
        _ => Circle::new(x, y, step(r, 1).max(1)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn many_circles_shrink_by_halves_and_moves_of_all() {
        let input = crate::generate::random(1, 10_000);
        assert_eq!(parse(&input).unwrap().len(), 10_000);
        let candidates = smaller(&input);
        assert!(candidates.len() <= 5, "{}", candidates.len());
        let sizes: Vec<usize> = candidates
            .iter()
            .filter_map(|c| parse(c).ok())
            .map(|c| c.len())
            .collect();
        assert!(sizes.contains(&5_000), "{sizes:?}");
    }

    fn measure(input: &str) -> (usize, i64) {
        let circles = parse(input).unwrap();
        let sum = circles
            .list()
            .iter()
            .map(|c| c.center.x.abs() + c.center.y.abs() + c.r)
            .sum();
        (circles.len(), sum)
    }

    #[test]
    fn printed_circles_read_back() {
        let circles = parse("2\n0 0 1\n  3 -4 5\n").unwrap();
        assert_eq!(circles_to_input(circles.list()), "2\n0 0 1\n3 -4 5\n");
    }

    #[test]
    fn candidates_drop_circles_and_move_numbers_toward_zero() {
        let candidates = smaller("2\n0 0 1\n-10 7 4\n");
        for expected in [
            "1\n-10 7 4\n",
            "1\n0 0 1\n",
            "2\n0 0 1\n-5 3 2\n",
            "2\n0 0 1\n-9 7 4\n",
        ] {
            assert!(candidates.iter().any(|c| c == expected), "{expected:?}");
        }
        let (n, sum) = measure("2\n0 0 1\n-10 7 4\n");
        for candidate in &candidates {
            let (m, s) = measure(candidate);
            assert!(m < n || (m == n && s < sum), "{candidate:?}");
        }
        let moved = smaller("2\n5 5 1\n9 5 2\n");
        assert!(moved.contains(&"2\n0 5 1\n4 5 2\n".to_owned()));
        assert!(moved.contains(&"2\n5 0 1\n9 0 2\n".to_owned()));
        assert!(smaller("1\n0 0 1\n").is_empty());
        assert!(smaller("1\n0 0 0\n").is_empty());
    }

    #[test]
    fn the_contest_is_fifty_circles_up_to_ten_thousand() {
        assert!(within_contest("1\n-10000 10000 10000\n"));
        assert!(!within_contest("1\n0 0 10001\n"));
    }
}
