//! Times the fast solver and the contest approach side by side on one generated file (default:
//! 10 fields of 100 x 100 with 3% obstacles, seed 5882) and prints both times and their ratio:
//! `ratio [SEED COUNT ROWS COLS PER_MILLE]`.

use std::time::Instant;

use racing_car_trail::{baseline, generate, solve};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("numbers"))
        .collect();
    let [seed, count, rows, cols, per_mille] = match args[..] {
        [a, b, c, d, e] => [a, b, c, d, e],
        _ => [5882, 10, 100, 100, 30],
    };
    let input = generate::random_fields(
        seed,
        count as usize,
        rows as usize,
        cols as usize,
        per_mille,
    );
    let start = Instant::now();
    let fast = solve(&input).expect("valid");
    let fast_time = start.elapsed();
    let start = Instant::now();
    let slow = baseline::solve(&input).expect("valid");
    let slow_time = start.elapsed();
    assert_eq!(fast, slow, "the two answers differ");
    println!(
        "{count} fields of {rows} x {cols}, {per_mille} per mille obstacles: fast {fast_time:?}, \
         contest approach {slow_time:?}, ratio {:.0}",
        slow_time.as_secs_f64() / fast_time.as_secs_f64()
    );
}
