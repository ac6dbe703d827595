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

/// The most words an entry takes.
pub const MOST_WORDS: usize = 4;

/// An entry that the lock-free table holds as three or four words, every bit of it (padding
/// excluded).
pub trait Words: Slot {
    /// The words the entry takes (3 or [`MOST_WORDS`]); the words past them are zero.
    const WORDS: usize = 3;
    /// The bits of the entry's last word that belong to the key (the words before it are all
    /// key). An entry's key words are never all zero: all-zero words are the empty slot.
    const KEY_MASK: u64;
    /// The entry as words.
    fn to_words(&self) -> [u64; MOST_WORDS];
    /// The entry that [`Words::to_words`] gave these words (all-zero words: the empty entry).
    fn from_words(words: [u64; MOST_WORDS]) -> Self;
}

/// Where the bytes after a region start, as (word, bit): in a three-word entry above the
/// region's rooms 128..144 in the third word, in a four-word one at the start of the fourth
/// (the third holds rooms 128 and up).
pub const fn bytes_at<R: RoomSet>() -> (usize, usize) {
    if R::ENTRY_WORDS == 3 { (2, 16) } else { (3, 0) }
}

/// A set of rooms as two words and the low bits of a third (its rooms 128 and up), followed by
/// `bytes` where [`bytes_at`] says (at most six in a three-word entry).
pub fn region_words<R: RoomSet>(region: R, bytes: &[u8]) -> [u64; MOST_WORDS] {
    let (low, high) = region.halves();
    let (at, shift) = bytes_at::<R>();
    let mut words = [low as u64, (low >> 64) as u64, high, 0];
    for (k, &b) in bytes.iter().enumerate() {
        words[at] |= u64::from(b) << (shift + 8 * k);
    }
    words
}

/// Byte `k` of those that [`region_words`] placed after the region.
pub fn word_byte<R: RoomSet>(words: &[u64; MOST_WORDS], k: usize) -> u8 {
    let (at, shift) = bytes_at::<R>();
    (words[at] >> (shift + 8 * k)) as u8
}

/// The packed set that [`region_words`] gave these words (the bytes after it ignored).
pub fn region_from_words<R: RoomSet>(words: [u64; MOST_WORDS]) -> R::Packed {
    let low = u128::from(words[0]) | u128::from(words[1]) << 64;
    let high = if R::ENTRY_WORDS == 3 {
        words[2] & 0xFFFF
    } else {
        words[2]
    };
    R::from_halves(low, high).pack()
}

/// A bucket's words after its sequence number: with it they fill two cache lines.
const BUCKET_WORDS: usize = 15;

/// Entries of `E` per bucket: five of three words, three of four.
const fn slots<E: Words>() -> usize {
    BUCKET_WORDS / E::WORDS
}

/// A bucket: its sequence number (odd while written) and its entries' words.
#[repr(align(64))]
pub struct Bucket {
    /// The sequence number: odd while the bucket is written.
    pub sequence: AtomicU64,
    words: [AtomicU64; BUCKET_WORDS],
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
    /// The words of slot `s` of entries of `E`, as read now (possibly torn: check the sequence
    /// number after).
    #[inline(always)]
    fn slot<E: Words>(&self, s: usize) -> [u64; MOST_WORDS] {
        let w = &self.words[E::WORDS * s..E::WORDS * (s + 1)];
        std::array::from_fn(|k| {
            if k < E::WORDS {
                w[k].load(Ordering::Relaxed)
            } else {
                0
            }
        })
    }

    /// The bucket's entries, unless it was being written meanwhile.
    pub fn entries<E: Words>(&self) -> Option<Vec<E>> {
        let before = self.sequence.load(Ordering::Acquire);
        let entries = (0..slots::<E>())
            .map(|s| E::from_words(self.slot::<E>(s)))
            .collect();
        fence(Ordering::Acquire);
        (before & 1 == 0 && self.sequence.load(Ordering::Relaxed) == before).then_some(entries)
    }

    /// The entry whose key words are `key`, unless the bucket was being written meanwhile.
    pub fn find<E: Words>(&self, key: [u64; MOST_WORDS]) -> Option<E> {
        let before = self.sequence.load(Ordering::Acquire);
        if before & 1 == 1 {
            return None;
        }
        let found = (0..slots::<E>())
            .map(|s| self.slot::<E>(s))
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
        let count = slots::<E>();
        let slots: [[u64; MOST_WORDS]; 5] = std::array::from_fn(|s| {
            if s < count {
                self.slot::<E>(s)
            } else {
                [0; MOST_WORDS]
            }
        });
        let chosen = (0..count)
            .find(|&s| is_key::<E>(&slots[s], &key))
            .map(|s| (s, false))
            .or_else(|| {
                (0..count)
                    .find(|&s| slots[s] == [0; MOST_WORDS])
                    .map(|s| (s, true))
            })
            .or_else(|| {
                let work = |s: usize| E::from_words(slots[s]).work();
                let least = (0..count).min_by_key(|&s| work(s))?;
                (work(least) <= entry.work()).then_some((least, false))
            });
        if let Some((s, _)) = chosen {
            let slot = &self.words[E::WORDS * s..E::WORDS * (s + 1)];
            for (word, value) in slot.iter().zip(words) {
                word.store(value, Ordering::Relaxed);
            }
        }
        self.sequence.store(before + 2, Ordering::Release);
        chosen.is_some_and(|(_, free)| free)
    }
}

/// The key part of an entry's words: all but the last whole, the last masked by `E::KEY_MASK`.
pub fn key_of<E: Words>(mut words: [u64; MOST_WORDS]) -> [u64; MOST_WORDS] {
    words[E::WORDS - 1] &= E::KEY_MASK;
    words
}

/// Whether `words` hold an entry with key `key` (an empty slot, all zero, matches no key).
#[inline(always)]
fn is_key<E: Words>(words: &[u64; MOST_WORDS], key: &[u64; MOST_WORDS]) -> bool {
    let last = E::WORDS - 1;
    words[..last] == key[..last] && words[last] & E::KEY_MASK == key[last]
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

    fn slots<E: Words>(&self) -> usize {
        self.buckets.len() * slots::<E>()
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
        self.max_buckets * slots::<E>()
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
    pub fn find(&self, hash: u64, key: [u64; MOST_WORDS]) -> Option<E> {
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
        if (filled + FILL_BATCH) * 2 > self.generation.slots::<E>()
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
