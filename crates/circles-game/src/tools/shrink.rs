//! Smaller inputs for `cargo xtask check`, which shrinks an input a contestant's program fails on
//! ([`CircleList`]'s [`Shrink`] steps, made one at a time): every candidate has fewer circles, or
//! the same circles with numbers closer to zero (the sum of `|x| + |y| + r` drops: the whole
//! picture moved toward the origin, every number halved, or one number halved or moved by one),
//! so that repeated shrinking ends. A candidate may make two circles touch or cross; the judge
//! keeps only those the solver accepts.

use std::rc::Rc;

use gamecore::problem::reduce;
use gamecore::{InputError, Shrink};
use geom::Circle;

use crate::solver::forest::{ContainmentForest, ROOT};
use crate::tools::text::input_text;
use crate::{CONTEST_CIRCLES, CONTEST_COORDINATE, parse};

pub mod edits;
pub mod game_steps;
pub mod shape;
pub mod small_trees;
pub mod tidy;

use game_steps::GAME_STEPS_UP_TO;

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
        input_text(&self.0)
    }

    fn within_contest(&self) -> bool {
        self.0.len() <= CONTEST_CIRCLES
            && self.0.iter().all(|c| {
                c.center.x.abs() <= CONTEST_COORDINATE
                    && c.center.y.abs() <= CONTEST_COORDINATE
                    && c.r <= CONTEST_COORDINATE
            })
    }

    /// Up to `GAME_STEPS_UP_TO` circles, first the steps that keep the game's values (one
    /// tree beside a partner chain, a subtree replaced by a smaller one of the same game: see
    /// `game_steps`); then delta debugging over the circles in the forest's pre-order (halves,
    /// quarters, ..., single circles: a subtree is a run of that order), then each whole subtree
    /// dropped and each circle replaced by one of its children's subtrees, then pairs dropped
    /// (up to `PAIRS_UP_TO` circles); then each tree edited with its partner chosen again and
    /// each tree beside shorter partners; then the same forest drawn with small numbers
    /// (`tidy`), every number halved, the picture moved toward the origin, and one number
    /// moved toward zero by bisection (a radius toward one); last, small trees edited twice at
    /// once. Never the input itself.
    fn smaller(self) -> impl Iterator<Item = Self> {
        let list = Rc::new(self.0);
        let forest = Rc::new(Preorder::of(&list));
        let items: Rc<[Circle]> = forest.order.iter().map(|&i| list[i]).collect();
        let n = items.len();
        let shape = (forest.built && n <= GAME_STEPS_UP_TO).then(|| forest.parent.clone());
        let game_first = shape.clone().into_iter().flat_map(game_steps::first_steps);
        let game_last = shape.clone().into_iter().flat_map(game_steps::last_steps);
        let two_edits = shape.into_iter().flat_map(game_steps::two_edit_steps);
        let chunks = reduce::keeping(Rc::clone(&items), reduce::chunk_removals(n, 1), |c| c);
        let subtrees = reduce::keeping(Rc::clone(&items), forest.subtree_steps(), |c| c);
        let pairs = reduce::keeping(items, reduce::pair_removals(n, 1, PAIRS_UP_TO), |c| c);
        let drawn = forest.tidy(&list).into_iter();
        let numbers = one_number_moves(Rc::clone(&list));
        game_first
            .map(draw)
            .chain(chunks)
            .chain(subtrees)
            .chain(pairs)
            .chain(game_last.map(draw))
            .chain(drawn)
            .chain(whole_moves(&list))
            .chain(numbers)
            .chain(two_edits.map(draw))
            .filter(move |candidate| *candidate != *list)
            .map(CircleList)
    }
}

/// A shape of the game steps drawn with small numbers, its children in a fixed order.
fn draw(shape: shape::Shape) -> Vec<Circle> {
    tidy::drawn(&shape::canonical(&shape))
}

/// The circles' containment forest in pre-order (parents first, each subtree a run), or the
/// input order with no forest when circles meet.
struct Preorder {
    /// The input index of the circle at each position.
    order: Vec<usize>,
    /// The position of each position's parent.
    parent: Vec<Option<usize>>,
    /// The number of circles in each position's subtree (itself included).
    size: Vec<usize>,
    /// Whether this is the containment forest (false when circles meet).
    built: bool,
}

impl Preorder {
    fn of(list: &[Circle]) -> Self {
        let text = input_text(list);
        let forest = parse(&text).and_then(|circles| ContainmentForest::build(&circles));
        let Ok(forest) = forest else {
            let n = list.len();
            return Preorder {
                order: (0..n).collect(),
                parent: vec![None; n],
                size: vec![1; n],
                built: false,
            };
        };
        let up = forest.parents_by_input();
        let mut children = vec![Vec::new(); list.len()];
        let mut roots = Vec::new();
        for (i, &p) in up.iter().enumerate() {
            match p {
                ROOT => roots.push(i),
                p => children[p as usize].push(i),
            }
        }
        Self::walk(&roots, &children)
    }

    /// The pre-order walk of a forest, with an explicit stack (a chain may be two million deep).
    fn walk(roots: &[usize], children: &[Vec<usize>]) -> Self {
        let n = children.len();
        let (mut order, mut parent, mut size) = (Vec::with_capacity(n), vec![None; n], vec![1; n]);
        let mut stack: Vec<(usize, Option<usize>)> =
            roots.iter().rev().map(|&r| (r, None)).collect();
        while let Some((circle, up)) = stack.pop() {
            let position = order.len();
            order.push(circle);
            parent[position] = up;
            stack.extend(children[circle].iter().rev().map(|&c| (c, Some(position))));
        }
        for position in (0..n).rev() {
            if let Some(up) = parent[position] {
                size[up] += size[position];
            }
        }
        Preorder {
            order,
            parent,
            size,
            built: true,
        }
    }

    /// Kept positions: each subtree of two or more circles dropped, biggest first, then each
    /// circle replaced by the subtree of one of its children (itself and its other children's
    /// subtrees dropped) where that drops two or more.
    fn subtree_steps(&self) -> impl Iterator<Item = Vec<usize>> + use<> {
        let n = self.order.len();
        let mut big: Vec<usize> = (0..n).filter(|&p| self.size[p] > 1).collect();
        big.sort_by_key(|&p| std::cmp::Reverse(self.size[p]));
        let drops = big.iter().map(|&p| (p, p, p)).collect::<Vec<_>>();
        let hoists = (1..n).filter_map(|c| {
            let p = self.parent[c]?;
            (self.size[p] - self.size[c] > 1).then_some((p, c, c + self.size[c]))
        });
        let size = self.size.clone();
        drops
            .into_iter()
            .chain(hoists.collect::<Vec<_>>())
            .map(move |(p, keep_from, keep_to)| {
                (0..n)
                    .filter(|&q| q < p || q >= p + size[p] || (keep_from..keep_to).contains(&q))
                    .collect()
            })
    }

    /// The same forest drawn with small numbers, when that lowers the sum of the numbers.
    fn tidy(&self, list: &[Circle]) -> Option<Vec<Circle>> {
        let drawn = tidy::drawn(&self.parent);
        let sum = |circles: &mut dyn Iterator<Item = &Circle>| -> i64 {
            circles
                .map(|c| c.center.x.abs() + c.center.y.abs() + c.r)
                .sum()
        };
        (sum(&mut drawn.iter()) < sum(&mut list.iter())).then_some(drawn)
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

/// One number of one circle moved toward zero (a radius toward one) by bisection: every number
/// as far as it goes first, unit steps last ([`reduce::closer`]).
fn one_number_moves(list: Rc<Vec<Circle>>) -> impl Iterator<Item = Vec<Circle>> {
    let numbers: Vec<(i64, i64)> = list
        .iter()
        .flat_map(|c| [(c.center.x, 0), (c.center.y, 0), (c.r, 1)])
        .collect();
    reduce::closer(numbers).map(move |(index, value)| {
        let mut moved = list.to_vec();
        moved[index / 3] = map_one(moved[index / 3], index % 3, |_, _| value);
        moved
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
