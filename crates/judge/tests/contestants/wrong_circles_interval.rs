//! A deliberately wrong Circles Game solution for `crates/judge/tests/judge/shrunk.rs`: an interval
//! shortcut. A move in a tree removes a path from the root down to some circle; the options of a
//! subtree are a set of Grundy values, and this program takes that set to be all of `0..g` (g the
//! subtree's Grundy value) instead of computing it. Sets with a gap or a value above g exist, and
//! the smallest input known to expose them has eight circles.

use std::io::Read;

/// Whether `outer` strictly contains `inner` (boundaries never meet in a valid input).
fn contains(outer: (i64, i64, i64), inner: (i64, i64, i64)) -> bool {
    let (dx, dy) = (outer.0 - inner.0, outer.1 - inner.1);
    outer.2 > inner.2 && dx * dx + dy * dy < (outer.2 - inner.2) * (outer.2 - inner.2)
}

/// The smallest value not in `values`.
fn mex(values: &[u64]) -> u64 {
    (0..).find(|v| !values.contains(v)).unwrap_or(0)
}

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let numbers: Vec<i64> = text
        .split_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect();
    let circles: Vec<(i64, i64, i64)> =
        numbers[1..].chunks(3).map(|c| (c[0], c[1], c[2])).collect();
    // Smallest radius first: a circle's parent is its smallest container, valued after it.
    let mut order: Vec<usize> = (0..circles.len()).collect();
    order.sort_by_key(|&i| circles[i].2);
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); circles.len()];
    let mut grundy = vec![0u64; circles.len()];
    let mut total = 0;
    for (k, &i) in order.iter().enumerate() {
        let rest: u64 = children[i].iter().fold(0, |x, &c| x ^ grundy[c]);
        let mut options = vec![rest];
        for &c in &children[i] {
            // The mistake: the child's options taken to be exactly 0..g(child).
            options.extend((0..grundy[c]).map(|s| rest ^ grundy[c] ^ s));
        }
        grundy[i] = mex(&options);
        let parent = order[k + 1..]
            .iter()
            .find(|&&j| contains(circles[j], circles[i]));
        match parent {
            Some(&j) => children[j].push(i),
            None => total ^= grundy[i],
        }
    }
    println!("{}", if total != 0 { "Alice" } else { "Bob" });
}
