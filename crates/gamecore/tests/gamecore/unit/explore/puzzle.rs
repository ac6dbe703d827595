//! Tests of `src/explore/puzzle.rs`.

use gamecore::explore::puzzle::spread;

#[test]
fn spread_takes_both_ends_and_never_twice() {
    assert_eq!(spread(0, 0), Vec::<usize>::new());
    assert_eq!(spread(5, 1), vec![4]);
    assert_eq!(spread(5, 5), vec![0, 1, 2, 3, 4]);
    assert_eq!(spread(10, 3), vec![0, 5, 9]);
    for len in 1..40 {
        for k in 2..=len {
            let picked = spread(len, k);
            assert_eq!(picked.len(), k);
            assert_eq!((picked[0], picked[k - 1]), (0, len - 1));
            assert!(picked.windows(2).all(|w| w[0] < w[1]), "{len} {k}");
        }
    }
}
