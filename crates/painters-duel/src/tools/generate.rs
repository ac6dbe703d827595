//! Deterministic input generators for tests and benchmarks (seeded with
//! `gamecore::rng::SplitMix64`, so a seed gives the same input everywhere). Each returns a whole
//! input file. Rooms are written 1-based as (row, place in row).

use gamecore::rng::SplitMix64;

use crate::oracles::baseline;
use crate::solver::duel::Duel;
use crate::solver::geometry::index;
use crate::solver::wide::{WIDE_SIDE, Wide13};
pub use crate::tools::text::Room;
use crate::tools::text::{ListedDuel, input_text};

/// Every room of the side-`side` triangle, in reading order.
pub fn all_rooms(side: usize) -> Vec<Room> {
    (1..=side)
        .flat_map(|row| (1..2 * row).map(move |place| (row, place)))
        .collect()
}

/// The lines of one test (without the count of tests), as [`input_text`] writes them: side,
/// starts, construction rooms. For tests that build an input of several tests themselves.
pub fn block(side: usize, alma: Room, berthe: Room, construction: &[Room]) -> String {
    let test = ListedDuel {
        side,
        alma,
        berthe,
        construction: construction.to_vec(),
    };
    test.lines()
}

/// One test per start pair on the open side-`side` board (`2 <= side <= 11`, pairs of distinct
/// rooms of that board).
pub fn open_board(side: usize, pairs: &[(Room, Room)]) -> String {
    let tests: Vec<ListedDuel> = pairs
        .iter()
        .map(|&(alma, berthe)| ListedDuel {
            side,
            alma,
            berthe,
            construction: Vec::new(),
        })
        .collect();
    input_text(&tests)
}

/// Every ordered start pair of the open side-`side` board, one test each (S^2 (S^2 - 1) tests).
pub fn all_start_pairs(side: usize) -> String {
    let rooms = all_rooms(side);
    let pairs: Vec<(Room, Room)> = rooms
        .iter()
        .flat_map(|&a| rooms.iter().filter(move |&&b| b != a).map(move |&b| (a, b)))
        .collect();
    open_board(side, &pairs)
}

/// The `count` start pairs of the open side-`side` board whose plain minimax trees (the contest
/// approach, [`baseline`]) are largest, largest first; ties in reading order. Meant for
/// `side <= 6` (it runs the plain tree of every pair).
pub fn hardest_open(side: usize, count: usize) -> String {
    let rooms = all_rooms(side);
    let mut sized = Vec::new();
    for &alma in &rooms {
        for &berthe in &rooms {
            if alma != berthe {
                let duel = Duel {
                    side,
                    alma: index(alma.0 - 1, alma.1 - 1),
                    berthe: index(berthe.0 - 1, berthe.1 - 1),
                    construction: Wide13::default(),
                };
                sized.push((baseline::value_and_nodes(&duel).1, alma, berthe));
            }
        }
    }
    // Stable: equal sizes keep reading order.
    sized.sort_by_key(|&(nodes, _, _)| std::cmp::Reverse(nodes));
    let pairs: Vec<(Room, Room)> = sized.iter().take(count).map(|&(_, a, b)| (a, b)).collect();
    open_board(side, &pairs)
}

/// `tests` random tests: each picks a side in `sides` (clamped to 2..=12), two distinct start
/// rooms, and puts each other room under construction with probability `percent`%.
pub fn random_construction(
    seed: u64,
    tests: usize,
    sides: std::ops::RangeInclusive<usize>,
    percent: u64,
) -> String {
    let mut rng = SplitMix64::new(seed);
    let lo = (*sides.start()).clamp(2, WIDE_SIDE);
    let hi = (*sides.end()).clamp(lo, WIDE_SIDE);
    let tests: Vec<ListedDuel> = (0..tests)
        .map(|_| {
            let side = rng.range_i64(lo as i64, hi as i64) as usize;
            let mut rooms = all_rooms(side);
            rng.shuffle(&mut rooms);
            let construction: Vec<Room> = rooms[2..]
                .iter()
                .copied()
                .filter(|_| rng.chance(percent.min(100), 100))
                .collect();
            ListedDuel {
                side,
                alma: rooms[0],
                berthe: rooms[1],
                construction,
            }
        })
        .collect();
    input_text(&tests)
}

/// `tests` random start pairs on the open side-`side` board.
pub fn random_open(seed: u64, tests: usize, side: usize) -> String {
    random_construction(seed, tests, side..=side, 0)
}

/// The inputs of the scale targets, by name: the 100 hardest S = 6 open-board tests, the
/// S = 8 corner pair, and the S = 9, 10 and 11 open boards from a corner against the opposite
/// corner and from the centre. (Every S = 8 start pair is [`all_start_pairs`]`(8)`.)
pub fn scale_targets() -> Vec<(&'static str, String)> {
    vec![
        ("s6-hardest-100", hardest_open(6, 100)),
        ("s8-corners", open_board(8, &[((1, 1), (8, 15))])),
        ("s9-corners", open_board(9, &[((1, 1), (9, 17))])),
        ("s9-centre", open_board(9, &[((5, 5), (9, 9))])),
        ("s10-corners", open_board(10, &[((1, 1), (10, 19))])),
        ("s10-centre", open_board(10, &[((5, 5), (10, 10))])),
        ("s11-corners", open_board(11, &[((1, 1), (11, 21))])),
        ("s11-centre", open_board(11, &[((6, 6), (11, 11))])),
    ]
}
