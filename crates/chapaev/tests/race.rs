//! The race bound ([`chapaev::race`]) against the unpruned dense table: every position it
//! decides, on every live set and side to move of generated positions, has the table's value.

use chapaev::table::WinTable;
use chapaev::{Side, generate, hits, parse, race};
use proptest::prelude::*;

/// How many (live set, side) the bound decides in `text`; fails on the first it gets wrong.
fn decided_agree(text: &str) -> Result<usize, TestCaseError> {
    let position = parse(text).expect("generated inputs are valid");
    let moves = hits::pruned_hit_sets(&position);
    let table = WinTable::fill(&position, &hits::hit_sets(&position));
    let masks = [
        position.side_mask(Side::Red),
        position.side_mask(Side::White),
    ];
    let mut decided = 0;
    for live in 0..=position.all_mask() {
        for side in [Side::Red, Side::White] {
            if live & masks[usize::from(side == Side::White)] == 0 {
                continue;
            }
            if let Some(wins) = race::decide(&moves, masks, live, side) {
                prop_assert_eq!(
                    wins,
                    table.wins(live, side),
                    "{:#x} {:?}\n{}",
                    live,
                    side,
                    text
                );
                decided += 1;
            }
        }
    }
    Ok(decided)
}

/// A generated position in the extended format: family 0 random, 1 lattice, else spread.
fn of_family(family: u8, seed: u64, red: usize, white: usize) -> String {
    match family {
        0 => generate::random_extended(seed, red, white),
        1 => generate::lattice_extended(seed, red, white),
        _ => generate::spread_extended(seed, red, white),
    }
}

proptest! {
    #[test]
    fn race_bound_matches_the_table(
        seed: u64, red in 1usize..=6, white in 1usize..=6, family in 0..3u8,
    ) {
        decided_agree(&of_family(family, seed, red, white))?;
    }
}

/// The bound decides many positions of a spread position (else the property above checks
/// nothing there).
#[test]
fn race_bound_decides_lopsided_spread_positions() {
    let decided = decided_agree(&generate::spread_extended(0, 6, 6)).expect("agrees");
    assert!(decided > 1000, "only {decided} decided");
}

/// How many shots [`race::Race::losing_shots`] marks losing in `text`, on every live set and
/// side to move; fails on the first whose position after it the opponent does not win.
fn losing_shots_agree(text: &str) -> Result<usize, TestCaseError> {
    let position = parse(text).expect("generated inputs are valid");
    let moves = hits::pruned_hit_sets(&position);
    let table = WinTable::fill(&position, &hits::hit_sets(&position));
    let masks = [
        position.side_mask(Side::Red),
        position.side_mask(Side::White),
    ];
    let bound = race::Race::new(&moves, masks);
    let mut marked = 0;
    for live in 0..=position.all_mask() {
        for side in [Side::Red, Side::White] {
            let own = masks[usize::from(side == Side::White)];
            if live & own == 0 || live & !own == 0 {
                continue;
            }
            let (all, single) = bound.losing_shots(live, side);
            prop_assert_eq!(all & single, 0);
            prop_assert_eq!((all | single) & !(live & own), 0);
            for s in (0..32).filter(|&s| (all | single) >> s & 1 == 1) {
                for &h in &moves[s] {
                    if all >> s & 1 == 0 && (h & live & !own).count_ones() >= 2 {
                        continue;
                    }
                    let child = live & !h;
                    prop_assert!(
                        table.wins(child, side.other()),
                        "{:#x} {:?} shooter {} set {:#x}\n{}",
                        live,
                        side,
                        s,
                        h,
                        text
                    );
                    marked += 1;
                }
            }
        }
    }
    Ok(marked)
}

proptest! {
    #[test]
    fn losing_shots_lose_by_the_table(
        seed: u64, red in 1usize..=6, white in 1usize..=6, family in 0..3u8,
    ) {
        losing_shots_agree(&of_family(family, seed, red, white))?;
    }
}

/// The shots marked losing are many on a spread position (else the property above checks
/// nothing there).
#[test]
fn losing_shots_are_found_on_spread_positions() {
    let marked = losing_shots_agree(&generate::spread_extended(0, 6, 6)).expect("agrees");
    assert!(marked > 1000, "only {marked} marked");
}
