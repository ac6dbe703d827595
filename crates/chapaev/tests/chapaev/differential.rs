//! Property tests: the fast solver against the brute force (answers and hit sets), the search
//! against the dense table (every live set and side to move on small positions, the start on
//! larger ones), and the pruned table against the unpruned one, on random positions valid by
//! construction.
//!
//! Lattice positions put centres on distinct integer points with radius 0.1 to 0.4 (two radii
//! 1/5 to 4/5 of a 3-4-5 triangle's side: exact grazes everywhere), or one unit in the last
//! decimal off that (radius 0.3999 or 0.4001, centres nudged by 0.0001): near misses and
//! near hits. Centres stay at least 1 - 0.0003 apart, more than two radii (at most 0.8002).

use chapaev::oracles::table::WinTable;
use chapaev::solver::hits;
use chapaev::solver::search::Search;
use chapaev::{Position, Side, baseline, brute, parse};
use proptest::prelude::*;

use crate::common;
use common::{jittered_position, lattice_position};

fn position(text: &str) -> Position {
    parse(text).unwrap_or_else(|e| panic!("generated input refused: {e}\n{text}"))
}

/// Every entry of the table: the player to move wins or not, for each live set and side.
/// The position holding only the discs of `live` (red ones first, each side in its order).
fn live_part(position: &Position, live: u32) -> String {
    let side = |side: Side| -> Vec<(i64, i64)> {
        let discs = position.side_mask(side) & live;
        (0..position.len())
            .filter(|&k| discs >> k & 1 == 1)
            .map(|k| (position.centres()[k].x, position.centres()[k].y))
            .collect()
    };
    chapaev::extended_input_text(position.radius(), &side(Side::Red), &side(Side::White))
}

fn all_entries(position: &Position, table: &WinTable) -> Vec<(bool, bool)> {
    (0..=position.all_mask())
        .map(|live| (table.wins(live, Side::Red), table.wins(live, Side::White)))
        .collect()
}

proptest! {
    #[test]
    fn fast_matches_brute_on_lattice_positions(text in lattice_position(4, 3)) {
        let position = position(&text);
        prop_assert_eq!(chapaev::winner(&position), brute::winner(&position), "{}", text);
    }

    #[test]
    fn fast_matches_brute_in_general_position(text in jittered_position(4)) {
        let position = position(&text);
        prop_assert_eq!(chapaev::winner(&position), brute::winner(&position), "{}", text);
    }

    #[test]
    fn hit_sets_match_brute_on_lattice_positions(text in lattice_position(6, 3)) {
        let position = position(&text);
        prop_assert_eq!(hits::hit_sets(&position), brute::hit_sets(&position), "{}", text);
    }

    #[test]
    fn hit_sets_match_brute_in_general_position(text in jittered_position(6)) {
        let position = position(&text);
        prop_assert_eq!(hits::hit_sets(&position), brute::hit_sets(&position), "{}", text);
    }

    /// The search from any live set and side to move agrees with the unpruned dense table (one
    /// search per side, asked from the full set down, so later questions meet a memo that earlier
    /// ones filled).
    #[test]
    fn search_matches_the_table_everywhere(text in lattice_position(5, 2)) {
        let position = position(&text);
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let moves = hits::pruned_hit_sets(&position);
        for side in [Side::Red, Side::White] {
            let mut search = Search::new(&position, &moves);
            for live in (0..=position.all_mask()).rev() {
                let wins = search.wins(live, side).expect("far below the memo bound");
                prop_assert_eq!(wins, table.wins(live, side), "{} live {:b}", text, live);
            }
        }
    }

    /// The search from the start agrees with the unpruned dense table on positions too big for
    /// the brute force, with exact grazes and in general position.
    #[test]
    fn search_matches_the_table_on_larger_positions(
        seed: u64, red in 1usize..=10, white in 1usize..=10, lattice: bool,
    ) {
        let text = if lattice {
            chapaev::generate::lattice_extended(seed, red, white)
        } else {
            chapaev::generate::random_extended(seed, red, white)
        };
        let position = position(&text);
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let red_wins = table.wins(position.all_mask(), Side::Red);
        prop_assert_eq!(chapaev::winner(&position) == Side::Red, red_wins, "{}", text);
    }

    /// Pruning is sound in every position, not only at the start: the whole tables agree.
    #[test]
    fn pruned_and_unpruned_tables_agree_everywhere(text in lattice_position(5, 2)) {
        let position = position(&text);
        let pruned = WinTable::fill(&position, &hits::pruned_hit_sets(&position));
        let unpruned = WinTable::fill(&position, &hits::hit_sets(&position));
        prop_assert_eq!(all_entries(&position, &pruned), all_entries(&position, &unpruned));
        prop_assert_eq!(chapaev::winner(&position), baseline::winner(&position));
    }

    /// Pruning keeps, for each shooter, a set dominating every set it drops.
    #[test]
    fn every_dropped_set_is_dominated_by_a_kept_one(text in lattice_position(6, 3)) {
        let position = position(&text);
        let all = hits::hit_sets(&position);
        let kept = hits::pruned_hit_sets(&position);
        for (shooter, (all, kept)) in all.iter().zip(&kept).enumerate() {
            let own = position.side_mask(position.side_of(shooter));
            for &h in all {
                prop_assert!(kept.iter().any(|&g| g == h || hits::dominates(g, h, own)));
            }
            for &g in kept {
                prop_assert!(all.contains(&g));
            }
        }
    }

    /// Any shooter can remove any other disc (the ray through its centre touches it), so the
    /// live discs never fall into groups out of each other's reach: the game never splits
    /// (`bench/chapaev-regular.md`). Checked on the brute force's hit sets.
    #[test]
    fn every_shooter_reaches_every_disc(text in lattice_position(5, 3)) {
        let position = position(&text);
        for (shooter, sets) in brute::hit_sets(&position).iter().enumerate() {
            for disc in 0..position.len() {
                prop_assert!(sets.iter().any(|&h| h >> disc & 1 == 1), "{} {} {}", text, shooter, disc);
            }
        }
    }

    /// A position's value depends only on its live discs: every (live set, side to move) of
    /// the table has the value of the position made of the live discs alone, solved by the
    /// brute force's hit sets (so positions congruent by any isometry have equal values,
    /// `bench/chapaev-regular.md`).
    #[test]
    fn a_value_depends_only_on_the_live_discs(text in lattice_position(4, 2), pick: u32) {
        let position = position(&text);
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let live = pick & position.all_mask();
        let has = |side: Side| live & position.side_mask(side) != 0;
        prop_assume!(has(Side::Red) && has(Side::White));
        let part = self::position(&live_part(&position, live));
        let alone = WinTable::fill(&part, &brute::hit_sets(&part));
        for side in [Side::Red, Side::White] {
            prop_assert_eq!(
                table.wins(live, side),
                alone.wins(part.all_mask(), side),
                "{} live {:b}", text, live
            );
        }
    }
}
