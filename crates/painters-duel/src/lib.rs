//! Painters' Duel (Kick Start 2020 Round F): on a triangle of S^2 rooms, some under construction,
//! Alma and Berthe alternately paint an unpainted room next to their own (a painter with no move
//! skips); print Alma's painted rooms minus Berthe's with best play.
//!
//! # Idea
//! Exact minimax with passes, made fast by ideas that each keep the answer exact (each is argued
//! where it is coded, [`solver::search`] and [`solver::board`]):
//! - rooms are bits of a `u128`, positions bit masks; sides 12 and 13 (our extension) run the same
//!   search on the wider [`solver::wide::Wide`] and [`solver::wide::Wide13`], chosen once per
//!   input ([`solver::rooms::RoomSet`]);
//! - negamax alpha-beta driven by null-window probes (MTD) over a transposition table of value
//!   intervals keyed by the rooms either painter can still reach, bounded by `--tt-mb`;
//! - move ordering: the table's best move, then territory, else a history of best moves; near the
//!   root, where a wrong first move costs millions of positions, the first guess's 24-ply estimate;
//! - reachability bounds: a path alternates the two kinds of triangle and uses at most one dead
//!   end, and each painter is sure of a path through her pocket;
//! - the split: once no free room is reachable by both, the value is the difference of two longest
//!   simple paths, each a memoised depth-first search asked only within the game's window, with a
//!   block-cut-tree bound;
//! - refutations reused: a move that the other's line refuting its sibling also refutes (her line
//!   is sure to be hers, and the mover is bounded off it) fails low without a search;
//! - the six symmetries of the triangle: large positions are stored under their least image;
//! - `--threads N` ([`solver::parallel`]): tests shared among threads, or one large test searched
//!   by all over lock-free shared tables (Lazy SMP, [`solver::team`]); every answer comes from
//!   complete exact probes that read only proven entries, so it cannot depend on N.
//!
//! `--explain` ([`explain`]) adds on stderr, per test, a principal variation (every move, every
//! skip, the end and the final count), each move chosen by re-solving the positions after it.
//!
//! # Complexity
//! Exponential in the worst case (the game is PSPACE-complete in general); memory at most the
//! `--tt-mb` budget (default 512 MB) plus about 2 MB. Measured times by side and thread count:
//! `bench/painters-search.md`.
//!
//! Verified: fast == brute force and the contest's plain minimax ([`baseline`]), principal
//! variations replayed, side-12 and side-13 values proven again by [`prover`], answers
//! independent of the thread count (`tests/`); the full list in `docs/verification.md`.

pub mod oracles;
pub mod solver;
pub mod tools;

pub use oracles::{baseline, brute, prover};
pub use solver::duel::Duel;
pub use tools::text::{ListedDuel, input_text};
pub use tools::{explain, explore, generate, problem, problem::PROBLEM};

use gamecore::{InputError, Reader};

use solver::duel::read_duel;

use solver::parallel::{all_cores, solve_all};
use solver::wide::WIDE_SIDE;

/// The contest's largest side (Kick Start 2020 Round F, test set 2: `S <= 6`); we accept up to
/// [`WIDE_SIDE`] (13), and [`solver::geometry::MAX_SIDE`] (11) fits a
/// [`solver::geometry::Rooms`] set.
pub const CONTEST_SIDE: usize = 6;
/// The contest's largest number of tests (`T <= 100`); we accept up to 100 000.
pub const CONTEST_TESTS: usize = 100;

/// Options of the command line.
#[derive(Clone, Debug)]
pub struct Options {
    /// Memory for the transposition and longest-path tables, in megabytes.
    pub table_mb: usize,
    /// Show progress on stderr during solves longer than 2 s (only when stderr is a terminal).
    pub progress: bool,
    /// The test `--draw` pictures, 1-based.
    pub test: usize,
    /// Threads to solve with (at least 1); the answer does not depend on it.
    pub threads: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            table_mb: 512,
            progress: true,
            test: 1,
            threads: all_cores(),
        }
    }
}

/// Parses and validates the whole input (sides up to 13).
pub fn parse(input: &str) -> Result<Vec<Duel>, InputError> {
    parse_up_to(input, WIDE_SIDE)
}

/// Parses and validates the whole input, refusing sides above `max_side` (11,
/// [`solver::geometry::MAX_SIDE`], for the tools that explain, draw or play a game on
/// [`solver::geometry::Rooms`]).
pub fn parse_up_to(input: &str, max_side: usize) -> Result<Vec<Duel>, InputError> {
    let mut reader = Reader::new(input);
    let (tests, _) = reader.integer("the number of tests T", 1..=100_000usize)?;
    let mut duels = Vec::with_capacity(reader.capacity_for(tests, 12));
    for test in 1..=tests {
        let duel = read_duel(&mut reader, max_side);
        duels.push(duel.map_err(|e| e.within(format_args!("test {test}")))?);
    }
    reader.expect_end()?;
    Ok(duels)
}

/// Formats one answer line per test.
pub fn format(answers: &[i32]) -> String {
    answers
        .iter()
        .enumerate()
        .map(|(i, a)| format!("Case #{}: {a}\n", i + 1))
        .collect()
}

/// Answers the input under the default options.
pub fn solve(input: &str) -> Result<String, InputError> {
    solve_with(input, &Options::default())
}

/// Answers the input: one `Case #x: y` line per test.
pub fn solve_with(input: &str, options: &Options) -> Result<String, InputError> {
    let duels = parse(input)?;
    let table_bytes = options.table_mb.saturating_mul(1 << 20);
    let answers = solve_all(&duels, table_bytes, options.threads, options.progress);
    Ok(format(&answers))
}
