//! Several threads, a layer above the search and the team: over the tests of an input (rayon's
//! work stealing, each thread with a [`Solver`] of its own, its table kept across the tests it
//! takes), or, when there are fewer tests than threads, on each test together (the thread team,
//! [`crate::solver::team`]); answers are collected in input order. With one thread, the plain
//! solver alone solves every test.
//!
//! Exact whatever the number of threads: every test is solved exactly by one solver (in a team,
//! by the first thread to close the root's window, from bounds that complete probes over proven
//! entries established), and which solver, with what left in its table, only changes the time.
//! Splitting one test's tree into positions solved apart by separate solvers cost 1.9 to 2.6
//! times the work of one solver on the S = 10 corner root (no alpha-beta between the parts, no
//! shared table; bench/painters-search.md).
//!
//! The room set is chosen once per input: `u128` when every side is at most 11, the wider
//! [`Wide`] when the largest side is 12, [`Wide13`] when it is 13.

use std::time::Duration;

use rayon::prelude::*;

use crate::solver::board::MAX_SIDE;
use crate::solver::duel::Duel;
use crate::solver::rooms::RoomSet;
use crate::solver::search::Solver;
use crate::solver::team::Team;
use crate::solver::wide::{Wide, Wide13};

/// The number of cores this process may use (1 when that cannot be known).
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// Tests with fewer free rooms than this are solved by one thread even when threads are idle:
/// they take milliseconds, less than setting up shared tables and threads.
pub const TEAM_MIN_ROOMS: u32 = 60;

/// Helpers join a team only once member 0 has searched this long alone: a shorter search loses
/// more to a second thread's start and its share of the tables than it gains (the side-11
/// mid-edge root took 48 ms on two threads against 35 ms on one, bench/painters-search.md).
pub const WARM_UP: Duration = Duration::from_millis(20);

/// The answers to `duels` (Alma to move in each), with up to `threads` threads sharing
/// `table_bytes` of tables; one thread shows its progress line when `progress` is set.
pub fn solve_all(duels: &[Duel], table_bytes: usize, threads: usize, progress: bool) -> Vec<i32> {
    match duels.iter().map(|duel| duel.side).max().unwrap_or(0) {
        side if side <= MAX_SIDE => solve_all_on::<u128>(duels, table_bytes, threads, progress),
        side if side <= Wide::MAX_SIDE => {
            solve_all_on::<Wide>(duels, table_bytes, threads, progress)
        }
        _ => solve_all_on::<Wide13>(duels, table_bytes, threads, progress),
    }
}

/// [`solve_all`] with the room set `R`, which holds every test's board.
fn solve_all_on<R: RoomSet>(
    duels: &[Duel],
    table_bytes: usize,
    threads: usize,
    progress: bool,
) -> Vec<i32>
where
    R::Packed: Send,
{
    if threads > 1 && duels.len() < threads {
        let mut solver = None;
        return duels
            .iter()
            .enumerate()
            .map(|(i, d)| {
                if d.free_set::<R>().count() >= TEAM_MIN_ROOMS {
                    team_on::<R>(d, table_bytes, threads, progress, i + 1, WARM_UP)
                } else {
                    let solver =
                        solver.get_or_insert_with(|| Solver::<R>::new(table_bytes, progress));
                    solve_one(solver, d, &format!("test {}", i + 1))
                }
            })
            .collect();
    }
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

/// The answer to one duel (test number `test`), searched by `threads` threads over shared tables
/// of `table_bytes`: the first to finish stops the others. This thread is member 0 (with the
/// progress line when `progress` is set), the others are spawned as far as the system allows,
/// and all start at once (the command line's teams start their helpers after [`WARM_UP`]).
pub fn solve_as_team(
    duel: &Duel,
    table_bytes: usize,
    threads: usize,
    progress: bool,
    test: usize,
) -> i32 {
    if duel.side <= MAX_SIDE {
        team_on::<u128>(duel, table_bytes, threads, progress, test, Duration::ZERO)
    } else if duel.side <= Wide::MAX_SIDE {
        team_on::<Wide>(duel, table_bytes, threads, progress, test, Duration::ZERO)
    } else {
        team_on::<Wide13>(duel, table_bytes, threads, progress, test, Duration::ZERO)
    }
}

/// [`solve_as_team`] with the room set `R`, the helpers starting after `warm_up` unless the
/// answer is known by then.
fn team_on<R: RoomSet>(
    duel: &Duel,
    table_bytes: usize,
    threads: usize,
    progress: bool,
    test: usize,
    warm_up: Duration,
) -> i32
where
    R::Packed: Send,
{
    let team = Team::<R>::new(table_bytes);
    let (side, alma, berthe, free) = (duel.side, duel.alma, duel.berthe, duel.free_set::<R>());
    let answer = std::thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .filter_map(|helper| {
                let team = &team;
                std::thread::Builder::new()
                    .spawn_scoped(scope, move || {
                        if team.wait_for_answer(warm_up) {
                            return None;
                        }
                        Solver::in_team(team, helper, false)
                            .solve_in_team(side, alma, berthe, free, "")
                    })
                    .ok()
            })
            .collect();
        let mut first = Solver::in_team(&team, 0, progress);
        let mine = first.solve_in_team(side, alma, berthe, free, &format!("test {test}"));
        let theirs: Vec<Option<i32>> = helpers
            .into_iter()
            .map(|h| h.join().ok().flatten())
            .collect();
        mine.or_else(|| theirs.into_iter().flatten().next())
    });
    // Some member always finishes unstopped (only a finished member stops the others); a
    // plain solve stands in should a helper thread have died with the answer.
    answer.unwrap_or_else(|| solve_one(&mut Solver::<R>::new(table_bytes, false), duel, ""))
}
