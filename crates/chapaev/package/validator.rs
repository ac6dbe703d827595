//! The input validator of Chapaev's problem package (Kattis convention: the input on stdin,
//! exit 42 when it keeps the format and the contest's limits, 43 with a line on stderr when
//! not). The input is 32 decimals separated by whitespace, each with at most 4 digits after the
//! point: the centres of the 8 red and then the 8 white discs, on the 8 x 8 board; no two discs
//! (radius 0.4) touch or overlap.

use std::io::Read;
use std::process::exit;

/// The board's side in ten-thousandths.
const BOARD: i64 = 80_000;
/// Two radii, 0.8, in ten-thousandths.
const TWO_RADII: i64 = 8_000;

/// Rejects the input, saying why.
fn reject(why: &str) -> ! {
    eprintln!("{why}");
    exit(43)
}

/// A decimal `-?[0-9]+(\.[0-9]{1,4})?` from 0 to the board's side, in ten-thousandths.
fn coordinate(token: &str, what: &str) -> i64 {
    let bad = || {
        reject(&format!(
            "{what}: expected a decimal from 0 to 8, found {token:?}"
        ))
    };
    let unsigned = token.strip_prefix('-').unwrap_or(token);
    let (whole, fraction) = unsigned.split_once('.').unwrap_or((unsigned, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 6 || !digits(whole) || !digits(fraction) {
        bad();
    }
    if fraction.len() > 4 || (unsigned.contains('.') && fraction.is_empty()) {
        bad();
    }
    let padded = format!("{fraction:0<4}");
    let value = whole.parse::<i64>().unwrap() * 10_000 + padded.parse::<i64>().unwrap();
    let value = if token.starts_with('-') {
        -value
    } else {
        value
    };
    if !(0..=BOARD).contains(&value) {
        bad();
    }
    value
}

fn main() {
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() {
        reject("stdin cannot be read");
    }
    let text = String::from_utf8(bytes).unwrap_or_else(|_| reject("not UTF-8"));
    let tokens: Vec<&str> = text.split_ascii_whitespace().collect();
    if tokens.len() != 32 {
        reject(&format!("expected 32 numbers, found {}", tokens.len()));
    }
    let mut centres: Vec<(i64, i64)> = Vec::new();
    for (k, pair) in tokens.chunks(2).enumerate() {
        let what = format!("disc {}", k + 1);
        let centre = (coordinate(pair[0], &what), coordinate(pair[1], &what));
        for (j, &(x, y)) in centres.iter().enumerate() {
            let (dx, dy) = (centre.0 - x, centre.1 - y);
            if dx * dx + dy * dy <= TWO_RADII * TWO_RADII {
                reject(&format!("discs {} and {} touch or overlap", j + 1, k + 1));
            }
        }
        centres.push(centre);
    }
    exit(42)
}
