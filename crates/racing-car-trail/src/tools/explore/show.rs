//! The position as text for a terminal and as a picture.

use gamecore::svg::{Num, Svg};

use super::names::cell_name;
use super::position::{CAR, FREE, OBSTACLE, Position, VISITED};

/// The most rows and columns `show` prints; larger fields show the window around the car.
const SHOWN: usize = 40;
/// The most rows and columns a picture draws; larger fields draw the window around the car.
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
    corner(position, SHOWN)
}

/// The top-left cell of a window of `size` rows and columns with the car near its middle.
fn corner(position: &Position, size: usize) -> (usize, usize) {
    let (row, col) = position.car.unwrap_or((0, 0));
    let corner = |at: usize, all: usize| at.saturating_sub(size / 2).min(all.saturating_sub(size));
    (corner(row, position.rows), corner(col, position.cols))
}

/// Room for the row and column numbers left of and above the field, in pixels.
const RULER: f64 = 22.0;

/// Every how many rows (and columns) a number is written, for cells of `side` pixels.
fn ruler_step(side: f64) -> usize {
    [1, 2, 5, 10, 20]
        .into_iter()
        .find(|&k| k as f64 * side >= 16.0)
        .unwrap_or(50)
}

/// Which cells of the window of `rows` x `cols` from `corner` the mover may start on or drive
/// to, row by row. A lookup table rather than a search of the legal moves for each cell drawn:
/// before the start every free cell is one, millions of them on a large field.
fn playable_in_window(
    position: &Position,
    (top, left): (usize, usize),
    (rows, cols): (usize, usize),
) -> Vec<bool> {
    let mut playable = vec![false; rows * cols];
    for (row, col) in position.legal_moves() {
        if (top..top + rows).contains(&row) && (left..left + cols).contains(&col) {
            playable[(row - top) * cols + col - left] = true;
        }
    }
    playable
}

/// The field: free cells light, obstacles dark, visited cells in the first player's light colour,
/// the car as a red disc, rows and columns numbered as moves name them; each cell the mover may
/// start on or drive to carries its move's name (`data-move`). A field of more than [`DRAWN`]
/// rows or columns is drawn as the window of that size around the car.
pub fn draw(position: &Position) -> Option<String> {
    let (top, left) = corner(position, DRAWN);
    let (bottom, right) = (
        (top + DRAWN).min(position.rows),
        (left + DRAWN).min(position.cols),
    );
    let (rows, cols) = (bottom - top, right - left);
    let side = ((WIDTH - RULER) / cols.max(1) as f64).min(MAX_CELL);
    let (width, height) = (RULER + side * cols as f64, RULER + side * rows as f64);
    let mut svg = Svg::new("Racing Car Trail: the field in play", width, height);
    let playable = playable_in_window(position, (top, left), (rows, cols));
    let step = ruler_step(side);
    for row in top..bottom {
        let y = RULER + (row - top) as f64 * side;
        if (row + 1) % step == 0 || row == top {
            svg.text(
                RULER / 2.0,
                y + side / 2.0,
                "label small",
                &(row + 1).to_string(),
            );
        }
        for col in left..right {
            let x = RULER + (col - left) as f64 * side;
            let playable = playable[(row - top) * cols + col - left];
            draw_cell(&mut svg, position, (row, col), (x, y, side), playable);
        }
    }
    for col in (left..right).filter(|&c| (c + 1) % step == 0 || c == left) {
        let x = RULER + ((col - left) as f64 + 0.5) * side;
        svg.text(x, RULER / 2.0, "label small", &(col + 1).to_string());
    }
    if let Some((row, col)) = position.car {
        svg.leaf(
            "circle",
            &[
                ("class", &"first"),
                ("id", &"car"),
                ("cx", &Num(RULER + ((col - left) as f64 + 0.5) * side)),
                ("cy", &Num(RULER + ((row - top) as f64 + 0.5) * side)),
                ("r", &Num(side * 0.35)),
            ],
        );
    }
    Some(svg.finish(&caption(position, (top, left), (bottom, right))))
}

/// Cell `(row, col)` of the picture, a square of `side` pixels at `(x, y)`, named by its move
/// (`data-move`) where the mover may start on it or drive to it (`playable`).
fn draw_cell(
    svg: &mut Svg,
    position: &Position,
    (row, col): (usize, usize),
    (x, y, side): (f64, f64, f64),
    playable: bool,
) {
    let class = match position.cell((row, col)) {
        OBSTACLE => "blocked",
        VISITED | CAR => "first-light",
        _ => "free",
    };
    let name = playable.then(|| super::names::name(position, (row, col)));
    let (x, y, side, row, col) = (Num(x), Num(y), Num(side), row + 1, col + 1);
    let mut attrs: Vec<(&str, &dyn std::fmt::Display)> = vec![
        ("class", &class),
        ("x", &x),
        ("y", &y),
        ("width", &side),
        ("height", &side),
        ("data-row", &row),
        ("data-col", &col),
    ];
    if let Some(name) = &name {
        attrs.push(("data-move", name));
    }
    svg.leaf("rect", &attrs);
}

/// The picture's caption: who moves and what is left, and which window of the field it shows
/// when the field is larger than it, from `(top, left)` to `(bottom, right)` (exclusive).
fn caption(
    position: &Position,
    (top, left): (usize, usize),
    (bottom, right): (usize, usize),
) -> Vec<String> {
    let free = position.cells.iter().filter(|&&c| c == FREE).count();
    let mut caption = vec![
        show(position).lines().next().unwrap_or_default().to_owned(),
        match position.car {
            None => format!("{free} free cells; Alice chooses the start"),
            Some(car) => format!("car at {}, {free} free cells left", cell_name(car)),
        },
    ];
    if (bottom - top, right - left) != (position.rows, position.cols) {
        caption.push(format!(
            "rows {} to {}, columns {} to {} of {} x {}",
            top + 1,
            bottom,
            left + 1,
            right,
            position.rows,
            position.cols
        ));
    }
    caption
}
