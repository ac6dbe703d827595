//! The judge as a library: `judge::run` on real processes returns its outcome (a check's
//! failure shrunk and saved, a table's cells, its tests that kill) and reports progress through
//! the caller's callback; the judge's own source prints nothing and names no binary.
//!
//! The problem is More Reclamation with a fake answer, the input itself (validated by the real
//! parser), so that `cat` is a right program and shell one-liners are wrong in known ways:
//! `head -n 1` fails every input with a land cell (more than one line), `sh -c 'cat; echo x'`
//! fails every input.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use gamecore::Problem;
use gamecore::workspace::workspace_root;
use judge::outcome::Found;
use judge::outcome::{Cell, Table};
use judge::shrink::ShrinkEnd;
use judge::{CheckOptions, Contestant, Ending, Finished, Progress, Ruling};

/// More Reclamation answered by the input itself; no brute force.
fn echo_problem() -> &'static Problem {
    let real = problems::find("more-reclamation").unwrap();
    Box::leak(Box::new(Problem {
        solve: |input| more_reclamation::parse(input).map(|_| input.to_owned()),
        brute_fits: |_| false,
        ..*real
    }))
}

fn words(command: &str) -> Vec<String> {
    command.split(' ').map(str::to_owned).collect()
}

/// A fresh folder for saved inputs.
fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("judge-outcome-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// The options of a check of `command`: seed 3, two jobs, a few seconds of shrinking.
fn options(command: &[String]) -> CheckOptions {
    CheckOptions {
        cases: 40,
        seed: 3,
        jobs: 2,
        shrink_budget: Duration::from_secs(20),
        ..CheckOptions::new(echo_problem(), command.to_vec())
    }
}

/// Runs the judge, collecting its progress events.
fn run(options: &CheckOptions) -> (Finished, Vec<Progress>) {
    let events = Mutex::new(Vec::new());
    let outcome = judge::run(&workspace_root(), options, &|event| {
        events.lock().unwrap().push(event)
    });
    (outcome, events.into_inner().unwrap())
}

fn found(outcome: Finished) -> Box<Found> {
    match outcome {
        Finished::Check(checked) => match checked.end {
            Ending::Failed(found) => found,
            _ => panic!("did not fail"),
        },
        Finished::Table(_) => panic!("a table"),
    }
}

#[test]
fn a_right_program_passes_every_case() {
    let (outcome, events) = run(&options(&words("cat")));
    let Finished::Check(checked) = outcome else {
        panic!("a table")
    };
    assert!(matches!(checked.end, Ending::Passed));
    assert_eq!(checked.ran, 40);
    // The testdata within the contest's limits comes first.
    let folder = workspace_root().join("testdata/more-reclamation");
    let problem = checked.options.problem;
    let within = gamecore::workspace::cases_in(&folder)
        .iter()
        .filter(|name| {
            let input = std::fs::read_to_string(folder.join(format!("{name}.in"))).unwrap();
            problem.within_contest(&input)
        })
        .count();
    assert_eq!(checked.from_testdata as usize, within);
    assert!(!events.iter().any(|e| matches!(e, Progress::Found { .. })));
}

#[test]
fn a_failure_comes_back_shrunk_and_saved_with_its_progress() {
    let save = scratch("failure").join("failing.in");
    let options = CheckOptions {
        save: Some(save.clone()),
        ..options(&words("head -n 1"))
    };
    let (outcome, events) = run(&options);
    let found = found(outcome);
    assert_eq!(found.failure.verdict, Ruling::WrongAnswer);
    // The first case with a land cell, then shrunk to the fewest: one land cell, two lines.
    assert_eq!(found.input.lines().count(), 2, "{}", found.input);
    assert_eq!(found.shrinking.end, ShrinkEnd::LocalMinimum);
    assert_eq!(std::fs::read_to_string(&save).unwrap(), found.input);
    assert_eq!(found.saved.error, None);
    // The rerun options judge that case alone, and say so.
    let case = found.at.case.expect("the failing case");
    let rerun = judge::words::rerun_line("my-judge", &found.at);
    assert!(
        rerun.starts_with(&format!(
            "my-judge more-reclamation --seed 3 --case {case} "
        )),
        "{rerun}"
    );
    let report = judge::words::found_report(&found);
    assert!(
        report.starts_with("FAILED: wrong answer (WA) on testdata "),
        "{report}"
    );
    let found_event = events
        .iter()
        .position(|e| matches!(e, Progress::Found { .. }));
    let shrunk_event = events.iter().position(|e| matches!(e, Progress::Shrunk(_)));
    assert!(
        found_event.is_some() && found_event < shrunk_event,
        "{events:?}"
    );
}

#[test]
fn no_shrinking_asked_is_not_a_failed_shrink() {
    let save = scratch("not-asked").join("failing.in");
    let options = CheckOptions {
        save: Some(save),
        shrink_budget: Duration::ZERO,
        testdata: false,
        ..options(&words("head -n 1"))
    };
    let found = found(run(&options).0);
    assert_eq!(found.shrinking.end, ShrinkEnd::NotAsked);
    assert_eq!(found.input, found.case.text);
    let report = judge::words::found_report(&found);
    assert!(
        report.contains("\nnot shrunk (asked: --shrink-seconds 0)\n"),
        "{report}"
    );
}

#[test]
fn a_program_that_cannot_start_is_said_so() {
    let (outcome, _) = run(&options(&words("/nonexistent/solution")));
    let Finished::Check(checked) = outcome else {
        panic!("a table")
    };
    let Ending::CannotRun(why) = checked.end else {
        panic!("it ran")
    };
    assert!(
        why.starts_with("cannot run `/nonexistent/solution`"),
        "{why}"
    );
}

/// A table of `cat` (right), `head -n 1` and `sh -c 'cat; echo x'` (always wrong) on 30 cases.
fn table(testdata: bool, folder: &Path) -> Table {
    let program = |name: &str, command: &[&str]| Contestant {
        name: name.into(),
        command: command.iter().map(|w| w.to_string()).collect(),
    };
    let table = vec![
        program("right", &["cat"]),
        program("first line", &["head", "-n", "1"]),
        program("extra", &["sh", "-c", "cat; echo x"]),
    ];
    let options = CheckOptions {
        cases: 30,
        testdata,
        save_dir: Some(folder.to_path_buf()),
        contestants: table,
        ..options(&words("cat"))
    };
    match run(&options).0 {
        Finished::Table(table) => table,
        Finished::Check(_) => panic!("not a table"),
    }
}

#[test]
fn a_table_judges_every_program_on_every_case() {
    let table = table(true, &scratch("table"));
    assert_eq!(table.cases.len(), 30);
    let [right, first, extra] = &table.rows[..] else {
        panic!("three rows")
    };
    assert_eq!((right.passed(), right.judged()), (30, 30));
    assert!(right.failures().is_empty() && !right.failed());
    // No stop at the first failure: every case judged, and failures counted by verdict.
    assert_eq!(extra.judged(), 30);
    assert_eq!(extra.failures(), [("WA", 30)]);
    let one_line = table
        .cases
        .iter()
        .filter(|c| c.text.lines().count() == 1)
        .count();
    assert_eq!(first.passed(), one_line);
    for (case, cell) in table.cases.iter().zip(&first.cells) {
        assert_eq!(
            cell.failed(),
            case.text.lines().count() > 1,
            "{}",
            case.text
        );
        assert!(matches!(cell, Cell::Judged(j) if j.stats.wall > Duration::ZERO));
    }
    assert!(right.slowest() > Duration::ZERO);
    // A line per testdata case, then one per generated family; every case in one.
    let testdata = table
        .cases
        .iter()
        .filter(|c| c.label.starts_with("testdata "))
        .count();
    assert_eq!(
        table.groups.len(),
        testdata + table.options.problem.families.len()
    );
    let mut grouped: Vec<usize> = table.groups.iter().flat_map(|g| g.cases.clone()).collect();
    grouped.sort();
    assert_eq!(grouped, (0..30).collect::<Vec<_>>());
    // The testdata kills both failing programs with one case: nothing new to add.
    let killing = &table.killing;
    assert_eq!((killing.failing, killing.exact), (2, true));
    assert_eq!(killing.testdata.len(), 1);
    assert!(killing.tests.is_empty());
}

#[test]
fn the_new_test_that_kills_is_shrunk_against_its_programs_and_saved() {
    let folder = scratch("killing");
    let table = table(false, &folder);
    let killing = &table.killing;
    assert!(killing.testdata.is_empty());
    let [test] = &killing.tests[..] else {
        panic!("one test kills both: {:?}", killing.tests)
    };
    let mut kills = test.kills.clone();
    kills.sort_by_key(|&(row, _)| row);
    assert_eq!(kills, [(1, Ruling::WrongAnswer), (2, Ruling::WrongAnswer)]);
    // The smallest input `head -n 1` fails: one land cell.
    assert_eq!(test.input.lines().count(), 2, "{}", test.input);
    assert_eq!(test.shrinking.end, ShrinkEnd::LocalMinimum);
    // Numbered after the testdata's cases, saved with its answer and manifest line.
    let testdata =
        gamecore::workspace::cases_in(&workspace_root().join("testdata/more-reclamation"));
    let last: usize = testdata
        .iter()
        .filter_map(|n| n[..2].parse().ok())
        .max()
        .unwrap();
    assert_eq!(test.name, format!("{:02}-kills-first-line-extra", last + 1));
    let saved = std::fs::read_to_string(folder.join(format!("{}.in", test.name))).unwrap();
    assert_eq!(saved, test.input);
    assert!(folder.join(format!("{}.ans", test.name)).is_file());
    let manifest = std::fs::read_to_string(folder.join(judge::killing::MANIFEST)).unwrap();
    assert!(
        manifest.starts_with(&format!(
            "{} | kills first line (WA), extra (WA): generated #",
            test.name
        )),
        "{manifest}"
    );
}

#[test]
fn the_judge_prints_nothing_and_names_no_binary() {
    let mut folders = vec![workspace_root().join("crates/judge/src")];
    let mut files = Vec::new();
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        // Its own unit tests may name the command they render for.
        let code = text.split("#[cfg(test)]").next().unwrap();
        for word in [
            "print!",
            "println!",
            "eprint",
            "stdout()",
            "stderr()",
            "xtask check",
        ] {
            let found = code
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .any(|l| l.contains(word));
            assert!(!found, "{} has `{word}`", path.display());
        }
    }
}
