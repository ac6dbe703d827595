//! The cases of a package, in the order the judge system runs them: the statement's samples,
//! then the secret cases: the tests that kill the wrong programs, the testdata within the
//! contest's limits (its slow cases left out), and cases from every generator family, drawn
//! within the contest as `cargo xtask check` draws them, until there are [`FEWEST_SECRET`].
//! Every answer is our fast solver's; a generated case's is cross-checked by the brute force where
//! the input is small enough for it, else by the contest approach (the testdata's snapshots are
//! cross-checked already, by `cargo xtask verify` and the crate's tests).

use std::collections::HashSet;
use std::path::Path;

use gamecore::problem::{Draw, Problem, Size};
use gamecore::workspace::{cases_in, slow_cases_in};

/// The fewest secret cases a package holds.
pub const FEWEST_SECRET: usize = 20;

/// Generated cases per family at the least, from small to the contest's largest.
const PER_FAMILY: usize = 4;

/// The most rounds of generated cases (a family whose inputs repeat may need many).
const MOST_ROUNDS: usize = 200;

/// One case of the package.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// Its name in the package, without the number the writer puts before it.
    pub name: String,
    /// Whether it is a sample (shown with the statement) rather than secret.
    pub sample: bool,
    /// The input.
    pub input: String,
    /// Our answer.
    pub answer: String,
}

/// Every case of `problem`'s package: its samples, the `killers` (named inputs, testdata cases
/// among them), the rest of its testdata within the contest, and generated cases. An error
/// names a case our solvers refuse or disagree on.
pub fn package_cases(
    root: &Path,
    problem: &Problem,
    killers: &[(String, String)],
) -> Result<Vec<Case>, String> {
    let folder = root.join("testdata").join(problem.name);
    let read = |name: &str| {
        let path = folder.join(format!("{name}.in"));
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let mut cases = Cases::default();
    for sample in problem.package.samples {
        cases.add(problem, sample, true, read(sample)?)?;
    }
    for (name, input) in killers {
        cases.add(problem, name, false, input.clone())?;
    }
    let slow = slow_cases_in(&folder);
    for name in cases_in(&folder).iter().filter(|n| !slow.contains(*n)) {
        let input = read(name)?;
        if problem.within_contest(&input) {
            cases.add(problem, name, false, input)?;
        }
    }
    add_generated(problem, &mut cases)?;
    Ok(cases.list)
}

/// The cases so far, each input once.
#[derive(Default)]
struct Cases {
    list: Vec<Case>,
    seen: HashSet<String>,
}

impl Cases {
    /// Adds a case with our solver's answer, unless its input is there already.
    fn add(
        &mut self,
        problem: &Problem,
        name: &str,
        sample: bool,
        input: String,
    ) -> Result<(), String> {
        if self.seen.insert(input.clone()) {
            let answer = (problem.solve)(&input)
                .map_err(|e| format!("our solver refuses the case {name}: {e}"))?;
            let name = name.to_owned();
            self.list.push(Case {
                name,
                sample,
                input,
                answer,
            });
        }
        Ok(())
    }
}

/// Cases from every family of `problem` in rounds, one each a round, growing from small to the
/// contest's largest and again with new seeds: [`PER_FAMILY`] rounds, and more until there are
/// [`FEWEST_SECRET`] secret cases (a repeated input counts once), [`MOST_ROUNDS`] at the most.
fn add_generated(problem: &Problem, cases: &mut Cases) -> Result<(), String> {
    let families = problem.families.len().max(1);
    let secret = |cases: &Cases| cases.list.iter().filter(|c| !c.sample).count();
    let mut round = 0;
    while round < PER_FAMILY || (secret(cases) < FEWEST_SECRET && round < MOST_ROUNDS) {
        for family in 0..families {
            let draw = Draw {
                seed: (family * 1000 + round + 1) as u64,
                family,
                growth: (round % PER_FAMILY + 1) as f64 / PER_FAMILY as f64,
                size: Size::Contest,
                most: u64::MAX,
            };
            let (input, _) = (problem.check_input.generate)(&draw);
            if !problem.within_contest(&input) || cases.seen.contains(&input) {
                continue;
            }
            let family_name = problem.families.get(family).map_or("gen", |f| f.name);
            let name = format!("gen-{family_name}-{}", round + 1);
            cross_check(problem, &name, &input)?;
            cases.add(problem, &name, false, input)?;
        }
        round += 1;
    }
    Ok(())
}
/// Our fast solver's answer to a generated input against the brute force's (where the input is
/// small enough for it) or else the contest approach's.
fn cross_check(problem: &Problem, name: &str, input: &str) -> Result<(), String> {
    let (second, how) = if (problem.brute_fits)(input) {
        ((problem.brute)(input), "the brute force")
    } else {
        ((problem.baseline)(input), "the contest approach")
    };
    let fast = (problem.solve)(input);
    match (fast, second) {
        (Ok(a), Ok(b)) if a == b => Ok(()),
        (fast, second) => Err(format!(
            "the generated case {name}: our solver says {fast:?}, {how} says {second:?}"
        )),
    }
}
