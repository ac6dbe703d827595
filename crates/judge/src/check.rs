//! One check, from its options to its exit code: the cases judged on `jobs` threads until the
//! first failure, which is shrunk, reported and saved.

use std::io::Write;
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
use crate::report::{self, Progress};
use crate::shrink::{self, Probe};
use crate::sources::{Case, Sources};
use crate::workspace::plural;

/// Writes to stdout; a closed stdout (`| head`) is not an error worth a panic.
pub fn say(text: &str) {
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

/// Writes a line to stdout (see [`say`]).
fn say_line(line: &str) {
    say(&format!("{line}\n"));
}

/// What stopped the run of cases.
pub(crate) enum Found {
    /// The program failed.
    Failure(Failure),
    /// Our own solvers are wrong.
    OurBug(String),
    /// The program cannot be started.
    CannotRun(String),
}

/// What a case's judgement stops the run for, if anything.
fn finding(judged: Judged) -> Option<Found> {
    match judged {
        Judged::Passed(_) => None,
        Judged::Failed(failure) => Some(Found::Failure(failure)),
        Judged::OurBug(why) => Some(Found::OurBug(why)),
        Judged::CannotRun(why) => Some(Found::CannotRun(why)),
        Judged::Invalid => Some(Found::OurBug(
            "our solver refuses one of our own inputs".into(),
        )),
    }
}

/// The first finding of the run: the case number, the case and what was found.
pub(crate) type First = (u64, Case, Found);

/// Runs the check of one program; returns the exit code. (`--table` goes to `crate::table`.)
pub fn run(root: &Path, options: &CheckOptions) -> u8 {
    let sources = Sources::new(root, options);
    let referee = referee(options);
    let start = Instant::now();
    let (ran, first) = run_cases(&sources, &referee, options, start);
    let Some((index, case, found)) = first else {
        let from = options.case.map_or(0, |k| k - 1);
        say_line(&format!(
            "{} ({} from testdata, seed {}) in {:.1} s, {:.0} per second",
            plural(ran as usize, "case"),
            ran.min(sources.testdata_len().saturating_sub(from)),
            options.seed,
            start.elapsed().as_secs_f64(),
            ran as f64 / start.elapsed().as_secs_f64().max(1e-3)
        ));
        say_line(&format!("{}, 0 failed", plural(ran as usize, "case")));
        return 0;
    };
    // The rerun line names the failing case, which then runs alone.
    let found_at = CheckOptions {
        case: Some(index + 1),
        ..options.clone()
    };
    let options = &found_at;
    let failure = match found {
        Found::CannotRun(why) => {
            eprintln!("xtask check: {why}");
            return 2;
        }
        Found::OurBug(why) => return our_bug(root, options, &referee, case, why, ran),
        Found::Failure(failure) => failure,
    };
    shrink_and_report(root, options, &referee, case, failure, ran)
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

/// Shrinks the first failure to a local minimum, prints the report and saves the input; returns
/// the exit code.
fn shrink_and_report(
    root: &Path,
    options: &CheckOptions,
    referee: &Referee,
    case: Case,
    failure: Failure,
    ran: u64,
) -> u8 {
    let log = Progress::new();
    log.log(&format!(
        "found: {} ({}) on {} (size {}) after {}; shrinking it",
        failure.verdict,
        failure.verdict.code(),
        case.label,
        case.size,
        plural(ran as usize, "case")
    ));
    let reduced = multitest::reduce(referee, case.input.clone(), failure);
    let (note, shrink_start) = (reduced.note, Instant::now());
    let shrunk = shrink_failure(options, referee, reduced.input, reduced.failure);
    log.log(&format!(
        "shrinking ended after {} in {:.1} s",
        plural(shrunk.steps, "step"),
        shrink_start.elapsed().as_secs_f64()
    ));
    let failure = match shrunk.found {
        Found::Failure(failure) => failure,
        Found::OurBug(why) => {
            let case = Case {
                input: shrunk.input,
                ..case
            };
            return our_bug(root, options, referee, case, why, ran);
        }
        Found::CannotRun(why) => {
            eprintln!("xtask check: {why}");
            return 2;
        }
    };
    let label = format!("{} (size {})", case.label, case.size);
    let (steps, end) = (shrunk.steps, shrunk.end);
    let context = report::Context {
        problem: options.problem,
        limits: &referee.limits,
        note: note.as_ref(),
        command: &options.command,
    };
    say(&report::failure_report(
        &label,
        &shrunk.input,
        &failure,
        steps,
        end,
        &context,
    ));
    let paths = report::save_paths(root, options);
    let saved = report::save(&paths, &shrunk.input, &failure.ours);
    finish_failure(
        options,
        &paths,
        saved,
        ran,
        &format!(
            "{} ({}) on {}",
            failure.verdict,
            failure.verdict.code(),
            case.label
        ),
    );
    1
}

/// Shrinks a failing input with the problem's smaller steps, keeping the candidates that fit the
/// chosen size, that our solver accepts and on which the program fails with the same verdict.
/// It takes at most `--shrink-seconds` more, as `--help` says; on a terminal a progress line
/// counts the smaller inputs judged.
pub(crate) fn shrink_failure(
    options: &CheckOptions,
    referee: &Referee,
    input: String,
    failure: Failure,
) -> shrink::Shrunk<Found> {
    let problem = options.problem;
    let way = failure.way();
    let (start, most) = (Instant::now(), options.shrink_budget);
    let (progress, judged) = (Progress::new(), AtomicU64::new(0));
    let probe = |candidate: &str| {
        if options.size == Size::Contest && !problem.within_contest(candidate) {
            return Probe::Passes;
        }
        let judgement = referee.judge(candidate);
        if !matches!(judgement, Judged::Invalid) {
            let count = judged.fetch_add(1, Ordering::Relaxed) + 1;
            progress.show_shrinking(count, start.elapsed(), most);
        }
        match judgement {
            Judged::Failed(f) if f.way() == way => Probe::Fails(Found::Failure(f)),
            Judged::OurBug(why) => Probe::Abort(Found::OurBug(why)),
            _ => Probe::Passes,
        }
    };
    let shrunk = shrink::shrink(
        input,
        Found::Failure(failure),
        &problem.shrinking.smaller,
        &probe,
        options.jobs,
        start + most,
    );
    progress.clear();
    shrunk
}

/// Prints the reproduce lines and the summary of a failure.
fn finish_failure(
    options: &CheckOptions,
    paths: &(std::path::PathBuf, std::path::PathBuf),
    saved: Result<(), String>,
    ran: u64,
    what: &str,
) {
    let (input, answer) = (report::shown_path(&paths.0), report::shown_path(&paths.1));
    match saved {
        Ok(()) => {
            say_line(&format!("saved: {input} (our answer: {answer})"));
            let command = report::command_line(&options.command);
            say_line(&format!("reproduce: {command} < {input}"));
            say_line(&format!("rerun the check: {}", report::rerun_line(options)));
            say_line(&format!(
                "{}, 1 failed: {what}; input saved to {input}",
                plural(ran as usize, "case")
            ));
        }
        Err(why) => {
            say_line(&format!("rerun the check: {}", report::rerun_line(options)));
            say_line(&format!(
                "{}, 1 failed: {what}; the input could not be saved ({why})",
                plural(ran as usize, "case")
            ));
        }
    }
}

/// Reports a disagreement of our own solvers, loudly, after shrinking it: never the
/// contestant's fault.
fn our_bug(
    root: &Path,
    options: &CheckOptions,
    referee: &Referee,
    case: Case,
    why: String,
    ran: u64,
) -> u8 {
    let (case, why, shrunk) = our_shrink::shrink_our_bug(options, referee, case, why);
    say_line(&format!("!!! OUR BUG, not yours: {why}"));
    say_line(&format!(
        "!!! on {} (size {}), {shrunk}; please report it with this input:",
        case.label, case.size
    ));
    say(&report::excerpt(&case.input));
    let paths = report::save_paths(root, options);
    let ours = match referee.answer(&case.input) {
        judge::Answer::Ours(ours) => ours,
        _ => String::new(),
    };
    let saved = report::save(&paths, &case.input, &ours);
    finish_failure(
        options,
        &paths,
        saved,
        ran,
        &format!("OUR BUG on {}", case.label),
    );
    1
}

/// Runs the cases (or the one case of `--case K`) on `options.jobs` threads until the case count,
/// the time budget or the first finding; returns the cases judged and the finding of the lowest
/// case number. After a finding the count is that case's number: every earlier case was judged
/// (cases are taken in order and each taken one is finished) and passed, and later ones that
/// other jobs happened to judge are left out, so that the summary does not depend on `--jobs`.
pub(crate) fn run_cases(
    sources: &Sources,
    referee: &Referee,
    options: &CheckOptions,
    start: Instant,
) -> (u64, Option<First>) {
    // `--case K` is the range of the one case K.
    let (from, to) = options.case.map_or((0, options.cases), |k| (k - 1, k));
    let next = AtomicU64::new(from);
    let done = AtomicU64::new(0);
    let stop = AtomicBool::new(false);
    let first: Mutex<Option<First>> = Mutex::new(None);
    let current = Mutex::new(String::new());
    let progress = Progress::new();
    thread::scope(|scope| {
        let workers: Vec<_> = (0..options.jobs)
            .map(|_| {
                scope.spawn(|| {
                    while !stop.load(Ordering::Relaxed) && start.elapsed() < options.budget {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= to {
                            break;
                        }
                        let case = sources.case(index);
                        if let Ok(mut size) = current.lock() {
                            size.clone_from(&case.size);
                        }
                        let found = finding(referee.judge(&case.input));
                        done.fetch_add(1, Ordering::Relaxed);
                        if let Some(found) = found {
                            stop.store(true, Ordering::Relaxed);
                            let mut first = first.lock().unwrap_or_else(|e| e.into_inner());
                            if first.as_ref().is_none_or(|(i, _, _)| index < *i) {
                                *first = Some((index, case, found));
                            }
                        }
                    }
                })
            })
            .collect();
        while workers.iter().any(|w| !w.is_finished()) {
            thread::sleep(Duration::from_millis(100));
            let size = current.lock().map(|s| s.clone()).unwrap_or_default();
            progress.show(done.load(Ordering::Relaxed), start.elapsed(), &size);
        }
    });
    progress.clear();
    let first = first.into_inner().unwrap_or_else(|e| e.into_inner());
    let ran = first
        .as_ref()
        .map_or(done.load(Ordering::Relaxed), |(index, _, _)| {
            index + 1 - from
        });
    (ran, first)
}
