//! `cargo xtask check <problem> [options] -- <command>`: the command line of the judge. It parses
//! the arguments ([`options::Args`], declared with clap) and hands the check to the judge library
//! ([`judge::run`]).

pub mod options;

use std::path::Path;
use std::process::ExitCode;

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

/// Runs a check from its parsed arguments, for a clap dispatch that routes `check` to [`Args`]:
/// exit 0 (nothing failed), 1 (something failed) or 2 (a usage error, on one line of stderr).
// Unused until main.rs dispatches with clap (branch `xcli`), which routes `check` here.
#[allow(dead_code)]
pub fn run(args: Args) -> ExitCode {
    ExitCode::from(check(&crate::verify::workspace_root(), args))
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
