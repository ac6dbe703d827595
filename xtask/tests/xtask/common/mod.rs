//! What the end-to-end tests of `cargo xtask check` share: the contestants (the judge's examples,
//! `crates/judge/tests/contestants/`) built once, and running `xtask check` and a program.

// Each test file uses its own part of this module; the rest would be dead code to it.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Output};

/// The workspace's problems, by name, in the registry's order.
pub fn problem_names() -> Vec<&'static str> {
    problems::PROBLEMS.iter().map(|p| p.name).collect()
}

#[path = "../../../../crates/judge/tests/judge/common/build.rs"]
mod build;
// As with dead code above: each test file uses its own part of this module.
#[allow(unused_imports)]
pub use build::{example, solver};
#[path = "../../../../crates/judge/tests/judge/common/run.rs"]
mod run;
#[allow(unused_imports)]
pub use run::{run_on, tokens};

/// Runs `xtask check` with `args`.
pub fn check(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("check")
        .args(args)
        .output()
        .expect("xtask runs")
}

/// Runs `xtask check` with `args`, which must fail (exit 1); its report.
pub fn check_fails(args: &[&str]) -> String {
    let output = check(args);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    report
}

/// The report on stdout.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("UTF-8 report")
}

/// The report's last line, the summary.
pub fn last_line(output: &Output) -> String {
    stdout(output).lines().last().unwrap_or_default().to_owned()
}

/// A fresh folder for saved inputs.
pub fn scratch(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("xtask-check-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("scratch folder");
    folder
}

/// The problem named `problem`, from the workspace's registry.
pub fn registry(problem: &str) -> &'static gamecore::Problem {
    problems::find(problem).expect("a problem of the registry")
}

/// Runs `xtask check` on More Reclamation with `misbehave <how>` and `extra` options.
pub fn misbehaving_output(how: &str, extra: &[&str]) -> Output {
    let program = example("misbehave");
    let mut args = vec!["more-reclamation", "--cases", "4", "--seed", "1"];
    args.extend(extra);
    args.extend(["--", &program, how]);
    check(&args)
}

/// Checks `misbehave <how>` on More Reclamation; returns the report.
pub fn misbehaving(how: &str, extra: &[&str]) -> String {
    let folder = scratch(how);
    let save = folder.join("x.in");
    let mut options = extra.to_vec();
    options.extend(["--save", save.to_str().unwrap()]);
    let output = misbehaving_output(how, &options);
    let report = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{report}");
    assert!(save.exists(), "{report}");
    report
}
