//! Release-mode timing by hand: `cargo run --release -p chapaev --features measure --example timing
//! -- [k] [seeds]` solves `seeds` random k vs k positions (default 12 vs 12, 3 seeds, at most 12)
//! of the random and lattice families with the search (pruned hit sets) and the unpruned dense
//! table (`baseline`) and prints the times.

use std::time::Instant;

use chapaev::solver::hits;
use chapaev::{baseline, generate, parse};

fn main() {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let k = args.first().copied().unwrap_or(12).min(12);
    let seeds = args.get(1).copied().unwrap_or(3) as u64;
    for seed in 0..seeds {
        for (family, text) in [
            ("random", generate::random_extended(seed, k, k)),
            ("lattice", generate::lattice_extended(seed, k, k)),
        ] {
            let position = parse(&text).expect("generated inputs are valid");
            let sets = hits::hit_sets(&position);
            let pruned = hits::pruned_hit_sets(&position);
            let count = |s: &[Vec<u32>]| s.iter().map(Vec::len).sum::<usize>();
            let start = Instant::now();
            let fast = chapaev::winner(&position);
            let fast_time = start.elapsed();
            let start = Instant::now();
            let slow = baseline::winner(&position);
            let slow_time = start.elapsed();
            assert_eq!(fast, slow, "the search and the table differ on seed {seed}");
            println!(
                "{family:8} {k:2} vs {k:2} seed {seed}: {} | moves {} pruned {} | search {:.3} s, table {:.3} s",
                fast.name(),
                count(&sets),
                count(&pruned),
                fast_time.as_secs_f64(),
                slow_time.as_secs_f64()
            );
        }
    }
}
