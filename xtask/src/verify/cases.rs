//! One problem's cases: each input through the fast solver (and the brute force where the
//! manifest says so), its output against its snapshot, and the files that belong to no case.

use std::collections::{BTreeMap, BTreeSet};
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use gamecore::InputError;
use gamecore::input::decode;

use super::manifest::{Check, Entry, read_manifest};
use super::snapshot::{compare_snapshot, diff};
use gamecore::workspace::cases_in;

use super::{Modes, Summary, workspace_root};
use problems::Problem;

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

/// Checks the selected cases of one problem (every case, and the orphans, if `selected` is empty
/// or holds `""`), adding to `summary`; a case marked slow runs only with `modes.slow` or when
/// named.
pub(super) fn verify_problem(
    dir: &Path,
    problem: &Problem,
    selected: &[&str],
    modes: Modes,
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
        let named = selected.contains(&case.as_str());
        if !whole && !named {
            continue;
        }
        if manifest.get(case).is_some_and(|e| e.slow) && !modes.slow && !named {
            summary.skipped += 1;
            continue;
        }
        match verify_case(dir, problem, case, manifest.get(case), modes.bless) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::snapshot::{read_snapshot, snapshot_text};

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
        check_with(dir, solve, &[], Modes { bless, slow: false })
    }

    fn check_with(
        dir: &Path,
        solve: fn(&str) -> Result<String, InputError>,
        selected: &[&str],
        modes: Modes,
    ) -> Summary {
        let problem = Problem {
            name: "scratch",
            solve,
            brute: doubled,
            baseline: doubled,
            ..*problems::PROBLEMS[0]
        };
        let mut summary = Summary::default();
        let hook = panic::take_hook();
        panic::set_hook(Box::new(|_| {}));
        verify_problem(dir, &problem, selected, modes, &mut summary);
        panic::set_hook(hook);
        if modes.bless {
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
    fn slow_cases_run_only_when_asked_for_or_named() {
        let dir = scratch("slow");
        std::fs::write(dir.join("03-slow.in"), "7").unwrap();
        let manifest = std::fs::read_to_string(dir.join("manifest.txt")).unwrap();
        let marked = format!("{manifest}03-slow | a long one | slow, brute\n");
        std::fs::write(dir.join("manifest.txt"), marked).unwrap();
        let modes = |bless, slow| Modes { bless, slow };
        let blessed = check_with(&dir, doubled, &[], modes(true, true));
        assert_eq!((blessed.written, blessed.skipped), (4, 0));
        let counts = |s: Summary| (s.passed, s.failures.len(), s.skipped);
        // By default the slow case is left out and counted as skipped.
        assert_eq!(
            counts(check_with(&dir, doubled, &[], modes(false, false))),
            (3, 0, 1)
        );
        assert_eq!(
            counts(check_with(&dir, doubled, &[], modes(false, true))),
            (4, 0, 0)
        );
        // Named, it runs without --slow; a wrong solver then fails it.
        let named = &["03-slow"];
        assert_eq!(
            counts(check_with(&dir, doubled, named, modes(false, false))),
            (1, 0, 0)
        );
        assert_eq!(
            counts(check_with(&dir, tripled, named, modes(false, false))),
            (0, 1, 0)
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
}
