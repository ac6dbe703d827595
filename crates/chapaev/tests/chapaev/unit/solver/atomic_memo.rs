//! Tests of `src/solver/atomic_memo.rs`.

use chapaev::solver::atomic_memo::*;
use chapaev::solver::memo::BUSY;
use chapaev::solver::memo::{KNOWN, MEMO_LIMIT, Memo};
use std::sync::atomic::Ordering;

#[test]
fn bits_accumulate_and_a_result_clears_its_side_busy_bit() {
    let memo = AtomicMemo::from_entries(4, 1, std::iter::empty());
    let mut handle = memo.handle();
    assert_eq!(memo.bits(5), None);
    handle.add(5, BUSY, MEMO_LIMIT).unwrap();
    handle.add(5, BUSY << 2, MEMO_LIMIT).unwrap();
    assert!(handle.busy(5, BUSY) && handle.busy(5, BUSY << 2));
    handle.add(5, KNOWN | 2, MEMO_LIMIT).unwrap();
    assert_eq!(memo.bits(5), Some(BUSY << 2 | KNOWN | 2));
    assert!(!handle.busy(5, BUSY) && handle.busy(5, BUSY << 2));
    assert_eq!(memo.entries().collect::<Vec<_>>(), [(5, KNOWN | 2)]);
}

#[test]
fn a_half_full_table_refuses_and_grows_with_its_entries() {
    let memo = AtomicMemo::from_entries(4, 1, std::iter::empty());
    let mut handle = memo.handle();
    let mut added = Vec::new();
    for live in 1.. {
        if handle.add(live, KNOWN, MEMO_LIMIT).is_err() {
            break;
        }
        added.push((live, KNOWN));
    }
    assert_eq!(memo.refusal(), Some(NoRoom::Full));
    assert!(handle.stopped());
    let bigger = memo.grown();
    let mut entries: Vec<_> = bigger.entries().collect();
    entries.sort_unstable();
    // The refused entry was stored before the count saw the table full.
    assert_eq!(entries[..added.len()], added[..]);
    assert_eq!(bigger.refusal(), None);
    assert!(!bigger.handle().stopped());
}

#[test]
fn the_limit_is_too_large() {
    let memo = AtomicMemo::from_entries(10, 1, std::iter::empty());
    let mut handle = memo.handle();
    // Counted in batches: seen at the end of the first (a quarter of the slots).
    let refused = (1..1000).find(|&live| handle.add(live, KNOWN, 3).is_err());
    assert_eq!(refused, Some(256));
    assert_eq!(memo.refusal(), Some(NoRoom::TooLarge));
}

#[test]
fn threads_adding_the_same_keys_lose_no_bit_and_count_each_key_once() {
    let memo = AtomicMemo::from_entries(12, 4, std::iter::empty());
    std::thread::scope(|scope| {
        for bit in 0..4u8 {
            let memo = &memo;
            scope.spawn(move || {
                let mut handle = memo.handle();
                for live in 1..=500 {
                    handle.add(live, 1 << bit, MEMO_LIMIT).unwrap();
                }
                handle.flush();
            });
        }
    });
    assert!((1..=500).all(|live| memo.bits(live) == Some(0x0F)));
    assert_eq!(memo.len.load(Ordering::Relaxed), 500);
}
