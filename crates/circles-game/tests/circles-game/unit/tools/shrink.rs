//! Tests of `src/tools/shrink.rs`.

mod edits;
mod game_steps;
mod shape;
mod small_trees;
mod tidy;

use circles_game::parse;

use gamecore::Shrink;
use gamecore::problem::Shrinking;

use circles_game::tools::shrink::*;

/// The candidates of `input` as text, as the judge sees them.
fn smaller(input: &str) -> Vec<String> {
    (Shrinking::of::<CircleList>().smaller)(input).collect()
}

fn within_contest(input: &str) -> bool {
    (Shrinking::of::<CircleList>().within_contest)(input)
}

#[test]
fn many_circles_start_with_halves_and_are_made_on_demand() {
    let input = circles_game::tools::generate::random(1, 100_000);
    let mut candidates = (Shrinking::of::<CircleList>().smaller)(&input);
    let first = parse(&candidates.next().unwrap()).unwrap();
    assert_eq!(first.len(), 50_000);
    let second = candidates.next().unwrap();
    assert_eq!(second.lines().next(), Some("50000"));
}

fn measure(input: &str) -> (usize, i64) {
    let circles = parse(input).unwrap();
    let sum = circles
        .list()
        .iter()
        .map(|c| c.center.x.abs() + c.center.y.abs() + c.r)
        .sum();
    (circles.len(), sum)
}

#[test]
fn printed_circles_read_back() {
    let circles = CircleList::parse("2\n0 0 1\n  3 -4 5\n").unwrap();
    assert_eq!(circles.to_input(), "2\n0 0 1\n3 -4 5\n");
}

#[test]
fn candidates_drop_circles_and_move_numbers_toward_zero() {
    let candidates = smaller("2\n0 0 1\n-10 7 4\n");
    for expected in [
        "1\n-10 7 4\n",
        "1\n0 0 1\n",
        "2\n0 0 1\n-5 3 2\n",
        "2\n0 0 1\n-9 7 4\n",
    ] {
        assert!(candidates.iter().any(|c| c == expected), "{expected:?}");
    }
    let (n, sum) = measure("2\n0 0 1\n-10 7 4\n");
    for candidate in &candidates {
        let (m, s) = measure(candidate);
        assert!(m < n || (m == n && s < sum), "{candidate:?}");
    }
    let moved = smaller("2\n5 5 1\n9 5 2\n");
    assert!(moved.contains(&"2\n0 5 1\n4 5 2\n".to_owned()));
    assert!(moved.contains(&"2\n5 0 1\n9 0 2\n".to_owned()));
    assert!(smaller("1\n0 0 1\n").is_empty());
    assert!(smaller("1\n0 0 0\n").is_empty());
}

#[test]
fn the_contest_is_fifty_circles_up_to_ten_thousand() {
    assert!(within_contest("1\n-10000 10000 10000\n"));
    assert!(!within_contest("1\n0 0 10001\n"));
}
