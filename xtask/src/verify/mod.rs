//! `cargo xtask verify [problem[/case] ...] [--bless]`: every case under `testdata/<problem>/`
//! through its solver, compared byte for byte with its snapshot; every `invalid/` case must be
//! refused, and its one-line message is a snapshot too. The layout and the manifest format are
//! described in `testdata/README.md`.
//!
//! Snapshots use insta's file format (a `---` header with `source` and `input_file`, then the
//! contents) so that insta's tooling can read them; xtask reads and writes them itself because the
//! comparison must be exact to the byte (insta trims trailing newlines, and the judge does not).

mod cases;
mod manifest;
mod snapshot;

use std::collections::BTreeSet;
use std::panic;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use crate::args::TaskResult;
use crate::problem_arg;
use problems::PROBLEMS;

use gamecore::workspace::{plural, workspace_root};
pub use snapshot::snapshot_text;

/// Run every testdata case through its solver and compare with its snapshot
///
/// Runs every case of testdata/<problem>/ through the problem's fast solver and compares the
/// output, byte for byte, with its snapshot (testdata/<problem>/snapshots/); every invalid/ case
/// must be refused, and its one-line message is a snapshot too. The manifest's checks run as well:
/// `sample` compares with <case>.expected, `brute` with the brute force. Ends with `N passed, N
/// failed` (and `, N skipped` when slow cases were left out). Cases marked `slow` in the manifest
/// run only with --slow or when named. With --bless, the selected cases' snapshots are written
/// instead of compared; nothing is written unless every other check passes. Review them with git
/// diff.
#[derive(Debug, PartialEq, Eq, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(after_help = "Exit status: 0 every check passed; 1 a check failed; 2 usage error.")]
pub struct Args {
    /// Only this problem, or only this case, such as PROBLEM/01-sample (default: all)
    #[arg(value_name = "PROBLEM[/CASE]", value_parser = problem_arg::problem_or_case)]
    filters: Vec<String>,
    /// Write the selected cases' snapshots instead of comparing with them
    #[arg(long)]
    bless: bool,
    /// Run the cases the manifest marks `slow` too (each names how long it takes)
    #[arg(long)]
    slow: bool,
}

/// The outcome of a verify run.
#[derive(Debug, Default)]
pub struct Summary {
    /// Cases (and checks that are not cases) that passed.
    pub passed: usize,
    /// Failures, each a message ready to print.
    pub failures: Vec<String>,
    /// Cases marked `slow` that were not run (no `--slow`, not named).
    pub skipped: usize,
    /// With `--bless`: the snapshots to write (path, contents) once every check has passed.
    pending: Vec<(PathBuf, String)>,
    /// With `--bless`: how many snapshot files were written (new or changed).
    pub written: usize,
}

impl Summary {
    /// Writes the pending snapshots, but only if nothing failed: a failed `--bless` writes none.
    fn write_pending(&mut self) {
        if !self.failures.is_empty() {
            self.pending.clear();
            return;
        }
        for (path, text) in std::mem::take(&mut self.pending) {
            let written = path
                .parent()
                .map_or(Ok(()), std::fs::create_dir_all)
                .and_then(|()| std::fs::write(&path, text));
            match written {
                Ok(()) => self.written += 1,
                Err(e) => self
                    .failures
                    .push(format!("cannot write {}: {e}", path.display())),
            }
        }
    }
}

/// `cargo xtask verify`: runs the checks and prints a line per problem, the failures and the total.
pub fn main(options: Args) -> TaskResult {
    let summary = verify(
        &workspace_root(),
        &options.filters,
        Modes {
            bless: options.bless,
            slow: options.slow,
        },
        &mut |line| println!("{line}"),
    );
    for failure in &summary.failures {
        println!("FAIL {failure}");
    }
    if options.bless {
        if !summary.failures.is_empty() {
            println!("--bless wrote no snapshot: mend the failures above first");
        } else if summary.written == 0 {
            println!("--bless: every snapshot was up to date");
        } else {
            println!(
                "--bless wrote {}: review with `git diff testdata/` before committing",
                plural(summary.written, "snapshot")
            );
        }
    }
    let skipped = if summary.skipped > 0 {
        format!(", {} skipped", summary.skipped)
    } else {
        String::new()
    };
    println!(
        "{} passed, {} failed{skipped}",
        summary.passed,
        summary.failures.len()
    );
    if summary.skipped > 0 {
        println!(
            "(skipped: {} marked slow in the manifests; run them with --slow)",
            plural(summary.skipped, "case")
        );
    }
    Ok(if summary.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// The folders of `testdata`; a folder without a solver, or a filter naming no problem, is a
/// failure.
fn problem_folders(testdata: &Path, filters: &[String], summary: &mut Summary) -> BTreeSet<String> {
    let folders: BTreeSet<String> = std::fs::read_dir(testdata)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().is_dir())
        .filter_map(|e| e.file_name().into_string().ok())
        .collect();
    for folder in &folders {
        if !PROBLEMS.iter().any(|p| p.name == folder) {
            summary.failures.push(format!(
                "testdata/{folder}: no solver of that name in crates/problems/src/lib.rs"
            ));
        }
    }
    for filter in filters {
        let name = filter.split('/').next().unwrap_or_default();
        if let Err(why) = problems::find(name) {
            summary.failures.push(format!("`{filter}`: {why}"));
        }
    }
    folders
}

/// How a verify run treats its cases.
#[derive(Clone, Copy, Debug, Default)]
pub struct Modes {
    /// Write snapshots instead of failing on them.
    pub bless: bool,
    /// Run the cases the manifest marks `slow` (a named case runs anyway).
    pub slow: bool,
}

/// Verifies the problems and cases selected by `filters` (`problem` or `problem/case`, all when
/// empty), as `modes` say. Progress goes to `log`.
pub fn verify(root: &Path, filters: &[String], modes: Modes, log: &mut dyn FnMut(&str)) -> Summary {
    let bless = modes.bless;
    let mut summary = Summary::default();
    let testdata = root.join("testdata");
    let folders = problem_folders(&testdata, filters, &mut summary);
    let selected_names = PROBLEMS.iter().map(|p| p.name).filter(|name| {
        filters.is_empty() || filters.iter().any(|f| f.split('/').next() == Some(name))
    });
    let width = selected_names.map(str::len).max().unwrap_or(0);
    let hook = panic::take_hook();
    panic::set_hook(Box::new(|_| {}));
    for problem in PROBLEMS {
        let selected: Vec<&str> = filters
            .iter()
            .filter_map(|f| {
                let (name, case) = f.split_once('/').unwrap_or((f, ""));
                (name == problem.name).then_some(case)
            })
            .collect();
        if !filters.is_empty() && selected.is_empty() {
            continue;
        }
        if !folders.contains(problem.name) {
            summary.failures.push(format!(
                "{}: no folder testdata/{}",
                problem.name, problem.name
            ));
            continue;
        }
        let start = Instant::now();
        let before = (summary.passed, summary.failures.len());
        cases::verify_problem(
            &testdata.join(problem.name),
            problem,
            &selected,
            modes,
            &mut summary,
        );
        log(&problem_line(
            problem.name,
            width,
            summary.passed - before.0,
            summary.failures.len() - before.1,
            start.elapsed().as_secs_f64(),
        ));
    }
    panic::set_hook(hook);
    if bless {
        summary.write_pending();
    }
    summary
}

/// One problem's line of progress, its name padded to `width` so that the counts line up.
fn problem_line(name: &str, width: usize, passed: usize, failed: usize, seconds: f64) -> String {
    format!("{name:<width$}  {passed:>4} passed, {failed:>3} failed  ({seconds:.2} s)")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args;

    /// The same check as `cargo xtask verify`, inside `cargo test --workspace`.
    #[test]
    fn every_testdata_case_matches_its_snapshot() {
        let mut lines = Vec::new();
        let summary = verify(&workspace_root(), &[], Modes::default(), &mut |l| {
            lines.push(l.to_owned())
        });
        assert!(
            summary.failures.is_empty(),
            "{}\n{}\n{} passed, {} failed",
            lines.join("\n"),
            summary.failures.join("\n"),
            summary.passed,
            summary.failures.len()
        );
        assert!(summary.passed > 0, "verify ran no case");
    }

    #[test]
    fn options_name_what_is_wrong() {
        assert_eq!(
            args::parse(&["chapaev/01-sample", "--bless"]),
            Ok(Args {
                filters: vec!["chapaev/01-sample".to_owned()],
                bless: true,
                slow: false,
            })
        );
        let error = |words: &[&str]| args::parse::<Args>(words).unwrap_err();
        assert!(error(&["--frob"]).contains("unexpected argument '--frob'"));
        assert!(error(&["nosuch/01"]).contains("no problem named `nosuch`"));
    }

    #[test]
    fn the_name_column_fits_the_longest_name() {
        let long = "a-problem-name-longer-than-eighteen";
        let lines = [
            problem_line(long, long.len(), 12, 0, 0.5),
            problem_line("nim", long.len(), 3, 1, 0.25),
        ];
        let columns: Vec<Option<usize>> = lines.iter().map(|l| l.find("passed")).collect();
        assert_eq!(columns[0], columns[1], "{lines:?}");
        assert!(
            lines[0].starts_with(&format!("{long}    12 passed")),
            "{lines:?}"
        );
    }
}
