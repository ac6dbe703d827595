//! `--table`: every program judged on every case (no stop at a failure), on the same testdata
//! and generated inputs a check of one program would run (the same seed and steering), each
//! case's answer found once for all; then the tests that kill ([`crate::killing`]).
//!
//! Without `--cases` a table runs the testdata and [`GENERATED`] generated inputs. Cases are
//! taken in order by `--jobs` threads, each judging every program on its case; a case not
//! reached within `--seconds` is left out for every program alike.

use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use crate::judge::{Answer, Judged, Referee};
use crate::killing;
use crate::options::CheckOptions;
use crate::outcome::{Cell, GENERATED, Group, OurBugCase, Row, Table};
use crate::outcome::{Judgement, OnProgress, Progress};
use crate::save::save;
use crate::single;
use crate::sources::{Input, Sources};
use crate::verdict::Ruling;
use crate::words::parts::OUR_INPUT_REFUSED;

/// Runs the table: every program on every case, then the tests that kill.
pub fn run(root: &Path, options: &CheckOptions, progress: OnProgress) -> Table {
    let sources = Sources::new(root, options);
    let planned = planned(&sources, options);
    let cases: Vec<Input> = planned.clone().map(|index| sources.case(index)).collect();
    let referees: Vec<Referee> = options
        .contestants
        .iter()
        .map(|program| {
            single::referee(&CheckOptions {
                command: program.command.clone(),
                ..options.clone()
            })
        })
        .collect();
    let start = Instant::now();
    let judged = judge_all(&cases, &referees, options, start, progress);
    let elapsed = start.elapsed();
    let rows: Vec<Row> = (options.contestants.iter().zip(judged.cells))
        .zip(judged.cannot_run)
        .map(|((program, cells), cannot_run)| Row {
            name: program.name.clone(),
            command: program.command.clone(),
            cells,
            cannot_run,
        })
        .collect();
    let our_bugs = save_our_bugs(root, options, &cases, judged.our_bugs);
    let groups = groups(&sources, options, planned.start, cases.len());
    let killing = killing::find(root, options, &cases, &rows, &referees, progress);
    Table {
        options: options.clone(),
        cases,
        groups,
        rows,
        our_bugs,
        killing,
        reached: judged.reached,
        elapsed,
    }
}

/// The case indices a table plans: `--case K` alone, `--cases N`, or the testdata and
/// [`GENERATED`] generated inputs.
fn planned(sources: &Sources, options: &CheckOptions) -> std::ops::Range<u64> {
    match options.case {
        Some(k) => k - 1..k,
        None if options.cases == u64::MAX => 0..sources.testdata_len() + GENERATED,
        None => 0..options.cases,
    }
}

/// The table's lines: each testdata case, then each family's generated cases (in the order the
/// families take turns).
fn groups(sources: &Sources, options: &CheckOptions, first: u64, count: usize) -> Vec<Group> {
    let mut groups: Vec<Group> = Vec::new();
    let mut families: Vec<(usize, usize)> = Vec::new();
    for at in 0..count {
        let index = first + at as u64;
        match sources.family_of(index) {
            None => {
                let label = sources.case(index).label;
                let name = label.strip_prefix("testdata ").unwrap_or(&label).to_owned();
                groups.push(Group {
                    name,
                    cases: vec![at],
                });
            }
            Some(family) => match families.iter().find(|(f, _)| *f == family) {
                Some(&(_, group)) => groups[group].cases.push(at),
                None => {
                    families.push((family, groups.len()));
                    groups.push(Group {
                        name: format!("gen {}", options.problem.families[family].name),
                        cases: vec![at],
                    });
                }
            },
        }
    }
    groups
}

/// What judging every program on every case found.
struct Judged2D {
    /// Per program, per case.
    cells: Vec<Vec<Cell>>,
    /// Per program, why it cannot be started.
    cannot_run: Vec<Option<String>>,
    /// The cases our solvers went wrong on, with what they said.
    our_bugs: Vec<(usize, String)>,
    /// The cases judged, the first of the planned ones (each taken in order is finished).
    reached: usize,
}

/// [`Judged2D`] while the jobs fill it in, and the programs found unable to start.
struct Filling {
    cells: Mutex<Vec<Vec<Cell>>>,
    cannot_run: Mutex<Vec<Option<String>>>,
    dead: Vec<AtomicBool>,
    our_bugs: Mutex<Vec<(usize, String)>>,
}

impl Filling {
    /// Nothing judged yet, for `programs` programs on `cases` cases.
    fn new(programs: usize, cases: usize) -> Self {
        Filling {
            cells: Mutex::new(vec![vec![Cell::NotRun; cases]; programs]),
            cannot_run: Mutex::new(vec![None; programs]),
            dead: (0..programs).map(|_| AtomicBool::new(false)).collect(),
            our_bugs: Mutex::new(Vec::new()),
        }
    }

    /// Judges every program that can run on case `at`, our answer found once for all.
    fn judge_case(&self, at: usize, case: &Input, referees: &[Referee]) {
        let ours = match referees[0].answer(&case.text) {
            Answer::Ours(ours) => ours,
            Answer::OurBug(why) => return self.our_bug(at, why),
            Answer::Invalid => {
                return self.our_bug(at, OUR_INPUT_REFUSED.to_owned());
            }
        };
        for (program, referee) in referees.iter().enumerate() {
            if self.dead[program].load(Ordering::Relaxed) {
                continue;
            }
            let cell = match referee.confirmed(&case.text, ours.clone(), 0) {
                Judged::Passed(run) => Cell::Judged(Judgement {
                    verdict: Ruling::Accepted,
                    stats: run.stats,
                }),
                Judged::Failed(failure) => Cell::Judged(Judgement {
                    verdict: failure.verdict,
                    stats: failure.run.stats,
                }),
                Judged::CannotRun(why) => {
                    self.dead[program].store(true, Ordering::Relaxed);
                    lock(&self.cannot_run)[program] = Some(why);
                    Cell::NotRun
                }
                Judged::OurBug(_) | Judged::Invalid => Cell::OurBug,
            };
            lock(&self.cells)[program][at] = cell;
        }
    }

    /// Case `at` is our bug, for every program.
    fn our_bug(&self, at: usize, why: String) {
        lock(&self.our_bugs).push((at, why));
        for row in lock(&self.cells).iter_mut() {
            row[at] = Cell::OurBug;
        }
    }

    /// What was found on the first `reached` cases, our bugs in case order.
    fn finished(self, reached: usize) -> Judged2D {
        let mut our_bugs = self
            .our_bugs
            .into_inner()
            .unwrap_or_else(|e| e.into_inner());
        our_bugs.sort();
        Judged2D {
            cells: self.cells.into_inner().unwrap_or_else(|e| e.into_inner()),
            cannot_run: self
                .cannot_run
                .into_inner()
                .unwrap_or_else(|e| e.into_inner()),
            our_bugs,
            reached,
        }
    }
}

/// Judges every program on every case, the cases on `--jobs` threads in order, until the cases
/// or `--seconds` run out.
fn judge_all(
    cases: &[Input],
    referees: &[Referee],
    options: &CheckOptions,
    start: Instant,
    progress: OnProgress,
) -> Judged2D {
    let filling = Filling::new(referees.len(), cases.len());
    let (next, done) = (AtomicU64::new(0), AtomicU64::new(0));
    let current = Mutex::new(String::new());
    thread::scope(|scope| {
        let workers: Vec<_> = (0..options.jobs)
            .map(|_| {
                scope.spawn(|| {
                    while start.elapsed() < options.budget {
                        let at = next.fetch_add(1, Ordering::Relaxed) as usize;
                        let Some(case) = cases.get(at) else { break };
                        lock(&current).clone_from(&case.size);
                        filling.judge_case(at, case, referees);
                        done.fetch_add(1, Ordering::Relaxed);
                    }
                })
            })
            .collect();
        while workers.iter().any(|w| !w.is_finished()) {
            thread::sleep(Duration::from_millis(100));
            progress(Progress::Cases {
                done: done.load(Ordering::Relaxed),
                elapsed: start.elapsed(),
                size: lock(&current).clone(),
            });
        }
    });
    filling.finished(done.into_inner() as usize)
}

/// A mutex's value, also after a panic elsewhere (the data is cells, valid at every step).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Saves each case our solvers went wrong on, as it is, under the killing tests' folder.
fn save_our_bugs(
    root: &Path,
    options: &CheckOptions,
    cases: &[Input],
    bugs: Vec<(usize, String)>,
) -> Vec<OurBugCase> {
    let folder = killing::folder(root, options);
    bugs.into_iter()
        .map(|(case, why)| {
            let at = CheckOptions {
                save: Some(folder.join(format!("our-bug-{}.in", case + 1))),
                ..options.clone()
            };
            let saved = save(root, &at, &cases[case].text, "");
            OurBugCase { case, why, saved }
        })
        .collect()
}
