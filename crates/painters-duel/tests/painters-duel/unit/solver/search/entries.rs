//! Tests of `src/solver/search/entries.rs`.

use painters_duel::solver::geometry::Rooms;
use painters_duel::solver::search::entries::*;
use painters_duel::solver::search::key::Key;
use painters_duel::solver::wide::{Wide, Wide13};

#[test]
fn an_entry_takes_24_bytes() {
    // The packed key is the whole point of `PackedRooms` (and of the wide sets' `u16` words).
    assert_eq!(std::mem::size_of::<GameEntry<Rooms>>(), 24);
    assert_eq!(std::mem::size_of::<GameEntry<Wide>>(), 24);
    assert_eq!(std::mem::size_of::<PathEntry<Rooms>>(), 24);
    assert!(std::mem::size_of::<PathEntry<Wide>>() <= 24);
    // Side 13's 169 rooms take 22 bytes of an entry.
    assert_eq!(std::mem::size_of::<GameEntry<Wide13>>(), 28);
    assert!(std::mem::size_of::<PathEntry<Wide13>>() <= 28);
}

#[test]
fn wide_bounds_that_do_not_fit_read_back_as_none() {
    let symmetries = painters_duel::solver::board::Symmetries::<Wide>::new(3);
    let key = Key::new(&symmetries, Wide::from(0b1110u128), 0, 4);
    let entry = GameEntry::new(&key, -130, 200, 1, 1);
    assert_eq!(entry.interval(), (-INFINITY, INFINITY));
    assert_eq!(GameEntry::new(&key, -5, 7, 1, 1).interval(), (-5, 7));
    assert!(entry.has_key(&key) && entry.same_key(&GameEntry::new(&key, 0, 0, 2, 1)));
}

#[test]
fn an_entry_is_worth_the_bit_length_of_its_search() {
    let symmetries = painters_duel::solver::board::Symmetries::<Wide>::new(3);
    let key = Key::new(&symmetries, Wide::from(0b1110u128), 0, 4);
    let work = |searched: u64| GameEntry::new(&key, 0, 0, 1, searched).work;
    assert_eq!(
        [work(1), work(2), work(3), work(4), work(1000)],
        [1, 2, 2, 3, 10]
    );
    assert_eq!(work(u64::MAX), 64);
}
