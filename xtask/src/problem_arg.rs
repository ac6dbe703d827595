//! Value parsers for the problems named on the command line: the registry's entry of a known
//! name, or the usage error that lists the problems. Apart from `args.rs`, so that the argument
//! helpers import no problem.

use std::fmt;
use std::ops::Deref;

use problems::Problem;

/// A problem named on the command line: its entry in the registry, shown and compared by name
/// (so that the tasks' arguments can derive `Debug` and `PartialEq`).
#[derive(Clone, Copy)]
pub struct ProblemArg(pub &'static Problem);

impl Deref for ProblemArg {
    type Target = Problem;

    fn deref(&self) -> &Problem {
        self.0
    }
}

impl fmt::Debug for ProblemArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.name)
    }
}

impl PartialEq for ProblemArg {
    fn eq(&self, other: &Self) -> bool {
        self.0.name == other.0.name
    }
}

impl Eq for ProblemArg {}

/// Value parser: the problem of that name, or the usage error listing the problems.
pub fn problem(name: &str) -> Result<ProblemArg, String> {
    problems::find(name).map(ProblemArg)
}

/// Value parser: `problem` or `problem/case`, whose problem must exist; the text as given.
pub fn problem_or_case(filter: &str) -> Result<String, String> {
    problem(filter.split('/').next().unwrap_or_default())?;
    Ok(filter.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_cases_are_checked() {
        assert_eq!(problem("chapaev").map(|p| p.name), Ok("chapaev"));
        assert!(
            problem("nosuch")
                .unwrap_err()
                .contains("no problem named `nosuch`")
        );
        assert_eq!(
            problem_or_case("chapaev/01-sample").unwrap(),
            "chapaev/01-sample"
        );
        assert!(problem_or_case("nosuch/01").is_err());
    }
}
