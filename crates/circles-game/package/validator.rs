//! The input validator of Circles Game's problem package (Kattis convention: the input on
//! stdin, exit 42 when it keeps the format and the contest's limits, 43 with a line on stderr
//! when not). Tokens are separated by whitespace; every number is a plain decimal integer.

use std::io::Read;
use std::process::exit;

/// The contest's most circles.
const MOST_CIRCLES: i64 = 50;
/// The contest's largest absolute coordinate and radius.
const MOST_COORDINATE: i64 = 10_000;

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
    let n = integer(&mut tokens, "n", 1, MOST_CIRCLES);
    let mut circles: Vec<(i64, i64, i64)> = Vec::new();
    for k in 1..=n {
        let x = integer(
            &mut tokens,
            &format!("x of circle {k}"),
            -MOST_COORDINATE,
            MOST_COORDINATE,
        );
        let y = integer(
            &mut tokens,
            &format!("y of circle {k}"),
            -MOST_COORDINATE,
            MOST_COORDINATE,
        );
        let r = integer(&mut tokens, &format!("r of circle {k}"), 1, MOST_COORDINATE);
        for (j, &(xj, yj, rj)) in circles.iter().enumerate() {
            let d2 = (x - xj).pow(2) + (y - yj).pow(2);
            // Boundaries meet when |r - rj| <= distance <= r + rj.
            if (r - rj).pow(2) <= d2 && d2 <= (r + rj).pow(2) {
                reject(&format!("the boundaries of circles {} and {k} meet", j + 1));
            }
        }
        circles.push((x, y, r));
    }
    if let Some(token) = tokens.next() {
        reject(&format!("expected the end of the input, found {token:?}"));
    }
    exit(42)
}
