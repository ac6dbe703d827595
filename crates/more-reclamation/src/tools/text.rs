//! The crate's one writer of its input format, the inverse of [`crate::parse`].

use crate::solver::Cell;

/// The input text of a river of `rows` rows with the land cells `land`, listed in the order given.
///
/// The inverse of [`crate::parse`]: for a position `p`, `parse(&input_text(p.rows(), p.land()))`
/// is `p` again. It takes the cells as a list rather than a [`crate::solver::Position`] because the format
/// can say an order a position does not keep (its cells stay sorted by row, which every search and
/// table relies on): [`crate::tools::shrink`] writes a position's cells in row order, the random
/// generator lists them shuffled. It writes any numbers it is given; whether they are a legal
/// river is the parser's question.
pub fn input_text(rows: u64, land: &[Cell]) -> String {
    let mut text = String::with_capacity(24 * land.len() + 32);
    push_decimal(&mut text, rows);
    text.push(' ');
    push_decimal(&mut text, land.len() as u64);
    text.push('\n');
    for cell in land {
        push_decimal(&mut text, cell.row);
        text.push(' ');
        push_decimal(&mut text, u64::from(cell.column as u8));
        text.push('\n');
    }
    text
}

/// Appends `n` in decimal. Not `write!`: its formatting machinery was a seventh of the explorer's
/// time on a 10^6-cell river in WebAssembly (the position is written back into every answer).
pub fn push_decimal(text: &mut String, n: u64) {
    // Eight digits at a time in u32: wasm has no 64-bit high multiply, so each 64-bit division
    // by a constant is a real division there, and a u32 one is a multiply.
    const EIGHT: u64 = 100_000_000;
    let mut digits = [b'0'; 20];
    let mut end = digits.len();
    let mut rest = n;
    while rest >= EIGHT {
        let chunk = (rest % EIGHT) as u32;
        rest /= EIGHT;
        write_digits(&mut digits[end - 8..end], chunk);
        end -= 8;
    }
    let mut chunk = rest as u32;
    loop {
        end -= 1;
        digits[end] = b'0' + (chunk % 10) as u8;
        chunk /= 10;
        if chunk == 0 {
            break;
        }
    }
    // Every byte is an ASCII digit, so the conversion cannot fail.
    text.push_str(std::str::from_utf8(&digits[end..]).unwrap_or_default());
}

/// Writes `chunk` (below 10^8) into `out`'s eight bytes, with leading zeros.
fn write_digits(out: &mut [u8], mut chunk: u32) {
    for digit in out.iter_mut().rev() {
        *digit = b'0' + (chunk % 10) as u8;
        chunk /= 10;
    }
}
