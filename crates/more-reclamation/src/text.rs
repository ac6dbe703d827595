//! The crate's one writer of its input format, the inverse of [`crate::parse`].

use std::fmt::Write as _;

use crate::Cell;

/// The input text of a river of `rows` rows with the land cells `land`, listed in the order given.
///
/// The inverse of [`crate::parse`]: for a position `p`, `parse(&input_text(p.rows(), p.land()))`
/// is `p` again. It takes the cells as a list rather than a [`crate::Position`] because the format
/// can say an order a position does not keep (its cells stay sorted by row, which every search and
/// table relies on): [`crate::shrink`] writes a position's cells in row order, the random
/// generator lists them shuffled. It writes any numbers it is given; whether they are a legal
/// river is the parser's question.
pub fn input_text(rows: u64, land: &[Cell]) -> String {
    let mut text = String::with_capacity(24 * land.len() + 32);
    let _ = writeln!(text, "{rows} {}", land.len());
    for cell in land {
        let _ = writeln!(text, "{} {}", cell.row, cell.column as u8);
    }
    text
}
