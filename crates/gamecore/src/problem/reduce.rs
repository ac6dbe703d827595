//! The generic half of shrinking, written once for every problem: which items of a list to drop
//! (delta debugging's chunks, biggest first, then pairs) and which values to try for a number
//! (bisection toward a target before unit steps). A crate's [`super::Shrink::smaller`] calls
//! [`fewer`] with its list of items and a rebuild function, [`closer`] with its numbers, and adds
//! only its own simplifying steps.
//!
//! Every candidate of [`fewer`] has fewer items and every value of [`closer`] is strictly closer
//! to its target, so shrinking with them ends.

use std::rc::Rc;

/// Up to this granularity, keeping one chunk alone is a candidate too (delta debugging's
/// "reduce to subset"); beyond it those are many tiny inputs that rarely fail.
const SUBSETS_UP_TO: usize = 8;

/// The kept indices of `0..n` for each candidate, biggest removals first: for granularity
/// 2, 4, 8, ... up to `n` (cut into that many chunks of near-equal size), each chunk kept alone
/// (from 4 chunks up to `SUBSETS_UP_TO`) then each chunk dropped, the last granularity single
/// items. No candidate keeps fewer than `least` items, and none is given twice.
pub fn chunk_removals(n: usize, least: usize) -> impl Iterator<Item = Vec<usize>> {
    let mut seen = std::collections::HashSet::new();
    dropped_chunks(n)
        .map(move |ranges| normalized(ranges, n))
        .filter(move |ranges| {
            let dropped: usize = ranges.iter().map(|(a, b)| b - a).sum();
            dropped > 0 && n - dropped >= least && seen.insert(ranges.clone())
        })
        .map(move |ranges| {
            (0..n)
                .filter(|&i| !ranges.iter().any(|&(a, b)| (a..b).contains(&i)))
                .collect()
        })
}

/// The kept indices of `0..n` with each pair of items dropped, when `3 <= n <= up_to` and at
/// least `least` items stay.
pub fn pair_removals(n: usize, least: usize, up_to: usize) -> impl Iterator<Item = Vec<usize>> {
    (0..n)
        .filter(move |_| n >= 3 && n <= up_to && n - 2 >= least)
        .flat_map(move |a| (a + 1..n).map(move |b| (a, b)))
        .map(move |(a, b)| (0..n).filter(|&i| i != a && i != b).collect())
}

/// The dropped ranges of each chunk candidate, before duplicates are removed.
fn dropped_chunks(n: usize) -> impl Iterator<Item = Vec<(usize, usize)>> {
    let first = (n > 0).then_some(n.min(2));
    let granularities = std::iter::successors(first, move |&k| (k < n).then(|| (2 * k).min(n)));
    granularities.flat_map(move |k| {
        let bounds = move |c: usize| (c * n / k, (c + 1) * n / k);
        let subsets = (0..k)
            .filter(move |_| (4..=SUBSETS_UP_TO).contains(&k))
            .map(move |c| {
                let (a, b) = bounds(c);
                vec![(0, a), (b, n)]
            });
        subsets.chain((0..k).map(move |c| vec![bounds(c)]))
    })
}

/// Dropped ranges without empty ones, touching ones joined: one form for one set of items.
fn normalized(mut ranges: Vec<(usize, usize)>, n: usize) -> Vec<(usize, usize)> {
    ranges.retain(|&(a, b)| a < b && a < n);
    ranges.sort_unstable();
    let mut joined: Vec<(usize, usize)> = Vec::new();
    for (a, b) in ranges {
        match joined.last_mut() {
            Some(last) if last.1 >= a => last.1 = last.1.max(b),
            _ => joined.push((a, b)),
        }
    }
    joined
}

/// The candidates of [`chunk_removals`] then [`pair_removals`] over `items`, each rebuilt into
/// an input by `rebuild`: delta debugging's structural steps for a list.
pub fn fewer<T: Clone + 'static, S>(
    items: Rc<[T]>,
    least: usize,
    pairs_up_to: usize,
    rebuild: impl Fn(Vec<T>) -> S + 'static,
) -> impl Iterator<Item = S> {
    let n = items.len();
    let kept = chunk_removals(n, least).chain(pair_removals(n, least, pairs_up_to));
    keeping(items, kept, rebuild)
}

/// Each list of kept indices turned into the kept items, rebuilt by `rebuild`.
pub fn keeping<T: Clone + 'static, S>(
    items: Rc<[T]>,
    kept: impl Iterator<Item = Vec<usize>>,
    rebuild: impl Fn(Vec<T>) -> S + 'static,
) -> impl Iterator<Item = S> {
    kept.map(move |kept| rebuild(kept.iter().map(|&i| items[i].clone()).collect()))
}

/// Values strictly between `value` and `target` or equal to `target`, closest to `target` first:
/// the target itself, then half way, a quarter of the way, ..., the last a unit step.
pub fn toward(value: i64, target: i64) -> impl Iterator<Item = i64> {
    let distance = value - target;
    (0..64)
        .map(move |level| distance / (1i64 << level))
        .take_while(|&step| step != 0)
        .map(move |step| value - step)
}

/// Single-number moves over a list of numbers as (index, new value), bisection before unit
/// steps: every number to its target first, then every number half way, and so on, each step
/// halving the jump; a number leaves the order once its jump would be zero.
pub fn closer(values: Vec<(i64, i64)>) -> impl Iterator<Item = (usize, i64)> {
    (0..64).flat_map(move |level| {
        values
            .clone()
            .into_iter()
            .enumerate()
            .filter_map(move |(index, (value, target))| {
                let step = (value - target) / (1i64 << level);
                (step != 0).then_some((index, value - step))
            })
            .collect::<Vec<_>>()
    })
}
