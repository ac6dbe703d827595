//! What a problem is, told once by its own crate: every tool (`cargo xtask verify`, `check`,
//! `bench`, `gen`, `stress`) reads a solver crate through the one value it exports,
//! `<crate>::PROBLEM`, a [`Problem`].
//!
//! A [`Problem`] is a struct of function pointers and static data rather than a trait, so that:
//! - each crate writes it as one `pub static`, and the registry is a slice of references
//!   (`&[&chapaev::PROBLEM, ...]`) that any tool iterates without generics or `dyn`. A static,
//!   not a `const`: a const is copied into every crate that names it, and each of those crates
//!   compiled the generic code its pointers reach once more, optimised (a solver's one-line
//!   binary took 8 s of CPU instead of half a second);
//! - a field that a later tool needs (the explorer's [`Problem::explore`], say) is one more field
//!   with one more line per crate, and the compiler lists every crate that lacks it.
//!
//! The typed part is shrinking: a crate implements [`Shrink`] on its parsed input, and
//! [`Shrinking::of`] turns that impl into the text-in, text-out pointers the judge calls.
//!
//! - [`ladder`]: generator families and bench ladders ([`Family`], [`Ladder`]).
//! - [`check`]: the inputs `cargo xtask check` generates ([`Draw`], [`CheckInputs`]).
//! - [`shrink`]: the [`Shrink`] trait and its text form [`Shrinking`].
//! - [`judging`]: the contest judge's memory and stack ([`Resources`]) and how an input of several
//!   tests splits ([`TestSplit`]).
//! - [`package`]: what a problem package for a judge system needs ([`Package`]).

pub mod check;
pub mod judging;
pub mod ladder;
pub mod package;
pub mod reduce;
pub mod shrink;

use std::process::ExitCode;
use std::time::Duration;

use crate::cli::{Cli, Output, Refusal};
use crate::explore_page::PageFn;
use crate::input::InputError;

pub use check::{CheckInputs, Draw};
pub use judging::{Resources, Several, TestSplit};
pub use ladder::{Case, DensitySweep, Family, Growth, Ladder, Size, SweepGrid};
pub use package::{Package, Source};
pub use shrink::{Shrink, Shrinking};

/// A solver from input text to the judge's exact output, or the refusal of an invalid input.
pub type Solver = fn(&str) -> Result<String, InputError>;

/// One problem of the workspace, as its crate describes it (`<crate>::PROBLEM`).
#[derive(Clone, Copy)]
pub struct Problem {
    /// The crate name, which is also the folder name under `crates/` and `testdata/`, and the
    /// binary's: the one place a problem's name is written.
    pub name: &'static str,
    /// The binary's command line (its about line, input help, flags and options), which its
    /// `main` runs as [`Problem::main`].
    pub program: &'static dyn Cli,
    /// The contest's time limit per input (the default of `cargo xtask check --time-limit`).
    pub time_limit: Duration,
    /// The fast solver: the judge's exact output.
    pub solve: Solver,
    /// The brute-force oracle, written from the rules alone (tiny inputs only).
    pub brute: Solver,
    /// Whether a valid input is small enough for [`Problem::brute`] to answer at once.
    pub brute_fits: fn(&str) -> bool,
    /// Whether the fuzz target (`fuzz/`) solves an input as well as parsing it: false only for a
    /// valid input so large that its search is legitimately long under the sanitizer (not a
    /// hang); [`every_input`] for a problem that answers every valid input at once.
    pub fuzz_fits: fn(&str) -> bool,
    /// The contest approach, in our own code: the benchmark's reference.
    pub baseline: Solver,
    /// The answer with its explanation for a person (`--explain`).
    pub explain: fn(&str) -> Result<Output, InputError>,
    /// The position and its winning move as an SVG picture (`--draw`).
    pub draw: fn(&str) -> Result<String, Refusal>,
    /// The seeded generator families, by name (`cargo xtask gen`), the first the default.
    pub families: &'static [Family],
    /// The inputs `cargo xtask check` generates, from every family in turn, growing from tiny
    /// to the largest the [`Size`] allows.
    pub check_input: CheckInputs,
    /// The benchmark's ladder of sizes, shorter when `quick`.
    pub ladder: fn(quick: bool) -> Ladder,
    /// The benchmark's density sweeps (most problems have none).
    pub sweeps: fn(quick: bool) -> Vec<DensitySweep>,
    /// The contest's limits and one-step-smaller inputs, from the crate's [`Shrink`] impl.
    pub shrinking: Shrinking,
    /// The contest judge's memory limit and stack (`cargo xtask check --memory-limit`, `--stack`).
    pub resources: Resources,
    /// How an input splits into independent tests; `None` for a problem of one test per input.
    pub tests: Option<TestSplit>,
    /// The binary's flag that also prints `positions visited: N` on stderr (the benchmark's
    /// column of positions), or `None` for a problem whose solver counts none.
    pub positions_flag: Option<&'static str>,
    /// The explorer's page of the game (`--moves`, `--play` and the web page share its
    /// [`crate::Explore`] impl), or `None` for a problem without one. A function rather than a
    /// `&'static dyn Page`: a page is built at run time (the game need not be `const`) and the
    /// explorer shares it between threads as an `Arc` anyway.
    pub explore: Option<PageFn>,
    /// What `cargo xtask package` needs to write the problem's package for a judge system: the
    /// title, the statement, the input validator, the model solution and the wrong programs.
    pub package: Package,
}

impl Problem {
    /// Runs the binary on the process's arguments and streams (`main.rs`).
    pub fn main(&self) -> ExitCode {
        crate::cli::main(self.program, self.name)
    }

    /// Runs the binary in memory on `args` and `stdin`: (exit code, stdout, stderr), the output
    /// decoded lossily. Meant for tests of the command line.
    pub fn run_captured(&self, args: &[&str], stdin: &[u8]) -> (u8, String, String) {
        crate::cli::run_captured(self.program, self.name, args, stdin)
    }

    /// The text the binary's `--help` prints.
    pub fn help(&self) -> String {
        self.program.help(self.name)
    }

    /// The generator family named `name`.
    pub fn family(&self, name: &str) -> Option<&'static Family> {
        self.families.iter().find(|family| family.name == name)
    }

    /// Whether a valid input is within the contest's format and limits.
    pub fn within_contest(&self, input: &str) -> bool {
        (self.shrinking.within_contest)(input)
    }
}

/// For [`Problem::fuzz_fits`] of a problem whose every valid input is solved at once.
pub fn every_input(_input: &str) -> bool {
    true
}

/// For [`Problem::sweeps`] of a problem without density sweeps.
pub fn no_sweeps(_quick: bool) -> Vec<DensitySweep> {
    Vec::new()
}
