//! The game solved by a memoised depth-first search from the start position: the positions
//! (live set, side to move) reachable from the start, best shots first, stopping at the first
//! winning shot.
//!
//! A move by shooter `s` with hit set `H` (which contains `s`) maps live set `A` to `A \ H`. The
//! player to move wins iff some move of a live disc of hers leads to a position lost for the
//! opponent; with no disc she loses (normal play).
//!
//! # Depth
//! Every move removes its shooter, so a line of play from `n` discs has at most `n` moves and
//! the search recurses at most `n + 1 <= 33` frames deep (32 discs at most), whatever the input.
//!
//! # Symmetry
//! Every memo access (results and busy marks) goes through [`Canon::canonical`]: a position is
//! stored under the smallest image of its live set by the start position's symmetries, with the
//! side to move exchanged by those that swap colours. Exact: symmetric positions have the same
//! value ([`crate::solver::symmetry`]); the moves, the order and the race bound see the real live
//! set. Without symmetries (most inputs) the key is the live set itself.
//!
//! # Memory bound
//! The memo holds one entry per live set visited (both sides to move share it) in a hash table
//! of 6 bytes per bucket. It stops at [`MEMO_LIMIT`] live sets, under 600 MiB even while the
//! table doubles; past that the search gives up with [`TooLarge`] instead of running out of
//! memory. Positions the race bound decides are not stored: at 16 vs 16, seeds 0-99, the
//! hardest spread position (seed 92, 0.29 million positions) peaks at 8.4 MB and the hardest
//! regular one (seed 49, 0.92 million) at 13 MB (`bench/chapaev-regular.md`).
//!
//! # Threads
//! The search reads and writes its memo through [`Memo`], whose busy marks and stop signal do
//! nothing for the one-search [`LiveMap`]; the thread team (`parallel`) runs this same search on
//! a shared memo that implements them.

use crate::solver::children::undominated;
use crate::solver::killers::{Killers, shot_to};
use crate::solver::memo::{BUSY, KNOWN, LiveMap, MEMO_LIMIT, Memo, TooLarge, WINS};
use crate::solver::order::{TieOrder, aimed, schedule, tie_orders};
use crate::solver::position::{Position, Side};
use crate::solver::race::Race;
use crate::solver::symmetry::Canon;

/// Whether red, to move with every disc live, wins `position` with the moves `moves`
/// ([`crate::solver::hits::pruned_hit_sets`]), and the positions expanded: the sequential
/// search, run under the tie orders of [`crate::solver::order`] in turn ([`schedule`]), all
/// on one memo. Positions re-expanded by a later run count again.
///
/// # Errors
/// [`TooLarge`] when the memo would pass [`MEMO_LIMIT`].
pub fn red_wins(position: &Position, moves: &[Vec<u32>]) -> Result<(bool, u64), TooLarge> {
    red_wins_scheduled(position, moves, schedule)
}

/// As [`red_wins`] with the runs given by `schedule` (for run `turn`, from 0: the index of its
/// order in [`tie_orders`] and the positions it may expand; the tests interrupt the runs often).
///
/// # Errors
/// As [`red_wins`].
pub fn red_wins_scheduled(
    position: &Position,
    moves: &[Vec<u32>],
    schedule: impl Fn(u32) -> (usize, u64),
) -> Result<(bool, u64), TooLarge> {
    Search::new(position, moves).scheduled(position, schedule)
}

/// The positions expanded before the race bound builds its table of reaches
/// ([`Race::add_reach_table`], a millisecond or two at 16 discs a side): most inputs end
/// before, and the others repay it within a few tens of thousands of positions.
pub const TABLE_AFTER: u64 = 1 << 15;

/// The flag [`Search::some_child_wins`] sets on a child's word when the memo holds the child as
/// won for the side to move there (the order key uses bits 0-42).
const KNOWN_WON: u64 = 1 << 63;

/// The shift of a side to move's bits in a memo byte.
fn shift(side: Side) -> u8 {
    match side {
        Side::Red => 0,
        Side::White => 2,
    }
}

/// The index of a side's mask in `masks`.
fn index(side: Side) -> usize {
    usize::from(side == Side::White)
}

/// The sort key of the child left by hit set `h` from `live` for `to_move`, owning `own`, with
/// `counts` her and her opponent's live discs: fewest opponent discs left first, then most own
/// discs left, then the set itself renumbered by `tie` for her (bits 32 and up hold the counts;
/// the low 32 bits give the set back through [`TieOrder::undo`]).
fn order_key(
    (live, h): (u32, u32),
    (to_move, own): (Side, u32),
    counts: (u32, u32),
    tie: &TieOrder,
) -> u64 {
    let opponents = u64::from(counts.1 - few_bits(h & live & !own));
    let lost = 32 - u64::from(counts.0 - few_bits(h & live & own));
    opponents << 38 | lost << 32 | u64::from(tie.apply(live & !h, to_move))
}

/// The number of bits of `x`, cheaply when at most two: a shot removes few discs of either
/// side, and counting bits is a software routine on this build's target (x86-64 without
/// `popcnt`).
fn few_bits(x: u32) -> u32 {
    let rest = x & x.wrapping_sub(1);
    if rest == 0 {
        u32::from(x != 0)
    } else if rest & rest.wrapping_sub(1) == 0 {
        2
    } else {
        x.count_ones()
    }
}

/// `moves` (indexed by disc) with each shooter's sets stably ordered by the discs of the other
/// side they hold, most first, each with that number.
fn by_reach(moves: &[Vec<u32>], masks: [u32; 2]) -> Vec<Vec<(u32, u32)>> {
    let mut sorted: Vec<Vec<(u32, u32)>> = Vec::with_capacity(moves.len());
    for (s, sets) in moves.iter().enumerate() {
        let theirs = if masks[0] >> s & 1 == 1 {
            masks[1]
        } else {
            masks[0]
        };
        let mut held: Vec<(u32, u32)> = sets
            .iter()
            .map(|&h| ((h & theirs).count_ones(), h))
            .collect();
        held.sort_by_key(|&(n, _)| std::cmp::Reverse(n));
        sorted.push(held);
    }
    sorted
}

/// A search over one start position, with its memo (its own hash map unless given another).
pub struct Search<'a, M: Memo = LiveMap> {
    /// `moves[s]`: the hit sets of disc `s` (each containing `s`), best first.
    moves: &'a [Vec<u32>],
    /// The discs of red and of white.
    masks: [u32; 2],
    /// The race bound over `moves`, built once.
    race: Race,
    /// `moves` with each shooter's sets ordered by the opponent discs they hold, most first
    /// (stably), for [`Search::best_child`].
    by_reach: Vec<Vec<(u32, u32)>>,
    memo: M,
    /// The start position's symmetries: the memo keeps each position under its representative
    /// ([`Canon::canonical`]; exact, see [`crate::solver::symmetry`]).
    canon: Canon,
    /// Positions whose moves were generated (memo misses).
    visited: u64,
    /// Buffers for [`Search::children`] not in use (one per level of the recursion at most).
    spare: Vec<Vec<u64>>,
    /// The most live sets the memo may hold.
    limit: usize,
    /// How ties on material between children are broken ([`crate::solver::order`]): the aimed
    /// order unless set otherwise.
    tie: TieOrder,
    /// The search stops with [`TooLarge`] once it has expanded more positions than this
    /// ([`red_wins`] then goes on under another tie order, keeping the memo).
    budget: u64,
    /// The shots that last won positions of each size, tried first ([`Killers`]).
    killers: Killers,
}

impl<'a> Search<'a> {
    /// A search of `position` with the moves `moves` (`moves[s]` lists the sets a shot of `s`
    /// removes, each containing `s`; [`crate::solver::hits::pruned_hit_sets`] gives them best
    /// first).
    pub fn new(position: &Position, moves: &'a [Vec<u32>]) -> Self {
        Self::with_memo_limit(position, moves, MEMO_LIMIT)
    }

    /// As [`Search::new`] with a memo of at most `limit` live sets instead of [`MEMO_LIMIT`]
    /// (the tests reach the error with a small one).
    pub fn with_memo_limit(position: &Position, moves: &'a [Vec<u32>], limit: usize) -> Self {
        Search::with_memo(position, moves, LiveMap::default(), limit)
    }

    /// Lets the memo grow to `limit` live sets (a search stopped at a smaller limit goes on from
    /// what it has stored).
    pub(crate) fn raise_memo_limit(&mut self, limit: usize) {
        self.limit = self.limit.max(limit);
    }

    /// The memo's entries: live set and its [`KNOWN`]/[`WINS`] bits (the parallel search
    /// starts from what a short single-threaded search has found).
    pub(crate) fn into_entries(self) -> impl ExactSizeIterator<Item = (u32, u8)> {
        self.memo.entries()
    }
}

impl<'a, M: Memo> Search<'a, M> {
    /// As [`Search::with_memo_limit`] with the memo `memo` (possibly shared with other
    /// searches of the same position).
    pub fn with_memo(position: &Position, moves: &'a [Vec<u32>], memo: M, limit: usize) -> Self {
        let masks = position.side_masks();
        Search {
            limit,
            moves,
            masks,
            race: Race::new(moves, masks),
            by_reach: by_reach(moves, masks),
            memo,
            canon: Canon::of(position),
            visited: 0,
            spare: Vec::new(),
            tie: aimed(position),
            budget: u64::MAX,
            killers: Killers::default(),
        }
    }

    /// The same search with the memo keyed by the live set itself, the start position's
    /// symmetries unused (the tests compare the two).
    pub fn without_symmetries(mut self) -> Self {
        self.canon = Canon::default();
        self
    }

    /// The same search with ties on material broken by `tie` ([`crate::solver::order`]).
    pub fn tied_by(mut self, tie: TieOrder) -> Self {
        self.tie = tie;
        self
    }

    /// The runs of [`red_wins_scheduled`] from red to move with every disc live, going on from
    /// what this search's memo holds (a warm-up's, or one shared with other threads); the
    /// positions expanded count on from [`Search::visited`].
    ///
    /// # Errors
    /// As [`red_wins`].
    pub(crate) fn scheduled(
        &mut self,
        position: &Position,
        schedule: impl Fn(u32) -> (usize, u64),
    ) -> Result<(bool, u64), TooLarge> {
        let orders = tie_orders(position);
        // Each run ends within its budget or proves the value: the budgets grow without bound.
        let mut turn = 0;
        loop {
            let (order, budget) = schedule(turn);
            turn = turn.saturating_add(1);
            self.tie = orders[order % orders.len()].clone();
            self.budget = self.visited.saturating_add(budget);
            match self.wins(position.all_mask(), Side::Red) {
                Ok(wins) => return Ok((wins, self.visited())),
                // Past the budget: the next run goes on from the memo (exact values only).
                Err(TooLarge) if self.visited > self.budget => {}
                Err(too_large) => return Err(too_large),
            }
        }
    }

    /// How many positions the search has expanded so far (each at most once per run: a run
    /// stopped by its budget leaves unfinished positions to the next, see [`red_wins`]).
    pub fn visited(&self) -> u64 {
        self.visited
    }

    /// The result for (`live`, `to_move`), if the search has stored it or the race bound
    /// ([`crate::solver::race`]) decides it (the search does not store those).
    pub fn known(&self, live: u32, to_move: Side) -> Option<bool> {
        if live & self.masks[index(to_move)] == 0 {
            return Some(false);
        }
        self.stored(live, to_move)
            .or_else(|| self.race.decide(live, to_move))
    }

    /// The result stored in the memo for (`live`, `to_move`), if any.
    fn stored(&self, live: u32, to_move: Side) -> Option<bool> {
        self.stored_at(self.canon.canonical(live, to_move))
    }

    /// The result stored in the memo under the representative `key` ([`Canon::canonical`]).
    fn stored_at(&self, key: (u32, Side)) -> Option<bool> {
        let bits = self.memo.bits(key.0)? >> shift(key.1);
        (bits & KNOWN != 0).then_some(bits & WINS != 0)
    }

    /// Records under the representative `key` that its player to move wins (or loses).
    fn store_at(&mut self, key: (u32, Side), wins: bool) -> Result<(), TooLarge> {
        let bits = (KNOWN | if wins { WINS } else { 0 }) << shift(key.1);
        self.memo.add(key.0, bits, self.limit)
    }

    /// The positions one move of `to_move` leads to from `live`, best for her first (fewest
    /// opponent discs left, then most of her own), without repeats and without children another
    /// child is at least as good as: written into `children` (cleared first), each in the low 32
    /// bits of its order key.
    ///
    /// Leaves out the shots the race bound shows losing ([`Race::losing_shots`]): all those of
    /// the shooters in `losing.0`, and those removing at most one opponent disc of the shooters
    /// in `losing.1`.
    fn children(&self, live: u32, to_move: Side, losing: (u32, u32), children: &mut Vec<u64>) {
        let own = self.masks[index(to_move)];
        let theirs = live & !own;
        let shots = |s: usize| {
            let single_loses = losing.1 >> s & 1 == 1;
            let sets = self.moves[s].iter().copied();
            sets.filter(move |&h| !single_loses || few_bits(h & theirs) >= 2)
        };
        undominated(live, own, live & own & !losing.0, shots, children);
        // Only the kept children are sorted: packed keys compare as plain integers.
        let counts = ((live & own).count_ones(), theirs.count_ones());
        for key in children.iter_mut() {
            *key = order_key((live, !(*key as u32)), (to_move, own), counts, &self.tie);
        }
        children.sort_unstable();
        for key in children.iter_mut() {
            let child = self.tie.undo(*key as u32, to_move);
            *key = *key & !u64::from(u32::MAX) | u64::from(child);
        }
    }

    /// The first of [`Search::children`] (the smallest order key), without sorting, and the
    /// shot leading to it (shooter, hit set); `to_move` has a live disc.
    fn best_child(&self, live: u32, to_move: Side) -> (u32, (usize, u32)) {
        let own = self.masks[index(to_move)];
        let theirs = live & !own;
        let counts = ((live & own).count_ones(), theirs.count_ones());
        let opponents = counts.1;
        let mut shooters = live & own;
        let mut best = u64::MAX;
        let mut shot = (0, 0);
        while shooters != 0 {
            let s = shooters.trailing_zeros() as usize;
            shooters &= shooters - 1;
            for &(held, h) in &self.by_reach[s] {
                // A set leaves at least `opponents` minus all the opponents it holds, live or
                // not, and the later sets hold no more: none of them can beat `best` then.
                let fewest = u64::from(opponents.saturating_sub(held));
                if fewest > best >> 38 {
                    break;
                }
                // Only a set leaving no more opponents than `best` can beat it (the key's
                // leading count).
                if u64::from(opponents - few_bits(h & theirs)) <= best >> 38 {
                    let key = order_key((live, h), (to_move, own), counts, &self.tie);
                    if key < best {
                        (best, shot) = (key, (s, h));
                    }
                }
            }
        }
        (self.tie.undo(best as u32, to_move), shot)
    }

    /// Whether the player `to_move` wins from live set `live`.
    ///
    /// # Errors
    /// [`TooLarge`] when the memo would pass its limit ([`MEMO_LIMIT`] unless set otherwise),
    /// or once the search has expanded more positions than its budget ([`red_wins`] sets one
    /// per run; none otherwise). The memo keeps what was proved before.
    pub fn wins(&mut self, live: u32, to_move: Side) -> Result<bool, TooLarge> {
        if live & self.masks[index(to_move)] == 0 {
            return Ok(false);
        }
        // The representative, computed once for the probe, the busy mark and the store.
        let key = self.canon.canonical(live, to_move);
        if let Some(known) = self.stored_at(key) {
            return Ok(known);
        }
        if self.memo.stopped() {
            return Err(TooLarge);
        }
        // Lopsided positions are decided by counting (most of a spread position's searched
        // positions). Not stored: a lost position's losing shots are not generated one by one,
        // so few are met twice, and a memo of half the size misses the cache less.
        if let Some(win) = self.race.decide(live, to_move) {
            return Ok(win);
        }
        self.visited += 1;
        if self.visited > self.budget {
            return Err(TooLarge);
        }
        if self.visited == TABLE_AFTER {
            self.race.add_reach_table();
        }
        self.memo.mark_busy(key.0, BUSY << shift(key.1))?;
        // A shot that won a position of this size wins here at once if it is legal and its
        // child known lost: no scan for the best shot (`crate::solver::killers`).
        if self.killer_wins(live, to_move) {
            self.store_at(key, true)?;
            return Ok(true);
        }
        // Where the mover wins, the best child nearly always wins already (about 1.01 children
        // tried per won position), so one pass finds it without sorting; the sorted children
        // are built only when it loses. It is the first sorted child: the order is unchanged.
        // The recursion below is at most n + 1 frames deep: each move removes its shooter.
        let theirs_mask = self.masks[index(to_move.other())];
        let (best, (shooter, set)) = self.best_child(live, to_move);
        let mut win = best & theirs_mask == 0 || !self.wins(best, to_move.other())?;
        if win {
            self.killers.remember(live, shooter, set);
        } else {
            // Shots the race bound shows losing need no search (most of a lost position's).
            let losing = self.race.losing_shots(live, to_move);
            // A buffer per recursion level, reused: one allocation per depth, not two per node.
            let mut children = self.spare.pop().unwrap_or_default();
            self.children(live, to_move, losing, &mut children);
            let winner = self.some_child_wins(&mut children, best, to_move)?;
            self.spare.push(children);
            if let Some(child) = winner {
                let mine = live & self.masks[index(to_move)];
                if let Some((shooter, set)) = shot_to(self.moves, live, mine, child) {
                    self.killers.remember(live, shooter, set);
                }
                win = true;
            }
        }
        self.store_at(key, win)?;
        Ok(win)
    }

    /// Whether one of the [`Killers`] for this size is a legal shot of `to_move` (her live
    /// disc shoots) leading to a child known lost for the opponent: stored so, or shown lost by
    /// the race bound's losing rules ([`Race::loses`]; also when she has no disc left).
    fn killer_wins(&self, live: u32, to_move: Side) -> bool {
        let mine = live & self.masks[index(to_move)];
        let other = to_move.other();
        self.killers.tries(live).any(|(shooter, set)| {
            let child = live & !set;
            mine >> shooter & 1 == 1
                // The counting rules before the memo: a position they decide is never
                // stored (the search stores only what it expanded), so the order changes no
                // answer, and the probe is the dearer where the memo is large.
                && (self.race.loses(child, other) || self.stored(child, other) == Some(false))
        })
    }

    /// Whether another search sharing the memo is expanding (`live`, `to_move`).
    fn is_busy(&self, live: u32, to_move: Side) -> bool {
        let (key, side) = self.canon.canonical(live, to_move);
        self.memo.busy(key, BUSY << shift(side))
    }

    /// The first of `children` (but `tried`) found lost for the opponent of `to_move`, if any,
    /// each in the low 32 bits of a word ([`Search::children`]): first one the memo holds as
    /// lost, then in order the others it does not hold as won (those are flagged with
    /// [`KNOWN_WON`]). A child another search sharing the memo is expanding is left for last
    /// (ABDADA): by then it is often stored.
    fn some_child_wins(
        &mut self,
        children: &mut [u64],
        tried: u32,
        to_move: Side,
    ) -> Result<Option<u32>, TooLarge> {
        let other = to_move.other();
        // A child already stored as lost for the opponent (proved elsewhere in the tree) wins
        // without searching the ones before it: on level trades 2-38% fewer positions. Only
        // here, where the best child has failed: probing at every position costs more than it
        // saves, as most are won by their best child.
        for key in children.iter_mut() {
            match self.stored(*key as u32, other) {
                Some(false) => return Ok(Some(*key as u32)),
                // Marked (the top bit, above the order key's counts) to be skipped below.
                Some(true) => *key |= KNOWN_WON,
                None => {}
            }
        }
        let mut deferred = Vec::new();
        for &key in children.iter() {
            let child = key as u32;
            if child == tried || key & KNOWN_WON != 0 {
                continue;
            }
            if M::MARKS_BUSY && self.is_busy(child, other) {
                deferred.push(child);
            } else if !self.wins(child, other)? {
                return Ok(Some(child));
            }
        }
        for child in deferred {
            if !self.wins(child, other)? {
                return Ok(Some(child));
            }
        }
        Ok(None)
    }
}
