//! A lean reader for the common case: an input in plain ASCII that is valid token by token, read
//! straight into the caller's records without keeping tokens or positions.
//!
//! It answers `None` to anything else, and the caller then reads the text again with
//! [`crate::parse`], which names the error (or accepts what this reader declines to judge, such
//! as Unicode spaces). So it must never accept what `parse` refuses, and on plain inputs it must
//! read the same circles: `tests` check both against `parse`.

use crate::{MAX_CIRCLES, MAX_COORDINATE, MAX_RADIUS};

/// The ASCII bytes that `char::is_whitespace` (the token separator of [`gamecore::Reader`])
/// accepts: tab, line feed, vertical tab, form feed, carriage return and space.
fn is_space(byte: u8) -> bool {
    matches!(byte, b'\t' | b'\n' | 0x0B | 0x0C | b'\r' | b' ')
}

/// A cursor over the bytes of the text.
struct Bytes<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn skip_spaces(&mut self) {
        while self.bytes.get(self.at).is_some_and(|&b| is_space(b)) {
            self.at += 1;
        }
    }

    /// The next token if it is `-?[0-9]+` within `low..=high`.
    fn integer(&mut self, low: i64, high: i64) -> Option<i64> {
        self.skip_spaces();
        let negative = self.bytes.get(self.at) == Some(&b'-');
        self.at += usize::from(negative);
        let digits = self.at;
        let mut value = 0i64;
        while let Some(&b) = self.bytes.get(self.at).filter(|b| b.is_ascii_digit()) {
            // Saturates above every bound, so that leading zeros and long tokens stay exact.
            value = (value * 10 + i64::from(b - b'0')).min(1 << 40);
            self.at += 1;
        }
        let ends = self.bytes.get(self.at).is_none_or(|&b| is_space(b));
        let value = if negative { -value } else { value };
        (self.at > digits && ends && (low..=high).contains(&value)).then_some(value)
    }
}

/// Reads `n` and the `n` circles `x y r`, calling `make(x, y, r, index)` for each (index 0-based)
/// and collecting the results with no spare capacity; `None` unless the whole text is a valid
/// input (its disjointness aside) written with ASCII whitespace.
pub fn circles<T>(text: &str, mut make: impl FnMut(i32, i32, i32, u32) -> T) -> Option<Vec<T>> {
    let mut bytes = Bytes {
        bytes: text.as_bytes(),
        at: 0,
    };
    let n = bytes.integer(1, MAX_CIRCLES as i64)? as usize;
    // Never more than the text can hold: a circle takes at least 6 bytes ("0 0 1" and a space).
    let mut out = Vec::with_capacity(n.min((text.len() - bytes.at) / 6 + 1));
    for index in 0..n as u32 {
        let x = bytes.integer(-MAX_COORDINATE, MAX_COORDINATE)?;
        let y = bytes.integer(-MAX_COORDINATE, MAX_COORDINATE)?;
        let r = bytes.integer(1, MAX_RADIUS)?;
        // Within the accepted range, every value fits i32.
        let fit = |v: i64| i32::try_from(v).ok();
        out.push(make(fit(x)?, fit(y)?, fit(r)?, index));
    }
    bytes.skip_spaces();
    (bytes.at == text.len()).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse;
    use proptest::prelude::*;

    fn scanned(text: &str) -> Option<Vec<(i64, i64, i64)>> {
        circles(text, |x, y, r, _| (x.into(), y.into(), r.into()))
    }

    fn parsed(text: &str) -> Option<Vec<(i64, i64, i64)>> {
        let circles = parse(text).ok()?;
        Some(
            circles
                .list()
                .iter()
                .map(|c| (c.center.x, c.center.y, c.r))
                .collect(),
        )
    }

    #[test]
    fn reads_plain_inputs() {
        let text = "3\n0 0 1\r\n-5 007 2\t\x0b\x0c 1000000000 -1000000000 1000000000";
        assert_eq!(
            scanned(text),
            Some(vec![
                (0, 0, 1),
                (-5, 7, 2),
                (1_000_000_000, -1_000_000_000, 1_000_000_000)
            ])
        );
        assert_eq!(scanned(text), parsed(text));
        assert_eq!(
            scanned("1 -0 00000000000000000000000004 1\n\n"),
            Some(vec![(0, 4, 1)])
        );
    }

    #[test]
    fn declines_the_rest() {
        for text in [
            "",
            "0",
            "-1 0 0 1",
            "+1 0 0 1",
            "1 0 0",
            "1 0 0 1 2",
            "1 0 0 0",
            "1 0 0 -1",
            "1 1000000001 0 1",
            "1 0 0 1000000001",
            "1 0x 0 1",
            "1 - 0 1",
            "1 --1 0 1",
            "1 0 0 1\u{a0}",
            "1\u{a0}0 0 1",
            "2000001 0 0 1",
            "1 0 0 1e0",
            "1 0 0 99999999999999999999999999",
        ] {
            assert_eq!(scanned(text), None, "{text:?}");
        }
        // Unicode spaces are parse's to judge.
        assert!(parsed("1\u{a0}0 0 1").is_some());
    }

    /// Soup of the bytes that matter: whenever the scanner reads circles, `parse` reads the
    /// same ones; when `parse` reads some from ASCII text, so does the scanner.
    fn soup() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            4 => Just(" "), 2 => Just("\n"), 1 => Just("\t"), 1 => Just("\r"), 1 => Just("\u{b}"),
            2 => Just("-"), 6 => Just("1"), 3 => Just("0"), 2 => Just("7"), 1 => Just("x"),
            1 => Just("+"), 1 => Just("\u{a0}"), 1 => Just("1000000000"), 1 => Just("2"),
        ];
        proptest::collection::vec(piece, 0..30).prop_map(|pieces| pieces.concat())
    }

    proptest! {
        #[test]
        fn agrees_with_parse(text in soup()) {
            let fast = scanned(&text);
            if fast.is_some() || text.is_ascii() {
                prop_assert_eq!(fast, parsed(&text));
            }
        }

        #[test]
        fn agrees_with_parse_on_circle_lists(
            list in proptest::collection::vec((-3i64..3, -3i64..3, -1i64..3), 0..5),
            declared in 0usize..6,
        ) {
            let mut text = format!("{declared}\n");
            for (x, y, r) in &list {
                text += &format!("{x} {y} {r}\n");
            }
            prop_assert_eq!(scanned(&text), parsed(&text));
        }
    }
}
