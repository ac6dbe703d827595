//! A deliberately wrong Circles Game solution that only circles at the bounds catch: right in
//! its idea (each circle's parent is its smallest container; a tree's Grundy value is the mex of
//! what a move in it leaves), but it looks for the smallest container starting from the largest
//! radius the statement allows, 10^4, and takes a container only when its radius is below the
//! best so far. A circle of radius exactly 10^4 is then nobody's parent, and what it holds
//! counts as trees of their own. The smallest input it fails on is two circles, one inside the
//! other of radius 10^4 (`Alice`, not `Bob`). For `crates/judge/tests/judge/search.rs`.

use std::collections::BTreeSet;
use std::io::Read;

/// The largest radius of the statement, the starting point of the search for a container.
const LARGEST_RADIUS: i64 = 10_000;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let numbers: Vec<i64> = text
        .split_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect();
    let circles: Vec<(i64, i64, i64)> =
        numbers[1..].chunks(3).map(|c| (c[0], c[1], c[2])).collect();
    let n = circles.len();
    let holds = |(x, y, r): (i64, i64, i64), (u, v, s): (i64, i64, i64)| {
        r > s && (x - u).pow(2) + (y - v).pow(2) < (r - s).pow(2)
    };
    let mut children = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for i in 0..n {
        let (mut parent, mut smallest) = (None, LARGEST_RADIUS);
        for j in 0..n {
            if holds(circles[j], circles[i]) && circles[j].2 < smallest {
                (parent, smallest) = (Some(j), circles[j].2);
            }
        }
        match parent {
            Some(p) => children[p].push(i),
            None => roots.push(i),
        }
    }
    // Smallest radius first, so that a circle comes after every circle inside it.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| circles[i].2);
    let mut after_moves: Vec<BTreeSet<u64>> = vec![BTreeSet::new(); n];
    let mut grundy = vec![0u64; n];
    for &v in &order {
        let rest = children[v].iter().fold(0, |acc, &c| acc ^ grundy[c]);
        let mut left = BTreeSet::from([rest]);
        for &c in &children[v] {
            left.extend(after_moves[c].iter().map(|&l| l ^ rest ^ grundy[c]));
        }
        grundy[v] = (0..).find(|g| !left.contains(g)).expect("a missing value");
        after_moves[v] = left;
    }
    let total = roots.iter().fold(0, |acc, &r| acc ^ grundy[r]);
    println!("{}", if total != 0 { "Alice" } else { "Bob" });
}
