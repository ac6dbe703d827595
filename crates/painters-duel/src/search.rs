//! The fast exact solver: negamax alpha-beta over (rooms still reachable, mover, other), with a
//! bounded transposition table of value intervals, reachability bounds, symmetry, and the split
//! into two longest-path problems once the painters can no longer meet.
//!
//! Values are from the mover's side: rooms the mover will still paint minus rooms the other will.
//! Why each idea is exact:
//! - **Negamax key.** The rest of the play depends only on the free rooms either painter can still
//!   reach, where each stands, and who moves; which painter is Alma does not matter once values are
//!   taken from the mover's side. Rooms neither can reach are never painted, and the key's rooms
//!   give back both regions (each painter's reach inside them). So the key is (reachable rooms,
//!   mover's room, other's room), stored whole: 128 + 8 + 8 bits, no lossy packing. It does not
//!   depend on the side either (the side-S board is a corner of the side-11 one with the same
//!   adjacency), so one table serves every test of an input.
//! - **Split.** When no free room is reachable by both, neither can change what the other paints:
//!   each paints a longest simple path of her own region, so the value is the difference of two
//!   longest paths. This also covers passes: a stuck painter has an empty region, and in a
//!   position that is not split both painters have a move. The smaller region is solved first;
//!   if the larger one's bound already settles the window, the value returned is that bound
//!   (fail-soft, so the caller reads it as a bound, never as exact).
//! - **Longest paths** are memoised on (region, start); a step is skipped when its upper bound
//!   ([`crate::board::path_bound`]) cannot beat the best found, and the search stops when the best
//!   meets the region's bound ([`crate::board::block_bound`] once a second step must be tried).
//!   Skipping a step that cannot do better, and stopping at a proven optimum, keep the maximum.
//! - **Bounds in play.** The opponent only removes rooms, so the mover paints at most the path
//!   bound of her own region, and the other at most hers: the value lies in
//!   [-bound(other), bound(mover)], which settles windows it misses.
//! - **Table.** Each entry keeps an interval [lower, upper] that holds the value: an exact entry
//!   has lower = upper, a fail-high result raises lower (a lower bound), a fail-low one lowers
//!   upper (an upper bound). Entries are replaced (the one with the smallest region first) but
//!   never misread, since keys are compared whole.
//! - **Move ordering** (the table's best move, then a history of moves that were best, weighted by
//!   the region's size squared) changes only the speed: every move is still searched unless a
//!   cutoff proves it cannot matter.
//! - **MTD driver.** Null-window probes around a guess narrow [lower, upper] on the root value
//!   until it closes; each probe is an exact alpha-beta answer for its window.
//! - **Symmetry.** The six symmetries of the triangle preserve adjacency (see
//!   [`crate::board::Symmetries`]), hence values; positions with at least 24 reachable rooms are
//!   stored under the least of their six images (the best move is mapped back).
//!
//! Both searches run over explicit stacks (one frame per painted room), never the call stack.
//! A solve longer than 2 s shows its progress (root window, positions, table fill) on stderr
//! when stderr is a terminal.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use crate::board::{
    MAX_ROOMS, MAX_SIDE, NEIGHBOURS, Rooms, Symmetries, bit, block_bound, path_bound, reach, rooms,
};
use crate::table::{Slot, Table, mix};

/// Positions with at least this many reachable rooms are stored under their symmetric canonical
/// form (smaller ones are cheap to re-search; the six images cost more than they save there).
const SYMMETRY_MIN_ROOMS: u32 = 24;

/// Regions with at least this many rooms get the block bound too (it costs a graph traversal).
const BLOCK_BOUND_MIN_ROOMS: u32 = 8;

/// The better of the two exact path bounds, the block bound only on larger regions.
fn sharp_bound(start: usize, region: Rooms) -> u32 {
    let cheap = path_bound(start, region);
    if region.count_ones() >= BLOCK_BOUND_MIN_ROOMS {
        cheap.min(block_bound(start, region))
    } else {
        cheap
    }
}

/// Longest paths in regions smaller than this are searched again rather than stored.
const PATH_MEMO_MIN_ROOMS: u32 = 3;

/// A transposition-table entry: the full key and the interval known to hold the value.
#[derive(Clone, Copy, Default)]
struct GameEntry {
    region: [u64; 2],
    mover: u8,
    other: u8,
    lower: i8,
    upper: i8,
    best: u8,
    work: u8,
}

impl GameEntry {
    fn matches(&self, region: Rooms, mover: u8, other: u8) -> bool {
        self.region == split(region) && self.mover == mover && self.other == other
    }
}

impl Slot for GameEntry {
    fn is_empty(&self) -> bool {
        // The two painters never stand in one room.
        self.mover == self.other
    }
    fn hash(&self) -> u64 {
        mix(join(self.region), self.mover, self.other)
    }
    fn work(&self) -> u8 {
        self.work
    }
}

/// A memoised longest path: the full key (region, start) and an interval holding its length.
#[derive(Clone, Copy, Default)]
struct PathEntry {
    region: [u64; 2],
    start: u8,
    /// The longest path's length lies in [lower, upper] (equal when known exactly).
    lower: u8,
    upper: u8,
    stored: bool,
}

impl Slot for PathEntry {
    fn is_empty(&self) -> bool {
        !self.stored
    }
    fn hash(&self) -> u64 {
        mix(join(self.region), self.start, 0xA5)
    }
    fn work(&self) -> u8 {
        join(self.region).count_ones() as u8
    }
}

fn split(rooms: Rooms) -> [u64; 2] {
    [rooms as u64, (rooms >> 64) as u64]
}

fn join(halves: [u64; 2]) -> Rooms {
    u128::from(halves[0]) | u128::from(halves[1]) << 64
}

/// Live progress on stderr for long solves, when stderr is a terminal.
struct Progress {
    enabled: bool,
    started: Instant,
    shown: bool,
    label: String,
    window: (i32, i32),
}

impl Progress {
    fn report(&mut self, nodes: u64, path_nodes: u64, filled: usize, capacity: usize) {
        if !self.enabled || self.started.elapsed() < Duration::from_secs(2) {
            return;
        }
        self.shown = true;
        let mut err = std::io::stderr().lock();
        let _ = write!(
            err,
            "\rpainters-duel: {}: value in [{}, {}], {:.1}M positions, {:.1}M path steps, \
             table {}% full, {:.0} s   ",
            self.label,
            self.window.0,
            self.window.1,
            nodes as f64 / 1e6,
            path_nodes as f64 / 1e6,
            filled * 100 / capacity.max(1),
            self.started.elapsed().as_secs_f64()
        );
        let _ = err.flush();
    }

    fn finish(&mut self) {
        if self.shown {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r{:120}\r", "");
            let _ = err.flush();
            self.shown = false;
        }
    }
}

/// The fast solver. Its tables persist across the duels it solves (keys do not depend on the
/// side: the side-S board is a corner of the side-11 board with the same adjacency).
pub struct Solver {
    table: Table<GameEntry>,
    paths: Table<PathEntry>,
    symmetries: Vec<Option<Box<Symmetries>>>,
    nodes: u64,
    path_nodes: u64,
    /// Move-ordering history: how often (weighted by region size) a move from one room to another
    /// was best or cut off.
    history: Vec<u32>,
    /// The explicit stacks of the two searches, kept to reuse their memory.
    game_stack: Vec<GameFrame>,
    path_stack: Vec<PathFrame>,
    progress: Progress,
}

/// The score range never exceeds the number of rooms.
const INFINITY: i32 = 1000;

impl Solver {
    /// A solver whose two tables together use at most `table_bytes` bytes; it shows progress on
    /// stderr during long solves when `progress` is set and stderr is a terminal.
    pub fn new(table_bytes: usize, progress: bool) -> Self {
        Solver {
            table: Table::new(table_bytes / 2),
            paths: Table::new(table_bytes / 2),
            symmetries: (0..=MAX_SIDE).map(|_| None).collect(),
            nodes: 0,
            path_nodes: 0,
            history: vec![0; MAX_ROOMS * MAX_ROOMS],
            game_stack: Vec::new(),
            path_stack: Vec::new(),
            progress: Progress {
                enabled: progress && std::io::stderr().is_terminal(),
                started: Instant::now(),
                shown: false,
                label: String::new(),
                window: (-INFINITY, INFINITY),
            },
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
    /// If `side` exceeds 11 or a room is not on the board (a parsed input never does that).
    pub fn solve(
        &mut self,
        side: usize,
        alma: usize,
        berthe: usize,
        free: Rooms,
        label: &str,
    ) -> i32 {
        if self.symmetries[side].is_none() {
            self.symmetries[side] = Some(Box::new(Symmetries::new(side)));
        }
        self.progress.started = Instant::now();
        self.progress.label = label.to_owned();
        let symmetries = self.symmetries[side].take();
        let mut context = Context {
            solver: self,
            symmetries: symmetries.as_deref(),
        };
        // MTD-style driver: null-window probes narrow [lower, upper] until it closes. Each
        // painter adds at most the free rooms, which bounds the value.
        let rooms_left = free.count_ones() as i32;
        let (mut lower, mut upper) = (-rooms_left, rooms_left);
        let mut guess = 0;
        while lower < upper {
            let beta = if guess == lower { guess + 1 } else { guess };
            context.solver.progress.window = (lower, upper);
            let value = context.search(alma, berthe, free, beta - 1, beta);
            if value < beta {
                upper = value;
            } else {
                lower = value;
            }
            guess = value;
        }
        self.symmetries[side] = symmetries;
        self.progress.finish();
        lower
    }
}

impl Solver {
    /// The move the table remembers as best (or as the cutoff) for the painter to move in
    /// `mover`, against `other` in `other`, with `free` rooms unpainted on the side-`side` board:
    /// a hint for move ordering, not a proof. `None` when the table holds no such position or the
    /// move is not legal there (split positions are never stored).
    pub fn remembered_move(
        &mut self,
        side: usize,
        mover: usize,
        other: usize,
        free: Rooms,
    ) -> Option<usize> {
        if self.symmetries[side].is_none() {
            self.symmetries[side] = Some(Box::new(Symmetries::new(side)));
        }
        let symmetries = self.symmetries[side].take();
        let context = Context {
            solver: self,
            symmetries: symmetries.as_deref(),
        };
        let region = reach(mover, free) | reach(other, free);
        let (key, key_mover, key_other, symmetry) = context.key(region, mover, other);
        let remembered = context
            .solver
            .table
            .find(mix(key, key_mover, key_other), |e| {
                e.matches(key, key_mover, key_other)
            })
            .map(|entry| match context.symmetries {
                Some(symmetries) => symmetries.inverse[symmetry][usize::from(entry.best)],
                None => entry.best,
            });
        self.symmetries[side] = symmetries;
        remembered
            .map(usize::from)
            .filter(|&m| NEIGHBOURS[mover] & free & bit(m) != 0)
    }
}

/// A game position being searched: its window, table key, bounds and moves.
#[derive(Clone, Copy)]
struct GameFrame {
    mover: u8,
    other: u8,
    free: Rooms,
    key: Rooms,
    key_mover: u8,
    key_other: u8,
    symmetry: u8,
    /// What was known before searching the moves: the value lies in [lower, upper].
    lower: i32,
    upper: i32,
    /// The window searched, narrowed by [lower, upper].
    low: i32,
    high: i32,
    moves: [u8; 3],
    count: u8,
    next: u8,
    best: i32,
    best_move: u8,
}

/// A longest-path position being searched: its bound, its steps and the best path so far.
#[derive(Clone, Copy)]
struct PathFrame {
    start: u8,
    region: Rooms,
    /// Only a length above `threshold` matters to the caller (-1: the exact length is wanted).
    threshold: i32,
    /// An upper bound on the length: the cheap one, then the sharp one once `sharpened`.
    bound: i32,
    sharpened: bool,
    /// (next room, the region reachable from it, a bound on the path through it).
    steps: [(u8, Rooms, i32); 3],
    count: u8,
    next: u8,
    /// The longest path proven so far (a lower bound).
    found: i32,
    /// The most any step tried or skipped can give (an upper bound once all are accounted).
    ceiling: i32,
    /// The threshold the step being searched was given.
    step_threshold: i32,
}

/// What entering a position gives: its value at once, or a frame to search.
enum Entered<F> {
    Value(i32),
    Search(F),
}

/// A solver borrowed for one duel, with that board's symmetries.
struct Context<'a> {
    solver: &'a mut Solver,
    symmetries: Option<&'a Symmetries>,
}

impl Context<'_> {
    fn tick(&mut self) {
        self.solver.nodes += 1;
        if self.solver.nodes & 0x3FFFF == 0 {
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

    /// The table key of a position and the symmetry that produced it (0 when none applies).
    fn key(&self, region: Rooms, mover: usize, other: usize) -> (Rooms, u8, u8, usize) {
        let mut best = (region, mover as u8, other as u8, 0);
        if let Some(sym) = self.symmetries
            && region.count_ones() >= SYMMETRY_MIN_ROOMS
        {
            for s in 1..6 {
                let image = (
                    sym.apply(s, region),
                    sym.maps[s][mover],
                    sym.maps[s][other],
                    s,
                );
                if (image.0, image.1, image.2) < (best.0, best.1, best.2) {
                    best = image;
                }
            }
        }
        best
    }

    /// The value for the mover, fail-soft: a result at most `alpha` is an upper bound, at least
    /// `beta` a lower bound, and in between exact. Alpha-beta over an explicit stack: each frame
    /// is a position whose moves are being tried, the child's value flows back into its parent.
    fn search(&mut self, mover: usize, other: usize, free: Rooms, alpha: i32, beta: i32) -> i32 {
        let mut stack = std::mem::take(&mut self.solver.game_stack);
        stack.clear();
        let mut returned = match self.enter(mover, other, free, alpha, beta) {
            Entered::Value(value) => return value,
            Entered::Search(frame) => {
                stack.push(frame);
                None
            }
        };
        let value = loop {
            let Some(frame) = stack.last_mut() else {
                unreachable!("the root frame returns before the stack empties")
            };
            if let Some(child) = returned.take() {
                let value = 1 - child;
                if value > frame.best {
                    frame.best = value;
                    frame.best_move = frame.moves[usize::from(frame.next) - 1];
                }
            }
            let floor = frame.low.max(frame.best);
            if floor < frame.high && frame.next < frame.count {
                let m = usize::from(frame.moves[usize::from(frame.next)]);
                frame.next += 1;
                // The other painter moves next; the mover now stands in `m`.
                let (next_mover, next_free, high) = (frame.other, frame.free & !bit(m), frame.high);
                match self.enter(usize::from(next_mover), m, next_free, 1 - high, 1 - floor) {
                    Entered::Value(value) => returned = Some(value),
                    Entered::Search(child) => stack.push(child),
                }
                continue;
            }
            let done = *frame;
            stack.pop();
            let value = self.finish(&done);
            if stack.is_empty() {
                break value;
            }
            returned = Some(value);
        };
        self.solver.game_stack = stack;
        value
    }

    /// Starts searching a position: its value when the split, the bounds or the table settle it
    /// for the window (alpha, beta), else its frame with the moves in order.
    fn enter(
        &mut self,
        mover: usize,
        other: usize,
        free: Rooms,
        alpha: i32,
        beta: i32,
    ) -> Entered<GameFrame> {
        self.tick();
        let mine = reach(mover, free);
        let theirs = reach(other, free);
        if mine & theirs == 0 {
            return Entered::Value(self.split_value(mover, mine, other, theirs, alpha, beta));
        }
        let mut lower = -(path_bound(other, theirs) as i32);
        let mut upper = path_bound(mover, mine) as i32;
        if upper <= alpha {
            return Entered::Value(upper);
        }
        if lower >= beta {
            return Entered::Value(lower);
        }
        let region = mine | theirs;
        let (key, key_mover, key_other, symmetry) = self.key(region, mover, other);
        let hash = mix(key, key_mover, key_other);
        let mut first = None;
        if let Some(entry) = self
            .solver
            .table
            .find(hash, |e| e.matches(key, key_mover, key_other))
        {
            lower = lower.max(i32::from(entry.lower));
            upper = upper.min(i32::from(entry.upper));
            first = Some(match self.symmetries {
                Some(symmetries) => symmetries.inverse[symmetry][usize::from(entry.best)],
                None => entry.best,
            });
            if lower >= beta || lower == upper {
                return Entered::Value(lower);
            }
            if upper <= alpha {
                return Entered::Value(upper);
            }
        }
        let options = NEIGHBOURS[mover] & free;
        let mut moves = [0u8; 3];
        let mut count = 0;
        if let Some(m) = first.filter(|&m| options & bit(usize::from(m)) != 0) {
            moves[0] = m;
            count = 1;
        }
        let ordered_from = count;
        for m in rooms(options) {
            if moves[..ordered_from].first() != Some(&(m as u8)) {
                moves[count] = m as u8;
                count += 1;
            }
        }
        let history = &self.solver.history[mover * MAX_ROOMS..(mover + 1) * MAX_ROOMS];
        moves[ordered_from..count]
            .sort_unstable_by_key(|&m| std::cmp::Reverse(history[usize::from(m)]));
        Entered::Search(GameFrame {
            mover: mover as u8,
            other: other as u8,
            free,
            key,
            key_mover,
            key_other,
            symmetry: symmetry as u8,
            lower,
            upper,
            low: alpha.max(lower),
            high: beta.min(upper),
            moves,
            count: count as u8,
            next: 0,
            best: -INFINITY,
            best_move: moves[0],
        })
    }

    /// Ends a position whose moves are searched: records what is now known in the table and the
    /// move history, and returns the fail-soft value.
    fn finish(&mut self, frame: &GameFrame) -> i32 {
        let best = frame.best;
        let (found_lower, found_upper) = if best >= frame.high {
            (best, INFINITY)
        } else if best <= frame.low {
            (-INFINITY, best)
        } else {
            (best, best)
        };
        let region = frame.key;
        if best > frame.low {
            let size = region.count_ones();
            let slot = &mut self.solver.history
                [usize::from(frame.mover) * MAX_ROOMS + usize::from(frame.best_move)];
            *slot = slot.saturating_add(size * size);
        }
        let new_lower = frame.lower.max(found_lower);
        let new_upper = frame.upper.min(found_upper);
        debug_assert!(new_lower <= new_upper);
        let stored_move = match self.symmetries {
            Some(symmetries) => {
                symmetries.maps[usize::from(frame.symmetry)][usize::from(frame.best_move)]
            }
            None => frame.best_move,
        };
        let (key, key_mover, key_other) = (frame.key, frame.key_mover, frame.key_other);
        self.solver.table.insert(
            GameEntry {
                region: split(key),
                mover: key_mover,
                other: key_other,
                lower: new_lower as i8,
                upper: new_upper as i8,
                best: stored_move,
                work: region.count_ones() as u8,
            },
            |e| e.matches(key, key_mover, key_other),
        );
        best
    }

    /// The value once the regions are apart: the mover's longest path minus the other's. The
    /// smaller region is solved exactly first; the larger one only as far as the window needs
    /// (its bound first, then a search with the matching threshold), and a value outside the
    /// window is returned as a bound (fail-soft).
    fn split_value(
        &mut self,
        mover: usize,
        mine: Rooms,
        other: usize,
        theirs: Rooms,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if mine.count_ones() <= theirs.count_ones() {
            // The value lies in [own - bound(other), own].
            let own = self.longest(mover, mine) as i32;
            let lowest = own - sharp_bound(other, theirs) as i32;
            if own <= alpha {
                return own;
            }
            if lowest >= beta {
                return lowest;
            }
            // Only whether their path exceeds own - beta matters beyond the window.
            own - self.longest_above(other, theirs, own - beta)
        } else {
            // The value lies in [-their, bound(mover) - their].
            let their = self.longest(other, theirs) as i32;
            let highest = sharp_bound(mover, mine) as i32 - their;
            if -their >= beta {
                return -their;
            }
            if highest <= alpha {
                return highest;
            }
            // Only whether the mover's path exceeds alpha + their matters below the window.
            self.longest_above(mover, mine, alpha + their) - their
        }
    }

    /// The most rooms a painter at `start` can add along a simple path through `region` (the free
    /// rooms reachable from `start`), exactly.
    fn longest(&mut self, start: usize, region: Rooms) -> u32 {
        self.longest_above(start, region, -1) as u32
    }

    /// The longest path from `start` through `region` when it exceeds `threshold`; otherwise an
    /// upper bound on it that is at most `threshold` (fail-soft, like alpha in alpha-beta).
    ///
    /// Depth-first over an explicit stack. A step is searched with the threshold
    /// `max(threshold, found) - 1`, since only a longer path than the best proven (or than what
    /// the caller needs) matters; steps whose bound cannot pass it are skipped. The result is
    /// exact when above `threshold`: every step then is proven no longer than it.
    fn longest_above(&mut self, start: usize, region: Rooms, threshold: i32) -> i32 {
        let mut stack = std::mem::take(&mut self.solver.path_stack);
        stack.clear();
        let mut returned = match self.enter_path(start, region, threshold) {
            Entered::Value(value) => return value,
            Entered::Search(frame) => {
                stack.push(frame);
                None
            }
        };
        let length = loop {
            let Some(frame) = stack.last_mut() else {
                unreachable!("the root frame returns before the stack empties")
            };
            if let Some(child) = returned.take() {
                if child > frame.step_threshold {
                    frame.found = frame.found.max(1 + child);
                }
                frame.ceiling = frame.ceiling.max(1 + child);
            }
            let mut child = None;
            while frame.next < frame.count && frame.found < frame.bound {
                let floor = frame.threshold.max(frame.found);
                if frame.bound <= floor {
                    break;
                }
                let (next, rest, step_bound) = frame.steps[usize::from(frame.next)];
                if step_bound <= floor {
                    frame.ceiling = frame.ceiling.max(step_bound);
                    frame.next += 1;
                    continue;
                }
                if frame.found > 0 && !frame.sharpened {
                    // Another step is needed: the block bound may show the best is already met.
                    frame.sharpened = true;
                    let sharp = sharp_bound(usize::from(frame.start), frame.region) as i32;
                    frame.bound = frame.bound.min(sharp);
                    continue;
                }
                frame.next += 1;
                frame.step_threshold = floor - 1;
                child = Some((usize::from(next), rest, floor - 1));
                break;
            }
            if let Some((next, rest, step_threshold)) = child {
                match self.enter_path(next, rest, step_threshold) {
                    Entered::Value(value) => returned = Some(value),
                    Entered::Search(child) => stack.push(child),
                }
                continue;
            }
            let done = *frame;
            stack.pop();
            let (lower, upper) = if done.found > done.threshold || done.found >= done.bound {
                (done.found, done.found)
            } else if done.next == done.count {
                (done.found, done.ceiling.min(done.bound))
            } else {
                (done.found, done.bound)
            };
            if done.region.count_ones() >= PATH_MEMO_MIN_ROOMS {
                let region = done.region;
                let start = done.start;
                self.solver.paths.insert(
                    PathEntry {
                        region: split(region),
                        start,
                        lower: lower as u8,
                        upper: upper as u8,
                        stored: true,
                    },
                    |e| e.region == split(region) && e.start == start,
                );
            }
            if stack.is_empty() {
                break upper;
            }
            returned = Some(upper);
        };
        self.solver.path_stack = stack;
        length
    }

    /// Starts a longest-path position for a caller that needs more than `threshold`: its length
    /// (or a bound at most `threshold`) when trivial, memoised or bounded, else its frame with the
    /// steps ordered by their bounds, most promising first.
    fn enter_path(&mut self, start: usize, region: Rooms, threshold: i32) -> Entered<PathFrame> {
        if region & region.wrapping_sub(1) == 0 {
            return Entered::Value(region.count_ones() as i32);
        }
        let mut found = 0;
        if let Some((lower, upper)) = self.known_path(start, region) {
            if lower == upper || upper <= threshold {
                return Entered::Value(upper);
            }
            found = lower;
        }
        self.solver.path_nodes += 1;
        if self.solver.path_nodes & 0x3FFFF == 0 {
            self.report();
        }
        // The cheap bound first; the block bound only if a second step must be tried.
        let bound = path_bound(start, region) as i32;
        if bound <= threshold {
            return Entered::Value(bound);
        }
        let mut steps = [(0u8, 0 as Rooms, 0i32); 3];
        let mut count = 0;
        let options = NEIGHBOURS[start] & region;
        if options & options.wrapping_sub(1) == 0 {
            // One step only: every room of the region is reached through it, so the rest is the
            // region without it, and its bound is the region's.
            let next = options.trailing_zeros() as usize;
            steps[0] = (next as u8, region & !bit(next), bound);
            count = 1;
        } else {
            for next in rooms(options) {
                let rest = reach(next, region & !bit(next));
                steps[count] = (next as u8, rest, 1 + path_bound(next, rest) as i32);
                count += 1;
            }
            steps[..count].sort_unstable_by_key(|s| std::cmp::Reverse(s.2));
        }
        Entered::Search(PathFrame {
            start: start as u8,
            region,
            threshold,
            bound,
            sharpened: false,
            steps,
            count: count as u8,
            next: 0,
            found,
            ceiling: found,
            step_threshold: 0,
        })
    }

    /// The interval memoised for the longest path from `start` through `region`.
    fn known_path(&self, start: usize, region: Rooms) -> Option<(i32, i32)> {
        if region.count_ones() < PATH_MEMO_MIN_ROOMS {
            return None;
        }
        let hash = mix(region, start as u8, 0xA5);
        let matches = |e: &PathEntry| e.region == split(region) && e.start == start as u8;
        self.solver
            .paths
            .find(hash, matches)
            .map(|entry| (i32::from(entry.lower), i32::from(entry.upper)))
    }
}
