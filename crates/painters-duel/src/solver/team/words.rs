//! The search's table entries as the lock-free table's three or four words (`Words`), every
//! bit of them, and their keys as the words a look-up compares.

use super::lockless::{MOST_WORDS, Words, bytes_at, region_from_words, region_words, word_byte};
use crate::solver::rooms::RoomSet;
use crate::solver::search::entries::{GameEntry, PathEntry};
use crate::solver::search::key::Key;

/// The key words of the game entry under `key` (see [`Words::KEY_MASK`]).
pub(super) fn game_key_words<R: RoomSet>(key: &Key<R>) -> [u64; MOST_WORDS] {
    region_words(key.region, &[key.mover, key.other])
}

/// The key words of the path entry for a path from `start` through `region`.
pub(super) fn path_key_words<R: RoomSet>(start: usize, region: R) -> [u64; MOST_WORDS] {
    region_words(region, &[start as u8])
}

/// The mask of a last word whose bits below [`bytes_at`] and `bytes` bytes above are key.
const fn key_mask<R: RoomSet>(bytes: usize) -> u64 {
    (1 << (bytes_at::<R>().1 + 8 * bytes)) - 1
}

impl<R: RoomSet> Words for GameEntry<R> {
    const WORDS: usize = R::ENTRY_WORDS;
    /// In the last word: the region's rooms 128..144 (three words), the mover's room and the
    /// other's.
    const KEY_MASK: u64 = key_mask::<R>(2);
    fn to_words(&self) -> [u64; MOST_WORDS] {
        let (lower, upper) = (self.lower as u8, self.upper as u8);
        let bytes = [self.mover, self.other, lower, upper, self.best, self.work];
        region_words(R::unpack(self.region), &bytes)
    }
    fn from_words(words: [u64; MOST_WORDS]) -> Self {
        let byte = |k: usize| word_byte::<R>(&words, k);
        GameEntry {
            region: region_from_words::<R>(words),
            mover: byte(0),
            other: byte(1),
            lower: byte(2) as i8,
            upper: byte(3) as i8,
            best: byte(4),
            work: byte(5),
        }
    }
}

impl<R: RoomSet> Words for PathEntry<R> {
    const WORDS: usize = R::ENTRY_WORDS;
    /// In the last word: the region's rooms 128..144 (three words) and the start.
    const KEY_MASK: u64 = key_mask::<R>(1);
    fn to_words(&self) -> [u64; MOST_WORDS] {
        let bytes = [self.start, self.lower, self.upper, u8::from(self.stored)];
        region_words(R::unpack(self.region), &bytes)
    }
    fn from_words(words: [u64; MOST_WORDS]) -> Self {
        let byte = |k: usize| word_byte::<R>(&words, k);
        PathEntry {
            region: region_from_words::<R>(words),
            start: byte(0),
            lower: byte(1),
            upper: byte(2),
            stored: byte(3) != 0,
        }
    }
}
