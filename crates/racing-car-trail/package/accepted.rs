//! A model solution of Racing Car Trail, as a contestant would write it. The game is vertex
//! geography on the grid's graph of free cells: the player to move from the start cell wins
//! exactly when the start cell is in every maximum matching (she follows the matching's edge;
//! else the opponent does). The grid is bipartite by the colour of a chessboard, so one maximum
//! matching comes from augmenting paths (Kuhn's algorithm, after a greedy start); the cells some
//! maximum matching leaves out are the unmatched ones and the partners of cells next to them,
//! again and again (even alternating paths), found by a breadth-first search.

use std::collections::VecDeque;
use std::io::Read;

/// Tries to match cell `v` along an augmenting path; `stamp` marks the cells of this search.
fn augment(
    v: usize,
    next: &[Vec<usize>],
    mate: &mut [usize],
    seen: &mut [usize],
    stamp: usize,
) -> bool {
    for &w in &next[v] {
        if seen[w] == stamp {
            continue;
        }
        seen[w] = stamp;
        if mate[w] == usize::MAX || augment(mate[w], next, mate, seen, stamp) {
            mate[v] = w;
            mate[w] = v;
            return true;
        }
    }
    false
}

/// The free cells next to each cell (none for an obstacle), cells numbered row by row.
fn neighbours(grid: &[&[u8]]) -> Vec<Vec<usize>> {
    let (rows, columns) = (grid.len(), grid[0].len());
    let free = |r: usize, c: usize| grid[r][c] == b'.';
    let mut next = vec![Vec::new(); rows * columns];
    for r in 0..rows {
        for c in (0..columns).filter(|&c| free(r, c)) {
            let v = r * columns + c;
            if r > 0 && free(r - 1, c) {
                next[v].push(v - columns);
            }
            if r + 1 < rows && free(r + 1, c) {
                next[v].push(v + columns);
            }
            if c > 0 && free(r, c - 1) {
                next[v].push(v - 1);
            }
            if c + 1 < columns && free(r, c + 1) {
                next[v].push(v + 1);
            }
        }
    }
    next
}

/// A maximum matching: each cell's partner, `usize::MAX` for none.
fn matching(next: &[Vec<usize>], columns: usize) -> Vec<usize> {
    let mut mate = vec![usize::MAX; next.len()];
    let black: Vec<usize> = (0..next.len())
        .filter(|&v| (v / columns + v % columns).is_multiple_of(2))
        .collect();
    for &v in &black {
        if let Some(&w) = next[v].iter().find(|&&w| mate[w] == usize::MAX) {
            mate[v] = w;
            mate[w] = v;
        }
    }
    let mut seen = vec![0; next.len()];
    for (stamp, &v) in black.iter().enumerate() {
        if mate[v] == usize::MAX && !next[v].is_empty() {
            augment(v, next, &mut mate, &mut seen, stamp + 1);
        }
    }
    mate
}

/// The answer grid of one field: `A`, `B` or `X` per cell, a line per row.
fn solve(grid: &[&[u8]]) -> String {
    let columns = grid[0].len();
    let free = |v: usize| grid[v / columns][v % columns] == b'.';
    let next = neighbours(grid);
    let mate = matching(&next, columns);
    // Cells some maximum matching leaves out: Bob wins there.
    let mut avoidable = vec![false; next.len()];
    let mut queue = VecDeque::new();
    for v in (0..next.len()).filter(|&v| free(v) && mate[v] == usize::MAX) {
        avoidable[v] = true;
        queue.push_back(v);
    }
    while let Some(v) = queue.pop_front() {
        for &w in &next[v] {
            let partner = mate[w];
            if partner != usize::MAX && !avoidable[partner] {
                avoidable[partner] = true;
                queue.push_back(partner);
            }
        }
    }
    let mut out = String::new();
    for (v, &avoid) in avoidable.iter().enumerate() {
        out.push(match (free(v), avoid) {
            (false, _) => 'X',
            (true, true) => 'B',
            (true, false) => 'A',
        });
        if (v + 1) % columns == 0 {
            out.push('\n');
        }
    }
    out
}

fn main() {
    // Augmenting paths can be as long as the field: a thread with room for that recursion.
    let worker = std::thread::Builder::new().stack_size(64 << 20);
    let answer = worker.spawn(|| {
        let mut text = String::new();
        std::io::stdin().read_to_string(&mut text).unwrap();
        let mut lines = text.lines().map(|l| l.trim_end()).filter(|l| !l.is_empty());
        let mut out = String::new();
        loop {
            let size: Vec<usize> = lines
                .next()
                .unwrap()
                .split_whitespace()
                .map(|t| t.parse().unwrap())
                .collect();
            if size[0] == 0 {
                return out;
            }
            let grid: Vec<&[u8]> = (0..size[0])
                .map(|_| lines.next().unwrap().as_bytes())
                .collect();
            out.push_str(&solve(&grid));
            out.push('\n');
        }
    });
    print!("{}", answer.unwrap().join().unwrap());
}
