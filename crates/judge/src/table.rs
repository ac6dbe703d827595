//! `cargo xtask check <problem> --table -- <program> -- <program> ...`: several programs judged
//! on the same testdata and generated inputs, one row each with its verdict and its first
//! failing case, shrunk and saved, as a jury's table of solutions shows which fails where.
//!
//! Each program runs the same cases as a check of it alone would (the same seed and steering),
//! one program after the other, each on `--jobs` threads and with the whole `--seconds` budget;
//! without `--cases` a table runs the testdata and [`GENERATED`] generated inputs, so that every
//! program that passes has passed the same cases.

use std::path::{Path, PathBuf};
use std::time::Instant;

use crate::check::{self, Found, say};
use crate::judge::{Failure, Referee};
use crate::options::CheckOptions;
use crate::report;
use crate::shrink::ShrinkEnd;
use crate::sources::{Case, Sources};
use gamecore::workspace::plural;

/// Generated inputs of a table without `--cases`, after the testdata.
pub const GENERATED: u64 = 200;

/// One program's row.
struct Row {
    /// The program's command line, quoted for a shell.
    program: String,
    /// Cases passed before the first failure, or all of those run.
    passed: u64,
    /// How it ended: `AC`, or its first failure.
    outcome: Outcome,
}

/// How a program's run of the cases ended.
struct Outcome {
    /// `AC`, a verdict's code, `OUR BUG` or `cannot run`.
    verdict: String,
    /// The table's column: the failing case and how small it was shrunk, or `-`.
    first: String,
    /// The lines under the table: what failed, where it is saved, the rerun command.
    lines: Vec<String>,
}

impl Outcome {
    /// The outcome of a program that cannot be started.
    fn cannot_run(why: &str) -> Self {
        Outcome {
            verdict: "cannot run".into(),
            first: "-".into(),
            lines: vec![why.to_owned()],
        }
    }
}

/// Runs the table; returns 0 when every program passed every case, 1 when one failed (or our
/// own solvers disagree), 2 when one cannot be started.
pub fn run(root: &Path, options: &CheckOptions) -> u8 {
    let shared = Sources::new(root, options);
    let cases = if options.cases == u64::MAX && options.case.is_none() {
        shared.testdata_len() + GENERATED
    } else {
        options.cases
    };
    let mut rows = Vec::new();
    for (number, program) in options.table.iter().enumerate() {
        let alone = CheckOptions {
            command: program.clone(),
            cases,
            table: Vec::new(),
            ..options.clone()
        };
        rows.push(judge_program(root, &alone, number + 1));
    }
    let planned = options.case.map_or(cases, |_| 1);
    say(&render(options, &shared, planned, &rows));
    if rows.iter().any(|row| row.outcome.verdict == "cannot run") {
        2
    } else if rows.iter().all(|row| row.outcome.lines.is_empty()) {
        0
    } else {
        1
    }
}

/// One program's run of the cases to its first failure, shrunk and saved as row `number`.
fn judge_program(root: &Path, options: &CheckOptions, number: usize) -> Row {
    let sources = Sources::new(root, options);
    let referee = check::referee(options);
    let (ran, first) = check::run_cases(&sources, &referee, options, Instant::now());
    let program = report::command_line(&options.command);
    let Some((index, case, found)) = first else {
        let outcome = Outcome {
            verdict: "AC".into(),
            first: "-".into(),
            lines: Vec::new(),
        };
        return Row {
            program,
            passed: ran,
            outcome,
        };
    };
    let failed_at = CheckOptions {
        case: Some(index + 1),
        save: Some(row_path(root, options, number)),
        ..options.clone()
    };
    let paths = report::save_paths(root, &failed_at);
    let outcome = match found {
        Found::CannotRun(why) => Outcome::cannot_run(&why),
        Found::OurBug(why) => our_bug(&failed_at, &paths, &case, &why),
        Found::Failure(failure) => shrunk(&failed_at, &paths, &referee, case, failure),
    };
    Row {
        program,
        passed: ran - 1,
        outcome,
    }
}

/// Where row `number`'s failing input goes: `--save PATH` with `-<number>` before its
/// extension, or `target/check/<problem>-<seed>-<number>.in`.
fn row_path(root: &Path, options: &CheckOptions, number: usize) -> PathBuf {
    let (input, _) = report::save_paths(root, options);
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match input.extension() {
        Some(extension) => format!("{stem}-{number}.{}", extension.to_string_lossy()),
        None => format!("{stem}-{number}"),
    };
    input.with_file_name(name)
}

/// The saved input and answer of a row.
type Paths = (PathBuf, PathBuf);

/// Shrinks a program's first failure (case `options.case`) and saves it.
fn shrunk(
    options: &CheckOptions,
    paths: &Paths,
    referee: &Referee,
    case: Case,
    failure: Failure,
) -> Outcome {
    let verdict = failure.verdict;
    let shrunk = check::shrink_failure(options, referee, case.input.clone(), failure);
    let ours = match &shrunk.found {
        Found::Failure(failure) => failure.ours.clone(),
        Found::OurBug(why) => return our_bug(options, paths, &case, why),
        Found::CannotRun(why) => return Outcome::cannot_run(why),
    };
    let how = match shrunk.end {
        ShrinkEnd::LocalMinimum => "a local minimum",
        _ => "what the time allowed",
    };
    let mut lines = vec![format!(
        "{verdict} on {} (size {}), shrunk in {} to {how}",
        case.label,
        case.size,
        plural(shrunk.steps, "step"),
    )];
    lines.extend(saved_lines(options, paths, &shrunk.input, &ours));
    Outcome {
        verdict: verdict.code().to_owned(),
        first: format!(
            "case {} ({}), shrunk to {}",
            options.case.unwrap_or(0),
            case.label,
            plural(shrunk.input.lines().count(), "line")
        ),
        lines,
    }
}

/// A disagreement of our own solvers on a program's case: loudly, never the program's fault.
fn our_bug(options: &CheckOptions, paths: &Paths, case: &Case, why: &str) -> Outcome {
    let mut lines = vec![format!("!!! OUR BUG, not the program's: {why}")];
    lines.extend(saved_lines(options, paths, &case.input, ""));
    Outcome {
        verdict: "OUR BUG".into(),
        first: format!("case {} ({})", options.case.unwrap_or(0), case.label),
        lines,
    }
}

/// Saves the input and our answer; the lines that say where, and the rerun command.
fn saved_lines(options: &CheckOptions, paths: &Paths, input: &str, ours: &str) -> Vec<String> {
    let saved = match report::save(paths, input, ours) {
        Ok(()) => format!(
            "saved: {} (our answer: {})",
            report::shown_path(&paths.0),
            report::shown_path(&paths.1)
        ),
        Err(why) => format!("not saved: {why}"),
    };
    vec![saved, format!("rerun: {}", report::rerun_line(options))]
}

/// The table: a heading, one row per program, then each failure's lines under its number.
fn render(options: &CheckOptions, sources: &Sources, cases: u64, rows: &[Row]) -> String {
    let testdata = sources.testdata_len().min(cases);
    let mut out = format!(
        "table of {}, seed {}: {} ({testdata} from testdata), the same for every program\n",
        options.problem.name,
        options.seed,
        plural(cases as usize, "case"),
    );
    let width = rows.iter().map(|r| r.program.chars().count()).max();
    let width = width.unwrap_or(0).max("program".len());
    out.push_str(&format!(
        "  #  {:<width$}  {:<10}  {:>9}  first failure\n",
        "program", "verdict", "passed"
    ));
    for (number, row) in rows.iter().enumerate() {
        let passed = format!("{}/{cases}", row.passed);
        out.push_str(&format!(
            "{:>3}  {:<width$}  {:<10}  {passed:>9}  {}\n",
            number + 1,
            row.program,
            row.outcome.verdict,
            row.outcome.first,
        ));
    }
    for (number, row) in rows.iter().enumerate() {
        for (k, line) in row.outcome.lines.iter().enumerate() {
            let head = if k == 0 {
                format!("{:>3}:", number + 1)
            } else {
                "    ".into()
            };
            out.push_str(&format!("{head} {line}\n"));
        }
    }
    let failed = rows.iter().filter(|r| !r.outcome.lines.is_empty()).count();
    out.push_str(&format!(
        "{}, {failed} failed\n",
        plural(rows.len(), "program")
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use problems::find;

    #[test]
    fn each_row_saves_beside_the_others() {
        let problem = find("chapaev").unwrap();
        let options = |save: Option<&str>| CheckOptions {
            budget: std::time::Duration::from_secs(1),
            cases: 1,
            seed: 5,
            save: save.map(PathBuf::from),
            ..CheckOptions::new(problem, vec!["true".into()])
        };
        let root = Path::new("/w");
        let path = |save| row_path(root, &options(save), 2);
        assert_eq!(path(None), Path::new("/w/target/check/chapaev-5-2.in"));
        assert_eq!(path(Some("out/x.in")), Path::new("out/x-2.in"));
        assert_eq!(path(Some("x")), Path::new("x-2"));
    }
}
