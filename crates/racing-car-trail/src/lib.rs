//! UVALive 5882 "Racing Car Trail" (CERC 2011): on a grid of free cells and obstacles, players
//! alternately move a car to an adjacent free cell it has never visited; who cannot move loses.
//! For every free start cell, print `A` if the first player (Alice) wins, else `B`.
//!
//! # Theorem
//! This is undirected vertex geography on the graph of free cells: **the player to move from `v`
//! wins iff every maximum matching covers `v`.**
//! - If a maximum matching `M` misses `v`, the second player answers every move along `M`. Each
//!   vertex the first player enters is matched (else the walk from `v` would be an augmenting path
//!   of `M`), and its mate is unvisited (the visited vertices besides `v` come in `M`-pairs).
//! - If every maximum matching covers `v`, take one, `M`: the first player always moves along `M`.
//!   Each vertex the second player enters is matched (else the walk from `v`, starting with the
//!   edge of `M` at `v`, is an even alternating path to a free vertex, and flipping it gives a
//!   maximum matching that misses `v`), and its mate is unvisited for the same pairing reason.
//!
//! Which vertices does some maximum matching miss? Given one maximum matching `M` of a bipartite
//! graph: exactly those reachable from an `M`-free vertex of their own side by an even alternating
//! path (out along a non-matching edge, back along a matching edge). Flipping such a path gives a
//! maximum matching without `v`; conversely, if `M'` misses `v`, the component of `M Δ M'` at `v`
//! is an alternating path that must end at an `M`-free vertex of `v`'s side, or `M'` could be
//! augmented. In a bipartite graph alternating walks can be shortened to paths, so one BFS per side
//! finds them all (Gallai–Edmonds / Dulmage–Mendelsohn; general graphs would need blossoms).
//! The grid is bipartite by the parity of `row + column`.
//!
//! # Design
//! [`geography`] is the engine for any bipartite graph behind a small trait, with
//! [`geography::CsrGraph`] its compact form and [`grid::Field`] the grid adapter; [`explain`] shows
//! each `A` cell's winning first move, along its matching edge.
//!
//! # Complexity
//! Per field of `V` cells: a Karp–Sipser greedy matching, O(V), then push-relabel or one
//! alternating search per free cell, guided toward the free cells of the other colour where they
//! are few ([`geography::SEARCHES_FROM`] says which and why), then the
//! avoidable cells by two alternating searches, O(V) (after the BFS searches, the one on the
//! roots' side is their deleted trees already); O(V E) in the worst case. Explicit queues and
//! stacks only; measured: `bench/racing-car-trail-notes.md`.
//!
//! Verified: fast == brute force == re-matching, every matching algorithm against re-matching
//! (`tests/`); the full list in `docs/verification.md`.

use gamecore::{InputError, Reader};

pub mod oracles;
pub mod solver;
pub mod tools;

pub use oracles::{baseline, brute};
pub use solver::output::{write_field, write_outcomes};
pub use solver::{geography, grid};
pub use tools::{draw, explain, explore, generate, problem, shrink, text};
pub use tools::{problem::PROBLEM, text::input_text};

use solver::grid::Field;
use solver::read::read_field;

/// The largest number of rows or columns of a field.
pub const MAX_SIDE: usize = 4000;
/// The contest's largest side of a field (UVALive 5882: `N, E <= 100`); [`PROBLEM`]'s inputs
/// within the contest stay within it.
pub const CONTEST_SIDE: usize = 100;

/// Reads and validates every field up to the closing `0 0`.
pub fn parse(input: &str) -> Result<Vec<Field>, InputError> {
    let mut reader = Reader::new(input);
    let mut fields = Vec::new();
    loop {
        let number = fields.len() + 1;
        match read_field(&mut reader).map_err(|e| e.within(format_args!("field {number}")))? {
            Some(field) => fields.push(field),
            None => break,
        }
    }
    reader.expect_end()?;
    Ok(fields)
}

/// Answers the judge's question for every field: the `A`/`B`/`X` grids, each followed by an
/// empty line.
pub fn solve(input: &str) -> Result<String, InputError> {
    let fields = parse(input)?;
    let size: usize = fields.iter().map(|f| f.rows() * (f.cols() + 1) + 1).sum();
    let mut out = Vec::with_capacity(size);
    for field in &fields {
        let outcomes = solver::geography::solve(field);
        write_outcomes(field, &outcomes, &mut out);
    }
    Ok(String::from_utf8(out).expect("the output is ASCII"))
}
