//! The memo that the threads of [`crate::solver::parallel`] share without locks: one `AtomicU64`
//! per slot holding a live set and its byte of bits, open addressing with linear probing.
//!
//! - **Why no locks.** A lock is a write to its cache line on every look-up, and with two
//!   threads that line moves between the cores at nearly every probe; here a look-up only reads.
//! - **Never torn.** A slot is one word, read and written whole: its key and bits always belong
//!   together. An empty slot is claimed by a compare-exchange (a thread that loses the race reads
//!   the winner's key and goes on probing), bits are added by an atomic or, so no bit is lost.
//! - **Growth.** The table has a fixed size while the threads run. When it is half full, `add`
//!   fails and every thread stops; [`AtomicMemo::grown`] copies the entries into a table twice as
//!   large and the threads start again from the stored results. At [`MEMO_LIMIT`] entries it
//!   fails for good (the table then has 2^26 slots of 8 bytes: 512 MiB, 768 MiB while the last
//!   copy is made, under the 900 MiB the crate's documentation promises).

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use crate::solver::memo::{KNOWN, MEMO_LIMIT, Memo, TooLarge};

/// A slot's word: the live set in the high 32 bits, [`OCCUPIED`], and the bits in the low byte.
/// Zero is an empty slot.
const OCCUPIED: u64 = 1 << 8;

/// Inserts a search counts before adding them to the shared count (the shared counter's cache
/// line is then written rarely).
const BATCH: usize = 256;

/// Why a shared memo has no room for an entry (not `gamecore::Refusal`, a picture not drawn).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoRoom {
    /// Half the slots are taken: grow the table and start again.
    Full,
    /// [`MEMO_LIMIT`] entries: the position is too large.
    TooLarge,
}

/// A lock-free memo of fixed size, shared by several searches through [`Handle`]s.
pub struct AtomicMemo {
    slots: Vec<AtomicU64>,
    /// `64 - log2(slots)`: a hash's top bits pick the first slot.
    shift: u32,
    /// Entries claimed (counted by each search in batches of `batch`).
    pub len: AtomicUsize,
    /// Set when a search has finished or the table is full: the others stop.
    stop: AtomicBool,
    /// 0, or why the searches were stopped: 1 the table is half full, 2 at [`MEMO_LIMIT`].
    refused: AtomicUsize,
    /// Entries a search counts before adding them to `len`: at most [`BATCH`], and small enough
    /// that the searches' uncounted entries together fill at most a quarter of the slots (so
    /// the table, refused at half, never fills and every probe ends).
    batch: usize,
    /// The searches sharing the memo at most.
    searches: usize,
}

impl AtomicMemo {
    /// An empty memo of `2^log2` slots (`log2` from 2 to 63) for `searches` searches at once.
    fn new(log2: u32, searches: usize) -> Self {
        let slots = 1usize << log2;
        AtomicMemo {
            slots: (0..slots).map(|_| AtomicU64::new(0)).collect(),
            shift: 64 - log2,
            len: AtomicUsize::new(0),
            stop: AtomicBool::new(false),
            refused: AtomicUsize::new(0),
            batch: (slots / 4 / searches.max(1)).clamp(1, BATCH),
            searches,
        }
    }

    /// The entries the table may take before it asks to grow: half its slots, at most
    /// [`MEMO_LIMIT`].
    fn capacity(&self) -> usize {
        (self.slots.len() / 2).min(MEMO_LIMIT)
    }

    /// Why the searches were stopped short, if a table refused an entry.
    pub fn refusal(&self) -> Option<NoRoom> {
        match self.refused.load(Ordering::Relaxed) {
            0 => None,
            1 => Some(NoRoom::Full),
            _ => Some(NoRoom::TooLarge),
        }
    }

    /// Tells every search sharing the memo to stop.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The first slot to probe for `live` (Fibonacci hashing: the top bits of a product).
    fn home(&self, live: u32) -> usize {
        (u64::from(live).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The slot holding `live`, else the empty slot ending its probe sequence (the table is
    /// never more than about half full, so one exists).
    fn probe(&self, live: u32) -> (usize, u64) {
        let mask = self.slots.len() - 1;
        let mut i = self.home(live);
        loop {
            let word = self.slots[i].load(Ordering::Relaxed);
            if word == 0 || (word >> 32) as u32 == live {
                return (i, word);
            }
            i = (i + 1) & mask;
        }
    }

    /// The bits stored for `live`, if any.
    pub fn bits(&self, live: u32) -> Option<u8> {
        let (_, word) = self.probe(live);
        (word != 0).then_some(word as u8)
    }

    /// Adds `bits` to `live`'s entry, clearing the busy bit of each side whose result it
    /// brings; whether a new slot was taken.
    fn or_bits(&self, live: u32, bits: u8) -> bool {
        let busy_known = u64::from(bits & (KNOWN | KNOWN << 2)) << 4;
        let (mut i, mut word) = self.probe(live);
        loop {
            if word != 0 {
                let add = |old: u64| Some((old | u64::from(bits)) & !busy_known);
                let _ = self.slots[i].fetch_update(Ordering::Relaxed, Ordering::Relaxed, add);
                return false;
            }
            let new = u64::from(live) << 32 | OCCUPIED | u64::from(bits);
            match self.slots[i].compare_exchange(0, new, Ordering::Relaxed, Ordering::Relaxed) {
                Ok(_) => return true,
                // Another thread took the slot, for this key or another: look again.
                Err(_) => (i, word) = self.probe(live),
            }
        }
    }

    /// The entries with a result, busy bits cleared (for a larger table).
    pub fn entries(&self) -> impl Iterator<Item = (u32, u8)> + '_ {
        self.slots.iter().filter_map(|slot| {
            let word = slot.load(Ordering::Relaxed);
            let bits = word as u8 & 0x0F;
            (bits != 0).then_some(((word >> 32) as u32, bits))
        })
    }

    /// A memo of at least `2^log2` slots, for `searches` searches at once, holding `entries`.
    pub fn from_entries(
        log2: u32,
        searches: usize,
        entries: impl ExactSizeIterator<Item = (u32, u8)>,
    ) -> AtomicMemo {
        // The entries in at most a quarter of the slots, as a growing table leaves them, and
        // a batch of at least one entry per search.
        let mut log2 = log2.max(2);
        while (1usize << log2) / 4 < entries.len().max(searches) {
            log2 += 1;
        }
        AtomicMemo::filled(log2, searches, entries)
    }

    /// A memo of `2^log2` slots holding `entries` (at most half the slots).
    fn filled(log2: u32, searches: usize, entries: impl Iterator<Item = (u32, u8)>) -> Self {
        let memo = AtomicMemo::new(log2, searches);
        let taken = entries
            .filter(|&(live, bits)| memo.or_bits(live, bits))
            .count();
        memo.len.store(taken, Ordering::Relaxed);
        memo
    }

    /// A table twice as large with this one's entries (the searches have stopped).
    pub fn grown(&self) -> AtomicMemo {
        // At most half the slots plus the searches' batches, a quarter: under half of twice.
        AtomicMemo::filled(65 - self.shift, self.searches, self.entries())
    }

    /// A search's access to the memo.
    pub fn handle(&self) -> Handle<'_> {
        Handle {
            memo: self,
            uncounted: 0,
        }
    }
}

/// One search's access to an [`AtomicMemo`], counting its new entries in batches.
pub struct Handle<'a> {
    memo: &'a AtomicMemo,
    uncounted: usize,
}

impl Handle<'_> {
    /// Adds this search's uncounted entries to the shared count; the shared count.
    pub fn flush(&mut self) -> usize {
        let added = std::mem::take(&mut self.uncounted);
        self.memo.len.fetch_add(added, Ordering::Relaxed) + added
    }

    /// Refuses further entries for `why`, stopping every search.
    fn refuse(&self, why: NoRoom) -> TooLarge {
        let code = if why == NoRoom::Full { 1 } else { 2 };
        self.memo.refused.fetch_max(code, Ordering::Relaxed);
        self.memo.stop();
        TooLarge
    }
}

impl Memo for Handle<'_> {
    const MARKS_BUSY: bool = true;

    fn bits(&self, live: u32) -> Option<u8> {
        self.memo.bits(live)
    }

    fn add(&mut self, live: u32, bits: u8, limit: usize) -> Result<(), TooLarge> {
        if self.memo.or_bits(live, bits) {
            self.uncounted += 1;
            if self.uncounted >= self.memo.batch {
                let len = self.flush();
                if len >= limit.min(MEMO_LIMIT) {
                    return Err(self.refuse(NoRoom::TooLarge));
                }
                if len >= self.memo.capacity() {
                    return Err(self.refuse(NoRoom::Full));
                }
            }
        }
        Ok(())
    }

    fn stopped(&self) -> bool {
        self.memo.stop.load(Ordering::Relaxed)
    }

    fn mark_busy(&mut self, live: u32, bit: u8) -> Result<(), TooLarge> {
        self.add(live, bit, MEMO_LIMIT)
    }

    fn busy(&self, live: u32, bit: u8) -> bool {
        self.bits(live).is_some_and(|bits| bits & bit != 0)
    }
}
