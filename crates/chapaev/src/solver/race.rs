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
//! [`crate::solver::hits::prune`]; every dropped set is dominated by a kept one, which removes at
//! least its opponents and at most its own discs, so the maxima and minima below are the same over
//! every shot):
//! - the *reach* of a live shooter `s` of `X`: the most live discs of `X'` one shot of `s`
//!   removes;
//! - the *cost* `c(s, j)` of a live shooter `s` of `X` against a live disc `j` of `X'`: the
//!   fewest live discs of `X` other than `s` that a shot of `s` removing `j` removes (aiming at
//!   a disc always hits it, so such a shot exists);
//! - `e(m)`, for `m >= 1`: the largest over targets `j` of the `m`-th largest `c(s, j)` over
//!   live shooters `s`. Among any `m` live shooters of `X`, one removes any given target at a
//!   cost of at most `e(m)`;
//! - `E(t', m)`, with `t` targets live now and `1 <= t' <= t`: the `m`-th largest over live
//!   shooters of the shooter's `t'`-th largest cost. Among any `m` live shooters, one removes
//!   one of any `t'` of today's targets at a cost of at most `E(t', m)`.
//!
//! All of these only shrink as discs leave: a shot's live hits in a smaller live set are a
//! subset of those in a larger one, and the statements "among any `m` shooters" and "any `t'`
//! targets" hold for the survivors. `e` and `E` do not increase with `m` or `t'`, so
//! `m - 1 - e(m)` does not decrease with `m` (nor does `m - 1 - E(t', m)`).
//!
//! # The largest-reach rules
//! Let `M`, to move, have `a` live discs and `X'` = `O` have `b`; `x_i` is the `i`-th largest
//! reach of `O`'s shooters, `y_i` that of `M`'s (0 past the last shooter).
//!
//! **M wins** if `b = 0`, or if `d_0 = a` and `d_k = d_(k-1) - 1 - e(d_(k-1)) - x_2k` (`M`'s
//! `e`) are all at least 1 for `k = 1..=r`, `r = ceil((b - 1) / 2)`. *Proof.* `M` plays, at
//! each turn, a shot removing the live disc of `O` of largest reach (reaches as in the position
//! at hand) by her cheapest live shooter for it. Each round (her shot, then `O`'s) costs `O` at
//! least two discs, so at `O`'s turn of round `k` (from 0) she has at most `b - 1 - 2k`, none
//! by round `r`: `O` runs out by then unless `M` cannot move first. `O`'s `k` shots before
//! `M`'s turn `k` remove at most their reaches, and the `j`-th largest of those is at most
//! `x_2j`: each of those `j` shooters was live when `M` took a disc of at least its reach, and
//! those `2j` discs are distinct (reaches only shrink as discs leave). With `m` discs at a turn
//! `M`'s shot leaves her at least `m - 1 - e(m)`, which does not decrease with `m`; and losing
//! the larger reaches first leaves her no more than any other order (exchanging two
//! consecutive losses, larger one first, changes the result by `e(before) - e(after) <= 0`).
//! So `M` has at least `d_k >= 1` discs at her turn of round `k`.
//!
//! **M loses** if `d_0 = b - y_1` and `d_k = d_(k-1) - 1 - e(d_(k-1)) - y_(2k+1)` (`O`'s `e`)
//! are all at least 1 for `k = 0..r`, `r = ceil(a / 2)`. *Proof.* `O` plays, at each turn, a
//! shot removing the live disc of `M` of largest reach (any shot when `M` has no disc left) by
//! her cheapest live shooter for it. Each round costs `M` at least two discs, so at her turn of
//! round `r` she has none, and loses, provided `O` could move at each of her turns before:
//! after `M`'s first shot (at most `y_1`) `O` has at least `d_0`. Of `M`'s first `k + 1` shots,
//! the `j`-th largest removes at most `y_(2j-1)`: the `j` shots removing at least as much are
//! by distinct shooters, and each but `M`'s very first follows a shot of `O` that took a disc
//! of at least its shooter's reach (the largest live then), so `2j - 1` distinct discs of `M`
//! reach that far today. By the order argument above `O` has at least `d_k` at her turn of
//! round `k < r`.
//!
//! # The cheapest-target rules
//! A side may instead take, at each turn, a live opponent disc it can remove cheaply, which
//! lets its costs fall as the opponent's discs do, but the reaches it faces then add up without
//! pairing.
//!
//! **M wins** if for every `K = 1..=r` (`r` as in the first rule), `d_0 = a` and
//! `d_k = d_(k-1) - 1 - E(2 (K - k + 1), d_(k-1)) - x_k` (`M`'s `E` against today's `b`) are all
//! at least 1 for `k = 1..=K`. *Proof.* `M` takes, each turn, the live target her best live
//! shooter removes most cheaply. Suppose she is to move at her turn of round `K <= r`. `O` had
//! a disc at each of her turns before, so at `M`'s shot of round `K - 1` `O` had at least 2
//! discs, and at her `k`-th shot at least `2 (K - k + 1)` (each of `M`'s shots takes one and
//! each of `O`'s costs `O` her shooter). `O`'s first `k` shots are by distinct shooters, each
//! removing at most its reach: at most `x_1 + ... + x_k`, the larger first being the worst as
//! above. So `M` has at least `d_K >= 1` discs.
//!
//! **M loses** if for every `K = 1..r` (`r` as in the second rule), `d_0 = b - y_1` and
//! `d_k = d_(k-1) - 1 - E(2 (K - k + 1), d_(k-1)) - y_(k+1)` (`O`'s `E` against today's `a`) are
//! all at least 1 for `k = 1..=K`, and `d_0 >= 1`. *Proof.* The same counting with the sides
//! exchanged: before `O`'s turn `K < r`, `M` has made `K + 1` shots removing at most
//! `y_1 + ... + y_(K+1)` of `O`'s discs, and `M` had a disc at each of her turns up to `K`.
//!
//! Costs past 2 (`MOST_COST`) are not counted: a rule needing one does not hold.
//!
//! # Rules for all of a shooter's shots
//! The two winning rules hold with bounds in place of the exact figures: their proofs use `a`
//! only as a lower bound of `M`'s discs (more discs leave her more at every turn, `m - 1 - c`
//! not decreasing with `m`), `b` only as an upper bound of `O`'s (`O` runs out by round `r`
//! if she has fewer), `x_i` only as upper bounds of `O`'s shots, and `e` and `E` only through
//! "among any `m` live shooters one removes a target at a cost of at most ..." (and `t'` only
//! up to the targets live). So, in a position with `P` to move (`a` discs) against `Q` (`b`),
//! after any shot of `P`'s shooter `s` removing at most `k` discs of `Q`, `Q` (now to move)
//! wins if the first or the third rule holds for `Q` with: `b - k` discs of hers; `a - 1`
//! of `P`'s (`s` has left; at most that many, and `Q` wins at once when `a = 1`); the reaches
//! of `P`'s shooters other than `s` in today's position (a shooter's reach only shrinks as
//! discs leave); and `Q`'s costs today (a shot's live hits after the shot are a subset of
//! today's, so each cost only falls, and among any `m` of the shooters left, the cheapest
//! against a target costs at most the `m`-th dearest of today's shooters against it; the
//! targets left are some of today's). With `k` the reach of `s`, this shows every shot of `s`
//! losing for `P`; with `k = 1`, every shot of `s` removing at most one disc of `Q`.
//! [`Race::losing_shots`] applies it to every live shooter of a position the search must
//! expand in full, whose children then need neither a memo probe nor a count of their own.
//!
//! None of the rules is needed for the answer: a position they do not decide is searched.

use std::cell::OnceCell;

pub use crate::solver::counts::{Costs, MOST_COST, Ranked};
use crate::solver::position::Side;
use crate::solver::reach_table::ReachTable;

/// The hit sets of every shooter, split once for the bound: what a shot removes for free, and
/// the shots that cost own discs or reach several opponents, the only ones whose live hits
/// the bound must count.
#[derive(Clone, Debug)]
pub struct Race {
    /// The discs of red and of white.
    masks: [u32; 2],
    /// `free[s]`: the discs shots of `s` remove with no disc of its side besides `s`.
    free: Vec<u32>,
    /// The hit sets holding a disc of the shooter's side besides the shooter, shooter by
    /// shooter: those of `s` are `costly[costly_at[s].0..costly_at[s].1]` (one allocation, not
    /// one per shooter: most positions are searched in microseconds).
    costly: Vec<u32>,
    costly_at: Vec<(usize, usize)>,
    /// The discs of the other side in the hit sets holding at least two of them (only these
    /// can remove more than one opponent in any live set), with their number, most first for
    /// each shooter; those of `s` are at `multi_at[s]`.
    multi: Vec<(u32, u32)>,
    multi_at: Vec<(usize, usize)>,
    /// The reaches of the shooters whose sets hold at most three opponents, by table, once
    /// [`Race::add_reach_table`] has built it.
    table: Option<Box<ReachTable>>,
}

impl Race {
    /// The bound for hit sets `moves` (`moves[s]` the sets of disc `s`, each containing `s`)
    /// and the discs `masks` of red and of white.
    pub fn new(moves: &[Vec<u32>], masks: [u32; 2]) -> Self {
        let mut race = Race {
            masks,
            free: vec![0; moves.len()],
            costly: Vec::new(),
            costly_at: Vec::with_capacity(moves.len()),
            multi: Vec::new(),
            multi_at: Vec::with_capacity(moves.len()),
            table: None,
        };
        for (s, sets) in moves.iter().enumerate() {
            let own = if masks[0] >> s & 1 == 1 {
                masks[0]
            } else {
                masks[1]
            };
            let (first_costly, first_multi) = (race.costly.len(), race.multi.len());
            for &h in sets {
                if h & own & !(1 << s) == 0 {
                    race.free[s] |= h;
                } else {
                    race.costly.push(h);
                }
                let opponents = (h & !own).count_ones();
                if opponents >= 2 {
                    race.multi.push((opponents, h & !own));
                }
            }
            race.multi[first_multi..].sort_unstable_by(|x, y| y.cmp(x));
            race.costly_at.push((first_costly, race.costly.len()));
            race.multi_at.push((first_multi, race.multi.len()));
        }
        race
    }

    /// The costs of the side owning `mine` (its live discs) in live set `live` ([`Costs`]).
    pub fn costs(&self, live: u32, mine: u32) -> Costs {
        let theirs = live & !mine;
        let targets = theirs.count_ones() as usize;
        let mut costs = Costs {
            shooters: mine.count_ones() as usize,
            targets,
            missing: [0; MOST_COST + 1],
            covering: [[0; 33]; MOST_COST + 1],
        };
        // missed[c][j]: the shooters that cannot remove target j at a cost of at most c.
        let mut missed = [[0u8; 32]; MOST_COST + 1];
        let mut shooters = mine;
        while shooters != 0 {
            let s = shooters.trailing_zeros() as usize;
            shooters &= shooters - 1;
            if theirs & !self.free[s] == 0 {
                costs
                    .covering
                    .iter_mut()
                    .for_each(|count| count[targets] += 1);
                continue;
            }
            // covered[c]: the opponents shots of `s` remove with exactly c own discs besides it.
            let mut covered = [self.free[s], 0, 0];
            let (from, to) = self.costly_at[s];
            for &h in &self.costly[from..to] {
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
                // The targets covered, as all but those missed (few; counted in the loop, as
                // bit counts are software on this build's target).
                let mut covering = targets;
                let mut missing = theirs & !union;
                while missing != 0 {
                    let count = &mut missed[c][missing.trailing_zeros() as usize];
                    *count += 1;
                    costs.missing[c] = costs.missing[c].max(*count);
                    missing &= missing - 1;
                    covering -= 1;
                }
                costs.covering[c][covering] += 1;
            }
        }
        costs
    }

    /// Builds the table of reaches ([`ReachTable`], for discs numbered as a position numbers
    /// them): the same reaches, one lookup for most shooters (about a millisecond at 16 discs
    /// a side, so the search builds it only once past its easy positions).
    pub fn add_reach_table(&mut self) {
        let multi: Vec<&[(u32, u32)]> = self
            .multi_at
            .iter()
            .map(|&(from, to)| &self.multi[from..to])
            .collect();
        self.table = Some(Box::new(ReachTable::new(&multi, self.masks)));
    }

    /// The reaches of the shooters of the side owning `mine` (its live discs) in live set
    /// `live`, as a count per reach: `count[k]` shooters reach `k` opponent discs.
    pub fn reaches(&self, live: u32, mine: u32) -> [u8; 33] {
        self.reaches_below(live, mine, usize::MAX)
            .expect("no count of shooters reaches usize::MAX")
    }

    /// The live shooters of `mine` (one side's) by reach against `theirs`, for the reaches
    /// the table gives: `by_reach[k]` reach `k` (at most 3), with the rest of `mine` (those
    /// whose reaches the caller reads from their sets).
    fn tabled(&self, mine: u32, theirs: u32) -> ([u32; 4], u32) {
        let Some(table) = &self.table else {
            return ([0; 4], mine);
        };
        let [covered, two, three] = table.classes(mine, theirs);
        let mut by_reach = [0, 0, two & !three, three];
        by_reach[usize::from(theirs != 0)] = covered & !two;
        (by_reach, mine & !covered)
    }

    /// As [`Race::reaches`], or `None` when `enough` shooters reach two discs or more (the
    /// callers' counts fail then, whatever the other reaches); the scan stops there.
    fn reaches_below(&self, live: u32, mine: u32, enough: usize) -> Option<[u8; 33]> {
        let theirs = live & !mine;
        let mut count = [0u8; 33];
        let (tabled, mut shooters) = self.tabled(mine, theirs);
        for (reach, &set) in tabled.iter().enumerate().filter(|(_, set)| **set != 0) {
            count[reach] = set.count_ones() as u8;
        }
        let mut several = usize::from(count[2] + count[3]);
        if several >= enough {
            return None;
        }
        while shooters != 0 {
            let s = shooters.trailing_zeros() as usize;
            shooters &= shooters - 1;
            let reach = self.reach(s, theirs) as usize;
            count[reach] += 1;
            several += usize::from(reach >= 2);
            if several >= enough {
                return None;
            }
        }
        Some(count)
    }

    /// The reach of shooter `s` against the live discs `theirs` of the other side.
    fn reach(&self, s: usize, theirs: u32) -> u32 {
        // Aiming at a live opponent hits it: the reach is at least 1 while one is left.
        let mut reach = u32::from(theirs != 0);
        let (from, to) = self.multi_at[s];
        for &(most, held) in &self.multi[from..to] {
            // Later sets hold no more opponents than `most`, live or not.
            if most <= reach {
                break;
            }
            // A set holding two removes both exactly when both live: no bit count (they are
            // software here, and most sets of a spread position hold two).
            if most == 2 {
                if held & !theirs == 0 {
                    return 2;
                }
            } else {
                reach = reach.max((held & theirs).count_ones());
            }
        }
        reach
    }

    /// Whether the side owning `mine` (live), to move against `theirs` (live, both non-empty),
    /// wins by the first or the third rule of the module documentation (with the sides named
    /// there: `M` owns `mine`); `a` and `b` count `mine` and `theirs`.
    fn mover_wins(&self, live: u32, mine: u32, theirs: u32, (a, b): (usize, usize)) -> bool {
        let r = (b - 1).div_ceil(2);
        if a <= 2 * r {
            return false;
        }
        // The count check of `counted_wins` needs a >= 1 + r + x_2 + x_4 + ... + x_2r, each
        // term at least 1 (2r <= b shooters, each reaching a disc). With k shooters of `O`
        // reaching two or more, x_i >= 2 for i <= k, so r plus the sum is at least
        // 2r + min(k / 2 rounded down, r): the check fails once that minimum passes
        // a - 1 - 2r, and the scan stops there.
        let slack = a - 1 - 2 * r;
        let enough = if r > slack { 2 * slack + 2 } else { usize::MAX };
        let Some(count) = self.reaches_below(live, theirs, enough) else {
            return false;
        };
        let x = Ranked::new(&count);
        let costs = OnceCell::new();
        counted_wins(a, b, || &x, || costs.get_or_init(|| self.costs(live, mine)))
    }

    /// Whether the side owning `mine` (live), to move against `theirs` (live, both non-empty),
    /// loses by the second or the fourth rule (`M` owns `mine`; `a` and `b` count the two).
    fn mover_loses(&self, live: u32, mine: u32, theirs: u32, (a, b): (usize, usize)) -> bool {
        let r = a.div_ceil(2);
        if b < 2 * r {
            return false;
        }
        // The check below needs b >= r + y_1 + y_3 + ... + y_(2r-1), each term at least 1
        // (2r - 1 <= a shooters). With k shooters of `M` reaching two or more, the odd ranks
        // up to k number ceil(k / 2): the check fails once min(ceil(k / 2), r) > b - 2r.
        let slack = b - 2 * r;
        let enough = if r > slack { 2 * slack + 1 } else { usize::MAX };
        let Some(count) = self.reaches_below(live, mine, enough) else {
            return false;
        };
        let y = Ranked::new(&count);
        if b < r + y.get(1) + (1..r).map(|j| y.get(2 * j + 1)).sum::<usize>() {
            return false;
        }
        let costs = self.costs(live, theirs);
        // O's discs at her turn k + 1, from `m` at turn k, if at least one.
        let next = |m: usize, cost: Option<usize>, reach: usize| {
            cost.and_then(|c| m.checked_sub(1 + c + reach))
                .filter(|&m| m >= 1)
        };
        // O's discs at her first turn, after M's first shot.
        let Some(first) = b.checked_sub(y.get(1)).filter(|&m| m >= 1) else {
            return false;
        };
        let largest = (1..r).try_fold(first, |m, k| next(m, costs.dearest(m), y.get(2 * k + 1)));
        largest.is_some()
            || (1..r).all(|turns| {
                (0..turns)
                    .try_fold(first, |m, k| {
                        next(m, costs.cheapest(2 * (turns - k), m), y.get(k + 2))
                    })
                    .is_some()
            })
    }

    /// The live discs of `to_move` and of the other side in `live`.
    fn sides(&self, live: u32, to_move: Side) -> (u32, u32) {
        match to_move {
            Side::Red => (self.masks[0] & live, self.masks[1] & live),
            Side::White => (self.masks[1] & live, self.masks[0] & live),
        }
    }

    /// The live shooters of `to_move` in `live` whose shots all lose by the winning rules
    /// applied to the opponent after them (first mask), and those whose shots removing at most
    /// one opponent disc do (second mask); see "Rules for all of a shooter's shots" in the
    /// module documentation. The player `to_move` and her opponent both have a live disc.
    pub fn losing_shots(&self, live: u32, to_move: Side) -> (u32, u32) {
        let (mine, theirs) = self.sides(live, to_move);
        let (a, b) = (mine.count_ones() as usize, theirs.count_ones() as usize);
        // by_reach[k]: the live shooters of reach k.
        let mut by_reach = [0u32; 33];
        let mut count = [0u8; 33];
        let (tabled, mut shooters) = self.tabled(mine, theirs);
        for (reach, &set) in tabled.iter().enumerate().filter(|(_, set)| **set != 0) {
            by_reach[reach] = set;
            count[reach] = set.count_ones() as u8;
        }
        while shooters != 0 {
            let s = shooters.trailing_zeros() as usize;
            shooters &= shooters - 1;
            let reach = self.reach(s, theirs) as usize;
            by_reach[reach] |= 1 << s;
            count[reach] += 1;
        }
        // The opponent's costs here bound hers after any shot (see the module documentation).
        let costs = OnceCell::new();
        let costs = || costs.get_or_init(|| self.costs(live, theirs));
        let mut masks = (0, 0);
        // The rules see a shooter only through its reach: one count per reach.
        for (reach, &shooters) in by_reach.iter().enumerate().filter(|(_, s)| **s != 0) {
            let mut others = count;
            others[reach] -= 1;
            let rest = Ranked::new(&others);
            // The opponent, to move, keeps at least `b - removed` discs against at most
            // `a - 1` (none: she wins).
            let wins = |removed: usize, rest: &Ranked| {
                b > removed && (a == 1 || counted_wins(b - removed, a - 1, || rest, costs))
            };
            if wins(reach, &rest) {
                masks.0 |= shooters;
            } else if reach >= 2 && wins(1, &rest) {
                masks.1 |= shooters;
            }
        }
        masks
    }

    /// Whether the player `to_move` wins from `live` by the rules of the module documentation,
    /// or `None` when they do not decide it.
    pub fn decide(&self, live: u32, to_move: Side) -> Option<bool> {
        let (mine, theirs) = self.sides(live, to_move);
        if mine == 0 || theirs == 0 {
            return Some(theirs == 0 && mine != 0);
        }
        // Both rules count the two sides' discs: once here (bit counts are software).
        let counts = (mine.count_ones() as usize, theirs.count_ones() as usize);
        if self.mover_wins(live, mine, theirs, counts) {
            Some(true)
        } else if self.mover_loses(live, mine, theirs, counts) {
            Some(false)
        } else {
            None
        }
    }

    /// Whether [`Race::decide`] gives `Some(false)`, checking the losing rules only: the rules
    /// are sound, so where they show a loss the winning ones cannot show a win.
    pub fn loses(&self, live: u32, to_move: Side) -> bool {
        let (mine, theirs) = self.sides(live, to_move);
        if mine == 0 || theirs == 0 {
            return mine == 0;
        }
        let counts = (mine.count_ones() as usize, theirs.count_ones() as usize);
        self.mover_loses(live, mine, theirs, counts)
    }
}

/// Whether `M`, with at least `a` discs to move against at most `b >= 1`, wins by the first or
/// the third rule of the module documentation, given bounds on the opponent's reaches (`x`)
/// and `M`'s costs (computed only when the counts leave a chance).
fn counted_wins<'x, 'c>(
    a: usize,
    b: usize,
    x: impl FnOnce() -> &'x Ranked,
    costs: impl FnOnce() -> &'c Costs,
) -> bool {
    let r = (b - 1).div_ceil(2);
    // Each shooter reaches at least one disc and costs are at least 0: most positions of
    // a close race fail this and cost no scan.
    if a <= 2 * r {
        return false;
    }
    let x = x();
    if a < 1 + r + (1..=r).map(|j| x.get(2 * j)).sum::<usize>() {
        return false;
    }
    let costs = costs();
    // M's discs at her turn k + 1, from `m` at turn k, if at least one.
    let next = |m: usize, cost: Option<usize>, reach: usize| {
        cost.and_then(|c| m.checked_sub(1 + c + reach))
            .filter(|&m| m >= 1)
    };
    let largest = (1..=r).try_fold(a, |m, k| next(m, costs.dearest(m), x.get(2 * k)));
    largest.is_some()
        || (1..=r).all(|turns| {
            (0..turns)
                .try_fold(a, |m, k| {
                    next(m, costs.cheapest(2 * (turns - k), m), x.get(k + 1))
                })
                .is_some()
        })
}

/// Whether the player `to_move` wins from `live` by the rules of the module documentation, or
/// `None` when they do not decide it. `moves[s]` are the hit sets of disc `s` (each containing
/// `s`), `masks` the discs of red and of white. Builds a [`Race`] each time: a search keeps one.
pub fn decide(moves: &[Vec<u32>], masks: [u32; 2], live: u32, to_move: Side) -> Option<bool> {
    Race::new(moves, masks).decide(live, to_move)
}
