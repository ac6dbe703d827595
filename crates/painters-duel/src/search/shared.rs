//! Tables shared by the threads of one solve (Lazy SMP): every thread searches the same root and
//! reads what the others proved.
//!
//! Exact whatever the threads do: an entry is only ever an interval proven to hold a value (or a
//! longest path), whichever thread wrote it, and keys are compared whole, so reading another
//! thread's entry is as sound as reading one's own. Each stripe of a table is a [`Table`] behind
//! a lock (a reader copies the entry out under it), so no entry is ever read half-written; with
//! many stripes two threads rarely want the same lock. A thread stopped by the flag records
//! nothing from then on (its values are no longer proven), and its answer is dropped.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::game::GameEntry;
use super::paths::PathEntry;
use crate::board::Rooms;
use crate::rooms::RoomSet;
use crate::table::{Slot, Table};

/// The number of stripes of a shared table (a power of two: the hash's low bits pick one).
const STRIPES: usize = 64;

/// A table split into independently locked stripes.
pub(super) struct Striped<E: Slot> {
    stripes: Box<[Mutex<Table<E>>]>,
}

impl<E: Slot> Striped<E> {
    fn new(max_bytes: usize) -> Self {
        let per_stripe = max_bytes / STRIPES;
        Striped {
            stripes: (0..STRIPES)
                .map(|_| Mutex::new(Table::new(per_stripe)))
                .collect(),
        }
    }

    fn stripe(&self, hash: u64) -> MutexGuard<'_, Table<E>> {
        // A thread that panicked holding a lock left whole entries behind (inserts copy one
        // entry at a time), so a poisoned stripe is still sound to read.
        self.stripes[hash as usize & (STRIPES - 1)]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    fn filled(&self) -> usize {
        (0..STRIPES).map(|s| self.stripe(s as u64).filled()).sum()
    }

    fn capacity(&self) -> usize {
        (0..STRIPES).map(|s| self.stripe(s as u64).capacity()).sum()
    }
}

/// Where a solver keeps what it proved: a table of its own, or a striped one shared by threads.
pub(super) enum Store<E: Slot> {
    Own(Table<E>),
    Shared(Arc<Striped<E>>),
}

impl<E: Slot> Store<E> {
    /// A copy of the entry with this hash that `matches` accepts.
    pub(super) fn find(&self, hash: u64, matches: impl Fn(&E) -> bool) -> Option<E> {
        match self {
            Store::Own(table) => table.find(hash, matches).copied(),
            Store::Shared(striped) => striped.stripe(hash).find(hash, matches).copied(),
        }
    }

    /// Stores `entry` as [`Table::insert`] does.
    pub(super) fn insert(&mut self, entry: E, matches: impl Fn(&E) -> bool) {
        match self {
            Store::Own(table) => table.insert(entry, matches),
            Store::Shared(striped) => striped.stripe(entry.hash()).insert(entry, matches),
        }
    }

    /// The number of slots in use.
    pub(super) fn filled(&self) -> usize {
        match self {
            Store::Own(table) => table.filled(),
            Store::Shared(striped) => striped.filled(),
        }
    }

    /// The number of slots the table may grow to.
    pub(super) fn capacity(&self) -> usize {
        match self {
            Store::Own(table) => table.capacity(),
            Store::Shared(striped) => striped.capacity(),
        }
    }
}

/// What the threads of one solve share: the two tables, and the flag that stops them once one
/// thread has the answer.
pub struct Team<R: RoomSet = Rooms> {
    pub(super) game: Arc<Striped<GameEntry<R>>>,
    pub(super) paths: Arc<Striped<PathEntry<R>>>,
    done: AtomicBool,
}

impl<R: RoomSet> Team<R> {
    /// Tables of at most `table_bytes` bytes together, shared by the threads of one solve.
    pub fn new(table_bytes: usize) -> Arc<Self> {
        Arc::new(Team {
            game: Arc::new(Striped::new(table_bytes / 2)),
            paths: Arc::new(Striped::new(table_bytes / 2)),
            done: AtomicBool::new(false),
        })
    }

    /// Tells every thread that the answer is known.
    pub(super) fn finish(&self) {
        self.done.store(true, Ordering::Relaxed);
    }

    /// Whether a thread has the answer.
    pub(super) fn is_done(&self) -> bool {
        self.done.load(Ordering::Relaxed)
    }
}
