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
//! shooter of the side has at least `t - t' + 1` targets of cost at most `c` (so among any `t'`
//! of those targets it has one of cost at most `c`: the `t'`-th largest of its costs), with
//! `E(t) = e` above. Costs only shrink as discs leave, so `E(t')` bounds the cost whenever the
//! opponent has `t'` discs left.
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

/// For the side owning `mine` (its live discs) in live set `live`: `fewest[c]` is, over its
/// live shooters, the fewest live opponent discs one shooter can remove with at most `c` own
/// discs besides itself (the targets of cost at most `c`; see the module documentation). `None`
/// when some shooter has fewer than `need` targets of cost at most [`MOST_COST`] (no rule can
/// hold then).
fn coverage(moves: &[Vec<u32>], live: u32, mine: u32, need: u32) -> Option<[u32; MOST_COST + 1]> {
    let theirs = live & !mine;
    let mut fewest = [u32::MAX; MOST_COST + 1];
    let mut shooters = mine;
    while shooters != 0 {
        let s = shooters.trailing_zeros() as usize;
        shooters &= shooters - 1;
        // covered[c]: the opponents some shot of `s` removes with exactly c own discs besides it.
        let mut covered = [0u32; MOST_COST + 1];
        for &h in &moves[s] {
            // The own discs besides `s`, counted up to MOST_COST + 1 by clearing low bits (no
            // popcount: most of a search's time is spent here).
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

/// The cost of a side whose coverage is `fewest` ([`coverage`]) against `targets` opponent
/// discs, when only `left` of them are live: the least `c` with `fewest[c] > targets - left`
/// (each shooter then has a target of cost at most `c` among any `left`), `None` past
/// [`MOST_COST`]. With `left == targets` it is the cost of the module documentation.
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

/// The reaches of the shooters of the side owning `mine` (its live discs) in live set `live`,
/// as a count per reach: `count[k]` shooters reach `k` opponent discs.
fn reaches(moves: &[Vec<u32>], live: u32, mine: u32) -> [u8; 33] {
    let theirs = live & !mine;
    let mut count = [0u8; 33];
    let mut shooters = mine;
    while shooters != 0 {
        let s = shooters.trailing_zeros() as usize;
        shooters &= shooters - 1;
        let reach = moves[s].iter().map(|&h| (h & theirs).count_ones());
        count[reach.max().unwrap_or(0) as usize] += 1;
    }
    count
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
/// `s`), `masks` the discs of red and of white.
pub fn decide(moves: &[Vec<u32>], masks: [u32; 2], live: u32, to_move: Side) -> Option<bool> {
    let (mine, theirs) = match to_move {
        Side::Red => (masks[0] & live, masks[1] & live),
        Side::White => (masks[1] & live, masks[0] & live),
    };
    let (a, b) = (mine.count_ones() as usize, theirs.count_ones() as usize);
    if a == 0 || b == 0 {
        return Some(b == 0 && a > 0);
    }
    // With both sides live every shooter reaches at least one disc (aiming at a disc hits it)
    // and costs are at least 0, so each rule needs at least these counts; most positions of a
    // close race fail them and cost no scan.
    let r = (b - 1).div_ceil(2);
    if a > 2 * r
        && let Some(fewest) = coverage(moves, live, mine, b as u32 - 1)
    {
        let reach = reaches(moves, live, theirs);
        let largest = cost_with(&fewest, b, b)
            .map(|e| 1 + r * (1 + e) + ranked_sum(&reach, |i| i % 2 == 0 && i <= 2 * r));
        let cheapest =
            falling_costs(&fewest, b, r).map(|sum| 1 + r + sum + ranked_sum(&reach, |i| i <= r));
        if [largest, cheapest]
            .into_iter()
            .flatten()
            .any(|need| a >= need)
        {
            return Some(true);
        }
    }
    let r = a.div_ceil(2);
    if b >= 2 * r
        && let Some(fewest) = coverage(moves, live, theirs, if r > 1 { a as u32 - 1 } else { 0 })
    {
        let reach = reaches(moves, live, mine);
        let largest = cost_with(&fewest, a, a).map(|e| {
            1 + (r - 1) * (1 + e) + ranked_sum(&reach, |i| i == 1 || (i % 2 == 0 && i < 2 * r))
        });
        let cheapest = falling_costs(&fewest, a, r - 1)
            .map(|sum| 1 + (r - 1) + sum + ranked_sum(&reach, |i| i <= r));
        if [largest, cheapest]
            .into_iter()
            .flatten()
            .any(|need| b >= need)
        {
            return Some(false);
        }
    }
    None
}
