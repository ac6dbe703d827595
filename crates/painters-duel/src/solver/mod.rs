//! The fast path: exact alpha-beta over bit-mask positions, with a bounded transposition table,
//! path bounds and the triangle's symmetries.
//!
//! The core is sequential and reads alone in [`search`] ([`search::mtd`], the solver and its MTD
//! driver, and [`search::game`], the alpha-beta search); beneath it the model: [`duel`] (a test,
//! validated), [`geometry`] (the triangle as constant tables), [`rooms`] (the room-set type the
//! search is generic over) and [`wide`] (its side-12 and side-13 forms, with [`wide_tables`]),
//! [`board`] (reach, the path bounds, the symmetries) with [`small_blocks`] (exact paths through
//! a small block, for the block bound) and [`table`] (the bounded table of exact keys). Above
//! the core, and calling it: [`team`] (several threads on one test) and [`parallel`] (the tests
//! of an input spread over threads, the entry point of [`crate::solve`]).

pub mod board;
pub mod duel;
pub mod geometry;
pub mod parallel;
pub mod rooms;
pub mod search;
pub mod small_blocks;
pub mod table;
pub mod team;
pub mod wide;
pub mod wide_tables;
