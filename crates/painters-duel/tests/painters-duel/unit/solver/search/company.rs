//! Tests of `src/solver/search/company.rs`.

use painters_duel::solver::search::company::table_shares;

#[test]
fn the_tables_share_the_budget_seven_eighths_to_the_game_table() {
    for bytes in [0, 1, 3, 4, 7, 1 << 20, 512 << 20, usize::MAX] {
        let (game, paths) = table_shares(bytes);
        assert_eq!(game + paths, bytes, "{bytes}");
        assert!(game >= 7 * paths, "{bytes}");
    }
    assert_eq!(table_shares(512 << 20), (448 << 20, 64 << 20));
}
