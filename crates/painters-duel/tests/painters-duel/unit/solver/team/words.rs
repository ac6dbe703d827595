//! Tests of `src/solver/team/words.rs`.

use painters_duel::solver::geometry::Rooms;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::entries::{GameEntry, PathEntry};
use painters_duel::solver::table::Slot;
use painters_duel::solver::team::lockless::{MOST_WORDS, Words};
use painters_duel::solver::wide::{Wide, Wide13};

/// Every field of a game entry comes back from its words, on both room sets.
fn game_entry_comes_back<R: RoomSet>(region: R, lower: i8, upper: i8) {
    let entry = GameEntry::<R> {
        region: region.pack(),
        mover: 143,
        other: 5,
        lower,
        upper,
        best: 142,
        work: 130,
    };
    let back = GameEntry::<R>::from_words(entry.to_words());
    assert_eq!(back.region, entry.region);
    assert_eq!(
        [back.mover, back.other, back.best, back.work],
        [143, 5, 142, 130]
    );
    assert_eq!((back.lower, back.upper), (lower, upper));
    assert!(GameEntry::<R>::from_words([0; MOST_WORDS]).is_empty());
}

#[test]
fn game_entries_come_back_from_words() {
    game_entry_comes_back::<u128>(u128::MAX >> 7 ^ 0x1234_5678, -121, 121);
    game_entry_comes_back::<Wide>(Wide::from_halves(u128::MAX ^ 1 << 77, 0xBEEF), -128, 127);
    let high = ((1 << 41) - 1) ^ (1 << 40) ^ 0xBEEF;
    game_entry_comes_back::<Wide13>(Wide13::from_halves(u128::MAX ^ 1 << 77, high), -128, 127);
}

/// Every field of a path entry comes back from its words.
fn path_entry_comes_back<R: RoomSet>(region: R, start: u8, upper: u8) {
    let entry = PathEntry::<R> {
        region: region.pack(),
        start,
        lower: 7,
        upper,
        stored: true,
    };
    let back = PathEntry::<R>::from_words(entry.to_words());
    assert_eq!(back.region, entry.region);
    assert_eq!(
        (back.start, back.lower, back.upper, back.stored),
        (start, 7, upper, true)
    );
}

#[test]
fn path_entries_come_back_from_words() {
    path_entry_comes_back(Wide::from_halves(u128::MAX ^ 1 << 100, 0xFFFF), 143, 144);
    path_entry_comes_back(
        Wide13::from_halves(u128::MAX ^ 1 << 100, (1 << 41) - 1),
        168,
        169,
    );
    let narrow = PathEntry::<Rooms>::from_words(
        PathEntry::<Rooms> {
            region: (Rooms::MAX >> 7).pack(),
            ..PathEntry::<Rooms>::default()
        }
        .to_words(),
    );
    assert_eq!(narrow.region.unpack(), Rooms::MAX >> 7);
    assert!(narrow.is_empty());
}
