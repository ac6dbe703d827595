//! The input validator of Painters' Duel's problem package (Kattis convention: the input on
//! stdin, exit 42 when it keeps the format and the contest's limits, 43 with a line on stderr
//! when not). Tokens are separated by whitespace; every number is a plain decimal integer.

use std::io::Read;
use std::process::exit;

/// The contest's most tests per input.
const MOST_TESTS: i64 = 100;
/// The contest's largest side.
const MOST_SIDE: i64 = 6;

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

/// Reads a room of the side-`side` museum: its row, then its place in the row.
fn room<'a>(tokens: &mut impl Iterator<Item = &'a str>, what: &str, side: i64) -> (i64, i64) {
    let row = integer(tokens, &format!("{what}'s row"), 1, side);
    let place = integer(tokens, &format!("{what}'s place"), 1, 2 * row - 1);
    (row, place)
}

fn main() {
    let mut bytes = Vec::new();
    if std::io::stdin().read_to_end(&mut bytes).is_err() {
        reject("stdin cannot be read");
    }
    let text = String::from_utf8(bytes).unwrap_or_else(|_| reject("not UTF-8"));
    let mut tokens = text.split_ascii_whitespace();
    let tests = integer(&mut tokens, "T", 1, MOST_TESTS);
    for test in 1..=tests {
        let side = integer(&mut tokens, &format!("S of test {test}"), 2, MOST_SIDE);
        let alma = room(&mut tokens, "Alma", side);
        let berthe = room(&mut tokens, "Berthe", side);
        if alma == berthe {
            reject(&format!("test {test}: both painters start in one room"));
        }
        let count = integer(
            &mut tokens,
            &format!("C of test {test}"),
            0,
            side * side - 2,
        );
        let mut taken = vec![alma, berthe];
        for k in 1..=count {
            let built = room(&mut tokens, &format!("construction room {k}"), side);
            if taken.contains(&built) {
                reject(&format!(
                    "test {test}: construction room {k} is a start or repeated"
                ));
            }
            taken.push(built);
        }
    }
    if let Some(token) = tokens.next() {
        reject(&format!("expected the end of the input, found {token:?}"));
    }
    exit(42)
}
