//! The registry of solver crates: every problem of the workspace, one line each, in the order of
//! the README's table. Every tool reads it (xtask's tasks, the judge's callers, the explorer, the
//! tests), so that none keeps a list of its own; what a problem is (solvers, generators, ladders,
//! shrinking, its page) is told by its own crate's `PROBLEM` ([`gamecore::problem`]).
//!
//! It is a crate of its own so that what only needs the list links the solvers through it, and
//! what needs no solver (the judge) links none.

pub use gamecore::problem::Problem;

/// Every problem of the workspace.
pub static PROBLEMS: &[&Problem] = &[
    &chapaev::PROBLEM,
    &more_reclamation::PROBLEM,
    &circles_game::PROBLEM,
    &racing_car_trail::PROBLEM,
    &painters_duel::PROBLEM,
    // xtask new: new problems go above this line.
];

/// The problem named `name`, or the usage error that lists the problems there are.
pub fn find(name: &str) -> Result<&'static Problem, String> {
    PROBLEMS
        .iter()
        .copied()
        .find(|p| p.name == name)
        .ok_or_else(|| {
            let names: Vec<&str> = PROBLEMS.iter().map(|p| p.name).collect();
            format!("no problem named `{name}` (problems: {})", names.join(", "))
        })
}
