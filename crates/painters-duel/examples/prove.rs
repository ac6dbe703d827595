//! The second source for slow testdata cases: `prove [--no-hints] FILE [EXPECTED]` solves each test
//! with the main search, then asks the separately written prover ([`painters_duel::prover`]) for
//! the two null-window proofs, value >= v and value < v + 1, and prints both answers, the positions
//! each searched and the times. With EXPECTED (a `Case #x: y` file) the main values are checked
//! against it too. Exits 1 when a proof fails or a value differs. The prover takes the main
//! search's remembered best moves as hints for its move order (order only: every proof is its own);
//! `--no-hints` leaves the prover its own move order only, so that it reads nothing of the main
//! search.

use std::hash::Hash;
use std::time::Instant;

use painters_duel::Duel;
use painters_duel::prover::Prover;
use painters_duel::solver::board;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::Solver;
use painters_duel::solver::wide::{Wide, Wide13};

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let hints = args.next_if(|a| a == "--no-hints").is_none();
    let path = args
        .next()
        .expect("usage: prove [--no-hints] FILE [EXPECTED]");
    let input = std::fs::read_to_string(&path).expect("readable input");
    let expected = args
        .next()
        .map(|p| std::fs::read_to_string(p).expect("readable expected"));
    let duels = painters_duel::parse(&input).unwrap_or_else(|e| panic!("{e}"));
    let mut failed = false;
    for (i, duel) in duels.iter().enumerate() {
        let value = if duel.side <= board::MAX_SIDE {
            check::<u128>(i + 1, duel, hints)
        } else if duel.side <= Wide::MAX_SIDE {
            check::<Wide>(i + 1, duel, hints)
        } else {
            check::<Wide13>(i + 1, duel, hints)
        };
        failed |= value.is_none();
        if let (Some(value), Some(expected)) = (value, &expected) {
            let line = format!("Case #{}: {value}", i + 1);
            if !expected.lines().any(|l| l.trim() == line) {
                println!("test {}: {line} is not in the expected file", i + 1);
                failed = true;
            }
        }
    }
    std::process::exit(i32::from(failed));
}

/// Solves one test, proves its value both ways (the prover ordering its moves by the main
/// search's table when `hints`), prints what happened; the value if proven.
fn check<R: RoomSet + Hash>(number: usize, duel: &Duel, hints: bool) -> Option<i32> {
    let free = duel.free_set::<R>();
    let started = Instant::now();
    let mut solver = Solver::<R>::new(2048 << 20, false);
    let value = solver.solve(duel.side, duel.alma, duel.berthe, free, "");
    let solved = started.elapsed().as_secs_f64();
    let started = Instant::now();
    let side = duel.side;
    let mut prover = if hints {
        Prover::<R>::with_hints(Box::new(move |mover, other, free| {
            solver.remembered_move(side, mover, other, free)
        }))
    } else {
        Prover::<R>::new()
    };
    let at_least = prover.alma_at_least(duel.alma, duel.berthe, free, value);
    let below_next = !prover.alma_at_least(duel.alma, duel.berthe, free, value + 1);
    println!(
        "test {number}: main search {value} in {solved:.1} s; proofs: >= {value} {at_least}, \
         < {} {below_next}, {} positions, {:.1} s",
        value + 1,
        prover.nodes(),
        started.elapsed().as_secs_f64()
    );
    (at_least && below_next).then_some(value)
}
