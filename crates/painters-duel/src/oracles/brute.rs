//! The brute-force oracle: the game exactly as the statement tells it, on
//! `gamecore::MinimaxSolver` (plain memoised minimax: no bounds, no split, no symmetry). It keeps
//! its own picture of the board (1-based rows and places, adjacency from the statement's words)
//! and shares only the parser with the fast solver. Tiny boards only (S <= 5 or so).

use gamecore::{InputError, MinimaxSolver, ScoringGame};

use crate::solver::duel::Duel;
use crate::solver::geometry::{coordinates, index};
use crate::{format, parse};

/// A room as the statement names it: (row, place), both 1-based.
type Room = (usize, usize);

/// One test's board: the rooms in reading order and who touches whom.
struct Museum {
    rooms: Vec<Room>,
    /// `adjacent[k]`: the indices (into `rooms`) of the rooms sharing an edge with room `k`.
    adjacent: Vec<Vec<usize>>,
}

impl Museum {
    fn new(side: usize) -> Self {
        let rooms: Vec<Room> = (1..=side)
            .flat_map(|row| (1..2 * row).map(move |place| (row, place)))
            .collect();
        let find = |room: Room| rooms.iter().position(|&r| r == room);
        let adjacent = rooms
            .iter()
            .map(|&(row, place)| {
                // "(i, j) touches (i, j-1) and (i, j+1) in its row; if j is odd it also touches
                // (i+1, j+1) below; if j is even it also touches (i-1, j-1) above."
                let mut near = vec![(row, place.wrapping_sub(1)), (row, place + 1)];
                if place % 2 == 1 {
                    near.push((row + 1, place + 1));
                } else {
                    near.push((row - 1, place - 1));
                }
                near.into_iter().filter_map(find).collect()
            })
            .collect();
        Museum { rooms, adjacent }
    }
}

/// A moment of the play: which rooms are painted or closed, where each painter stands, whose turn.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Moment {
    unavailable: Vec<bool>,
    alma: usize,
    berthe: usize,
    alma_to_move: bool,
}

impl ScoringGame for Museum {
    type Position = Moment;

    fn maximiser_to_move(&self, moment: &Moment) -> bool {
        moment.alma_to_move
    }

    fn moves(&self, moment: &Moment) -> Vec<(i64, Moment)> {
        let steps = |from: usize| -> Vec<usize> {
            self.adjacent[from]
                .iter()
                .copied()
                .filter(|&k| !moment.unavailable[k])
                .collect()
        };
        let (mover, gain) = if moment.alma_to_move {
            (moment.alma, 1)
        } else {
            (moment.berthe, -1)
        };
        let mine = steps(mover);
        if mine.is_empty() {
            let waiting = if moment.alma_to_move {
                moment.berthe
            } else {
                moment.alma
            };
            // A painter with no move skips; the play ends when neither can move.
            if steps(waiting).is_empty() {
                return Vec::new();
            }
            let mut next = moment.clone();
            next.alma_to_move = !moment.alma_to_move;
            return vec![(0, next)];
        }
        mine.into_iter()
            .map(|k| {
                let mut next = moment.clone();
                next.unavailable[k] = true;
                if moment.alma_to_move {
                    next.alma = k;
                } else {
                    next.berthe = k;
                }
                next.alma_to_move = !moment.alma_to_move;
                (gain, next)
            })
            .collect()
    }
}

/// Alma's score minus Berthe's with best play, by exhaustive minimax.
pub fn value(duel: &Duel) -> i64 {
    let museum = Museum::new(duel.side);
    let name = |bit_index: usize| {
        let (row, place) = coordinates(bit_index);
        (row + 1, place + 1)
    };
    let position = |room: Room| museum.rooms.iter().position(|&r| r == room);
    let alma = position(name(duel.alma)).unwrap_or_default();
    let berthe = position(name(duel.berthe)).unwrap_or_default();
    let mut unavailable: Vec<bool> = museum
        .rooms
        .iter()
        .map(|&(row, place)| duel.is_construction(index(row - 1, place - 1)))
        .collect();
    unavailable[alma] = true;
    unavailable[berthe] = true;
    let start = Moment {
        unavailable,
        alma,
        berthe,
        alma_to_move: true,
    };
    // Both start rooms count for their painters: 1 - 1.
    MinimaxSolver::new(museum).value(&start)
}

/// Answers the input by exhaustive minimax.
pub fn solve(input: &str) -> Result<String, InputError> {
    let duels = parse(input)?;
    let answers: Vec<i32> = duels.iter().map(|d| value(d) as i32).collect();
    Ok(format(&answers))
}
