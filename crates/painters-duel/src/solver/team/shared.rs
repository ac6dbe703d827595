//! What the threads of one solve share (Lazy SMP): every thread searches the same root and reads
//! what the others proved.
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
use super::lockless::Lockless;
use super::root::RootBounds;
use crate::solver::board::Rooms;
use crate::solver::rooms::RoomSet;
use crate::solver::search::company::table_shares;
use crate::solver::search::entries::{GameEntry, PathEntry};

/// What the threads of one solve share: the two tables, the positions being searched, the
/// bounds proven on the root, and the flag that stops them once one thread has the answer. A
/// team serves one root (its tables would serve any, its root bounds only the first).
pub struct Team<R: RoomSet = Rooms> {
    pub(super) game: Arc<Lockless<GameEntry<R>>>,
    pub(super) paths: Arc<Lockless<PathEntry<R>>>,
    pub(super) busy: Busy,
    /// The bounds known on the root's value.
    pub root: RootBounds,
    done: AtomicBool,
}

impl<R: RoomSet> Team<R> {
    /// Tables of at most `table_bytes` bytes together ([`table_shares`]), shared by the threads
    /// of one solve.
    pub fn new(table_bytes: usize) -> Arc<Self> {
        let (game, paths) = table_shares(table_bytes);
        Arc::new(Team {
            game: Arc::new(Lockless::new(game)),
            paths: Arc::new(Lockless::new(paths)),
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
