//! Tables shared by the threads of one solve (Lazy SMP): every thread searches the same root and
//! reads what the others proved.
//!
//! Exact whatever the threads do: an entry is only ever an interval proven to hold a value (or a
//! longest path), whichever thread wrote it, and keys are compared whole, so reading another
//! thread's entry is as sound as reading one's own. The tables are `Lockless`: no entry is ever
//! read half-written, and a look-up writes nothing that the other threads read. A thread stopped
//! by the flag records nothing from then on (its values are no longer proven), and its answer is
//! dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use gamecore::clock::Stopwatch;

use super::busy::Busy;
use super::game::GameEntry;
use super::lockless::{Handle, Lockless, Words};
use super::paths::PathEntry;
use super::root::RootBounds;
use crate::board::Rooms;
use crate::rooms::RoomSet;
use crate::table::Table;

/// Where a solver keeps what it proved: a table of its own, or one shared by threads.
pub(super) enum Store<E: Words> {
    Own(Table<E>),
    Shared(Handle<E>),
}

impl<E: Words> Store<E> {
    /// A copy of the entry with this hash that `matches` accepts; a shared table compares the
    /// words of the key instead, which `key` gives (see [`Words::KEY_MASK`]).
    pub(super) fn find(
        &self,
        hash: u64,
        matches: impl Fn(&E) -> bool,
        key: impl FnOnce() -> [u64; 3],
    ) -> Option<E> {
        match self {
            Store::Own(table) => table.find(hash, matches).copied(),
            Store::Shared(shared) => shared.find(hash, key()),
        }
    }

    /// Stores `entry` as [`Table::insert`] does (`matches` accepts an entry with its key).
    pub(super) fn insert(&mut self, entry: E, matches: impl Fn(&E) -> bool) {
        match self {
            Store::Own(table) => table.insert(entry, matches),
            Store::Shared(shared) => shared.insert(entry),
        }
    }

    /// Moves a shared table's view to its newest generation (see [`Handle::refresh`]).
    pub(super) fn refresh(&mut self) {
        if let Store::Shared(shared) = self {
            shared.refresh();
        }
    }

    /// The number of slots in use.
    pub(super) fn filled(&self) -> usize {
        match self {
            Store::Own(table) => table.filled(),
            Store::Shared(shared) => shared.filled(),
        }
    }

    /// The number of slots the table may grow to.
    pub(super) fn capacity(&self) -> usize {
        match self {
            Store::Own(table) => table.capacity(),
            Store::Shared(shared) => shared.capacity(),
        }
    }
}

/// What the threads of one solve share: the two tables, the positions being searched, the
/// bounds proven on the root, and the flag that stops them once one thread has the answer. A
/// team serves one root (its tables would serve any, its root bounds only the first).
pub struct Team<R: RoomSet = Rooms> {
    pub(super) game: Arc<Lockless<GameEntry<R>>>,
    pub(super) paths: Arc<Lockless<PathEntry<R>>>,
    pub(super) busy: Busy,
    pub(super) root: RootBounds,
    done: AtomicBool,
}

impl<R: RoomSet> Team<R> {
    /// Tables of at most `table_bytes` bytes together, shared by the threads of one solve.
    pub fn new(table_bytes: usize) -> Arc<Self> {
        Arc::new(Team {
            game: Arc::new(Lockless::new(table_bytes / 2)),
            paths: Arc::new(Lockless::new(table_bytes / 2)),
            busy: Busy::default(),
            root: RootBounds::default(),
            done: AtomicBool::new(false),
        })
    }

    /// Tells every thread that the answer is known.
    pub(super) fn finish(&self) {
        self.done.store(true, Ordering::Relaxed);
    }

    /// Waits up to `time` for a member to find the answer (polling every millisecond); whether
    /// one did.
    pub fn wait_for_answer(&self, time: Duration) -> bool {
        let started = Stopwatch::start();
        while !self.is_done() && started.elapsed() < time {
            std::thread::sleep(Duration::from_millis(1));
        }
        self.is_done()
    }

    /// Whether a thread has the answer.
    pub(super) fn is_done(&self) -> bool {
        self.done.load(Ordering::Relaxed)
    }
}
