//! Tests of `src/input.rs`.

use proptest::prelude::*;

use gamecore::input::*;

proptest! {
    /// The position after a text is the one a step per character reaches, on texts of
    /// several lines and characters of several bytes.
    #[test]
    fn position_after_steps_over_each_character(
        text in "[a\n\r é€\t]{0,80}", line in 1..5usize, column in 1..5usize,
    ) {
        let mut expected = Pos { line, column };
        for c in text.chars() {
            if c == '\n' {
                expected = Pos { line: expected.line + 1, column: 1 };
            } else {
                expected.column += 1;
            }
        }
        prop_assert_eq!(position_after(Pos { line, column }, &text), expected);
    }
}

#[test]
fn tokens_carry_line_and_column() {
    let mut reader = Reader::new("  12 ab\n\n  x\r\n");
    assert_eq!(reader.token("a").unwrap().pos, Pos { line: 1, column: 3 });
    let token = reader.token("b").unwrap();
    assert_eq!((token.text, token.pos), ("ab", Pos { line: 1, column: 6 }));
    assert_eq!(reader.token("c").unwrap().pos, Pos { line: 3, column: 3 });
    let error = reader.token("the row count").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 4, column 1: expected the row count, found end of input"
    );
}

#[test]
fn columns_count_characters_not_bytes() {
    let mut reader = Reader::new("é ü 7");
    reader.token("a").unwrap();
    reader.token("b").unwrap();
    assert_eq!(reader.token("c").unwrap().pos, Pos { line: 1, column: 5 });
}

proptest::proptest! {
    /// Any run of up to 21 digits (a sign or not) reads as std reads it, in every type.
    #[test]
    fn numbers_parse_as_std_parses_them(text in "-?[0-9]{1,21}") {
        proptest::prop_assert_eq!(parse_integer::<u32>(&text), text.parse().ok());
        proptest::prop_assert_eq!(parse_integer::<i64>(&text), text.parse().ok());
        proptest::prop_assert_eq!(parse_integer::<u64>(&text), text.parse().ok());
        proptest::prop_assert_eq!(parse_integer::<i128>(&text), text.parse().ok());
    }
}

#[test]
fn short_numbers_parse_as_std_parses_them() {
    for text in [
        "0",
        "7",
        "007",
        "4294967295",
        "4294967296",
        "999999999999999999",
        "-0",
        "-5",
    ] {
        assert_eq!(parse_integer::<u32>(text), text.parse().ok(), "{text}");
        assert_eq!(parse_integer::<i32>(text), text.parse().ok(), "{text}");
        assert_eq!(parse_integer::<u64>(text), text.parse().ok(), "{text}");
        assert_eq!(parse_integer::<i64>(text), text.parse().ok(), "{text}");
        assert_eq!(parse_integer::<usize>(text), text.parse().ok(), "{text}");
        assert_eq!(parse_integer::<i128>(text), text.parse().ok(), "{text}");
    }
}

#[test]
fn integers_are_strict_and_bounded() {
    let mut reader = Reader::new("5 +5 007 -3 99999999999999999999 1e3");
    assert_eq!(reader.integer("n", 1..=10u64).unwrap().0, 5);
    assert_eq!(
        reader.integer("n", 1..=10u64).unwrap_err().to_string(),
        "line 1, column 3: expected n (an integer from 1 to 10), found `+5`"
    );
    assert_eq!(reader.integer("n", 1..=10u64).unwrap().0, 7);
    assert_eq!(
        reader.integer("n", 0..=100_000i64).unwrap_err().message,
        "expected n (an integer from 0 to 10^5), found `-3`"
    );
    assert!(reader.integer("n", 0..=u64::MAX).is_err());
    assert!(reader.integer("n", 0..=u64::MAX).is_err());
    assert!(reader.expect_end().is_ok());
}

#[test]
fn bounds_read_as_powers_of_ten() {
    assert_eq!(describe_bound(1_000_000_000_000_000_000u64), "10^18");
    assert_eq!(describe_bound(-10_000i64), "-10^4");
    assert_eq!(describe_bound(1000), "1000");
    assert_eq!(describe_bound(20_000), "20000");
}

#[test]
fn end_of_input_and_extra_tokens() {
    let mut reader = Reader::new("1\n2 \n");
    reader.token("a").unwrap();
    let error = reader.expect_end().unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 1: expected end of input, found `2`"
    );
    assert!(Reader::new(" \n\t").expect_end().is_ok());
}

#[test]
fn context_is_appended_once() {
    let error = InputError::rule(Pos { line: 3, column: 4 }, "rooms 1 and 2 are equal")
        .within("test 2")
        .within("ignored");
    assert_eq!(
        error.to_string(),
        "line 3, column 4: rooms 1 and 2 are equal (test 2)"
    );
}

#[test]
fn bad_utf8_is_located() {
    let error = decode(b"1 2\n3 \xff4").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 2, column 3: expected UTF-8 text, found byte 0xFF"
    );
    assert_eq!(decode("ok é".as_bytes()).unwrap(), "ok é");
}

#[test]
fn lines_strip_one_carriage_return() {
    let mut reader = Reader::new("3 4  \r\n.X.\r\n\nlast");
    reader.token("n").unwrap();
    reader.token("e").unwrap();
    reader.end_line("end of line").unwrap();
    let line = reader.next_line().unwrap();
    assert_eq!((line.text, line.pos), (".X.", Pos { line: 2, column: 1 }));
    assert_eq!(line.pos_at(2), Pos { line: 2, column: 3 });
    assert_eq!(reader.next_line().unwrap().text, "");
    assert_eq!(reader.next_line().unwrap().text, "last");
    assert_eq!(reader.next_line(), None);
}

#[test]
fn end_line_refuses_more_tokens() {
    let mut reader = Reader::new("3 4 5\n");
    reader.token("n").unwrap();
    reader.token("e").unwrap();
    let error = reader.end_line("end of line").unwrap_err();
    assert_eq!(
        error.to_string(),
        "line 1, column 5: expected end of line, found `5`"
    );
}

#[test]
fn capacity_is_backed_by_the_input() {
    let reader = Reader::new("1 2 3 4");
    assert_eq!(reader.capacity_for(usize::MAX, 2), 4);
    assert_eq!(reader.capacity_for(2, 2), 2);
}

#[test]
fn long_tokens_are_cut_in_messages() {
    assert_eq!(describe_token("ab\tc"), "`ab\\tc`");
    assert_eq!(
        describe_token(&"x".repeat(30)),
        format!("`{}...`", "x".repeat(24))
    );
}
