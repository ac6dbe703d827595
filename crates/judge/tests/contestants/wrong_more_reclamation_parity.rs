//! A deliberately wrong More Reclamation solution for the judge's shrinking tests: it values
//! every run of free rows by its parity, `L mod 2`, as for a run with both ends free or both
//! limited to one column, and misses that a run limited at one end only is worth `L` (and one
//! limited to different columns `(L + 1) mod 2`, which it gets right). Its failures depend on a
//! run's length beyond its parity, so shrinking must shorten runs by two and move cells up to
//! reach the smallest: three rows, land at (1, 1), a run of two below it.

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
        let different = matches!(above, Some((_, column)) if cell.1 != 0 && cell.1 != column);
        value ^= if different {
            (length + 1) % 2 * u64::from(length > 0)
        } else {
            length % 2
        };
        above = Some(cell);
    }
    println!("{}", if value != 0 { "WIN" } else { "LOSE" });
}
