//! `--explain`: the position, how many distinct hit sets the shots have (before and after the
//! dominance pruning), and, when red (to move) wins, a winning shot with an exact direction,
//! checked by the hit rule itself.
//!
//! # Finding the direction
//! The winning moves come from the search ([`crate::solver::search`]) as (shooter, hit set `H`):
//! the first moves of red that the one search from the start proved winning. A direction removing
//! exactly `H` is sought in this order, preferring directions strictly inside an open range of
//! directions with the same hit set (no disc merely touched, so the shot is robust):
//! 1. small integer vectors `(x, y)` with `|x|, |y| <=` [`SMALL`], shortest first ([`small`]);
//! 2. for an arc end `e = sqrt(q) D + s r perp(D)` (see [`crate::solver::hits`]) whose "just
//!    past" set is `H`: the integer vectors `p D + s r k perp(D)` for rationals `p / k`
//!    approaching `sqrt(q)` from the side that turns counter-clockwise past `e`
//!    (continued-fraction convergents of `sqrt(q)`, or `t -+ 1/2^i` when `q = t^2`). As
//!    `p / k -> sqrt(q)` the direction tends to `e` monotonically from that side, so it enters
//!    the open interval just past `e` ([`ends`]);
//! 3. otherwise `H` is removed only at an exact graze: the arc end `e` itself, written exactly
//!    (rational when `q` is a perfect square, else `sqrt(q)*(a, b) + (c, d)`).
//!
//! Every open interval between arc ends starts at some end, so a set that is no end's "just
//! past" set comes from no open interval: step 3 then says the set needs the graze. Such a set
//! lies at a direction where the counter-clockwise end of one arc (disc at offset `D1`, with
//! `u x D1 = -r` for the unit direction `u`) meets the clockwise end of another (`u x D2 = +r`):
//! otherwise the set at the end equals the set on one side of it. Then `u x (D1 + D2) = 0`, and
//! `D1 + D2 != 0` (both discs lie ahead, `u . D >= 0`, and opposite offsets would put both at
//! `u . D = 0`, where `|u x D| = |D| > r`), so `u` is parallel to the integer vector `D1 + D2`:
//! graze-only witnesses are always rational (the `sqrt` form is kept for completeness).
//!
//! Vectors are in the input's axes (x to the right, y up); any positive multiple is the same ray,
//! so units do not matter. Every candidate is accepted only after [`shoot`] applies the hit rule
//! of the statement (`(P - S) . u >= 0` and `|u x (P - S)| <= 2R`) to it with exact big-integer
//! arithmetic in `Z[sqrt(q)]` and finds exactly `H`: [`shot`] is the one place this module
//! states the hit rule.
//!
//! # Modules
//! [`direction`] (the exact direction type), [`shot`] (the hit rule), [`small`], [`ends`] (the
//! three steps), `text` (the printed explanation); this file picks the winning moves and the
//! witness.

use gamecore::{InputError, Output};

use crate::solver::hits;
use crate::solver::memo::TooLarge;
use crate::solver::position::{Position, Side, parse};
use crate::solver::search::Search;

pub mod direction;
pub mod ends;
pub mod shot;
pub mod small;
mod text;

pub use direction::Direction;
pub use ends::{end_direction, past_end_direction};
pub use shot::{Shot, shoot};
pub use small::{SMALL, SmallShot, small_direction, small_shots};

/// A winning shot for the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Witness {
    /// The disc flicked (0-based, red discs first).
    pub shooter: usize,
    /// The direction, exactly.
    pub direction: Direction,
    /// What the shot does, by [`shoot`].
    pub shot: Shot,
    /// Whether no direction strictly between arc ends removes this set (only an exact graze
    /// does).
    pub graze_only: bool,
}

/// What `--explain` reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The winner with best play (red moves first).
    pub winner: Side,
    /// Distinct hit sets summed over the shooters.
    pub hit_sets: usize,
    /// The same after dropping dominated sets ([`hits::prune`]).
    pub pruned: usize,
    /// Distinct hit sets of the shooters of the side to move, after pruning.
    pub movers_sets: usize,
    /// A winning first shot when red wins (always found then).
    pub witness: Option<Witness>,
}

/// A direction for shooter `shooter` removing exactly `target` (a hit set of that shooter), by
/// the steps of the module documentation, with whether it is a graze-only set; checked by
/// [`shoot`].
pub fn direction_for(position: &Position, shooter: usize, target: u32) -> Option<Witness> {
    let ends = hits::arc_end_sets(position, shooter);
    let direction = small_direction(position, shooter, target)
        .map(|(d, _)| d)
        .or_else(|| past_end_direction(position, shooter, target, &ends))
        .or_else(|| end_direction(position, shooter, target, &ends))?;
    let shot = shoot(position, shooter, &direction);
    (shot.removed == target).then(|| Witness {
        shooter,
        direction,
        shot,
        graze_only: ends.iter().all(|e| e.past != target),
    })
}

/// Solves `position` and finds a winning first shot when red wins: among the winning moves of
/// the search, one with a non-grazing direction if any has one.
///
/// # Panics
/// When the search passes its memo bound ([`crate::solver::memo::MEMO_LIMIT`]); [`try_analyse`]
/// returns the error instead.
pub fn analyse(position: &Position) -> Analysis {
    try_analyse(position).expect("the search passed its memo bound")
}

/// As [`analyse`], with the search's memo bound as an error.
///
/// # Errors
/// [`TooLarge`] when the search needs more than [`crate::solver::memo::MEMO_LIMIT`] memo entries.
pub fn try_analyse(position: &Position) -> Result<Analysis, TooLarge> {
    let all_sets = hits::hit_sets(position);
    let pruned = hits::prune_all(position, &all_sets);
    let winning = winning_moves(position, &pruned)?;
    let winner = if winning.is_empty() {
        Side::White
    } else {
        Side::Red
    };
    let reds = (0..position.len()).filter(|&s| position.side_of(s) == Side::Red);
    Ok(Analysis {
        winner,
        hit_sets: all_sets.iter().map(Vec::len).sum(),
        pruned: pruned.iter().map(Vec::len).sum(),
        movers_sets: reds.map(|s| pruned[s].len()).sum(),
        witness: witness(position, &winning),
    })
}

/// The first moves of red (shooter, hit set) that the search from the start proved winning:
/// those after which white, to move, has no disc or is known to lose. Empty exactly when white
/// wins. Deciding
/// every other first move too would cost up to a whole search each (minutes on hard 16 vs 16
/// positions), so the witness is chosen among the moves the one search decided.
fn winning_moves(position: &Position, pruned: &[Vec<u32>]) -> Result<Vec<(usize, u32)>, TooLarge> {
    let mut search = Search::new(position, pruned);
    let all = position.all_mask();
    if !search.wins(all, Side::Red)? {
        return Ok(Vec::new());
    }
    let [reds, whites] = position.side_masks();
    let lost = |next: u32| next & whites == 0 || search.known(next, Side::White) == Some(false);
    let winning: Vec<(usize, u32)> = (0..position.len())
        .filter(|&s| reds >> s & 1 == 1)
        .flat_map(|s| pruned[s].iter().map(move |&h| (s, h)))
        .filter(|&(_, h)| lost(all & !h))
        .collect();
    // The search stops at a winning child it proved lost, or at a wipe, both counted above.
    assert!(
        !winning.is_empty(),
        "a won start has a decided winning move"
    );
    Ok(winning)
}

/// A witness among the winning moves: the shortest small vector over all of them, else a
/// direction just past an arc end, else an exact graze.
fn witness(position: &Position, winning: &[(usize, u32)]) -> Option<Witness> {
    let robust = shortest_small(position, winning).or_else(|| {
        winning.iter().find_map(|&(s, h)| {
            let ends = hits::arc_end_sets(position, s);
            past_end_direction(position, s, h, &ends).map(|d| (s, d))
        })
    });
    match robust {
        Some((shooter, direction)) => Some(Witness {
            shooter,
            shot: shoot(position, shooter, &direction),
            direction,
            graze_only: false,
        }),
        None => winning
            .iter()
            .find_map(|&(s, h)| direction_for(position, s, h)),
    }
}

/// The shortest small direction removing exactly the set of some winning move (the first such
/// move on a tie), each shooter's small shots computed once.
fn shortest_small(position: &Position, winning: &[(usize, u32)]) -> Option<(usize, Direction)> {
    let mut shots: Vec<Option<Vec<SmallShot>>> = vec![None; position.len()];
    let mut best: Option<(i64, usize, Direction)> = None;
    for &(s, h) in winning {
        let mine = shots[s].get_or_insert_with(|| small_shots(position, s));
        if let Some(found) = mine.iter().find(|shot| shot.shot.removed == h)
            && best.as_ref().is_none_or(|b| found.length2 < b.0)
        {
            best = Some((found.length2, s, found.direction.clone()));
        }
    }
    best.map(|(_, s, d)| (s, d))
}

/// The answer (exactly [`crate::solve`]'s) and its explanation.
///
/// # Errors
/// As [`crate::solve`].
pub fn explain(input: &str) -> Result<Output, InputError> {
    let position = parse(input)?;
    let analysis = try_analyse(&position).map_err(crate::too_large)?;
    Ok(Output {
        answer: format!("{}\n", analysis.winner.name()),
        explanation: Some(text::explanation(&position, &analysis)),
    })
}
