//! The fast exact solver: negamax alpha-beta over (rooms still reachable, mover, other), with a
//! bounded transposition table of value intervals, reachability bounds, symmetry, and the split
//! into two longest-path problems once the painters can no longer meet.
//!
//! Values are from the mover's side: rooms the mover will still paint minus rooms the other will.
//! The core is sequential and reads alone: [`mtd`] (the [`Solver`] and its MTD driver) and
//! [`game`] (the alpha-beta search it probes the root with). Each idea keeps the value exact; its
//! argument sits on the code it justifies:
//! - [`guess`]: the MTD driver's first guess, a shallow search scored by territory;
//! - [`key`]: what a position's table key holds, and the six symmetries it is reduced by;
//! - [`entries`]: what the two tables hold, intervals under whole keys;
//! - [`order`]: move ordering, by the table's best move, territory and history;
//! - [`pocket`]: the path each painter is sure of, a bound in the game search;
//! - [`refute`]: a move refuted by the other's line that refuted its sibling, unsearched;
//! - [`split`]: the value once the painters' regions are apart, as two longest paths;
//! - [`regions`]: what each painter reaches, handed from a position to its children;
//! - [`paths`]: those longest paths, memoised and cut by the path bounds of
//!   [`crate::solver::board`];
//! - [`stack`]: the explicit stack both searches run on (one frame per painted room, never the
//!   call stack);
//! - [`company`]: where the search keeps what it proves and hears from searches beside it (alone:
//!   its own tables, nothing else); the thread team ([`crate::solver::team`]) is a layer above
//!   that calls the search with a company of its own;
//! - [`progress`]: the positions counted, and the progress line on stderr.
//!
//! The modules are public for their documentation only: the search's entry point is [`Solver`].

pub mod company;
pub mod entries;
pub mod game;
pub mod guess;
pub mod key;
pub mod mtd;
pub mod order;
pub mod paths;
pub mod pocket;
pub mod progress;
pub mod refute;
pub mod regions;
pub mod split;
pub mod stack;

pub use company::{Alone, Company};
pub use mtd::Solver;
