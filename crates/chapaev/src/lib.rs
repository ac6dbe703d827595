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
//! positions by counting discs ([`race`]). The memo keys each position by the smallest image of
//! its live set under the start's exact symmetries ([`symmetry`]), so symmetric positions are
//! searched once. The dense table of every (live set, side to move) ([`table`]) is the contest
//! approach ([`baseline`]) and the search's oracle. `--threads N` ([`parallel`]) runs the search
//! on N threads over a lock-free memo ([`atomic_memo`]).
//!
//! `--explain` ([`explain`]) adds the hit-set counts and, when red wins, a winning shot with an
//! exact direction, re-checked by the hit rule itself; `--stats` the positions the search expanded.
//!
//! # Exactness
//! Coordinates scale to at most 10^7, the radius to at most 10^6; the widest intermediate value,
//! `b^2 q <= 5.12 * 10^44` (past `i128`), is held by [`geom::U256`] (worked out in [`hits`]).
//!
//! # Complexity
//! For n <= 32 discs: O(n^3) sign tests for the hit sets, then O(V * m^2) for the V <= 2^(n+1)
//! positions the search expands with at most m moves each. Memory: one memo entry per live set,
//! bounded at [`search::MEMO_LIMIT`]; the recursion is at most n + 1 frames deep. Measured
//! positions and times: `bench/chapaev-search.md`.
//!
//! # Input
//! The judge's 32 numbers (8 red centres, then 8 white, radius 0.4), or the extended format
//! `discs R r w` followed by `r` red and `w` white centres (1..=16 per side, radius 0 < R <= 100).
//! Numbers are decimals with at most 4 digits after the point and absolute value at most 1000;
//! discs must not touch or overlap.
//!
//! Verified: fast == brute force, hit sets, table, race bound and threads against their twins
//! (`tests/`); the full list in `docs/verification.md`.

use gamecore::{InputError, Output, Program};

pub mod atomic_memo;
pub mod baseline;
pub mod brute;
pub mod draw;
pub mod explain;
pub mod explore;
pub mod generate;
pub mod hits;
pub mod memo_hash;
pub mod parallel;
pub mod position;
pub mod problem;
pub mod race;
pub mod search;
pub mod shrink;
pub mod symmetry;
pub mod table;
pub mod text;

pub use problem::PROBLEM;

pub use position::{Position, Side, parse};
pub use text::{extended_input_text, input_text};

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

/// `--threads N`.
const THREADS: gamecore::cli::Flag<Options> = gamecore::cli::Flag {
    name: "threads",
    value: Some("N"),
    help: "Threads to solve with (1 to 256, default: one per core); the answer is the same.",
    apply: |options, value| {
        options.threads = value
            .parse()
            .ok()
            .filter(|n| (1..=256).contains(n))
            .ok_or_else(|| format!("expected a thread count from 1 to 256, found `{value}`"))?;
        Ok(())
    },
};

/// The number of threads `threads` stands for: itself, or one per core when 0.
pub fn thread_count(threads: usize) -> usize {
    if threads > 0 {
        threads
    } else {
        std::thread::available_parallelism().map_or(1, usize::from)
    }
}

/// `--stats`.
const STATS: gamecore::cli::Flag<Options> = gamecore::cli::Flag {
    name: "stats",
    value: None,
    help: "Also print on stderr how many positions the search expanded",
    apply: |options, _| {
        options.stats = true;
        Ok(())
    },
};

/// The command-line program.
const PROGRAM: Program<Options> = Program {
    about: "Timus 1163 \"Chapaev\": which side wins the flicking game, RED or WHITE",
    input_help: "\
Input, judge format: 32 decimal numbers, the centres `x y` of 8 red discs then 8 white discs
(radius 0.4; line breaks carry no meaning).
Input, extended format: `discs R r w`, then the centres of r red and w white discs: radius R
with 0 < R <= 100, and 1 <= r, w <= 16 (the counts may differ).
Numbers: -?[0-9]+(\\.[0-9]+)? with at most 4 digits after the point, absolute value at most 1000
(no exponent, no leading `+` or `.`). Discs must not touch or overlap.
Positions in play (read by --moves and --play, written by them): the board in either format,
then optionally `white to move` (red moves by default) and `removed red 1 3 white 2` (the discs
already gone, numbered as in the board), in that order.
Rules: red moves first; a move flicks one of your discs along any ray, removing it and every disc
the path touches (touching counts); a player with no disc on her turn loses.
Output: RED or WHITE, the winner with best play.
Solved by a search from the start position whose memo is bounded at 2^25 live sets (under
900 MiB); a position needing more is refused with an error rather than exhausting memory (the
hardest measured, spread over the board at 16 vs 16, visit about half a million positions, under
20 MB).",
    flags: &[STATS, THREADS],
    solve: |input, options| solve_with_options(input, options),
    validate,
    explain: Some(|input, _| explain::explain(input)),
    draw: Some(|input, _| draw::draw(input)),
    explore: Some(gamecore::explore::cli::<explore::Game, Options>()),
};

/// The winner with best play: `RED\n` or `WHITE\n`.
///
/// # Errors
/// An [`InputError`] naming the offending token, or the two discs that touch or overlap.
pub fn solve(input: &str) -> Result<String, InputError> {
    let position = parse(input)?;
    let winner = try_winner(&position).map_err(too_large)?;
    Ok(format!("{}\n", winner.name()))
}

/// The answer of [`solve`] under the command-line options: `options.threads` threads, and with
/// `options.stats` the positions expanded for stderr.
///
/// # Errors
/// As [`solve`].
pub fn solve_with_options(input: &str, options: &Options) -> Result<Output, InputError> {
    let position = parse(input)?;
    let (winner, visited) =
        solve_position_with_threads(&position, options.threads).map_err(too_large)?;
    Ok(Output {
        answer: format!("{}\n", winner.name()),
        explanation: options
            .stats
            .then(|| format!("positions visited: {visited}\n")),
    })
}

/// The answer of [`solve`] with `positions visited: N` for stderr.
///
/// # Errors
/// As [`solve`].
pub fn solve_with_stats(input: &str) -> Result<Output, InputError> {
    let position = parse(input)?;
    let (winner, visited) = solve_position(&position).map_err(too_large)?;
    Ok(Output {
        answer: format!("{}\n", winner.name()),
        explanation: Some(format!("positions visited: {visited}\n")),
    })
}

/// The error for a position whose search passes the memo bound, at the start of the input (no
/// one token is to blame).
pub fn too_large(_: search::TooLarge) -> InputError {
    InputError::rule(
        gamecore::Pos::START,
        format!(
            "the search from this position needs more than {} memo entries (about 900 MiB), the \
             solver's memory bound; positions spread thinly over a large board are the hard case",
            search::MEMO_LIMIT
        ),
    )
}

/// Checks an input against the accepted range without solving it: every number's form and
/// bounds, the counts, and that no two discs touch or overlap (the same checks as [`solve`]).
///
/// # Errors
/// As [`solve`].
pub fn validate(input: &str) -> Result<(), InputError> {
    parse(input).map(|_| ())
}

/// The winner of a valid position with best play, with the number of positions the search
/// expanded, by the sequential search (one thread).
///
/// # Errors
/// [`search::TooLarge`] when the search needs more than [`search::MEMO_LIMIT`] memo entries.
pub fn solve_position(position: &Position) -> Result<(Side, u64), search::TooLarge> {
    solve_position_with_threads(position, 1)
}

/// As [`solve_position`] on `threads` threads, 0 for one per core (one is the sequential search;
/// see [`parallel`]).
/// The winner is the same for every thread count; the count of positions may differ.
///
/// # Errors
/// As [`solve_position`].
pub fn solve_position_with_threads(
    position: &Position,
    threads: usize,
) -> Result<(Side, u64), search::TooLarge> {
    let moves = hits::pruned_hit_sets(position);
    let (red_wins, visited) = parallel::red_wins(position, &moves, threads)?;
    let winner = if red_wins { Side::Red } else { Side::White };
    Ok((winner, visited))
}

/// The winner of a valid position with best play.
///
/// # Errors
/// [`search::TooLarge`] when the search needs more than [`search::MEMO_LIMIT`] memo entries.
pub fn try_winner(position: &Position) -> Result<Side, search::TooLarge> {
    solve_position(position).map(|(winner, _)| winner)
}

/// The winner of a valid position with best play, for the tests and tools that stay far below
/// the memo bound (every position up to 12 vs 12 does: the memo holds at most 2^24 live sets).
///
/// # Panics
/// When the search passes [`search::MEMO_LIMIT`] (never below 25 discs in all).
pub fn winner(position: &Position) -> Side {
    try_winner(position).expect("the search passed its memo bound")
}
