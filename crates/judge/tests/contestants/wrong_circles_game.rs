//! A deliberately wrong Circles Game solution for `crates/judge/tests/judge/shrunk.rs`: it builds the
//! forest of circles correctly but values a tree by the Green Hackenbush rule, `g(v) = 1 + XOR of g
//! over v's children`, which belongs to the opposite game. A root holding two circles is worth 2,
//! not 1, so the smallest input it fails on has four circles: such a root and one circle alone.

use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).expect("stdin");
    let numbers: Vec<i64> = text
        .split_whitespace()
        .map(|t| t.parse().expect("a number"))
        .collect();
    let circles: Vec<(i64, i64, i64)> =
        numbers[1..].chunks(3).map(|c| (c[0], c[1], c[2])).collect();
    let contains = |outer: (i64, i64, i64), inner: (i64, i64, i64)| {
        let (dx, dy) = (outer.0 - inner.0, outer.1 - inner.1);
        outer.2 > inner.2 && dx * dx + dy * dy < (outer.2 - inner.2) * (outer.2 - inner.2)
    };
    // Smallest radius first: a circle's parent is its smallest container, valued before it.
    let mut order: Vec<usize> = (0..circles.len()).collect();
    order.sort_by_key(|&i| circles[i].2);
    let mut children_xor = vec![0u64; circles.len()];
    let mut total = 0;
    for (k, &i) in order.iter().enumerate() {
        let value = 1 + children_xor[i];
        let parent = order[k + 1..]
            .iter()
            .find(|&&j| contains(circles[j], circles[i]));
        match parent {
            Some(&j) => children_xor[j] ^= value,
            None => total ^= value,
        }
    }
    println!("{}", if total != 0 { "Alice" } else { "Bob" });
}
