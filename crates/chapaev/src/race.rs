//! The race bound: positions decided by counting discs, without a search.
//!
//! Every shot costs the shooter its disc, so a game is a race to run out. When one side can
//! remove an opponent disc at every turn at a bounded cost, and the other side's shots can remove
//! only a bounded number of discs each, counting the discs settles who runs out first. On positions
//! spread thinly over the board (each shot removes a disc or two) most positions a search meets
//! are lopsided enough for this: it decides them without expanding them.
//!
//! # Definitions
//! For a live set `L` and a side `X` (opponent `X'`), with the hit sets of the search (those of
//! [`crate::hits::prune`]; every dropped set is dominated by a kept one, which removes at least
//! its opponents and at most its own discs, so the maxima and minima below are the same over
//! every shot):
//! - the *reach* of a live shooter `s` of `X`: the most live discs of `X'` one shot of `s`
//!   removes;
//! - the *cost* of `X`: over live shooters `s` of `X` and live discs `j` of `X'`, the largest
//!   of the fewest live discs of `X` other than `s` that a shot of `s` removing `j` removes
//!   (aiming at a disc always hits it, so such a shot exists).
//!
//! Both only shrink as discs leave: a shot's live hits in a smaller live set are a subset of
//! those in a larger one.
//!
//! # The largest-reach rules
//! Let `M`, to move, have `a` live discs and `X'` = `O` have `b`.
//!
//! **M wins** if `b = 0`, or if `M`'s cost is `e` and `a >= 1 + r (1 + e) + S`, with
//! `r = ceil((b - 1) / 2)` and `S = x_2 + x_4 + ... + x_2r`, `x_i` the `i`-th largest reach of
//! `O`'s shooters. *Proof.* `M` plays, at each turn, a shot removing the live disc of `O` of
//! largest reach (reaches as in the position at hand) and at most `e` of her own discs besides
//! the shooter. Each round (her shot, then `O`'s) costs `O` at least two discs, so at `O`'s turn
//! of round `k` (from 0) she has at most `b - 1 - 2k`, none by round `r`: `O` runs out by then
//! unless `M` cannot move first. At `M`'s turn of round `k <= r` she has lost at most `k (1 + e)`
//! discs to her own shots, and at most `x_2 + ... + x_2k` to `O`'s `k` shots: the `j`-th largest
//! of those shots' reaches is at most `x_2j`, because each of those `j` shooters was live when
//! `M` took a disc of at least its reach, and those `2j` discs are distinct (reaches only shrink
//! as discs leave). So she has at least `a - r (1 + e) - S >= 1` discs.
//!
//! **M loses** if `O`'s cost is `e` and `b >= 1 + (r - 1)(1 + e) + C`, with `r = ceil(a / 2)`
//! and `C = y_1 + y_2 + y_4 + ... + y_2(r-1)`, `y_i` the `i`-th largest reach of `M`'s shooters.
//! *Proof.* `O` plays, at each turn, a shot removing the live disc of `M` of largest reach and at
//! most `e` of her own discs besides the shooter (any shot when `M` has no disc left). Each round
//! costs `M` at least two discs, so at her turn of round `r` she has none, and loses, provided
//! `O` could move at each of her turns before: at `O`'s turn of round `k < r` she has lost at most
//! `k (1 + e)` discs to her own shots, and at most `y_1 + y_2 + y_4 + ... + y_2k` to `M`'s
//! `k + 1` shots (the first at most `y_1`, the others by the same pairing as above), so she has
//! at least `b - (r - 1)(1 + e) - C >= 1`.
//!
//! # The cheapest-target rules
//! The rules above take the largest-reach disc, so they must count the dearest target. A side
//! may instead take, at each turn, the live opponent disc it can remove most cheaply. For a side
//! whose opponent has `t` live discs now, let `E(t')` be the least `c` such that every live
//! shooter of the side has at least `t - t' + 1` targets of cost at most `c`: among any `t'` of
//! the `t` targets it then has one of cost at most `c`, and among any more than `t'` too (`E`
//! does not increase with `t'`; `E(1) = e` above). Costs only shrink as discs leave, so when
//! the opponent has at least `t'` discs left, the side's cheapest shot costs at most `E(t')`.
//!
//! **M wins** if `a >= 1 + r + E(2) + E(4) + ... + E(2r) + (x_1 + ... + x_r)`, `r` as in the
//! first rule. *Proof.* `M` plays the cheapest live target each turn. Suppose she is to move at
//! her turn of round `k <= r`. `O` had a disc at each of her turns before, so at `M`'s shot of
//! round `k - 1` `O` had at least 2 discs, and at her shot of round `k - 1 - i` at least
//! `2 + 2i` (each of `M`'s shots takes one and each of `O`'s costs `O` her shooter), so those
//! `k` shots cost `M` at most `E(2) + ... + E(2k)` discs besides the shooters. `O`'s `k`
//! shots are by `k` distinct shooters, each removing at most its reach: at most
//! `x_1 + ... + x_k`. So `M` has at least `a - k - (E(2) + ... + E(2k)) - (x_1 + ... + x_k) >= 1`
//! discs.
//!
//! **M loses** if `b >= 1 + (r - 1) + E(2) + ... + E(2(r - 1)) + (y_1 + ... + y_r)`, with `r`
//! and `E` as in the second rule (`O`'s costs against `M`'s `a` discs). *Proof.* The same
//! counting with the sides exchanged: at `O`'s turn `k < r` she has made `k` shots costing at
//! most `E(2) + ... + E(2k)` besides the shooters (`M` had a disc at each of her turns up to
//! `k`), and `M` has made `k + 1` shots removing at most `y_1 + ... + y_(k+1)`.
//!
//! None of the rules is needed for the answer: a position they do not decide is searched as before.

use crate::position::Side;

/// The most own discs besides the shooter a cost may count; a side whose cost is higher gets no
/// rule (the bounds would seldom hold).
const MOST_COST: usize = 2;

/// The hit sets of every shooter, split once for the bound: what a shot removes for free, and
/// the shots that cost own discs or reach several opponents, the only ones whose live hits
/// the bound must count.
#[derive(Clone, Debug)]
pub struct Race {
    /// The discs of red and of white.
    masks: [u32; 2],
    /// `free[s]`: the discs shots of `s` remove with no disc of its side besides `s`.
    free: Vec<u32>,
    /// `costly[s]`: the hit sets of `s` holding a disc of its side besides `s`.
    costly: Vec<Vec<u32>>,
    /// `multi[s]`: the hit sets of `s` holding at least two discs of the other side (only these
    /// can remove more than one opponent in any live set).
    multi: Vec<Vec<u32>>,
}

impl Race {
    /// The bound for hit sets `moves` (`moves[s]` the sets of disc `s`, each containing `s`)
    /// and the discs `masks` of red and of white.
    pub fn new(moves: &[Vec<u32>], masks: [u32; 2]) -> Self {
        let mut race = Race {
            masks,
            free: vec![0; moves.len()],
            costly: vec![Vec::new(); moves.len()],
            multi: vec![Vec::new(); moves.len()],
        };
        for (s, sets) in moves.iter().enumerate() {
            let own = if masks[0] >> s & 1 == 1 {
                masks[0]
            } else {
                masks[1]
            };
            for &h in sets {
                if h & own & !(1 << s) == 0 {
                    race.free[s] |= h;
                } else {
                    race.costly[s].push(h);
                }
                if (h & !own).count_ones() >= 2 {
                    race.multi[s].push(h);
                }
            }
        }
        race
    }

    /// For the side owning `mine` (its live discs) in live set `live`: `fewest[c]` is, over
    /// its live shooters, the fewest live opponent discs one shooter can remove with at most
    /// `c` own discs besides itself (the targets of cost at most `c`; see the module
    /// documentation). `None` when some shooter has fewer than `need` targets of cost at most
    /// [`MOST_COST`] (no rule can hold then).
    fn coverage(&self, live: u32, mine: u32, need: u32) -> Option<[u32; MOST_COST + 1]> {
        let theirs = live & !mine;
        let all = theirs.count_ones();
        let mut fewest = [all; MOST_COST + 1];
        let mut shooters = mine;
        while shooters != 0 {
            let s = shooters.trailing_zeros() as usize;
            shooters &= shooters - 1;
            if theirs & !self.free[s] == 0 {
                continue;
            }
            // covered[c]: the opponents shots of `s` remove with exactly c own discs besides it.
            let mut covered = [self.free[s], 0, 0];
            for &h in &self.costly[s] {
                // The own discs besides `s`, counted up to MOST_COST + 1 by clearing low bits.
                let mut own = h & mine & !(1 << s);
                let mut c = 0;
                while own != 0 && c <= MOST_COST {
                    own &= own - 1;
                    c += 1;
                }
                if own == 0 && c <= MOST_COST {
                    covered[c] |= h;
                }
            }
            let mut union = 0;
            for (c, &set) in covered.iter().enumerate() {
                union |= set;
                fewest[c] = fewest[c].min((theirs & union).count_ones());
            }
            if fewest[MOST_COST] < need {
                return None;
            }
        }
        Some(fewest)
    }

    /// The reaches of the shooters of the side owning `mine` (its live discs) in live set
    /// `live`, as a count per reach: `count[k]` shooters reach `k` opponent discs.
    fn reaches(&self, live: u32, mine: u32) -> [u8; 33] {
        let theirs = live & !mine;
        let mut count = [0u8; 33];
        let mut shooters = mine;
        while shooters != 0 {
            let s = shooters.trailing_zeros() as usize;
            shooters &= shooters - 1;
            // Aiming at a live opponent hits it: the reach is at least 1 while one is left.
            let multi = self.multi[s].iter().map(|&h| (h & theirs).count_ones());
            let reach = multi.max().unwrap_or(0).max(u32::from(theirs != 0));
            count[reach as usize] += 1;
        }
        count
    }

    /// Whether the side owning `mine` (live), to move against `theirs` (live, both non-empty),
    /// wins by the first or the third rule of the module documentation (with the sides named
    /// there: `M` owns `mine`).
    fn mover_wins(&self, live: u32, mine: u32, theirs: u32) -> bool {
        let (a, b) = (mine.count_ones() as usize, theirs.count_ones() as usize);
        let r = (b - 1).div_ceil(2);
        // Each shooter reaches at least one disc and costs are at least 0: most positions of
        // a close race fail this and cost no scan.
        if a <= 2 * r {
            return false;
        }
        let reach = self.reaches(live, theirs);
        let paired = ranked_sum(&reach, |i| i % 2 == 0 && i <= 2 * r);
        let top = ranked_sum(&reach, |i| i <= r);
        if a < 1 + r + paired {
            return false;
        }
        let need = if a >= 1 + r + top { b - 1 } else { b };
        let Some(fewest) = self.coverage(live, mine, need as u32) else {
            return false;
        };
        let largest = cost_with(&fewest, b, 1).map(|e| 1 + r * (1 + e) + paired);
        let cheapest = falling_costs(&fewest, b, r).map(|sum| 1 + r + sum + top);
        [largest, cheapest].into_iter().flatten().any(|n| a >= n)
    }

    /// Whether the side owning `mine` (live), to move against `theirs` (live, both non-empty),
    /// loses by the second or the fourth rule of the module documentation (`M` owns `mine`).
    fn mover_loses(&self, live: u32, mine: u32, theirs: u32) -> bool {
        let (a, b) = (mine.count_ones() as usize, theirs.count_ones() as usize);
        let r = a.div_ceil(2);
        if b < 2 * r {
            return false;
        }
        let reach = self.reaches(live, mine);
        let paired = ranked_sum(&reach, |i| i == 1 || (i % 2 == 0 && i < 2 * r));
        let top = ranked_sum(&reach, |i| i <= r);
        if b < r + paired {
            return false;
        }
        // With r = 1 neither rule counts a cost; the largest-reach one needs every target.
        let need = match r {
            1 => 0,
            _ if b >= r + top => a - 1,
            _ => a,
        };
        let Some(fewest) = self.coverage(live, theirs, need as u32) else {
            return false;
        };
        let largest = cost_with(&fewest, a, 1).map(|e| 1 + (r - 1) * (1 + e) + paired);
        let cheapest = falling_costs(&fewest, a, r - 1).map(|sum| r + sum + top);
        [largest, cheapest].into_iter().flatten().any(|n| b >= n)
    }

    /// Whether the player `to_move` wins from `live` by the rules of the module documentation,
    /// or `None` when they do not decide it.
    pub fn decide(&self, live: u32, to_move: Side) -> Option<bool> {
        let (mine, theirs) = match to_move {
            Side::Red => (self.masks[0] & live, self.masks[1] & live),
            Side::White => (self.masks[1] & live, self.masks[0] & live),
        };
        if mine == 0 || theirs == 0 {
            return Some(theirs == 0 && mine != 0);
        }
        if self.mover_wins(live, mine, theirs) {
            Some(true)
        } else if self.mover_loses(live, mine, theirs) {
            Some(false)
        } else {
            None
        }
    }
}

/// The cost of a side whose coverage is `fewest` ([`Race::coverage`]) against `targets` opponent
/// discs, when only `left` of them are live: the least `c` with `fewest[c] > targets - left`
/// (each shooter then has a target of cost at most `c` among any `left`), `None` past
/// [`MOST_COST`]: `E(left)` of the module documentation. With `left == 1` it is the cost `e`
/// (every target counts).
fn cost_with(fewest: &[u32; MOST_COST + 1], targets: usize, left: usize) -> Option<usize> {
    fewest.iter().position(|&n| n as usize > targets - left)
}

/// The sum of [`cost_with`] over `left` = 2, 4, ..., `2 k` (the costs the module documentation's
/// cheapest-target rules count), `None` if one is past [`MOST_COST`].
fn falling_costs(fewest: &[u32; MOST_COST + 1], targets: usize, k: usize) -> Option<usize> {
    (1..=k)
        .map(|j| cost_with(fewest, targets, (2 * j).min(targets)))
        .sum()
}

/// The sum of the reaches ranked `rank(i)` (1 for the largest) for the ranks `i` that `take`
/// accepts, from reach counts `count`.
fn ranked_sum(count: &[u8; 33], take: impl Fn(usize) -> bool) -> usize {
    let mut rank = 0;
    let mut sum = 0;
    for (reach, &n) in count.iter().enumerate().rev() {
        for _ in 0..n {
            rank += 1;
            if take(rank) {
                sum += reach;
            }
        }
    }
    sum
}

/// Whether the player `to_move` wins from `live` by the rules of the module documentation, or
/// `None` when they do not decide it. `moves[s]` are the hit sets of disc `s` (each containing
/// `s`), `masks` the discs of red and of white. Builds a [`Race`] each time: a search keeps one.
pub fn decide(moves: &[Vec<u32>], masks: [u32; 2], live: u32, to_move: Side) -> Option<bool> {
    Race::new(moves, masks).decide(live, to_move)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{generate, hits, parse};

    /// For each live shooter of the side owning `mine`, its costs against the live opponents
    /// straight from the definition (over every shot removing the target), largest first.
    fn costs_by_definition(moves: &[Vec<u32>], live: u32, mine: u32) -> Vec<Vec<u32>> {
        let theirs = live & !mine;
        let bits = |set: u32| (0..32).filter(move |&i| set >> i & 1 == 1);
        bits(mine)
            .map(|s| {
                let mut costs: Vec<u32> = bits(theirs)
                    .map(|j| {
                        let shots = moves[s].iter().filter(|&&h| h >> j & 1 == 1);
                        let own = shots.map(|&h| (h & mine & !(1 << s)).count_ones());
                        own.min().unwrap_or(u32::MAX)
                    })
                    .collect();
                costs.sort_unstable_by(|x, y| y.cmp(x));
                costs
            })
            .collect()
    }

    /// `E(t')` and the reaches as the module documentation defines them, against the fast
    /// counts, on every live set and side of small generated positions.
    #[test]
    fn costs_and_reaches_match_their_definitions() {
        for seed in 0..12 {
            for text in [
                generate::random_extended(seed, 5, 4),
                generate::lattice_extended(seed, 4, 5),
                generate::spread_extended(seed, 5, 5),
            ] {
                let position = parse(&text).expect("generated inputs are valid");
                let moves = hits::pruned_hit_sets(&position);
                let masks = [
                    position.side_mask(Side::Red),
                    position.side_mask(Side::White),
                ];
                let race = Race::new(&moves, masks);
                for live in 0..=position.all_mask() {
                    for mask in masks {
                        let (mine, theirs) = (live & mask, live & !mask);
                        let b = theirs.count_ones() as usize;
                        if mine == 0 || b == 0 {
                            continue;
                        }
                        let costs = costs_by_definition(&moves, live, mine);
                        let fewest = race.coverage(live, mine, 0).expect("no need");
                        for left in 1..=b {
                            let worst = costs.iter().map(|c| c[left - 1]).max();
                            let expected = worst
                                .filter(|&e| e as usize <= MOST_COST)
                                .map(|e| e as usize);
                            assert_eq!(cost_with(&fewest, b, left), expected, "{live:#x}");
                        }
                        let mut reach = [0u8; 33];
                        for s in (0..32).filter(|&s| mine >> s & 1 == 1) {
                            let most = moves[s].iter().map(|&h| (h & theirs).count_ones());
                            reach[most.max().unwrap_or(0) as usize] += 1;
                        }
                        assert_eq!(race.reaches(live, mine), reach, "{live:#x}");
                    }
                    for side in [Side::Red, Side::White] {
                        let expected = decide_by_definition(&moves, masks, live, side);
                        assert_eq!(race.decide(live, side), expected, "{live:#x} {side:?}");
                    }
                }
            }
        }
    }

    /// `E(2) + E(4) + ... + E(2k)` against `costs` ([`costs_by_definition`]), if all are at most
    /// [`MOST_COST`]; `E(1)` when `k` is 0 and `dearest` is set.
    fn cost_sum(costs: &[Vec<u32>], lefts: impl Iterator<Item = usize>) -> Option<usize> {
        lefts
            .map(|left| {
                let worst = costs.iter().map(|c| c[left - 1]).max().unwrap_or(0);
                (worst as usize <= MOST_COST).then_some(worst as usize)
            })
            .sum()
    }

    /// The four rules of the module documentation, written from their statements.
    fn decide_by_definition(
        moves: &[Vec<u32>],
        masks: [u32; 2],
        live: u32,
        to_move: Side,
    ) -> Option<bool> {
        let (mine, theirs) = match to_move {
            Side::Red => (masks[0] & live, masks[1] & live),
            Side::White => (masks[1] & live, masks[0] & live),
        };
        let (a, b) = (mine.count_ones() as usize, theirs.count_ones() as usize);
        if a == 0 || b == 0 {
            return Some(b == 0 && a > 0);
        }
        // Reaches of the side owning `side`, largest first, 1-based.
        let ranked = |side: u32| {
            let other = live & !side;
            let mut reach: Vec<usize> = (0..32)
                .filter(|&s| side >> s & 1 == 1)
                .map(|s| {
                    let most = moves[s].iter().map(|&h| (h & other).count_ones());
                    most.max().unwrap_or(0) as usize
                })
                .collect();
            reach.sort_unstable_by(|x, y| y.cmp(x));
            move |i: usize| reach.get(i - 1).copied().unwrap_or(0)
        };
        let x = ranked(theirs);
        let r = b / 2;
        let mine_costs = costs_by_definition(moves, live, mine);
        let e = cost_sum(&mine_costs, std::iter::once(1));
        let paired: usize = (1..=r).map(|j| x(2 * j)).sum();
        let top: usize = (1..=r).map(&x).sum();
        let wins = e.is_some_and(|e| a >= 1 + r * (1 + e) + paired)
            || cost_sum(&mine_costs, (1..=r).map(|j| 2 * j)).is_some_and(|s| a >= 1 + r + s + top);
        if wins {
            return Some(true);
        }
        let y = ranked(mine);
        let r = a.div_ceil(2);
        let their_costs = costs_by_definition(moves, live, theirs);
        let e = cost_sum(&their_costs, std::iter::once(1));
        let paired: usize = y(1) + (1..r).map(|j| y(2 * j)).sum::<usize>();
        let top: usize = (1..=r).map(&y).sum();
        let loses = e.is_some_and(|e| b >= 1 + (r - 1) * (1 + e) + paired)
            || cost_sum(&their_costs, (1..r).map(|j| 2 * j)).is_some_and(|s| b >= r + s + top);
        loses.then_some(false)
    }
}
