//! Exploring Chapaev: every shot of a position in play with its value, for `--moves`, `--play`
//! and the explorer page ([`gamecore::Explore`]).
//!
//! A position in play ([`Play`]) is the start board, the discs still on it and the side to move;
//! discs keep their start numbers all game long. As text it is the board in the judge's or the
//! extended format followed by the clauses `white to move` and `removed red 1 3 white 2` where
//! they apply ([`text`]); the contest formats read exactly as before.
//!
//! A move ([`Shot`]) is a shooter and the live discs it removes: the distinct shots come from the
//! exact hit sets of [`crate::solver::hits`], each named with an exact direction ([`names`]). Shots
//! of different shooters removing the same discs leave the same position and share one row of the
//! table, with their count. A value is win or lose for the shooter's side, from the fast search;
//! with at most [`remoteness::MAX_LIVE`] discs live also the remoteness (moves left after the shot
//! when the winner hurries and the loser stalls), from an exact table over every subset of the live
//! discs ([`remoteness`]); larger positions get no remoteness.

pub mod names;
pub mod picture;
pub mod remoteness;
pub mod shots;
pub mod text;

use std::collections::BTreeMap;

use gamecore::{Explore, GameOver, InputError, MoveGroup, MoveTable, MoveValue, Unanswered};

use crate::solver::position::{Decimal, Position, Side};
use shots::{Evaluator, Found, has_disc};

/// The explorer of Chapaev: `chapaev::explore::Game`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Game;

/// A position in play: the start board, the discs still on it, and the side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// The start board; its hit sets hold for every later position.
    pub board: Position,
    /// The discs still on the board, one bit each.
    pub live: u32,
    /// The side to move.
    pub to_move: Side,
}

impl Play {
    /// The start position of `board`: every disc live, red to move.
    pub fn start(board: Position) -> Play {
        Play {
            live: board.all_mask(),
            board,
            to_move: Side::Red,
        }
    }
}

/// One shot: the shooter and the live discs it removes (the shooter included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shot {
    /// The disc flicked (0-based, red discs first).
    pub shooter: usize,
    /// The discs it removes, one bit each, the shooter included.
    pub removed: u32,
}

fn too_large(_: crate::solver::memo::TooLarge) -> Unanswered {
    Unanswered::TooLarge(format!(
        "the search needs more than {} memo entries (about 900 MiB)",
        crate::solver::memo::MEMO_LIMIT
    ))
}

/// The label of a row of several shots removing the same discs.
fn group_label(play: &Play, shots: &[Found]) -> String {
    let names: Vec<String> = shots.iter().map(|f| names::name(&play.board, f)).collect();
    format!(
        "{} shots remove {}: {}",
        shots.len(),
        names::list(&play.board, shots[0].shot.removed),
        names.join("; ")
    )
}

impl Explore for Game {
    type Position = Play;
    type Move = Shot;

    fn players(&self) -> [&'static str; 2] {
        ["red", "white"]
    }

    fn rules(&self) -> &'static str {
        "Red and white discs lie on a board (eight of each in the contest), none touching \
         another. Red moves first, then the players alternate. A move flicks one of your own discs in any direction: it \
         slides in a straight line off the board, and every disc it touches on the way, of either \
         colour, leaves the board with it. A player who has no disc of her own when her turn \
         comes loses."
    }

    fn read(&self, text: &str) -> Result<Play, InputError> {
        text::read(text)
    }

    fn write(&self, position: &Play) -> String {
        text::write(position)
    }

    fn to_move(&self, position: &Play) -> Option<usize> {
        has_disc(position, position.to_move).then_some(usize::from(position.to_move == Side::White))
    }

    fn moves(&self, position: &Play) -> Result<MoveTable<Shot>, Unanswered> {
        let (all, pruned) = shots::hit_sets(position);
        let found = shots::shots(position, &all);
        let mut outcomes: BTreeMap<u32, Vec<Found>> = BTreeMap::new();
        for f in found {
            outcomes.entry(f.shot.removed).or_default().push(f);
        }
        let mut evaluator = Evaluator::new(position, &all, &pruned);
        let mut groups = Vec::with_capacity(outcomes.len());
        for (removed, shots) in outcomes {
            let value = evaluator.value(removed).map_err(too_large)?;
            let label = match shots.as_slice() {
                [single] => names::name(&position.board, single),
                _ => group_label(position, &shots),
            };
            groups.push(MoveGroup {
                representative: shots[0].shot,
                label,
                count: shots.len() as u64,
                value,
            });
        }
        groups.sort_by(|a, b| a.value.best_first(&b.value));
        Ok(MoveTable { groups, rest: None })
    }

    fn value_of(&self, position: &Play, chosen: &Shot) -> Result<MoveValue, Unanswered> {
        let (all, pruned) = shots::hit_sets(position);
        let mut evaluator = Evaluator::new(position, &all, &pruned);
        evaluator.value(chosen.removed).map_err(too_large)
    }

    fn play(&self, position: &Play, chosen: &Shot) -> Play {
        Play {
            board: position.board.clone(),
            live: position.live & !chosen.removed,
            to_move: position.to_move.other(),
        }
    }

    fn name_move(&self, position: &Play, chosen: &Shot) -> String {
        let (all, _) = shots::hit_sets(position);
        let found = shots::shots(position, &all)
            .into_iter()
            .find(|f| f.shot == *chosen);
        match found {
            Some(found) => names::name(&position.board, &found),
            None => format!(
                "{}, {}",
                position.board.label(chosen.shooter),
                names::removal(&position.board, chosen)
            ),
        }
    }

    fn read_move(&self, position: &Play, text: &str) -> Result<Shot, String> {
        let (all, _) = shots::hit_sets(position);
        names::read_move(position, &all, text)
    }

    fn show(&self, position: &Play) -> String {
        let board = &position.board;
        let mut text = format!(
            "{} to move; radius {}\n",
            text::colour_word(position.to_move),
            Decimal(board.radius())
        );
        for side in [Side::Red, Side::White] {
            let first = text::first_disc(board, side);
            let discs: Vec<String> = (first..first + board.count(side))
                .filter(|&k| position.live >> k & 1 == 1)
                .map(|k| {
                    let c = board.centres()[k];
                    format!("{} ({}, {})", k - first + 1, Decimal(c.x), Decimal(c.y))
                })
                .collect();
            let listed = if discs.is_empty() {
                "none".to_owned()
            } else {
                discs.join("  ")
            };
            text.push_str(&format!("{}: {listed}\n", text::colour_word(side)));
        }
        let removed = board.all_mask() & !position.live;
        if removed != 0 {
            text.push_str(&format!("removed: {}\n", names::list(board, removed)));
        }
        text
    }

    fn draw(&self, position: &Play) -> Option<String> {
        let board = &position.board;
        let first = match self.result(position) {
            Some(over) => format!("{}.", over.text),
            None => format!("{} to move.", text::colour_word(position.to_move)),
        };
        let live = |side: Side| (position.live & board.side_mask(side)).count_ones();
        let caption = [
            first,
            format!(
                "{} red and {} white discs left of {} and {}, numbered as the input numbers them; \
                 dashed: removed.",
                live(Side::Red),
                live(Side::White),
                board.count(Side::Red),
                board.count(Side::White)
            ),
        ];
        Some(picture::draw(position, &caption))
    }

    fn legend(&self) -> &'static str {
        "win or lose for the side that shoots; remoteness: moves left after the shot (the winner \
         hurries, the loser stalls), known up to 12 live discs"
    }

    fn result(&self, position: &Play) -> Option<GameOver> {
        if has_disc(position, position.to_move) {
            return None;
        }
        // The side to move has no disc: it loses, also when the last shot removed every disc
        // ("if a move removes every disc, the mover wins").
        let (stuck, winner) = (position.to_move, position.to_move.other());
        let why = if position.live == 0 {
            "no disc is left on the board".to_owned()
        } else {
            format!("{} has no discs left", text::colour_word(stuck))
        };
        Some(GameOver {
            winner: Some(usize::from(winner == Side::White)),
            text: format!("{why}: {} wins", text::colour_word(winner)),
        })
    }

    fn members(&self, position: &Play, group: &MoveGroup<Shot>, limit: usize) -> Vec<Shot> {
        // A row holds the shots of different shooters that remove the same discs.
        let (all, _) = shots::hit_sets(position);
        let mut members: Vec<Shot> = shots::shots(position, &all)
            .into_iter()
            .map(|found| found.shot)
            .filter(|shot| shot.removed == group.representative.removed)
            .collect();
        members.truncate(limit);
        members
    }
}

/// The live discs alone as an extended-format board (both sides must have a live disc).
pub fn live_board_text(position: &Play) -> String {
    let board = &position.board;
    let live = |side: Side| -> Vec<(i64, i64)> {
        let first = text::first_disc(board, side);
        let centres = crate::tools::text::centres_of(board, side);
        (first..)
            .zip(centres)
            .filter(|&(k, _)| position.live >> k & 1 == 1)
            .map(|(_, centre)| centre)
            .collect()
    };
    crate::tools::text::extended_input_text(board.radius(), &live(Side::Red), &live(Side::White))
}

/// The winner with best play of a position in play (the side to move wins, or the other).
///
/// # Errors
/// [`crate::solver::memo::TooLarge`] when the search passes its memo bound.
pub fn winner_in_play(position: &Play) -> Result<Side, crate::solver::memo::TooLarge> {
    let (mover, other) = (position.to_move, position.to_move.other());
    if !has_disc(position, mover) {
        return Ok(other);
    }
    let (_, pruned) = shots::hit_sets(position);
    let mut search = crate::solver::search::Search::new(&position.board, &pruned);
    let wins = search.wins(position.live, mover)?;
    Ok(if wins { mover } else { other })
}

/// The answer for a position in play as text (`RED` or `WHITE`), so that every position
/// `--play` writes can be solved again; on a contest input it is [`crate::solve`]'s answer.
/// For the lead to wire as the solver's reading of positions in play.
///
/// # Errors
/// As [`crate::solve`], and for the clauses of [`text`].
pub fn solve_in_play(input: &str) -> Result<String, InputError> {
    let position = text::read(input)?;
    let winner = winner_in_play(&position).map_err(crate::too_large)?;
    Ok(format!("{}\n", winner.name()))
}

/// Candidate puzzles in three tiers of disc count (2 red against 3 white, 3 against 4, 4 against
/// 5), from the crate's lattice generator ([`crate::tools::generate::lattice_extended`]), where
/// lines of discs make multiple hits common.
pub fn puzzle_candidates() -> Vec<Vec<String>> {
    [2usize, 3, 4]
        .map(|red| {
            (0..60)
                .map(|seed| crate::tools::generate::lattice_extended(seed, red, red + 1))
                .collect()
        })
        .into()
}
