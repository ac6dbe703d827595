//! Release-mode timing of the search on input files: `cargo run --release -p chapaev --features
//! measure --example files_timing -- FILE...` prints each file's winner, the positions visited and
//! the time, then the totals.

use std::time::Instant;

fn main() {
    let (mut total_visited, mut total_time) = (0u64, 0f64);
    for path in std::env::args().skip(1) {
        let text = std::fs::read_to_string(&path).expect("readable input file");
        let position = chapaev::parse(&text).expect("a valid input");
        let start = Instant::now();
        let result = chapaev::solve_position(&position, 1);
        let time = start.elapsed().as_secs_f64();
        match result {
            Ok((winner, visited)) => {
                println!(
                    "{path}: {:5} visited {visited:10} in {time:.3} s",
                    winner.name()
                );
                total_visited += visited;
                total_time += time;
            }
            Err(_) => println!("{path}: memo bound passed after {time:.2} s"),
        }
    }
    println!("total: visited {total_visited} in {total_time:.3} s");
}
