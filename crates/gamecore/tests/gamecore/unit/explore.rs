//! Tests of `src/explore.rs`.

mod puzzle;

use gamecore::explore::*;

fn sorted(mut values: Vec<MoveValue>) -> Vec<MoveValue> {
    values.sort_by(MoveValue::best_first);
    values
}

#[test]
fn wins_come_first_quickest_first_and_losses_slowest_first() {
    let quick_win = MoveValue::outcome(Verdict::Win).with_remoteness(1);
    let slow_win = MoveValue::outcome(Verdict::Win).with_remoteness(5);
    let quick_loss = MoveValue::outcome(Verdict::Lose).with_remoteness(2);
    let slow_loss = MoveValue::outcome(Verdict::Lose).with_remoteness(8);
    let order = sorted(vec![quick_loss, slow_win, slow_loss, quick_win]);
    assert_eq!(order, vec![quick_win, slow_win, slow_loss, quick_loss]);
}

#[test]
fn an_unknown_remoteness_counts_as_the_farthest() {
    let win = |r| MoveValue {
        remoteness: r,
        ..MoveValue::outcome(Verdict::Win)
    };
    let lose = |r| MoveValue {
        remoteness: r,
        ..MoveValue::outcome(Verdict::Lose)
    };
    let order = sorted(vec![win(None), lose(Some(3)), win(Some(4)), lose(None)]);
    assert_eq!(
        order,
        vec![win(Some(4)), win(None), lose(None), lose(Some(3))]
    );
}

#[test]
fn scores_order_by_score_and_set_the_verdict() {
    let order = sorted(vec![
        MoveValue::scored(-2),
        MoveValue::scored(0),
        MoveValue::scored(3),
    ]);
    let scores: Vec<_> = order.iter().map(|v| v.score).collect();
    assert_eq!(scores, vec![Some(3), Some(0), Some(-2)]);
    let verdicts: Vec<_> = order.iter().map(|v| v.verdict).collect();
    assert_eq!(verdicts, vec![Verdict::Win, Verdict::Tie, Verdict::Lose]);
}

#[test]
fn an_impartial_move_wins_exactly_when_it_leaves_zero() {
    assert_eq!(MoveValue::impartial(0).verdict, Verdict::Win);
    assert_eq!(MoveValue::impartial(3).verdict, Verdict::Lose);
    assert_eq!(MoveValue::impartial(3).grundy, Some(3));
}
