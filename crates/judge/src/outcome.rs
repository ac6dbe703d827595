//! What a check returns instead of printing: one program's check ([`Checked`]), the pieces a
//! table's outcome shares with it ([`Judgement`], [`Saved`], [`Shrinking`]), and the [`Progress`]
//! events a caller may show while it runs. Rendering them and choosing the exit code is the
//! caller's (xtask's).

use std::path::PathBuf;
use std::time::Duration;

pub use crate::child::RunStats;
use crate::judge::Failure;
use crate::limits::Limits;
use crate::multitest::TestNote;
use crate::options::CheckOptions;
use crate::shrink::ShrinkEnd;
use crate::sources::Case;
use crate::verdict::Verdict;

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
    /// How it ended.
    pub end: Ending,
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
    pub case: Case,
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
    pub case: Case,
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
        verdict: Verdict,
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
    pub verdict: Verdict,
    /// The run's resources.
    pub stats: RunStats,
}
