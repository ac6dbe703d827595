//! Tests of `src/solver/memo.rs`.

use std::hash::{BuildHasher, BuildHasherDefault};

use chapaev::solver::memo::*;

#[cfg(target_pointer_width = "64")]
#[test]
fn is_fx_hash_on_64_bit_targets() {
    let ours = BuildHasherDefault::<LiveHasher>::default();
    for live in [0u32, 1, 0xffff, 0xdead_beef, u32::MAX] {
        assert_eq!(
            ours.hash_one(live),
            rustc_hash::FxBuildHasher.hash_one(live)
        );
    }
}

#[test]
fn the_one_search_memo_adds_bits_keeps_them_and_gives_them_back() {
    let mut memo = LiveMap::default();
    assert_eq!(memo.bits(0xdead_beef), None);
    memo.add(0xdead_beef, KNOWN, 4).unwrap();
    memo.add(0xdead_beef, WINS << 2, 4).unwrap();
    memo.add(u32::MAX, KNOWN | WINS, 4).unwrap();
    memo.add(1, KNOWN << 2, 4).unwrap();
    assert_eq!(memo.bits(0xdead_beef), Some(KNOWN | WINS << 2));
    assert_eq!(memo.bits(u32::MAX), Some(KNOWN | WINS));
    assert_eq!(memo.bits(0xbeef_dead), None);
    let mut entries: Vec<(u32, u8)> = memo.entries().collect();
    entries.sort_unstable();
    assert_eq!(
        entries,
        [
            (1, KNOWN << 2),
            (0xdead_beef, KNOWN | WINS << 2),
            (u32::MAX, KNOWN | WINS)
        ]
    );
}

#[test]
fn the_one_search_memo_refuses_a_new_live_set_past_its_limit_but_not_an_old_one() {
    let mut memo = LiveMap::default();
    memo.add(7, KNOWN, 2).unwrap();
    memo.add(8, KNOWN, 2).unwrap();
    assert_eq!(memo.add(9, KNOWN, 2), Err(TooLarge));
    assert_eq!(memo.add(8, WINS, 2), Ok(()));
    assert_eq!(memo.bits(8), Some(KNOWN | WINS));
    assert_eq!(memo.bits(9), None);
}
