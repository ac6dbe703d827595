//! The judge behind `cargo xtask check`, as a library that xtask's `check`, its tests and later
//! tools link: it runs a contestant's program on a problem's testdata and generated inputs,
//! compares its output with our answer, and shrinks the first failing input to a local minimum;
//! or judges several programs on every case as a table and picks the tests that kill. [`run`]
//! returns a [`Finished`] value and prints nothing: the caller prints its [`words`] and chooses
//! the exit code.
//!
//! It names no problem and links no solver: what a problem is comes from the
//! [`gamecore::problem::Problem`] its caller hands it (the workspace's registry is the `problems`
//! crate).
//!
//! The pieces, one file each: [`options`] (what one check is asked), `child` (one run of the
//! program with a time limit and an output cap), `verdict` (verdicts and the token comparison),
//! `judge` (our answer, checked against the brute force, and the verdict of one input),
//! `sources` (testdata, then seeded generated inputs), [`shrink`] (to a local minimum, with the
//! problem's [`gamecore::Shrink`] steps; `our_shrink` for our own bugs), [`single`] (one
//! program's check, which ties them together), [`jury`] (every program on every case,
//! `--table`), [`killing`] (the fewest cases that fail them), [`outcome`] (what both return),
//! `save` (where a failing input is written) and [`words`] (everything a person reads of it,
//! with [`shell`] quoting commands); for the contest judge's resources [`limits`] (memory and
//! stack), [`reap`] (`wait4`, peak memory) and `tree` (every process of a run: CPU time, and none
//! left behind), and for the report `stderr` (folded) and `multitest` (which test of several
//! failed).

mod child;
mod judge;
pub mod jury;
pub mod killing;
pub mod limits;
mod multitest;
pub mod options;
mod our_shrink;
pub mod outcome;
pub mod reap;
mod save;
pub mod shell;
pub mod shrink;
pub mod single;
mod sources;
mod stderr;
mod tree;
mod verdict;
pub mod words;

pub use child::{End, Execution, RunStats};
pub use gamecore::problem::Size;
pub use judge::Failure;
pub use multitest::TestNote;
pub use options::{CheckOptions, Contestant};
pub use outcome::{Checked, Ending, OnProgress, Progress};
pub use sources::Input;
pub use stderr::Stderr;
pub use verdict::{Ruling, compared};

/// What [`run`] found.
pub enum Finished {
    /// The check of one program.
    Check(Checked),
    /// The table of several programs (`--table`).
    Table(outcome::Table),
}

/// Runs the check, or with a jury ([`CheckOptions::contestants`]) the table of several programs,
/// and returns what it found; the judge prints nothing, `progress` hears how far it is. The
/// choice is made here, so that neither of the two needs the other.
///
/// It runs on a thread of its own while the caller's thread waits: the process's main thread
/// grows its stack under the soft stack limit, which [`limits::Limits::spawn`] moves for the
/// moment of each spawn, so the main thread must not be running then.
pub fn run(root: &std::path::Path, options: &CheckOptions, progress: OnProgress) -> Finished {
    let judge = || {
        if options.contestants.is_empty() {
            Finished::Check(single::run(root, options, progress))
        } else {
            Finished::Table(jury::run(root, options, progress))
        }
    };
    std::thread::scope(|scope| {
        match std::thread::Builder::new()
            .name("check".into())
            .stack_size(RUN_STACK)
            .spawn_scoped(scope, judge)
        {
            Ok(thread) => thread
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
            // Without a thread to spare the check still runs, on the caller's thread.
            Err(_) => judge(),
        }
    })
}

/// The stack of the thread [`run`] runs on: the main thread's usual 8 MiB (reserved, and only
/// touched as used).
const RUN_STACK: usize = 8 << 20;
