//! The package on disk, in the Kattis problem format: `problem.yaml`, the statement, the cases
//! under `data/`, the input validator and the submissions by expected verdict.

use std::path::Path;

use gamecore::problem::{Problem, Source};

use super::cases::Case;
use super::metadata::problem_yaml;

/// Writes `problem`'s package with `cases` into `out`, replacing what was there.
pub fn write_package(out: &Path, problem: &Problem, cases: &[Case]) -> Result<(), String> {
    if out.exists() {
        std::fs::remove_dir_all(out).map_err(|e| format!("cannot clear {}: {e}", out.display()))?;
    }
    let package = &problem.package;
    write(&out.join("problem.yaml"), &problem_yaml(problem))?;
    write(
        &out.join("statement").join("problem.en.md"),
        package.statement,
    )?;
    write_source(&out.join("input_validators"), &package.validator)?;
    write_source(&out.join("submissions").join("accepted"), &package.accepted)?;
    for wrong in package.wrong_answer {
        write_source(&out.join("submissions").join("wrong_answer"), wrong)?;
    }
    let (mut samples, mut secret) = (0, 0);
    for case in cases {
        let (group, number) = if case.sample {
            samples += 1;
            ("sample", samples)
        } else {
            secret += 1;
            ("secret", secret)
        };
        let folder = out.join("data").join(group);
        // A testdata case's own number gives way to its place in the package.
        let name = case.name.trim_start_matches(|c: char| c.is_ascii_digit());
        let stem = format!("{number:03}-{}", name.trim_start_matches('-'));
        write(&folder.join(format!("{stem}.in")), &case.input)?;
        write(&folder.join(format!("{stem}.ans")), &case.answer)?;
    }
    Ok(())
}

/// Writes `source` into `folder` under its own file name.
fn write_source(folder: &Path, source: &Source) -> Result<(), String> {
    write(&folder.join(source.file), source.text)
}

/// Writes `text` to `path`, creating its folder.
fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(folder) = path.parent() {
        std::fs::create_dir_all(folder)
            .map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
