//! Tests of `src/solver/team/member.rs`.

use painters_duel::solver::board::{bit, board, index};
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::Solver;
use painters_duel::solver::team::shared::Team;

#[test]
fn a_member_closes_its_window_with_the_bounds_others_proved() {
    // The open side-7 board, painters in two corners.
    let (side, alma, berthe) = (7, index(0, 0), index(6, 12));
    let free = board(side) & !bit(alma) & !bit(berthe);
    let value = Solver::<u128>::new(1 << 20, false).solve(side, alma, berthe, free, "");
    for (lower, upper) in [(value, value), (value - 1, value + 2), (value, value + 1)] {
        let team = Team::<u128>::new(1 << 20);
        let (low, high) = free.halves();
        assert!(team.root.is_for((low, high, alma, berthe)));
        team.root.narrow(lower, upper);
        let mut member = Solver::in_team(&team, 0, false);
        let found = member.solve_in_team(side, alma, berthe, free, "");
        assert_eq!(found, Some(value), "bounds [{lower}, {upper}]");
        // Closed bounds need no search at all.
        assert_eq!(member.nodes() == 0, lower == upper);
    }
}
