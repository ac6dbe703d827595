//! `cargo xtask check <problem> [options] -- <command>`: the command line of the judge. Its
//! arguments are declared with clap ([`Args`]); it hands the check to the judge library
//! ([`judge::run`]), which prints nothing, shows its progress ([`progress`]), prints the judge's
//! words of what it found ([`judge::words`]) and chooses the exit code.

pub mod args;
mod help;
mod programs;
pub mod progress;
mod values;

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use clap::{Args as _, Command};
use judge::outcome::{Row, Table};
use judge::words::{self, Format};
use judge::{Checked, Ending, Finished};
use problems::Problem;

pub use args::Args;
use values::TableOut;

use crate::args::TaskResult;

/// The command the rerun lines start with.
const RERUN: &str = "cargo xtask check";

/// Runs `cargo xtask check` under `root`: its help, or the check or table its arguments ask for.
pub fn main(root: &Path, args: Args) -> TaskResult {
    if args.help {
        say(&help(root, args.problem.map(|p| p.0)));
        return Ok(ExitCode::SUCCESS);
    }
    let table_out = args.table_out.clone();
    let options = args.options()?;
    let shown = progress::Shown::new();
    let finished = judge::run(root, &options, &|event| shown.show(&event));
    shown.clear();
    let code = match finished {
        Finished::Check(checked) => {
            say(&words::checked_report(&checked, RERUN)?);
            checked_code(&checked)
        }
        Finished::Table(table) => {
            say(&words::table_report(&table, Format::Text));
            write_table(&table, table_out)?;
            table_code(&table)
        }
    };
    Ok(ExitCode::from(code))
}

/// The help of `check` (`--help`, `cargo xtask help check`): clap's text of [`Args`], then the
/// problem's own section when one is named, else every problem's.
pub fn help(root: &Path, problem: Option<&'static Problem>) -> String {
    let mut command = Args::augment_args(Command::new("check").bin_name("cargo xtask check"));
    let mut text = command.render_long_help().to_string();
    text.push_str(&help::appendix(root, problem));
    text
}

/// Writes the table to `--table-out`'s file, if asked.
fn write_table(table: &Table, out: Option<TableOut>) -> Result<(), String> {
    let Some(out) = out else { return Ok(()) };
    let text = words::table_report(table, out.format);
    std::fs::write(&out.path, text).map_err(|e| format!("cannot write {}: {e}", out.path.display()))
}

/// The exit code of a check: 0 passed, 1 failed (or our own solvers went wrong). A program that
/// cannot be started is a usage error, before this.
fn checked_code(checked: &Checked) -> u8 {
    match checked.end {
        Ending::Passed => 0,
        Ending::Failed(_) | Ending::OurBug(_) => 1,
        Ending::CannotRun(_) => 2,
    }
}

/// The exit code of a table: 2 when a program cannot be started, 1 when one failed (or our own
/// solvers went wrong), else 0.
fn table_code(table: &Table) -> u8 {
    if table.rows.iter().any(|r| r.cannot_run.is_some()) {
        2
    } else if table.rows.iter().any(Row::failed) || !table.our_bugs.is_empty() {
        1
    } else {
        0
    }
}

/// Writes to stdout; a closed stdout (`| head`) is not an error worth a panic.
pub fn say(text: &str) {
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_flag_is_described_once_and_the_time_limit_is_cpu_time() {
        let root = gamecore::workspace::workspace_root();
        let text = help(&root, None);
        assert_eq!(text.matches("--seconds <S>").count(), 1, "{text}");
        assert!(text.contains("CPU seconds per run"), "{text}");
        assert!(text.contains("\nExit status: "), "{text}");
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert!(flat.contains("JVM and Python programs run under their own defaults"));
    }
}
