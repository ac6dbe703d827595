//! Positions being searched (ABDADA, simplified): a thread of a team marks the large game
//! positions it is searching, and a thread about to enter a position that another one marked
//! searches that position's younger siblings first, so that the two threads work on different
//! subtrees instead of the same one at once.
//!
//! Exact whatever the marks say: a marked move is only put last among its siblings, never
//! skipped, so only the order of the moves changes (as with any move ordering). A mark is a
//! position's hash in a slot chosen by it; two positions sharing a slot overwrite each other's
//! marks, which only makes a busy position look free (no deferral).

use std::sync::atomic::{AtomicU64, Ordering};

use crate::solver::rooms::RoomSet;

/// Game positions with at least this many reachable rooms are marked while searched (smaller
/// ones end too soon to be worth a write that the other threads read).
pub(super) const BUSY_MIN_ROOMS: u32 = 20;

/// The number of slots (a power of two).
const SLOTS: usize = 1 << 14;

/// The marks of the positions that the threads of a team are searching.
pub struct Busy {
    slots: Box<[AtomicU64]>,
}

impl Default for Busy {
    fn default() -> Self {
        Busy {
            slots: (0..SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }
}

/// The hash that marks a position: the free rooms as they are (not the table's key, which is
/// dearer to compute), where the mover and the other stand. Never 0, which marks nothing.
pub fn mark_of<R: RoomSet>(free: R, mover: usize, other: usize) -> u64 {
    free.hash_with(mover as u8, other as u8) | 1
}

impl Busy {
    fn slot(&self, mark: u64) -> &AtomicU64 {
        &self.slots[(mark >> 50) as usize & (SLOTS - 1)]
    }

    /// Marks a position as being searched.
    pub fn mark(&self, mark: u64) {
        self.slot(mark).store(mark, Ordering::Relaxed);
    }

    /// Unmarks a position whose search is over (unless its slot holds another's mark now).
    pub fn unmark(&self, mark: u64) {
        let _ = self
            .slot(mark)
            .compare_exchange(mark, 0, Ordering::Relaxed, Ordering::Relaxed);
    }

    /// Whether a thread marked the position.
    pub fn is_busy(&self, mark: u64) -> bool {
        self.slot(mark).load(Ordering::Relaxed) == mark
    }
}
