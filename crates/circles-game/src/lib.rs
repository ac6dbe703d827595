//! TopCoder SRM 561 "CirclesGame": players alternately colour red a point strictly inside a circle
//! that holds no red point yet; who cannot move loses. `Alice` (first) or `Bob` with best play.
//!
//! # Idea
//! Containment is laminar, so the circles form a forest (parent = smallest strict container). A
//! red point inside circle D kills D and all its ancestors, and choosing C then a point deep inside
//! C is choosing that deeper circle: the game is "pick a vertex, delete it with its path to the
//! root". Trees are independent (Sprague–Grundy); for a vertex v with children `c_i` and
//! `s = XOR g(c_i)`, the values reachable from the tree of v are
//! `Opt(v) = {s} ∪ ⋃ (Opt(c_i) xor s xor g(c_i))` and `g(v) = mex Opt(v)`.
//!
//! - [`forest`]: the forest by a sweep line over the circles' upper and lower arcs, ordered in a
//!   treap by exact predicates ([`geom::Circle::point_vs_arc`]); the same sweep refuses touching
//!   or crossing circles (Shamos–Hoey: every pair of arcs that becomes adjacent is checked).
//! - [`grundy`]: the option sets as binary tries with a lazy XOR tag, merged child into parent in
//!   a heavy-child-first post-order, mex by one walk down.
//!
//! # Complexity
//! O(n log n) expected time for the sweep, O(n log n) for the tries (values have `bits(n)` bits);
//! everything iterative (a chain of 10^6 nested circles runs on the default stack). Memory is
//! linear, and [`solve`] keeps little beside the input text: a valid input is scanned straight
//! into the sweep's 32-byte nodes (one per circle, both arcs' treap links and the circle), plus 8
//! bytes per circle of sorted exits, and the sweep leaves a 4-byte parent array; the Grundy phase
//! then needs 8 bytes per circle of child lists, 20 per level of the deepest tree and 12-byte trie
//! nodes (full ranges are one node). So the peak is the sweep's, 40 bytes per circle besides the
//! text (measured in `bench/circles-memory.md`). An input the scanner declines (an error, or
//! Unicode spaces) is read again by [`parse`], which keeps positions for the messages.
//!
//! Verified: the seven samples; forest == the O(n^2) builder of [`baseline`] and Grundy values ==
//! its explicit option sets on property-tested random valid forests of up to 40 circles (nested,
//! concentric, side by side, near-tangent with one-unit and sub-unit gaps, near the origin and at
//! the edge of the range); answer == [`brute`] (exhaustive search over red-point sets on
//! gamecore's solver) for up to 11 circles; refusals == the O(n^2) pair check on arbitrary circles
//! (up to 7, coordinates below 6), every named pair re-checked to meet as stated; a tangent or
//! crossing circle added to a valid input is always refused (`tests/circles-game/differential.rs`, 256 cases
//! each by default, once run with 2*10^5 each); testdata: 24 answers (18 by brute force, samples included, and 6 big ones
//! by a closed form or the baseline, `tests/circles-game/testdata.rs`) and 18 refusals. The lean path from
//! text finds the same forest and refuses the same inputs in those tests; its scanner reads what
//! [`parse`] reads on token soup, and declines all else (`scan`'s tests).

use gamecore::{InputError, NoOptions, Output, Pos, Program, Reader};
use geom::{Circle, CircleRelation};

pub mod baseline;
pub mod brute;
pub mod draw;
pub mod explain;
pub mod explore;
pub mod forest;
pub mod generate;
pub mod grundy;
pub mod problem;
mod scan;
pub mod shrink;
pub mod text;
mod tidy;

pub use problem::PROBLEM;
pub use text::input_text;
mod treap;

pub use forest::ContainmentForest;

/// The largest number of circles accepted.
pub const MAX_CIRCLES: usize = 2_000_000;
/// The largest absolute value of a centre coordinate.
pub const MAX_COORDINATE: i64 = 1_000_000_000;
/// The largest radius.
pub const MAX_RADIUS: i64 = 1_000_000_000;
/// The contest's largest number of circles (TopCoder SRM 561: `n <= 50`); [`PROBLEM`]'s inputs
/// within the contest stay within it.
pub const CONTEST_CIRCLES: usize = 50;
/// The contest's largest coordinate and radius (`10^4`).
pub const CONTEST_COORDINATE: i64 = 10_000;

/// The command-line program.
const PROGRAM: Program<NoOptions> = Program {
    about: "TopCoder SRM 561 \"CirclesGame\": Alice or Bob wins the red-point game on nested circles",
    input_help: "\
Input: n, then n lines `x y r`: circle i has centre (x, y) and radius r.
Accepted range: 1 <= n <= 2*10^6; integers with |x|, |y| <= 10^9 and 1 <= r <= 10^9; no two
circles touch or cross (each pair is nested strictly or apart).
Output: Alice if the first player wins with best play, else Bob.
Positions in play (--moves, --play): the circles without a red point, under a first line
`Bob to move` (or `Alice to move`) and a line `numbered 2 5 ...` with the numbers the start gave
them (play keeps them); `0` circles for an empty board.",
    flags: &[],
    solve: |input, _| solve(input).map(Output::from),
    // Disjointness is part of the accepted range, and the sweep is what checks it.
    validate: |input| match forest::parents_of_text(input) {
        Some(_) => Ok(()),
        None => ContainmentForest::build(&parse(input)?).map(|_| ()),
    },
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
    explore: Some(gamecore::explore::cli::<explore::Game, NoOptions>()),
};

/// The circles as read, in input order, each with the position of its first token (`x`).
///
/// Every coordinate is within the accepted range; the circles are not yet known to be disjoint
/// (that is [`ContainmentForest::build`]'s check).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Circles {
    /// The circles, numbered 1.. in messages.
    list: Vec<Circle>,
    /// Where each circle's line starts (its `x` token), for messages naming it.
    starts: Vec<Pos>,
}

impl Circles {
    /// The circles in input order.
    pub fn list(&self) -> &[Circle] {
        &self.list
    }

    /// Where each circle's line starts (its `x` token).
    pub fn starts(&self) -> &[Pos] {
        &self.starts
    }

    /// The number of circles.
    pub fn len(&self) -> usize {
        self.list.len()
    }

    /// Whether there is no circle (never true of a parsed input).
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// `Ok` if circles `a` and `b` (0-based) are nested strictly or apart; otherwise the error
    /// naming both 1-based at the later one's line: `circles A and B touch` (or `cross`,
    /// `coincide`).
    pub fn check_pair(&self, a: usize, b: usize) -> Result<(), InputError> {
        match self.list[a].relation(&self.list[b]) {
            CircleRelation::Apart | CircleRelation::Inside | CircleRelation::Contains => Ok(()),
            relation => Err(self.meeting_error(a, b, relation)),
        }
    }

    /// The error for circles `a` and `b` whose boundaries meet (`relation` says how).
    pub fn meeting_error(&self, a: usize, b: usize, relation: CircleRelation) -> InputError {
        let (first, later) = (a.min(b), a.max(b));
        let verb = match relation {
            CircleRelation::Crossing => "cross",
            CircleRelation::Equal => "coincide",
            _ => "touch",
        };
        InputError::rule(
            self.starts[later],
            format!("circles {} and {} {verb}", first + 1, later + 1),
        )
    }
}

/// Reads `n` and the `n` circles, checking every token and range (not yet the disjointness).
pub fn parse(input: &str) -> Result<Circles, InputError> {
    let mut reader = Reader::new(input);
    let (n, _) = reader.integer("the number of circles n", 1..=MAX_CIRCLES)?;
    // A circle needs at least "0 0 1" and separators: 6 bytes.
    let capacity = reader.capacity_for(n, 6);
    let mut list = Vec::with_capacity(capacity);
    let mut starts = Vec::with_capacity(capacity);
    let coordinate = -MAX_COORDINATE..=MAX_COORDINATE;
    for number in 1..=n {
        let (x, start) =
            reader.integer(format_args!("x of circle {number}"), coordinate.clone())?;
        let (y, _) = reader.integer(format_args!("y of circle {number}"), coordinate.clone())?;
        let (r, _) = reader.integer(format_args!("r of circle {number}"), 1..=MAX_RADIUS)?;
        list.push(Circle::new(x, y, r));
        starts.push(start);
    }
    reader.expect_end()?;
    Ok(Circles { list, starts })
}

/// The winner's name, newline-terminated, for the XOR of the trees' Grundy values.
pub fn winner(total: u32) -> String {
    if total != 0 { "Alice\n" } else { "Bob\n" }.to_owned()
}

/// Solves one input: `Alice` or `Bob` with a newline, or why the input is refused.
pub fn solve(input: &str) -> Result<String, InputError> {
    // The lean path reads a valid input straight into the sweep; anything else goes the long way,
    // which names the error, through the same sweep.
    if let Some(parents) = forest::parents_of_text(input) {
        return Ok(winner(grundy::total(parents)));
    }
    let circles = parse(input)?;
    let forest = ContainmentForest::build(&circles)?;
    let values = grundy::values(&forest);
    Ok(winner(values.total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_reads_circles_and_their_lines() {
        let circles = parse("2\n0 0 1\n  3 -4 5\n").unwrap();
        assert_eq!(
            circles.list,
            vec![Circle::new(0, 0, 1), Circle::new(3, -4, 5)]
        );
        assert_eq!(circles.starts[1], Pos { line: 3, column: 3 });
    }

    #[test]
    fn pairs_are_named_at_the_later_line() {
        let circles = parse("3\n0 0 1\n5 5 1\n2 0 1\n").unwrap();
        insta::assert_snapshot!(circles.check_pair(2, 0).unwrap_err(), @"line 4, column 1: circles 1 and 3 touch");
        assert!(circles.check_pair(0, 1).is_ok());
    }
}
