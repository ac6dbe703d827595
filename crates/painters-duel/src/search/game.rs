//! The game search: fail-soft negamax alpha-beta over the table of value intervals.
//!
//! - **Bounds in play.** The opponent only removes rooms, so the mover paints at most the path
//!   bound of her own region, and the other at most hers: the value lies in
//!   [-bound(other), bound(mover)], which settles windows it misses.
//! - **Table.** Each entry keeps an interval [lower, upper] that holds the value: an exact entry
//!   has lower = upper, a fail-high result raises lower (a lower bound), a fail-low one lowers
//!   upper (an upper bound). Entries are replaced (the one with the smallest region first) but
//!   never misread, since keys are compared whole.
//! - **Move ordering** (the table's best move, then by territory ([`super::order`]) in large
//!   regions, else a history of moves that were best, weighted by the region's size squared)
//!   changes only the speed: every move is still searched unless a
//!   cutoff proves it cannot matter.
//! - **The split** ([`super::split`]): a position where no free room is reachable by both is never
//!   searched nor stored; its value is two longest paths.

use super::busy::mark_of;
use super::lockless::{Words, region_from_words, region_words};
use super::order::{VORONOI_MIN_ROOMS, by_territory};
use super::pocket::{pocket, pocket_path};
use super::stack::{Entered, Frame};
use super::{Context, INFINITY, Key};
use crate::board::{path_bound, reach, rooms};
use crate::rooms::RoomSet;
use crate::table::Slot;

/// A transposition-table entry: the full key and the interval known to hold the value.
#[derive(Clone, Copy, Default)]
pub(super) struct GameEntry<R: RoomSet> {
    region: R::Packed,
    mover: u8,
    other: u8,
    /// The interval holding the value; values lie within ±121 up to side 11 (the rooms), so `i8`
    /// holds them; on the 144-room board [`stored`] weakens what does not fit.
    lower: i8,
    upper: i8,
    /// The best move (or the cutoff), as the key stores rooms.
    best: u8,
    /// The number of rooms of the region: what a full bucket keeps.
    work: u8,
}

/// A bound as an entry stores it. Up to side 11 every bound fits in `i8` (values lie within
/// ±121). On a wider set bounds are clamped to the `i8` range, which only weakens them but for
/// a lower bound clamped up to -128 or an upper one clamped down to 127: those two read back as
/// no bound at all ([`recalled_lower`], [`recalled_upper`]), so that a stored interval never
/// claims more than was proven.
fn stored<R: RoomSet>(bound: i32) -> i8 {
    if R::MAX_ROOMS <= 127 {
        bound as i8
    } else {
        bound.clamp(-128, 127) as i8
    }
}

/// A stored lower bound read back (`i8::MIN` is none on a wider set, see [`stored`]).
fn recalled_lower<R: RoomSet>(bound: i8) -> i32 {
    if R::MAX_ROOMS > 127 && bound == i8::MIN {
        -INFINITY
    } else {
        i32::from(bound)
    }
}

/// A stored upper bound read back (`i8::MAX` is none on a wider set, see [`stored`]).
fn recalled_upper<R: RoomSet>(bound: i8) -> i32 {
    if R::MAX_ROOMS > 127 && bound == i8::MAX {
        INFINITY
    } else {
        i32::from(bound)
    }
}

impl<R: RoomSet> GameEntry<R> {
    fn matches(&self, key: &Key<R>) -> bool {
        self.region == key.region.pack() && self.mover == key.mover && self.other == key.other
    }
}

impl<R: RoomSet> Slot for GameEntry<R> {
    fn is_empty(&self) -> bool {
        // The two painters never stand in one room.
        self.mover == self.other
    }
    fn hash(&self) -> u64 {
        R::unpack(self.region).hash_with(self.mover, self.other)
    }
    fn work(&self) -> u8 {
        self.work
    }
}

impl<R: RoomSet> Words for GameEntry<R> {
    /// The region's rooms 128..144, the mover's room and the other's.
    const KEY_MASK: u64 = 0xFFFF_FFFF;
    fn to_words(&self) -> [u64; 3] {
        let (lower, upper) = (self.lower as u8, self.upper as u8);
        let bytes = [self.mover, self.other, lower, upper, self.best, self.work];
        region_words(R::unpack(self.region), &bytes)
    }
    fn from_words(words: [u64; 3]) -> Self {
        let byte = |k: usize| (words[2] >> (16 + 8 * k)) as u8;
        GameEntry {
            region: region_from_words::<R>(words),
            mover: byte(0),
            other: byte(1),
            lower: byte(2) as i8,
            upper: byte(3) as i8,
            best: byte(4),
            work: byte(5),
        }
    }
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
    pub(super) mover: usize,
    pub(super) other: usize,
    pub(super) free: R,
    pub(super) alpha: i32,
    pub(super) beta: i32,
}

/// A game position being searched: its window, table key, bounds and moves.
#[derive(Clone, Copy)]
pub(super) struct GameFrame<R: RoomSet> {
    mover: u8,
    other: u8,
    free: R,
    key: Key<R>,
    /// What was known before searching the moves: the value lies in [lower, upper].
    lower: i32,
    upper: i32,
    /// The window searched, narrowed by [lower, upper].
    low: i32,
    high: i32,
    moves: [u8; 3],
    count: u8,
    /// The next move in order, the moves put off for being searched by another thread (a bit
    /// per move), and the move being searched.
    next: u8,
    deferred: u8,
    current: u8,
    /// The position's mark while a team searches it (0: unmarked), [`super::busy`].
    mark: u64,
    best: i32,
    best_move: u8,
}

impl<R: RoomSet> GameFrame<R> {
    /// The next move to search: in order, except that a move into a position that another
    /// thread of the team is searching waits until its siblings are done ([`super::busy`]; the
    /// first move too, unlike ABDADA's eldest son: with at most two moves to a position, the
    /// threads would otherwise stay in step). Only the order changes: every move is searched.
    fn pick(&mut self, context: &Context<'_, R>) -> Option<usize> {
        while self.next < self.count {
            let i = usize::from(self.next);
            self.next += 1;
            let m = usize::from(self.moves[i]);
            let child = || mark_of(self.free & !R::bit(m), usize::from(self.other), m);
            if self.mark != 0 && context.is_busy(child()) {
                self.deferred |= 1 << i;
                continue;
            }
            return Some(i);
        }
        if self.deferred == 0 {
            return None;
        }
        let i = self.deferred.trailing_zeros() as usize;
        self.deferred &= self.deferred - 1;
        Some(i)
    }
}

impl<'a, R: RoomSet> Frame<Context<'a, R>> for GameFrame<R> {
    type Child = Position<R>;

    /// The value of a position when the split, the bounds or the table settle it for the window,
    /// else its frame with the moves in order.
    fn enter(context: &mut Context<'a, R>, position: Position<R>) -> Entered<Self> {
        let Position {
            mover,
            other,
            free,
            alpha,
            beta,
        } = position;
        context.tick();
        if context.solver.stopped {
            // Another thread has the answer: unwind without searching (nothing is recorded).
            return Entered::Value(0);
        }
        let mine = reach(mover, free);
        let theirs = reach(other, free);
        if (mine & theirs).is_empty() {
            // Marked too: a large split's longest paths are worth leaving to one thread.
            let mark = context.mark_busy((mine | theirs).count(), free, mover, other);
            let value = context.split_value(mover, mine, other, theirs, alpha, beta);
            context.unmark_busy(mark);
            return Entered::Value(value);
        }
        let mut lower = -(path_bound(other, theirs) as i32);
        let mut upper = path_bound(mover, mine) as i32;
        // Each painter is sure of a path through her pocket ([`super::pocket`]).
        upper -= pocket_path(other, pocket(other, theirs, mine));
        lower += pocket_path(mover, pocket(mover, mine, theirs));
        if upper <= alpha {
            return Entered::Value(upper);
        }
        if lower >= beta {
            return Entered::Value(lower);
        }
        let key = Key::new(context.symmetries, mine | theirs, mover, other);
        let known = context.recall(&key);
        if let Some(known) = &known {
            lower = lower.max(known.lower);
            upper = upper.min(known.upper);
            if lower >= beta || lower == upper {
                return Entered::Value(lower);
            }
            if upper <= alpha {
                return Entered::Value(upper);
            }
        }
        let remembered = known.as_ref().map(|k| k.best);
        let (mut moves, count) = context.ordered_moves(mover, free, remembered);
        if (mine | theirs).count() >= VORONOI_MIN_ROOMS {
            // The remembered move stays first; the others by territory.
            let from = usize::from(remembered == Some(moves[0]));
            by_territory(&mut moves[from..usize::from(count)], other, free);
        }
        let region = (mine | theirs).count();
        Entered::Search(GameFrame {
            mark: context.mark_busy(region, free, mover, other),
            deferred: 0,
            current: 0,
            mover: mover as u8,
            other: other as u8,
            free,
            key,
            lower,
            upper,
            low: alpha.max(lower),
            high: beta.min(upper),
            moves,
            count,
            next: 0,
            best: -INFINITY,
            best_move: moves[0],
        })
    }

    fn absorb(&mut self, child: i32) {
        // The child's value is the other's; the move painted one room.
        let value = 1 - child;
        if value > self.best {
            self.best = value;
            self.best_move = self.moves[usize::from(self.current)];
        }
    }

    fn next_child(&mut self, context: &mut Context<'a, R>) -> Option<Position<R>> {
        let floor = self.low.max(self.best);
        if floor >= self.high {
            return None;
        }
        let i = self.pick(context)?;
        self.current = i as u8;
        let m = usize::from(self.moves[i]);
        // The other painter moves next; the mover now stands in `m`.
        Some(Position {
            mover: usize::from(self.other),
            other: m,
            free: self.free & !R::bit(m),
            alpha: 1 - self.high,
            beta: 1 - floor,
        })
    }

    fn finish(self, context: &mut Context<'a, R>) -> i32 {
        if !context.solver.stopped {
            context.record(&self);
        }
        context.unmark_busy(self.mark);
        self.best
    }

    fn stack<'c>(context: &'c mut Context<'a, R>) -> &'c mut Vec<Self> {
        &mut context.solver.game_stack
    }
}

impl<R: RoomSet> Context<'_, R> {
    /// What the table holds for `key`, its move mapped back to the position.
    pub(super) fn recall(&self, key: &Key<R>) -> Option<Known> {
        let entry = self.solver.table.find(
            key.hash(),
            |e| e.matches(key),
            || region_words(key.region, &[key.mover, key.other]),
        )?;
        Some(Known {
            lower: recalled_lower::<R>(entry.lower),
            upper: recalled_upper::<R>(entry.upper),
            best: key.room_in_position(self.symmetries, entry.best),
        })
    }

    /// The mover's moves: `first` (the table's best) when legal, then the others by history.
    fn ordered_moves(&self, mover: usize, free: R, first: Option<u8>) -> ([u8; 3], u8) {
        let options = R::neighbours(mover) & free;
        let mut moves = [0u8; 3];
        let mut count = 0;
        if let Some(m) = first.filter(|&m| !(options & R::bit(usize::from(m))).is_empty()) {
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
        let rooms = R::MAX_ROOMS;
        let history = &self.solver.history[mover * rooms..(mover + 1) * rooms];
        moves[ordered_from..count]
            .sort_unstable_by_key(|&m| std::cmp::Reverse(history[usize::from(m)]));
        (moves, count as u8)
    }

    /// Records what searching `frame`'s moves proved, in the table and the move history.
    fn record(&mut self, frame: &GameFrame<R>) {
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
        let size = key.region.count();
        if best > frame.low {
            let slot = &mut self.solver.history
                [usize::from(frame.mover) * R::MAX_ROOMS + usize::from(frame.best_move)];
            *slot = slot.saturating_add(size * size);
        }
        let lower = frame.lower.max(found_lower);
        let upper = frame.upper.min(found_upper);
        debug_assert!(lower <= upper);
        self.solver.table.insert(
            GameEntry {
                region: key.region.pack(),
                mover: key.mover,
                other: key.other,
                lower: stored::<R>(lower),
                upper: stored::<R>(upper),
                best: key.room_in_key(self.symmetries, frame.best_move),
                work: size as u8,
            },
            |e| e.matches(&key),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every field of an entry comes back from its words, on both room sets.
    fn comes_back_from_words<R: RoomSet>(region: R, lower: i8, upper: i8) {
        let entry = GameEntry::<R> {
            region: region.pack(),
            mover: 143,
            other: 5,
            lower,
            upper,
            best: 142,
            work: 130,
        };
        let back = GameEntry::<R>::from_words(entry.to_words());
        assert_eq!(back.region, entry.region);
        assert_eq!(
            [back.mover, back.other, back.best, back.work],
            [143, 5, 142, 130]
        );
        assert_eq!((back.lower, back.upper), (lower, upper));
        assert!(GameEntry::<R>::from_words([0; 3]).is_empty());
    }

    #[test]
    fn entries_come_back_from_words() {
        use crate::wide::Wide;
        comes_back_from_words::<u128>(u128::MAX >> 7 ^ 0x1234_5678, -121, 121);
        comes_back_from_words::<Wide>(Wide::from_halves(u128::MAX ^ 1 << 77, 0xBEEF), -128, 127);
    }

    #[test]
    fn an_entry_takes_24_bytes() {
        // The packed key is the whole point of `PackedRooms` (and of `PackedWide`).
        assert_eq!(std::mem::size_of::<GameEntry<crate::board::Rooms>>(), 24);
        assert_eq!(std::mem::size_of::<GameEntry<crate::wide::Wide>>(), 24);
    }
}
