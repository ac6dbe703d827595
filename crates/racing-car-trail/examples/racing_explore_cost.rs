//! The cost of the move table against solving, on big random fields, measured interleaved: `cargo
//! run --release -p racing-car-trail --features measure --example racing_explore_cost [side]
//! [rounds]`. Times the contest solve, reading the field and the table of starts, and the table
//! after the car starts.

use std::time::Instant;

use gamecore::Explore;
use racing_car_trail::explore::Game;
use racing_car_trail::{generate, solve};

fn main() {
    let mut args = std::env::args().skip(1);
    let side: usize = args.next().map_or(4000, |a| a.parse().expect("side"));
    let rounds: usize = args.next().map_or(3, |a| a.parse().expect("rounds"));
    for (name, input) in [
        ("random-s2 3%", generate::random(2, side, side, 30)),
        ("random-s3 30%", generate::random(3, side, side, 300)),
        ("maze-s4", generate::maze(4, side, side, 10)),
    ] {
        let (mut solving, mut starts, mut drives) = (0.0, 0.0, 0.0);
        for _ in 0..rounds {
            let clock = Instant::now();
            std::hint::black_box(solve(&input).unwrap());
            solving += clock.elapsed().as_secs_f64();
            let clock = Instant::now();
            let position = Game.read(&input).unwrap();
            let table = Game.moves(&position).unwrap();
            starts += clock.elapsed().as_secs_f64();
            let started = Game.play(&position, &table.groups[0].representative);
            let clock = Instant::now();
            std::hint::black_box(Game.moves(&started).unwrap());
            drives += clock.elapsed().as_secs_f64();
        }
        let per = |t: f64| t / rounds as f64;
        println!(
            "{name} {side}x{side}: solve {:.3} s, read + starts {:.3} s ({:.2}x), drives {:.3} s ({:.2}x)",
            per(solving),
            per(starts),
            starts / solving,
            per(drives),
            drives / solving
        );
    }
}
