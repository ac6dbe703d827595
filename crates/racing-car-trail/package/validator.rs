//! The input validator of Racing Car Trail's problem package (Kattis convention: the input on
//! stdin, exit 42 when it keeps the format and the contest's limits, 43 with a line on stderr
//! when not). The format is line by line as the archive's files are: a line `N E`, N rows of E
//! cells, and `0 0` at the end; a line may end in CRLF, blank lines may stand between fields,
//! and the last line may lack its newline.

use std::io::Read;
use std::process::exit;

/// The contest's largest side of a field.
const MOST_SIDE: usize = 100;

/// Rejects the input, saying why.
fn reject(why: &str) -> ! {
    eprintln!("{why}");
    exit(43)
}

/// A side of a field from 0 to the contest's largest, written in decimal digits.
fn side(token: &str, line: usize) -> usize {
    let plain = !token.is_empty() && token.bytes().all(|b| b.is_ascii_digit());
    match token.parse::<usize>() {
        Ok(value) if plain && value <= MOST_SIDE => value,
        _ => reject(&format!(
            "line {line}: expected a side from 0 to {MOST_SIDE}, found {token:?}"
        )),
    }
}

fn main() {
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() {
        reject("stdin cannot be read");
    }
    let text = String::from_utf8(bytes).unwrap_or_else(|_| reject("not UTF-8"));
    let mut lines = text
        .lines()
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .enumerate();
    let mut fields = 0;
    loop {
        let Some((at, size)) = lines.by_ref().find(|(_, l)| !l.trim().is_empty()) else {
            reject("the input ends before `0 0`");
        };
        let words: Vec<&str> = size.split(' ').collect();
        if words.len() != 2 {
            reject(&format!("line {}: expected `N E`, found {size:?}", at + 1));
        }
        let (rows, columns) = (side(words[0], at + 1), side(words[1], at + 1));
        if rows == 0 && columns == 0 {
            break;
        }
        if rows == 0 || columns == 0 {
            reject(&format!(
                "line {}: a field needs at least one row and one column",
                at + 1
            ));
        }
        for row in 1..=rows {
            let Some((at, cells)) = lines.next() else {
                reject(&format!("field {}: row {row} is missing", fields + 1));
            };
            if cells.len() != columns || !cells.bytes().all(|b| b == b'.' || b == b'X') {
                reject(&format!(
                    "line {}: expected {columns} cells `.` or `X`",
                    at + 1
                ));
            }
        }
        fields += 1;
    }
    if let Some((at, _)) = lines.find(|(_, l)| !l.trim().is_empty()) {
        reject(&format!("line {}: something after `0 0`", at + 1));
    }
    exit(42)
}
