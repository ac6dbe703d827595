//! The position as text for a terminal and as a picture.

use gamecore::svg::{Num, Svg};

use super::names::cell_name;
use super::position::{CAR, FREE, OBSTACLE, Position, VISITED};

/// The most rows and columns `show` prints; larger fields show the window around the car.
const SHOWN: usize = 40;
/// The most rows and columns a picture draws.
pub const DRAWN: usize = 100;
/// The picture's width at most, and its largest cell side, in pixels.
const WIDTH: f64 = 720.0;
const MAX_CELL: f64 = 28.0;

/// Who moves, the car, and the field (`@` the car, `o` visited), or a window of it around the car.
pub fn show(position: &Position) -> String {
    let side = ["Alice", "Bob"][position.side()];
    let mut text = match position.car {
        None if position.cells_free() == 0 => "No free cell: Alice cannot start.\n".to_owned(),
        None => format!("{side} chooses the start cell, then moves first.\n"),
        Some(car) if position.legal_moves().is_empty() => {
            format!(
                "The car is at {}; {side} cannot move and loses.\n",
                cell_name(car)
            )
        }
        Some(car) => format!("{side} to move; the car is at {}.\n", cell_name(car)),
    };
    let (top, left) = window_corner(position);
    let (bottom, right) = (
        (top + SHOWN).min(position.rows),
        (left + SHOWN).min(position.cols),
    );
    if (top, left, bottom, right) != (0, 0, position.rows, position.cols) {
        text.push_str(&format!(
            "rows {}..={}, columns {}..={} of {} x {}:\n",
            top + 1,
            bottom,
            left + 1,
            right,
            position.rows,
            position.cols
        ));
    }
    for row in top..bottom {
        let cells = &position.cells[row * position.cols + left..row * position.cols + right];
        text.push_str(std::str::from_utf8(cells).expect("cells are ASCII"));
        text.push('\n');
    }
    text
}

/// The top-left cell of the window `show` prints: the car near its middle.
fn window_corner(position: &Position) -> (usize, usize) {
    let (row, col) = position.car.unwrap_or((0, 0));
    let corner =
        |at: usize, size: usize| at.saturating_sub(SHOWN / 2).min(size.saturating_sub(SHOWN));
    (corner(row, position.rows), corner(col, position.cols))
}

/// The field: free cells light, obstacles dark, visited cells in the first player's light colour,
/// the car as a red disc; `None` above [`DRAWN`] rows or columns.
pub fn draw(position: &Position) -> Option<String> {
    if position.rows > DRAWN || position.cols > DRAWN {
        return None;
    }
    let side = (WIDTH / position.cols as f64).min(MAX_CELL);
    let (width, height) = (side * position.cols as f64, side * position.rows as f64);
    let mut svg = Svg::new("Racing Car Trail: the field in play", width, height);
    for row in 0..position.rows {
        for col in 0..position.cols {
            let class = match position.cell((row, col)) {
                OBSTACLE => "blocked",
                VISITED | CAR => "first-light",
                _ => "free",
            };
            svg.leaf(
                "rect",
                &[
                    ("class", &class),
                    ("x", &Num(col as f64 * side)),
                    ("y", &Num(row as f64 * side)),
                    ("width", &Num(side)),
                    ("height", &Num(side)),
                    ("data-row", &(row + 1)),
                    ("data-col", &(col + 1)),
                ],
            );
        }
    }
    if let Some((row, col)) = position.car {
        svg.leaf(
            "circle",
            &[
                ("class", &"first"),
                ("id", &"car"),
                ("cx", &Num((col as f64 + 0.5) * side)),
                ("cy", &Num((row as f64 + 0.5) * side)),
                ("r", &Num(side * 0.35)),
            ],
        );
    }
    let free = position.cells.iter().filter(|&&c| c == FREE).count();
    let caption = match position.car {
        None => format!("{free} free cells; Alice chooses the start"),
        Some(car) => format!("car at {}, {free} free cells left", cell_name(car)),
    };
    Some(svg.finish(&[
        show(position).lines().next().unwrap_or_default().to_owned(),
        caption,
    ]))
}
