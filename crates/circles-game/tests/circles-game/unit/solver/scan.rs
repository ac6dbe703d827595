//! Tests of `src/solver/scan.rs`.

use circles_game::parse;
use circles_game::solver::scan::*;
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
