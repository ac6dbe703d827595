//! The MTD driver's first guess: a shallow alpha-beta search of the root whose leaves are scored
//! by territory ([`super::order::territory`]), the rooms each painter reaches first.
//!
//! Only the speed depends on the guess: every probe is an exact answer for its window, whatever
//! window it is asked. But a probe far below or above the root value is no cheaper than one near
//! it, so a root worth 55 climbing from 0 pays for every probe of the climb; from a guess near
//! 55 it pays for a few (figures in `bench/painters-search.md`). The estimate is trusted whole
//! only when it is far from 0, halved when it is middling, and dropped near 0: there a guess a
//! few rooms off costs more than it saves, and the roots worth about 0 are the hardest ones.
//!
//! The search looks [`GUESS_PLIES`] moves ahead, a fixed depth whatever the input, on the
//! explicit stack ([`super::stack`]); a split position is scored at once (territory then counts
//! each painter's own region), and so is one where the mover is stuck (her region is empty, so
//! it is split): no position searched has a pass.

use std::cmp::Reverse;

use super::entries::INFINITY;
use super::order::territory;
use super::stack::{self, Entered, Frame};
use crate::solver::board::{reach_both, rooms};
use crate::solver::rooms::RoomSet;

/// How many moves the guessing search looks ahead.
pub const GUESS_PLIES: u8 = 24;

/// Estimates at least this far from 0 are the guess.
pub const TRUSTED_FROM: i32 = 24;

/// Estimates nearer 0 than [`TRUSTED_FROM`] but at least this far are halved; nearer still, the
/// guess is 0. A root estimated at 4 or 5 is most often worth 1 or 2 on the estimate's side of
/// 0, where half of it lands; halving 2 or 3 as well costs the roots worth 0 a probe
/// (`bench/painters-search.md`).
pub const HALVED_FROM: i32 = 4;

/// The first guess of the MTD driver for the painter in `alma` to move against the one in
/// `berthe`, `free` unpainted: the shallow search's estimate when at least [`TRUSTED_FROM`] away
/// from 0, half of it when at least [`HALVED_FROM`] away, else 0.
pub fn first_guess<R: RoomSet>(alma: usize, berthe: usize, free: R) -> i32 {
    let estimate = estimate(alma, berthe, free, GUESS_PLIES);
    if estimate.abs() >= TRUSTED_FROM {
        estimate
    } else if estimate.abs() >= HALVED_FROM {
        // A middling estimate leans the right way but overshoots: half of it lands nearer.
        estimate / 2
    } else {
        0
    }
}

/// The shallow search's estimate of the value for the painter in `mover` against the one in
/// `other`, looking `plies` moves ahead: the negamax of the rooms painted on the way plus the
/// territory at the horizon.
pub fn estimate<R: RoomSet>(mover: usize, other: usize, free: R, plies: u8) -> i32 {
    let root = Position {
        mover,
        other,
        free,
        plies,
        alpha: -INFINITY,
        beta: INFINITY,
    };
    stack::run::<_, GuessFrame<R>>(&mut Vec::new(), root)
}

/// The guessing search's estimate of moving into `room` for the painter there, the other in
/// `other` and `free` unpainted before the move: the other's estimate after it, from the mover's
/// side, plus the room painted.
pub fn estimate_after<R: RoomSet>(room: usize, other: usize, free: R) -> i32 {
    1 - estimate(other, room, free & !R::bit(room), GUESS_PLIES)
}

/// A position of the guessing search, `plies` moves above its horizon, and its window.
#[derive(Clone, Copy)]
pub struct Position<R: RoomSet> {
    mover: usize,
    other: usize,
    free: R,
    plies: u8,
    alpha: i32,
    beta: i32,
}

/// A position of the guessing search being searched.
#[derive(Clone, Copy)]
pub struct GuessFrame<R: RoomSet> {
    position: Position<R>,
    /// The mover's moves, best territory first (at least one: a stuck mover's position is split).
    moves: [u8; 3],
    count: u8,
    next: u8,
    best: i32,
}

impl<R: RoomSet> Frame<Vec<GuessFrame<R>>> for GuessFrame<R> {
    type Child = Position<R>;

    fn enter(_: &mut Vec<Self>, position: Position<R>) -> Entered<Self> {
        let Position {
            mover, other, free, ..
        } = position;
        let (mine, theirs) = reach_both(mover, other, free);
        if position.plies == 0 || (mine & theirs).is_empty() {
            return Entered::Value(territory(mover, other, free));
        }
        let mut moves = [0u8; 3];
        let mut count = 0;
        for m in rooms(R::neighbours(mover) & free) {
            moves[count] = m as u8;
            count += 1;
        }
        moves[..count].sort_by_cached_key(|&m| {
            let m = usize::from(m);
            Reverse(territory(m, other, free & !R::bit(m)))
        });
        Entered::Search(GuessFrame {
            position,
            moves,
            count: count as u8,
            next: 0,
            best: -INFINITY,
        })
    }

    fn absorb(&mut self, child: i32) {
        // The move painted one room.
        self.best = self.best.max(1 - child);
    }

    fn next_child(&mut self, _: &mut Vec<Self>) -> Option<Position<R>> {
        let Position {
            other,
            free,
            plies,
            alpha,
            beta,
            ..
        } = self.position;
        let floor = alpha.max(self.best);
        if floor >= beta || self.next >= self.count {
            return None;
        }
        self.next += 1;
        let m = usize::from(self.moves[usize::from(self.next - 1)]);
        Some(Position {
            mover: other,
            other: m,
            free: free & !R::bit(m),
            plies: plies - 1,
            alpha: 1 - beta,
            beta: 1 - floor,
        })
    }

    fn finish(self, _: &mut Vec<Self>) -> i32 {
        self.best
    }

    fn stack(stack: &mut Vec<Self>) -> &mut Vec<Self> {
        stack
    }
}
