//! Value parsers for the problems named on the command line: a known name, or the usage error
//! that lists the problems. Apart from `args.rs`, so that the argument helpers import no problem.

use crate::problems;

/// Value parser: a problem's name, or the usage error listing the problems.
pub fn problem(name: &str) -> Result<String, String> {
    problems::find(name).map(|p| p.name.to_owned())
}

/// Value parser: `problem` or `problem/case`, whose problem must exist.
pub fn problem_or_case(filter: &str) -> Result<String, String> {
    problem(filter.split('/').next().unwrap_or_default())?;
    Ok(filter.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_cases_are_checked() {
        assert_eq!(problem("chapaev"), Ok("chapaev".to_owned()));
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
