//! Tests of `src/explore_page.rs`.

mod json;

use gamecore::explore_page::*;
use gamecore::{MoveValue, Verdict};

#[test]
fn shades_run_from_the_best_win_to_the_worst_loss() {
    let win = |r| MoveValue::outcome(Verdict::Win).with_remoteness(r);
    let lose = |r| MoveValue::outcome(Verdict::Lose).with_remoteness(r);
    let values = [win(1), win(1), win(3), win(5), lose(6), lose(2)];
    assert_eq!(shades(&values), vec![100, 100, 70, 40, 40, 100]);
}

#[test]
fn a_lone_value_of_its_verdict_shows_fully() {
    let values = [
        MoveValue::scored(2),
        MoveValue::scored(0),
        MoveValue::scored(-1),
    ];
    assert_eq!(shades(&values), vec![100, 100, 100]);
    assert_eq!(shades(&[]), Vec::<u8>::new());
}

#[test]
fn values_in_words() {
    assert_eq!(
        value_words(&MoveValue::scored(2).with_remoteness(1)),
        "win, score +2, 1 move to the end"
    );
    assert_eq!(
        value_words(&MoveValue::impartial(3)),
        "lose, leaves Grundy value 3"
    );
    assert_eq!(value_words(&MoveValue::scored(0)), "tie, score +0");
}
