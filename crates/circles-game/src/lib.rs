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
//! the edge of the range); answer == [`brute`] (exhaustive search over red-point sets on gamecore's
//! solver) for up to 11 circles; refusals == the O(n^2) pair check on arbitrary circles (up to 7,
//! coordinates below 6), every named pair re-checked to meet as stated; a tangent or crossing
//! circle added to a valid input is always refused (`tests/circles-game/differential.rs`, 256 cases
//! each by default, once run with 2*10^5 each); testdata: 24 answers (18 by brute force, samples
//! included, and 6 big ones by a closed form or the baseline, `tests/circles-game/testdata.rs`) and
//! 18 refusals. The lean path from text finds the same forest and refuses the same inputs in those
//! tests; its scanner reads what [`parse`] reads on token soup, and declines all else (`scan`'s
//! tests).

use gamecore::{InputError, Reader};
use geom::Circle;

pub mod oracles;
pub mod solver;
pub mod tools;

pub use oracles::{baseline, brute};
pub use solver::{Circles, ContainmentForest, forest, grundy};
pub use tools::{draw, explain, explore, generate, problem, shrink, text};
pub use tools::{problem::PROBLEM, text::input_text};

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
