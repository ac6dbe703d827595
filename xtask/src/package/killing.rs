//! The tests that kill: the judge's table (`cargo xtask check --table`) of the problem's wrong
//! programs, each compiled here with `rustc` as the judge system will, on the testdata and on
//! generated inputs within the contest; what it picks (testdata cases, and new cases shrunk
//! while they still kill) goes first among the secret cases, so that every wrong program meets
//! a case it fails early.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use gamecore::problem::{Problem, Source};
use judge::outcome::quiet;
use judge::{CheckOptions, Contestant, Finished};

/// The tests that kill `problem`'s wrong programs, named (`kills-...` for a new one, the case's
/// own name for a testdata case), found within `budget` of judging; none for a zero budget.
pub fn killing_inputs(
    root: &Path,
    problem: &'static Problem,
    budget: Duration,
) -> Result<Vec<(String, String)>, String> {
    let wrong = problem.package.wrong_answer;
    if wrong.is_empty() || budget.is_zero() {
        return Ok(Vec::new());
    }
    // Scratch: the compiled programs and the judge's saved tests, beside the packages.
    let folder = root
        .join("target")
        .join("package")
        .join("build")
        .join(problem.name);
    let mut contestants = Vec::new();
    for source in wrong {
        let binary = compile(source, &folder.join("wrong"))?;
        contestants.push(Contestant {
            name: stem(source).to_owned(),
            command: vec![binary.display().to_string()],
        });
    }
    let mut options = CheckOptions::new(problem, Vec::new());
    options.contestants = contestants;
    options.budget = budget;
    options.shrink_budget = budget / 2;
    options.jobs = 2;
    options.save_dir = Some(folder.join("kill"));
    let Finished::Table(table) = judge::run(root, &options, &quiet) else {
        return Err("the judge ran a check instead of a table".to_owned());
    };
    let from_testdata = table.killing.testdata.iter().map(|(case, _)| {
        let input = &table.cases[*case];
        let name = input
            .label
            .strip_prefix("testdata ")
            .unwrap_or(&input.label);
        (name.to_owned(), input.text.clone())
    });
    let new = table.killing.tests.iter().map(|test| {
        let name = test
            .name
            .split_once('-')
            .map_or(&*test.name, |(_, rest)| rest);
        (name.to_owned(), test.input.clone())
    });
    let mut killers: Vec<(String, String)> = from_testdata.chain(new).collect();
    killers.retain(|(_, input)| problem.within_contest(input));
    Ok(killers)
}

/// The file name of `source` without its extension.
pub fn stem(source: &Source) -> &'static str {
    source
        .file
        .rsplit_once('.')
        .map_or(source.file, |(stem, _)| stem)
}

/// Compiles the one-file Rust program `source` into `folder`, as the judge system would
/// (`rustc`, optimised, edition 2021); the binary's path.
pub fn compile(source: &Source, folder: &Path) -> Result<PathBuf, String> {
    std::fs::create_dir_all(folder)
        .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    let file = folder.join(source.file);
    std::fs::write(&file, source.text)
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    let binary = folder.join(stem(source));
    let status = Command::new("rustc")
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&binary)
        .arg(&file)
        .status()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if !status.success() {
        return Err(format!("rustc cannot compile {}", file.display()));
    }
    Ok(binary)
}
