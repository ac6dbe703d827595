//! The tests of each source file that reach into its module: `unit/a/b.rs` tests
//! `src/a/b.rs` through the library's public paths.

mod lib;
mod oracles;
mod solver;
mod tools;
