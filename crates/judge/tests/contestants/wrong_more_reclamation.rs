//! A deliberately wrong More Reclamation solution for `crates/judge/tests/judge/shrunk.rs`: it misses a
//! case of the theory, giving a run whose two ends are limited to *different* columns the value `L
//! mod 2` (right for equal columns) instead of `(L + 1) mod 2`. The smallest input it fails on has
//! three rows: land at (1, 1) and (3, 2) around one free row.

use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let numbers: Vec<u64> = text
        .split_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect();
    let rows = numbers[0];
    let mut cells: Vec<(u64, u64)> = numbers[2..].chunks(2).map(|c| (c[0], c[1])).collect();
    cells.sort_unstable();
    let mut value = 0;
    let mut above: Option<(u64, u64)> = None;
    for &cell in cells.iter().chain([(rows + 1, 0)].iter()) {
        let first = above.map_or(1, |(row, _)| row + 1);
        let length = cell.0 - first;
        let top_limited = above.is_some();
        let bottom_limited = cell.1 != 0;
        value ^= if top_limited != bottom_limited {
            length
        } else {
            length % 2
        };
        above = Some(cell);
    }
    println!("{}", if value != 0 { "WIN" } else { "LOSE" });
}
