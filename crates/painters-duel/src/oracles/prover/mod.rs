//! A second source of truth, written apart from [`crate::solver::search`]: null-window proofs that a
//! duel's value is at least `v`, and that it is below `v + 1`, each by a plain alpha-beta over
//! yes/no questions.
//!
//! It shares no code of the main search's pruning: it calls nothing of [`crate::solver::search`]
//! nor the bounds of [`crate::solver::board`], only the room-set type and its neighbour tables.
//! Some of its ideas are the main search's too (a path bound by the two kinds of triangle and dead ends, a sure path
//! as a lower bound, an order by nearer rooms), each written again here, in its own form; the
//! main search's block bound, symmetry, MTD driver and settling walks in longest-path positions
//! have no counterpart. What it uses, each argued here:
//! - **Questions.** `at_least(position, need)`: does the painter to move end with at least `need`
//!   more rooms than the other from here on? Alma maximises, Berthe minimises; a painter with no
//!   move skips, and the game ends when neither can move (the rules, as in
//!   [`crate::oracles::brute`]).
//! - **Memo.** Each position keeps an interval known to hold its value: a yes raises the lower
//!   end to `need`, a no lowers the upper end to `need - 1`. Keys are whole (free rooms, both
//!   rooms, whose turn), so nothing is misread; when the memo outgrows its budget it is emptied,
//!   which costs time only.
//! - **Apart.** When no free room is reachable by both painters, neither can touch the other's
//!   rooms, so each paints a longest simple path of her own region: the value is the difference
//!   of two longest paths, asked of [`paths`] as threshold questions (the smaller region's path
//!   exactly, then whether the other's reaches what the question needs).
//! - **Bounds in play.** A painter adds at most `paths::reach_bound` of the rooms she reaches
//!   (alternation of the two kinds of triangle, one dead end at most), counted from her reachable
//!   set, which only shrinks. She adds at least a path through her *sure* rooms: those she
//!   reaches without entering any room the other reaches (the other can never enter them, so that
//!   path stays hers whatever happens). Each question the two bounds already answer is cut.
//!
//! Move order changes only the time, never an answer (every move is tried until one proves the
//! question): the prover's own guess is the move after which the mover is nearer than the other
//! to the most rooms (`order`),
//! and a caller may give a hint first ([`Prover::with_hints`], such as the main search's table's
//! best moves: a wrong hint costs time, never a wrong proof).
//!
//! Recursion depth is at most the number of rooms (169), one frame per painted room.

use std::hash::Hash;

use rustc_hash::FxHashMap;

use crate::solver::rooms::RoomSet;

pub mod order;
pub mod paths;

/// Positions the memo holds before it is emptied.
const MEMO_LIMIT: usize = 20_000_000;

/// A move to try first in a position (mover's room, other's room, free rooms), if any.
pub type Hint<'h, R> = Box<dyn FnMut(usize, usize, R) -> Option<usize> + 'h>;

/// The prover: its memos persist across the questions it is asked about one board.
pub struct Prover<'h, R: RoomSet + Hash> {
    /// (rooms either reaches, mover's room, other's room) -> the interval holding the mover's
    /// value.
    games: FxHashMap<(R, u8, u8), (i16, i16)>,
    /// (region, start) -> an interval holding the longest simple path's length from `start`
    /// through `region`.
    paths: FxHashMap<(R, u8), (u8, u8)>,
    /// The rooms whose triangle points up.
    pub upward: R,
    /// Game positions and longest-path positions searched.
    nodes: u64,
    /// Where a caller's hints come from, if anywhere.
    hint: Option<Hint<'h, R>>,
}

impl<R: RoomSet + Hash> Default for Prover<'_, R> {
    fn default() -> Self {
        Self::new()
    }
}

impl<'h, R: RoomSet + Hash> Prover<'h, R> {
    /// A prover with empty memos.
    pub fn new() -> Self {
        Prover {
            games: FxHashMap::default(),
            paths: FxHashMap::default(),
            upward: upward_rooms(),
            nodes: 0,
            hint: None,
        }
    }

    /// A prover that tries `hint`'s move first in each position where it names a legal one.
    pub fn with_hints(hint: Hint<'h, R>) -> Self {
        Prover {
            hint: Some(hint),
            ..Self::new()
        }
    }

    /// The positions searched so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether Alma (in `alma`, to move) ends at least `v` ahead of Berthe (in `berthe`), the two
    /// start rooms counted and `free` still to paint.
    pub fn alma_at_least(&mut self, alma: usize, berthe: usize, free: R, v: i32) -> bool {
        // The start rooms count one each, so the rooms still to paint decide alone.
        self.at_least(alma, berthe, free, v)
    }

    /// The value by proofs: bisection on `alma_at_least` between the bounds of the free rooms.
    pub fn value(&mut self, alma: usize, berthe: usize, free: R) -> i32 {
        let rooms = free.count() as i32;
        // The value lies in [low, high].
        let (mut low, mut high) = (-rooms, rooms);
        while low < high {
            let middle = low + (high - low + 1) / 2;
            if self.alma_at_least(alma, berthe, free, middle) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        low
    }

    /// Whether the value is exactly `claimed`: proofs of `>= claimed` and of `< claimed + 1`.
    pub fn confirms(&mut self, alma: usize, berthe: usize, free: R, claimed: i32) -> bool {
        self.alma_at_least(alma, berthe, free, claimed)
            && !self.alma_at_least(alma, berthe, free, claimed + 1)
    }

    /// Whether the painter to move (in `mover`) ends at least `need` rooms ahead of the other.
    fn at_least(&mut self, mover: usize, other: usize, free: R, need: i32) -> bool {
        self.nodes += 1;
        let mine = flood(mover, free);
        let theirs = flood(other, free);
        if (mine & theirs).is_empty() {
            return self.apart_at_least(mover, mine, other, theirs, need);
        }
        // Both can move here (each reaches a common free room, so she has a free neighbour).
        let sure_mine = paths::walk(mover, flood(mover, mine & !theirs));
        let sure_theirs = paths::walk(other, flood(other, theirs & !mine));
        let mut lower = sure_mine - paths::reach_bound(other, theirs, self.upward);
        let mut upper = paths::reach_bound(mover, mine, self.upward) - sure_theirs;
        // Rooms neither can reach are never painted: the rooms either reaches play the same.
        let key = (mine | theirs, mover as u8, other as u8);
        if let Some(&(low, high)) = self.games.get(&key) {
            lower = lower.max(i32::from(low));
            upper = upper.min(i32::from(high));
        }
        if lower >= need {
            return true;
        }
        if upper < need {
            return false;
        }
        let proven = self.some_move_wins(mover, other, free, need);
        if self.games.len() >= MEMO_LIMIT {
            self.games.clear();
        }
        let entry = if proven {
            (need.max(lower), upper)
        } else {
            (lower, (need - 1).min(upper))
        };
        self.games.insert(key, (entry.0 as i16, entry.1 as i16));
        proven
    }

    /// Whether the mover's longest path through `mine` exceeds the other's through `theirs` by at
    /// least `need` (the regions are apart).
    fn apart_at_least(
        &mut self,
        mover: usize,
        mine: R,
        other: usize,
        theirs: R,
        need: i32,
    ) -> bool {
        let (mine_low, mine_high) = self.path_interval(mover, mine);
        let (theirs_low, theirs_high) = self.path_interval(other, theirs);
        if mine_low - theirs_high >= need {
            return true;
        }
        if mine_high - theirs_low < need {
            return false;
        }
        if mine.count() <= theirs.count() {
            // Hers must not reach own - need + 1.
            let own = self.longest(mover, mine) as i32;
            !self.path_at_least(other, theirs, own - need + 1)
        } else {
            let their = self.longest(other, theirs) as i32;
            self.path_at_least(mover, mine, need + their)
        }
    }

    /// Whether some move of the mover gets her `need` ahead: the move paints one room, and the
    /// other then moves from her room.
    fn some_move_wins(&mut self, mover: usize, other: usize, free: R, need: i32) -> bool {
        let mut moves: Vec<(std::cmp::Reverse<i32>, usize)> = Vec::with_capacity(3);
        let mut options = R::neighbours(mover) & free;
        while !options.is_empty() {
            let room = options.lowest();
            options = options.without_lowest();
            // Try first the move after which the mover is nearer to the most rooms (a guess;
            // every move is tried until one wins).
            let after = free & !R::bit(room);
            let balance = order::nearer_balance(room, other, after);
            moves.push((std::cmp::Reverse(balance), room));
        }
        moves.sort_unstable();
        let hinted = self.hint.as_mut().and_then(|hint| hint(mover, other, free));
        if let Some(at) = moves.iter().position(|&(_, room)| Some(room) == hinted) {
            moves[..=at].rotate_right(1);
        }
        // After the move the mover is `1 - g` ahead, g the other's value: at least `need` when
        // g is not at least `2 - need`. A stuck other is a position apart (her region is empty),
        // whose value counts the mover's moves to come: her skip needs no case of its own.
        moves
            .into_iter()
            .any(|(_, room)| !self.at_least(other, room, free & !R::bit(room), 2 - need))
    }
}

/// The free rooms reachable from `start` through free rooms (breadth-first, one ring at a time).
pub fn flood<R: RoomSet>(start: usize, free: R) -> R {
    let mut seen = R::EMPTY;
    let mut ring = R::bit(start);
    while !ring.is_empty() {
        let mut next = R::EMPTY;
        let mut rest = ring;
        while !rest.is_empty() {
            next |= R::neighbours(rest.lowest());
            rest = rest.without_lowest();
        }
        ring = next & free & !seen;
        seen |= ring;
    }
    seen
}

/// The upward triangles (even places in their row) of the largest board of `R`.
fn upward_rooms<R: RoomSet>() -> R {
    let mut set = R::EMPTY;
    for row in 0..R::MAX_SIDE {
        for place in (0..=2 * row).step_by(2) {
            set |= R::bit(row * row + place);
        }
    }
    set
}
