//! Solves each test of a file with a team of threads sharing their tables (Lazy SMP) and prints,
//! per thread, whether it finished first and the game and longest-path positions it searched:
//! `team FILE THREADS [TT_MB]`. The positions the finishing thread searched, against one thread's
//! (`nodes FILE`), measure the speed-up independently of the machine's load; so does each
//! thread's CPU time, also printed (Linux only).

use std::time::Instant;

use painters_duel::Duel;
use painters_duel::solver::board::MAX_SIDE;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::Solver;
use painters_duel::solver::team::Team;
use painters_duel::solver::wide::{Wide, Wide13};

/// The CPU time this thread has run, in seconds, from Linux's `/proc/thread-self/schedstat`
/// (0 where it cannot be read): a per-thread figure that the machine's load does not inflate.
fn thread_cpu() -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e9)
}

/// Per member of a team of `threads` on `duel`: its value (`None` if stopped), its game and
/// path positions, and its CPU time.
fn team_on<R: RoomSet>(
    duel: &Duel,
    threads: usize,
    bytes: usize,
) -> Vec<(Option<i32>, u64, u64, f64)>
where
    R::Packed: Send,
{
    let team = Team::<R>::new(bytes);
    std::thread::scope(|scope| {
        let members: Vec<_> = (0..threads)
            .map(|member| {
                let team = &team;
                scope.spawn(move || {
                    let mut solver = Solver::in_team(team, member, false);
                    let (side, free) = (duel.side, duel.free_set::<R>());
                    let value = solver.solve_in_team(side, duel.alma, duel.berthe, free, "");
                    (value, solver.nodes(), solver.path_nodes(), thread_cpu())
                })
            })
            .collect();
        members.into_iter().map(|m| m.join().unwrap()).collect()
    })
}

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: team FILE THREADS [TT_MB]");
    let threads: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(2);
    let table_mb: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(512);
    let input = std::fs::read_to_string(&path).expect("readable input");
    let duels = painters_duel::parse(&input).unwrap_or_else(|e| panic!("{e}"));
    for (i, duel) in duels.iter().enumerate() {
        let started = Instant::now();
        let results = if duel.side <= MAX_SIDE {
            team_on::<u128>(duel, threads, table_mb << 20)
        } else if duel.side <= Wide::MAX_SIDE {
            team_on::<Wide>(duel, threads, table_mb << 20)
        } else {
            team_on::<Wide13>(duel, threads, table_mb << 20)
        };
        println!("test {}: {:.2} s", i + 1, started.elapsed().as_secs_f64());
        for (member, (value, nodes, path_nodes, cpu)) in results.iter().enumerate() {
            let value = value.map_or("stopped".to_owned(), |v| format!("value {v}"));
            println!(
                "  thread {member}: {value}, {nodes} game nodes, {path_nodes} path nodes, \
                 {cpu:.2} s CPU"
            );
        }
    }
}
