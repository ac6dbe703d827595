//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on
//! ([`CircleList`]'s [`Shrink`] steps, made one at a time): every candidate has fewer circles, or
//! the same circles with numbers closer to zero (the sum of `|x| + |y| + r` drops: the whole
//! picture moved toward the origin, every number halved, or one number halved or moved by one),
//! so that repeated shrinking ends. A candidate may make two circles touch or cross; the judge
//! keeps only those the solver accepts.

use std::rc::Rc;

use gamecore::{InputError, Shrink};
use geom::Circle;

use crate::generate::to_input;
use crate::parse;

/// The contest's largest number of circles (TopCoder SRM 561: `n <= 50`).
pub const CONTEST_CIRCLES: usize = 50;
/// The contest's largest coordinate and radius (`10^4`).
pub const CONTEST_COORDINATE: i64 = 10_000;

/// Up to this many circles, dropping any two at once is a candidate too.
const PAIRS_UP_TO: usize = 16;

/// The circles of an input, in their order, as [`Shrink`] steps them: a candidate may make two
/// circles touch or cross, which the judge's parse refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CircleList(pub Vec<Circle>);

impl Shrink for CircleList {
    fn parse(input: &str) -> Result<Self, InputError> {
        parse(input).map(|circles| CircleList(circles.list().to_vec()))
    }

    fn to_input(&self) -> String {
        let order: Vec<usize> = (0..self.0.len()).collect();
        to_input(&self.0, &order)
    }

    fn within_contest(&self) -> bool {
        self.0.len() <= CONTEST_CIRCLES
            && self.0.iter().all(|c| {
                c.center.x.abs() <= CONTEST_COORDINATE
                    && c.center.y.abs() <= CONTEST_COORDINATE
                    && c.r <= CONTEST_COORDINATE
            })
    }

    /// Half the circles or one circle dropped, every number halved, the picture moved toward
    /// the origin, one number halved, one number moved one unit toward zero (a radius toward
    /// one), and on small inputs two circles dropped; never the input itself, nor the same
    /// candidate twice in a row.
    fn smaller(self) -> impl Iterator<Item = Self> {
        let list = Rc::new(self.0);
        let n = list.len();
        let without = {
            let list = Rc::clone(&list);
            move |drop: &dyn Fn(usize) -> bool| -> Vec<Circle> {
                (0..n).filter(|&i| !drop(i)).map(|i| list[i]).collect()
            }
        };
        let halves = [true, false].into_iter().filter(move |_| n > 2).map({
            let without = without.clone();
            move |first| without(&|i| (i < n / 2) == first)
        });
        let singles = (0..n).filter(move |_| n > 1).map({
            let without = without.clone();
            move |skip| without(&|i| i == skip)
        });
        let whole = whole_moves(&list);
        let ones = one_number_moves(Rc::clone(&list));
        // Two circles at once, last: a tree's value can stay put when one leaf goes but not two.
        let pairs = (0..n)
            .filter(move |_| (3..=PAIRS_UP_TO).contains(&n))
            .flat_map(move |a| (a + 1..n).map(move |b| (a, b)))
            .map(move |(a, b)| without(&|i| i == a || i == b));
        let mut last: Option<Vec<Circle>> = None;
        halves
            .chain(singles)
            .chain(whole)
            .chain(ones)
            .chain(pairs)
            .filter(move |candidate| {
                *candidate != *list && last.replace(candidate.clone()).as_ref() != Some(candidate)
            })
            .map(CircleList)
    }
}

/// Every number halved, then the picture moved toward the origin along x, then along y.
fn whole_moves(list: &[Circle]) -> Vec<Vec<Circle>> {
    let (dx, dy) = (
        median_toward_zero(list.iter().map(|c| c.center.x)),
        median_toward_zero(list.iter().map(|c| c.center.y)),
    );
    vec![
        list.iter().map(|&c| map_numbers(c, |v, _| v / 2)).collect(),
        list.iter()
            .map(|c| Circle::new(c.center.x - dx, c.center.y, c.r))
            .collect(),
        list.iter()
            .map(|c| Circle::new(c.center.x, c.center.y - dy, c.r))
            .collect(),
    ]
}

/// One number of one circle halved (each circle, each number in turn), then one number moved
/// one unit toward zero.
fn one_number_moves(list: Rc<Vec<Circle>>) -> impl Iterator<Item = Vec<Circle>> {
    let steps: [fn(i64, i64) -> i64; 2] = [|v, _| v / 2, |v, least| v - (v - least).signum()];
    let n = list.len();
    steps.into_iter().flat_map(move |step| {
        let list = Rc::clone(&list);
        (0..n).flat_map(move |index| {
            let list = Rc::clone(&list);
            (0..3).map(move |number| {
                let mut moved = list.to_vec();
                moved[index] = map_one(moved[index], number, step);
                moved
            })
        })
    })
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
    use gamecore::problem::Shrinking;

    use super::*;

    /// The candidates of `input` as text, as the judge sees them.
    fn smaller(input: &str) -> Vec<String> {
        (Shrinking::of::<CircleList>().smaller)(input).collect()
    }

    fn within_contest(input: &str) -> bool {
        (Shrinking::of::<CircleList>().within_contest)(input)
    }

    #[test]
    fn many_circles_start_with_halves_and_are_made_on_demand() {
        let input = crate::generate::random(1, 100_000);
        let mut candidates = (Shrinking::of::<CircleList>().smaller)(&input);
        let first = parse(&candidates.next().unwrap()).unwrap();
        assert_eq!(first.len(), 50_000);
        let second = candidates.next().unwrap();
        assert_eq!(second.lines().next(), Some("50000"));
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
        let circles = CircleList::parse("2\n0 0 1\n  3 -4 5\n").unwrap();
        assert_eq!(circles.to_input(), "2\n0 0 1\n3 -4 5\n");
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
