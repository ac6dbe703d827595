//! xtask's integration tests, one binary: the command line, `check` and its steering, the tidy
//! rules, the problem packages and the end-to-end test of `cargo xtask new`.

mod check;
mod check_steer;
mod cli;
mod common;
mod new_problem;
mod package;
mod tidy;
