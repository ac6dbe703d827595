//! The inputs a check runs, in order: the problem's testdata cases that fit the chosen size
//! (samples first, `invalid/` skipped), then seeded generated inputs whose size ramps up from tiny
//! to the largest the size allows and then varies at random. Case `i` is the same input for the
//! same seed on every machine and with any number of jobs.

use std::path::Path;

use gamecore::rng::SplitMix64;

use super::options::Size;
use crate::problems::Problem;

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
                .filter(|(_, input)| size == Size::Beyond || (problem.check.within_contest)(input))
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
        let (input, size) = (self.problem.check.generate)(seed, growth, self.size);
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
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut cases: Vec<(bool, String, String)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .filter_map(|path| {
            let name = path.file_stem()?.to_str()?.to_owned();
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
