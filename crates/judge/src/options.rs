//! What one check is asked: the problem, the program and the limits. The command line that
//! fills it is xtask's (`cargo xtask check --help`).

use std::path::PathBuf;
use std::time::Duration;

use gamecore::problem::{Problem, Size};

/// Everything one check needs.
pub struct CheckOptions {
    /// The problem.
    pub problem: &'static Problem,
    /// The time budget for the whole run.
    pub budget: Duration,
    /// The time budget for shrinking a failure, after the run and apart from its budget.
    pub shrink_budget: Duration,
    /// The most cases to run (testdata and generated together).
    pub cases: u64,
    /// The seed of the generated inputs.
    pub seed: u64,
    /// The time limit per run of the program.
    pub time_limit: Duration,
    /// Runs at once.
    pub jobs: usize,
    /// How large the inputs may grow.
    pub size: Size,
    /// Where the failing input goes (the default is under `target/check/`).
    pub save: Option<PathBuf>,
    /// The program to check and its arguments.
    pub command: Vec<String>,
}
