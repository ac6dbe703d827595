//! `cargo xtask check <problem> [options] -- <command>`: the command line of the judge. It parses
//! the arguments ([`options::Args`], declared with clap), hands the check to the judge library
//! ([`judge::run`]), which prints nothing, shows its progress ([`progress`]), renders its
//! outcome ([`render`], [`table`]) and chooses the exit code.

pub mod help;
pub mod options;
pub mod progress;
pub mod render;
pub mod table;

use std::io::Write;
use std::path::Path;

use judge::Outcome;
pub use options::Args;
use options::Asked;

/// Runs `cargo xtask check` with the arguments after `check`; returns the exit code.
pub fn main(root: &Path, args: &[String]) -> u8 {
    match options::arguments(args) {
        Ok(Asked::Help(None)) => {
            say(&help::help());
            0
        }
        Ok(Asked::Help(Some(problem))) => {
            let folder = root.join("testdata").join(problem.name);
            let testdata = gamecore::workspace::cases_in(&folder).len();
            say(&help::problem_help(problem, testdata));
            0
        }
        Ok(Asked::Run(args)) => check(root, *args),
        Err(why) => usage_error(&why),
    }
}

/// Runs the check the arguments ask for, under `root`; returns the exit code.
fn check(root: &Path, args: Args) -> u8 {
    let table_out = args.table_out.clone();
    let options = match args.options() {
        Ok(options) => options,
        Err(why) => return usage_error(&why),
    };
    let shown = progress::Shown::new();
    let outcome = judge::run(root, &options, &|event| shown.show(event));
    shown.clear();
    match outcome {
        Outcome::Check(checked) => match render::checked(&checked) {
            Ok((text, code)) => {
                say(&text);
                code
            }
            Err(why) => usage_error(&why),
        },
        Outcome::Table(outcome) => {
            say(&table::render(&outcome, table::Format::Text));
            if let Some(out) = table_out {
                let text = table::render(&outcome, out.format);
                if let Err(e) = std::fs::write(&out.path, text) {
                    eprintln!("xtask check: cannot write {}: {e}", out.path.display());
                    return 2;
                }
            }
            table::exit_code(&outcome)
        }
    }
}

/// Writes to stdout; a closed stdout (`| head`) is not an error worth a panic.
pub fn say(text: &str) {
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

/// Prints a usage error on one line of stderr; returns its exit code, 2.
fn usage_error(why: &str) -> u8 {
    eprintln!("xtask check: {why}");
    2
}
