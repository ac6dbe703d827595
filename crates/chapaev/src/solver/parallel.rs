//! The search of [`crate::solver::search`] on several threads (rayon's work stealing), for
//! `--threads`: a layer above the sequential search, which it runs on each thread.
//!
//! # Scheme
//! A short single-threaded search runs first ([`WARM_UP`] live sets): most positions end there
//! and never start a thread. Past it, the memo moves into a lock-free [`AtomicMemo`] and every
//! thread runs the whole sequential search from the start on it, with two changes. The threads
//! take the tie orders of [`crate::solver::order`] in turn (thread 0 the aimed one, thread 1 the
//! geometric one, ...), each but the first after a first run of
//! [`ALONE`] positions in the first (every random, lattice and
//! spread position ends within it, searched as before): where one order needs several times
//! fewer positions than the other (level trades) the team goes at the pace of the better, and
//! every result one stores serves the others. And (simplified ABDADA): a position being expanded is marked busy in the memo, and a
//! thread meeting a busy child of a lost position takes that child's siblings first, coming
//! back to it last, when it is often stored. So the threads split the children of lost
//! positions among them instead of searching the same subtrees. The first to finish stops the
//! others. Lazy SMP (each thread's children rotated differently) and splitting the tree (young
//! brothers wait) expand more positions than one thread (`bench/chapaev-search.md`).
//!
//! # Why the answer does not depend on the thread count
//! Every memo entry is the exact game value of its position, whichever thread wrote it and in
//! whatever order, so each search returns the exact value; threads change only which positions
//! are expanded (and how often two threads expand the same one), not the result. Only the memo
//! bound ([`crate::solver::memo::MEMO_LIMIT`]) may be reached at a different moment.

use rayon::prelude::*;

use crate::solver::atomic_memo::{AtomicMemo, NoRoom};
use crate::solver::memo::{MEMO_LIMIT, TooLarge};
use crate::solver::order::{ALONE, schedule, tie_orders};
use crate::solver::position::{Position, Side};
use crate::solver::search::{self, Search};

/// The live sets the single-threaded warm-up may store before the threads start (about 40 ms
/// of search; every judge-format and nearly every 12 vs 12 position ends within it).
pub const WARM_UP: usize = 1 << 15;

/// The shared memo's first size: 2^19 slots (4 MiB), room for 2^18 live sets, eight times the
/// warm-up's; it doubles when half full.
pub const FIRST_LOG2: u32 = 19;

/// The search on `threads` threads sharing `memo`, each under a tie order in turn and taking
/// a busy child last; the first to finish stops the others. The value, unless the memo stopped
/// every thread first (full: see [`AtomicMemo::refusal`]), and the positions expanded.
fn race(
    position: &Position,
    moves: &[Vec<u32>],
    memo: &AtomicMemo,
    threads: usize,
    alone: u64,
) -> (Option<bool>, u64) {
    let orders = tie_orders(position).len();
    let results: Vec<(Result<bool, TooLarge>, u64)> = (0..threads)
        .into_par_iter()
        .map(|thread| {
            // The threads take the tie orders in turn, each but the first after a first run
            // in the first (every random, lattice and spread position ends within it).
            let order = thread % orders;
            let runs = |turn: u32| match (turn, order) {
                (0, 1..) => (0, alone),
                _ => (order, u64::MAX),
            };
            let mut search = Search::with_memo(position, moves, memo.handle(), MEMO_LIMIT);
            let result = search.scheduled(position, runs).map(|(wins, _)| wins);
            if result.is_ok() {
                memo.stop();
            }
            (result, search.visited())
        })
        .collect();
    let visited = results.iter().map(|(_, visited)| visited).sum();
    // A thread stopped by another reports `TooLarge`; every finished one has the exact value.
    (results.iter().find_map(|(result, _)| result.ok()), visited)
}

/// The race on `threads` threads from the warm-up's `entries`, the memo doubled and the race
/// run again each time it fills (the stored results stay, so little is redone); the threads
/// but the first begin with `alone` positions in the first tie order in all.
fn race_growing(
    position: &Position,
    moves: &[Vec<u32>],
    entries: impl ExactSizeIterator<Item = (u32, u8)>,
    threads: usize,
    (first_log2, alone): (u32, u64),
) -> Result<(bool, u64), TooLarge> {
    let mut memo = AtomicMemo::from_entries(first_log2, threads, entries);
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build();
    let mut visited = 0;
    let mut first_run = alone;
    loop {
        // Without threads to be had, the same search on this one.
        let (wins, expanded) = match &pool {
            Ok(pool) => pool.install(|| race(position, moves, &memo, threads, first_run)),
            Err(_) => race(position, moves, &memo, 1, first_run),
        };
        visited += expanded;
        // A race run again goes on with what is left of the first run (about an equal share of
        // the positions per thread), not with the whole of it again.
        first_run = first_run.saturating_sub(expanded / threads as u64);
        match (wins, memo.refusal()) {
            (Some(wins), _) => return Ok((wins, visited)),
            (None, Some(NoRoom::Full)) => memo = memo.grown(),
            (None, _) => return Err(TooLarge),
        }
    }
}

/// Whether red, to move with every disc live, wins `position` with the moves `moves`
/// ([`crate::solver::hits::pruned_hit_sets`]) on `threads` threads (0: one per core), with the
/// number of positions expanded. One thread is the sequential search ([`search::red_wins`]).
///
/// # Errors
/// [`TooLarge`] when the memo would pass [`MEMO_LIMIT`].
pub fn red_wins(
    position: &Position,
    moves: &[Vec<u32>],
    threads: usize,
) -> Result<(bool, u64), TooLarge> {
    red_wins_tuned(position, moves, threads, WARM_UP, (FIRST_LOG2, ALONE))
}

/// As [`red_wins`] with a warm-up of `warm_up` live sets instead of [`WARM_UP`] and a shared
/// memo of `2^first_log2` slots at first (at least what the warm-up stored needs) instead of
/// [`FIRST_LOG2`], and the threads past the first running `alone` positions in the first tie
/// order before their own instead of [`ALONE`]: the tests use a warm-up of 0 to reach the
/// threads on small positions, a few slots to make the memo grow, and a short first run.
///
/// # Errors
/// As [`red_wins`].
pub fn red_wins_tuned(
    position: &Position,
    moves: &[Vec<u32>],
    threads: usize,
    warm_up: usize,
    (first_log2, alone): (u32, u64),
) -> Result<(bool, u64), TooLarge> {
    if threads == 1 {
        return search::red_wins(position, moves);
    }
    // The warm-up: the sequential search, stopped at `warm_up` live sets.
    let live = position.all_mask();
    let mut warm = Search::with_memo_limit(position, moves, warm_up);
    if let Ok(wins) = warm.wins(live, Side::Red) {
        return Ok((wins, warm.visited()));
    }
    // Asking for the cores reads the system's files: only positions that need them pay.
    let threads = thread_count(threads);
    if threads == 1 {
        return go_on_alone(warm, position, schedule);
    }
    let warm_up = warm.visited();
    let (wins, visited) = race_growing(
        position,
        moves,
        warm.into_entries(),
        threads,
        (first_log2, alone),
    )?;
    Ok((wins, warm_up + visited))
}

/// One core after the warm-up `alone`: the sequential search's runs under the tie orders
/// ([`search::red_wins`]'s `schedule`), going on from the warm-up's memo.
///
/// # Errors
/// As [`red_wins`].
pub fn go_on_alone(
    mut alone: Search,
    position: &Position,
    schedule: impl Fn(u32) -> (usize, u64),
) -> Result<(bool, u64), TooLarge> {
    alone.raise_memo_limit(MEMO_LIMIT);
    alone.scheduled(position, schedule)
}

/// The number of threads `threads` stands for: itself, or one per core when 0.
pub fn thread_count(threads: usize) -> usize {
    if threads > 0 {
        threads
    } else {
        std::thread::available_parallelism().map_or(1, usize::from)
    }
}
