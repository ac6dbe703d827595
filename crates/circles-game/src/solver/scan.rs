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
