//! The inputs a check runs, in order: the problem's testdata cases that fit the chosen size
//! (samples first, `invalid/` skipped), then seeded generated inputs whose size ramps up from tiny
//! to the largest the size allows and then varies at random. Case `i` is the same input for the
//! same seed, size and case count (the ramp is half the generated cases, at most 400) on every
//! machine and with any number of jobs.

use std::path::Path;

use gamecore::rng::SplitMix64;

use gamecore::problem::{Problem, Size};

/// One input to judge.
pub struct Case {
    /// Where it comes from: `testdata 01-sample` or `generated #17`.
    pub label: String,
    /// Its size, in the problem's words (`n=37`).
    pub size: String,
    /// The input text.
    pub input: String,
}

/// Every input of one check.
pub struct Sources {
    problem: &'static Problem,
    testdata: Vec<(String, String)>,
    seed: u64,
    size: Size,
    ramp: u64,
}

/// Generated cases over which the size grows from tiny to the largest (fewer in a short run).
const RAMP: u64 = 400;

impl Sources {
    /// The sources of `problem`, reading its testdata under `root`.
    pub fn new(root: &Path, problem: &'static Problem, seed: u64, size: Size, cases: u64) -> Self {
        let testdata: Vec<(String, String)> =
            testdata_cases(&root.join("testdata").join(problem.name))
                .into_iter()
                .filter(|(_, input)| size == Size::Beyond || problem.within_contest(input))
                .collect();
        let generated = cases.saturating_sub(testdata.len() as u64);
        Sources {
            problem,
            testdata,
            seed,
            size,
            ramp: (generated / 2).clamp(1, RAMP),
        }
    }

    /// The number of testdata cases (they come first).
    pub fn testdata_len(&self) -> u64 {
        self.testdata.len() as u64
    }

    /// Case `index`.
    pub fn case(&self, index: u64) -> Case {
        if let Some((name, input)) = self.testdata.get(index as usize) {
            return Case {
                label: format!("testdata {name}"),
                size: format!("{} bytes", input.len()),
                input: input.clone(),
            };
        }
        let number = index - self.testdata_len();
        let mut rng = SplitMix64::new(self.seed ^ number.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let seed = rng.next_u64();
        let growth = if number < self.ramp {
            number as f64 / self.ramp as f64
        } else {
            rng.below(1 << 20) as f64 / (1u64 << 20) as f64
        };
        let (input, size) = (self.problem.check_input)(seed, growth, self.size);
        Case {
            label: format!("generated #{}", number + 1),
            size,
            input,
        }
    }
}

/// The valid cases of a testdata folder as (name, input): samples first (those with a
/// statement's `.expected` output or named `sample`), then the others by name.
fn testdata_cases(folder: &Path) -> Vec<(String, String)> {
    let mut cases: Vec<(bool, String, String)> = crate::workspace::cases_in(folder)
        .into_iter()
        .filter_map(|name| {
            let path = folder.join(format!("{name}.in"));
            let input = std::fs::read_to_string(&path).ok()?;
            let sample = name.contains("sample") || path.with_extension("expected").exists();
            Some((!sample, name, input))
        })
        .collect();
    cases.sort();
    cases
        .into_iter()
        .map(|(_, name, input)| (name, input))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::PROBLEMS;
    use crate::workspace::workspace_root;

    #[test]
    fn generated_inputs_are_valid_fit_their_size_and_repeat() {
        for problem in PROBLEMS {
            // The sizes ramp up over half the generated cases: to the contest's largest, and
            // to half way (in magnitude) to the accepted range's largest, which takes long.
            for (size, ramp_part) in [(Size::Contest, 1), (Size::Beyond, 2)] {
                let sources = Sources::new(&workspace_root(), problem, 9, size, 200);
                let first = sources.testdata_len();
                let ramp = (200 - first) / 2;
                for index in (first..first + ramp / ramp_part).step_by(5) {
                    let case = sources.case(index);
                    let name = problem.name;
                    assert!(
                        (problem.solve)(&case.input).is_ok(),
                        "{name} {}",
                        case.label
                    );
                    if size == Size::Contest {
                        assert!(problem.within_contest(&case.input), "{name}");
                    }
                    assert_eq!(sources.case(index).input, case.input);
                    let again = Sources::new(&workspace_root(), problem, 9, size, 200);
                    assert_eq!(again.case(index).input, case.input);
                }
            }
        }
    }

    #[test]
    fn samples_come_first_and_invalid_cases_never() {
        for problem in PROBLEMS {
            let sources = Sources::new(&workspace_root(), problem, 1, Size::Beyond, 10);
            assert!(sources.testdata_len() > 0, "{}", problem.name);
            let first = sources.case(0);
            assert!(first.label.starts_with("testdata 01-"), "{}", first.label);
            for index in 0..sources.testdata_len() {
                assert!((problem.solve)(&sources.case(index).input).is_ok());
            }
        }
    }

    #[test]
    fn the_contest_keeps_only_testdata_within_its_limits() {
        let problem = PROBLEMS
            .iter()
            .find(|p| p.name == "racing-car-trail")
            .unwrap();
        let contest = Sources::new(&workspace_root(), problem, 1, Size::Contest, 10);
        let beyond = Sources::new(&workspace_root(), problem, 1, Size::Beyond, 10);
        assert!(contest.testdata_len() < beyond.testdata_len());
    }
}
