//! Tests of `src/solver/search/mtd.rs`.

use painters_duel::solver::search::mtd::*;

#[test]
fn the_stride_doubles_then_bisects() {
    let mut stride = Stride::default();
    // Failing high from 0: guesses 1, 3, 7 (strides 1, 2, 4).
    assert_eq!(stride.next_guess(true, 0, (0, 50), 50), 1);
    assert_eq!(stride.next_guess(true, 1, (1, 50), 50), 3);
    assert_eq!(stride.next_guess(true, 3, (3, 50), 50), 7);
    // A fail low brackets the value: bisect [3, 6].
    assert_eq!(stride.next_guess(false, 6, (3, 6), 50), 4);
    // Failing low from the start: the first guess asks the value itself again, as MTD(f).
    let mut stride = Stride::default();
    assert_eq!(stride.next_guess(false, -2, (-50, -2), 50), -2);
    assert_eq!(stride.next_guess(false, -3, (-50, -3), 50), -4);
}

#[test]
fn the_null_window_stays_inside_the_bounds() {
    assert_eq!(null_window(2, 10, 2), 3);
    assert_eq!(null_window(2, 10, 6), 6);
    assert_eq!(null_window(2, 10, -4), 3);
    assert_eq!(null_window(2, 10, 14), 10);
    for guess in -3..14 {
        assert!((3..=10).contains(&null_window(2, 10, guess)));
    }
}
