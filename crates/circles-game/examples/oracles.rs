//! Answers one input file with the fast solver, the baseline and (for at most 64 circles) the brute
//! force, with timings: `cargo run --release -p circles-game --features measure --example oracles
//! -- FILE`.

use std::io::Write;
use std::time::Instant;

use circles_game::{baseline, brute, solve};

type Solver = fn(&str) -> Result<String, gamecore::InputError>;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: oracles FILE");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(2);
    });
    let solvers: [(&str, Solver); 3] = [
        ("fast", solve),
        ("baseline", baseline::solve),
        ("brute", brute::solve),
    ];
    let mut out = std::io::stdout().lock();
    for (name, solver) in solvers {
        let start = Instant::now();
        let answer = solver(&text);
        let seconds = start.elapsed().as_secs_f64();
        let line = match answer {
            Ok(answer) => format!("{name:9} {:6} {seconds:.3}s", answer.trim_end()),
            Err(error) => format!("{name:9} error: {error} {seconds:.3}s"),
        };
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            return; // stdout closed: nothing left to say
        }
    }
}
