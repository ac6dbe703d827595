//! Times the solver's phases on one input file: `cargo run --release -p circles-game --features
//! measure --example phases -- FILE`. Prints seconds for parse, forest, Grundy values, and the trie
//! high-water mark; then, on a second line, seconds for the lean path that `solve` takes on a valid
//! input (text straight to the parent array, then the Grundy total alone).

use std::time::Instant;

use circles_game::{ContainmentForest, forest, grundy, parse};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: phases FILE");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("cannot read {path}: {e}");
        std::process::exit(2);
    });
    let start = Instant::now();
    let circles = match parse(&text) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    };
    let parsed = start.elapsed();
    let forest = match ContainmentForest::build(&circles) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    };
    let built = start.elapsed();
    let values = grundy::values(&forest);
    let done = start.elapsed();
    // An example for people at a terminal: a closed stdout may end it with a message.
    println!(
        "n {} parse {:.3} forest {:.3} grundy {:.3} total {:.3} trie_nodes {} ({:.1}/circle) total_xor {}",
        circles.len(),
        parsed.as_secs_f64(),
        (built - parsed).as_secs_f64(),
        (done - built).as_secs_f64(),
        done.as_secs_f64(),
        values.trie_nodes,
        values.trie_nodes as f64 / circles.len() as f64,
        values.total
    );
    drop((circles, forest, values));
    let start = Instant::now();
    let Some(parents) = forest::parents_of_text(&text) else {
        return;
    };
    let swept = start.elapsed();
    let total = grundy::total(parents);
    let done = start.elapsed();
    println!(
        "lean: forest {:.3} grundy {:.3} total {:.3} total_xor {total}",
        swept.as_secs_f64(),
        (done - swept).as_secs_f64(),
        done.as_secs_f64(),
    );
}
