//! A table that the threads of one solve share without locks: the same buckets, exact keys and
//! replacement as [`crate::solver::table::Table`], each bucket guarded by a sequence number (a
//! seqlock).
//!
//! - **Exact.** A writer makes its bucket's number odd (one compare-and-swap: a second writer
//!   meeting an odd number drops its entry, which only costs a miss), writes, and makes it even
//!   again. A reader copies an entry out and accepts it only if the number was even and unchanged
//!   around the copy, so an entry half-written by another thread is never read: it is a miss. The
//!   words are atomics (relaxed loads and stores, ordered by the fences of the sequence number),
//!   so there is no data race either. Keys are still compared whole.
//! - **Why.** Locking a stripe per probe writes the lock's cache line on every look-up; with two
//!   threads that line moves between the cores at nearly every probe (bench/painters-search.md).
//!   Here a look-up only reads.
//! - **Growth** by generations: the table starts small and doubles up to its cap, as `Table`
//!   does. One thread copies the current generation into one twice its size while the others
//!   go on with the old one (what they write there meanwhile may be lost: a miss, never a wrong
//!   answer), then publishes it; each member moves to it at its next position
//!   (`Handle::refresh`), and the old generation is freed when the last member leaves it. At
//!   most two generations live at once, so the cap counts 1.5 times the final size, as `Table`'s.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering, fence};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, Weak};

use crate::solver::rooms::RoomSet;
use crate::solver::table::Slot;

/// An entry that the lock-free table holds as three words, every bit of it (padding excluded).
pub trait Words: Slot {
    /// The bits of the third word that belong to the key (the first two words are all key). An
    /// entry's key words are never all zero: all-zero words are the empty slot.
    const KEY_MASK: u64;
    /// The entry as three words.
    fn to_words(&self) -> [u64; 3];
    /// The entry that [`Words::to_words`] gave these words (all-zero words: the empty entry).
    fn from_words(words: [u64; 3]) -> Self;
}

/// A set of rooms as two words and the low 16 bits of a third (its rooms 128..144), followed by
/// `bytes` in the third word's upper 48 bits (at most six).
pub fn region_words<R: RoomSet>(region: R, bytes: &[u8]) -> [u64; 3] {
    let (low, high) = region.halves();
    let third = (bytes.iter().enumerate()).fold(u64::from(high), |word, (k, &b)| {
        word | u64::from(b) << (16 + 8 * k)
    });
    [low as u64, (low >> 64) as u64, third]
}

/// The packed set that [`region_words`] gave these words (the third word's upper bits ignored).
pub fn region_from_words<R: RoomSet>(words: [u64; 3]) -> R::Packed {
    let low = u128::from(words[0]) | u128::from(words[1]) << 64;
    R::from_halves(low, words[2] as u16).pack()
}

/// Entries per bucket: five entries and the sequence number fill two cache lines.
const SLOTS: usize = 5;

/// A bucket: its sequence number (odd while written) and its entries' words.
#[repr(align(64))]
pub struct Bucket {
    /// The sequence number: odd while the bucket is written.
    pub sequence: AtomicU64,
    words: [AtomicU64; 3 * SLOTS],
}

impl Default for Bucket {
    fn default() -> Self {
        Bucket {
            sequence: AtomicU64::new(0),
            words: std::array::from_fn(|_| AtomicU64::new(0)),
        }
    }
}

impl Bucket {
    /// The words of slot `s`, as read now (possibly torn: check the sequence number after).
    fn slot(&self, s: usize) -> [u64; 3] {
        let w = &self.words[3 * s..3 * s + 3];
        [0, 1, 2].map(|k| w[k].load(Ordering::Relaxed))
    }

    /// The bucket's entries, unless it was being written meanwhile.
    pub fn entries<E: Words>(&self) -> Option<[E; SLOTS]> {
        let before = self.sequence.load(Ordering::Acquire);
        let entries = std::array::from_fn(|s| E::from_words(self.slot(s)));
        fence(Ordering::Acquire);
        (before & 1 == 0 && self.sequence.load(Ordering::Relaxed) == before).then_some(entries)
    }

    /// The entry whose key words are `key`, unless the bucket was being written meanwhile.
    pub fn find<E: Words>(&self, key: [u64; 3]) -> Option<E> {
        let before = self.sequence.load(Ordering::Acquire);
        if before & 1 == 1 {
            return None;
        }
        let found = (0..SLOTS)
            .map(|s| self.slot(s))
            .find(|words| is_key::<E>(words, &key))?;
        // The copy stands only if no writer started meanwhile (then it may be torn).
        fence(Ordering::Acquire);
        (self.sequence.load(Ordering::Relaxed) == before).then(|| E::from_words(found))
    }

    /// Stores `entry` as [`crate::solver::table::Table::insert`] does (in place of the entry with
    /// its key, else in a free slot, else in place of the entry of least work); whether it took a
    /// free slot. Dropped when another thread is writing the bucket.
    pub fn insert<E: Words>(&self, entry: E) -> bool {
        let before = self.sequence.load(Ordering::Relaxed);
        if before & 1 == 1
            || (self.sequence)
                .compare_exchange(before, before + 1, Ordering::Acquire, Ordering::Relaxed)
                .is_err()
        {
            return false;
        }
        // The odd number is seen before any word written below (readers then reject the copy).
        fence(Ordering::Release);
        let words = entry.to_words();
        let key = key_of::<E>(words);
        let slots: [[u64; 3]; SLOTS] = std::array::from_fn(|s| self.slot(s));
        let chosen = (0..SLOTS)
            .find(|&s| is_key::<E>(&slots[s], &key))
            .map(|s| (s, false))
            .or_else(|| (0..SLOTS).find(|&s| slots[s] == [0; 3]).map(|s| (s, true)))
            .or_else(|| {
                let work = |s: usize| E::from_words(slots[s]).work();
                let least = (0..SLOTS).min_by_key(|&s| work(s))?;
                (work(least) <= entry.work()).then_some((least, false))
            });
        if let Some((s, _)) = chosen {
            for (word, value) in self.words[3 * s..3 * s + 3].iter().zip(words) {
                word.store(value, Ordering::Relaxed);
            }
        }
        self.sequence.store(before + 2, Ordering::Release);
        chosen.is_some_and(|(_, free)| free)
    }
}

/// The key part of an entry's words: the first two whole, the third masked by `E::KEY_MASK`.
pub fn key_of<E: Words>(words: [u64; 3]) -> [u64; 3] {
    [words[0], words[1], words[2] & E::KEY_MASK]
}

/// Whether `words` hold an entry with key `key` (an empty slot, all zero, matches no key).
fn is_key<E: Words>(words: &[u64; 3], key: &[u64; 3]) -> bool {
    words[0] == key[0] && words[1] == key[1] && words[2] & E::KEY_MASK == key[2]
}

/// A counter on a cache line of its own: its writes do not evict the lines that every look-up
/// reads (the buckets' address and count).
#[derive(Default)]
#[repr(align(128))]
struct Padded(AtomicUsize);

/// One generation of the table: a fixed number of buckets.
pub struct Generation {
    /// The buckets.
    pub buckets: Box<[Bucket]>,
    /// Slots in use (approximately: members add their counts in batches).
    filled: Padded,
    /// The generation's number, 0 first.
    pub number: usize,
}

impl Generation {
    fn new(buckets: usize, number: usize) -> Self {
        Generation {
            buckets: (0..buckets).map(|_| Bucket::default()).collect(),
            filled: Padded::default(),
            number,
        }
    }

    /// The bucket of `hash`: the hash scaled to the number of buckets (any number).
    fn bucket(&self, hash: u64) -> &Bucket {
        let buckets = self.buckets.len() as u128;
        &self.buckets[((u128::from(hash) * buckets) >> 64) as usize]
    }

    fn slots(&self) -> usize {
        self.buckets.len() * SLOTS
    }
}

/// A table shared by threads without locks, growing by generations up to a cap.
pub struct Lockless<E: Words> {
    /// The newest generation and the one before it (locked only to take or replace them).
    current: Mutex<(Arc<Generation>, Weak<Generation>)>,
    /// Its number, read at every position to see whether to move to a newer one.
    newest: AtomicUsize,
    /// Whether a member is building the next generation.
    growing: AtomicBool,
    max_buckets: usize,
    // The table holds words, not entries: it is `Send` and `Sync` whatever `E` is.
    entry: std::marker::PhantomData<fn() -> E>,
}

/// Inserts a member counts before adding them to its generation's `filled`.
const FILL_BATCH: usize = 64;

impl<E: Words> Lockless<E> {
    /// An empty table that never uses more than `max_bytes` (at least one bucket), counting the
    /// moment of its last growth, when two generations coexist.
    pub fn new(max_bytes: usize) -> Self {
        let bucket_bytes = std::mem::size_of::<Bucket>();
        let max_buckets = (max_bytes / 3 * 2 / bucket_bytes).max(1);
        let mut start = max_buckets;
        while start > 1024 {
            start = start.div_ceil(2);
        }
        Lockless {
            current: Mutex::new((Arc::new(Generation::new(start, 0)), Weak::new())),
            newest: AtomicUsize::new(0),
            growing: AtomicBool::new(false),
            max_buckets,
            entry: std::marker::PhantomData,
        }
    }

    fn lock(&self) -> MutexGuard<'_, (Arc<Generation>, Weak<Generation>)> {
        // Only whole pointers are ever stored under the lock, so a poisoned one is still sound.
        self.current.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn newest(&self) -> Arc<Generation> {
        Arc::clone(&self.lock().0)
    }

    /// The number of slots the table may grow to.
    pub fn capacity(&self) -> usize {
        self.max_buckets * SLOTS
    }
}

/// A member's view of a [`Lockless`] table: the generation it works in.
pub struct Handle<E: Words> {
    table: Arc<Lockless<E>>,
    /// The generation this member works in.
    pub generation: Arc<Generation>,
    /// Free slots this member took that its generation's `filled` does not count yet.
    pending: usize,
}

impl<E: Words> Handle<E> {
    /// A view of `table`'s newest generation.
    pub fn new(table: &Arc<Lockless<E>>) -> Self {
        Handle {
            table: Arc::clone(table),
            generation: table.newest(),
            pending: 0,
        }
    }

    /// A copy of the entry with this hash and key words (see [`Words::KEY_MASK`]), if one is
    /// read whole.
    pub fn find(&self, hash: u64, key: [u64; 3]) -> Option<E> {
        self.generation.bucket(hash).find(key)
    }

    /// Stores `entry` as [`crate::solver::table::Table::insert`] does (or drops it while its
    /// bucket is being written by another thread); grows the table when it is half full.
    pub fn insert(&mut self, entry: E) {
        if !self.generation.bucket(entry.hash()).insert(entry) {
            return;
        }
        self.pending += 1;
        if self.pending < FILL_BATCH {
            return;
        }
        let filled = self
            .generation
            .filled
            .0
            .fetch_add(self.pending, Ordering::Relaxed);
        self.pending = 0;
        if (filled + FILL_BATCH) * 2 > self.generation.slots()
            && self.generation.buckets.len() < self.table.max_buckets
        {
            self.grow();
        }
    }

    /// Moves to the newest generation if another member published one.
    pub fn refresh(&mut self) {
        if self.table.newest.load(Ordering::Acquire) != self.generation.number {
            self.generation = self.table.newest();
            self.pending = 0;
        }
    }

    /// The number of slots in use (approximately).
    pub fn filled(&self) -> usize {
        self.generation.filled.0.load(Ordering::Relaxed)
    }

    /// The number of slots the table may grow to.
    pub fn capacity(&self) -> usize {
        self.table.capacity()
    }

    /// Builds the next generation from this one and publishes it, unless another member is
    /// doing so or already did, or a member still works in the one before (so that at most two
    /// generations live at once).
    fn grow(&mut self) {
        let table = &*self.table;
        if table.growing.swap(true, Ordering::Acquire) {
            return;
        }
        let latest = table.newest.load(Ordering::Acquire) == self.generation.number;
        if latest && table.lock().1.strong_count() == 0 {
            let old = &self.generation;
            let next = Generation::new(
                (old.buckets.len() * 2).min(table.max_buckets),
                old.number + 1,
            );
            let mut filled = 0;
            // A bucket being written meanwhile is left behind (its entries are misses).
            for entries in old.buckets.iter().filter_map(Bucket::entries::<E>) {
                for entry in entries.into_iter().filter(|e| !e.is_empty()) {
                    filled += usize::from(next.bucket(entry.hash()).insert(entry));
                }
            }
            next.filled.0.store(filled, Ordering::Relaxed);
            let next = Arc::new(next);
            let old = std::mem::replace(&mut self.generation, Arc::clone(&next));
            *table.lock() = (next, Arc::downgrade(&old));
            table
                .newest
                .store(self.generation.number, Ordering::Release);
            self.pending = 0;
        }
        table.growing.store(false, Ordering::Release);
    }
}
