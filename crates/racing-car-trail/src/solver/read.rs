//! Reading one field of the input: its size line, then its rows, each checked to be exactly its
//! width in cells `.` or `X` (a valid row without a branch per cell), into a [`Field`].

use gamecore::input::{Line, describe_token};
use gamecore::{InputError, Reader};

use crate::MAX_SIDE;
use crate::solver::grid::Field;

/// Reads one field, or `None` after the closing `0 0`.
pub(crate) fn read_field(reader: &mut Reader<'_>) -> Result<Option<Field>, InputError> {
    if reader.at_end() {
        return Err(InputError::expected(
            reader.pos(),
            "a field's size `N E` or the closing `0 0`",
            "end of input",
        ));
    }
    let size_pos = reader.pos();
    let (rows, _) = reader.integer("the row count", 0..=MAX_SIDE)?;
    let cols_what = if rows == 0 {
        "the column count 0 (a row count of 0 ends the input)"
    } else {
        "the column count"
    };
    on_this_line(
        reader,
        if rows == 0 {
            cols_what
        } else {
            "the column count (an integer from 1 to 4000)"
        },
    )?;
    if rows == 0 {
        let token = reader.clone().token(cols_what)?;
        return match reader.integer(cols_what, 0..=MAX_SIDE) {
            Ok((0, _)) => Ok(None),
            _ => Err(InputError::expected(
                token.pos,
                cols_what,
                describe_token(token.text),
            )),
        };
    }
    let (cols, _) = reader.integer(cols_what, 1..=MAX_SIDE)?;
    reader.end_line("end of line")?;
    let mut field = Field::new(rows, cols, size_pos);
    for row in 0..rows {
        let number = row + 1;
        let Some(line) = reader.next_line() else {
            return Err(InputError::expected(
                reader.pos(),
                format_args!("row {number} of {rows}"),
                "end of input",
            ));
        };
        check_row(&line, cols, number)?;
        let bytes = line.text.as_bytes();
        field.fill_row(row, bytes);
    }
    Ok(Some(field))
}

/// Checks that `line`, row `number` of a field, is exactly `cols` cells `.` or `X`.
fn check_row(line: &Line<'_>, cols: usize, number: usize) -> Result<(), InputError> {
    let bytes = line.text.as_bytes();
    // Valid rows, the rule, are checked without a branch per cell; the loop below finds the
    // first fault of an invalid one.
    let valid = bytes.len() == cols
        && bytes
            .iter()
            .fold(true, |valid, &byte| valid & (byte == b'.' || byte == b'X'));
    if valid {
        return Ok(());
    }
    for (offset, &byte) in bytes.iter().enumerate() {
        if offset == cols {
            return Err(InputError::expected(
                line.pos_at(offset),
                format_args!("the end of row {number} after {cols} cells"),
                describe_token(&line.text[offset..]),
            ));
        }
        if byte != b'.' && byte != b'X' {
            // Everything before is ASCII, so `offset` starts a character.
            let found = line.text[offset..].chars().next().unwrap_or_default();
            return Err(InputError::expected(
                line.pos_at(offset),
                "a cell `.` or `X`",
                describe_token(found.encode_utf8(&mut [0; 4])),
            ));
        }
    }
    Err(InputError::expected(
        line.pos_at(bytes.len()),
        format_args!("{cols} cells in row {number}"),
        bytes.len(),
    ))
}

/// Checks that another token follows on the current line (spaces and tabs skipped).
fn on_this_line(reader: &Reader<'_>, what: &str) -> Result<(), InputError> {
    let rest = reader.rest();
    let after = rest.trim_start_matches([' ', '\t']);
    let found = match after.chars().next() {
        None => "end of input",
        Some('\n' | '\r') => "end of line",
        Some(_) => return Ok(()),
    };
    let mut pos = reader.pos();
    pos.column += rest.len() - after.len();
    Err(InputError::expected(pos, what, found))
}
