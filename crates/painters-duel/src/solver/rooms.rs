//! The set of rooms as a type the search is generic over: `u128` for sides up to 11 (121 rooms,
//! the fast path), [`Wide`](crate::solver::wide::Wide) (144 bits) for side 12 and
//! [`Wide13`](crate::solver::wide::Wide13) (169 bits) for side 13, chosen once per input
//! ([`crate::solver::parallel::solve_all`]).
//!
//! The trait holds only what the search and the board's bounds use: bit operations, the shifts
//! of [`crate::solver::board::dead_ends`], the neighbour and kind tables of the largest board the
//! type holds, counting and iterating, a hash, and a packed form for table entries. On `u128`
//! every method is one integer operation or table read, inlined, so sides up to 11 compile to
//! plain integer code.

use std::fmt::Debug;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

use crate::solver::geometry::{
    self, NEIGHBOUR_LIST, NEIGHBOURS, ROW_FIRST, ROW_LAST, Rooms, UPWARD,
};
use crate::solver::table::{PackedRooms, mix};

/// A set of rooms of the triangle of side up to [`RoomSet::MAX_SIDE`], one bit per room (room
/// (r, j) is bit r^2 + j, as in [`crate::solver::board`]).
pub trait RoomSet:
    Copy
    + Eq
    + Ord
    + Default
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
{
    /// The largest side whose rooms the set holds.
    const MAX_SIDE: usize;
    /// The rooms of that side, `MAX_SIDE^2`.
    const MAX_ROOMS: usize;
    /// The bytes the set is read in by the symmetries' lookup tables.
    const BYTES: usize;
    /// The 64-bit words an entry of a team's shared table takes: 3 while the set and six bytes
    /// fit in 192 bits (up to 144 rooms), else 4.
    const ENTRY_WORDS: usize;
    /// The empty set.
    const EMPTY: Self;
    /// The set as a table entry stores it (aligned to less than 16 bytes, so entries stay small).
    type Packed: Copy + Default + Eq + Debug;

    /// The packed form of the set.
    fn pack(self) -> Self::Packed;
    /// The set a packed form holds.
    fn unpack(packed: Self::Packed) -> Self;
    /// The rooms of a set given as its rooms below 128 and its rooms 128 and up (a
    /// [`crate::solver::wide::Wide`]'s halves) that this type holds: all of them when they lie on
    /// the side-`MAX_SIDE` board. Halves, not a `Wide`, so that this trait needs nothing of that type.
    fn from_halves(low: u128, high: u64) -> Self;
    /// The set's rooms below 128 and its rooms 128 and up, the inverse of
    /// [`RoomSet::from_halves`].
    fn halves(self) -> (u128, u64);
    /// The single-room set of `room`.
    fn bit(room: usize) -> Self;
    /// Whether `room` is in the set (cheaper than a test against [`RoomSet::bit`] on wide sets).
    #[inline(always)]
    fn has(self, room: usize) -> bool {
        !(self & Self::bit(room)).is_empty()
    }
    /// The rooms of the side-`side` triangle.
    fn board(side: usize) -> Self;
    /// The rooms sharing an edge with `room` on the largest board.
    fn neighbours(room: usize) -> Self;
    /// Those rooms as indices, ascending, `u8::MAX` where there are fewer than three.
    fn neighbour_list(room: usize) -> [u8; 3];
    /// The upward triangles of the largest board.
    fn upward() -> Self;
    /// The first room of each row.
    fn row_first() -> Self;
    /// The last room of each row.
    fn row_last() -> Self;
    /// The upward rooms of row `row` (0-based).
    fn up_row(row: usize) -> Self;
    /// The downward rooms of row `row` (0-based).
    fn down_row(row: usize) -> Self;
    /// The number of rooms.
    fn count(self) -> u32;
    /// The lowest room (the set must not be empty).
    fn lowest(self) -> usize;
    /// The set without its lowest room.
    fn without_lowest(self) -> Self;
    /// Whether the set holds no room.
    fn is_empty(self) -> bool;
    /// Whether the set holds at most one room.
    fn at_most_one(self) -> bool;
    /// Byte `b` of the set (rooms 8b to 8b + 7).
    fn byte(self, b: usize) -> u8;
    /// A 64-bit hash of the set with two small numbers.
    fn hash_with(self, a: u8, b: u8) -> u64;
    /// The rooms whose neighbour straight above or below is in the set.
    fn vertical(self) -> Self {
        vertical_by_rows(self)
    }
    /// The rooms sharing an edge with some room of the set.
    fn adjacent(self) -> Self {
        let (mut set, mut all) = (self, Self::EMPTY);
        while !set.is_empty() {
            all |= Self::neighbours(set.lowest());
            set = set.without_lowest();
        }
        all
    }
}

impl RoomSet for Rooms {
    const MAX_SIDE: usize = geometry::MAX_SIDE;
    const MAX_ROOMS: usize = geometry::MAX_ROOMS;
    const BYTES: usize = 16;
    const ENTRY_WORDS: usize = 3;
    const EMPTY: Self = 0;
    type Packed = PackedRooms;

    #[inline(always)]
    fn pack(self) -> PackedRooms {
        PackedRooms::pack(self)
    }
    #[inline(always)]
    fn unpack(packed: PackedRooms) -> Self {
        packed.unpack()
    }
    fn from_halves(low: u128, _high: u64) -> Self {
        low
    }
    fn halves(self) -> (u128, u64) {
        (self, 0)
    }
    #[inline(always)]
    fn bit(room: usize) -> Self {
        geometry::bit(room)
    }
    #[inline(always)]
    fn board(side: usize) -> Self {
        geometry::board(side)
    }
    #[inline(always)]
    fn neighbours(room: usize) -> Self {
        NEIGHBOURS[room]
    }
    #[inline(always)]
    fn neighbour_list(room: usize) -> [u8; 3] {
        NEIGHBOUR_LIST[room]
    }
    #[inline(always)]
    fn upward() -> Self {
        UPWARD
    }
    #[inline(always)]
    fn row_first() -> Self {
        ROW_FIRST
    }
    #[inline(always)]
    fn row_last() -> Self {
        ROW_LAST
    }
    #[inline(always)]
    fn up_row(row: usize) -> Self {
        geometry::UP_ROWS[row]
    }
    #[inline(always)]
    fn down_row(row: usize) -> Self {
        geometry::DOWN_ROWS[row]
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn lowest(self) -> usize {
        self.trailing_zeros() as usize
    }
    #[inline(always)]
    fn without_lowest(self) -> Self {
        self & (self - 1)
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self == 0
    }
    #[inline(always)]
    fn at_most_one(self) -> bool {
        self & self.wrapping_sub(1) == 0
    }
    #[inline(always)]
    fn byte(self, b: usize) -> u8 {
        (self >> (8 * b)) as u8
    }
    #[inline(always)]
    fn hash_with(self, a: u8, b: u8) -> u64 {
        mix(self, a, b)
    }
}

/// The rooms (of any set) whose neighbour straight above or below is in `set`, one row at a
/// time: row r's upward room at bit k is joined to bit k + 2r + 2. [`RoomSet::vertical`] by
/// default; a wide set has a cheaper one.
pub fn vertical_by_rows<R: RoomSet>(set: R) -> R {
    let mut out = R::EMPTY;
    for row in 0..R::MAX_SIDE - 1 {
        let shift = 2 * row + 2;
        out |= (set >> shift) & R::up_row(row);
        out |= (set << shift) & R::down_row(row + 1);
    }
    out
}
