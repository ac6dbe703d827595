//! A bounded hash table of fixed-size entries with exact keys: buckets of four slots, the
//! least valuable entry of a full bucket replaced, and growth by doubling up to a memory cap
//! (which, counting the moment of growth, the table never exceeds).
//!
//! Nothing is ever recalled by a hash alone: every entry stores its whole key and a lookup
//! compares it, so a collision can only cost a miss, never a wrong answer.

use crate::solver::geometry::Rooms;

/// An entry of a [`Table`]: a full key, a payload, and a measure of the work it saves.
pub trait Slot: Copy + Default {
    /// Whether the slot holds nothing (the all-zero value must be empty).
    fn is_empty(&self) -> bool;
    /// The hash of the entry's key.
    fn hash(&self) -> u64;
    /// How much search the entry saves; a full bucket drops its smallest.
    fn work(&self) -> u8;
}

const BUCKET: usize = 4;

/// A bounded table of [`Slot`]s.
pub struct Table<E: Slot> {
    slots: Vec<E>,
    filled: usize,
    max_slots: usize,
}

impl<E: Slot> Table<E> {
    /// An empty table that never uses more than `max_bytes` (at least one bucket), counting the
    /// moment of its last growth, when the old table (half the final one) and the new one
    /// coexist: the final size is the largest whose 1.5 times fit, and the table starts at that
    /// size halved until small, so that doubling lands on it exactly.
    pub fn new(max_bytes: usize) -> Self {
        let bucket_bytes = std::mem::size_of::<E>().max(1) * BUCKET;
        let max_buckets = (max_bytes / 3 * 2 / bucket_bytes).max(1);
        let mut start = max_buckets;
        while start > 1024 {
            start = start.div_ceil(2);
        }
        Table {
            slots: vec![E::default(); start * BUCKET],
            filled: 0,
            max_slots: max_buckets * BUCKET,
        }
    }

    /// The number of slots in use.
    pub fn filled(&self) -> usize {
        self.filled
    }

    /// The number of slots the table may grow to.
    pub fn capacity(&self) -> usize {
        self.max_slots
    }

    /// The slots of the bucket of `hash`: the hash scaled to the number of buckets (any number).
    fn bucket(&self, hash: u64) -> std::ops::Range<usize> {
        let buckets = (self.slots.len() / BUCKET) as u128;
        let first = ((u128::from(hash) * buckets) >> 64) as usize * BUCKET;
        first..first + BUCKET
    }

    /// The entry with this hash that `matches` accepts (compare the full key there).
    pub fn find(&self, hash: u64, matches: impl Fn(&E) -> bool) -> Option<&E> {
        self.slots[self.bucket(hash)]
            .iter()
            .find(|e| !e.is_empty() && matches(e))
    }

    /// Stores `entry` in place of the entry `matches` accepts, else in a free slot, else in place
    /// of the bucket's entry of least work.
    pub fn insert(&mut self, entry: E, matches: impl Fn(&E) -> bool) {
        if self.filled * 2 > self.slots.len() && self.slots.len() < self.max_slots {
            self.grow();
        }
        let range = self.bucket(entry.hash());
        let bucket = &mut self.slots[range];
        if let Some(slot) = bucket.iter_mut().find(|e| !e.is_empty() && matches(e)) {
            *slot = entry;
            return;
        }
        if let Some(slot) = bucket.iter_mut().find(|e| e.is_empty()) {
            *slot = entry;
            self.filled += 1;
            return;
        }
        if let Some(slot) = bucket.iter_mut().min_by_key(|e| e.work())
            && slot.work() <= entry.work()
        {
            *slot = entry;
        }
    }

    fn grow(&mut self) {
        let doubled = vec![E::default(); (self.slots.len() * 2).min(self.max_slots)];
        let old = std::mem::replace(&mut self.slots, doubled);
        self.filled = 0;
        for entry in old.into_iter().filter(|e| !e.is_empty()) {
            let range = self.bucket(entry.hash());
            if let Some(slot) = self.slots[range].iter_mut().find(|e| e.is_empty()) {
                *slot = entry;
                self.filled += 1;
            }
        }
    }
}

/// A set of rooms stored in an entry as two `u64` halves: a `u128` field would align the entry
/// to 16 bytes and pad it from 24 to 32, a third more memory per entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PackedRooms([u64; 2]);

impl PackedRooms {
    /// Packs `rooms`.
    pub fn pack(rooms: Rooms) -> Self {
        PackedRooms([rooms as u64, (rooms >> 64) as u64])
    }

    /// The rooms packed.
    pub fn unpack(self) -> Rooms {
        u128::from(self.0[0]) | u128::from(self.0[1]) << 64
    }
}

/// Mixes a set of rooms and two small numbers into a 64-bit hash.
pub fn mix(rooms: u128, a: u8, b: u8) -> u64 {
    let lo = rooms as u64;
    let hi = (rooms >> 64) as u64;
    let mut h = lo.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ hi.wrapping_mul(0xC2B2_AE3D_27D4_EB4F).rotate_left(29)
        ^ (u64::from(a) << 8 | u64::from(b)).wrapping_mul(0x1656_67B1_9E37_79F9);
    h ^= h >> 31;
    h = h.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    h ^ (h >> 29)
}
