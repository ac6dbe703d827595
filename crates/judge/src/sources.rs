//! The inputs a check runs, in order: the problem's testdata cases that fit the chosen size
//! (samples first; `invalid/` and the cases marked slow skipped; none with `--no-testdata`), then
//! seeded generated inputs from the chosen families in turn, whose size ramps from tiny to the
//! largest the size and the cap allow, again and again over longer ramps, and then varies at
//! random. Generated input `n`
//! depends on the seed, `n` and the steering options alone (size, families, cap), never on the
//! case count or the jobs, so that `--case K` judges the same input on every machine.

use std::path::Path;

use gamecore::problem::{Draw, Problem, Size};
use gamecore::rng::SplitMix64;

use crate::options::CheckOptions;
use crate::words::parts::size_label;

/// One input to judge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// Where it comes from: `testdata 01-sample` or `generated #17`.
    pub label: String,
    /// Its size, in the problem's words (`n=37`).
    pub size: String,
    /// The input text.
    pub text: String,
}

/// Every input of one check.
pub struct Sources {
    problem: &'static Problem,
    testdata: Vec<(String, String)>,
    seed: u64,
    size: Size,
    families: Vec<usize>,
    most: u64,
}

/// The longest ramp: ramps of 1, 2, 4, ..., 256 generated inputs come first (511 in all).
const LAST_RAMP: u32 = 8;

impl Sources {
    /// The sources of a check, reading the problem's testdata under `root`.
    pub fn new(root: &Path, options: &CheckOptions) -> Self {
        let problem = options.problem;
        let size = options.size;
        let testdata = if options.testdata {
            testdata_cases(&root.join("testdata").join(problem.name))
                .into_iter()
                .filter(|(_, input)| size == Size::Beyond || problem.within_contest(input))
                .collect()
        } else {
            Vec::new()
        };
        let families = if options.families.is_empty() {
            (0..problem.families.len().max(1)).collect()
        } else {
            options.families.clone()
        };
        Sources {
            problem,
            testdata,
            seed: options.seed,
            size,
            families,
            most: options.max_size.unwrap_or(u64::MAX),
        }
    }

    /// The number of testdata cases (they come first).
    pub fn testdata_len(&self) -> u64 {
        self.testdata.len() as u64
    }

    /// Case `index`, counted from 0.
    pub fn case(&self, index: u64) -> Input {
        if let Some((name, input)) = self.testdata.get(index as usize) {
            return Input {
                label: format!("testdata {name}"),
                size: size_label(self.problem, input),
                text: input.clone(),
            };
        }
        let number = index - self.testdata_len();
        let (input, _) = (self.problem.check_input.generate)(&self.draw(number));
        Input {
            label: format!("generated #{}", number + 1),
            size: size_label(self.problem, &input),
            text: input,
        }
    }

    /// The generator family of case `index` (an index into the problem's), `None` for testdata.
    pub fn family_of(&self, index: u64) -> Option<usize> {
        let number = index.checked_sub(self.testdata_len())?;
        Some(self.families[(number % self.families.len() as u64) as usize])
    }

    /// What generated input `number` (from 0) is drawn with.
    fn draw(&self, number: u64) -> Draw {
        let mut rng = SplitMix64::new(self.seed ^ number.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let seed = rng.next_u64();
        let growth =
            ramp(number).unwrap_or_else(|| rng.below(1 << 20) as f64 / (1u64 << 20) as f64);
        Draw {
            seed,
            family: self
                .family_of(number + self.testdata_len())
                .unwrap_or_default(),
            growth,
            size: self.size,
            most: self.most,
        }
    }
}

/// The growth of generated input `number` while the ramps last: ramp `r` is `2^r` inputs from 0
/// to 1, so that any run's first few inputs reach the largest size and small ones come back
/// often; `None` after the last ramp.
fn ramp(number: u64) -> Option<f64> {
    let round = (number + 1).ilog2();
    if round > LAST_RAMP {
        return None;
    }
    let length = 1u64 << round;
    let position = number + 1 - length;
    Some(position as f64 / (length - 1).max(1) as f64)
}

/// The valid cases of a testdata folder as (name, input): samples first (those with a
/// statement's `.expected` output or named `sample`), then the others by name. Cases the
/// manifest marks slow are left out.
fn testdata_cases(folder: &Path) -> Vec<(String, String)> {
    let slow = gamecore::workspace::slow_cases_in(folder);
    let mut cases: Vec<(bool, String, String)> = gamecore::workspace::cases_in(folder)
        .into_iter()
        .filter(|name| !slow.contains(name))
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
    use gamecore::workspace::workspace_root;
    use problems::PROBLEMS;

    /// The options of a check of `problem` with seed 9: every family, testdata on.
    fn options(problem: &'static Problem, size: Size) -> CheckOptions {
        CheckOptions {
            seed: 9,
            size,
            ..CheckOptions::new(problem, vec!["true".into()])
        }
    }

    #[test]
    fn the_ramps_run_from_tiny_to_the_largest_and_then_end() {
        let ramps: Vec<Option<f64>> = (0..7).map(ramp).collect();
        let third = 1.0 / 3.0;
        assert_eq!(
            ramps,
            [0.0, 0.0, 1.0, 0.0, third, 2.0 * third, 1.0].map(Some)
        );
        assert_eq!((ramp(510), ramp(511)), (Some(1.0), None));
    }

    #[test]
    fn generated_contest_inputs_are_valid_fit_the_contest_and_repeat() {
        for problem in PROBLEMS {
            let sources = Sources::new(&workspace_root(), &options(problem, Size::Contest));
            let first = sources.testdata_len();
            // The first 63 generated inputs hold ramps up to 32 long, each up to the largest.
            for index in (first..first + 63).step_by(3) {
                let case = sources.case(index);
                let name = problem.name;
                assert!((problem.solve)(&case.text).is_ok(), "{name} {}", case.label);
                assert!(problem.within_contest(&case.text), "{name} {}", case.label);
                assert_eq!(sources.case(index).text, case.text);
            }
        }
    }

    #[test]
    fn every_family_takes_its_turn_and_gives_valid_inputs_of_both_sizes() {
        for problem in PROBLEMS {
            let sources = Sources::new(&workspace_root(), &options(problem, Size::Contest));
            let turns: Vec<usize> = (0..problem.families.len() as u64)
                .map(|n| sources.draw(n).family)
                .collect();
            assert_eq!(turns, (0..problem.families.len()).collect::<Vec<_>>());
            // Half way in magnitude beyond: the largest take our solvers long.
            for (size, growth) in [(Size::Contest, 1.0), (Size::Beyond, 0.5)] {
                for family in 0..problem.families.len() {
                    let draw = Draw {
                        seed: 5,
                        family,
                        growth,
                        size,
                        most: u64::MAX,
                    };
                    let (input, _) = (problem.check_input.generate)(&draw);
                    let what = format!("{} {}", problem.name, problem.families[family].name);
                    assert!((problem.solve)(&input).is_ok(), "{what}");
                    if size == Size::Contest {
                        assert!(problem.within_contest(&input), "{what}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_case_does_not_depend_on_the_case_count_or_the_jobs() {
        for problem in PROBLEMS {
            let plain = Sources::new(&workspace_root(), &options(problem, Size::Contest));
            let other = Sources::new(
                &workspace_root(),
                &CheckOptions {
                    cases: 20,
                    jobs: 3,
                    ..options(problem, Size::Contest)
                },
            );
            for index in [0, 7, plain.testdata_len() + 5, 600] {
                assert_eq!(plain.case(index).text, other.case(index).text);
            }
        }
    }

    #[test]
    fn steering_skips_testdata_picks_families_and_caps_the_size() {
        let problem = problems::find("circles-game").unwrap();
        let steered = CheckOptions {
            testdata: false,
            families: vec![1],
            max_size: Some(3),
            ..options(problem, Size::Beyond)
        };
        let sources = Sources::new(&workspace_root(), &steered);
        assert_eq!(sources.testdata_len(), 0);
        assert_eq!(sources.case(0).label, "generated #1");
        for number in 0..40 {
            let draw = sources.draw(number);
            assert_eq!(draw.family, 1);
            let input = sources.case(number).text;
            assert!(circles_game::parse(&input).unwrap().len() <= 3, "{input}");
        }
    }

    #[test]
    fn the_size_cap_holds_for_every_problem() {
        for problem in PROBLEMS {
            let axis = problem.check_input.measure;
            for family in 0..problem.families.len() {
                for size in [Size::Contest, Size::Beyond] {
                    let draw = Draw {
                        seed: 3,
                        family,
                        growth: 1.0,
                        size,
                        most: 3,
                    };
                    let (input, _) = (problem.check_input.generate)(&draw);
                    assert!(axis(&input) <= 3, "{} {family}: {input}", problem.name);
                }
            }
        }
    }

    #[test]
    fn every_problems_cases_have_one_size_label_form() {
        for &problem in PROBLEMS {
            let sources = Sources::new(&workspace_root(), &options(problem, Size::Contest));
            for index in 0..sources.testdata_len() + 12 {
                let size = sources.case(index).size;
                let (measure, bytes) = size.rsplit_once(", ").unwrap_or(("", &size));
                let number = bytes.strip_suffix(" bytes").map(|n| n.replace(',', ""));
                assert!(number.is_some_and(|n| n.parse::<u64>().is_ok()), "{size}");
                if let Some((axis, value)) = measure.split_once('=') {
                    assert!(!axis.is_empty() && !axis.contains(' '), "{size}");
                    assert!(value.parse::<u64>().is_ok_and(|v| v > 0), "{size}");
                } else {
                    assert!(measure.is_empty(), "{}: {size}", problem.name);
                }
            }
        }
    }

    #[test]
    fn samples_come_first_and_invalid_cases_never() {
        for problem in PROBLEMS {
            let sources = Sources::new(&workspace_root(), &options(problem, Size::Beyond));
            assert!(sources.testdata_len() > 0, "{}", problem.name);
            let first = sources.case(0);
            assert!(first.label.starts_with("testdata 01-"), "{}", first.label);
            for index in 0..sources.testdata_len() {
                assert!((problem.solve)(&sources.case(index).text).is_ok());
            }
        }
    }

    #[test]
    fn the_contest_keeps_only_testdata_within_its_limits() {
        let problem = problems::find("racing-car-trail").unwrap();
        let contest = Sources::new(&workspace_root(), &options(problem, Size::Contest));
        let beyond = Sources::new(&workspace_root(), &options(problem, Size::Beyond));
        assert!(contest.testdata_len() < beyond.testdata_len());
    }
}
