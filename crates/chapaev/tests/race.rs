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

proptest! {
    #[test]
    fn race_bound_matches_the_table(
        seed: u64, red in 1usize..=6, white in 1usize..=6, family in 0..3u8,
    ) {
        let text = match family {
            0 => generate::random_extended(seed, red, white),
            1 => generate::lattice_extended(seed, red, white),
            _ => generate::spread_extended(seed, red, white),
        };
        decided_agree(&text)?;
    }
}

/// The bound decides many positions of a spread position (else the property above checks
/// nothing there).
#[test]
fn race_bound_decides_lopsided_spread_positions() {
    let decided = decided_agree(&generate::spread_extended(0, 6, 6)).expect("agrees");
    assert!(decided > 1000, "only {decided} decided");
}
