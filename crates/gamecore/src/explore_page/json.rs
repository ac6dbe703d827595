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

/// Writes `text` as a JSON string literal.
fn escape_into(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            // `<` too, so that no answer can close a <script> element it might be pasted into.
            c if (c as u32) < 0x20 || c == '<' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_nest_and_strings_are_escaped() {
        let value = Json::Object(vec![
            (
                "a",
                Json::Array(vec![Json::Int(-3), Json::Null, Json::Bool(true)]),
            ),
            ("text", Json::str("say \"hi\"\\\n\t<b>\u{1}é")),
        ]);
        assert_eq!(
            value.encode(),
            r#"{"a":[-3,null,true],"text":"say \"hi\"\\\n\t\u003cb>\u0001é"}"#
        );
    }

    #[test]
    fn empty_containers() {
        assert_eq!(Json::Array(vec![]).encode(), "[]");
        assert_eq!(Json::Object(vec![]).encode(), "{}");
        assert_eq!(Json::opt_str(None::<String>).encode(), "null");
        assert_eq!(Json::opt_int(Some(7)).encode(), "7");
    }
}
