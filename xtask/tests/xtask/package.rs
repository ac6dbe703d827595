//! `cargo xtask package`: every problem's package holds its samples and at least 20 secret
//! cases with our answers; its input validator (compiled with `rustc`, as the judge system
//! compiles it) accepts every case of the package and refuses every invalid testdata case and
//! every input past the contest's limits; its model solution answers every case as we do. Both
//! tests are ignored in a plain `cargo test` (they compile and run every package's programs);
//! the second runs problemtools' `verifyproblem` on each package (`.ci/run` installs it).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use gamecore::problem::{Draw, Problem, Size};
use gamecore::workspace::{cases_in, workspace_root};

use crate::common::{problem_names, registry, scratch, tokens};

/// The fewest secret cases of a package.
const FEWEST_SECRET: usize = 20;

/// Runs `xtask package <problem> --out <out> --seconds <seconds>`, which must succeed.
fn package(problem: &str, out: &Path, seconds: &str) {
    let output = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["package", problem, "--seconds", seconds, "--out"])
        .arg(out)
        .output()
        .expect("xtask runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{problem}: {stderr}");
}

/// Compiles the package's one-file Rust program `file` as the judge system would.
fn compile(file: &Path) -> PathBuf {
    let binary = file.with_extension("bin");
    let status = Command::new("rustc")
        .args(["-O", "--edition", "2021", "-o"])
        .arg(&binary)
        .arg(file)
        .status()
        .expect("rustc runs");
    assert!(status.success(), "{} compiles", file.display());
    binary
}

/// Runs `binary` with `input` on stdin.
fn run(binary: &Path, input: &[u8]) -> Output {
    let mut child = Command::new(binary)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    // A validator may stop reading early; a closed pipe is no error here.
    let _ = std::io::Write::write_all(&mut child.stdin.take().unwrap(), input);
    child.wait_with_output().expect("the program ends")
}

/// The package's cases: (path of the `.in`, input, answer), samples first.
fn cases(out: &Path) -> (Vec<(PathBuf, String, String)>, usize) {
    let mut all = Vec::new();
    let mut secret = 0;
    for group in ["sample", "secret"] {
        let folder = out.join("data").join(group);
        for name in cases_in(&folder) {
            let input = folder.join(format!("{name}.in"));
            let answer = std::fs::read_to_string(folder.join(format!("{name}.ans"))).unwrap();
            all.push((
                input.clone(),
                std::fs::read_to_string(&input).unwrap(),
                answer,
            ));
            secret += usize::from(group == "secret");
        }
    }
    (all, secret)
}

/// Inputs past the contest's limits but within our solver's accepted range: the testdata's, and
/// a generated input of each family at the largest size beyond the contest (valid by
/// construction; `within_contest` parses them).
fn past_the_contest(problem: &Problem) -> Vec<String> {
    let folder = workspace_root().join("testdata").join(problem.name);
    let mut inputs: Vec<String> = cases_in(&folder)
        .iter()
        .map(|name| std::fs::read_to_string(folder.join(format!("{name}.in"))).unwrap())
        .collect();
    for family in 0..problem.families.len() {
        let draw = Draw {
            seed: 7,
            family,
            growth: 1.0,
            size: Size::Beyond,
            most: u64::MAX,
        };
        inputs.push((problem.check_input.generate)(&draw).0);
    }
    inputs.retain(|input| !problem.within_contest(input));
    inputs
}

#[test]
#[ignore = "compiles and runs every problem's validator and model (half a minute); CI runs it"]
fn every_package_has_its_cases_a_validator_that_judges_them_and_a_model_that_answers_them() {
    for name in problem_names() {
        let problem = registry(name);
        let out = scratch(&format!("package-{name}"));
        package(name, &out, "0");
        let yaml = std::fs::read_to_string(out.join("problem.yaml")).unwrap();
        assert!(
            yaml.contains(&format!("name: \"{}\"", problem.package.title)),
            "{yaml}"
        );
        assert!(out.join("statement/problem.en.md").exists());
        let (cases, secret) = cases(&out);
        assert_eq!(
            cases.len() - secret,
            problem.package.samples.len(),
            "{name}"
        );
        assert!(secret >= FEWEST_SECRET, "{name}: {secret} secret cases");
        let validator = compile(
            &out.join("input_validators")
                .join(problem.package.validator.file),
        );
        let model = compile(
            &out.join("submissions/accepted")
                .join(problem.package.accepted.file),
        );
        for (path, input, answer) in &cases {
            assert_eq!(
                (problem.solve)(input).as_ref(),
                Ok(answer),
                "{}",
                path.display()
            );
            let judged = run(&validator, input.as_bytes());
            let why = String::from_utf8_lossy(&judged.stderr);
            assert_eq!(judged.status.code(), Some(42), "{}: {why}", path.display());
            let answered =
                String::from_utf8_lossy(&run(&model, input.as_bytes()).stdout).into_owned();
            assert_eq!(tokens(&answered), tokens(answer), "{}", path.display());
        }
        refuses_what_is_past_the_contest(problem, &validator);
        let _ = std::fs::remove_dir_all(&out);
    }
}

/// The validator refuses every invalid testdata case and every input past the contest's limits.
fn refuses_what_is_past_the_contest(problem: &Problem, validator: &Path) {
    let name = problem.name;
    let invalid = workspace_root().join("testdata").join(name).join("invalid");
    for case in cases_in(&invalid) {
        let input = std::fs::read(invalid.join(format!("{case}.in"))).unwrap();
        assert_eq!(
            run(validator, &input).status.code(),
            Some(43),
            "{name}: invalid/{case}"
        );
    }
    let past = past_the_contest(problem);
    assert!(
        !past.is_empty(),
        "{name}: no input past the contest's limits"
    );
    for input in past {
        let head: String = input.chars().take(80).collect();
        assert_eq!(
            run(validator, input.as_bytes()).status.code(),
            Some(43),
            "{name}: {head}"
        );
    }
}

/// problemtools' `verifyproblem` (`$VERIFYPROBLEM`, else the one on the PATH) on the package in
/// `dir`: every part, the statement only where pandoc and LuaLaTeX are installed (it builds the
/// statement's PDF and HTML with them; CI does not install them).
pub fn verifyproblem(dir: &Path) -> Command {
    let checker = std::env::var("VERIFYPROBLEM").unwrap_or_else(|_| "verifyproblem".to_owned());
    let mut command = Command::new(checker);
    command.arg(dir);
    let installed = |tool: &str| Command::new(tool).arg("--version").output().is_ok();
    if !(installed("pandoc") && installed("lualatex")) {
        let parts = ["config", "data", "submissions", "validators", "graders"];
        command.arg("-p").args(parts);
    }
    command
}

/// The problems whose packages [`verifyproblem_finds_no_error_in_any_package`] checks:
/// `$VERIFYPROBLEM_ONLY` (names separated by commas), else every one.
fn problems_to_verify() -> Vec<&'static str> {
    let only = std::env::var("VERIFYPROBLEM_ONLY").unwrap_or_default();
    problem_names()
        .into_iter()
        .filter(|name| only.is_empty() || only.split(',').any(|o| o.trim() == *name))
        .collect()
}

#[test]
#[ignore = "needs problemtools' verifyproblem (.ci/run installs it); about a minute per problem"]
fn verifyproblem_finds_no_error_in_any_package() {
    for name in problems_to_verify() {
        let problem = registry(name);
        // The format wants the folder named as the problem's short name, [a-z0-9]+.
        let out = scratch("verify").join(name.replace('-', ""));
        package(name, &out, "20");
        let output = verifyproblem(&out)
            .output()
            .expect("verifyproblem runs (VERIFYPROBLEM names it when it is not on the PATH)");
        let report = String::from_utf8_lossy(&output.stdout).into_owned()
            + &String::from_utf8_lossy(&output.stderr);
        assert!(report.contains("tested: 0 errors"), "{name}:\n{report}");
        let wrong = problem.package.wrong_answer.len();
        assert!(wrong >= 1, "{name}: no wrong program");
        assert_eq!(
            report.matches(") OK: WA ").count(),
            wrong,
            "{name}:\n{report}"
        );
        assert_eq!(report.matches(") OK: AC ").count(), 1, "{name}:\n{report}");
    }
}
