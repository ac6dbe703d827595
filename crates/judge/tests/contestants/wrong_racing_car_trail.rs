//! A deliberately wrong Racing Car Trail solution for `crates/judge/tests/judge/shrunk.rs`: it finds one
//! maximum matching (augmenting paths, Kuhn's algorithm) and answers `B` only for the cells that
//! matching leaves exposed, missing the cells some *other* maximum matching avoids (reached by an
//! even alternating path). On the path `...` it says `AAB` for `BAB`: the smallest failing input is
//! one field of three free cells.

use std::io::Read;

/// Tries to match `v`; `seen` marks the cells visited in this search.
fn augment(
    v: usize,
    adjacent: &[Vec<usize>],
    mate: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for &w in &adjacent[v] {
        if seen[w] {
            continue;
        }
        seen[w] = true;
        if mate[w].is_none_or(|u| augment(u, adjacent, mate, seen)) {
            mate[w] = Some(v);
            mate[v] = Some(w);
            return true;
        }
    }
    false
}

fn solve(grid: &[Vec<u8>]) -> String {
    let (rows, cols) = (grid.len(), grid[0].len());
    let id = |r: usize, c: usize| r * cols + c;
    let mut adjacent = vec![Vec::new(); rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            for (dr, dc) in [(0, 1), (1, 0)] {
                let (r2, c2) = (r + dr, c + dc);
                if r2 < rows && c2 < cols && grid[r][c] == b'.' && grid[r2][c2] == b'.' {
                    adjacent[id(r, c)].push(id(r2, c2));
                    adjacent[id(r2, c2)].push(id(r, c));
                }
            }
        }
    }
    let mut mate = vec![None; rows * cols];
    for v in (0..rows * cols).filter(|v| (v / cols + v % cols) % 2 == 0) {
        if mate[v].is_none() {
            augment(v, &adjacent, &mut mate, &mut vec![false; rows * cols]);
        }
    }
    let mut out = String::new();
    for r in 0..rows {
        for c in 0..cols {
            out.push(match (grid[r][c], mate[id(r, c)]) {
                (b'X', _) => 'X',
                (_, Some(_)) => 'A',
                (_, None) => 'B',
            });
        }
        out.push('\n');
    }
    out
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let mut words = text.split_whitespace();
    loop {
        let rows: usize = words.next().expect("a size").parse().expect("a number");
        let cols: usize = words.next().expect("a size").parse().expect("a number");
        if rows == 0 && cols == 0 {
            break;
        }
        let grid: Vec<Vec<u8>> = (0..rows)
            .map(|_| words.next().expect("a row").bytes().collect())
            .collect();
        println!("{}", solve(&grid));
    }
}
