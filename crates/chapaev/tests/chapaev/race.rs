//! The race bound ([`chapaev::solver::race`]) against the unpruned dense table: every position it
//! decides, and every shot it marks losing, on every live set and side to move of generated
//! positions, has the table's value.

use chapaev::oracles::table::WinTable;
use chapaev::solver::{hits, race};
use chapaev::{Side, generate, parse};
use proptest::prelude::*;

/// A generated position with what both checks need: its pruned moves, the unpruned table and
/// the two sides' discs.
struct Setup {
    text: String,
    moves: Vec<Vec<u32>>,
    table: WinTable,
    masks: [u32; 2],
    all: u32,
}

impl Setup {
    fn new(text: String) -> Self {
        let position = parse(&text).expect("generated inputs are valid");
        Setup {
            moves: hits::pruned_hit_sets(&position),
            table: WinTable::fill(&position, &hits::hit_sets(&position)),
            masks: position.side_masks(),
            all: position.all_mask(),
            text,
        }
    }

    /// Every (live set, side to move, the mover's discs) where the mover has a disc left.
    fn positions(&self) -> impl Iterator<Item = (u32, Side, u32)> + '_ {
        (0..=self.all).flat_map(move |live| {
            [Side::Red, Side::White]
                .into_iter()
                .filter_map(move |side| {
                    let own = self.masks[usize::from(side == Side::White)];
                    (live & own != 0).then_some((live, side, own))
                })
        })
    }
}

/// How many (live set, side) the bound decides; fails on the first it gets wrong.
fn decided_agree(setup: &Setup) -> Result<usize, TestCaseError> {
    let mut decided = 0;
    for (live, side, _) in setup.positions() {
        if let Some(wins) = race::decide(&setup.moves, setup.masks, live, side) {
            prop_assert_eq!(
                wins,
                setup.table.wins(live, side),
                "{:#x} {:?}\n{}",
                live,
                side,
                &setup.text
            );
            decided += 1;
        }
    }
    Ok(decided)
}

/// A generated position in the extended format: family 0 random, 1 lattice, 2 spread, else
/// regular.
fn of_family(family: u8, seed: u64, red: usize, white: usize) -> String {
    match family {
        0 => generate::random_extended(seed, red, white),
        1 => generate::lattice_extended(seed, red, white),
        2 => generate::spread_extended(seed, red, white),
        _ => generate::regular_extended(seed, red, white),
    }
}

proptest! {
    #[test]
    fn race_bound_matches_the_table(
        seed: u64, red in 1usize..=6, white in 1usize..=6, family in 0..4u8,
    ) {
        let setup = Setup::new(of_family(family, seed, red, white));
        decided_agree(&setup)?;
        losing_shots_agree(&setup)?;
    }
}

/// The bound decides many positions of a spread position, and marks many shots losing (else
/// the property above checks little there).
#[test]
fn race_bound_decides_lopsided_spread_positions() {
    let setup = Setup::new(generate::spread_extended(0, 6, 6));
    let decided = decided_agree(&setup).expect("agrees");
    assert!(decided > 1000, "only {decided} decided");
    let marked = losing_shots_agree(&setup).expect("agrees");
    assert!(marked > 1000, "only {marked} marked");
}

/// How many shots [`race::Race::losing_shots`] marks losing, on every live set and side to move;
/// fails on the first whose position after it the opponent does not win.
fn losing_shots_agree(setup: &Setup) -> Result<usize, TestCaseError> {
    let bound = race::Race::new(&setup.moves, setup.masks);
    let mut marked = 0;
    for (live, side, own) in setup.positions() {
        if live & !own == 0 {
            continue;
        }
        let (all, single) = bound.losing_shots(live, side);
        prop_assert_eq!(all & single, 0);
        prop_assert_eq!((all | single) & !(live & own), 0);
        for s in (0..32).filter(|&s| (all | single) >> s & 1 == 1) {
            for &h in &setup.moves[s] {
                if all >> s & 1 == 0 && (h & live & !own).count_ones() >= 2 {
                    continue;
                }
                prop_assert!(
                    setup.table.wins(live & !h, side.other()),
                    "{:#x} {:?} shooter {} set {:#x}\n{}",
                    live,
                    side,
                    s,
                    h,
                    &setup.text
                );
                marked += 1;
            }
        }
    }
    Ok(marked)
}
