//! The solver: its state kept across duels, and the MTD driver.
//!
//! **MTD driver.** Null-window probes around a guess narrow [lower, upper] on the root value
//! until it closes (MTD(f)); each probe is an exact alpha-beta answer for its window
//! ([`super::game`]), so the value found is exact. Which windows are asked changes only the
//! speed: the first guess comes from a shallow search ([`super::guess`]); probes step by one
//! room for a few probes failing the same way, then double their stride, so that a value far
//! from the guess takes logarithmically many probes, not one per unit (an open side-12 root
//! worth 82 would take 83 probes from 0). The probe that first moves both bounds returns a
//! fail-soft bound, usually next to the value: the next probe asks that bound (MTD(f)'s own
//! step), and the probes after it bisect what is left.

use super::company::{Alone, Company};
use super::game::{Context, GameFrame};
use super::guess::first_guess;
use super::key::Key;
use super::paths::PathFrame;
use super::progress::Progress;
use super::refute::Lines;
use crate::solver::board::{Rooms, Symmetries, reach};
use crate::solver::rooms::RoomSet;

/// The fast solver over room sets `R` (`u128` up to side 11, [`crate::solver::wide::Wide`] for
/// side 12, [`crate::solver::wide::Wide13`] for side 13), with the tables and signals of its
/// company `C` ([`Alone`]: one thread, its own tables). Its tables persist across the duels it
/// solves (keys do not depend on the side: the side-S board is a corner of the largest board
/// with the same adjacency).
pub struct Solver<R: RoomSet = Rooms, C: Company<R> = Alone<R>> {
    company: C,
    /// The symmetries of each side, built the first time a duel of that side is solved.
    symmetries: Vec<Option<Box<Symmetries<R>>>>,
    progress: Progress,
    /// Move-ordering history (see `Context::history`).
    history: Vec<u32>,
    /// The explicit stacks of the two searches, kept to reuse their memory.
    game_stack: Vec<GameFrame<R, C::Mark>>,
    path_stack: Vec<PathFrame<R>>,
    /// The line the game search went down last.
    lines: Box<Lines>,
}

impl<R: RoomSet> Solver<R> {
    /// A solver alone, whose two tables together use at most `table_bytes` bytes; it shows
    /// progress on stderr during long solves when `progress` is set and stderr is a terminal.
    pub fn new(table_bytes: usize, progress: bool) -> Self {
        Solver::with_company(Alone::new(table_bytes), progress)
    }
}

impl<R: RoomSet, C: Company<R>> Solver<R, C> {
    /// A solver working with `company`'s tables and signals; progress as for [`Solver::new`].
    pub fn with_company(company: C, progress: bool) -> Self {
        Solver {
            company,
            symmetries: (0..=R::MAX_SIDE).map(|_| None).collect(),
            progress: Progress::new(progress),
            history: vec![0; R::MAX_ROOMS * R::MAX_ROOMS],
            game_stack: Vec::new(),
            path_stack: Vec::new(),
            lines: Box::default(),
        }
    }

    /// The solver's company.
    pub(in crate::solver) fn company(&self) -> &C {
        &self.company
    }

    /// The solver's company, to change.
    pub(in crate::solver) fn company_mut(&mut self) -> &mut C {
        &mut self.company
    }

    /// The number of game positions searched so far.
    pub fn nodes(&self) -> u64 {
        self.progress.nodes
    }

    /// The number of longest-path positions searched so far.
    pub fn path_nodes(&self) -> u64 {
        self.progress.path_nodes
    }

    /// Alma's score minus Berthe's with best play: Alma stands in `alma`, Berthe in `berthe`,
    /// `free` holds the rooms that may still be painted, on the side-`side` board (rooms as bit
    /// indices of [`crate::solver::board`]; a parsed [`crate::Duel`] gives all four). `label`
    /// names the duel on the progress line.
    ///
    /// # Panics
    /// If `side` exceeds `R::MAX_SIDE` or a room is not on the board (a parsed input never does
    /// that).
    pub fn solve(&mut self, side: usize, alma: usize, berthe: usize, free: R, label: &str) -> i32 {
        self.run(side, label, |context| mtd(context, alma, berthe, free))
    }

    /// The move the table remembers as best (or as the cutoff) for the painter to move in
    /// `mover`, against `other` in `other`, with `free` rooms unpainted on the side-`side` board:
    /// a hint for move ordering, not a proof. `None` when the table holds no such position or the
    /// move is not legal there (split positions are never stored).
    pub fn remembered_move(
        &mut self,
        side: usize,
        mover: usize,
        other: usize,
        free: R,
    ) -> Option<usize> {
        let region = reach(mover, free) | reach(other, free);
        let remembered = self.on_board(side, |context| {
            let key = Key::new(context.symmetries, region, mover, other);
            context.recall(&key).map(|known| known.best)
        });
        remembered
            .map(usize::from)
            .filter(|&m| !(R::neighbours(mover) & free & R::bit(m)).is_empty())
    }

    /// Runs `drive` (a driver of root probes) on the side-`side` board, with `label` on the
    /// progress line.
    pub(in crate::solver) fn run<T>(
        &mut self,
        side: usize,
        label: &str,
        drive: impl FnOnce(&mut Context<R, C>) -> T,
    ) -> T {
        self.progress.start(label);
        let value = self.on_board(side, drive);
        self.progress.finish();
        value
    }

    /// Runs `work` with this solver borrowed for a duel on the side-`side` board.
    fn on_board<T>(&mut self, side: usize, work: impl FnOnce(&mut Context<R, C>) -> T) -> T {
        // Taken out while borrowed beside the solver, and put back for the next duel.
        let symmetries = self.symmetries[side]
            .take()
            .unwrap_or_else(|| Box::new(Symmetries::new(side)));
        let result = work(&mut Context {
            company: &mut self.company,
            symmetries: &symmetries,
            progress: &mut self.progress,
            history: &mut self.history,
            stack: &mut self.game_stack,
            path_stack: &mut self.path_stack,
            lines: &mut self.lines,
        });
        self.symmetries[side] = Some(symmetries);
        result
    }
}

/// The value for the painter in `alma`, to move against the one in `berthe` with `free`
/// unpainted: null-window probes narrow [lower, upper] until it closes.
fn mtd<R: RoomSet, C: Company<R>>(
    context: &mut Context<R, C>,
    alma: usize,
    berthe: usize,
    free: R,
) -> i32 {
    // Each painter adds at most the free rooms, which bounds the value.
    let rooms_left = free.count() as i32;
    let (mut lower, mut upper) = (-rooms_left, rooms_left);
    let mut stride = Stride::default();
    let mut guess = first_guess(alma, berthe, free);
    while lower < upper {
        let beta = null_window(lower, upper, guess);
        context.progress.window = (lower, upper);
        let value = context.probe(alma, berthe, free, beta);
        let high = value >= beta;
        if high {
            lower = value;
        } else {
            upper = value;
        }
        guess = stride.next_guess(high, value, (lower, upper), rooms_left);
    }
    lower
}

/// The MTD driver's schedule of guesses: the last probe's value, moved on by a stride that
/// doubles once the probes keep failing the same way; once both bounds have moved from their
/// start, the value of the probe that moved the second one, then the middle of [lower, upper].
#[derive(Default)]
pub struct Stride {
    /// Whether the last probe failed high (`None` before the first).
    rising: Option<bool>,
    /// How many probes in a row failed that way.
    run: u32,
    /// How far past the last value the next guess lies.
    step: i32,
    /// Whether both bounds had moved at an earlier guess (the guesses bisect from then on).
    bracketed: bool,
}

/// The stride stays 1 for this many probes failing the same way, and doubles from then on: the
/// hardest roots are worth a few rooms off their guess, where one probe per unit costs no more
/// probes than doubling, and a root one off its guess is answered in three probes, not four.
pub const UNIT_STEPS: u32 = 3;

impl Stride {
    /// The next guess after a probe that failed high (`high`) or low with `value`, the root
    /// value now in `bounds`, which started at ±`rooms_left`.
    pub fn next_guess(
        &mut self,
        high: bool,
        value: i32,
        bounds: (i32, i32),
        rooms_left: i32,
    ) -> i32 {
        // A change of direction moves both bounds, so that the stride is not used from then on;
        // the run restarts all the same, so that the stride never depends on that.
        self.run = if self.rising == Some(high) {
            self.run + 1
        } else {
            1
        };
        self.step = if self.run > UNIT_STEPS {
            self.step * 2
        } else {
            1
        };
        self.rising = Some(high);
        let (lower, upper) = bounds;
        if lower > -rooms_left && upper < rooms_left {
            if std::mem::replace(&mut self.bracketed, true) {
                // Half of the values still possible, lower..=upper, are at least the guess.
                lower + (upper - lower + 1) / 2
            } else {
                // The probe that overshot returned a bound, usually next to the value: ask it.
                value
            }
        } else if high {
            value + self.step
        } else {
            value - self.step + 1
        }
    }
}

/// The upper end of the null window MTD(f) probes next when the root value lies in
/// [lower, upper] (lower < upper) and the last probe returned `guess`: the guess itself, kept
/// inside (lower, upper], so that the probe answers "is the value at least the guess?".
pub fn null_window(lower: i32, upper: i32, guess: i32) -> i32 {
    let guess = guess.clamp(lower, upper);
    if guess == lower { guess + 1 } else { guess }
}
