//! A wrong Circles Game solution with a float epsilon, for `crates/judge/tests/judge/search.rs`: it
//! values the trees exactly (every option set computed), but finds each circle's parent in floating
//! point, asking for a margin: `j` contains `i` when `hypot(dx, dy) + EPS < r_j - r_i`, `EPS =
//! 1e-4`. Every circle of the testdata is at least 0.01 inside its container, so it passes them; a
//! circle nested nearly tangent inside a big one (boundaries 5e-5 apart at the contest's scale, the
//! spec's pitfall) becomes its container's sibling instead.

use std::collections::BTreeSet;
use std::io::Read;

/// The margin asked of a contained circle.
const EPS: f64 = 1e-4;

/// Whether `outer` contains `inner`, as this program (wrongly) decides it.
fn contains(outer: (i64, i64, i64), inner: (i64, i64, i64)) -> bool {
    let (dx, dy) = ((outer.0 - inner.0) as f64, (outer.1 - inner.1) as f64);
    dx.hypot(dy) + EPS < (outer.2 - inner.2) as f64
}

/// The smallest value not in `values`.
fn mex(values: &BTreeSet<u64>) -> u64 {
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
    let mut options: Vec<BTreeSet<u64>> = vec![BTreeSet::new(); circles.len()];
    let mut grundy = vec![0u64; circles.len()];
    let mut total = 0;
    for (k, &i) in order.iter().enumerate() {
        // Opt(v) = {s} and, per child c, Opt(c) xor (s xor g(c)), s the children's xor.
        let rest: u64 = children[i].iter().fold(0, |x, &c| x ^ grundy[c]);
        let mut reach = BTreeSet::from([rest]);
        for &c in &children[i] {
            reach.extend(options[c].iter().map(|&o| o ^ rest ^ grundy[c]));
        }
        grundy[i] = mex(&reach);
        options[i] = reach;
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
