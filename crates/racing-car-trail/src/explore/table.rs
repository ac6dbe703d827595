//! The move table and the moves' names.
//!
//! With the car on the field, the moves are the free cells next to it. The mover wins by driving
//! to `w` iff the opponent, moving from `w` on the cells still free, loses: iff some maximum
//! matching of the free cells misses `w` (the crate's theorem). One solve of the field of free
//! cells answers all four neighbours at once. Before the start is chosen, the moves are the free
//! cells, and starting on `s` wins for Alice iff the solver answers `A` on `s`: again one solve.

use gamecore::{MoveGroup, MoveTable, MoveValue, Verdict};

use super::position::{DIRECTIONS, Position};
use super::remoteness;
use crate::geography;

/// Fields with at most this many free cells list every start on its own row, with remoteness.
pub const LISTED_ALL: usize = 40;
/// On larger fields, how many winning starts get a row each before the rest are grouped.
pub const LISTED_WINS: usize = 10;
/// How many cells a group's label names.
const NAMED_IN_GROUP: usize = 3;

/// `(3, 5)`: row and column counted from 1 at the top left.
pub fn cell_name((row, col): (usize, usize)) -> String {
    format!("({}, {})", row + 1, col + 1)
}

/// A move's name: `start at (3, 5)` before the start is chosen, else `right to (3, 6)`.
pub fn name(position: &Position, cell: (usize, usize)) -> String {
    match position.car {
        None => format!("start at {}", cell_name(cell)),
        Some(car) => {
            let direction = (DIRECTIONS.iter())
                .find(|&&(_, dr, dc)| position.step(car, (dr, dc)) == Some(cell))
                .map_or("to", |&(name, _, _)| name);
            format!("{direction} to {}", cell_name(cell))
        }
    }
}

/// The value of every legal move, in reading order.
pub fn values(position: &Position) -> Vec<((usize, usize), MoveValue)> {
    let moves = position.legal_moves();
    if moves.is_empty() {
        return Vec::new();
    }
    let field = position.open_field();
    let outcomes = geography::solve(&field);
    let placing = position.car.is_none();
    let few = !placing || moves.len() <= LISTED_ALL;
    moves
        .into_iter()
        .map(|cell| {
            let next_player_wins = outcomes.first_player_wins(field.vertex(cell.0, cell.1));
            // Placing: Alice moves next, so she wins iff the player to move from the cell does;
            // driving: the opponent moves next.
            let mover_wins = next_player_wins == placing;
            let verdict = if mover_wins {
                Verdict::Win
            } else {
                Verdict::Lose
            };
            let mut value = MoveValue::outcome(verdict);
            if few && let Some((to_move_wins, rest)) = remoteness::outcome_from(position, cell) {
                debug_assert_eq!(to_move_wins, next_player_wins, "search and matching agree");
                value = value.with_remoteness(rest);
            }
            (cell, value)
        })
        .collect()
}

/// The table: best first (wins quickest first, losses slowest first), ties in reading order;
/// before the start on a field of more than [`LISTED_ALL`] free cells, the first winning starts
/// one by one, then the other winning starts and the losing starts as two groups.
pub fn table(position: &Position) -> MoveTable<(usize, usize)> {
    let mut values = values(position);
    values.sort_by(|a, b| a.1.best_first(&b.1));
    let single = |(cell, value): ((usize, usize), MoveValue)| MoveGroup {
        representative: cell,
        label: name(position, cell),
        count: 1,
        value,
    };
    if values.len() <= LISTED_ALL {
        let groups = values.into_iter().map(single).collect();
        return MoveTable { groups, rest: None };
    }
    let wins = values.partition_point(|v| v.1.verdict == Verdict::Win);
    let losses = values.split_off(wins);
    let mut groups: Vec<_> = values.drain(..wins.min(LISTED_WINS)).map(single).collect();
    groups.extend(group(&values, "other winning starts"));
    groups.extend(group(&losses, "losing starts"));
    MoveTable { groups, rest: None }
}

/// One row for `cells` of one value: `cells (1, 1), (1, 3), (2, 2) and 4,995 more (5,000 losing
/// starts)`; `None` for no cell, the cell's own row for one.
fn group(cells: &[((usize, usize), MoveValue)], what: &str) -> Option<MoveGroup<(usize, usize)>> {
    let &(first, value) = cells.first()?;
    let named: Vec<String> = cells
        .iter()
        .take(NAMED_IN_GROUP)
        .map(|c| cell_name(c.0))
        .collect();
    let more = cells.len().saturating_sub(NAMED_IN_GROUP);
    let more = if more > 0 {
        format!(" and {more} more")
    } else {
        String::new()
    };
    let label = if cells.len() == 1 {
        format!("start at {}", cell_name(first))
    } else {
        format!("cells {}{more} ({} {what})", named.join(", "), cells.len())
    };
    Some(MoveGroup {
        representative: first,
        label,
        count: cells.len() as u64,
        value,
    })
}

/// Reads a move: the cell as `3 5`, `(3, 5)` or the full name; with the car on the field also a
/// direction, `up`, `down`, `left`, `right` (or `u`, `d`, `l`, `r`).
pub fn read_move(position: &Position, text: &str) -> Result<(usize, usize), String> {
    let text = text.trim().to_ascii_lowercase();
    let numbers: Vec<usize> = (text.split(|c: char| !c.is_ascii_digit()))
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap_or(usize::MAX))
        .collect();
    let words: Vec<&str> = (text.split(|c: char| !c.is_ascii_alphabetic()))
        .filter(|w| !w.is_empty())
        .collect();
    let cell = match (&numbers[..], &words[..], position.car) {
        // A cell, with at most the words of its own name (and `cell`).
        (&[row, col], _, _) => row.checked_sub(1).zip(col.checked_sub(1)).filter(|&cell| {
            let name = name(position, cell);
            words
                .iter()
                .all(|w| *w == "cell" || name.split([' ', '(']).any(|n| n == *w))
        }),
        (&[], &[word], Some(car)) => (DIRECTIONS.iter())
            .find(|&&(name, _, _)| word == name || word == &name[..1])
            .and_then(|&(_, dr, dc)| position.step(car, (dr, dc))),
        _ => None,
    };
    if let Some(cell) = cell.filter(|&c| position.is_legal(c)) {
        return Ok(cell);
    }
    Err(match position.car {
        Some(_) => {
            "expected a free cell next to the car: `up`, `down`, `left`, `right`, or its row \
                    and column such as `3 5`"
                .to_owned()
        }
        None => "expected a free cell to start on: its row and column such as `3 5`".to_owned(),
    })
}
