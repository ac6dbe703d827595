//! The search's memo: what it stores per live set ([`KNOWN`], [`WINS`], [`BUSY`] bits), its
//! bound ([`MEMO_LIMIT`]), the [`Memo`] interface the search reads and writes it through, and
//! the one-search memo, a hash map keyed by live sets ([`LiveMap`]).
//!
//! # The hash
//! Keys hash as well on 32-bit targets as on 64-bit. `FxHasher` multiplies in a `usize`. On
//! WebAssembly that is 32 bits, and its hash rotated by 15 puts the product's low bits at the top
//! of a large table's bucket index: bits that depend only on the live set's lowest discs, which
//! most positions of a search share. The keys then crowd a few stretches of the table, where
//! hashbrown's probes (8-byte groups there) run long. Here the product has 64 bits on every
//! target and both the bucket index and hashbrown's 7-bit tag come from its top half; on 64-bit
//! targets the hash is `FxHasher`'s, bit for bit.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// `FxHasher`'s 64-bit multiplier.
const K: u64 = 0xf135_7aea_2e62_a9c5;

/// hashbrown takes the bucket index from the hash's low bits and the tag from its top 7 bits of
/// 64, or of the low 32 where `usize` has 32 bits: the product's top bits must land in both.
#[cfg(target_pointer_width = "64")]
const ROTATE: u32 = 26;
#[cfg(not(target_pointer_width = "64"))]
const ROTATE: u32 = 32;

/// The hasher of [`LiveMap`]: a multiply per `u32` written.
#[derive(Clone, Copy, Debug, Default)]
pub struct LiveHasher(u64);

impl Hasher for LiveHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.0 = (self.0 ^ u64::from(byte)).wrapping_mul(K);
        }
    }

    fn write_u32(&mut self, live: u32) {
        self.0 = (self.0 ^ u64::from(live)).wrapping_mul(K);
    }

    fn finish(&self) -> u64 {
        self.0.rotate_left(ROTATE)
    }
}

/// A live set as four bytes: a key and its memo byte then take five bytes in the table, where a
/// `u32` key would pad them to eight. The one-search memo's probes wait on memory (their
/// table outgrows the caches on the thin lattices), and a smaller table misses less.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct PackedLive([u8; 4]);

impl PackedLive {
    fn new(live: u32) -> Self {
        PackedLive(live.to_le_bytes())
    }

    fn live(self) -> u32 {
        u32::from_le_bytes(self.0)
    }
}

impl std::hash::Hash for PackedLive {
    /// As the `u32` hashes: one [`LiveHasher::write_u32`].
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u32(self.live());
    }
}

/// The memo of one search: a hash map from live sets (packed to four bytes) to memo bytes,
/// with [`LiveHasher`].
#[derive(Clone, Debug, Default)]
pub struct LiveMap(HashMap<PackedLive, u8, BuildHasherDefault<LiveHasher>>);

impl LiveMap {
    /// Every entry: live set and memo byte.
    pub fn entries(self) -> impl ExactSizeIterator<Item = (u32, u8)> {
        self.0.into_iter().map(|(live, bits)| (live.live(), bits))
    }
}

/// The most live sets the memo may hold: 2^25 (33.5 million). The hash table then has 2^26
/// buckets of 6 bytes (a key packed to four bytes with its byte, and a control byte): 384 MiB,
/// and 576 MiB for the moment it doubles from 2^25 buckets.
pub const MEMO_LIMIT: usize = 1 << 25;

/// The search needed more than [`MEMO_LIMIT`] memo entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge;

/// Memo entry bit: the result is known (for red to move; shifted left 2 for white to move).
pub const KNOWN: u8 = 1;
/// Memo entry bit: the player to move wins (for red to move; shifted left 2 for white).
pub const WINS: u8 = 2;
/// Bit of a memo byte: a search is expanding the position, red to move (shifted left 2 for
/// white), so the others take its siblings first.
pub const BUSY: u8 = 16;

/// Where a search keeps its results: per live set, a byte of [`KNOWN`] and [`WINS`] bits for
/// each side to move. A plain hash map ([`LiveMap`]) for one
/// search; the thread team above the search shares a lock-free one (`atomic_memo`).
pub trait Memo {
    /// The bits stored for `live`, if any.
    fn bits(&self, live: u32) -> Option<u8>;

    /// Adds `bits` to the entry of `live`.
    ///
    /// # Errors
    /// [`TooLarge`] when `live` has no entry and the memo already holds `limit` live sets.
    fn add(&mut self, live: u32, bits: u8, limit: usize) -> Result<(), TooLarge>;

    /// Whether the searches sharing this memo should stop (another has finished).
    fn stopped(&self) -> bool {
        false
    }

    /// Marks a position as being expanded by this search: `bit` is [`BUSY`] shifted for the side
    /// to move. Nothing for a memo of one search.
    ///
    /// # Errors
    /// As [`Memo::add`].
    fn mark_busy(&mut self, _live: u32, _bit: u8) -> Result<(), TooLarge> {
        Ok(())
    }

    /// Whether another search is expanding the position ([`Memo::mark_busy`]).
    fn busy(&self, _live: u32, _bit: u8) -> bool {
        false
    }

    /// Whether [`Memo::busy`] can ever say yes: false for a memo of one search, whose callers
    /// then skip computing the key they would ask it about.
    const MARKS_BUSY: bool = false;
}

impl Memo for LiveMap {
    fn bits(&self, live: u32) -> Option<u8> {
        self.0.get(&PackedLive::new(live)).copied()
    }

    fn add(&mut self, live: u32, bits: u8, limit: usize) -> Result<(), TooLarge> {
        let key = PackedLive::new(live);
        if self.0.len() >= limit && !self.0.contains_key(&key) {
            return Err(TooLarge);
        }
        *self.0.entry(key).or_insert(0) |= bits;
        Ok(())
    }
}
