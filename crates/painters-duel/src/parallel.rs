//! Several threads (rayon's work stealing) over the tests of an input, each thread with a
//! [`Solver`] of its own (its table kept across the tests it takes); answers are collected in
//! input order.
//!
//! Exact whatever the number of threads: every test is solved exactly by one solver, and which
//! solver (with what left in its table) only changes the time. A single test runs on one thread:
//! splitting its tree into positions solved apart by separate solvers cost 1.9 to 2.6 times the
//! work of one solver on the S = 10 corner root (no alpha-beta between the parts, no shared table;
//! bench/painters-search.md), more than two threads win back.
//!
//! The room set is chosen once per input: `u128` when every side is at most 11, the wider
//! [`Wide`] when a side-12 test is present.

use rayon::prelude::*;

use crate::Duel;
use crate::board::MAX_SIDE;
use crate::rooms::{RoomSet, Wide};
use crate::search::Solver;

/// The answers to `duels` (Alma to move in each), with up to `threads` threads sharing
/// `table_bytes` of tables; one thread shows its progress line when `progress` is set.
pub fn solve_all(duels: &[Duel], table_bytes: usize, threads: usize, progress: bool) -> Vec<i32> {
    if duels.iter().all(|duel| duel.side <= MAX_SIDE) {
        solve_all_on::<u128>(duels, table_bytes, threads, progress)
    } else {
        solve_all_on::<Wide>(duels, table_bytes, threads, progress)
    }
}

/// [`solve_all`] with the room set `R`, which holds every test's board.
fn solve_all_on<R: RoomSet>(
    duels: &[Duel],
    table_bytes: usize,
    threads: usize,
    progress: bool,
) -> Vec<i32> {
    let threads = threads.min(duels.len());
    let pool = (threads > 1)
        .then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .ok()
        })
        .flatten();
    let Some(pool) = pool else {
        // One thread (or none to be had): the plain solver, with its progress line.
        let mut solver = Solver::<R>::new(table_bytes, progress);
        return duels
            .iter()
            .enumerate()
            .map(|(i, d)| solve_one(&mut solver, d, &format!("test {}", i + 1)))
            .collect();
    };
    let per_thread = table_bytes / threads;
    pool.install(|| {
        duels
            .par_iter()
            .map_init(
                || Solver::<R>::new(per_thread, false),
                |solver, duel| solve_one(solver, duel, ""),
            )
            .collect()
    })
}

fn solve_one<R: RoomSet>(solver: &mut Solver<R>, duel: &Duel, label: &str) -> i32 {
    solver.solve(duel.side, duel.alma, duel.berthe, duel.free_set(), label)
}
