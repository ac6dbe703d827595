//! [`Wide`]: a set of the 144 rooms of the side-12 triangle, as a `u128` of rooms 0..128 and a
//! `u16` of rooms 128..144, with the side-12 neighbour and kind tables built at compile time.
//!
//! Rooms are numbered as in [`crate::solver::board`] (room (r, j) is bit r^2 + j), so the side-S
//! board is a corner of the side-12 one with the same adjacency, and every room set of a smaller
//! side means the same rooms here.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

use crate::solver::geometry::{coordinates, index};
use crate::solver::rooms::RoomSet;
use crate::solver::table::mix;

/// The side of the board [`Wide`] holds.
pub use crate::solver::geometry::WIDE_SIDE;
/// Its rooms.
pub const WIDE_ROOMS: usize = crate::solver::geometry::ANY_ROOMS;

/// A set of rooms of the side-12 triangle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Wide {
    /// Rooms 0..128.
    lo: u128,
    /// Rooms 128..144.
    hi: u16,
}

impl Wide {
    /// The set of rooms 0..128 in `lo` and 128..144 in `hi`.
    pub const fn new(lo: u128, hi: u16) -> Self {
        Wide { lo, hi }
    }

    /// The set with `room` added (for the tables built at compile time).
    const fn with(self, room: usize) -> Self {
        if room < 128 {
            Wide::new(self.lo | 1 << room, self.hi)
        } else {
            Wide::new(self.lo, self.hi | 1 << (room - 128))
        }
    }

    /// The rooms below 128 as a `u128`.
    pub fn low(self) -> u128 {
        self.lo
    }

    /// The rooms 128..144 as a `u16` (room 128 is its lowest bit).
    pub fn high(self) -> u16 {
        self.hi
    }
}

impl From<u128> for Wide {
    fn from(lo: u128) -> Self {
        Wide::new(lo, 0)
    }
}

/// The neighbours of each room, ascending (above, left, right, below), `u8::MAX` for none.
const fn neighbour_lists() -> [[u8; 3]; WIDE_ROOMS] {
    let mut lists = [[u8::MAX; 3]; WIDE_ROOMS];
    let mut room = 0;
    while room < WIDE_ROOMS {
        let (row, place) = coordinates(room);
        let mut count = 0;
        if place % 2 == 1 {
            lists[room][count] = index(row - 1, place - 1) as u8;
            count += 1;
        }
        if place > 0 {
            lists[room][count] = index(row, place - 1) as u8;
            count += 1;
        }
        if place < 2 * row {
            lists[room][count] = index(row, place + 1) as u8;
            count += 1;
        }
        if place % 2 == 0 && row + 1 < WIDE_SIDE {
            lists[room][count] = index(row + 1, place + 1) as u8;
        }
        room += 1;
    }
    lists
}

static LISTS: [[u8; 3]; WIDE_ROOMS] = neighbour_lists();

const fn neighbour_table() -> [Wide; WIDE_ROOMS] {
    let lists = neighbour_lists();
    let mut table = [Wide::new(0, 0); WIDE_ROOMS];
    let mut room = 0;
    while room < WIDE_ROOMS {
        let mut k = 0;
        while k < 3 {
            if lists[room][k] != u8::MAX {
                table[room] = table[room].with(lists[room][k] as usize);
            }
            k += 1;
        }
        room += 1;
    }
    table
}

static NEIGHBOURS: [Wide; WIDE_ROOMS] = neighbour_table();

/// The rooms of each row whose place is even (`upward`) or odd.
const fn row_masks(upward: bool) -> [Wide; WIDE_SIDE] {
    let mut masks = [Wide::new(0, 0); WIDE_SIDE];
    let mut row = 0;
    while row < WIDE_SIDE {
        let mut place = 0;
        while place <= 2 * row {
            if (place % 2 == 0) == upward {
                masks[row] = masks[row].with(index(row, place));
            }
            place += 1;
        }
        row += 1;
    }
    masks
}

static UP_ROWS: [Wide; WIDE_SIDE] = row_masks(true);
static DOWN_ROWS: [Wide; WIDE_SIDE] = row_masks(false);

/// The union of the rows' masks.
const fn all_rows(rows: [Wide; WIDE_SIDE]) -> Wide {
    let mut all = Wide::new(0, 0);
    let mut row = 0;
    while row < WIDE_SIDE {
        all = Wide::new(all.lo | rows[row].lo, all.hi | rows[row].hi);
        row += 1;
    }
    all
}

/// The rooms whose triangle points up.
pub const UPWARD: Wide = all_rows(row_masks(true));

/// The first (`first`) or last room of each row.
const fn row_ends(first: bool) -> Wide {
    let mut mask = Wide::new(0, 0);
    let mut row = 0;
    while row < WIDE_SIDE {
        mask = mask.with(if first {
            index(row, 0)
        } else {
            index(row, 2 * row)
        });
        row += 1;
    }
    mask
}

const ROW_FIRST: Wide = row_ends(true);
const ROW_LAST: Wide = row_ends(false);

impl BitAnd for Wide {
    type Output = Wide;
    #[inline(always)]
    fn bitand(self, other: Wide) -> Wide {
        Wide::new(self.lo & other.lo, self.hi & other.hi)
    }
}

impl BitOr for Wide {
    type Output = Wide;
    #[inline(always)]
    fn bitor(self, other: Wide) -> Wide {
        Wide::new(self.lo | other.lo, self.hi | other.hi)
    }
}

impl Not for Wide {
    type Output = Wide;
    #[inline(always)]
    fn not(self) -> Wide {
        Wide::new(!self.lo, !self.hi)
    }
}

impl BitAndAssign for Wide {
    #[inline(always)]
    fn bitand_assign(&mut self, other: Wide) {
        *self = *self & other;
    }
}

impl BitOrAssign for Wide {
    #[inline(always)]
    fn bitor_assign(&mut self, other: Wide) {
        *self = *self | other;
    }
}

impl Shl<usize> for Wide {
    type Output = Wide;
    /// Rooms `shift` higher (rooms past 144 drop out); `shift` below 128.
    #[inline(always)]
    fn shl(self, shift: usize) -> Wide {
        // `checked_shr` gives 0 for a shift of 128, which `shift == 0` would ask for.
        let carried = self.lo.checked_shr(128 - shift as u32).unwrap_or(0);
        let hi = (u128::from(self.hi) << shift | carried) as u16;
        Wide::new(self.lo << shift, hi)
    }
}

impl Shr<usize> for Wide {
    type Output = Wide;
    /// Rooms `shift` lower (rooms below 0 drop out); `shift` below 128.
    #[inline(always)]
    fn shr(self, shift: usize) -> Wide {
        let carried = u128::from(self.hi)
            .checked_shl(128 - shift as u32)
            .unwrap_or(0);
        let hi = (u128::from(self.hi) >> shift) as u16;
        Wide::new(self.lo >> shift | carried, hi)
    }
}

/// A [`Wide`] as a table entry stores it: nine `u16`s, 18 bytes aligned to 2, so that an entry
/// of the game table stays 24 bytes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PackedWide([u16; 9]);

impl RoomSet for Wide {
    const MAX_SIDE: usize = WIDE_SIDE;
    const MAX_ROOMS: usize = WIDE_ROOMS;
    const BYTES: usize = 18;
    const EMPTY: Self = Wide::new(0, 0);
    type Packed = PackedWide;

    fn pack(self) -> PackedWide {
        let mut words = [0u16; 9];
        for (k, word) in words.iter_mut().take(8).enumerate() {
            *word = (self.lo >> (16 * k)) as u16;
        }
        words[8] = self.hi;
        PackedWide(words)
    }
    fn from_halves(low: u128, high: u16) -> Self {
        Wide::new(low, high)
    }
    fn halves(self) -> (u128, u16) {
        (self.lo, self.hi)
    }
    fn unpack(packed: PackedWide) -> Self {
        let lo = (0..8).fold(0u128, |lo, k| lo | u128::from(packed.0[k]) << (16 * k));
        Wide::new(lo, packed.0[8])
    }
    #[inline(always)]
    fn bit(room: usize) -> Self {
        Wide::new(0, 0).with(room)
    }
    fn board(side: usize) -> Self {
        let rooms = side * side;
        if rooms <= 128 {
            Wide::new(crate::solver::geometry::board(side), 0)
        } else {
            Wide::new(u128::MAX, ((1u32 << (rooms - 128)) - 1) as u16)
        }
    }
    #[inline(always)]
    fn neighbours(room: usize) -> Self {
        NEIGHBOURS[room]
    }
    #[inline(always)]
    fn neighbour_list(room: usize) -> [u8; 3] {
        LISTS[room]
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
        UP_ROWS[row]
    }
    #[inline(always)]
    fn down_row(row: usize) -> Self {
        DOWN_ROWS[row]
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.lo.count_ones() + self.hi.count_ones()
    }
    #[inline(always)]
    fn lowest(self) -> usize {
        if self.lo != 0 {
            self.lo.trailing_zeros() as usize
        } else {
            128 + self.hi.trailing_zeros() as usize
        }
    }
    #[inline(always)]
    fn without_lowest(self) -> Self {
        if self.lo != 0 {
            Wide::new(self.lo & (self.lo - 1), self.hi)
        } else {
            Wide::new(0, self.hi & self.hi.wrapping_sub(1))
        }
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.lo == 0 && self.hi == 0
    }
    #[inline(always)]
    fn at_most_one(self) -> bool {
        if self.lo == 0 {
            self.hi & self.hi.wrapping_sub(1) == 0
        } else {
            self.hi == 0 && self.lo & (self.lo - 1) == 0
        }
    }
    #[inline(always)]
    fn byte(self, b: usize) -> u8 {
        if b < 16 {
            (self.lo >> (8 * b)) as u8
        } else {
            (self.hi >> (8 * (b - 16))) as u8
        }
    }
    #[inline(always)]
    fn hash_with(self, a: u8, b: u8) -> u64 {
        // The high rooms stirred in by a multiply, whose high bits pick the bucket.
        let h = mix(self.lo, a, b) ^ u64::from(self.hi).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h ^ (h >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93)
    }
}
