//! Release-mode timing of the search by hand: `cargo run --release -p chapaev --features measure
//! --example search_timing -- <family> <k> [seeds]` solves `seeds` k vs k positions of one
//! generator family (`random`, `lattice` or `spread`) and prints the winner, the positions visited
//! and the time.

use std::time::Instant;

use chapaev::{generate, parse};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let family = args.first().map_or("random", String::as_str);
    let k: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(12);
    let seeds: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(3);
    for seed in 0..seeds {
        let text = match family {
            "lattice" => generate::lattice_extended(seed, k, k),
            "spread" => generate::spread_extended(seed, k, k),
            _ => generate::random_extended(seed, k, k),
        };
        let position = parse(&text).expect("generated inputs are valid");
        let start = Instant::now();
        let result = chapaev::solve_position(&position, 1);
        let time = start.elapsed().as_secs_f64();
        match result {
            Ok((winner, visited)) => println!(
                "{family:8} {k:2} vs {k:2} seed {seed}: {:5} visited {visited:10} in {time:.4} s",
                winner.name()
            ),
            Err(_) => println!(
                "{family:8} {k:2} vs {k:2} seed {seed}: memo bound passed after {time:.2} s"
            ),
        }
    }
}
