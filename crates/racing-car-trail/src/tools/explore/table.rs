//! The move table.
//!
//! With the car on the field, the moves are the free cells next to it. The mover wins by driving
//! to `w` iff the opponent, moving from `w` on the cells still free, loses: iff some maximum
//! matching of the free cells misses `w` (the crate's theorem). One solve of the field of free
//! cells answers all four neighbours at once. Before the start is chosen, the moves are the free
//! cells, and starting on `s` wins for Alice iff the solver answers `A` on `s`: again one solve.

use gamecore::explore::table::thousands;
use gamecore::{MoveGroup, MoveTable, MoveValue, Verdict};

use super::names::{cell_name, name};
use super::position::{FREE, Position};
use super::remoteness;
use crate::solver::geography::{self, Outcomes};
use crate::solver::grid::Field;

/// Fields with at most this many free cells list every start on its own row, with remoteness.
pub const LISTED_ALL: usize = 40;
/// On larger fields, how many winning starts get a row each before the rest are grouped.
pub const LISTED_WINS: usize = 10;
/// How many cells a group's label names.
const NAMED_IN_GROUP: usize = 3;

/// The answers of the game on the cells still free, which value every move.
pub struct Solved {
    field: Field,
    outcomes: Outcomes,
    /// Whether the moves are starts (Alice moves next) rather than drives.
    placing: bool,
    /// Whether to search remoteness: always for drives, for starts on small fields.
    remoteness: bool,
}

impl Solved {
    /// One solve of the free cells of `position`.
    pub fn new(position: &Position) -> Solved {
        let field = position.open_field();
        let outcomes = geography::solve(&field);
        let placing = position.car.is_none();
        let remoteness = !placing || position.cells_free() <= LISTED_ALL;
        Solved {
            field,
            outcomes,
            placing,
            remoteness,
        }
    }

    /// Whether the mover wins by the legal move to `cell`.
    fn mover_wins(&self, cell: Cell) -> bool {
        let next_player_wins = self
            .outcomes
            .first_player_wins(self.field.vertex(cell.0, cell.1));
        // Starting: Alice moves next, so she wins iff the player to move from the cell does;
        // driving: the opponent moves next.
        next_player_wins == self.placing
    }

    /// The value of the legal move to `cell`, with remoteness where it is searched.
    pub fn value(&self, position: &Position, cell: Cell) -> MoveValue {
        let mover_wins = self.mover_wins(cell);
        let verdict = if mover_wins {
            Verdict::Win
        } else {
            Verdict::Lose
        };
        let value = MoveValue::outcome(verdict);
        let searched = self
            .remoteness
            .then(|| remoteness::outcome_from(position, cell));
        match searched.flatten() {
            Some((to_move_wins, rest)) => {
                debug_assert_eq!(
                    to_move_wins == self.placing,
                    mover_wins,
                    "search == matching"
                );
                value.with_remoteness(rest)
            }
            None => value,
        }
    }
}

/// A cell `(row, column)`, 0-based.
type Cell = (usize, usize);

/// The table: best first (wins quickest first, losses slowest first), ties in reading order;
/// before the start on a field of more than [`LISTED_ALL`] free cells, the first winning starts
/// one by one, then the other winning starts and the losing starts as two groups.
pub fn table(position: &Position) -> MoveTable<Cell> {
    let solved = Solved::new(position);
    if position.car.is_none() && position.cells_free() > LISTED_ALL {
        return grouped_starts(position, &solved);
    }
    let mut values: Vec<_> = (position.legal_moves().into_iter())
        .map(|cell| (cell, solved.value(position, cell)))
        .collect();
    values.sort_by(|a, b| a.1.best_first(&b.1));
    let groups = (values.into_iter())
        .map(|(cell, value)| MoveGroup {
            representative: cell,
            label: name(position, cell),
            count: 1,
            value,
        })
        .collect();
    MoveTable { groups, rest: None }
}

/// The starts of a large field in one pass, keeping only the cells the table names.
fn grouped_starts(position: &Position, solved: &Solved) -> MoveTable<Cell> {
    let (mut wins, mut losses) = (Class::default(), Class::default());
    let mut groups = Vec::new();
    for i in 0..position.cells.len() {
        let cell = (i / position.cols, i % position.cols);
        if position.cells[i] != FREE {
            continue;
        }
        if !solved.mover_wins(cell) {
            losses.add(cell);
        } else if groups.len() < LISTED_WINS {
            groups.push(MoveGroup {
                representative: cell,
                label: name(position, cell),
                count: 1,
                value: MoveValue::outcome(Verdict::Win),
            });
        } else {
            wins.add(cell);
        }
    }
    groups.extend(wins.row("other winning starts", Verdict::Win));
    groups.extend(losses.row("losing starts", Verdict::Lose));
    MoveTable { groups, rest: None }
}

/// The starts a grouped row of `verdict` stands for (the table of a large field before the start), in reading order, at
/// most `limit`: the losing starts, or the winning ones after the [`LISTED_WINS`] listed alone.
pub fn grouped_members(position: &Position, verdict: Verdict, limit: usize) -> Vec<Cell> {
    let solved = Solved::new(position);
    let wins = verdict == Verdict::Win;
    let listed_alone = if wins { LISTED_WINS } else { 0 };
    (0..position.cells.len())
        .filter(|&i| position.cells[i] == FREE)
        .map(|i| (i / position.cols, i % position.cols))
        .filter(|&cell| solved.mover_wins(cell) == wins)
        .skip(listed_alone)
        .take(limit)
        .collect()
}

/// Starts of one value: how many, and the first few.
#[derive(Default)]
struct Class {
    count: u64,
    first: Vec<Cell>,
}

impl Class {
    fn add(&mut self, cell: Cell) {
        self.count += 1;
        if self.first.len() < NAMED_IN_GROUP {
            self.first.push(cell);
        }
    }

    /// `cells (1, 1), (1, 3), (2, 2) and 4,995 more (4,998 losing starts)`; `None` for no cell,
    /// the cell's own name for one.
    fn row(&self, what: &str, verdict: Verdict) -> Option<MoveGroup<Cell>> {
        let &first = self.first.first()?;
        let named: Vec<String> = self.first.iter().map(|&c| cell_name(c)).collect();
        let more = self.count - self.first.len() as u64;
        let more = if more > 0 {
            format!(" and {} more", thousands(more))
        } else {
            String::new()
        };
        let label = if self.count == 1 {
            format!("start at {}", cell_name(first))
        } else {
            format!(
                "cells {}{more} ({} {what})",
                named.join(", "),
                thousands(self.count)
            )
        };
        let value = MoveValue::outcome(verdict);
        Some(MoveGroup {
            representative: first,
            label,
            count: self.count,
            value,
        })
    }
}
