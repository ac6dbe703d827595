//! A model solution of Circles Game, as a contestant would write it. The circles form a forest
//! (a circle's parent is the smallest circle around it); a move picks a circle and removes it
//! with every circle around it, a path from a root down, and the forest falls apart into the
//! subtrees hanging off that path. A tree's Grundy value is the mex of what its moves leave:
//! for circle v with children c, whose values XOR to x, the moves leave x (v alone taken) and,
//! for each child c, whatever a move in c's tree leaves, XOR x XOR g(c). Sorted by radius, every
//! circle comes after the circles inside it.

use std::collections::BTreeSet;
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let numbers: Vec<i64> = text
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let circles: Vec<(i64, i64, i64)> =
        numbers[1..].chunks(3).map(|c| (c[0], c[1], c[2])).collect();
    let n = circles.len();
    let inside = |outer: (i64, i64, i64), inner: (i64, i64, i64)| {
        let d2 = (outer.0 - inner.0).pow(2) + (outer.1 - inner.1).pow(2);
        outer.2 > inner.2 && d2 < (outer.2 - inner.2).pow(2)
    };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| circles[i].2);
    let mut children = vec![Vec::new(); n];
    let mut roots = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        match order[k + 1..]
            .iter()
            .find(|&&j| inside(circles[j], circles[i]))
        {
            Some(&parent) => children[parent].push(i),
            None => roots.push(i),
        }
    }
    // What a move in each circle's tree can leave, and its Grundy value.
    let mut leaves: Vec<BTreeSet<u64>> = vec![BTreeSet::new(); n];
    let mut grundy = vec![0u64; n];
    for &v in &order {
        let x = children[v].iter().fold(0, |acc, &c| acc ^ grundy[c]);
        let mut set = BTreeSet::from([x]);
        for &c in &children[v] {
            set.extend(leaves[c].iter().map(|&left| left ^ x ^ grundy[c]));
        }
        grundy[v] = (0..).find(|g| !set.contains(g)).unwrap();
        leaves[v] = set;
    }
    let total = roots.iter().fold(0, |acc, &r| acc ^ grundy[r]);
    println!("{}", if total != 0 { "Alice" } else { "Bob" });
}
