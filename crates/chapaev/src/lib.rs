//! Timus 1163 "Chapaev": red and white discs on a board; in turn each player flicks one of her
//! discs along a ray, removing it and every disc its path touches. `RED` or `WHITE` wins?
//!
//! # Idea
//! Discs never move except to leave, so the sets one shot can remove depend only on the start
//! geometry. For each shooter the distinct *hit sets* are found exactly at the ends of the arcs of
//! directions that hit each other disc, and just past each end ([`hits`]): every test is the sign
//! of `a + b sqrt(q)` with integers ([`geom::surd::sign`]), so exact grazes count as hits and near
//! misses as misses, with no epsilon. Dominated hit sets are dropped ([`hits::prune`], proved
//! there). A memoised depth-first search from the start ([`search`]) tries best shots first, stops
//! at the first winning one, drops children another is at least as good as, and decides lopsided
//! positions by counting discs ([`race`](solver::race)). The memo keys each position by the
//! smallest image of its live set under the start's exact symmetries
//! ([`symmetry`](solver::symmetry)), so symmetric positions are searched once. Shots equal on
//! material are tried in one of two orders, the sequential search taking them in turn with
//! growing budgets on one memo ([`order`](solver::order)). `--threads N` ([`parallel`]) runs
//! it on N threads over a lock-free memo, the threads sharing the orders. The fast path is in
//! [`solver`] (its core: `solver/search.rs` and `solver/memo.rs`), the brute force and the
//! contest approach (a dense table of every position) in [`oracles`], the tools' faces in
//! [`tools`].
//!
//! # Exactness
//! Coordinates scale to at most 10^7, the radius to at most 10^6; the widest intermediate value,
//! `b^2 q <= 5.12 * 10^44` (past `i128`), is held by [`geom::U256`] (worked out in [`hits`]).
//!
//! # Complexity
//! For n <= 32 discs: O(n^3) sign tests for the hit sets, then O(V * m^2) for the V <= 2^(n+1)
//! positions the search expands with at most m moves each. Memory: one memo entry per live set,
//! bounded at [`MEMO_LIMIT`]; the recursion is at most n + 1 frames deep. Measured positions and
//! times: `bench/chapaev-search.md`.
//!
//! # Input
//! The judge's 32 numbers (8 red centres, then 8 white, radius 0.4), or the extended format
//! `discs R r w` followed by `r` red and `w` white centres (1..=16 per side, radius 0 < R <= 100):
//! decimals with at most 4 digits after the point and absolute value at most 1000; discs must not
//! touch or overlap. `--explain` ([`explain`]) adds a winning shot with an exact direction,
//! re-checked by the hit rule; `--stats` the positions the search expanded.
//!
//! Verified: fast == brute force, hit sets, table, race bound and threads against their twins
//! (`tests/`); the full list in `docs/verification.md`.

use gamecore::{InputError, Output};

pub mod oracles;
pub mod solver;
pub mod tools;

pub use oracles::{baseline, brute};
pub use solver::position::{Position, Side, parse};
pub use tools::problem::PROBLEM;
pub use tools::text::{extended_input_text, input_text};
pub use tools::{explain, explore, generate};

use solver::memo::{MEMO_LIMIT, TooLarge};
use solver::{hits, parallel, search};

/// Command-line options.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// `--stats`: also print on stderr how many positions the search expanded (the bench reads
    /// it).
    pub stats: bool,
    /// `--threads N`: the threads the search may use; 0 (the default) for one per core (two
    /// were faster than one on 2 cores: `bench/chapaev-search.md`); 1 for the sequential search.
    pub threads: usize,
}

/// The winner with best play, `RED\n` or `WHITE\n`, by the sequential search.
///
/// # Errors
/// An [`InputError`] naming the offending token, or the two discs that touch or overlap; or,
/// at the start of the input, a position past the memo bound ([`too_large`]).
pub fn solve(input: &str) -> Result<String, InputError> {
    let (winner, _) = solve_position(&parse(input)?, 1).map_err(too_large)?;
    Ok(format!("{}\n", winner.name()))
}

/// The answer of [`solve`] under the command-line options: `options.threads` threads, and with
/// `options.stats` the positions expanded for stderr.
///
/// # Errors
/// As [`solve`].
pub fn solve_with(input: &str, options: &Options) -> Result<Output, InputError> {
    let position = parse(input)?;
    let (winner, visited) = solve_position(&position, options.threads).map_err(too_large)?;
    Ok(Output {
        answer: format!("{}\n", winner.name()),
        explanation: options
            .stats
            .then(|| format!("positions visited: {visited}\n")),
    })
}

/// Checks an input against the accepted range without solving it: every number's form and
/// bounds, the counts, and that no two discs touch or overlap (the same checks as [`solve`]).
///
/// # Errors
/// As [`solve`].
pub fn validate(input: &str) -> Result<(), InputError> {
    parse(input).map(|_| ())
}

/// The winner of a valid position with best play and the number of positions the search
/// expanded, on `threads` threads (0: one per core). One thread is the sequential search
/// ([`search::red_wins`]); more, the thread team above it ([`parallel`]). The winner is the same
/// for every thread count; the count of positions may differ.
///
/// # Errors
/// [`TooLarge`] when the search needs more than [`MEMO_LIMIT`] memo entries.
pub fn solve_position(position: &Position, threads: usize) -> Result<(Side, u64), TooLarge> {
    let moves = hits::pruned_hit_sets(position);
    let (red_wins, visited) = if threads == 1 {
        search::red_wins(position, &moves)?
    } else {
        parallel::red_wins(position, &moves, threads)?
    };
    let winner = if red_wins { Side::Red } else { Side::White };
    Ok((winner, visited))
}

/// The winner of a valid position with best play by the sequential search, for the tests and
/// tools that stay far below the memo bound (every position up to 12 vs 12 does: the memo holds
/// at most 2^24 live sets).
///
/// # Panics
/// When the search passes [`MEMO_LIMIT`] (never below 25 discs in all).
pub fn winner(position: &Position) -> Side {
    let (winner, _) = solve_position(position, 1).expect("the search passed its memo bound");
    winner
}

/// The error for a position whose search passes the memo bound, at the start of the input (no
/// one token is to blame).
pub fn too_large(_: TooLarge) -> InputError {
    InputError::rule(
        gamecore::Pos::START,
        format!(
            "the search from this position needs more than {MEMO_LIMIT} memo entries (about 900 \
             MiB), the solver's memory bound; positions spread thinly over a large board are the \
             hard case"
        ),
    )
}
