//! Scaffold, replaced by the real solver in this same change.

use gamecore::{InputError, Output, Pos, Program};

pub mod brute;

/// Options of the command line (none yet).
#[derive(Debug, Default)]
pub struct Options;

/// The command-line program.
pub const PROGRAM: Program<Options> = Program {
    name: "more-reclamation",
    about: "scaffold",
    input_help: "",
    flags: &[],
    solve: |input, _| solve(input).map(Output::from),
};

/// Scaffold.
pub fn solve(_input: &str) -> Result<String, InputError> {
    Err(InputError::rule(Pos::START, "not built yet"))
}
