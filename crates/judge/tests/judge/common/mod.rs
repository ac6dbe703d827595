//! What the judge's tests on real programs share: the contestants (this crate's examples,
//! `tests/contestants/`) and our solvers built once, a check of one through `judge::run`, and the
//! local-minimum property of a shrunk input.

// Each test file uses its own part of this module; the rest would be dead code to it.
#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use gamecore::workspace::workspace_root;
use judge::outcome::Found;
use judge::{CheckOptions, Checked, Ending, Finished};

/// The workspace's problems, by name, in the registry's order.
pub fn problem_names() -> Vec<&'static str> {
    problems::PROBLEMS.iter().map(|p| p.name).collect()
}

/// The problem named `problem`, from the workspace's registry.
pub fn registry(problem: &str) -> &'static gamecore::Problem {
    problems::find(problem).expect("a problem of the registry")
}

mod build;
mod run;
mod steps;
#[allow(unused_imports)]
pub use run::{run_on, tokens};
#[allow(unused_imports)]
pub use steps::own_steps;
// As with dead code above: each test file uses its own part of this module.
#[allow(unused_imports)]
pub use build::{example, solver};

/// A fresh folder for saved inputs.
pub fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("judge-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("scratch folder");
    folder
}

/// The words of `command` (split at spaces), as a program's argv.
pub fn words(command: &[&str]) -> Vec<String> {
    command.iter().map(|w| w.to_string()).collect()
}

/// A check of `command` on `problem` as `cargo xtask check` runs it by default (every core,
/// the contest's limits), seed 1, saving to a scratch folder named after `name`: the base the
/// tests change a few fields of.
pub fn options(problem: &str, command: &[&str], name: &str) -> CheckOptions {
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get);
    CheckOptions {
        jobs: cores,
        save: Some(scratch(name).join("failing.in")),
        ..CheckOptions::new(registry(problem), words(command))
    }
}

/// Runs the check; its outcome, which must be a check (not a table) that could run.
pub fn checked(options: &CheckOptions) -> Checked {
    match judge::run(&workspace_root(), options, &judge::outcome::quiet) {
        Finished::Check(checked) => {
            assert!(!matches!(checked.end, Ending::CannotRun(_)), "cannot run");
            checked
        }
        Finished::Table(_) => panic!("a table"),
    }
}

/// Runs the check, which must fail; the failure found, shrunk and saved.
pub fn found(options: &CheckOptions) -> Box<Found> {
    match checked(options).end {
        Ending::Failed(found) => found,
        Ending::Passed => panic!("{:?} passed", options.command),
        _ => panic!("{:?}: not the program's failure", options.command),
    }
}

/// Checks `misbehave <how>` on four cases of More Reclamation, `tweak` changing the options;
/// the failure.
pub fn misbehaving(how: &str, tweak: impl FnOnce(&mut CheckOptions)) -> Box<Found> {
    let program = example("misbehave");
    let mut options = CheckOptions {
        cases: 4,
        ..options("more-reclamation", &[&program, how], how)
    };
    tweak(&mut options);
    found(&options)
}

/// A second of `seconds`.
pub fn seconds(seconds: f64) -> Duration {
    Duration::from_secs_f64(seconds)
}

/// Asserts that `input` is a local minimum for the contestant `argv`: every one-step-smaller
/// candidate, the problem's own and the single steps of its kinds written in `steps`, that our
/// solver accepts (and that is within the contest, unless `beyond`) gets our answer from it.
pub fn assert_local_minimum(problem: &str, beyond: bool, input: &str, argv: &[&str]) {
    let entry = registry(problem);
    let own = own_steps(problem, input);
    assert!(!own.is_empty(), "no steps of {problem}: {input}");
    let same = |candidate: &str| tokens(candidate) == tokens(input);
    for candidate in (entry.shrinking.smaller)(input).chain(own) {
        if same(&candidate) {
            continue;
        }
        let Ok(ours) = (entry.solve)(&candidate) else {
            continue;
        };
        if !beyond && !entry.within_contest(&candidate) {
            continue;
        }
        assert_eq!(
            tokens(&run_on(argv, &candidate)),
            tokens(&ours),
            "a smaller step fails:\n{candidate}"
        );
    }
}

/// A report without the figures of its verdict line and of the smaller input's own run (CPU
/// time, wall time, peak memory), which differ from run to run.
pub fn without_figures(report: &str) -> String {
    report
        .lines()
        .map(|line| match line.find(": CPU ") {
            Some(at) if line.starts_with("FAILED: ") => &line[..at],
            Some(at) if line.starts_with("the smaller input's own run") => &line[..at],
            _ => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}
