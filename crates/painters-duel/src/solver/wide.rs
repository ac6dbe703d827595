//! [`WideSet`] ([`Wide`], [`Wide13`]): a set of the rooms of the side-12 or side-13 triangle (144 or 169 rooms), as a
//! `u128` of rooms 0..128 and a `u64` of rooms 128 and up, with the neighbour and kind tables of
//! that side built at compile time. The side is a type parameter ([`Twelve`], [`Thirteen`]), so
//! that side 12 keeps its 18-byte packed form (a 24-byte table entry) while side 13 packs into 22.
//!
//! Rooms are numbered as in [`crate::solver::board`] (room (r, j) is bit r^2 + j), so the side-S
//! board is a corner of the wider one with the same adjacency, and every room set of a smaller
//! side means the same rooms here.

use std::fmt::Debug;
use std::hash::Hash;
use std::marker::PhantomData;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Shl, Shr};

use crate::solver::rooms::RoomSet;
use crate::solver::table::mix;
use crate::solver::wide_tables::{Halves, Tables, tables, upward};

/// The side of the largest board a [`WideSet`] holds.
pub use crate::solver::geometry::WIDE_SIDE;
/// Its rooms.
pub const WIDE_ROOMS: usize = crate::solver::geometry::ANY_ROOMS;

/// The side a [`WideSet`] holds, with its tables and packed form.
pub trait Span:
    Copy + Default + Debug + PartialEq + Eq + PartialOrd + Ord + Hash + Send + Sync + 'static
{
    /// The side.
    const SIDE: usize;
    /// The packed form (aligned to 2: a table entry stays small).
    type Packed: Copy + Default + Eq + Debug;
    /// The side's tables.
    fn tables() -> &'static Tables;
    /// Packs a set given as its halves.
    fn pack(lo: u128, hi: u64) -> Self::Packed;
    /// The halves of a packed set.
    fn unpack(packed: Self::Packed) -> Halves;
}

/// Side 12: 144 rooms, packed in nine `u16`s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Twelve;

/// Side 13: 169 rooms, packed in eleven `u16`s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Thirteen;

static TWELVE: Tables = tables(12);
static THIRTEEN: Tables = tables(13);

impl Span for Twelve {
    const SIDE: usize = 12;
    type Packed = [u16; 9];
    #[inline(always)]
    fn tables() -> &'static Tables {
        &TWELVE
    }
    #[inline(always)]
    fn pack(lo: u128, hi: u64) -> [u16; 9] {
        pack_words(lo, hi)
    }
    #[inline(always)]
    fn unpack(packed: [u16; 9]) -> Halves {
        unpack_words(&packed)
    }
}

impl Span for Thirteen {
    const SIDE: usize = 13;
    type Packed = [u16; 11];
    #[inline(always)]
    fn tables() -> &'static Tables {
        &THIRTEEN
    }
    #[inline(always)]
    fn pack(lo: u128, hi: u64) -> [u16; 11] {
        pack_words(lo, hi)
    }
    #[inline(always)]
    fn unpack(packed: [u16; 11]) -> Halves {
        unpack_words(&packed)
    }
}

/// The set as `N` `u16`s, the low half's eight first.
#[inline(always)]
fn pack_words<const N: usize>(lo: u128, hi: u64) -> [u16; N] {
    std::array::from_fn(|k| {
        if k < 8 {
            (lo >> (16 * k)) as u16
        } else {
            (hi >> (16 * (k - 8))) as u16
        }
    })
}

/// The halves that [`pack_words`] packed.
#[inline(always)]
fn unpack_words(words: &[u16]) -> Halves {
    let lo = (0..8).fold(0u128, |lo, k| lo | u128::from(words[k]) << (16 * k));
    let hi = (8..words.len()).fold(0u64, |hi, k| hi | u64::from(words[k]) << (16 * (k - 8)));
    (lo, hi)
}

/// A set of rooms of the side-`S::SIDE` triangle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WideSet<S: Span> {
    /// Rooms 0..128.
    lo: u128,
    /// Rooms 128 and up (never a room past the side's last).
    hi: u64,
    side: PhantomData<S>,
}

/// The side-12 set.
pub type Wide = WideSet<Twelve>;
/// The side-13 set.
pub type Wide13 = WideSet<Thirteen>;

/// The rooms 128 and up that side `side` has.
const fn high_mask(side: usize) -> u64 {
    (1u64 << (side * side - 128)) - 1
}

impl<S: Span> WideSet<S> {
    /// The set of rooms 0..128 in `lo` and 128.. in `hi` (rooms past the side dropped).
    #[inline(always)]
    pub const fn new(lo: u128, hi: u64) -> Self {
        WideSet {
            lo,
            hi: hi & high_mask(S::SIDE),
            side: PhantomData,
        }
    }

    /// The set of these halves, `hi` holding no room past the side's last.
    #[inline(always)]
    const fn raw(lo: u128, hi: u64) -> Self {
        WideSet {
            lo,
            hi,
            side: PhantomData,
        }
    }

    #[inline(always)]
    fn from_table(halves: Halves) -> Self {
        WideSet::raw(halves.0, halves.1)
    }

    /// The rooms below 128 as a `u128`.
    pub fn low(self) -> u128 {
        self.lo
    }

    /// The rooms 128 and up as a `u64` (room 128 is its lowest bit).
    pub fn high(self) -> u64 {
        self.hi
    }
}

impl<S: Span> From<u128> for WideSet<S> {
    fn from(lo: u128) -> Self {
        WideSet::new(lo, 0)
    }
}

/// The rooms whose triangle points up, on the side-12 board.
pub const UPWARD: Wide = {
    let upward = upward(12);
    WideSet::raw(upward.0, upward.1)
};

impl<S: Span> BitAnd for WideSet<S> {
    type Output = Self;
    #[inline(always)]
    fn bitand(self, other: Self) -> Self {
        WideSet::raw(self.lo & other.lo, self.hi & other.hi)
    }
}

impl<S: Span> BitOr for WideSet<S> {
    type Output = Self;
    #[inline(always)]
    fn bitor(self, other: Self) -> Self {
        WideSet::raw(self.lo | other.lo, self.hi | other.hi)
    }
}

impl<S: Span> Not for WideSet<S> {
    type Output = Self;
    #[inline(always)]
    fn not(self) -> Self {
        WideSet::new(!self.lo, !self.hi)
    }
}

impl<S: Span> BitAndAssign for WideSet<S> {
    #[inline(always)]
    fn bitand_assign(&mut self, other: Self) {
        *self = *self & other;
    }
}

impl<S: Span> BitOrAssign for WideSet<S> {
    #[inline(always)]
    fn bitor_assign(&mut self, other: Self) {
        *self = *self | other;
    }
}

impl<S: Span> Shl<usize> for WideSet<S> {
    type Output = Self;
    /// Rooms `shift` higher (rooms past the side's last drop out); `shift` below 128.
    #[inline(always)]
    fn shl(self, shift: usize) -> Self {
        // `checked_shr` gives 0 for a shift of 128, which `shift == 0` would ask for.
        let carried = self.lo.checked_shr(128 - shift as u32).unwrap_or(0);
        let hi = (u128::from(self.hi) << shift | carried) as u64;
        WideSet::new(self.lo << shift, hi)
    }
}

impl<S: Span> Shr<usize> for WideSet<S> {
    type Output = Self;
    /// Rooms `shift` lower (rooms below 0 drop out); `shift` below 128.
    #[inline(always)]
    fn shr(self, shift: usize) -> Self {
        let carried = u128::from(self.hi)
            .checked_shl(128 - shift as u32)
            .unwrap_or(0);
        let hi = (u128::from(self.hi) >> shift) as u64;
        WideSet::raw(self.lo >> shift | carried, hi)
    }
}

impl<S: Span> RoomSet for WideSet<S> {
    const MAX_SIDE: usize = S::SIDE;
    const MAX_ROOMS: usize = S::SIDE * S::SIDE;
    const BYTES: usize = (S::SIDE * S::SIDE).div_ceil(8);
    const ENTRY_WORDS: usize = if S::SIDE * S::SIDE <= 144 { 3 } else { 4 };
    const EMPTY: Self = WideSet::raw(0, 0);
    type Packed = S::Packed;

    #[inline(always)]
    fn pack(self) -> S::Packed {
        S::pack(self.lo, self.hi)
    }
    fn from_halves(low: u128, high: u64) -> Self {
        WideSet::new(low, high)
    }
    fn halves(self) -> (u128, u64) {
        (self.lo, self.hi)
    }
    #[inline(always)]
    fn unpack(packed: S::Packed) -> Self {
        WideSet::from_table(S::unpack(packed))
    }
    #[inline(always)]
    fn bit(room: usize) -> Self {
        WideSet::from_table(S::tables().singles[room])
    }
    fn board(side: usize) -> Self {
        let rooms = side * side;
        if rooms <= 128 {
            WideSet::raw(crate::solver::geometry::board(side), 0)
        } else {
            WideSet::raw(u128::MAX, high_mask(side))
        }
    }
    #[inline(always)]
    fn neighbours(room: usize) -> Self {
        WideSet::from_table(S::tables().neighbours[room])
    }
    /// One 64-bit word at a time: finding and clearing the lowest room of a word is cheaper
    /// than of the whole set, and this is the inner loop of every flood.
    #[inline(always)]
    fn adjacent(self) -> Self {
        let table = &S::tables().neighbours;
        let (mut lo, mut hi) = (0u128, 0u64);
        for (base, mut word) in [
            (0, self.lo as u64),
            (64, (self.lo >> 64) as u64),
            (128, self.hi),
        ] {
            while word != 0 {
                let (l, h) = table[base + word.trailing_zeros() as usize];
                (lo, hi) = (lo | l, hi | h);
                word &= word - 1;
            }
        }
        WideSet::raw(lo, hi)
    }
    /// By a shifter of four masked stages per direction instead of a shift per row: the
    /// vertical neighbour is 2q rooms away for row q, and q has four bits (the masks and why
    /// the rows' moved bits never meet: `vertical_stages` in `wide_tables`).
    fn vertical(self) -> Self {
        let [rising_stages, falling_stages] = &S::tables().stages;
        let mut rising = self & !Self::upward();
        let mut falling = self & Self::upward() & !Self::up_row(S::SIDE - 1);
        for (k, (&up, &down)) in rising_stages.iter().zip(falling_stages).enumerate() {
            let (up, down) = (Self::from_table(up), Self::from_table(down));
            rising = (rising & !up) | (rising & up) >> (2 << k);
            falling = (falling & !down) | (falling & down) << (2 << k);
        }
        rising | falling
    }
    #[inline(always)]
    fn neighbour_list(room: usize) -> [u8; 3] {
        S::tables().lists[room]
    }
    #[inline(always)]
    fn upward() -> Self {
        WideSet::from_table(S::tables().upward)
    }
    #[inline(always)]
    fn row_first() -> Self {
        WideSet::from_table(S::tables().row_first)
    }
    #[inline(always)]
    fn row_last() -> Self {
        WideSet::from_table(S::tables().row_last)
    }
    #[inline(always)]
    fn up_row(row: usize) -> Self {
        WideSet::from_table(S::tables().up_rows[row])
    }
    #[inline(always)]
    fn down_row(row: usize) -> Self {
        WideSet::from_table(S::tables().down_rows[row])
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
            WideSet::raw(self.lo & (self.lo - 1), self.hi)
        } else {
            WideSet::raw(0, self.hi & self.hi.wrapping_sub(1))
        }
    }
    #[inline(always)]
    fn is_empty(self) -> bool {
        self.lo == 0 && self.hi == 0
    }
    #[inline(always)]
    fn has(self, room: usize) -> bool {
        // The room's 64-bit word picked by index: a shift of one word, where a `u128` shift by
        // a variable amount costs several instructions.
        let words = [self.lo as u64, (self.lo >> 64) as u64, self.hi];
        words
            .get(room / 64)
            .is_some_and(|w| w >> (room % 64) & 1 == 1)
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
        let h = mix(self.lo, a, b) ^ self.hi.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h ^ (h >> 32)).wrapping_mul(0xD6E8_FEB8_6659_FD93)
    }
}
