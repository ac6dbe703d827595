//! Timus 1163 "Chapaev": red and white discs on a board; in turn each player flicks one of her
//! discs along a ray, removing it and every disc its path touches. `RED` or `WHITE` wins?
//!
//! # Idea
//! Discs never move except to leave, so the sets one shot can remove depend only on the start
//! geometry. For each shooter the distinct *hit sets* are found exactly at the ends of the arcs of
//! directions that hit each other disc, and just past each end ([`hits`]): every test is the sign
//! of `a + b sqrt(q)` with integers ([`geom::surd::sign`]), decimals being scaled to integers on
//! input, so exact grazes count as hits and near misses as misses, with no epsilon anywhere.
//! Hit sets dominated by another of the same shooter (removing no more opponents and no fewer own
//! discs, by set inclusion) are dropped ([`hits::prune`], proved there). The game is then solved
//! over a dense table of (live set, side to move) ([`table`]).
//!
//! `--explain` ([`explain`]) adds the hit-set counts and, when red wins, a winning shot: the
//! shooter, an exact direction (an integer vector strictly inside an open range of directions
//! with the same hit set when there is one, else the exact graze) and the discs it removes,
//! re-checked by the hit rule itself. [`validate`] only parses.
//!
//! # Exactness
//! Coordinates scale to at most 10^7, the radius to at most 10^6; the widest intermediate value
//! is `b^2 q <= 5.12 * 10^44` (< 2^149, past `i128`) inside the sign test, held by
//! [`geom::U256`] (worked out in [`hits`]).
//!
//! # Complexity
//! For n discs: O(n^3) sign tests for the hit sets, then O(2^n * m) table steps for m moves in
//! all (far fewer in practice: a win stops at the first winning move) and 2^(n+1) bits of
//! memory. Judge inputs take milliseconds; a random 12 vs 12 position (2^25 table entries)
//! 0.6-1.6 s in a release build, 2-4 times faster than without the pruning ([`baseline`]).
//!
//! # Input
//! The judge's 32 numbers (8 red centres, then 8 white, radius 0.4), or the extended format
//! `discs R r w` followed by `r` red and `w` white centres (1..=12 per side, radius 0 < R <= 100).
//! Numbers are decimals `-?[0-9]+(\.[0-9]+)?` with at most 4 digits after the point and absolute
//! value at most 1000; discs must not touch or overlap.
//!
//! Verified: the sample; fast == brute force ([`brute`]: exact angular sort of every tangent
//! direction and one exact direction inside each gap, with its own big-integer arithmetic, on
//! gamecore's generic solver) on random lattice positions with up to 4 discs per side (exact
//! grazes; radius and centres one unit in the last decimal off them) and on random positions in
//! general position, and on the 16 valid testdata cases that fit it (judge format included);
//! fast hit sets == brute hit sets, shooter by shooter, on random positions up to 6 vs 6 and on
//! judge-format and 12 vs 12 positions; pruned table == unpruned table on every live set and side
//! of random positions up to 5 vs 5; two big cases (12 vs 12, 10 vs 10) by the brute force's hit
//! sets on a separately written table; every `--explain` witness read back from its text: the
//! brute force's hit rule on the printed direction removes exactly the printed discs, and the
//! position left is lost for white by the brute force (up to 4 vs 4) or the fast solver (judge
//! format, up to 7 vs 7), with a witness exactly when red wins; 256 cases per property by default
//! (`tests/`).

use gamecore::{InputError, Output, Program};

pub mod baseline;
pub mod brute;
pub mod draw;
pub mod explain;
pub mod generate;
pub mod hits;
pub mod position;
pub mod table;

pub use position::{Position, Side, parse};

/// Command-line options (this solver has none).
#[derive(Clone, Copy, Debug, Default)]
pub struct Options;

/// The command-line program.
pub const PROGRAM: Program<Options> = Program {
    name: "chapaev",
    about: "Timus 1163 \"Chapaev\": which side wins the flicking game, RED or WHITE",
    input_help: "\
Input, judge format: 32 decimal numbers, the centres `x y` of 8 red discs then 8 white discs
(radius 0.4; line breaks carry no meaning).
Input, extended format: `discs R r w`, then the centres of r red and w white discs: radius R
with 0 < R <= 100, and 1 <= r, w <= 12 (the counts may differ).
Numbers: -?[0-9]+(\\.[0-9]+)? with at most 4 digits after the point, absolute value at most 1000
(no exponent, no leading `+` or `.`). Discs must not touch or overlap.
Rules: red moves first; a move flicks one of your discs along any ray, removing it and every disc
the path touches (touching counts); a player with no disc on her turn loses.
Output: RED or WHITE, the winner with best play.",
    flags: &[],
    solve: |input, _| solve(input).map(Output::from),
    validate,
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
};

/// The winner with best play: `RED\n` or `WHITE\n`.
///
/// # Errors
/// An [`InputError`] naming the offending token, or the two discs that touch or overlap.
pub fn solve(input: &str) -> Result<String, InputError> {
    let position = parse(input)?;
    Ok(format!("{}\n", winner(&position).name()))
}

/// Checks an input against the accepted range without solving it: every number's form and
/// bounds, the counts, and that no two discs touch or overlap (the same checks as [`solve`]).
///
/// # Errors
/// As [`solve`].
pub fn validate(input: &str) -> Result<(), InputError> {
    parse(input).map(|_| ())
}

/// The winner of a valid position with best play.
pub fn winner(position: &Position) -> Side {
    table::winner(position, &hits::pruned_hit_sets(position))
}
