//! One memoised exhaustive solver for every game given by its moves: win/lose and Grundy values
//! for impartial games under normal play, and minimax values for two-player scoring games.
//!
//! All three evaluate the game's position graph bottom-up with an explicit stack, so a game whose
//! plays are long never overflows the call stack. The memo (`rustc_hash`) persists inside each
//! solver value, so asking about many start positions of one game shares the work.
//!
//! # Canonical positions
//! The memo is keyed by the position value, so two values that stand for one game state are
//! solved twice unless the game writes positions canonically: sort what the rules leave unordered
//! (Nim's heaps, a set of removed discs), drop what cannot matter any more (an empty heap), and
//! map symmetric states to one representative where the game has symmetries. `moves` should
//! return canonical positions, and so should the caller's start position.
//!
//! These solvers are the engine under every brute-force oracle: they know nothing of any theory.
//!
//! # Panics
//! Every game must be finite and acyclic (no position can recur during a play); a cycle is
//! detected and reported by a panic.

use std::hash::Hash;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::impartial::{Grundy, Outcome, mex};

/// An impartial game given by its moves: both players have the same options.
pub trait ImpartialGame {
    /// A position of the game, written canonically (see the module doc) so that equal game states
    /// share one memo entry.
    type Position: Clone + Eq + Hash;
    /// Every position one move away from `position` (empty when the player to move is stuck).
    fn moves(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// A two-player scoring game given by its moves: the maximiser and the minimiser alternate (or
/// not: whose turn it is belongs to the position), each move adds a score, and a position with no
/// move ends the play with [`ScoringGame::final_score`].
pub trait ScoringGame {
    /// A position of the game, including whose turn it is, written canonically (see the module
    /// doc) so that equal game states share one memo entry.
    type Position: Clone + Eq + Hash;
    /// Whether the maximiser chooses the move at `position`.
    fn maximiser_to_move(&self, position: &Self::Position) -> bool;
    /// Every move from `position` as (score the move adds, resulting position).
    fn moves(&self, position: &Self::Position) -> Vec<(i64, Self::Position)>;
    /// The score added when a play ends at `position` (which has no move). Zero by default.
    fn final_score(&self, _position: &Self::Position) -> i64 {
        0
    }
}

/// A position on the path [`evaluate`] walks: the edge that reached it, the successors still to
/// visit and the values of those done.
struct Frame<P, E, V> {
    position: P,
    via: Option<E>,
    pending: Vec<(E, P)>,
    done: Vec<(E, V)>,
}

impl<P, E, V> Frame<P, E, V> {
    fn new(position: P, via: Option<E>, pending: Vec<(E, P)>) -> Self {
        Frame {
            position,
            via,
            pending,
            done: Vec::new(),
        }
    }
}

/// Evaluates `start` by post-order over the acyclic graph given by `successors`, combining each
/// position's successor values with `combine`; every value is kept in `memo`.
fn evaluate<P, E, V>(
    start: &P,
    memo: &mut FxHashMap<P, V>,
    mut successors: impl FnMut(&P) -> Vec<(E, P)>,
    mut combine: impl FnMut(&P, Vec<(E, V)>) -> V,
) -> V
where
    P: Clone + Eq + Hash,
    V: Clone,
{
    if let Some(value) = memo.get(start) {
        return value.clone();
    }
    let mut on_path = FxHashSet::default();
    on_path.insert(start.clone());
    let mut stack = vec![Frame::new(start.clone(), None, successors(start))];
    loop {
        let Some(frame) = stack.last_mut() else {
            unreachable!("the root frame returns before the stack empties")
        };
        if let Some((edge, child)) = frame.pending.pop() {
            if let Some(value) = memo.get(&child) {
                frame.done.push((edge, value.clone()));
                continue;
            }
            assert!(
                on_path.insert(child.clone()),
                "the game has a cycle: a position recurs during a play"
            );
            let pending = successors(&child);
            stack.push(Frame::new(child, Some(edge), pending));
        } else {
            let Some(frame) = stack.pop() else {
                unreachable!("the stack is not empty here")
            };
            on_path.remove(&frame.position);
            let value = combine(&frame.position, frame.done);
            memo.insert(frame.position, value.clone());
            match (stack.last_mut(), frame.via) {
                (Some(parent), Some(edge)) => parent.done.push((edge, value)),
                _ => return value,
            }
        }
    }
}

/// Exhaustive solver for an impartial game under normal play (a player with no move loses).
///
/// A subtraction game where a move takes 1 or 2 tokens from a single heap: the heaps that are
/// multiples of 3 are lost, and two heaps are won for the first player iff their values differ.
///
/// ```
/// use gamecore::{ImpartialGame, ImpartialSolver, Outcome, xor_sum};
///
/// struct TakeOneOrTwo;
///
/// impl ImpartialGame for TakeOneOrTwo {
///     type Position = u32;
///     fn moves(&self, &heap: &u32) -> Vec<u32> {
///         (1..=2).filter(|&take| take <= heap).map(|take| heap - take).collect()
///     }
/// }
///
/// let mut solver = ImpartialSolver::new(TakeOneOrTwo);
/// assert_eq!(solver.outcome(&9), Outcome::Loss);
/// assert_eq!(solver.outcome(&10), Outcome::Win);
/// assert_eq!(solver.grundy(&10), 1);
/// // A sum of two heaps: XOR their values (Sprague-Grundy).
/// let sum = xor_sum([solver.grundy(&4), solver.grundy(&7)]);
/// assert_eq!(Outcome::from_grundy(sum), Outcome::Loss);
/// ```
pub struct ImpartialSolver<G: ImpartialGame> {
    game: G,
    outcomes: FxHashMap<G::Position, Outcome>,
    grundy: FxHashMap<G::Position, Grundy>,
}

impl<G: ImpartialGame> ImpartialSolver<G> {
    /// A solver with empty memos.
    pub fn new(game: G) -> Self {
        ImpartialSolver {
            game,
            outcomes: FxHashMap::default(),
            grundy: FxHashMap::default(),
        }
    }

    /// Whether the player to move at `position` wins with best play.
    pub fn outcome(&mut self, position: &G::Position) -> Outcome {
        let game = &self.game;
        evaluate(
            position,
            &mut self.outcomes,
            |p| game.moves(p).into_iter().map(|q| ((), q)).collect(),
            |_, children| {
                if children.iter().any(|(_, o)| *o == Outcome::Loss) {
                    Outcome::Win
                } else {
                    Outcome::Loss
                }
            },
        )
    }

    /// The Grundy value of `position`: the mex of its options' values.
    pub fn grundy(&mut self, position: &G::Position) -> Grundy {
        let game = &self.game;
        evaluate(
            position,
            &mut self.grundy,
            |p| game.moves(p).into_iter().map(|q| ((), q)).collect(),
            |_, children| mex(children.into_iter().map(|(_, g)| g)),
        )
    }
}

/// Exhaustive minimax solver for a [`ScoringGame`].
///
/// A row of coins; the players alternately take the coin at either end, and the score is the
/// maximiser's total minus the minimiser's. A position is the unclaimed range and who moves.
///
/// ```
/// use gamecore::{MinimaxSolver, ScoringGame};
///
/// struct Coins(Vec<i64>);
///
/// impl ScoringGame for Coins {
///     /// (first unclaimed coin, one past the last, whether the maximiser moves)
///     type Position = (usize, usize, bool);
///
///     fn maximiser_to_move(&self, &(_, _, maximiser): &Self::Position) -> bool {
///         maximiser
///     }
///
///     fn moves(&self, &(lo, hi, maximiser): &Self::Position) -> Vec<(i64, Self::Position)> {
///         if lo == hi {
///             return Vec::new();
///         }
///         let sign = if maximiser { 1 } else { -1 };
///         vec![
///             (sign * self.0[lo], (lo + 1, hi, !maximiser)),
///             (sign * self.0[hi - 1], (lo, hi - 1, !maximiser)),
///         ]
///     }
/// }
///
/// // Taking the 4 first lets the maximiser take the 9 next: 4 + 9 - (1 + 2) = 10.
/// let mut solver = MinimaxSolver::new(Coins(vec![1, 9, 2, 4]));
/// let start = (0, 4, true);
/// assert_eq!(solver.value(&start), 10);
/// assert_eq!(solver.best_moves(&start), vec![(4, (0, 3, false))]);
/// ```
pub struct MinimaxSolver<G: ScoringGame> {
    game: G,
    values: FxHashMap<G::Position, i64>,
}

impl<G: ScoringGame> MinimaxSolver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        MinimaxSolver {
            game,
            values: FxHashMap::default(),
        }
    }

    /// The score of the rest of the play from `position` with best play on both sides.
    pub fn value(&mut self, position: &G::Position) -> i64 {
        let game = &self.game;
        evaluate(
            position,
            &mut self.values,
            |p| game.moves(p),
            |p, children| {
                let totals = children.into_iter().map(|(gain, rest)| gain + rest);
                let best = if game.maximiser_to_move(p) {
                    totals.max()
                } else {
                    totals.min()
                };
                best.unwrap_or_else(|| game.final_score(p))
            },
        )
    }

    /// The moves from `position` that reach its value, as (score added, resulting position).
    pub fn best_moves(&mut self, position: &G::Position) -> Vec<(i64, G::Position)> {
        let target = self.value(position);
        let moves = self.game.moves(position);
        moves
            .into_iter()
            .filter(|(gain, next)| gain + self.value(next) == target)
            .collect()
    }
}
