//! More Reclamation as a [`gamecore::Explore`] game: the value of every cell (`--moves`), a game
//! against perfect play (`--play`) and the explorer page.
//!
//! A position is the contest input itself: every position reached in play is one, since a move
//! only adds a land cell. The cities alternate, so the side to move follows from the land: city A
//! reclaims when an even number of cells is land (from an empty river it moves first), city B
//! when the number is odd. The game is over when no cell may be reclaimed.
//!
//! A move's value is the Grundy value of the position it leaves, found in O(1) from the closed
//! form: the XOR of every run but the one played in, with the two runs the move splits it into.
//! Where the river has more legal cells than a screen ([`SCREEN`]), the table lists the winning
//! cells (ranges of rows where a whole run's middle wins) and some losing ones, and counts the
//! rest ([`table`]).
//!
//! A position reached from one at the limit of 10^7 land cells can pass that limit; its text is
//! then refused by `read` like any input beyond the accepted range.

use gamecore::{
    Explore, GameOver, InputError, MoveGroup, MoveTable, MoveValue, Shrink, Unanswered,
};

use crate::parse;
use crate::solver::grundy::value_after;
use crate::solver::river::allowed;
use crate::solver::{Cell, Column, End, Position, Run, play};

pub mod show;
pub mod table;

/// The most legal cells a table lists one by one; beyond it, moves are grouped and counted.
pub const SCREEN: u64 = 40;
/// The most rows a grouped table lists before its line for the rest.
pub const LISTED_ROWS: usize = 20;

/// More Reclamation for `--moves`, `--play` and the explorer.
#[derive(Clone, Copy, Debug, Default)]
pub struct Game;

/// The run of free rows holding `row` (a free row of `position`): its first row and its ends.
fn run_at(position: &Position, row: u64) -> (u64, Run) {
    let land = position.land();
    let at = land.partition_point(|c| c.row < row);
    let above = at.checked_sub(1).map(|i| land[i]);
    let below = land.get(at).copied();
    let end = |cell: Option<Cell>| cell.map_or(End::Edge, |c| End::Limited(c.column));
    let first = above.map_or(1, |c| c.row + 1);
    let last = below.map_or(position.rows(), |c| c.row - 1);
    let run = Run {
        length: last + 1 - first,
        top: end(above),
        bottom: end(below),
    };
    (first, run)
}

/// Why `cell` may not be reclaimed in `position`, or `None` if it may.
fn illegal_because(position: &Position, cell: Cell) -> Option<String> {
    let (row, column) = (cell.row, cell.column as u8);
    if !(1..=position.rows()).contains(&row) {
        return Some(format!(
            "row {row} is outside the river (rows 1 to {})",
            position.rows()
        ));
    }
    let land = position.land();
    let land_in = |r: u64| {
        land.binary_search_by_key(&r, |c| c.row)
            .ok()
            .map(|i| land[i].column)
    };
    if let Some(there) = land_in(row) {
        return Some(if there == cell.column {
            format!("cell ({row}, {column}) is already land")
        } else {
            format!("row {row} already holds land at ({row}, {})", there as u8)
        });
    }
    for neighbour in [row - 1, row + 1] {
        if land_in(neighbour) == Some(cell.column.other()) {
            return Some(format!(
                "cell ({neighbour}, {}) is land beside it in the other column",
                cell.column.other() as u8
            ));
        }
    }
    None
}

/// Whether some cell of `position` may still be reclaimed: some run has a legal cell (only a run
/// of one row between land of different columns, or an empty run, has none).
fn has_move(position: &Position) -> bool {
    position.runs().any(|run| {
        run.length >= 2
            || (run.length == 1
                && (allowed(&run, 1, Column::Left) || allowed(&run, 1, Column::Right)))
    })
}

impl Explore for Game {
    type Position = Position;
    type Move = Cell;

    fn players(&self) -> [&'static str; 2] {
        ["city A", "city B"]
    }

    fn rules(&self) -> &'static str {
        "A river is two columns wide and r rows long, all water at first except the cells already \
         reclaimed. Two cities take turns turning one water cell into land. A cell may be \
         reclaimed only if no cell of the other column in its own row or in the rows just above \
         and below it is land. The city that reclaims the last cell wins: a city with no legal \
         cell on its turn loses."
    }

    fn read(&self, text: &str) -> Result<Position, InputError> {
        parse(text)
    }

    fn write(&self, position: &Position) -> String {
        position.to_input()
    }

    fn to_move(&self, position: &Position) -> Option<usize> {
        has_move(position).then_some(position.land().len() % 2)
    }

    fn moves(&self, position: &Position) -> Result<MoveTable<Cell>, Unanswered> {
        Ok(table::listing(position, SCREEN, LISTED_ROWS))
    }

    fn value_of(&self, position: &Position, chosen: &Cell) -> Result<MoveValue, Unanswered> {
        if let Some(why) = illegal_because(position, *chosen) {
            return Err(Unanswered::Input(InputError::rule(
                gamecore::Pos::START,
                why,
            )));
        }
        let (first, run) = run_at(position, chosen.row);
        let left = position.grundy()
            ^ run.grundy()
            ^ value_after(&run, chosen.row - first + 1, chosen.column);
        Ok(MoveValue::impartial(left))
    }

    fn play(&self, position: &Position, chosen: &Cell) -> Position {
        play(position, *chosen)
    }

    fn name_move(&self, _: &Position, chosen: &Cell) -> String {
        format!("reclaim cell ({}, {})", chosen.row, chosen.column as u8)
    }

    fn read_move(&self, position: &Position, text: &str) -> Result<Cell, String> {
        const EXPECTED: &str = "expected a cell as its row and column, like `10 2` or `(10, 2)`";
        let spaced: String = text
            .to_ascii_lowercase()
            .chars()
            .map(|c| if "(),".contains(c) { ' ' } else { c })
            .collect();
        let words: Vec<&str> = spaced
            .split_whitespace()
            .filter(|w| !matches!(*w, "reclaim" | "cell"))
            .collect();
        let [row, column] = words[..] else {
            return Err(format!("{EXPECTED}, found `{}`", text.trim()));
        };
        let row: u64 = row
            .parse()
            .map_err(|_| format!("{EXPECTED}: `{row}` is not a row number"))?;
        let column = match column {
            "1" => Column::Left,
            "2" => Column::Right,
            _ => return Err(format!("{EXPECTED}: the column is 1 or 2, not `{column}`")),
        };
        let cell = Cell { row, column };
        match illegal_because(position, cell) {
            Some(why) => Err(format!(
                "cell ({row}, {}) may not be reclaimed: {why}",
                column as u8
            )),
            None => Ok(cell),
        }
    }

    fn show(&self, position: &Position) -> String {
        show::show(position)
    }

    fn draw(&self, position: &Position) -> Option<String> {
        crate::tools::draw::draw_position(position).ok()
    }

    fn legend(&self) -> &'static str {
        "the Grundy value the move leaves: 0 wins (the other city is lost), any other value loses"
    }

    fn result(&self, position: &Position) -> Option<GameOver> {
        if has_move(position) {
            return None;
        }
        // The city whose turn it would be has no legal cell: the last to reclaim wins.
        let stuck = position.land().len() % 2;
        let [stuck_city, winner] = [stuck, 1 - stuck].map(|side| self.players()[side]);
        Some(GameOver {
            winner: Some(1 - stuck),
            text: format!("{stuck_city} cannot reclaim a cell: {winner} wins"),
        })
    }

    fn members(&self, _: &Position, group: &MoveGroup<Cell>, limit: usize) -> Vec<Cell> {
        // A row is a range of consecutive rows of one column, from its representative on.
        let first = group.representative;
        (first.row..first.row + group.count)
            .take(limit)
            .map(|row| Cell { row, ..first })
            .collect()
    }

    fn rest_moves(
        &self,
        position: &Position,
        shown: &MoveTable<Cell>,
        limit: usize,
    ) -> Option<Vec<MoveGroup<Cell>>> {
        table::rest_cells(position, shown, limit)
    }
}

/// Candidate puzzles in four tiers of river length (6, 10, 16, 24 rows), from the crate's
/// generator ([`crate::tools::generate::random`]), about a fifth of the rows land.
pub fn puzzle_candidates() -> Vec<Vec<String>> {
    [6u64, 10, 16, 24]
        .map(|rows| {
            (0..60)
                .map(|seed| crate::tools::generate::random(seed, rows, rows / 5))
                .collect()
        })
        .into()
}
