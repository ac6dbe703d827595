//! One check, from its options to its [`Checked`] outcome: the cases judged on `jobs` threads
//! until the first failure, which is shrunk and saved.

use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use gamecore::problem::Size;

use crate::child::Program;
use crate::judge::{self, Failure, Judged, Referee};
use crate::limits::Limits;
use crate::multitest;
use crate::options::CheckOptions;
use crate::our_shrink;
use crate::outcome::{Checked, Ending, Found, Margin, OnProgress, OurBug, Progress, Shrinking};
use crate::save::save;
use crate::shrink::{self, Probe};
use crate::sources::{Input, Sources};
use crate::words::parts::OUR_INPUT_REFUSED;

/// What stopped the run of cases.
pub(crate) enum Finding {
    /// The program failed.
    Failure(Failure),
    /// Our own solvers are wrong.
    OurBug(String),
    /// The program cannot be started.
    CannotRun(String),
}

/// What a case's judgement stops the run for, if anything.
fn finding(judged: Judged) -> Option<Finding> {
    match judged {
        Judged::Passed(_) => None,
        Judged::Failed(failure) => Some(Finding::Failure(failure)),
        Judged::OurBug(why) => Some(Finding::OurBug(why)),
        Judged::CannotRun(why) => Some(Finding::CannotRun(why)),
        Judged::Invalid => Some(Finding::OurBug(OUR_INPUT_REFUSED.into())),
    }
}

/// The first finding of the run: the case number, the case and what was found.
pub(crate) type First = (u64, Input, Finding);

/// Runs the check of one program (`--table` goes to [`crate::jury`]): the cases until the
/// first failure, which is shrunk and saved.
pub fn run(root: &Path, options: &CheckOptions, progress: OnProgress) -> Checked {
    let sources = Sources::new(root, options);
    let referee = referee(options);
    let start = Instant::now();
    let (ran, first, margin) = run_cases(&sources, &referee, options, start, progress);
    let from = options.case.map_or(0, |k| k - 1);
    let from_testdata = ran.min(sources.testdata_len().saturating_sub(from));
    let end = match first {
        None => Ending::Passed,
        Some((index, case, found)) => {
            // The rerun options name the failing case, which then runs alone.
            let at = CheckOptions {
                case: Some(index + 1),
                ..options.clone()
            };
            match found {
                Finding::CannotRun(why) => Ending::CannotRun(why),
                Finding::OurBug(why) => our_bug(root, at, &referee, case, why, progress),
                Finding::Failure(failure) => {
                    shrink_and_save(root, at, &referee, case, failure, ran, progress)
                }
            }
        }
    };
    Checked {
        options: options.clone(),
        ran,
        from_testdata,
        elapsed: start.elapsed(),
        margin,
        end,
    }
}

/// The referee of `options.command`.
pub(crate) fn referee(options: &CheckOptions) -> Referee {
    Referee {
        problem: options.problem,
        program: Program {
            argv: options.command.clone(),
        },
        time_limit: options.time_limit,
        limits: Limits::new(options.memory_mb, options.stack_mb, options.jobs),
    }
}

/// Shrinks the first failure to a local minimum and saves the input.
fn shrink_and_save(
    root: &Path,
    at: CheckOptions,
    referee: &Referee,
    case: Input,
    failure: Failure,
    ran: u64,
    progress: OnProgress,
) -> Ending {
    progress(Progress::Found {
        verdict: failure.verdict,
        label: case.label.clone(),
        size: case.size.clone(),
        ran,
    });
    let found_stats = failure.run.stats;
    let reduced = multitest::reduce(referee, case.text.clone(), failure);
    let (shrunk, shrinking) =
        shrink_failure(&at, referee, reduced.input, reduced.failure, progress);
    progress(Progress::Shrunk(shrinking));
    match shrunk.found {
        Finding::Failure(failure) => {
            let saved = save(root, &at, &shrunk.input, &failure.ours);
            Ending::Failed(Box::new(Found {
                at,
                case,
                found_stats,
                input: shrunk.input,
                failure,
                shrinking,
                note: reduced.note,
                limits: referee.limits,
                saved,
            }))
        }
        Finding::OurBug(why) => {
            let case = Input {
                text: shrunk.input,
                ..case
            };
            our_bug(root, at, referee, case, why, progress)
        }
        Finding::CannotRun(why) => Ending::CannotRun(why),
    }
}

/// Shrinks a failing input with the problem's smaller steps, keeping the candidates that fit the
/// chosen size, that our solver accepts and on which the program fails with the same verdict.
/// It takes at most `--shrink-seconds` more, as `--help` says, and none at all when that is 0
/// ([`shrink::ShrinkEnd::NotAsked`]); the progress counts the smaller inputs judged.
pub(crate) fn shrink_failure(
    options: &CheckOptions,
    referee: &Referee,
    input: String,
    failure: Failure,
    progress: OnProgress,
) -> (shrink::Shrunk<Finding>, Shrinking) {
    let problem = options.problem;
    let way = failure.way();
    let (start, most) = (Instant::now(), options.shrink_budget);
    let judged = AtomicU64::new(0);
    let probe = |candidate: &str| {
        if options.size == Size::Contest && !problem.within_contest(candidate) {
            return Probe::Passes;
        }
        let judgement = referee.judge_shrinking(candidate);
        if !matches!(judgement, Judged::Invalid) {
            let count = judged.fetch_add(1, Ordering::Relaxed) + 1;
            progress(Progress::Shrinking {
                judged: count,
                elapsed: start.elapsed(),
                most,
            });
        }
        match judgement {
            Judged::Failed(f) if f.way() == way => Probe::Fails(Finding::Failure(f)),
            Judged::OurBug(why) => Probe::Abort(Finding::OurBug(why)),
            _ => Probe::Passes,
        }
    };
    let shrunk = shrink::shrink_within(
        input,
        Finding::Failure(failure),
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
    (shrunk, shrinking)
}

/// A disagreement of our own solvers, shrunk and saved: never the contestant's fault.
fn our_bug(
    root: &Path,
    at: CheckOptions,
    referee: &Referee,
    case: Input,
    why: String,
    progress: OnProgress,
) -> Ending {
    let (case, why, shrinking) = our_shrink::shrink_our_bug(&at, referee, case, why, progress);
    let ours = match referee.answer(&case.text) {
        judge::Answer::Ours(ours) => ours,
        _ => String::new(),
    };
    let saved = save(root, &at, &case.text, &ours);
    Ending::OurBug(Box::new(OurBug {
        at,
        case,
        why,
        shrinking,
        saved,
    }))
}

/// Runs the cases (or the one case of `--case K`) on `options.jobs` threads until the case count,
/// the time budget or the first finding; returns the cases judged, the finding of the lowest
/// case number and the margin of the runs that passed. After a finding the count is that case's
/// number: every earlier case was judged (cases are taken in order and each taken one is
/// finished) and passed, and later ones that other jobs happened to judge are left out, so that
/// the summary does not depend on `--jobs`.
pub(crate) fn run_cases(
    sources: &Sources,
    referee: &Referee,
    options: &CheckOptions,
    start: Instant,
    progress: OnProgress,
) -> (u64, Option<First>, Margin) {
    // `--case K` is the range of the one case K.
    let (from, to) = options.case.map_or((0, options.cases), |k| (k - 1, k));
    let run = Running {
        next: AtomicU64::new(from),
        done: AtomicU64::new(0),
        stop: AtomicBool::new(false),
        first: Mutex::new(None),
        current: Mutex::new(String::new()),
        margin: Mutex::new(Margin::default()),
    };
    thread::scope(|scope| {
        let workers: Vec<_> = (0..options.jobs)
            .map(|_| scope.spawn(|| run.work(sources, referee, options, start, to)))
            .collect();
        while workers.iter().any(|w| !w.is_finished()) {
            thread::sleep(Duration::from_millis(100));
            progress(Progress::Cases {
                done: run.done.load(Ordering::Relaxed),
                elapsed: start.elapsed(),
                size: lock(&run.current).clone(),
            });
        }
    });
    let first = run.first.into_inner().unwrap_or_else(|e| e.into_inner());
    let ran = first
        .as_ref()
        .map_or(run.done.load(Ordering::Relaxed), |(index, _, _)| {
            index + 1 - from
        });
    let margin = run.margin.into_inner().unwrap_or_else(|e| e.into_inner());
    (ran, first, margin)
}

/// What the jobs of a run of cases share.
struct Running {
    /// The next case to take.
    next: AtomicU64,
    /// Cases judged.
    done: AtomicU64,
    /// Set at the first finding.
    stop: AtomicBool,
    /// The finding of the lowest case number.
    first: Mutex<Option<First>>,
    /// The size of a case being judged, for the progress line.
    current: Mutex<String>,
    /// The margin of the runs that passed.
    margin: Mutex<Margin>,
}

impl Running {
    /// One job: takes the cases in order and judges them, until case `to`, the time budget or a
    /// finding.
    fn work(
        &self,
        sources: &Sources,
        referee: &Referee,
        options: &CheckOptions,
        start: Instant,
        to: u64,
    ) {
        while !self.stop.load(Ordering::Relaxed) && start.elapsed() < options.budget {
            let index = self.next.fetch_add(1, Ordering::Relaxed);
            if index >= to {
                break;
            }
            let case = sources.case(index);
            lock(&self.current).clone_from(&case.size);
            let judged = referee.judge(&case.text);
            if let Judged::Passed(run) = &judged {
                let measure = (options.problem.check_input.measure)(&case.text);
                lock(&self.margin).add(&case, &run.stats, measure);
            }
            let found = finding(judged);
            self.done.fetch_add(1, Ordering::Relaxed);
            if let Some(found) = found {
                self.stop.store(true, Ordering::Relaxed);
                let mut first = lock(&self.first);
                if first.as_ref().is_none_or(|(i, _, _)| index < *i) {
                    *first = Some((index, case, found));
                }
            }
        }
    }
}

/// A mutex's value, also after a panic elsewhere (each value is whole at every step).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}
