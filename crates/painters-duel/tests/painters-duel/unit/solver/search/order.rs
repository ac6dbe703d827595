//! Tests of `src/solver/search/order.rs`.

use painters_duel::solver::board::{Rooms, bit, board, index};
use painters_duel::solver::search::order::*;

#[test]
fn territory_is_antisymmetric_and_counts_the_nearer_rooms() {
    let free = board(4) & !bit(0) & !bit(15);
    // Corners (1,1) and (4,7): each is nearer to her own half.
    assert_eq!(territory(0, 15, free), -territory(15, 0, free));
    // Alone on a row of 5 rooms, from its first room: the other 4 are hers.
    let row: Rooms = (1..5).map(|j| bit(index(2, j))).sum();
    assert_eq!(territory(index(2, 0), index(3, 0), row), 4);
}
