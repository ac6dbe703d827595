//! Tests of `src/tools/explore/evaluation.rs`.

use circles_game::tools::explore::evaluation::*;
use circles_game::tools::explore::position::Position;
use circles_game::tools::generate;
use std::rc::Rc;

/// Positions asked in turns, and again after a move, get the values of their own board,
/// never the last one's; a board asked twice in a row, or a clone of it, shares one
/// evaluation.
#[test]
fn each_position_gets_its_own_boards_values() {
    let boards = [
        generate::random(1, 40),
        generate::chain(2, 30),
        generate::small(3, 8),
    ];
    let mut positions: Vec<Position> = boards
        .iter()
        .map(|text| Position::read(text).unwrap())
        .collect();
    positions.push(positions[0].play(0));
    for position in positions.iter().chain(&positions).rev() {
        let (got, expected) = (evaluate(position), evaluate_afresh(position));
        assert_eq!(got.after, expected.after);
        assert_eq!(got.remoteness, expected.remoteness);
        assert!(
            Rc::ptr_eq(&got, &evaluate(position)),
            "asked twice in a row"
        );
        assert!(Rc::ptr_eq(&got, &evaluate(&position.clone())), "a clone");
    }
}
