//! Tests of `src/rng.rs`.

use gamecore::rng::*;

#[test]
fn known_first_outputs() {
    // SplitMix64 from seed 0: first value of the reference sequence.
    assert_eq!(SplitMix64::new(0).next_u64(), 0xE220_A839_7B1D_CDAF);
}

#[test]
fn bounded_values_stay_in_range_and_cover_it() {
    let mut rng = SplitMix64::new(7);
    let mut seen = [false; 6];
    for _ in 0..600 {
        let v = rng.range_i64(-2, 3);
        assert!((-2..=3).contains(&v));
        seen[(v + 2) as usize] = true;
    }
    assert!(seen.iter().all(|&s| s));
}

#[test]
fn shuffle_is_a_permutation() {
    let mut items: Vec<u32> = (0..50).collect();
    SplitMix64::new(3).shuffle(&mut items);
    let mut sorted = items.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, (0..50).collect::<Vec<_>>());
    assert_ne!(items, sorted);
}
