//! The rerun line: the command that judges a failing case again, alone.

use gamecore::problem::Size;

use crate::options::{CheckOptions, DEFAULT_SHRINK_BUDGET};
use crate::shell::command_line;

/// The command (`prefix`, the caller's command that runs a check, then the options) that judges the
/// failing case again, alone (`--case K`), with every option that chooses its input, its
/// verdict or its shrinking: the seed, the size, the testdata, the families, the size cap, the
/// time limit, the memory limit and the stack (each when not the problem's default), and the
/// shrinking budget (the shrunk input depends on it) when not the default. The case count, the
/// time budget and the jobs do not change a case, and are left out.
pub fn rerun_line(prefix: &str, options: &CheckOptions) -> String {
    let problem = options.problem;
    let mut line = format!("{prefix} {} --seed {}", problem.name, options.seed);
    if let Some(case) = options.case {
        line.push_str(&format!(" --case {case}"));
    }
    if options.size == Size::Beyond {
        line.push_str(" --size beyond");
    }
    if !options.testdata {
        line.push_str(" --no-testdata");
    }
    for &family in &options.families {
        line.push_str(&format!(" --family {}", problem.families[family].name));
    }
    if let Some(most) = options.max_size {
        line.push_str(&format!(" --max-size {most}"));
    }
    if options.time_limit != problem.time_limit {
        line.push_str(&format!(
            " --time-limit {}",
            options.time_limit.as_secs_f64()
        ));
    }
    line.push_str(&resources_options(options));
    format!("{line} -- {}", command_line(&options.command))
}

/// The options of the rerun line for the memory limit, the stack and the shrinking budget, each
/// when it differs from its default.
fn resources_options(options: &CheckOptions) -> String {
    let resources = options.problem.resources;
    let mut words = String::new();
    if options.memory_mb != resources.memory_mb {
        words.push_str(&format!(" --memory-limit {}", options.memory_mb));
    }
    if options.stack_mb != resources.stack_mb {
        match options.stack_mb {
            Some(mb) => words.push_str(&format!(" --stack {mb}")),
            None => words.push_str(" --stack unlimited"),
        }
    }
    if options.shrink_budget != DEFAULT_SHRINK_BUDGET {
        let seconds = options.shrink_budget.as_secs_f64();
        words.push_str(&format!(" --shrink-seconds {seconds}"));
    }
    words
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use problems::find;

    use super::*;

    /// The options of `chapaev --seed 3 [--cases N] [--size S] [--time-limit T] -- <command>`.
    fn options(cases: u64, size: Size, time_limit: f64, command: &[&str]) -> CheckOptions {
        let command = command.iter().map(|w| w.to_string()).collect();
        CheckOptions {
            cases,
            seed: 3,
            time_limit: Duration::from_secs_f64(time_limit),
            size,
            ..CheckOptions::new(find("chapaev").unwrap(), command)
        }
    }
    #[test]
    fn the_rerun_line_keeps_what_chooses_the_case_and_its_verdict() {
        let plain = options(u64::MAX, Size::Contest, 1.0, &["./sol"]);
        assert_eq!(
            rerun_line("cargo xtask check", &plain),
            "cargo xtask check chapaev --seed 3 -- ./sol"
        );
        // The case count, the budget and the jobs do not change case 440: left out.
        let all = CheckOptions {
            case: Some(440),
            testdata: false,
            families: vec![3, 1],
            max_size: Some(12),
            jobs: 2,
            budget: Duration::from_secs(600),
            ..options(40, Size::Beyond, 0.5, &["./sol", "a b"])
        };
        assert_eq!(
            rerun_line("cargo xtask check", &all),
            "cargo xtask check chapaev --seed 3 --case 440 --size beyond --no-testdata \
             --family judge --family lattice --max-size 12 --time-limit 0.5 -- ./sol 'a b'"
        );
    }

    #[test]
    fn the_rerun_line_keeps_memory_stack_and_shrinking_when_not_the_defaults() {
        let plain = options(u64::MAX, Size::Contest, 1.0, &["./sol"]);
        let defaults = plain.problem.resources;
        // The problem's own memory and stack, given again, are defaults still: left out.
        let same = CheckOptions {
            memory_mb: defaults.memory_mb,
            stack_mb: defaults.stack_mb,
            shrink_budget: DEFAULT_SHRINK_BUDGET,
            ..plain.clone()
        };
        assert_eq!(
            rerun_line("cargo xtask check", &same),
            "cargo xtask check chapaev --seed 3 -- ./sol"
        );
        // Chapaev's judge (Timus) has a stack limit of its own: unlimited is not the default.
        assert!(defaults.stack_mb.is_some());
        let changed = CheckOptions {
            memory_mb: defaults.memory_mb + 100,
            stack_mb: None,
            shrink_budget: Duration::from_millis(2500),
            ..plain.clone()
        };
        assert_eq!(
            rerun_line("cargo xtask check", &changed),
            format!(
                "cargo xtask check chapaev --seed 3 --memory-limit {} --stack unlimited \
                 --shrink-seconds 2.5 -- ./sol",
                defaults.memory_mb + 100
            )
        );
        let other_stack = defaults.stack_mb.map_or(8, |mb| mb + 2);
        let stack = CheckOptions {
            stack_mb: Some(other_stack),
            shrink_budget: Duration::ZERO,
            ..plain
        };
        assert_eq!(
            rerun_line("cargo xtask check", &stack),
            format!(
                "cargo xtask check chapaev --seed 3 --stack {other_stack} --shrink-seconds 0 -- ./sol"
            )
        );
    }
}
