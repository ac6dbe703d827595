//! What one check is asked: the problem, the program and the limits. The command line that
//! fills it is xtask's (`cargo xtask check --help`).

use std::path::PathBuf;
use std::time::Duration;

use gamecore::problem::{Problem, Size};

/// The default budget of shrinking a failure (`--shrink-seconds 60`).
pub const DEFAULT_SHRINK_BUDGET: Duration = Duration::from_secs(60);

/// Everything one check needs.
#[derive(Clone)]
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
    /// The memory limit of each run in MB (the default is the contest's).
    pub memory_mb: u64,
    /// The stack of each run in MB, `None` for unlimited (the default is the contest's).
    pub stack_mb: Option<u64>,
    /// Judge this case alone, counted from 1 as the summary counts (`--case K`).
    pub case: Option<u64>,
    /// Whether the testdata comes before the generated inputs (`--no-testdata` turns it off).
    pub testdata: bool,
    /// The generator families to draw from, indices into the problem's `families`, in turn;
    /// empty for every family.
    pub families: Vec<usize>,
    /// The most on the problem's size axis for generated inputs (`--max-size`).
    pub max_size: Option<u64>,
    /// The programs of a `--table`, each a short name and a command with its arguments; empty
    /// for a check of one program ([`CheckOptions::command`]).
    pub contestants: Vec<Contestant>,
    /// Where a table's killing tests go (the default is under `target/check/`).
    pub save_dir: Option<PathBuf>,
}

/// One program of a table: a contestant of the jury.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contestant {
    /// Its short name, the table's column heading.
    pub name: String,
    /// The command and its arguments.
    pub command: Vec<String>,
}

impl CheckOptions {
    /// A check of `problem` with `command` under the contest's limits and every default of
    /// `cargo xtask check` but the seed (1) and the jobs (1): the base that tests and tools
    /// change a few fields of.
    pub fn new(problem: &'static Problem, command: Vec<String>) -> Self {
        CheckOptions {
            problem,
            budget: Duration::from_secs(60),
            shrink_budget: DEFAULT_SHRINK_BUDGET,
            cases: u64::MAX,
            seed: 1,
            time_limit: problem.time_limit,
            jobs: 1,
            size: Size::Contest,
            save: None,
            command,
            memory_mb: problem.resources.memory_mb,
            stack_mb: problem.resources.stack_mb,
            case: None,
            testdata: true,
            families: Vec::new(),
            max_size: None,
            contestants: Vec::new(),
            save_dir: None,
        }
    }
}
