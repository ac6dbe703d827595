//! The distinct shots of a position in play and their values.
//!
//! A shot is a shooter of the side to move and the live discs it removes: a hit set `H` of the
//! start board (from [`crate::solver::hits`], exact) meets the live set `L` in `H ∩ L`, and several
//! hit sets may give the same removal. Shots of different shooters that remove the same discs leave
//! the same position; the table lists each such outcome once with the number of shots.
//!
//! Win or lose comes from the fast search ([`crate::solver::search::Search`], one memo shared by
//! every child, over the pruned hit sets: pruning keeps every position's value, see
//! [`crate::solver::hits::prune`]); the remoteness from [`super::remoteness`] when at most
//! [`super::remoteness::MAX_LIVE`] discs are live.

use std::cell::RefCell;

use gamecore::{MoveValue, Verdict};

use crate::solver::hits;
use crate::solver::memo::TooLarge;
use crate::solver::position::{Position, Side};
use crate::solver::search::Search;

use super::remoteness::Remoteness;
use super::{Play, Shot};

/// A shot with a hit set of the start board that realises it (for naming its direction).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    /// The shot.
    pub shot: Shot,
    /// One hit set of the start board whose live part is `shot.removed`.
    pub hit_set: u32,
}

/// Every distinct shot of the side to move, in shooter order, then by removed set. Empty when
/// she has no disc.
pub fn shots(play: &Play, hit_sets: &[Vec<u32>]) -> Vec<Found> {
    let own = play.live & play.board.side_mask(play.to_move);
    let mut found: Vec<Found> = Vec::new();
    for shooter in (0..play.board.len()).filter(|&s| own >> s & 1 == 1) {
        let mut mine: Vec<Found> = hit_sets[shooter]
            .iter()
            .map(|&hit_set| Found {
                shot: Shot {
                    shooter,
                    removed: hit_set & play.live,
                },
                hit_set,
            })
            .collect();
        mine.sort_by_key(|f| f.shot.removed);
        mine.dedup_by_key(|f| f.shot.removed);
        found.extend(mine);
    }
    found
}

/// Values of the positions after shots, for the side to move.
pub struct Evaluator<'a> {
    play: &'a Play,
    search: Search<'a>,
    remoteness: Option<Remoteness>,
}

impl<'a> Evaluator<'a> {
    /// An evaluator of `play` whose start board has the hit sets `hit_sets` and the pruned ones
    /// `pruned`.
    pub fn new(play: &'a Play, hit_sets: &[Vec<u32>], pruned: &'a [Vec<u32>]) -> Self {
        Evaluator {
            play,
            search: Search::new(&play.board, pruned),
            remoteness: Remoteness::build(&play.board, hit_sets, play.live),
        }
    }

    /// The value of removing `removed` (a legal shot's removal) for the side to move.
    ///
    /// # Errors
    /// [`TooLarge`] when the search passes its memo bound.
    pub fn value(&mut self, removed: u32) -> Result<MoveValue, TooLarge> {
        let next = self.play.live & !removed;
        let opponent = self.play.to_move.other();
        let wins = !self.search.wins(next, opponent)?;
        let value = MoveValue::outcome(if wins { Verdict::Win } else { Verdict::Lose });
        Ok(match &self.remoteness {
            Some(table) => value.with_remoteness(table.value(next, opponent).remoteness),
            None => value,
        })
    }
}

/// The hit sets of a board, unpruned and pruned.
type HitSets = (Vec<Vec<u32>>, Vec<Vec<u32>>);

thread_local! {
    /// The board last asked of [`hit_sets`] and its sets: a description names every row and its
    /// members, each through the hit sets of the same board, and finding them is O(n^3) exact
    /// sign tests (most of the time of a large board's view before this cache).
    static LAST: RefCell<Option<(Position, HitSets)>> = const { RefCell::new(None) };
}

/// The hit sets of the start board, unpruned and pruned.
pub fn hit_sets(play: &Play) -> HitSets {
    LAST.with_borrow_mut(|last| {
        if let Some((_, sets)) = last.as_ref().filter(|(board, _)| *board == play.board) {
            return sets.clone();
        }
        let all = hits::hit_sets(&play.board);
        let pruned = hits::prune_all(&play.board, &all);
        *last = Some((play.board.clone(), (all.clone(), pruned.clone())));
        (all, pruned)
    })
}

/// Whether `side` has a live disc.
pub fn has_disc(play: &Play, side: Side) -> bool {
    play.live & play.board.side_mask(side) != 0
}
