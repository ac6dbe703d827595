//! What a check returns instead of printing: one program's check ([`Checked`], with its
//! [`Margin`]), a table's ([`Table`], with its [`Killing`] tests), the pieces they share
//! ([`Judgement`], [`Saved`], [`Shrinking`]), and the [`Progress`] events a caller may show while
//! it runs. Their words are `words`'; printing them and choosing the exit code are the caller's.

use std::path::PathBuf;
use std::time::Duration;

use crate::child::RunStats;
use crate::judge::Failure;
use crate::limits::Limits;
use crate::multitest::TestNote;
use crate::options::CheckOptions;
use crate::shrink::ShrinkEnd;
use crate::sources::Input;
use crate::verdict::Ruling;

/// The check of one program: the cases judged and how the run ended.
pub struct Checked {
    /// The options the check ran with.
    pub options: CheckOptions,
    /// Cases judged: all of those run, or up to and with the failing one.
    pub ran: u64,
    /// How many of those came from the testdata.
    pub from_testdata: u64,
    /// The wall-clock time of the run of cases (shrinking apart).
    pub elapsed: Duration,
    /// How close the runs that passed came to the limits.
    pub margin: Margin,
    /// How it ended.
    pub end: Ending,
}

/// How close the runs that passed came to the limits: the most CPU time and memory any took, and
/// the largest input among them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Margin {
    /// The most CPU time of a run that passed.
    pub slowest: Duration,
    /// The most peak memory of a run that passed, in KiB, of those whose peak was seen (a bound,
    /// `peak_at_most`, is our own largest child's, not the program's); 0 when none was.
    pub peak_kb: u64,
    /// The largest input that passed, by its measure on the size axis, then its bytes: its
    /// label and its size; `None` when none passed.
    pub largest: Option<(String, String)>,
    /// Its measure and bytes, to compare the next with.
    largest_by: (u64, usize),
}

impl Margin {
    /// Counts a run that passed on `case`, whose measure on the size axis is `measure`.
    pub fn add(&mut self, case: &Input, stats: &RunStats, measure: u64) {
        self.slowest = self.slowest.max(stats.cpu);
        if !stats.peak_at_most {
            self.peak_kb = self.peak_kb.max(stats.peak_kb);
        }
        let by = (measure, case.text.len());
        if self.largest.is_none() || by > self.largest_by {
            self.largest = Some((case.label.clone(), case.size.clone()));
            self.largest_by = by;
        }
    }
}

/// How a check ended.
pub enum Ending {
    /// Every case passed.
    Passed,
    /// The program failed a case: the failure shrunk and saved.
    Failed(Box<Found>),
    /// Our own solvers went wrong on a case: shrunk and saved, never the program's fault.
    OurBug(Box<OurBug>),
    /// The program cannot be started (a usage error of the caller's).
    CannotRun(String),
}

/// A program's failure, shrunk and saved.
pub struct Found {
    /// The options that judge the failing case alone (`case` set): the rerun line's.
    pub at: CheckOptions,
    /// The failing case as it was found, before shrinking.
    pub case: Input,
    /// The figures of the program's run on the case as it was found (those of the shrunk input
    /// are in `failure`).
    pub found_stats: RunStats,
    /// The shrunk input.
    pub input: String,
    /// The failure on the shrunk input.
    pub failure: Failure,
    /// How shrinking went.
    pub shrinking: Shrinking,
    /// Which test of several failed, before shrinking.
    pub note: Option<TestNote>,
    /// The memory and stack the runs had.
    pub limits: Limits,
    /// Where the input and our answer went.
    pub saved: Saved,
}

/// How far shrinking went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shrinking {
    /// Smaller inputs kept.
    pub steps: usize,
    /// Why it stopped.
    pub end: ShrinkEnd,
    /// Its wall-clock time.
    pub elapsed: Duration,
}

/// Our own solvers' disagreement (or panic), shrunk while it lasts.
pub struct OurBug {
    /// The options that judge the case alone (`case` set).
    pub at: CheckOptions,
    /// The case, its input shrunk.
    pub case: Input,
    /// What our solvers said.
    pub why: String,
    /// How far shrinking went.
    pub shrinking: Shrinking,
    /// Where the input and our answer (if any) went.
    pub saved: Saved,
}

/// Where a failing input and our answer were written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The input's path.
    pub input: PathBuf,
    /// Our answer's path.
    pub answer: PathBuf,
    /// Why they could not be written, if they could not.
    pub error: Option<String>,
}

/// What a check is doing, for a caller that shows it (a terminal's progress line, a log). The
/// judge calls the caller's `&dyn Fn(Progress)` from any of its threads, often: a caller that
/// redraws should limit itself.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    /// Cases judged so far, the time taken and the size of one being judged.
    Cases {
        /// Cases judged.
        done: u64,
        /// Since the run began.
        elapsed: Duration,
        /// The size of a case being judged, in the problem's words.
        size: String,
    },
    /// The first failure was found and is being shrunk.
    Found {
        /// Its verdict.
        verdict: Ruling,
        /// The case's label (`generated #17`).
        label: String,
        /// The case's size.
        size: String,
        /// Cases judged to find it.
        ran: u64,
    },
    /// Smaller inputs judged while shrinking, the time taken and the most it may take.
    Shrinking {
        /// Smaller inputs judged.
        judged: u64,
        /// Since shrinking began.
        elapsed: Duration,
        /// Its budget.
        most: Duration,
    },
    /// Shrinking ended.
    Shrunk(Shrinking),
    /// A table shrinks its killing test `number` (from 1) of `of`.
    Killing {
        /// The test's number.
        number: usize,
        /// Tests in all.
        of: usize,
    },
}

/// The callback of [`Progress`] events.
pub type OnProgress<'a> = &'a (dyn Fn(Progress) + Sync);

/// A check's progress nobody shows.
pub fn quiet(_: Progress) {}

/// The verdict of a run and its resources, the cell of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// The verdict.
    pub verdict: Ruling,
    /// The run's resources.
    pub stats: RunStats,
}

/// Generated inputs of a table without `--cases`, after the testdata.
pub const GENERATED: u64 = 200;

/// The most programs a table judges (a case's killed programs are one 64-bit set).
pub const MOST_PROGRAMS: usize = 64;

/// A table's outcome, the invocation table of a jury as Polygon shows it: every case planned,
/// the lines it shows them in, a row per program with a cell per case, and the tests that kill
/// (the fewest cases that fail every failing program, shrunk and saved). [`crate::jury`] judges
/// it; [`crate::killing`] picks the tests that kill.
pub struct Table {
    /// The options it ran with.
    pub options: CheckOptions,
    /// Every case planned, in order (a case not reached has no cells).
    pub cases: Vec<Input>,
    /// The groups of cases the table shows: each testdata case alone, then each family's
    /// generated cases.
    pub groups: Vec<Group>,
    /// One row per program, in the order given.
    pub rows: Vec<Row>,
    /// Cases on which our own solvers went wrong (no program was judged on them).
    pub our_bugs: Vec<OurBugCase>,
    /// The tests that kill every failing program.
    pub killing: Killing,
    /// The cases judged: the first `reached` of [`Table::cases`], all of them unless the time
    /// budget (`--seconds`) ran out first.
    pub reached: usize,
    /// The wall-clock time of judging (shrinking apart).
    pub elapsed: Duration,
}

/// A line of the table: one testdata case, or a family's generated cases.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// `01-sample`, or `gen judge` for a family.
    pub name: String,
    /// The indices of its cases in [`Table::cases`].
    pub cases: Vec<usize>,
}

/// A program's row: a cell per case.
pub struct Row {
    /// The program's short name.
    pub name: String,
    /// Its command and arguments.
    pub command: Vec<String>,
    /// Per case of [`Table::cases`].
    pub cells: Vec<Cell>,
    /// Why it cannot be started, if it cannot (its cells are then [`Cell::NotRun`]).
    pub cannot_run: Option<String>,
}

/// One program on one case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Not judged: out of time, or the program cannot run.
    NotRun,
    /// Our own solvers went wrong on the case.
    OurBug,
    /// Judged.
    Judged(Judgement),
}

impl Cell {
    /// The judgement, if judged.
    pub fn judgement(&self) -> Option<Judgement> {
        match self {
            Cell::Judged(judgement) => Some(*judgement),
            _ => None,
        }
    }

    /// Whether the program failed the case.
    pub fn failed(&self) -> bool {
        self.judgement()
            .is_some_and(|j| j.verdict != Ruling::Accepted)
    }
}

/// A case on which our own solvers went wrong, saved as it is.
pub struct OurBugCase {
    /// The case's index in [`Table::cases`].
    pub case: usize,
    /// What our solvers said.
    pub why: String,
    /// Where the input went.
    pub saved: Saved,
}

impl Row {
    /// Cases passed.
    pub fn passed(&self) -> usize {
        let judged = self.cells.iter().filter_map(Cell::judgement);
        judged.filter(|j| j.verdict == Ruling::Accepted).count()
    }

    /// Cases judged.
    pub fn judged(&self) -> usize {
        self.cells.iter().filter_map(Cell::judgement).count()
    }

    /// Its failures by verdict code, most first (ties by code), e.g. `[("WA", 27), ("TLE", 2)]`.
    pub fn failures(&self) -> Vec<(&'static str, usize)> {
        let mut counts: Vec<(&'static str, usize)> = Vec::new();
        for judgement in self.cells.iter().filter_map(Cell::judgement) {
            let code = judgement.verdict.code();
            if judgement.verdict == Ruling::Accepted {
                continue;
            }
            match counts.iter_mut().find(|(c, _)| *c == code) {
                Some((_, count)) => *count += 1,
                None => counts.push((code, 1)),
            }
        }
        counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        counts
    }

    /// The most CPU time of any of its runs.
    pub fn slowest(&self) -> Duration {
        let judged = self.cells.iter().filter_map(Cell::judgement);
        judged.map(|j| j.stats.cpu).max().unwrap_or_default()
    }

    /// The most peak memory of any of its runs whose peak was seen, in KiB; 0 when every run
    /// ended before its memory was looked at (a bound on those, `peak_at_most`, is our own
    /// largest child's, not this program's).
    pub fn peak_kb(&self) -> u64 {
        let judged = self.cells.iter().filter_map(Cell::judgement);
        let seen = judged.filter(|j| !j.stats.peak_at_most);
        seen.map(|j| j.stats.peak_kb).max().unwrap_or_default()
    }

    /// Whether it failed a case (or cannot run).
    pub fn failed(&self) -> bool {
        self.cannot_run.is_some() || self.cells.iter().any(Cell::failed)
    }
}

/// The tests that kill every failing program of a table.
#[derive(Debug, Default)]
pub struct Killing {
    /// Programs that failed a case (those the tests must kill).
    pub failing: usize,
    /// Whether the count is the fewest possible (exact search) rather than greedy's.
    pub exact: bool,
    /// The testdata's cases that kill (their indices among the table's cases), in the order
    /// chosen, with the programs in their charge.
    pub testdata: Vec<(usize, Vec<(usize, Ruling)>)>,
    /// The new tests, in the order chosen.
    pub tests: Vec<KillingTest>,
    /// The folder they were saved in.
    pub folder: PathBuf,
}

/// One test that kills.
#[derive(Debug)]
pub struct KillingTest {
    /// The case it was shrunk from, an index into the table's cases.
    pub case: usize,
    /// The programs in its charge (rows of the table) with their verdicts on it.
    pub kills: Vec<(usize, Ruling)>,
    /// The shrunk input.
    pub input: String,
    /// How far shrinking went.
    pub shrinking: Shrinking,
    /// Its name in the testdata (`19-kills-wrong-slow`).
    pub name: String,
    /// Where it went.
    pub saved: Saved,
    /// Our own solvers went wrong on a smaller input while shrinking (it stopped there).
    pub our_bug: Option<String>,
}
