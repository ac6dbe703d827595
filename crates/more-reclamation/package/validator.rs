//! The input validator of More Reclamation's problem package (Kattis convention: the input on
//! stdin, exit 42 when it keeps the format and the contest's limits, 43 with a line on stderr
//! when not). Tokens are separated by whitespace; every number is a plain decimal integer.

use std::io::Read;
use std::process::exit;

/// The contest's most rows.
const MOST_ROWS: i64 = 100;

/// Rejects the input, saying why.
fn reject(why: &str) -> ! {
    eprintln!("{why}");
    exit(43)
}

/// Reads the next token as an integer from `lo` to `hi`.
fn integer<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str, lo: i64, hi: i64) -> i64 {
    let token = tokens
        .next()
        .unwrap_or_else(|| reject(&format!("{what}: input ends")));
    let digits = token.strip_prefix('-').unwrap_or(token);
    let plain = !digits.is_empty()
        && digits.bytes().all(|b| b.is_ascii_digit())
        && (digits == "0" || !digits.starts_with('0'))
        && token != "-0";
    let value = token.parse::<i64>().ok().filter(|_| plain);
    match value {
        Some(v) if (lo..=hi).contains(&v) => v,
        _ => reject(&format!(
            "{what}: expected an integer from {lo} to {hi}, found {token:?}"
        )),
    }
}

fn main() {
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() {
        reject("stdin cannot be read");
    }
    let text = String::from_utf8(bytes).unwrap_or_else(|_| reject("not UTF-8"));
    let mut tokens = text.split_ascii_whitespace();
    let rows = integer(&mut tokens, "r", 1, MOST_ROWS);
    let cells = integer(&mut tokens, "n", 0, rows);
    // The column of each row's land, 0 for water; rows 0 and r + 1 stay water.
    let mut land = vec![0; rows as usize + 2];
    for k in 1..=cells {
        let row = integer(&mut tokens, &format!("row of cell {k}"), 1, rows) as usize;
        let column = integer(&mut tokens, &format!("column of cell {k}"), 1, 2);
        if land[row] != 0 {
            reject(&format!("cell {k}: row {row} holds land already"));
        }
        land[row] = column;
    }
    for row in 1..=rows as usize {
        let (here, below) = (land[row], land[row + 1]);
        if here != 0 && below != 0 && here != below {
            reject(&format!(
                "rows {row} and {} hold land in different columns",
                row + 1
            ));
        }
    }
    if let Some(token) = tokens.next() {
        reject(&format!("expected the end of the input, found {token:?}"));
    }
    exit(42)
}
