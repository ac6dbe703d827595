//! The registry of solver crates: every problem of the workspace, one line each, in the order of
//! the README's table; every xtask task reads it. What a problem is (solvers, generators, ladders, shrinking) is told by its
//! own crate's `PROBLEM` ([`gamecore::problem`]).

pub use gamecore::problem::Problem;

/// Every problem of the workspace.
pub const PROBLEMS: &[&Problem] = &[
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
