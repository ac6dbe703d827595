//! One input judged: our answer (the fast solver, checked against the brute force where the
//! input is small enough), then one run of the contestant's program and its verdict. A resource
//! verdict (time or memory limit exceeded) is confirmed before it is believed: the input is run
//! once more alone, while no other input of this process is judged, and that run's verdict is
//! the input's. Shrinking asks more of a memory verdict ([`Referee::judge_shrinking`]): the
//! second run must pass the limit by a margin, [`memory_margin_kb`].

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{PoisonError, RwLock};
use std::time::Duration;

use gamecore::problem::Problem;

use crate::child::{End, Execution, Program};
use crate::limits::Limits;
use crate::verdict::{Ruling, judge};

/// Our answer to an input.
pub enum Answer {
    /// Our solver refuses the input (a shrinking candidate that breaks a rule).
    Invalid,
    /// The judge's answer.
    Ours(String),
    /// Our own solvers went wrong: they disagree, or one panicked, or refused our own input.
    OurBug(String),
}

/// The contestant's program failed on an input.
pub struct Failure {
    /// The verdict.
    pub verdict: Ruling,
    /// Our answer.
    pub ours: String,
    /// How the run went.
    pub run: Execution,
}

/// What judging one input found.
pub enum Judged {
    /// Accepted, after this run.
    Passed(Execution),
    /// Not accepted.
    Failed(Failure),
    /// Our solvers are wrong on it.
    OurBug(String),
    /// The program cannot be started at all.
    CannotRun(String),
    /// Our solver refuses it (never for testdata or generated inputs).
    Invalid,
}

/// How an input fails, as shrinking compares it: the verdict and, for a time limit, which limit
/// it passed (CPU time, or the wall-clock cap of a program that waits), so that shrinking a
/// program that computes too long never ends on one that hangs, nor the other way round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Way {
    verdict: Ruling,
    waited: bool,
}

impl Failure {
    /// How it fails.
    pub fn way(&self) -> Way {
        Way {
            verdict: self.verdict,
            waited: self.run.end == End::WallCap,
        }
    }
}

/// The margin a smaller input's second run must pass the memory limit by while shrinking: a
/// sixteenth of the limit, at least 1 MiB. A JVM's peak on one input was seen to vary by 15 MB
/// over four runs (112 to 127 MB under 128 MB), about a sixteenth of the limit either side of
/// its middle; an input whose second run passes the limit by that has its middle at the limit
/// or past it, so it fails again about every other run or more, where one that passed the limit
/// once by luck is dropped.
pub fn memory_margin_kb(limits: &Limits) -> u64 {
    (limits.memory_kb / 16).max(1024)
}

/// Held shared by every judging, and alone by the rerun that confirms a time limit exceeded.
static ALONE: RwLock<()> = RwLock::new(());

/// Judges inputs for one problem and one program.
pub struct Referee {
    /// The problem.
    pub problem: &'static Problem,
    /// The contestant's program.
    pub program: Program,
    /// The time limit per run.
    pub time_limit: Duration,
    /// The memory and stack of each run.
    pub limits: Limits,
}

/// The output cap: four times our answer, at least 1 MiB.
fn output_cap(ours: &str) -> usize {
    (4 * ours.len()).max(1 << 20)
}

impl Referee {
    /// Our answer, from the fast solver and, on small inputs, the brute force too.
    pub fn answer(&self, input: &str) -> Answer {
        let problem = self.problem;
        let fast = match catch_unwind(|| (problem.solve)(input)) {
            Ok(Ok(answer)) => answer,
            Ok(Err(_)) => return Answer::Invalid,
            Err(_) => return Answer::OurBug("our fast solver panicked".into()),
        };
        let small = catch_unwind(|| (problem.brute_fits)(input)).unwrap_or(false);
        if small {
            match catch_unwind(AssertUnwindSafe(|| (problem.brute)(input))) {
                Ok(Ok(brute)) if brute == fast => {}
                Ok(Ok(brute)) => {
                    return Answer::OurBug(format!(
                        "our fast solver says {:?} but our brute force says {:?}",
                        fast.trim_end(),
                        brute.trim_end()
                    ));
                }
                Ok(Err(e)) => return Answer::OurBug(format!("our brute force refuses it: {e}")),
                Err(_) => return Answer::OurBug("our brute force panicked".into()),
            }
        }
        Answer::Ours(fast)
    }

    /// Judges the program on `input`. A time or memory limit exceeded is judged again alone
    /// (see the module's doc): on a busy machine a run can be slowed by the others (caches,
    /// memory bandwidth, a shared core), which the contest's judge never is, and a program's
    /// peak memory can differ from run to run (a JVM's by an eighth of the limit).
    pub fn judge(&self, input: &str) -> Judged {
        self.judge_with_margin(input, 0)
    }

    /// Judges a smaller input while shrinking: as [`Referee::judge`], but a memory limit
    /// exceeded stands only when the second run also passes the limit by
    /// [`memory_margin_kb`], so that an input whose peak only grazed the limit once is not
    /// kept as failing.
    pub fn judge_shrinking(&self, input: &str) -> Judged {
        self.judge_with_margin(input, memory_margin_kb(&self.limits))
    }

    /// [`Referee::judge`] with the second run of a memory verdict held to the limit plus
    /// `margin_kb`.
    fn judge_with_margin(&self, input: &str, margin_kb: u64) -> Judged {
        match self.answer(input) {
            Answer::Invalid => Judged::Invalid,
            Answer::OurBug(why) => Judged::OurBug(why),
            Answer::Ours(ours) => self.confirmed(input, ours, margin_kb),
        }
    }

    /// Judges the program on `input`, whose answer is `ours` (a table judges several programs
    /// on one answer). A TLE or MLE is confirmed by a second run with nothing else judged
    /// meanwhile, whose verdict is the one given: a busy machine, or one lucky run, must not
    /// make a verdict. The second run of a memory verdict is held to the limit plus
    /// `margin_kb` (0 but while shrinking, [`memory_margin_kb`]).
    pub fn confirmed(&self, input: &str, ours: String, margin_kb: u64) -> Judged {
        let first = {
            let _shared = ALONE.read().unwrap_or_else(PoisonError::into_inner);
            self.run_and_judge(input, ours, &self.limits)
        };
        match first {
            Judged::Failed(failure) if failure.verdict == Ruling::TimeLimit => {
                let _alone = ALONE.write().unwrap_or_else(PoisonError::into_inner);
                self.run_and_judge(input, failure.ours, &self.limits)
            }
            Judged::Failed(failure) if failure.verdict == Ruling::MemoryLimit => {
                let _alone = ALONE.write().unwrap_or_else(PoisonError::into_inner);
                let raised = self.limits.raised(margin_kb);
                self.run_and_judge(input, failure.ours, &raised)
            }
            judged => judged,
        }
    }

    /// Runs the program once on `input` under `limits` and judges its output against `ours`.
    fn run_and_judge(&self, input: &str, ours: String, limits: &Limits) -> Judged {
        let run = match self
            .program
            .run(input, self.time_limit, output_cap(&ours), limits)
        {
            Ok(run) => run,
            Err(why) => return Judged::CannotRun(why),
        };
        match judge(&run, &ours) {
            Ruling::Accepted => Judged::Passed(run),
            verdict => Judged::Failed(Failure { verdict, ours, run }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use problems::PROBLEMS;

    fn fake(solve: fn(&str) -> Result<String, gamecore::InputError>) -> &'static Problem {
        let real = PROBLEMS[1];
        Box::leak(Box::new(Problem {
            name: "fake",
            solve,
            brute: |_| Ok("LOSE\n".into()),
            brute_fits: |_| true,
            ..*real
        }))
    }

    fn referee(problem: &'static Problem) -> Referee {
        Referee {
            problem,
            program: Program {
                argv: vec!["true".into()],
            },
            time_limit: Duration::from_secs(1),
            limits: Limits::new(256, None, 1),
        }
    }

    #[test]
    fn a_disagreement_of_our_solvers_is_our_bug() {
        let problem = fake(|_| Ok("WIN\n".into()));
        let Answer::OurBug(why) = referee(problem).answer("1 0") else {
            panic!("not reported")
        };
        assert_eq!(
            why,
            r#"our fast solver says "WIN" but our brute force says "LOSE""#
        );
        assert!(matches!(referee(problem).judge("1 0"), Judged::OurBug(_)));
    }

    #[test]
    fn a_panic_of_our_solver_is_our_bug() {
        let problem = fake(|_| panic!("deliberate"));
        assert!(matches!(referee(problem).answer("1 0"), Answer::OurBug(_)));
    }

    #[test]
    fn agreeing_solvers_give_our_answer() {
        let problem = fake(|_| Ok("LOSE\n".into()));
        assert!(matches!(referee(problem).answer("1 0"), Answer::Ours(a) if a == "LOSE\n"));
    }
}
