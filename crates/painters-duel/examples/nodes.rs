//! Solves each test of a file with a fresh solver and prints its value, the game and
//! longest-path positions searched, and the time: `nodes FILE [TT_MB]`. A load-independent
//! figure for comparing search changes (node counts do not depend on the machine's load).

use std::time::Instant;

use painters_duel::solver::search::Solver;

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("usage: nodes FILE [TT_MB]");
    let table_mb: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(512);
    let input = std::fs::read_to_string(&path).expect("readable input");
    let duels = painters_duel::parse(&input).unwrap_or_else(|e| panic!("{e}"));
    for (i, duel) in duels.iter().enumerate() {
        let mut solver = Solver::new(table_mb << 20, false);
        let started = Instant::now();
        let value = solver.solve(duel.side, duel.alma, duel.berthe, duel.free(), "");
        println!(
            "test {}: value {value}, {} game nodes, {} path nodes, {:.2} s",
            i + 1,
            solver.nodes(),
            solver.path_nodes(),
            started.elapsed().as_secs_f64()
        );
    }
}
