//! The moves' names in the problem's terms, `start at (3, 5)` and `right to (3, 6)`, and reading
//! them back with the short forms a person types.

use super::position::{DIRECTIONS, Position};

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
