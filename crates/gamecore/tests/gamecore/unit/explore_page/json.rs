//! Tests of `src/explore_page/json.rs`.

use gamecore::explore_page::json::*;

/// The literal of `text` written a character at a time, straight from the rules.
fn escaped_by_chars(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '<' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

proptest::proptest! {
    #[test]
    fn a_word_needs_escaping_when_one_of_its_bytes_does(word: [u8; 8]) {
        let one = word.iter().any(|&b| escaped(b).is_some());
        proptest::prop_assert_eq!(any_to_escape(u64::from_le_bytes(word)), one);
    }

    #[test]
    fn strings_are_escaped_as_character_by_character(text in "[\\x00-\\x7f<\"\\\\éΩ😀]{0,40}") {
        let mut out = String::new();
        escape_into(&mut out, &text);
        proptest::prop_assert_eq!(out, escaped_by_chars(&text));
    }
}

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
