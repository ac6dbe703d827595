//! The fast exact solver: negamax alpha-beta over (rooms still reachable, mover, other), with a
//! bounded transposition table of value intervals, reachability bounds, symmetry, and the split
//! into two longest-path problems once the painters can no longer meet.
//!
//! Values are from the mover's side: rooms the mover will still paint minus rooms the other will.
//! Each idea keeps the value exact; its argument sits on the code it justifies:
//! - [`key`]: what a position's table key holds, and the six symmetries it is reduced by;
//! - [`game`]: the game search, its bounds in play, its table of value intervals and its move
//!   ordering;
//! - [`split`]: the value once the painters' regions are apart, as two longest paths;
//! - [`pocket`]: the path each painter is sure of, a bound in the game search;
//! - [`order`]: move ordering by territory (who reaches which rooms first);
//! - [`paths`]: those longest paths, memoised and cut by the path bounds of [`crate::board`];
//! - [`stack`]: the explicit stack both searches run on (one frame per painted room, never the
//!   call stack);
//! - [`progress`]: the progress line on stderr;
//! - [`busy`]: the game positions a team's threads are searching, put last by the others;
//! - [`root`]: the root's bounds a team shares, and which window each member probes;
//! - [`shared`]: the tables that the threads of one solve share (Lazy SMP), [`lockless`] ones;
//! - here: the solver's state kept across duels, and the MTD driver.
//!
//! The modules are public for their documentation only: everything in them is private to the
//! search, whose one entry point is [`Solver`].
//!
//! **MTD driver.** Null-window probes around a guess narrow [lower, upper] on the root value
//! until it closes; each probe is an exact alpha-beta answer for its window.

pub mod busy;
pub mod game;
pub mod key;
pub mod lockless;
pub mod order;
pub mod paths;
pub mod pocket;
pub mod progress;
pub mod root;
pub mod shared;
pub mod split;
pub mod stack;

use std::sync::Arc;

use crate::board::{Rooms, Symmetries, reach};
use crate::rooms::RoomSet;
use crate::table::Table;
use game::{GameEntry, GameFrame, Position};
use key::Key;
use lockless::Handle;
use paths::{PathEntry, PathFrame};
use progress::Progress;
use shared::Store;
pub use shared::Team;

/// The fast solver over room sets `R` (`u128` up to side 11, [`crate::wide::Wide`] for side
/// 12). Its tables persist across the duels it solves (keys do not depend on the side: the
/// side-S board is a corner of the largest board with the same adjacency).
pub struct Solver<R: RoomSet = Rooms> {
    table: Store<GameEntry<R>>,
    paths: Store<PathEntry<R>>,
    /// The team whose tables this solver shares, if any, and its place in it (0 first).
    team: Option<Arc<Team<R>>>,
    helper: usize,
    /// Whether the team stopped this solver mid-search: its values are no longer proven.
    stopped: bool,
    /// The upper end of the window of the root probe running, when the team shares this root's
    /// bounds (a probe that another member answered is dropped: [`root`]).
    shared_probe: Option<i32>,
    /// The symmetries of each side, built the first time a duel of that side is solved.
    symmetries: Vec<Option<Box<Symmetries<R>>>>,
    nodes: u64,
    path_nodes: u64,
    /// Move-ordering history: how often (weighted by region size) a move from one room to another
    /// was best or cut off.
    history: Vec<u32>,
    /// The explicit stacks of the two searches, kept to reuse their memory.
    game_stack: Vec<GameFrame<R>>,
    path_stack: Vec<PathFrame<R>>,
    progress: Progress,
}

/// The score range never exceeds the number of rooms.
const INFINITY: i32 = 1000;

/// The progress line is refreshed once every this many positions (a power of two minus one, as a
/// mask, so that counting costs no division).
const REPORT_MASK: u64 = 0x3FFFF;

impl<R: RoomSet> Solver<R> {
    /// A solver whose two tables together use at most `table_bytes` bytes; it shows progress on
    /// stderr during long solves when `progress` is set and stderr is a terminal.
    pub fn new(table_bytes: usize, progress: bool) -> Self {
        Solver::with_stores(
            Store::Own(Table::new(table_bytes / 2)),
            Store::Own(Table::new(table_bytes / 2)),
            progress,
        )
    }

    /// Solver `helper` (0 first) of `team`: it shares the team's tables and stops when another
    /// member has the answer. Helpers other than 0 try some moves in another order, so that the
    /// threads spread over the tree.
    pub fn in_team(team: &Arc<Team<R>>, helper: usize, progress: bool) -> Self {
        let mut solver = Solver::with_stores(
            Store::Shared(Handle::new(&team.game)),
            Store::Shared(Handle::new(&team.paths)),
            progress,
        );
        solver.team = Some(Arc::clone(team));
        solver.helper = helper;
        solver
    }

    fn with_stores(table: Store<GameEntry<R>>, paths: Store<PathEntry<R>>, progress: bool) -> Self {
        Solver {
            table,
            paths,
            team: None,
            helper: 0,
            stopped: false,
            shared_probe: None,
            symmetries: (0..=R::MAX_SIDE).map(|_| None).collect(),
            nodes: 0,
            path_nodes: 0,
            history: vec![0; R::MAX_ROOMS * R::MAX_ROOMS],
            game_stack: Vec::new(),
            path_stack: Vec::new(),
            progress: Progress::new(progress),
        }
    }

    /// The number of game positions searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The number of longest-path positions searched so far.
    pub fn path_nodes(&self) -> u64 {
        self.path_nodes
    }

    /// Alma's score minus Berthe's with best play: Alma stands in `alma`, Berthe in `berthe`,
    /// `free` holds the rooms that may still be painted, on the side-`side` board (rooms as bit
    /// indices of [`crate::board`]; a parsed [`crate::Duel`] gives all four).
    ///
    /// # Panics
    /// If `side` exceeds `R::MAX_SIDE` or a room is not on the board (a parsed input never does
    /// that).
    pub fn solve(&mut self, side: usize, alma: usize, berthe: usize, free: R, label: &str) -> i32 {
        self.progress.start(label);
        let value = self.on_board(side, |context| context.mtd(alma, berthe, free));
        self.progress.finish();
        value
    }

    /// [`Solver::solve`] as a member of its team: `None` when another member found the answer
    /// first (this one was stopped), else the value, after which the team stops.
    pub fn solve_in_team(
        &mut self,
        side: usize,
        alma: usize,
        berthe: usize,
        free: R,
        label: &str,
    ) -> Option<i32> {
        self.stopped = false;
        let value = self.solve(side, alma, berthe, free, label);
        if self.stopped {
            return None;
        }
        if let Some(team) = &self.team {
            team.finish();
        }
        Some(value)
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

    /// Runs `work` with this solver borrowed for a duel on the side-`side` board.
    fn on_board<T>(&mut self, side: usize, work: impl FnOnce(&mut Context<R>) -> T) -> T {
        // Taken out while borrowed beside the solver, and put back for the next duel.
        let symmetries = self.symmetries[side]
            .take()
            .unwrap_or_else(|| Box::new(Symmetries::new(side)));
        let result = work(&mut Context {
            solver: self,
            symmetries: &symmetries,
        });
        self.symmetries[side] = Some(symmetries);
        result
    }
}

/// A solver borrowed for one duel, with that board's symmetries.
struct Context<'a, R: RoomSet> {
    solver: &'a mut Solver<R>,
    symmetries: &'a Symmetries<R>,
}

impl<R: RoomSet> Context<'_, R> {
    /// The value for Alma: null-window probes narrow [lower, upper] until it closes. In a team,
    /// members share the root's bounds and probe different windows ([`root`]).
    fn mtd(&mut self, alma: usize, berthe: usize, free: R) -> i32 {
        // Each painter adds at most the free rooms, which bounds the value.
        let rooms_left = free.count() as i32;
        let (mut lower, mut upper) = (-rooms_left, rooms_left);
        let (low, high) = free.halves();
        let team = (self.solver.team.clone()).filter(|t| t.root.is_for((low, high, alma, berthe)));
        let (mut guess, mut rising) = (0, true);
        loop {
            if let Some(team) = &team {
                let (shared_lower, shared_upper) = team.root.get();
                (lower, upper) = (lower.max(shared_lower), upper.min(shared_upper));
            }
            if lower >= upper || self.solver.stopped {
                break;
            }
            let beta = root::probe(self.solver.helper, lower, upper, guess, rising);
            self.solver.progress.window = (lower, upper);
            self.solver.shared_probe = team.as_ref().map(|_| beta);
            let value = self.probe(alma, berthe, free, beta);
            self.solver.shared_probe = None;
            if let Some(team) = team.as_ref().filter(|_| self.solver.stopped) {
                // Dropped (answered by another member) or stopped: nothing of it is used.
                self.solver.stopped = team.is_done();
                continue;
            }
            rising = value >= beta;
            if rising {
                lower = value;
            } else {
                upper = value;
            }
            guess = value;
            if let Some(team) = &team {
                team.root.narrow(lower, upper);
            }
        }
        lower
    }

    /// The root's value if below `beta`, else a value at least `beta` (fail-soft), by one
    /// null-window search.
    fn probe(&mut self, alma: usize, berthe: usize, free: R, beta: i32) -> i32 {
        let root = Position {
            mover: alma,
            other: berthe,
            free,
            alpha: beta - 1,
            beta,
        };
        stack::run::<_, GameFrame<R>>(self, root)
    }

    /// Counts a game position searched.
    fn tick(&mut self) {
        if let Some(team) = &self.solver.team {
            self.solver.stopped |= team.is_done() || self.probe_answered(team);
            self.solver.table.refresh();
            self.solver.paths.refresh();
        }
        self.solver.nodes += 1;
        if self.solver.nodes & REPORT_MASK == 0 {
            self.report();
        }
    }

    /// Whether another member answered the root probe running (then it is dropped).
    fn probe_answered(&self, team: &Team<R>) -> bool {
        self.solver
            .shared_probe
            .is_some_and(|beta| team.root.answers(beta))
    }

    /// Marks a game position that a team member starts to search, when large enough to be worth
    /// it ([`busy`]); its mark, 0 when unmarked.
    fn mark_busy(&self, region: u32, free: R, mover: usize, other: usize) -> u64 {
        match &self.solver.team {
            Some(team) if region >= busy::BUSY_MIN_ROOMS => {
                let mark = busy::mark_of(free, mover, other);
                team.busy.mark(mark);
                mark
            }
            _ => 0,
        }
    }

    /// Unmarks a game position whose search is over (`mark` 0: it was not marked).
    fn unmark_busy(&self, mark: u64) {
        if let (Some(team), true) = (&self.solver.team, mark != 0) {
            team.busy.unmark(mark);
        }
    }

    /// Whether another member of the team marked a game position as being searched.
    fn is_busy(&self, mark: u64) -> bool {
        self.solver
            .team
            .as_ref()
            .is_some_and(|team| team.busy.is_busy(mark))
    }

    /// Counts a longest-path position searched.
    fn tick_path(&mut self) {
        if let Some(team) = &self.solver.team {
            self.solver.stopped |= team.is_done() || self.probe_answered(team);
            self.solver.table.refresh();
            self.solver.paths.refresh();
        }
        self.solver.path_nodes += 1;
        if self.solver.path_nodes & REPORT_MASK == 0 {
            self.report();
        }
    }

    fn report(&mut self) {
        let solver = &mut *self.solver;
        solver.progress.report(
            solver.nodes,
            solver.path_nodes,
            solver.table.filled(),
            solver.table.capacity(),
        );
    }
}
