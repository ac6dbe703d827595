//! `cargo xtask bench --moves`: what `<solver> --moves` costs next to `<solver>` on every testdata
//! case of each problem (at most [`BOUND`] times), both timed as child processes like the
//! rest of the bench, their runs interleaved so that the machine's load falls on both alike.
//! Testdata cases take a millisecond or two, where a busy machine's scheduling adds outliers of
//! tens of milliseconds: each side's fastest run is its time. Writes bench/MOVES.md (linked from
//! RESULTS.md).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use super::report::show_ms;
use super::{measure, progress};

/// `--moves` should cost at most this many times solving.
const BOUND: f64 = 3.0;
/// Runs of each per case (`--quick`: [`QUICK_RUNS`]).
const RUNS: usize = 11;
/// Runs of each per case with `--quick`.
const QUICK_RUNS: usize = 3;

/// How one case went.
enum CaseTiming {
    /// The fastest wall times of solving and of `--moves`.
    Timed(Duration, Duration),
    /// The solver refused `--moves` on the case (exit 2: too large, say), with its message.
    Refused(String),
}

/// The testdata cases of `problem`, by name (the `invalid/` ones left out).
fn cases(root: &Path, problem: &str) -> Vec<PathBuf> {
    let folder = root.join("testdata").join(problem);
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&folder)
        .map(|entries| {
            entries
                .filter_map(|entry| entry.ok().map(|e| e.path()))
                .filter(|path| path.extension().is_some_and(|e| e == "in"))
                .collect()
        })
        .unwrap_or_default();
    cases.sort();
    cases
}

/// What `program --moves input` says on stderr when it does not exit 0: `None` if it succeeds.
fn refusal(program: &Path, input: &Path) -> Result<Option<(i32, String)>, String> {
    let output = Command::new(program)
        .arg("--moves")
        .arg(input)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot start {}: {e}", program.display()))?;
    let message = String::from_utf8_lossy(&output.stderr)
        .lines()
        .next()
        .unwrap_or("")
        .to_owned();
    Ok((!output.status.success()).then(|| (output.status.code().unwrap_or(-1), message)))
}

/// Times `program` and `program --moves` on `input`, `runs` times each, alternating.
fn time_case(program: &Path, input: &Path, runs: usize) -> Result<CaseTiming, String> {
    if let Some((code, message)) = refusal(program, input)? {
        return match code {
            // 2: too large to answer at once; 1: a valid input with no position to explore (a
            // racing input of no field at all).
            1 | 2 => Ok(CaseTiming::Refused(message)),
            _ => Err(format!(
                "{} --moves {} failed (exit {code}): {message}",
                program.display(),
                input.display()
            )),
        };
    }
    let (mut solving, mut listing) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        solving.push(measure(program, &[], input)?.wall);
        listing.push(measure(program, &["--moves"], input)?.wall);
    }
    let fastest = |times: Vec<Duration>| times.into_iter().min().unwrap_or_default();
    Ok(CaseTiming::Timed(fastest(solving), fastest(listing)))
}

/// One problem's section: a row per testdata case; false in `ok` if a run failed.
fn section(root: &Path, release: &Path, problem: &str, runs: usize, ok: &mut bool) -> String {
    let program = release.join(problem);
    let cases = cases(root, problem);
    let mut text = format!("\n## {problem}\n\n");
    match cases.first().map(|first| refusal(&program, first)) {
        Some(Ok(Some((2, message)))) if message.contains("unknown flag") => {
            text.push_str("No `--moves` yet.\n");
            return text;
        }
        None => {
            text.push_str("No testdata cases.\n");
            return text;
        }
        _ => {}
    }
    text.push_str("| case | solve | --moves | ratio | note |\n|---|---:|---:|---:|---|\n");
    let mut worst: Option<(f64, String)> = None;
    for (i, case) in cases.iter().enumerate() {
        let name = case
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into());
        progress::show(format_args!(
            "{problem} --moves [{}/{}] {name}",
            i + 1,
            cases.len()
        ));
        match time_case(&program, case, runs) {
            Ok(CaseTiming::Timed(solve, moves)) => {
                let ratio = moves.as_secs_f64() / solve.as_secs_f64().max(1e-9);
                let note = if ratio > BOUND { "over 3x" } else { "" };
                let _ = writeln!(
                    text,
                    "| {name} | {} | {} | {ratio:.2}x | {note} |",
                    show_ms(solve),
                    show_ms(moves)
                );
                if worst.as_ref().is_none_or(|(w, _)| ratio > *w) {
                    worst = Some((ratio, name));
                }
            }
            Ok(CaseTiming::Refused(message)) => {
                let _ = writeln!(text, "| {name} | | | | refused: {message} |");
            }
            Err(error) => {
                progress::clear();
                eprintln!("{error}");
                *ok = false;
            }
        }
    }
    progress::clear();
    if let Some((ratio, name)) = worst {
        let _ = writeln!(text, "\nLargest ratio: {ratio:.2}x ({name}).");
    }
    text
}

/// Runs the comparison for `problems`, prints it, and writes bench/MOVES.md unless `quick`;
/// false if a run or the write failed.
pub fn run(root: &Path, release: &Path, problems: &[&str], quick: bool) -> bool {
    let runs = if quick { QUICK_RUNS } else { RUNS };
    let mut report = format!(
        "# `--moves` against solving\n\nMachine: {} cores; date: {}. Each testdata case is run \
         {runs} times plainly and {runs} times with `--moves`, alternating, as child processes \
         (release build); the table shows the fastest wall time of each, from spawn to exit, \
         and their ratio; `--moves` should cost at most {BOUND}x. Made by `cargo xtask bench --moves`.\n",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        today()
    );
    let mut ok = true;
    for problem in problems {
        report.push_str(&section(root, release, problem, runs, &mut ok));
    }
    println!("{report}");
    if !quick && ok {
        let path = root.join("bench/MOVES.md");
        if let Err(e) = std::fs::write(&path, &report) {
            eprintln!("cannot write {}: {e}", path.display());
            return false;
        }
        eprintln!("wrote {}", path.display());
    }
    ok
}

/// Today's date (UTC) as YYYY-MM-DD, from the system clock.
fn today() -> String {
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    civil_date(days)
}

/// The date `days` after the Unix epoch as YYYY-MM-DD (proleptic Gregorian calendar).
fn civil_date(days: i64) -> String {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil() {
        // Day numbers from Python's datetime: (date - date(1970, 1, 1)).days.
        assert_eq!(civil_date(0), "1970-01-01");
        assert_eq!(civil_date(-1), "1969-12-31");
        assert_eq!(civil_date(11_017), "2000-03-01");
        assert_eq!(civil_date(19_723), "2024-01-01");
        assert_eq!(civil_date(19_782), "2024-02-29");
    }
}
