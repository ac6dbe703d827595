//! `cargo xtask stress [problem ...] [--cases N] [--seconds S] [--seed X]`: long randomised
//! fast-versus-brute comparisons. It reruns each problem's property tests (the same differential
//! tests CI runs at proptest's default case count) with many more cases and a fresh seed per
//! round until the time budget is spent; proptest shrinks the first counterexample, and the
//! command printed with it reproduces the run exactly. The tests run from the build of
//! `cargo test --workspace` ([`binaries`]). `--slow` first runs, once, the tests that command
//! leaves out as slow (each test file's `mod slow`), from the same executables: unlike `cargo
//! test -- --ignored slow::`, which holds cargo's lock on the build folder while its tests run,
//! it can run beside another cargo command, as CI runs it.

pub mod binaries;

use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use binaries::TestBinary;

use crate::args::{self, TaskResult};
use crate::problem_arg;
use gamecore::workspace::plural;
use problems::PROBLEMS;

/// Rerun the fast-versus-brute property tests with many cases until the time is spent
///
/// Reruns each problem's property tests (fast solver against brute force, on random valid inputs)
/// with N cases per property and a new seed per round, round after round, until S seconds are
/// spent. The first counterexample stops the run: proptest shrinks it, and the command printed
/// with it reproduces the run exactly.
#[derive(Debug, PartialEq, Eq, clap::Args)]
#[command(verbatim_doc_comment)]
#[command(
    after_help = "Exit status: 0 no counterexample; 1 a counterexample (or a test failed); 2 usage error."
)]
pub struct StressOptions {
    /// Only these problems (default: every problem)
    #[arg(value_name = "PROBLEM", value_parser = problem_arg::problem)]
    pub problems: Vec<problem_arg::ProblemArg>,
    /// Cases per property test per round (CI's default is 256)
    #[arg(long, value_name = "N", default_value_t = 2000, value_parser = clap::value_parser!(u64).range(1..))]
    pub cases: u64,
    /// The time budget in seconds; a round always finishes
    #[arg(long, value_name = "S", default_value_t = 300)]
    pub seconds: u64,
    /// The first round's seed (default: the clock); round k uses X + k - 1
    #[arg(long, value_name = "X", default_value_t = args::clock_seed(), hide_default_value = true)]
    pub seed: u64,
    /// First run every test executable's slow tests once (`--ignored slow::`: each test
    /// file's `mod slow`, which `cargo test --workspace` leaves out)
    #[arg(long)]
    pub slow: bool,
}

/// `cargo xtask stress`.
pub fn main(options: StressOptions) -> TaskResult {
    Ok(ExitCode::from(run(
        &gamecore::workspace::workspace_root(),
        &options,
    )))
}

/// Runs the stress loop; returns the exit code (1 on the first counterexample).
pub fn run(root: &std::path::Path, options: &StressOptions) -> u8 {
    let problems: Vec<&str> = PROBLEMS
        .iter()
        .map(|p| p.name)
        .filter(|n| options.problems.is_empty() || options.problems.iter().any(|p| p.name == *n))
        .collect();
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let built = match binaries::build(root, &cargo) {
        Ok(built) => built,
        Err(e) => {
            eprintln!("stress: {e}");
            return 2;
        }
    };
    if options.slow
        && let Err(code) = slow_once(built.values().flatten())
    {
        return code;
    }
    let budget = Duration::from_secs(options.seconds);
    let start = Instant::now();
    let mut rounds = 0u64;
    let mut total_cases = 0u64;
    loop {
        for problem in &problems {
            let seed = options.seed.wrapping_add(rounds);
            eprintln!(
                "stress: {problem}, round {}, seed {seed}, {} cases per property ({:.0} s left)",
                rounds + 1,
                options.cases,
                budget.saturating_sub(start.elapsed()).as_secs_f64()
            );
            let tests = built
                .get(&root.join("crates").join(problem))
                .map_or(&[][..], Vec::as_slice);
            if tests.is_empty() {
                eprintln!("stress: cargo built no tests for {problem}");
                return 2;
            }
            if let Err(code) = test_once(tests, problem, options.cases, seed) {
                return code;
            }
            total_cases += options.cases;
        }
        rounds += 1;
        if start.elapsed() >= budget {
            break;
        }
    }
    println!(
        "stress: {} over {}, {total_cases} cases per property test in total, {:.0} s, no counterexample",
        plural(rounds as usize, "round"),
        plural(problems.len(), "problem"),
        start.elapsed().as_secs_f64()
    );
    0
}

/// Runs `problem`'s test executables once with `cases` proptest cases from `seed`, as
/// `cargo test` would (from the package's folder); on failure prints the counterexample and
/// returns the exit code (1, or 2 if a test cannot run).
fn test_once(tests: &[TestBinary], problem: &str, cases: u64, seed: u64) -> Result<(), u8> {
    for test in tests {
        let output = run_test(
            command(test)
                .env("PROPTEST_CASES", cases.to_string())
                .env("PROPTEST_RNG_SEED", seed.to_string()),
        )?;
        if !output.status.success() {
            print_counterexample(problem, cases, seed, &output);
            return Err(1);
        }
    }
    Ok(())
}

/// Runs the slow tests of each executable once; on a failure prints its output and returns 1
/// (2 if one cannot run).
fn slow_once<'a>(tests: impl Iterator<Item = &'a TestBinary>) -> Result<(), u8> {
    for test in tests {
        eprintln!("stress: the slow tests of {}", test.path.display());
        let output = run_test(command(test).args(["--ignored", "slow::"]))?;
        if !output.status.success() {
            print!("{}", String::from_utf8_lossy(&output.stdout));
            eprint!("{}", String::from_utf8_lossy(&output.stderr));
            println!("FAILED: the slow tests of {}", test.path.display());
            return Err(1);
        }
    }
    Ok(())
}

/// A quiet run of `test` as `cargo test` starts it: from its package's folder.
fn command(test: &TestBinary) -> Command {
    let mut command = Command::new(&test.path);
    command
        .arg("--quiet")
        .current_dir(&test.package)
        .env("CARGO_MANIFEST_DIR", &test.package);
    command
}

/// The output of `command`, or exit status 2 when it cannot start.
fn run_test(command: &mut Command) -> Result<std::process::Output, u8> {
    command.output().map_err(|e| {
        eprintln!("stress: cannot run {:?}: {e}", command.get_program());
        2
    })
}

/// Prints the lines of a failed test run that show the counterexample, and how to reproduce it.
fn print_counterexample(problem: &str, cases: u64, seed: u64, output: &std::process::Output) {
    let text = String::from_utf8_lossy(&output.stdout);
    let errors = String::from_utf8_lossy(&output.stderr);
    let interesting: Vec<&str> = text
        .lines()
        .chain(errors.lines())
        .filter(|l| {
            l.contains("minimal failing input")
                || l.contains("panicked")
                || l.contains("assertion")
                || l.contains("left:")
                || l.contains("right:")
                || l.starts_with("error")
        })
        .collect();
    println!("COUNTEREXAMPLE in {problem} (seed {seed}):");
    for line in interesting.iter().take(40) {
        println!("  {line}");
    }
    println!(
        "reproduce: PROPTEST_CASES={cases} PROPTEST_RNG_SEED={seed} cargo test -p {problem} --tests"
    );
    println!(
        "(proptest also saved the case beside the test, in tests/<problem>/<name>.proptest-regressions: commit it with a named regression test)"
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(words: &[&str]) -> Result<StressOptions, String> {
        args::parse(words)
    }

    #[test]
    fn options_parse() {
        let options = parse(&["chapaev", "--cases", "1", "--seconds", "5", "--seed", "9"]).unwrap();
        assert_eq!(options.problems, [problem_arg::problem("chapaev").unwrap()]);
        assert_eq!((options.cases, options.seconds, options.seed), (1, 5, 9));
        assert!(!options.slow && parse(&["--slow"]).unwrap().slow);
        let defaults = parse(&[]).unwrap();
        assert_eq!((defaults.cases, defaults.seconds), (2000, 300));
    }

    #[test]
    fn usage_errors_name_what_is_wrong() {
        for (args, says) in [
            (&["--cases"][..], "a value is required for '--cases <N>'"),
            (&["--cases", "0"], "invalid value '0' for '--cases <N>'"),
            (
                &["--seconds", "soon"],
                "invalid value 'soon' for '--seconds <S>'",
            ),
            (&["--seed", "-1"], "unexpected argument '-1'"),
            (&["--frob"], "unexpected argument '--frob'"),
            (
                &["nosuch"],
                "no problem named `nosuch` (problems: chapaev, ",
            ),
        ] {
            let error = parse(args).err().unwrap_or_default();
            assert!(error.contains(says), "{args:?}: {error}");
        }
    }
}
