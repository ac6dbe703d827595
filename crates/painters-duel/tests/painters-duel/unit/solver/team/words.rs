//! Tests of `src/solver/team/words.rs`.

use painters_duel::solver::geometry::Rooms;
use painters_duel::solver::rooms::RoomSet;
use painters_duel::solver::search::entries::{GameEntry, PathEntry};
use painters_duel::solver::table::Slot;
use painters_duel::solver::team::lockless::Words;
use painters_duel::solver::wide::Wide;

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
    assert!(GameEntry::<R>::from_words([0; 3]).is_empty());
}

#[test]
fn game_entries_come_back_from_words() {
    game_entry_comes_back::<u128>(u128::MAX >> 7 ^ 0x1234_5678, -121, 121);
    game_entry_comes_back::<Wide>(Wide::from_halves(u128::MAX ^ 1 << 77, 0xBEEF), -128, 127);
}

#[test]
fn path_entries_come_back_from_words() {
    let region = Wide::from_halves(u128::MAX ^ 1 << 100, 0xFFFF);
    let entry = PathEntry::<Wide> {
        region: region.pack(),
        start: 143,
        lower: 7,
        upper: 144,
        stored: true,
    };
    let back = PathEntry::<Wide>::from_words(entry.to_words());
    assert_eq!(back.region, entry.region);
    assert_eq!(
        (back.start, back.lower, back.upper, back.stored),
        (143, 7, 144, true)
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
