//! `cargo xtask check <problem> [options] -- <command>`: the command line of the judge. It parses
//! the arguments ([`options`]) and hands the check to the judge library ([`judge::run`]).

pub mod options;

use std::path::Path;

use options::Request;

/// Runs `cargo xtask check` with the arguments after `check`; returns the exit code.
pub fn main(root: &Path, args: &[String]) -> u8 {
    match options::parse(args) {
        Ok(Request::Help) => {
            judge::check::say(&options::help());
            0
        }
        Ok(Request::Check(options)) => judge::run(root, &options),
        Err(why) => {
            eprintln!("xtask check: {why}");
            2
        }
    }
}
