//! A deliberately wrong Racing Car Trail solution that long searches catch: right in its idea (a
//! start cell wins exactly when every maximum matching covers it; one maximum matching by a
//! greedy start and augmenting paths, then the cells an even alternating path reaches from an
//! unmatched one), but its augmenting search gives up past a depth of 200 matched cells, a guard
//! its author put in against a stack overflow on the judge. Along a corridor one cell wide that
//! bends back and forth (a spiral, a snake, a winding path) an augmenting path can run the
//! corridor's length, and the matching it leaves is not maximum; on the check's random, maze
//! and open fields the search stays shallower, but on the largest nearly open ones it wanders
//! deep too (the testdata's ten 100 x 100 fields catch it). For
//! `crates/judge/tests/judge/search.rs`.

use std::collections::VecDeque;
use std::io::Read;

/// How deep the augmenting search goes before it gives up.
const MOST_DEPTH: usize = 200;

/// Tries to match cell `v` along an augmenting path of at most `depth` more matched cells;
/// `seen` marks the cells of this search.
fn augment(
    v: usize,
    depth: usize,
    next: &[Vec<usize>],
    mate: &mut [usize],
    seen: &mut [bool],
) -> bool {
    if depth == 0 {
        return false;
    }
    for &w in &next[v] {
        if seen[w] {
            continue;
        }
        seen[w] = true;
        if mate[w] == usize::MAX || augment(mate[w], depth - 1, next, mate, seen) {
            mate[v] = w;
            mate[w] = v;
            return true;
        }
    }
    false
}

/// The free cells beside each cell, cells numbered row by row.
fn neighbours(grid: &[&[u8]]) -> Vec<Vec<usize>> {
    let (rows, cols) = (grid.len(), grid[0].len());
    let free = |r: usize, c: usize| grid[r][c] == b'.';
    let mut next = vec![Vec::new(); rows * cols];
    for r in 0..rows {
        for c in (0..cols).filter(|&c| free(r, c)) {
            let v = r * cols + c;
            let beside = [
                (r > 0).then(|| (r - 1, c)),
                (r + 1 < rows).then_some((r + 1, c)),
                (c > 0).then(|| (r, c - 1)),
                (c + 1 < cols).then_some((r, c + 1)),
            ];
            for (r2, c2) in beside.into_iter().flatten() {
                if free(r2, c2) {
                    next[v].push(r2 * cols + c2);
                }
            }
        }
    }
    next
}

fn solve(grid: &[&[u8]]) -> String {
    let cols = grid[0].len();
    let free = |v: usize| grid[v / cols][v % cols] == b'.';
    let next = neighbours(grid);
    let mut mate = vec![usize::MAX; next.len()];
    let black: Vec<usize> = (0..next.len())
        .filter(|&v| (v / cols + v % cols).is_multiple_of(2))
        .collect();
    for &v in &black {
        if let Some(&w) = next[v].iter().find(|&&w| mate[w] == usize::MAX) {
            mate[v] = w;
            mate[w] = v;
        }
    }
    for &v in &black {
        if mate[v] == usize::MAX && !next[v].is_empty() {
            augment(
                v,
                MOST_DEPTH,
                &next,
                &mut mate,
                &mut vec![false; next.len()],
            );
        }
    }
    let mut avoidable = vec![false; next.len()];
    let mut queue: VecDeque<usize> = (0..next.len())
        .filter(|&v| free(v) && mate[v] == usize::MAX)
        .collect();
    for &v in &queue {
        avoidable[v] = true;
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
        if (v + 1) % cols == 0 {
            out.push('\n');
        }
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
        let grid: Vec<&[u8]> = (0..rows)
            .map(|_| words.next().expect("a row").as_bytes())
            .collect();
        println!("{}", solve(&grid));
    }
}
