//! Our own bug (the fast solver and the brute force disagree, or one of them panics) shrunk by
//! the same machinery as a contestant's failure before it is reported and saved: a candidate is
//! kept while our answer to it is still our bug. No contestant's program runs.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use gamecore::problem::Size;

use crate::judge::{Answer, Referee};
use crate::options::CheckOptions;
use crate::report::Progress;
use crate::shrink::{self, Probe, ShrinkEnd};
use crate::sources::Case;
use crate::workspace::plural;

/// The case shrunk while our solvers still go wrong on it, within `--shrink-seconds`; what
/// they say on it, and a line on how far shrinking went.
pub fn shrink_our_bug(
    options: &CheckOptions,
    referee: &Referee,
    case: Case,
    why: String,
) -> (Case, String, String) {
    let problem = options.problem;
    let (start, most) = (Instant::now(), options.shrink_budget);
    let (progress, judged) = (Progress::new(), AtomicU64::new(0));
    let probe = |candidate: &str| {
        if options.size == Size::Contest && !problem.within_contest(candidate) {
            return Probe::Passes;
        }
        let count = judged.fetch_add(1, Ordering::Relaxed) + 1;
        progress.show_shrinking(count, start.elapsed(), most);
        match referee.answer(candidate) {
            Answer::OurBug(why) => Probe::Fails(why),
            _ => Probe::Passes,
        }
    };
    let shrunk = shrink::shrink(
        case.input.clone(),
        why,
        &problem.shrinking.smaller,
        &probe,
        options.jobs,
        start + most,
    );
    progress.clear();
    let steps = plural(shrunk.steps, "step");
    let note = match shrunk.end {
        ShrinkEnd::OutOfTime => format!("shrunk in {steps}, then out of time"),
        _ if shrunk.steps == 0 => "not shrunk: no single smaller step shows it".to_owned(),
        _ => format!("shrunk in {steps} to a local minimum"),
    };
    let case = Case {
        input: shrunk.input,
        ..case
    };
    (case, shrunk.found, note)
}
