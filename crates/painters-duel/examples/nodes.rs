//! Solves each test of a file with a fresh solver and prints its value, the game and
//! longest-path positions searched, and the time: `nodes FILE [TT_MB]`. A load-independent
//! figure for comparing search changes (node counts do not depend on the machine's load).
//! Side-12 tests run on the wide room set, as the binary runs them.

use std::time::Instant;

use painters_duel::Duel;
use painters_duel::solver::board::MAX_SIDE;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::Solver;
use painters_duel::solver::wide::{Wide, Wide13};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: nodes FILE [TT_MB]");
    let table_mb: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(512);
    let input = std::fs::read_to_string(&path).expect("readable input");
    let duels = painters_duel::parse(&input).unwrap_or_else(|e| panic!("{e}"));
    for (i, duel) in duels.iter().enumerate() {
        let (value, nodes, path_nodes, seconds) = if duel.side <= MAX_SIDE {
            measure::<u128>(duel, table_mb)
        } else if duel.side <= Wide::MAX_SIDE {
            measure::<Wide>(duel, table_mb)
        } else {
            measure::<Wide13>(duel, table_mb)
        };
        println!(
            "test {}: value {value}, {nodes} game nodes, {path_nodes} path nodes, {seconds:.2} s",
            i + 1
        );
    }
}

/// The value, game positions, longest-path positions and seconds of one duel on a fresh solver
/// over the room set `R`.
fn measure<R: RoomSet>(duel: &Duel, table_mb: usize) -> (i32, u64, u64, f64) {
    let mut solver = Solver::<R>::new(table_mb << 20, false);
    let started = Instant::now();
    let free = duel.free_set::<R>();
    let value = solver.solve(duel.side, duel.alma, duel.berthe, free, "");
    let seconds = started.elapsed().as_secs_f64();
    (value, solver.nodes(), solver.path_nodes(), seconds)
}
