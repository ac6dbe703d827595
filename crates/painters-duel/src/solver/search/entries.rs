//! What the search's two tables hold: a game position's interval of values with its best move,
//! and a longest path's interval of lengths, each under its whole key.
//!
//! Exact: an entry keeps an interval proven to hold the value (an exact entry has lower = upper),
//! and keys are compared whole, so a collision can only cost a miss, never a wrong answer.

use super::key::Key;
use crate::solver::rooms::RoomSet;
use crate::solver::table::Slot;

/// Beyond any value: the score range never exceeds the number of rooms.
pub const INFINITY: i32 = 1000;

/// A game table's entry: the full key and the interval known to hold the value.
#[derive(Clone, Copy, Default)]
pub struct GameEntry<R: RoomSet> {
    /// The key's region, packed.
    pub region: R::Packed,
    /// The key's room of the painter to move.
    pub mover: u8,
    /// The key's room of the other painter.
    pub other: u8,
    /// The interval holding the value; values lie within ±121 up to side 11 (the rooms), so `i8`
    /// holds them; on the 144- and 169-room boards `stored` weakens what does not fit.
    pub lower: i8,
    /// The interval's upper end.
    pub upper: i8,
    /// The best move (or the cutoff), as the key stores rooms.
    pub best: u8,
    /// The search the entry saves, as the bit length of the positions its search took: what a
    /// full bucket keeps.
    pub work: u8,
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
    /// The entry for `key`: its value lies in [lower, upper], `best` its best move (or the
    /// cutoff) as the key stores rooms, found by a search of `searched` game positions.
    ///
    /// A full bucket keeps the entries whose searches were largest: a table that fills up on a
    /// hard root then keeps what would cost most to search again (on the open side-12 roots
    /// that fill it, 15-32% fewer positions than keeping those of the largest regions).
    pub fn new(key: &Key<R>, lower: i32, upper: i32, best: u8, searched: u64) -> Self {
        GameEntry {
            region: key.region.pack(),
            mover: key.mover,
            other: key.other,
            lower: stored::<R>(lower),
            upper: stored::<R>(upper),
            best,
            work: (u64::BITS - searched.leading_zeros()) as u8,
        }
    }

    /// Whether the entry is stored under `key`.
    pub fn has_key(&self, key: &Key<R>) -> bool {
        self.region == key.region.pack() && self.mover == key.mover && self.other == key.other
    }

    /// Whether the two entries have one key.
    pub fn same_key(&self, other: &Self) -> bool {
        self.region == other.region && self.mover == other.mover && self.other == other.other
    }

    /// The interval known to hold the value.
    pub fn interval(&self) -> (i32, i32) {
        (
            recalled_lower::<R>(self.lower),
            recalled_upper::<R>(self.upper),
        )
    }

    /// The best move (or the cutoff), as the key stores rooms.
    pub fn best(&self) -> u8 {
        self.best
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

/// A memoised longest path: the full key (region, start) and an interval holding its length.
#[derive(Clone, Copy, Default)]
pub struct PathEntry<R: RoomSet> {
    /// The key's region, packed.
    pub region: R::Packed,
    /// The key's start room.
    pub start: u8,
    /// The longest path's length lies in [lower, upper] (equal when known exactly).
    pub lower: u8,
    /// The interval's upper end.
    pub upper: u8,
    /// Whether the entry holds a path (a default entry does not).
    pub stored: bool,
}

/// The hash of a longest-path key (the constant keeps it apart from a game key's).
pub fn path_hash<R: RoomSet>(start: usize, region: R) -> u64 {
    region.hash_with(start as u8, 0xA5)
}

impl<R: RoomSet> PathEntry<R> {
    /// The entry for the longest path from `start` through `region`, of length in
    /// [lower, upper].
    pub fn new(start: usize, region: R, lower: i32, upper: i32) -> Self {
        PathEntry {
            region: region.pack(),
            start: start as u8,
            lower: lower as u8,
            upper: upper as u8,
            stored: true,
        }
    }

    /// Whether the entry is stored under (`start`, `region`).
    pub fn has_key(&self, start: usize, region: R) -> bool {
        self.region == region.pack() && self.start == start as u8
    }

    /// Whether the two entries have one key.
    pub fn same_key(&self, other: &Self) -> bool {
        self.region == other.region && self.start == other.start
    }

    /// The interval known to hold the length.
    pub fn interval(&self) -> (i32, i32) {
        (i32::from(self.lower), i32::from(self.upper))
    }
}

impl<R: RoomSet> Slot for PathEntry<R> {
    fn is_empty(&self) -> bool {
        !self.stored
    }
    fn hash(&self) -> u64 {
        path_hash(usize::from(self.start), R::unpack(self.region))
    }
    fn work(&self) -> u8 {
        R::unpack(self.region).count() as u8
    }
}
