//! Exploring the trail game (`--moves`, `--play`, the explorer): whether each move wins, with
//! remoteness on small regions, and positions as text.
//!
//! # Positions
//! A position is one field, the car's cell and the cells it has visited. Reading a contest input
//! gives its first field with no car yet: the first move is then Alice's choice of the start
//! cell, valued as the solver's answer there (`A`: she wins moving first from it). That way a
//! student sees the whole `A`/`B` answer as a table of starts, picks one, and plays on; a start
//! given beforehand is the same position with the car drawn in. Extended text, for positions in
//! play: the contest format, with `@` for the car and `o` for each visited cell in the rows of the
//! field (the car's cell counts as visited):
//!
//! ```text
//! 3 3
//! o@.
//! oX.
//! ...
//! 0 0
//! ```
//!
//! Alice chooses the start and moves first from it, so the side to move is Alice when the number
//! of `o` cells is even, Bob when it is odd. Only the first field of a text is read.
//!
//! # Moves and values
//! A move drives the car to a free cell next to it (`right to (3, 6)`; rows and columns counted
//! from 1 at the top left), read back from that name, from `3 6`, `(3, 6)`, or a direction `up`,
//! `down`, `left`, `right` (`u`, `d`, `l`, `r`). Before the start a move is `start at (3, 5)`.
//! Its value, win or lose for the mover, comes from one maximum-matching solve of the free cells
//! ([`table`]), so a table costs about one solve at any field size up to the accepted 4000 x 4000
//! (no position is too large). Remoteness is added where the car's region (the free cells it can
//! still reach) has at most [`remoteness::MAX_REGION`] cells, by exhaustive search; before the
//! start, only on fields of at most [`table::LISTED_ALL`] free cells, which also list every start
//! one by one (larger fields group the starts into winning and losing ones).

use gamecore::rng::SplitMix64;
use gamecore::{
    Explore, GameOver, InputError, MoveGroup, MoveTable, MoveValue, Output, Unanswered,
};

pub mod names;
pub mod position;
pub mod remoteness;
pub mod show;
pub mod table;
pub mod text;

pub use position::Position;

/// The trail game, for the explorer.
#[derive(Clone, Copy, Debug, Default)]
pub struct Game;

impl Explore for Game {
    type Position = Position;
    /// The cell the car starts on or drives to, `(row, column)` 0-based (named from 1).
    type Move = (usize, usize);

    fn players(&self) -> [&'static str; 2] {
        ["Alice", "Bob"]
    }

    fn rules(&self) -> &'static str {
        "A toy car stands on a free cell of a grid with obstacles. Alice moves first, then the \
         players alternate. A move drives the car one cell up, down, left or right, onto a free \
         cell where it has never been (its start counts as visited). A player who cannot move \
         loses."
    }

    fn read(&self, text: &str) -> Result<Position, InputError> {
        text::read(text)
    }

    fn write(&self, position: &Position) -> String {
        text::write(position)
    }

    fn to_move(&self, position: &Position) -> Option<usize> {
        let can_move = match position.car {
            None => position.cells.contains(&position::FREE),
            Some(_) => !position.legal_moves().is_empty(),
        };
        can_move.then_some(position.side())
    }

    fn moves(&self, position: &Position) -> Result<MoveTable<(usize, usize)>, Unanswered> {
        Ok(table::table(position))
    }

    fn value_of(
        &self,
        position: &Position,
        chosen: &(usize, usize),
    ) -> Result<MoveValue, Unanswered> {
        Ok(table::Solved::new(position).value(position, *chosen))
    }

    fn play(&self, position: &Position, chosen: &(usize, usize)) -> Position {
        position.play(*chosen)
    }

    fn name_move(&self, position: &Position, chosen: &(usize, usize)) -> String {
        names::name(position, *chosen)
    }

    fn read_move(&self, position: &Position, text: &str) -> Result<(usize, usize), String> {
        names::read_move(position, text)
    }

    fn show(&self, position: &Position) -> String {
        show::show(position)
    }

    fn draw(&self, position: &Position) -> Option<String> {
        show::draw(position)
    }

    fn legend(&self) -> &'static str {
        "win: the opponent, moving next, loses with best play; remoteness: moves left after it"
    }

    fn result(&self, position: &Position) -> Option<GameOver> {
        if self.to_move(position).is_some() {
            return None;
        }
        // A player who cannot move loses: the one whose turn it is.
        let stuck = position.side();
        let [loser, winner] = [stuck, 1 - stuck].map(|side| self.players()[side]);
        let why = match position.car {
            None => format!("no free cell to start on, {loser} cannot move"),
            Some(_) => format!("{loser} cannot move"),
        };
        Some(GameOver {
            winner: Some(1 - stuck),
            text: format!("{why}: {winner} wins"),
        })
    }

    fn members(
        &self,
        position: &Position,
        group: &MoveGroup<(usize, usize)>,
        limit: usize,
    ) -> Vec<(usize, usize)> {
        if group.count == 1 {
            return [group.representative].into_iter().take(limit).collect();
        }
        table::grouped_members(position, group.value.verdict, limit)
    }
}

/// Candidate puzzles: driving on random fields of 4 x 5, 5 x 6 and 6 x 7 cells after a random
/// start and up to two random drives (two or three moves: the easy ones), then the first drive
/// from a start with four free cells around it, on fields of 5 x 5, 5 x 6 and 6 x 7 cells (the
/// crate's generator, [`crate::tools::generate::random`]).
///
/// Four is the most a position in play offers (later drives leave the cell driven from, visited),
/// so the harder puzzles differ by how far the win is: each car's region is small enough for the
/// remoteness search ([`remoteness::MAX_REGION`]). Choosing the start is no puzzle worth
/// four moves: exactly one winning start means one cell covered by every maximum matching, the
/// middle of a star of at most four cells, the other cells isolated.
pub fn puzzle_candidates() -> Vec<Vec<String>> {
    let mut tiers: Vec<Vec<String>> = [4usize, 5, 6]
        .map(|side| (0..60).filter_map(|seed| in_play(seed, side)).collect())
        .into();
    for (rows, cols, obstacles) in [(5, 5, 200), (5, 6, 300), (6, 7, 350)] {
        tiers.push(
            (0..200)
                .flat_map(|seed| first_drives(seed, rows, cols, obstacles))
                .collect(),
        );
    }
    tiers
}

/// The positions of a random field (as [`crate::tools::generate::random`] makes it) right after
/// each start with four free cells around it whose car's region is searched for remoteness, as
/// text.
fn first_drives(seed: u64, rows: usize, cols: usize, obstacles_per_mille: u64) -> Vec<String> {
    let field = crate::tools::generate::random(seed, rows, cols, obstacles_per_mille);
    let Ok(start) = text::read(&field) else {
        return Vec::new();
    };
    (start.legal_moves().into_iter())
        .map(|cell| start.play(cell))
        .filter(|after| after.legal_moves().len() == 4)
        .filter(|after| {
            after
                .car()
                .is_some_and(|car| remoteness::outcome_from(after, car).is_some())
        })
        .map(|after| text::write(&after))
        .collect()
}

/// A random `side x (side + 1)` field after a random start and `seed % 3` random drives, as
/// text; `None` when the game ends first.
fn in_play(seed: u64, side: usize) -> Option<String> {
    let mut rng = SplitMix64::new(seed);
    let field = crate::tools::generate::random(seed, side, side + 1, 250);
    let mut position = text::read(&field).ok()?;
    for _ in 0..=seed % 3 {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return None;
        }
        position = position.play(moves[rng.below(moves.len() as u64) as usize]);
    }
    Some(text::write(&position))
}

/// `--explain` for a position in play (a puzzle's reasoning): the field left, with the car's and
/// the visited cells as obstacles, explained as the contest's answer explains it; a position
/// before the start is the contest input itself.
///
/// # Errors
/// The position text's error.
pub fn explain_in_play(position_text: &str) -> Result<Output, InputError> {
    let position = text::read(position_text)?;
    let Some(car) = position.car() else {
        return crate::tools::explain::explain(position_text);
    };
    let cut =
        text::write(&position).replace([position::VISITED as char, position::CAR as char], "X");
    let mut output = crate::tools::explain::explain(&cut)?;
    let note = format!(
        "The car is at {}: its cell and the visited ones are obstacles now. Driving to a cell \
         hands the move to the other player there, so the winning drive goes to a cell marked B \
         below (whoever moves first from it loses).\n\n",
        names::cell_name(car)
    );
    output.explanation = Some(note + &output.explanation.unwrap_or_default());
    Ok(output)
}
