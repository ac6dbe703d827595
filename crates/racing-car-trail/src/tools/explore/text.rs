//! Positions as text: the contest format, extended by `@` (the car) and `o` (visited cells) in
//! the rows of the first field.
//!
//! Reading hooks in front of the contest parser without changing it: the markers of the first
//! field's rows are replaced by `.` (the same number of bytes, so errors keep their line and
//! column), the text is parsed as a contest input, and the markers are then checked and put back.

use std::borrow::Cow;

use gamecore::{InputError, Pos};

use super::position::{CAR, FREE, OBSTACLE, Position, VISITED};
use crate::parse;
use crate::tools::text::{Grid, input_text};

/// Reads a contest input (its first field, no car yet) or a position written by [`write()`].
pub fn read(text: &str) -> Result<Position, InputError> {
    let (plain, markers) = unmark(text);
    let mut fields = parse(&plain)?;
    if fields.is_empty() {
        return Err(InputError::expected(
            Pos::START,
            "a field",
            "only the closing `0 0`",
        ));
    }
    let field = fields.swap_remove(0);
    let (rows, cols) = (field.rows(), field.cols());
    let mut cells = vec![OBSTACLE; rows * cols];
    for (i, cell) in cells.iter_mut().enumerate() {
        if field.is_free(i / cols, i % cols) {
            *cell = FREE;
        }
    }
    let mut position = Position {
        rows,
        cols,
        cells,
        car: None,
        visited: 0,
    };
    for &(marker, (row, col), pos) in &markers {
        position.cells[row * cols + col] = marker;
        if marker == VISITED {
            position.visited += 1;
        } else if let Some((r, c)) = position.car {
            let message = format!("a second car `@` (the car is at ({}, {}))", r + 1, c + 1);
            return Err(InputError::rule(pos, message).within("field 1"));
        } else {
            position.car = Some((row, col));
        }
    }
    if let (None, Some(&(_, _, pos))) = (position.car, markers.first()) {
        let message = "a visited cell `o` but no car `@` on the field";
        return Err(InputError::rule(pos, message).within("field 1"));
    }
    Ok(position)
}

/// A marker found in the first field's rows: which, its cell (0-based) and its place in the text.
type Marker = (u8, (usize, usize), Pos);

/// The text with the markers of the first field's rows (the lines after its size line) turned
/// into `.`, and the markers; the text unchanged if it has none.
fn unmark(text: &str) -> (Cow<'_, str>, Vec<Marker>) {
    let mut lines = text.split_inclusive('\n').enumerate();
    let Some((size_line, size)) = lines.by_ref().find(|(_, line)| !line.trim().is_empty()) else {
        return (Cow::Borrowed(text), Vec::new());
    };
    let rows = (size.split_whitespace().next()).map_or(0, |t| t.parse::<usize>().unwrap_or(0));
    let mut markers = Vec::new();
    let mut offsets: Vec<usize> = Vec::new();
    let mut offset: usize = text
        .split_inclusive('\n')
        .take(size_line + 1)
        .map(str::len)
        .sum();
    for (index, line) in lines.take(rows) {
        for (col, byte) in line.bytes().enumerate() {
            if byte == CAR || byte == VISITED {
                let pos = Pos {
                    line: index + 1,
                    column: col + 1,
                };
                markers.push((byte, (index - size_line - 1, col), pos));
                offsets.push(offset + col);
            }
        }
        offset += line.len();
    }
    if markers.is_empty() {
        return (Cow::Borrowed(text), markers);
    }
    let mut bytes = text.as_bytes().to_vec();
    for offset in offsets {
        bytes[offset] = FREE;
    }
    let plain = String::from_utf8(bytes).expect("ASCII bytes replaced by ASCII bytes");
    (Cow::Owned(plain), markers)
}

/// The contest format (the field, then `0 0`), with `@` and `o` in its rows once the car is on it.
pub fn write(position: &Position) -> String {
    let rows: Grid = position
        .cells
        .chunks(position.cols)
        .map(<[u8]>::to_vec)
        .collect();
    input_text(&[rows])
}
