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
fn side_12_rooms_keep_their_neighbours_on_side_13() {
    let side_12 = Wide13::board(12);
    for room in 0..144 {
        let (low, high) = Wide::neighbours(room).halves();
        assert_eq!(
            Wide13::neighbours(room) & side_12,
            Wide13::from_halves(low, high),
            "room {room}"
        );
    }
    let (low, high) = UPWARD.halves();
    assert_eq!(Wide13::upward() & side_12, Wide13::from_halves(low, high));
}

#[test]
fn neighbours_are_symmetric_and_listed() {
    neighbours_are_symmetric::<Wide>();
    neighbours_are_symmetric::<Wide13>();
    // The bottom row's upward rooms have no room below.
    assert_eq!(Wide::neighbours(index(11, 0)).count(), 1);
    assert_eq!(Wide13::neighbours(index(12, 0)).count(), 1);
    assert_eq!(Wide13::neighbours(index(11, 0)).count(), 2);
}

fn neighbours_are_symmetric<R: RoomSet>() {
    for room in 0..R::MAX_ROOMS {
        let near = R::neighbours(room);
        let listed: Vec<usize> = R::neighbour_list(room)
            .into_iter()
            .filter(|&k| k != u8::MAX)
            .map(usize::from)
            .collect();
        assert_eq!(rooms(near).collect::<Vec<_>>(), listed);
        for other in rooms(near) {
            assert!(!(R::neighbours(other) & R::bit(room)).is_empty());
            assert!(other < R::MAX_ROOMS);
        }
    }
}

#[test]
fn shifts_and_counts_match_a_list_of_rooms() {
    shifts_and_counts::<Wide>();
    shifts_and_counts::<Wide13>();
    assert_eq!(Wide::board(12).count(), 144);
    assert_eq!(Wide13::board(13).count(), 169);
    assert_eq!(Wide13::board(12), Wide13::from_halves(u128::MAX, 0xFFFF));
    assert_eq!(
        Wide::board(11),
        Wide::from(painters_duel::solver::board::board(11))
    );
    // A complement holds no room past the side's last.
    assert_eq!((!Wide13::EMPTY).count(), 169);
    assert_eq!((!Wide::EMPTY).count(), 144);
}

fn shifts_and_counts<R: RoomSet>() {
    let mut state = 7u64;
    for _ in 0..300 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let set = (0..R::MAX_ROOMS)
            .filter(|k| (state.rotate_left(*k as u32 % 64) ^ (*k as u64 * 0x9E37)) & 3 == 0)
            .fold(R::EMPTY, |s, k| s | R::bit(k));
        let listed: Vec<usize> = rooms(set).collect();
        assert_eq!(set.count() as usize, listed.len());
        for k in 0..R::MAX_ROOMS {
            assert_eq!(set.has(k), listed.contains(&k), "has {k}");
        }
        assert_eq!(R::unpack(set.pack()), set);
        let (low, high) = set.halves();
        assert_eq!(R::from_halves(low, high), set);
        for shift in [0, 1, 5, 16, 23, 127] {
            let up: Vec<usize> = listed
                .iter()
                .map(|k| k + shift)
                .filter(|&k| k < R::MAX_ROOMS)
                .collect();
            let down: Vec<usize> = listed.iter().filter_map(|k| k.checked_sub(shift)).collect();
            assert_eq!(rooms(set << shift).collect::<Vec<_>>(), up, "<< {shift}");
            assert_eq!(rooms(set >> shift).collect::<Vec<_>>(), down, ">> {shift}");
        }
        let bytes = (0..R::BYTES)
            .flat_map(|b| (0..8).map(move |k| (b, k)))
            .filter(|&(b, k)| set.byte(b) >> k & 1 == 1)
            .map(|(b, k)| 8 * b + k);
        assert!(bytes.eq(listed.iter().copied()));
        assert_eq!(set.at_most_one(), listed.len() <= 1);
        assert_eq!(set.adjacent(), adjacent_room_by_room(set));
    }
}

/// The rooms next to some room of `set`, room by room: what [`RoomSet::adjacent`] must give.
fn adjacent_room_by_room<R: RoomSet>(set: R) -> R {
    rooms(set).fold(R::EMPTY, |all, k| all | R::neighbours(k))
}

#[test]
fn adjacent_rooms_cross_the_words_of_a_set() {
    // The wide sets expand one 64-bit word at a time: the rooms on either side of each word's
    // edge, alone and together, and the last rooms of each board.
    for edges in [
        &[62, 63, 64, 65][..],
        &[126, 127, 128, 129],
        &[143],
        &[63, 64, 127, 128],
    ] {
        let wide = edges.iter().fold(Wide::EMPTY, |s, &k| s | Wide::bit(k));
        assert_eq!(wide.adjacent(), adjacent_room_by_room(wide), "{edges:?}");
        let wide13 = edges.iter().fold(Wide13::EMPTY, |s, &k| s | Wide13::bit(k));
        assert_eq!(
            wide13.adjacent(),
            adjacent_room_by_room(wide13),
            "{edges:?}"
        );
    }
    for last in [144, 150, 168] {
        let set = Wide13::bit(last) | Wide13::bit(last - 40);
        assert_eq!(set.adjacent(), adjacent_room_by_room(set), "{last}");
    }
    let all = Wide13::board(13);
    assert_eq!(all.adjacent(), adjacent_room_by_room(all));
    assert_eq!(Wide::board(12).adjacent(), Wide::board(12));
}
