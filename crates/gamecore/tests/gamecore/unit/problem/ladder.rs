//! Tests of `src/problem/ladder.rs`.

use gamecore::problem::ladder::*;

#[test]
fn labels() {
    assert_eq!(label(100_000), "1e5");
    assert_eq!(label(11_000), "11000");
    assert_eq!(label(1000), "1000");
}

#[test]
fn growth_runs_from_lo_to_hi() {
    assert_eq!(
        (grow(0.0, 1, 100), grow(0.5, 1, 100), grow(1.0, 1, 100)),
        (1, 10, 100)
    );
    assert_eq!(grow(2.0, 3, 7), 7);
}

#[test]
fn simple_cases_climb_by_powers_of_ten() {
    let sizes: Vec<u64> = simple_cases("random", true)
        .iter()
        .map(|c| c.sizes[0])
        .collect();
    assert_eq!(sizes, [10, 100, 1000, 10_000]);
}
