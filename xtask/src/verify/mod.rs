//! `cargo xtask verify [problem[/case] ...] [--bless]`: every case under `testdata/<problem>/`
//! through its solver, compared byte for byte with its snapshot; every `invalid/` case must be
//! refused, and its one-line message is a snapshot too. The layout and the manifest format are
//! described in `testdata/README.md`.
//!
//! Snapshots use insta's file format (a `---` header with `source` and `input_file`, then the
//! contents) so that insta's tooling can read them; xtask reads and writes them itself because the
//! comparison must be exact to the byte (insta trims trailing newlines, and the judge does not).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use gamecore::InputError;
use gamecore::input::decode;

use crate::args::{self, TaskResult};
use crate::problems::{self, PROBLEMS, Problem};

/// `cargo xtask verify --help`.
pub const HELP: &str = "\
cargo xtask verify [problem[/case] ...] [--bless]

Runs every case of testdata/<problem>/ through the problem's fast solver and compares the output,
byte for byte, with its snapshot (testdata/<problem>/snapshots/); every invalid/ case must be
refused, and its one-line message is a snapshot too. The manifest's checks run as well: `sample`
compares with <case>.expected, `brute` with the brute force. Ends with `N passed, N failed`.

Arguments:
  problem          only this problem's cases (default: every problem)
  problem/case     only this case, such as chapaev/01-sample

Options:
  --bless          write the snapshots of the selected cases instead of comparing with them;
                   nothing is written unless every other check passes. Review with git diff.
  -h, --help       print this help

Exit status: 0 every check passed; 1 a check failed; 2 usage error.
";

/// The outcome of a verify run.
#[derive(Debug, Default)]
pub struct Summary {
    /// Cases (and checks that are not cases) that passed.
    pub passed: usize,
    /// Failures, each a message ready to print.
    pub failures: Vec<String>,
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

/// What `cargo xtask verify` was asked for.
#[derive(Debug, PartialEq, Eq)]
struct VerifyOptions {
    /// `problem` or `problem/case`; every problem when empty.
    filters: Vec<String>,
    bless: bool,
}

impl VerifyOptions {
    /// Parses `[problem[/case] ...] [--bless]`; an unknown problem is a usage error.
    fn parse(args: &[String]) -> Result<VerifyOptions, String> {
        let mut options = VerifyOptions {
            filters: Vec::new(),
            bless: false,
        };
        for arg in args {
            match arg.as_str() {
                "--bless" => options.bless = true,
                flag if flag.starts_with('-') => return Err(args::unknown_flag("verify", flag)),
                filter => {
                    problems::find(filter.split('/').next().unwrap_or_default())?;
                    options.filters.push(filter.to_owned());
                }
            }
        }
        Ok(options)
    }
}

/// `cargo xtask verify`: runs the checks and prints a line per problem, the failures and the total.
pub fn main(args: &[String]) -> TaskResult {
    let options = VerifyOptions::parse(args)?;
    let summary = verify(
        &workspace_root(),
        &options.filters,
        options.bless,
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
    println!(
        "{} passed, {} failed",
        summary.passed,
        summary.failures.len()
    );
    Ok(if summary.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `1 snapshot`, `2 snapshots`.
pub fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// What a solver did with one input.
enum Run {
    Answer(String),
    Refusal(InputError),
    Panic(String),
}

/// Runs `solver` on raw bytes exactly as the CLI would, catching panics.
fn run(solver: fn(&str) -> Result<String, InputError>, bytes: &[u8]) -> Run {
    let result = panic::catch_unwind(AssertUnwindSafe(|| decode(bytes).and_then(solver)));
    match result {
        Ok(Ok(answer)) => Run::Answer(answer),
        Ok(Err(error)) => Run::Refusal(error),
        Err(payload) => Run::Panic(
            payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".to_owned()),
        ),
    }
}

/// One line of a manifest.
#[derive(Debug)]
struct Entry {
    checks: Vec<Check>,
}

#[derive(Debug, PartialEq)]
enum Check {
    Sample,
    Brute,
    Second,
    Refusal,
}

/// Parses `manifest.txt`: `case | what | check, check`.
fn parse_manifest(text: &str) -> Result<BTreeMap<String, Entry>, Vec<String>> {
    let mut entries = BTreeMap::new();
    let mut errors = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((case, entry)) = parse_manifest_line(number + 1, line, &mut errors) else {
            continue;
        };
        if entries.insert(case.to_owned(), entry).is_some() {
            errors.push(format!(
                "manifest line {}: `{case}` is listed twice",
                number + 1
            ));
        }
    }
    if errors.is_empty() {
        Ok(entries)
    } else {
        Err(errors)
    }
}

/// Parses manifest line `line_number` (neither blank nor a comment) into its case and entry,
/// pushing what is wrong with it onto `errors`; `None` if it does not have three fields.
fn parse_manifest_line<'a>(
    line_number: usize,
    line: &'a str,
    errors: &mut Vec<String>,
) -> Option<(&'a str, Entry)> {
    let fields: Vec<&str> = line.split('|').map(str::trim).collect();
    let [case, what, checks] = fields[..] else {
        errors.push(format!(
            "manifest line {line_number}: expected `case | what it tests | how it was checked`"
        ));
        return None;
    };
    if what.is_empty() {
        errors.push(format!(
            "manifest line {line_number}: `{case}` says nothing of what it tests"
        ));
    }
    let checks = parse_checks(line_number, checks, errors);
    if checks.is_empty() {
        errors.push(format!(
            "manifest line {line_number}: `{case}` names no check"
        ));
    }
    Some((case, Entry { checks }))
}

/// Parses a manifest line's third field, `check, check`, pushing unknown or undescribed checks
/// onto `errors`.
fn parse_checks(line_number: usize, checks: &str, errors: &mut Vec<String>) -> Vec<Check> {
    // `second: ...` and `refusal: ...` take the rest of the line (commas included).
    let (simple, detailed) = match ["second:", "refusal:"]
        .iter()
        .filter_map(|k| checks.find(k))
        .min()
    {
        Some(at) => (&checks[..at], Some(&checks[at..])),
        None => (checks, None),
    };
    let mut parsed = Vec::new();
    for check in simple.split(',').map(str::trim).filter(|c| !c.is_empty()) {
        match check {
            "sample" => parsed.push(Check::Sample),
            "brute" => parsed.push(Check::Brute),
            _ => errors.push(format!(
                "manifest line {line_number}: unknown check `{check}` (sample, brute, second: \
                 <method>, refusal: <what the message says>)"
            )),
        }
    }
    if let Some(detailed) = detailed {
        let (kind, detail) = detailed.split_once(':').unwrap_or_default();
        if detail.trim().is_empty() {
            errors.push(format!(
                "manifest line {line_number}: `{kind}:` needs a description"
            ));
        } else if kind == "second" {
            parsed.push(Check::Second);
        } else {
            parsed.push(Check::Refusal);
        }
    }
    parsed
}

/// A compact diff from the first differing line.
pub fn diff(expected: &str, actual: &str) -> String {
    let old: Vec<&str> = expected.split_inclusive('\n').collect();
    let new: Vec<&str> = actual.split_inclusive('\n').collect();
    let first = old.iter().zip(&new).take_while(|(a, b)| a == b).count();
    let mut out = format!("    first difference at line {}:\n", first + 1);
    for (sign, lines) in [("-", &old), ("+", &new)] {
        for line in lines.iter().skip(first).take(4) {
            let _ = writeln!(out, "    {sign} {line:?}");
        }
        if lines.len() > first + 4 {
            let _ = writeln!(
                out,
                "    {sign} ... ({} more lines)",
                lines.len() - first - 4
            );
        }
        if lines.len() <= first {
            let _ = writeln!(out, "    {sign} (end of output)");
        }
    }
    out
}

/// Reads the contents of an insta-format snapshot file: everything after the header's closing `---`.
fn read_snapshot(path: &Path) -> Result<String, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let body = text
        .strip_prefix("---\n")
        .and_then(|rest| rest.split_once("\n---\n"))
        .map(|(_, contents)| contents.to_owned());
    body.ok_or_else(|| {
        format!(
            "{} is not a snapshot file (no `---` header)",
            path.display()
        )
    })
}

/// A snapshot file: insta's header naming the input, then the contents exactly.
pub fn snapshot_text(input_file: &str, contents: &str) -> String {
    format!("---\nsource: xtask/src/verify.rs\ninput_file: {input_file}\n---\n{contents}")
}

/// The workspace root, from this crate's manifest directory (never the current directory).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the workspace root")
        .to_path_buf()
}

fn cases_in(dir: &Path) -> BTreeSet<String> {
    std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            name.strip_suffix(".in").map(str::to_owned)
        })
        .collect()
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
                "testdata/{folder}: no solver of that name in xtask/src/problems.rs"
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

/// Verifies the problems and cases selected by `filters` (`problem` or `problem/case`, all when
/// empty). With `bless`, writes snapshots instead of failing on them. Progress goes to `log`.
pub fn verify(root: &Path, filters: &[String], bless: bool, log: &mut dyn FnMut(&str)) -> Summary {
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
        verify_problem(
            &testdata.join(problem.name),
            problem,
            &selected,
            bless,
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

/// Checks the selected cases of one problem (every case, and the orphans, if `selected` is empty
/// or holds `""`), adding to `summary`.
fn verify_problem(
    dir: &Path,
    problem: &Problem,
    selected: &[&str],
    bless: bool,
    summary: &mut Summary,
) {
    let name = problem.name;
    let Some(manifest) = read_manifest(dir, name, summary) else {
        return;
    };
    let valid = cases_in(dir);
    let invalid: BTreeSet<String> = cases_in(&dir.join("invalid"))
        .into_iter()
        .map(|c| format!("invalid/{c}"))
        .collect();
    let all: BTreeSet<&String> = valid.iter().chain(&invalid).collect();
    let whole = selected.is_empty() || selected.contains(&"");

    if whole {
        report_orphans(dir, name, &manifest, &valid, &all, summary);
    }

    for &case in &all {
        if !whole && !selected.contains(&case.as_str()) {
            continue;
        }
        match verify_case(dir, problem, case, manifest.get(case), bless) {
            Ok(pending) => {
                summary.passed += 1;
                summary.pending.extend(pending);
            }
            Err(why) => summary.failures.push(format!("{name}/{case}: {why}")),
        }
    }
    for case in selected.iter().filter(|c| !c.is_empty()) {
        if !all.iter().any(|c2| c2.as_str() == *case) {
            summary
                .failures
                .push(format!("{name}/{case}: no such case"));
        }
    }
}

/// Reads and parses `dir/manifest.txt`; `None`, with the failures in `summary`, if it is missing
/// or wrong.
fn read_manifest(dir: &Path, name: &str, summary: &mut Summary) -> Option<BTreeMap<String, Entry>> {
    let Ok(text) = std::fs::read_to_string(dir.join("manifest.txt")) else {
        summary
            .failures
            .push(format!("{name}: no testdata/{name}/manifest.txt"));
        return None;
    };
    match parse_manifest(&text) {
        Ok(entries) => Some(entries),
        Err(errors) => {
            for error in errors {
                summary.failures.push(format!("{name}: {error}"));
            }
            None
        }
    }
}

/// Fails the manifest lines, snapshots and expected outputs that have no input, and any stray
/// file among the snapshots.
fn report_orphans(
    dir: &Path,
    name: &str,
    manifest: &BTreeMap<String, Entry>,
    valid: &BTreeSet<String>,
    all: &BTreeSet<&String>,
    summary: &mut Summary,
) {
    for case in manifest.keys().filter(|c| !all.contains(c)) {
        summary.failures.push(format!(
            "{name}: manifest lists `{case}` but there is no {case}.in"
        ));
    }
    for file in std::fs::read_dir(dir.join("snapshots"))
        .into_iter()
        .flatten()
        .flatten()
    {
        let file_name = file.file_name().to_string_lossy().into_owned();
        if let Some(stem) = file_name.strip_suffix(".snap") {
            let case = stem
                .strip_prefix("invalid-")
                .map_or_else(|| stem.to_owned(), |c| format!("invalid/{c}"));
            if !all.contains(&case) {
                summary.failures.push(format!(
                    "{name}: snapshot {file_name} has no input (remove it or restore {case}.in)"
                ));
            }
        } else {
            summary.failures.push(format!(
                "{name}: pending or stray file snapshots/{file_name}: review it, then bless or delete it"
            ));
        }
    }
    for expected in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let file_name = expected.file_name().to_string_lossy().into_owned();
        if let Some(case) = file_name.strip_suffix(".expected")
            && !valid.contains(case)
        {
            summary
                .failures
                .push(format!("{name}: {file_name} has no {case}.in"));
        }
    }
}

/// Checks one case; with `bless`, returns the snapshot to write if it is new or changed.
fn verify_case(
    dir: &Path,
    problem: &Problem,
    case: &str,
    entry: Option<&Entry>,
    bless: bool,
) -> Result<Option<(PathBuf, String)>, String> {
    let entry = entry.ok_or("no line in manifest.txt says what it tests and how it was checked")?;
    let refusal_expected = case.starts_with("invalid/");
    let input_path = dir.join(format!("{case}.in"));
    let bytes = std::fs::read(&input_path).map_err(|e| format!("cannot read the input: {e}"))?;
    let actual = match (run(problem.solve, &bytes), refusal_expected) {
        (Run::Panic(message), _) => return Err(format!("PANIC: {message}")),
        (Run::Answer(answer), false) => answer,
        (Run::Refusal(error), true) => format!("error: {error}\n"),
        (Run::Refusal(error), false) => return Err(format!("refused a valid input: {error}")),
        (Run::Answer(answer), true) => {
            let first = answer.lines().next().unwrap_or_default();
            return Err(format!("accepted an invalid input, answering {first:?}"));
        }
    };
    if refusal_expected {
        if !entry.checks.contains(&Check::Refusal) {
            return Err(
                "manifest: an invalid case needs `refusal: <what the message says>`".into(),
            );
        }
    } else {
        check_valid_case(dir, problem, case, &entry.checks, &bytes, &actual)?;
    }
    let relative_input = input_path
        .strip_prefix(workspace_root())
        .unwrap_or(&input_path)
        .display()
        .to_string();
    compare_snapshot(dir, problem.name, case, &relative_input, &actual, bless)
}

/// Runs the manifest's checks of a valid case whose fast answer is `actual`: the statement's
/// output for `sample`, the brute force for `brute`.
fn check_valid_case(
    dir: &Path,
    problem: &Problem,
    case: &str,
    checks: &[Check],
    bytes: &[u8],
    actual: &str,
) -> Result<(), String> {
    if !checks
        .iter()
        .any(|c| matches!(c, Check::Sample | Check::Brute | Check::Second))
    {
        return Err("manifest: no `sample`, `brute` or `second: <method>` check".into());
    }
    if checks.contains(&Check::Sample) {
        let expected_path = dir.join(format!("{case}.expected"));
        let expected = std::fs::read_to_string(&expected_path)
            .map_err(|_| format!("a sample needs {case}.expected with the statement's output"))?;
        if expected != actual {
            return Err(format!(
                "differs from the statement's output {case}.expected\n{}",
                diff(&expected, actual)
            ));
        }
    }
    if checks.contains(&Check::Brute) {
        match run(problem.brute, bytes) {
            Run::Answer(brute) if brute == actual => {}
            Run::Answer(brute) => {
                return Err(format!(
                    "differs from the brute force (- brute, + fast)\n{}",
                    diff(&brute, actual)
                ));
            }
            Run::Refusal(error) => return Err(format!("the brute force refused it: {error}")),
            Run::Panic(message) => return Err(format!("the brute force PANICKED: {message}")),
        }
    }
    Ok(())
}

/// Compares `actual` with the case's snapshot; with `bless`, returns the snapshot to write
/// instead if it is new or changed.
fn compare_snapshot(
    dir: &Path,
    problem_name: &str,
    case: &str,
    relative_input: &str,
    actual: &str,
    bless: bool,
) -> Result<Option<(PathBuf, String)>, String> {
    let snapshot_name = match case.strip_prefix("invalid/") {
        Some(rest) => format!("invalid-{rest}.snap"),
        None => format!("{case}.snap"),
    };
    let snapshot_path = dir.join("snapshots").join(&snapshot_name);
    if bless {
        let text = snapshot_text(relative_input, actual);
        let changed = std::fs::read_to_string(&snapshot_path).ok().as_deref() != Some(&text);
        return Ok(changed.then_some((snapshot_path, text)));
    }
    if !snapshot_path.exists() {
        return Err(format!(
            "no snapshot yet: run `cargo xtask verify {problem_name}/{case} --bless`, then review snapshots/{snapshot_name}"
        ));
    }
    let expected = read_snapshot(&snapshot_path)?;
    if expected != actual {
        return Err(format!(
            "differs from snapshots/{snapshot_name} (- snapshot, + now); if the new output is \
             right, run `cargo xtask verify {problem_name}/{case} --bless` and review the diff\n{}",
            diff(&expected, actual)
        ));
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same check as `cargo xtask verify`, inside `cargo test --workspace`.
    #[test]
    fn every_testdata_case_matches_its_snapshot() {
        let mut lines = Vec::new();
        let summary = verify(&workspace_root(), &[], false, &mut |l| {
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
    fn diff_starts_at_the_first_differing_line() {
        let shown = diff("a\nb\nc\n", "a\nB\nc\n");
        assert!(shown.contains("line 2"), "{shown}");
        assert!(shown.contains("- \"b\\n\""), "{shown}");
        assert!(shown.contains("+ \"B\\n\""), "{shown}");
        // A missing final newline is visible.
        let shown = diff("x\n\n", "x\n");
        assert!(shown.contains("line 2"), "{shown}");
        assert!(shown.contains("+ (end of output)"), "{shown}");
    }

    #[test]
    fn manifest_lines_are_strict() {
        let entries = parse_manifest(
            "# comment\n01-a | sample 1 | sample, brute\ninvalid/02-b | bad | refusal: says x, at y\n03-c | big | brute, second: a, b\n",
        )
        .unwrap();
        assert_eq!(entries["01-a"].checks, vec![Check::Sample, Check::Brute]);
        assert_eq!(entries["invalid/02-b"].checks, vec![Check::Refusal]);
        assert_eq!(entries["03-c"].checks, vec![Check::Brute, Check::Second]);
        for bad in [
            "01-a | what",
            "01-a | | brute",
            "01-a | x | second",
            "01-a | x | guessed",
            "01-a | x | ",
            "01-a | x | second:  ",
            "01-a | x | brute\n01-a | y | brute",
        ] {
            assert!(parse_manifest(bad).is_err(), "{bad}");
        }
    }

    fn doubled(input: &str) -> Result<String, InputError> {
        let mut reader = gamecore::Reader::new(input);
        let (n, _) = reader.integer("n", 0..=100i64)?;
        reader.expect_end()?;
        Ok(format!("{}\n", 2 * n))
    }

    fn tripled(input: &str) -> Result<String, InputError> {
        doubled(input).map(|s| format!("{}\n", s.trim().parse::<i64>().unwrap() / 2 * 3))
    }

    fn panicking(_: &str) -> Result<String, InputError> {
        panic!("boom")
    }

    /// A scratch testdata folder: a sample, a brute-checked case, an invalid case.
    fn scratch(tag: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-verify-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("invalid")).unwrap();
        std::fs::write(dir.join("01-sample.in"), "4\n").unwrap();
        std::fs::write(dir.join("01-sample.expected"), "8\n").unwrap();
        std::fs::write(dir.join("02-small.in"), "5").unwrap();
        std::fs::write(dir.join("invalid/01-big.in"), "500").unwrap();
        std::fs::write(
            dir.join("manifest.txt"),
            "01-sample | the sample | sample\n02-small | five | brute\ninvalid/01-big | too big | refusal: names the range\n",
        )
        .unwrap();
        dir
    }

    fn check(dir: &Path, solve: fn(&str) -> Result<String, InputError>, bless: bool) -> Summary {
        let problem = Problem {
            name: "scratch",
            solve,
            brute: doubled,
            baseline: doubled,
            check: crate::problems::PROBLEMS[0].check,
        };
        let mut summary = Summary::default();
        let hook = panic::take_hook();
        panic::set_hook(Box::new(|_| {}));
        verify_problem(dir, &problem, &[], bless, &mut summary);
        panic::set_hook(hook);
        if bless {
            summary.write_pending();
        }
        summary
    }

    #[test]
    fn verify_accepts_the_right_solver_and_rejects_wrong_ones() {
        let dir = scratch("cycle");
        // No snapshots yet: every case fails and says to bless.
        let summary = check(&dir, doubled, false);
        assert_eq!((summary.passed, summary.failures.len()), (0, 3));
        assert!(
            summary.failures[0].contains("--bless"),
            "{:?}",
            summary.failures
        );
        // Bless, then the same solver passes.
        assert_eq!(check(&dir, doubled, true).failures, Vec::<String>::new());
        let summary = check(&dir, doubled, false);
        assert_eq!((summary.passed, summary.failures.len()), (3, 0));
        let refusal = read_snapshot(&dir.join("snapshots/invalid-01-big.snap")).unwrap();
        assert_eq!(
            refusal,
            "error: line 1, column 1: expected n (an integer from 0 to 100), found `500`\n"
        );
        // A wrong solver fails the sample, the brute force and both snapshots.
        let summary = check(&dir, tripled, false);
        assert_eq!(summary.passed, 1, "{:?}", summary.failures);
        assert!(
            summary
                .failures
                .iter()
                .any(|f| f.contains("statement's output"))
        );
        assert!(summary.failures.iter().any(|f| f.contains("brute force")));
        // A panic is reported as a panic.
        let summary = check(&dir, panicking, false);
        assert!(summary.failures.iter().all(|f| f.contains("PANIC: boom")));
        // Orphans: a snapshot with no input, a case with no manifest line.
        std::fs::remove_file(dir.join("02-small.in")).unwrap();
        std::fs::write(dir.join("03-new.in"), "1").unwrap();
        let summary = check(&dir, doubled, false);
        assert!(
            summary
                .failures
                .iter()
                .any(|f| f.contains("02-small.snap has no input"))
        );
        assert!(
            summary
                .failures
                .iter()
                .any(|f| f.contains("there is no 02-small.in"))
        );
        assert!(
            summary
                .failures
                .iter()
                .any(|f| f.contains("03-new: no line in manifest"))
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn bless_writes_only_when_everything_passes() {
        let dir = scratch("bless");
        // A wrong solver fails two checks: nothing is written, not even the passing refusal.
        let summary = check(&dir, tripled, true);
        assert_eq!((summary.passed, summary.written), (1, 0));
        assert!(!dir.join("snapshots").exists());
        let summary = check(&dir, doubled, true);
        assert_eq!((summary.failures.len(), summary.written), (0, 3));
        assert_eq!(check(&dir, doubled, true).written, 0, "nothing changed");
        // A changed output fails against its snapshot and says how to accept it.
        let snapshot = dir.join("snapshots/02-small.snap");
        std::fs::write(&snapshot, snapshot_text("02-small.in", "11\n")).unwrap();
        let summary = check(&dir, doubled, false);
        assert_eq!(summary.failures.len(), 1, "{:?}", summary.failures);
        let failure = &summary.failures[0];
        assert!(
            failure.contains("differs from snapshots/02-small.snap"),
            "{failure}"
        );
        assert!(
            failure.contains("`cargo xtask verify scratch/02-small --bless`"),
            "{failure}"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn options_name_what_is_wrong() {
        let parse = |args: &[&str]| VerifyOptions::parse(&crate::args::owned(args));
        assert_eq!(
            parse(&["chapaev/01-sample", "--bless"]),
            Ok(VerifyOptions {
                filters: vec!["chapaev/01-sample".to_owned()],
                bless: true
            })
        );
        assert!(
            parse(&["--frob"])
                .unwrap_err()
                .contains("unknown flag `--frob`")
        );
        assert!(
            parse(&["nosuch/01"])
                .unwrap_err()
                .starts_with("no problem named `nosuch`")
        );
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

    #[test]
    fn snapshots_round_trip_exactly() {
        let dir = std::env::temp_dir().join(format!("xtask-snap-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("case.snap");
        for contents in ["WIN\n", "B\n\nAA\n\n", "no newline", ""] {
            std::fs::write(&path, snapshot_text("testdata/x/case.in", contents)).unwrap();
            assert_eq!(read_snapshot(&path).unwrap(), contents);
        }
        std::fs::write(&path, "WIN\n").unwrap();
        assert!(read_snapshot(&path).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
