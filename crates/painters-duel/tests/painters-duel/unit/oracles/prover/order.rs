//! Tests of `src/oracles/prover/order.rs`.

use painters_duel::oracles::prover::order::*;
use painters_duel::solver::geometry::{Rooms, bit, board};

#[test]
fn the_balance_changes_sign_with_the_painters() {
    // Side 4, the painters in rooms 0 and 15: the balance is antisymmetric.
    let free = board(4) & !bit(0) & !bit(15);
    assert_eq!(nearer_balance(0, 15, free), -nearer_balance(15, 0, free));
    // Side 2 (rooms 0..4): from room 0 the mover reaches room 2 first; the other, in room
    // 1, reaches room 2 at the same distance (a tie) and room 3 only through it.
    let small: Rooms = board(2);
    assert_eq!(nearer_balance(0, 1, small), 0);
}
