//! The search of [`crate::search`] on several threads (rayon's work stealing), for `--threads`.
//!
//! # Scheme
//! A short single-threaded search runs first ([`WARM_UP`] live sets): most positions end there
//! and never start a thread. Past it, the memo moves into a [`SharedMemo`] and every thread runs
//! the whole sequential search from the start on it ("lazy SMP"), each taking the children of
//! lost positions in its own order (rotated by a different fraction), so that they tend to work
//! on different subtrees and each reads what the others have stored. The first to finish
//! stops the others. Splitting the tree among threads instead (young brothers wait: a
//! position's first child alone, the others in parallel) expanded 1.8 times the positions of
//! one thread, siblings sharing most of their subtrees (`bench/chapaev-search.md`).
//!
//! # Why the answer does not depend on the thread count
//! Every memo entry is the exact game value of its position, whichever thread wrote it and in
//! whatever order, so each search returns the exact value; threads change only which positions
//! are expanded (and how often two threads expand the same one), not the result. Only the memo
//! bound ([`crate::search::MEMO_LIMIT`]) may be reached at a different moment.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use crate::position::{Position, Side};
use crate::search::{MEMO_LIMIT, Memo, Search, TooLarge};

/// The live sets the single-threaded warm-up may store before the threads start (about 40 ms
/// of search; every judge-format and nearly every 12 vs 12 position ends within it).
pub const WARM_UP: usize = 1 << 15;

/// Shards of the shared memo (a power of two): few enough to stay small, enough that two
/// threads rarely wait for the same lock.
const SHARDS: usize = 256;

/// A memo several searches share: hash maps behind locks, one per shard of live sets.
pub struct SharedMemo {
    shards: Vec<Mutex<FxHashMap<u32, u8>>>,
    len: AtomicUsize,
    /// Set when one search has finished: the others stop.
    done: AtomicBool,
}

impl SharedMemo {
    /// An empty memo.
    pub fn new() -> Self {
        SharedMemo {
            shards: (0..SHARDS).map(|_| Mutex::default()).collect(),
            len: AtomicUsize::new(0),
            done: AtomicBool::new(false),
        }
    }

    fn shard(&self, live: u32) -> std::sync::MutexGuard<'_, FxHashMap<u32, u8>> {
        // The top bits of a multiplicative hash: live sets differing in low discs spread out.
        let index = (live.wrapping_mul(0x9E37_79B9) >> 24) as usize % SHARDS;
        // A panic while holding a lock never leaves a half-written entry, so poison is ignored.
        self.shards[index]
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Default for SharedMemo {
    fn default() -> Self {
        SharedMemo::new()
    }
}

impl Memo for &SharedMemo {
    fn bits(&self, live: u32) -> Option<u8> {
        self.shard(live).get(&live).copied()
    }

    fn add(&mut self, live: u32, bits: u8, limit: usize) -> Result<(), TooLarge> {
        let mut shard = self.shard(live);
        if let Some(entry) = shard.get_mut(&live) {
            *entry |= bits;
            return Ok(());
        }
        if self.len.fetch_add(1, Ordering::Relaxed) >= limit {
            return Err(TooLarge);
        }
        shard.insert(live, bits);
        Ok(())
    }

    fn stopped(&self) -> bool {
        self.done.load(Ordering::Relaxed)
    }
}

/// The search on `threads` threads sharing `memo`, each with its own order of the children of
/// lost positions; the first to finish stops the others.
fn race(
    position: &Position,
    moves: &[Vec<u32>],
    memo: &SharedMemo,
    threads: usize,
) -> Result<(bool, u64), TooLarge> {
    let results: Vec<(Result<bool, TooLarge>, u64)> = (0..threads)
        .into_par_iter()
        .map(|thread| {
            let mut search = Search::with_memo(position, moves, memo, MEMO_LIMIT);
            search.rotate((thread * 256 / threads) as u8);
            let result = search.wins(position.all_mask(), Side::Red);
            if result.is_ok() {
                memo.done.store(true, Ordering::Relaxed);
            }
            (result, search.visited())
        })
        .collect();
    let visited = results.iter().map(|(_, visited)| visited).sum();
    // A thread stopped by another reports `TooLarge`; every finished one has the exact value.
    let wins = results.iter().find_map(|(result, _)| result.ok());
    wins.map(|wins| (wins, visited)).ok_or(TooLarge)
}

/// Whether red, to move with every disc live, wins `position` with the moves `moves`
/// ([`crate::hits::pruned_hit_sets`]) on `threads` threads (0: one per core), with the number
/// of positions expanded. One thread is exactly the sequential search.
///
/// # Errors
/// [`TooLarge`] when the memo would pass [`MEMO_LIMIT`].
pub fn red_wins(
    position: &Position,
    moves: &[Vec<u32>],
    threads: usize,
) -> Result<(bool, u64), TooLarge> {
    red_wins_after(position, moves, threads, WARM_UP)
}

/// As [`red_wins`] with a warm-up of `warm_up` live sets instead of [`WARM_UP`] (the tests use
/// 0 to reach the threads on small positions).
///
/// # Errors
/// As [`red_wins`].
pub fn red_wins_after(
    position: &Position,
    moves: &[Vec<u32>],
    threads: usize,
    warm_up: usize,
) -> Result<(bool, u64), TooLarge> {
    let live = position.all_mask();
    let limit = if threads == 1 { MEMO_LIMIT } else { warm_up };
    let mut search = Search::with_memo_limit(position, moves, limit);
    match search.wins(live, Side::Red) {
        Ok(wins) => return Ok((wins, search.visited())),
        Err(TooLarge) if threads == 1 => return Err(TooLarge),
        Err(TooLarge) => {}
    }
    // Asking for the cores reads the system's files: only positions that need them pay.
    let threads = crate::thread_count(threads);
    if threads == 1 {
        search.raise_memo_limit(MEMO_LIMIT);
        let wins = search.wins(live, Side::Red)?;
        return Ok((wins, search.visited()));
    }
    let warm_up = search.visited();
    let memo = SharedMemo::new();
    for (set, bits) in search.into_entries() {
        (&memo).add(set, bits, MEMO_LIMIT)?;
    }
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build();
    // Without threads to be had, the same search on this one.
    let (wins, visited) = match pool {
        Ok(pool) => pool.install(|| race(position, moves, &memo, threads))?,
        Err(_) => race(position, moves, &memo, 1)?,
    };
    Ok((wins, warm_up + visited))
}
