//! Times every ordered start pair of an open board, each with a fresh solver:
//! `pairs SIDE` prints the slowest pairs, the mean and the total.

use std::time::Instant;

use painters_duel::generate::{all_rooms, open_board};

fn main() {
    let side: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(6);
    let options = painters_duel::Options {
        table_mb: 512,
        progress: false,
        ..painters_duel::Options::default()
    };
    let rooms = all_rooms(side);
    let mut times = Vec::new();
    for &a in &rooms {
        for &b in &rooms {
            if a != b {
                let input = open_board(side, &[(a, b)]);
                let started = Instant::now();
                let answer = painters_duel::solve_with(&input, &options).unwrap();
                times.push((started.elapsed().as_secs_f64(), a, b, answer));
            }
        }
    }
    let total: f64 = times.iter().map(|t| t.0).sum();
    times.sort_by(|x, y| y.0.total_cmp(&x.0));
    for (time, a, b, answer) in times.iter().take(5) {
        println!("{time:.4} s  {a:?}-{b:?}  {}", answer.trim());
    }
    println!(
        "{} pairs, mean {:.4} s, total {total:.2} s",
        times.len(),
        total / times.len() as f64
    );
}
