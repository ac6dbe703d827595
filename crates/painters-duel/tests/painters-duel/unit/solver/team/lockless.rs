//! Tests of `src/solver/team/lockless.rs`.

use painters_duel::solver::table::Slot;
use painters_duel::solver::table::mix;
use painters_duel::solver::team::lockless::*;
use std::sync::Arc;
use std::sync::atomic::Ordering;

/// An entry of `W` words whose words after the first follow from it (its key), so that a torn
/// copy (words of two entries) shows.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
struct KeyedN<const W: usize>([u64; MOST_WORDS]);

/// The three-word form, the one the game and path entries take up to side 12.
type Keyed = KeyedN<3>;

impl<const W: usize> KeyedN<W> {
    fn new(key: u64) -> Self {
        let words = [
            key,
            key.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            !key,
            key.rotate_left(17),
        ];
        KeyedN(std::array::from_fn(|k| if k < W { words[k] } else { 0 }))
    }
}

impl<const W: usize> Slot for KeyedN<W> {
    fn is_empty(&self) -> bool {
        self.0[0] == 0
    }
    fn hash(&self) -> u64 {
        mix(u128::from(self.0[0]), 0, 0)
    }
    fn work(&self) -> u8 {
        // All alike: a full bucket always takes the new entry, so that slots keep changing.
        0
    }
}

impl<const W: usize> Words for KeyedN<W> {
    const WORDS: usize = W;
    // The key is all words but the last; the last is data (checked against the key).
    const KEY_MASK: u64 = 0;
    fn to_words(&self) -> [u64; MOST_WORDS] {
        self.0
    }
    fn from_words(words: [u64; MOST_WORDS]) -> Self {
        KeyedN(words)
    }
}

#[test]
fn a_bucket_fills_two_cache_lines() {
    assert_eq!(std::mem::size_of::<Bucket>(), 128);
    assert_eq!(std::mem::align_of::<Bucket>(), 64);
}

#[test]
fn one_thread_finds_what_it_stored_as_the_table_grows() {
    finds_what_it_stored::<3>(95);
    // Three slots to a bucket, not five: a full bucket turns an entry away sooner.
    finds_what_it_stored::<4>(85);
}

/// Stores 20 000 entries of `W` words, and finds at least `percent` % of them.
fn finds_what_it_stored<const W: usize>(percent: usize) {
    let table = Arc::new(Lockless::<KeyedN<W>>::new(1 << 22));
    let mut handle = Handle::new(&table);
    let keys = 1..20_000u64;
    for key in keys.clone() {
        handle.insert(KeyedN::<W>::new(key));
    }
    // Grown from one generation of at most 1024 buckets, losing little.
    assert!(handle.generation.number >= 4);
    let found = keys
        .clone()
        .filter(|&key| {
            let probe = KeyedN::<W>::new(key);
            let found = handle.find(probe.hash(), key_of::<KeyedN<W>>(probe.0));
            assert!(found.is_none_or(|e| e == KeyedN::<W>::new(key)));
            found.is_some()
        })
        .count();
    assert!(found * 100 >= keys.count() * percent, "{found} found");
    assert!(handle.filled() <= handle.capacity());
}

#[test]
fn a_bucket_being_written_is_a_miss_and_takes_nothing() {
    let table = Arc::new(Lockless::<Keyed>::new(0));
    let mut handle = Handle::new(&table);
    let entry = Keyed::new(7);
    handle.insert(entry);
    let bucket = &handle.generation.buckets[0];
    assert_eq!(bucket.find::<Keyed>(key_of::<Keyed>(entry.0)), Some(entry));
    // As if another thread were writing it.
    bucket.sequence.fetch_add(1, Ordering::Relaxed);
    assert_eq!(bucket.find::<Keyed>(key_of::<Keyed>(entry.0)), None);
    assert!(!bucket.insert(Keyed::new(8)));
    assert_eq!(bucket.entries::<Keyed>(), None);
    bucket.sequence.fetch_add(1, Ordering::Relaxed);
    assert_eq!(bucket.find::<Keyed>(key_of::<Keyed>(Keyed::new(8).0)), None);
    assert_eq!(bucket.find::<Keyed>(key_of::<Keyed>(entry.0)), Some(entry));
}

/// Four threads on one bucket; with the sequence numbers' checks removed it fails most runs.
#[test]
fn threads_never_read_a_torn_entry() {
    never_torn::<3>();
    never_torn::<4>();
}

fn never_torn<const W: usize>() {
    // One bucket, so that the threads keep writing the same slots.
    let table = Arc::new(Lockless::<KeyedN<W>>::new(0));
    let found: usize = std::thread::scope(|scope| {
        let members: Vec<_> = (0..4u64)
            .map(|member| {
                let table = &table;
                scope.spawn(move || {
                    let mut handle = Handle::new(table);
                    let mut found = 0;
                    for k in 0..200_000u64 {
                        handle.refresh();
                        let key = 1 + (k * 7 + member) % 12;
                        let hash = KeyedN::<W>::new(key).hash();
                        if let Some(entry) =
                            handle.find(hash, key_of::<KeyedN<W>>(KeyedN::<W>::new(key).0))
                        {
                            assert_eq!(entry, KeyedN::<W>::new(key), "a torn entry");
                            found += 1;
                        }
                        handle.insert(KeyedN::<W>::new(key));
                    }
                    found
                })
            })
            .collect();
        members.into_iter().map(|m| m.join().unwrap()).sum()
    });
    assert!(found > 0);
}
