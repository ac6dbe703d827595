//! A small JSON writer for the API's answers: the few value kinds they need, strings escaped.
//!
//! Hand-written rather than serde_json: the answers are built in one place from a handful of
//! fields, so a value tree and its printer are shorter than the derive setup, and gamecore
//! keeps its dependencies few.

use std::fmt::Write as _;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integer. Values beyond 2^53 lose precision in JavaScript: send those as strings.
    Int(i64),
    /// A string.
    Str(String),
    /// An array.
    Array(Vec<Json>),
    /// An object, its keys in the order given.
    Object(Vec<(&'static str, Json)>),
}

impl Json {
    /// A string value.
    pub fn str(text: impl Into<String>) -> Json {
        Json::Str(text.into())
    }

    /// A string, or `null` for `None`.
    pub fn opt_str(text: Option<impl Into<String>>) -> Json {
        text.map_or(Json::Null, Json::str)
    }

    /// An integer, or `null` for `None`.
    pub fn opt_int(value: Option<i64>) -> Json {
        value.map_or(Json::Null, Json::Int)
    }

    /// The value as JSON text.
    pub fn encode(&self) -> String {
        let mut out = String::new();
        self.write_into(&mut out);
        out
    }

    // Nesting is bounded by the answers' fixed shape (three levels), so recursion is safe here.
    fn write_into(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Int(n) => {
                let _ = write!(out, "{n}");
            }
            Json::Str(s) => escape_into(out, s),
            Json::Array(items) => {
                out.push('[');
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    item.write_into(out);
                }
                out.push(']');
            }
            Json::Object(fields) => {
                out.push('{');
                for (i, (key, value)) in fields.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    escape_into(out, key);
                    out.push(':');
                    value.write_into(out);
                }
                out.push('}');
            }
        }
    }
}

/// Writes `text` as a JSON string literal. The runs between characters to escape are copied
/// whole, and found eight bytes at a time: a position's text may be 20 MB, and a push per
/// character was an eighth of such a view.
pub fn escape_into(out: &mut String, text: &str) {
    out.reserve(text.len() + 2);
    out.push('"');
    let bytes = text.as_bytes();
    let mut copied = 0;
    let mut at = 0;
    while at < bytes.len() {
        if let Some(word) = bytes.get(at..at + 8)
            && !any_to_escape(u64::from_le_bytes(word.try_into().unwrap_or_default()))
        {
            at += 8;
            continue;
        }
        let end = (at + 8).min(bytes.len());
        for (i, &byte) in bytes[at..end].iter().enumerate() {
            // Every character escaped is ASCII, so its byte index is a char boundary.
            if let Some(escaped) = escaped(byte) {
                out.push_str(&text[copied..at + i]);
                escaped(out);
                copied = at + i + 1;
            }
        }
        at = end;
    }
    out.push_str(&text[copied..]);
    out.push('"');
}

/// How `byte` is written inside a JSON string, if it must be escaped: a quote, a backslash, a
/// control character, and `<` too, so that no answer can close a `<script>` element it might be
/// pasted into.
pub fn escaped(byte: u8) -> Option<impl FnOnce(&mut String)> {
    let short = match byte {
        b'"' => Some("\\\""),
        b'\\' => Some("\\\\"),
        b'\n' => Some("\\n"),
        b'\r' => Some("\\r"),
        b'\t' => Some("\\t"),
        b if b < 0x20 || b == b'<' => None,
        _ => return None,
    };
    Some(move |out: &mut String| match short {
        Some(text) => out.push_str(text),
        None => {
            let _ = write!(out, "\\u{byte:04x}");
        }
    })
}

/// Whether one of the eight bytes of `word` must be escaped: the bit tricks that tell whether
/// any byte is below a bound or equal to a value, exact for "any" (bytes of UTF-8's upper half
/// never match).
pub fn any_to_escape(word: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = ONES * 0x80;
    let below = word.wrapping_sub(ONES * 0x20) & !word;
    let equal = |b: u8| {
        let x = word ^ (ONES * u64::from(b));
        x.wrapping_sub(ONES) & !x
    };
    (below | equal(b'"') | equal(b'\\') | equal(b'<')) & HIGHS != 0
}
