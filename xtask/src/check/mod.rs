//! `cargo xtask check <problem> [options] -- <command>`: the command line of the judge. It parses
//! the arguments ([`options::Args`], declared with clap) and hands the check to the judge library
//! ([`judge::run`]).

pub mod options;

use std::path::Path;

pub use options::Args;

/// Runs `cargo xtask check` with the arguments after `check`; returns the exit code.
pub fn main(root: &Path, args: &[String]) -> u8 {
    match options::arguments(args) {
        Ok(None) => {
            judge::check::say(&options::help());
            0
        }
        Ok(Some(args)) => check(root, args),
        Err(why) => usage_error(&why),
    }
}

/// Runs the check the arguments ask for, under `root`; returns the exit code.
fn check(root: &Path, args: Args) -> u8 {
    match args.options() {
        Ok(options) => judge::run(root, &options),
        Err(why) => usage_error(&why),
    }
}

/// Prints a usage error on one line of stderr; returns its exit code, 2.
fn usage_error(why: &str) -> u8 {
    eprintln!("xtask check: {why}");
    2
}
