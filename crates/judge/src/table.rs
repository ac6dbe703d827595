//! `--table`'s outcome, the invocation table of a jury as Polygon shows it: every case planned,
//! the lines it shows them in, a row per program with a cell per case, and the tests that kill
//! (the fewest cases that fail every failing program, shrunk and saved). [`crate::jury`] judges
//! it; [`crate::killing`] picks the tests that kill.

use std::path::PathBuf;
use std::time::Duration;

use crate::options::CheckOptions;
use crate::outcome::{Judgement, Saved, Shrinking};
use crate::sources::Case;
use crate::verdict::Verdict;

/// Generated inputs of a table without `--cases`, after the testdata.
pub const GENERATED: u64 = 200;

/// The most programs a table judges (a case's killed programs are one 64-bit set).
pub const MOST_PROGRAMS: usize = 64;

/// A table's outcome.
pub struct Table {
    /// The options it ran with.
    pub options: CheckOptions,
    /// Every case planned, in order (a case not reached has no cells).
    pub cases: Vec<Case>,
    /// The groups of cases the table shows: each testdata case alone, then each family's
    /// generated cases.
    pub groups: Vec<Group>,
    /// One row per program, in the order given.
    pub rows: Vec<Row>,
    /// Cases on which our own solvers went wrong (no program was judged on them).
    pub our_bugs: Vec<OurBugCase>,
    /// The tests that kill every failing program.
    pub killing: Killing,
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
            .is_some_and(|j| j.verdict != Verdict::Accepted)
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
        judged.filter(|j| j.verdict == Verdict::Accepted).count()
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
            if judgement.verdict == Verdict::Accepted {
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
    pub testdata: Vec<(usize, Vec<(usize, Verdict)>)>,
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
    pub kills: Vec<(usize, Verdict)>,
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
