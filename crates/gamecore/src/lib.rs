//! Game theory shared by the gamesolvers crates, and the plumbing every solver uses.
//!
//! - [`impartial`]: `mex`, XOR sums and [`Outcome`] for impartial games under normal play, over
//!   one integer type for Grundy values, [`Grundy`].
//! - [`search`]: one memoised exhaustive solver for any game given by its moves (win/lose, Grundy
//!   values, minimax scores), iterative, the engine under every brute-force oracle.
//! - [`input`]: the token and line reader with positions, and [`InputError`].
//! - [`explore`]: the value of every move of a position and positions as text, behind `--moves`,
//!   `--play` and the explorer ([`Explore`]).
//! - [`explore_page`]: a game as the explorer serves it, object-safe ([`explore_page::Page`]).
//! - [`cli`]: the wrapper each solver's `main` calls ([`NoOptions`] for a solver without flags).
//! - [`clock`]: a stopwatch that builds for WebAssembly too ([`clock::Stopwatch`]).
//! - [`problem`]: what a solver crate tells every tool about its problem ([`Problem`], exported
//!   as `<crate>::PROBLEM`), and shrinking as a typed, lazy step ([`Shrink`]).
//! - [`rng`]: a seeded PRNG for deterministic input generators.
//! - [`svg`]: the SVG writer and shared style behind every solver's `--draw`.
//! - [`workspace`]: the workspace's root and testdata cases, for the tools and the tests.

pub mod cli;
pub mod clock;
pub mod explore;
pub mod explore_page;
pub mod impartial;
pub mod input;
pub mod problem;
pub mod rng;
pub mod search;
pub mod svg;
pub mod workspace;

pub use cli::{Cli, Flag, NoOptions, Output, Program, Refusal};
pub use explore::{Explore, GameOver, MoveGroup, MoveTable, MoveValue, Unanswered, Verdict};
pub use impartial::{Grundy, Outcome, mex, xor_sum};
pub use input::{InputError, Pos, Reader};
pub use problem::{Problem, Shrink, Shrinking};
pub use search::{ImpartialGame, ImpartialSolver, MinimaxSolver, ScoringGame};
