//! The game search: fail-soft negamax alpha-beta over the table of value intervals, one
//! null-window probe of the root at a time (the MTD driver, [`super::mtd`], asks them).
//!
//! - **Bounds in play.** The opponent only removes rooms, so the mover paints at most the path
//!   bound of her own region, and the other at most hers: the value lies in
//!   [-bound(other), bound(mover)], which settles windows it misses. Each painter is also sure of
//!   a path through her pocket, and of a race path through rooms she gets to first
//!   ([`super::pocket`]).
//! - **Table.** Each entry keeps an interval [lower, upper] that holds the value: an exact entry
//!   has lower = upper, a fail-high result raises lower (a lower bound), a fail-low one lowers
//!   upper (an upper bound). Entries are replaced (a full bucket drops the smallest search
//!   first) but never misread, since keys are compared whole ([`super::entries`]). A position
//!   whose mover has one move is neither looked up nor stored: it is worth one less than its
//!   child, whose entry tells the same, and its own look-up would be a miss to memory.
//! - **Move ordering** ([`super::order`]: the table's best move, then by territory in large
//!   regions, else a history of moves that were best; near the root, by the guessing search's
//!   estimate) changes only the speed: every move is
//!   still searched unless a cutoff proves it cannot matter.
//! - **The split** ([`super::split`]): a position where no free room is reachable by both is never
//!   searched nor stored; its value is two longest paths.
//! - **Refutations reused** ([`super::refute`]): while every move of a position has failed low,
//!   the other's line that refuted the last one is tried against the next, which it often
//!   refutes unsearched when the painters are far apart.
//!
//! The search runs on an explicit stack ([`super::stack`]), and calls its company
//! ([`super::company`]) where a thread team would share its tables and signals; alone, those
//! calls are the own tables' look-ups and nothing else.

use super::company::Company;
use super::entries::{GameEntry, INFINITY};
use super::guess::estimate_after;
use super::key::Key;
use super::order::{ESTIMATED_MIN_ROOMS, ESTIMATED_PLIES, Moves, VORONOI_MIN_ROOMS};
use super::paths::{PathFrame, PathSearch};
use super::pocket::{component_pocket, pocket, pocket_path, race_lower, race_upper};
use super::progress::Progress;
use super::refute::{Lines, line_bound};
use super::regions::Regions;
use super::stack::{self, Entered, Frame};
use crate::solver::board::{Symmetries, count_bound_of, exits, kind_counts, path_bound};
use crate::solver::rooms::RoomSet;

/// A solver borrowed for one duel: what the game search reads and writes.
pub(in crate::solver) struct Context<'a, R: RoomSet, C: Company<R>> {
    /// The tables and signals.
    pub(in crate::solver) company: &'a mut C,
    /// The board's symmetries, for the table's keys.
    pub(super) symmetries: &'a Symmetries<R>,
    /// The counts and the progress line.
    pub(in crate::solver) progress: &'a mut Progress,
    /// Move-ordering history: per pair of rooms, how often (weighted by the region's size
    /// squared) a move from the first to the second was best or cut off.
    pub(super) history: &'a mut [u32],
    /// The explicit stacks of the two searches, kept to reuse their memory.
    pub(super) stack: &'a mut Vec<GameFrame<R, C::Mark>>,
    pub(super) path_stack: &'a mut Vec<PathFrame<R>>,
    /// The moves of the line searched last, whose other's moves may refute a sibling move.
    pub(super) lines: &'a mut Lines,
}

/// What the table knows of a position: its value lies in [lower, upper], and a move to try first.
pub(super) struct Known {
    pub(super) lower: i32,
    pub(super) upper: i32,
    /// The best move found (or the cutoff), a room of the position.
    pub(super) best: u8,
}

/// A game position to search, and the window it is searched for: only whether its value is at
/// most `alpha`, at least `beta`, or what it is in between matters.
#[derive(Clone, Copy)]
pub(super) struct Position<R: RoomSet> {
    mover: usize,
    other: usize,
    free: R,
    alpha: i32,
    beta: i32,
    /// What the mover and the other reach, when the parent knew it without a flood.
    regions: Option<Regions<R>>,
    /// How many moves below the probed root.
    depth: u8,
}

/// A game position being searched: its window, table key, bounds and moves; `M` its company's
/// mark (nothing, alone).
#[derive(Clone, Copy)]
pub(super) struct GameFrame<R: RoomSet, M> {
    mover: u8,
    other: u8,
    free: R,
    /// What the mover and the other reach.
    regions: Regions<R>,
    key: Key<R>,
    /// What was known before searching the moves: the value lies in [lower, upper].
    lower: i32,
    upper: i32,
    /// The window searched, narrowed by [lower, upper].
    low: i32,
    high: i32,
    moves: Moves,
    /// The move being searched.
    current: u8,
    /// How many moves below the probed root.
    depth: u8,
    mark: M,
    best: i32,
    best_move: u8,
    /// The game positions counted when the frame was entered: its search's size is the count at
    /// its end less this.
    entered: u64,
}

impl<'a, R: RoomSet, C: Company<R>> Frame<Context<'a, R, C>> for GameFrame<R, C::Mark> {
    type Child = Position<R>;

    /// The value of a position when the split, the bounds or the table settle it for the window,
    /// else its frame with the moves in order.
    fn enter(context: &mut Context<'a, R, C>, position: Position<R>) -> Entered<Self> {
        let Position {
            mover,
            other,
            free,
            alpha,
            beta,
            ..
        } = position;
        if context.tick() {
            // Stopped (never, alone): unwind without searching; nothing is recorded.
            return Entered::Value(0);
        }
        let regions = position.regions();
        let (mine, theirs) = (regions.mine, regions.theirs);
        if (mine & theirs).is_empty() {
            return Entered::Value(context.split(&position, mine, theirs));
        }
        let (mut lower, mut upper) = bounds((mover, mine), (other, theirs), alpha, beta);
        if let Some(value) = settled(lower, upper, alpha, beta) {
            return Entered::Value(value);
        }
        let (key, known) = context.look_up(mine | theirs, (mover, other), free);
        if let Some(known) = &known {
            (lower, upper) = (lower.max(known.lower), upper.min(known.upper));
            if let Some(value) = settled(lower, upper, alpha, beta) {
                return Entered::Value(value);
            }
        }
        let region = u32::from(key.rooms);
        // Dearer than the table, so taken only when the table did not settle the position.
        if region <= RACE_MAX_ROOMS {
            (lower, upper) = race_bounds(&position, mine | theirs, (lower, upper));
            if let Some(value) = settled(lower, upper, alpha, beta) {
                return Entered::Value(value);
            }
        }
        let remembered = known.as_ref().map(|k| k.best);
        let moves = context.ordered_moves((mover, other, free), region, remembered, position.depth);
        Entered::Search(GameFrame {
            mark: context.company.mark(region, free, mover, other),
            mover: mover as u8,
            other: other as u8,
            free,
            regions,
            key,
            lower,
            upper,
            low: alpha.max(lower),
            high: beta.min(upper),
            moves,
            current: 0,
            depth: position.depth,
            best: -INFINITY,
            best_move: moves.room(0) as u8,
            entered: context.progress.nodes,
        })
    }

    fn absorb(&mut self, child: i32) {
        // The child's value is the other's; the move painted one room.
        let value = 1 - child;
        if value > self.best {
            self.best = value;
            self.best_move = self.moves.room(usize::from(self.current)) as u8;
        }
    }

    fn next_child(&mut self, context: &mut Context<'a, R, C>) -> Option<Position<R>> {
        let floor = self.low.max(self.best);
        if floor >= self.high {
            return None;
        }
        let other = usize::from(self.other);
        let mut i = (context.company).pick(&mut self.mark, &mut self.moves, self.free, other)?;
        // While every move so far failed low, the other's line that refuted the last one may
        // refute this one too, without a search ([`super::refute`]).
        while i > 0 && self.best <= self.low {
            let Some(child) = self.refuted_by_line(context, self.moves.room(i)) else {
                break;
            };
            self.current = i as u8;
            <Self as Frame<Context<'a, R, C>>>::absorb(self, child);
            i = (context.company).pick(&mut self.mark, &mut self.moves, self.free, other)?;
        }
        self.current = i as u8;
        let m = self.moves.room(i);
        context.lines.record(usize::from(self.depth), m);
        // The other painter moves next; the mover now stands in `m`.
        Some(Position {
            mover: other,
            other: m,
            free: self.free & !R::bit(m),
            alpha: 1 - self.high,
            beta: 1 - floor,
            regions: self.regions.after_move(other, m),
            depth: self.depth + 1,
        })
    }

    fn finish(self, context: &mut Context<'a, R, C>) -> i32 {
        // A position with one move is never looked up ([`Context::look_up`]), so never stored.
        if !context.company.stopped() && self.moves.count() > 1 {
            context.record(&self);
        }
        context.company.unmark(self.mark);
        self.best
    }

    fn stack<'c>(context: &'c mut Context<'a, R, C>) -> &'c mut Vec<Self> {
        context.stack
    }
}

impl<R: RoomSet, M> GameFrame<R, M> {
    /// The child's value from the other's side after the move into `m`, when the other's line
    /// below this position, which refuted its last move searched, proves that the move fails low
    /// (a lower bound for the child, so an upper bound for the move).
    fn refuted_by_line<C: Company<R>>(&self, context: &Context<'_, R, C>, m: usize) -> Option<i32> {
        let floor = self.low.max(self.best);
        line_bound(
            context.lines.others_below(usize::from(self.depth)),
            (m, self.regions.mine),
            usize::from(self.other),
            self.free & !R::bit(m),
            1 - floor,
        )
    }
}

impl<R: RoomSet> Position<R> {
    /// What the mover and the other reach: the parent's regions when it passed them, else a
    /// flood.
    fn regions(&self) -> Regions<R> {
        let flood = || Regions::flood(self.mover, self.other, self.free);
        debug_assert!(self.regions.is_none_or(|regions| regions == flood()));
        match self.regions {
            Some(regions) => regions,
            None => flood(),
        }
    }
}

/// The interval `(lower, upper)` of `position`, whose painters reach `reached`, narrowed by the
/// race bounds the window asks for ([`RACE_WINDOW`]).
fn race_bounds<R: RoomSet>(
    position: &Position<R>,
    reached: R,
    (mut lower, mut upper): (i32, i32),
) -> (i32, i32) {
    let Position {
        mover,
        other,
        alpha,
        beta,
        ..
    } = *position;
    if beta <= -RACE_WINDOW {
        lower = lower.max(race_lower(mover, other, reached));
    }
    if alpha >= RACE_WINDOW {
        upper = upper.min(race_upper(mover, other, reached));
    }
    (lower, upper)
}

/// How far from the window a bound from [`count_bound`] may be and still be sharpened into the
/// [`path_bound`] (whose dead-end count costs more than the rest of the bounds together).
const SHARPEN_WITHIN: i32 = 16;

/// Regions of at most this many rooms get the race bounds too ([`race_lower`], [`race_upper`]),
/// once the table has not settled them: in larger ones, open boards where a race path walls
/// nothing off, they cost more than they cut.
const RACE_MAX_ROOMS: u32 = 100;

/// A race path proves only that a painter does not lose by much: its lower bound is taken only
/// when the window asks no more of the mover than losing by at least this (`beta <= -RACE_WINDOW`),
/// its upper bound only when the window asks at least this of her (`alpha >= RACE_WINDOW`). Near
/// an even window they almost never settle it and cost more than they cut.
const RACE_WINDOW: i32 = 6;

/// Bounds on the value of a position in play, the mover in `mover` reaching `mine`, the other in
/// `other` reaching `theirs`, searched for the window (`alpha`, `beta`): each paints at most her
/// path bound, and at least a path through her pocket. A bound far from the window cannot settle
/// it and keeps the cheaper [`count_bound`] (still a bound, only weaker).
fn bounds<R: RoomSet>(
    (mover, mine): (usize, R),
    (other, theirs): (usize, R),
    alpha: i32,
    beta: i32,
) -> (i32, i32) {
    // Both reaches are whole components (flooded or handed on): the pockets need no flood.
    debug_assert_eq!(component_pocket(mine, theirs), pocket(mover, mine, theirs));
    debug_assert_eq!(component_pocket(theirs, mine), pocket(other, theirs, mine));
    let mover_sure = pocket_path(mover, component_pocket(mine, theirs));
    let other_sure = pocket_path(other, component_pocket(theirs, mine));
    let my_kinds = kind_counts(mine);
    let their_kinds = if theirs == mine {
        my_kinds
    } else {
        kind_counts(theirs)
    };
    let mut lower = mover_sure - count_bound_of::<R>(other, their_kinds) as i32;
    if lower >= beta - SHARPEN_WITHIN {
        lower = mover_sure - path_bound(other, theirs) as i32;
    }
    let mut upper = count_bound_of::<R>(mover, my_kinds) as i32 - other_sure;
    if upper <= alpha + SHARPEN_WITHIN {
        upper = path_bound(mover, mine) as i32 - other_sure;
    }
    (lower, upper)
}

/// The value a position's bounds give for the window (`alpha`, `beta`) when they settle it: an
/// exact value, or a bound beyond the window (fail-soft).
fn settled(lower: i32, upper: i32, alpha: i32, beta: i32) -> Option<i32> {
    if lower >= beta || lower == upper {
        Some(lower)
    } else if upper <= alpha {
        Some(upper)
    } else {
        None
    }
}

impl<R: RoomSet, C: Company<R>> Context<'_, R, C> {
    /// The root's value for the painter in `alma`, to move against the one in `berthe` with `free`
    /// unpainted, if below `beta`; else a value at least `beta` (fail-soft), by one null-window
    /// search.
    pub(in crate::solver) fn probe(
        &mut self,
        alma: usize,
        berthe: usize,
        free: R,
        beta: i32,
    ) -> i32 {
        let root = Position {
            mover: alma,
            other: berthe,
            free,
            alpha: beta - 1,
            beta,
            regions: None,
            depth: 0,
        };
        stack::run::<_, GameFrame<R, C::Mark>>(self, root)
    }

    /// Counts a game position searched; whether the company stopped the search.
    fn tick(&mut self) -> bool {
        let stopped = self.company.poll();
        self.progress.count_position(|| self.company.fill());
        stopped
    }

    /// The value of `position`, whose painters reach `mine` and `theirs`, apart: two longest
    /// paths ([`super::split`]), the position marked meanwhile.
    fn split(&mut self, position: &Position<R>, mine: R, theirs: R) -> i32 {
        let Position {
            mover,
            other,
            free,
            alpha,
            beta,
            ..
        } = *position;
        let mark = self
            .company
            .mark((mine | theirs).count(), free, mover, other);
        let value = (self.paths()).split_value(mover, mine, other, theirs, alpha, beta);
        self.company.unmark(mark);
        value
    }

    /// The longest-path search, on this solver's tables and counts.
    fn paths(&mut self) -> PathSearch<'_, R, C> {
        PathSearch {
            company: self.company,
            progress: self.progress,
            stack: self.path_stack,
        }
    }

    /// The mover's moves, in the order they are searched: `remembered` (the table's best move)
    /// first when legal, then by territory when the `region` of either painter is large, else by
    /// history; near the probed root (`depth` moves below it) of a large board, when nothing is
    /// remembered, by the guessing search's estimate, ties by territory.
    fn ordered_moves(
        &self,
        (mover, other, free): (usize, usize, R),
        region: u32,
        remembered: Option<u8>,
        depth: u8,
    ) -> Moves {
        let mut moves = Moves::by_history(mover, free, remembered, self.history);
        if region >= VORONOI_MIN_ROOMS {
            // The remembered move stays first; the others by territory.
            let from = usize::from(remembered == Some(moves.room(0) as u8));
            moves.by_territory(from, other, free);
        }
        let near_root = depth < ESTIMATED_PLIES && region >= ESTIMATED_MIN_ROOMS;
        if near_root && remembered.is_none() && moves.count() > 1 {
            // Equal estimates keep the order by territory.
            moves.by_score(|m| estimate_after(m, other, free));
        }
        moves
    }

    /// The table key of the position where the mover in `mover` and the other reach `region`,
    /// and what the table holds for it. A mover with one move into `free` is not looked up: she
    /// is worth one less than her child, whose entry the table keeps, and her own look-up would
    /// be a miss to memory for what the child tells.
    fn look_up(
        &self,
        region: R,
        (mover, other): (usize, usize),
        free: R,
    ) -> (Key<R>, Option<Known>) {
        if exits(mover, free) == 1 {
            return (Key::unreduced(region, mover, other), None);
        }
        let key = Key::new(self.symmetries, region, mover, other);
        (key, self.recall(&key))
    }

    /// What the table holds for `key`, its move mapped back to the position.
    pub(super) fn recall(&self, key: &Key<R>) -> Option<Known> {
        let entry = self.company.find_game(key)?;
        let (lower, upper) = entry.interval();
        Some(Known {
            lower,
            upper,
            best: key.room_in_position(self.symmetries, entry.best()),
        })
    }

    /// Records what searching `frame`'s moves proved, in the table and the move history.
    fn record(&mut self, frame: &GameFrame<R, C::Mark>) {
        let best = frame.best;
        // Fail-soft: above the window a lower bound, below it an upper bound, else exact.
        let (found_lower, found_upper) = if best >= frame.high {
            (best, INFINITY)
        } else if best <= frame.low {
            (-INFINITY, best)
        } else {
            (best, best)
        };
        let key = frame.key;
        let size = u32::from(key.rooms);
        if best > frame.low {
            let slot = &mut self.history
                [usize::from(frame.mover) * R::MAX_ROOMS + usize::from(frame.best_move)];
            *slot = slot.saturating_add(size * size);
        }
        let lower = frame.lower.max(found_lower);
        let upper = frame.upper.min(found_upper);
        debug_assert!(lower <= upper);
        let best_move = key.room_in_key(self.symmetries, frame.best_move);
        let searched = self.progress.nodes - frame.entered;
        let entry = GameEntry::new(&key, lower, upper, best_move, searched);
        self.company.store_game(entry);
    }
}
