//! What the race bound ([`crate::solver::race`]) reads of a live set once it has counted it: a
//! side's costs ([`Costs`]) and its shooters' reaches in rank order ([`Ranked`]), with the
//! questions its rules ask of them.

use crate::solver::position::MAX_DISCS_PER_SIDE;

/// The most own discs besides the shooter a cost may count; a side whose cost is higher gets no
/// rule (the bounds would seldom hold).
pub const MOST_COST: usize = 2;

/// A side's costs in one live set (see [`crate::solver::race`]), as
/// [`Race::costs`](crate::solver::race::Race::costs) counts them.
pub struct Costs {
    /// The side's live shooters.
    pub(crate) shooters: usize,
    /// The opponent's live discs.
    pub(crate) targets: usize,
    /// `missing[c]`: over the live targets, the most live shooters that cannot remove the
    /// target at a cost of at most `c`.
    pub(crate) missing: [u8; MOST_COST + 1],
    /// `covering[c][n]`: how many live shooters have exactly `n` targets of cost at most `c`.
    pub(crate) covering: [[u8; 33]; MOST_COST + 1],
}

impl Costs {
    /// `e(m)`: the least cost at which, among any `m >= 1` of the live shooters, one removes
    /// any given live target; `None` past [`MOST_COST`].
    pub fn dearest(&self, m: usize) -> Option<usize> {
        self.missing.iter().position(|&n| usize::from(n) < m)
    }

    /// `E(t', m)`: the least cost at which, among any `m >= 1` of the live shooters, one
    /// removes one of any `left` (`1..=targets`) live targets; `None` past [`MOST_COST`].
    pub fn cheapest(&self, left: usize, m: usize) -> Option<usize> {
        // A shooter needs more targets of cost at most c than the `targets - left` others.
        let need = self.targets - left + 1;
        self.covering.iter().position(|count| {
            let good: usize = count[need..].iter().map(|&n| usize::from(n)).sum();
            good + m > self.shooters
        })
    }
}

/// The reaches of one side's live shooters, largest first.
pub struct Ranked {
    reaches: [u8; 32],
}

impl Ranked {
    /// From reach counts (`count[k]` shooters reach `k` discs).
    pub fn new(count: &[u8; 33]) -> Self {
        let mut reaches = [0u8; 32];
        let mut rank = 0;
        // A reach counts discs of one side: at most MAX_DISCS_PER_SIDE.
        debug_assert!(count[MAX_DISCS_PER_SIDE + 1..].iter().all(|&n| n == 0));
        for (reach, &n) in count[..=MAX_DISCS_PER_SIDE].iter().enumerate().rev() {
            for _ in 0..n {
                reaches[rank] = reach as u8;
                rank += 1;
            }
        }
        Ranked { reaches }
    }

    /// The `i`-th largest reach (`i` from 1), 0 past the last shooter.
    pub fn get(&self, i: usize) -> usize {
        self.reaches.get(i - 1).map_or(0, |&x| usize::from(x))
    }
}
