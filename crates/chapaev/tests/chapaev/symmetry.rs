//! The start position's symmetries (`chapaev::solver::symmetry`) on positions symmetric by
//! construction: they are found, they map hit sets onto hit sets (by the brute force's hit
//! rule), and the search keyed by orbit representatives agrees with the unpruned table on every
//! live set and side and with the search keyed by live sets; and the `regular` family
//! against the table from the start.

use std::collections::BTreeSet;

use chapaev::oracles::table::WinTable;
use chapaev::solver::hits;
use chapaev::solver::position::{Decimal, SCALE};
use chapaev::solver::search::Search;
use chapaev::solver::symmetry::symmetries;
use chapaev::{Position, Side, brute, generate, parse};
use proptest::prelude::*;
use proptest::sample::{select, subsequence};

/// The plane maps the positions are built with: half turn, quarter turn, mirror in the y axis,
/// mirror in the diagonal.
fn map(kind: u8, (x, y): (i64, i64)) -> (i64, i64) {
    match kind {
        0 => (-x, -y),
        1 => (-y, x),
        2 => (-x, y),
        _ => (y, x),
    }
}

/// A position symmetric under `map(kind)` (keeping colours, or swapping them when `swap`): the
/// orbits of `base` points, each orbit one colour (its first point's, alternating orbit by
/// orbit) or, when swapping, alternating colours along the orbit; points fixed by the map,
/// points already used and orbits past 10 discs in all are skipped. Centres on the integer lattice, moved by `offset`; red and
/// white each listed in the order `order` shuffles them to. `None` without a disc of each side.
fn symmetric(
    kind: u8,
    swap: bool,
    base: &[(i64, i64)],
    radius: i64,
    offset: (i64, i64),
    order: &[usize],
) -> Option<String> {
    let mut red: Vec<(i64, i64)> = Vec::new();
    let mut white: Vec<(i64, i64)> = Vec::new();
    let mut used = BTreeSet::new();
    for (k, &p) in base.iter().enumerate() {
        if used.contains(&p) || (swap && map(kind, p) == p) {
            continue;
        }
        let mut orbit = vec![p];
        let mut q = map(kind, p);
        while q != p {
            orbit.push(q);
            q = map(kind, q);
        }
        if red.len() + white.len() + orbit.len() > 10 {
            continue;
        }
        for (step, &q) in orbit.iter().enumerate() {
            used.insert(q);
            let is_red = if swap { step % 2 == 0 } else { k % 2 == 0 };
            if is_red { &mut red } else { &mut white }.push(q);
        }
    }
    // A mirror fixing every point is the identity on the discs: no symmetry to find.
    let moved = used.iter().any(|&p| map(kind, p) != p);
    if red.is_empty() || white.is_empty() || !moved {
        return None;
    }
    let shuffled = |side: &[(i64, i64)]| -> Vec<(i64, i64)> {
        let mut keyed: Vec<(usize, (i64, i64))> = side
            .iter()
            .enumerate()
            .map(|(k, &p)| (order[k], p))
            .collect();
        keyed.sort();
        keyed
            .into_iter()
            .map(|(_, (x, y))| (x * SCALE + offset.0, y * SCALE + offset.1))
            .collect()
    };
    let mut text = format!("discs {} {} {}\n", Decimal(radius), red.len(), white.len());
    for (x, y) in shuffled(&red).into_iter().chain(shuffled(&white)) {
        text.push_str(&format!("{} {}\n", Decimal(x), Decimal(y)));
    }
    Some(text)
}

fn lattice(half: i64) -> Vec<(i64, i64)> {
    (-half..=half)
        .flat_map(|x| (-half..=half).map(move |y| (x, y)))
        .collect()
}

prop_compose! {
    /// A symmetric position of at most 10 discs ([`symmetric`]), with whether its colours swap.
    fn symmetric_position()
        (kind in 0..4u8, swap: bool,
         base in subsequence(lattice(2), 1..=10).prop_shuffle(),
         radius in select(vec![1000i64, 2000, 3000, 4000, 3999, 4001]),
         offset in (-30_000i64..=30_000, -30_000i64..=30_000),
         order in Just((0..12).collect::<Vec<usize>>()).prop_shuffle())
        -> Option<(String, bool)>
    {
        symmetric(kind, swap, &base, radius, offset, &order).map(|text| (text, swap))
    }
}

fn position(text: &str) -> Position {
    parse(text).unwrap_or_else(|e| panic!("generated input refused: {e}\n{text}"))
}

/// The brute force's hit sets of shooter `s`, as a set.
fn sets(all: &[Vec<u32>], s: usize) -> BTreeSet<u32> {
    all[s].iter().copied().collect()
}

proptest! {
    /// The construction's symmetry is found, and every symmetry found maps each shooter's hit
    /// sets (the brute force's) onto its image's.
    #[test]
    fn symmetries_are_found_and_map_hit_sets_onto_hit_sets(built in symmetric_position()) {
        let Some((text, swap)) = built else { return Ok(()) };
        let position = position(&text);
        let found = symmetries(&position);
        prop_assert!(found.iter().any(|s| s.swaps_colours == swap), "{}", text);
        let all = brute::hit_sets(&position);
        for symmetry in &found {
            for s in 0..position.len() {
                let image: BTreeSet<u32> = all[s].iter().map(|&h| symmetry.apply(h)).collect();
                prop_assert_eq!(&image, &sets(&all, symmetry.image[s]), "{}", text);
                let swapped = position.side_of(s) != position.side_of(symmetry.image[s]);
                prop_assert_eq!(swapped, symmetry.swaps_colours, "{}", text);
            }
        }
    }

    /// The search keyed by orbit representatives agrees with the unpruned table on every live
    /// set and side, and with the search keyed by live sets from the start.
    #[test]
    fn the_symmetric_search_matches_the_table_everywhere(built in symmetric_position()) {
        let Some((text, _)) = built else { return Ok(()) };
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
        let start = position.all_mask();
        let mut plain = Search::new(&position, &moves).without_symmetries();
        let mut symmetric = Search::new(&position, &moves);
        prop_assert_eq!(
            plain.wins(start, Side::Red).expect("small"),
            symmetric.wins(start, Side::Red).expect("small"),
        );
    }

    /// The `regular` family from the start against the unpruned table, and with the symmetries
    /// against without.
    #[test]
    fn regular_positions_match_the_table(seed: u64, red in 1usize..=9, white in 1usize..=9) {
        let text = generate::regular_extended(seed, red, white);
        let position = position(&text);
        let table = WinTable::fill(&position, &hits::hit_sets(&position));
        let red_wins = table.wins(position.all_mask(), Side::Red);
        prop_assert_eq!(chapaev::winner(&position) == Side::Red, red_wins, "{}", text);
        let moves = hits::pruned_hit_sets(&position);
        let mut plain = Search::new(&position, &moves).without_symmetries();
        prop_assert_eq!(plain.wins(position.all_mask(), Side::Red).expect("small"), red_wins);
    }
}

/// The interleaved lattice (red at `(5i, 5j)`, white at `(5i + 2.5, 5j + 2.5)`) has the symmetries
/// its construction gives it: the diagonal mirror keeps colours; the half turn about
/// `(8.75, 8.75)` and the other diagonal's mirror swap them.
#[test]
fn the_interleaved_lattice_has_its_three_symmetries() {
    let mut text = "discs 0.4 16 16\n".to_owned();
    for shift in [0, 25_000] {
        for i in 0..4 {
            for j in 0..4 {
                let (x, y) = (50_000 * i + shift, 50_000 * j + shift);
                text.push_str(&format!("{} {}\n", Decimal(x), Decimal(y)));
            }
        }
    }
    let found = symmetries(&position(&text));
    let mut swaps: Vec<bool> = found.iter().map(|s| s.swaps_colours).collect();
    swaps.sort();
    assert_eq!(swaps, [false, true, true]);
}
