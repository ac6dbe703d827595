//! Tests of `src/impartial.rs`.

use gamecore::impartial::*;
use proptest::prelude::*;

#[test]
fn mex_by_hand() {
    assert_eq!(mex([]), 0);
    assert_eq!(mex([1, 2]), 0);
    assert_eq!(mex([0, 1, 3]), 2);
    assert_eq!(mex([2, 0, 1, 0]), 3);
    assert_eq!(mex([7]), 0);
    assert_eq!(mex([0, u64::MAX]), 1);
}

#[test]
fn outcome_follows_grundy() {
    assert_eq!(Outcome::from_grundy(0), Outcome::Loss);
    assert_eq!(Outcome::from_grundy(5), Outcome::Win);
    assert_eq!(xor_sum([1, 2, 3]), 0);
    assert_eq!(xor_sum([5, 9]), 12);
}

proptest! {
    #[test]
    fn mex_is_least_missing(values in proptest::collection::vec(0u64..12, 0..16)) {
        let m = mex(values.iter().copied());
        prop_assert!(!values.contains(&m));
        prop_assert!((0..m).all(|v| values.contains(&v)));
    }
}
