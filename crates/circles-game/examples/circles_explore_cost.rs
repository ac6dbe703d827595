//! The cost of the move table against solving, on the bench's 10^6-circle families, measured
//! interleaved: `cargo run --release -p circles-game --features measure --example
//! circles_explore_cost [n] [rounds]`.

use std::time::Instant;

use circles_game::{explore::Game, generate, solve};
use gamecore::Explore;

/// A bench family: an input of n circles from a seed.
type Family = fn(u64, usize) -> String;

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().map_or(1_000_000, |a| a.parse().expect("n"));
    let rounds: usize = args.next().map_or(3, |a| a.parse().expect("rounds"));
    let families: [(&str, Family); 3] = [
        ("random-s1", generate::random),
        ("chain-s2", generate::chain),
        ("side-by-side-s3", generate::side_by_side),
    ];
    for (name, family) in families {
        let input = family(1, n);
        let (mut solving, mut reading, mut exploring) = (0.0, 0.0, 0.0);
        for _ in 0..rounds {
            let start = Instant::now();
            std::hint::black_box(solve(&input).unwrap());
            solving += start.elapsed().as_secs_f64();
            let start = Instant::now();
            let position = Game.read(&input).unwrap();
            reading += start.elapsed().as_secs_f64();
            std::hint::black_box(Game.moves(&position).unwrap());
            exploring += start.elapsed().as_secs_f64();
        }
        println!(
            "{name} n={n}: solve {:.3} s, read {:.3} s + moves = {:.3} s, ratio {:.2}",
            solving / rounds as f64,
            reading / rounds as f64,
            exploring / rounds as f64,
            exploring / solving
        );
    }
}
