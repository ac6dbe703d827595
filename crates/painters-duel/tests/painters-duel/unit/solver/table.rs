//! Tests of `src/solver/table.rs`.

use painters_duel::solver::geometry::Rooms;
use painters_duel::solver::table::*;

#[derive(Clone, Copy, Default, PartialEq, Debug)]
struct Pair {
    key: u32,
    value: u32,
}
impl Slot for Pair {
    fn is_empty(&self) -> bool {
        self.key == 0
    }
    fn hash(&self) -> u64 {
        mix(u128::from(self.key), 0, 0)
    }
    fn work(&self) -> u8 {
        (self.value % 7) as u8
    }
}

#[test]
fn packed_rooms_come_back_whole() {
    for rooms in [
        0,
        1,
        1 << 63,
        1 << 64,
        1 << 120,
        Rooms::MAX,
        0x0123_4567_89AB_CDEF << 33,
    ] {
        assert_eq!(PackedRooms::pack(rooms).unpack(), rooms);
    }
    assert_eq!(std::mem::align_of::<PackedRooms>(), 8);
}

#[test]
fn keys_are_exact_and_memory_is_bounded() {
    let mut table = Table::<Pair>::new(4096);
    for key in 1..5000u32 {
        table.insert(Pair { key, value: key }, |e| e.key == key);
    }
    assert!(table.capacity() * std::mem::size_of::<Pair>() * 3 / 2 <= 4096);
    assert!(table.filled() <= table.capacity());
    let mut found = 0;
    for key in 1..5000u32 {
        let hash = Pair { key, value: 0 }.hash();
        if let Some(e) = table.find(hash, |e| e.key == key) {
            assert_eq!(e.value, key);
            found += 1;
        }
    }
    assert!(found > 0 && found <= table.capacity());
}
