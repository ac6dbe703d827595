//! Tests of `src/solver/wide.rs`.

use painters_duel::solver::board::{
    MAX_ROOMS, NEIGHBOURS as NARROW, UPWARD as NARROW_UPWARD, rooms,
};
use painters_duel::solver::geometry::index;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::wide::*;

#[test]
fn side_11_rooms_keep_their_neighbours() {
    // The side-11 board is a corner of the side-12 one: the same neighbours inside it.
    let side_11 = Wide::board(11);
    for (room, &near) in NARROW.iter().enumerate().take(MAX_ROOMS) {
        assert_eq!(
            Wide::neighbours(room) & side_11,
            Wide::from(near),
            "room {room}"
        );
    }
    assert_eq!(
        UPWARD & side_11,
        Wide::from(NARROW_UPWARD & painters_duel::solver::board::board(11))
    );
}

#[test]
fn neighbours_are_symmetric_and_listed() {
    for room in 0..WIDE_ROOMS {
        let near = Wide::neighbours(room);
        let listed: Vec<usize> = Wide::neighbour_list(room)
            .into_iter()
            .filter(|&k| k != u8::MAX)
            .map(usize::from)
            .collect();
        assert_eq!(rooms(near).collect::<Vec<_>>(), listed);
        for other in rooms(near) {
            assert!(!(Wide::neighbours(other) & Wide::bit(room)).is_empty());
            assert!(other < WIDE_ROOMS);
        }
    }
    // The bottom row's upward rooms have no room below.
    assert_eq!(Wide::neighbours(index(11, 0)).count(), 1);
}

#[test]
fn shifts_and_counts_match_a_list_of_rooms() {
    let mut state = 7u64;
    for _ in 0..300 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let set = (0..WIDE_ROOMS)
            .filter(|k| (state.rotate_left(*k as u32 % 64) ^ (*k as u64 * 0x9E37)) & 3 == 0)
            .fold(Wide::EMPTY, |s, k| s | Wide::bit(k));
        let listed: Vec<usize> = rooms(set).collect();
        assert_eq!(set.count() as usize, listed.len());
        assert_eq!(Wide::unpack(set.pack()), set);
        for shift in [0, 1, 5, 16, 23, 127] {
            let up: Vec<usize> = listed
                .iter()
                .map(|k| k + shift)
                .filter(|&k| k < WIDE_ROOMS)
                .collect();
            let down: Vec<usize> = listed.iter().filter_map(|k| k.checked_sub(shift)).collect();
            assert_eq!(rooms(set << shift).collect::<Vec<_>>(), up, "<< {shift}");
            assert_eq!(rooms(set >> shift).collect::<Vec<_>>(), down, ">> {shift}");
        }
        let bytes = (0..Wide::BYTES)
            .flat_map(|b| (0..8).map(move |k| (b, k)))
            .filter(|&(b, k)| set.byte(b) >> k & 1 == 1)
            .map(|(b, k)| 8 * b + k);
        assert!(bytes.eq(listed.iter().copied()));
        assert_eq!(set.at_most_one(), listed.len() <= 1);
    }
    assert_eq!(Wide::board(12).count(), 144);
    assert_eq!(
        Wide::board(11),
        Wide::from(painters_duel::solver::board::board(11))
    );
}
