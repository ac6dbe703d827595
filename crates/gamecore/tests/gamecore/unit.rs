//! The tests of each source file that reach into its module: `unit/a/b.rs` tests
//! `src/a/b.rs` through the library's public paths.

mod cli;
mod clock;
mod explore;
mod explore_page;
mod impartial;
mod input;
mod problem;
mod rng;
mod search;
mod svg;
mod workspace;
