//! Our own bug (the fast solver and the brute force disagree, or one of them panics) shrunk by
//! the same machinery as a contestant's failure before it is reported and saved: a candidate is
//! kept while our answer to it is still our bug. No contestant's program runs.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use gamecore::problem::Size;

use crate::judge::{Answer, Referee};
use crate::options::CheckOptions;
use crate::outcome::{OnProgress, Progress, Shrinking};
use crate::shrink::{self, Probe};
use crate::sources::Input;

/// The case shrunk while our solvers still go wrong on it, within `--shrink-seconds`; what
/// they say on it, and how far shrinking went.
pub fn shrink_our_bug(
    options: &CheckOptions,
    referee: &Referee,
    case: Input,
    why: String,
    progress: OnProgress,
) -> (Input, String, Shrinking) {
    let problem = options.problem;
    let (start, most) = (Instant::now(), options.shrink_budget);
    let judged = AtomicU64::new(0);
    let probe = |candidate: &str| {
        if options.size == Size::Contest && !problem.within_contest(candidate) {
            return Probe::Passes;
        }
        let count = judged.fetch_add(1, Ordering::Relaxed) + 1;
        progress(Progress::Shrinking {
            judged: count,
            elapsed: start.elapsed(),
            most,
        });
        match referee.answer(candidate) {
            Answer::OurBug(why) => Probe::Fails(why),
            _ => Probe::Passes,
        }
    };
    let shrunk = shrink::shrink_within(
        case.text.clone(),
        why,
        &problem.shrinking.smaller,
        &probe,
        options.jobs,
        most,
    );
    let shrinking = Shrinking {
        steps: shrunk.steps,
        end: shrunk.end,
        elapsed: start.elapsed(),
    };
    let case = Input {
        text: shrunk.input,
        ..case
    };
    (case, shrunk.found, shrinking)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use gamecore::problem::Problem;

    use super::*;
    use crate::shrink::ShrinkEnd;
    use problems::find;

    /// More Reclamation with a brute force that goes wrong once the river has three land cells.
    fn wrong_brute() -> &'static Problem {
        let real = find("more-reclamation").unwrap();
        Box::leak(Box::new(Problem {
            brute: |input| match more_reclamation::parse(input) {
                Ok(p) if p.land().len() >= 3 => Ok("wrong\n".into()),
                _ => more_reclamation::solve(input),
            },
            brute_fits: |_| true,
            ..*real
        }))
    }

    fn options(problem: &'static Problem, jobs: usize) -> CheckOptions {
        CheckOptions {
            cases: 1,
            time_limit: Duration::from_secs(1),
            jobs,
            ..CheckOptions::new(problem, vec!["true".into()])
        }
    }

    #[test]
    fn our_bug_is_shrunk_to_a_local_minimum_whatever_the_jobs() {
        let problem = wrong_brute();
        let input = more_reclamation::generate::random(5, 90, 40);
        let ends: Vec<(String, String, ShrinkEnd, bool)> = [1, 3]
            .into_iter()
            .map(|jobs| {
                let referee = crate::single::referee(&options(problem, jobs));
                let case = Input {
                    label: "generated #1".into(),
                    size: "n".into(),
                    text: input.clone(),
                };
                let why = "disagree".to_owned();
                let (case, why, shrinking) = shrink_our_bug(
                    &options(problem, jobs),
                    &referee,
                    case,
                    why,
                    &crate::outcome::quiet,
                );
                (case.text, why, shrinking.end, shrinking.steps > 0)
            })
            .collect();
        assert_eq!(ends[0], ends[1]);
        let (shrunk, why, end, moved) = &ends[0];
        assert!(why.contains("brute force says \"wrong\""), "{why}");
        assert_eq!((*end, *moved), (ShrinkEnd::LocalMinimum, true));
        let position = more_reclamation::parse(shrunk).unwrap();
        assert_eq!(position.land().len(), 3, "{shrunk}");
        // Every single smaller step that is valid loses the bug.
        for candidate in (problem.shrinking.smaller)(shrunk) {
            let land = more_reclamation::parse(&candidate).map(|p| p.land().len());
            assert!(land.is_err() || land.is_ok_and(|n| n < 3), "{candidate}");
        }
    }
}
