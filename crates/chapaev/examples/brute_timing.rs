//! Release-mode timing of the brute force by hand: `cargo run --release -p chapaev --features
//! measure --example brute_timing -- FILE...` prints each input's fast and brute answers and the
//! brute's time.

use std::time::Instant;

fn main() {
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("readable input");
        let fast = chapaev::solve(&text);
        if let Ok(position) = chapaev::parse(&text) {
            let start = Instant::now();
            let sets = chapaev::brute::hit_sets(&position);
            println!(
                "{path}: brute hit sets ({} in all) in {:.3} s",
                sets.iter().map(Vec::len).sum::<usize>(),
                start.elapsed().as_secs_f64()
            );
        }
        let start = Instant::now();
        let brute = chapaev::brute::solve(&text);
        println!(
            "{path}: fast {fast:?} brute {brute:?} in {:.3} s",
            start.elapsed().as_secs_f64()
        );
    }
}
