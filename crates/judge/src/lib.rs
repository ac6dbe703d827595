//! The judge of `cargo xtask check`, as a library that xtask's `check`, its tests and later tools
//! link: it runs a contestant's program on a problem's testdata and generated inputs, compares its
//! output with our answer, and shrinks the first failing input to a local minimum.
//!
//! It names no problem and links no solver: what a problem is comes from the
//! [`gamecore::problem::Problem`] its caller hands it (the workspace's registry is the `problems`
//! crate).
//!
//! The pieces, one file each: [`options`] (what one check is asked), `child` (one run of the
//! program with a time limit and an output cap), `verdict` (verdicts and the token comparison),
//! `judge` (our answer, checked against the brute force, and the verdict of one input),
//! `sources` (testdata, then seeded generated inputs), [`shrink`] (to a local minimum, with the
//! problem's [`gamecore::Shrink`] steps; `our_shrink` for our own bugs), `report`, [`check`]
//! (the run that ties them together), `table` (several programs on the same inputs, `--table`)
//! and [`workspace`] (paths and words shared with `cargo xtask verify`); for the contest judge's
//! resources [`limits`] (memory and stack), [`reap`] (`wait4`, peak memory) and `tree` (every
//! process of a run: CPU time, and none left behind), and for the report
//! `stderr` (folded) and `multitest` (which test of several failed).

pub mod check;
mod child;
mod judge;
pub mod limits;
mod multitest;
pub mod options;
mod our_shrink;
pub mod reap;
mod report;
pub mod shrink;
mod sources;
mod stderr;
mod table;
mod tree;
mod verdict;
pub mod workspace;

/// Runs the check, or with `--table` the table of several programs; returns the exit code.
/// The choice is made here, so that neither of the two needs the other.
///
/// It runs on a thread of its own while the caller's thread waits: the process's main thread
/// grows its stack under the soft stack limit, which [`limits::Limits::spawn`] moves for the
/// moment of each spawn, so the main thread must not be running then.
pub fn run(root: &std::path::Path, options: &CheckOptions) -> u8 {
    let judge = || {
        if options.table.is_empty() {
            check::run(root, options)
        } else {
            table::run(root, options)
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
pub use gamecore::problem::Size;
pub use options::CheckOptions;
