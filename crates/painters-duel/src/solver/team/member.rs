//! A member of a team: the search's company made of the team's shared tables and signals
//! ([`Member`]), and the team's MTD driver, which shares the root's bounds.
//!
//! - **Stopping.** At each position a member hears whether the team has the answer, or whether
//!   another member answered the root probe it is running; it then stops: it unwinds, records
//!   nothing from then on (its values are no longer proven), and its answer is dropped.
//! - **Marks** ([`super::busy`]): a member marks the large positions it is searching, and puts
//!   last the moves into positions another member marked.
//! - **Root bounds** ([`super::root`]): members probe different windows of the root and narrow
//!   one another's bounds; the first to close the window has the answer.

use std::sync::Arc;

use super::busy::{BUSY_MIN_ROOMS, mark_of};
use super::lockless::Handle;
use super::root;
use super::shared::Team;
use super::words::{game_key_words, path_key_words};
use crate::solver::rooms::RoomSet;
use crate::solver::search::Solver;
use crate::solver::search::company::Company;
use crate::solver::search::entries::{GameEntry, PathEntry, path_hash};
use crate::solver::search::game::Context;
use crate::solver::search::guess::first_guess;
use crate::solver::search::key::Key;
use crate::solver::search::mtd::Stride;
use crate::solver::search::order::Moves;

/// The company of one thread of a team: views of the team's tables, its place in the team, and
/// whether it was stopped.
pub struct Member<R: RoomSet> {
    team: Arc<Team<R>>,
    /// Its place in the team (0 first): helpers other than 0 probe other windows of the root.
    helper: usize,
    game: Handle<GameEntry<R>>,
    paths: Handle<PathEntry<R>>,
    /// Whether the team stopped this member mid-search: its values are no longer proven.
    stopped: bool,
    /// The upper end of the window of the root probe running, when the team shares this root's
    /// bounds (a probe that another member answered is dropped).
    shared_probe: Option<i32>,
}

/// A member's mark on a game position: the position's mark while it searches it (0: unmarked),
/// and the moves put off for being searched by another member (a bit per move).
#[derive(Clone, Copy, Default)]
pub struct Marked {
    mark: u64,
    deferred: u8,
}

impl<R: RoomSet> Member<R> {
    fn new(team: &Arc<Team<R>>, helper: usize) -> Self {
        Member {
            team: Arc::clone(team),
            helper,
            game: Handle::new(&team.game),
            paths: Handle::new(&team.paths),
            stopped: false,
            shared_probe: None,
        }
    }
}

impl<R: RoomSet> Company<R> for Member<R> {
    type Mark = Marked;

    fn find_game(&self, key: &Key<R>) -> Option<GameEntry<R>> {
        self.game.find(key.hash(), game_key_words(key))
    }

    fn store_game(&mut self, entry: GameEntry<R>) {
        self.game.insert(entry);
    }

    fn find_path(&self, start: usize, region: R) -> Option<PathEntry<R>> {
        let hash = path_hash(start, region);
        self.paths.find(hash, path_key_words(start, region))
    }

    fn store_path(&mut self, entry: PathEntry<R>) {
        self.paths.insert(entry);
    }

    fn fill(&self) -> (usize, usize) {
        (self.game.filled(), self.game.capacity())
    }

    /// Stops when the team has the answer or another member answered the root probe running;
    /// moves to the tables' newest generation.
    fn poll(&mut self) -> bool {
        let team = &self.team;
        self.stopped |=
            team.is_done() || (self.shared_probe).is_some_and(|beta| team.root.answers(beta));
        self.game.refresh();
        self.paths.refresh();
        self.stopped
    }

    fn stopped(&self) -> bool {
        self.stopped
    }

    /// Marks the position when large enough to be worth it (`BUSY_MIN_ROOMS`).
    fn mark(&self, rooms: u32, free: R, mover: usize, other: usize) -> Marked {
        if rooms < BUSY_MIN_ROOMS {
            return Marked::default();
        }
        let mark = mark_of(free, mover, other);
        self.team.busy.mark(mark);
        Marked { mark, deferred: 0 }
    }

    fn unmark(&self, marked: Marked) {
        if marked.mark != 0 {
            self.team.busy.unmark(marked.mark);
        }
    }

    /// The next move in order, except that a move into a position that another member is
    /// searching waits until its siblings are done (the first move too, unlike ABDADA's eldest
    /// son: with at most two moves to a position, the threads would otherwise stay in step).
    /// Only the order changes: every move is searched.
    fn pick(&self, marked: &mut Marked, moves: &mut Moves, free: R, other: usize) -> Option<usize> {
        while let Some(i) = moves.next_in_order() {
            let m = moves.room(i);
            if marked.mark != 0 && self.team.busy.is_busy(mark_of(free & !R::bit(m), other, m)) {
                marked.deferred |= 1 << i;
                continue;
            }
            return Some(i);
        }
        if marked.deferred == 0 {
            return None;
        }
        let i = marked.deferred.trailing_zeros() as usize;
        marked.deferred &= marked.deferred - 1;
        Some(i)
    }
}

impl<R: RoomSet> Solver<R, Member<R>> {
    /// Solver `helper` (0 first) of `team`: it shares the team's tables and stops when another
    /// member has the answer. Helpers other than 0 probe other windows of the root, so that the
    /// threads spread over the questions.
    pub fn in_team(team: &Arc<Team<R>>, helper: usize, progress: bool) -> Self {
        Solver::with_company(Member::new(team, helper), progress)
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
        self.company_mut().stopped = false;
        let value = self.run(side, label, |context| team_mtd(context, alma, berthe, free));
        let member = self.company();
        if member.stopped {
            return None;
        }
        member.team.finish();
        Some(value)
    }
}

/// The value for Alma by null-window probes on the search's schedule ([`Stride`]), but for the
/// team's root: the members share its bounds, and each probes its own window ([`root::probe`]).
/// A probe that another member answered first is dropped.
fn team_mtd<R: RoomSet>(
    context: &mut Context<R, Member<R>>,
    alma: usize,
    berthe: usize,
    free: R,
) -> i32 {
    // Each painter adds at most the free rooms, which bounds the value.
    let rooms_left = free.count() as i32;
    let (mut lower, mut upper) = (-rooms_left, rooms_left);
    let (low, high) = free.halves();
    let team = Arc::clone(&context.company.team);
    let shares_root = team.root.is_for((low, high, alma, berthe));
    let helper = context.company.helper;
    let (mut guess, mut rising) = (first_guess(alma, berthe, free), true);
    let mut stride = Stride::default();
    loop {
        if shares_root {
            let (shared_lower, shared_upper) = team.root.get();
            (lower, upper) = (lower.max(shared_lower), upper.min(shared_upper));
        }
        if lower >= upper || context.company.stopped {
            break;
        }
        let beta = root::probe(helper, lower, upper, guess, rising);
        context.progress.window = (lower, upper);
        context.company.shared_probe = shares_root.then_some(beta);
        let value = context.probe(alma, berthe, free, beta);
        context.company.shared_probe = None;
        if shares_root && context.company.stopped {
            // Dropped (answered by another member) or stopped: nothing of it is used.
            context.company.stopped = team.is_done();
            continue;
        }
        rising = value >= beta;
        if rising {
            lower = value;
        } else {
            upper = value;
        }
        guess = stride.next_guess(rising, value, (lower, upper), rooms_left);
        if shares_root {
            team.root.narrow(lower, upper);
        }
    }
    lower
}
