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
use crate::judge::Failure;
use crate::options::CheckOptions;
use crate::report;
use crate::shrink::ShrinkEnd;
use crate::sources::{Case, Sources};
use crate::workspace::plural;

/// Generated inputs of a table without `--cases`, after the testdata.
pub const GENERATED: u64 = 200;

/// One program's row.
struct Row {
    /// The program's command line, quoted for a shell.
    program: String,
    /// `AC`, a verdict's code, `OUR BUG` or `cannot run`.
    verdict: String,
    /// Cases passed before the first failure, or all of those run.
    passed: u64,
    /// The first failure: what, where and how far it was shrunk; the lines after the table.
    failure: Option<Vec<String>>,
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
    if rows.iter().any(|row| row.verdict == "cannot run") {
        2
    } else if rows.iter().all(|row| row.failure.is_none()) {
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
        return Row {
            program,
            verdict: "AC".into(),
            passed: ran,
            failure: None,
        };
    };
    let failed_at = CheckOptions {
        case: Some(index + 1),
        save: Some(row_path(root, options, number)),
        ..options.clone()
    };
    let (verdict, lines) = match found {
        Found::CannotRun(why) => ("cannot run".to_owned(), vec![format!("cannot run; {why}")]),
        Found::OurBug(why) => our_bug(&failed_at, &case, &why),
        Found::Failure(failure) => shrunk(&failed_at, &referee, case, failure),
    };
    Row {
        program,
        verdict,
        passed: ran - 1,
        failure: Some(lines),
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

/// Shrinks a program's first failure and saves it; its verdict and the lines that say where.
fn shrunk(
    options: &CheckOptions,
    referee: &crate::judge::Referee,
    case: Case,
    failure: Failure,
) -> (String, Vec<String>) {
    let verdict = failure.verdict;
    let shrunk = check::shrink_failure(options, referee, case.input.clone(), failure);
    let ours = match &shrunk.found {
        Found::Failure(failure) => failure.ours.clone(),
        Found::OurBug(why) => return our_bug(options, &case, why),
        Found::CannotRun(why) => return ("cannot run".into(), vec![format!("cannot run; {why}")]),
    };
    let how = match shrunk.end {
        ShrinkEnd::LocalMinimum => "a local minimum",
        _ => "what the time allowed",
    };
    let mut lines = vec![format!(
        "case {} ({}), shrunk to {}; {verdict} on {} (size {}), shrunk in {} to {how}",
        options.case.unwrap_or(0),
        case.label,
        plural(shrunk.input.lines().count(), "line"),
        case.label,
        case.size,
        plural(shrunk.steps, "step"),
    )];
    lines.extend(saved_lines(options, &shrunk.input, &ours));
    (verdict.code().to_owned(), lines)
}

/// A disagreement of our own solvers on a program's case: loudly, never the program's fault.
fn our_bug(options: &CheckOptions, case: &Case, why: &str) -> (String, Vec<String>) {
    let mut lines = vec![format!(
        "case {} ({}); !!! OUR BUG, not the program's: {why}",
        options.case.unwrap_or(0),
        case.label
    )];
    lines.extend(saved_lines(options, &case.input, ""));
    ("OUR BUG".into(), lines)
}

/// Saves the input and our answer; the lines that say where, and the rerun command.
fn saved_lines(options: &CheckOptions, input: &str, ours: &str) -> Vec<String> {
    let root = crate::workspace::workspace_root();
    let paths = report::save_paths(&root, options);
    let saved = match report::save(&paths, input, ours) {
        Ok(()) => format!(
            "saved: {} (our answer: {})",
            report::shown_path(&paths.0),
            report::shown_path(&paths.1)
        ),
        Err(why) => format!("not saved: {why}"),
    };
    vec![saved, format!("rerun: {}", report::rerun_line(options))]
}

/// The table: a heading, one row per program (its failure's first line up to the `;`), then
/// each failure's lines under its number.
fn render(options: &CheckOptions, sources: &Sources, cases: u64, rows: &[Row]) -> String {
    let testdata = sources.testdata_len().min(cases);
    let mut out = format!(
        "table of {}, seed {}: {} ({testdata} from testdata), the same for every program\n",
        options.problem.name,
        options.seed,
        plural(cases as usize, "case"),
    );
    let width = rows
        .iter()
        .map(|r| r.program.chars().count())
        .max()
        .unwrap_or(0);
    let width = width.max("program".len());
    out.push_str(&format!(
        "  #  {:<width$}  {:<10}  {:>9}  first failure\n",
        "program", "verdict", "passed"
    ));
    for (number, row) in rows.iter().enumerate() {
        let passed = format!("{}/{cases}", row.passed);
        let first = row
            .failure
            .as_ref()
            .and_then(|lines| lines.first())
            .map_or("-", |line| line.split(';').next().unwrap_or(line));
        let first = first.strip_prefix("cannot run").map_or(first, |_| "-");
        out.push_str(&format!(
            "{:>3}  {:<width$}  {:<10}  {passed:>9}  {first}\n",
            number + 1,
            row.program,
            row.verdict,
        ));
    }
    for (number, row) in rows.iter().enumerate() {
        for (k, line) in row.failure.iter().flatten().enumerate() {
            let head = if k == 0 {
                format!("{:>3}:", number + 1)
            } else {
                "    ".into()
            };
            let line = if k == 0 {
                line.split_once("; ")
                    .map_or(line.as_str(), |(_, rest)| rest)
            } else {
                line
            };
            out.push_str(&format!("{head} {line}\n"));
        }
    }
    let failed = rows.iter().filter(|r| r.failure.is_some()).count();
    out.push_str(&format!(
        "{}, {failed} failed\n",
        plural(rows.len(), "program")
    ));
    out
}
