//! What the benchmark measures: every problem's ladder of sizes from the contest limit to far
//! beyond it, and its density sweeps, as each problem's crate describes them
//! ([`gamecore::problem::ladder`]).

pub use gamecore::problem::{Case, DensitySweep, Growth, Ladder};

use problems::PROBLEMS;

/// The density sweeps of the benchmark, problem by problem.
pub fn density_sweeps(quick: bool) -> Vec<DensitySweep> {
    PROBLEMS.iter().flat_map(|p| (p.sweeps)(quick)).collect()
}

/// The benchmark of every problem, in the registry's order.
pub fn ladders(quick: bool) -> Vec<Ladder> {
    PROBLEMS.iter().map(|p| (p.ladder)(quick)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ladder_case_names_a_family_of_its_problem() {
        for (problem, ladder) in PROBLEMS.iter().zip(ladders(false)) {
            assert_eq!(problem.name, ladder.problem);
            for case in &ladder.cases {
                let family = problem
                    .family(case.family)
                    .unwrap_or_else(|| panic!("{} {}", ladder.problem, case.family));
                assert_eq!(family.sizes.len(), case.sizes.len(), "{}", case.family);
            }
        }
    }

    #[test]
    fn every_sweep_names_a_family_of_its_problem() {
        for sweep in density_sweeps(false) {
            let problem = problems::find(sweep.problem).expect("a problem");
            assert!(problem.family(sweep.family).is_some(), "{}", sweep.family);
        }
    }
}
